//! The frontend build, embedded by `build.rs`: hashed client files, the V8 server bundle and
//! the two manifests.

use std::collections::HashMap;

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse};
use serde::Deserialize;

use crate::critical_css::CriticalCss;

pub struct EmbeddedFile {
    pub path: &'static str,
    pub body: &'static [u8],
    pub gzip: Option<&'static [u8]>,
    /// Brotli at quality 11, from the frontend build (`frontend/scripts/brotli-copies.mjs`).
    pub brotli: Option<&'static [u8]>,
}

include!(concat!(env!("OUT_DIR"), "/frontend_assets.rs"));

/// `manifest.json`: what the HTML document links.
#[derive(Debug, Clone, Deserialize)]
pub struct ClientManifest {
    pub entry: String,
    #[serde(default)]
    pub css: Vec<String>,
    #[serde(default)]
    pub preload: Vec<String>,
    /// Per route path (as in `routes.json`), the chunks its page loads before hydrating beyond
    /// the entry's: the area's, the page's own, the layout's (`frontend/scripts/route-preloads.mjs`).
    #[serde(default)]
    pub routes: HashMap<String, Vec<String>>,
}

pub struct Assets {
    files: HashMap<&'static str, &'static EmbeddedFile>,
    pub manifest: ClientManifest,
    /// The app stylesheet's first-paint picker, when the build links one stylesheet (document.rs
    /// then inlines each page's rules and loads the whole sheet after the content).
    pub critical_css: Option<CriticalCss>,
}

impl Assets {
    pub fn embedded() -> anyhow::Result<Self> {
        let manifest: ClientManifest = serde_json::from_str(CLIENT_MANIFEST)?;
        let files: HashMap<_, _> = CLIENT_FILES.iter().map(|f| (f.path, f)).collect();
        let critical_css = match manifest.css.as_slice() {
            [only] => files
                .get(only.as_str())
                .and_then(|f| std::str::from_utf8(f.body).ok())
                // Inlined in a <style> element: a sheet that could end it early is not.
                .filter(|css| !css.contains("</"))
                .map(CriticalCss::parse),
            _ => None,
        };
        Ok(Self {
            files,
            manifest,
            critical_css,
        })
    }

    /// Serves a hashed file: public and immutable, brotli or else gzip when the client takes it.
    pub fn respond(&self, req: &HttpRequest) -> HttpResponse {
        let Some(file) = self.files.get(req.path()) else {
            return HttpResponse::NotFound()
                .insert_header((header::CACHE_CONTROL, "no-store"))
                .body("not found");
        };
        let mut response = HttpResponse::Ok();
        response
            .insert_header((header::CONTENT_TYPE, content_type(file.path)))
            .insert_header((header::CACHE_CONTROL, "public, max-age=31536000, immutable"))
            .insert_header((header::VARY, "Accept-Encoding"));
        match (file.brotli, file.gzip) {
            (Some(br), _) if accepts(req, "br") => response
                .insert_header((header::CONTENT_ENCODING, "br"))
                .body(br),
            (_, Some(gz)) if accepts(req, "gzip") => response
                .insert_header((header::CONTENT_ENCODING, "gzip"))
                .body(gz),
            _ => response.body(file.body),
        }
    }
}

/// Whether `Accept-Encoding` names `coding` without refusing it (`;q=0`).
fn accepts(req: &HttpRequest, coding: &str) -> bool {
    let Some(value) = req
        .headers()
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
    else {
        return false;
    };
    value.split(',').any(|entry| {
        let mut parts = entry.split(';').map(str::trim);
        let named = parts.next().is_some_and(|c| c.eq_ignore_ascii_case(coding));
        let refused = parts.any(|p| {
            p.strip_prefix("q=")
                .and_then(|q| q.parse::<f32>().ok())
                .is_some_and(|q| q == 0.0)
        });
        named && !refused
    })
}

fn content_type(path: &str) -> &'static str {
    match path.rsplit('.').next() {
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("jpg") | Some("jpeg") => "image/jpeg",
        Some("woff2") => "font/woff2",
        Some("json") | Some("map") => "application/json",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    fn asking(accept: &str) -> HttpRequest {
        TestRequest::default()
            .insert_header((header::ACCEPT_ENCODING, accept))
            .to_http_request()
    }

    #[test]
    fn a_coding_counts_as_accepted_when_named_and_not_refused_with_q_0() {
        let browser = asking("gzip, deflate, br, zstd");
        assert!(accepts(&browser, "br") && accepts(&browser, "gzip"));
        assert!(!accepts(&asking("gzip, deflate"), "br"));
        assert!(!accepts(&asking("br;q=0, gzip"), "br"));
        assert!(accepts(&asking("br;q=0.5"), "br"));
        assert!(!accepts(&TestRequest::default().to_http_request(), "gzip"));
    }

    #[test]
    fn a_hashed_script_goes_out_in_brotli_when_the_browser_takes_it_else_in_gzip() {
        let assets = Assets::embedded().unwrap();
        let path = assets.manifest.entry.clone();
        let get = |accept: &str| {
            let req = TestRequest::get()
                .uri(&path)
                .insert_header((header::ACCEPT_ENCODING, accept))
                .to_http_request();
            assets.respond(&req)
        };
        let encoding = |res: &HttpResponse| {
            res.headers()
                .get(header::CONTENT_ENCODING)
                .map(|v| v.to_str().unwrap().to_owned())
        };
        assert_eq!(encoding(&get("gzip, deflate, br")).as_deref(), Some("br"));
        assert_eq!(encoding(&get("gzip, deflate")).as_deref(), Some("gzip"));
        assert_eq!(encoding(&get("identity")), None);
    }
}
