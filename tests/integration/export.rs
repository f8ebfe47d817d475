//! Excel export through the BFF from the sandbox's rows: Chinese headers, 是/否, region names,
//! a UTF-8 file name, no caching; the workbook is read back to check what a user would open.

use std::io::Cursor;

use calamine::{Data, Reader, Xlsx};
use serde_json::{json, Value};

use crate::support::{find_row, spawn_logged_in, spawn_with_fake_platform, Reply, TestApp};

pub const XLSX_TYPE: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

pub async fn export(app: &TestApp, cookie: &str, name: &str) -> Reply {
    export_filtered(app, cookie, name, &json!({})).await
}

/// The one-shot export `name` of the rows `filters` choose.
pub async fn export_filtered(app: &TestApp, cookie: &str, name: &str, filters: &Value) -> Reply {
    app.post_json(&format!("/api/bff/export/{name}"), Some(cookie), filters)
        .await
}

/// The download's file name begins with `prefix`, percent-encoded as UTF-8 (RFC 5987).
pub fn assert_file_named(reply: &Reply, prefix: &str) {
    let encoded: String = prefix.bytes().map(|b| format!("%{b:02X}")).collect();
    let disposition = reply.header("content-disposition").unwrap();
    assert!(
        disposition.contains(&format!("filename*=UTF-8''{encoded}")),
        "{disposition}"
    );
}

/// Every row of the one sheet, as text.
pub fn rows_of(body: &[u8], sheet: &str) -> Vec<Vec<String>> {
    let mut book: Xlsx<_> = Xlsx::new(Cursor::new(body.to_vec())).expect("an .xlsx file");
    let range = book.worksheet_range(sheet).expect("the sheet");
    range
        .rows()
        .map(|r| {
            r.iter()
                .map(|c| match c {
                    Data::String(s) => s.clone(),
                    Data::Float(f) => f.to_string(),
                    Data::Int(i) => i.to_string(),
                    Data::Empty => String::new(),
                    other => other.to_string(),
                })
                .collect()
        })
        .collect()
}

pub fn column(rows: &[Vec<String>], header: &str) -> usize {
    rows[0]
        .iter()
        .position(|h| h == header)
        .unwrap_or_else(|| panic!("no column {header}: {:?}", rows[0]))
}

/// The export filters `{activity_id}` of an activity `staff` sees that is not one of `org`'s
/// own: what `org` may not export.
pub async fn another_organisations_activity_filters(
    app: &TestApp,
    staff: &str,
    org: &str,
) -> Value {
    const LIST: &str = "/api/organization/activity/activity_list?pageSize=100";
    let all = app.get_xhr_json(LIST, staff).await;
    let own = app.get_xhr_json(LIST, org).await;
    let own_ids: Vec<&Value> = own["data"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| &a["id"])
        .collect();
    let other = find_row(&all, |a| !own_ids.contains(&&a["id"]))
        .expect("another organisation's published activity");
    json!({"activity_id": other["id"]})
}

/// The platform's first page of `call` (a POST list or export call) with `size` rows.
async fn platform_page(app: &TestApp, cookie: &str, call: &str, size: u64) -> Value {
    filtered_platform_page(app, cookie, call, size, &json!({})).await
}

/// The platform's first page of `call` with `size` rows of those `filters` choose.
async fn filtered_platform_page(
    app: &TestApp,
    cookie: &str,
    call: &str,
    size: u64,
    filters: &Value,
) -> Value {
    let mut page = filters.clone();
    page["pageNum"] = json!(1);
    page["pageSize"] = json!(size);
    app.post_json_value(call, cookie, &page).await
}

/// The platform's export of activities and of an activity's sign-ups.
const EXPORT_ACTIVITY: &str = "/api/organization/activity/export_activity";

