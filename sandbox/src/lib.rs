//! Sandbox platform: a persistent SQLite stand-in for the charity platform's upstream API.
//!
//! The BFF starts it in-process (`start`) on a loopback port when no real upstream is
//! configured; tests start one per test against a temporary directory. The contract it
//! implements is `docs/contract-sandbox.md`, machine-readable in `openapi.json`.

mod app;
mod areas;
mod captcha;
mod clock;
mod config;
mod db;
mod demo;
mod demo_help_form;
mod error;
mod http;
mod labels;
mod objects;
mod password;
mod rules;
mod seed;
mod state;
mod workflow;

#[cfg(test)]
mod tests;

pub use clock::Clock;
pub use config::SandboxConfig;
pub use demo::{demo_accounts, DemoAccount};
pub use demo_help_form::help_case_form;

use actix_web::{dev::ServerHandle, HttpServer};
use anyhow::Context;
use std::net::SocketAddr;

/// How long the sandbox keeps an idle client connection open: longer than the BFF's pool keeps
/// one for reuse (`orgcenter::upstream::POOL_IDLE`, 10 s). With actix's default of 5 s the server
/// closed connections the BFF still held as live, and a call sent on one just as the server
/// closed it failed as a 502 (seen once in an E2E run). 75 s is nginx's default.
pub const KEEP_ALIVE: std::time::Duration = std::time::Duration::from_secs(75);

/// A sandbox server bound to `addr` and running on the caller's runtime.
pub struct RunningSandbox {
    /// The address actually bound (the port is chosen by the OS when `bind` asks for port 0).
    pub addr: SocketAddr,
    /// Stop it with `server_handle.stop(true).await` on shutdown.
    pub server_handle: ServerHandle,
    /// PKCS#8 PEM of the RSA key whose public half encrypts the upload config: what the BFF
    /// needs to read `policy_get`. Also on disk at `upload_private_key_path` (mode 0600).
    pub upload_private_key_pem: String,
    pub upload_private_key_path: std::path::PathBuf,
    /// The sandbox's "now" (held in test mode by `sandbox.clock`): what the console compares
    /// the platform's times with, so the two agree while a test holds the clock.
    pub clock: Clock,
}

/// Opens (or creates) `<data_dir>/sandbox.db`, migrates and seeds it, binds `cfg.bind` and
/// spawns the server on the current runtime. Returns once the listener is bound.
pub async fn start(cfg: SandboxConfig) -> anyhow::Result<RunningSandbox> {
    let clock = match cfg.clock.as_deref() {
        None | Some("") => clock::Clock::default(),
        Some(_) if !cfg.test_mode => anyhow::bail!("sandbox.clock needs sandbox.test_mode"),
        Some(iso) => clock::Clock::held_at(clock::parse_iso(iso).with_context(|| {
            format!("sandbox.clock {iso:?} is not an ISO 8601 time like 2026-01-01T08:00:00+08:00")
        })?),
    };
    let (data_dir, test_mode) = (cfg.data_dir.clone(), cfg.test_mode);
    let state = tokio::task::spawn_blocking(move || seed::open_seeded(&data_dir, test_mode, clock))
        .await
        .context("sandbox start-up task failed")??;

    let factory_state = state.clone();
    let server = HttpServer::new(move || app::build(factory_state.clone()))
        // A stand-in: one worker is plenty, and the host process owns signal handling.
        .workers(1)
        .disable_signals()
        .shutdown_timeout(5)
        .keep_alive(KEEP_ALIVE)
        .bind(cfg.bind)
        .with_context(|| format!("sandbox could not bind {}", cfg.bind))?;
    let addr = *server.addrs().first().context("sandbox bound no address")?;
    let server = server.run();
    let server_handle = server.handle();
    tokio::spawn(server);

    tracing::info!(%addr, test_mode = state.test_mode, "sandbox platform listening");
    for a in demo_accounts() {
        tracing::info!(
            account = a.account,
            role = a.role,
            who = a.display_name,
            "sandbox demo account (password {})",
            a.password
        );
    }
    Ok(RunningSandbox {
        addr,
        server_handle,
        upload_private_key_pem: state.upload.private_key_pem.clone(),
        upload_private_key_path: state.upload.private_key_path.clone(),
        clock: state.db.clock.clone(),
    })
}
