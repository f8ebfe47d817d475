//! Change requests (变更申请, the platform's "issue") on raising cases: the organisation asks
//! to change some published fields; roles 2 and 99 pass (the changes are written to the case in
//! the same transaction) or return (the case is untouched).

use super::common::{
    case_form, case_subject, decision, load_own_case, reason_or_empty, sees_all, step, today,
};
use super::workflow::{AWAITING, CASE, CHANGE};
use crate::areas::help::form::{self, Ctx, CHANGEABLE};
use crate::areas::help::store;
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, query_id, Body, Query};
use crate::http::list::{list_answer, Filter};
use crate::http::paging::Page;
use crate::http::session::CurrentUser;
use crate::state::AppState;
use crate::workflow::notify::Subject;
use crate::workflow::{Fact, Item};
use actix_web::web;
use rusqlite::types::Value as Sql;
use rusqlite::{params, Connection, OptionalExtension, Row};
use serde_json::{json, Map, Value};

/// Field name → value, as the form's JSON.
type Fields = Map<String, Value>;

const NOT_FOUND: &str = "变更申请不存在";
const FROM: &str =
    "change_requests i JOIN help_cases c ON i.subject = 'help_case' AND c.id = i.item_id
     JOIN orgs o ON o.id = c.org_id";
const ROW: &str =
    "i.id, i.item_id, c.title, o.name, i.reason, i.status, i.return_reason, i.created_at,
                   i.reviewed_at, i.changes, i.before, c.status, c.org_id";

fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let status: i64 = r.get(5)?;
    Ok(json!({
        "id": r.get::<_, i64>(0)?,
        "help_id": r.get::<_, i64>(1)?,
        "help_title": r.get::<_, String>(2)?,
        "org_name": r.get::<_, String>(3)?,
        "reason": r.get::<_, String>(4)?,
        "status": status,
        "status_label": CHANGE.label(status),
        "return_reason": r.get::<_, String>(6)?,
        "created_at": r.get::<_, i64>(7)?,
        "reviewed_at": r.get::<_, Option<i64>>(8)?,
    }))
}

struct Issue {
    row: Value,
    org: i64,
    help_id: i64,
    help_title: String,
    help_status: i64,
    status: i64,
    changes: Map<String, Value>,
    before: Map<String, Value>,
}

fn load(conn: &Connection, user: &CurrentUser, id: i64) -> Result<Issue, ApiError> {
    let obj = |s: String| serde_json::from_str::<Map<String, Value>>(&s).unwrap_or_default();
    let found = conn
        .query_row(
            &format!("SELECT {ROW} FROM {FROM} WHERE i.id = ?1"),
            [id],
            |r| {
                Ok((
                    Issue {
                        row: row(r)?,
                        help_id: r.get(1)?,
                        help_title: r.get(2)?,
                        help_status: r.get(11)?,
                        status: r.get(5)?,
                        changes: obj(r.get(9)?),
                        before: obj(r.get(10)?),
                        org: r.get(12)?,
                    },
                    r.get::<_, i64>(12)?,
                ))
            },
        )
        .optional()?;
    match found {
        Some((issue, org)) if org == user.org_id || sees_all(user) => Ok(issue),
        _ => Err(ApiError::bad(NOT_FOUND)),
    }
}

/// `GET help_project_issue_list` — newest first.
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    f.visible_to(&user, sees_all(&user), "c.org_id")
        .status(&q, "status", "i.status", 1..=3)?
        .keyword(&q, &["c.title", "i.reason"])?;
    list_answer(
        &state,
        (ROW, FROM),
        f,
        "i.created_at DESC, i.id DESC",
        page,
        row,
    )
    .await
}

/// `GET help_project_issue_audit?id=` — the request, its case, each changed field before
/// (as it was when requested) and after, and the caller's actions.
pub async fn audit(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let id = query_id(&q, "id", NOT_FOUND)?;
    let data = state
        .db
        .run(move |conn| {
            let i = load(conn, &user, id)?;
            let fields = crate::workflow::diff::fields(&CHANGEABLE, &i.changes, &i.before);
            Ok(json!({
                "issue": i.row,
                "help": {"id": i.help_id, "title": i.help_title, "status": i.help_status,
                         "status_label": CASE.label(i.help_status)},
                "fields": fields,
                "actions": CHANGE.actions(&Item::owned(i.status, i.org), &user.actor()),
            }))
        })
        .await?;
    Ok(ok("获取成功", data))
}

