use super::{assert_code, spawn_app, spawn_logged_in};
use crate::captcha;
use crate::demo::DEMO_PASSWORD;
use actix_web::http::StatusCode;
use actix_web::test;
use serde_json::json;

const LOGIN: &str = "/api/organization/login/login";

#[actix_web::test]
async fn the_captcha_is_a_120_by_40_png_that_is_never_cached() {
    let app = spawn_app(false).await;

    let resp = test::call_service(
        &app.svc,
        test::TestRequest::get()
            .uri("/api/admin/verify?token=abc_123")
            .to_request(),
    )
    .await;

    assert_eq!(resp.status(), StatusCode::OK);
    assert_eq!(
        resp.headers().get("content-type").map(|v| v.as_bytes()),
        Some(&b"image/png"[..])
    );
    assert_eq!(
        resp.headers().get("cache-control").map(|v| v.as_bytes()),
        Some(&b"no-store"[..])
    );
    let body = test::read_body(resp).await;
    let mut reader = png::Decoder::new(&body[..])
        .read_info()
        .expect("a decodable PNG");
    let mut pixels = vec![0; reader.output_buffer_size()];
    let frame = reader.next_frame(&mut pixels).expect("one frame");
    assert_eq!(
        (frame.width, frame.height),
        (captcha::WIDTH, captcha::HEIGHT)
    );
    assert_eq!((frame.width, frame.height), (120, 40));
}

#[actix_web::test]
async fn a_captcha_request_without_a_valid_key_is_refused() {
    let app = spawn_app(false).await;
    for uri in [
        "/api/admin/verify",
        "/api/admin/verify?token=",
        "/api/admin/verify?token=a%20b",
    ] {
        let resp = app.get(uri, None).await;
        assert_eq!(resp["code"], 400, "{uri}: {resp}");
    }
    let long = format!("/api/admin/verify?token={}", "a".repeat(65));
    assert_eq!(app.get(&long, None).await["code"], 400);
}

#[actix_web::test]
async fn login_with_the_right_captcha_returns_a_token_and_an_incrementing_login_count() {
    let app = spawn_app(false).await;

    let first = app.login_response("demo_org", DEMO_PASSWORD).await;
    let second = app.login_response("demo_org", DEMO_PASSWORD).await;

    assert_code(&first, 200, "登录成功");
    let token = first["data"].as_str().expect("token is a string");
    assert!(
        token.len() >= 32 && token.bytes().all(|b| b.is_ascii_hexdigit()),
        "{token}"
    );
    assert_eq!(first["value"], 1);
    assert_eq!(second["value"], 2);
    assert_ne!(first["data"], second["data"]);
}

#[actix_web::test]
async fn the_captcha_is_checked_case_insensitively_and_the_account_is_trimmed() {
    let app = spawn_app(false).await;
    let code = app.captcha_code("case").await.to_lowercase();

    let resp = app
        .post(LOGIN, json!({ "account": "  demo_org ", "pwd": DEMO_PASSWORD, "verify": code, "verify_key": "case" }), None)
        .await;

    assert_code(&resp, 200, "登录成功");
}

#[actix_web::test]
async fn login_with_wrong_captcha_is_refused_and_consumes_the_captcha() {
    let app = spawn_app(false).await;
    let code = app.captcha_code("k1").await;
    let wrong = if code == "2222" { "3333" } else { "2222" };

    let refused = app
        .post(LOGIN, json!({ "account": "demo_org", "pwd": DEMO_PASSWORD, "verify": wrong, "verify_key": "k1" }), None)
        .await;
    let retried = app
        .post(LOGIN, json!({ "account": "demo_org", "pwd": DEMO_PASSWORD, "verify": code, "verify_key": "k1" }), None)
        .await;

    assert_code(&refused, 400, "验证码错误或已过期");
    assert_code(&retried, 400, "验证码错误或已过期");
}

