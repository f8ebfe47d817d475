//! `POST data/export`: the overview's tables as rows for the BFF's workbook (one worksheet per
//! table), paged over their concatenation. Money is a yuan string here, as in every export.

use super::overview::compute;
use crate::areas::common::exports::{as_query, MAX_EXPORT_PAGE};
use crate::clock;
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
        .run(move |conn| {
            let all = rows(&compute(conn, &q, &user, clock::now())?);
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

/// Every table of an overview answer as export rows, in `TABLES` order.
pub fn rows(o: &Value) -> Vec<Value> {
    let mut out = Vec::new();
    let mut push = |table: &str,
                    name: String,
                    amount: Option<String>,
                    count: &Value,
                    donors: &Value,
                    percent: &Value,
                    extra: String| {
        let label = TABLES
            .iter()
            .find(|(t, _)| *t == table)
            .map_or("", |(_, l)| *l);
        out.push(
            json!({"table": table, "table_label": label, "name": name, "amount": amount,
                        "count": count, "donors": donors, "percent": percent, "extra": extra}),
        );
    };
    let list = |key: &str| o[key].as_array().cloned().unwrap_or_default();
    let null = Value::Null;
    for k in list("kpis") {
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
        let (amount, count) = if fen {
            (Some(money(&k["value"])), &null)
        } else {
            (None, &k["value"])
        };
        push("kpi", text(&k["label"]), amount, count, &null, &null, extra);
    }
    for s in list("series") {
        push(
            "series",
            text(&s["date"]),
            Some(money(&s["amount_fen"])),
            &s["count"],
            &null,
            &null,
            String::new(),
        );
    }
    for a in list("by_area") {
        push(
            "area",
            text(&a["label"]),
            Some(money(&a["amount_fen"])),
            &a["count"],
            &a["donors"],
            &a["percent"],
            String::new(),
        );
    }
    for r in list("by_region") {
        push(
            "region",
            text(&r["name"]),
            Some(money(&r["amount_fen"])),
            &r["count"],
            &null,
            &r["percent"],
            String::new(),
        );
    }
    for p in list("top_projects") {
        let extra = format!("{} · {}", text(&p["org_name"]), text(&p["province_name"]));
        push(
            "project",
            text(&p["title"]),
            Some(money(&p["amount_fen"])),
            &p["count"],
            &null,
            &null,
            extra,
        );
    }
    for g in list("top_orgs") {
        push(
            "org",
            text(&g["name"]),
            Some(money(&g["amount_fen"])),
            &g["count"],
            &null,
            &null,
            String::new(),
        );
    }
    let s = &o["shares"];
    let extra = format!(
        "分享页 {}，有捐款的 {}，转化率 {}",
        s["pages"],
        s["active_pages"],
        percent_text(&s["conversion_percent"])
    );
    push(
        "share",
        "一起捐".to_owned(),
        Some(money(&s["amount_fen"])),
        &s["donation_count"],
        &s["donor_count"],
        &s["amount_percent"],
        extra,
    );
    for m in list("pledges") {
        let extra = format!(
            "新增 {}，取消 {}，扣款 {} 笔",
            m["new"], m["cancelled"], m["charges"]
        );
        push(
            "pledge",
            text(&m["month"]),
            Some(money(&m["amount_fen"])),
            &m["active"],
            &null,
            &null,
            extra,
        );
    }
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