#[actix_web::test]
async fn a_sale_export_has_chinese_headers_yes_or_no_and_region_names_for_every_row() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let expected = platform_page(&app, &cookie, "/api/organization/thing/export_sale", 1000).await;
    let total = expected["data"]["total"].as_u64().unwrap() as usize;
    assert!(total > 0);

    let reply = export(&app, &cookie, "sale").await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    assert_eq!(reply.header("content-type"), Some(XLSX_TYPE));
    assert_eq!(reply.header("cache-control"), Some("private, no-store"));
    assert_file_named(&reply, "义卖订单");

    let rows = rows_of(&reply.body, "义卖订单");
    assert_eq!(rows.len(), total + 1, "header + every row");
    assert_eq!(&rows[0][..3], ["订单号", "商品名称", "购买人"]);
    let (bill, province, district) = (
        column(&rows, "是否需要发票"),
        column(&rows, "省份"),
        column(&rows, "区县"),
    );
    let first: &Value = &expected["data"]["list"][0];
    assert_eq!(
        rows[1][bill],
        if first["need_bill"] == 1 {
            "是"
        } else {
            "否"
        }
    );
    assert!(rows[1..].iter().all(|r| r[bill] == "是" || r[bill] == "否"));
    assert!(rows[1..].iter().any(|r| r[bill] == "是") && rows[1..].iter().any(|r| r[bill] == "否"));
    assert!(
        rows[1..]
            .iter()
            .all(|r| !r[province].chars().any(|c| c.is_ascii_digit())),
        "codes became names"
    );
    assert!(rows[1..]
        .iter()
        .any(|r| r[province] == "北京市" && r[district] == "朝阳区"));
}

#[actix_web::test]
async fn activity_and_wish_exports_open_and_an_unknown_export_is_not_found() {
    let (app, cookie) = spawn_logged_in("demo_reviewer").await;
    for (name, sheet, header) in [
        ("activity", "公益活动", "活动名称"),
        ("wish", "微心愿", "心愿内容"),
    ] {
        let reply = export(&app, &cookie, name).await;
        assert_eq!(reply.status, 200, "{name}: {}", reply.text());
        let rows = rows_of(&reply.body, sheet);
        assert!(rows.len() > 1);
        column(&rows, header);
    }
    assert_eq!(export(&app, &cookie, "secrets").await.status, 404);
}

#[actix_web::test]
async fn an_export_without_a_session_ends_in_code_300_and_a_platform_failure_in_the_spec_message() {
    let app = crate::support::spawn_app().await;
    let reply = export(
        &app,
        "token_org=0123456789abcdef0123456789abcdef0123456789abcdef",
        "sale",
    )
    .await;
    assert_eq!(reply.json()["code"], 300);

    let (_fake, app) = spawn_with_fake_platform().await;
    let reply = export(&app, "token_org=fake-token-123", "sale").await;
    assert_eq!(reply.json()["msg"], "生成 excel 失败!");
}

#[actix_web::test]
async fn the_wish_export_holds_every_donation_row_with_its_wish_and_the_partner_gets_only_its_province(
) {
    let (app, cookie) = spawn_logged_in("demo_reviewer").await;
    let expected = platform_page(&app, &cookie, "/api/organization/wish/donate_list", 100).await;
    let total = expected["data"]["total"].as_u64().unwrap() as usize;
    assert!(total > 0, "{expected}");
    let reply = export(&app, &cookie, "wish").await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    let rows = rows_of(&reply.body, "微心愿");
    assert_eq!(rows.len(), total + 1, "header + every donation");
    let (order, title, bill, province) = (
        column(&rows, "订单号"),
        column(&rows, "心愿内容"),
        column(&rows, "是否需要发票"),
        column(&rows, "省份"),
    );
    let first = &expected["data"]["list"][0];
    let row = rows
        .iter()
        .find(|r| r[order] == first["order_no"].as_str().unwrap())
        .expect("the donation's row");
    assert_eq!(row[title], first["wish_title"].as_str().unwrap());
    assert_eq!(
        row[bill],
        if first["need_bill"] == 1 {
            "是"
        } else {
            "否"
        }
    );
    assert!(!row[province].chars().any(|c| c.is_ascii_digit()));

    let partner = app.login("demo_partner").await;
    let reply = export(&app, &partner, "wish").await;
    let rows = rows_of(&reply.body, "微心愿");
    let province = column(&rows, "省份");
    assert!(rows.len() > 1 && rows[1..].iter().all(|r| r[province] == "浙江省"));
    let org = app.login("demo_org").await;
    assert_eq!(export(&app, &org, "wish").await.status, 403);
}

