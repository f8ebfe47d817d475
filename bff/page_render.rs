//! The parts of a page response both ways of sending it share (`pages.rs`: whole;
//! `streamed.rs`: the head first): the loaders' answers, the head, the headers, the render in
//! V8 with its cached layout parts, and where a page whose session is over sends the user.

use std::collections::BTreeMap;
use std::sync::Arc;

use actix_web::http::{header, StatusCode};
use actix_web::{HttpRequest, HttpResponse};
use serde::Serialize;
use serde_json::{Map, Value};

use crate::access::RouteMatch;
use crate::document::{content_security_policy, Document, Head};
use crate::redirect;
use crate::render::fragments::Fragments;
use crate::render::LayoutInputs;
use crate::session::{SessionUser, UserError};
use crate::state::AppState;
use crate::ui_settings;
use crate::upstream::Upstream;

/// The route's loaders' answers, scrubbed: the same rule as the proxy's, no stored URL outside
/// the upload store reaches an `<img src>`.
pub(crate) async fn load(
    state: &AppState,
    m: &RouteMatch<'_>,
    query: &BTreeMap<String, String>,
    upstream: &Upstream,
    ctx: &crate::upstream::CallContext,
) -> crate::loaders::LoadedData {
    let mut loaded =
        crate::loaders::run(&m.route.def.loaders, &m.params, query, upstream, ctx).await;
    for value in loaded.data.values_mut() {
        orgcenter_core::file_url::scrub(value, &state.file_prefixes);
    }
    loaded
}

/// Where a page whose session turned out to be over sends the user: the login page with the
/// redirect back and the reason.
pub(crate) fn login_location(current: &str, e: &UserError) -> String {
    format!(
        "{}&error={}",
        redirect::login_url(current),
        e.login_reason()
    )
}

/// The head of `m`'s page: its title and, when the page itself is shown, its chunks.
pub(crate) fn head<'a>(state: &'a AppState, m: &RouteMatch<'a>, status: StatusCode) -> Head<'a> {
    Head {
        title: &m.route.def.title,
        manifest: &state.assets.manifest,
        route_path: (status == StatusCode::OK).then_some(m.route.def.path.as_str()),
        base: &state.settings.server.base_path,
    }
}

/// A page's headers: HTML, its CSP with this response's nonce, never cached.
pub(crate) fn page_response(
    state: &AppState,
    status: StatusCode,
    nonce: &str,
) -> actix_web::HttpResponseBuilder {
    let mut out = HttpResponse::build(status);
    out.insert_header((header::CONTENT_TYPE, "text/html; charset=utf-8"))
        .insert_header((
            header::CONTENT_SECURITY_POLICY,
            content_security_policy(nonce, &state.settings.upload.extra_origins),
        ))
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .insert_header((header::VARY, "Cookie"));
    out
}

/// A page rendered in V8 (or not: an empty body means the browser renders it), with what the
/// document around it needs.
pub(crate) struct RenderedPage {
    input: String,
    body_html: String,
    critical_css: Option<Arc<str>>,
}

impl RenderedPage {
    pub(crate) fn document<'a>(&'a self, nonce: &'a str, head: Head<'a>) -> Document<'a> {
        Document {
            head,
            body_html: &self.body_html,
            state_json: &self.input,
            nonce,
            critical_css: self.critical_css.as_deref(),
        }
    }
}

/// What a page answers: the address asked, for whom (nobody on a public page), its status and
/// its loaders' data.
pub(crate) struct PageAnswer<'a> {
    pub current: &'a str,
    pub user: Option<Arc<SessionUser>>,
    pub status: StatusCode,
    pub data: Map<String, Value>,
}

