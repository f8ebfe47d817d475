//! What an item has raised: the sum of its paid donations, read from the shared `donations`
//! table every time (no stored counter can drift from the rows).

use rusqlite::Connection;

/// The paid donations of item `id` of `subject` (`help_case`, `micro_project`…), in fen.
pub fn paid_fen(conn: &Connection, subject: &str, id: i64) -> rusqlite::Result<i64> {
    conn.query_row(
        "SELECT COALESCE(SUM(amount_fen), 0) FROM donations
          WHERE subject = ?1 AND item_id = ?2 AND pay_status = 1",
        rusqlite::params![subject, id],
        |r| r.get(0),
    )
}
