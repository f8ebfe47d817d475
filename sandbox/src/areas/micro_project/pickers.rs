//! The pickers of the super admin's 新建微项目 form: what a micro project can hang on
//! (`parent_list`) and the organisations that may run one (`org_options`), at most
//! `PICKER_LIMIT` each.

use super::projects::RUNNING_ORG;
use super::workflow::ADMIN;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::Query;
use crate::http::paging::{like_pattern, search_text};
use crate::http::session::CurrentUser;
use crate::rules::money::yuan;
use crate::state::AppState;
use actix_web::web;
use rusqlite::params;
use serde_json::json;

const PICKER_LIMIT: i64 = 20;

/// `GET parent_list?type&keyword` (99) — what a micro project can hang on: donation projects
/// in 募款中 (type 1) or pools (type 2), with what their micro projects raised.
pub async fn parents(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    if !ADMIN.contains(&user.role) {
        return Err(ApiError::bad("无权创建微项目"));
    }
    let kind = match crate::http::paging::non_empty(&q, "type") {
        None | Some("1") => 1,
        Some("2") => 2,
        Some(_) => return Err(ApiError::bad("类型必须是 1（项目）或 2（项目池）")),
    };
    let pattern = search_text(&q, "keyword")?.map(|k| like_pattern(&k));
    let list = state
        .db
        .run(move |conn| {
            let micro_sum = "(SELECT COALESCE(SUM(d.amount_fen), 0) FROM donations d
                JOIN micro_projects mp ON d.subject = 'micro_project' AND mp.id = d.item_id
               WHERE mp.parent_type = ?2 AND mp.parent_id = p.id AND d.pay_status = 1)";
            let count = "(SELECT COUNT(*) FROM micro_projects mp WHERE mp.parent_type = ?2 AND mp.parent_id = p.id)";
            let sql = if kind == 1 {
                format!(
                    "SELECT p.id, p.title, {}, p.fund_end, {count} FROM projects p
                      WHERE p.status = 2 AND (?1 IS NULL OR p.title LIKE ?1 ESCAPE '\\')
                      ORDER BY p.id DESC LIMIT {PICKER_LIMIT}",
                    crate::areas::project::store::RAISED_SQL
                )
            } else {
                format!(
                    "SELECT p.id, p.title, {micro_sum}, '', {count} FROM love_funds p
                      WHERE (?1 IS NULL OR p.title LIKE ?1 ESCAPE '\\') ORDER BY p.id LIMIT {PICKER_LIMIT}"
                )
            };
            let mut stmt = conn.prepare(&sql)?;
            let rows = stmt
                .query_map(params![pattern, kind], |r| {
                    Ok(json!({"id": r.get::<_, i64>(0)?, "type": kind, "title": r.get::<_, String>(1)?,
                              "raised_amount": yuan(r.get(2)?), "fund_end": r.get::<_, String>(3)?,
                              "micro_count": r.get::<_, i64>(4)?}))
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok(rows)
        })
        .await?;
    Ok(ok("获取成功", json!({ "total": list.len(), "list": list })))
}

/// `GET org_options?keyword` (99) — organisations that may run a micro project, with their
/// authentication state (micro organisations: the micro authentication).
pub async fn org_options(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    if !ADMIN.contains(&user.role) {
        return Err(ApiError::bad("无权创建微项目"));
    }
    let pattern = search_text(&q, "keyword")?.map(|k| like_pattern(&k));
    let list = state
        .db
        .run(move |conn| {
            let mut stmt = conn.prepare(&format!(
                "SELECT o.id, o.name, o.kind, o.certification FROM orgs o
                  WHERE {RUNNING_ORG} AND (?1 IS NULL OR o.name LIKE ?1 ESCAPE '\\')
                  ORDER BY o.kind DESC, o.id LIMIT {PICKER_LIMIT}"
            ))?;
            let rows = stmt
                .query_map([pattern], |r| {
                    Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?, r.get::<_, i64>(2)?, r.get::<_, i64>(3)?))
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            rows.into_iter()
                .map(|(id, name, kind, cert)| {
                    let status = if kind == 2 {
                        super::common::status_of(conn, id)?
                    } else {
                        // 机构认证 mapped onto the micro states: 认证中 → 待审核, 已认证 (and a
                        // change under review or returned) → 已通过, 已退回 → 已退回.
                        match cert {
                            1 => 1,
                            2 | 4 | 5 => 2,
                            3 => 3,
                            _ => 0,
                        }
                    };
                    Ok(json!({"id": id, "name": name, "kind": kind,
                              "kind_label": if kind == 2 { "微机构" } else { "机构" },
                              "auth_status": status, "auth_status_label": super::workflow::AUTH.label(status)}))
                })
                .collect::<Result<Vec<_>, ApiError>>()
        })
        .await?;
    Ok(ok("获取成功", json!({ "total": list.len(), "list": list })))
}
