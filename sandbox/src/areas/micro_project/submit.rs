//! The organisation's writes to its micro projects through the kit's draft box
//! (`crate::http::drafts`): edit a draft (the organisation, or the super admin who opened
//! it), submit it (the organisation, once authenticated), delete it (the super admin), edit or
//! resubmit after a return. The super admin's opening of a draft is `projects::create`.

use super::common::{Micro, NOT_FOUND, SUBMITTED};
use super::form::{self, Ctx, Values, FIELDS};
use super::store::MicroRows;
use super::workflow::{ADMIN, MICRO, RETURNED};
use crate::areas::common::form_rows::{update, FormTable};
use crate::areas::common::submit_rule::may_submit;
use crate::http::drafts::{Draft, DraftBox, Drafts, NewItem};
use crate::http::envelope::ApiError;
use crate::http::parent::Parent;
use crate::http::session::CurrentUser;
use crate::rules::dates;
use crate::rules::money::yuan;
use crate::workflow::Item;
use rusqlite::types::Value as Sql;
use rusqlite::Connection;
use serde_json::{json, Map, Value};

/// Today's day in China.
pub fn today() -> i64 {
    dates::today(crate::clock::now())
}

/// The rules' context of micro project `id`: today and its parent project's last day.
pub fn ctx_of(conn: &Connection, id: Option<i64>) -> Result<Ctx, ApiError> {
    let parent_end: Option<String> = match id {
        Some(id) => conn.query_row(
            "SELECT pp.fund_end FROM micro_projects m
               LEFT JOIN projects pp ON m.parent_type = 1 AND pp.id = m.parent_id
              WHERE m.id = ?1",
            [id],
            |r| r.get(0),
        )?,
        None => None,
    };
    Ok(Ctx {
        today: today(),
        parent_end: parent_end.as_deref().and_then(dates::parse),
    })
}

/// The stored micro project as the form it was saved from.
pub fn stored_form(conn: &Connection, id: i64) -> Result<Map<String, Value>, ApiError> {
    let select: Vec<&str> = FIELDS.iter().map(|(_, c)| *c).collect();
    let values: Vec<Sql> = conn.query_row(
        &format!(
            "SELECT {} FROM micro_projects WHERE id = ?1",
            select.join(", ")
        ),
        [id],
        |r| (0..select.len()).map(|i| r.get::<_, Sql>(i)).collect(),
    )?;
    let mut out = Map::new();
    for ((name, _), v) in FIELDS.iter().zip(values) {
        let json = match (v, *name) {
            (Sql::Integer(0), "target_amount") => Value::Null,
            (Sql::Integer(i), "target_amount") => Value::String(yuan(i)),
            (Sql::Text(t), "images") => serde_json::from_str(&t).unwrap_or(json!([])),
            (Sql::Text(t), _) => Value::String(t),
            (Sql::Integer(i), _) => Value::from(i),
            _ => Value::Null,
        };
        out.insert((*name).to_owned(), json);
    }
    Ok(out)
}

/// A draft's lenient reading: its dates are not held to the parent project's end (a
/// submission's rule).
fn draft(form: &Map<String, Value>) -> Result<Values, String> {
    let ctx = Ctx {
        today: today(),
        parent_end: None,
    };
    form::draft(form, &ctx)
}

/// The micro-project area's draft box.
pub struct MicroDrafts;

impl Drafts for MicroDrafts {
    type Values = Values;
    const BOX: DraftBox<Values> =
        DraftBox::new(&MICRO, MicroRows::TABLE, RETURNED, update::<MicroRows, _>);
    const DRAFT: Draft<Values> = draft;

    /// The organisation's own micro project, or any draft for the super admin who opens them.
    fn load_own(conn: &Connection, user: &CurrentUser, id: i64) -> Result<Item, ApiError> {
        let p = Micro::load(conn, user, id)?;
        if p.item.owner_org == user.org_id || ADMIN.contains(&user.role) {
            Ok(p.item)
        } else {
            Err(ApiError::bad(NOT_FOUND))
        }
    }

    fn validated(
        conn: &Connection,
        user: &CurrentUser,
        form: &Map<String, Value>,
    ) -> Result<Values, ApiError> {
        Self::validated_item(conn, user, None, form)
    }

    /// An unauthenticated organisation may draft but not submit: its message comes first.
    fn validated_item(
        conn: &Connection,
        user: &CurrentUser,
        id: Option<i64>,
        form: &Map<String, Value>,
    ) -> Result<Values, ApiError> {
        may_submit(conn, user.org_id, SUBMITTED)?;
        form::validated(form, &ctx_of(conn, id)?).map_err(ApiError::bad)
    }

    fn stored_form(conn: &Connection, id: i64) -> Result<Map<String, Value>, ApiError> {
        stored_form(conn, id)
    }

    /// Micro projects are opened by the super admin (`projects::create`), never through the
    /// kit's `add`; this is its write.
    fn insert(_new: NewItem<'_, Values>, _user: &CurrentUser) -> Result<i64, ApiError> {
        Err(ApiError::bad("无权创建微项目"))
    }
}
