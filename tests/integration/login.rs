use std::sync::atomic::Ordering;

use serde_json::json;

use crate::support::{
    cookie_value, fake_platform, spawn_app, spawn_app_with_upstream, spawn_logged_in,
    spawn_with_fake_platform, DEMO_PASSWORD,
};

#[actix_web::test]
async fn logging_in_sets_an_http_only_lax_cookie_and_the_body_holds_the_count_but_no_token() {
    let app = spawn_app().await;
    let reply = app.login_reply("demo_org", DEMO_PASSWORD).await;
    assert_eq!(reply.status, 200);
    let body = reply.json();
    assert_eq!(body["code"], 200);
    assert!(
        body["data"]["login_count"].as_i64().unwrap() >= 1,
        "login count: {body}"
    );
    assert_eq!(
        body.as_object().map(|o| o.len()),
        Some(3),
        "the login answer is {{code, msg, data}} like every other: {body}"
    );

    let cookie = reply.set_cookie("token_org").expect("token_org is set");
    let token = cookie_value(cookie);
    assert!(token.len() >= 16);
    assert!(
        !reply.text().contains(token),
        "the body must not contain the token"
    );
    let attrs = cookie.to_ascii_lowercase();
    assert!(attrs.contains("httponly"), "{cookie}");
    assert!(attrs.contains("samesite=lax"), "{cookie}");
    assert!(attrs.contains("path=/"), "{cookie}");
    assert!(
        !attrs.contains("secure"),
        "no Secure over plain http: {cookie}"
    );
    assert!(!attrs.contains("domain="), "{cookie}");
    assert_eq!(reply.header("cache-control"), Some("private, no-store"));
}

#[actix_web::test]
async fn the_login_count_grows_with_each_login() {
    let app = spawn_app().await;
    let first = app.login_reply("demo_reviewer", DEMO_PASSWORD).await.json()["data"]["login_count"]
        .as_i64()
        .unwrap();
    let second = app.login_reply("demo_reviewer", DEMO_PASSWORD).await.json()["data"]
        ["login_count"]
        .as_i64()
        .unwrap();
    assert_eq!(second, first + 1);
}

#[actix_web::test]
async fn the_account_is_trimmed_but_the_password_goes_as_typed() {
    let app = spawn_app().await;
    let reply = app.login_reply("  demo_org \t", DEMO_PASSWORD).await;
    assert_eq!(reply.json()["code"], 200, "{}", reply.text());
    let reply = app
        .login_reply("demo_org", &format!(" {DEMO_PASSWORD} "))
        .await;
    assert_eq!(reply.json()["code"], 400, "{}", reply.text());
}

#[actix_web::test]
async fn a_wrong_password_is_code_400_with_a_chinese_message_and_sets_no_cookie() {
    let app = spawn_app().await;
    let reply = app.login_reply("demo_org", "wrong-password").await;
    let body = reply.json();
    assert_eq!(body["code"], 400);
    assert_eq!(body["reason"], "password_wrong", "{body}");
    assert!(body["data"].is_null(), "{body}");
    assert!(body["msg"]
        .as_str()
        .unwrap()
        .chars()
        .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)));
    assert!(reply.set_cookie("token_org").is_none());
}

#[actix_web::test]
async fn a_wrong_captcha_is_refused() {
    let app = spawn_app().await;
    let captcha = app.captcha_cookie().await;
    let reply = app
        .post_json(
            "/api/organization/login/login",
            Some(&captcha),
            &json!({"account": "demo_org", "pwd": DEMO_PASSWORD, "verify": "0000"}),
        )
        .await;
    assert_eq!(reply.json()["code"], 400);
    assert_eq!(reply.json()["reason"], "captcha_wrong", "{}", reply.text());
    assert!(reply.set_cookie("token_org").is_none());
}

#[actix_web::test]
async fn the_captcha_is_a_png_image_that_is_never_cached() {
    let app = spawn_app().await;
    let reply = app.get("/api/admin/verify?t=42", None).await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.header("content-type"), Some("image/png"));
    assert_eq!(&reply.body[..4], &[137, 80, 78, 71]);
    assert_eq!(reply.header("cache-control"), Some("private, no-store"));
    let cookie = reply
        .set_cookie("org_captcha")
        .unwrap()
        .to_ascii_lowercase();
    assert!(cookie.contains("httponly"));
}

#[actix_web::test]
async fn a_login_without_the_csrf_header_never_reaches_the_platform() {
    let (fake, app) = spawn_with_fake_platform().await;
    let before = fake.hits();
    let resp = app
        .client
        .post(app.url("/api/organization/login/login"))
        .send_json(&json!({"account": "a", "pwd": "b", "verify": "c"}))
        .await
        .unwrap();
    let reply = crate::support::read(resp).await;
    assert_eq!(reply.status, 403);
    assert_eq!(reply.json()["code"], 403);
    assert_eq!(reply.json()["reason"], "csrf_header_missing");
    assert_eq!(fake.hits(), before);
}

