//! The organisation's writes to its own cases through the kit's draft box
//! (`crate::http::drafts`): save a draft, submit, edit a draft, delete a draft, edit (or
//! resubmit after a return). Submissions go into the claim pool; the form is checked against
//! the caller's organisation's projects.

use super::common::{case_form, load_own_case, project_ids, today};
use super::workflow::{CASE, RETURNED};
use crate::areas::common::form_rows::{insert, update, FormTable};
use crate::areas::help::form::{self, Ctx, Values};
use crate::areas::help::store::CaseRows;
use crate::http::drafts::{Draft, DraftBox, Drafts, NewItem};
use crate::http::envelope::ApiError;
use crate::http::session::CurrentUser;
use crate::workflow::Item;
use rusqlite::Connection;
use serde_json::{Map, Value};

/// The help area's draft box.
pub struct HelpDrafts;

impl Drafts for HelpDrafts {
    type Values = Values;
    const SUBMITTED: &'static str = "提交成功，请等待平台审核";
    const BOX: DraftBox<Values> =
        DraftBox::new(&CASE, CaseRows::TABLE, RETURNED, update::<CaseRows, _>);
    const DRAFT: Draft<Values> = form::draft;

    fn load_own(conn: &Connection, user: &CurrentUser, id: i64) -> Result<Item, ApiError> {
        Ok(load_own_case(conn, user, id)?.item(Vec::new()))
    }

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
        .map_err(|errors| {
            ApiError::bad(
                errors
                    .into_iter()
                    .next()
                    .unwrap_or_else(|| "表单填写有误".into()),
            )
        })
    }

    fn stored_form(conn: &Connection, id: i64) -> Result<Map<String, Value>, ApiError> {
        case_form(conn, id)
    }

    fn insert(new: NewItem<'_, Values>, user: &CurrentUser) -> Result<i64, ApiError> {
        new.insert_by(user, insert::<CaseRows, _>)
    }
}
