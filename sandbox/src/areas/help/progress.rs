//! Progress reports (进展) of raising cases: the organisation adds and edits them, role 2 (and
//! only role 2, spec §6 "verifyHelpProcess: 2 only") passes or returns them.

use super::common::{decision, load_own_case, reason_or_empty, sees_all, step};
use super::store::raised_fen;
use super::workflow::{AWAITING, CASE, PROGRESS};
use crate::areas::help::form;
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, optional_id, query_id, Body, Query};
use crate::http::list::{list_answer, Filter};
use crate::http::paging::Page;
use crate::http::session::CurrentUser;
use crate::rules::money::yuan;
use crate::state::AppState;
use crate::workflow::notify::Subject;
use crate::workflow::Item;
use actix_web::web;
use rusqlite::{params, Connection, OptionalExtension, Row};
use serde_json::{json, Value};

const NOT_FOUND: &str = "进展不存在";
const FROM: &str = "reports p JOIN help_cases c ON p.subject = 'help_case' AND c.id = p.item_id
     JOIN orgs o ON o.id = c.org_id";
const ROW: &str = "p.id, p.item_id, c.title, o.name, p.title, p.amount_used_fen, p.status, p.reason,
                   p.created_at, p.reviewed_at, p.updated_at, p.content, p.images, c.status, c.org_id";

fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let status: i64 = r.get(6)?;
    Ok(json!({
        "id": r.get::<_, i64>(0)?,
        "help_id": r.get::<_, i64>(1)?,
        "help_title": r.get::<_, String>(2)?,
        "org_name": r.get::<_, String>(3)?,
        "title": r.get::<_, String>(4)?,
        "amount_used": r.get::<_, Option<i64>>(5)?.map(yuan),
        "status": status,
        "status_label": PROGRESS.label(status),
        "reason": r.get::<_, String>(7)?,
        "created_at": r.get::<_, i64>(8)?,
        "reviewed_at": r.get::<_, Option<i64>>(9)?,
        "updated_at": r.get::<_, i64>(10)?,
    }))
}

/// A report the caller may see, as `(row with detail fields, status, case org)`.
fn load(conn: &Connection, user: &CurrentUser, id: i64) -> Result<(Value, i64, i64), ApiError> {
    let found = conn
        .query_row(
            &format!("SELECT {ROW} FROM {FROM} WHERE p.id = ?1"),
            [id],
            |r| {
                let mut v = row(r)?;
                let case_status: i64 = r.get(13)?;
                if let Some(o) = v.as_object_mut() {
                    o.insert("content".into(), r.get::<_, String>(11)?.into());
                    let images: String = r.get(12)?;
                    o.insert(
                        "images".into(),
                        serde_json::from_str(&images).unwrap_or(json!([])),
                    );
                    let help_id: i64 = r.get(1)?;
                    o.insert(
                        "help".into(),
                        json!({"id": help_id, "title": r.get::<_, String>(2)?,
                           "status": case_status, "status_label": CASE.label(case_status),
                           "raised_amount": yuan(raised_fen(conn, help_id)?)}),
                    );
                }
                Ok((v, r.get::<_, i64>(6)?, r.get::<_, i64>(14)?))
            },
        )
        .optional()?;
    match found {
        Some((v, status, org)) if org == user.org_id || sees_all(user) => Ok((v, status, org)),
        _ => Err(ApiError::bad(NOT_FOUND)),
    }
}

/// `GET help_project_progess_list` — newest first.
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    f.visible_to(&user, sees_all(&user), "c.org_id");
    if let Some(help) = optional_id(&q, "help_id")? {
        f.and("p.item_id = ?", [help.into()]);
    }
    f.status(&q, "status", "p.status", 1..=3)?
        .keyword(&q, &["p.title", "c.title"])?;
    list_answer(
        &state,
        (ROW, FROM),
        f,
        "p.created_at DESC, p.id DESC",
        page,
        row,
    )
    .await
}

/// `GET help_project_progess_detail?id=`.
pub async fn detail(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let id = query_id(&q, "id", NOT_FOUND)?;
    let data = state
        .db
        .run(move |conn| {
            let (mut v, status, org) = load(conn, &user, id)?;
            let actions = PROGRESS.actions(&Item::owned(status, org), &user.actor());
            if let Some(o) = v.as_object_mut() {
                o.insert("actions".into(), json!(actions));
            }
            Ok(v)
        })
        .await?;
    Ok(ok("获取成功", data))
}

