//! Payment accounts of the user's organisation. The secret column is written here and never
//! selected by any call: answers carry only `has_secret`.

use crate::areas::config::pay_account_form::{self as form, PayForm};
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{id_value, text_field, Body, Query};
use crate::http::session::CurrentUser;
use crate::state::AppState;
use actix_web::web;
use rusqlite::{params, Connection, OptionalExtension};
use serde_json::{json, Value};
use std::collections::HashMap;

/// At most this many accounts per organisation (a console, not a key store).
const MAX_ACCOUNTS: i64 = 20;

const COLUMNS: &str = "id, kind, account_name, app_id, mch_id, partner, alipay_account, public_key,
                       secret <> '' AS has_secret, created_at, updated_at";

fn row_json(r: &rusqlite::Row<'_>) -> rusqlite::Result<Value> {
    let kind: i64 = r.get(1)?;
    Ok(json!({
        "id": r.get::<_, i64>(0)?,
        "kind": kind,
        "kind_label": form::kind_label(kind),
        "account_name": r.get::<_, String>(2)?,
        "app_id": r.get::<_, String>(3)?,
        "mch_id": r.get::<_, String>(4)?,
        "partner": r.get::<_, String>(5)?,
        "alipay_account": r.get::<_, String>(6)?,
        "public_key": r.get::<_, String>(7)?,
        "has_secret": r.get::<_, bool>(8)?,
        "created_at": r.get::<_, i64>(9)?,
        "updated_at": r.get::<_, i64>(10)?,
    }))
}

fn find(conn: &Connection, org_id: i64, id: i64) -> Result<Value, ApiError> {
    conn.query_row(
        &format!("SELECT {COLUMNS} FROM pay_accounts WHERE id = ?1 AND org_id = ?2"),
        params![id, org_id],
        row_json,
    )
    .optional()?
    // Another organisation's id gets the same answer as a missing one: nothing leaks.
    .ok_or_else(|| ApiError::bad("收款账户不存在"))
}

/// `GET /api/organization/pay_account/list` — all of the organisation's accounts, newest first.
pub async fn list(state: web::Data<AppState>, user: CurrentUser) -> ApiResult {
    let data = state
        .db
        .run(move |conn| {
            let mut stmt = conn.prepare(&format!(
                "SELECT {COLUMNS} FROM pay_accounts WHERE org_id = ?1 ORDER BY id DESC"
            ))?;
            let list = stmt
                .query_map([user.org_id], row_json)?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok(json!({ "total": list.len(), "list": list }))
        })
        .await?;
    Ok(ok("获取成功", data))
}

fn id_query(q: &HashMap<String, String>) -> Result<i64, ApiError> {
    q.get("id")
        .and_then(|s| id_value(&Value::String(s.clone())))
        .ok_or_else(|| ApiError::bad("请选择收款账户"))
}

/// `GET /api/organization/pay_account/detail?id=`.
pub async fn detail(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let id = id_query(&q)?;
    let data = state
        .db
        .run(move |conn| find(conn, user.org_id, id))
        .await?;
    Ok(ok("获取成功", data))
}

/// `POST /api/organization/pay_account/save {id?, kind, account_name, …, secret}` — adds an
/// account, or edits one (`id`; the kind cannot change; an empty `secret` keeps the stored one).
pub async fn save(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = match body.get("id") {
        None | Some(Value::Null) => None,
        Some(v) => Some(id_value(v).ok_or_else(|| ApiError::bad("收款账户不存在"))?),
    };
    let kind: i64 = text_field(&body, "kind")?
        .and_then(|k| k.trim().parse().ok())
        .ok_or_else(|| ApiError::bad("收款账户类型不正确"))?;
    let f: PayForm = form::validate(kind, &body, id.is_some()).map_err(ApiError::bad)?;
    let saved = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let now = clock::now();
            let id = match id {
                Some(id) => {
                    let existing = find(&tx, user.org_id, id)?;
                    if existing["kind"] != kind {
                        return Err(ApiError::bad("收款账户类型不能修改"));
                    }
                    tx.execute(
                        "UPDATE pay_accounts SET account_name = ?1, app_id = ?2, mch_id = ?3, partner = ?4,
                                alipay_account = ?5, public_key = ?6, secret = COALESCE(?7, secret), updated_at = ?8
                          WHERE id = ?9",
                        params![f.account_name, f.app_id, f.mch_id, f.partner, f.alipay_account, f.public_key, f.secret, now, id],
                    )?;
                    id
                }
                None => {
                    let count: i64 = tx.query_row("SELECT COUNT(*) FROM pay_accounts WHERE org_id = ?1", [user.org_id], |r| r.get(0))?;
                    if count >= MAX_ACCOUNTS {
                        return Err(ApiError::bad(format!("每个机构最多添加{MAX_ACCOUNTS}个收款账户")));
                    }
                    tx.execute(
                        "INSERT INTO pay_accounts (org_id, kind, account_name, app_id, mch_id, partner, alipay_account,
                                                   public_key, secret, created_at, updated_at)
                         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10)",
                        params![user.org_id, kind, f.account_name, f.app_id, f.mch_id, f.partner, f.alipay_account,
                                f.public_key, f.secret.unwrap_or_default(), now],
                    )?;
                    tx.last_insert_rowid()
                }
            };
            let saved = find(&tx, user.org_id, id)?;
            tx.commit()?;
            Ok(saved)
        })
        .await?;
    Ok(ok("保存成功", saved))
}

/// `POST /api/organization/pay_account/delete {id}`.
pub async fn delete(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = body
        .get("id")
        .and_then(id_value)
        .ok_or_else(|| ApiError::bad("请选择收款账户"))?;
    state
        .db
        .run(move |conn| {
            let n = conn.execute(
                "DELETE FROM pay_accounts WHERE id = ?1 AND org_id = ?2",
                params![id, user.org_id],
            )?;
            if n == 0 {
                return Err(ApiError::bad("收款账户不存在"));
            }
            Ok(())
        })
        .await?;
    Ok(ok("删除成功", Value::Null))
}