/// The requested changes, validated with the case rules; only fields that differ from the case
/// are kept, as `(changes, before)` in the form's JSON shape.
fn changes_of(
    body: &Map<String, Value>,
    current: &Map<String, Value>,
) -> Result<(Fields, Fields), ApiError> {
    let requested = match body.get("changes") {
        Some(Value::Object(m)) => m,
        None | Some(Value::Null) => return Err(ApiError::bad("请至少修改一项内容")),
        Some(_) => return Err(ApiError::bad("变更内容格式错误")),
    };
    if let Some(k) = requested
        .keys()
        .find(|k| !CHANGEABLE.iter().any(|(f, _)| f == k))
    {
        return Err(ApiError::bad(format!("不支持变更的字段：{k}")));
    }
    let ctx = Ctx {
        today: today(),
        projects: &[],
    };
    let (mut changes, mut before) = (Map::new(), Map::new());
    for (field, _) in CHANGEABLE {
        if !requested.contains_key(field) {
            continue;
        }
        let v = form::check(field, requested, &ctx).map_err(ApiError::bad)?;
        let after = match (field, v) {
            ("target_amount", Sql::Integer(fen)) => Value::String(crate::rules::money::yuan(fen)),
            ("images", Sql::Text(t)) => serde_json::from_str(&t).unwrap_or(json!([])),
            (_, Sql::Text(t)) => Value::String(t),
            _ => Value::Null,
        };
        let was = current.get(field).cloned().unwrap_or(Value::Null);
        if after != was {
            changes.insert(field.to_owned(), after);
            before.insert(field.to_owned(), was);
        }
    }
    if changes.is_empty() {
        return Err(ApiError::bad("请至少修改一项内容"));
    }
    Ok((changes, before))
}

fn check_target(
    conn: &Connection,
    help_id: i64,
    changes: &Map<String, Value>,
) -> Result<(), ApiError> {
    if let Some(fen) = changes.get("target_amount").and_then(form::parse_fen) {
        if fen < store::raised_fen(conn, help_id)? {
            return Err(ApiError::bad("目标金额不能低于已筹金额"));
        }
    }
    Ok(())
}

/// `POST add_help_issue {help_id, reason, changes}`.
pub async fn add(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let help_id = body_id(&body, "help_id", "求助不存在")?;
    let body = body.into_inner();
    let id = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let case = load_own_case(&tx, &user, help_id)?;
            let pending: bool = tx.query_row(
                "SELECT EXISTS (SELECT 1 FROM change_requests
                                  WHERE subject = 'help_case' AND item_id = ?1 AND status = 1)",
                [help_id],
                |r| r.get(0),
            )?;
            let facts = if pending { vec![Fact::PendingChange] } else { Vec::new() };
            step(&CASE, &case.item(facts), "request_change", &user)?;
            let reason = form::text(&body, "reason");
            if reason.is_empty() {
                return Err(ApiError::bad("请填写变更原因"));
            }
            if !(5..=200).contains(&reason.chars().count()) {
                return Err(ApiError::bad("变更原因长度须为5-200个字"));
            }
            let current = case_form(&tx, help_id)?;
            let (changes, before) = changes_of(&body, &current)?;
            check_target(&tx, help_id, &changes)?;
            let now = clock::now();
            tx.execute(
                "INSERT INTO change_requests (subject, item_id, reason, changes, before, status, created_by, created_at)
                 VALUES ('help_case', ?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![help_id, reason, Value::Object(changes).to_string(), Value::Object(before).to_string(),
                        AWAITING, user.account_id, now],
            )?;
            let id = tx.last_insert_rowid();
            store::log(&tx, help_id, "change_request", Some(user.account_id), &reason, now)?;
            tx.commit()?;
            Ok(id)
        })
        .await?;
    Ok(ok("提交成功，请等待审核", json!({ "id": id })))
}

fn review(
    conn: &mut Connection,
    user: &CurrentUser,
    id: i64,
    action: &str,
    reason: Option<String>,
) -> Result<(), ApiError> {
    let tx = conn.transaction()?;
    let i = load(&tx, user, id)?;
    let decided = step(&CHANGE, &Item::owned(i.status, i.org), action, user)?;
    let now = clock::now();
    let reason = reason_or_empty(reason.as_deref())?;
    if action == "pass" {
        // Money may have come in since the request: the target still may not fall below it.
        check_target(&tx, i.help_id, &i.changes)?;
        // Columns come from the fixed list, never from the stored JSON's keys.
        for (field, _) in CHANGEABLE {
            let Some(value) = i.changes.get(field) else {
                continue;
            };
            let (column, v) = match (field, value) {
                ("target_amount", v) => (
                    "target_fen",
                    form::parse_fen(v).map_or(Sql::Null, Sql::Integer),
                ),
                ("images", v) => ("images", Sql::Text(v.to_string())),
                (f, Value::String(s)) => (f, Sql::Text(s.clone())),
                _ => continue,
            };
            tx.execute(
                &format!("UPDATE help_cases SET {column} = ?1, updated_at = ?2 WHERE id = ?3"),
                params![v, now, i.help_id],
            )?;
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
    store::log(&tx, i.help_id, log, Some(user.account_id), &reason, now)?;
    let subject = Subject {
        item_id: id,
        ..case_subject(&tx, i.org, i.help_id)?
    };
    CHANGE.record(&tx, &decided, &subject, user.account_id, &reason, now)?;
    tx.commit()?;
    Ok(())
}

/// `POST help_project_issue_pass {id}` (roles 2, 99).
pub async fn pass(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    decision(&state, user, &body, &CHANGE, "pass", review).await
}

/// `POST help_project_issue_return {id, reason}` (roles 2, 99).
pub async fn return_issue(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    decision(&state, user, &body, &CHANGE, "return", review).await
}
