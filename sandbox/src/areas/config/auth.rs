//! Organisation authentication: the organisation's view and submissions, and the reviewers'
//! queue and decisions. Every state change goes through the `workflow::AUTH` table, inside one
//! transaction with the read of the current state, so a refused action changes nothing.

use super::auth_form::{self as form, ORG_COLUMNS};
use super::workflow::{is_certified, AUTH};
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{id_value, text_field, Body, Query};
use crate::http::review::reviewer;
use crate::http::session::CurrentUser;
use crate::labels;
use crate::state::AppState;
use crate::workflow::notify::Subject;
use crate::workflow::{return_reason, Item};
use actix_web::web;
use rusqlite::{params, Connection, OptionalExtension};
use serde_json::{json, Map, Value};

/// Submission kinds and statuses (`auth_submissions`).
const KIND_FIRST: i64 = 1;
const KIND_CHANGE: i64 = 2;
pub(super) const PENDING: i64 = 1;
const PASSED: i64 = 2;
const RETURNED: i64 = 3;

fn submission_status_label(s: i64) -> &'static str {
    match s {
        PENDING => "审核中",
        PASSED => "已通过",
        RETURNED => "已退回",
        _ => "未知状态",
    }
}

/// The caller's own organisation's authentication.
fn own(cert: i64, user: &CurrentUser) -> Item {
    Item::owned(cert, user.org_id)
}

/// The data in force: the organisation's columns plus the stored form (empty when never authenticated).
fn current_data(conn: &Connection, org_id: i64) -> Result<(i64, i64, String, Value), ApiError> {
    let (cert, auth_type, reason, auth_data, mut cols) = conn.query_row(
        "SELECT certification, auth_type, return_reason, auth_data, name, credit_code, legal_person, contact,
                phone, email, province, city, district, address FROM orgs WHERE id = ?1",
        [org_id],
        |r| {
            let mut cols = Map::new();
            for (i, key) in ORG_COLUMNS.iter().enumerate() {
                cols.insert((*key).into(), Value::String(r.get(4 + i)?));
            }
            Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)?, r.get::<_, String>(2)?, r.get::<_, String>(3)?, cols))
        },
    )?;
    if let Ok(Value::Object(extra)) = serde_json::from_str::<Value>(&auth_data) {
        for (k, v) in extra {
            cols.entry(k).or_insert(v);
        }
    }
    let auth_type = if auth_type == 0 {
        form::type_of_code(cols["credit_code"].as_str().unwrap_or_default())
    } else {
        auth_type
    };
    Ok((cert, auth_type, reason, Value::Object(cols)))
}

/// What the platform already knows about the organisation (from its registration), so the
/// first authentication form starts filled in: name, credit code, phone and region.
const KNOWN: [&str; 6] = [
    "name",
    "credit_code",
    "phone",
    "province",
    "city",
    "district",
];

fn known_fields(current: &Value) -> Value {
    let known: Map<String, Value> = KNOWN
        .iter()
        .filter_map(|k| {
            let v = current.get(*k)?.as_str()?.trim();
            (!v.is_empty()).then(|| ((*k).to_owned(), Value::String(v.to_owned())))
        })
        .collect();
    Value::Object(known)
}

pub(super) fn submission_json(r: &rusqlite::Row<'_>) -> rusqlite::Result<Value> {
    let status: i64 = r.get("status")?;
    let auth_type: i64 = r.get("auth_type")?;
    let data: String = r.get("data")?;
    Ok(json!({
        "id": r.get::<_, i64>("id")?,
        "org_id": r.get::<_, i64>("org_id")?,
        "kind": r.get::<_, i64>("kind")?,
        "type": auth_type,
        "type_label": form::type_label(auth_type),
        "data": serde_json::from_str::<Value>(&data).unwrap_or(Value::Null),
        "status": status,
        "status_label": submission_status_label(status),
        "reason": r.get::<_, String>("reason")?,
        "submitted_at": r.get::<_, i64>("submitted_at")?,
        "reviewed_at": r.get::<_, Option<i64>>("reviewed_at")?,
    }))
}

fn latest_submission(conn: &Connection, org_id: i64) -> rusqlite::Result<Option<Value>> {
    conn.query_row(
        "SELECT * FROM auth_submissions WHERE org_id = ?1 ORDER BY id DESC LIMIT 1",
        [org_id],
        submission_json,
    )
    .optional()
}

