//! Claims of wishes (认领) and the light-up (点亮): the claim list and detail, a claim staff
//! register for someone offline, the gift's shipping, a cancelled claim (the wish is 待认领
//! again) and the delivery record that lights the wish up. One active claim per wish.

use super::common::{load, WishRef, NOT_FOUND};
use super::form;
use super::step_call::on_wish;
use super::store::{self, find_claim};
use super::workflow::{CLAIM, WISH};
use crate::areas::common::stored_columns::stored_columns;
use crate::clock;
use crate::http::detail::{detail_answer, listed_row};
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, optional_id, text_field, Body, Query};
use crate::http::list::Filter;
use crate::http::paging::{non_empty, Page};
use crate::http::row_actions::{acting_list_answer, Actions};
use crate::http::session::CurrentUser;
use crate::rules::dates;
use crate::state::AppState;
use actix_web::web;
use rusqlite::{params, Connection, Row};
use serde_json::{json, Value};

const CLAIM_NOT_FOUND: &str = "认领不存在";

const FROM: &str = "wish_claims c JOIN wishes w ON w.id = c.wish_id
     LEFT JOIN accounts cb ON cb.id = c.cancelled_by_id LEFT JOIN accounts op ON op.id = c.created_by";
const ROW: &str =
    "c.id, c.wish_id, w.wish_no, w.title AS wish_title, c.claimer_name, c.claimer_phone,
    c.message, c.need_bill, c.bill_title, c.express_company, c.express_no, c.status, c.claimed_at,
    c.shipped_at, c.realized_at, c.cancelled_at, c.cancel_reason, c.cancelled_by, cb.display_name,
    COALESCE(op.display_name, '系统') AS operator_name, c.donation_id";

fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let status: i64 = r.get(11)?;
    let by: String = r.get(17)?;
    let mut out = json!({
        "status": status,
        "status_label": CLAIM.label(status),
        "cancelled_by_name": match by.as_str() {
            "claimer" => Some(r.get::<_, String>(4)?),
            "staff" => r.get::<_, Option<String>>(18)?,
            _ => None,
        },
        "cancelled_by": (!by.is_empty()).then_some(by),
    });
    if let Some(o) = out.as_object_mut() {
        // The claimer, the bill, the express, the times and the operator as stored.
        o.extend(stored_columns(r, (0..11).chain(12..17).chain(19..21))?);
    }
    Ok(out)
}

/// One claim row.
pub fn claim_row_by_id(conn: &Connection, id: i64) -> rusqlite::Result<Value> {
    listed_row(conn, (ROW, FROM), "c.id", id, row)
}

/// `GET claim_list` — claims of the wishes the caller may see, newest first; `type_id` is the
/// `claim_microwish` route's view (0 all, 1 认领中, 2 已实现, 3 cancelled either way).
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    super::common::visible(&mut f, &user);
    if let Some(w) = optional_id(&q, "wish_id")? {
        f.and("c.wish_id = ?", [w.into()]);
    }
    f.status(&q, "status", "c.status", 0..=3)?;
    match non_empty(&q, "type_id") {
        None | Some("0") => {}
        Some("1") => {
            f.and("c.status = 0", []);
        }
        Some("2") => {
            f.and("c.status = 1", []);
        }
        Some("3") => {
            f.and("c.status IN (2, 3)", []);
        }
        Some(_) => return Err(ApiError::bad("状态不正确")),
    }
    f.keyword(&q, &["c.claimer_name", "c.claimer_phone"])?
        .date_range(&q, "c.claimed_at")?;
    // Each row carries the caller's actions, as the claim's detail computes them (issue 41).
    let actions_of = move |conn: &Connection, id: i64| -> Actions {
        let (claim, _) = load_claim(conn, &user, id)?;
        Ok(CLAIM.actions(&claim.item(), &user.actor()))
    };
    let order = "c.claimed_at DESC, c.id DESC";
    acting_list_answer(&state, (ROW, FROM), f, order, page, row, actions_of).await
}

/// A claim whose wish the caller may see, with that wish.
fn load_claim(
    conn: &Connection,
    user: &CurrentUser,
    id: i64,
) -> Result<(store::ClaimRef, WishRef), ApiError> {
    let claim = find_claim(conn, id)?.ok_or_else(|| ApiError::bad(CLAIM_NOT_FOUND))?;
    let wish = load(conn, user, claim.wish_id).map_err(|_| ApiError::bad(CLAIM_NOT_FOUND))?;
    Ok((claim, wish))
}

/// `user`'s step `action` on claim `id` (refused as a 400 first), then `write(tx, user,
/// claim, wish)`, in one transaction.
async fn on_claim<T: Send + 'static>(
    state: &AppState,
    user: CurrentUser,
    (id, action): (i64, &'static str),
    write: impl FnOnce(&Connection, &CurrentUser, store::ClaimRef, WishRef) -> Result<T, ApiError>
        + Send
        + 'static,
) -> Result<T, ApiError> {
    state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let (claim, wish) = load_claim(&tx, &user, id)?;
            CLAIM
                .next(&claim.item(), action, &user.actor())
                .map_err(ApiError::bad)?;
            let out = write(&tx, &user, claim, wish)?;
            tx.commit()?;
            Ok(out)
        })
        .await
}

