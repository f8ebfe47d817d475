//! `GET /api/common/mobile_code` sends a text message, which costs money and reaches a phone
//! the caller may not own. Besides the platform's one-per-minute-per-number rule, the BFF
//! limits how many codes one client address and one session may ask for in a window, so one
//! client cannot walk through a list of numbers. Past a limit: 429 with the envelope and
//! `Retry-After`, before the platform is asked.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};

use crate::error::{envelope, too_many_requests};
use crate::request_meta::client_ip;
use crate::session::token_from;
use crate::shared_state::{token_digest, Refused, SharedState, TryStore};
use crate::state::AppAndUpstream;

/// Codes per client address per window (an office behind one address has several users).
pub const PER_ADDRESS: u32 = 10;
/// Codes per session per window (a user changing a phone number needs one or two).
pub const PER_SESSION: u32 = 5;
pub const WINDOW: Duration = Duration::from_secs(15 * 60);

/// Shown when the shared store is down: texts cost money, so none is sent uncounted.
pub const UNAVAILABLE_MESSAGE: &str = "验证码服务暂时不可用，请稍后再试";

#[derive(Clone)]
pub struct SmsLimiter {
    tries: Arc<dyn TryStore>,
}

impl SmsLimiter {
    pub fn new(shared: &dyn SharedState) -> Self {
        Self {
            tries: shared.counter("sms", WINDOW),
        }
    }

    /// Counts one code against the address and the session, or `Err` when either is used up
    /// (or the shared store cannot be asked). The session is keyed by its token's digest.
    pub async fn take(&self, addr: Option<IpAddr>, session: Option<&str>) -> Result<(), Refused> {
        let mut keys = Vec::with_capacity(2);
        keys.extend(addr.map(|a| (format!("ip:{a}"), PER_ADDRESS)));
        keys.extend(session.map(|s| (format!("s:{}", token_digest(s)), PER_SESSION)));
        self.tries.take(keys).await
    }
}

/// The throttle in front of the ordinary pass-through (which also applies the CSRF guard:
/// the path is one of `csrf::STATE_CHANGING_GETS`).
pub async fn mobile_code(
    req: HttpRequest,
    payload: web::Payload,
    app: AppAndUpstream,
) -> HttpResponse {
    let state = &app.state;
    if crate::session::csrf::check(&req).is_ok() {
        let addr = client_ip(&req, &state.settings.server.trusted_proxies);
        let token = token_from(&req);
        match state.sms_limiter.take(addr, token.as_deref()).await {
            Ok(()) => {}
            Err(Refused::Locked(locked)) => {
                crate::metrics::limiter_refused(crate::metrics::names::LIMITER_SMS);
                let msg = format!("验证码发送过于频繁，请 {} 分钟后再试", locked.minutes());
                return too_many_requests(locked.retry_after, &msg);
            }
            Err(Refused::Unavailable) => {
                crate::metrics::limiter_refused(crate::metrics::names::LIMITER_SMS);
                return envelope(StatusCode::SERVICE_UNAVAILABLE, 503, UNAVAILABLE_MESSAGE);
            }
        }
    }
    crate::proxy::forward(req, payload, app).await
}
