//! Bulk import of help cases from an uploaded spreadsheet: stage (parse and validate every row,
//! store the batch), review the staged rows, drop rows or the batch, then submit (one case in
//! 待认领 per valid row, all in one transaction).

use super::common::{project_ids, today};
use crate::areas::common::form_rows::insert;
use crate::areas::help::form::{self, Ctx};
use crate::areas::help::import::{self, Format};
use crate::areas::help::store::{self, CaseRows};
use crate::areas::help::workflow::PENDING;
use crate::areas::upload::config::Kind;
use crate::areas::upload::policy::valid_key;
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, optional_id, Body, Query};
use crate::http::list::{page_of, Filter};
use crate::http::paging::{self, Page};
use crate::http::session::CurrentUser;
use crate::state::AppState;
use actix_web::web;
use rusqlite::{params, Connection, OptionalExtension, Row};
use serde_json::{json, Map, Value};

const BATCH_NOT_FOUND: &str = "批次不存在";
const FILE_NOT_FOUND: &str = "文件不存在";

/// The object key of a document URL of the caller's organisation (`/sandbox-files/oss/
/// orgcenter-files/files/<org id>/…`, optionally with scheme and host). Anything else —
/// another organisation's prefix included — is `文件不存在`.
fn own_file_key(url: &str, org_id: i64) -> Result<String, ApiError> {
    let host = crate::areas::upload::config::bucket_host(Kind::File.bucket());
    let path = match url.find(&host) {
        Some(i) if i == 0 || url.starts_with("http://") || url.starts_with("https://") => &url[i..],
        _ => return Err(ApiError::bad(FILE_NOT_FOUND)),
    };
    let key = path[host.len()..].trim_start_matches('/');
    let key = key.split(['?', '#']).next().unwrap_or("");
    if !valid_key(key) || !key.starts_with(&format!("files/{org_id}/")) {
        return Err(ApiError::bad(FILE_NOT_FOUND));
    }
    Ok(key.to_owned())
}

fn batch_json(r: &Row<'_>) -> rusqlite::Result<Value> {
    let status: i64 = r.get(2)?;
    Ok(json!({
        "id": r.get::<_, i64>(0)?,
        "file_name": r.get::<_, String>(1)?,
        "status": status,
        "status_label": if status == 2 { "已导入" } else { "待导入" },
        "total": r.get::<_, i64>(3)?,
        "valid": r.get::<_, i64>(4)?,
        "invalid": r.get::<_, i64>(5)?,
        "imported": r.get::<_, i64>(6)?,
        "created_at": r.get::<_, i64>(7)?,
        "imported_at": r.get::<_, Option<i64>>(8)?,
    }))
}

/// The caller's organisation's batch.
fn load_batch(conn: &Connection, org_id: i64, id: i64) -> Result<Value, ApiError> {
    conn.query_row(
        "SELECT id, file_name, status, total, valid, invalid, imported, created_at, imported_at
           FROM help_import_batches WHERE id = ?1 AND org_id = ?2",
        params![id, org_id],
        batch_json,
    )
    .optional()?
    .ok_or_else(|| ApiError::bad(BATCH_NOT_FOUND))
}

fn staged_row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let parse = |s: String| serde_json::from_str::<Value>(&s).unwrap_or(Value::Null);
    Ok(json!({
        "id": r.get::<_, i64>(0)?,
        "row": r.get::<_, i64>(1)?,
        "data": parse(r.get(2)?),
        "errors": parse(r.get(3)?),
        "valid": r.get::<_, bool>(4)?,
        "case_id": r.get::<_, Option<i64>>(5)?,
    }))
}

/// Recounts a batch's rows after one was dropped or re-checked.
fn recount(conn: &Connection, batch_id: i64) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE help_import_batches SET
            total = (SELECT COUNT(*) FROM help_import_rows WHERE batch_id = ?1),
            valid = (SELECT COUNT(*) FROM help_import_rows WHERE batch_id = ?1 AND valid = 1),
            invalid = (SELECT COUNT(*) FROM help_import_rows WHERE batch_id = ?1 AND valid = 0)
          WHERE id = ?1",
        [batch_id],
    )?;
    Ok(())
}

