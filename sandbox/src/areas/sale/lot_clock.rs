//! The auction clock, run before every sale call: lots whose start time has come start, lots
//! whose close has passed close (the winner's order created), so every answer sees the lots as
//! the time says (like /SJ's end of fundraising).

use super::store;
use crate::clock;
use crate::state::AppState;
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::{web, Error};

/// Middleware: settles due lots (a failure is logged, never answered).
pub async fn settle(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    if let Some(state) = req.app_data::<web::Data<AppState>>() {
        let state = state.clone();
        if let Err(e) = state
            .db
            .run(|conn| store::settle_lots(conn, clock::now()))
            .await
        {
            tracing::error!(error = ?e, "settling due auction lots failed");
        }
    }
    next.call(req).await
}
