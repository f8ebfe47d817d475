//! Demo change requests written by an area's seed: the shared row and its two history rows
//! (the request's own and the item's), as the kit's `add_change` writes them.

use super::Table;
use rusqlite::{params, Connection};
use serde_json::Value;

/// A change request as a seed describes it.
pub struct SeededChange<'a> {
    pub item: i64,
    pub reason: &'a str,
    pub changes: Value,
    pub before: Value,
    pub status: i64,
    pub return_reason: &'a str,
    pub by: i64,
    pub at: i64,
    /// The reviewer of a decided request (reviewed an hour after it was made).
    pub reviewed_by: Option<i64>,
}

/// Writes `c` as a change request of an item of `items` (its subject keys the row), logged in
/// `changes` (the request's table) and `items`; the request's id.
pub fn change_request(
    conn: &Connection,
    items: &Table,
    changes: &Table,
    c: &SeededChange,
) -> rusqlite::Result<i64> {
    conn.execute(
        "INSERT INTO change_requests (subject, item_id, reason, changes, before, status, return_reason,
                                      created_by, created_at, reviewed_by, reviewed_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
        params![items.subject, c.item, c.reason, c.changes.to_string(), c.before.to_string(),
                c.status, c.return_reason, c.by, c.at, c.reviewed_by,
                c.reviewed_by.map(|_| c.at + crate::clock::HOUR)],
    )?;
    let id = conn.last_insert_rowid();
    changes.log(conn, id, "submit", Some(c.by), c.reason, c.at)?;
    items.log(conn, c.item, "change_request", Some(c.by), c.reason, c.at)?;
    Ok(id)
}
