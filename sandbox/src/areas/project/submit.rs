//! The organisation's writes to its own projects through the kit's draft box
//! (`crate::http::drafts`): save a draft, submit, edit a draft, delete a draft, edit (or
//! resubmit after a return). Where a submission goes depends on the form's province: a
//! regional partner covering it reviews it first.

use super::common::{load_own, today};
use super::form::{self, Ctx, Values};
use super::projects::stored_form;
use super::store::ProjectRows;
use super::workflow::PARTNER_COVERS;
use super::workflow::{PROJECT, RETURNED};
use crate::areas::common::form_rows::{insert, update, FormTable};
use crate::areas::common::submit_rule::{may_submit, submit_refusal, Submitted};
use crate::http::drafts::{Draft, DraftBox, Drafts, NewItem};
use crate::http::envelope::ApiError;
use crate::http::session::CurrentUser;
use crate::rules::form::text;
use crate::workflow::Item;
use rusqlite::Connection;
use serde_json::{Map, Value};

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
fn routed_by_province(
    conn: &Connection,
    mut item: Item,
    form: &Map<String, Value>,
) -> Result<Item, ApiError> {
    item.facts.retain(|f| *f != PARTNER_COVERS);
    if partner_covers(conn, &text(form, "province"))? {
        item.facts.push(PARTNER_COVERS);
    }
    Ok(item)
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

/// The project area's draft box.
pub struct ProjectDrafts;

impl Drafts for ProjectDrafts {
    type Values = Values;
    const BOX: DraftBox<Values> = DraftBox::new(
        &PROJECT,
        ProjectRows::TABLE,
        RETURNED,
        update::<ProjectRows, _>,
    );
    const DRAFT: Draft<Values> = form::draft;

    fn load_own(conn: &Connection, user: &CurrentUser, id: i64) -> Result<Item, ApiError> {
        Ok(load_own(conn, user, id)?.item())
    }

    fn routed(conn: &Connection, item: Item, form: &Map<String, Value>) -> Result<Item, ApiError> {
        routed_by_province(conn, item, form)
    }

    fn validated(
        conn: &Connection,
        user: &CurrentUser,
        form: &Map<String, Value>,
    ) -> Result<Values, ApiError> {
        validated(conn, user, form)
    }

    /// An organisation without 机构认证 may draft but not submit (the one submit rule, as
    /// /SJM's): its message comes before any form rule's.
    fn validated_item(
        conn: &Connection,
        user: &CurrentUser,
        _id: Option<i64>,
        form: &Map<String, Value>,
    ) -> Result<Values, ApiError> {
        may_submit(conn, user.org_id, Submitted::Project)?;
        validated(conn, user, form)
    }

    fn stored_form(conn: &Connection, id: i64) -> Result<Map<String, Value>, ApiError> {
        Ok(stored_form(conn, id)?)
    }

    fn insert(new: NewItem<'_, Values>, user: &CurrentUser) -> Result<i64, ApiError> {
        new.insert_by(user, insert::<ProjectRows, _>)
    }
}

/// `GET submit_info` — whether the caller's organisation may submit projects and, when not, why
/// (the submit rule's own message), so the new-project page says so before the long form.
pub async fn submit_info(
    state: actix_web::web::Data<crate::state::AppState>,
    user: CurrentUser,
) -> crate::http::envelope::ApiResult {
    let refusal = state
        .db
        .run(move |conn| Ok(submit_refusal(conn, user.org_id, Submitted::Project)?))
        .await?;
    Ok(crate::http::envelope::ok(
        "获取成功",
        serde_json::json!({"may_submit": refusal.is_none(), "submit_refusal": refusal}),
    ))
}
