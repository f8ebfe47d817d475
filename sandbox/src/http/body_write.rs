//! A write call on one row its JSON body names: the id read (missing or malformed is the
//! row's not-found answer), then the write on the database in one transaction, so a refusal
//! halfway leaves nothing written.

use super::envelope::ApiError;
use super::input::{body_id, Body};
use super::session::CurrentUser;
use crate::state::AppState;
use rusqlite::Connection;
use serde_json::{Map, Value};

/// `write(tx, caller, id, body)` for the id in `body[key]` (else `not_found`), in one
/// transaction; the id and what `write` gave.
pub async fn write_on<T: Send + 'static>(
    state: &AppState,
    (user, body): (CurrentUser, Body),
    (key, not_found): (&str, &'static str),
    write: impl FnOnce(&Connection, &CurrentUser, i64, Map<String, Value>) -> Result<T, ApiError>
        + Send
        + 'static,
) -> Result<(i64, T), ApiError> {
    let id = body_id(&body, key, not_found)?;
    let body = body.into_inner();
    let out = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let out = write(&tx, &user, id, body)?;
            tx.commit()?;
            Ok(out)
        })
        .await?;
    Ok((id, out))
}