/// Parses, validates and stores a file as a new batch (or finds the batch of that file).
fn stage(
    state: &AppState,
    conn: &mut Connection,
    user: &CurrentUser,
    url: &str,
    shown_name: Option<&str>,
) -> Result<i64, ApiError> {
    let key = own_file_key(url, user.org_id)?;
    let existing: Option<i64> = conn
        .query_row(
            "SELECT id FROM help_import_batches WHERE org_id = ?1 AND file_key = ?2",
            params![user.org_id, key],
            |r| r.get(0),
        )
        .optional()?;
    if let Some(id) = existing {
        return Ok(id);
    }
    let bucket = Kind::File.bucket();
    let stored: bool = conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM oss_objects WHERE bucket = ?1 AND key = ?2)",
        params![bucket, key],
        |r| r.get(0),
    )?;
    if !stored {
        return Err(ApiError::bad(FILE_NOT_FOUND));
    }
    let stored_name = key.rsplit('/').next().unwrap_or(&key);
    let format = Format::of(stored_name).map_err(ApiError::bad)?;
    // The name the user picked (the store's key is generated); shown on the batch only.
    let file_name = shown_name
        .map(|n| {
            n.trim()
                .chars()
                .filter(|c| !c.is_control())
                .take(100)
                .collect::<String>()
        })
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| stored_name.to_owned());
    let bytes = std::fs::read(state.objects.path_of(bucket, &key))
        .map_err(|_| ApiError::bad(FILE_NOT_FOUND))?;
    let rows = import::read(&bytes, format).map_err(ApiError::bad)?;

    let tx = conn.transaction()?;
    let projects = project_ids(&tx, user.org_id)?;
    let ctx = Ctx {
        today: today(),
        projects: &projects,
    };
    let checked: Vec<(i64, Value, Vec<String>)> = rows
        .into_iter()
        .map(|r| {
            let errors = form::validate(&r.body, &ctx).err().unwrap_or_default();
            (r.row, Value::Object(r.body), errors)
        })
        .collect();
    let invalid = checked.iter().filter(|c| !c.2.is_empty()).count() as i64;
    let total = checked.len() as i64;
    tx.execute(
        "INSERT INTO help_import_batches (org_id, file_key, file_name, status, total, valid, invalid, created_by, created_at)
         VALUES (?1, ?2, ?3, 1, ?4, ?5, ?6, ?7, ?8)",
        params![user.org_id, key, file_name, total, total - invalid, invalid, user.account_id, clock::now()],
    )?;
    let batch_id = tx.last_insert_rowid();
    {
        let mut insert = tx.prepare(
            "INSERT INTO help_import_rows (batch_id, row_no, data, errors, valid) VALUES (?1, ?2, ?3, ?4, ?5)",
        )?;
        for (row, data, errors) in &checked {
            insert.execute(params![
                batch_id,
                row,
                data.to_string(),
                json!(errors).to_string(),
                errors.is_empty()
            ])?;
        }
    }
    tx.commit()?;
    Ok(batch_id)
}

/// `GET import_help_project_list?file=` (stage) or `?batch_id=` (review) — the batch and a
/// page of its rows in sheet order; `valid=0|1` shows only the bad or the good rows.
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let page = Page::from_query(&q)?;
    let batch_id = optional_id(&q, "batch_id")?;
    let file = paging::non_empty(&q, "file").map(str::to_owned);
    let file_name = paging::non_empty(&q, "file_name").map(str::to_owned);
    if batch_id.is_none() && file.is_none() {
        return Err(ApiError::bad("请先上传文件"));
    }
    let mut f = Filter::default();
    f.status(&q, "valid", "valid", 0..=1)?;
    let app = state.clone();
    let data = state
        .db
        .run_long(move |conn| {
            let id = match (batch_id, file) {
                (Some(id), _) => id,
                (None, Some(url)) => stage(&app, conn, &user, &url, file_name.as_deref())?,
                (None, None) => return Err(ApiError::bad("请先上传文件")),
            };
            let batch = load_batch(conn, user.org_id, id)?;
            f.and("batch_id = ?", [id.into()]);
            let (list, total) = page_of(
                conn,
                "id, row_no, data, errors, valid, case_id",
                "help_import_rows",
                &f,
                "row_no, id",
                page,
                staged_row,
            )?;
            Ok(json!({ "batch": batch, "list": list, "total": total }))
        })
        .await?;
    Ok(ok("获取成功", data))
}

