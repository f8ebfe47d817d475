//! `/api/**` pass-through to the platform, as spec §7 describes: the token from the cookie goes
//! up as the `token` header, codes 200/400 (and any other envelope) come back as they are, code
//! 300 ends the session here too (cookie cleared, cached user dropped), downloads stream
//! through whole, and failures become one fixed envelope.

use actix_web::http::{header, Method, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};
use bytes::{Bytes, BytesMut};
use futures_util::StreamExt;

use orgcenter_core::file_url::scrub_json_bytes;

use crate::error::{envelope, UpstreamError};
use crate::idempotency::{self, Answer, NotKept};
use crate::session::csrf;
use crate::state::{call_context, AppAndUpstream, AppState};
use crate::upstream::{
    map_body_error, proxied_envelope_code, send_timed, Upstream, CODE_SESSION_OVER, MAX_JSON_BYTES,
};

/// Request headers the platform may see. Everything else — the browser's `Cookie`, any
/// `token` the client made up, `Authorization`, hop-by-hop headers — stays here.
const FORWARDED_REQUEST_HEADERS: [header::HeaderName; 3] = [
    header::CONTENT_TYPE,
    header::ACCEPT,
    header::ACCEPT_LANGUAGE,
];

/// Response headers of a download that the browser needs.
const FORWARDED_DOWNLOAD_HEADERS: [header::HeaderName; 3] = [
    header::CONTENT_TYPE,
    header::CONTENT_DISPOSITION,
    header::CONTENT_LENGTH,
];

pub async fn forward(req: HttpRequest, payload: web::Payload, app: AppAndUpstream) -> HttpResponse {
    let AppAndUpstream { state, upstream } = app;
    if let Err(reason) = csrf::check(&req) {
        return envelope(StatusCode::FORBIDDEN, 403, reason);
    }
    let Some(path_and_query) = upstream_path_and_query(&req) else {
        return envelope(StatusCode::BAD_REQUEST, 400, "请求路径不合法");
    };
    let ctx = call_context(&req, &state);
    if let Some(refused) = area_gate(req.path(), &state, &upstream, &ctx).await {
        return refused;
    }
    let body = match read_limited(&req, payload, state.settings.upstream.max_body_bytes).await {
        Ok(body) => body,
        Err(response) => return response,
    };
    let mut up = upstream.request(req.method().clone(), &path_and_query, &ctx);
    for name in FORWARDED_REQUEST_HEADERS {
        if let Some(value) = req.headers().get(&name) {
            up = up.insert_header((name, value.clone()));
        }
    }

    let answer = match idempotency::key_of(&req, &ctx) {
        // A repeat of a create (double click, retry, second tab) gets the first one's answer,
        // and waits for it while the first is still with the platform: one upstream call.
        Some(key) => {
            let call = async {
                match exchange(up, body, &upstream, &req).await {
                    Ok(Exchange::Answer(answer)) if answer.code == 200 => Ok(answer),
                    Ok(Exchange::Answer(answer)) => Err(NotKept::Answer(answer)),
                    Ok(Exchange::Download(_)) => Err(NotKept::Failed(UpstreamError::BadResponse(
                        "a download answered an idempotent call".into(),
                    ))),
                    Err(e) => Err(NotKept::Failed(e)),
                }
            };
            match state.idempotency.once(key, call).await {
                Ok(answer) => answer,
                Err(not_kept) => match &*not_kept {
                    NotKept::Answer(answer) => answer.clone(),
                    NotKept::Failed(e) => return e.to_response(),
                },
            }
        }
        None => match exchange(up, body, &upstream, &req).await {
            Ok(Exchange::Answer(answer)) => answer,
            Ok(Exchange::Download(response)) => return response,
            Err(e) => return e.to_response(),
        },
    };
    respond(&req, &state, &ctx, answer).await
}

/// What the platform answered to one call.
enum Exchange {
    /// A JSON envelope, read whole.
    Answer(Answer),
    /// A file, streamed through as it arrives.
    Download(HttpResponse),
}

/// Sends the call and reads the envelope (any non-envelope is an error).
async fn exchange(
    up: awc::ClientRequest,
    body: Bytes,
    upstream: &Upstream,
    req: &HttpRequest,
) -> Result<Exchange, UpstreamError> {
    // The body's share of the budget is set only below: a download streams through whole.
    let sent = std::time::Instant::now();
    let resp = send_timed(up.send_body(body)).await?;
    if resp.status().is_redirection() || resp.status().is_informational() {
        return Err(UpstreamError::BadResponse(format!(
            "HTTP {}",
            resp.status()
        )));
    }
    if resp.headers().contains_key(header::CONTENT_DISPOSITION) {
        return Ok(Exchange::Download(stream_download(resp)));
    }
    let mut resp = resp.timeout(upstream.body_budget(sent));
    let bytes = resp
        .body()
        .limit(MAX_JSON_BYTES)
        .await
        .map_err(map_body_error)?;
    let code = proxied_envelope_code(&bytes).inspect_err(|e| {
        tracing::warn!(error = %e, path = %req.path(), "upstream answer is not an envelope");
    })?;
    Ok(Exchange::Answer(Answer {
        status: resp.status().as_u16(),
        code,
        body: bytes,
    }))
}

