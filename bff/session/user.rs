//! The user behind a token: fetched from the platform's user-info call, validated as spec §5
//! says, and cached per token for a short time. Concurrent misses for one token share one
//! upstream call, and failures are never cached.

use std::sync::Arc;
use std::time::Duration;

use actix_web::http::Method;
pub use orgcenter_core::user_info::SessionUser;
use orgcenter_core::user_info::{map_user_info, UserInfoError};

use crate::error::UpstreamError;
use crate::upstream::{envelope_code, CallContext, Upstream, CODE_SESSION_OVER};

const USER_INFO_PATH: &str = "/api/organization/message/get_now_msg";

#[derive(Debug, Clone, thiserror::Error, PartialEq, Eq)]
pub enum UserError {
    /// Code 300 from the platform: the token is unknown or expired.
    #[error("登录已过期，请重新登录")]
    SessionOver,
    #[error(transparent)]
    Invalid(#[from] UserInfoError),
    #[error(transparent)]
    Upstream(#[from] UpstreamError),
}

impl UserError {
    /// Whether the token must be dropped (as opposed to a platform outage, where it may still be good).
    pub fn ends_session(&self) -> bool {
        !matches!(self, Self::Upstream(_))
    }

    /// The short reason code put on `/login?error=`, which the login page turns into the message.
    pub fn login_reason(&self) -> &'static str {
        match self {
            Self::SessionOver => "expired",
            Self::Invalid(UserInfoError::VerificationFailed) => "verify",
            Self::Invalid(UserInfoError::RolesMissing) => "roles",
            Self::Upstream(UpstreamError::Timeout) => "timeout",
            Self::Upstream(UpstreamError::Unreachable(_)) => "unreachable",
            Self::Upstream(UpstreamError::BadResponse(_)) => "upstream",
        }
    }
}

#[derive(Clone)]
pub struct Sessions {
    cache: moka::future::Cache<String, Arc<SessionUser>>,
}

impl Sessions {
    pub fn new(ttl: Duration) -> Self {
        Self {
            cache: moka::future::Cache::builder()
                .max_capacity(100_000)
                .time_to_live(ttl)
                .build(),
        }
    }

    pub async fn current_user(
        &self,
        upstream: &Upstream,
        ctx: &CallContext,
    ) -> Result<Arc<SessionUser>, UserError> {
        let token = ctx.token.clone().ok_or(UserError::SessionOver)?;
        // A miss is a lookup that ran the fetch; one that waited for another's fetch is a hit.
        let mut fetched = false;
        let user = self
            .cache
            .try_get_with(token, async {
                fetched = true;
                fetch_user(upstream, ctx).await.map(Arc::new)
            })
            .await
            .map_err(|e: Arc<UserError>| (*e).clone());
        crate::metrics::cache_lookup(crate::metrics::names::CACHE_USER, !fetched);
        user
    }

    pub async fn forget(&self, token: &str) {
        self.cache.invalidate(token).await;
    }
}

async fn fetch_user(upstream: &Upstream, ctx: &CallContext) -> Result<SessionUser, UserError> {
    // The token goes in the `token` header only, never in the URL, so it stays out of logs.
    let body = upstream
        .json(Method::GET, USER_INFO_PATH, ctx, None)
        .await?;
    if envelope_code(&body) == Some(CODE_SESSION_OVER) {
        return Err(UserError::SessionOver);
    }
    Ok(map_user_info(&body)?)
}
