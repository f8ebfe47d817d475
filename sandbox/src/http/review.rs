//! The review calls every workflow area shares: a pass or return call (role first, then the
//! area's write on the database), the checked return reason, and a table's step for the caller
//! as a 400 when refused.

use super::envelope::{ok, ApiError, ApiResult};
use super::input::{body_id, text_field};
use super::session::CurrentUser;
use crate::state::AppState;
use crate::workflow::{return_reason, Item, Outcome, Table};
use rusqlite::Connection;
use serde_json::{Map, Value};

/// What a pass or return writes on the database: `(conn, caller, id, action, reason)`; the
/// reason (a return's, unchecked) is checked after the step, so a wrong state is named first.
pub type Review =
    fn(&mut Connection, &CurrentUser, i64, &'static str, Option<String>) -> Result<(), ApiError>;

/// A pass or return call of `table`: `{id}` (and `reason` for a return), the caller's role
/// checked first, then `review` on the database; answers `审核通过` or `已退回`.
pub async fn decision(
    state: &AppState,
    user: CurrentUser,
    body: &Map<String, Value>,
    table: &'static Table,
    action: &'static str,
    review: Review,
) -> ApiResult {
    table.check_role(action, user.role).map_err(ApiError::bad)?;
    let id = body_id(body, "id", table.not_found)?;
    let reason = match action {
        "return" => Some(text_field(body, "reason")?.unwrap_or_default()),
        _ => None,
    };
    state
        .db
        .run(move |conn| review(conn, &user, id, action, reason))
        .await?;
    let message = if action == "return" {
        "已退回"
    } else {
        "审核通过"
    };
    Ok(ok(message, Value::Null))
}

/// A checked return reason, or `""` when there is none (a pass).
pub fn reason_or_empty(reason: Option<&str>) -> Result<String, ApiError> {
    match reason {
        Some(r) => return_reason(Some(r)).map_err(ApiError::bad),
        None => Ok(String::new()),
    }
}

/// The step `action` by `user` takes on `item` in `table`, or the refusal as a 400.
pub fn step(
    table: &Table,
    item: &Item,
    action: &str,
    user: &CurrentUser,
) -> Result<Outcome, ApiError> {
    table
        .next(item, action, &user.actor())
        .map_err(ApiError::bad)
}