/// `GET /api/organization/auth/info` — the state, the data in force, the latest submission and
/// what the organisation may do now.
pub async fn info(state: web::Data<AppState>, user: CurrentUser) -> ApiResult {
    let data = state
        .db
        .run(move |conn| {
            let (cert, auth_type, reason, current) = current_data(conn, user.org_id)?;
            Ok(json!({
                "certification": cert,
                "certification_label": labels::certification(cert),
                "is_certified": is_certified(cert),
                "return_reason": reason,
                "type": auth_type,
                "type_label": form::type_label(auth_type),
                "known": known_fields(&current),
                "current": if is_certified(cert) { current } else { Value::Null },
                "latest": latest_submission(conn, user.org_id)?,
                "actions": AUTH.owner_actions(&own(cert, &user)),
            }))
        })
        .await?;
    Ok(ok("获取成功", data))
}

fn type_of(body: &Map<String, Value>) -> Result<i64, ApiError> {
    text_field(body, "type")?
        .and_then(|t| t.trim().parse().ok())
        .filter(|t| form::TYPES.iter().any(|(id, ..)| id == t))
        .ok_or_else(|| ApiError::bad("请选择机构类型"))
}

async fn submit(
    state: web::Data<AppState>,
    user: CurrentUser,
    body: Map<String, Value>,
    action: &'static str,
) -> ApiResult {
    let today = crate::rules::dates::today(clock::now());
    let form = form::validate(type_of(&body)?, &body, today).map_err(ApiError::bad)?;
    let kind = if action == "submit_first" {
        KIND_FIRST
    } else {
        KIND_CHANGE
    };
    let id = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let cert: i64 = tx.query_row("SELECT certification FROM orgs WHERE id = ?1", [user.org_id], |r| r.get(0))?;
            let to = AUTH
                .next(&own(cert, &user), action, &user.actor())
                .map_err(ApiError::bad)?
                .to;
            let code = form.data["credit_code"].as_str().unwrap_or_default().to_owned();
            let taken: bool = tx.query_row(
                "SELECT EXISTS(SELECT 1 FROM orgs WHERE credit_code = ?1 AND id <> ?2)",
                params![code, user.org_id],
                |r| r.get(0),
            )?;
            if taken {
                return Err(ApiError::bad("该统一社会信用代码已被其他机构认证"));
            }
            tx.execute(
                "INSERT INTO auth_submissions (org_id, kind, auth_type, data, status, submitted_by, submitted_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![user.org_id, kind, form.auth_type, form.data.to_string(), PENDING, user.account_id, clock::now()],
            )?;
            let id = tx.last_insert_rowid();
            tx.execute("UPDATE orgs SET certification = ?1, return_reason = '' WHERE id = ?2", params![to, user.org_id])?;
            tx.commit()?;
            Ok(id)
        })
        .await?;
    Ok(ok("提交成功，请等待平台审核", json!({ "id": id })))
}

/// `POST /api/organization/auth/submit_first` — first authentication, or resubmission after a return.
pub async fn submit_first(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    submit(state, user, body.into_inner(), "submit_first").await
}

/// `POST /api/organization/auth/submit_change` — change of an authenticated organisation's data.
pub async fn submit_change(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    submit(state, user, body.into_inner(), "submit_change").await
}

/// `GET /api/organization/auth/review_detail?id=` — reviewers only: one submission with the
/// organisation's data in force next to it (a change is reviewed against what it replaces).
pub async fn review_detail(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    reviewer(&AUTH, &user)?;
    let id = q
        .get("id")
        .and_then(|s| id_value(&Value::String(s.clone())))
        .ok_or_else(|| ApiError::bad("请选择认证申请"))?;
    let data = state
        .db
        .run(move |conn| {
            let sub = conn
                .query_row(
                    "SELECT * FROM auth_submissions WHERE id = ?1",
                    [id],
                    submission_json,
                )
                .optional()?
                .ok_or_else(|| ApiError::bad("认证申请不存在"))?;
            let org_id = sub["org_id"].as_i64().unwrap_or_default();
            let (cert, _, _, current) = current_data(conn, org_id)?;
            Ok(json!({
                "submission": sub,
                "certification": cert,
                "certification_label": labels::certification(cert),
                "known": known_fields(&current),
                "current": if is_certified(cert) { current } else { Value::Null },
            }))
        })
        .await?;
    Ok(ok("获取成功", data))
}

