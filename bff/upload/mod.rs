//! `GET /api/bff/upload/policy?kind=image|file`: the BFF fetches the platform's encrypted upload
//! config with the user's token, decrypts it here (the browser never sees the key or the secret),
//! caches it per token and kind until shortly before it expires, and answers with a signed OSS
//! PostObject form. Every failure other than "session over" is one identical envelope.

pub mod decrypt;
pub mod sign;

use std::sync::Arc;
use std::time::{Duration, Instant};

use actix_web::http::{Method, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};
use rsa::RsaPrivateKey;
use serde_json::{json, Value};

use crate::error::envelope;
use crate::state::{call_context, AppState};
use crate::upstream::{envelope_code, CallContext, Upstream, CODE_SESSION_OVER};
use decrypt::{decrypt_config, UploadConfig};
use sign::Kind;

/// The one answer for every failure: unreachable platform, odd answer, undecryptable config.
pub const UNAVAILABLE_MSG: &str = "上传配置获取失败，请稍后重试";
/// A config is dropped from the cache this long before it expires, so no form is signed with
/// credentials about to lapse.
const EXPIRY_MARGIN_SECS: i64 = 120;
/// Cache life of a config that does not say when it expires.
const DEFAULT_CONFIG_SECS: i64 = 600;

#[derive(Debug, Clone, Copy)]
enum Failure {
    SessionOver,
    Unavailable,
}

/// The private key (if this deployment has one) and the per-token config cache.
pub struct UploadState {
    key: Option<Arc<RsaPrivateKey>>,
    cache: moka::future::Cache<(String, Kind), Arc<Cached>>,
}

struct Cached {
    config: UploadConfig,
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

    async fn config(
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

#[derive(serde::Deserialize)]
pub struct PolicyQuery {
    kind: Option<String>,
}

/// `GET /api/bff/upload/policy?kind=image|file`
pub async fn policy(
    req: HttpRequest,
    query: web::Query<PolicyQuery>,
    state: web::Data<AppState>,
    upstream: web::Data<Upstream>,
) -> HttpResponse {
    let Some(kind) = query.kind.as_deref().and_then(Kind::parse) else {
        return envelope(
            StatusCode::BAD_REQUEST,
            400,
            "上传类型必须是图片（image）或文件（file）",
        );
    };
    let ctx = call_context(&req, &state);
    let session_over = || {
        let mut out = envelope(StatusCode::OK, CODE_SESSION_OVER, "登录已过期，请重新登录");
        let _ = out.add_cookie(&state.cookies.clear_token());
        out
    };
    let user = match state.sessions.current_user(&upstream, &ctx).await {
        Ok(user) => user,
        Err(e) if e.ends_session() => return session_over(),
        Err(_) => return envelope(StatusCode::BAD_GATEWAY, 502, UNAVAILABLE_MSG),
    };
    let org_id = match &user.org_id {
        Value::Number(n) => n.to_string(),
        Value::String(s) if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) => s.clone(),
        _ => return envelope(StatusCode::BAD_GATEWAY, 502, UNAVAILABLE_MSG),
    };
    // The platform's time: its policy's expiry and the signed form's are on its clock.
    let now = state.platform_now();
    let cached = match state.upload.config(&upstream, &ctx, kind, now).await {
        Ok(c) => c,
        Err(Failure::SessionOver) => {
            if let Some(token) = &ctx.token {
                state.sessions.forget(token).await;
            }
            return session_over();
        }
        Err(Failure::Unavailable) => {
            return envelope(StatusCode::BAD_GATEWAY, 502, UNAVAILABLE_MSG)
        }
    };
    let form = sign::sign(&cached.config, kind, &org_id, now);
    let mut out = HttpResponse::Ok();
    out.insert_header((actix_web::http::header::CACHE_CONTROL, "private, no-store"));
    // Spec §7 keeps `callback` and `callback_var` in cookies; HttpOnly, as page JS gets them in
    // the form anyway.
    if let Some(cb) = &form.callback {
        out.cookie(state.cookies.plain("callback", cb));
    }
    if let Some(var) = &form.callback_var {
        out.cookie(state.cookies.plain("callback_var", var));
    }
    out.json(json!({ "code": 200, "msg": "获取成功", "data": form }))
}

/// The platform's policy calls are not forwarded to the browser: their answer is only for the
/// BFF to decrypt.
pub async fn not_for_browsers() -> HttpResponse {
    envelope(StatusCode::NOT_FOUND, 404, "接口不存在")
}
