//! The reviewers' queue of authentication submissions (认证审核): pending first, each row with
//! what the review call accepts for it, so the queue's buttons and bulk bar follow the table.

use super::auth::{submission_json, PENDING};
use super::workflow::AUTH;
use crate::http::envelope::{ApiError, ApiResult};
use crate::http::input::Query;
use crate::http::list::Filter;
use crate::http::paging::Page;
use crate::http::review::reviewer;
use crate::http::row_actions::{acting_list_answer, Actions};
use crate::http::session::CurrentUser;
use crate::state::AppState;
use crate::workflow::Item;
use actix_web::web;
use rusqlite::Connection;

/// `GET /api/organization/auth/review_list` — reviewers only: submissions, pending first.
pub async fn review_list(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    reviewer(&AUTH, &user)?;
    let page = Page::from_query(&q)?;
    let status: Option<i64> = match q.get("status").map(String::as_str) {
        None | Some("") => None,
        Some(s) => Some(
            s.parse()
                .ok()
                .filter(|s| (1..=3).contains(s))
                .ok_or_else(|| ApiError::bad("审核状态不正确"))?,
        ),
    };
    let mut f = Filter::default();
    if let Some(s) = status {
        f.and("s.status = ?", [s.into()]);
    }
    let from = "auth_submissions s JOIN orgs o ON o.id = s.org_id";
    let order = "s.status = 1 DESC, s.id DESC";
    let actor = user.actor();
    acting_list_answer(
        &state,
        ("s.*, o.name AS org_name", from),
        f,
        order,
        page,
        |r| {
            let mut v = submission_json(r)?;
            v["org_name"] = r.get::<_, String>("org_name")?.into();
            Ok(v)
        },
        move |conn, id| review_actions(conn, id, &actor),
    )
    .await
}

/// What the reviewer may do with submission `id`: the steps `review` would take (a pending
/// submission, judged by the organisation's authentication table), so the queue's rows and its
/// bulk bar offer exactly what the call accepts.
fn review_actions(conn: &Connection, id: i64, actor: &crate::workflow::Actor) -> Actions {
    let (org_id, status, cert): (i64, i64, i64) = conn.query_row(
        "SELECT s.org_id, s.status, o.certification FROM auth_submissions s JOIN orgs o ON o.id = s.org_id WHERE s.id = ?1",
        [id],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )?;
    if status != PENDING {
        return Ok(Vec::new());
    }
    Ok(AUTH
        .actions(&Item::owned(cert, org_id), actor)
        .into_iter()
        .filter(|a| matches!(*a, "pass" | "return"))
        .collect())
}
