//! 信息披露 and 结项报告: the organisation discloses progress while its project raises money or
//! runs (progress reports) and reports its end (one end report); roles 2 and 99 pass or return
//! them. The end report's pass closes the project in the same transaction.

use super::common::{load, load_own, visible};
use super::form;
use super::projects::logs;
use super::store;
use super::workflow::{kind_label, AWAITING, END_REPORT, PROGRESS, PROJECT};
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, optional_id, query_id, Body, Query};
use crate::http::list::{list_answer, Filter};
use crate::http::paging::{self, Page};
use crate::http::review::{decision, reason_or_empty};
use crate::http::session::CurrentUser;
use crate::rules::form::text;
use crate::rules::money::yuan;
use crate::state::AppState;
use crate::workflow::notify::Subject;
use crate::workflow::{Item, Table};
use actix_web::web;
use rusqlite::{params, Connection, OptionalExtension, Row};
use serde_json::{json, Value};

const NOT_FOUND: &str = "信息披露不存在";
const FROM: &str = "reports r JOIN projects p ON r.subject = 'project' AND p.id = r.item_id
     JOIN orgs o ON o.id = p.org_id";
const ROW: &str =
    "r.id, r.item_id, p.title, o.name, r.kind, r.title, r.amount_used_fen, r.status, r.reason,
     r.created_at, r.reviewed_at, r.content, r.images, p.status, p.org_id";

/// The workflow table of a report `kind`.
fn table_of(kind: &str) -> &'static Table {
    if kind == "end" {
        &END_REPORT
    } else {
        &PROGRESS
    }
}

fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let kind: String = r.get(4)?;
    let status: i64 = r.get(7)?;
    Ok(json!({
        "id": r.get::<_, i64>(0)?,
        "project_id": r.get::<_, i64>(1)?,
        "project_title": r.get::<_, String>(2)?,
        "org_name": r.get::<_, String>(3)?,
        "kind_label": kind_label(&kind),
        "status_label": table_of(&kind).label(status),
        "kind": kind,
        "title": r.get::<_, String>(5)?,
        "amount_used": r.get::<_, Option<i64>>(6)?.map(yuan),
        "status": status,
        "reason": r.get::<_, String>(8)?,
        "created_at": r.get::<_, i64>(9)?,
        "reviewed_at": r.get::<_, Option<i64>>(10)?,
    }))
}

/// A report the caller may see (the caller may see its project), with what a decision needs.
struct Report {
    row: Value,
    kind: String,
    status: i64,
    project_id: i64,
    org: i64,
}

fn load_report(conn: &Connection, user: &CurrentUser, id: i64) -> Result<Report, ApiError> {
    let found = conn
        .query_row(
            &format!("SELECT {ROW} FROM {FROM} WHERE r.id = ?1"),
            [id],
            |r| {
                let mut v = row(r)?;
                let images: String = r.get(12)?;
                if let Some(o) = v.as_object_mut() {
                    o.insert("content".into(), r.get::<_, String>(11)?.into());
                    o.insert(
                        "images".into(),
                        serde_json::from_str(&images).unwrap_or(json!([])),
                    );
                }
                Ok(Report {
                    kind: r.get(4)?,
                    status: r.get(7)?,
                    project_id: r.get(1)?,
                    org: r.get(14)?,
                    row: v,
                })
            },
        )
        .optional()?
        .ok_or_else(|| ApiError::bad(NOT_FOUND))?;
    load(conn, user, found.project_id).map_err(|_| ApiError::bad(NOT_FOUND))?;
    Ok(found)
}

/// `GET process_list` — disclosures and end reports the caller may see, newest first.
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    visible(&mut f, &user);
    if let Some(p) = optional_id(&q, "project_id")? {
        f.and("r.item_id = ?", [p.into()]);
    }
    match paging::non_empty(&q, "kind") {
        None => {}
        Some(k @ ("progress" | "end")) => {
            f.and("r.kind = ?", [k.to_owned().into()]);
        }
        Some(_) => return Err(ApiError::bad("报告类型不正确")),
    }
    f.status(&q, "status", "r.status", 1..=3)?
        .keyword(&q, &["r.title", "p.title"])?;
    list_answer(
        &state,
        (ROW, FROM),
        f,
        "r.created_at DESC, r.id DESC",
        page,
        row,
    )
    .await
}

/// `GET process_detail?id=` — the report, its project, history and the caller's actions.
pub async fn detail(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let id = query_id(&q, "id", NOT_FOUND)?;
    let data = state
        .db
        .run(move |conn| {
            let r = load_report(conn, &user, id)?;
            let table = table_of(&r.kind);
            let actions = table.actions(&Item::owned(r.status, r.org), &user.actor());
            let (title, status): (String, i64) = conn.query_row(
                "SELECT title, status FROM projects WHERE id = ?1",
                [r.project_id],
                |x| Ok((x.get(0)?, x.get(1)?)),
            )?;
            let raised = store::raised_fen(conn, r.project_id)?;
            let mut v = r.row;
            if let Some(o) = v.as_object_mut() {
                o.insert("actions".into(), json!(actions));
                o.insert(
                    "project".into(),
                    json!({"id": r.project_id, "title": title, "status": status,
                           "status_label": PROJECT.label(status), "raised_amount": yuan(raised)}),
                );
                o.insert("logs".into(), logs(conn, table.subject, id)?.into());
            }
            Ok(v)
        })
        .await?;
    Ok(ok("获取成功", data))
}

