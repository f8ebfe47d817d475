//! Activities themselves: the lists (all, the published ones, the drafts), the detail with the
//! caller's actions, the statistics over the list's filters, and the reviewers' pass and
//! return and the cancellation.

use super::common::{hours, load, row, visible, FROM, NOT_FOUND, ROW};
use super::submit::stored_form;
use super::workflow::{log_label, phase_sql, ACTIVITY, APPLY_CANCELLED, DRAFT, PHASES, PUBLISHED};
use crate::clock;
use crate::http::detail::{detail_answer, listed_row};
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, optional_id, text_field, Body, Params, Query};
use crate::http::item_list::ItemList;
use crate::http::list::{Filter, Sorts};
use crate::http::paging::{self, Page};
use crate::http::parent::logs;
use crate::http::review::{reason_or_empty, Asked};
use crate::http::review_calls::decision_calls;
use crate::http::row_actions::Actions;
use crate::http::session::CurrentUser;
use crate::rules::money::yuan;
use crate::state::AppState;
use actix_web::web;
use rusqlite::types::Value as Sql;
use rusqlite::{params, params_from_iter, Connection};
use serde_json::{json, Value};
use std::collections::HashMap;

/// The filters every activity list, the statistics and the export share (not the phase).
pub fn filter(q: &HashMap<String, String>, user: &CurrentUser) -> Result<Filter, ApiError> {
    let mut f = Filter::default();
    visible(&mut f, user);
    f.status(q, "kind", "a.kind", 1..=2)?
        .status(q, "cate_id", "a.cate_id", 1..=8)?;
    if let Some(t) = optional_id(q, "tag_id")? {
        f.and(
            "a.id IN (SELECT activity_id FROM activity_tag_links WHERE tag_id = ?)",
            [t.into()],
        );
    }
    if let Some(p) = paging::non_empty(q, "province") {
        f.and("a.province = ?", [p.to_owned().into()]);
    }
    f.keyword(q, &["a.title", "o.name"])?
        .date_range(q, "a.start_time")?
        .own(q, user, "a.org_id")?;
    Ok(f)
}

/// `status?` as a phase among `allowed` (derived from the clock in the query).
fn phase_filter(
    f: &mut Filter,
    q: &HashMap<String, String>,
    allowed: &[i64],
) -> Result<(), ApiError> {
    if let Some(s) = paging::non_empty(q, "status") {
        let v = s
            .parse::<i64>()
            .ok()
            .filter(|v| allowed.contains(v))
            .ok_or_else(|| ApiError::bad("状态不正确"))?;
        f.and(
            &format!("{} = ?", phase_sql("a", clock::now())),
            [Sql::Integer(v)],
        );
    }
    Ok(())
}

/// The activity lists' order: latest start first, or by 开始时间 either way on request.
const NEWEST: &str = "a.start_time DESC, a.id DESC";

/// How the activity lists read and sort their rows and find a row's actions.
static ACTIVITIES: ItemList = ItemList {
    select: ROW,
    from: FROM,
    row,
    sort_keys: &[("start_time", "a.start_time")],
    actions: row_actions,
};

/// The list filters of `activity_list` (every state but drafts) — also the export's.
pub fn list_filter(q: &HashMap<String, String>, user: &CurrentUser) -> Result<Filter, ApiError> {
    let mut f = filter(q, user)?;
    f.and(&format!("a.status <> {DRAFT}"), []);
    let all: Vec<i64> = PHASES
        .iter()
        .map(|(s, _)| *s)
        .filter(|s| *s != DRAFT)
        .collect();
    phase_filter(&mut f, q, &all)?;
    Ok(f)
}

/// `GET/POST activity_list` — every activity the caller sees except drafts, by start time.
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    let page = Page::from_query(&q)?;
    let f = list_filter(&q, &user)?;
    let order = ACTIVITIES.order(&q, NEWEST)?;
    ACTIVITIES.answer(&state, user, (f, page), order).await
}

/// `GET/POST issue_list` — published activities (any phase).
pub async fn issue_list(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    let page = Page::from_query(&q)?;
    let mut f = filter(&q, &user)?;
    f.and(&format!("a.status = {PUBLISHED}"), []);
    phase_filter(&mut f, &q, &[2, 7, 3, 4])?;
    ACTIVITIES.answer(&state, user, (f, page), NEWEST).await
}

