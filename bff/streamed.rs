//! A page whose loaders call the platform goes out in two parts (issue 37): the head (title,
//! the entry's and the route's modulepreloads) as soon as the route guard has passed, the rest
//! (the page's first-paint rules, the rendered content, the embedded state, the entry script)
//! once the loaders have answered and V8 has rendered. The browser fetches the scripts while
//! the platform answers, so a slow platform no longer delays them: on a phone the scripts take
//! longer over the link than the loaders take to answer.
//!
//! The status and headers are decided before the head goes out: 200, because everything that
//! sends the user elsewhere (no token, user info refused, no permission, unknown path) was
//! decided by the guard. The one thing a loader can still say, "the session is over", comes
//! too late for a 302: the rest is then a refresh to the login page with the same reason the
//! 302 would carry, and the cached user is forgotten, so the login page does not send the user
//! straight back.

use std::collections::BTreeMap;
use std::convert::Infallible;
use std::sync::Arc;

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use bytes::Bytes;
use futures_util::{future, stream, StreamExt};

use crate::document::push_escaped_text;
use crate::page_render::{head, load, login_location, page_response, render_page, PageAnswer};
use crate::session::{SessionUser, UserError};
use crate::state::{call_context, AppState};
use crate::upstream::Upstream;

/// The response for a page the guard let through: `head_html` now, the rest when it is ready.
pub fn page(
    state: web::Data<AppState>,
    upstream: web::Data<Upstream>,
    req: HttpRequest,
    head_html: String,
    current: String,
    query: BTreeMap<String, String>,
    user: Arc<SessionUser>,
) -> HttpResponse {
    let nonce = crate::document::new_nonce();
    let mut response = page_response(&state, StatusCode::OK, &nonce);
    let rest = async move {
        let html = rest_of_page(&state, &upstream, &req, &current, &query, user, &nonce).await;
        Ok::<_, Infallible>(Bytes::from(html))
    };
    let head = stream::once(future::ready(Ok(Bytes::from(head_html))));
    response.streaming(head.chain(stream::once(rest)))
}

async fn rest_of_page(
    state: &AppState,
    upstream: &Upstream,
    req: &HttpRequest,
    current: &str,
    query: &BTreeMap<String, String>,
    user: Arc<SessionUser>,
    nonce: &str,
) -> String {
    // The same route the guard matched: the table does not change while the server runs.
    let Some(m) = state.routes.find(req.path()) else {
        return String::from("</body></html>");
    };
    let ctx = call_context(req, state);
    let loaded = load(state, &m, query, upstream, &ctx).await;
    if loaded.session_over {
        if let Some(token) = &ctx.token {
            state.sessions.forget(token).await;
        }
        tracing::info!("session over by a loader's answer after the head; back to login");
        // Under `server.base_path` as the 302's Location would be (`mount.rs`).
        let location = login_location(current, &UserError::SessionOver);
        return refresh_to(&state.settings.server.base_path.join(&location));
    }
    let answer = PageAnswer {
        current,
        user: Some(user),
        status: StatusCode::OK,
        data: loaded.data,
    };
    let page = render_page(state, answer, req).await;
    page.document(nonce, head(state, &m, StatusCode::OK))
        .after_streamed_head()
}

/// The end of a document whose head is out, sending the browser to `location` at once.
fn refresh_to(location: &str) -> String {
    let mut out = String::from("<meta http-equiv=\"refresh\" content=\"0;url=");
    push_escaped_text(&mut out, location);
    out.push_str("\"><a href=\"");
    push_escaped_text(&mut out, location);
    out.push_str("\">登录已过期，请重新登录</a></body></html>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_late_session_end_refreshes_to_the_login_url_escaped() {
        let html = refresh_to("/login?redirect=%2Fa&error=expired");
        assert!(
            html.starts_with(
                "<meta http-equiv=\"refresh\" content=\"0;url=/login?redirect=%2Fa&amp;error=expired\">"
            ),
            "{html}"
        );
        assert!(html.ends_with("</body></html>"));
    }
}
