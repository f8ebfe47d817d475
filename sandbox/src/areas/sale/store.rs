//! The writes shared by the handlers, the test-mode calls and the seed: goods rows, the stock
//! an order takes and gives back, orders and their payment (counted to the beneficiary
//! project), bids, and the clock that starts and closes lots. Each runs inside the caller's
//! transaction; a refusal is returned before anything is written.

use super::common::{find, Goods};
use super::form::{Values, AUCTION, FIXED};
use super::workflow::*;
use crate::areas::project::store::{self as project_store, DonateError};
use crate::http::envelope::ApiError;
use crate::rules::dates;
use crate::rules::money::yuan;
use rusqlite::{params, Connection, OptionalExtension};

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

/// A new order number: `SP` + the China date + a 6-digit sequence (unique: the sequence is the
/// next row id, taken inside the writing transaction).
fn order_no(conn: &Connection, now: i64) -> rusqlite::Result<String> {
    let next: i64 = conn.query_row(
        "SELECT COALESCE(MAX(id), 0) + 1 FROM sale_orders",
        [],
        |r| r.get(0),
    )?;
    let day = dates::format(dates::today(now)).replace('-', "");
    Ok(format!("SP{day}{:06}", next % 1_000_000))
}

/// What a buyer orders.
#[derive(Debug, Clone, Default)]
pub struct OrderForm {
    pub quantity: i64,
    pub spec: String,
    pub buyer_name: String,
    pub mobile: String,
    pub province: String,
    pub city: String,
    pub district: String,
    pub address: String,
    pub need_bill: bool,
    pub bill_title: String,
    pub remark: String,
}

/// A buyer's order of a listed fixed-price item: the quantity leaves the stock in the same
/// statement that checks it (the stock never goes below zero), the last unit sells the item
/// out. Answers `(order id, order number, stock left)`.
pub fn place_order(
    conn: &Connection,
    goods_id: i64,
    o: &OrderForm,
    now: i64,
) -> Result<(i64, String, i64), ApiError> {
    let g = find(conn, goods_id)?;
    if g.kind != FIXED {
        return Err(ApiError::bad("竞拍拍品请通过出价购买"));
    }
    match g.status {
        LISTED => {}
        SOLD_OUT => return Err(ApiError::bad("库存不足")),
        _ => return Err(ApiError::bad("只有已上架的商品可以下单")),
    }
    let (title, price, fee, specs): (String, i64, i64, String) = conn.query_row(
        "SELECT title, price_fen, shipping_fee_fen, specs FROM sale_goods WHERE id = ?1",
        [g.id],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
    )?;
    let specs: Vec<String> = serde_json::from_str(&specs).unwrap_or_default();
    if !specs.is_empty() && o.spec.is_empty() {
        return Err(ApiError::bad("请选择规格"));
    }
    if !o.spec.is_empty() && !specs.contains(&o.spec) {
        return Err(ApiError::bad("规格不存在"));
    }
    check_beneficiary(conn, Some(g.id), price * o.quantity, "下单", now)?;
    let taken = conn.execute(
        "UPDATE sale_goods SET stock = stock - ?2, updated_at = ?3 WHERE id = ?1 AND stock >= ?2",
        params![g.id, o.quantity, now],
    )?;
    if taken == 0 {
        return Err(ApiError::bad("库存不足"));
    }
    let left: i64 = conn.query_row("SELECT stock FROM sale_goods WHERE id = ?1", [g.id], |r| {
        r.get(0)
    })?;
    if left == 0 {
        set_state(conn, &g, SOLD_OUT, "sold_out", None, "", now)?;
    }
    let no = order_no(conn, now)?;
    conn.execute(
        "INSERT INTO sale_orders (org_id, order_no, goods_title, buyer_name, mobile, quantity, amount_fen,
                need_bill, province, city, district, address, status, created_at, goods_id, spec, price_fen,
                shipping_fee_fen, bill_title, remark)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, 0, ?13, ?14, ?15, ?16, ?17, ?18, ?19)",
        params![
            g.org_id,
            no,
            title,
            o.buyer_name,
            o.mobile,
            o.quantity,
            price * o.quantity + fee,
            o.need_bill,
            o.province,
            o.city,
            o.district,
            o.address,
            now,
            g.id,
            o.spec,
            price,
            fee,
            o.bill_title,
            o.remark
        ],
    )?;
    let id = conn.last_insert_rowid();
    ORDER.log(conn, id, "place", None, "", now)?;
    Ok((id, no, left))
}