/// The report's money used may not exceed what the project raised.
fn check_used(conn: &Connection, project: i64, used: Option<i64>) -> Result<(), ApiError> {
    if used.is_some_and(|u| u > store::raised_fen(conn, project).unwrap_or(0)) {
        return Err(ApiError::bad("使用金额不能超过已筹金额"));
    }
    Ok(())
}

/// `POST add_process {project_id, kind, title, content, images, amount_used?}` — a progress
/// report (project raising, ended or executing) or the end report (executing, none pending or
/// passed); both wait for review.
pub async fn add(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let project_id = body_id(&body, "project_id", super::common::NOT_FOUND)?;
    let body = body.into_inner();
    let id = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let project = load_own(&tx, &user, project_id)?;
            let kind = match text(&body, "kind").as_str() {
                "" | "progress" => "progress",
                "end" => "end",
                _ => return Err(ApiError::bad("报告类型不正确")),
            };
            let action = if kind == "end" { "add_end_report" } else { "add_progress" };
            project.step(action, &user)?;
            let table = table_of(kind);
            table
                .next(&Item::new_for(&user.actor()), "add", &user.actor())
                .map_err(ApiError::bad)?;
            let r = form::report(&body, kind == "end").map_err(ApiError::bad)?;
            check_used(&tx, project_id, r.amount_used_fen)?;
            let now = clock::now();
            tx.execute(
                "INSERT INTO reports (subject, item_id, kind, title, content, images, amount_used_fen, status,
                                      created_by, created_at, updated_at)
                 VALUES ('project', ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9)",
                params![project_id, kind, r.title, r.content, r.images, r.amount_used_fen, AWAITING,
                        user.account_id, now],
            )?;
            let id = tx.last_insert_rowid();
            table.log(&tx, id, "submit", Some(user.account_id), "", now)?;
            tx.commit()?;
            Ok(id)
        })
        .await?;
    Ok(ok(
        "提交成功，请等待审核",
        json!({ "id": id, "status": AWAITING }),
    ))
}

/// `POST edit_process {id, title, content, images, amount_used?}` — a waiting or returned report
/// is replaced and waits for review again.
pub async fn edit(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = body_id(&body, "id", NOT_FOUND)?;
    let body = body.into_inner();
    let status = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let r = load_report(&tx, &user, id)?;
            let table = table_of(&r.kind);
            let to = table
                .next(&Item::owned(r.status, r.org), "edit", &user.actor())
                .map_err(ApiError::bad)?
                .to;
            let rep = form::report(&body, r.kind == "end").map_err(ApiError::bad)?;
            check_used(&tx, r.project_id, rep.amount_used_fen)?;
            let now = clock::now();
            tx.execute(
                "UPDATE reports SET title = ?1, content = ?2, images = ?3, amount_used_fen = ?4, status = ?5,
                        reason = '', reviewed_by = NULL, reviewed_at = NULL, updated_at = ?6 WHERE id = ?7",
                params![rep.title, rep.content, rep.images, rep.amount_used_fen, to, now, id],
            )?;
            table.log(&tx, id, "resubmit", Some(user.account_id), "", now)?;
            tx.commit()?;
            Ok(to)
        })
        .await?;
    Ok(ok(
        "已重新提交，请等待审核",
        json!({ "id": id, "status": status }),
    ))
}

/// Pass or return of a report; an end report's pass also closes its project (执行中 → 已结项),
/// checked by the project table, in the same transaction.
fn review(
    conn: &mut Connection,
    user: &CurrentUser,
    id: i64,
    action: &str,
    reason: Option<String>,
) -> Result<(), ApiError> {
    let tx = conn.transaction()?;
    let r = load_report(&tx, user, id)?;
    let table = table_of(&r.kind);
    let decided = table
        .next(&Item::owned(r.status, r.org), action, &user.actor())
        .map_err(ApiError::bad)?;
    let reason = reason_or_empty(reason.as_deref())?;
    let now = clock::now();
    let project = load(&tx, user, r.project_id)?;
    if r.kind == "end" && action == "pass" {
        let closed = project.step("close", user)?;
        tx.execute(
            "UPDATE projects SET status = ?1, updated_at = ?2 WHERE id = ?3",
            params![closed.to, now, r.project_id],
        )?;
        PROJECT.record(&tx, &closed, &project.subject(), user.account_id, "", now)?;
    }
    tx.execute(
        "UPDATE reports SET status = ?1, reason = ?2, reviewed_by = ?3, reviewed_at = ?4 WHERE id = ?5",
        params![decided.to, reason, user.account_id, now, id],
    )?;
    let subject = Subject {
        item_id: id,
        owner_org: r.org,
        title: r.row["title"].as_str().unwrap_or_default().to_owned(),
        page_id: r.project_id,
    };
    table.record(&tx, &decided, &subject, user.account_id, &reason, now)?;
    tx.commit()?;
    Ok(())
}

/// `POST pass_process {id}` (roles 2, 99).
pub async fn pass(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    decision(&state, user, &body, &PROGRESS, "pass", review).await
}

/// `POST return_process {id, reason}` (roles 2, 99).
pub async fn return_process(
    state: web::Data<AppState>,
    user: CurrentUser,
    body: Body,
) -> ApiResult {
    decision(&state, user, &body, &PROGRESS, "return", review).await
}