/// `GET/POST draft_box_list` — the caller's organisation's drafts, last edit first.
pub async fn drafts(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    f.and(
        &format!("a.status = {DRAFT} AND a.org_id = ?"),
        [user.org_id.into()],
    )
    .keyword(&q, &["a.title"])?;
    let order = Sorts {
        keys: &[("updated_at", "COALESCE(a.updated_at, a.created_at)")],
        default: "COALESCE(a.updated_at, a.created_at) DESC, a.id DESC",
    };
    ACTIVITIES
        .answer(&state, user, (f, page), order.order(&q)?)
        .await
}

/// The buttons open to the caller: the table's, less what the clock rules out (a started
/// activity cannot be cancelled, an ended one not changed).
fn actions(a: &super::common::ActivityRef, user: &CurrentUser) -> Vec<&'static str> {
    let now = clock::now();
    ACTIVITY
        .actions(&a.item(), &user.actor())
        .into_iter()
        .filter(|b| match *b {
            "cancel" => !a.started(),
            "change" => now < a.times.end,
            _ => true,
        })
        .collect()
}

/// A list row's actions: the detail's, for the activity with that id (issue 41).
fn row_actions(conn: &Connection, user: &CurrentUser, id: i64) -> Actions {
    Ok(actions(&load(conn, user, id)?, user))
}

/// `GET activity_detail?id=` — the row, the form (with the sign-up form), the linked project,
/// the reasons, the history and the caller's actions.
pub async fn detail(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    detail_answer(&state, &q, ("id", NOT_FOUND), move |conn, id| {
        let a = load(conn, &user, id)?;
        let mut out = listed_row(conn, (ROW, FROM), "a.id", id, row)?;
        let form = stored_form(conn, id)?;
        let extra = conn.query_row(
            "SELECT a.cancel_reason, p.id, p.title, p.status,
                    (SELECT id FROM change_requests WHERE subject = 'activity' AND item_id = a.id AND status = 1)
               FROM activities a LEFT JOIN projects p ON p.id = a.project_id WHERE a.id = ?1",
            [id],
            |r| {
                let project = match r.get::<_, Option<i64>>(1)? {
                    Some(pid) => {
                        let status: i64 = r.get(3)?;
                        json!({"id": pid, "title": r.get::<_, String>(2)?, "status": status,
                               "status_label": crate::labels::project_status(status)})
                    }
                    None => Value::Null,
                };
                Ok(json!({
                    "cancel_reason": r.get::<_, String>(0)?,
                    "project": project,
                    "pending_change_id": r.get::<_, Option<i64>>(4)?,
                }))
            },
        )?;
        if let Some(obj) = out.as_object_mut() {
            obj.extend(form);
            if let Some(e) = extra.as_object() {
                obj.extend(e.clone());
            }
            obj.insert(
                "logs".into(),
                logs(conn, ACTIVITY.subject, id, log_label)?.into(),
            );
            obj.insert("actions".into(), json!(actions(&a, &user)));
        }
        Ok(out)
    })
    .await
}

/// The statistics' figures over the activities of the filter (`{ids}`): places, live
/// sign-ups and their people, sign-ins, seconds served, paid donations and their amount.
const FIGURES: [&str; 7] = [
    "SELECT COALESCE(SUM(max_people), 0) FROM activities WHERE id IN ({ids})",
    "SELECT COUNT(*) FROM activity_signups WHERE status IN (0, 1) AND activity_id IN ({ids})",
    "SELECT COALESCE(SUM(member_count), 0) FROM activity_signups
      WHERE status IN (0, 1) AND activity_id IN ({ids})",
    "SELECT COUNT(*) FROM activity_signins WHERE activity_id IN ({ids})",
    "SELECT COALESCE(SUM(sign_out_at - sign_in_at), 0) FROM activity_signins
      WHERE sign_out_at > 0 AND activity_id IN ({ids})",
    "SELECT COUNT(*) FROM donations WHERE pay_status = 1 AND activity_id IN ({ids})",
    "SELECT COALESCE(SUM(amount_fen), 0) FROM donations
      WHERE pay_status = 1 AND activity_id IN ({ids})",
];

