//! Orders of the organisation's goods: the list, its statistics and export, one order's
//! detail (which role 4 may also open, for its own organisation), and the seller's steps —
//! ship, complete, cancel (the stock comes back) and refund (the stock and the project's money
//! come back).

use super::form::{self, KINDS};
use super::store::{self, find_order, set_order_state, Order};
use super::workflow::{log_label, COMPLETED, ORDER, ORDER_CANCELLED, REFUNDED, SHIPPED};
use crate::areas::common::stored_columns::stored_columns;
use crate::clock;
use crate::http::detail::{detail_answer, listed_row};
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, optional_id, Body, Params, Query};
use crate::http::list::{counts_by, page_of, scalar_over, statistics_answer, Filter, Sorts};
use crate::http::paging::Page;
use crate::http::parent::logs;
use crate::http::row_actions::{acting_list_answer, Actions};
use crate::http::session::CurrentUser;
use crate::labels::label_of;
use crate::rules::money::yuan;
use crate::rules::region::province_name;
use crate::state::AppState;
use actix_web::web;
use rusqlite::types::Value as Sql;
use rusqlite::{params, Connection, Row};
use serde_json::{json, Map, Value};
use std::collections::HashMap;

/// The largest page of the export call.
const MAX_EXPORT_PAGE: i64 = 1000;
/// Roles that may open an order's detail (role 4: `order_detailed/{id}`, its own organisation's).
const DETAIL_ROLES: [i64; 5] = [1, 2, 3, 4, 99];

const FROM: &str = "sale_orders s JOIN orgs o ON o.id = s.org_id
    LEFT JOIN sale_goods g ON g.id = s.goods_id LEFT JOIN projects p ON p.id = g.project_id";

const ROW: &str = "s.id, s.order_no, s.goods_id, s.goods_title, COALESCE(g.kind, 1), s.spec, s.price_fen,
    s.quantity, s.shipping_fee_fen, s.amount_fen, g.project_id, COALESCE(p.title, '') AS project_title,
    s.org_id, o.name AS org_name, s.buyer_name, s.mobile, s.province, s.city, s.district, s.address,
    s.need_bill, s.bill_title, s.remark, s.express_company, s.express_no, s.status, s.cancel_reason,
    s.refund_reason, s.created_at, s.paid_at, s.shipped_at, s.completed_at, s.cancelled_at, s.refunded_at";

/// An order row as the lists, the detail and the export send it.
fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let kind: i64 = r.get(4)?;
    let price: i64 = r.get(6)?;
    let quantity: i64 = r.get(7)?;
    let status: i64 = r.get(25)?;
    let province: String = r.get(16)?;
    let mut out = json!({
        "kind": kind,
        "kind_label": label_of(&KINDS, Some(kind)),
        "price": yuan(price),
        "quantity": quantity,
        "shipping_fee": yuan(r.get(8)?),
        "goods_amount": yuan(price * quantity),
        "amount": yuan(r.get(9)?),
        "region_text": province_name(&province),
        "province": province,
        "status": status,
        "status_label": ORDER.label(status),
    });
    if let Some(o) = out.as_object_mut() {
        // The rest as stored: ids, names, the address, the bill, the express and the times.
        let plain = [0..4, 5..6, 10..16, 17..25, 26..34];
        o.extend(stored_columns(r, plain.into_iter().flatten())?);
    }
    Ok(out)
}

/// The filters of the order list, its statistics and the export.
fn filter(q: &HashMap<String, String>, user: &CurrentUser) -> Result<Filter, ApiError> {
    let mut f = Filter::default();
    f.visible_to(user, ORDER.sees_all(user.role), "s.org_id")
        .status(q, "status", "s.status", 0..=5)?
        .status(q, "kind", "COALESCE(g.kind, 1)", 1..=2)?;
    if let Some(g) = optional_id(q, "goods_id")? {
        f.and("s.goods_id = ?", [Sql::Integer(g)]);
    }
    f.keyword(q, &["s.order_no", "s.buyer_name", "s.goods_title"])?
        .date_range(q, "s.created_at")?;
    Ok(f)
}

