//! The writes shared by the handlers, the test-mode calls and the seed: goods rows, the stock
//! an order takes and gives back, orders and their payment (counted to the beneficiary
//! project), bids, and the clock that starts and closes lots. Each runs inside the caller's
//! transaction; a refusal is returned before anything is written.

mod beneficiary;
mod bids;
mod lots;
mod orders;
mod proceeds;

pub use bids::*;
pub use lots::*;
pub use orders::*;
pub use proceeds::*;

use crate::areas::sale::common::Goods;
use crate::areas::sale::form::Values;
use crate::areas::sale::workflow::*;
use rusqlite::{params, Connection};

fn json_list(v: &[String]) -> String {
    serde_json::to_string(v).unwrap_or_else(|_| "[]".into())
}

/// A new goods item of `org` in `status`.
pub fn insert_goods(
    conn: &Connection,
    org: i64,
    status: i64,
    v: &Values,
    by: Option<i64>,
    now: i64,
) -> rusqlite::Result<i64> {
    conn.execute(
        "INSERT INTO sale_goods (org_id, kind, title, status, created_by, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)",
        params![org, v.kind, v.title, status, by, now],
    )?;
    let id = conn.last_insert_rowid();
    update_goods(conn, id, status, v, now)?;
    Ok(id)
}

/// Replaces the form's columns and the state of goods `id` (the kind never changes).
pub fn update_goods(
    conn: &Connection,
    id: i64,
    status: i64,
    v: &Values,
    now: i64,
) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE sale_goods SET title = ?2, cover = ?3, images = ?4, description = ?5, project_id = ?6,
                shipping_fee_fen = ?7, price_fen = ?8, stock = ?9, specs = ?10, start_price_fen = ?11,
                increment_fen = ?12, reserve_price_fen = ?13, deposit_fen = ?14, start_time = ?15,
                end_time = ?16, close_at = ?16, extend_seconds = ?17, status = ?18, updated_at = ?19,
                submitted_at = CASE WHEN ?18 = 1 THEN ?19 ELSE submitted_at END
          WHERE id = ?1",
        params![
            id,
            v.title,
            v.cover,
            json_list(&v.images),
            v.description,
            v.project_id,
            v.shipping_fee,
            v.price,
            v.stock,
            json_list(&v.specs),
            v.start_price,
            v.increment,
            v.reserve_price,
            v.deposit,
            v.start_time,
            v.end_time,
            v.extend_seconds,
            status,
            now
        ],
    )?;
    Ok(())
}

/// Moves goods `id` to `status` (and a lot to `auction_status`) and logs `action`.
pub fn set_state(
    conn: &Connection,
    g: &Goods,
    status: i64,
    action: &str,
    operator: Option<i64>,
    reason: &str,
    now: i64,
) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE sale_goods SET status = ?2, updated_at = ?3 WHERE id = ?1",
        params![g.id, status, now],
    )?;
    GOODS.log(conn, g.id, action, operator, reason, now)
}

/// The beneficiary projects goods may name: donation projects in 募款中 (of `org` when given).
pub fn project_usable(conn: &Connection, id: i64, org: Option<i64>) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM projects WHERE id = ?1 AND status = 2 AND (?2 IS NULL OR org_id = ?2))",
        params![id, org],
        |r| r.get(0),
    )
}
