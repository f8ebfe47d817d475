//! What links and copywriting share: both are staff-curated lists pointing at published
//! wishes (and copywriting at links), listed newest first.

use super::workflow::STAFF;
use crate::clock;
use crate::http::detail::{detail_answer, listed_row};
use crate::http::envelope::{ApiError, ApiResult};
use crate::http::input::{body_id, Body, Query};
use crate::http::list::{list_answer, Filter};
use crate::http::paging::Page;
use crate::http::session::CurrentUser;
use crate::state::AppState;
use rusqlite::{params, Connection, OptionalExtension, Row, Transaction};
use serde_json::{Map, Value};

/// A staff-curated table (links, copywriting): what its list, detail and writes need to know
/// of it, so each handler says only what is its own.
pub struct Curated {
    pub table: &'static str,
    /// The list's columns and joins; `alias` names the table in `from`.
    pub select: &'static str,
    pub from: &'static str,
    pub alias: &'static str,
    /// The column the list searches.
    pub title: &'static str,
    pub row: fn(&Row<'_>) -> rusqlite::Result<Value>,
    pub not_found: &'static str,
    /// The refusal of a write by anyone but staff.
    pub no_right: &'static str,
    /// The text columns its form fills, in the form's order, and the form's rules.
    pub fields: [&'static str; 3],
    pub form: fn(&Map<String, Value>) -> Result<Form, String>,
}

/// A curated row's form: its three texts, in the order of `Curated::fields`.
pub type Form = (String, String, String);

impl Curated {
    /// The list page, newest first, searched by title.
    pub async fn list(&self, state: &AppState, q: &Query) -> ApiResult {
        let page = Page::from_query(q)?;
        let mut f = Filter::default();
        f.keyword(q, &[self.title])?;
        let order = format!("{0}.created_at DESC, {0}.id DESC", self.alias);
        list_answer(state, (self.select, self.from), f, order, page, self.row).await
    }

    /// Row `id` exists, or the table's not-found message as a 400.
    pub fn exists(&self, conn: &Connection, id: i64) -> Result<(), ApiError> {
        row_exists(conn, self.table, id, self.not_found)
    }

    /// Row `id` as the list shows it.
    pub fn row_of(&self, conn: &Connection, id: i64) -> rusqlite::Result<Value> {
        let id_column = format!("{}.id", self.alias);
        listed_row(conn, (self.select, self.from), &id_column, id, self.row)
    }

    /// `获取成功` with what `read` makes of the row the query's `key` names (refused when there
    /// is none).
    pub async fn answer<F>(
        &'static self,
        state: &AppState,
        q: &Query,
        key: &str,
        read: F,
    ) -> ApiResult
    where
        F: FnOnce(&Connection, i64) -> Result<Value, ApiError> + Send + 'static,
    {
        detail_answer(state, q, (key, self.not_found), move |conn, id| {
            self.exists(conn, id)?;
            read(conn, id)
        })
        .await
    }

    /// The row a write names with the body's `id`; only staff write.
    pub fn target(&self, user: &CurrentUser, body: &Body) -> Result<i64, ApiError> {
        staff_only(user, self.no_right)?;
        body_id(body, "id", self.not_found)
    }

    /// A new row of `form` (the seed's too), made by account `by` at `at`.
    pub fn insert(
        &self,
        conn: &Connection,
        form: [&str; 3],
        by: i64,
        at: i64,
    ) -> rusqlite::Result<i64> {
        let [a, b, c] = self.fields;
        conn.execute(
            &format!(
                "INSERT INTO {} ({a}, {b}, {c}, created_by, created_at, updated_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?5)",
                self.table
            ),
            params![form[0], form[1], form[2], by, at],
        )?;
        Ok(conn.last_insert_rowid())
    }

    /// Staff's new row from the body's form; its id.
    pub async fn add(
        &'static self,
        state: &AppState,
        user: &CurrentUser,
        body: &Body,
    ) -> Result<i64, ApiError> {
        staff_only(user, self.no_right)?;
        let (a, b, c) = (self.form)(body).map_err(ApiError::bad)?;
        let by = user.account_id;
        state
            .db
            .run(move |conn| Ok(self.insert(conn, [&a, &b, &c], by, clock::now())?))
            .await
    }

    /// Staff's new form for the row the body's `id` names; that id.
    pub async fn edit(
        &'static self,
        state: &AppState,
        user: &CurrentUser,
        body: &Body,
    ) -> Result<i64, ApiError> {
        let id = self.target(user, body)?;
        let (a, b, c) = (self.form)(body).map_err(ApiError::bad)?;
        let [fa, fb, fc] = self.fields;
        let sql = format!(
            "UPDATE {} SET {fa} = ?1, {fb} = ?2, {fc} = ?3, updated_at = ?4 WHERE id = ?5",
            self.table
        );
        state
            .db
            .run(move |conn| {
                self.exists(conn, id)?;
                conn.execute(&sql, params![a, b, c, clock::now(), id])?;
                Ok(id)
            })
            .await
    }

    /// Row `id`'s relations changed now.
    pub fn touch(&self, conn: &Connection, id: i64) -> rusqlite::Result<()> {
        let sql = format!("UPDATE {} SET updated_at = ?1 WHERE id = ?2", self.table);
        conn.execute(&sql, params![clock::now(), id])?;
        Ok(())
    }

    /// In one transaction: row `id` exists, `wishes` are published, and `write` stores the
    /// relations to them (and to whatever else it holds).
    pub async fn relate<F>(
        &'static self,
        state: &AppState,
        id: i64,
        wishes: Vec<i64>,
        write: F,
    ) -> Result<(), ApiError>
    where
        F: FnOnce(&Transaction<'_>, &[i64]) -> Result<(), ApiError> + Send + 'static,
    {
        state
            .db
            .run(move |conn| {
                let tx = conn.transaction()?;
                self.exists(&tx, id)?;
                check_published(&tx, &wishes)?;
                write(&tx, &wishes)?;
                tx.commit()?;
                Ok(())
            })
            .await
    }
}

/// Only staff write links and copywriting (`refusal` names what).
pub fn staff_only(user: &CurrentUser, refusal: &'static str) -> Result<(), ApiError> {
    if STAFF.contains(&user.role) {
        Ok(())
    } else {
        Err(ApiError::bad(refusal))
    }
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
