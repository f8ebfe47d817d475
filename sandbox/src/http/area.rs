//! Area roles on the API: each area declares once which roles may use it (spec §6, the same
//! list that gates its pages), and its calls are registered in a scope that refuses every other
//! role with code 400 before any handler runs. Narrower per-action roles (who may claim, pass,
//! return) are the workflow tables' business.

use super::envelope::ApiError;
use super::session;
use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceFactory, ServiceRequest, ServiceResponse};
use actix_web::middleware::{from_fn, Next};
use actix_web::{web, Error, HttpMessage, ResponseError, Scope};

/// An area of the platform as the API sees it.
#[derive(Debug)]
pub struct Area {
    /// The console's area key (`SZ`, `SJ`, …).
    pub key: &'static str,
    /// Its Chinese name, for the refusal message.
    pub title: &'static str,
    pub roles: &'static [i64],
}

impl Area {
    pub fn refusal(&self) -> String {
        format!("当前角色无权使用{}", self.title)
    }
}

/// A scope at `prefix` whose calls only `area.roles` may make. A request without a usable
/// session goes through: the handler's `CurrentUser` answers it with code 300 as everywhere.
pub fn scope(
    area: &'static Area,
    prefix: &str,
) -> Scope<
    impl ServiceFactory<
        ServiceRequest,
        Config = (),
        Response = ServiceResponse<EitherBody<impl MessageBody>>,
        Error = Error,
        InitError = (),
    >,
> {
    web::scope(prefix).wrap(from_fn(move |req, next| gate(area, req, next)))
}

async fn gate<B: MessageBody>(
    area: &'static Area,
    req: ServiceRequest,
    next: Next<B>,
) -> Result<ServiceResponse<EitherBody<B>>, Error> {
    if let Ok(user) = session::resolve(req.request(), false).await {
        if !area.roles.contains(&user.role) {
            tracing::debug!(
                area = area.key,
                role = user.role,
                "area refused to the role"
            );
            let refused = ApiError::bad(area.refusal()).error_response();
            return Ok(req.into_response(refused).map_into_right_body());
        }
        // The handler's extractor reuses it instead of looking the session up again.
        req.extensions_mut().insert(user);
    }
    next.call(req)
        .await
        .map(ServiceResponse::map_into_left_body)
}