/// A report cannot account for more money than the case has raised (paid donations).
fn used_within_raised(
    conn: &Connection,
    help_id: i64,
    used_fen: Option<i64>,
) -> Result<(), ApiError> {
    let Some(used) = used_fen else { return Ok(()) };
    let raised = raised_fen(conn, help_id)?;
    if used > raised {
        return Err(ApiError::bad(format!(
            "已使用金额不能超过已筹金额（{}元）",
            yuan(raised)
        )));
    }
    Ok(())
}

/// `POST add_help_progress {help_id, title, content, images, amount_used?}` — on the own
/// organisation's raising case; starts 待审核.
pub async fn add(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let help_id = body_id(&body, "help_id", "求助不存在")?;
    let body = body.into_inner();
    let id = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let case = load_own_case(&tx, &user, help_id)?;
            case.step("add_progress", &user)?;
            let p = form::progress(&body).map_err(ApiError::bad)?;
            used_within_raised(&tx, help_id, p.amount_used_fen)?;
            let now = clock::now();
            tx.execute(
                "INSERT INTO reports (subject, item_id, title, content, images, amount_used_fen, status, created_by,
                                      created_at, updated_at)
                 VALUES ('help_case', ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)",
                params![help_id, p.title, p.content, p.images, p.amount_used_fen, AWAITING, user.account_id, now],
            )?;
            let id = tx.last_insert_rowid();
            tx.execute("UPDATE help_cases SET updated_at = ?1 WHERE id = ?2", params![now, help_id])?;
            tx.commit()?;
            Ok(id)
        })
        .await?;
    Ok(ok("提交成功，请等待审核", json!({ "id": id })))
}

/// `POST help_progess_edit {id, title, content, images, amount_used?}` — a waiting or returned
/// report is replaced and waits for review again (the old return reason is cleared).
pub async fn edit(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = body_id(&body, "id", NOT_FOUND)?;
    let body = body.into_inner();
    state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let (report, status, org) = load(&tx, &user, id)?;
            let to = step(&PROGRESS, &Item::owned(status, org), "edit", &user)?.to;
            let p = form::progress(&body).map_err(ApiError::bad)?;
            let help_id = report["help_id"].as_i64().unwrap_or_default();
            used_within_raised(&tx, help_id, p.amount_used_fen)?;
            tx.execute(
                "UPDATE reports SET title = ?1, content = ?2, images = ?3, amount_used_fen = ?4, status = ?5,
                        reason = '', reviewed_by = NULL, reviewed_at = NULL, updated_at = ?6 WHERE id = ?7",
                params![p.title, p.content, p.images, p.amount_used_fen, to, clock::now(), id],
            )?;
            tx.commit()?;
            Ok(())
        })
        .await?;
    Ok(ok("已重新提交，请等待审核", json!({ "id": id })))
}

fn review(
    conn: &mut Connection,
    user: &CurrentUser,
    id: i64,
    action: &str,
    reason: Option<String>,
) -> Result<(), ApiError> {
    let tx = conn.transaction()?;
    let (v, status, org) = load(&tx, user, id)?;
    let decided = step(&PROGRESS, &Item::owned(status, org), action, user)?;
    let reason = reason_or_empty(reason.as_deref())?;
    let now = clock::now();
    tx.execute(
        "UPDATE reports SET status = ?1, reason = ?2, reviewed_by = ?3, reviewed_at = ?4 WHERE id = ?5",
        params![decided.to, reason, user.account_id, now, id],
    )?;
    let subject = Subject {
        item_id: id,
        owner_org: org,
        title: v["title"].as_str().unwrap_or_default().to_owned(),
        page_id: v["help_id"].as_i64().unwrap_or_default(),
    };
    PROGRESS.record(&tx, &decided, &subject, user.account_id, &reason, now)?;
    tx.commit()?;
    Ok(())
}

/// `POST help_project_progess_pass {id}` (role 2).
pub async fn pass(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    decision(&state, user, &body, &PROGRESS, "pass", review).await
}

/// `POST help_project_progess_return {id, reason}` (role 2).
pub async fn return_progress(
    state: web::Data<AppState>,
    user: CurrentUser,
    body: Body,
) -> ApiResult {
    decision(&state, user, &body, &PROGRESS, "return", review).await
}
