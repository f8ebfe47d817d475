//! The one response shape of the platform API, `{code, msg, data}`, and how the crate's error
//! (`crate::error`) is answered: its envelope also carries the machine-readable `reason`
//! (`orgcenter_core::reason`).

use actix_web::{http::StatusCode, HttpResponse, ResponseError};
use orgcenter_core::reason::Reason;
use serde::Serialize;
use serde_json::Value;

pub use crate::error::ApiError;

pub const MSG_BAD_FORMAT: &str = "请求参数格式错误";

#[derive(Debug, Serialize)]
struct Envelope<'a, T: Serialize> {
    code: i64,
    msg: &'a str,
    /// Errors only: what went wrong, for programs (the pages read `msg`).
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<Reason>,
    data: T,
    /// Only login sends it (the login count), as the platform does.
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<i64>,
}

fn json_response(status: StatusCode, body: &impl Serialize) -> HttpResponse {
    HttpResponse::build(status)
        // Every answer is per-user or single-use; nothing here may be cached on the way.
        .insert_header(("Cache-Control", "no-store"))
        .json(body)
}

/// `code 200` with `data`.
pub fn ok(msg: &str, data: impl Serialize) -> HttpResponse {
    success(msg, data, None)
}

/// `code 200` with `data` plus the top-level `value` the login call carries.
pub fn ok_with_value(msg: &str, data: impl Serialize, value: i64) -> HttpResponse {
    success(msg, data, Some(value))
}

fn success(msg: &str, data: impl Serialize, value: Option<i64>) -> HttpResponse {
    let envelope = Envelope {
        code: 200,
        msg,
        reason: None,
        data,
        value,
    };
    json_response(StatusCode::OK, &envelope)
}

/// The envelope code of an error. Client errors keep HTTP 200 (the code is in the body, as the
/// platform does); unknown paths are a real 404 and internal faults a real 500.
fn code(e: &ApiError) -> i64 {
    match e {
        ApiError::BadInput(_) => 400,
        ApiError::SessionExpired => 300,
        ApiError::NotFound => 404,
        ApiError::MethodNotAllowed => 405,
        ApiError::Internal(_) => 500,
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self {
            Self::NotFound => StatusCode::NOT_FOUND,
            Self::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
            _ => StatusCode::OK,
        }
    }

    fn error_response(&self) -> HttpResponse {
        if let Self::Internal(e) = self {
            tracing::error!(error = ?e, "sandbox internal error");
        }
        let msg = self.to_string();
        json_response(
            self.status_code(),
            &Envelope {
                code: code(self),
                msg: &msg,
                reason: Some(self.reason()),
                data: Value::Null,
                value: None,
            },
        )
    }
}

pub type ApiResult = Result<HttpResponse, ApiError>;
