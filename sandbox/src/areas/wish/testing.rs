//! Test mode only: what arrives from the public H5 page — a claim, the claimer cancelling it,
//! and a donation without a claim — through the same code as the console's calls.

use super::common::{load_in, public_actor, NOT_FOUND};
use super::form::{self, KINDS};
use super::store::{self, find_claim, Donation};
use super::workflow::{CLAIMED, WAITING};
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, Body};
use crate::rules::form::{int, parse_fen};
use crate::rules::money::yuan;
use crate::state::AppState;
use actix_web::web;
use serde_json::json;

/// `POST /__sandbox/wish_claim {wish_id, claimer_name, claimer_phone, message?, need_bill?,
/// bill_title?}` — a claim from the public.
pub async fn claim(state: web::Data<AppState>, body: Body) -> ApiResult {
    let wish_id = body_id(&body, "wish_id", NOT_FOUND)?;
    let body = body.into_inner();
    let (id, donation) = state
        .db
        .run_long(move |conn| {
            let tx = conn.transaction()?;
            let wish = load_in(&tx, None, wish_id)?;
            wish.step("claim", &public_actor())?;
            let c = form::claim(&body).map_err(ApiError::bad)?;
            let made = store::claim(&tx, &wish, &public_actor(), &c, clock::now())?;
            tx.commit()?;
            Ok(made)
        })
        .await?;
    Ok(ok(
        "认领成功",
        json!({"id": id, "wish_id": wish_id, "status": super::workflow::ACTIVE, "donation_id": donation}),
    ))
}

/// `POST /__sandbox/wish_claim_cancel {claim_id}` — the claimer cancels the claim.
pub async fn cancel(state: web::Data<AppState>, body: Body) -> ApiResult {
    let id = body_id(&body, "claim_id", "认领不存在")?;
    let status = state
        .db
        .run_long(move |conn| {
            let tx = conn.transaction()?;
            let claim = find_claim(&tx, id)?.ok_or_else(|| ApiError::bad("认领不存在"))?;
            let wish = load_in(&tx, None, claim.wish_id)?;
            let to = store::cancel(&tx, &wish, &claim, &public_actor(), "", clock::now())?;
            tx.commit()?;
            Ok(to)
        })
        .await?;
    Ok(ok("已取消认领", json!({ "id": id, "status": status })))
}

/// `POST /__sandbox/wish_donation {wish_id, amount, kind?, donor_name?, need_bill?, bill_title?}`
/// — a donation to a published wish without a claim; the wish's state does not change.
pub async fn donation(state: web::Data<AppState>, body: Body) -> ApiResult {
    let wish_id = body_id(&body, "wish_id", NOT_FOUND)?;
    let amount = body
        .get("amount")
        .and_then(parse_fen)
        .filter(|f| (1..=500_000).contains(f))
        .ok_or_else(|| ApiError::bad("捐赠金额须在0.01至5000元之间"))?;
    let kind = int(&body, "kind").unwrap_or(1);
    if !KINDS.iter().any(|(k, _)| *k == kind) {
        return Err(ApiError::bad("捐赠类型不正确"));
    }
    let donor =
        crate::rules::form::payer_name(&body, "donor_name", "爱心人士").map_err(ApiError::bad)?;
    let need_bill = int(&body, "need_bill") == Some(1);
    let bill_title = crate::rules::form::bill_title(&body).map_err(ApiError::bad)?;
    let (id, raised) = state
        .db
        .run_long(move |conn| {
            let tx = conn.transaction()?;
            let wish = load_in(&tx, None, wish_id)?;
            if !matches!(wish.status, WAITING | CLAIMED) {
                return Err(ApiError::bad("只有待认领或已认领的心愿可以捐赠"));
            }
            let d = Donation {
                wish_id,
                kind,
                donor: &donor,
                amount_fen: amount,
                need_bill,
                bill_title: &bill_title,
                claim_id: None,
            };
            let id = store::donate(&tx, &d, clock::now())?;
            let raised: i64 = tx.query_row(
                "SELECT COALESCE(SUM(amount_fen), 0) FROM donations
                  WHERE subject = 'wish' AND item_id = ?1 AND pay_status = 1 AND donate_kind = 1",
                [wish_id],
                |r| r.get(0),
            )?;
            tx.commit()?;
            Ok((id, raised))
        })
        .await?;
    Ok(ok(
        "捐赠成功",
        json!({"id": id, "wish_id": wish_id, "raised_amount": yuan(raised)}),
    ))
}
