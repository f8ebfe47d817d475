//! The edge where `server.base_path` comes off a request and goes back onto its response, so
//! routes, loaders and handlers all see app paths (`/SJ/list`) whatever the mount.
//!
//! On the way in the prefix is stripped before routing; a path outside it gets 404, except the
//! probes (`/healthz`, `/readyz`), which a load balancer asks of the instance directly. On the
//! way out a `Location` naming an app path gets the prefix (every redirect the BFF makes, the
//! `/login?redirect=…` ones included). Cookie paths and the document's links are prefixed where
//! they are made (`CookieJar`, `Document`), as they are not headers of one shape.

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::http::uri::{PathAndQuery, Uri};
use actix_web::middleware::Next;
use actix_web::{web, Error, HttpResponse};

use crate::base_path::BasePath;
use crate::state::AppState;

/// Probes answered outside the prefix too.
const PROBES: [&str; 2] = ["/healthz", "/readyz"];

pub async fn mount(
    mut req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, Error> {
    let Some(state) = req.app_data::<web::Data<AppState>>().cloned() else {
        return next
            .call(req)
            .await
            .map(ServiceResponse::map_into_left_body);
    };
    let base = &state.settings.server.base_path;
    if base.is_root() {
        return next
            .call(req)
            .await
            .map(ServiceResponse::map_into_left_body);
    }
    let inside = match base.strip(req.path()) {
        Some(app_path) => Some(app_path.to_owned()),
        None if PROBES.contains(&req.path()) => Some(req.path().to_owned()),
        None => None,
    };
    let Some(uri) = inside.and_then(|p| with_path(&req.head().uri, &p)) else {
        let res = HttpResponse::NotFound()
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .body("未找到：此地址不属于机构中心");
        return Ok(req.into_response(res).map_into_right_body());
    };
    req.match_info_mut().get_mut().update(&uri);
    req.head_mut().uri = uri;
    let mut res = next.call(req).await?;
    prefix_location(res.headers_mut(), base);
    Ok(res.map_into_left_body())
}

/// `uri` with its path replaced and its query kept.
fn with_path(uri: &Uri, path: &str) -> Option<Uri> {
    let mut parts = uri.clone().into_parts();
    let path_and_query = match uri.query() {
        Some(q) => format!("{path}?{q}"),
        None => path.to_owned(),
    };
    parts.path_and_query = Some(PathAndQuery::try_from(path_and_query).ok()?);
    Uri::from_parts(parts).ok()
}

/// Puts the prefix on a `Location` that names an app path (`/…`, not `//host` or a URL).
pub fn prefix_location(headers: &mut header::HeaderMap, base: &BasePath) {
    let Some(location) = headers.get(header::LOCATION).and_then(|v| v.to_str().ok()) else {
        return;
    };
    if !location.starts_with('/') || location.starts_with("//") {
        return;
    }
    if let Ok(value) = HeaderValue::from_str(&base.join(location)) {
        headers.insert(header::LOCATION, value);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_path_is_replaced_and_the_query_kept() {
        let uri: Uri = "/orgcenter/SJ/list?page=2".parse().unwrap();
        let out = with_path(&uri, "/SJ/list").unwrap();
        assert_eq!(out.path(), "/SJ/list");
        assert_eq!(out.query(), Some("page=2"));
    }

    #[test]
    fn a_location_to_an_app_path_gets_the_prefix_and_others_do_not() {
        let base = BasePath::parse("/orgcenter/").unwrap();
        let mut headers = header::HeaderMap::new();
        for (given, want) in [
            ("/login?redirect=%2FSJ", "/orgcenter/login?redirect=%2FSJ"),
            ("https://other.example.cn/x", "https://other.example.cn/x"),
            ("//other.example.cn/x", "//other.example.cn/x"),
        ] {
            headers.insert(header::LOCATION, HeaderValue::from_static(given));
            prefix_location(&mut headers, &base);
            assert_eq!(headers.get(header::LOCATION).unwrap(), want);
        }
    }
}
