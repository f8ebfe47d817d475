//! Every kind of response carries the security headers, and everything behind a session is
//! private to the browser: users sit behind corporate proxies that would otherwise cache one
//! user's page for the next.

use crate::support::fake_platform;
use crate::support::{spawn_app_with_upstream, spawn_logged_in, spawn_with_fake_platform, Reply};

fn assert_common_headers(kind: &str, reply: &Reply) {
    assert_eq!(
        reply.header("x-content-type-options"),
        Some("nosniff"),
        "{kind}"
    );
    assert_eq!(reply.header("x-frame-options"), Some("DENY"), "{kind}");
    assert_eq!(
        reply.header("referrer-policy"),
        Some("same-origin"),
        "{kind}"
    );
}

fn assert_private(kind: &str, reply: &Reply) {
    assert_eq!(
        reply.header("cache-control"),
        Some("private, no-store"),
        "{kind}"
    );
}

#[actix_web::test]
async fn every_response_kind_carries_the_security_headers_and_authenticated_ones_are_private() {
    let (app, cookie) = spawn_logged_in("demo_org").await;

    let html = app.get("/dashboard", Some(&cookie)).await;
    assert_common_headers("html", &html);
    assert_private("html", &html);
    assert_eq!(html.header("vary"), Some("Cookie"));
    assert!(html
        .header("content-security-policy")
        .unwrap()
        .contains("'nonce-"));

    let api = app
        .get(
            "/api/organization/message/get_statistical_msg",
            Some(&cookie),
        )
        .await;
    assert_common_headers("api", &api);
    assert_private("api", &api);

    let redirect = app.get("/SZ/helpList", None).await;
    assert_eq!(redirect.status, 302);
    assert_common_headers("redirect", &redirect);
    assert_private("redirect", &redirect);

    let denied = app.get("/dataCenter/dataCenter", Some(&cookie)).await;
    assert_eq!(denied.status, 401);
    assert_common_headers("401 page", &denied);
    assert_private("401 page", &denied);

    let error = app.get("/api/..%2f", Some(&cookie)).await;
    assert_common_headers("error envelope", &error);
    assert_private("error envelope", &error);

    let html_asset = app.get("/login", None).await.text();
    let start = html_asset.find("href=\"/assets/").unwrap() + 6;
    let end = start + html_asset[start..].find('"').unwrap();
    let asset = app.get(&html_asset[start..end], None).await;
    assert_common_headers("asset", &asset);
    assert_eq!(
        asset.header("cache-control"),
        Some("public, max-age=31536000, immutable"),
        "only hashed assets are public"
    );
}

#[actix_web::test]
async fn a_download_is_private_and_carries_the_security_headers() {
    let (_fake, app) = spawn_with_fake_platform().await;
    let download = app.get("/api/test/download", Some("token_org=t")).await;
    assert_common_headers("download", &download);
    assert_private("download", &download);
}

#[actix_web::test]
async fn a_token_in_the_query_string_never_opens_a_page() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let token = cookie.trim_start_matches("token_org=");
    let reply = app.get(&format!("/dashboard?token={token}"), None).await;
    assert_eq!(reply.status, 302, "only the cookie counts");
    let resp = app
        .get_with_headers("/dashboard", &[("token", token)])
        .await;
    assert_eq!(
        resp.status, 302,
        "a token header from the client is ignored"
    );
}

#[actix_web::test]
async fn a_cross_site_form_post_is_refused() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let resp = app
        .post_as("/api/organization/push/org_msg_change", &cookie)
        .insert_header(("content-type", "application/x-www-form-urlencoded"))
        .insert_header(("x-requested-with", "orgcenter"))
        .insert_header(("sec-fetch-site", "cross-site"))
        .send_body("id=1")
        .await
        .unwrap();
    assert_eq!(resp.status().as_u16(), 403);
}

#[actix_web::test]
async fn a_cross_site_link_to_a_state_changing_get_is_refused_and_never_reaches_the_platform() {
    let (fake, app) = spawn_with_fake_platform().await;
    let cookie = "token_org=t";
    for path in [
        "/api/common/logout",
        "/api/organization/SZ/import_help_project_submit?batch_id=1",
        "/api/common/mobile_code?mobile=13800000000",
    ] {
        // What an <img src> or a link on another site makes the browser send: the cookie,
        // no CSRF header.
        let reply = app.get(path, Some(cookie)).await;
        assert_eq!(reply.status, 403, "{path}: {}", reply.text());
        assert_eq!(reply.json()["code"], 403, "{path}");
        assert!(
            reply.set_cookie("token_org").is_none(),
            "{path} cleared the cookie"
        );
        let upstream_path = path.split('?').next().unwrap();
        assert_eq!(
            fake.hits_of(upstream_path),
            0,
            "{path} reached the platform"
        );
    }
    // The same calls made by the console itself go through.
    let logout = app.get_xhr("/api/common/logout", Some(cookie)).await;
    assert_eq!(logout.json()["code"], 200, "{}", logout.text());
    assert_eq!(fake.hits_of("/api/common/logout"), 1);
}

