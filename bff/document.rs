//! The HTML document around a rendered page: assets, the embedded state, the CSP nonce.

use crate::assets::ClientManifest;
use crate::base_path::BasePath;
use orgcenter_core::script_json::push_script_safe_json;

pub struct Document<'a> {
    pub title: &'a str,
    /// Rendered app HTML; empty when the render fell back to client rendering.
    pub body_html: &'a str,
    /// The render input, already serialised; embedded for hydration.
    pub state_json: &'a str,
    pub nonce: &'a str,
    pub manifest: &'a ClientManifest,
    /// The matched route's path pattern when the page itself is shown (not a 404/401 screen):
    /// its chunks are preloaded too.
    pub route_path: Option<&'a str>,
    /// `server.base_path`: the manifest's `/assets/…` and the icon are linked under it. The
    /// entry's chunks follow on their own: esbuild imports them relative to the entry's URL.
    pub base: &'a BasePath,
    /// This page's first-paint rules (`critical_css.rs`): inlined in the head, and the
    /// manifest's stylesheet linked after the content instead, so the first paint does not wait
    /// for it. `None`: the stylesheet blocks in the head as usual.
    pub critical_css: Option<&'a str>,
}

impl Document<'_> {
    pub fn to_html(&self) -> String {
        let mut out = String::with_capacity(self.body_html.len() + self.state_json.len() + 1024);
        out.push_str("<!DOCTYPE html><html lang=\"zh-CN\"><head><meta charset=\"utf-8\">");
        out.push_str("<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">");
        out.push_str("<link rel=\"icon\" href=\"");
        push_escaped_text(&mut out, &self.base.join("/favicon.ico"));
        out.push_str("\">");
        out.push_str("<title>");
        let page_title = if self.title.is_empty() {
            "机构中心".to_owned()
        } else {
            format!("{} - 机构中心", self.title)
        };
        push_escaped_text(&mut out, &page_title);
        out.push_str("</title>");
        match self.critical_css {
            Some(rules) => {
                out.push_str("<style>");
                out.push_str(rules);
                out.push_str("</style>");
                // Fetched at once, applied when the parser reaches its link below the content.
                for css in &self.manifest.css {
                    out.push_str("<link rel=\"preload\" as=\"style\" href=\"");
                    push_escaped_text(&mut out, &self.base.join(css));
                    out.push_str("\">");
                }
            }
            None => self.push_stylesheets(&mut out),
        }
        let route_chunks = self
            .route_path
            .and_then(|p| self.manifest.routes.get(p))
            .into_iter()
            .flatten();
        for chunk in self.manifest.preload.iter().chain(route_chunks) {
            out.push_str("<link rel=\"modulepreload\" href=\"");
            push_escaped_text(&mut out, &self.base.join(chunk));
            out.push_str("\">");
        }
        out.push_str("</head><body><div id=\"root\">");
        out.push_str(self.body_html);
        out.push_str("</div>");
        // In the body, a stylesheet holds back only what follows it (and the module script, which
        // runs after every stylesheet has loaded: hydration sees the whole sheet, as before).
        if self.critical_css.is_some() {
            self.push_stylesheets(&mut out);
        }
        out.push_str("<script id=\"__ORG_STATE__\" type=\"application/json\">");
        push_script_safe_json(&mut out, self.state_json);
        out.push_str("</script><script type=\"module\" nonce=\"");
        out.push_str(self.nonce);
        out.push_str("\" src=\"");
        push_escaped_text(&mut out, &self.base.join(&self.manifest.entry));
        out.push_str("\"></script></body></html>");
        out
    }
}

impl Document<'_> {
    fn push_stylesheets(&self, out: &mut String) {
        for css in &self.manifest.css {
            out.push_str("<link rel=\"stylesheet\" href=\"");
            push_escaped_text(out, &self.base.join(css));
            out.push_str("\">");
        }
    }
}

/// Escapes text for an HTML text node or a double-quoted attribute.
pub fn push_escaped_text(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
}

/// A fresh, unguessable nonce for one response's CSP.
pub fn new_nonce() -> String {
    use base64::Engine;
    let bytes: [u8; 18] = rand::random();
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

/// The page CSP: scripts only from us and with this response's nonce. Styles allow inline
/// because antd's CSS-in-JS injects `<style>` elements in the browser after hydration.
/// `upload_origins` (validated origins from `upload.extra_origins`) may be fetched from, so
/// the browser can post files to the storage host.
pub fn content_security_policy(nonce: &str, upload_origins: &[String]) -> String {
    let mut extra = String::new();
    for origin in upload_origins {
        extra.push(' ');
        extra.push_str(origin);
    }
    format!(
        "default-src 'self'; script-src 'self' 'nonce-{nonce}'; style-src 'self' 'unsafe-inline'; \
         img-src 'self' data: blob: https:{extra}; font-src 'self' data:; connect-src 'self'{extra}; \
         object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_link_of_the_document_sits_under_the_base_path() {
        let manifest = ClientManifest {
            entry: "/assets/entry-client-1.js".into(),
            css: vec!["/assets/app-2.css".into()],
            preload: vec!["/assets/chunk-3.js".into()],
            routes: [("/SJ/list".to_owned(), vec!["/assets/chunk-4.js".to_owned()])].into(),
        };
        let base = BasePath::parse("/orgcenter/").unwrap();
        let html = Document {
            title: "",
            body_html: "",
            state_json: "{}",
            nonce: "n",
            manifest: &manifest,
            route_path: Some("/SJ/list"),
            base: &base,
            critical_css: None,
        }
        .to_html();
        for link in [
            "href=\"/orgcenter/favicon.ico\"",
            "href=\"/orgcenter/assets/app-2.css\"",
            "href=\"/orgcenter/assets/chunk-3.js\"",
            "href=\"/orgcenter/assets/chunk-4.js\"",
            "src=\"/orgcenter/assets/entry-client-1.js\"",
        ] {
            assert!(html.contains(link), "{link} missing from {html}");
        }
        assert!(
            !html.contains("\"/assets/"),
            "an unprefixed asset link: {html}"
        );
    }

    #[test]
    fn with_first_paint_rules_the_head_inlines_them_and_the_sheet_is_linked_after_the_content() {
        let manifest = ClientManifest {
            entry: "/assets/entry-client-1.js".into(),
            css: vec!["/assets/app-2.css".into()],
            preload: vec![],
            routes: Default::default(),
        };
        let base = BasePath::parse("/").unwrap();
        let html = Document {
            title: "",
            body_html: "<p class=\"a\">x</p>",
            state_json: "{}",
            nonce: "n",
            manifest: &manifest,
            route_path: None,
            base: &base,
            critical_css: Some(".a{color:red}"),
        }
        .to_html();
        let (head, body) = html.split_once("</head>").unwrap();
        assert!(head.contains("<style>.a{color:red}</style>"), "{head}");
        assert!(
            head.contains("<link rel=\"preload\" as=\"style\" href=\"/assets/app-2.css\">"),
            "{head}"
        );
        assert!(
            !head.contains("rel=\"stylesheet\""),
            "the sheet blocks the first paint: {head}"
        );
        let content = body.find("<p class=\"a\">").unwrap();
        let sheet = body
            .find("<link rel=\"stylesheet\" href=\"/assets/app-2.css\">")
            .unwrap();
        let script = body.find("<script type=\"module\"").unwrap();
        assert!(content < sheet && sheet < script, "{body}");
    }

    #[test]
    fn nonces_differ_between_responses() {
        assert_ne!(new_nonce(), new_nonce());
        assert!(new_nonce().len() >= 24);
    }
}
