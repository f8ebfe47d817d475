//! `/sandbox-files/*`: the bundled sandbox's files (avatars, the agreement page, later uploaded
//! images), passed through so the browser loads them from the console's own origin. Only when
//! the sandbox is the upstream; a real platform serves its files from its own https CDN.

use actix_web::http::{header, Method};
use actix_web::{web, HttpRequest, HttpResponse};

use crate::error::UpstreamError;
use crate::state::AppState;
use crate::upstream::{map_send_error, CallContext, Upstream};

const MAX_FILE_BYTES: usize = 10 * 1024 * 1024;

pub async fn serve(
    req: HttpRequest,
    state: web::Data<AppState>,
    upstream: web::Data<Upstream>,
) -> HttpResponse {
    let path = req.path();
    let safe = path
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'/' | b'_' | b'-' | b'.'));
    if !state.settings.uses_sandbox() || !safe || path.contains("..") || path.contains("//") {
        return HttpResponse::NotFound().finish();
    }
    let fetch = async {
        let mut resp = upstream
            .request(Method::GET, path, &CallContext::default())
            .send()
            .await
            .map_err(map_send_error)?;
        let content_type = resp.headers().get(header::CONTENT_TYPE).cloned();
        let body = resp
            .body()
            .limit(MAX_FILE_BYTES)
            .await
            .map_err(|e| UpstreamError::BadResponse(e.to_string()))?;
        Ok::<_, UpstreamError>((resp.status(), content_type, body))
    };
    match actix_web::rt::time::timeout(upstream.budget(), fetch).await {
        Ok(Ok((status, content_type, body))) if status.is_success() => {
            let mut out = HttpResponse::Ok();
            if let Some(ct) = content_type {
                out.insert_header((header::CONTENT_TYPE, ct));
            }
            out.insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
                .body(body)
        }
        Ok(Ok(_)) => HttpResponse::NotFound().finish(),
        Ok(Err(e)) => e.to_response(),
        Err(_) => UpstreamError::Timeout.to_response(),
    }
}
