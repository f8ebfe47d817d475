//! 微机构认证: a micro organisation (role 4) proves who it is with a light file (group,
//! responsible person with a checked ID card number, sponsoring registered organisation, proof
//! images); reviewers (2, 99) pass or return it. Each submission is a row; the organisation's
//! state is its newest row's, 未提交 without one.

use super::common::status_of;
use super::form;
use super::submit::today;
use super::workflow::{log_label, AUTH, UNSUBMITTED};
use crate::clock;
use crate::http::detail::detail_answer;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{Body, Query};
use crate::http::list::{page_of, Filter, Sorts};
use crate::http::paging::Page;
use crate::http::parent::logs;
use crate::http::review::{reviewer, Asked, Decided};
use crate::http::review_calls::decision_calls;
use crate::http::session::CurrentUser;
use crate::state::AppState;
use crate::workflow::notify::Subject;
use crate::workflow::Item;
use actix_web::web;
use rusqlite::{params, params_from_iter, Connection, OptionalExtension, Row};
use serde_json::{json, Value};

/// Micro organisations' accounts.
const MICRO_ROLE: i64 = 4;

const FROM: &str =
    "micro_auths s JOIN orgs o ON o.id = s.org_id LEFT JOIN accounts ra ON ra.id = s.reviewed_by";
const ROW: &str =
    "s.id, s.org_id, o.name, s.group_name, s.leader_name, s.leader_id_card, s.leader_phone,
    s.province, s.city, s.district, s.sponsor_name, s.sponsor_credit_code, s.proof_images, s.status,
    s.reason, s.submitted_at, s.reviewed_at, ra.display_name";

use crate::rules::id_card::masked;

fn row_with(r: &Row<'_>, whole_id: bool) -> rusqlite::Result<Value> {
    let status: i64 = r.get(13)?;
    let id_card: String = r.get(5)?;
    let images: String = r.get(12)?;
    Ok(json!({
        "id": r.get::<_, i64>(0)?, "org_id": r.get::<_, i64>(1)?, "org_name": r.get::<_, String>(2)?,
        "group_name": r.get::<_, String>(3)?, "leader_name": r.get::<_, String>(4)?,
        "leader_id_card": if whole_id { id_card } else { masked(&id_card) },
        "leader_phone": r.get::<_, String>(6)?, "province": r.get::<_, String>(7)?,
        "city": r.get::<_, String>(8)?, "district": r.get::<_, String>(9)?,
        "sponsor_name": r.get::<_, String>(10)?, "sponsor_credit_code": r.get::<_, String>(11)?,
        "proof_images": serde_json::from_str::<Value>(&images).unwrap_or(json!([])),
        "status": status, "status_label": AUTH.label(status), "reason": r.get::<_, String>(14)?,
        "submitted_at": r.get::<_, i64>(15)?, "reviewed_at": r.get::<_, Option<i64>>(16)?,
        "reviewer_name": r.get::<_, Option<String>>(17)?,
    }))
}

fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    row_with(r, false)
}

/// `GET auth_info` — the caller's organisation's micro authentication and what it may do.
pub async fn info(state: web::Data<AppState>, user: CurrentUser) -> ApiResult {
    let data = state
        .db
        .run(move |conn| {
            let kind: i64 =
                conn.query_row("SELECT kind FROM orgs WHERE id = ?1", [user.org_id], |r| {
                    r.get(0)
                })?;
            let status = status_of(conn, user.org_id)?;
            let latest = conn
                .query_row(
                    &format!(
                        "SELECT {ROW} FROM {FROM} WHERE s.org_id = ?1 ORDER BY s.id DESC LIMIT 1"
                    ),
                    [user.org_id],
                    |r| row_with(r, true),
                )
                .optional()?;
            let actions = if user.role == MICRO_ROLE {
                AUTH.actions(&Item::owned(status, user.org_id), &user.actor())
            } else {
                Vec::new()
            };
            let reason = latest
                .as_ref()
                .filter(|_| status == super::workflow::REFUSED)
                .map(|l| l["reason"].clone())
                .unwrap_or_else(|| json!(""));
            // Whether a micro project may be submitted is the submit rule's answer, not the
            // micro authentication's state: an ordinary organisation has none and needs 机构认证.
            let refusal = super::common::submit_refusal(conn, user.org_id)?;
            Ok(
                json!({"kind": kind, "auth_status": status, "auth_status_label": AUTH.label(status),
                      "return_reason": reason, "latest": latest, "actions": actions,
                      "may_submit": refusal.is_none(), "submit_refusal": refusal}),
            )
        })
        .await?;
    Ok(ok("获取成功", data))
}

