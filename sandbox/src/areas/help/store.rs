//! The few writes shared by the handlers, the import and the seed, so a case is always stored
//! the same way whichever path created it.

use crate::areas::common::form_rows::FormTable;
use crate::areas::common::paid::paid_fen;
use rusqlite::Connection;

/// Cases are stored as their form gives them; a submitted one (status ≠ 0) gets
/// `submitted_at`, a resubmission keeps the first (the claim pool order is stable).
pub struct CaseRows;

impl FormTable for CaseRows {
    const TABLE: &'static str = "help_cases";
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
    paid_fen(conn, "help_case", help_id)
}
