//! Running it as a service: `/metrics` on the admin listener (and nowhere else), JSON log lines,
//! graceful shutdown on SIGTERM and `--version`. What needs a process of its own (signals, exit
//! code, stderr, a metrics registry no other test writes to) runs the real binary.

use std::time::{Duration, Instant};

use awc::http::header;
use serde_json::Value;

use crate::support::fake_platform;
use crate::support::process::BffProcess;
use crate::support::{read, spawn_app_with_upstream, spawn_with, TestApp};

/// The value of one series in a Prometheus text scrape (0 when it is not there yet).
fn sample(scrape: &str, series: &str) -> f64 {
    scrape
        .lines()
        .find_map(|line| line.strip_prefix(series)?.strip_prefix(' '))
        .map_or(0.0, |v| v.trim().parse().expect("a number"))
}

/// A line of the tables below, written as a scrape line (`series value`), taken apart.
fn series_and_value(line: &str) -> (&str, f64) {
    let (series, value) = line.rsplit_once(' ').expect("series and value");
    (series, value.parse().expect("a number"))
}

async fn scrape(app: &TestApp, admin: &str) -> String {
    let reply = read(
        app.client
            .get(format!("{admin}/metrics"))
            .send()
            .await
            .expect("scrape"),
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    assert_eq!(
        reply.header("content-type"),
        Some("text/plain; version=0.0.4; charset=utf-8")
    );
    reply.text()
}

#[actix_web::test]
async fn metrics_scraped_from_the_admin_port_count_requests_upstream_calls_renders_caches_and_refusals(
) {
    let bff = BffProcess::start(&[("ORGCENTER__RENDER__RECYCLE_AFTER", "2")]).await;
    bff.wait_ready().await;
    let app = &bff.app;
    let before = scrape(app, &bff.admin).await;

    for _ in 0..2 {
        assert_eq!(app.get("/login", None).await.status, 200);
    }
    assert_eq!(app.get("/favicon.ico", None).await.status, 200);
    assert_eq!(app.get("/assets/missing-0000.js", None).await.status, 404);
    for _ in 0..5 {
        let wrong = app.login_reply("demo_org", "wrong-password").await;
        assert_eq!(wrong.json()["code"], 400, "{}", wrong.text());
    }
    let refused = app.login_reply("demo_org", "wrong-password").await;
    assert_eq!(refused.status, 429);
    let cookie = app.login("demo_reviewer").await;
    for _ in 0..2 {
        assert_eq!(app.get("/dashboard", Some(&cookie)).await.status, 200);
    }

    let after = scrape(app, &bff.admin).await;
    let moved = |series: &str| sample(&after, series) - sample(&before, series);
    let exactly = [
        // 2 × /login, 2 × /dashboard.
        r#"orgcenter_http_requests_total{class="page",status="200"} 4.0"#,
        r#"orgcenter_http_request_duration_seconds_count{class="page",status="200"} 4.0"#,
        r#"orgcenter_http_requests_total{class="asset",status="200"} 1.0"#,
        r#"orgcenter_http_requests_total{class="asset",status="404"} 1.0"#,
        // 7 captchas and 6 logins answered; the sixth wrong login refused here.
        r#"orgcenter_http_requests_total{class="api",status="200"} 13.0"#,
        r#"orgcenter_http_requests_total{class="api",status="429"} 1.0"#,
        r#"orgcenter_limiter_refusals_total{limiter="login"} 1.0"#,
        // The login asked the platform for the user at once (bff/auth.rs, ask_for_the_user_now),
        // so both /dashboard found it cached (or joined that call): one miss, two hits, in
        // whatever order the three ran. Without that ask: the first /dashboard's miss, one hit.
        r#"orgcenter_cache_lookups_total{cache="user",result="miss"} 1.0"#,
        r#"orgcenter_cache_lookups_total{cache="user",result="hit"} 2.0"#,
    ];
    for (series, count) in exactly.map(series_and_value) {
        assert_eq!(moved(series), count, "{series}\n{after}");
    }
    let at_least = [
        r#"orgcenter_http_request_duration_seconds_sum{class="page",status="200"} 1e-6"#,
        // Captchas, logins, user info and the dashboard's loaders all reached the platform.
        r#"orgcenter_upstream_request_duration_seconds_count{class="2xx"} 14.0"#,
        "orgcenter_renders_total 4.0",
        "orgcenter_render_duration_seconds_count 4.0",
        // recycle_after = 2.
        "orgcenter_render_isolate_rebuilds_total 1.0",
        r#"orgcenter_cache_lookups_total{cache="layout",result="hit"} 1.0"#,
    ];
    for (series, least) in at_least.map(series_and_value) {
        assert!(moved(series) >= least, "{series} < {least}\n{after}");
    }
    assert!(
        after.contains("\norgcenter_render_queue_depth 0\n"),
        "{after}"
    );
    assert!(
        after.contains("\norgcenter_render_threads_ready 1\n"),
        "{after}"
    );
}

#[actix_web::test]
async fn metrics_are_served_only_on_the_admin_port_and_only_to_allowed_addresses() {
    let open = spawn_with(|_| {}).await;
    assert_eq!(open.get("/login", None).await.status, 200);
    let text = scrape(&open, open.admin.as_deref().expect("an admin listener")).await;
    assert!(text.contains("# TYPE orgcenter_http_requests_total counter"));

    // The console's own port has no /metrics: it is a page path like any other.
    let public = open.get("/metrics", None).await;
    assert_ne!(public.status, 200);
    assert!(!public.text().contains("orgcenter_http_requests_total"));

    let closed = spawn_with(|s| s.metrics.allow_from = vec!["192.0.2.7".parse().unwrap()]).await;
    let admin = closed.admin.clone().expect("an admin listener");
    let refused = read(
        closed
            .client
            .get(format!("{admin}/metrics"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(refused.status, 403, "127.0.0.1 is not in allow_from");
    assert!(!refused.text().contains("orgcenter_"));

    let off = spawn_with(|s| s.metrics.enabled = false).await;
    assert!(off.admin.is_none(), "no admin listener when disabled");
}

#[actix_web::test]
async fn a_render_fallback_and_an_upstream_failure_are_counted_by_reason_and_kind() {
    // Monotonic counters of the process-wide registry: other tests only add to them.
    let app = spawn_with(|s| s.render.timeout_ms = 1).await;
    let admin = app.admin.clone().unwrap();
    let before = scrape(&app, &admin).await;
    let fallbacks = |text: &str| {
        ["timeout", "load", "threw", "heap_limit", "busy"]
            .iter()
            .map(|r| {
                sample(
                    text,
                    &format!("orgcenter_render_fallbacks_total{{reason=\"{r}\"}}"),
                )
            })
            .sum::<f64>()
    };
    assert_eq!(app.get("/login", None).await.status, 200);
    let after = scrape(&app, &admin).await;
    assert!(fallbacks(&after) > fallbacks(&before), "{after}");

    let raw = crate::support::raw_upstream::start().await;
    let broken = spawn_app_with_upstream(&raw.base).await;
    let unreachable = r#"orgcenter_upstream_errors_total{kind="unreachable"}"#;
    let before = sample(
        &scrape(&broken, broken.admin.as_deref().unwrap()).await,
        unreachable,
    );
    let reply = broken.get_xhr("/api/test/reset", None).await;
    assert_eq!(reply.status, 502);
    let after = sample(
        &scrape(&broken, broken.admin.as_deref().unwrap()).await,
        unreachable,
    );
    assert!(after > before, "{before} → {after}");
}

#[actix_web::test]
async fn with_log_format_json_each_request_line_has_its_id_route_status_and_latency() {
    let bff = BffProcess::start(&[("ORGCENTER__LOG__FORMAT", "json")]).await;
    let reply = bff.app.get("/login?redirect=%2Fdashboard", None).await;
    assert_eq!(reply.status, 200);
    let id = reply
        .header("x-request-id")
        .expect("a request id")
        .to_owned();

    let mut line = None;
    for _ in 0..100 {
        let log = bff.stderr();
        line = log
            .lines()
            .map(|l| serde_json::from_str::<Value>(l).unwrap_or_else(|e| panic!("{e}: {l}")))
            .find(|l| l["message"] == "request" && l["request_id"] == id.as_str());
        if line.is_some() {
            break;
        }
        actix_web::rt::time::sleep(Duration::from_millis(20)).await;
    }
    let line = line.unwrap_or_else(|| panic!("no request line for {id}: {}", bff.stderr()));
    assert_eq!(line["route"], "/login");
    assert_eq!(line["method"], "GET");
    assert_eq!(line["class"], "page");
    assert_eq!(line["status"], 200);
    assert!(
        line["latency_ms"].as_f64().is_some_and(|ms| ms > 0.0),
        "{line}"
    );
    assert_eq!(line["level"], "INFO");
    assert!(line["timestamp"].is_string());
    // Lines written inside a request carry its span, with the same id.
    assert_eq!(line["span"]["request_id"], id.as_str());
}

/// A BFF process whose platform answers user info after `delay_ms`, and a page request already
/// waiting for that answer: the page is in flight when the test sends the signal. The task
/// yields the reply, or `None` when the connection was cut.
async fn page_in_flight(
    delay_ms: u64,
    grace_ms: &str,
) -> (
    fake_platform::FakePlatform,
    BffProcess,
    actix_web::rt::task::JoinHandle<Option<crate::support::Reply>>,
) {
    let platform = fake_platform::start().await;
    platform
        .state
        .user_info_delay_ms
        .store(delay_ms, std::sync::atomic::Ordering::SeqCst);
    let bff = BffProcess::start(&[
        ("ORGCENTER__UPSTREAM__BASE_URL", &platform.base),
        ("ORGCENTER__SERVER__SHUTDOWN_GRACE_MS", grace_ms),
    ])
    .await;
    bff.wait_ready().await;
    let page = {
        let (client, url) = (bff.app.client.clone(), bff.app.url("/dashboard"));
        actix_web::rt::spawn(async move {
            let sent = client
                .get(url)
                .insert_header((header::COOKIE, "token_org=in-flight-token"))
                .send()
                .await
                .ok()?;
            Some(read(sent).await)
        })
    };
    let started = Instant::now();
    while platform.hits_of("/api/organization/message/get_now_msg") == 0 {
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "the page never reached the platform"
        );
        actix_web::rt::time::sleep(Duration::from_millis(10)).await;
    }
    (platform, bff, page)
}

#[actix_web::test]
async fn sigterm_stops_accepting_lets_an_in_flight_page_finish_and_exits_zero() {
    let (_platform, mut bff, page) = page_in_flight(1500, "10000").await;
    let port: u16 = bff.app.base.rsplit(':').next().unwrap().parse().unwrap();
    bff.send_sigterm();
    let signalled = Instant::now();

    // New connections are refused while the page is still being served.
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
        assert!(
            signalled.elapsed() < Duration::from_secs(1),
            "still accepting"
        );
        actix_web::rt::time::sleep(Duration::from_millis(10)).await;
    }
    assert!(!page.is_finished(), "the page was still in flight");

    let reply = page.await.unwrap().expect("the page is answered");
    assert_eq!(reply.status, 200, "{}", reply.text());
    let html = reply.text();
    assert!(html.contains("测试机构"), "the page has the user's data");
    assert!(
        !html.contains("<div id=\"root\"></div>"),
        "the page was rendered on the server"
    );
    let status = bff.exit_status(Duration::from_secs(10)).await;
    assert_eq!(status.code(), Some(0), "{}", bff.stderr());
    assert!(
        signalled.elapsed() >= Duration::from_millis(1000),
        "it waited for the page"
    );
    assert!(bff
        .stderr()
        .contains("stopping: no new connections, finishing the requests under way"));
}

#[actix_web::test]
async fn a_request_still_running_when_the_grace_period_ends_is_cut_and_the_process_exits_zero() {
    let (_platform, mut bff, page) = page_in_flight(20_000, "500").await;
    bff.send_sigterm();
    let signalled = Instant::now();
    let status = bff.exit_status(Duration::from_secs(10)).await;
    assert_eq!(status.code(), Some(0), "{}", bff.stderr());
    // 500 ms of grace; actix's own backstop would only give up after 6 s.
    assert!(
        signalled.elapsed() < Duration::from_secs(4),
        "{:?}",
        signalled.elapsed()
    );
    assert!(page.await.unwrap().is_none(), "the slow page was cut off");
    assert!(bff.stderr().contains("shutdown grace period over"));
}

#[test]
fn version_names_the_package_version_and_the_git_commit() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_orgcenter"))
        .arg("--version")
        .output()
        .expect("the binary runs");
    assert!(out.status.success());
    let commit = std::process::Command::new("git")
        .args(["rev-parse", "--short=12", "HEAD"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
        .unwrap_or_else(|| "unknown".into());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        format!("orgcenter {} (commit {commit})", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn metrics_stay_on_loopback_and_logs_are_text_unless_configured_otherwise() {
    use orgcenter::settings::{LogFormat, Settings};
    let dev = Settings::from_layers("development", None, &[]).unwrap();
    assert!(dev.metrics.enabled);
    assert_eq!(dev.metrics.host, "127.0.0.1");
    assert_eq!(dev.metrics.port, 0, "any free port: instances never clash");
    assert!(dev.metrics.allow_from.iter().all(|ip| ip.is_loopback()));
    assert_eq!(dev.log.format, LogFormat::Text);
    assert_eq!(dev.server.shutdown_grace_ms, 10_000);

    let vars = [(
        "ORGCENTER__UPSTREAM__BASE_URL".to_owned(),
        "https://platform.example.cn".to_owned(),
    )];
    let prod = Settings::from_layers("production", None, &vars).unwrap();
    assert_eq!(prod.metrics.host, "127.0.0.1");
    assert_eq!(prod.metrics.port, 9464);
    assert_eq!(prod.log.format, LogFormat::Json);

    let bad = [("ORGCENTER__LOG__FORMAT".to_owned(), "xml".to_owned())];
    assert!(Settings::from_layers("development", None, &bad).is_err());
}

#[test]
fn the_example_production_config_in_deploy_loads() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("deploy/orgcenter.toml");
    let s = orgcenter::settings::Settings::from_layers("production", Some(&path), &[])
        .expect("deploy/orgcenter.toml is a valid production configuration");
    assert!(!s.uses_sandbox());
    assert_eq!(s.metrics.port, 9464);
    assert!(s.is_https());
}