/// `GET import_help_project_submit?batch_id=` — creates the cases. Rows are checked again (a
/// deadline may have passed since staging); a row that fails now is marked and not imported.
pub async fn submit(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let batch_id = optional_id(&q, "batch_id")?.ok_or_else(|| ApiError::bad(BATCH_NOT_FOUND))?;
    let (imported, failed, ids) = state
        .db
        .run_long(move |conn| {
            let tx = conn.transaction()?;
            let batch = load_batch(&tx, user.org_id, batch_id)?;
            if batch["status"] == 2 {
                return Err(ApiError::bad("该批次已导入"));
            }
            let rows: Vec<(i64, String)> = tx
                .prepare("SELECT id, data FROM help_import_rows WHERE batch_id = ?1 AND valid = 1 ORDER BY row_no")?
                .query_map([batch_id], |r| Ok((r.get(0)?, r.get(1)?)))?
                .collect::<rusqlite::Result<_>>()?;
            let projects = project_ids(&tx, user.org_id)?;
            let ctx = Ctx { today: today(), projects: &projects };
            let now = clock::now();
            let mut ids = Vec::new();
            for (row_id, data) in rows {
                let body: Map<String, Value> = serde_json::from_str(&data).unwrap_or_default();
                match form::validate(&body, &ctx) {
                    Ok(values) => {
                        let id = insert::<CaseRows, _>(&tx, user.org_id, PENDING, &values, Some(user.account_id), now)?;
                        store::log(&tx, id, "import", Some(user.account_id), "", now)?;
                        tx.execute("UPDATE help_import_rows SET case_id = ?1 WHERE id = ?2", params![id, row_id])?;
                        ids.push(id);
                    }
                    Err(errors) => {
                        tx.execute(
                            "UPDATE help_import_rows SET valid = 0, errors = ?1 WHERE id = ?2",
                            params![json!(errors).to_string(), row_id],
                        )?;
                    }
                }
            }
            if ids.is_empty() {
                return Err(ApiError::bad("没有可导入的数据"));
            }
            recount(&tx, batch_id)?;
            tx.execute(
                "UPDATE help_import_batches SET status = 2, imported = ?1, imported_at = ?2 WHERE id = ?3",
                params![ids.len() as i64, now, batch_id],
            )?;
            let total: i64 = tx.query_row(
                "SELECT total FROM help_import_batches WHERE id = ?1",
                [batch_id],
                |r| r.get(0),
            )?;
            tx.commit()?;
            Ok((ids.len() as i64, total - ids.len() as i64, ids))
        })
        .await?;
    let msg = format!("成功导入{imported}条，{failed}条有误未导入");
    Ok(ok(
        &msg,
        json!({ "imported": imported, "failed": failed, "ids": ids }),
    ))
}

/// `POST import_help_project_delete {batch_id, row_id?}` — drops a staged row, or the whole
/// batch; an imported batch stays as the record of what was imported.
pub async fn delete(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let batch_id = body_id(&body, "batch_id", BATCH_NOT_FOUND)?;
    let row_id = match body.get("row_id") {
        None | Some(Value::Null) => None,
        Some(_) => Some(body_id(&body, "row_id", "数据行不存在")?),
    };
    state
        .db
        .run_long(move |conn| {
            let tx = conn.transaction()?;
            let batch = load_batch(&tx, user.org_id, batch_id)?;
            if batch["status"] == 2 {
                return Err(ApiError::bad("该批次已导入，不能删除"));
            }
            match row_id {
                Some(row) => {
                    let n = tx.execute(
                        "DELETE FROM help_import_rows WHERE id = ?1 AND batch_id = ?2",
                        params![row, batch_id],
                    )?;
                    if n == 0 {
                        return Err(ApiError::bad("数据行不存在"));
                    }
                    recount(&tx, batch_id)?;
                }
                None => {
                    tx.execute(
                        "DELETE FROM help_import_rows WHERE batch_id = ?1",
                        [batch_id],
                    )?;
                    tx.execute("DELETE FROM help_import_batches WHERE id = ?1", [batch_id])?;
                }
            }
            tx.commit()?;
            Ok(())
        })
        .await?;
    Ok(ok("删除成功", Value::Null))
}
