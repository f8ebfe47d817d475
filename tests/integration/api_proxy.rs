use std::time::Duration;

use serde_json::json;

use crate::support::fake_platform::{self, DOWNLOAD_BYTES};
use crate::support::{
    cookie_value, read, spawn_app, spawn_app_with_upstream, spawn_logged_in,
    spawn_with_fake_platform, timed,
};

#[actix_web::test]
async fn code_300_reaches_the_client_and_the_bff_clears_the_cookie() {
    let app = spawn_app().await;
    let reply = app
        .get(
            "/api/organization/message/get_statistical_msg",
            Some("token_org=not-a-real-token"),
        )
        .await;
    assert_eq!(reply.json()["code"], 300);
    let cleared = reply.set_cookie("token_org").expect("cleared");
    assert_eq!(cookie_value(cleared), "");
}

#[actix_web::test]
async fn code_400_from_the_sandbox_passes_through_unchanged() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let reply = app
        .get_xhr("/api/common/mobile_code?mobile=123", Some(&cookie))
        .await;
    let body = reply.json();
    assert_eq!(body["code"], 400);
    assert!(!body["msg"].as_str().unwrap().is_empty());
    assert!(
        reply.set_cookie("token_org").is_none(),
        "a 400 leaves the session alone"
    );
}

#[actix_web::test]
async fn code_200_data_from_the_sandbox_passes_through() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let reply = app
        .get(
            "/api/organization/common/project_list?pageNum=1&pageSize=10",
            Some(&cookie),
        )
        .await;
    let body = reply.json();
    assert_eq!(body["code"], 200, "{body}");
    assert!(body["data"]["list"].as_array().unwrap().len() <= 10);
    assert_eq!(reply.header("cache-control"), Some("private, no-store"));
}

#[actix_web::test]
async fn codes_400_and_other_codes_pass_through_with_the_server_message() {
    let (_fake, app) = spawn_with_fake_platform().await;
    let reply = app.get("/api/test/code400", Some("token_org=t")).await;
    assert_eq!(
        reply.json(),
        json!({"code": 400, "msg": "手机号格式不正确", "data": null})
    );
    let reply = app.get("/api/test/code500", Some("token_org=t")).await;
    assert_eq!(
        reply.json(),
        json!({"code": 500, "msg": "服务器开小差了", "data": null})
    );
    assert!(reply.set_cookie("token_org").is_none());
}

#[actix_web::test]
async fn a_slow_upstream_is_cut_at_5000_ms_with_the_timeout_envelope() {
    let (_fake, app) = spawn_with_fake_platform().await;
    let (reply, took) = timed(app.get("/api/test/slow", Some("token_org=t"))).await;
    reply.assert_timed_out();
    assert_eq!(reply.json()["msg"], "请求超时，请稍后重试");
    assert!(
        took >= Duration::from_millis(4900) && took < Duration::from_millis(5600),
        "took {took:?}"
    );
}

#[actix_web::test]
async fn a_download_streams_through_whole_with_its_headers() {
    let (_fake, app) = spawn_with_fake_platform().await;
    let reply = app.get("/api/test/download", Some("token_org=t")).await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.body.len(), DOWNLOAD_BYTES);
    assert_eq!(
        reply.header("content-disposition"),
        Some("attachment; filename*=UTF-8''%E5%AF%BC%E5%87%BA.xlsx")
    );
    assert_eq!(
        reply.header("content-type"),
        Some("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
    );
    assert_eq!(reply.header("cache-control"), Some("private, no-store"));
}

#[actix_web::test]
async fn the_browser_cookie_and_a_client_supplied_token_never_reach_the_platform() {
    let (fake, app) = spawn_with_fake_platform().await;
    let headers = [
        ("cookie", "token_org=real-token; other=1"),
        ("token", "evil-header"),
    ];
    let body = app
        .get_with_headers("/api/test/echo?token=evil&pageNum=2", &headers)
        .await
        .json();
    assert_eq!(body["data"]["token"], "real-token");
    assert_eq!(body["data"]["query"], "pageNum=2");
    assert_eq!(*fake.state.last_cookie.lock().unwrap(), None);
}

