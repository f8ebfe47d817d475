//! A detail call's frame, once: the item the query's `id` names, read in the database's
//! thread, answered as 获取成功; and the one row of an area's list SQL by its id.

use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::query_id;
use crate::state::AppState;
use rusqlite::{Connection, Row};
use serde_json::Value;
use std::collections::HashMap;

/// `GET …?id=` — `read` answers item `id` (`not_found` when the query names no id).
pub async fn detail_answer<F>(
    state: &AppState,
    q: &HashMap<String, String>,
    not_found: &'static str,
    read: F,
) -> ApiResult
where
    F: FnOnce(&mut Connection, i64) -> Result<Value, ApiError> + Send + 'static,
{
    let id = query_id(q, "id", not_found)?;
    let data = state.db.run(move |conn| read(conn, id)).await?;
    Ok(ok("获取成功", data))
}

/// The row of `select` over `from` whose `alias.id` is `id`, answered by `row`.
pub fn row_by_id(
    conn: &Connection,
    (select, from): (&str, &str),
    alias: &str,
    id: i64,
    row: fn(&Row<'_>) -> rusqlite::Result<Value>,
) -> rusqlite::Result<Value> {
    let sql = format!("SELECT {select} FROM {from} WHERE {alias}.id = ?1");
    conn.query_row(&sql, [id], row)
}