#[actix_web::test]
async fn a_captcha_that_let_a_login_through_cannot_be_used_again() {
    let app = spawn_app(false).await;
    let code = app.captcha_code("once").await;
    let body = json!({ "account": "demo_org", "pwd": DEMO_PASSWORD, "verify": code, "verify_key": "once" });

    assert_code(&app.post(LOGIN, body.clone(), None).await, 200, "登录成功");
    assert_code(
        &app.post(LOGIN, body, None).await,
        400,
        "验证码错误或已过期",
    );
}

#[actix_web::test]
async fn an_expired_captcha_is_refused() {
    let app = spawn_app(false).await;
    let code = app.captcha_code("old").await;
    app.sql(|c| {
        c.execute(
            "UPDATE captchas SET expires_at = expires_at - 3600 WHERE key = 'old'",
            [],
        )
    })
    .await;

    let resp = app
        .post(LOGIN, json!({ "account": "demo_org", "pwd": DEMO_PASSWORD, "verify": code, "verify_key": "old" }), None)
        .await;

    assert_code(&resp, 400, "验证码错误或已过期");
}

#[actix_web::test]
async fn a_wrong_password_and_an_unknown_account_get_the_same_refusal() {
    let app = spawn_app(false).await;

    let wrong_password = app.login_response("demo_org", "Demo@2025").await;
    let unknown_account = app.login_response("nobody_here", DEMO_PASSWORD).await;

    assert_code(&wrong_password, 400, "账号或密码错误");
    assert_eq!(wrong_password, unknown_account);
    let count: i64 = app
        .scalar(
            "SELECT login_count FROM accounts WHERE account = ?1",
            "demo_org",
        )
        .await;
    assert_eq!(count, 0);
}

#[actix_web::test]
async fn the_fixed_test_captcha_works_in_test_mode_only() {
    let body = json!({ "account": "demo_org", "pwd": DEMO_PASSWORD, "verify": "8888" });

    let test_app = spawn_app(true).await;
    let normal_app = spawn_app(false).await;

    assert_code(
        &test_app.post(LOGIN, body.clone(), None).await,
        200,
        "登录成功",
    );
    assert_code(
        &normal_app.post(LOGIN, body, None).await,
        400,
        "验证码错误或已过期",
    );
}

#[actix_web::test]
async fn login_with_missing_fields_is_refused_and_leaves_the_captcha_usable() {
    let app = spawn_app(false).await;
    let code = app.captcha_code("keep").await;

    let cases = [
        (
            json!({ "pwd": DEMO_PASSWORD, "verify": code, "verify_key": "keep" }),
            "请输入账号",
        ),
        (
            json!({ "account": "   ", "pwd": DEMO_PASSWORD, "verify": code, "verify_key": "keep" }),
            "请输入账号",
        ),
        (
            json!({ "account": "demo_org", "verify": code, "verify_key": "keep" }),
            "请输入密码",
        ),
        (
            json!({ "account": "demo_org", "pwd": DEMO_PASSWORD, "verify_key": "keep" }),
            "请输入验证码",
        ),
    ];
    for (body, msg) in cases {
        assert_code(&app.post(LOGIN, body, None).await, 400, msg);
    }

    let ok = app
        .post(LOGIN, json!({ "account": "demo_org", "pwd": DEMO_PASSWORD, "verify": code, "verify_key": "keep" }), None)
        .await;
    assert_code(&ok, 200, "登录成功");
}

#[actix_web::test]
async fn malformed_or_mistyped_json_gets_a_400_envelope() {
    let app = spawn_app(true).await;

    let broken = test::TestRequest::post()
        .uri(LOGIN)
        .insert_header(("content-type", "application/json"))
        .set_payload("{\"account\": ")
        .to_request();
    let (status, resp) = app.call(broken).await;
    assert_eq!(status, StatusCode::OK);
    assert_code(&resp, 400, "请求参数格式错误");

    let array = app.post(LOGIN, json!(["demo_org"]), None).await;
    assert_code(&array, 400, "请求参数格式错误");

    let object_account = app
        .post(
            LOGIN,
            json!({ "account": {}, "pwd": "x", "verify": "8888" }),
            None,
        )
        .await;
    assert_eq!(object_account["code"], 400);
}