/// The render input for `answer`, the page rendered from it, and its first-paint rules.
pub(crate) async fn render_page(
    state: &AppState,
    answer: PageAnswer<'_>,
    req: &HttpRequest,
) -> RenderedPage {
    let PageAnswer {
        current,
        user,
        status,
        data,
    } = answer;
    let user_json = serde_json::to_value(user.as_deref()).unwrap_or(Value::Null);
    let settings = ui_settings::from_request(req);
    let input = RenderInput {
        url: current,
        status: status.as_u16(),
        user: &user_json,
        data: &data,
        settings: &settings,
        platform_url: &state.settings.site.platform_url,
        // The platform's "now", so relative times agree with its answers (a held test clock).
        now: u64::try_from(state.platform_now()).unwrap_or(0),
        base: state.settings.server.base_path.prefix(),
        gateway_max_body_mb: state.settings.server.gateway_max_body_mb,
    }
    .to_json();
    let rendered = if !state.settings.render.ssr {
        Ok(PageHtml::whole(String::new()))
    } else if state.fragments.is_enabled() {
        let layout = LayoutInputs {
            url: current,
            status: status.as_u16(),
            user: &user_json,
            settings: &settings,
            platform_url: &state.settings.site.platform_url,
        };
        render_with_fragments(state, layout.key(), &input).await
    } else {
        state.pool.render(input.clone()).await.map(PageHtml::whole)
    };
    let page = rendered.unwrap_or_else(|e| {
        crate::metrics::render_fallback(&e);
        tracing::warn!(error = %e, path = %current, "server render failed; serving the client-rendered page");
        PageHtml::whole(String::new())
    });
    let critical_css = match &state.assets.critical_css {
        Some(picker) if !page.html.is_empty() => Some(match &page.cached_parts {
            // The same classes as the whole page's: the parts' empty roots carry none.
            Some((fresh, parts)) => picker.for_classes(
                crate::critical_css::html_classes(fresh).chain(parts.classes.iter().map(|c| &**c)),
            ),
            None => picker.for_html(&page.html),
        }),
        _ => None,
    };
    let body_html = page.html;
    RenderedPage {
        input,
        body_html,
        critical_css,
    }
}

/// What the bundle renders from, embedded in the page as `#__ORG_STATE__` for hydration.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RenderInput<'a> {
    url: &'a str,
    status: u16,
    user: &'a Value,
    data: &'a Map<String, Value>,
    settings: &'a Value,
    platform_url: &'a str,
    now: u64,
    /// `server.base_path` without its trailing slash (`""` at the root): the frontend's
    /// router basename and the prefix of its calls and links (`frontend/src/lib/base.ts`).
    base: &'a str,
    /// The reverse proxy's body limit (0 = not known), for the upload dialog's 413 message.
    gateway_max_body_mb: u32,
}

impl RenderInput<'_> {
    /// Written straight from the borrowed parts: `json!` would first deep-copy the loaders'
    /// answers into a new tree (its values go through `to_value`), then write and drop both.
    fn to_json(&self) -> String {
        serde_json::to_string(self).expect("strings, numbers and JSON values always serialise")
    }
}

/// A rendered page's HTML and, when its layout parts came from the cache, the render's own HTML
/// (those parts left as empty roots) with the parts.
struct PageHtml {
    html: String,
    cached_parts: Option<(String, Arc<Fragments>)>,
}

impl PageHtml {
    fn whole(html: String) -> Self {
        Self {
            html,
            cached_parts: None,
        }
    }
}

/// The page's HTML: with the cached layout parts when we hold them for these inputs (the bundle
/// leaves their roots empty, we put them back), else a full render whose parts are kept.
async fn render_with_fragments(
    state: &AppState,
    key: String,
    input: &str,
) -> Result<PageHtml, crate::render::RenderError> {
    if let Some(cached) = state.fragments.get(&key) {
        let fresh = state.pool.render(cached.render_input(input)).await?;
        if let Some(html) = cached.splice(&fresh) {
            return Ok(PageHtml {
                html,
                cached_parts: Some((fresh, cached)),
            });
        }
        // The bundle did not leave every root we asked for: a layout part depends on something
        // the key does not hold (a bug). Rendering the whole page keeps what the user sees right.
        tracing::warn!("cached layout parts did not fit the render; rendering the whole page");
    }
    let html = state.pool.render(input.to_owned()).await?;
    state.fragments.remember(key, &html);
    Ok(PageHtml::whole(html))
}
