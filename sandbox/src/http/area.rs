//! Area roles on the API: each area declares once which roles may use it (spec §6, the same
//! list that gates its pages), and its calls are registered in a scope that refuses every other
//! role with code 400 before any handler runs. Narrower per-action roles (who may claim, pass,
//! return) are the workflow tables' business.

use super::envelope::ApiError;
use super::session;
use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceFactory, ServiceRequest, ServiceResponse};
use actix_web::middleware::{from_fn, Next};
use actix_web::{Error, HttpMessage, ResponseError, Scope};

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

/// `scope` with its calls gated: only `area.roles` may make them. A request without a usable
/// session goes through: the handler's `CurrentUser` answers it with code 300 as everywhere.
pub fn gate(
    area: &'static Area,
    scope: Scope,
) -> Scope<
    impl ServiceFactory<
        ServiceRequest,
        Config = (),
        Response = ServiceResponse<EitherBody<impl MessageBody>>,
        Error = Error,
        InitError = (),
    >,
> {
    scope.wrap(from_fn(move |req, next| {
        refuse_other_roles(area, req, next)
    }))
}

async fn refuse_other_roles<B: MessageBody>(
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
