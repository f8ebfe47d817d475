//! Help cases through the console: a spreadsheet uploaded with the BFF's signed form is staged
//! and imported through `/api/**` (the import submit is a GET that changes state, so it needs
//! the CSRF header), refusals of the sandbox's state machine reach the browser as code 400 with
//! their message, and the help pages are server-rendered with the data the URL asks for.

use serde_json::Value;

use crate::support::help_form::date_in;
use crate::support::multipart::upload_document;
use crate::support::{spawn_logged_in, TestApp};

const SZ: &str = "/api/organization/SZ";

/// The import template's header, as the contract names it.
const HEADER: [&str; 19] = [
    "求助标题",
    "求助类型",
    "目标金额（元）",
    "截止日期",
    "求助说明",
    "详细地址",
    "发布人姓名",
    "发布人手机号",
    "受助人姓名",
    "受助人性别",
    "受助人年龄",
    "受助人身份证号",
    "与受助人关系",
    "证明人姓名",
    "证明人手机号",
    "收款方式",
    "收款人",
    "开户银行",
    "收款账号",
];

/// GB 11643 check character of the first 17 digits of a resident id number.
fn id_check_char(first17: &str) -> char {
    const WEIGHTS: [u32; 17] = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
    let sum: u32 = first17
        .chars()
        .zip(WEIGHTS)
        .map(|(c, w)| c.to_digit(10).expect("digit") * w)
        .sum();
    b"10X98765432"[(sum % 11) as usize] as char
}

/// Data row `n` (1-based) of a 20-row file whose rows 5, 10 and 16 are bad in three ways.
fn row(n: usize) -> Vec<String> {
    let first17 = format!("110105{}{:03}", 20_120_101 + n as u64, 200 + n * 2 + 1);
    let mut id = format!("{first17}{}", id_check_char(&first17));
    let mut witness_phone = "13900139000".to_owned();
    let mut help_type = "助学帮困".to_owned();
    match n {
        5 => id.replace_range(17.., if id.ends_with('0') { "1" } else { "0" }),
        10 => witness_phone.clear(),
        16 => help_type = "不存在的类型".into(),
        _ => {}
    }
    [
        format!("控制台导入求助{n}"),
        help_type,
        format!("{}", 20_000 + n),
        date_in(60),
        "受助学生家庭遭遇变故，无力承担学费与生活费，恳请社会爱心人士帮助。".into(),
        "北京市朝阳区建国路88号".into(),
        "张老师".into(),
        "13800138000".into(),
        format!("学生{n}"),
        "女".into(),
        "14".into(),
        id,
        "亲友".into(),
        "刘校长".into(),
        witness_phone,
        "支付宝".into(),
        "张老师".into(),
        String::new(),
        "13800138000".into(),
    ]
    .into()
}

fn csv(rows: &[Vec<String>]) -> Vec<u8> {
    let quote = |c: &String| format!("\"{}\"", c.replace('"', "\"\""));
    let mut out = String::from("\u{feff}");
    for r in rows {
        out += &r.iter().map(quote).collect::<Vec<_>>().join(",");
        out += "\r\n";
    }
    out.into_bytes()
}

async fn total(app: &TestApp, cookie: &str, query: &str) -> i64 {
    let list = app
        .get_json(&format!("{SZ}/help_project_list?{query}"), cookie)
        .await;
    assert_eq!(list["code"], 200, "{list}");
    list["data"]["total"].as_i64().expect("total")
}

