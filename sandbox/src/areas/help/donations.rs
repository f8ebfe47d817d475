//! Donations to help cases: the order list (with the paid sum over the whole filter), an
//! order's bill details, and moving its bill forward (未开票 → 已开票 → 已寄出, one step at a
//! time, only for paid orders that asked for a bill).

use super::common::sees_all;
use crate::areas::help::{
    bill_status_label, donation_pay_method_label, pay_status_label, ANONYMOUS_DONOR,
};
use crate::http::detail::detail_answer;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, optional_id, Body, Query};
use crate::http::list::{page_of, Filter};
use crate::http::paging::Page;
use crate::http::session::CurrentUser;
use crate::rules::money::yuan;
use crate::state::AppState;
use actix_web::web;
use rusqlite::{params, params_from_iter, Connection, OptionalExtension, Row};
use serde_json::{json, Value};

const NOT_FOUND: &str = "订单不存在";
const FROM: &str = "donations d JOIN help_cases c ON d.subject = 'help_case' AND c.id = d.item_id";
const ROW: &str = "d.id, d.order_no, d.item_id, c.title, d.donor_name, d.anonymous, d.amount_fen, d.pay_method,
                   d.pay_status, d.need_bill, d.bill_status, d.message, d.paid_at, d.created_at,
                   d.bill_title, d.bill_tax_no, d.bill_receiver, d.bill_phone, d.bill_address, d.bill_email, c.org_id";

fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let anonymous: bool = r.get(5)?;
    let (method, pay, bill): (i64, i64, i64) = (r.get(7)?, r.get(8)?, r.get(10)?);
    Ok(json!({
        "id": r.get::<_, i64>(0)?,
        "order_no": r.get::<_, String>(1)?,
        "help_id": r.get::<_, i64>(2)?,
        "help_title": r.get::<_, String>(3)?,
        // The stored name of an anonymous donor never leaves the store.
        "donor_name": if anonymous { ANONYMOUS_DONOR.to_owned() } else { r.get::<_, String>(4)? },
        "anonymous": i64::from(anonymous),
        "amount": yuan(r.get(6)?),
        "pay_method": method,
        "pay_method_label": donation_pay_method_label(method),
        "pay_status": pay,
        "pay_status_label": pay_status_label(pay),
        "need_bill": r.get::<_, i64>(9)?,
        "bill_status": bill,
        "bill_status_label": bill_status_label(bill),
        "message": r.get::<_, String>(11)?,
        "paid_at": r.get::<_, Option<i64>>(12)?,
        "created_at": r.get::<_, i64>(13)?,
    }))
}

/// `GET donate_list` — orders newest first, plus `sum_amount`: the paid orders of the whole
/// filter (not just the page).
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let page = Page::from_query(&q)?;
    // Unpaid orders have no payment time: by default newest created first, as before.
    let order = crate::http::list::Sorts {
        default: "d.created_at DESC, d.id DESC",
        ..crate::http::list::DONATIONS
    }
    .order(&q)?;
    let mut f = Filter::default();
    f.visible_to(&user, sees_all(&user), "c.org_id");
    if let Some(help) = optional_id(&q, "help_id")? {
        f.and("d.item_id = ?", [help.into()]);
    }
    f.status(&q, "pay_status", "d.pay_status", 0..=2)?
        .keyword(
            &q,
            &[
                "CASE WHEN d.anonymous = 1 THEN '' ELSE d.donor_name END",
                "d.order_no",
            ],
        )?
        .date_range(&q, "d.created_at")?;
    let data = state
        .db
        .run(move |conn| {
            let (list, total) = page_of(conn, ROW, FROM, &f, &order, page, row)?;
            let (where_, args) = f.parts();
            let sum: i64 = conn.query_row(
                &format!("SELECT COALESCE(SUM(d.amount_fen), 0) FROM {FROM} WHERE {where_} AND d.pay_status = 1"),
                params_from_iter(args.iter()),
                |r| r.get(0),
            )?;
            Ok(json!({ "list": list, "total": total, "sum_amount": yuan(sum) }))
        })
        .await?;
    Ok(ok("获取成功", data))
}

/// An order the caller may see, with its case's organisation.
fn load(conn: &Connection, user: &CurrentUser, id: i64) -> Result<(Value, Value, i64), ApiError> {
    let found = conn
        .query_row(
            &format!("SELECT {ROW} FROM {FROM} WHERE d.id = ?1"),
            [id],
            |r| {
                let need_bill: i64 = r.get(9)?;
                let bill = if need_bill == 1 {
                    json!({"title": r.get::<_, String>(14)?, "tax_no": r.get::<_, String>(15)?,
                       "receiver": r.get::<_, String>(16)?, "phone": r.get::<_, String>(17)?,
                       "address": r.get::<_, String>(18)?, "email": r.get::<_, String>(19)?})
                } else {
                    Value::Null
                };
                Ok((row(r)?, bill, r.get::<_, i64>(20)?))
            },
        )
        .optional()?;
    match found {
        Some(f) if f.2 == user.org_id || sees_all(user) => Ok(f),
        _ => Err(ApiError::bad(NOT_FOUND)),
    }
}

/// `GET bill_detail?id=` — the order and its bill (`null` when no bill was asked for).
pub async fn bill_detail(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    detail_answer(&state, &q, ("id", NOT_FOUND), move |conn, id| {
        let (mut order, bill, _) = load(conn, &user, id)?;
        if let Some(o) = order.as_object_mut() {
            o.insert("bill".into(), bill);
        }
        Ok(order)
    })
    .await
}

/// `POST order_status {id, bill_status}` — the case's own organisation moves the bill one step.
pub async fn order_status(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = body_id(&body, "id", NOT_FOUND)?;
    let to = crate::areas::help::form::int(&body, "bill_status")
        .filter(|s| (1..=2).contains(s))
        .ok_or_else(|| ApiError::bad("票据状态不正确"))?;
    state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let (order, _, org) = load(&tx, &user, id)?;
            if org != user.org_id {
                return Err(ApiError::bad(NOT_FOUND));
            }
            if order["need_bill"] != 1 {
                return Err(ApiError::bad("该订单无需开具票据"));
            }
            match order["pay_status"].as_i64() {
                Some(1) => {}
                Some(2) => return Err(ApiError::bad("订单已退款，不能开票")),
                _ => return Err(ApiError::bad("订单未支付，不能开票")),
            }
            if order["bill_status"].as_i64() != Some(to - 1) {
                return Err(ApiError::bad("票据状态只能依次更新"));
            }
            tx.execute(
                "UPDATE donations SET bill_status = ?1 WHERE id = ?2",
                params![to, id],
            )?;
            tx.commit()?;
            Ok(())
        })
        .await?;
    Ok(ok("票据状态已更新", Value::Null))
}