/// The list's order: newest first, or by 实付金额 either way on request.
const NEWEST: Sorts = Sorts {
    keys: &[("amount", "s.amount_fen")],
    default: "s.created_at DESC, s.id DESC",
};

/// `GET/POST sale_order_list`
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    let (page, f) = (Page::from_query(&q)?, filter(&q, &user)?);
    let actions_of = move |conn: &Connection, id: i64| -> Actions {
        Ok(actions(&load(conn, &user, id)?, &user))
    };
    let order = NEWEST.order(&q)?;
    acting_list_answer(&state, (ROW, FROM), f, order, page, row, actions_of).await
}

/// `GET/POST sale_order_statistics`
pub async fn statistics(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    statistics_answer(&state, filter(&q, &user)?, |conn, f| {
        let sum = |expr: &str, and: &str| scalar_over(conn, (expr, FROM), f, and);
        let sold = super::common::PAID_ORDER;
        Ok(json!({
            "order_count": sum("COUNT(*)", "1")?,
            "by_status": counts_by(conn, FROM, f, "s.status", ORDER.states)?,
            "paid_amount": yuan(sum("COALESCE(SUM(s.amount_fen), 0)", sold)?),
            "goods_amount": yuan(sum("COALESCE(SUM(s.price_fen * s.quantity), 0)", sold)?),
            "refunded_amount": yuan(sum("COALESCE(SUM(s.amount_fen), 0)", "s.status = 5")?),
            "quantity": sum("COALESCE(SUM(s.quantity), 0)", sold)?,
        }))
    })
    .await
}

/// `POST export_sale {pageNum, pageSize ≤ 1000, …filters}` — the BFF export's page call.
pub async fn export(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let q = crate::http::input::as_query(&body);
    let page = Page::from_query_max(&q, MAX_EXPORT_PAGE)?;
    let f = filter(&q, &user)?;
    let (list, total) = state
        .db
        .run(move |conn| page_of(conn, ROW, FROM, &f, "s.id DESC", page, row))
        .await?;
    Ok(ok("获取成功", json!({ "list": list, "total": total })))
}

/// Order `id` the caller may see: its own organisation's, or any for 2, 3 and 99.
fn load(conn: &Connection, user: &CurrentUser, id: i64) -> Result<Order, ApiError> {
    let o = find_order(conn, id)?;
    if o.org_id == user.org_id || ORDER.sees_all(user.role) {
        Ok(o)
    } else {
        Err(ApiError::bad(ORDER.not_found))
    }
}

/// The caller's buttons on an order: role 4 reads; the others act on their own organisation's
/// orders. The detail's and every list row's (issue 41).
fn actions(o: &Order, user: &CurrentUser) -> Vec<&'static str> {
    if user.role == 4 {
        return Vec::new();
    }
    ORDER.actions(
        &crate::workflow::Item::owned(o.status, o.org_id),
        &user.actor(),
    )
}

fn detail_of(conn: &Connection, user: &CurrentUser, id: i64) -> Result<Value, ApiError> {
    let o = load(conn, user, id)?;
    let mut out = listed_row(conn, (ROW, FROM), "s.id", id, row)?;
    let goods = match o.goods_id {
        Some(g) => conn.query_row(
            "SELECT id, kind, title, cover, status FROM sale_goods WHERE id = ?1",
            [g],
            |r| {
                let status: i64 = r.get(4)?;
                Ok(json!({
                    "id": r.get::<_, i64>(0)?, "kind": r.get::<_, i64>(1)?,
                    "title": r.get::<_, String>(2)?, "cover": r.get::<_, String>(3)?,
                    "status": status, "status_label": super::workflow::GOODS.label(status),
                }))
            },
        )?,
        None => Value::Null,
    };
    let project = match out["project_id"].as_i64() {
        Some(_) => json!({"id": out["project_id"], "title": out["project_title"]}),
        None => Value::Null,
    };
    let actions = actions(&o, user);
    if let Some(m) = out.as_object_mut() {
        m.insert("goods".into(), goods);
        m.insert("project".into(), project);
        m.insert(
            "logs".into(),
            logs(conn, ORDER.subject, id, log_label)?.into(),
        );
        m.insert("actions".into(), json!(actions));
    }
    Ok(out)
}

