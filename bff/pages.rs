//! A page request: session → route → role check → loaders → render in V8 → HTML.
//!
//! No token: 302 to `/login?redirect=<path>`; user info refused or unavailable: the same with
//! `&error=<reason>` (the login page says why). Token without permission: the 401 page. Unknown
//! path: the 404 page. A render that fails or overruns serves the same document with an empty
//! root and the same embedded state, and the browser renders it instead (logged). With
//! `render.stream_head` a page with loaders sends its head before they answer (`streamed.rs`).

use std::collections::BTreeMap;
use std::sync::Arc;

use actix_web::http::{header, Method, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};
use serde_json::Map;

use crate::access::RouteMatch;
use crate::document::new_nonce;
use crate::page_render::{head, load, login_location, page_response, render_page, PageAnswer};
use crate::redirect;
use crate::session::{SessionUser, UserError};
use crate::state::{call_context, AppAndUpstream, AppState};

pub async fn page(req: HttpRequest, app: AppAndUpstream) -> HttpResponse {
    let AppAndUpstream { state, upstream } = app;
    if !matches!(*req.method(), Method::GET | Method::HEAD) {
        return HttpResponse::MethodNotAllowed()
            .insert_header((header::ALLOW, "GET, HEAD"))
            .finish();
    }
    let path = req.path();
    if path == "/" {
        return found(redirect::HOME);
    }
    let current = match req.query_string() {
        "" => path.to_owned(),
        q => format!("{path}?{q}"),
    };
    let query = parse_query(req.query_string());
    let matched = state.routes.find(path);
    let ctx = call_context(&req, &state);

    if let Some(m) = matched.as_ref().filter(|m| m.route.def.public) {
        if path == "/login" && ctx.token.is_some() {
            if let Ok(_user) = state.sessions.current_user(&upstream, &ctx).await {
                let target = query
                    .get("redirect")
                    .map(String::as_str)
                    .unwrap_or(redirect::HOME);
                return found(redirect::sanitize(target));
            }
        }
        let answer = PageAnswer {
            current: &current,
            user: None,
            status: StatusCode::OK,
            data: Map::new(),
        };
        return render(&state, m, answer, &req).await;
    }

    if ctx.token.is_none() {
        return found(&redirect::login_url(&current));
    }
    // A page's loaders only read and need nothing but the token, so they start together with
    // the user lookup instead of after it: a view whose user is no longer cached waits for one
    // platform round trip, not two. Their answers are dropped unless the guard lets the page
    // through. (A streamed head starts them once the head is out.)
    let early = matched.as_ref().filter(|m| loads_with_the_user(&state, m));
    let (user, loaded) = match early {
        Some(m) => {
            let (user, loaded) = futures_util::future::join(
                state.sessions.current_user(&upstream, &ctx),
                load(&state, m, &query, &upstream, &ctx),
            )
            .await;
            (user, Some(loaded))
        }
        None => (state.sessions.current_user(&upstream, &ctx).await, None),
    };
    let user = match user {
        Ok(user) => user,
        Err(e) => return session_failed(&state, &current, &e),
    };

    let Some(m) = matched else {
        return render_status_page(&state, "/404", &current, user, StatusCode::NOT_FOUND, &req)
            .await;
    };
    if !m.route.allows(&user.roles) {
        return render_status_page(
            &state,
            "/401",
            &current,
            user,
            StatusCode::UNAUTHORIZED,
            &req,
        )
        .await;
    }
    if state.settings.render.stream_head && !m.route.def.loaders.is_empty() {
        // The guard has passed and nothing below changes the status: the head goes out now, the
        // rest once the loaders have answered and the page is rendered (`streamed.rs`).
        let head_html = head(&state, &m, StatusCode::OK).streamed_html();
        return crate::streamed::page(state, upstream, req, head_html, current, query, user);
    }
    let loaded = match loaded {
        Some(loaded) => loaded,
        None => load(&state, &m, &query, &upstream, &ctx).await,
    };
    if loaded.session_over {
        return session_failed(&state, &current, &UserError::SessionOver);
    }
    let answer = PageAnswer {
        current: &current,
        user: Some(user),
        status: StatusCode::OK,
        data: loaded.data,
    };
    render(&state, &m, answer, &req).await
}

/// Whether `m`'s loaders may run before the guard has the user: the route has loaders, all of
/// them reads (GET), and the page is sent whole (a streamed head is sent after the guard).
fn loads_with_the_user(state: &AppState, m: &RouteMatch<'_>) -> bool {
    let loaders = &m.route.def.loaders;
    !state.settings.render.stream_head
        && !loaders.is_empty()
        && loaders.iter().all(|l| l.method.eq_ignore_ascii_case("GET"))
}

/// Loading the user failed (spec §8's route-guard failure): to the login page with the redirect
/// and the reason, which the page turns into the message. A rejected session is cleared; when the
/// platform is only down or slow the cookie stays — the session may still be good once it is
/// back, and the login page then sends the user straight on.
fn session_failed(state: &AppState, current: &str, e: &UserError) -> HttpResponse {
    let mut out = found(&login_location(current, e));
    if e.ends_session() {
        tracing::info!(reason = %e, "session rejected; back to login");
        out.add_cookie(&state.cookies.clear_token()).ok();
    } else {
        tracing::warn!(reason = %e, "user info unavailable; back to login with the reason");
    }
    out
}

async fn render_status_page(
    state: &AppState,
    route_path: &str,
    current: &str,
    user: Arc<SessionUser>,
    status: StatusCode,
    req: &HttpRequest,
) -> HttpResponse {
    match state.routes.find(route_path) {
        Some(m) => {
            let answer = PageAnswer {
                current,
                user: Some(user),
                status,
                data: Map::new(),
            };
            render(state, &m, answer, req).await
        }
        None => HttpResponse::build(status).finish(),
    }
}

async fn render(
    state: &AppState,
    m: &RouteMatch<'_>,
    answer: PageAnswer<'_>,
    req: &HttpRequest,
) -> HttpResponse {
    let status = answer.status;
    let page = render_page(state, answer, req).await;
    let nonce = new_nonce();
    let html = page.document(&nonce, head(state, m, status)).to_html();
    crate::page_gzip::page_body(page_response(state, status, &nonce), req, html)
}

fn found(location: &str) -> HttpResponse {
    HttpResponse::Found()
        .insert_header((header::LOCATION, location))
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .finish()
}

fn parse_query(query: &str) -> BTreeMap<String, String> {
    web::Query::<BTreeMap<String, String>>::from_query(query)
        .map(|q| q.into_inner())
        .unwrap_or_default()
}
