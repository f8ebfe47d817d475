//! What the goods handlers share: who sees which goods (their organisation; 2, 3 and 99 all),
//! the goods row every list and detail sends, and loading a goods item with the facts its
//! steps need.

use super::form::{AUCTION, FIXED, KINDS};
use super::workflow::HAS_BIDS;
use super::workflow::{DRAFT, GOODS, LISTED, LOT};
use crate::areas::common::stored_columns::stored_columns;
use crate::http::detail::listed_row;
use crate::http::envelope::ApiError;
use crate::http::list::Filter;
use crate::http::session::CurrentUser;
use crate::labels::{label_of, masked_donor};
use crate::rules::money::yuan;
use crate::workflow::notify::Subject;
use crate::workflow::{Fact, Item};
use rusqlite::{Connection, OptionalExtension, Row};
use serde_json::{json, Value};

pub const NOT_FOUND: &str = "商品不存在";

/// The tables a goods row reads.
pub const FROM: &str = "sale_goods g JOIN orgs o ON o.id = g.org_id
    LEFT JOIN projects p ON p.id = g.project_id";

/// Orders that stand as deals (issue 40): every order not cancelled or refunded, the unpaid
/// (待付款) included — an ended auction is 已成交 while its winner's order waits for payment, and
/// its 成交订单 says 1, not 0. Units, proceeds and money count paid orders only (`paid_order!`).
/// The one place both are said; the goods rows, the statistics and the order figures read them.
macro_rules! deal_order {
    () => {
        "s.status IN (0, 1, 2, 3)"
    };
}
/// Orders that are paid (and later shipped or completed): what sells units and brings proceeds.
macro_rules! paid_order {
    () => {
        "s.status IN (1, 2, 3)"
    };
}
pub const DEAL_ORDER: &str = deal_order!();
pub const PAID_ORDER: &str = paid_order!();

