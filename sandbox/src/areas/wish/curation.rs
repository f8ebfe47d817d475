//! What links and copywriting share: both are staff-curated lists pointing at published
//! wishes (and copywriting at links), listed newest first.

use super::workflow::STAFF;
use crate::http::envelope::{ApiError, ApiResult};
use crate::http::input::Query;
use crate::http::list::{list_answer, Filter};
use crate::http::paging::Page;
use crate::http::session::CurrentUser;
use crate::state::AppState;
use rusqlite::{Connection, OptionalExtension, Row};
use serde_json::{Map, Value};

/// Only staff write links and copywriting (`refusal` names what).
pub fn staff_only(user: &CurrentUser, refusal: &'static str) -> Result<(), ApiError> {
    if STAFF.contains(&user.role) {
        Ok(())
    } else {
        Err(ApiError::bad(refusal))
    }
}

/// A curated table's list page, newest first (`alias` names the table in `from`), searched by
/// `title`.
pub async fn newest_first(
    state: &AppState,
    q: &Query,
    (select, from): (&'static str, &'static str),
    (alias, title): (&str, &str),
    row: fn(&Row<'_>) -> rusqlite::Result<Value>,
) -> ApiResult {
    let page = Page::from_query(q)?;
    let mut f = Filter::default();
    f.keyword(q, &[title])?;
    let order = format!("{alias}.created_at DESC, {alias}.id DESC");
    list_answer(state, (select, from), f, order, page, row).await
}

/// Row `id` of `table` exists, or `missing` as a 400.
pub fn row_exists(conn: &Connection, table: &str, id: i64, missing: &str) -> Result<(), ApiError> {
    conn.query_row(
        &format!("SELECT 1 FROM {table} WHERE id = ?1"),
        [id],
        |_| Ok(()),
    )
    .optional()?
    .ok_or_else(|| ApiError::bad(missing))
}

/// The ids of a JSON list under `key` (absent: none), each once, in order; at most `max`.
pub fn id_list(
    body: &Map<String, Value>,
    key: &str,
    max: usize,
    too_many: &str,
) -> Result<Vec<i64>, ApiError> {
    let list = match body.get(key) {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(a)) => a,
        Some(_) => {
            return Err(ApiError::bad(format!(
                "{}格式错误",
                crate::http::field_names::label(key)
            )))
        }
    };
    let mut out = Vec::new();
    for v in list {
        let id = crate::http::input::id_value(v).ok_or_else(|| {
            ApiError::bad(format!("{}格式错误", crate::http::field_names::label(key)))
        })?;
        if !out.contains(&id) {
            out.push(id);
        }
    }
    if out.len() > max {
        return Err(ApiError::bad(too_many));
    }
    Ok(out)
}

/// Each id is a published wish (a relation may only hold wishes the public can see).
pub fn check_published(conn: &Connection, ids: &[i64]) -> Result<(), ApiError> {
    for id in ids {
        let found: Option<(i64, String)> = conn
            .query_row(
                "SELECT status, wish_no FROM wishes WHERE id = ?1",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        match found {
            None => return Err(ApiError::bad(super::common::NOT_FOUND)),
            Some((s, no)) if !super::workflow::PUBLISHED.contains(&s) => {
                return Err(ApiError::bad(format!("心愿「{no}」未发布，不能关联")))
            }
            Some(_) => {}
        }
    }
    Ok(())
}

/// A curated row with who made it and when it was made and last changed: its ROW's last three
/// columns, from `first`.
pub fn stamped(mut row: Value, r: &Row<'_>, first: usize) -> rusqlite::Result<Value> {
    row["created_by_name"] = r.get::<_, Option<String>>(first)?.into();
    row["created_at"] = r.get::<_, i64>(first + 1)?.into();
    row["updated_at"] = r.get::<_, i64>(first + 2)?.into();
    Ok(row)
}
