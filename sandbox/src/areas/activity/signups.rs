//! Sign-ups (报名): the list of an activity's sign-ups with their answers, one sign-up's detail,
//! the owner's review (pass, or return with a reason), and the builder preview's check of a
//! form and its answers — the very rules a real sign-up goes through (`entry`).

use super::common::{load, load_managed, summary};
use super::fields::{self, answer_text};
use super::store::{find_signup, Signup, SIGNUP_NOT_FOUND as NOT_FOUND};
use super::workflow::{APPLY, APPLY_RETURNED};
use crate::clock;
use crate::http::detail::detail_answer;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, query_id, text_field, Body, Params, Query};
use crate::http::list::{page_of, Filter};
use crate::http::paging::Page;
use crate::http::review::reason_or_empty;
use crate::http::row_actions::carrying;
use crate::http::session::CurrentUser;
use crate::rules::contact::is_cn_mobile;
use crate::rules::form::{int, text};
use crate::rules::id_card::masked;
use crate::state::AppState;
use crate::workflow::Item;
use actix_web::web;
use rusqlite::{params, Connection, OptionalExtension, Row};
use serde_json::{json, Map, Value};

fn person(m: &Map<String, Value>, who: &str) -> Result<(String, String), String> {
    let (name, mobile) = (text(m, "name"), text(m, "mobile"));
    if !(2..=20).contains(&name.chars().count()) {
        return Err(format!("请填写{who}姓名"));
    }
    if !is_cn_mobile(&mobile) {
        return Err(format!("{who}手机号格式不正确"));
    }
    Ok((name, mobile))
}

/// A sign-up as the participant sent it, checked against the activity's way of signing up and
/// its form (`today`: the Chinese day, for identity numbers). Pure.
pub fn entry(
    body: &Map<String, Value>,
    a: &super::common::ActivityRef,
    today: i64,
) -> Result<Signup, String> {
    let is_team = int(body, "is_team") == Some(1);
    if is_team && !a.allow_team {
        return Err("该活动不接受团队报名".into());
    }
    if !is_team && !a.allow_person {
        return Err("该活动不接受个人报名".into());
    }
    let (name, mobile) = person(body, "")?;
    let mut members = Vec::new();
    let mut team_name = String::new();
    if is_team {
        team_name = text(body, "team_name");
        if !(2..=30).contains(&team_name.chars().count()) {
            return Err("请填写团队名称".into());
        }
        for m in body
            .get("members")
            .and_then(Value::as_array)
            .map_or(&[][..], Vec::as_slice)
        {
            let (n, p) = person(m.as_object().ok_or("团队成员格式错误")?, "团队成员")?;
            members.push(json!({"name": n, "mobile": p}));
        }
        let count = 1 + members.len() as i64;
        let (min, max) = a.team;
        if count < min || count > max {
            return Err(format!("团队人数须在{min}至{max}人之间"));
        }
    }
    let answers = fields::check_answers(&a.form_fields, body.get("answers"), today)?;
    Ok(Signup {
        is_team,
        name,
        mobile,
        team_name,
        members,
        answers,
    })
}

/// `POST check_form {form_fields, answers, name?, mobile?}` — the preview's check: the form's
/// definitions, the participant (when given), then the answers, with the messages of a real
/// sign-up.
pub async fn check_form(_user: CurrentUser, body: Body) -> ApiResult {
    let defs = fields::definitions(body.get("form_fields")).map_err(ApiError::bad)?;
    let today = crate::rules::dates::today(clock::now());
    if body.contains_key("name") || body.contains_key("mobile") {
        person(&body, "").map_err(ApiError::bad)?;
    }
    fields::check_answers(&defs, body.get("answers"), today).map_err(ApiError::bad)?;
    Ok(ok("填写正确", Value::Null))
}

pub const FROM: &str = "activity_signups s JOIN activities a ON a.id = s.activity_id";
pub const ROW: &str = "s.id, s.activity_id, a.title, s.is_team, s.name, s.mobile, s.team_name,
    s.members, s.member_count, s.answers, s.status, s.reason, s.reviewed_at,
    (SELECT display_name FROM accounts WHERE id = s.reviewed_by),
    (SELECT COUNT(*) FROM activity_signins WHERE signup_id = s.id),
    (SELECT COALESCE(SUM(sign_out_at - sign_in_at), 0) FROM activity_signins
      WHERE signup_id = s.id AND sign_out_at > 0),
    s.created_at";

