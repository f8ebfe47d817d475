//! Test mode only: `POST /__sandbox/*` (reset, clock, fixtures) passed to the bundled sandbox,
//! so a harness drives everything through the console's one origin. Registered only when the
//! console runs its own sandbox in test mode; elsewhere these paths are pages (and 404).

use actix_web::http::{header, Method, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};
use serde_json::Value;

use crate::error::envelope;
use crate::session::csrf;
use crate::state::{call_context, AppAndUpstream};

pub async fn forward(
    req: HttpRequest,
    name: web::Path<String>,
    body: web::Bytes,
    app: AppAndUpstream,
) -> HttpResponse {
    let AppAndUpstream { state, upstream } = app;
    if let Err(reason) = csrf::check(&req) {
        return envelope(StatusCode::FORBIDDEN, 403, reason);
    }
    // The name goes into the upstream path: letters and underscores only.
    if name.is_empty() || !name.bytes().all(|b| b.is_ascii_lowercase() || b == b'_') {
        return envelope(StatusCode::NOT_FOUND, 404, "接口不存在");
    }
    let json = if body.iter().all(u8::is_ascii_whitespace) {
        None
    } else {
        match serde_json::from_slice::<Value>(&body) {
            Ok(v) => Some(v),
            Err(_) => return envelope(StatusCode::OK, 400, "请求参数格式错误"),
        }
    };
    let ctx = call_context(&req, &state);
    let path = format!("/__sandbox/{name}");
    match upstream
        .json(Method::POST, &path, &ctx, json.as_ref())
        .await
    {
        Ok(answer) => {
            // The sandbox's unknown path is a 404 envelope; keep its status.
            let status = match answer.get("code").and_then(Value::as_i64) {
                Some(404) => StatusCode::NOT_FOUND,
                Some(405) => StatusCode::METHOD_NOT_ALLOWED,
                _ => StatusCode::OK,
            };
            HttpResponse::build(status)
                .insert_header((header::CACHE_CONTROL, "private, no-store"))
                .json(answer)
        }
        Err(e) => e.to_response(),
    }
}
