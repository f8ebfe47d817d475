//! The stored change requests as the kit reads them: the query over `change_requests` joined
//! with the area's items, a list row, and one request the caller may see.

use super::{Changes, Fields};
use crate::http::envelope::ApiError;
use crate::http::follow_up_rows::{load_under, row_head, under_items};
use crate::http::parent::ParentRef;
use crate::http::session::CurrentUser;
use rusqlite::{Connection, Row};
use serde_json::Value;

pub(super) fn from<C: Changes>() -> String {
    under_items::<C>("change_requests", "c")
}

const ROW: &str = "c.id, c.item_id, p.title, o.name, c.reason, c.status, c.return_reason,
     c.created_at, c.reviewed_at, c.changes, c.before, p.status, p.org_id";

/// `ROW`, then who asked (the requester's name) and the item's number when it has one.
pub(super) fn select<C: Changes>() -> String {
    let number = C::NUMBER_COLUMN.map_or_else(|| "''".to_owned(), |c| format!("p.{c}"));
    format!("{ROW}, (SELECT display_name FROM accounts WHERE id = c.created_by), {number}")
}

pub(super) fn row<C: Changes>(r: &Row<'_>) -> rusqlite::Result<Value> {
    let status: i64 = r.get(5)?;
    let mut m = row_head::<C>(r)?;
    m.insert("reason".into(), r.get::<_, String>(4)?.into());
    m.insert("status".into(), status.into());
    m.insert("status_label".into(), C::CHANGE.label(status).into());
    m.insert("return_reason".into(), r.get::<_, String>(6)?.into());
    m.insert("created_at".into(), r.get::<_, i64>(7)?.into());
    m.insert("reviewed_at".into(), r.get::<_, Option<i64>>(8)?.into());
    m.insert(
        "requester_name".into(),
        r.get::<_, Option<String>>(13)?.unwrap_or_default().into(),
    );
    if C::NUMBER_COLUMN.is_some() {
        m.insert(format!("{}_no", C::KEY), r.get::<_, String>(14)?.into());
    }
    Ok(Value::Object(m))
}

/// A stored request the caller may see (it may see the item).
pub(super) struct Request {
    pub row: Value,
    pub item_id: i64,
    pub item_status: i64,
    pub org: i64,
    pub status: i64,
    pub changes: Fields,
    pub before: Fields,
}

pub(super) fn load_request<C: Changes>(
    conn: &Connection,
    user: &CurrentUser,
    id: i64,
) -> Result<(Request, ParentRef), ApiError> {
    let obj = |s: String| serde_json::from_str::<Fields>(&s).unwrap_or_default();
    let sql = (select::<C>(), from::<C>());
    load_under::<C, _>(
        conn,
        user,
        (&sql.0, &sql.1, "c"),
        (id, C::CHANGE.not_found),
        |r| {
            Ok(Request {
                row: row::<C>(r)?,
                item_id: r.get(1)?,
                status: r.get(5)?,
                changes: obj(r.get(9)?),
                before: obj(r.get(10)?),
                item_status: r.get(11)?,
                org: r.get(12)?,
            })
        },
    )
}
