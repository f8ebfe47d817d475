//! The fundraising clock's question: which items are due for the system's step (their window
//! is over, their online date has come), read as an id list before each is moved.

use rusqlite::{params, Connection, Params};

/// The ids `sql` selects with `params`.
pub fn ids(conn: &Connection, sql: &str, params: impl Params) -> rusqlite::Result<Vec<i64>> {
    let mut stmt = conn.prepare(sql)?;
    let rows = stmt.query_map(params, |r| r.get(0))?;
    rows.collect()
}

/// The items of `table` in state `raising` whose fundraising window ended before `now`.
pub fn window_over(
    conn: &Connection,
    table: &str,
    raising: i64,
    now: i64,
) -> rusqlite::Result<Vec<i64>> {
    let sql =
        format!("SELECT id FROM {table} WHERE status = ?1 AND end_date > 0 AND end_date < ?2");
    ids(conn, &sql, params![raising, now])
}