/// `POST auth_submit {…form}` (role 4) — a new submission, 未提交/已退回 → 待审核.
pub async fn submit(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    if user.role != MICRO_ROLE {
        return Err(ApiError::bad("只有微机构账号可以提交微机构认证"));
    }
    let body = body.into_inner();
    let id = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let status = status_of(&tx, user.org_id)?;
            let step = AUTH
                .next(&Item::owned(status, user.org_id), "submit", &user.actor())
                .map_err(ApiError::bad)?;
            let values = form::auth(&body, today()).map_err(ApiError::bad)?;
            let now = clock::now();
            let cols: Vec<&str> = values.iter().map(|(c, _)| *c).collect();
            let mut args: Vec<rusqlite::types::Value> =
                values.into_iter().map(|(_, v)| v).collect();
            args.extend([
                user.org_id.into(),
                step.to.unwrap_or(1).into(),
                user.account_id.into(),
                now.into(),
            ]);
            tx.execute(
                &format!(
                    "INSERT INTO micro_auths ({}, org_id, status, submitted_by, submitted_at)
                     VALUES ({}, ?, ?, ?, ?)",
                    cols.join(", "),
                    vec!["?"; cols.len()].join(", ")
                ),
                params_from_iter(args),
            )?;
            let id = tx.last_insert_rowid();
            let action = if status == UNSUBMITTED {
                "submit"
            } else {
                "resubmit"
            };
            AUTH.log(&tx, id, action, Some(user.account_id), "", now)?;
            tx.commit()?;
            Ok(id)
        })
        .await?;
    Ok(ok(
        "提交成功，请等待平台审核",
        json!({"id": id, "status": 1}),
    ))
}

/// `GET auth_list` (2, 99) — submissions, 待审核 first, then newest.
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    reviewer(&AUTH, &user)?;
    let page = Page::from_query(&q)?;
    let order = Sorts {
        keys: &[("submitted_at", "s.submitted_at")],
        default: "(s.status = 1) DESC, s.submitted_at DESC, s.id DESC",
    }
    .order(&q)?;
    let mut f = Filter::default();
    f.status(&q, "status", "s.status", 1..=3)?
        .keyword(&q, &["s.group_name", "o.name"])?;
    let (list, total) = state
        .db
        .run(move |conn| page_of(conn, ROW, FROM, &f, &order, page, row))
        .await?;
    Ok(ok("获取成功", json!({ "list": list, "total": total })))
}

/// A submission as a decision sees it: `(row, status, org)`.
fn load(conn: &Connection, id: i64) -> Result<(Value, i64, i64), ApiError> {
    conn.query_row(
        &format!("SELECT {ROW} FROM {FROM} WHERE s.id = ?1"),
        [id],
        |r| Ok((row_with(r, true)?, r.get(13)?, r.get(1)?)),
    )
    .optional()?
    .ok_or_else(|| ApiError::bad(AUTH.not_found))
}

/// `GET auth_detail?id=` (2, 99) — the submission, the organisation's state and history.
pub async fn detail(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    reviewer(&AUTH, &user)?;
    detail_answer(&state, &q, ("id", AUTH.not_found), move |conn, id| {
        let (mut v, status, org) = load(conn, id)?;
        let mut stmt = conn.prepare(&format!(
            "SELECT {ROW} FROM {FROM} WHERE s.org_id = ?1 AND s.id <> ?2 ORDER BY s.id DESC"
        ))?;
        let history = stmt
            .query_map(params![org, id], row)?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        let now_status = status_of(conn, org)?;
        if let Some(o) = v.as_object_mut() {
            o.insert("auth_status".into(), now_status.into());
            o.insert("auth_status_label".into(), AUTH.label(now_status).into());
            o.insert("history".into(), history.into());
            o.insert(
                "actions".into(),
                json!(AUTH.actions(&Item::owned(status, org), &user.actor())),
            );
            o.insert(
                "logs".into(),
                logs(conn, AUTH.subject, id, log_label)?.into(),
            );
        }
        Ok(v)
    })
    .await
}

fn review(tx: &Connection, asked: Asked<'_>) -> Result<(), ApiError> {
    let (user, id, action, reason) = asked.parts();
    let (v, status, org) = load(tx, id)?;
    let decided = Decided::take(&AUTH, &Item::owned(status, org), action, user, reason)?;
    let subject = Subject::own_page(id, org, v["group_name"].as_str().unwrap_or_default());
    decided.write(tx, &AUTH, "micro_auths", "reason", id, user, &subject)?;
    Ok(())
}

// `POST auth_pass {id}`, `POST auth_return {id, reason}` (2, 99).
decision_calls!(&AUTH, review, pass, return_auth);
