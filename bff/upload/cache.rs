//! The upload config cache behind `GET /api/bff/upload/policy`: the deployment's private key and,
//! per token and kind, the platform's decrypted config until shortly before it expires. It
//! holds no request state, so `AppState` keeps it without importing the upload calls.

use std::sync::Arc;
use std::time::{Duration, Instant};

use actix_web::http::Method;
use actix_web::web;
use rsa::RsaPrivateKey;
use serde_json::Value;

use super::decrypt::{decrypt_config, UploadConfig};
use super::sign::Kind;
use crate::upstream::{envelope_code, CallContext, Upstream, CODE_SESSION_OVER};

/// A config is dropped from the cache this long before it expires, so no form is signed with
/// credentials about to lapse.
const EXPIRY_MARGIN_SECS: i64 = 120;
/// Cache life of a config that does not say when it expires.
const DEFAULT_CONFIG_SECS: i64 = 600;

/// Why no config: the session is over, or the platform's config could not be had.
#[derive(Debug, Clone, Copy)]
pub(super) enum Failure {
    SessionOver,
    Unavailable,
}

/// The private key (if this deployment has one) and the per-token config cache.
pub struct UploadState {
    key: Option<Arc<RsaPrivateKey>>,
    cache: moka::future::Cache<(String, Kind), Arc<Cached>>,
}

pub(super) struct Cached {
    pub(super) config: UploadConfig,
    lifetime: Duration,
}

struct ByConfigExpiry;

impl moka::Expiry<(String, Kind), Arc<Cached>> for ByConfigExpiry {
    fn expire_after_create(
        &self,
        _k: &(String, Kind),
        v: &Arc<Cached>,
        _at: Instant,
    ) -> Option<Duration> {
        Some(v.lifetime)
    }
}

impl UploadState {
    pub fn new(key: Option<RsaPrivateKey>) -> Self {
        Self {
            key: key.map(Arc::new),
            cache: moka::future::Cache::builder()
                .max_capacity(20_000)
                .expire_after(ByConfigExpiry)
                .build(),
        }
    }

    pub async fn forget_token(&self, token: &str) {
        for kind in [Kind::Image, Kind::File] {
            self.cache.invalidate(&(token.to_owned(), kind)).await;
        }
    }

    pub(super) async fn config(
        &self,
        upstream: &Upstream,
        ctx: &CallContext,
        kind: Kind,
        now: i64,
    ) -> Result<Arc<Cached>, Failure> {
        let token = ctx.token.clone().ok_or(Failure::SessionOver)?;
        let key = self.key.clone().ok_or(Failure::Unavailable)?;
        self.cache
            .try_get_with((token, kind), fetch(upstream, ctx, kind, key, now))
            .await
            .map_err(|e: Arc<Failure>| *e)
    }
}

async fn fetch(
    upstream: &Upstream,
    ctx: &CallContext,
    kind: Kind,
    key: Arc<RsaPrivateKey>,
    now: i64,
) -> Result<Arc<Cached>, Failure> {
    let body = upstream
        .json(Method::GET, kind.upstream_path(), ctx, None)
        .await
        .map_err(|e| {
            tracing::warn!(error = %e, "upload config: platform call failed");
            Failure::Unavailable
        })?;
    if envelope_code(&body) == Some(CODE_SESSION_OVER) {
        return Err(Failure::SessionOver);
    }
    let info = match (envelope_code(&body), body.pointer("/data/info")) {
        (Some(200), Some(Value::String(info))) => info.clone(),
        _ => {
            tracing::warn!("upload config: the platform answered without data.info");
            return Err(Failure::Unavailable);
        }
    };
    // Private-key operations are CPU work: the blocking pool, never an async worker.
    let config = web::block(move || decrypt_config(&key, &info))
        .await
        .map_err(|_| Failure::Unavailable)?
        .map_err(|_| {
            // One line, no detail: which step failed must not be observable (Marvin).
            tracing::warn!("upload config: unreadable");
            Failure::Unavailable
        })?;
    let left = config.expire.unwrap_or(now + DEFAULT_CONFIG_SECS) - now - EXPIRY_MARGIN_SECS;
    if left <= 0 {
        tracing::warn!("upload config: already expired");
        return Err(Failure::Unavailable);
    }
    Ok(Arc::new(Cached {
        config,
        lifetime: Duration::from_secs(left as u64),
    }))
}