/// `GET/POST activity_list_statistics` — counts over the list's filters (not the phase): per
/// phase, places, sign-ups, sign-ins and hours, donations.
pub async fn statistics(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    let mut f = filter(&q, &user)?;
    f.and(&format!("a.status <> {DRAFT}"), []);
    let data = state
        .db
        .run(move |conn| {
            let (where_, args) = f.parts();
            let phase = phase_sql("a", clock::now());
            let mut stmt = conn.prepare(&format!(
                "SELECT {phase}, COUNT(*) FROM {FROM} WHERE {where_} GROUP BY 1"
            ))?;
            let counts: HashMap<i64, i64> = stmt
                .query_map(params_from_iter(args.iter()), |r| Ok((r.get(0)?, r.get(1)?)))?
                .collect::<rusqlite::Result<_>>()?;
            let in_filter = format!("SELECT a.id FROM {FROM} WHERE {where_}");
            let sum = |conn: &Connection, sql: &str| -> rusqlite::Result<i64> {
                conn.query_row(
                    &sql.replace("{ids}", &in_filter),
                    params_from_iter(args.iter()),
                    |r| r.get(0),
                )
            };
            let mut figures = [0; FIGURES.len()];
            for (figure, sql) in figures.iter_mut().zip(FIGURES) {
                *figure = sum(conn, sql)?;
            }
            let [places, signups, people, signins, served, donations, amount] = figures;
            let by_status: Vec<Value> = PHASES
                .iter()
                .filter(|(s, _)| *s != DRAFT)
                .map(|(s, label)| json!({"status": s, "label": label, "count": counts.get(s).copied().unwrap_or(0)}))
                .collect();
            Ok(json!({
                "total": counts.values().sum::<i64>(),
                "by_status": by_status,
                "places_total": places,
                "signup_count": signups,
                "people_count": people,
                "signin_count": signins,
                "hours_total": hours(served),
                "donation_count": donations,
                "donation_amount": yuan(amount),
            }))
        })
        .await?;
    Ok(ok("获取成功", data))
}

/// Pass or return by the platform: role, activity, state, then (a pass) the sign-up deadline
/// still ahead, (a return) the reason.
fn decide(tx: &Connection, asked: Asked<'_>) -> Result<(), ApiError> {
    let (user, id, action, reason) = asked.parts();
    let a = load(tx, user, id)?;
    let decided = a.step(action, user)?;
    let now = clock::now();
    if action == "pass" && a.times.signup_end <= now {
        return Err(ApiError::bad("报名截止时间已过，请退回修改"));
    }
    let reason = match action {
        "return" => reason_or_empty(Some(reason.as_deref().unwrap_or("")))?,
        _ => String::new(),
    };
    tx.execute(
        "UPDATE activities SET status = ?1, updated_at = ?2,
                return_reason = CASE WHEN ?3 = 'return' THEN ?4 ELSE return_reason END
          WHERE id = ?5",
        params![decided.to, now, action, reason, id],
    )?;
    ACTIVITY.record(tx, &decided, &a.subject(), user.account_id, &reason, now)?;
    Ok(())
}

// `POST pass_activity {id}` — 待审核 → 已发布; `POST return_activity {id, reason}` — 待审核 →
// 已退回 with the reason.
decision_calls!(&ACTIVITY, decide, pass, return_activity);

/// `POST cancel_activity {id, reason}` — a published activity that has not started is
/// cancelled (by its organisation or the super admin); its live sign-ups end with it.
pub async fn cancel(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = body_id(&body, "id", NOT_FOUND)?;
    let reason = text_field(&body, "reason")?.unwrap_or_default();
    let data = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let a = load(&tx, &user, id)?;
            let decided = a.step("cancel", &user)?;
            if a.started() {
                return Err(ApiError::bad("活动已开始，不能取消"));
            }
            let reason = crate::workflow::return_reason(Some(&reason))
                .map_err(|m| ApiError::bad(m.replace("退回", "取消")))?;
            let now = clock::now();
            tx.execute(
                "UPDATE activities SET status = ?1, cancel_reason = ?2, updated_at = ?3 WHERE id = ?4",
                params![decided.to, reason, now, id],
            )?;
            tx.execute(
                "UPDATE activity_signups SET status = ?1, cancelled_at = ?2
                  WHERE activity_id = ?3 AND status IN (0, 1)",
                params![APPLY_CANCELLED, now, id],
            )?;
            ACTIVITY.record(&tx, &decided, &a.subject(), user.account_id, &reason, now)?;
            tx.commit()?;
            Ok(json!({"id": id, "status": decided.to}))
        })
        .await?;
    Ok(ok("活动已取消", data))
}
