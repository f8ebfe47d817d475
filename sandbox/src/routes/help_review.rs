//! The reviewers' side of cases (roles 2 and 99): the claim pool, their claimed cases, and
//! claim / ignore / pass / return. Checks run in a fixed order — role, case, state, claimer,
//! reason — so the message says the most basic thing that is wrong.

use super::help_common::{
    body_id, case_list, load_case, reason_or_empty, verdict, Filter, Verdict, CASE_NOT_FOUND,
};
use crate::clock;
use crate::envelope::{ok, ApiError, ApiResult};
use crate::help::machine::{self, case_next, may_decide_case, CaseAction};
use crate::help::store;
use crate::paging::Page;
use crate::session::CurrentUser;
use crate::state::AppState;
use actix_web::web;
use rusqlite::params;
use serde_json::{Map, Value};
use std::collections::HashMap;

type Query = web::Query<HashMap<String, String>>;
type Body = web::Json<Map<String, Value>>;

const NO_RIGHT: &str = "无权审核求助";

fn reviewer(user: &CurrentUser) -> Result<(), ApiError> {
    if machine::reviews_cases(user.role) {
        Ok(())
    } else {
        Err(ApiError::bad(NO_RIGHT))
    }
}

/// `GET get_org_receive_help_list` — the claim pool: every organisation's cases in 待认领 that
/// the caller has not ignored, oldest submission first (first come, first served).
pub async fn pool(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    reviewer(&user)?;
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    f.and(
        "c.status = 1 AND NOT EXISTS (SELECT 1 FROM help_ignores i WHERE i.help_id = c.id AND i.account_id = ?)",
        [user.account_id.into()],
    )
    .keyword(&q, &["c.title", "c.beneficiary_name"])?
    .date_range(&q, "c.created_at")?;
    case_list(&state, f, "c.submitted_at, c.id", page).await
}

/// `GET receive_org_help_project_list` — the cases the caller claimed, newest activity first.
pub async fn claimed(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    reviewer(&user)?;
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    f.and("c.claimed_by = ?", [user.account_id.into()])
        .status(&q, "status", "c.status", 2..=4)?
        .keyword(&q, &["c.title", "c.beneficiary_name"])?
        .date_range(&q, "c.created_at")?;
    case_list(&state, f, "c.updated_at DESC, c.id DESC", page).await
}

/// `POST claim_help_project {id}` — 待认领 → 审核中, claimed by the caller.
pub async fn claim(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    reviewer(&user)?;
    let id = body_id(&body, "id", CASE_NOT_FOUND)?;
    state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let case = load_case(&tx, &user, id)?;
            case_next(
                Some(case.status),
                CaseAction::Claim,
                case.claimed_by.is_some(),
            )
            .map_err(ApiError::bad)?;
            let now = clock::now();
            tx.execute(
                "UPDATE help_cases SET status = ?1, claimed_by = ?2, updated_at = ?3 WHERE id = ?4",
                params![machine::REVIEWING, user.account_id, now, id],
            )?;
            store::log(&tx, id, "claim", Some(user.account_id), "", now)?;
            tx.commit()?;
            Ok(())
        })
        .await?;
    Ok(ok("认领成功", Value::Null))
}

/// `POST ignore_help_project {id}` — hides a waiting case from the caller's pool only. Not
/// written to the case history: it is the reviewer's private triage, not a decision.
pub async fn ignore(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    reviewer(&user)?;
    let id = body_id(&body, "id", CASE_NOT_FOUND)?;
    state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let case = load_case(&tx, &user, id)?;
            case_next(
                Some(case.status),
                CaseAction::Ignore,
                case.claimed_by.is_some(),
            )
            .map_err(ApiError::bad)?;
            tx.execute(
                "INSERT OR IGNORE INTO help_ignores (help_id, account_id, at) VALUES (?1, ?2, ?3)",
                params![id, user.account_id, clock::now()],
            )?;
            tx.commit()?;
            Ok(())
        })
        .await?;
    Ok(ok("已忽略", Value::Null))
}

/// Pass or return: role, case, state (审核中), then the claimer (or role 99).
fn decide(
    conn: &mut rusqlite::Connection,
    user: &CurrentUser,
    id: i64,
    action: CaseAction,
    reason: Option<String>,
) -> Result<(), ApiError> {
    let tx = conn.transaction()?;
    let case = load_case(&tx, user, id)?;
    let to = match case_next(Some(case.status), action, case.claimed_by.is_some())
        .map_err(ApiError::bad)?
    {
        machine::Outcome::To(s) => s,
        machine::Outcome::Deleted => return Err(ApiError::bad(CASE_NOT_FOUND)),
    };
    may_decide_case(user.role, user.account_id, case.claimed_by).map_err(ApiError::bad)?;
    let reason = match reason {
        Some(r) => reason_or_empty(Some(&r))?,
        None if action == CaseAction::Return => {
            return Err(ApiError::bad(
                machine::return_reason(None)
                    .err()
                    .unwrap_or("请填写退回原因"),
            ))
        }
        None => String::new(),
    };
    let now = clock::now();
    tx.execute(
        "UPDATE help_cases SET status = ?1, return_reason = ?2, updated_at = ?3 WHERE id = ?4",
        params![to, reason, now, id],
    )?;
    let log = if action == CaseAction::Pass {
        "pass"
    } else {
        "return"
    };
    store::log(&tx, id, log, Some(user.account_id), &reason, now)?;
    tx.commit()?;
    Ok(())
}

/// `POST pass_help_project {id}` — 审核中 → 募捐中.
pub async fn pass(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    reviewer(&user)?;
    verdict(
        &state,
        user,
        &body,
        CASE_NOT_FOUND,
        Verdict::Pass,
        |c, u, id, r| decide(c, u, id, CaseAction::Pass, r),
    )
    .await
}

/// `POST return_help_project {id, reason}` — 审核中 → 已退回 with the reason.
pub async fn return_case(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    reviewer(&user)?;
    verdict(
        &state,
        user,
        &body,
        CASE_NOT_FOUND,
        Verdict::Return,
        |c, u, id, r| decide(c, u, id, CaseAction::Return, r),
    )
    .await
}