#[actix_web::test]
async fn logging_out_clears_the_cookie_and_the_old_token_stops_working() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    assert_eq!(app.get("/dashboard", Some(&cookie)).await.status, 200);

    let reply = app.get_xhr("/api/common/logout", Some(&cookie)).await;
    assert_eq!(reply.json()["code"], 200);
    let cleared = reply
        .set_cookie("token_org")
        .expect("the cookie is cleared");
    assert_eq!(cookie_value(cleared), "");
    assert!(
        cleared.to_ascii_lowercase().contains("max-age=0"),
        "{cleared}"
    );

    let after = app.get("/dashboard", Some(&cookie)).await;
    assert_eq!(
        after.status, 302,
        "the old token must not open pages any more"
    );
    assert!(after
        .header("location")
        .unwrap()
        .starts_with("/login?redirect=%2Fdashboard"));
}

#[actix_web::test]
async fn behind_https_the_cookie_is_secure_and_hsts_is_sent() {
    let app =
        crate::support::spawn_with(|s| s.server.public_url = "https://org.example.cn".into()).await;
    let reply = app.login_reply("demo_org", DEMO_PASSWORD).await;
    let cookie = reply.set_cookie("token_org").unwrap().to_ascii_lowercase();
    assert!(cookie.contains("secure"), "{cookie}");
    assert!(reply.header("strict-transport-security").is_some());
}

/// A login of `account` from a browser that still sends the `earlier` session cookie.
async fn login_while_sending(
    app: &crate::support::TestApp,
    earlier: &str,
    account: &str,
) -> crate::support::Reply {
    let captcha = app.captcha_cookie().await;
    app.post_json(
        "/api/organization/login/login",
        Some(&format!("{earlier}; {captcha}")),
        &json!({"account": account, "pwd": DEMO_PASSWORD, "verify": "8888"}),
    )
    .await
}

#[actix_web::test]
async fn a_new_login_replaces_the_earlier_session_cookie() {
    let (app, first) = spawn_logged_in("demo_org").await;
    let reply = login_while_sending(&app, &first, "demo_reviewer").await;
    let second = reply.set_cookie("token_org").unwrap();
    assert_ne!(cookie_value(second), cookie_value(&first));
    let page = app
        .get(
            "/dataCenter/dataCenter",
            Some(second.split(';').next().unwrap()),
        )
        .await;
    assert_eq!(page.status, 200, "the new cookie is the reviewer's session");
}

#[actix_web::test]
async fn repeated_failed_logins_lock_the_account_before_the_platform_is_asked() {
    let app = crate::support::spawn_with(|s| s.session.login_failures_per_account = 3).await;
    for _ in 0..3 {
        assert_eq!(
            app.login_reply("demo_org", "guess").await.json()["code"],
            400
        );
    }
    // Even the right password is refused now, with a clear message and Retry-After.
    let reply = app.login_reply("demo_org", DEMO_PASSWORD).await;
    assert_eq!(reply.status, 429);
    assert_eq!(reply.json()["code"], 429);
    assert!(reply.json()["msg"].as_str().unwrap().contains("分钟后再试"));
    assert!(reply.header("retry-after").is_some());
    assert!(reply.set_cookie("token_org").is_none());
    // Other accounts are not affected.
    assert_eq!(
        app.login_reply("demo_reviewer", DEMO_PASSWORD).await.json()["code"],
        200
    );
}

#[actix_web::test]
async fn a_spoofed_forwarded_for_header_does_not_escape_the_address_limit() {
    let app = crate::support::spawn_with(|s| s.session.login_failures_per_address = 2).await;
    for i in 0..2 {
        let reply = app
            .login_forwarded(&format!("203.0.113.{i}"), &format!("nobody{i}"), "x")
            .await;
        assert_eq!(reply.json()["code"], 400);
    }
    let reply = app.login_reply("demo_org", DEMO_PASSWORD).await;
    assert_eq!(
        reply.status, 429,
        "the untrusted peer address is what counts"
    );
}

