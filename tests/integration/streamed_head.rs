//! A page whose loaders wait on a slow platform sends its head first (issue 37): the browser
//! fetches the scripts while the loaders wait. Redirects the guard decides stay real 302s.

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use actix_web::http::header;
use futures_util::StreamExt;

use crate::support::fake_platform;
use crate::support::{spawn_with, spawn_with_fake_platform, TestApp};

/// A BFF on the fake platform that streams the head (`render.stream_head`, off by default).
async fn streaming_app(platform: &str) -> TestApp {
    let platform = platform.to_owned();
    spawn_with(move |s| {
        s.upstream.base_url = platform;
        s.render.stream_head = true;
    })
    .await
}

/// The session every test here uses with the fake platform.
const COOKIE: &str = "token_org=t";

/// Shows a page once, so the user is cached and the guard does not wait on the platform either.
async fn cache_the_user(app: &TestApp) {
    assert_eq!(
        app.get("/messageNotice/index", Some(COOKIE)).await.status,
        200
    );
}

/// How long the fake platform's loader answers take here.
const LOADER_DELAY: Duration = Duration::from_millis(2000);

#[actix_web::test]
async fn the_head_with_the_scripts_arrives_before_a_slow_loader_answers_and_the_page_after() {
    let fake = fake_platform::start().await;
    let app = streaming_app(&fake.base).await;
    cache_the_user(&app).await;
    fake.state
        .other_delay_ms
        .store(LOADER_DELAY.as_millis() as u64, Ordering::SeqCst);

    let started = Instant::now();
    let mut resp = app
        .client
        .get(app.url("/messageNotice/index"))
        .insert_header((header::COOKIE, COOKIE))
        .send()
        .await
        .expect("GET");
    assert_eq!(resp.status().as_u16(), 200);
    let mut received = String::new();
    let mut head_at = None;
    while let Some(chunk) = resp.next().await {
        received.push_str(&String::from_utf8_lossy(&chunk.expect("a chunk")));
        if head_at.is_none() && received.contains("</head>") {
            head_at = Some(started.elapsed());
        }
    }
    let done_at = started.elapsed();
    let head_at = head_at.expect("a head");
    assert!(
        head_at < LOADER_DELAY / 2,
        "the head came after {head_at:?}, with the loaders"
    );
    assert!(done_at >= LOADER_DELAY, "the page came after {done_at:?}");
    let (head, rest) = received.split_once("</head>").unwrap();
    assert!(
        head.contains("<link rel=\"modulepreload\" href=\"/assets/entry-client-"),
        "the entry is not preloaded in the head: {head}"
    );
    assert!(rest.contains("<div id=\"root\">") && rest.ends_with("</body></html>"));
}

#[actix_web::test]
async fn a_session_a_loader_finds_over_after_the_head_refreshes_to_login_and_is_forgotten() {
    let fake = fake_platform::start().await;
    let app = streaming_app(&fake.base).await;
    cache_the_user(&app).await;
    let user_info_calls = fake.hits_of("/api/organization/message/get_now_msg");
    fake.state.other_session_over.store(true, Ordering::SeqCst);

    let reply = app.get("/messageNotice/index", Some(COOKIE)).await;
    assert_eq!(
        reply.status, 200,
        "the head was out before the loaders said so"
    );
    let html = reply.text();
    assert!(
        html.contains(
            "<meta http-equiv=\"refresh\" content=\"0;url=/login?redirect=%2FmessageNotice%2Findex&amp;error="
        ),
        "{html}"
    );
    assert!(!html.contains("<div id=\"root\">"), "{html}");
    // The cached user is gone: the login page asks the platform again instead of sending the
    // user straight back to the page.
    app.get("/login", Some(COOKIE)).await;
    assert!(fake.hits_of("/api/organization/message/get_now_msg") > user_info_calls);
}

#[actix_web::test]
async fn without_a_token_a_page_with_loaders_is_still_a_302_to_login() {
    let fake = fake_platform::start().await;
    let app = streaming_app(&fake.base).await;
    let reply = app.get("/messageNotice/index", None).await;
    assert_eq!(reply.status, 302);
    assert!(reply
        .header("location")
        .is_some_and(|l| l.starts_with("/login?redirect=")));
}

#[actix_web::test]
async fn unstreamed_by_default_a_session_a_loader_finds_over_is_a_302_that_clears_the_cookie() {
    let (fake, app) = spawn_with_fake_platform().await;
    cache_the_user(&app).await;
    fake.state.other_session_over.store(true, Ordering::SeqCst);
    let reply = app.get("/messageNotice/index", Some(COOKIE)).await;
    assert_eq!(reply.status, 302);
    assert!(reply
        .header("location")
        .is_some_and(|l| l.starts_with("/login?redirect=")));
    assert!(
        reply.set_cookie("token_org").is_some(),
        "the token is cleared"
    );
}
