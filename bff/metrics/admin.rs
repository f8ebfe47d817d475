//! The admin listener: `GET /metrics` and nothing else, on its own address (loopback by
//! default), answering only peers in `metrics.allow_from`. Kept off the console's port so a
//! reverse proxy that forwards everything cannot expose it by accident.

use std::net::{IpAddr, TcpListener};

use actix_web::dev::Server;
use actix_web::http::header;
use actix_web::{web, App, HttpRequest, HttpResponse, HttpServer};
use anyhow::Context;
use metrics_exporter_prometheus::PrometheusHandle;

use crate::settings::MetricsSettings;
use crate::state::AppState;

/// Prometheus' text exposition format, version 0.0.4.
const TEXT_FORMAT: &str = "text/plain; version=0.0.4; charset=utf-8";

struct Admin {
    handle: PrometheusHandle,
    allow_from: Vec<IpAddr>,
}

/// Binds the admin listener and prepares its server (one worker; a scrape is rare and cheap).
/// Signals are left to the caller, which stops it with the console.
pub fn bind(
    settings: &MetricsSettings,
    state: web::Data<AppState>,
) -> anyhow::Result<(Server, u16)> {
    let listener = TcpListener::bind((settings.host.as_str(), settings.port))
        .with_context(|| format!("binding metrics {}:{}", settings.host, settings.port))?;
    let port = listener.local_addr()?.port();
    let admin = web::Data::new(Admin {
        handle: super::install(),
        allow_from: settings.allow_from.clone(),
    });
    let server = HttpServer::new(move || {
        App::new()
            .app_data(admin.clone())
            .app_data(state.clone())
            .route("/metrics", web::get().to(metrics))
    })
    .workers(1)
    .disable_signals()
    .shutdown_timeout(1)
    .listen(listener)?
    .run();
    Ok((server, port))
}

async fn metrics(
    req: HttpRequest,
    admin: web::Data<Admin>,
    state: web::Data<AppState>,
) -> HttpResponse {
    let peer = req.peer_addr().map(|a| canonical(a.ip()));
    if !peer.is_some_and(|ip| admin.allow_from.iter().any(|a| canonical(*a) == ip)) {
        tracing::warn!(peer = ?peer, "metrics scrape from an address not in metrics.allow_from refused");
        return HttpResponse::Forbidden().body("forbidden\n");
    }
    let stats = state.pool.stats();
    super::render_pool_state(
        state.pool.queued(),
        stats
            .ready_threads
            .load(std::sync::atomic::Ordering::Relaxed),
    );
    HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, TEXT_FORMAT))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(admin.handle.render())
}

/// An IPv4 peer on a dual-stack socket arrives as `::ffff:a.b.c.d`; compare it as IPv4.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}