/// `GET claim_detail?id=` — the claim, its wish and the caller's actions.
pub async fn detail(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    detail_answer(&state, &q, ("id", CLAIM_NOT_FOUND), move |conn, id| {
        let (claim, wish) = load_claim(conn, &user, id)?;
        let mut out = claim_row_by_id(conn, id)?;
        if let Some(o) = out.as_object_mut() {
            o.insert(
                "wish".into(),
                json!({"id": wish.id, "title": wish.title, "status": wish.status,
                       "status_label": WISH.label(wish.status), "type": wish.kind,
                       "wish_no": conn.query_row("SELECT wish_no FROM wishes WHERE id = ?1", [wish.id], |r| r.get::<_, String>(0))?}),
            );
            o.insert(
                "actions".into(),
                json!(CLAIM.actions(&claim.item(), &user.actor())),
            );
        }
        Ok(out)
    })
    .await
}

/// `POST add_claim {wish_id, claimer_name, claimer_phone, message?, need_bill?, bill_title?}` —
/// staff register a claim made offline. Of concurrent claims exactly one wins.
pub async fn add(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    WISH.check_role("claim", user.role).map_err(ApiError::bad)?;
    let wish_id = body_id(&body, "wish_id", NOT_FOUND)?;
    let body = body.into_inner();
    let id = on_wish(
        &state,
        user,
        (wish_id, "claim"),
        move |tx, user, wish, _| {
            let c = form::claim(&body).map_err(ApiError::bad)?;
            let (id, _) = store::claim(tx, wish, &user.actor(), &c, clock::now())?;
            Ok(id)
        },
    )
    .await?;
    Ok(ok(
        "认领成功",
        json!({ "id": id, "wish_id": wish_id, "status": super::workflow::ACTIVE }),
    ))
}

/// `POST ship_claim {id, express_company, express_no}` — the gift's shipping (may be corrected).
pub async fn ship(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    CLAIM.check_role("ship", user.role).map_err(ApiError::bad)?;
    let id = body_id(&body, "id", CLAIM_NOT_FOUND)?;
    let body = body.into_inner();
    on_claim(&state, user, (id, "ship"), move |tx, user, _, wish| {
        let (company, no) = form::shipping(&body).map_err(ApiError::bad)?;
        let now = clock::now();
        tx.execute(
            "UPDATE wish_claims SET express_company = ?1, express_no = ?2, shipped_at = ?3 WHERE id = ?4",
            params![company, no, now, id],
        )?;
        WISH.log(tx, wish.id, "ship", Some(user.account_id), &format!("{company} {no}"), now)?;
        Ok(())
    })
    .await?;
    Ok(ok(
        "快递信息已保存",
        json!({ "id": id, "status": super::workflow::ACTIVE }),
    ))
}

/// `POST cancel_claim {id, reason}` — staff revoke the claim: the wish is 待认领 again.
pub async fn cancel(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    CLAIM
        .check_role("cancel", user.role)
        .map_err(ApiError::bad)?;
    let id = body_id(&body, "id", CLAIM_NOT_FOUND)?;
    let raw = text_field(&body, "reason")?.unwrap_or_default();
    let status = on_claim(
        &state,
        user,
        (id, "cancel"),
        move |tx, user, claim, wish| {
            let reason = form::reason(&raw, "取消原因").map_err(ApiError::bad)?;
            store::cancel(tx, &wish, &claim, &user.actor(), &reason, clock::now())
        },
    )
    .await?;
    Ok(ok("已取消认领", json!({ "id": id, "status": status })))
}

/// `POST lightup_wish {id, delivered_at, receiver, feedback_images, feedback_message}` — the
/// delivery record: 已认领 → 已实现, the active claim → 已实现, in one transaction.
pub async fn lightup(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    WISH.check_role("lightup", user.role)
        .map_err(ApiError::bad)?;
    let id = body_id(&body, "id", NOT_FOUND)?;
    let body = body.into_inner();
    let status = on_wish(&state, user, (id, "lightup"), move |tx, user, _, step| {
        let claim = store::active_claim(tx, id)?
            .ok_or_else(|| ApiError::bad("只有已认领的心愿可以点亮"))?;
        CLAIM
            .next(&claim.item(), "realize", &user.actor())
            .map_err(ApiError::bad)?;
        let now = clock::now();
        let today = dates::today(now);
        let l = form::lightup(&body, dates::today(claim.claimed_at), today)
            .map_err(ApiError::bad)?;
        tx.execute(
            "UPDATE wishes SET status = ?1, delivered_at = ?2, receiver = ?3, feedback_images = ?4,
                    feedback_message = ?5, lit_by = ?6, realized_at = ?7, updated_at = ?7 WHERE id = ?8",
            params![step.to, l.delivered_at, l.receiver, json!(l.images).to_string(), l.message,
                    user.account_id, now, id],
        )?;
        tx.execute(
            "UPDATE wish_claims SET status = ?1, realized_at = ?2 WHERE id = ?3",
            params![super::workflow::CLAIM_REALIZED, now, claim.id],
        )?;
        WISH.log(tx, id, "lightup", Some(user.account_id), "", now)?;
        Ok(step.to)
    })
    .await?;
    Ok(ok("心愿已点亮", json!({ "id": id, "status": status })))
}
