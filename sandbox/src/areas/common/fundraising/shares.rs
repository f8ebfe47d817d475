//! Share pages (一起捐) of a fundraising project: a donor's page collecting donations towards
//! the project. /SJ and /SJM select the same columns from their own tables.

use crate::http::envelope::ApiError;
use crate::http::list::{page_of, Filter, Sorts};
use crate::http::paging::Page;
use crate::rules::money::yuan;
use rusqlite::Row;
use serde_json::{json, Value};

/// A share page's row: its columns are the areas' `SHARE_ROW`'s, in order.
pub fn share_row(r: &Row<'_>) -> rusqlite::Result<Value> {
    Ok(json!({
        "id": r.get::<_, i64>(0)?,
        "project_id": r.get::<_, i64>(1)?,
        "project_title": r.get::<_, String>(2)?,
        "launcher_name": r.get::<_, String>(3)?,
        "declaration": r.get::<_, String>(4)?,
        "target_amount": yuan(r.get(5)?),
        "raised_amount": yuan(r.get(6)?),
        "donor_count": r.get::<_, i64>(7)?,
        "share_count": r.get::<_, i64>(8)?,
        "created_at": r.get::<_, i64>(9)?,
    }))
}

/// A share list's order: newest first, or by 已筹金额 (`raised_fen`, named in both areas'
/// `SHARE_ROW`) or 发起时间 on request.
pub const SHARE_ORDER: Sorts = Sorts {
    keys: &[
        ("raised_amount", "raised_fen"),
        ("created_at", "s.created_at"),
    ],
    default: "s.created_at DESC, s.id DESC",
};

/// One share page by `f` (its id and the caller's visibility), with its project as
/// `project: {id, title}`; `一起捐不存在` when the filter finds none.
pub fn share_by(
    conn: &rusqlite::Connection,
    (select, from): (&str, &str),
    f: &Filter,
) -> Result<Value, ApiError> {
    let (mut rows, _) = page_of(
        conn,
        select,
        from,
        f,
        "s.id",
        Page { num: 1, size: 1 },
        share_row,
    )?;
    let mut share = rows.pop().ok_or_else(|| ApiError::bad("一起捐不存在"))?;
    if let Some(o) = share.as_object_mut() {
        let project = json!({"id": o["project_id"].clone(), "title": o["project_title"].clone()});
        o.insert("project".into(), project);
    }
    Ok(share)
}
