//! The steps on a goods item after its submission: the reviewers' pass (listing it; a lot
//! opens for bids at its start time) and return, the owner taking a fixed-price item off the
//! shelf and back on, and cancelling a lot before its first bid.

use super::common::{load, load_own, Goods};
use super::form::{self, AUCTION, FIXED};
use super::store::set_state;
use super::workflow::{BIDDING, CANCELLED, GOODS, LISTED, LOT, OFF};
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, Body};
use crate::http::review::{reason_or_empty, step, Asked};
use crate::http::review_calls::decision_calls;
use crate::http::session::CurrentUser;
use crate::state::AppState;
use actix_web::web;
use rusqlite::{params, Connection};
use serde_json::json;

/// A pass or return on the database: the step, the lot's opening, the log and the message.
fn review(tx: &Connection, asked: Asked<'_>) -> Result<(), ApiError> {
    let (user, id, action, reason) = asked.parts();
    let g = load(tx, user, id)?;
    let outcome = step(&GOODS, &g.item(), action, user)?;
    let reason = reason_or_empty(reason.as_deref())?;
    let now = clock::now();
    let to = outcome.to.unwrap_or(g.status);
    if action == "pass" {
        open_lot(tx, &g, now)?;
        tx.execute(
            "UPDATE sale_goods SET listed_at = ?2 WHERE id = ?1",
            params![id, now],
        )?;
    }
    tx.execute(
        "UPDATE sale_goods SET status = ?2, return_reason = ?3, updated_at = ?4 WHERE id = ?1",
        params![id, to, reason, now],
    )?;
    GOODS.record(tx, &outcome, &g.subject(), user.account_id, &reason, now)?;
    Ok(())
}

/// A lot being listed: refused when its end has passed; bidding at once when its start has.
fn open_lot(conn: &Connection, g: &Goods, now: i64) -> Result<(), ApiError> {
    if g.kind != AUCTION {
        return Ok(());
    }
    let (start, end): (i64, i64) = conn.query_row(
        "SELECT start_time, end_time FROM sale_goods WHERE id = ?1",
        [g.id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    if end <= now {
        return Err(ApiError::bad("结束时间须晚于当前时间"));
    }
    let opened = start <= now;
    conn.execute(
        "UPDATE sale_goods SET auction_status = ?2, close_at = end_time WHERE id = ?1",
        params![g.id, if opened { BIDDING } else { 0 }],
    )?;
    if opened {
        GOODS.log(conn, g.id, "start", None, "", now)?;
    }
    Ok(())
}

// `POST pass_sale {id}`, `POST return_sale {id, reason}`.
decision_calls!(&GOODS, review, pass, return_sale);

/// An owner's step with a reason on one of its goods: the state the step leads to.
fn owner_step(
    conn: &mut Connection,
    user: &CurrentUser,
    id: i64,
    action: &'static str,
    reason: Option<&str>,
) -> Result<i64, ApiError> {
    let tx = conn.transaction()?;
    // Staff may cancel any organisation's lot (the lot table says who); the rest is the owner's.
    let g = if action == "cancel_auction" {
        load(&tx, user, id)?
    } else {
        load_own(&tx, user, id)?
    };
    let now = clock::now();
    // Checked after the step, so a wrong state is named first.
    let checked_reason = || -> Result<String, ApiError> {
        let missing = if action == "off_shelf" {
            "请填写下架原因"
        } else {
            "请填写取消原因"
        };
        match reason {
            Some(r) => form::reason_text(r, missing).map_err(ApiError::bad),
            None => Ok(String::new()),
        }
    };
    let to = match action {
        "cancel_auction" => {
            let outcome = step(&LOT, &g.lot(), action, user)?;
            if g.kind != AUCTION || g.status != LISTED {
                return Err(ApiError::bad("只有未开始、竞拍中或延时中的拍品可以取消"));
            }
            let reason = checked_reason()?;
            tx.execute(
                "UPDATE sale_goods SET auction_status = ?2, cancel_reason = ?3 WHERE id = ?1",
                params![id, outcome.to.unwrap_or(CANCELLED), reason],
            )?;
            set_state(&tx, &g, OFF, action, Some(user.account_id), &reason, now)?;
            OFF
        }
        _ => {
            if g.kind != FIXED {
                return Err(ApiError::bad(if action == "off_shelf" {
                    "竞拍拍品请使用取消竞拍"
                } else {
                    "竞拍拍品不能重新上架"
                }));
            }
            let outcome = step(&GOODS, &g.item(), action, user)?;
            if action == "on_shelf" && g.stock == 0 {
                return Err(ApiError::bad("库存为0的商品不能上架，请先申请变更库存"));
            }
            let to = outcome.to.unwrap_or(g.status);
            let reason = checked_reason()?;
            tx.execute(
                "UPDATE sale_goods SET off_reason = ?2 WHERE id = ?1",
                params![id, reason],
            )?;
            set_state(&tx, &g, to, action, Some(user.account_id), &reason, now)?;
            to
        }
    };
    tx.commit()?;
    Ok(to)
}

async fn owner_call(
    state: web::Data<AppState>,
    user: CurrentUser,
    body: Body,
    action: &'static str,
    message: &'static str,
) -> ApiResult {
    let id = body_id(&body, "id", GOODS.not_found)?;
    let reason = match action {
        "on_shelf" => None,
        _ => Some(crate::rules::form::text(&body, "reason")),
    };
    let status = state
        .db
        .run(move |conn| owner_step(conn, &user, id, action, reason.as_deref()))
        .await?;
    let mut data = json!({ "id": id, "status": status });
    if action == "cancel_auction" {
        data["auction_status"] = CANCELLED.into();
    }
    Ok(ok(message, data))
}

/// `POST off_shelf_sale {id, reason}`
pub async fn off_shelf(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    owner_call(state, user, body, "off_shelf", "已下架").await
}

/// `POST on_shelf_sale {id}`
pub async fn on_shelf(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    owner_call(state, user, body, "on_shelf", "已上架").await
}

/// `POST cancel_auction {id, reason}`
pub async fn cancel_auction(
    state: web::Data<AppState>,
    user: CurrentUser,
    body: Body,
) -> ApiResult {
    owner_call(state, user, body, "cancel_auction", "已取消竞拍").await
}
