//! The donation export of projects (`/api/bff/export/project_donate`) through the BFF: the
//! sandbox's rows with the donate_list filters, Chinese headers, 是/否, the project's region as
//! names, and the same money as the project's detail and the donation list.

use serde_json::{json, Value};

use crate::export::{assert_file_named, column, export_filtered, rows_of, XLSX_TYPE};
use crate::support::spawn_logged_in;

const SJ: &str = "/api/organization/SJ";

fn fen(s: &str) -> i64 {
    let (y, f) = s.split_once('.').unwrap_or((s, "0"));
    y.parse::<i64>().unwrap_or(0) * 100 + format!("{f:0<2}")[..2].parse::<i64>().unwrap_or(0)
}

#[actix_web::test]
async fn a_project_donation_export_has_region_names_yes_or_no_and_the_projects_figures() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let projects = app
        .get_json(&format!("{SJ}/project_list?status=2&pageSize=100"), &cookie)
        .await;
    let lunch: Value = projects["data"]["list"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|p| p["title"] == "乡村儿童营养午餐计划")
        .cloned()
        .expect("the seeded raising project");
    let id = lunch["id"].as_i64().unwrap();
    let listed = app
        .get_json(
            &format!("{SJ}/donate_list?project_id={id}&pageSize=1"),
            &cookie,
        )
        .await;
    let total = listed["data"]["total"].as_u64().unwrap() as usize;
    assert!(total > 5);

    let reply = export_filtered(&app, &cookie, "project_donate", &json!({"project_id": id})).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    assert_eq!(reply.header("content-type"), Some(XLSX_TYPE));
    assert_file_named(&reply, "项目捐款明细_");
    let rows = rows_of(&reply.body, "项目捐款明细");
    assert_eq!(
        rows.len(),
        total + 1,
        "header + every donation of the project"
    );
    assert_eq!(&rows[0][..4], ["订单号", "项目名称", "发起机构", "捐赠人"]);
    let (bill, province, city, district, amount, state) = (
        column(&rows, "是否需要发票"),
        column(&rows, "省份"),
        column(&rows, "城市"),
        column(&rows, "区县"),
        column(&rows, "金额（元）"),
        column(&rows, "支付状态"),
    );
    assert!(rows[1..].iter().all(|r| r[bill] == "是" || r[bill] == "否"));
    assert!(rows[1..].iter().any(|r| r[bill] == "是") && rows[1..].iter().any(|r| r[bill] == "否"));
    assert!(rows[1..]
        .iter()
        .all(|r| r[province] == "北京市" && r[city] == "市辖区" && r[district] == "朝阳区"));
    assert!(rows[1..]
        .iter()
        .all(|r| r[column(&rows, "项目名称")] == "乡村儿童营养午餐计划"));
    // The paid rows add up to the list's sum and the project's raised amount; refunds do not count.
    let paid: f64 = rows[1..]
        .iter()
        .filter(|r| r[state] == "已支付")
        .map(|r| r[amount].parse::<f64>().unwrap_or(0.0))
        .sum();
    assert!(rows[1..].iter().any(|r| r[state] == "已退款"));
    let paid_fen = (paid * 100.0).round() as i64;
    assert_eq!(
        paid_fen,
        fen(listed["data"]["sum_amount"].as_str().unwrap())
    );
    assert_eq!(paid_fen, fen(lunch["raised_amount"].as_str().unwrap()));
    // Donors stay masked in the file too.
    let donor = column(&rows, "捐赠人");
    assert!(rows[1..]
        .iter()
        .all(|r| r[donor].ends_with("**") || r[donor] == "匿名爱心人士"));
}
