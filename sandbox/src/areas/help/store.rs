//! The few writes shared by the handlers, the import and the seed, so a case is always stored
//! the same way whichever path created it.

use super::form::Values;
use crate::areas::common::form_rows;
use rusqlite::Connection;

/// Inserts a case with its form; a submitted one (status ≠ 0) gets `submitted_at`.
pub fn insert_case(
    conn: &Connection,
    org_id: i64,
    status: i64,
    values: &Values,
    created_by: Option<i64>,
    now: i64,
) -> rusqlite::Result<i64> {
    let columns = values.clone();
    form_rows::insert(conn, "help_cases", columns, org_id, status, created_by, now)
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
    form_rows::update(conn, "help_cases", id, values.clone(), status, now)
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
