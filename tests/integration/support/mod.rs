//! Spawning the BFF (+ sandbox, or + a fake platform) and talking to it like a browser would.

pub mod fake_platform;
pub mod help_form;
mod json_calls;
pub mod multipart;
pub mod process;
pub mod raw_upstream;
pub mod redis_server;
mod reply_checks;
pub mod spec_roles;
pub mod tls_platform;

pub use reply_checks::find_row;

use std::collections::HashMap;

use awc::http::{header, Method};
use orgcenter::app::Application;
use orgcenter::settings::Settings;
use serde_json::{json, Value};

pub const CAPTCHA_IN_TEST_MODE: &str = "8888";
pub const DEMO_PASSWORD: &str = "Demo@2026";

/// The demo account of each role.
pub const ROLE_ACCOUNTS: [(i64, &str); 5] = [
    (1, "demo_org"),
    (2, "demo_reviewer"),
    (3, "demo_partner"),
    (4, "demo_micro"),
    (99, "demo_admin"),
];

pub struct TestApp {
    pub base: String,
    /// The admin listener (`/metrics`), when the app runs one in this process.
    pub admin: Option<String>,
    pub client: awc::Client,
    _data_dir: tempfile::TempDir,
}

impl TestApp {
    /// A client for a server started elsewhere (another process); `data_dir` is unused.
    pub fn external(base: &str) -> Self {
        Self {
            base: base.to_owned(),
            admin: None,
            client: awc::Client::builder()
                .disable_redirects()
                .timeout(std::time::Duration::from_secs(300))
                .finish(),
            _data_dir: tempfile::tempdir().expect("temp dir"),
        }
    }
}

/// What `call` gives and how long it took.
pub async fn timed<T>(call: impl std::future::Future<Output = T>) -> (T, std::time::Duration) {
    let started = std::time::Instant::now();
    let out = call.await;
    (out, started.elapsed())
}

/// A port nobody listens on right now (for a server a test starts at a known address).
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A BFF in test mode with its own sandbox (fresh database).
pub async fn spawn_app() -> TestApp {
    spawn_with(|_| {}).await
}

/// A BFF in test mode with its own sandbox, and the `token_org=…` cookie of `account` there.
pub async fn spawn_logged_in(account: &str) -> (TestApp, String) {
    let app = spawn_app().await;
    let cookie = app.login(account).await;
    (app, cookie)
}

/// A fake platform the test controls and a BFF in front of it.
pub async fn spawn_with_fake_platform() -> (fake_platform::FakePlatform, TestApp) {
    let fake = fake_platform::start().await;
    let app = spawn_app_with_upstream(&fake.base).await;
    (fake, app)
}

/// A BFF whose upstream is `base_url` (a fake platform the test controls).
pub async fn spawn_app_with_upstream(base_url: &str) -> TestApp {
    let base_url = base_url.to_owned();
    spawn_with(move |s| s.upstream.base_url = base_url).await
}

pub async fn spawn_with(adjust: impl FnOnce(&mut Settings)) -> TestApp {
    let data_dir = tempfile::tempdir().expect("temp dir");
    let mut settings = Settings::from_layers("test", None, &[]).expect("test settings");
    settings.server.port = 0;
    settings.server.workers = 2;
    settings.render.threads = 1;
    settings.sandbox.data_dir = data_dir.path().to_path_buf();
    adjust(&mut settings);
    let app = Application::build(settings)
        .await
        .expect("the application builds");
    let base = format!("http://127.0.0.1:{}", app.port());
    let admin = app
        .metrics_port()
        .map(|port| format!("http://127.0.0.1:{port}"));
    actix_web::rt::spawn(app.run_until_stopped());
    TestApp {
        base,
        admin,
        client: awc::Client::builder()
            .disable_redirects()
            .timeout(std::time::Duration::from_secs(30))
            .finish(),
        _data_dir: data_dir,
    }
}

/// The header the frontend's own calls carry (the CSRF guard's).
const XHR: (&str, &str) = ("x-requested-with", "orgcenter");

/// `headers`, then the session cookie when there is one.
fn with_cookie<'a>(
    headers: &[(&'a str, &'a str)],
    cookie: Option<&'a str>,
) -> Vec<(&'a str, &'a str)> {
    let mut all = headers.to_vec();
    all.extend(cookie.map(|c| ("cookie", c)));
    all
}

/// A response read whole: status, headers (all values per name) and body.
pub struct Reply {
    pub status: u16,
    pub headers: HashMap<String, Vec<String>>,
    pub body: bytes::Bytes,
}

impl Reply {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .get(&name.to_ascii_lowercase())
            .and_then(|v| v.first())
            .map(String::as_str)
    }

    pub fn set_cookies(&self) -> Vec<&str> {
        self.headers
            .get("set-cookie")
            .map(|v| v.iter().map(String::as_str).collect())
            .unwrap_or_default()
    }

    /// The `Set-Cookie` line for `name`, if any.
    pub fn set_cookie(&self, name: &str) -> Option<&str> {
        self.set_cookies()
            .into_iter()
            .find(|c| c.starts_with(&format!("{name}=")))
    }

    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&self.body)))
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    /// The body as text, once the status is `status`.
    pub fn page_html(&self, status: u16) -> String {
        assert_eq!(self.status, status, "{}", self.text());
        self.text()
    }

    /// The answer has `status` and its body says `says` (the body is shown when either fails).
    pub fn assert_says(&self, status: u16, says: &str) {
        assert_eq!(self.status, status, "{}", self.text());
        assert!(self.text().contains(says), "{}", self.text());
    }
}