/// A sign-up row.
pub fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let is_team: i64 = r.get(3)?;
    let status: i64 = r.get(10)?;
    let parse = |s: String, empty: Value| serde_json::from_str(&s).unwrap_or(empty);
    Ok(json!({
        "id": r.get::<_, i64>(0)?,
        "activity_id": r.get::<_, i64>(1)?,
        "activity_title": r.get::<_, String>(2)?,
        "is_team": is_team,
        "is_team_label": if is_team == 1 { "团队" } else { "个人" },
        "name": r.get::<_, String>(4)?,
        "mobile": r.get::<_, String>(5)?,
        "team_name": r.get::<_, String>(6)?,
        "members": parse(r.get(7)?, json!([])),
        "member_count": r.get::<_, i64>(8)?,
        "answers": parse(r.get(9)?, json!({})),
        "status": status,
        "status_label": APPLY.label(status),
        "reason": r.get::<_, String>(11)?,
        "reviewed_at": r.get::<_, Option<i64>>(12)?,
        "reviewer_name": r.get::<_, Option<String>>(13)?.unwrap_or_default(),
        "signin_count": r.get::<_, i64>(14)?,
        "hours": super::common::hours(r.get(15)?),
        "created_at": r.get::<_, i64>(16)?,
    }))
}

/// The sign-up filters of the list and the export (the activity, checked visible, first).
pub fn filter(
    conn: &Connection,
    user: &CurrentUser,
    q: &std::collections::HashMap<String, String>,
) -> Result<(Filter, super::common::ActivityRef), ApiError> {
    let id = query_id(q, "activity_id", super::common::NOT_FOUND)?;
    let a = load(conn, user, id)?;
    let mut f = Filter::default();
    f.and("s.activity_id = ?", [id.into()]);
    f.status(q, "is_team", "s.is_team", 0..=1)?
        .status(q, "status", "s.status", 0..=3)?
        .keyword(q, &["s.name", "s.mobile", "s.team_name"])?
        .date_range(q, "s.created_at")?;
    Ok((f, a))
}

/// A list's or an export's sign-up: the answers to the form's 身份证号 fields masked (the
/// detail, `apply_detail`, shows them whole to those who may see the sign-up).
pub fn mask_id_answers(v: &mut Value, form_fields: &[Value]) {
    let Some(answers) = v.get_mut("answers").and_then(Value::as_object_mut) else {
        return;
    };
    for f in form_fields.iter().filter(|f| f["kind"] == "id_card") {
        if let Some(Value::String(id)) = f["key"].as_str().and_then(|k| answers.get_mut(k)) {
            *id = masked(id);
        }
    }
}

/// The form's fields as list columns: `[{key, label, kind}]`.
pub fn columns(a: &super::common::ActivityRef) -> Vec<Value> {
    a.form_fields
        .iter()
        .map(|f| json!({"key": f["key"], "label": f["label"], "kind": f["kind"]}))
        .collect()
}

/// `GET/POST activity_apply_list?activity_id=` — the activity's sign-ups, newest first, with
/// the form's fields as `columns`.
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    let page = Page::from_query(&q)?;
    let q = q.0;
    let data = state
        .db
        .run(move |conn| {
            let (f, a) = filter(conn, &user, &q)?;
            let (list, total) = page_of(
                conn,
                ROW,
                FROM,
                &f,
                "s.created_at DESC, s.id DESC",
                page,
                row,
            )?;
            // Each row carries the caller's actions, as the sign-up's detail computes them (issue 41).
            let list: Vec<Value> = list
                .into_iter()
                .map(|mut v| {
                    mask_id_answers(&mut v, &a.form_fields);
                    let actions = signup_actions(&v, &a, &user);
                    carrying(v, actions)
                })
                .collect();
            Ok(json!({"list": list, "total": total, "columns": columns(&a)}))
        })
        .await?;
    Ok(ok("获取成功", data))
}

