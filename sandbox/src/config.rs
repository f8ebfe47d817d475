use std::net::SocketAddr;
use std::path::PathBuf;

/// How the BFF (or a test) asks for a sandbox.
#[derive(Debug, Clone)]
pub struct SandboxConfig {
    /// Directory holding `sandbox.db`; created if missing.
    pub data_dir: PathBuf,
    /// Enables the `/__sandbox/*` test calls, the fixed captcha `8888` and echoed SMS codes.
    /// Production configuration must never set it.
    pub test_mode: bool,
    /// Address to listen on; use port 0 to let the OS choose (see `RunningSandbox::addr`).
    pub bind: SocketAddr,
    /// Test mode only: hold the sandbox's "now" at this ISO 8601 time (`2026-01-01T08:00:00+08:00`)
    /// until `POST /__sandbox/clock` moves it; `None` follows the wall clock.
    pub clock: Option<String>,
}