#[actix_web::test]
async fn an_activitys_sign_up_export_has_a_column_for_every_field_of_its_form_with_each_answer() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let list = app
        .get_xhr_json(
            "/api/organization/activity/activity_list?pageSize=100",
            &cookie,
        )
        .await;
    let activity = find_row(&list, |a| a["title"] == "社区助老志愿服务日")
        .expect("the seeded activity with a form of every kind of field")["id"]
        .clone();
    let filters = json!({"activity_id": activity});
    let platform = filtered_platform_page(&app, &cookie, EXPORT_ACTIVITY, 1000, &filters).await;
    let expected = platform["data"]["list"].as_array().unwrap();
    assert!(expected.len() >= 5, "{platform}");

    let reply = export_filtered(&app, &cookie, "activity_signup", &filters).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    assert_file_named(&reply, "活动报名名单");
    let rows = rows_of(&reply.body, "活动报名名单");
    assert_eq!(rows.len(), expected.len() + 1, "header + every sign-up");
    let headers: Vec<&str> = rows[0].iter().map(String::as_str).collect();
    let fixed = headers
        .iter()
        .position(|h| *h == "服务时长（小时）")
        .unwrap()
        + 1;
    assert_eq!(
        headers[fixed..],
        [
            "工作单位",
            "年龄",
            "紧急联系人电话",
            "身份证号",
            "服装尺码",
            "可服务时段",
            "上次体检日期",
            "志愿者证照片"
        ],
        "one column per form field, in the form's order"
    );
    // Rows are newest first, as the platform pages them.
    let (unit, times, name) = (
        column(&rows, "工作单位"),
        column(&rows, "可服务时段"),
        column(&rows, "姓名"),
    );
    for (row, want) in rows[1..].iter().zip(expected) {
        assert_eq!(row[name], want["name"].as_str().unwrap());
        assert_eq!(row[unit], want["answers"]["f1"].as_str().unwrap());
        let chosen: Vec<&str> = want["answers"]["f6"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(Value::as_str)
            .collect();
        assert_eq!(row[times], chosen.join("、"));
    }
    assert!(
        rows[1..].iter().any(|r| r[times].contains('、')),
        "several choices in one cell"
    );

    let unnamed = export(&app, &cookie, "activity_signup").await;
    assert_eq!(unnamed.json()["msg"], "请先选择要导出的活动");
    let micro = app.login("demo_micro").await;
    let refused = export_filtered(&app, &micro, "activity_signup", &filters).await;
    refused.assert_status(403, "role 4 never sees the area");
}

/// Issue 40: an export the platform refuses is a 403 with the platform's reason, not the
/// 502 「生成 excel 失败!」 of a real failure.
#[actix_web::test]
async fn an_export_the_platform_refuses_is_a_403_with_its_reason() {
    let (app, staff) = spawn_logged_in("demo_reviewer").await;
    let org = app.login("demo_org").await;
    let filters = another_organisations_activity_filters(&app, &staff, &org).await;
    let platform = filtered_platform_page(&app, &org, EXPORT_ACTIVITY, 10, &filters).await;
    assert_eq!(platform["code"], 400, "the platform refuses: {platform}");
    let reply = export_filtered(&app, &org, "activity_signup", &filters).await;
    assert_eq!(reply.status, 403, "{}", reply.text());
    assert_eq!(reply.json()["code"], 403);
    assert_eq!(
        reply.json()["msg"],
        platform["msg"],
        "the platform's reason"
    );
    assert_ne!(reply.json()["msg"], "生成 excel 失败!");

    let micro = app.login("demo_micro").await;
    let reply = export(&app, &micro, "sale").await;
    assert_eq!(reply.status, 403, "{}", reply.text());
    let msg = reply.json()["msg"].as_str().unwrap_or("").to_owned();
    assert!(!msg.is_empty() && msg != "生成 excel 失败!", "{msg}");
}
