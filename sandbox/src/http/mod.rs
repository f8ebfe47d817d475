//! The HTTP layer, the only code that knows actix: the `{code, msg, data}` envelope, sessions,
//! input parsing, paging and list answers, and the route helpers every area registers with.
//! Domain code (forms, rules, workflow tables) never imports it.

pub mod area;
pub mod changes;
pub mod drafts;
pub mod due;
pub mod envelope;
pub mod field_names;
pub mod input;
pub mod list;
pub mod paging;
pub mod parent;
pub mod reports;
pub mod review;
pub mod session;

use actix_web::{web, FromRequest, Handler, Resource, Responder};
use envelope::{ApiError, ApiResult};

pub fn get<F, Args>(path: &str, handler: F) -> Resource
where
    F: Handler<Args>,
    Args: FromRequest + 'static,
    F::Output: Responder + 'static,
{
    web::resource(path)
        .route(web::get().to(handler))
        .default_service(web::to(method_not_allowed))
}

pub fn post<F, Args>(path: &str, handler: F) -> Resource
where
    F: Handler<Args>,
    Args: FromRequest + 'static,
    F::Output: Responder + 'static,
{
    web::resource(path)
        .route(web::post().to(handler))
        .default_service(web::to(method_not_allowed))
}

/// A call answering both GET and POST with one handler (its input read with `input::Params`).
pub fn get_or_post<F, Args>(path: &str, handler: F) -> Resource
where
    F: Handler<Args> + Clone,
    Args: FromRequest + 'static,
    F::Output: Responder + 'static,
{
    web::resource(path)
        .route(web::get().to(handler.clone()))
        .route(web::post().to(handler))
        .default_service(web::to(method_not_allowed))
}

pub async fn not_found() -> ApiResult {
    Err(ApiError::NotFound)
}

async fn method_not_allowed() -> ApiResult {
    Err(ApiError::MethodNotAllowed)
}
