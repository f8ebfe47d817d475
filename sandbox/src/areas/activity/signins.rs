//! Sign-ins (签到): the records of an activity (`type` 1) or the hours per participant
//! (`type` 2), and recording a sign-in and a sign-out — by the organisation (or the super
//! admin) from the console, or by the participant's scan (test mode).

use super::common::{hours, load, load_managed, NOT_FOUND as ACTIVITY_NOT_FOUND};
use super::store::{self, find_signup};
use super::workflow::PUBLISHED;
use crate::areas::common::stored_columns::stored_columns;
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, query_id, Body, Params};
use crate::http::list::{page_of, Filter};
use crate::http::paging::{self, Page};
use crate::http::session::CurrentUser;
use crate::rules::form::int;
use crate::state::AppState;
use actix_web::web;
use rusqlite::{params, Connection, OptionalExtension, Row};
use serde_json::{json, Value};

pub const NOT_FOUND: &str = "签到记录不存在";
const NO_RIGHT: &str = "无权登记签到";

const FROM: &str = "activity_signins i JOIN activity_signups s ON s.id = i.signup_id";
const ROW: &str = "i.id, i.activity_id, i.signup_id,
    CASE WHEN s.is_team = 1 THEN s.team_name ELSE s.name END AS name, s.mobile, s.is_team,
    i.sign_in_at, i.sign_out_at,
    COALESCE((SELECT display_name FROM accounts WHERE id = i.operator_id), '系统') AS operator_name,
    i.created_at";

fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let (sign_in, sign_out): (i64, i64) = (r.get(6)?, r.get(7)?);
    let hours = if sign_out > 0 {
        hours(sign_out - sign_in)
    } else {
        hours(0)
    };
    let mut out = stored_columns(r, 0..10)?;
    out.insert("hours".into(), hours.into());
    Ok(Value::Object(out))
}

/// Every sign-in of one sign-up, oldest first (its detail).
pub fn of_signup(conn: &Connection, signup_id: i64) -> rusqlite::Result<Vec<Value>> {
    let mut stmt = conn.prepare(&format!(
        "SELECT {ROW} FROM {FROM} WHERE i.signup_id = ?1 ORDER BY i.sign_in_at, i.id"
    ))?;
    let rows = stmt.query_map([signup_id], row)?;
    rows.collect()
}

/// A participant's totals: its hours from the seconds served (column 6), the rest as stored.
fn total_row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let mut out = stored_columns(r, (0..6).chain(7..9))?;
    out.insert("hours".into(), hours(r.get(6)?).into());
    Ok(Value::Object(out))
}

/// `GET/POST activity_sign_list?activity_id=&type=` — `type` 1 (default): the sign-in
/// records, newest first; 2: one row per participant with their totals, most hours first, and
/// the activity's `hours_total`.
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    let page = Page::from_query(&q)?;
    let kind = match paging::non_empty(&q, "type") {
        None | Some("1") => 1,
        Some("2") => 2,
        Some(_) => return Err(ApiError::bad("类型不正确")),
    };
    let q = q.0;
    let data = state
        .db
        .run(move |conn| {
            let id = query_id(&q, "activity_id", ACTIVITY_NOT_FOUND)?;
            load(conn, &user, id)?;
            let mut f = Filter::default();
            f.and("i.activity_id = ?", [id.into()]);
            f.keyword(&q, &["s.name", "s.mobile", "s.team_name"])?
                .date_range(&q, "i.sign_in_at")?;
            if kind == 1 {
                let (list, total) =
                    page_of(conn, ROW, FROM, &f, "i.sign_in_at DESC, i.id DESC", page, row)?;
                return Ok(json!({"list": list, "total": total}));
            }
            // One row per participant: the grouped query is the list's "table".
            let (where_, args) = f.parts();
            let grouped = format!(
                "(SELECT s.id AS signup_id, CASE WHEN s.is_team = 1 THEN s.team_name ELSE s.name END AS name,
                         s.mobile, s.is_team, s.member_count, COUNT(i.id) AS signin_count,
                         COALESCE(SUM(CASE WHEN i.sign_out_at > 0 THEN i.sign_out_at - i.sign_in_at END), 0) AS served,
                         MIN(i.sign_in_at) AS first_in, MAX(i.sign_out_at) AS last_out
                    FROM {FROM} WHERE {where_} GROUP BY s.id) g"
            );
            let mut g = Filter::default();
            g.and("1", args.iter().cloned());
            let (list, total) = page_of(
                conn,
                "g.signup_id, g.name, g.mobile, g.is_team, g.member_count, g.signin_count, g.served,
                 g.first_in AS first_sign_in_at, g.last_out AS last_sign_out_at",
                &grouped,
                &g,
                "g.served DESC, g.signup_id",
                page,
                total_row,
            )?;
            let served: i64 = conn.query_row(
                "SELECT COALESCE(SUM(sign_out_at - sign_in_at), 0) FROM activity_signins
                  WHERE activity_id = ?1 AND sign_out_at > 0",
                [id],
                |r| r.get(0),
            )?;
            Ok(json!({"list": list, "total": total, "hours_total": hours(served)}))
        })
        .await?;
    Ok(ok("获取成功", data))
}

