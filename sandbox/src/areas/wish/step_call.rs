//! A call that takes one step of the wish table on one wish: the wish loaded for the caller,
//! the step checked (refused as a 400 before anything else), then the call's own write — all
//! in one transaction, so a refused call changes nothing.

use super::common::{load, WishRef};
use crate::http::envelope::ApiError;
use crate::http::session::CurrentUser;
use crate::state::AppState;
use crate::workflow::Outcome;
use rusqlite::Connection;

/// What a step call writes once its step is allowed: `(conn, caller, wish, outcome)`.
pub trait StepWrite<T>:
    FnOnce(&Connection, &CurrentUser, &WishRef, Outcome) -> Result<T, ApiError> + Send + 'static
{
}

impl<T, F> StepWrite<T> for F where
    F: FnOnce(&Connection, &CurrentUser, &WishRef, Outcome) -> Result<T, ApiError> + Send + 'static
{
}

/// `user`'s step `action` on wish `id`, then `write`, in one transaction.
pub async fn on_wish<T: Send + 'static>(
    state: &AppState,
    user: CurrentUser,
    (id, action): (i64, &'static str),
    write: impl StepWrite<T>,
) -> Result<T, ApiError> {
    state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let wish = load(&tx, &user, id)?;
            let step = wish.step(action, &user.actor())?;
            let out = write(&tx, &user, &wish, step)?;
            tx.commit()?;
            Ok(out)
        })
        .await
}
