//! What every handler shares. The upstream client is per worker (awc clients are not `Send`)
//! and lives in its own `web::Data`.

use std::future::Future;
use std::pin::Pin;

use actix_web::dev::Payload;
use actix_web::{web, FromRequest, HttpRequest};

use crate::access::RouteTable;
use crate::assets::Assets;
use crate::idempotency::Idempotency;
use crate::render::{FragmentCache, RenderPool};
use crate::request_meta::{client_ip, request_id};
use crate::session::{token_from, CookieJar, LoginLimiter, Sessions, SmsLimiter};
use crate::settings::Settings;
use crate::upload::cache::UploadState;
use crate::upstream::{CallContext, Upstream};

pub struct AppState {
    pub settings: Settings,
    pub routes: RouteTable,
    pub assets: Assets,
    pub pool: RenderPool,
    pub fragments: FragmentCache,
    pub sessions: Sessions,
    pub cookies: CookieJar,
    pub login_limiter: LoginLimiter,
    pub sms_limiter: SmsLimiter,
    pub idempotency: Idempotency,
    /// The store the replicas share (`shared_state.backend`); `/readyz` asks it.
    pub shared: std::sync::Arc<dyn crate::shared_state::SharedState>,
    pub upload: UploadState,
    /// `settings.stored_file_prefixes()`, computed once.
    pub file_prefixes: Vec<String>,
    /// The bundled sandbox's clock; `None` with a real platform (then the wall clock).
    pub platform_clock: Option<orgcenter_sandbox::Clock>,
    /// The platform's reachability for `/readyz`, from a cached probe.
    pub platform: crate::upstream::probe::PlatformProbe,
    /// Exports being built for the browser, and their files (`export::jobs`), kept where every
    /// replica reads them (`shared.export_jobs()`).
    pub export_jobs: std::sync::Arc<dyn crate::export::store::JobStore>,
}

impl AppState {
    /// Now, in Unix seconds, as the platform sees it: where the console compares its time with
    /// the platform's (an upload policy's expiry, relative times on a page), a test holding
    /// the sandbox's clock moves both.
    pub fn platform_now(&self) -> i64 {
        match &self.platform_clock {
            Some(clock) => clock.read(),
            None => std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs() as i64),
        }
    }
}

/// Token (from the cookie only), request id and client address for an upstream call.
pub fn call_context(req: &HttpRequest, state: &AppState) -> CallContext {
    CallContext {
        token: token_from(req),
        request_id: request_id(req),
        client_ip: client_ip(req, &state.settings.server.trusted_proxies).map(|ip| ip.to_string()),
    }
}

/// The app's state and this worker's upstream client: what a handler that calls the platform
/// takes, as one argument (`let AppAndUpstream { state, upstream } = app;`).
pub struct AppAndUpstream {
    pub state: web::Data<AppState>,
    pub upstream: web::Data<Upstream>,
}

impl FromRequest for AppAndUpstream {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let state = web::Data::<AppState>::from_request(req, payload);
        let upstream = web::Data::<Upstream>::from_request(req, payload);
        Box::pin(async move {
            Ok(Self {
                state: state.await?,
                upstream: upstream.await?,
            })
        })
    }
}
