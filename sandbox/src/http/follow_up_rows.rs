//! The SQL that reports and change requests share as rows kept under an area's item: the join
//! with the item and its organisation, a row's head (its id and its item's) and one row loaded
//! for a caller who may see its item.

use super::envelope::ApiError;
use super::parent::{Parent, ParentRef};
use super::session::CurrentUser;
use rusqlite::{Connection, OptionalExtension, Row};
use serde_json::{Map, Value};

/// `rows` (as `alias`) of `P`'s items, joined with the item (`p`) and its organisation (`o`).
pub fn under_items<P: Parent>(rows: &str, alias: &str) -> String {
    format!(
        "{rows} {alias} JOIN {items} p ON {alias}.subject = '{subject}' AND p.id = {alias}.item_id
         JOIN orgs o ON o.id = p.org_id",
        items = P::SQL_TABLE,
        subject = P::TABLE.subject
    )
}

/// A row's head from its first four columns (`id, item_id, p.title, o.name`):
/// `{id, <KEY>_id, <KEY>_title, org_name}`.
pub fn row_head<P: Parent>(r: &Row<'_>) -> rusqlite::Result<Map<String, Value>> {
    let mut m = Map::new();
    m.insert("id".into(), r.get::<_, i64>(0)?.into());
    m.insert(format!("{}_id", P::KEY), r.get::<_, i64>(1)?.into());
    m.insert(format!("{}_title", P::KEY), r.get::<_, String>(2)?.into());
    m.insert("org_name".into(), r.get::<_, String>(3)?.into());
    Ok(m)
}

/// Row `id` (`{alias}.id`) of `SELECT {select} FROM {from}`, read by `read`, with its item
/// (column 1) as `P` loads it for `user`: a missing row and one whose item the caller may not
/// see are alike `not_found`.
pub fn load_under<P: Parent, T>(
    conn: &Connection,
    user: &CurrentUser,
    (select, from, alias): (&str, &str, &str),
    (id, not_found): (i64, &str),
    read: impl FnOnce(&Row<'_>) -> rusqlite::Result<T>,
) -> Result<(T, ParentRef), ApiError> {
    let (found, item_id) = conn
        .query_row(
            &format!("SELECT {select} FROM {from} WHERE {alias}.id = ?1"),
            [id],
            |r| Ok((read(r)?, r.get::<_, i64>(1)?)),
        )
        .optional()?
        .ok_or_else(|| ApiError::bad(not_found))?;
    let item = P::load(conn, user, item_id).map_err(|_| ApiError::bad(not_found))?;
    Ok((found, item))
}