/// The columns of a goods row (see `row`): sales and bids computed from their rows.
pub const ROW: &str = concat!(
    "g.id, g.kind, g.title, g.cover, g.org_id, o.name AS org_name, g.project_id,
    COALESCE(p.title, '') AS project_title, g.status, g.price_fen, g.stock,
    (SELECT COALESCE(SUM(quantity), 0) FROM sale_orders s WHERE s.goods_id = g.id AND ",
    paid_order!(),
    ") AS sold_count,
    (SELECT COUNT(*) FROM sale_orders s WHERE s.goods_id = g.id AND ",
    deal_order!(),
    ") AS order_count,
    (SELECT COALESCE(SUM(price_fen * quantity), 0) FROM sale_orders s
      WHERE s.goods_id = g.id AND ",
    paid_order!(),
    ") AS proceeds_fen,
    g.shipping_fee_fen, g.start_price_fen, g.increment_fen, g.reserve_price_fen, g.deposit_fen,
    g.start_time, g.end_time, g.close_at, g.extend_seconds,
    (SELECT MAX(price_fen) FROM sale_bids b WHERE b.goods_id = g.id),
    (SELECT COUNT(*) FROM sale_bids b WHERE b.goods_id = g.id) AS bid_count,
    g.auction_status,
    (SELECT bidder_name FROM sale_bids b WHERE b.goods_id = g.id ORDER BY price_fen DESC LIMIT 1),
    EXISTS (SELECT 1 FROM change_requests c WHERE c.subject = 'sale_goods' AND c.item_id = g.id AND c.status = 1),
    g.created_at, g.submitted_at, g.listed_at, g.updated_at,
    (SELECT COUNT(*) FROM sale_orders s WHERE s.goods_id = g.id AND s.status = 0) AS unpaid_order_count"
);

/// A goods row as the lists and the detail send it.
pub fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let kind: i64 = r.get(1)?;
    let status: i64 = r.get(8)?;
    let price: i64 = r.get(9)?;
    let start_price: i64 = r.get(15)?;
    let top: Option<i64> = r.get(23)?;
    let auction_status: i64 = r.get(25)?;
    let lot_listed = kind == AUCTION && status >= super::workflow::LISTED;
    let current = if kind == FIXED {
        price
    } else {
        top.unwrap_or(start_price)
    };
    let winner = match (auction_status, r.get::<_, Option<String>>(26)?) {
        (super::workflow::DEAL, Some(name)) => masked_donor(&name, false),
        _ => String::new(),
    };
    let mut out = json!({
        "kind": kind,
        "kind_label": label_of(&KINDS, Some(kind)),
        "status": status,
        "status_label": GOODS.label(status),
        "went_live": status >= LISTED,
        "price": yuan(current),
        "proceeds_amount": yuan(r.get(13)?),
        "shipping_fee": yuan(r.get(14)?),
        "start_price": yuan(start_price),
        "increment": yuan(r.get(16)?),
        "reserve_price": yuan(r.get(17)?),
        "deposit": yuan(r.get(18)?),
        "current_price": yuan(current),
        "auction_status": auction_status,
        "auction_status_label": if lot_listed { LOT.label(auction_status) } else { "" },
        "winner_name": winner,
        "has_pending_change": r.get::<_, bool>(27)?,
    });
    if let Some(o) = out.as_object_mut() {
        // Ids, names, stock and counts, the auction's times and the row's times as stored.
        let plain = [0..1, 2..8, 10..13, 19..23, 24..25, 28..33];
        o.extend(stored_columns(r, plain.into_iter().flatten())?);
    }
    Ok(out)
}

/// Restricts a goods list over `g` to what the caller may see: staff every organisation's
/// goods but not their drafts (issue 40: an unsubmitted draft is its organisation's alone),
/// everyone else their own organisation's.
pub fn visible(f: &mut Filter, user: &CurrentUser) {
    if GOODS.sees_all(user.role) {
        f.and(
            &format!("(g.status <> {DRAFT} OR g.org_id = ?)"),
            [user.org_id.into()],
        );
    } else {
        f.visible_to(user, false, "g.org_id");
    }
}

/// A stored goods item as its steps see it.
#[derive(Debug, Clone)]
pub struct Goods {
    pub id: i64,
    pub org_id: i64,
    pub kind: i64,
    pub title: String,
    pub status: i64,
    pub auction_status: i64,
    pub stock: i64,
    pub project_id: Option<i64>,
    pub bids: i64,
    pub pending_change: bool,
}

impl Goods {
    /// The goods workflow's view.
    pub fn item(&self) -> Item {
        let mut item = Item::owned(self.status, self.org_id);
        if self.pending_change {
            item.facts.push(Fact::PENDING_CHANGE);
        }
        item
    }

    /// The lot workflow's view.
    pub fn lot(&self) -> Item {
        let mut item = Item::owned(self.auction_status, self.org_id);
        if self.bids > 0 {
            item.facts.push(HAS_BIDS);
        }
        item
    }

    /// How the owner's messages name it.
    pub fn subject(&self) -> Subject {
        Subject::own_page(self.id, self.org_id, self.title.clone())
    }
}

/// Goods `id` whatever the caller (the system's steps, the public's calls).
pub fn find(conn: &Connection, id: i64) -> Result<Goods, ApiError> {
    conn.query_row(
        "SELECT g.id, g.org_id, g.kind, g.title, g.status, g.auction_status, g.stock, g.project_id,
                (SELECT COUNT(*) FROM sale_bids b WHERE b.goods_id = g.id),
                EXISTS (SELECT 1 FROM change_requests c
                         WHERE c.subject = 'sale_goods' AND c.item_id = g.id AND c.status = 1)
           FROM sale_goods g WHERE g.id = ?1",
        [id],
        |r| {
            Ok(Goods {
                id: r.get(0)?,
                org_id: r.get(1)?,
                kind: r.get(2)?,
                title: r.get(3)?,
                status: r.get(4)?,
                auction_status: r.get(5)?,
                stock: r.get(6)?,
                project_id: r.get(7)?,
                bids: r.get(8)?,
                pending_change: r.get(9)?,
            })
        },
    )
    .optional()?
    .ok_or_else(|| ApiError::bad(NOT_FOUND))
}

/// Goods `id` the caller may see (another organisation's is the not-found answer, unless the
/// caller sees every organisation's).
pub fn load(conn: &Connection, user: &CurrentUser, id: i64) -> Result<Goods, ApiError> {
    let g = find(conn, id)?;
    if g.org_id == user.org_id || (g.status != DRAFT && GOODS.sees_all(user.role)) {
        Ok(g)
    } else {
        Err(ApiError::bad(NOT_FOUND))
    }
}

/// Goods `id` of the caller's own organisation.
pub fn load_own(conn: &Connection, user: &CurrentUser, id: i64) -> Result<Goods, ApiError> {
    let g = find(conn, id)?;
    if g.org_id == user.org_id {
        Ok(g)
    } else {
        Err(ApiError::bad(NOT_FOUND))
    }
}

/// One goods row by id.
pub fn row_of(conn: &Connection, id: i64) -> Result<Value, ApiError> {
    Ok(listed_row(conn, (ROW, FROM), "g.id", id, row)?)
}
