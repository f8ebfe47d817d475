//! `/sandbox-files/*`: the bundled sandbox's files (avatars, the agreement page, uploaded
//! objects), passed through so the browser loads them from the console's own origin, and
//! uploads to its OSS-compatible store (`POST /sandbox-files/oss/<bucket>`), streamed and
//! size-capped. Only when the sandbox is the upstream; a real platform serves its files from its
//! own https CDN and the browser posts to the real bucket.

use std::time::Duration;

use actix_web::http::{header, Method, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};
use futures_util::StreamExt;

use crate::error::UpstreamError;
use crate::state::{call_context, AppAndUpstream};
use crate::upstream::{send_timed, CallContext};

const MAX_FILE_BYTES: usize = 25 * 1024 * 1024;
/// Largest upload form: the 20 MB file limit plus room for the form fields.
pub const MAX_UPLOAD_BYTES: usize = 21 * 1024 * 1024;
/// An upload may take longer than a JSON call: it moves at the browser's pace.
const UPLOAD_BUDGET: Duration = Duration::from_secs(120);
/// The store's answers are tiny (a JSON callback answer or an XML error).
const MAX_UPLOAD_ANSWER_BYTES: usize = 64 * 1024;

fn is_safe_path(path: &str) -> bool {
    path.bytes()
        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'/' | b'_' | b'-' | b'.'))
        && !path.contains("..")
        && !path.contains("//")
}

pub async fn serve(req: HttpRequest, app: AppAndUpstream) -> HttpResponse {
    let AppAndUpstream { state, upstream } = app;
    let path = req.path();
    if !state.settings.uses_sandbox() || !is_safe_path(path) {
        return HttpResponse::NotFound().finish();
    }
    // The session goes along: documents are private objects the store shows only to their
    // organisation and to reviewers.
    let ctx = call_context(&req, &state);
    match upstream.fetch_bytes(path, &ctx, MAX_FILE_BYTES).await {
        Ok(fetched) if fetched.status.is_success() => {
            let mut out = HttpResponse::Ok();
            if let Some(ct) = fetched.headers.get(header::CONTENT_TYPE) {
                out.insert_header((header::CONTENT_TYPE, ct.clone()));
            }
            // Uploaded non-images come back as downloads, never rendered on our origin.
            if let Some(cd) = fetched.headers.get(header::CONTENT_DISPOSITION) {
                out.insert_header((header::CONTENT_DISPOSITION, cd.clone()));
            }
            // The store decides: images `public, max-age=3600`, documents `private, no-store`.
            let cache = fetched
                .headers
                .get(header::CACHE_CONTROL)
                .cloned()
                .unwrap_or(header::HeaderValue::from_static("private, no-store"));
            out.insert_header((header::CACHE_CONTROL, cache))
                .body(fetched.body)
        }
        Ok(_) => HttpResponse::NotFound().finish(),
        Err(e) => e.to_response(),
    }
}

/// `POST /sandbox-files/oss/<bucket>`: the browser's upload form, streamed to the sandbox's store
/// as it arrives and cut off past `MAX_UPLOAD_BYTES`. The store checks the signature; its answer
/// (status, JSON or OSS XML error) comes back as it is.
pub async fn upload(req: HttpRequest, payload: web::Payload, app: AppAndUpstream) -> HttpResponse {
    let AppAndUpstream { state, upstream } = app;
    let path = req.path();
    if !state.settings.uses_sandbox()
        || !is_safe_path(path)
        || !path.starts_with("/sandbox-files/oss/")
    {
        return HttpResponse::NotFound().finish();
    }
    let too_large = || crate::error::envelope(StatusCode::PAYLOAD_TOO_LARGE, 413, "上传内容过大");
    let declared = crate::request_meta::declared_length(&req);
    if declared.is_some_and(|n| n > MAX_UPLOAD_BYTES) {
        return too_large();
    }
    let Some(content_type) = req.headers().get(header::CONTENT_TYPE).cloned() else {
        return crate::error::envelope(StatusCode::BAD_REQUEST, 400, "上传内容格式错误");
    };
    // A running total over the stream: a body without Content-Length is capped as well.
    let over = std::rc::Rc::new(std::cell::Cell::new(false));
    let over_in_stream = over.clone();
    let mut seen = 0usize;
    let capped = payload.map(move |chunk| {
        let chunk = chunk?;
        seen += chunk.len();
        if seen > MAX_UPLOAD_BYTES {
            over_in_stream.set(true);
            return Err(actix_web::error::ErrorPayloadTooLarge("upload too large"));
        }
        Ok::<_, actix_web::Error>(chunk)
    });
    let exchange = async {
        let mut resp = send_timed(
            upstream
                .request(Method::POST, path, &CallContext::default())
                .timeout(UPLOAD_BUDGET)
                .insert_header((header::CONTENT_TYPE, content_type))
                .send_stream(capped),
        )
        .await?;
        let content_type = resp.headers().get(header::CONTENT_TYPE).cloned();
        let body = resp
            .body()
            .limit(MAX_UPLOAD_ANSWER_BYTES)
            .await
            .map_err(|e| UpstreamError::BadResponse(e.to_string()))?;
        Ok::<_, UpstreamError>((resp.status(), content_type, body))
    };
    match actix_web::rt::time::timeout(UPLOAD_BUDGET, exchange).await {
        Ok(Ok((status, content_type, body))) => {
            let mut out = HttpResponse::build(
                StatusCode::from_u16(status.as_u16()).unwrap_or(StatusCode::BAD_GATEWAY),
            );
            if let Some(ct) = content_type {
                out.insert_header((header::CONTENT_TYPE, ct));
            }
            out.insert_header((header::CACHE_CONTROL, "no-store"))
                .body(body)
        }
        Ok(Err(_)) if over.get() => too_large(),
        Ok(Err(e)) => e.to_response(),
        Err(_) => UpstreamError::Timeout.to_response(),
    }
}