#[actix_web::test]
async fn the_cleared_cookie_keeps_the_attributes_of_the_one_it_replaces() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let reply = app.get_xhr("/api/common/logout", Some(&cookie)).await;
    let cleared = reply.set_cookie("token_org").unwrap().to_ascii_lowercase();
    for attr in ["httponly", "samesite=lax", "path=/", "max-age=0"] {
        assert!(cleared.contains(attr), "{attr} missing in {cleared}");
    }
}

#[actix_web::test]
async fn hostile_text_from_the_platform_is_rendered_as_text() {
    let fake = fake_platform::start().await;
    *fake.state.user_name.lock().unwrap() =
        "<img src=x onerror=alert(1)></script><script>alert(2)</script>".into();
    let app = spawn_app_with_upstream(&fake.base).await;
    let html = app.get("/dashboard", Some("token_org=t")).await.text();
    assert!(
        !html.contains("<img src=x"),
        "markup from the platform must not become markup"
    );
    assert!(!html.contains("<script>alert(2)"));
    assert!(
        html.contains("&lt;img src=x onerror=alert(1)&gt;") || html.contains("\\u003cimg src=x")
    );
}

#[actix_web::test]
async fn the_platforms_cookies_and_server_banners_never_reach_the_browser() {
    let (_fake, app) = spawn_with_fake_platform().await;
    let reply = app.get("/api/test/leaky", Some("token_org=t")).await;
    assert_eq!(reply.json()["code"], 200);
    assert!(reply.set_cookie("platform_session").is_none());
    assert!(reply.header("x-powered-by").is_none());
    assert_ne!(reply.header("server"), Some("nginx/1.10"));
}

#[actix_web::test]
async fn hop_by_hop_and_credential_headers_from_the_browser_stay_at_the_bff() {
    let (fake, app) = spawn_with_fake_platform().await;
    let headers = [
        ("cookie", "token_org=real; other=1"),
        ("connection", "x-foo"),
        ("x-foo", "1"),
        ("te", "trailers"),
        ("proxy-authorization", "Basic abc"),
        ("authorization", "Bearer abc"),
        ("x-forwarded-host", "evil.test"),
    ];
    let resp = app.get_with_headers("/api/test/echo", &headers).await;
    assert_eq!(resp.status, 200);
    let seen = fake.state.last_header_names.lock().unwrap().clone();
    for banned in [
        "cookie",
        "x-foo",
        "te",
        "proxy-authorization",
        "authorization",
        "x-forwarded-host",
    ] {
        assert!(
            !seen.iter().any(|h| h == banned),
            "{banned} reached the platform: {seen:?}"
        );
    }
    assert!(
        seen.iter().any(|h| h == "token"),
        "the cookie's token goes up as the token header: {seen:?}"
    );
}

#[actix_web::test]
async fn look_alike_and_null_origins_are_refused() {
    let (_fake, app) = spawn_with_fake_platform().await;
    let host = app.base.trim_start_matches("http://").to_owned();
    for origin in [
        "null".to_owned(),
        format!("http://{host}.evil.test"),
        "https://evil.test".to_owned(),
    ] {
        let resp = app
            .client
            .post(app.url("/api/test/echo"))
            .insert_header(("x-requested-with", "orgcenter"))
            .insert_header(("origin", origin.as_str()))
            .send_json(&serde_json::json!({}))
            .await
            .unwrap();
        assert_eq!(resp.status().as_u16(), 403, "{origin}");
    }
    let same = app
        .client
        .post(app.url("/api/test/echo"))
        .insert_header(("x-requested-with", "orgcenter"))
        .insert_header(("origin", app.base.as_str()))
        .insert_header(("sec-fetch-site", "same-origin"))
        .send_json(&serde_json::json!({}))
        .await
        .unwrap();
    assert_eq!(same.status().as_u16(), 200);
}
