//! Test mode only: what arrives from the public shop — an order, its payment, a bid, goods
//! sent to an organisation — and the clock moved for a lot, through the same store code as the
//! console's calls.

use super::common::{find, NOT_FOUND};
use super::form::{AUCTION, ITEM_TYPES};
use super::store::{self, find_order, OrderForm};
use super::workflow::{DONATION, LISTED, SENT, UNPAID};
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, Body};
use crate::rules::form::{image_urls, int, mobile, parse_fen, sized, text};
use crate::rules::money::yuan;
use crate::state::AppState;
use actix_web::web;
use rusqlite::params;
use serde_json::{json, Map, Value};

fn bad(msg: String) -> ApiError {
    ApiError::bad(msg)
}

/// Where the goods go: `[province, city, district, address]`, the region optional.
fn shipping_address(body: &Map<String, Value>) -> Result<[String; 4], ApiError> {
    sized(&text(body, "address"), "收货地址", 2, 100).map_err(bad)?;
    let region = ["province", "city", "district"].map(|k| text(body, k));
    if region.iter().any(|r| !r.is_empty()) {
        crate::rules::region::check_chain(&region[0], &region[1], &region[2])
            .map_err(ApiError::bad)?;
    }
    let [province, city, district] = region;
    Ok([province, city, district, text(body, "address")])
}

/// The buyer's part of an order.
fn order_form(body: &Map<String, Value>) -> Result<OrderForm, ApiError> {
    let quantity = int(body, "quantity")
        .filter(|q| (1..=99).contains(q))
        .ok_or_else(|| ApiError::bad("购买数量须为1-99"))?;
    sized(&text(body, "buyer_name"), "收货人", 1, 20).map_err(bad)?;
    mobile(&text(body, "mobile"), "手机号", true).map_err(bad)?;
    let [province, city, district, address] = shipping_address(body)?;
    Ok(OrderForm {
        quantity,
        spec: text(body, "spec"),
        buyer_name: text(body, "buyer_name"),
        mobile: text(body, "mobile"),
        province,
        city,
        district,
        address,
        need_bill: int(body, "need_bill") == Some(1),
        bill_title: crate::rules::form::bill_title(body).map_err(bad)?,
        remark: text(body, "remark").chars().take(200).collect(),
    })
}

/// `POST /__sandbox/sale_order {goods_id, quantity, spec?, buyer_name, mobile, …address}`
pub async fn order(state: web::Data<AppState>, body: Body) -> ApiResult {
    let goods = body_id(&body, "goods_id", NOT_FOUND)?;
    let form = order_form(&body)?;
    let (id, no, stock) = state
        .db
        .run_long(move |conn| {
            let tx = conn.transaction()?;
            let made = store::place_order(&tx, goods, &form, clock::now())?;
            tx.commit()?;
            Ok(made)
        })
        .await?;
    Ok(ok(
        "下单成功",
        json!({"id": id, "order_no": no, "status": 0, "stock": stock}),
    ))
}

/// `POST /__sandbox/sale_pay {id, province?, city?, district?, address?}` — an address given at
/// checkout replaces the order's; an order without one (a lot's winner) must be given one.
pub async fn pay(state: web::Data<AppState>, body: Body) -> ApiResult {
    let id = body_id(&body, "id", "订单不存在")?;
    let given = if text(&body, "address").is_empty() {
        None
    } else {
        Some(shipping_address(&body)?)
    };
    state
        .db
        .run_long(move |conn| {
            let tx = conn.transaction()?;
            let o = find_order(&tx, id)?;
            if let Some([province, city, district, address]) = &given {
                if o.status == UNPAID {
                    tx.execute(
                        "UPDATE sale_orders SET province = ?2, city = ?3, district = ?4, address = ?5 WHERE id = ?1",
                        params![o.id, province, city, district, address],
                    )?;
                }
            } else if o.status == UNPAID && !store::has_address(&tx, o.id)? {
                return Err(ApiError::bad(store::NO_ADDRESS));
            }
            store::pay(&tx, &o, clock::now())?;
            tx.commit()?;
            Ok(())
        })
        .await?;
    Ok(ok("支付成功", json!({"id": id, "status": 1})))
}

/// `POST /__sandbox/sale_bid {goods_id, bidder_name, bidder_phone?, price}`
pub async fn bid(state: web::Data<AppState>, body: Body) -> ApiResult {
    let goods = body_id(&body, "goods_id", NOT_FOUND)?;
    let name = text(&body, "bidder_name");
    sized(&name, "出价人", 1, 20).map_err(bad)?;
    let phone = text(&body, "bidder_phone");
    mobile(&phone, "手机号", false).map_err(bad)?;
    let price = match body.get("price") {
        None | Some(Value::Null) => return Err(ApiError::bad("请填写出价金额")),
        Some(v) => parse_fen(v)
            .filter(|p| *p > 0)
            .ok_or_else(|| ApiError::bad("出价金额须为大于0的数字，最多两位小数"))?,
    };
    let b = state
        .db
        .run_long(move |conn| {
            let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
            let b = store::bid(&tx, goods, (&name, &phone), price, clock::now())?;
            tx.commit()?;
            Ok(b)
        })
        .await?;
    Ok(ok(
        "出价成功",
        json!({"id": b.id, "goods_id": goods, "price": yuan(b.price), "current_price": yuan(b.price),
               "close_at": b.close_at, "auction_status": b.auction_status, "extended": b.extended}),
    ))
}

