//! List rows that carry `actions`: what the caller may do with each row, computed by the same
//! workflow table and item loader the item's detail uses. Pages draw a row's buttons from these
//! names (the console's `RowActions`), so a change to a workflow table reaches the lists and the
//! detail alike instead of every list page re-deriving its buttons from raw statuses and roles.

use super::envelope::{ApiError, ApiResult};
use super::list::{rows_answer, Filter};
use super::paging::Page;
use super::parent::Parent;
use super::session::CurrentUser;
use crate::state::AppState;
use rusqlite::{Connection, Row};
use serde_json::{json, Value};

/// What a row's actions are: the button names, or why the row's item could not be loaded.
pub type Actions = Result<Vec<&'static str>, ApiError>;

/// Adds `actions` to every row of `list` (each row an object with its `id`): `actions_of` loads
/// the row's item with the facts its steps need and asks its table (`Table::actions`).
pub fn with_actions<F>(
    conn: &Connection,
    list: &mut [Value],
    actions_of: &F,
) -> Result<(), ApiError>
where
    F: Fn(&Connection, i64) -> Actions,
{
    for row in list {
        let Some(id) = row.get("id").and_then(Value::as_i64) else {
            continue;
        };
        // A row the item's loader refuses to this caller (a list wider than its detail) offers
        // nothing rather than failing the whole list; a database fault still fails it.
        let actions = match actions_of(conn, id) {
            Err(ApiError::BadInput(_)) => Vec::new(),
            other => other?,
        };
        if let Some(o) = row.as_object_mut() {
            o.insert("actions".into(), json!(actions));
        }
    }
    Ok(())
}

/// `row` carrying `actions` (a list whose row query already holds what its table needs).
pub fn carrying(mut row: Value, actions: Vec<&'static str>) -> Value {
    if let Some(o) = row.as_object_mut() {
        o.insert("actions".into(), json!(actions));
    }
    row
}

/// `list_answer` whose rows carry the caller's `actions` (see [`with_actions`]).
pub async fn acting_list_answer<F>(
    state: &AppState,
    (select, from): (&'static str, &'static str),
    filter: Filter,
    order: impl Into<String>,
    page: Page,
    map: fn(&Row<'_>) -> rusqlite::Result<Value>,
    actions_of: F,
) -> ApiResult
where
    F: Fn(&Connection, i64) -> Actions + Send + 'static,
{
    let complete =
        move |conn: &Connection, list: &mut [Value]| with_actions(conn, list, &actions_of);
    rows_answer(
        state,
        (select, from),
        (filter, order.into(), page),
        map,
        complete,
    )
    .await
}

/// The caller's actions on item `id` of a kit parent (micro projects, wishes…), loaded with the
/// facts of its steps for this caller: what its detail offers.
pub fn parent_actions<P: Parent>(conn: &Connection, user: &CurrentUser, id: i64) -> Actions {
    Ok(P::TABLE.actions(&P::load(conn, user, id)?.item, &user.actor()))
}