#[actix_web::test]
async fn calls_without_a_token_or_with_an_unknown_one_get_code_300() {
    let app = spawn_app(false).await;

    for token in [None, Some("deadbeef"), Some(&*"f".repeat(500))] {
        let resp = app
            .get("/api/organization/message/get_now_msg", token)
            .await;
        assert_code(&resp, 300, "登录已过期，请重新登录");
    }
    assert_code(
        &app.get("/api/common/get_org", None).await,
        300,
        "登录已过期，请重新登录",
    );
}

#[actix_web::test]
async fn an_expired_session_gets_code_300() {
    let (app, [token]) = spawn_logged_in(false, ["demo_org"]).await;
    app.sql(|c| {
        c.execute(
            "UPDATE sessions SET expires_at = strftime('%s','now') - 1",
            [],
        )
    })
    .await;

    let resp = app.get("/api/common/get_org", Some(&token)).await;

    assert_code(&resp, 300, "登录已过期，请重新登录");
}

#[actix_web::test]
async fn logout_makes_the_token_stop_working() {
    let (app, [token]) = spawn_logged_in(false, ["demo_org"]).await;
    assert_eq!(
        app.get("/api/common/get_org", Some(&token)).await["code"],
        200
    );

    let out = app.get("/api/common/logout", Some(&token)).await;

    assert_code(&out, 200, "已退出登录");
    assert!(out["data"].is_null());
    app.get_expect("/api/common/get_org", &token, 300, "登录已过期，请重新登录")
        .await;
}

#[actix_web::test]
async fn user_info_accepts_the_token_as_a_query_parameter() {
    let (app, [token]) = spawn_logged_in(false, ["demo_org"]).await;

    let resp = app
        .get(
            &format!("/api/organization/message/get_now_msg?token={token}"),
            None,
        )
        .await;

    assert_code(&resp, 200, "获取成功");
    let data = &resp["data"];
    assert_eq!(data["name"], "北京春晖公益基金会");
    assert_eq!(data["roles"], json!([1]));
    assert_eq!(data["un_read_msg"], 3);
    assert_eq!(data["certification"], 2);
    assert!(
        data["avatar"].as_str().is_some_and(|a| a.ends_with(".svg")),
        "{data}"
    );
    for key in [
        "id",
        "introduction",
        "is_sj_limit",
        "return_reason",
        "in_agreement",
        "in_agreement_doc",
    ] {
        assert!(data.get(key).is_some(), "missing {key}");
    }
}

#[actix_web::test]
async fn other_calls_do_not_take_the_token_from_the_query() {
    let (app, [token]) = spawn_logged_in(false, ["demo_org"]).await;

    let resp = app
        .get(&format!("/api/common/get_org?token={token}"), None)
        .await;

    assert_eq!(resp["code"], 300);
}

#[actix_web::test]
async fn every_demo_account_can_log_in_with_its_role() {
    let app = spawn_app(true).await;
    for demo in crate::demo_accounts() {
        let token = app.login(demo.account).await;
        let info = app
            .get("/api/organization/message/get_now_msg", Some(&token))
            .await;
        assert_eq!(
            info["data"]["roles"],
            json!([demo.role]),
            "{}",
            demo.account
        );
        assert_eq!(info["data"]["name"], demo.display_name);
    }
}

#[actix_web::test]
async fn unknown_paths_and_wrong_methods_get_an_envelope() {
    let app = spawn_app(false).await;

    let (status, resp) = app
        .call(
            test::TestRequest::get()
                .uri("/api/organization/nope")
                .to_request(),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_code(&resp, 404, "接口不存在");

    let (status, resp) = app
        .call(test::TestRequest::get().uri(LOGIN).to_request())
        .await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(resp["code"], 405);
}
