//! Selector searches (spec §7 "Selector searches") that have no list call of their own:
//! initiators and projects v2. Project, micro-project and pool searches use `project_list`,
//! `little_project_list` and `get_love_fund`.

use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::Query;
use crate::http::paging::{like_pattern, non_empty, search_text};
use crate::http::session::CurrentUser;
use crate::rules::money::yuan;
use crate::state::AppState;
use actix_web::web;
use rusqlite::params;
use serde_json::json;
use std::collections::HashMap;

/// Selector page size (spec §9).
const SELECTOR_LIMIT: i64 = 20;

fn int_param(q: &HashMap<String, String>, key: &str) -> Result<Option<i64>, ApiError> {
    non_empty(q, key)
        .map(|s| {
            s.parse::<i64>().map_err(|_| {
                ApiError::bad(format!(
                    "{}必须是整数",
                    crate::http::field_names::label(key)
                ))
            })
        })
        .transpose()
}

/// `GET /api/organization/common/initiator_list?type&keyword&type_value` — `type` 1:
/// organisations, 2: accounts (of organisation `type_value` when given). Roles 1 and 4 only
/// find their own organisation and its accounts. At most 20, `{list: [{id, name}], total}`.
pub async fn initiators(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let kind = int_param(&q, "type")?.unwrap_or(1);
    if !matches!(kind, 1 | 2) {
        return Err(ApiError::bad("类型必须是 1（机构）或 2（账号）"));
    }
    let pattern = search_text(&q, "keyword")?.map(|k| like_pattern(&k));
    let org_filter = int_param(&q, "type_value")?;
    let (list, total) = state
        .db
        .run(move |conn| {
            let (all, own) = (user.sees_all_orgs(), user.org_id);
            let from = if kind == 1 {
                "FROM orgs t WHERE (?1 OR t.id = ?2) AND (?3 IS NULL OR t.name LIKE ?3 ESCAPE '\\')
                   AND (?4 IS NULL OR t.id = ?4)"
            } else {
                "FROM accounts t WHERE (?1 OR t.org_id = ?2) AND (?3 IS NULL OR t.display_name LIKE ?3 ESCAPE '\\')
                   AND (?4 IS NULL OR t.org_id = ?4)"
            };
            let name = if kind == 1 { "t.name" } else { "t.display_name" };
            let total: i64 = conn.query_row(&format!("SELECT COUNT(*) {from}"), params![all, own, pattern, org_filter], |r| r.get(0))?;
            let mut stmt = conn.prepare(&format!("SELECT t.id, {name} {from} ORDER BY t.id LIMIT ?5"))?;
            let rows = stmt
                .query_map(params![all, own, pattern, org_filter, SELECTOR_LIMIT], |r| {
                    Ok(json!({ "id": r.get::<_, i64>(0)?, "name": r.get::<_, String>(1)? }))
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok((rows, total))
        })
        .await?;
    Ok(ok("获取成功", json!({ "list": list, "total": total })))
}

/// `GET /api/organization/common/project_list_v2?type&id&t_id&is_relation&title` — `type` 1:
/// donation projects, 2: micro projects; `is_relation` 1: only those that can be linked now
/// (募款中); `t_id`: one organisation (roles 2/3/99; others always see their own); `id`: the
/// current choice, listed first even when it does not match the title. At most 20.
pub async fn projects_v2(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let kind = int_param(&q, "type")?.unwrap_or(1);
    let table = match kind {
        1 => "projects",
        2 => "micro_projects",
        _ => return Err(ApiError::bad("类型必须是 1（项目）或 2（微项目）")),
    };
    let relation = int_param(&q, "is_relation")?.unwrap_or(0);
    if !matches!(relation, 0 | 1) {
        return Err(ApiError::bad("是否可关联必须是 0 或 1"));
    }
    let current = int_param(&q, "id")?;
    let org_filter = int_param(&q, "t_id")?;
    let pattern = search_text(&q, "title")?.map(|t| like_pattern(&t));
    let (list, total) = state
        .db
        .run(move |conn| {
            let (all, own) = (user.sees_all_orgs(), user.org_id);
            let from = format!(
                "FROM {table} p WHERE (?1 OR p.org_id = ?2) AND (?3 IS NULL OR p.org_id = ?3)
                   AND (?4 = 0 OR p.status = 2)
                   AND ((?5 IS NULL OR p.title LIKE ?5 ESCAPE '\\') OR p.id = ?6)"
            );
            let args = params![all, own, org_filter, relation, pattern, current];
            let total: i64 = conn.query_row(&format!("SELECT COUNT(*) {from}"), args, |r| r.get(0))?;
            let mut stmt = conn.prepare(&format!(
                "SELECT p.id, p.title, p.target_fen, {}, p.start_date, p.end_date, p.status {from}
                 ORDER BY (p.id = ?6) DESC, p.created_at DESC, p.id DESC LIMIT {SELECTOR_LIMIT}",
                super::projects::raised_sql(table)
            ))?;
            let rows = stmt
                .query_map(args, |r| {
                    let (target, raised, status): (i64, i64, i64) = (r.get(2)?, r.get(3)?, r.get(6)?);
                    Ok(json!({
                        "id": r.get::<_, i64>(0)?, "title": r.get::<_, String>(1)?,
                        "target": yuan(target), "remain_target": yuan((target - raised).max(0)),
                        "start_date": r.get::<_, i64>(4)?, "end_date": r.get::<_, i64>(5)?,
                        "status": status, "status_label": super::projects::status_label(table, status),
                    }))
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok((rows, total))
        })
        .await?;
    Ok(ok("获取成功", json!({ "list": list, "total": total })))
}