/// `POST /__sandbox/sale_auction_end {id}` — the lot's close is now: closed as the clock would.
pub async fn auction_end(state: web::Data<AppState>, body: Body) -> ApiResult {
    let id = body_id(&body, "id", NOT_FOUND)?;
    let (status, order) = state
        .db
        .run_long(move |conn| {
            let tx = conn.transaction()?;
            let g = find(&tx, id)?;
            if g.kind != AUCTION || g.status != LISTED {
                return Err(ApiError::bad("只有竞拍中的拍品可以结束竞拍"));
            }
            let now = clock::now();
            if g.auction_status == super::workflow::NOT_STARTED {
                tx.execute(
                    "UPDATE sale_goods SET auction_status = 1 WHERE id = ?1",
                    [id],
                )?;
            }
            let order = store::close_lot(&tx, &find(&tx, id)?, now)?;
            tx.execute(
                "UPDATE sale_goods SET close_at = ?2 WHERE id = ?1",
                params![id, now - 1],
            )?;
            let status: i64 = tx.query_row(
                "SELECT auction_status FROM sale_goods WHERE id = ?1",
                [id],
                |r| r.get(0),
            )?;
            tx.commit()?;
            Ok((status, order))
        })
        .await?;
    Ok(ok(
        "竞拍已结束",
        json!({"id": id, "auction_status": status, "order_id": order}),
    ))
}

/// `POST /__sandbox/sale_lot_times {id, start_time, end_time}` — moves a lot's times; the clock
/// applies them on the next call.
pub async fn lot_times(state: web::Data<AppState>, body: Body) -> ApiResult {
    let id = body_id(&body, "id", NOT_FOUND)?;
    let (start, end) = match (int(&body, "start_time"), int(&body, "end_time")) {
        (Some(s), Some(e)) if s < e => (s, e),
        _ => return Err(ApiError::bad("结束时间须晚于开始时间")),
    };
    let (status, close) = state
        .db
        .run_long(move |conn| {
            let tx = conn.transaction()?;
            let g = find(&tx, id)?;
            if g.kind != AUCTION {
                return Err(ApiError::bad("只有竞拍拍品可以出价"));
            }
            tx.execute(
                "UPDATE sale_goods SET start_time = ?2, end_time = ?3, close_at = ?3 WHERE id = ?1",
                params![id, start, end],
            )?;
            tx.commit()?;
            store::settle_lots(conn, clock::now())?;
            Ok(conn.query_row(
                "SELECT auction_status, close_at FROM sale_goods WHERE id = ?1",
                [id],
                |r| Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)?)),
            )?)
        })
        .await?;
    Ok(ok(
        "已调整",
        json!({"id": id, "auction_status": status, "close_at": close}),
    ))
}

/// `POST /__sandbox/goods_donation {account, donor_name, donor_phone, item_name, item_type,
/// quantity, description?, images?, express_company, express_no}` — goods sent to the account's
/// organisation.
pub async fn goods_donation(state: web::Data<AppState>, body: Body) -> ApiResult {
    let account = text(&body, "account");
    sized(&text(&body, "donor_name"), "捐赠人", 1, 20).map_err(bad)?;
    mobile(&text(&body, "donor_phone"), "联系电话", true).map_err(bad)?;
    sized(&text(&body, "item_name"), "物品名称", 2, 30).map_err(bad)?;
    let item_type = int(&body, "item_type")
        .filter(|t| ITEM_TYPES.iter().any(|(i, _)| i == t))
        .ok_or_else(|| ApiError::bad("请选择物品类型"))?;
    let quantity = int(&body, "quantity")
        .filter(|q| (1..=9999).contains(q))
        .ok_or_else(|| ApiError::bad("物品数量须为1-9999"))?;
    let images = image_urls(&body, "images", "物品图片", 9).map_err(bad)?;
    let (company, no) = super::form::shipment(&body).map_err(bad)?;
    let body = body.into_inner();
    let id = state
        .db
        .run_long(move |conn| {
            let tx = conn.transaction()?;
            let org = crate::areas::testing::org_of_account(&tx, &account)?;
            let now = clock::now();
            tx.execute(
                "INSERT INTO goods_donations (org_id, donor_name, donor_phone, item_name, item_type, quantity,
                        description, images, express_company, express_no, status, created_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
                params![
                    org,
                    text(&body, "donor_name"),
                    text(&body, "donor_phone"),
                    text(&body, "item_name"),
                    item_type,
                    quantity,
                    text(&body, "description").chars().take(500).collect::<String>(),
                    serde_json::to_string(&images).unwrap_or_else(|_| "[]".into()),
                    company,
                    no,
                    SENT,
                    now
                ],
            )?;
            let id = tx.last_insert_rowid();
            DONATION.log(&tx, id, "send", None, "", now)?;
            tx.commit()?;
            Ok(id)
        })
        .await?;
    Ok(ok("已寄出", json!({"id": id, "status": SENT})))
}
