//! CSRF guard for state-changing `/api/**` calls. Three checks, each enough to stop a
//! cross-site form or `fetch` on its own:
//! 1. the custom header `X-Requested-With: orgcenter`, which a cross-site page cannot send
//!    without a CORS preflight we never answer;
//! 2. `Sec-Fetch-Site` (when the browser sends it) must be `same-origin` or `none`;
//! 3. `Origin` (when present) must be our own origin.
//!
//! Bodies must be JSON or multipart: `text/plain` and urlencoded forms are what a cross-site
//! `<form>` can post without a preflight.

use actix_web::http::{header, Method};
use actix_web::HttpRequest;

pub const CSRF_HEADER: &str = "x-requested-with";
pub const CSRF_VALUE: &str = "orgcenter";

/// GETs that change state all the same, as the platform defines them. A cross-site link or
/// `<img>` sends the `SameSite=Lax` session cookie with a top-level GET, so these get the same
/// guard as a POST: logging a user out, or importing a staged spreadsheet behind their back.
/// Sending a text message is one too: a cross-site `<img>` must not make a user's browser send
/// codes to any number.
pub const STATE_CHANGING_GETS: [&str; 3] = [
    "/api/common/logout",
    "/api/common/mobile_code",
    "/api/organization/SZ/import_help_project_submit",
];

pub fn is_state_changing(method: &Method) -> bool {
    !matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS)
}

/// Whether the request needs the CSRF checks: by its method, or by being one of the GETs above.
fn needs_guard(req: &HttpRequest) -> bool {
    is_state_changing(req.method()) || STATE_CHANGING_GETS.contains(&req.path())
}

/// `Err` holds the Chinese reason shown to the caller.
pub fn check(req: &HttpRequest) -> Result<(), &'static str> {
    if !needs_guard(req) {
        return Ok(());
    }
    let headers = req.headers();
    let header_ok = headers
        .get(CSRF_HEADER)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.eq_ignore_ascii_case(CSRF_VALUE));
    if !header_ok {
        return Err("请求被拒绝：缺少防跨站请求头");
    }
    if let Some(site) = headers.get("sec-fetch-site").and_then(|v| v.to_str().ok()) {
        if site != "same-origin" && site != "none" {
            return Err("请求被拒绝：跨站请求");
        }
    }
    if let Some(origin) = headers.get(header::ORIGIN) {
        let host = headers.get(header::HOST).and_then(|v| v.to_str().ok());
        let same = origin
            .to_str()
            .ok()
            .and_then(|o| o.split_once("://").map(|(_, rest)| rest))
            .is_some_and(|authority| Some(authority) == host);
        if !same {
            return Err("请求被拒绝：来源不一致");
        }
    }
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_ascii_lowercase();
    let body_ok = content_type.is_empty()
        || content_type.starts_with("application/json")
        || content_type.starts_with("multipart/form-data");
    if !body_ok {
        return Err("请求被拒绝：不支持的内容类型");
    }
    Ok(())
}
