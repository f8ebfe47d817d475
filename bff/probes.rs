//! The health probes: `/healthz` (the process answers) and `/readyz` (ready for traffic, with
//! the shared store and the platform reported).

use actix_web::{web, HttpResponse};
use serde_json::json;

use crate::state::AppState;
use crate::upstream::Upstream;

pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(json!({ "ok": true }))
}

/// Ready when at least one isolate has loaded the bundle. The shared store is reported, not
/// required: every replica shares it, so failing readiness on it would take them all out of the
/// load balancer although pages and API calls still work (only logins wait for it). The same
/// holds for the platform: whether it can be reached (connection, proxy tunnel, TLS) comes from
/// a cached probe (`upstream::probe`), reported as `platform`.
pub async fn readyz(state: web::Data<AppState>, upstream: web::Data<Upstream>) -> HttpResponse {
    let (shared, platform) =
        futures_util::join!(state.shared.health(), state.platform.reach(&upstream));
    let stats = state.pool.stats();
    let ready = stats
        .ready_threads
        .load(std::sync::atomic::Ordering::Relaxed);
    let body = json!({
        "ready": ready > 0,
        "render_threads_ready": ready,
        "renders": stats.renders.load(std::sync::atomic::Ordering::Relaxed),
        "render_failures": stats.failures.load(std::sync::atomic::Ordering::Relaxed),
        "layout_cache_hits": state.fragments.hits(),
        "shared_state": shared,
        "login_available": shared.reachable,
        "platform": platform,
    });
    if ready > 0 {
        HttpResponse::Ok().json(body)
    } else {
        HttpResponse::ServiceUnavailable().json(body)
    }
}
