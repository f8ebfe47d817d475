//! The organisation's writes to its own activities through the kit's draft box
//! (`crate::http::drafts`): save a draft, submit, edit a draft, delete a draft, edit (or
//! resubmit after a return).

use super::common::{load_own, NOT_FOUND};
use super::form::{self, Ctx, Values, COLUMNS};
use super::store;
use super::workflow::{ACTIVITY, RETURNED};
use crate::clock;
use crate::http::drafts::{Draft, DraftBox, Drafts, NewItem};
use crate::http::envelope::ApiError;
use crate::http::session::CurrentUser;
use crate::rules::money::yuan;
use crate::workflow::Item;
use rusqlite::types::ValueRef;
use rusqlite::{Connection, OptionalExtension};
use serde_json::{json, Map, Value};

/// The roles that hold activities of their own organisation (the platform's accounts review).
const HOLDERS: &[i64] = &[1, 3];

/// Only organisations hold activities: a platform account is refused before any rule.
fn holder(user: &CurrentUser) -> Result<(), ApiError> {
    if HOLDERS.contains(&user.role) {
        Ok(())
    } else {
        Err(ApiError::bad("平台账号不能发布活动"))
    }
}

fn ids(conn: &Connection, sql: &str, org: i64) -> rusqlite::Result<Vec<i64>> {
    let mut stmt = conn.prepare(sql)?;
    let rows = stmt.query_map([org], |r| r.get(0))?;
    rows.collect()
}

/// The organisation's donation projects in 募款中 (what a 公益募捐活动 may link).
pub fn usable_projects(conn: &Connection, org: i64) -> rusqlite::Result<Vec<i64>> {
    ids(
        conn,
        "SELECT id FROM projects WHERE org_id = ?1 AND status = 2",
        org,
    )
}

fn validated(
    conn: &Connection,
    user: &CurrentUser,
    f: &Map<String, Value>,
) -> Result<Values, ApiError> {
    holder(user)?;
    let tags = ids(
        conn,
        "SELECT id FROM activity_tags WHERE org_id = ?1",
        user.org_id,
    )?;
    let projects = usable_projects(conn, user.org_id)?;
    form::validate(
        f,
        &Ctx {
            now: clock::now(),
            tags: &tags,
            projects: &projects,
        },
    )
    .map_err(ApiError::bad)
}

/// A stored activity as the form it was saved from (times in seconds, the target in yuan).
pub fn stored_form(conn: &Connection, id: i64) -> Result<Map<String, Value>, ApiError> {
    let cols: Vec<&str> = COLUMNS.iter().map(|(_, c)| *c).collect();
    conn.query_row(
        &format!(
            "SELECT {}, target_fen, form_fields,
                    (SELECT json_group_array(tag_id) FROM activity_tag_links WHERE activity_id = a.id)
               FROM activities a WHERE id = ?1",
            cols.join(", ")
        ),
        [id],
        |r| {
            let mut m = Map::new();
            for (i, (name, _)) in COLUMNS.iter().enumerate() {
                let v = match r.get_ref(i)? {
                    ValueRef::Integer(n) => json!(n),
                    ValueRef::Text(t) => json!(String::from_utf8_lossy(t)),
                    _ => Value::Null,
                };
                m.insert((*name).into(), v);
            }
            let n = COLUMNS.len();
            let target: Option<i64> = r.get(n)?;
            m.insert("target_amount".into(), target.map(yuan).into());
            let parse = |s: String| serde_json::from_str(&s).unwrap_or(json!([]));
            m.insert("form_fields".into(), parse(r.get(n + 1)?));
            m.insert("tag_ids".into(), parse(r.get(n + 2)?));
            Ok(m)
        },
    )
    .optional()?
    .ok_or_else(|| ApiError::bad(NOT_FOUND))
}

/// The activity area's draft box.
pub struct ActivityDrafts;

impl Drafts for ActivityDrafts {
    type Values = Values;
    const BOX: DraftBox<Values> = DraftBox::new(&ACTIVITY, "activities", RETURNED, store::update);
    const DRAFT: Draft<Values> = form::draft;

    fn load_own(conn: &Connection, user: &CurrentUser, id: i64) -> Result<Item, ApiError> {
        Ok(load_own(conn, user, id)?.item())
    }

    fn validated(
        conn: &Connection,
        user: &CurrentUser,
        f: &Map<String, Value>,
    ) -> Result<Values, ApiError> {
        validated(conn, user, f)
    }

    fn stored_form(conn: &Connection, id: i64) -> Result<Map<String, Value>, ApiError> {
        stored_form(conn, id)
    }

    /// A platform account is refused before anything is written, drafts included.
    fn insert(new: NewItem<'_, Values>, user: &CurrentUser) -> Result<i64, ApiError> {
        holder(user)?;
        new.insert_by(user, store::insert)
    }
}
