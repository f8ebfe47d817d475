//! The user's message notices: counts, the list, and marking them read; and the account list
//! staff choose recipients from.

mod accounts;

use crate::areas::common::stored_columns::stored_columns;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::id_value;
use crate::http::list::{list_answer, Filter};
use crate::http::paging::{non_empty, Page};
use crate::http::session::CurrentUser;
use crate::http::Routes;
use crate::http::{get, post};
use crate::state::AppState;
use actix_web::web;
use rusqlite::params;
use serde_json::{json, Map, Value};
use std::collections::HashMap;

pub fn routes(cfg: &mut Routes) {
    cfg.service(get(
        "/api/organization/message/get_statistical_msg",
        statistics,
    ))
    .service(get("/api/organization/push/org_msg_list", list))
    .service(post("/api/organization/push/org_msg_change", mark_read))
    .service(crate::http::get_or_post(
        "/api/organization/message/all_account_list",
        accounts::all_accounts,
    ));
}

/// Most ids one mark-read call may name.
const MAX_IDS: usize = 500;

/// `GET /api/organization/message/get_statistical_msg` — `{total, un_read, read}`.
pub async fn statistics(state: web::Data<AppState>, user: CurrentUser) -> ApiResult {
    let (total, unread) = state
        .db
        .run(move |conn| {
            Ok(conn
                .prepare_cached(
                    "SELECT COUNT(*), COALESCE(SUM(is_read = 0), 0) FROM messages WHERE account_id = ?1",
                )?
                .query_row([user.account_id], |r| {
                    Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)?))
                })?)
        })
        .await?;
    Ok(ok(
        "获取成功",
        json!({ "total": total, "un_read": unread, "read": total - unread }),
    ))
}

/// `GET /api/organization/push/org_msg_list?pageNum&pageSize&is_read` — newest first.
pub async fn list(
    state: web::Data<AppState>,
    user: CurrentUser,
    q: web::Query<HashMap<String, String>>,
) -> ApiResult {
    let page = Page::from_query(&q)?;
    let is_read: Option<i64> = match non_empty(&q, "is_read") {
        None => None,
        Some("0") => Some(0),
        Some("1") => Some(1),
        Some(_) => return Err(ApiError::bad("is_read 只能是 0（未读）或 1（已读）")),
    };
    let mut f = Filter::default();
    f.and("account_id = ?", [user.account_id.into()]);
    if let Some(r) = is_read {
        f.and("is_read = ?", [r.into()]);
    }
    let row = "id, title, content, is_read, created_at, link";
    list_answer(
        &state,
        (row, "messages"),
        f,
        "created_at DESC, id DESC",
        page,
        |r| Ok(Value::Object(stored_columns(r, 0..6)?)),
    )
    .await
}

/// The ids named by `{id}` or `{ids: [..]}`, deduplicated.
fn requested_ids(body: &Map<String, Value>) -> Result<Vec<i64>, ApiError> {
    let mut ids = Vec::new();
    match body.get("id") {
        None | Some(Value::Null) => {}
        Some(v) => ids.push(id_value(v).ok_or_else(|| ApiError::bad("消息编号格式错误"))?),
    }
    match body.get("ids") {
        None | Some(Value::Null) => {}
        Some(Value::Array(items)) => {
            if items.len() > MAX_IDS {
                return Err(ApiError::bad(format!("一次最多标记 {MAX_IDS} 条消息")));
            }
            for v in items {
                ids.push(id_value(v).ok_or_else(|| ApiError::bad("消息编号格式错误"))?);
            }
        }
        Some(_) => return Err(ApiError::bad("消息编号必须是数组")),
    }
    ids.sort_unstable();
    ids.dedup();
    if ids.is_empty() {
        return Err(ApiError::bad("请选择要标记为已读的消息"));
    }
    Ok(ids)
}

/// `POST /api/organization/push/org_msg_change` — marks the user's own messages read. Ids of
/// other users' messages simply change nothing, so the answer does not reveal they exist.
pub async fn mark_read(
    state: web::Data<AppState>,
    user: CurrentUser,
    body: web::Json<Map<String, Value>>,
) -> ApiResult {
    let ids = requested_ids(&body)?;
    let changed = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let mut changed = 0;
            {
                let mut stmt =
                    tx.prepare("UPDATE messages SET is_read = 1 WHERE id = ?1 AND account_id = ?2 AND is_read = 0")?;
                for id in ids {
                    changed += stmt.execute(params![id, user.account_id])?;
                }
            }
            tx.commit()?;
            Ok(changed)
        })
        .await?;
    Ok(ok("操作成功", json!({ "changed": changed })))
}