#[actix_web::test]
async fn an_html_error_page_or_a_redirect_becomes_one_fixed_error_envelope() {
    let (_fake, app) = spawn_with_fake_platform().await;
    for path in ["/api/test/html", "/api/test/redirect"] {
        let reply = app.get(path, Some("token_org=t")).await;
        assert_eq!(reply.status, 502, "{path}");
        assert_eq!(reply.json()["code"], 502, "{path}");
        assert!(
            reply.header("location").is_none(),
            "{path}: redirects are never passed on"
        );
    }
    // And the next call works.
    fake_platform::assert_the_next_call_passes_through(&app).await;
}

#[actix_web::test]
async fn an_unreachable_platform_gives_the_network_error_envelope() {
    let app = spawn_app_with_upstream("http://127.0.0.1:9").await;
    let reply = app.get("/api/test/echo", Some("token_org=t")).await;
    assert_eq!(reply.status, 502);
    assert_eq!(reply.json()["msg"], "网络错误，平台服务暂时无法连接");
}

#[actix_web::test]
async fn a_state_changing_call_without_the_csrf_header_never_reaches_the_platform() {
    let (fake, app) = spawn_with_fake_platform().await;
    let before = fake.hits();
    for (content_type, extra) in [
        ("application/json", None),
        ("text/plain", Some(("x-requested-with", "orgcenter"))),
    ] {
        let mut req = app
            .client
            .post(app.url("/api/test/echo"))
            .insert_header(("cookie", "token_org=t"))
            .insert_header(("content-type", content_type));
        if let Some(h) = extra {
            req = req.insert_header(h);
        }
        let reply = read(req.send_body("{}").await.unwrap()).await;
        assert_eq!(reply.status, 403, "{content_type}");
    }
    let cross_site = app
        .client
        .post(app.url("/api/test/echo"))
        .insert_header(("x-requested-with", "orgcenter"))
        .insert_header(("origin", "http://evil.example"))
        .send_json(&json!({}))
        .await
        .unwrap();
    assert_eq!(cross_site.status().as_u16(), 403);
    assert_eq!(
        fake.hits(),
        before,
        "refused calls must not reach the platform"
    );
}

#[actix_web::test]
async fn a_body_over_the_limit_gets_413_before_any_upstream_call() {
    let fake = fake_platform::start().await;
    let base = fake.base.clone();
    let app = crate::support::spawn_with(move |s| {
        s.upstream.base_url = base;
        s.upstream.max_body_bytes = 1024;
    })
    .await;
    let before = fake.hits();
    let reply = app
        .post_json(
            "/api/test/echo",
            Some("token_org=t"),
            &json!({"blob": "x".repeat(4096)}),
        )
        .await;
    assert_eq!(reply.status, 413);
    assert_eq!(fake.hits(), before);
}

#[actix_web::test]
async fn paths_that_could_leave_the_api_are_refused() {
    let app = spawn_app().await;
    for path in [
        "/api/../admin",
        "/api/%2e%2e/x",
        "/api//evil.com/x",
        "/api/a%40b",
    ] {
        let reply = app.get(path, Some("token_org=t")).await;
        assert_eq!(reply.status, 400, "{path}: {}", reply.text());
    }
}

#[actix_web::test]
async fn every_response_names_its_request_id_and_the_platform_got_the_same_one() {
    let (fake, app) = spawn_with_fake_platform().await;
    let reply = app.get("/api/test/code400", Some("token_org=t")).await;
    let id = reply
        .header("x-request-id")
        .expect("x-request-id")
        .to_owned();
    assert!(id.len() >= 16);
    assert_eq!(
        fake.state.last_request_id.lock().unwrap().as_deref(),
        Some(id.as_str())
    );
    let page = app.get("/login", None).await;
    assert!(page.header("x-request-id").is_some_and(|other| other != id));
}
