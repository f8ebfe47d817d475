//! Area roles on the API, not only on pages: a call under an area's API prefix (routes.json,
//! from the frontend's area table) is refused by the BFF with 403 and never reaches the
//! platform when the user's roles may not see the area; the sandbox refuses it on its own too.

use serde_json::{json, Value};

use crate::support::fake_platform;
use crate::support::{
    spawn_app_with_upstream, spawn_logged_in, spawn_with_fake_platform, start_test_sandbox,
    CAPTCHA_IN_TEST_MODE, DEMO_PASSWORD,
};

const HELP_LIST: &str = "/api/organization/SZ/help_project_list";

#[actix_web::test]
async fn role_4_is_refused_help_case_calls_by_the_bff_without_calling_the_platform() {
    let fake = fake_platform::start().await;
    fake.set_user_roles(&[4]);
    let app = spawn_app_with_upstream(&fake.base).await;
    let reply = app.get(HELP_LIST, Some("token_org=t")).await;
    assert_eq!(reply.status, 403);
    let body = reply.json();
    assert_eq!(body["code"], 403);
    assert_eq!(body["msg"], "无权访问该功能");
    let post = app
        .post_json(
            "/api/organization/SZ/add_help_project",
            Some("token_org=t"),
            &json!({"draft": 1, "title": "x"}),
        )
        .await;
    assert_eq!(post.status, 403);
    assert_eq!(fake.hits_of(HELP_LIST), 0, "the platform was called");
    assert_eq!(fake.hits_of("/api/organization/SZ/add_help_project"), 0);
}

#[actix_web::test]
async fn a_role_of_the_area_and_calls_outside_every_area_still_reach_the_platform() {
    let (fake, app) = spawn_with_fake_platform().await;
    app.get(HELP_LIST, Some("token_org=t")).await;
    assert_eq!(fake.hits_of(HELP_LIST), 1, "role 1 may see /SZ");
    fake.set_user_roles(&[4]);
    let open = "/api/organization/common/project_list";
    app.get(open, Some("token_org=t2")).await;
    assert_eq!(fake.hits_of(open), 1, "a call no area owns stays open");
}

#[actix_web::test]
async fn the_real_stack_refuses_role_4_on_help_cases_and_lets_role_1_through() {
    let (app, micro) = spawn_logged_in("demo_micro").await;
    let refused = app.get(HELP_LIST, Some(&micro)).await;
    assert_eq!(refused.status, 403, "{}", refused.text());
    let org = app.login("demo_org").await;
    let allowed = app.get(HELP_LIST, Some(&org)).await;
    assert_eq!(allowed.json()["code"], 200, "{}", allowed.text());
}

/// Logs in to a sandbox directly (test mode accepts the fixed captcha) and returns the token.
async fn sandbox_token(client: &awc::Client, base: &str, account: &str) -> String {
    let mut resp = client
        .post(format!("{base}/api/organization/login/login"))
        .send_json(
            &json!({"account": account, "pwd": DEMO_PASSWORD, "verify": CAPTCHA_IN_TEST_MODE}),
        )
        .await
        .expect("login");
    let body: Value = resp.json().await.expect("login JSON");
    body["data"].as_str().expect("token").to_owned()
}

#[actix_web::test]
async fn the_sandbox_itself_refuses_role_4_on_help_cases_with_code_400() {
    let dir = tempfile::tempdir().expect("temp dir");
    let sandbox = start_test_sandbox(dir.path()).await;
    let base = format!("http://{}", sandbox.addr);
    let client = awc::Client::default();
    let token = sandbox_token(&client, &base, "demo_micro").await;
    for (path, post) in [
        (HELP_LIST, false),
        ("/api/organization/SZ/add_help_project", true),
    ] {
        let req = if post {
            client.post(format!("{base}{path}"))
        } else {
            client.get(format!("{base}{path}"))
        }
        .insert_header(("token", token.as_str()));
        let mut resp = if post {
            req.send_json(&json!({"draft": 1, "title": "角色4的草稿"}))
                .await
        } else {
            req.send().await
        }
        .expect("call");
        let body: Value = resp.json().await.expect("JSON");
        assert_eq!(body["code"], 400, "{path}: {body}");
        assert_eq!(body["msg"], "当前角色无权使用求助管理", "{path}");
    }
    sandbox.server_handle.stop(true).await;
}
