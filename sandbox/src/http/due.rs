//! Work the passing of time makes due (fundraising windows ending, auctions starting and
//! closing): an area's middleware runs it on the database before each of its calls, so every
//! answer sees the items as the clock says. A failure is logged, never answered.

use crate::clock;
use crate::http::envelope::ApiError;
use crate::state::AppState;
use actix_web::dev::ServiceRequest;
use actix_web::web;
use rusqlite::Connection;

/// Brings the items up to time `now`.
pub type Task = fn(&mut Connection, i64) -> Result<(), ApiError>;

/// Runs `task` before the call `req` goes on; `what` names it in the log.
pub async fn run(req: &ServiceRequest, task: Task, what: &'static str) {
    let Some(state) = req.app_data::<web::Data<AppState>>() else {
        return;
    };
    if let Err(e) = state.db.run(move |conn| task(conn, clock::now())).await {
        tracing::error!(error = ?e, "{what} failed");
    }
}
