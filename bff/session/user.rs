//! The user behind a token: fetched from the platform's user-info call, validated as spec §5
//! says, and cached per token for a short time. Concurrent misses for one token share one
//! upstream call, and failures are never cached.
//!
//! With several replicas each keeps its own cache, so forgetting a user (logout, code 300, a
//! change that alters user info) also moves the token's generation in the shared state; a
//! cached user is trusted only while its generation is current, checked on every use. The
//! logout's answer goes out after the move, so a request to any replica after it sees the
//! session ended. Without the shared store the cache is not trusted at all (the platform is asked).

use std::sync::Arc;
use std::time::Duration;

use actix_web::http::Method;
pub use orgcenter_core::user_info::SessionUser;
use orgcenter_core::user_info::{map_user_info, UserInfoError};

use crate::error::UpstreamError;
use crate::shared_state::SharedState;
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

/// A cached user and the generation it was fetched under (`None`: the shared store could not
/// say, so the entry is never trusted again).
#[derive(Clone)]
struct Cached {
    user: Arc<SessionUser>,
    generation: Option<u64>,
}

#[derive(Clone)]
pub struct Sessions {
    cache: moka::future::Cache<String, Cached>,
    shared: Arc<dyn SharedState>,
}

impl Sessions {
    pub fn new(ttl: Duration, shared: Arc<dyn SharedState>) -> Self {
        Self {
            cache: moka::future::Cache::builder()
                .max_capacity(100_000)
                .time_to_live(ttl)
                .build(),
            shared,
        }
    }

    pub async fn current_user(
        &self,
        upstream: &Upstream,
        ctx: &CallContext,
    ) -> Result<Arc<SessionUser>, UserError> {
        let token = ctx.token.clone().ok_or(UserError::SessionOver)?;
        // Read before the fetch: a move during the fetch leaves this entry behind at once.
        let generation = self.shared.user_generation(&token).await.ok();
        if let Some(hit) = self.cache.get(&token).await {
            if hit.generation.is_some() && hit.generation == generation {
                crate::metrics::cache_lookup(crate::metrics::names::CACHE_USER, true);
                return Ok(hit.user);
            }
            self.cache.invalidate(&token).await;
        }
        // A miss is a lookup that ran the fetch; one that waited for another's fetch is a hit.
        let mut ran = false;
        let fetched = self
            .cache
            .try_get_with(token.clone(), async {
                ran = true;
                let user = Arc::new(fetch_user(upstream, ctx).await?);
                Ok(Cached { user, generation })
            })
            .await
            .map(|cached| cached.user)
            .map_err(|e: Arc<UserError>| (*e).clone());
        crate::metrics::cache_lookup(crate::metrics::names::CACHE_USER, !ran);
        if let Err(e) = &fetched {
            // The platform says the session is over: other replicas may still hold the user.
            if e.ends_session() {
                self.forget(&token).await;
            }
        }
        fetched
    }

    /// Drops the cached user here and makes every other replica drop theirs.
    pub async fn forget(&self, token: &str) {
        self.cache.invalidate(token).await;
        if self.shared.bump_user_generation(token).await.is_err() {
            // Other replicas will not trust their entries either while the store is down.
            tracing::warn!("the other replicas could not be told to forget a cached user");
        }
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
