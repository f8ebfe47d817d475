//! The platform as production reaches it (issue 36): over https, with a certificate from a CA the
//! test makes, through a company's forward proxy. Real parts on loopback: the sandbox behind
//! Debian's nginx terminating TLS, Debian's tinyproxy as the egress proxy. The console's pages,
//! API calls, writes, upload policies and exports work through the tunnel; pooled connections
//! keep their TLS session (handshakes counted in nginx's log); an unknown CA, a wrong host name
//! and a proxy that wants credentials each fail with a WARN line naming the cause (once per
//! cause, not per request), the usual 502 and no panic. SKIPPED (and passing) only where nginx or
//! tinyproxy is not installed; `scripts/test.sh` installs both.

use orgcenter::secret::Secret;
use orgcenter::upstream::egress::ProxyUrl;
use serde_json::json;

use crate::support::process::BffProcess;
use crate::support::tls_platform::{handshakes, EgressProxy, FrontOptions, TestCa, TlsFront};
use crate::support::{spawn_with, start_test_sandbox, TestApp};

const STATS: &str = "/api/organization/message/get_statistical_msg";
const MSG_LIST: &str = "/api/organization/push/org_msg_list";
const MSG_CHANGE: &str = "/api/organization/push/org_msg_change";
/// The setting that sends the BFF's platform calls through a proxy.
const PROXY_URL: &str = "ORGCENTER__UPSTREAM__PROXY_URL";

const UNREACHABLE: &str = "网络错误，平台服务暂时无法连接";

/// The sandbox (test mode) behind nginx on https, with a certificate for `localhost` from `ca`.
struct HttpsPlatform {
    front: TlsFront,
    sandbox: orgcenter_sandbox::RunningSandbox,
    _data: tempfile::TempDir,
}

impl HttpsPlatform {
    /// A BFF process on this platform, trusting `ca` (the one that signed its certificate).
    async fn bff(&self, ca: &TestCa, more: &[(&str, &str)]) -> BffProcess {
        bff_trusting(&self.url(), ca, more).await
    }

    async fn start(ca: &TestCa, options: FrontOptions<'_>) -> Option<Self> {
        let data = tempfile::tempdir().unwrap();
        let sandbox = start_test_sandbox(data.path()).await;
        let cert = ca.server("platform", &["localhost"]);
        let front = TlsFront::start(sandbox.addr, &cert, options)?;
        Some(Self {
            front,
            sandbox,
            _data: data,
        })
    }

    /// The https URL under the certificate's name.
    fn url(&self) -> String {
        format!("https://localhost:{}", self.front.port)
    }

    fn upload_key(&self) -> String {
        self.sandbox.upload_private_key_path.display().to_string()
    }
}

/// The same 502 envelope as for any unreachable platform.
/// An https platform and an egress proxy (asking for `credentials`, if any) the BFF can reach it
/// through; `None` where nginx or tinyproxy is missing (the test is then skipped).
async fn platform_behind_proxy(
    ca: &TestCa,
    credentials: Option<(&str, &str)>,
) -> Option<(HttpsPlatform, EgressProxy)> {
    let platform = HttpsPlatform::start(ca, FrontOptions::default()).await?;
    let proxy = EgressProxy::start(credentials)?;
    Some((platform, proxy))
}

/// A BFF process on the platform at `platform_url`, trusting the test CA `ca`, with `more`
/// settings from the environment.
async fn bff_trusting(platform_url: &str, ca: &TestCa, more: &[(&str, &str)]) -> BffProcess {
    let ca_file = ca.ca_file.display().to_string();
    let mut env = vec![
        ("ORGCENTER__UPSTREAM__BASE_URL", platform_url),
        ("ORGCENTER__UPSTREAM__CA_FILE", ca_file.as_str()),
    ];
    env.extend_from_slice(more);
    BffProcess::start(&env).await
}

fn assert_unreachable(reply: &crate::support::Reply) {
    assert_eq!(reply.status, 502, "{}", reply.text());
    assert_eq!(reply.json()["msg"], UNREACHABLE);
}

/// WARN lines of the process's log naming `cause`.
fn warnings_of(log: &str, cause: &str) -> usize {
    log.lines()
        .filter(|l| l.contains("WARN") && l.contains(cause))
        .count()
}

/// The process's log once its request lines show `failed` answers with status 502 (the log is
/// read from a pipe by another thread), for at most 5 s.
async fn log_after(bff: &BffProcess, failed: usize) -> String {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    loop {
        let log = bff.stderr();
        if log.matches("status=502").count() >= failed || std::time::Instant::now() > deadline {
            return log;
        }
        actix_web::rt::time::sleep(std::time::Duration::from_millis(10)).await;
    }
}

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

