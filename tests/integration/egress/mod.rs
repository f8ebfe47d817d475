//! The platform as production reaches it (issue 36): over https, with a certificate from a CA the
//! test makes, through a company's forward proxy. Real parts on loopback: the sandbox behind
//! Debian's nginx terminating TLS, Debian's tinyproxy as the egress proxy. The console's pages,
//! API calls, writes, upload policies and exports work through the tunnel; pooled connections
//! keep their TLS session (handshakes counted in nginx's log); an unknown CA, a wrong host name
//! and a proxy that wants credentials each fail with a WARN line naming the cause (once per
//! cause, not per request), the usual 502 and no panic. SKIPPED (and passing) only where nginx or
//! tinyproxy is not installed; `scripts/test.sh` installs both.

mod certificates;
mod start_settings;
mod through_proxy;

use crate::support::process::BffProcess;
use crate::support::start_test_sandbox;
use crate::support::tls_platform::{EgressProxy, FrontOptions, TestCa, TlsFront};

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

/// The same 502 envelope as for any unreachable platform.
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
