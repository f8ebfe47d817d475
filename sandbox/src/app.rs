//! The application: shared state, extractor configuration and every route, in one `configure`
//! used both by `start` and by the tests' `init_service`.

use crate::areas;
use crate::http;
use crate::http::envelope::{ApiError, MSG_BAD_FORMAT};
use crate::state::AppState;
use actix_web::error::JsonPayloadError;
use actix_web::{web, App};

/// Largest JSON body accepted; the platform's calls are small forms.
const JSON_LIMIT: usize = 64 * 1024;

pub fn configure(cfg: &mut web::ServiceConfig, state: AppState) {
    let test_mode = state.test_mode;
    // The app is built on the thread that serves it (each server worker, or a test's own):
    // from here on that thread's `clock::now()` is this sandbox's.
    crate::clock::install(&state.db.clock);
    cfg.app_data(web::Data::new(state))
        .app_data(
            web::JsonConfig::default()
                .limit(JSON_LIMIT)
                // Clients are lax about Content-Type; the body is what matters.
                .content_type_required(false)
                .error_handler(|err, _req| {
                    let msg = match err {
                        JsonPayloadError::Overflow { .. }
                        | JsonPayloadError::OverflowKnownLength { .. } => "请求内容过大",
                        _ => MSG_BAD_FORMAT,
                    };
                    ApiError::bad(msg).into()
                }),
        )
        .app_data(
            web::QueryConfig::default()
                .error_handler(|_err, _req| ApiError::bad(MSG_BAD_FORMAT).into()),
        )
        .configure(|cfg| {
            http::routes::register(cfg, |routes| areas::routes(routes, test_mode));
        })
        .default_service(web::to(http::not_found));
}

/// A complete app over `state`, as each server worker builds it.
pub fn build(
    state: AppState,
) -> App<
    impl actix_web::dev::ServiceFactory<
        actix_web::dev::ServiceRequest,
        Config = (),
        Response = actix_web::dev::ServiceResponse,
        Error = actix_web::Error,
        InitError = (),
    >,
> {
    App::new().configure(move |cfg| configure(cfg, state))
}

/// Every route the app registers (`routes::Route`), in test mode or not: what `configure`
/// serves, recorded by the registration itself.
#[cfg(test)]
pub fn route_table(test_mode: bool) -> Vec<http::routes::Route> {
    http::routes::table(|routes| areas::routes(routes, test_mode))
}
