//! Test mode only: what arrives from the public H5 page — a sign-up, its cancellation, a
//! sign-in scan, a donation through the activity — through the same code as the real calls.

use super::common::find;
use super::signins::record;
use super::signups::entry;
use super::store::SIGNUP_NOT_FOUND;
use super::store::{self, find_signup};
use super::workflow::{APPLY, APPLY_CANCELLED, PUBLIC, SIGNING_UP};
use crate::areas::project::store::{self as project_store, Donation};
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, Body};
use crate::rules::dates;
use crate::rules::form::{int, parse_fen};
use crate::rules::money::yuan;
use crate::state::AppState;
use crate::workflow::{Actor, Item};
use actix_web::web;
use rusqlite::params;
use serde_json::json;

fn public() -> Actor {
    Actor {
        account_id: 0,
        org_id: -1,
        role: PUBLIC,
    }
}

/// `POST /__sandbox/activity_signup {activity_id, is_team?, name, mobile, team_name?, members?,
/// answers}` — a sign-up from the public page: the activity open for sign-ups, the way of
/// signing up, the form's answers, then the places (in one transaction, so never oversold).
pub async fn signup(state: web::Data<AppState>, body: Body) -> ApiResult {
    let id = body_id(&body, "activity_id", super::common::NOT_FOUND)?;
    let body = body.into_inner();
    let (signup, status) = state
        .db
        .run_long(move |conn| {
            let tx = conn.transaction()?;
            let (a, _) = find(&tx, id)?;
            if a.phase() != SIGNING_UP {
                return Err(ApiError::bad("该活动不在报名中"));
            }
            let now = clock::now();
            let s = entry(&body, &a, dates::today(now)).map_err(ApiError::bad)?;
            let action = if a.need_review {
                "sign_up"
            } else {
                "sign_up_direct"
            };
            APPLY
                .next(&Item::new_for(&public()), action, &public())
                .map_err(ApiError::bad)?;
            let (signup, status) = store::sign_up(&tx, &a, &s, now).map_err(ApiError::bad)?;
            APPLY.log(&tx, signup, action, None, "", now)?;
            tx.commit()?;
            Ok((signup, status))
        })
        .await?;
    Ok(ok("报名成功", json!({"id": signup, "status": status})))
}

/// `POST /__sandbox/activity_signup_cancel {id}` — the participant cancels before the
/// activity's cancel deadline.
pub async fn cancel_signup(state: web::Data<AppState>, body: Body) -> ApiResult {
    let id = body_id(&body, "id", SIGNUP_NOT_FOUND)?;
    state
        .db
        .run_long(move |conn| {
            let tx = conn.transaction()?;
            let s = find_signup(&tx, id)?.ok_or_else(|| ApiError::bad(SIGNUP_NOT_FOUND))?;
            let (a, _) = find(&tx, s.activity_id)?;
            let decided = APPLY
                .next(&Item::owned(s.status, a.org_id), "cancel", &public())
                .map_err(ApiError::bad)?;
            let now = clock::now();
            let deadline = if a.cancel_end > 0 {
                a.cancel_end
            } else {
                a.times.signup_end
            };
            if now >= deadline {
                return Err(ApiError::bad("已过取消报名截止时间"));
            }
            tx.execute(
                "UPDATE activity_signups SET status = ?1, cancelled_at = ?2 WHERE id = ?3",
                params![decided.to, now, id],
            )?;
            APPLY.log(&tx, id, "cancel", None, "", now)?;
            tx.commit()?;
            Ok(())
        })
        .await?;
    Ok(ok(
        "已取消报名",
        json!({"id": id, "status": APPLY_CANCELLED}),
    ))
}

/// `POST /__sandbox/activity_signin {signup_id, sign_in_at?, sign_out_at?}` — the
/// participant's scan (operator 系统): the rules of `sign_in`.
pub async fn signin(state: web::Data<AppState>, body: Body) -> ApiResult {
    let signup = body_id(&body, "signup_id", SIGNUP_NOT_FOUND)?;
    let at = int(&body, "sign_in_at").filter(|t| *t > 0);
    let out = int(&body, "sign_out_at").filter(|t| *t > 0);
    let id = state
        .db
        .run_long(move |conn| {
            let tx = conn.transaction()?;
            let id = record(&tx, None, signup, at.unwrap_or_else(clock::now), out)?;
            tx.commit()?;
            Ok(id)
        })
        .await?;
    Ok(ok("签到成功", json!({ "id": id })))
}

/// `POST /__sandbox/activity_donation {activity_id, amount, donor_name?, need_bill?,
/// bill_title?, refund_of?}` — a donation through the activity to its linked project (the
/// project's donation code: refused unless the project is in 募款中), or the refund of one.
pub async fn donation(state: web::Data<AppState>, body: Body) -> ApiResult {
    let refund_of = int(&body, "refund_of").filter(|d| *d > 0);
    let activity = int(&body, "activity_id").filter(|a| *a > 0);
    let amount = body.get("amount").and_then(parse_fen).filter(|f| *f > 0);
    let donor =
        crate::rules::form::payer_name(&body, "donor_name", "测试捐赠人").map_err(ApiError::bad)?;
    let bill_title = crate::rules::form::bill_title(&body).map_err(ApiError::bad)?;
    let need_bill = matches!(body.get("need_bill"), Some(v) if v == 1 || v == true || v == "1");
    let data = state
        .db
        .run_long(move |conn| {
            let now = clock::now();
            let tx = conn.transaction()?;
            if let Some(d) = refund_of {
                let of_activity: Option<i64> = tx
                    .query_row("SELECT activity_id FROM donations WHERE id = ?1", [d], |r| r.get(0))
                    .map_err(|_| ApiError::bad("订单不存在"))?;
                let a = of_activity.ok_or_else(|| ApiError::bad("订单不存在"))?;
                project_store::refund(&tx, d, now)?;
                tx.commit()?;
                return Ok(json!({"id": d, "activity_id": a}));
            }
            let (a, _) = find(&tx, activity.ok_or_else(|| ApiError::bad(super::common::NOT_FOUND))?)?;
            let project = a.project_id.ok_or_else(|| ApiError::bad("该活动没有关联的募捐项目"))?;
            let amount = amount.ok_or_else(|| ApiError::bad("捐款金额须为大于0的数字，最多两位小数"))?;
            let id = project_store::donate(
                &tx,
                &Donation {
                    project_id: project,
                    amount_fen: amount,
                    channel: 1,
                    share_id: None,
                    pledge_id: None,
                    donor_name: &donor,
                    anonymous: false,
                    pay_method: 1,
                    need_bill,
                    bill_title: &bill_title,
                    order_no: None,
                    message: "",
                },
                now,
            )?;
            tx.execute("UPDATE donations SET activity_id = ?1 WHERE id = ?2", params![a.id, id])?;
            let raised: i64 = tx.query_row(
                "SELECT COALESCE(SUM(amount_fen), 0) FROM donations WHERE activity_id = ?1 AND pay_status = 1",
                [a.id],
                |r| r.get(0),
            )?;
            tx.commit()?;
            Ok(json!({"id": id, "activity_id": a.id, "project_id": project, "raised_amount": yuan(raised)}))
        })
        .await?;
    let msg = if refund_of.is_some() {
        "已退款"
    } else {
        "捐款成功"
    };
    Ok(ok(msg, data))
}
