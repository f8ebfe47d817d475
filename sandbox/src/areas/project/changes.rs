//! 项目变更: the organisation asks to change fields of a published (or approved) project; roles
//! 2 and 99 see the field-by-field diff and pass (every change written to the project in one
//! transaction) or return (nothing changes). Until the pass the project answers its old values.

use super::common::{load, load_own, visible, ProjectRef};
use super::form::{self, CHANGEABLE};
use super::projects::{logs, stored_form};
use super::store;
use super::workflow::{APPROVED, AWAITING, CHANGE, PROJECT, RAISING};
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, query_id, Body, Query};
use crate::http::list::{list_answer, Filter};
use crate::http::paging::Page;
use crate::http::review::{decision, reason_or_empty};
use crate::http::session::CurrentUser;
use crate::rules::dates;
use crate::rules::form::{parse_fen, text};
use crate::state::AppState;
use crate::workflow::notify::Subject;
use crate::workflow::Item;
use actix_web::web;
use rusqlite::types::Value as Sql;
use rusqlite::{params, Connection, OptionalExtension, Row};
use serde_json::{json, Map, Value};

type Fields = Map<String, Value>;
/// The columns to write, and the changed fields after and before.
type Checked = (Vec<(&'static str, Sql)>, Fields, Fields);

const NOT_FOUND: &str = "变更申请不存在";
const FROM: &str = "change_requests c JOIN projects p ON c.subject = 'project' AND p.id = c.item_id
     JOIN orgs o ON o.id = p.org_id";
const ROW: &str =
    "c.id, c.item_id, p.title, o.name, c.reason, c.status, c.return_reason, c.created_at,
     c.reviewed_at, c.changes, c.before, p.status, p.org_id";

fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let status: i64 = r.get(5)?;
    Ok(json!({
        "id": r.get::<_, i64>(0)?,
        "project_id": r.get::<_, i64>(1)?,
        "project_title": r.get::<_, String>(2)?,
        "org_name": r.get::<_, String>(3)?,
        "reason": r.get::<_, String>(4)?,
        "status": status,
        "status_label": CHANGE.label(status),
        "return_reason": r.get::<_, String>(6)?,
        "created_at": r.get::<_, i64>(7)?,
        "reviewed_at": r.get::<_, Option<i64>>(8)?,
    }))
}

struct Request {
    row: Value,
    project_id: i64,
    project_status: i64,
    org: i64,
    status: i64,
    changes: Fields,
    before: Fields,
}

fn load_request(conn: &Connection, user: &CurrentUser, id: i64) -> Result<Request, ApiError> {
    let obj = |s: String| serde_json::from_str::<Fields>(&s).unwrap_or_default();
    let found = conn
        .query_row(
            &format!("SELECT {ROW} FROM {FROM} WHERE c.id = ?1"),
            [id],
            |r| {
                Ok(Request {
                    row: row(r)?,
                    project_id: r.get(1)?,
                    status: r.get(5)?,
                    changes: obj(r.get(9)?),
                    before: obj(r.get(10)?),
                    project_status: r.get(11)?,
                    org: r.get(12)?,
                })
            },
        )
        .optional()?
        .ok_or_else(|| ApiError::bad(NOT_FOUND))?;
    load(conn, user, found.project_id).map_err(|_| ApiError::bad(NOT_FOUND))?;
    Ok(found)
}

/// `GET change_list` — change requests the caller may see, newest first.
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    visible(&mut f, &user);
    f.status(&q, "status", "c.status", 1..=3)?
        .keyword(&q, &["p.title", "c.reason"])?;
    list_answer(
        &state,
        (ROW, FROM),
        f,
        "c.created_at DESC, c.id DESC",
        page,
        row,
    )
    .await
}

/// `GET change_detail?id=` — the request, its project, each changed field before (as it was
/// when requested) and after, the caller's actions and the request's history.
pub async fn detail(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let id = query_id(&q, "id", NOT_FOUND)?;
    let data = state
        .db
        .run(move |conn| {
            let c = load_request(conn, &user, id)?;
            let fields = crate::workflow::diff::fields(&CHANGEABLE, &c.changes, &c.before);
            let title = c.row["project_title"].clone();
            Ok(json!({
                "change": c.row,
                "project": {"id": c.project_id, "title": title, "status": c.project_status,
                            "status_label": PROJECT.label(c.project_status)},
                "fields": fields,
                "actions": CHANGE.actions(&Item::owned(c.status, c.org), &user.actor()),
                "logs": logs(conn, CHANGE.subject, id)?,
            }))
        })
        .await?;
    Ok(ok("获取成功", data))
}

