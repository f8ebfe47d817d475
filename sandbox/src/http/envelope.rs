//! The one response shape of the platform API, `{code, msg, data}`, and the one error type,
//! whose envelope also carries the machine-readable `reason` (`orgcenter_core::reason`).

use actix_web::{http::StatusCode, HttpResponse, ResponseError};
use orgcenter_core::reason::{self, Reason};
use serde::Serialize;
use serde_json::Value;

pub const MSG_SESSION_EXPIRED: &str = "登录已过期，请重新登录";
pub const MSG_BAD_FORMAT: &str = "请求参数格式错误";
pub const MSG_NOT_FOUND: &str = "接口不存在";

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
    json_response(
        StatusCode::OK,
        &Envelope {
            code: 200,
            msg,
            reason: None,
            data,
            value: None,
        },
    )
}

/// `code 200` with `data` plus the top-level `value` the login call carries.
pub fn ok_with_value(msg: &str, data: impl Serialize, value: i64) -> HttpResponse {
    json_response(
        StatusCode::OK,
        &Envelope {
            code: 200,
            msg,
            reason: None,
            data,
            value: Some(value),
        },
    )
}

/// Every way a call can fail. Client errors keep HTTP 200 (the code is in the body, as the
/// platform does); unknown paths are a real 404 and internal faults a real 500.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// Bad input or a broken rule; the message is shown to the user as is.
    #[error("{0}")]
    BadInput(String),
    /// Missing, unknown or expired token.
    #[error("{MSG_SESSION_EXPIRED}")]
    SessionExpired,
    #[error("{MSG_NOT_FOUND}")]
    NotFound,
    #[error("请求方法不被允许")]
    MethodNotAllowed,
    /// Details go to the log only, never to the caller.
    #[error("服务器内部错误")]
    Internal(#[from] anyhow::Error),
}

impl ApiError {
    pub fn bad(msg: impl Into<String>) -> Self {
        Self::BadInput(msg.into())
    }

    /// The stable reason: fixed per kind, and for rule messages read from their wording in
    /// one place (`reason::of_rule_message`), so no rule has to name its own.
    pub fn reason(&self) -> Reason {
        match self {
            Self::BadInput(msg) => reason::of_rule_message(msg),
            Self::SessionExpired => Reason::SessionExpired,
            Self::NotFound => Reason::RouteNotFound,
            Self::MethodNotAllowed => Reason::MethodNotAllowed,
            Self::Internal(_) => Reason::Internal,
        }
    }

    fn code(&self) -> i64 {
        match self {
            Self::BadInput(_) => 400,
            Self::SessionExpired => 300,
            Self::NotFound => 404,
            Self::MethodNotAllowed => 405,
            Self::Internal(_) => 500,
        }
    }
}

impl From<rusqlite::Error> for ApiError {
    fn from(e: rusqlite::Error) -> Self {
        Self::Internal(anyhow::Error::new(e).context("sqlite"))
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
                code: self.code(),
                msg: &msg,
                reason: Some(self.reason()),
                data: Value::Null,
                value: None,
            },
        )
    }
}

pub type ApiResult = Result<HttpResponse, ApiError>;
