//! The organisation moves its approved project through its life: publish it (online date,
//! fundraising window, where it appears, over-raising), end the fundraising early, start the
//! execution. The close comes with the end report's pass (`process`), the automatic end of
//! fundraising with the window or the target (`store`).

use super::common::{load_own, today, NOT_FOUND};
use super::form;
use super::store;
use super::workflow::PROJECT;
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, Body};
use crate::http::session::CurrentUser;
use crate::state::AppState;
use actix_web::web;
use rusqlite::{params, Connection};
use serde_json::{json, Map, Value};

/// `action` on the caller's own project `id`, with `write` run in the same transaction before
/// the state changes; answers the new status.
fn step(
    conn: &mut Connection,
    user: &CurrentUser,
    id: i64,
    action: &str,
    write: impl FnOnce(&Connection) -> Result<(), ApiError>,
) -> Result<i64, ApiError> {
    let tx = conn.transaction()?;
    let p = load_own(&tx, user, id)?;
    let outcome = p.step(action, user)?;
    let to = outcome.to.unwrap_or(p.status);
    write(&tx)?;
    let now = clock::now();
    tx.execute(
        "UPDATE projects SET status = ?1, updated_at = ?2 WHERE id = ?3",
        params![to, now, id],
    )?;
    PROJECT.record(&tx, &outcome, &p.subject(), user.account_id, "", now)?;
    tx.commit()?;
    Ok(to)
}

/// `POST issue_project {id, online_date, fund_start, fund_end, channel, pool_id?, allow_over}`
/// — 待发布 → 待上线, and 募款中 at once when the online date is today.
pub async fn publish(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = body_id(&body, "id", NOT_FOUND)?;
    let body: Map<String, Value> = body.into_inner();
    let status = state
        .db
        .run(move |conn| {
            let pools: Vec<i64> = {
                let mut stmt = conn.prepare("SELECT id FROM love_funds")?;
                let rows = stmt.query_map([], |r| r.get(0))?;
                rows.collect::<rusqlite::Result<_>>()?
            };
            step(conn, &user, id, "publish", |tx| {
                let p = form::publication(&body, today(), &pools).map_err(ApiError::bad)?;
                tx.execute(
                    "UPDATE projects SET online_date = ?1, channel = ?2, pool_id = ?3, allow_over = ?4
                      WHERE id = ?5",
                    params![p.online_date, p.channel, p.pool_id, p.allow_over, id],
                )?;
                store::set_window(tx, id, p.fund_start, p.fund_end)?;
                Ok(())
            })?;
            // Published for today: live at once (the clock's own step, in its own transaction
            // after the publication's, so the log shows 发布 then 上线).
            store::end_due(conn, clock::now())?;
            let status: i64 =
                conn.query_row("SELECT status FROM projects WHERE id = ?1", [id], |r| r.get(0))?;
            Ok::<_, ApiError>(status)
        })
        .await?;
    Ok(ok("发布成功", json!({ "id": id, "status": status })))
}

/// `POST finish_project {id}` — the organisation ends the fundraising early: 募款中 → 募款结束.
pub async fn finish(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    plain_step(state, user, body, ("finish", "已结束募款")).await
}

/// `POST start_project {id}` — 募款结束 → 执行中.
pub async fn start(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    plain_step(state, user, body, ("start", "项目已开始执行")).await
}

/// A step with nothing to write but the state, answered with `done` and the new status.
async fn plain_step(
    state: web::Data<AppState>,
    user: CurrentUser,
    body: Body,
    (action, done): (&'static str, &'static str),
) -> ApiResult {
    let id = body_id(&body, "id", NOT_FOUND)?;
    let status = state
        .db
        .run(move |conn| step(conn, &user, id, action, |_| Ok(())))
        .await?;
    Ok(ok(done, json!({ "id": id, "status": status })))
}
