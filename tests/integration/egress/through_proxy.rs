//! Through a company's forward proxy: the console's calls in one tunnel, the proxy from the
//! environment and its bypass, a proxy that wants credentials, an http platform.

use orgcenter::secret::Secret;
use orgcenter::upstream::egress::ProxyUrl;
use serde_json::json;

use super::{
    assert_unreachable, log_after, platform_behind_proxy, warnings_of, MSG_CHANGE, MSG_LIST,
    PROXY_URL, STATS,
};
use crate::support::tls_platform::{handshakes, EgressProxy, TestCa};
use crate::support::{spawn_with, start_test_sandbox, TestApp};

#[actix_web::test]
async fn through_the_proxy_over_https_login_a_list_a_write_an_upload_policy_and_an_export_work() {
    let ca = TestCa::new("platform");
    let Some((platform, proxy)) = platform_behind_proxy(&ca, None).await else {
        return;
    };
    let (url, ca_file, key, proxy_url) = (
        platform.url(),
        ca.ca_file.display().to_string(),
        platform.upload_key(),
        proxy.url(),
    );
    let app = spawn_with(move |s| {
        s.upstream.base_url = url;
        s.upstream.ca_file = ca_file;
        s.upstream.proxy_url = ProxyUrl::new(proxy_url);
        s.upload.rsa_private_key_file = Secret::new(key);
    })
    .await;

    let cookie = app.login("demo_org").await;
    let page = app.get("/messageNotice/index", Some(&cookie)).await;
    assert_eq!(page.status, 200);
    assert!(
        page.text().contains("ant-table-row"),
        "the message list is rendered with its rows"
    );

    let unread = app
        .get_xhr_json(&format!("{MSG_LIST}?is_read=0"), &cookie)
        .await;
    let id = unread["data"]["list"][0]["id"].clone();
    let before = app.get_xhr(STATS, Some(&cookie)).await.json()["data"]["un_read"].clone();
    let changed = app
        .post_json(MSG_CHANGE, Some(&cookie), &json!({ "id": id }))
        .await;
    assert_eq!(changed.json()["code"], 200, "{}", changed.text());
    let after = app.get_xhr(STATS, Some(&cookie)).await.json()["data"]["un_read"].clone();
    assert_eq!(after.as_i64(), before.as_i64().map(|n| n - 1));

    let policy = app
        .get_json("/api/bff/upload/policy?kind=image", &cookie)
        .await;
    assert_eq!(policy["code"], 200, "{policy}");

    let reviewer = app.login("demo_reviewer").await;
    let export = crate::export::export(&app, &reviewer, "activity").await;
    assert_eq!(export.status, 200, "{}", export.text());
    assert!(crate::export::rows_of(&export.body, "公益活动").len() > 1);

    let ready = app.get("/readyz", None).await.json();
    assert_eq!(ready["platform"]["reachable"], true, "{ready}");
    assert_eq!(ready["platform"]["through_proxy"], true);
    assert!(proxy.tunnels() >= 1, "{}", proxy.log());
}

/// A login starts the user's lookup in the background (bff/auth.rs); a call sent while it is in
/// flight would open a second pooled connection. The login page with a live session waits for
/// that lookup (it joins it) and makes no other call: after it, the pool is idle again.
async fn wait_for_the_logins_user_lookup(app: &TestApp, cookie: &str) {
    assert_eq!(app.get("/login", Some(cookie)).await.status, 302);
}

/// Sequential calls of one worker: the pooled connection keeps its TLS session, so 40 calls
/// cost one handshake (nginx numbers its connections), and one tunnel through the proxy.
#[actix_web::test]
async fn forty_calls_through_the_pool_cost_one_tls_handshake_and_one_tunnel() {
    let ca = TestCa::new("platform");
    let Some((platform, proxy)) = platform_behind_proxy(&ca, None).await else {
        return;
    };
    let bff = platform.bff(&ca, &[(PROXY_URL, &proxy.url())]).await;
    let cookie = bff.app.login("demo_org").await;
    wait_for_the_logins_user_lookup(&bff.app, &cookie).await;
    // The captcha, the login and the login's user lookup.
    let logged_in = platform.front.requests(3).len();
    for _ in 0..40 {
        let stats = bff.app.get_xhr(STATS, Some(&cookie)).await.json();
        assert_eq!(stats["code"], 200);
    }
    let lines = platform.front.requests(logged_in + 40);
    assert!(lines.len() >= logged_in + 40, "{lines:?}");
    assert_eq!(
        handshakes(&lines),
        1,
        "one worker, sequential calls: one connection, one handshake: {lines:#?}"
    );
    assert!(lines.iter().all(|l| l.contains(" TLSv1.3 ")), "{lines:?}");
    assert_eq!(proxy.wait_for_tunnels(1), 1, "{}", proxy.log());
}

