//! `GET /api/bff/upload/policy?kind=image|file`: the BFF fetches the platform's encrypted upload
//! config with the user's token, decrypts it here (the browser never sees the key or the secret),
//! caches it per token and kind until shortly before it expires, and answers with a signed OSS
//! PostObject form. Every failure other than "session over" is one identical envelope.

pub mod cache;
pub mod decrypt;
pub mod sign;

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use serde_json::{json, Value};

use crate::error::envelope;
use crate::state::{call_context, AppAndUpstream};
use crate::upstream::CODE_SESSION_OVER;
use cache::Failure;
use sign::Kind;

pub use cache::UploadState;

/// The one answer for every failure: unreachable platform, odd answer, undecryptable config.
pub const UNAVAILABLE_MSG: &str = "上传配置获取失败，请稍后重试";
#[derive(serde::Deserialize)]
pub struct PolicyQuery {
    kind: Option<String>,
}

/// `GET /api/bff/upload/policy?kind=image|file`
pub async fn policy(
    req: HttpRequest,
    query: web::Query<PolicyQuery>,
    app: AppAndUpstream,
) -> HttpResponse {
    let AppAndUpstream { state, upstream } = app;
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
