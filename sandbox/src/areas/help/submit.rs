//! The organisation's writes to its own cases: save a draft, submit, edit a draft, delete a
//! draft, edit (or resubmit after a return). Each is one transaction: the state check, the
//! form rules, the write and the history row succeed or fail together.

use super::common::{case_form, load_own_case, project_ids, step, today, CASE_NOT_FOUND};
use super::workflow::{CASE, RETURNED};
use crate::areas::help::form::{self, Ctx, Values};
use crate::areas::help::store;
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, Body};
use crate::http::session::CurrentUser;
use crate::state::AppState;
use crate::workflow::Item;
use actix_web::web;
use rusqlite::Connection;
use serde_json::{json, Map, Value};

fn is_draft_flag(body: &Map<String, Value>) -> bool {
    matches!(body.get("draft"), Some(v) if v == 1 || v == "1" || v == true)
}

fn first_error(errors: Vec<String>) -> ApiError {
    ApiError::bad(
        errors
            .into_iter()
            .next()
            .unwrap_or_else(|| "表单填写有误".into()),
    )
}

/// The status a write of the organisation leads to (a delete has none: never asked for here).
fn target(to: Option<i64>) -> Result<i64, ApiError> {
    to.ok_or_else(|| ApiError::Internal(anyhow::anyhow!("unexpected delete outcome")))
}

/// `form` checked with every rule, against the caller's organisation's projects.
fn validated(
    conn: &Connection,
    user: &CurrentUser,
    form: &Map<String, Value>,
) -> Result<Values, ApiError> {
    let projects = project_ids(conn, user.org_id)?;
    form::validate(
        form,
        &Ctx {
            today: today(),
            projects: &projects,
        },
    )
    .map_err(first_error)
}

/// `POST add_help_project {…form, draft?}` — a new case, as a draft (`draft: 1`, lenient) or
/// submitted (every rule) into the claim pool.
pub async fn add(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let body = body.into_inner();
    let draft = is_draft_flag(&body);
    let (id, status) = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let action = if draft { "save_draft" } else { "submit" };
            let status = target(step(&CASE, &Item::new_for(&user.actor()), action, &user)?.to)?;
            let values = if draft {
                form::draft(&body).map_err(ApiError::bad)?
            } else {
                validated(&tx, &user, &body)?
            };
            let now = clock::now();
            let id = store::insert_case(
                &tx,
                user.org_id,
                status,
                &values,
                Some(user.account_id),
                now,
            )?;
            if !draft {
                store::log(&tx, id, "submit", Some(user.account_id), "", now)?;
            }
            tx.commit()?;
            Ok((id, status))
        })
        .await?;
    let msg = if draft {
        "草稿已保存"
    } else {
        "提交成功，请等待平台审核"
    };
    Ok(ok(msg, json!({ "id": id, "status": status })))
}

/// `POST draft_box_edit {id, …form}` — replaces a draft's content (lenient, like a new draft).
pub async fn edit_draft(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = body_id(&body, "id", CASE_NOT_FOUND)?;
    let body = body.into_inner();
    state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let case = load_own_case(&tx, &user, id)?;
            let status = target(case.step("save_draft", &user)?.to)?;
            let values = form::draft(&body).map_err(ApiError::bad)?;
            store::update_case(&tx, id, status, &values, clock::now())?;
            tx.commit()?;
            Ok(())
        })
        .await?;
    Ok(ok("草稿已保存", json!({ "id": id, "status": 0 })))
}

/// `POST draft_box_submit {id, …form?}` — submits a draft: the form sent with it (which then
/// replaces the draft), or the stored draft as it is. A rule broken leaves the draft unchanged.
pub async fn submit_draft(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = body_id(&body, "id", CASE_NOT_FOUND)?;
    let body = body.into_inner();
    let status = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let case = load_own_case(&tx, &user, id)?;
            let status = target(case.step("submit", &user)?.to)?;
            let with_form = body.keys().any(|k| k != "id" && k != "draft");
            let submitted = if with_form { body } else { case_form(&tx, id)? };
            let values = validated(&tx, &user, &submitted)?;
            let now = clock::now();
            store::update_case(&tx, id, status, &values, now)?;
            store::log(&tx, id, "submit", Some(user.account_id), "", now)?;
            tx.commit()?;
            Ok(status)
        })
        .await?;
    Ok(ok(
        "提交成功，请等待平台审核",
        json!({ "id": id, "status": status }),
    ))
}

/// `POST draft_box_delete {id}`.
pub async fn delete_draft(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = body_id(&body, "id", CASE_NOT_FOUND)?;
    state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let case = load_own_case(&tx, &user, id)?;
            case.step("delete", &user)?;
            tx.execute("DELETE FROM help_cases WHERE id = ?1", [id])?;
            tx.commit()?;
            Ok(())
        })
        .await?;
    Ok(ok("删除成功", Value::Null))
}

/// `POST edit_help_project {id, …form}` — edits a case waiting in the pool (stays 待认领) or
/// resubmits a returned one: back to the reviewer who returned it (审核中, `claimed_by` kept),
/// and the old return reason is cleared (it stays in the history).
pub async fn edit(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = body_id(&body, "id", CASE_NOT_FOUND)?;
    let body = body.into_inner();
    let status = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let case = load_own_case(&tx, &user, id)?;
            let status = target(case.step("edit", &user)?.to)?;
            let values = validated(&tx, &user, &body)?;
            let now = clock::now();
            store::update_case(&tx, id, status, &values, now)?;
            let action = if case.status == RETURNED {
                tx.execute(
                    "UPDATE help_cases SET return_reason = '' WHERE id = ?1",
                    [id],
                )?;
                "resubmit"
            } else {
                "edit"
            };
            store::log(&tx, id, action, Some(user.account_id), "", now)?;
            tx.commit()?;
            Ok(status)
        })
        .await?;
    Ok(ok("已重新提交", json!({ "id": id, "status": status })))
}
