//! The crate's one error type, shared by the store (`db`), the areas' rules and writes and the
//! handlers. It names no HTTP: the HTTP layer (`http::envelope`) maps each kind to its status,
//! its envelope code and its machine-readable reason at the edge.

use orgcenter_core::reason::{self, Reason};

pub const MSG_SESSION_EXPIRED: &str = "登录已过期，请重新登录";
pub const MSG_NOT_FOUND: &str = "接口不存在";

/// Every way a call can fail, from a rule, the store or a handler. How each is answered (HTTP
/// status, envelope code) is the HTTP layer's (`http::envelope`).
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
}

impl From<rusqlite::Error> for ApiError {
    fn from(e: rusqlite::Error) -> Self {
        Self::Internal(anyhow::Error::new(e).context("sqlite"))
    }
}