/// An order as its steps see it.
#[derive(Debug, Clone)]
pub struct Order {
    pub id: i64,
    pub org_id: i64,
    pub status: i64,
    pub goods_id: Option<i64>,
    pub quantity: i64,
    pub order_no: String,
    pub title: String,
    pub buyer_name: String,
    pub goods_amount: i64,
}

/// A lot's winner's order starts without an address; the buyer gives one at checkout.
pub const NO_ADDRESS: &str = "请填写收货地址";

/// Whether order `id` has somewhere to ship to.
pub fn has_address(conn: &Connection, id: i64) -> Result<bool, ApiError> {
    let address: String =
        conn.query_row("SELECT address FROM sale_orders WHERE id = ?1", [id], |r| {
            r.get(0)
        })?;
    Ok(!address.trim().is_empty())
}

pub fn find_order(conn: &Connection, id: i64) -> Result<Order, ApiError> {
    conn.query_row(
        "SELECT id, org_id, status, goods_id, quantity, order_no, goods_title, buyer_name,
                price_fen * quantity FROM sale_orders WHERE id = ?1",
        [id],
        |r| {
            Ok(Order {
                id: r.get(0)?,
                org_id: r.get(1)?,
                status: r.get(2)?,
                goods_id: r.get(3)?,
                quantity: r.get(4)?,
                order_no: r.get(5)?,
                title: r.get(6)?,
                buyer_name: r.get(7)?,
                goods_amount: r.get(8)?,
            })
        },
    )
    .optional()?
    .ok_or_else(|| ApiError::bad(ORDER.not_found))
}

/// Moves the order to `status`, stamping `column` (`paid_at`, …) and logging `action`.
pub fn set_order_state(
    conn: &Connection,
    o: &Order,
    status: i64,
    (action, column): (&str, &str),
    operator: Option<i64>,
    reason: &str,
    now: i64,
) -> rusqlite::Result<()> {
    conn.execute(
        &format!("UPDATE sale_orders SET status = ?2, {column} = ?3 WHERE id = ?1"),
        params![o.id, status, now],
    )?;
    ORDER.log(conn, o.id, action, operator, reason, now)
}

/// The beneficiary project of goods `goods_id` (none for goods without one).
fn beneficiary(conn: &Connection, goods_id: Option<i64>) -> rusqlite::Result<Option<i64>> {
    match goods_id {
        Some(g) => conn
            .query_row(
                "SELECT project_id FROM sale_goods WHERE id = ?1",
                [g],
                |r| r.get(0),
            )
            .optional()
            .map(Option::flatten),
        None => Ok(None),
    }
}

/// Whether the beneficiary of goods `goods_id` can take `amount_fen` of proceeds now: the
/// project's one donation rule (`project::store::can_take`), asked before an order or a bid is
/// taken so a buyer is never sold what the project cannot receive. `doing` names the refused
/// step in the message (下单, 出价, 支付).
pub fn check_beneficiary(
    conn: &Connection,
    goods_id: Option<i64>,
    amount_fen: i64,
    doing: &str,
    now: i64,
) -> Result<Option<i64>, ApiError> {
    let Some(project) = beneficiary(conn, goods_id)? else {
        return Ok(None);
    };
    match project_store::can_take(conn, project, amount_fen, now) {
        Ok(()) => Ok(Some(project)),
        Err(DonateError::Refused(why)) => Err(ApiError::bad(format!(
            "受益项目暂不能接收义卖款（{why}），不能{doing}"
        ))),
        Err(DonateError::Db(e)) => Err(e.into()),
    }
}

