//! The organisation's writes to its own projects: save a draft, submit, edit a draft, delete a
//! draft, edit (or resubmit after a return). Each is one transaction: the state check, the form
//! rules, the write and the history row succeed or fail together. Where a submission goes
//! depends on the form's province: a regional partner covering it reviews it first.

use super::common::{load_own, today, ProjectRef, NOT_FOUND};
use super::form::{self, Ctx, Values};
use super::projects::stored_form;
use super::store;
use super::workflow::{PROJECT, RETURNED};
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, Body};
use crate::http::session::CurrentUser;
use crate::rules::form::text;
use crate::state::AppState;
use crate::workflow::{Fact, Item};
use actix_web::web;
use rusqlite::Connection;
use serde_json::{json, Map, Value};

fn is_draft_flag(body: &Map<String, Value>) -> bool {
    matches!(body.get("draft"), Some(v) if v == 1 || v == "1" || v == true)
}

/// Whether a regional partner (an organisation with a role-3 account) covers `province`.
pub fn partner_covers(conn: &Connection, province: &str) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT ?1 <> '' AND EXISTS (SELECT 1 FROM accounts a JOIN orgs o ON o.id = a.org_id
                                      WHERE a.role = 3 AND o.province = ?1)",
        [province],
        |r| r.get(0),
    )
}

/// `item` with `PartnerCovers` as the form about to be stored says.
fn routed(conn: &Connection, mut item: Item, form: &Map<String, Value>) -> Result<Item, ApiError> {
    item.facts.retain(|f| *f != Fact::PartnerCovers);
    if partner_covers(conn, &text(form, "province"))? {
        item.facts.push(Fact::PartnerCovers);
    }
    Ok(item)
}

/// The state `action` leads to for `user` on `item`.
fn to(item: &Item, action: &str, user: &CurrentUser) -> Result<i64, ApiError> {
    PROJECT
        .next(item, action, &user.actor())
        .map_err(ApiError::bad)?
        .to
        .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("unexpected delete outcome")))
}

/// `form` checked with every rule, against the caller's organisation's pay accounts.
fn validated(
    conn: &Connection,
    user: &CurrentUser,
    form: &Map<String, Value>,
) -> Result<Values, ApiError> {
    let mut stmt = conn.prepare("SELECT id FROM pay_accounts WHERE org_id = ?1")?;
    let accounts = stmt
        .query_map([user.org_id], |r| r.get(0))?
        .collect::<rusqlite::Result<Vec<i64>>>()?;
    form::validate(
        form,
        &Ctx {
            today: today(),
            pay_accounts: &accounts,
        },
    )
    .map_err(ApiError::bad)
}

/// `POST add_project {…form, draft?}` — a new project, as a draft (`draft: 1`, lenient) or
/// submitted (every rule) to the preliminary review or the platform's pool.
pub async fn add(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let body = body.into_inner();
    let draft = is_draft_flag(&body);
    let (id, status) = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let action = if draft { "save_draft" } else { "submit" };
            let item = routed(&tx, Item::new_for(&user.actor()), &body)?;
            let status = to(&item, action, &user)?;
            let values = if draft {
                form::draft(&body).map_err(ApiError::bad)?
            } else {
                validated(&tx, &user, &body)?
            };
            let now = clock::now();
            let id = store::insert(
                &tx,
                user.org_id,
                status,
                &values,
                Some(user.account_id),
                now,
            )?;
            if !draft {
                PROJECT.log(&tx, id, "submit", Some(user.account_id), "", now)?;
            }
            tx.commit()?;
            Ok((id, status))
        })
        .await?;
    let msg = if draft {
        "草稿已保存"
    } else {
        "提交成功，请等待审核"
    };
    Ok(ok(msg, json!({ "id": id, "status": status })))
}

/// `POST draft_box_edit {id, …form}` — replaces a draft's content (lenient).
pub async fn edit_draft(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = body_id(&body, "id", NOT_FOUND)?;
    let body = body.into_inner();
    state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let p = load_own(&tx, &user, id)?;
            let status = to(&p.item(), "save_draft", &user)?;
            let values = form::draft(&body).map_err(ApiError::bad)?;
            store::update(&tx, id, status, &values, clock::now())?;
            tx.commit()?;
            Ok(())
        })
        .await?;
    Ok(ok("草稿已保存", json!({ "id": id, "status": 0 })))
}

/// `POST draft_box_submit {id, …form?}` — submits a draft: the form sent with it (which then
/// replaces the draft), or the stored draft. A rule broken leaves the draft unchanged.
pub async fn submit_draft(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = body_id(&body, "id", NOT_FOUND)?;
    let body = body.into_inner();
    let status = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let p = load_own(&tx, &user, id)?;
            let with_form = body.keys().any(|k| k != "id" && k != "draft");
            let submitted = if with_form {
                body
            } else {
                stored_form(&tx, id)?
            };
            let status = to(&routed(&tx, p.item(), &submitted)?, "submit", &user)?;
            let values = validated(&tx, &user, &submitted)?;
            let now = clock::now();
            store::update(&tx, id, status, &values, now)?;
            PROJECT.log(&tx, id, "submit", Some(user.account_id), "", now)?;
            tx.commit()?;
            Ok(status)
        })
        .await?;
    Ok(ok(
        "提交成功，请等待审核",
        json!({ "id": id, "status": status }),
    ))
}

/// `POST draft_box_delete {id}`.
pub async fn delete_draft(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = body_id(&body, "id", NOT_FOUND)?;
    state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            load_own(&tx, &user, id)?.step("delete", &user)?;
            tx.execute("DELETE FROM projects WHERE id = ?1", [id])?;
            tx.commit()?;
            Ok(())
        })
        .await?;
    Ok(ok("删除成功", Value::Null))
}

/// `POST edit_project {id, …form}` — edits a project waiting for review (it stays where it is)
/// or resubmits a returned one: back to the reviewer who returned it, else through the
/// preliminary review again when a partner covers it. The return reason is cleared (it stays
/// in the history).
pub async fn edit(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = body_id(&body, "id", NOT_FOUND)?;
    let body = body.into_inner();
    let status = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let p: ProjectRef = load_own(&tx, &user, id)?;
            let status = to(&routed(&tx, p.item(), &body)?, "edit", &user)?;
            let values = validated(&tx, &user, &body)?;
            let now = clock::now();
            store::update(&tx, id, status, &values, now)?;
            let action = if p.status == RETURNED {
                tx.execute("UPDATE projects SET return_reason = '' WHERE id = ?1", [id])?;
                "resubmit"
            } else {
                "edit"
            };
            PROJECT.log(&tx, id, action, Some(user.account_id), "", now)?;
            tx.commit()?;
            Ok(status)
        })
        .await?;
    Ok(ok("已重新提交", json!({ "id": id, "status": status })))
}
