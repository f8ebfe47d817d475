//! The auction clock, run before every sale call: lots whose start time has come start, lots
//! whose close has passed close (the winner's order created), so every answer sees the lots as
//! the time says (like /SJ's end of fundraising).

use super::store;
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::Error;

/// Middleware: settles due lots first.
pub async fn settle(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    crate::http::due::run(&req, store::settle_lots, "settling due auction lots").await;
    next.call(req).await
}
