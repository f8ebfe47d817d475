//! The stored reports as the kit reads them: the query over `reports` joined with the area's
//! items, a list row, one report the caller may see, and the list's filters.

use super::{Report, Reports};
use crate::http::envelope::ApiError;
use crate::http::follow_up_rows::{load_under, row_head, under_items};
use crate::http::input::{optional_id, Query};
use crate::http::list::Filter;
use crate::http::paging;
use crate::http::parent::ParentRef;
use crate::http::session::CurrentUser;
use crate::rules::money::yuan;
use rusqlite::{Connection, Row};
use serde_json::{json, Value};

pub(super) fn from<R: Reports>() -> String {
    under_items::<R>("reports", "r")
}

pub(super) fn columns<R: Reports>() -> String {
    format!(
        "r.id, r.item_id, p.title, o.name, r.kind, r.title, r.amount_used_fen, r.status, r.reason,
         r.created_at, r.reviewed_at, r.updated_at, r.content, r.images, p.status, p.org_id{}",
        R::EXTRA_COLUMNS
    )
}

pub(super) fn row<R: Reports>(r: &Row<'_>) -> rusqlite::Result<Value> {
    let kind: String = r.get(4)?;
    let status: i64 = r.get(7)?;
    let mut m = row_head::<R>(r)?;
    m.insert("kind_label".into(), R::kind_label(&kind).into());
    m.insert(
        "status_label".into(),
        R::table_of(&kind).label(status).into(),
    );
    m.insert("kind".into(), kind.into());
    m.insert("title".into(), r.get::<_, String>(5)?.into());
    m.insert(
        "amount_used".into(),
        r.get::<_, Option<i64>>(6)?.map(yuan).into(),
    );
    m.insert("status".into(), status.into());
    m.insert("reason".into(), r.get::<_, String>(8)?.into());
    m.insert("created_at".into(), r.get::<_, i64>(9)?.into());
    m.insert("reviewed_at".into(), r.get::<_, Option<i64>>(10)?.into());
    m.insert("updated_at".into(), r.get::<_, i64>(11)?.into());
    R::extra_row(r, &mut m)?;
    Ok(Value::Object(m))
}

/// A report the caller may see (it may see the item), with its content and images.
pub fn load_report<R: Reports>(
    conn: &Connection,
    user: &CurrentUser,
    id: i64,
) -> Result<(Report, ParentRef), ApiError> {
    let sql = (columns::<R>(), from::<R>());
    load_under::<R, _>(
        conn,
        user,
        (&sql.0, &sql.1, "r"),
        (id, R::REPORT_NOT_FOUND),
        |r| {
            let mut v = row::<R>(r)?;
            let images: String = r.get(13)?;
            if let Some(o) = v.as_object_mut() {
                o.insert("content".into(), r.get::<_, String>(12)?.into());
                o.insert(
                    "images".into(),
                    serde_json::from_str(&images).unwrap_or(json!([])),
                );
            }
            Ok(Report {
                kind: r.get(4)?,
                status: r.get(7)?,
                item_id: r.get(1)?,
                org: r.get(15)?,
                row: v,
            })
        },
    )
}

/// The list's filters: visibility, `<KEY>_id?`, `kind?` (areas with kinds), `status?` (1–3),
/// `keyword?` (the report's or the item's title).
pub fn filter<R: Reports>(user: &CurrentUser, q: &Query) -> Result<Filter, ApiError> {
    let mut f = Filter::default();
    R::visible(&mut f, user);
    if let Some(item) = optional_id(q, &format!("{}_id", R::KEY))? {
        f.and("r.item_id = ?", [item.into()]);
    }
    if R::KINDS.len() > 1 {
        match paging::non_empty(q, "kind") {
            None => {}
            Some(k) if R::KINDS.contains(&k) => {
                f.and("r.kind = ?", [k.to_owned().into()]);
            }
            Some(_) => return Err(ApiError::bad("报告类型不正确")),
        }
    }
    f.status(q, "status", "r.status", 1..=3)?
        .keyword(q, &["r.title", "p.title"])?
        .own(q, user, "p.org_id")?;
    Ok(f)
}
