//! `POST data/export`: the overview's tables as rows for the BFF's workbook (one worksheet per
//! table), paged over their concatenation. Money is a yuan string here, as in every export.

use super::overview::compute;
use crate::areas::common::exports::{as_query, MAX_EXPORT_PAGE};
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::Body;
use crate::http::paging::Page;
use crate::http::session::CurrentUser;
use crate::rules::money::{yuan, yuan_grouped};
use crate::state::AppState;
use actix_web::web;
use serde_json::{json, Value};

/// The tables in the order of the workbook: `(table, label)`.
pub const TABLES: [(&str, &str); 8] = [
    ("kpi", "核心指标"),
    ("series", "募款趋势"),
    ("area", "业务分布"),
    ("region", "地区分布"),
    ("project", "项目排行"),
    ("org", "机构排行"),
    ("share", "一起捐转化"),
    ("pledge", "月捐"),
];

pub async fn export(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let q = as_query(&body);
    let page = Page::from_query_max(&q, MAX_EXPORT_PAGE)?;
    let data = state
        .db
        .run_long(move |conn| {
            let all = rows(&compute(conn, &q, &user)?);
            let total = all.len() as i64;
            let list: Vec<Value> = all
                .into_iter()
                .skip(usize::try_from(page.offset()).unwrap_or(usize::MAX))
                .take(usize::try_from(page.size).unwrap_or(0))
                .collect();
            Ok::<_, ApiError>(json!({"list": list, "total": total}))
        })
        .await?;
    Ok(ok("获取成功", data))
}

fn money(v: &Value) -> String {
    yuan(v.as_i64().unwrap_or(0))
}

fn signed(p: &Value) -> String {
    match p.as_f64() {
        Some(x) if x > 0.0 => format!("+{x:.1}%"),
        Some(x) => format!("{x:.1}%"),
        None => "—".to_owned(),
    }
}

/// One row of the sheet: its table, the name, the amount, the count, donors and percent cells,
/// and the remark.
fn sheet_row(
    table: &str,
    (name, amount): (String, Option<String>),
    [count, donors, percent]: [&Value; 3],
    extra: String,
) -> Value {
    let label = TABLES
        .iter()
        .find(|(t, _)| *t == table)
        .map_or("", |(_, l)| *l);
    json!({"table": table, "table_label": label, "name": name, "amount": amount,
           "count": count, "donors": donors, "percent": percent, "extra": extra})
}

/// A list of the overview as rows of the sheet: the sheet's table, the list's key, the keys of
/// an item's name, count, donors and percent ("": the table has none) and the item's remark.
type Section = (
    &'static str,
    &'static str,
    [&'static str; 4],
    fn(&Value) -> String,
);

/// The lists the sheet shows before the 一起捐 conversion, in `TABLES` order.
const BEFORE_SHARES: [Section; 5] = [
    ("series", "series", ["date", "count", "", ""], no_remark),
    (
        "area",
        "by_area",
        ["label", "count", "donors", "percent"],
        no_remark,
    ),
    (
        "region",
        "by_region",
        ["name", "count", "", "percent"],
        no_remark,
    ),
    (
        "project",
        "top_projects",
        ["title", "count", "", ""],
        project_remark,
    ),
    ("org", "top_orgs", ["name", "count", "", ""], no_remark),
];
const PLEDGES: Section = (
    "pledge",
    "pledges",
    ["month", "active", "", ""],
    pledge_remark,
);

fn no_remark(_: &Value) -> String {
    String::new()
}

fn project_remark(p: &Value) -> String {
    format!("{} · {}", text(&p["org_name"]), text(&p["province_name"]))
}

fn pledge_remark(m: &Value) -> String {
    format!(
        "新增 {}，取消 {}，扣款 {} 笔",
        m["new"], m["cancelled"], m["charges"]
    )
}

fn section_rows(o: &Value, sections: &[Section]) -> Vec<Value> {
    let mut out = Vec::new();
    for &(table, list, [name, count, donors, percent], remark) in sections {
        for item in o[list].as_array().into_iter().flatten() {
            let named = (text(&item[name]), Some(money(&item["amount_fen"])));
            let cells = [&item[count], &item[donors], &item[percent]];
            out.push(sheet_row(table, named, cells, remark(item)));
        }
    }
    out
}

fn kpi_row(k: &Value) -> Value {
    let fen = k["unit"] == "fen";
    let shown = |v: &Value| {
        if fen {
            // As the screen prints it: ¥318,796.79.
            format!("¥{}", yuan_grouped(v.as_i64().unwrap_or(0)))
        } else {
            v.to_string()
        }
    };
    let extra = format!(
        "上期 {}，环比 {}",
        shown(&k["previous"]),
        signed(&k["change_percent"])
    );
    let null = &Value::Null;
    let (amount, count) = if fen {
        (Some(money(&k["value"])), null)
    } else {
        (None, &k["value"])
    };
    sheet_row(
        "kpi",
        (text(&k["label"]), amount),
        [count, null, null],
        extra,
    )
}

fn share_row(s: &Value) -> Value {
    let extra = format!(
        "分享页 {}，有捐款的 {}，转化率 {}",
        s["pages"],
        s["active_pages"],
        percent_text(&s["conversion_percent"])
    );
    let named = ("一起捐".to_owned(), Some(money(&s["amount_fen"])));
    let cells = [
        &s["donation_count"],
        &s["donor_count"],
        &s["amount_percent"],
    ];
    sheet_row("share", named, cells, extra)
}

/// Every table of an overview answer as export rows, in `TABLES` order.
pub fn rows(o: &Value) -> Vec<Value> {
    let kpis = o["kpis"].as_array().into_iter().flatten();
    let mut out: Vec<Value> = kpis.map(kpi_row).collect();
    out.extend(section_rows(o, &BEFORE_SHARES));
    out.push(share_row(&o["shares"]));
    out.extend(section_rows(o, &[PLEDGES]));
    out
}

fn percent_text(p: &Value) -> String {
    p.as_f64()
        .map_or_else(|| "—".to_owned(), |x| format!("{x:.1}%"))
}

fn text(v: &Value) -> String {
    v.as_str().map_or_else(|| v.to_string(), str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::rows;
    use serde_json::json;

    #[test]
    fn a_money_kpis_previous_period_is_printed_with_separators_as_on_screen() {
        let overview = json!({"kpis": [{"label": "募款金额", "unit": "fen", "value": 45_000_000,
                                        "previous": 31_879_679, "change_percent": 41.2}]});
        let out = rows(&overview);
        assert_eq!(out[0]["extra"], "上期 ¥318,796.79，环比 +41.2%");
        assert_eq!(
            out[0]["amount"], "450000.00",
            "the amount cell stays a number"
        );
    }
}