/// The envelope back to the browser, with what it means for the session.
async fn respond(
    req: &HttpRequest,
    state: &AppState,
    ctx: &crate::upstream::CallContext,
    answer: Answer,
) -> HttpResponse {
    let status = StatusCode::from_u16(answer.status).unwrap_or(StatusCode::OK);
    let mut out = HttpResponse::build(status);
    out.insert_header((header::CONTENT_TYPE, "application/json; charset=utf-8"));
    match answer.code {
        CODE_SESSION_OVER => {
            if let Some(token) = &ctx.token {
                state.sessions.forget(token).await;
            }
            out.cookie(state.cookies.clear_token());
        }
        // A change that succeeded may change what user info says (unread count, certification,
        // agreement), so the next page load asks the platform again.
        200 if csrf::is_state_changing(req.method()) => {
            if let Some(token) = &ctx.token {
                state.sessions.forget(token).await;
            }
        }
        _ => {}
    }
    // The bytes go back as the platform wrote them (they were only read for the code), unless
    // a stored image or file URL points outside the upload store: the browser would load it
    // with the user's cookie.
    match scrub_json_bytes(&answer.body, &state.file_prefixes) {
        Some(scrubbed) => {
            tracing::warn!(path = %req.path(), "the platform sent file URLs outside the upload store; removed");
            out.body(scrubbed)
        }
        None => out.body(answer.body),
    }
}

/// Refuses (403, before any upstream call) a call under an area's API prefixes when the user's
/// roles may not see that area: the same role list that gates the area's pages (routes.json).
/// Without a usable session the call goes up as it is, and the platform answers it. The export
/// asks the same for the platform call its workbook pages through.
pub async fn area_gate(
    path: &str,
    state: &AppState,
    upstream: &Upstream,
    ctx: &crate::upstream::CallContext,
) -> Option<HttpResponse> {
    let area = state.routes.area_of_api(path)?;
    if area.roles.is_empty() || ctx.token.is_none() {
        return None;
    }
    let user = state.sessions.current_user(upstream, ctx).await.ok()?;
    (!area.allows(&user.roles)).then(|| {
        tracing::info!(area = %area.key, path = %path, "API call of an area the user may not see refused");
        envelope(StatusCode::FORBIDDEN, 403, "无权访问该功能")
    })
}

fn stream_download<S>(resp: awc::ClientResponse<S>) -> HttpResponse
where
    S: futures_util::Stream<Item = Result<Bytes, awc::error::PayloadError>> + Unpin + 'static,
{
    let status = StatusCode::from_u16(resp.status().as_u16()).unwrap_or(StatusCode::OK);
    let mut out = HttpResponse::build(status);
    for name in FORWARDED_DOWNLOAD_HEADERS {
        if let Some(value) = resp.headers().get(&name) {
            out.insert_header((name, value.clone()));
        }
    }
    out.streaming(resp)
}

/// The request body, refused with 413 before any upstream call when it is over the limit.
async fn read_limited(
    req: &HttpRequest,
    mut payload: web::Payload,
    limit: usize,
) -> Result<Bytes, HttpResponse> {
    let too_large = || envelope(StatusCode::PAYLOAD_TOO_LARGE, 413, "请求内容过大");
    let declared = crate::request_meta::declared_length(req);
    if declared.is_some_and(|n| n > limit) {
        return Err(too_large());
    }
    if matches!(*req.method(), Method::GET | Method::HEAD) {
        return Ok(Bytes::new());
    }
    let mut body = BytesMut::new();
    while let Some(chunk) = payload.next().await {
        let chunk =
            chunk.map_err(|_| envelope(StatusCode::BAD_REQUEST, 400, "请求内容读取失败"))?;
        if body.len() + chunk.len() > limit {
            return Err(too_large());
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body.freeze())
}

/// The path and query to call upstream, or `None` when the path could reach anything but an
/// `/api/` resource on the configured host. A client-supplied `token` query parameter is dropped.
pub fn upstream_path_and_query(req: &HttpRequest) -> Option<String> {
    let path = req.uri().path();
    let safe_chars = path
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'/' | b'_' | b'-' | b'.'));
    if !path.starts_with("/api/") || !safe_chars || path.contains("//") || path.contains("..") {
        return None;
    }
    match req.query_string() {
        "" => Some(path.to_owned()),
        query => Some(orgcenter_core::redirect::without_token(&format!(
            "{path}?{query}"
        ))),
    }
}
