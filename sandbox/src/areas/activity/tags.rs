//! Categories (fixed) and an organisation's own tags: list, add, delete (a deleted tag leaves
//! its activities).

use super::CATES;
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, Body, Params};
use crate::http::paging;
use crate::http::session::CurrentUser;
use crate::rules::form::text;
use crate::state::AppState;
use actix_web::web;
use rusqlite::params;
use serde_json::{json, Value};

/// The roles that keep tags (organisations; the platform's accounts hold no activities).
const HOLDERS: &[i64] = &[1, 3];
const MAX_TAGS: i64 = 50;

fn holder(user: &CurrentUser) -> Result<(), ApiError> {
    if HOLDERS.contains(&user.role) {
        Ok(())
    } else {
        Err(ApiError::bad("平台账号不能管理活动标签"))
    }
}

/// `GET/POST activity_cate` — the categories.
pub async fn cates(_user: CurrentUser) -> ApiResult {
    let list: Vec<Value> = CATES
        .iter()
        .map(|(id, name)| json!({"id": id, "name": name}))
        .collect();
    Ok(ok("获取成功", json!({ "list": list })))
}

/// `GET/POST tag_list?keyword=` — the caller's organisation's tags by name, with how many
/// activities carry each.
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    let pattern = paging::search_text(&q, "keyword")?
        .map_or_else(|| "%".to_owned(), |k| paging::like_pattern(&k));
    let data = state
        .db
        .run(move |conn| {
            let mut stmt = conn.prepare(
                "SELECT t.id, t.name, (SELECT COUNT(*) FROM activity_tag_links WHERE tag_id = t.id)
                   FROM activity_tags t WHERE t.org_id = ?1 AND t.name LIKE ?2 ESCAPE '\\'
                  ORDER BY t.name, t.id",
            )?;
            let list = stmt
                .query_map(params![user.org_id, pattern], |r| {
                    Ok(
                        json!({"id": r.get::<_, i64>(0)?, "name": r.get::<_, String>(1)?,
                              "activity_count": r.get::<_, i64>(2)?}),
                    )
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            let total = list.len();
            Ok(json!({"list": list, "total": total}))
        })
        .await?;
    Ok(ok("获取成功", data))
}

/// `POST add_tag {name}` — a new tag of the caller's organisation (1–10 characters, unique).
pub async fn add(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    holder(&user)?;
    let name = text(&body, "name");
    if name.is_empty() {
        return Err(ApiError::bad("请填写标签名称"));
    }
    if name.chars().count() > 10 {
        return Err(ApiError::bad("标签名称不能超过10个字"));
    }
    let data = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let (count, taken): (i64, bool) = tx.query_row(
                "SELECT COUNT(*), COALESCE(MAX(name = ?2), 0) FROM activity_tags WHERE org_id = ?1",
                params![user.org_id, name],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )?;
            if taken {
                return Err(ApiError::bad("标签已存在"));
            }
            if count >= MAX_TAGS {
                return Err(ApiError::bad(format!("标签最多{MAX_TAGS}个")));
            }
            tx.execute(
                "INSERT INTO activity_tags (org_id, name, created_at) VALUES (?1, ?2, ?3)",
                params![user.org_id, name, clock::now()],
            )?;
            let id = tx.last_insert_rowid();
            tx.commit()?;
            Ok(json!({"id": id, "name": name}))
        })
        .await?;
    Ok(ok("添加成功", data))
}

/// `POST del_tag {id}` — deletes one of the caller's organisation's tags.
pub async fn delete(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    holder(&user)?;
    let id = body_id(&body, "id", "标签不存在")?;
    state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            tx.execute("DELETE FROM activity_tag_links WHERE tag_id = ?1 AND tag_id IN (SELECT id FROM activity_tags WHERE org_id = ?2)", params![id, user.org_id])?;
            let n = tx.execute(
                "DELETE FROM activity_tags WHERE id = ?1 AND org_id = ?2",
                params![id, user.org_id],
            )?;
            if n == 0 {
                return Err(ApiError::bad("标签不存在"));
            }
            tx.commit()?;
            Ok(())
        })
        .await?;
    Ok(ok("删除成功", Value::Null))
}