/// The requested changes checked with the form's rules against the project as it is now:
/// `(column, value)` to write, and the changed fields with their current values.
fn checked(
    conn: &Connection,
    project: &ProjectRef,
    requested: &Fields,
) -> Result<Checked, ApiError> {
    if let Some(k) = requested
        .keys()
        .find(|k| !CHANGEABLE.iter().any(|(f, _)| f == k))
    {
        return Err(ApiError::bad(format!("不支持变更的字段：{k}")));
    }
    let current = stored_form(conn, project.id)?;
    let raised = store::raised_fen(conn, project.id)?;
    let target_now = current
        .get("target_amount")
        .and_then(parse_fen)
        .unwrap_or(0);
    let target = match requested.get("target_amount") {
        Some(_) => form::target(requested).map_err(ApiError::bad)?,
        None => target_now,
    };
    if target < raised {
        return Err(ApiError::bad("目标金额不能低于已筹金额"));
    }
    if target != target_now && !requested.contains_key("budget") {
        return Err(ApiError::bad("目标金额变更后须同时调整预算明细"));
    }
    if requested.contains_key("fund_end") {
        if !matches!(project.status, APPROVED | RAISING) {
            return Err(ApiError::bad(
                "只有待发布或募款中的项目可以变更募款结束日期",
            ));
        }
        let end = dates::parse(&text(requested, "fund_end"));
        let start = current
            .get("fund_start")
            .and_then(Value::as_str)
            .and_then(dates::parse);
        let today = super::common::today();
        match (end, start) {
            (Some(e), _) if e < today => return Err(ApiError::bad("募款结束日期不能早于今天")),
            (Some(e), Some(s)) if e <= s => {
                return Err(ApiError::bad("募款结束日期须晚于开始日期"))
            }
            (Some(e), Some(s)) if e - s > form::MAX_WINDOW_DAYS => {
                return Err(ApiError::bad("募款时间不能超过365天"))
            }
            _ => {}
        }
    }
    let (mut writes, mut changes, mut before) = (Vec::new(), Map::new(), Map::new());
    for (field, _) in CHANGEABLE {
        if !requested.contains_key(field) {
            continue;
        }
        let (column, value, after) =
            form::change_value(field, requested, target).map_err(ApiError::bad)?;
        let was = current.get(field).cloned().unwrap_or(Value::Null);
        if after != was {
            writes.push((column, value));
            changes.insert(field.to_owned(), after);
            before.insert(field.to_owned(), was);
        }
    }
    if changes.is_empty() {
        return Err(ApiError::bad("请至少修改一项内容"));
    }
    Ok((writes, changes, before))
}

/// `POST add_change {project_id, reason (5–200), changes}`.
pub async fn add(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let project_id = body_id(&body, "project_id", super::common::NOT_FOUND)?;
    let body = body.into_inner();
    let id = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let project = load_own(&tx, &user, project_id)?;
            project.step("request_change", &user)?;
            let reason = text(&body, "reason");
            if reason.is_empty() {
                return Err(ApiError::bad("请填写变更原因"));
            }
            if !(5..=200).contains(&reason.chars().count()) {
                return Err(ApiError::bad("变更原因长度须为5-200个字"));
            }
            let requested = match body.get("changes") {
                Some(Value::Object(m)) => m.clone(),
                None | Some(Value::Null) => return Err(ApiError::bad("请至少修改一项内容")),
                Some(_) => return Err(ApiError::bad("变更内容格式错误")),
            };
            let (_, changes, before) = checked(&tx, &project, &requested)?;
            let now = clock::now();
            tx.execute(
                "INSERT INTO change_requests (subject, item_id, reason, changes, before, status, created_by, created_at)
                 VALUES ('project', ?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![project_id, reason, Value::Object(changes).to_string(),
                        Value::Object(before).to_string(), AWAITING, user.account_id, now],
            )?;
            let id = tx.last_insert_rowid();
            CHANGE.log(&tx, id, "submit", Some(user.account_id), &reason, now)?;
            PROJECT.log(&tx, project_id, "change_request", Some(user.account_id), &reason, now)?;
            tx.commit()?;
            Ok(id)
        })
        .await?;
    Ok(ok(
        "提交成功，请等待审核",
        json!({ "id": id, "status": AWAITING }),
    ))
}

fn review(
    conn: &mut Connection,
    user: &CurrentUser,
    id: i64,
    action: &str,
    reason: Option<String>,
) -> Result<(), ApiError> {
    let tx = conn.transaction()?;
    let c = load_request(&tx, user, id)?;
    let decided = CHANGE
        .next(&Item::owned(c.status, c.org), action, &user.actor())
        .map_err(ApiError::bad)?;
    let reason = reason_or_empty(reason.as_deref())?;
    let now = clock::now();
    let project = load(&tx, user, c.project_id)?;
    if action == "pass" {
        // Checked again against the project as it is now (money may have come in since); the
        // columns come from the fixed list, never from the stored JSON's keys.
        let (writes, _, _) = checked(&tx, &project, &c.changes)?;
        for (column, value) in writes {
            tx.execute(
                &format!("UPDATE projects SET {column} = ?1, updated_at = ?2 WHERE id = ?3"),
                params![value, now, c.project_id],
            )?;
        }
        let (start, end): (String, String) = tx.query_row(
            "SELECT fund_start, fund_end FROM projects WHERE id = ?1",
            [c.project_id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        if let (Some(s), Some(e)) = (dates::parse(&start), dates::parse(&end)) {
            store::set_window(&tx, c.project_id, s, e)?;
        }
    }
    tx.execute(
        "UPDATE change_requests SET status = ?1, return_reason = ?2, reviewed_by = ?3, reviewed_at = ?4 WHERE id = ?5",
        params![decided.to, reason, user.account_id, now, id],
    )?;
    let log = if action == "pass" {
        "change_pass"
    } else {
        "change_return"
    };
    PROJECT.log(&tx, c.project_id, log, Some(user.account_id), &reason, now)?;
    let subject = Subject {
        item_id: id,
        ..project.subject()
    };
    CHANGE.record(&tx, &decided, &subject, user.account_id, &reason, now)?;
    tx.commit()?;
    Ok(())
}

/// `POST pass_change {id}` (roles 2, 99).
pub async fn pass(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    decision(&state, user, &body, &CHANGE, "pass", review).await
}

/// `POST return_change {id, reason}` (roles 2, 99).
pub async fn return_change(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    decision(&state, user, &body, &CHANGE, "return", review).await
}
