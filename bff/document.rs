//! The HTML document around a rendered page: assets, the embedded state, the CSP nonce.

use crate::assets::ClientManifest;
use crate::base_path::BasePath;
use orgcenter_core::script_json::push_script_safe_json;

/// What the head says before the page is rendered: it can go out while the loaders still wait
/// on the platform (`streamed.rs`), so the browser fetches the scripts in the meantime.
pub struct Head<'a> {
    pub title: &'a str,
    pub manifest: &'a ClientManifest,
    /// The matched route's path pattern when the page itself is shown (not a 404/401 screen):
    /// its chunks are preloaded too.
    pub route_path: Option<&'a str>,
    /// `server.base_path`: the manifest's `/assets/…` and the icon are linked under it. The
    /// entry's chunks follow on their own: esbuild imports them relative to the entry's URL.
    pub base: &'a BasePath,
}

pub struct Document<'a> {
    pub head: Head<'a>,
    /// Rendered app HTML; empty when the render fell back to client rendering.
    pub body_html: &'a str,
    /// The render input, already serialised; embedded for hydration.
    pub state_json: &'a str,
    pub nonce: &'a str,
    /// This page's first-paint rules (`critical_css.rs`): inlined, and the manifest's
    /// stylesheet left to the browser code to load once the page is interactive
    /// (`frontend/src/lib/deferredSheets.ts`), so neither the first paint nor hydration waits
    /// for it. `None`: the stylesheet blocks as usual.
    pub critical_css: Option<&'a str>,
}

impl Head<'_> {
    /// The whole head of a streamed page, and `<body>`: no styles, they come with the content.
    pub fn streamed_html(&self) -> String {
        let mut out = String::with_capacity(1024);
        self.push_open(&mut out);
        self.push_preloads(&mut out, true);
        out.push_str("</head><body>");
        out
    }

    fn push_open(&self, out: &mut String) {
        out.push_str("<!DOCTYPE html><html lang=\"zh-CN\"><head><meta charset=\"utf-8\">");
        out.push_str("<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">");
        out.push_str("<link rel=\"icon\" href=\"");
        push_escaped_text(out, &self.base.join("/favicon.ico"));
        out.push_str("\">");
        out.push_str("<title>");
        let page_title = if self.title.is_empty() {
            "机构中心".to_owned()
        } else {
            format!("{} - 机构中心", self.title)
        };
        push_escaped_text(out, &page_title);
        out.push_str("</title>");
    }

    /// The manifest's and the route's chunks, after the entry with `entry` (its `<script>` is
    /// at the end of the body, which a streamed page sends only after the loaders: without the
    /// preload the browser would not ask for it before).
    fn push_preloads(&self, out: &mut String, entry: bool) {
        let route_chunks = self
            .route_path
            .and_then(|p| self.manifest.routes.get(p))
            .into_iter()
            .flatten();
        let entry = entry.then_some(&self.manifest.entry);
        for chunk in entry
            .into_iter()
            .chain(&self.manifest.preload)
            .chain(route_chunks)
        {
            out.push_str("<link rel=\"modulepreload\" href=\"");
            push_escaped_text(out, &self.base.join(chunk));
            out.push_str("\">");
        }
    }
}