#[actix_web::test]
async fn a_twenty_row_spreadsheet_uploaded_through_the_console_imports_seventeen_cases_and_reports_three(
) {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let waiting_before = total(&app, &cookie, "status=1").await;

    let mut rows = vec![HEADER.iter().map(|h| h.to_string()).collect::<Vec<_>>()];
    rows.extend((1..=20).map(row));
    let url = upload_document(&app, &cookie, "cases.csv", &csv(&rows)).await;

    let staged = app
        .get_json(
            &format!("{SZ}/import_help_project_list?file={url}"),
            &cookie,
        )
        .await;
    assert_eq!(staged["code"], 200, "{staged}");
    let batch = &staged["data"]["batch"];
    assert_eq!(
        (
            batch["total"].clone(),
            batch["valid"].clone(),
            batch["invalid"].clone()
        ),
        (20.into(), 17.into(), 3.into())
    );
    let batch_id = batch["id"].as_i64().expect("batch id");
    let only_bad = app
        .get_json(
            &format!("{SZ}/import_help_project_list?batch_id={batch_id}&valid=0"),
            &cookie,
        )
        .await;
    let bad: Vec<(i64, Value)> = only_bad["data"]["list"]
        .as_array()
        .expect("rows")
        .iter()
        .filter(|r| r["valid"] == false)
        .map(|r| (r["row"].as_i64().unwrap(), r["errors"].clone()))
        .collect();
    // Spreadsheet rows count the header as row 1.
    assert_eq!(bad.iter().map(|(r, _)| *r).collect::<Vec<_>>(), [6, 11, 17]);
    assert!(
        bad.iter()
            .all(|(_, e)| e.as_array().is_some_and(|e| !e.is_empty())),
        "{bad:?}"
    );

    let submit = format!("{SZ}/import_help_project_submit?batch_id={batch_id}");
    let imported = app.get_xhr(&submit, Some(&cookie)).await.json();
    assert_eq!(imported["code"], 200, "{imported}");
    assert_eq!(imported["data"]["imported"], 17);
    assert_eq!(imported["data"]["failed"], 3);
    assert_eq!(total(&app, &cookie, "status=1").await, waiting_before + 17);
    let keyword: String = "控制台导入求助"
        .bytes()
        .map(|b| format!("%{b:02X}"))
        .collect();
    assert_eq!(
        total(&app, &cookie, &format!("keyword={keyword}")).await,
        17
    );

    let again = app.get_xhr(&submit, Some(&cookie)).await.json();
    assert_eq!(
        (again["code"].clone(), again["msg"].clone()),
        (400.into(), "该批次已导入".into())
    );
    assert_eq!(total(&app, &cookie, "status=1").await, waiting_before + 17);
}

#[actix_web::test]
async fn a_refused_transition_reaches_the_browser_as_code_400_with_the_reason_and_changes_nothing()
{
    let (app, org) = spawn_logged_in("demo_org").await;
    let reviewer = app.login("demo_reviewer").await;
    let pool = app
        .get_json(&format!("{SZ}/get_org_receive_help_list"), &reviewer)
        .await;
    let waiting = pool["data"]["list"][0]["id"]
        .as_i64()
        .expect("a case in the pool");

    // Passing a case nobody has claimed yet is not a legal step.
    let pass = app
        .post_json(
            &format!("{SZ}/pass_help_project"),
            Some(&reviewer),
            &serde_json::json!({"id": waiting}),
        )
        .await;
    assert_eq!(pass.status, 200);
    let body = pass.json();
    assert_eq!(body["code"], 400, "{body}");
    assert!(
        body["msg"].as_str().is_some_and(|m| !m.is_empty()),
        "{body}"
    );
    let detail = app
        .get_json(&format!("{SZ}/help_project_detail?id={waiting}"), &reviewer)
        .await;
    assert_eq!(detail["data"]["status"], 1, "still waiting to be claimed");

    // An organisation may not review at all.
    let by_org = app
        .post_json_value(
            &format!("{SZ}/claim_help_project"),
            &org,
            &serde_json::json!({"id": waiting}),
        )
        .await;
    assert_eq!(
        (by_org["code"].clone(), by_org["msg"].clone()),
        (400.into(), "无权审核求助".into())
    );
}

#[actix_web::test]
async fn the_help_list_is_server_rendered_with_the_filter_the_url_asks_for() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let page = app.get("/SZ/helpList?status=3", Some(&cookie)).await;
    let html = page.page_html(200);
    // The demo organisation's one returned case is in the server's HTML (a table row, before
    // any script runs); a case raising money is filtered out.
    let root = html.split("id=\"root\"").nth(1).expect("the app root");
    let rendered = root.split("__ORG_STATE__").next().unwrap();
    assert!(
        rendered.contains("车祸重伤的外卖骑手急需手术费"),
        "returned case missing"
    );
    assert!(rendered.contains("已退回"));
    assert!(
        !rendered.contains("先天性心脏病患儿手术救助"),
        "the filter was ignored"
    );
}