pub async fn read(
    mut resp: awc::ClientResponse<
        impl futures_util::Stream<Item = Result<bytes::Bytes, awc::error::PayloadError>>,
    >,
) -> Reply {
    let mut headers: HashMap<String, Vec<String>> = HashMap::new();
    for (name, value) in resp.headers() {
        headers
            .entry(name.as_str().to_owned())
            .or_default()
            .push(value.to_str().unwrap_or("").to_owned());
    }
    let body = resp.body().limit(64 * 1024 * 1024).await.expect("body");
    Reply {
        status: resp.status().as_u16(),
        headers,
        body,
    }
}

/// The JSON a page embeds for hydration (`#__ORG_STATE__`).
pub fn embedded_state(html: &str) -> Value {
    let start = html
        .find("type=\"application/json\">")
        .expect("embedded state")
        + 24;
    let end = start + html[start..].find("</script>").unwrap();
    serde_json::from_str(&html[start..end]).expect("the embedded state is JSON")
}

/// The value of `name` in a `Set-Cookie` line.
pub fn cookie_value(set_cookie: &str) -> &str {
    set_cookie
        .split(';')
        .next()
        .unwrap_or("")
        .split_once('=')
        .map_or("", |(_, v)| v)
}

impl TestApp {
    /// The sandbox's data directory (upload keys, object store, database).
    pub fn data_dir(&self) -> &std::path::Path {
        self._data_dir.path()
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    pub async fn get(&self, path: &str, cookie: Option<&str>) -> Reply {
        self.get_with_headers(path, &with_cookie(&[], cookie)).await
    }

    /// A same-origin `fetch` GET as the frontend makes it (with the CSRF header): what the
    /// GETs that change state (logout, import submit) need.
    pub async fn get_xhr(&self, path: &str, cookie: Option<&str>) -> Reply {
        self.get_with_headers(path, &with_cookie(&[XHR], cookie))
            .await
    }

    /// A GET with `headers` (name, value) besides the client's own, as a browser or an
    /// attacker might send them.
    pub async fn get_with_headers(&self, path: &str, headers: &[(&str, &str)]) -> Reply {
        let req = self.request(Method::GET, path, headers);
        read(req.send().await.expect("GET")).await
    }

    /// A same-origin JSON POST as the frontend makes it (with the CSRF header).
    pub async fn post_json(&self, path: &str, cookie: Option<&str>, body: &Value) -> Reply {
        let req = self.request(Method::POST, path, &with_cookie(&[XHR], cookie));
        read(req.send_json(body).await.expect("POST")).await
    }

    /// A same-origin JSON POST from a create form: with the form instance's `Idempotency-Key`.
    pub async fn post_json_with_key(
        &self,
        path: &str,
        cookie: &str,
        body: &Value,
        key: &str,
    ) -> Reply {
        let headers = [XHR, ("cookie", cookie), ("idempotency-key", key)];
        let req = self.request(Method::POST, path, &headers);
        read(req.send_json(body).await.expect("POST")).await
    }

    fn request(&self, method: Method, path: &str, headers: &[(&str, &str)]) -> awc::ClientRequest {
        let req = self.client.request(method, self.url(path));
        headers
            .iter()
            .fold(req, |req, &header| req.insert_header(header))
    }

    /// A login attempt with a fresh captcha, as sent through a proxy that wrote
    /// `X-Forwarded-For: forwarded_for`.
    pub async fn login_forwarded(
        &self,
        forwarded_for: &str,
        account: &str,
        password: &str,
    ) -> Reply {
        let captcha = self.captcha_cookie().await;
        let resp = self
            .client
            .post(self.url("/api/organization/login/login"))
            .insert_header(("x-requested-with", "orgcenter"))
            .insert_header((header::COOKIE, captcha))
            .insert_header(("x-forwarded-for", forwarded_for))
            .send_json(
                &json!({"account": account, "pwd": password, "verify": CAPTCHA_IN_TEST_MODE}),
            )
            .await
            .expect("POST");
        read(resp).await
    }

    /// Fetches a captcha and returns the captcha cookie pair (`org_captcha=…`).
    pub async fn captcha_cookie(&self) -> String {
        let reply = self.get("/api/admin/verify?t=1", None).await;
        assert_eq!(reply.status, 200, "captcha: {}", reply.text());
        let line = reply.set_cookie("org_captcha").expect("captcha cookie");
        line.split(';').next().unwrap().to_owned()
    }

    /// Logs in and returns the full login reply.
    pub async fn login_reply(&self, account: &str, password: &str) -> Reply {
        let captcha = self.captcha_cookie().await;
        self.post_json(
            "/api/organization/login/login",
            Some(&captcha),
            &json!({"account": account, "pwd": password, "verify": CAPTCHA_IN_TEST_MODE}),
        )
        .await
    }

    /// Logs in and returns the `token_org=…` cookie pair.
    pub async fn login(&self, account: &str) -> String {
        let reply = self.login_reply(account, DEMO_PASSWORD).await;
        assert_eq!(
            reply.json()["code"],
            200,
            "login {account}: {}",
            reply.text()
        );
        let line = reply.set_cookie("token_org").expect("token cookie");
        line.split(';').next().unwrap().to_owned()
    }
}

/// A sandbox platform of its own in test mode on a free loopback port, following the wall
/// clock, with its data in `dir`: for tests that put something (a TLS front, a proxy) or nothing
/// between the BFF and the platform.
pub async fn start_test_sandbox(dir: &std::path::Path) -> orgcenter_sandbox::RunningSandbox {
    orgcenter_sandbox::start(orgcenter_sandbox::SandboxConfig {
        data_dir: dir.to_path_buf(),
        test_mode: true,
        clock: None,
        bind: ([127, 0, 0, 1], 0).into(),
    })
    .await
    .expect("the sandbox starts")
}
