//! Donation projects, micro projects and love funds, as the selectors and lists read them.

use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::Query;
use crate::http::list::{self, Filter};
use crate::http::paging::{like_pattern, search_text, Page};
use crate::http::session::CurrentUser;
use crate::labels;
use crate::rules::money::yuan;
use crate::state::AppState;
use actix_web::web;
use rusqlite::Connection;
use serde::Serialize;
use serde_json::{json, Value};
use std::collections::HashMap;

#[derive(Serialize)]
struct ProjectRow {
    id: i64,
    title: String,
    target: String,
    raised: String,
    /// Donation projects only: what is still to be raised, never below zero.
    #[serde(skip_serializing_if = "Option::is_none")]
    remain_target: Option<String>,
    start_date: i64,
    end_date: i64,
    status: i64,
    status_label: &'static str,
    org_name: String,
}

#[derive(Clone, Copy)]
enum Kind {
    Donation,
    Micro,
}

impl Kind {
    fn table(self) -> &'static str {
        match self {
            Kind::Donation => "projects",
            Kind::Micro => "micro_projects",
        }
    }
}

/// The raised amount of a row `p` of `table`: a donation project's is the live sum of its paid
/// donations plus its micro projects' (issues 17, 18: no stored counter), a micro project's
/// its own paid donations.
pub fn raised_sql(table: &str) -> &'static str {
    if table == "projects" {
        crate::areas::project::store::RAISED_SQL
    } else {
        "(SELECT COALESCE(SUM(amount_fen), 0) FROM donations
           WHERE subject = 'micro_project' AND item_id = p.id AND pay_status = 1)"
    }
}

/// The label of a project `status` of `table`: donation projects have the states of their
/// workflow table (待认领, 募款结束, 执行中…), micro projects the foundation's.
pub fn status_label(table: &str, status: i64) -> &'static str {
    if table == "projects" {
        crate::areas::project::workflow::PROJECT.label(status)
    } else {
        labels::project_status(status)
    }
}

/// One page of the projects the user may see — exactly what the area's own list shows the
/// role (its organisation's; a regional partner's province; everything for staff), so a
/// dashboard row always opens — newest first, optionally filtered by a title substring.
fn page_of(
    conn: &Connection,
    kind: Kind,
    user: &CurrentUser,
    page: Page,
    title: Option<&str>,
) -> Result<(Vec<Value>, i64), ApiError> {
    let table = kind.table();
    let mut f = Filter::default();
    match kind {
        Kind::Donation => crate::areas::project::common::visible(&mut f, user),
        Kind::Micro => crate::areas::micro_project::common::visible_as(&mut f, user, "p"),
    }
    if let Some(t) = title {
        f.and("p.title LIKE ? ESCAPE '\\'", [like_pattern(t).into()]);
    }
    let select = format!(
        "p.id, p.title, p.target_fen, {}, p.start_date, p.end_date, p.status, o.name",
        raised_sql(table)
    );
    let from = format!("{table} p JOIN orgs o ON o.id = p.org_id");
    list::page_of(
        conn,
        &select,
        &from,
        &f,
        "p.created_at DESC, p.id DESC",
        page,
        |r| {
            let (target, raised, status): (i64, i64, i64) = (r.get(2)?, r.get(3)?, r.get(6)?);
            let row = ProjectRow {
                id: r.get(0)?,
                title: r.get(1)?,
                target: yuan(target),
                raised: yuan(raised),
                remain_target: matches!(kind, Kind::Donation)
                    .then(|| yuan((target - raised).max(0))),
                start_date: r.get(4)?,
                end_date: r.get(5)?,
                status,
                status_label: status_label(table, status),
                org_name: r.get(7)?,
            };
            Ok(serde_json::to_value(row).unwrap_or(Value::Null))
        },
    )
}

async fn list(
    state: web::Data<AppState>,
    user: CurrentUser,
    q: HashMap<String, String>,
    kind: Kind,
) -> ApiResult {
    let page = Page::from_query(&q)?;
    let title = search_text(&q, "title")?;
    let (list, total) = state
        .db
        .run(move |conn| page_of(conn, kind, &user, page, title.as_deref()))
        .await?;
    Ok(ok("获取成功", json!({ "list": list, "total": total })))
}

/// `GET /api/organization/common/project_list?pageNum&pageSize&title`
pub async fn project_list(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    list(state, user, q.into_inner(), Kind::Donation).await
}

/// `GET /api/organization/common/little_project_list?pageNum&pageSize&title`
pub async fn little_project_list(
    state: web::Data<AppState>,
    user: CurrentUser,
    q: Query,
) -> ApiResult {
    list(state, user, q.into_inner(), Kind::Micro).await
}

/// `GET /api/common/get_love_fund?keyword` — every pool matching the keyword (there are few).
pub async fn love_funds(state: web::Data<AppState>, _user: CurrentUser, q: Query) -> ApiResult {
    let pattern = search_text(&q, "keyword")?.map(|k| like_pattern(&k));
    let list = state
        .db
        .run(move |conn| {
            let mut stmt = conn.prepare(
                "SELECT id, title FROM love_funds WHERE (?1 IS NULL OR title LIKE ?1 ESCAPE '\\') ORDER BY id",
            )?;
            let rows = stmt
                .query_map([pattern], |r| Ok(json!({ "id": r.get::<_, i64>(0)?, "title": r.get::<_, String>(1)? })))?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok(rows)
        })
        .await?;
    Ok(ok("获取成功", json!({ "total": list.len(), "list": list })))
}