/// The caller's buttons on sign-up `r` of activity `a`: the table's, and 签到 for a passed one
/// the activity's organisation (or the super admin) runs.
fn signup_actions(
    r: &Value,
    a: &super::common::ActivityRef,
    user: &CurrentUser,
) -> Vec<&'static str> {
    let status = r["status"].as_i64().unwrap_or(-1);
    let mut actions = APPLY.actions(&Item::owned(status, a.org_id), &user.actor());
    if status == super::workflow::APPLY_PASSED && (a.own(user) || user.role == 99) {
        actions.push("sign_in");
    }
    actions
}

/// A sign-up the caller may see (through its activity), with its activity.
fn load_signup(
    conn: &Connection,
    user: &CurrentUser,
    id: i64,
) -> Result<(Value, super::common::ActivityRef), ApiError> {
    let s = find_signup(conn, id)?.ok_or_else(|| ApiError::bad(NOT_FOUND))?;
    let a = load(conn, user, s.activity_id).map_err(|_| ApiError::bad(NOT_FOUND))?;
    let r = conn
        .query_row(
            &format!("SELECT {ROW} FROM {FROM} WHERE s.id = ?1"),
            [id],
            row,
        )
        .optional()?
        .ok_or_else(|| ApiError::bad(NOT_FOUND))?;
    Ok((r, a))
}

/// `GET apply_detail?id=` — the sign-up, its answers field by field, its sign-ins and the
/// caller's actions.
pub async fn detail(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    detail_answer(&state, &q, ("id", NOT_FOUND), move |conn, id| {
        let (mut r, a) = load_signup(conn, &user, id)?;
        let answers = r["answers"].clone();
        let fields: Vec<Value> = a
            .form_fields
            .iter()
            .map(|f| {
                let key = f["key"].as_str().unwrap_or("");
                json!({"key": key, "label": f["label"], "kind": f["kind"],
                       "value": answers.get(key).cloned().unwrap_or(Value::Null),
                       "text": answer_text(answers.get(key))})
            })
            .collect();
        let signins = super::signins::of_signup(conn, id)?;
        let actions = signup_actions(&r, &a, &user);
        if let Some(o) = r.as_object_mut() {
            o.insert("activity".into(), summary(&a));
            o.insert("fields".into(), fields.into());
            o.insert("signins".into(), signins.into());
            o.insert("actions".into(), json!(actions));
        }
        Ok(r)
    })
    .await
}

/// Pass or return one sign-up: the caller must manage its activity (its organisation, or the
/// super admin), then the table's state check, then a return's reason.
async fn review(
    state: web::Data<AppState>,
    user: CurrentUser,
    body: Body,
    action: &'static str,
) -> ApiResult {
    let id = body_id(&body, "id", NOT_FOUND)?;
    let reason = text_field(&body, "reason")?;
    let status = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let s = find_signup(&tx, id)?.ok_or_else(|| ApiError::bad(NOT_FOUND))?;
            load(&tx, &user, s.activity_id).map_err(|_| ApiError::bad(NOT_FOUND))?;
            let a = load_managed(&tx, &user, s.activity_id, APPLY.no_right)?;
            let decided = APPLY
                .next(&Item::owned(s.status, a.org_id), action, &user.actor())
                .map_err(ApiError::bad)?;
            let reason = if action == "return" {
                reason_or_empty(Some(reason.as_deref().unwrap_or("")))?
            } else {
                String::new()
            };
            let now = clock::now();
            tx.execute(
                "UPDATE activity_signups SET status = ?1, reason = ?2, reviewed_by = ?3, reviewed_at = ?4
                  WHERE id = ?5",
                params![decided.to, reason, user.account_id, now, id],
            )?;
            APPLY.log(&tx, id, action, Some(user.account_id), &reason, now)?;
            tx.commit()?;
            Ok(decided.to.unwrap_or(APPLY_RETURNED))
        })
        .await?;
    let msg = if action == "return" {
        "已退回"
    } else {
        "审核通过"
    };
    Ok(ok(msg, json!({"id": id, "status": status})))
}

/// `POST pass_apply {id}` — 待审核 → 已通过.
pub async fn pass(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    review(state, user, body, "pass").await
}

/// `POST return_apply {id, reason}` — 待审核 → 已退回 with the reason (its places are free).
pub async fn return_apply(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    review(state, user, body, "return").await
}
