//! The auction clock: lots start when their start time comes and close when their close has
//! passed, sold to the top bid or unsold.

use super::orders::order_no;
use super::set_state;
use crate::areas::sale::common::{find, Goods};
use crate::areas::sale::workflow::*;
use crate::http::envelope::ApiError;
use rusqlite::{params, Connection, OptionalExtension, Transaction};

/// Closes lot `g` now: sold to the top bid when it reaches the reserve (the goods sold out, the
/// winner's order created, awaiting payment), else unsold (the goods off the shelf). Answers
/// the winner's order id.
pub fn close_lot(conn: &Connection, g: &Goods, now: i64) -> Result<Option<i64>, ApiError> {
    let top: Option<(i64, String, String, i64)> = conn
        .query_row(
            "SELECT id, bidder_name, bidder_phone, price_fen FROM sale_bids
              WHERE goods_id = ?1 ORDER BY price_fen DESC LIMIT 1",
            [g.id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .optional()?;
    let (reserve, fee, title): (i64, i64, String) = conn.query_row(
        "SELECT reserve_price_fen, shipping_fee_fen, title FROM sale_goods WHERE id = ?1",
        [g.id],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )?;
    let winner = top.filter(|t| t.3 >= reserve);
    let (auction, status, action) = if winner.is_some() {
        (DEAL, SOLD_OUT, "close_deal")
    } else {
        (UNSOLD, OFF, "close_unsold")
    };
    conn.execute(
        "UPDATE sale_goods SET auction_status = ?2, close_at = MIN(close_at, ?3) WHERE id = ?1",
        params![g.id, auction, now],
    )?;
    set_state(conn, g, status, action, None, "", now)?;
    let Some((bid_id, name, phone, price)) = winner else {
        return Ok(None);
    };
    let no = order_no(conn, now)?;
    conn.execute(
        "INSERT INTO sale_orders (org_id, order_no, goods_title, buyer_name, mobile, quantity, amount_fen,
                need_bill, province, city, district, address, status, created_at, goods_id, price_fen,
                shipping_fee_fen, bid_id)
         VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6, 0, '', '', '', '', 0, ?7, ?8, ?9, ?10, ?11)",
        params![g.org_id, no, title, name, phone, price + fee, now, g.id, price, fee, bid_id],
    )?;
    let id = conn.last_insert_rowid();
    ORDER.log(conn, id, "place", None, "", now)?;
    Ok(Some(id))
}

/// Runs `settle` on each lot the query `due` (taking `now`) finds, each in its own transaction.
fn settle_each(
    conn: &mut Connection,
    due: &str,
    now: i64,
    settle: impl Fn(&Transaction<'_>, i64) -> Result<(), ApiError>,
) -> Result<(), ApiError> {
    let ids = {
        let mut stmt = conn.prepare(due)?;
        let ids = stmt.query_map([now], |r| r.get::<_, i64>(0))?;
        ids.collect::<rusqlite::Result<Vec<_>>>()?
    };
    for id in ids {
        let tx = conn.transaction()?;
        settle(&tx, id)?;
        tx.commit()?;
    }
    Ok(())
}

/// The clock: listed lots whose start time has come start, lots whose close has passed close.
pub fn settle_lots(conn: &mut Connection, now: i64) -> Result<(), ApiError> {
    let starting = "SELECT id FROM sale_goods WHERE kind = 2 AND status = 3 AND auction_status = 0 AND start_time <= ?1";
    settle_each(conn, starting, now, |tx, id| {
        tx.execute(
            "UPDATE sale_goods SET auction_status = 1, updated_at = ?2 WHERE id = ?1 AND auction_status = 0",
            params![id, now],
        )?;
        GOODS.log(tx, id, "start", None, "", now)?;
        Ok(())
    })?;
    let closing = "SELECT id FROM sale_goods WHERE kind = 2 AND status = 3 AND auction_status IN (1, 2) AND close_at <= ?1";
    settle_each(conn, closing, now, |tx, id| {
        close_lot(tx, &find(tx, id)?, now)?;
        Ok(())
    })
}
