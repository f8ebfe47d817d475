//! `GET /api/common/mobile_code` sends a text message, which costs money and reaches a phone
//! the caller may not own. Besides the platform's one-per-minute-per-number rule, the BFF
//! limits how many codes one client address and one session may ask for in a window, so one
//! client cannot walk through a list of numbers. Past a limit: 429 with the envelope and
//! `Retry-After`, before the platform is asked.

use std::net::IpAddr;
use std::time::Duration;

use actix_web::{web, HttpRequest, HttpResponse};

use super::try_counter::{Locked, TryCounter};
use crate::error::too_many_requests;
use crate::request_meta::client_ip;
use crate::session::token_from;
use crate::state::AppState;
use crate::upstream::Upstream;

/// Codes per client address per window (an office behind one address has several users).
pub const PER_ADDRESS: u32 = 10;
/// Codes per session per window (a user changing a phone number needs one or two).
pub const PER_SESSION: u32 = 5;
pub const WINDOW: Duration = Duration::from_secs(15 * 60);

#[derive(Clone)]
pub struct SmsLimiter {
    tries: TryCounter,
}

impl Default for SmsLimiter {
    fn default() -> Self {
        Self {
            tries: TryCounter::new(WINDOW),
        }
    }
}

impl SmsLimiter {
    /// Counts one code against the address and the session, or `Err` when either is used up.
    pub fn take(&self, addr: Option<IpAddr>, session: Option<&str>) -> Result<(), Locked> {
        let mut keys = Vec::with_capacity(2);
        keys.extend(addr.map(|a| (format!("ip:{a}"), PER_ADDRESS)));
        keys.extend(session.map(|s| (format!("s:{s}"), PER_SESSION)));
        self.tries.take(&keys)
    }
}

/// The throttle in front of the ordinary pass-through (which also applies the CSRF guard:
/// the path is one of `csrf::STATE_CHANGING_GETS`).
pub async fn mobile_code(
    req: HttpRequest,
    payload: web::Payload,
    state: web::Data<AppState>,
    upstream: web::Data<Upstream>,
) -> HttpResponse {
    if crate::session::csrf::check(&req).is_ok() {
        let addr = client_ip(&req, &state.settings.server.trusted_proxies);
        let token = token_from(&req);
        if let Err(locked) = state.sms_limiter.take(addr, token.as_deref()) {
            crate::metrics::limiter_refused(crate::metrics::names::LIMITER_SMS);
            let msg = format!("验证码发送过于频繁，请 {} 分钟后再试", locked.minutes());
            return too_many_requests(locked.retry_after, &msg);
        }
    }
    crate::proxy::forward(req, payload, state, upstream).await
}
