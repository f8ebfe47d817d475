//! Login, logout and the captcha: the three calls where the BFF does more than pass through,
//! because it owns the cookies.

use actix_web::http::{header, Method, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};
use serde::Deserialize;
use serde_json::{json, Value};

use crate::error::{envelope, too_many_requests, UpstreamError};
use crate::request_meta::client_ip;
use crate::session::cookies::CAPTCHA_COOKIE;
use crate::session::csrf;
use crate::session::login_limit::{self, Refused};
use crate::state::{call_context, AppAndUpstream, AppState};
use crate::upstream::{envelope_code, Upstream};

const LOGIN_PATH: &str = "/api/organization/login/login";
const LOGOUT_PATH: &str = "/api/common/logout";
const CAPTCHA_PATH: &str = "/api/admin/verify";

#[derive(Deserialize)]
pub struct LoginForm {
    account: String,
    pwd: String,
    verify: String,
}

/// `POST /api/organization/login/login {account, pwd, verify}`. The account is trimmed, the
/// rest goes as typed. On success the token becomes the `token_org` cookie and the body is
/// `{code, msg, data: {login_count}}`: page JavaScript never sees the token.
pub async fn login(req: HttpRequest, body: web::Bytes, app: AppAndUpstream) -> HttpResponse {
    let AppAndUpstream { state, upstream } = app;
    if let Err(reason) = csrf::check(&req) {
        return envelope(StatusCode::FORBIDDEN, 403, reason);
    }
    let Ok(form) = serde_json::from_slice::<LoginForm>(&body) else {
        return envelope(StatusCode::OK, 400, "请求参数格式错误");
    };
    let client = client_ip(&req, &state.settings.server.trusted_proxies);
    let attempt = match state.login_limiter.reserve(&form.account, client).await {
        Ok(attempt) => attempt,
        Err(Refused::Locked(locked)) => {
            crate::metrics::limiter_refused(crate::metrics::names::LIMITER_LOGIN);
            return too_many_requests(locked.retry_after, &locked.message());
        }
        Err(Refused::Unavailable) => {
            crate::metrics::limiter_refused(crate::metrics::names::LIMITER_LOGIN);
            return envelope(
                StatusCode::SERVICE_UNAVAILABLE,
                503,
                login_limit::UNAVAILABLE_MESSAGE,
            );
        }
    };
    let mut ctx = call_context(&req, &state);
    let earlier_token = ctx.token.take();
    let captcha_key = req
        .cookie(CAPTCHA_COOKIE)
        .map(|c| c.value().to_owned())
        .unwrap_or_default();
    let payload = json!({
        "account": form.account.trim(),
        "pwd": form.pwd,
        "verify": form.verify,
        "verify_key": captcha_key,
    });
    let answer = match upstream
        .json(Method::POST, LOGIN_PATH, &ctx, Some(&payload))
        .await
    {
        Ok(answer) => answer,
        Err(e) => return e.to_response(),
    };

    let mut out = HttpResponse::Ok();
    out.insert_header((header::CACHE_CONTROL, "private, no-store"));
    // Whatever the outcome, the captcha was used up.
    out.cookie(state.cookies.clear_captcha());
    let token = answer
        .get("data")
        .and_then(Value::as_str)
        .filter(|t| !t.is_empty());
    match envelope_code(&answer) {
        Some(200) => attempt.succeeded().await,
        Some(400) => attempt.failed(),
        // No verdict on the password: the try is handed back when `attempt` drops.
        _ => {}
    }
    if let (Some(200), Some(token)) = (envelope_code(&answer), token) {
        if let Some(old) = earlier_token.filter(|old| old != token) {
            end_replaced_session(&state, &upstream, ctx.clone(), old).await;
        }
        // The session's exports are its account's: a later login of the account finds them.
        state
            .export_jobs
            .remember_owner(token, crate::export::store::account_owner(&form.account))
            .await;
        out.cookie(state.cookies.token(token));
        ask_for_the_user_now(&state, &upstream, ctx, token);
    }
    out.json(login_answer(&answer))
}