/// `POST /api/organization/auth/review {id, result: 1 pass | 2 return, reason}` — reviewers only.
/// Passing applies the submitted data; returning a change leaves the old data in force.
pub async fn review(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    reviewer(&AUTH, &user)?;
    let body = body.into_inner();
    let id = body
        .get("id")
        .and_then(id_value)
        .ok_or_else(|| ApiError::bad("请选择认证申请"))?;
    let action = match text_field(&body, "result")?.as_deref() {
        Some("1") => "pass",
        Some("2") => "return",
        _ => return Err(ApiError::bad("请选择审核结果")),
    };
    let reason = match action {
        "return" => {
            return_reason(text_field(&body, "reason")?.as_deref()).map_err(ApiError::bad)?
        }
        _ => String::new(),
    };
    let msg = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let (org_id, status, auth_type, data): (i64, i64, i64, String) = tx
                .query_row(
                    "SELECT org_id, status, auth_type, data FROM auth_submissions WHERE id = ?1",
                    [id],
                    |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
                )
                .optional()?
                .ok_or_else(|| ApiError::bad("认证申请不存在"))?;
            if status != PENDING {
                return Err(ApiError::bad("该认证申请已审核，不能重复审核"));
            }
            let cert: i64 = tx.query_row("SELECT certification FROM orgs WHERE id = ?1", [org_id], |r| r.get(0))?;
            let decided = AUTH
                .next(&Item::owned(cert, org_id), action, &user.actor())
                .map_err(ApiError::bad)?;
            let to = decided.to;
            let now = clock::now();
            let (new_status, msg) = if action == "pass" { (PASSED, "审核通过") } else { (RETURNED, "已退回") };
            tx.execute(
                "UPDATE auth_submissions SET status = ?1, reason = ?2, reviewed_by = ?3, reviewed_at = ?4 WHERE id = ?5",
                params![new_status, reason, user.account_id, now, id],
            )?;
            if action == "pass" {
                apply(&tx, org_id, auth_type, &data)?;
                tx.execute("UPDATE orgs SET certification = ?1, return_reason = '' WHERE id = ?2", params![to, org_id])?;
            } else {
                tx.execute("UPDATE orgs SET certification = ?1, return_reason = ?2 WHERE id = ?3", params![to, reason, org_id])?;
            }
            let name: String = tx.query_row("SELECT name FROM orgs WHERE id = ?1", [org_id], |r| r.get(0))?;
            let subject = Subject::own_page(org_id, org_id, name);
            AUTH.record(&tx, &decided, &subject, user.account_id, &reason, now)?;
            tx.commit()?;
            Ok(msg)
        })
        .await?;
    Ok(ok(msg, Value::Null))
}

/// Writes a passed form into the organisation: the shared columns, and the whole form as `auth_data`.
fn apply(conn: &Connection, org_id: i64, auth_type: i64, data: &str) -> Result<(), ApiError> {
    let form: Value = serde_json::from_str(data).map_err(|e| ApiError::Internal(e.into()))?;
    let taken: bool = conn.query_row(
        "SELECT EXISTS(SELECT 1 FROM orgs WHERE credit_code = ?1 AND id <> ?2)",
        params![form["credit_code"].as_str().unwrap_or_default(), org_id],
        |r| r.get(0),
    )?;
    if taken {
        return Err(ApiError::bad("该统一社会信用代码已被其他机构认证，请退回"));
    }
    let sets = ORG_COLUMNS
        .iter()
        .enumerate()
        .map(|(i, c)| format!("{c} = ?{}", i + 1))
        .collect::<Vec<_>>()
        .join(", ");
    let mut values: Vec<String> = ORG_COLUMNS
        .iter()
        .map(|c| form[*c].as_str().unwrap_or_default().to_owned())
        .collect();
    values.push(data.to_owned());
    values.push(auth_type.to_string());
    values.push(org_id.to_string());
    let n = ORG_COLUMNS.len();
    conn.execute(
        &format!(
            "UPDATE orgs SET {sets}, auth_data = ?{}, auth_type = ?{} WHERE id = ?{}",
            n + 1,
            n + 2,
            n + 3
        ),
        rusqlite::params_from_iter(values),
    )?;
    Ok(())
}
