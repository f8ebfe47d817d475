//! The reviewers' side of cases (roles 2 and 99): the claim pool, their claimed cases, and
//! claim / ignore / pass / return. The case table (`workflow::CASE`) decides who may take which
//! step; checks run role, case, state, claimer, reason, so the message says the most basic
//! thing that is wrong.

use super::common::{case_list, load_case, reason_or_empty};
use super::workflow::{CASE, PENDING};
use crate::clock;
use crate::http::envelope::{ApiError, ApiResult};
use crate::http::input::Query;
use crate::http::list::Filter;
use crate::http::paging::Page;
use crate::http::review::{self, Asked};
use crate::http::review_calls::{claim_calls, decision_calls};
use crate::http::session::CurrentUser;
use crate::state::AppState;
use actix_web::web;
use rusqlite::params;

/// `GET get_org_receive_help_list` — the claim pool: every organisation's cases in 待认领 that
/// the caller has not ignored, oldest submission first (first come, first served).
pub async fn pool(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let mut f = review::pool(&CASE, &user, "c", PENDING)?;
    let page = Page::from_query(&q)?;
    f.keyword(&q, &["c.title", "c.beneficiary_name"])?
        .date_range(&q, "c.created_at")?;
    case_list(&state, (&q, user), (f, "c.submitted_at, c.id"), page).await
}

/// `GET receive_org_help_project_list` — the cases the caller claimed, newest activity first.
pub async fn claimed(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    review::reviewer(&CASE, &user)?;
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    f.and("c.claimed_by = ?", [user.account_id.into()])
        .status(&q, "status", "c.status", 2..=4)?
        .status(&q, "help_type_id", "c.help_type_id", 1..=i64::MAX)?
        .keyword(&q, &["c.title", "c.beneficiary_name"])?
        .date_range(&q, "c.created_at")?;
    let order = "c.updated_at DESC, c.id DESC";
    case_list(&state, (&q, user), (f, order), page).await
}

/// The case as the claim and ignore steps see it.
fn claimable(
    conn: &rusqlite::Connection,
    user: &CurrentUser,
    id: i64,
) -> Result<(crate::workflow::Item, crate::workflow::notify::Subject), ApiError> {
    let case = load_case(conn, user, id)?;
    Ok((case.item(Vec::new()), case.subject(conn, id)?))
}

// `POST claim_help_project {id}` — 待认领 → 审核中, claimed by the caller; `POST
// ignore_help_project {id}` — hides a waiting case from the caller's pool only.
claim_calls!(&CASE, "help_cases", claimable);

/// Pass or return: role, case, state (审核中), then the claimer (or role 99), then the reason.
fn decide(tx: &rusqlite::Connection, asked: Asked<'_>) -> Result<(), ApiError> {
    let (user, id, action, reason) = asked.parts();
    let case = load_case(tx, user, id)?;
    let decided = case.step(action, user)?;
    let reason = reason_or_empty(reason.as_deref())?;
    let now = clock::now();
    tx.execute(
        "UPDATE help_cases SET status = ?1, return_reason = ?2, updated_at = ?3 WHERE id = ?4",
        params![decided.to, reason, now, id],
    )?;
    let subject = case.subject(tx, id)?;
    CASE.record(tx, &decided, &subject, user.account_id, &reason, now)?;
    Ok(())
}

// `POST pass_help_project {id}` — 审核中 → 募款中; `POST return_help_project {id, reason}` —
// 审核中 → 已退回 with the reason.
decision_calls!(&CASE, decide, pass, return_case);
