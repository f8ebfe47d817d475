//! Graceful shutdown for the binary: on SIGTERM (systemd, a container runtime, an orchestrator)
//! or Ctrl-C the console stops accepting connections, lets the requests and renders under way
//! finish, and the process exits 0. Whatever is still running when `server.shutdown_grace_ms`
//! is over is cut off, as systemd would after its own stop timeout.

use std::time::Duration;

use crate::app::Application;

/// Serves until SIGTERM or SIGINT, then shuts down within `grace`.
pub async fn serve_until_signalled(app: Application, grace: Duration) -> std::io::Result<()> {
    let handle = app.server_handle();
    let mut running = std::pin::pin!(app.run_until_stopped());
    let signal = tokio::select! {
        result = &mut running => return result,
        signal = signal() => signal?,
    };
    tracing::info!(
        signal,
        grace_ms = grace.as_millis() as u64,
        "stopping: no new connections, finishing the requests under way"
    );
    actix_web::rt::spawn(handle.stop(true));
    match actix_web::rt::time::timeout(grace, running).await {
        Ok(result) => {
            tracing::info!("stopped");
            result
        }
        Err(_) => {
            tracing::warn!("shutdown grace period over; stopping with requests unfinished");
            Ok(())
        }
    }
}

/// The first SIGTERM or SIGINT, by name.
pub async fn signal() -> std::io::Result<&'static str> {
    #[cfg(unix)]
    {
        use actix_web::rt::signal::unix::{signal, SignalKind};
        let mut term = signal(SignalKind::terminate())?;
        let mut int = signal(SignalKind::interrupt())?;
        tokio::select! {
            _ = term.recv() => Ok("SIGTERM"),
            _ = int.recv() => Ok("SIGINT"),
        }
    }
    #[cfg(not(unix))]
    {
        actix_web::rt::signal::ctrl_c().await?;
        Ok("Ctrl-C")
    }
}
