use crate::support::fake_platform::{self, UserInfo};
use crate::support::{
    cookie_value, spawn_app_with_upstream, spawn_logged_in, spawn_with_fake_platform,
};

/// A page asked for while the platform's user info answers as `mode` sends the user back to
/// the login page with `reason` and clears the token.
async fn assert_back_to_login_when_user_info_is(mode: UserInfo, reason: &str) {
    let fake = fake_platform::start().await;
    fake.set_user_info(mode);
    let app = spawn_app_with_upstream(&fake.base).await;
    let reply = app
        .get("/SZ/helpList?page=2", Some("token_org=fake-token-123"))
        .await;
    assert_eq!(reply.status, 302);
    assert_eq!(
        reply.header("location").unwrap(),
        format!("/login?redirect=%2FSZ%2FhelpList%3Fpage%3D2&error={reason}")
    );
    let cleared = reply.set_cookie("token_org").expect("the token is cleared");
    assert_eq!(cookie_value(cleared), "");
}

#[actix_web::test]
async fn user_info_without_data_fails_verification_clears_the_token_and_goes_to_login() {
    assert_back_to_login_when_user_info_is(UserInfo::NoData, "verify").await;
}

#[actix_web::test]
async fn user_info_with_empty_roles_clears_the_token_and_goes_to_login() {
    assert_back_to_login_when_user_info_is(UserInfo::EmptyRoles, "roles").await;
}

#[actix_web::test]
async fn user_info_code_300_clears_the_token_and_goes_to_login() {
    assert_back_to_login_when_user_info_is(UserInfo::SessionOver, "expired").await;
}

#[actix_web::test]
async fn the_token_goes_upstream_as_a_header_and_never_in_the_url() {
    let (fake, app) = spawn_with_fake_platform().await;
    app.get_ok("/dashboard", Some("token_org=fake-token-123"))
        .await;
    assert_eq!(
        fake.state.last_token.lock().unwrap().as_deref(),
        Some("fake-token-123")
    );
}

#[actix_web::test]
async fn a_successful_change_refreshes_the_cached_user_so_the_bell_count_is_current() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let unread = |html: String| -> i64 {
        let at = html
            .find("\"un_read_msg\":")
            .expect("un_read_msg in the state")
            + 14;
        html[at..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect::<String>()
            .parse()
            .unwrap()
    };
    let before = unread(app.get("/dashboard", Some(&cookie)).await.text());
    assert!(
        before > 0,
        "the demo organisation starts with unread messages"
    );
    let list = app
        .get_json(
            "/api/organization/push/org_msg_list?pageNum=1&pageSize=10&is_read=0",
            &cookie,
        )
        .await;
    let ids: Vec<i64> = list["data"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["id"].as_i64().unwrap())
        .collect();
    let changed = app
        .post_json(
            "/api/organization/push/org_msg_change",
            Some(&cookie),
            &serde_json::json!({"ids": ids}),
        )
        .await;
    assert_eq!(changed.json()["code"], 200);
    assert_eq!(unread(app.get("/dashboard", Some(&cookie)).await.text()), 0);
}
