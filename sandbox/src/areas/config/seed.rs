//! Demo data of organisation management: the demo organisation's WeChat Pay account, so its
//! donation projects have a payee from the start.

use rusqlite::{params, Connection};

/// Adds the pay account of organisation `org_id`; returns its id.
pub fn seed(conn: &Connection, org_id: i64, now: i64) -> rusqlite::Result<i64> {
    conn.execute(
        "INSERT INTO pay_accounts (org_id, kind, account_name, app_id, mch_id, secret, created_at, updated_at)
         VALUES (?1, 1, '北京春晖公益基金会', 'wx8f3a2b1c4d5e6f70', '1612345678', ?2, ?3, ?3)",
        params![org_id, crate::password::random_hex(16), now],
    )?;
    Ok(conn.last_insert_rowid())
}