/// The buyer paid: the goods amount counts to the beneficiary project through the project's
/// donation rule, as channel 义卖 and numbered as the order. A project that can no longer take
/// it (fundraising ended, the target reached without over-raising) refuses the payment; the
/// order stays unpaid and can be cancelled, its stock given back.
pub fn pay(conn: &Connection, o: &Order, now: i64) -> Result<(), ApiError> {
    if o.status != UNPAID {
        return Err(ApiError::bad("只有待付款的订单可以支付"));
    }
    let project = check_beneficiary(conn, o.goods_id, o.goods_amount, "支付", now)?;
    set_order_state(conn, o, PAID, ("pay", "paid_at"), None, "", now)?;
    if let Some(project) = project {
        let message = format!("义卖：{}", o.title);
        project_store::donate(
            conn,
            &project_store::Donation {
                project_id: project,
                amount_fen: o.goods_amount,
                channel: project_store::SALE_CHANNEL,
                share_id: None,
                pledge_id: None,
                donor_name: &o.buyer_name,
                anonymous: false,
                pay_method: 1,
                need_bill: false,
                bill_title: "",
                order_no: Some(&o.order_no),
                message: &message,
            },
            now,
        )?;
    }
    Ok(())
}

/// The order's units go back to a fixed-price item's stock; a sold-out item is on sale again.
pub fn release_stock(conn: &Connection, o: &Order, now: i64) -> Result<(), ApiError> {
    let Some(goods_id) = o.goods_id else {
        return Ok(());
    };
    let g = find(conn, goods_id)?;
    if g.kind != FIXED {
        return Ok(());
    }
    conn.execute(
        "UPDATE sale_goods SET stock = stock + ?2, updated_at = ?3 WHERE id = ?1",
        params![g.id, o.quantity, now],
    )?;
    if g.status == SOLD_OUT {
        set_state(conn, &g, LISTED, "restock", None, "", now)?;
    }
    Ok(())
}

/// A refund takes the order's amount back from the beneficiary project.
pub fn refund_donation(conn: &Connection, o: &Order, now: i64) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE donations SET pay_status = 2, refunded_at = ?2
          WHERE subject = 'project' AND order_no = ?1 AND pay_status = 1",
        params![o.order_no, now],
    )?;
    Ok(())
}

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

/// The clock: listed lots whose start time has come start, lots whose close has passed close.
pub fn settle_lots(conn: &mut Connection, now: i64) -> Result<(), ApiError> {
    let due = |conn: &Connection, sql: &str| -> rusqlite::Result<Vec<i64>> {
        let mut stmt = conn.prepare(sql)?;
        let ids = stmt.query_map([now], |r| r.get(0))?;
        ids.collect()
    };
    let starting = due(
        conn,
        "SELECT id FROM sale_goods WHERE kind = 2 AND status = 3 AND auction_status = 0 AND start_time <= ?1",
    )?;
    for id in starting {
        let tx = conn.transaction()?;
        tx.execute(
            "UPDATE sale_goods SET auction_status = 1, updated_at = ?2 WHERE id = ?1 AND auction_status = 0",
            params![id, now],
        )?;
        GOODS.log(&tx, id, "start", None, "", now)?;
        tx.commit()?;
    }
    let closing = due(
        conn,
        "SELECT id FROM sale_goods WHERE kind = 2 AND status = 3 AND auction_status IN (1, 2) AND close_at <= ?1",
    )?;
    for id in closing {
        let tx = conn.transaction()?;
        let g = find(&tx, id)?;
        close_lot(&tx, &g, now)?;
        tx.commit()?;
    }
    Ok(())
}
