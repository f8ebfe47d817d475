use super::calls::item_ids;
use super::{assert_code, spawn_app, spawn_logged_in};
use serde_json::json;

const STATS: &str = "/api/organization/message/get_statistical_msg";
const LIST: &str = "/api/organization/push/org_msg_list";
const CHANGE: &str = "/api/organization/push/org_msg_change";
const MOBILE: &str = "/api/common/mobile_code";

#[actix_web::test]
async fn the_message_list_is_newest_first_and_filters_by_read_state() {
    let (app, [token]) = spawn_logged_in(false, ["demo_org"]).await;

    let all = app.get(LIST, Some(&token)).await;
    let unread = app.get(&format!("{LIST}?is_read=0"), Some(&token)).await;
    let bad = app.get(&format!("{LIST}?is_read=2"), Some(&token)).await;

    assert_eq!(all["data"]["total"], 5);
    let times: Vec<i64> = all["data"]["list"]
        .as_array()
        .expect("list")
        .iter()
        .filter_map(|m| m["created_at"].as_i64())
        .collect();
    assert!(times.windows(2).all(|w| w[0] >= w[1]), "{times:?}");
    assert_eq!(unread["data"]["total"], 3);
    assert!(unread["data"]["list"]
        .as_array()
        .expect("list")
        .iter()
        .all(|m| m["is_read"] == 0));
    assert_eq!(bad["code"], 400);
}

#[actix_web::test]
async fn marking_messages_read_changes_the_counts() {
    let (app, [token]) = spawn_logged_in(false, ["demo_org"]).await;
    assert_eq!(
        app.get(STATS, Some(&token)).await["data"],
        json!({ "total": 5, "un_read": 3, "read": 2 })
    );
    let unread = app.get(&format!("{LIST}?is_read=0"), Some(&token)).await;
    let unread = item_ids(&unread["data"]["list"]);

    let one = app
        .post(CHANGE, json!({ "id": unread[0] }), Some(&token))
        .await;
    let rest = app
        .post(
            CHANGE,
            json!({ "ids": [unread[0], unread[1], unread[2].to_string()] }),
            Some(&token),
        )
        .await;

    assert_code(&one, 200, "操作成功");
    assert_eq!(one["data"]["changed"], 1);
    assert_eq!(rest["data"]["changed"], 2);
    assert_eq!(
        app.get(STATS, Some(&token)).await["data"],
        json!({ "total": 5, "un_read": 0, "read": 5 })
    );
    let info = app
        .get("/api/organization/message/get_now_msg", Some(&token))
        .await;
    assert_eq!(info["data"]["un_read_msg"], 0);
}

#[actix_web::test]
async fn marking_another_users_messages_read_changes_nothing() {
    let (app, [org, reviewer]) = spawn_logged_in(false, ["demo_org", "demo_reviewer"]).await;
    let theirs = app.get(&format!("{LIST}?is_read=0"), Some(&reviewer)).await;
    let theirs = item_ids(&theirs["data"]["list"]);
    let before = app.get(STATS, Some(&reviewer)).await;

    let resp = app.post(CHANGE, json!({ "ids": theirs }), Some(&org)).await;

    assert_code(&resp, 200, "操作成功");
    assert_eq!(resp["data"]["changed"], 0);
    assert_eq!(app.get(STATS, Some(&reviewer)).await, before);
}

#[actix_web::test]
async fn mark_read_without_ids_or_with_bad_ids_is_refused() {
    let (app, [token]) = spawn_logged_in(false, ["demo_org"]).await;

    for body in [
        json!({}),
        json!({ "ids": [] }),
        json!({ "id": "x" }),
        json!({ "ids": "1,2" }),
        json!({ "ids": [0] }),
    ] {
        let resp = app.post(CHANGE, body.clone(), Some(&token)).await;
        assert_eq!(resp["code"], 400, "{body}: {resp}");
    }
    assert_eq!(
        app.post(CHANGE, json!({ "id": 1 }), None).await["code"],
        300
    );
}

#[actix_web::test]
async fn a_mobile_code_is_issued_once_per_minute_per_number() {
    let app = spawn_app(true).await;

    let first = app.get(&format!("{MOBILE}?mobile=13812345678"), None).await;
    let again = app.get(&format!("{MOBILE}?mobile=13812345678"), None).await;
    let other = app.get(&format!("{MOBILE}?mobile=13912345678"), None).await;

    assert_code(&first, 200, "验证码已发送");
    assert!(first["data"]["code"]
        .as_str()
        .is_some_and(|c| c.len() == 6 && c.bytes().all(|b| b.is_ascii_digit())));
    assert_eq!(again["code"], 400);
    assert!(
        again["msg"]
            .as_str()
            .is_some_and(|m| m.contains("秒后再试")),
        "{again}"
    );
    assert_eq!(other["code"], 200);

    app.sql(|c| c.execute("UPDATE mobile_codes SET sent_at = sent_at - 61", []))
        .await;
    assert_eq!(
        app.get(&format!("{MOBILE}?mobile=13812345678"), None).await["code"],
        200
    );
}

#[actix_web::test]
async fn the_mobile_code_is_only_echoed_in_test_mode_and_bad_numbers_are_refused() {
    let app = spawn_app(false).await;

    let sent = app.get(&format!("{MOBILE}?mobile=13812345678"), None).await;

    assert_code(&sent, 200, "验证码已发送");
    assert!(sent["data"].is_null());
    for bad in ["", "12812345678", "1381234567", "abc"] {
        assert_eq!(
            app.get(&format!("{MOBILE}?mobile={bad}"), None).await["code"],
            400,
            "{bad}"
        );
    }
}
