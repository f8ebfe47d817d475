//! The data centre's export (`/api/bff/export/data_center`) through the BFF: one worksheet per
//! table of the overview, each row the figure the page shows (money in yuan); roles 1 and 4 are
//! refused by the BFF before the platform is asked.

use serde_json::{json, Value};

use crate::export::{assert_file_named, column, export, export_filtered, rows_of, XLSX_TYPE};
use crate::support::{spawn_app, spawn_logged_in};

fn fen_of_cell(s: &str) -> i64 {
    (s.parse::<f64>().unwrap_or(f64::NAN) * 100.0).round() as i64
}

#[actix_web::test]
async fn the_data_centre_export_has_a_sheet_per_table_whose_rows_are_the_overviews_figures() {
    let (app, cookie) = spawn_logged_in("demo_admin").await;
    let filters = "start=2026-01-01&end=2026-12-31&granularity=month";
    let o = app
        .get_json(
            &format!("/api/organization/data/overview?{filters}"),
            &cookie,
        )
        .await;
    assert_eq!(o["code"], 200, "{o}");
    let reply = export_filtered(
        &app,
        &cookie,
        "data_center",
        &json!({"start": "2026-01-01", "end": "2026-12-31", "granularity": "month"}),
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    assert_eq!(reply.header("content-type"), Some(XLSX_TYPE));
    assert_file_named(&reply, "数据中心_");
    let shown = |key: &str| -> Vec<(String, i64)> {
        let name = match key {
            "series" => "date",
            "by_area" => "label",
            "by_region" | "top_orgs" => "name",
            "top_projects" => "title",
            _ => "month",
        };
        o["data"][key]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                (
                    r[name].as_str().unwrap().to_owned(),
                    r["amount_fen"].as_i64().unwrap(),
                )
            })
            .collect()
    };
    for (sheet, key, name_header) in [
        ("募款趋势", "series", "日期"),
        ("业务分布", "by_area", "业务"),
        ("地区分布", "by_region", "地区"),
        ("项目排行", "top_projects", "项目"),
        ("机构排行", "top_orgs", "机构"),
        ("月捐", "pledges", "月份"),
    ] {
        let rows = rows_of(&reply.body, sheet);
        let (name, amount) = (
            column(&rows, name_header),
            rows[0]
                .iter()
                .position(|h| h.contains("金额（元）"))
                .unwrap(),
        );
        let written: Vec<(String, i64)> = rows[1..]
            .iter()
            .map(|r| (r[name].clone(), fen_of_cell(&r[amount])))
            .collect();
        assert_eq!(written, shown(key), "sheet {sheet}");
    }
    let kpis = rows_of(&reply.body, "核心指标");
    assert_eq!(kpis.len(), 5, "header + four cards");
    assert_eq!(kpis[1][0], "募款金额");
    assert_eq!(
        fen_of_cell(&kpis[1][1]),
        o["data"]["kpis"][0]["value"].as_i64().unwrap()
    );
    assert_eq!(
        kpis[2][2],
        o["data"]["kpis"][1]["value"].to_string(),
        "捐款笔数"
    );
    let share = rows_of(&reply.body, "一起捐转化");
    assert_eq!(
        fen_of_cell(&share[1][1]),
        o["data"]["shares"]["amount_fen"].as_i64().unwrap()
    );
}

#[actix_web::test]
async fn roles_1_and_4_cannot_export_the_data_centre_and_the_partner_gets_its_province() {
    let app = spawn_app().await;
    for account in ["demo_org", "demo_micro"] {
        let cookie = app.login(account).await;
        let refused = export(&app, &cookie, "data_center").await;
        assert_eq!(refused.status, 403, "{account}: {}", refused.text());
        let call = app
            .get("/api/organization/data/overview", Some(&cookie))
            .await;
        assert_eq!(call.status, 403, "{account}");
    }
    let partner = app.login("demo_partner").await;
    let reply = export_filtered(
        &app,
        &partner,
        "data_center",
        &json!({"province": "110000"}),
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    let regions: Vec<Value> = rows_of(&reply.body, "地区分布")[1..]
        .iter()
        .map(|r| json!(r[0]))
        .collect();
    assert_eq!(regions, [json!("浙江省")]);
}