#[actix_web::test]
async fn behind_a_trusted_proxy_each_forwarded_client_has_its_own_address_limit() {
    let app = crate::support::spawn_with(|s| {
        s.session.login_failures_per_address = 2;
        s.server.trusted_proxies = vec!["127.0.0.1".parse().unwrap()];
    })
    .await;
    // A client-written entry on the left, the proxy's view of the client on the right.
    let attempt = |ip: &str, account: &'static str, pwd: &'static str| {
        let forwarded = format!("198.51.100.7, {ip}");
        let app = &app;
        async move { app.login_forwarded(&forwarded, account, pwd).await }
    };
    for account in ["nobody1", "nobody2"] {
        assert_eq!(
            attempt("203.0.113.1", account, "x").await.json()["code"],
            400
        );
    }
    assert_eq!(
        attempt("203.0.113.1", "demo_org", DEMO_PASSWORD)
            .await
            .status,
        429
    );
    assert_eq!(
        attempt("203.0.113.2", "demo_org", DEMO_PASSWORD)
            .await
            .json()["code"],
        200
    );
}

/// `n` concurrent wrong logins through the BFF to a platform that answers each after 200 ms.
async fn concurrent_wrong_logins(app: &crate::support::TestApp, accounts: &[String]) {
    let tries = accounts.iter().map(|account| async move {
        let form = json!({"account": account, "pwd": "guess", "verify": "1234"});
        app.post_json("/api/organization/login/login", None, &form)
            .await
    });
    for reply in futures_util::future::join_all(tries).await {
        assert!(
            reply.status == 200 || reply.status == 429,
            "{}",
            reply.text()
        );
    }
}

/// A BFF on a fake platform that takes 200 ms to refuse every login.
async fn behind_a_slow_platform_refusing_every_login(
) -> (fake_platform::FakePlatform, crate::support::TestApp) {
    let fake = fake_platform::start().await;
    fake.state.login_fails.store(true, Ordering::SeqCst);
    fake.state.login_delay_ms.store(200, Ordering::SeqCst);
    let app = spawn_app_with_upstream(&fake.base).await;
    (fake, app)
}

#[actix_web::test]
async fn a_hundred_concurrent_wrong_logins_for_one_account_reach_the_platform_only_five_times() {
    let (fake, app) = behind_a_slow_platform_refusing_every_login().await;
    let accounts = vec!["demo_org".to_owned(); 100];
    concurrent_wrong_logins(&app, &accounts).await;
    assert_eq!(fake.hits_of("/api/organization/login/login"), 5);
}

#[actix_web::test]
async fn forty_concurrent_accounts_after_five_failures_stay_within_the_address_limit_of_twenty() {
    let (fake, app) = behind_a_slow_platform_refusing_every_login().await;
    let first: Vec<String> = (0..5).map(|i| format!("warmup{i}")).collect();
    concurrent_wrong_logins(&app, &first).await;
    let accounts: Vec<String> = (0..40).map(|i| format!("account{i}")).collect();
    concurrent_wrong_logins(&app, &accounts).await;
    assert_eq!(fake.hits_of("/api/organization/login/login"), 20);
}

#[actix_web::test]
async fn a_login_the_platform_does_not_answer_hands_its_try_back() {
    let app = crate::support::spawn_with(|s| {
        s.session.login_failures_per_account = 1;
        s.upstream.base_url = "http://127.0.0.1:9".into();
    })
    .await;
    for _ in 0..3 {
        let reply = app
            .post_json(
                "/api/organization/login/login",
                None,
                &json!({"account": "demo_org", "pwd": "guess", "verify": "1234"}),
            )
            .await;
        assert_eq!(
            reply.status,
            502,
            "unreachable, not locked: {}",
            reply.text()
        );
    }
}

#[actix_web::test]
async fn a_login_that_replaces_an_earlier_session_ends_that_session_at_the_platform() {
    let (app, first) = spawn_logged_in("demo_org").await;
    assert_eq!(app.get("/dashboard", Some(&first)).await.status, 200);
    let reply = login_while_sending(&app, &first, "demo_org").await;
    assert_eq!(reply.json()["code"], 200);
    // The old token, replayed (say, from a copied cookie), is no longer a session upstream.
    let old = app
        .get_xhr("/api/organization/message/get_now_msg", Some(&first))
        .await;
    assert_eq!(old.json()["code"], 300, "{}", old.text());
}

#[actix_web::test]
async fn the_replaced_session_is_logged_out_upstream_with_its_own_token() {
    let (fake, app) = spawn_with_fake_platform().await;
    let reply = app
        .post_json(
            "/api/organization/login/login",
            Some("token_org=older-session-token"),
            &json!({"account": "a", "pwd": "b", "verify": "c"}),
        )
        .await;
    assert_eq!(reply.json()["code"], 200);
    assert_eq!(fake.hits_of("/api/common/logout"), 1);
    assert_eq!(
        fake.last_token_of("/api/common/logout").as_deref(),
        Some("older-session-token")
    );
    // A login without an earlier cookie logs nobody out.
    app.login_reply("a", "b").await;
    assert_eq!(fake.hits_of("/api/common/logout"), 1);
}