/// The page the browser opens next (the login page navigates at once) starts by asking the
/// platform who the token belongs to. Asking now, while this answer travels back and the browser
/// sends that request, takes one platform round trip off the first page after every login (issue
/// 37: a slow or distant platform). The page's own lookup finds the user cached or joins this
/// call (`Sessions::current_user` shares concurrent fetches); a failure is not cached, so the
/// page asks again and says what went wrong.
fn ask_for_the_user_now(
    state: &AppState,
    upstream: &Upstream,
    mut ctx: crate::upstream::CallContext,
    token: &str,
) {
    ctx.token = Some(token.to_owned());
    let sessions = state.sessions.clone();
    let upstream = upstream.clone();
    actix_web::rt::spawn(async move {
        let _ = sessions.current_user(&upstream, &ctx).await;
    });
}

/// The console's login answer: the same `{code, msg, data}` as every other answer, with the
/// login count as `data.login_count` on success and the error's `reason` otherwise. The token
/// (the platform's `data`) never leaves the server.
fn login_answer(answer: &Value) -> Value {
    let code = answer.get("code").cloned().unwrap_or(Value::Null);
    let msg = answer.get("msg").cloned().unwrap_or(Value::Null);
    if envelope_code(answer) == Some(200) {
        let count = answer.get("value").cloned().unwrap_or(Value::Null);
        return json!({ "code": code, "msg": msg, "data": { "login_count": count } });
    }
    // A platform that sends no reason still gets one, read from its message.
    let reason = answer
        .get("reason")
        .and_then(Value::as_str)
        .map(str::to_owned)
        .unwrap_or_else(|| {
            let text = msg.as_str().unwrap_or_default();
            orgcenter_core::reason::of_rule_message(text)
                .as_str()
                .to_owned()
        });
    json!({ "code": code, "msg": msg, "reason": reason, "data": null })
}

/// A new login replaced the cookie of an earlier session: end that session at the platform too,
/// or its token would stay valid upstream for hours with no cookie left to log it out.
async fn end_replaced_session(
    state: &AppState,
    upstream: &Upstream,
    mut ctx: crate::upstream::CallContext,
    old: String,
) {
    ctx.token = Some(old);
    if let Err(e) = upstream.json(Method::GET, LOGOUT_PATH, &ctx, None).await {
        tracing::warn!(error = %e, "logging out the replaced session failed");
    }
    if let Some(old) = &ctx.token {
        state.sessions.forget(old).await;
    }
}

/// `GET /api/common/logout`: ends the platform session, forgets the cached user and clears the
/// cookie. The local part happens even if the platform is unreachable.
pub async fn logout(req: HttpRequest, app: AppAndUpstream) -> HttpResponse {
    let AppAndUpstream { state, upstream } = app;
    if let Err(reason) = csrf::check(&req) {
        return envelope(StatusCode::FORBIDDEN, 403, reason);
    }
    let ctx = call_context(&req, &state);
    if let Some(token) = &ctx.token {
        if let Err(e) = upstream.json(Method::GET, LOGOUT_PATH, &ctx, None).await {
            tracing::warn!(error = %e, "platform logout failed; the local session is cleared anyway");
        }
        state.sessions.forget(token).await;
    }
    HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .cookie(state.cookies.clear_token())
        .json(json!({ "code": 200, "msg": "已退出登录", "data": null }))
}

/// `GET /api/admin/verify`: a new captcha image. The key that ties the image to the next login
/// is random, kept in an HttpOnly cookie and sent to the platform as `?token=`.
pub async fn captcha(req: HttpRequest, app: AppAndUpstream) -> HttpResponse {
    let AppAndUpstream { state, upstream } = app;
    let key = uuid::Uuid::new_v4().simple().to_string();
    let mut ctx = call_context(&req, &state);
    ctx.token = None;
    let path = format!("{CAPTCHA_PATH}?token={key}");
    match upstream.fetch_bytes(&path, &ctx, 512 * 1024).await {
        Ok(fetched) if fetched.status.is_success() => {
            match fetched.headers.get(header::CONTENT_TYPE) {
                Some(content_type) => HttpResponse::Ok()
                    .insert_header((header::CONTENT_TYPE, content_type.clone()))
                    .insert_header((header::CACHE_CONTROL, "private, no-store"))
                    .cookie(state.cookies.captcha(&key))
                    .body(fetched.body),
                None => UpstreamError::BadResponse("captcha without a content type".into())
                    .to_response(),
            }
        }
        Ok(fetched) => {
            UpstreamError::BadResponse(format!("captcha HTTP {}", fetched.status)).to_response()
        }
        Err(e) => e.to_response(),
    }
}