/// `Application::build`'s error, as `orgcenter serve` prints it.
async fn start_error(adjust: impl FnOnce(&mut orgcenter::settings::Settings)) -> String {
    let mut settings =
        orgcenter::settings::Settings::from_layers("test", None, &[]).expect("test settings");
    settings.server.port = 0;
    settings.upstream.base_url = "https://localhost:9".into();
    adjust(&mut settings);
    match orgcenter::app::Application::build(settings).await {
        Ok(_) => panic!("the start should have failed"),
        Err(e) => format!("{e:#}"),
    }
}

#[actix_web::test]
async fn an_unreadable_or_invalid_ca_file_certificate_or_key_stops_the_start_naming_the_setting() {
    let ca = TestCa::new("platform");
    let dir = tempfile::tempdir().unwrap();
    let not_pem = dir.path().join("not.pem");
    std::fs::write(&not_pem, "hello").unwrap();
    let missing = dir.path().join("missing.pem").display().to_string();

    let e = start_error(|s| s.upstream.ca_file = missing.clone()).await;
    assert!(e.contains("reading upstream.ca_file"), "{e}");
    let path = not_pem.display().to_string();
    let e = start_error(|s| s.upstream.ca_file = path.clone()).await;
    assert!(
        e.contains("upstream.ca_file") && e.contains("no certificate"),
        "{e}"
    );

    let client = ca.client("client", "bff");
    let other = ca.client("other", "someone-else");
    let cert = client.cert_file.display().to_string();
    // The client's certificate with the key file `key`.
    let with_key = |key: &str| {
        let (cert, key) = (cert.clone(), key.to_owned());
        start_error(move |s| {
            s.upstream.client_cert_file = cert;
            s.upstream.client_key_file = Secret::new(key);
        })
    };
    let e = with_key(&missing).await;
    assert!(e.contains("reading upstream.client_key_file"), "{e}");
    assert!(
        !e.contains("missing.pem"),
        "the key's path is a secret: {e}"
    );
    let e = with_key(&path).await;
    assert!(e.contains("no usable private key"), "{e}");
    let e = with_key(&other.key_file.display().to_string()).await;
    assert!(e.contains("do not go together"), "{e}");
}

#[test]
fn a_wrong_scheme_a_non_http_proxy_or_half_a_client_certificate_is_refused_at_start() {
    let load = |pairs: &[(&str, &str)]| {
        let vars: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        orgcenter::settings::Settings::from_layers("test", None, &vars)
            .map_err(|e| format!("{e:#}"))
    };
    let e = load(&[("ORGCENTER__UPSTREAM__BASE_URL", "ftp://platform.example.cn")]).unwrap_err();
    assert!(e.contains("must start with http:// or https://"), "{e}");
    let e = load(&[
        (
            "ORGCENTER__UPSTREAM__BASE_URL",
            "https://platform.example.cn",
        ),
        (PROXY_URL, "https://proxy.corp:443"),
    ])
    .unwrap_err();
    assert!(
        e.contains("upstream.proxy_url") && e.contains("only http://"),
        "{e}"
    );
    let e = load(&[
        (
            "ORGCENTER__UPSTREAM__BASE_URL",
            "https://platform.example.cn",
        ),
        ("HTTPS_PROXY", "socks5://proxy.corp:1080"),
    ])
    .unwrap_err();
    assert!(e.contains("HTTPS_PROXY"), "the variable is named: {e}");
    let e = load(&[
        (
            "ORGCENTER__UPSTREAM__BASE_URL",
            "https://platform.example.cn",
        ),
        (
            "ORGCENTER__UPSTREAM__CLIENT_CERT_FILE",
            "/etc/orgcenter/client.pem",
        ),
    ])
    .unwrap_err();
    assert!(e.contains("client_key_file"), "{e}");
}

#[test]
fn orgcenter_config_shows_the_proxy_from_the_environment_with_its_credentials_redacted() {
    let vars: Vec<(String, String)> = [
        (
            "ORGCENTER__UPSTREAM__BASE_URL",
            "https://platform.example.cn",
        ),
        (
            "ORGCENTER__UPSTREAM__CLIENT_CERT_FILE",
            "/etc/orgcenter/client.pem",
        ),
        (
            "ORGCENTER__UPSTREAM__CLIENT_KEY_FILE",
            "/etc/orgcenter/client-key.pem",
        ),
        ("https_proxy", "http://alice:s3cret@proxy.corp:3128"),
    ]
    .iter()
    .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
    .collect();
    let settings = orgcenter::settings::Settings::from_layers("test", None, &vars).unwrap();
    assert_eq!(settings.upstream.proxy_from_env, Some("https_proxy"));
    let printed = settings.to_redacted_toml();
    assert!(
        printed.contains("proxy_url = \"http://[redacted]@proxy.corp:3128\""),
        "{printed}"
    );
    assert!(
        printed.contains("client_key_file = \"[redacted]\""),
        "{printed}"
    );
    assert!(printed.contains("client_cert_file = \"/etc/orgcenter/client.pem\""));
    assert!(
        !printed.contains("s3cret") && !printed.contains("alice"),
        "{printed}"
    );
    assert!(!printed.contains("client-key.pem"), "{printed}");
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
