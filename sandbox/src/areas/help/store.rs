//! The few writes shared by the handlers, the import and the seed, so a case is always stored
//! the same way whichever path created it.

use super::form::Values;
use rusqlite::{params_from_iter, Connection};

/// Inserts a case with its form; a submitted one (status ≠ 0) gets `submitted_at`.
pub fn insert_case(
    conn: &Connection,
    org_id: i64,
    status: i64,
    values: &Values,
    created_by: Option<i64>,
    now: i64,
) -> rusqlite::Result<i64> {
    let cols: Vec<&str> = values.iter().map(|(c, _)| *c).collect();
    let marks = vec!["?"; cols.len()].join(", ");
    let sql = format!(
        "INSERT INTO help_cases ({}, org_id, status, created_by, submitted_at, created_at, updated_at)
         VALUES ({marks}, ?, ?, ?, ?, ?, ?)",
        cols.join(", ")
    );
    let mut args: Vec<rusqlite::types::Value> = values.iter().map(|(_, v)| v.clone()).collect();
    let submitted = (status != super::workflow::DRAFT).then_some(now);
    args.extend([
        org_id.into(),
        status.into(),
        created_by.into(),
        submitted.into(),
        now.into(),
        now.into(),
    ]);
    conn.execute(&sql, params_from_iter(args))?;
    Ok(conn.last_insert_rowid())
}

/// Replaces the form of a case and moves it to `status`; leaving a draft stamps `submitted_at`
/// (a resubmission keeps the first submission time, so the claim pool order is stable).
pub fn update_case(
    conn: &Connection,
    id: i64,
    status: i64,
    values: &Values,
    now: i64,
) -> rusqlite::Result<()> {
    let sets: Vec<String> = values.iter().map(|(c, _)| format!("{c} = ?")).collect();
    let sql = format!(
        "UPDATE help_cases SET {}, status = ?, updated_at = ?,
                submitted_at = CASE WHEN ? = 0 THEN NULL ELSE COALESCE(submitted_at, ?) END
          WHERE id = ?",
        sets.join(", ")
    );
    let mut args: Vec<rusqlite::types::Value> = values.iter().map(|(_, v)| v.clone()).collect();
    args.extend([
        status.into(),
        now.into(),
        status.into(),
        now.into(),
        id.into(),
    ]);
    conn.execute(&sql, params_from_iter(args))?;
    Ok(())
}

/// Appends a row to the case's history (the shared audit log).
pub fn log(
    conn: &Connection,
    help_id: i64,
    action: &str,
    operator: Option<i64>,
    reason: &str,
    at: i64,
) -> rusqlite::Result<()> {
    super::workflow::CASE.log(conn, help_id, action, operator, reason, at)
}

/// Sum of a case's paid orders, in fen (the only source of `raised_amount`).
pub fn raised_fen(conn: &Connection, help_id: i64) -> rusqlite::Result<i64> {
    conn.query_row(
        "SELECT COALESCE(SUM(amount_fen), 0) FROM donations
          WHERE subject = 'help_case' AND item_id = ?1 AND pay_status = 1",
        [help_id],
        |r| r.get(0),
    )
}