impl Document<'_> {
    pub fn to_html(&self) -> String {
        let mut out = String::with_capacity(self.capacity() + 2048);
        self.head.push_open(&mut out);
        self.push_styles(&mut out);
        self.head.push_preloads(&mut out, false);
        out.push_str("</head><body>");
        self.push_body(&mut out);
        out
    }

    /// What follows `Head::streamed_html`: the styles (in the body, still before the content
    /// they style: an inline `<style>` blocks nothing, a stylesheet link holds back what
    /// follows it), then the same body as `to_html`'s.
    pub fn after_streamed_head(&self) -> String {
        let mut out = String::with_capacity(self.capacity());
        self.push_styles(&mut out);
        self.push_body(&mut out);
        out
    }

    /// About what the body and styles take (the state grows a little when made script-safe):
    /// the page is written into one allocation instead of growing it two or three times, each
    /// a copy of everything written so far (the inline rules alone are 40–85 KB).
    fn capacity(&self) -> usize {
        self.body_html.len() + self.state_json.len() + self.critical_css.map_or(0, str::len) + 1024
    }

    fn push_styles(&self, out: &mut String) {
        match self.critical_css {
            Some(rules) => {
                out.push_str("<style>");
                out.push_str(rules);
                out.push_str("</style>");
            }
            None => self.push_stylesheets(out),
        }
    }

    fn push_body(&self, out: &mut String) {
        out.push_str("<div id=\"root\">");
        out.push_str(self.body_html);
        out.push_str("</div>");
        // The whole sheet after hydration (issue 37): with scripts it is markup the browser code
        // inserts once the page is interactive (a `<noscript>` is text then: nothing is fetched
        // before, and the 121 KB gzip no longer share the link with the scripts); without
        // scripts the browser applies it as it parses.
        if self.critical_css.is_some() {
            out.push_str("<noscript id=\"__ORG_SHEETS__\">");
            self.push_stylesheets(out);
            out.push_str("</noscript>");
        }
        out.push_str("<script id=\"__ORG_STATE__\" type=\"application/json\">");
        push_script_safe_json(out, self.state_json);
        out.push_str("</script><script type=\"module\" nonce=\"");
        out.push_str(self.nonce);
        out.push_str("\" src=\"");
        push_escaped_text(out, &self.head.base.join(&self.head.manifest.entry));
        out.push_str("\"></script></body></html>");
    }

    fn push_stylesheets(&self, out: &mut String) {
        for css in &self.head.manifest.css {
            out.push_str("<link rel=\"stylesheet\" href=\"");
            push_escaped_text(out, &self.head.base.join(css));
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

    /// A build with an entry script and one style sheet, nothing preloaded.
    fn entry_and_sheet() -> ClientManifest {
        ClientManifest {
            entry: "/assets/entry-client-1.js".into(),
            css: vec!["/assets/app-2.css".into()],
            preload: vec![],
            routes: Default::default(),
        }
    }

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
            head: Head {
                title: "",
                manifest: &manifest,
                route_path: Some("/SJ/list"),
                base: &base,
            },
            body_html: "",
            state_json: "{}",
            nonce: "n",
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
    fn with_first_paint_rules_the_head_inlines_them_and_the_sheet_waits_in_a_noscript_after_the_content(
    ) {
        let manifest = entry_and_sheet();
        let base = BasePath::parse("/").unwrap();
        let html = Document {
            head: Head {
                title: "",
                manifest: &manifest,
                route_path: None,
                base: &base,
            },
            body_html: "<p class=\"a\">x</p>",
            state_json: "{}",
            nonce: "n",
            critical_css: Some(".a{color:red}"),
        }
        .to_html();
        let (head, body) = html.split_once("</head>").unwrap();
        assert!(head.contains("<style>.a{color:red}</style>"), "{head}");
        assert!(
            !head.contains("app-2.css"),
            "the sheet is fetched before hydration: {head}"
        );
        let content = body.find("<p class=\"a\">").unwrap();
        let sheet = body
            .find("<noscript id=\"__ORG_SHEETS__\"><link rel=\"stylesheet\" href=\"/assets/app-2.css\"></noscript>")
            .unwrap();
        let script = body.find("<script type=\"module\"").unwrap();
        assert!(content < sheet && sheet < script, "{body}");
    }

    #[test]
    fn a_streamed_head_preloads_the_entry_and_the_rest_brings_the_rules_before_the_content() {
        let manifest = entry_and_sheet();
        let base = BasePath::parse("/").unwrap();
        let head = || Head {
            title: "列表",
            manifest: &manifest,
            route_path: None,
            base: &base,
        };
        let first = head().streamed_html();
        assert!(
            first.ends_with(
                "<link rel=\"modulepreload\" href=\"/assets/entry-client-1.js\"></head><body>"
            ),
            "{first}"
        );
        let rest = Document {
            head: head(),
            body_html: "<p class=\"a\">x</p>",
            state_json: "{}",
            nonce: "n",
            critical_css: Some(".a{color:red}"),
        }
        .after_streamed_head();
        assert!(
            rest.starts_with("<style>.a{color:red}</style><div id=\"root\"><p class=\"a\">"),
            "{rest}"
        );
        assert!(rest.ends_with("</script></body></html>"), "{rest}");
    }

    #[test]
    fn nonces_differ_between_responses() {
        assert_ne!(new_nonce(), new_nonce());
        assert!(new_nonce().len() >= 24);
    }
}
