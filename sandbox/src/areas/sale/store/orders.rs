//! Orders: a buyer's order taking stock, an order found and moved along its steps, and the
//! stock it gives back.

use super::beneficiary::check_beneficiary;
use super::set_state;
use crate::areas::sale::common::find;
use crate::areas::sale::form::FIXED;
use crate::areas::sale::workflow::*;
use crate::http::envelope::ApiError;
use crate::rules::dates;
use rusqlite::{params, Connection, OptionalExtension};

/// A new order number: `SP` + the China date + a 6-digit sequence (unique: the sequence is the
/// next row id, taken inside the writing transaction).
pub(super) fn order_no(conn: &Connection, now: i64) -> rusqlite::Result<String> {
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