/// A time field in seconds, `请选择<label>` when absent.
fn time(body: &serde_json::Map<String, Value>, key: &str, label: &str) -> Result<i64, ApiError> {
    int(body, key)
        .filter(|t| *t > 0)
        .ok_or_else(|| ApiError::bad(format!("请选择{label}")))
}

/// Records a sign-in for sign-up `signup_id` by `by` (`None`: the participant's own scan):
/// the activity published, the rules of `store::sign_in`.
pub fn record(
    conn: &Connection,
    user: Option<&CurrentUser>,
    signup_id: i64,
    sign_in_at: i64,
    sign_out_at: Option<i64>,
) -> Result<i64, ApiError> {
    let s = find_signup(conn, signup_id)?
        .ok_or_else(|| ApiError::bad(super::store::SIGNUP_NOT_FOUND))?;
    let state = match user {
        Some(u) => {
            load(conn, u, s.activity_id)
                .map_err(|_| ApiError::bad(super::store::SIGNUP_NOT_FOUND))?;
            load_managed(conn, u, s.activity_id, NO_RIGHT)?.state
        }
        None => super::common::find(conn, s.activity_id)?.0.state,
    };
    if state != PUBLISHED {
        return Err(ApiError::bad("只有已发布的活动可以签到"));
    }
    store::sign_in(
        conn,
        &s,
        sign_in_at,
        sign_out_at,
        user.map(|u| u.account_id),
        clock::now(),
    )
}

/// `POST sign_in {signup_id, sign_in_at, sign_out_at?}` — the organisation records a sign-in.
pub async fn sign_in(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let signup = body_id(&body, "signup_id", super::store::SIGNUP_NOT_FOUND)?;
    let at = time(&body, "sign_in_at", "签到时间")?;
    let out = int(&body, "sign_out_at").filter(|t| *t > 0);
    let id = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let id = record(&tx, Some(&user), signup, at, out)?;
            tx.commit()?;
            Ok(id)
        })
        .await?;
    Ok(ok("签到成功", json!({ "id": id })))
}

/// `POST sign_out {id, sign_out_at}` — closes an open sign-in.
pub async fn sign_out(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = body_id(&body, "id", NOT_FOUND)?;
    let at = time(&body, "sign_out_at", "签退时间")?;
    let served = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let (activity, signup, sign_in_at, sign_out_at): (i64, i64, i64, i64) = tx
                .query_row(
                    "SELECT activity_id, signup_id, sign_in_at, sign_out_at FROM activity_signins WHERE id = ?1",
                    [id],
                    |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
                )
                .optional()?
                .ok_or_else(|| ApiError::bad(NOT_FOUND))?;
            load(&tx, &user, activity).map_err(|_| ApiError::bad(NOT_FOUND))?;
            load_managed(&tx, &user, activity, NO_RIGHT)?;
            if sign_out_at > 0 {
                return Err(ApiError::bad("该记录已签退"));
            }
            let served = store::served(sign_in_at, at)?;
            let s = find_signup(&tx, signup)?.ok_or_else(|| ApiError::bad(NOT_FOUND))?;
            store::check_record(&tx, &s, (sign_in_at, Some(at)), Some(id), clock::now())?;
            tx.execute(
                "UPDATE activity_signins SET sign_out_at = ?1 WHERE id = ?2",
                params![at, id],
            )?;
            tx.commit()?;
            Ok(served)
        })
        .await?;
    Ok(ok("签退成功", json!({"id": id, "hours": hours(served)})))
}
