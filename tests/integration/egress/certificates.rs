//! The platform's certificate and ours: TLS sessions resumed, an unknown CA, a host name the
//! certificate does not cover, a client certificate the platform requires.

use orgcenter::secret::Secret;

use super::{assert_unreachable, bff_trusting, log_after, warnings_of, HttpsPlatform, STATS};
use crate::support::process::BffProcess;
use crate::support::tls_platform::{handshakes, FrontOptions, TestCa};
use crate::support::{spawn_with, TestApp};

/// When the platform closes a connection (here nginx after every 5 requests), the next one
/// resumes the TLS session (rustls' session cache, shared by the workers): an abbreviated
/// handshake, `r` in nginx's `$ssl_session_reused`.
#[actix_web::test]
async fn a_new_connection_resumes_the_tls_session() {
    let ca = TestCa::new("platform");
    let options = FrontOptions {
        keepalive_requests: Some(5),
        ..FrontOptions::default()
    };
    let Some(platform) = HttpsPlatform::start(&ca, options).await else {
        return;
    };
    let bff = platform.bff(&ca, &[]).await;
    let cookie = bff.app.login("demo_org").await;
    let logged_in = platform.front.requests(1).len();
    for _ in 0..20 {
        assert_eq!(
            bff.app.get_xhr(STATS, Some(&cookie)).await.json()["code"],
            200
        );
    }
    let lines = platform.front.requests(logged_in + 20);
    assert!(handshakes(&lines) >= 4, "{lines:#?}");
    let first = lines[0].split(' ').next().unwrap();
    let later: Vec<&String> = lines
        .iter()
        .filter(|l| !l.starts_with(&format!("{first} ")))
        .collect();
    assert!(
        !later.is_empty() && later.iter().all(|l| l.split(' ').nth(1) == Some("r")),
        "every connection after the first resumed its session: {lines:#?}"
    );
}

#[actix_web::test]
async fn a_certificate_from_an_unknown_ca_is_a_logged_cause_and_the_usual_502_once_a_minute() {
    let ca = TestCa::new("platform");
    let Some(platform) = HttpsPlatform::start(&ca, FrontOptions::default()).await else {
        return;
    };
    // The system's roots only: our test CA is not among them.
    let bff = BffProcess::start(&[("ORGCENTER__UPSTREAM__BASE_URL", &platform.url())]).await;
    bff.wait_ready().await;
    for _ in 0..3 {
        assert_unreachable(&bff.app.get_xhr(STATS, Some("token_org=t")).await);
    }
    let ready = bff.app.get("/readyz", None).await;
    assert_eq!(ready.status, 200, "the replica still serves");
    let platform_state = &ready.json()["platform"];
    assert_eq!(platform_state["reachable"], false);
    assert!(
        platform_state["error"]
            .as_str()
            .unwrap()
            .contains("UnknownIssuer"),
        "{platform_state}"
    );
    let log = log_after(&bff, 3).await;
    assert_eq!(
        warnings_of(&log, "tls_unknown_ca"),
        1,
        "one line for four failures (three calls, one probe): {log}"
    );
    assert!(
        log.contains("upstream.ca_file"),
        "the hint names the setting: {log}"
    );
    assert!(!log.contains("panicked"), "{log}");
}

#[actix_web::test]
async fn a_host_name_the_certificate_does_not_cover_is_a_logged_cause_and_the_usual_502() {
    let ca = TestCa::new("platform");
    let Some(platform) = HttpsPlatform::start(&ca, FrontOptions::default()).await else {
        return;
    };
    // The certificate says localhost; 127.0.0.1 is the same server under another name.
    let bff = bff_trusting(
        &format!("https://127.0.0.1:{}", platform.front.port),
        &ca,
        &[],
    )
    .await;
    assert_unreachable(&bff.app.get_xhr(STATS, Some("token_org=t")).await);
    assert_unreachable(&bff.app.get_xhr(STATS, Some("token_org=t")).await);
    let log = log_after(&bff, 2).await;
    assert_eq!(warnings_of(&log, "tls_hostname_mismatch"), 1, "{log}");
    assert!(!log.contains("panicked"), "{log}");
}

#[actix_web::test]
async fn a_platform_that_requires_a_client_certificate_gets_the_configured_one() {
    let ca = TestCa::new("platform");
    let Some(platform) = HttpsPlatform::start(
        &ca,
        FrontOptions {
            client_ca: Some(&ca.ca_file),
            ..FrontOptions::default()
        },
    )
    .await
    else {
        return;
    };
    let client = ca.client("client", "orgcenter-bff");
    let (url, ca_file) = (platform.url(), ca.ca_file.display().to_string());
    let (cert, key) = (
        client.cert_file.display().to_string(),
        client.key_file.display().to_string(),
    );
    let app: TestApp = spawn_with(move |s| {
        s.upstream.base_url = url;
        s.upstream.ca_file = ca_file;
        s.upstream.client_cert_file = cert;
        s.upstream.client_key_file = Secret::new(key);
    })
    .await;
    app.login("demo_org").await;
    let lines = platform.front.requests(1);
    assert!(
        lines.iter().all(|l| l.contains("client=CN=orgcenter-bff")),
        "nginx verified our client certificate: {lines:?}"
    );
}