/// `GET sale_order_detail?id` — roles 1, 2, 3, 4, 99 (outside the area's role gate).
pub async fn detail(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    if !DETAIL_ROLES.contains(&user.role) {
        return Err(ApiError::bad(super::AREA.refusal()));
    }
    let read = move |conn: &Connection, id| detail_of(conn, &user, id);
    detail_answer(&state, &q, ("id", ORDER.not_found), read).await
}

/// A seller's step on order `id`: checked by the table (state, ownership), then `write`.
fn seller_step(
    conn: &mut Connection,
    user: &CurrentUser,
    id: i64,
    action: &'static str,
    write: impl FnOnce(&Connection, &Order, i64) -> Result<(), ApiError>,
) -> Result<i64, ApiError> {
    let tx = conn.transaction()?;
    let o = load(&tx, user, id)?;
    let to = crate::http::review::step(
        &ORDER,
        &crate::workflow::Item::owned(o.status, o.org_id),
        action,
        user,
    )?
    .to
    .unwrap_or(o.status);
    let now = clock::now();
    write(&tx, &o, now)?;
    tx.commit()?;
    Ok(to)
}

/// The reason `body` gives (`missing` when none), stored in `column` of order `o`.
fn stored_reason(
    tx: &Connection,
    o: &Order,
    body: &Map<String, Value>,
    (column, missing): (&str, &str),
) -> Result<String, ApiError> {
    let reason = form::reason(body, missing).map_err(ApiError::bad)?;
    tx.execute(
        &format!("UPDATE sale_orders SET {column} = ?2 WHERE id = ?1"),
        params![o.id, reason],
    )?;
    Ok(reason)
}

/// The seller's step `action` on the order `{id}`, answered with `message`.
async fn seller_call(
    (state, user, body): (web::Data<AppState>, CurrentUser, Body),
    (action, message): (&'static str, &'static str),
) -> ApiResult {
    let id = body_id(&body, "id", ORDER.not_found)?;
    let body: Map<String, Value> = body.into_inner();
    let account = user.account_id;
    let status = state
        .db
        .run(move |conn| {
            seller_step(conn, &user, id, action, |tx, o, now| {
                let by = Some(account);
                match action {
                    "ship" => {
                        let (company, no) = form::shipment(&body).map_err(ApiError::bad)?;
                        if !store::has_address(tx, o.id)? {
                            return Err(ApiError::bad("订单没有收货地址，不能发货"));
                        }
                        tx.execute(
                            "UPDATE sale_orders SET express_company = ?2, express_no = ?3 WHERE id = ?1",
                            params![o.id, company, no],
                        )?;
                        set_order_state(tx, o, SHIPPED, ("ship", "shipped_at"), by, "", now)?;
                    }
                    "complete" => {
                        set_order_state(tx, o, COMPLETED, ("complete", "completed_at"), by, "", now)?;
                    }
                    "cancel" => {
                        let r = stored_reason(tx, o, &body, ("cancel_reason", "请填写取消原因"))?;
                        set_order_state(tx, o, ORDER_CANCELLED, ("cancel", "cancelled_at"), by, &r, now)?;
                        store::release_stock(tx, o, now)?;
                    }
                    _ => {
                        let r = stored_reason(tx, o, &body, ("refund_reason", "请填写退款原因"))?;
                        set_order_state(tx, o, REFUNDED, ("refund", "refunded_at"), by, &r, now)?;
                        store::release_stock(tx, o, now)?;
                        store::refund_donation(tx, o, now)?;
                    }
                }
                Ok(())
            })
        })
        .await?;
    Ok(ok(message, json!({ "id": id, "status": status })))
}

/// `POST ship_order {id, express_company, express_no}`
pub async fn ship(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    seller_call((state, user, body), ("ship", "发货成功")).await
}

/// `POST complete_order {id}`
pub async fn complete(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    seller_call((state, user, body), ("complete", "订单已完成")).await
}

/// `POST cancel_order {id, reason}`
pub async fn cancel(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    seller_call((state, user, body), ("cancel", "订单已取消")).await
}

/// `POST refund_order {id, reason}`
pub async fn refund(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    seller_call((state, user, body), ("refund", "已退款")).await
}
