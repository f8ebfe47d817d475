//! Health, the contract document, and the test-mode-only calls (registered only when
//! `test_mode` is on, so elsewhere they are plain unknown paths).

use crate::clock;
use crate::db::migrations;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::text_field;
use crate::http::Routes;
use crate::http::{get, post};
use crate::seed;
use crate::state::AppState;
use actix_web::{web, HttpResponse};
use rusqlite::{params, OptionalExtension};
use serde_json::{json, Map, Value};

mod clock_call;
mod donations;

const OPENAPI: &str = include_str!("../../../openapi.json");
const MAX_BULK_MESSAGES: i64 = 1000;

/// `GET /__sandbox/health`
pub fn routes(cfg: &mut Routes) {
    cfg.service(get("/__sandbox/health", health))
        .service(get("/openapi.json", openapi));
}

/// Only in test mode: reset the database, and add rows the UI cannot create.
pub fn test_mode_routes(cfg: &mut Routes) {
    cfg.service(post("/__sandbox/reset", reset))
        .service(post("/__sandbox/clock", clock_call::clock_call))
        .service(post("/__sandbox/messages", add_messages))
        .service(post("/__sandbox/export_rows", add_export_rows))
        .service(post(
            "/__sandbox/project_donation",
            donations::project_donation,
        ));
}

pub async fn health() -> HttpResponse {
    HttpResponse::Ok().json(json!({ "ok": true }))
}

/// `GET /openapi.json` — the machine-readable contract.
pub async fn openapi() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/json")
        .body(OPENAPI)
}

/// `POST /__sandbox/reset` — wipes every table (sessions included) and re-seeds, atomically.
pub async fn reset(state: web::Data<AppState>) -> ApiResult {
    state
        .db
        .run_long(|conn| {
            let tx = conn.transaction()?;
            migrations::empty_every_table(&tx)?;
            seed::seed(&tx, clock::now())?;
            tx.commit()?;
            Ok(())
        })
        .await?;
    Ok(ok("沙箱数据已重置", Value::Null))
}

/// `POST /__sandbox/messages {account, count, is_read?}` — bulk-adds messages in one transaction.
pub async fn add_messages(
    state: web::Data<AppState>,
    body: web::Json<Map<String, Value>>,
) -> ApiResult {
    let account = text_field(&body, "account")?
        .map(|s| s.trim().to_owned())
        .unwrap_or_default();
    if account.is_empty() {
        return Err(ApiError::bad("请输入账号"));
    }
    let count = body
        .get("count")
        .and_then(Value::as_i64)
        .filter(|n| (1..=MAX_BULK_MESSAGES).contains(n))
        .ok_or_else(|| {
            ApiError::bad(format!("count 必须是 1 到 {MAX_BULK_MESSAGES} 之间的整数"))
        })?;
    let is_read = match body.get("is_read") {
        None | Some(Value::Null) => 0,
        Some(Value::Bool(b)) => i64::from(*b),
        Some(v) => v
            .as_i64()
            .filter(|n| *n == 0 || *n == 1)
            .ok_or_else(|| ApiError::bad("is_read 只能是 0 或 1"))?,
    };
    state
        .db
        .run_long(move |conn| {
            let tx = conn.transaction()?;
            let account_id: i64 = tx
                .query_row("SELECT id FROM accounts WHERE account = ?1", [&account], |r| r.get(0))
                .optional()?
                .ok_or_else(|| ApiError::bad("账号不存在"))?;
            let now = clock::now();
            {
                let mut stmt = tx.prepare(
                    "INSERT INTO messages (account_id, title, content, is_read, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
                )?;
                for n in 1..=count {
                    stmt.execute(params![
                        account_id,
                        format!("测试消息 {n}"),
                        format!("这是沙箱批量生成的第 {n} 条测试消息。"),
                        is_read,
                        now
                    ])?;
                }
            }
            tx.commit()?;
            Ok(())
        })
        .await?;
    Ok(ok("已添加", json!({ "inserted": count })))
}

/// The organisation of demo account `account` (test-mode calls name accounts, not ids).
pub fn org_of_account(conn: &rusqlite::Connection, account: &str) -> Result<i64, ApiError> {
    conn.query_row(
        "SELECT org_id FROM accounts WHERE account = ?1",
        [account],
        |r| r.get(0),
    )
    .optional()?
    .ok_or_else(|| ApiError::bad("账号不存在"))
}

/// `POST /__sandbox/export_rows {account, table, count}` — adds `count` (1–200 000) export rows
/// (`table`: activity, sale or wish) for the account's organisation, in one transaction.
pub async fn add_export_rows(
    state: web::Data<AppState>,
    body: web::Json<Map<String, Value>>,
) -> ApiResult {
    use super::common::{bad_table, MAX_BULK_ROWS};
    use crate::seed::export::{self as seed_export, Table};
    let account = text_field(&body, "account")?.unwrap_or_default();
    let table = text_field(&body, "table")?
        .and_then(|t| Table::parse(&t))
        .ok_or_else(bad_table)?;
    let count = body
        .get("count")
        .and_then(Value::as_i64)
        .filter(|n| (1..=MAX_BULK_ROWS).contains(n))
        .ok_or_else(|| ApiError::bad(format!("count 必须是 1 到 {MAX_BULK_ROWS} 之间的整数")))?;
    state
        .db
        .run_long(move |conn| {
            let tx = conn.transaction()?;
            let org_id = org_of_account(&tx, &account)?;
            // Numbered after the demo rows so generated values keep varying.
            seed_export::insert(&tx, table, org_id, 10_000, count, clock::now())?;
            tx.commit()?;
            Ok(())
        })
        .await?;
    Ok(ok("已添加", json!({ "inserted": count })))
}
