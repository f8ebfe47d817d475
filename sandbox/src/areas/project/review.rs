//! The reviewers' side of projects: the regional partner's preliminary review (role 3, projects
//! executed in its province: recommend to the platform or return), and the platform's review
//! (roles 2 and 99: the claim pool, claimed projects, claim / ignore / pass / return). The
//! project table decides who may take which step; checks run role, project, state, claimer,
//! region, reason, so the message says the most basic thing that is wrong.

use super::common::{load, visible, NOT_FOUND, PROJECTS};
use super::workflow::{PENDING, PROJECT};
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, text_field, Body, Query};
use crate::http::list::Filter;
use crate::http::paging::Page;
use crate::http::review::{self, reason_or_empty, Asked};
use crate::http::review_calls::{claim_calls, decision_calls};
use crate::http::session::CurrentUser;
use crate::state::AppState;
use actix_web::web;
use rusqlite::{params, Connection};
use serde_json::Value;

/// `GET claim_pool_list` — projects in 待认领 the caller has not ignored, oldest submission
/// first (first come, first served). Roles 2 and 99 only: a partner never reaches the pool.
pub async fn pool(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let mut f = review::pool(&PROJECT, &user, "p", PENDING)?;
    let page = Page::from_query(&q)?;
    f.keyword(&q, &["p.title", "o.name"])?
        .date_range(&q, "p.created_at")?;
    let order = PROJECTS.order(&q, "p.submitted_at, p.id")?;
    PROJECTS.answer(&state, user, (f, page), order).await
}

/// `GET claimed_list` — the projects the caller claimed, newest activity first.
pub async fn claimed(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    review::reviewer(&PROJECT, &user)?;
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    f.and("p.claimed_by = ?", [user.account_id.into()]);
    visible(&mut f, &user);
    f.status(&q, "status", "p.status", 1..=10)?
        .keyword(&q, &["p.title", "o.name"])?
        .date_range(&q, "p.created_at")?;
    let order = PROJECTS.order(&q, "p.updated_at DESC, p.id DESC")?;
    PROJECTS.answer(&state, user, (f, page), order).await
}

/// The project as the claim and ignore steps see it.
fn claimable(
    conn: &Connection,
    user: &CurrentUser,
    id: i64,
) -> Result<(crate::workflow::Item, crate::workflow::notify::Subject), ApiError> {
    let p = load(conn, user, id)?;
    Ok((p.item(), p.subject()))
}

// `POST claim_project {id}` — 待认领 → 审核中, claimed by the caller; `POST ignore_project
// {id}` — hides a waiting project from the caller's pool only.
claim_calls!(&PROJECT, "projects", claimable);

/// Pass or return by the platform, or the partner's preliminary decision: role, project, state,
/// claimer or region, then the reason. A return stores its reason on the project.
fn decide(tx: &Connection, asked: Asked<'_>) -> Result<(), ApiError> {
    let (user, id, action, reason) = asked.parts();
    let p = load(tx, user, id)?;
    let decided = p.step(action, user)?;
    let returning = matches!(action, "return" | "preliminary_return");
    let reason = if returning {
        reason_or_empty(Some(reason.as_deref().unwrap_or("")))?
    } else {
        reason.unwrap_or_default()
    };
    let now = clock::now();
    tx.execute(
        "UPDATE projects SET status = ?1, updated_at = ?2 WHERE id = ?3",
        params![decided.to, now, id],
    )?;
    if returning {
        tx.execute(
            "UPDATE projects SET return_reason = ?1 WHERE id = ?2",
            params![reason, id],
        )?;
    }
    if action.starts_with("preliminary_") {
        tx.execute(
            "UPDATE projects SET preliminary_by = ?1, preliminary_opinion = ?2, preliminary_at = ?3
              WHERE id = ?4",
            params![user.account_id, reason, now, id],
        )?;
    }
    PROJECT.record(tx, &decided, &p.subject(), user.account_id, &reason, now)?;
    Ok(())
}

// `POST pass_project {id}` — 审核中 → 待发布; `POST return_project {id, reason}` — 审核中 →
// 已退回 with the reason.
decision_calls!(&PROJECT, decide, pass, return_project);

/// The partner's preliminary decision `action` on the project `{id}` with `reason` (the
/// partner's opinion or return reason), in one transaction.
async fn preliminary(
    state: &AppState,
    (user, id): (CurrentUser, i64),
    action: &'static str,
    reason: String,
) -> Result<(), ApiError> {
    state
        .db
        .run(move |conn| review::decided(conn, Asked::new(&user, id, action, Some(reason)), decide))
        .await
}

/// The caller may take the partner's step `action`, and the project `{id}` it is asked on.
fn partner_call(user: &CurrentUser, body: &Body, action: &str) -> Result<i64, ApiError> {
    PROJECT
        .check_role(action, user.role)
        .map_err(ApiError::bad)?;
    body_id(body, "id", NOT_FOUND)
}

/// `POST preliminary_pass {id, opinion?}` — the partner recommends the project: 待初审 → 待认领.
pub async fn preliminary_pass(
    state: web::Data<AppState>,
    user: CurrentUser,
    body: Body,
) -> ApiResult {
    let id = partner_call(&user, &body, "preliminary_pass")?;
    let opinion = text_field(&body, "opinion")?
        .map(|o| crate::rules::blank::trim(&o).to_owned())
        .unwrap_or_default();
    if opinion.chars().count() > 200 {
        return Err(ApiError::bad("初审意见不能超过200个字"));
    }
    preliminary(&state, (user, id), "preliminary_pass", opinion).await?;
    Ok(ok("初审通过，已推荐至平台审核", Value::Null))
}

/// `POST preliminary_return {id, reason}` — the partner returns the project: 待初审 → 已退回.
pub async fn preliminary_return(
    state: web::Data<AppState>,
    user: CurrentUser,
    body: Body,
) -> ApiResult {
    let id = partner_call(&user, &body, "preliminary_return")?;
    let reason = text_field(&body, "reason")?.unwrap_or_default();
    preliminary(&state, (user, id), "preliminary_return", reason).await?;
    Ok(ok("已退回", Value::Null))
}
