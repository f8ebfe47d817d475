//! Bids on a lot: the range the next bid may offer, and a bid accepted while the lot is
//! bidding.

use super::beneficiary::check_beneficiary;
use crate::areas::sale::common::find;
use crate::areas::sale::form::AUCTION;
use crate::areas::sale::workflow::*;
use crate::http::envelope::ApiError;
use crate::rules::money::yuan;
use rusqlite::{params, Connection};

/// An accepted bid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bid {
    pub id: i64,
    pub price: i64,
    pub close_at: i64,
    pub auction_status: i64,
    pub extended: bool,
}

/// The lowest price the next bid on the lot may offer: the start price, then the top bid plus
/// the increment.
pub fn minimum_bid(conn: &Connection, goods_id: i64) -> rusqlite::Result<i64> {
    conn.query_row(
        "SELECT COALESCE((SELECT MAX(price_fen) FROM sale_bids WHERE goods_id = g.id) + g.increment_fen,
                         g.start_price_fen)
           FROM sale_goods g WHERE g.id = ?1",
        [goods_id],
        |r| r.get(0),
    )
}

/// No bid exceeds this (¥1 000 000.00, the cap of a start and a reserve price).
pub const MAX_BID_FEN: i64 = 100_000_000;
/// A bid may multiply the current price by at most this…
pub const MAX_BID_MULTIPLE: i64 = 10;
/// …or add at most this many increments to the minimum bid, whichever is higher, so a cheap
/// lot can still be bid up and one absurd bid cannot freeze a lot.
pub const MAX_BID_STEPS: i64 = 10;

/// The highest price the next bid on the lot may offer, given its minimum `min`.
pub fn maximum_bid(conn: &Connection, goods_id: i64, min: i64) -> rusqlite::Result<i64> {
    let (current, increment): (i64, i64) = conn.query_row(
        "SELECT COALESCE((SELECT MAX(price_fen) FROM sale_bids WHERE goods_id = g.id), g.start_price_fen),
                g.increment_fen
           FROM sale_goods g WHERE g.id = ?1",
        [goods_id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    let by_multiple = current.saturating_mul(MAX_BID_MULTIPLE);
    let by_steps = min.saturating_add(increment.saturating_mul(MAX_BID_STEPS));
    Ok(by_multiple.max(by_steps).min(MAX_BID_FEN))
}

/// A bid on a lot, accepted only while it is bidding, before its close, between the minimum
/// and the maximum, while its beneficiary project can take the price; a bid in the anti-sniping window moves the close. The check and the insert run in
/// the caller's transaction, and `sale_bids` holds one bid per price of a lot.
pub fn bid(
    conn: &Connection,
    goods_id: i64,
    (name, phone): (&str, &str),
    price: i64,
    now: i64,
) -> Result<Bid, ApiError> {
    let g = find(conn, goods_id)?;
    if g.kind != AUCTION {
        return Err(ApiError::bad("只有竞拍拍品可以出价"));
    }
    let (close_at, extend): (i64, i64) = conn.query_row(
        "SELECT close_at, extend_seconds FROM sale_goods WHERE id = ?1",
        [g.id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    let open = g.status == LISTED && matches!(g.auction_status, BIDDING | EXTENDED);
    if !open || now >= close_at {
        let msg = if g.auction_status == NOT_STARTED && g.status != OFF {
            "竞拍未开始"
        } else {
            "竞拍已结束"
        };
        return Err(ApiError::bad(msg));
    }
    let min = minimum_bid(conn, g.id)?;
    let refused = || ApiError::bad(format!("出价不能低于{}元", yuan(min)));
    if price < min {
        return Err(refused());
    }
    let max = maximum_bid(conn, g.id, min)?;
    if price > max {
        return Err(ApiError::bad(format!(
            "出价不能高于{}元：单次出价最多为当前价的{MAX_BID_MULTIPLE}倍或最低出价加{MAX_BID_STEPS}个加价幅度（取较高者），且不超过{}元",
            yuan(max),
            yuan(MAX_BID_FEN)
        )));
    }
    check_beneficiary(conn, Some(g.id), price, "出价", now)?;
    let extended = extend > 0 && close_at - now < extend;
    let inserted = conn.execute(
        "INSERT OR IGNORE INTO sale_bids (goods_id, bidder_name, bidder_phone, price_fen, extended, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![g.id, name, phone, price, extended, now],
    )?;
    if inserted == 0 {
        return Err(refused());
    }
    let id = conn.last_insert_rowid();
    let (close_at, status) = if extended {
        conn.execute(
            "UPDATE sale_goods SET close_at = ?2, auction_status = ?3, updated_at = ?4 WHERE id = ?1",
            params![g.id, now + extend, EXTENDED, now],
        )?;
        GOODS.log(conn, g.id, "extend", None, "", now)?;
        (now + extend, EXTENDED)
    } else {
        (close_at, g.auction_status)
    };
    Ok(Bid {
        id,
        price,
        close_at,
        auction_status: status,
        extended,
    })
}
