use crate::support::fake_platform::{self, UserInfo};
use crate::support::{cookie_value, spawn_app_with_upstream};

async fn page_with_user_info(mode: UserInfo) -> crate::support::Reply {
    let fake = fake_platform::start().await;
    fake.set_user_info(mode);
    let app = spawn_app_with_upstream(&fake.base).await;
    app.get("/SZ/helpList?page=2", Some("token_org=fake-token-123")).await
}

fn assert_back_to_login(reply: &crate::support::Reply, reason: &str) {
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
    let reply = page_with_user_info(UserInfo::NoData).await;
    assert_back_to_login(&reply, "verify");
}

#[actix_web::test]
async fn user_info_with_empty_roles_clears_the_token_and_goes_to_login() {
    let reply = page_with_user_info(UserInfo::EmptyRoles).await;
    assert_back_to_login(&reply, "roles");
}

#[actix_web::test]
async fn user_info_code_300_clears_the_token_and_goes_to_login() {
    let reply = page_with_user_info(UserInfo::SessionOver).await;
    assert_back_to_login(&reply, "expired");
}

#[actix_web::test]
async fn the_token_goes_upstream_as_a_header_and_never_in_the_url() {
    let fake = fake_platform::start().await;
    let app = spawn_app_with_upstream(&fake.base).await;
    let reply = app.get("/dashboard", Some("token_org=fake-token-123")).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    assert_eq!(fake.state.last_token.lock().unwrap().as_deref(), Some("fake-token-123"));
}