#[actix_web::test]
async fn https_proxy_from_the_environment_is_used_and_no_proxy_bypasses_it() {
    let ca = TestCa::new("platform");
    let Some((platform, proxy)) = platform_behind_proxy(&ca, None).await else {
        return;
    };
    let through = platform
        .bff(
            &ca,
            &[("HTTPS_PROXY", &proxy.url()), ("NO_PROXY", "example.cn")],
        )
        .await;
    let cookie = through.app.login("demo_org").await;
    wait_for_the_logins_user_lookup(&through.app, &cookie).await;
    assert_eq!(proxy.wait_for_tunnels(1), 1, "{}", proxy.log());
    let ready = through.app.get("/readyz", None).await.json();
    assert_eq!(ready["platform"]["through_proxy"], true, "{ready}");

    let bypass = platform
        .bff(
            &ca,
            &[
                ("HTTPS_PROXY", &proxy.url()),
                ("NO_PROXY", "example.cn,localhost"),
            ],
        )
        .await;
    bypass.app.login("demo_org").await;
    let ready = bypass.app.get("/readyz", None).await.json();
    assert_eq!(ready["platform"]["through_proxy"], false, "{ready}");
    assert_eq!(proxy.tunnels(), 1, "NO_PROXY names the platform: no tunnel");
}

#[actix_web::test]
async fn a_proxy_that_wants_credentials_refuses_without_them_with_a_logged_407_and_works_with_them()
{
    let ca = TestCa::new("platform");
    let Some((platform, proxy)) = platform_behind_proxy(&ca, Some(("orgcenter", "s3cret"))).await
    else {
        return;
    };
    let proxy_as = |user: &str| format!("http://{user}@127.0.0.1:{}", proxy.port);
    let without = platform.bff(&ca, &[(PROXY_URL, &proxy.url())]).await;
    assert_unreachable(&without.app.get_xhr(STATS, Some("token_org=t")).await);
    assert_unreachable(&without.app.get("/api/admin/verify", None).await);
    let log = log_after(&without, 2).await;
    assert_eq!(
        warnings_of(&log, "proxy_authentication_required"),
        1,
        "{log}"
    );
    assert!(log.contains("407"), "the proxy's answer is quoted: {log}");
    assert!(!log.contains("panicked"), "{log}");

    let wrong = platform
        .bff(&ca, &[(PROXY_URL, &proxy_as("orgcenter:guess"))])
        .await;
    assert_unreachable(&wrong.app.get_xhr(STATS, Some("token_org=t")).await);
    let log = log_after(&wrong, 1).await;
    assert_eq!(warnings_of(&log, "proxy_authentication_failed"), 1, "{log}");
    assert!(
        !log.contains("guess"),
        "the password is never logged: {log}"
    );

    let with = platform
        .bff(&ca, &[(PROXY_URL, &proxy_as("orgcenter:s3cret"))])
        .await;
    with.app.login("demo_org").await;
    assert!(!with.stderr().contains("s3cret"), "{}", with.stderr());
}

/// An http platform goes through the same CONNECT tunnel (documented: awc writes origin-form
/// requests, which a proxy forwards only inside a tunnel).
#[actix_web::test]
async fn an_http_platform_goes_through_the_same_tunnel() {
    let Some(proxy) = EgressProxy::start(None) else {
        return;
    };
    let data = tempfile::tempdir().unwrap();
    let sandbox = start_test_sandbox(data.path()).await;
    let (url, proxy_url) = (format!("http://{}", sandbox.addr), proxy.url());
    let app = spawn_with(move |s| {
        s.upstream.base_url = url;
        s.upstream.proxy_url = ProxyUrl::new(proxy_url);
    })
    .await;
    app.login("demo_org").await;
    assert!(proxy.wait_for_tunnels(1) >= 1, "{}", proxy.log());
    assert!(
        proxy
            .log()
            .contains(&format!("CONNECT 127.0.0.1:{}", sandbox.addr.port())),
        "{}",
        proxy.log()
    );
}
