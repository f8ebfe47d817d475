//! Donation projects (/SJ) through the console: the project list is server-rendered with the
//! filters and the page the URL asks for (status, keyword, page), as the route loader reads them.

use serde_json::{json, Value};

use crate::support::help_form::date_in;
use crate::support::{spawn_logged_in, TestApp};

const SJ: &str = "/api/organization/SJ";

/// Percent-encodes UTF-8 text for a query string.
fn encoded(s: &str) -> String {
    s.bytes().map(|b| format!("%{b:02X}")).collect()
}

/// A complete project form executed in 北京 (no partner covers it: submit goes to 待认领).
fn valid_project(title: &str, pay_account_id: i64) -> Value {
    json!({
        "title": title, "domain_id": 1, "beneficiary": "山区小学学生", "beneficiary_count": 120,
        "province": "110000", "city": "110100", "district": "110105",
        "address": "北京市朝阳区建国路88号", "target_amount": "12000",
        "fund_start": date_in(2), "fund_end": date_in(60), "exec_start": date_in(61), "exec_end": date_in(300),
        "summary": "为山区小学的孩子们提供一学年的营养午餐补助，改善他们的营养状况。",
        "description": "<p>山区小学的孩子们中午常常只有米饭和咸菜，<strong>营养不足</strong>影响成长。</p>",
        "cover": "/sandbox-files/oss/orgcenter-images/images/1/cover.jpg", "images": [],
        "budget": [{"item": "午餐补助", "amount": "12000"}],
        "lead_name": "李明", "lead_phone": "13800138000", "contact_name": "王芳", "contact_phone": "13900139000",
        "pay_account_id": pay_account_id,
    })
}

async fn titles(app: &TestApp, cookie: &str, query: &str) -> Vec<String> {
    let list = app
        .get_json(&format!("{SJ}/project_list?pageSize=10&{query}"), cookie)
        .await;
    assert_eq!(list["code"], 200, "{list}");
    list["data"]["list"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| r["title"].as_str().expect("title").to_owned())
        .collect()
}

#[actix_web::test]
async fn the_project_list_is_server_rendered_with_the_status_keyword_and_page_the_url_asks_for() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let accounts = app
        .get_json("/api/organization/pay_account/list", &cookie)
        .await;
    let account = accounts["data"]["list"][0]["id"]
        .as_i64()
        .expect("demo_org has a pay account");
    // Eleven submitted projects sharing a word: page 2 of that search holds one of them.
    let keyword = "集成测试营养午餐";
    for n in 1..=11 {
        let sent = app
            .post_json_value(
                &format!("{SJ}/add_project"),
                &cookie,
                &valid_project(&format!("{keyword}{n:02}"), account),
            )
            .await;
        assert_eq!(sent["code"], 200, "{sent}");
        assert_eq!(
            sent["data"]["status"], 1,
            "北京 has no partner: straight to 待认领"
        );
    }
    let query = format!("status=1&keyword={}", encoded(keyword));
    let page1 = titles(&app, &cookie, &format!("{query}&pageNum=1")).await;
    let page2 = titles(&app, &cookie, &format!("{query}&pageNum=2")).await;
    assert_eq!((page1.len(), page2.len()), (10, 1));

    let page = app
        .get(&format!("/SJ/projectList?{query}&page=2"), Some(&cookie))
        .await;
    let html = page.page_html(200);
    // The rows are in the server's HTML (before any script runs), inside the app root.
    let root = html.split("id=\"root\"").nth(1).expect("the app root");
    let rendered = root.split("__ORG_STATE__").next().unwrap();
    assert!(rendered.contains(&page2[0]), "page 2's row missing");
    assert!(
        page1.iter().all(|t| !rendered.contains(t.as_str())),
        "page 1's rows were rendered on page 2"
    );
    assert!(
        rendered.contains("共 11 条"),
        "the total of the filtered list"
    );
    assert!(rendered.contains("待认领"));

    // Another status with the same keyword: the server renders the empty list.
    let raising = app
        .get(
            &format!("/SJ/projectList?status=2&keyword={}", encoded(keyword)),
            Some(&cookie),
        )
        .await
        .text();
    let root = raising.split("id=\"root\"").nth(1).expect("the app root");
    let rendered = root.split("__ORG_STATE__").next().unwrap();
    // (The keyword itself is in the search box; no project titled with it is in the table.)
    assert!(
        rendered.contains(keyword),
        "the keyword stays in the search box"
    );
    assert!(
        page1
            .iter()
            .chain(&page2)
            .all(|t| !rendered.contains(t.as_str())),
        "the status filter was ignored"
    );
    assert!(rendered.contains("暂无项目"));
}
