//! A detail call: the item a query parameter names, read on the database thread and answered
//! `获取成功`; the area says only how it reads the item (and checks the caller may see it).

use super::envelope::{ok, ApiError, ApiResult};
use super::input::query_id;
use crate::state::AppState;
use rusqlite::{Connection, Row};
use serde_json::Value;
use std::collections::HashMap;

/// `获取成功` with what `read` makes of the item the query's `key` names (`not_found` as a 400
/// when `key` is not an id).
pub async fn detail_answer<F>(
    state: &AppState,
    q: &HashMap<String, String>,
    (key, not_found): (&str, &'static str),
    read: F,
) -> ApiResult
where
    F: FnOnce(&Connection, i64) -> Result<Value, ApiError> + Send + 'static,
{
    let id = query_id(q, key, not_found)?;
    let data = state.db.run(move |conn| read(conn, id)).await?;
    Ok(ok("获取成功", data))
}

/// Item `id` as its list shows it: `select` over `from`, where `id_column` (the item's id in
/// `from`) is `id`, read by the list's `row`.
pub fn listed_row(
    conn: &Connection,
    (select, from): (&str, &str),
    id_column: &str,
    id: i64,
    row: fn(&Row<'_>) -> rusqlite::Result<Value>,
) -> rusqlite::Result<Value> {
    let sql = format!("SELECT {select} FROM {from} WHERE {id_column} = ?1");
    conn.query_row(&sql, [id], row)
}
