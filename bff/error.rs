//! One JSON envelope for every error the BFF itself produces: `{code, msg, reason, data: null}`,
//! with the same Chinese message for every failure of one kind (no internals leak to users).

use actix_web::http::{header, StatusCode};
use actix_web::HttpResponse;
use serde_json::json;

/// Why a call to the platform produced no usable answer.
#[derive(Debug, Clone, thiserror::Error, PartialEq, Eq)]
pub enum UpstreamError {
    /// The 5000 ms budget ran out (slow or trickling upstream).
    #[error("upstream timed out")]
    Timeout,
    /// Connection refused or reset, DNS failure, TLS failure.
    #[error("upstream unreachable: {0}")]
    Unreachable(String),
    /// Anything that is not a JSON envelope: an HTML error page, invalid or truncated JSON, a
    /// redirect (never followed), a body over the limit.
    #[error("upstream answered badly: {0}")]
    BadResponse(String),
}

impl UpstreamError {
    pub fn code(&self) -> i64 {
        match self {
            Self::Timeout => 504,
            Self::Unreachable(_) | Self::BadResponse(_) => 502,
        }
    }

    pub fn user_message(&self) -> &'static str {
        match self {
            Self::Timeout => "请求超时，请稍后重试",
            Self::Unreachable(_) => crate::reasons::UNREACHABLE_MSG,
            Self::BadResponse(_) => "平台服务返回了无法识别的响应，请稍后重试",
        }
    }

    pub fn to_response(&self) -> HttpResponse {
        let status = match self {
            Self::Timeout => StatusCode::GATEWAY_TIMEOUT,
            _ => StatusCode::BAD_GATEWAY,
        };
        envelope(status, self.code(), self.user_message())
    }

    /// The value a page loader embeds for a failed call (code 0 = no answer).
    pub fn to_loader_value(&self) -> serde_json::Value {
        json!({ "code": 0, "msg": self.user_message(), "data": null })
    }
}

/// `{code, msg, reason, data: null}` with the given HTTP status; never cached by anyone. The
/// machine-readable `reason` is named once for all the console's answers (`reasons.rs`).
pub fn envelope(status: StatusCode, code: i64, msg: &str) -> HttpResponse {
    let reason = crate::reasons::of_answer(status, code, msg);
    HttpResponse::build(status)
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .json(json!({ "code": code, "msg": msg, "reason": reason.as_str(), "data": null }))
}

/// 429 with the envelope and `Retry-After`: a limit was reached before the platform was asked.
pub fn too_many_requests(retry_after: std::time::Duration, msg: &str) -> HttpResponse {
    let mut out = envelope(StatusCode::TOO_MANY_REQUESTS, 429, msg);
    if let Ok(value) = header::HeaderValue::from_str(&retry_after.as_secs().to_string()) {
        out.headers_mut().insert(header::RETRY_AFTER, value);
    }
    out
}
