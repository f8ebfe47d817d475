//! /SJ donation and disclosure lists rendered on the server with the filters the URL asks for
//! (the list state beyond status/keyword/dates: a donation channel, a report kind), before any
//! script runs.

use serde_json::Value;

use crate::support::{spawn_logged_in, TestApp};

/// The app root's server-rendered HTML (without the state script).
fn rendered(html: &str) -> String {
    let root = html.split("id=\"root\"").nth(1).expect("the app root");
    root.split("__ORG_STATE__").next().unwrap().to_owned()
}

/// The `data` of the first ten rows of the /SJ list call `list` with `filters` (a query).
async fn first_page(app: &TestApp, cookie: &str, list: &str, filters: &str) -> Value {
    let path = format!("/api/organization/SJ/{list}?pageNum=1&pageSize=10&{filters}");
    let body = app.get_json(&path, cookie).await;
    assert_eq!(body["code"], 200, "{path}: {}", body["msg"]);
    body["data"].clone()
}

#[actix_web::test]
async fn the_donation_list_is_server_rendered_with_the_channel_and_pay_status_the_url_asks_for() {
    let (app, cookie) = spawn_logged_in("demo_admin").await;
    let shares = first_page(&app, &cookie, "donate_list", "channel=2&pay_status=1").await;
    let direct = first_page(&app, &cookie, "donate_list", "channel=1").await;
    let first_share = shares["list"][0]["order_no"]
        .as_str()
        .expect("a share donation");
    let first_direct = direct["list"][0]["order_no"]
        .as_str()
        .expect("a direct donation");

    let page = app
        .get("/SJ/donateList?channel=2&status=1", Some(&cookie))
        .await;
    assert_eq!(page.status, 200);
    let html = rendered(&page.text());
    assert!(html.contains(first_share), "the share donation is missing");
    assert!(
        !html.contains(first_direct),
        "the channel filter was ignored"
    );
    // The paid sum over the filter is the call's, on first paint (antd's Statistic writes the
    // integer part grouped by thousands and the decimals in their own span).
    let (int, dec) = shares["sum_amount"]
        .as_str()
        .unwrap()
        .split_once('.')
        .unwrap();
    let digits: Vec<char> = int.chars().collect();
    let grouped = digits
        .rchunks(3)
        .rev()
        .map(|c| c.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join(",");
    assert!(
        html.contains(&format!(">{grouped}<")) && html.contains(&format!(">.{dec}<")),
        "the sum {grouped}.{dec} is not on the page"
    );
}

#[actix_web::test]
async fn the_disclosure_list_is_server_rendered_with_the_report_kind_the_url_asks_for() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let ends = first_page(&app, &cookie, "process_list", "kind=end").await;
    let progress = first_page(&app, &cookie, "process_list", "kind=progress").await;
    let page = app.get("/SJ/processList?kind=end", Some(&cookie)).await;
    assert_eq!(page.status, 200);
    let html = rendered(&page.text());
    for r in ends["list"].as_array().unwrap() {
        assert!(html.contains(r["title"].as_str().unwrap()), "{r} missing");
    }
    let first_progress = progress["list"][0]["title"].as_str().unwrap();
    assert!(
        !html.contains(first_progress),
        "the kind filter was ignored"
    );
}
