//! What every help handler shares: visibility, the case row, list filters and paging, and
//! loading a case (or refusing with the same answer for "missing" and "someone else's").

use super::{id_value, text_field};
use crate::envelope::{ok, ApiError, ApiResult};
use crate::help::{self, dates, form, label_of, HELP_TYPES};
use crate::money::yuan;
use crate::paging::{self, Page};
use crate::session::CurrentUser;
use crate::state::AppState;
use rusqlite::types::Value as Sql;
use rusqlite::{params_from_iter, Connection, OptionalExtension, Row};
use serde_json::{json, Map, Value};
use std::collections::HashMap;

pub const CASE_NOT_FOUND: &str = "求助不存在";

/// Roles 2 and 99 see every organisation's help records; every other role only its own (help
/// cases carry personal data, so role 3 does not get its all-organisations project view).
pub fn sees_all(user: &CurrentUser) -> bool {
    help::machine::reviews_cases(user.role)
}

/// A positive id from the query string, or `msg`.
pub fn query_id(q: &HashMap<String, String>, key: &str, msg: &str) -> Result<i64, ApiError> {
    q.get(key)
        .and_then(|s| id_value(&Value::String(s.clone())))
        .ok_or_else(|| ApiError::bad(msg))
}

/// A positive id from a JSON body, or `msg`.
pub fn body_id(body: &Map<String, Value>, key: &str, msg: &str) -> Result<i64, ApiError> {
    body.get(key)
        .and_then(id_value)
        .ok_or_else(|| ApiError::bad(msg))
}

/// An optional id filter; present but malformed is a 400.
pub fn optional_id(q: &HashMap<String, String>, key: &str) -> Result<Option<i64>, ApiError> {
    match paging::non_empty(q, key) {
        None => Ok(None),
        Some(s) => id_value(&Value::String(s.to_owned()))
            .map(Some)
            .ok_or_else(|| ApiError::bad(format!("{key} 参数不正确"))),
    }
}

/// WHERE clauses with their positional arguments, built up by the list calls.
#[derive(Default)]
pub struct Filter {
    clauses: Vec<String>,
    args: Vec<Sql>,
}

impl Filter {
    pub fn and(&mut self, clause: &str, args: impl IntoIterator<Item = Sql>) -> &mut Self {
        self.clauses.push(clause.to_owned());
        self.args.extend(args);
        self
    }

    /// The WHERE text and its arguments, for a query of one's own over the same filter.
    pub fn parts(&self) -> (String, &[Sql]) {
        (self.sql(), &self.args)
    }

    pub fn sql(&self) -> String {
        if self.clauses.is_empty() {
            "1".into()
        } else {
            self.clauses.join(" AND ")
        }
    }

    /// `status?` restricted to `allowed`.
    pub fn status(
        &mut self,
        q: &HashMap<String, String>,
        key: &str,
        column: &str,
        allowed: std::ops::RangeInclusive<i64>,
    ) -> Result<&mut Self, ApiError> {
        if let Some(s) = paging::non_empty(q, key) {
            let v = s
                .parse::<i64>()
                .ok()
                .filter(|v| allowed.contains(v))
                .ok_or_else(|| ApiError::bad(format!("{key} 参数不正确")))?;
            self.and(&format!("{column} = ?"), [Sql::Integer(v)]);
        }
        Ok(self)
    }

    /// `keyword?` as a literal substring of any of `columns`.
    pub fn keyword(
        &mut self,
        q: &HashMap<String, String>,
        columns: &[&str],
    ) -> Result<&mut Self, ApiError> {
        if let Some(k) = paging::search_text(q, "keyword")? {
            let pattern = paging::like_pattern(&k);
            let ors: Vec<String> = columns
                .iter()
                .map(|c| format!("{c} LIKE ? ESCAPE '\\'"))
                .collect();
            self.and(
                &format!("({})", ors.join(" OR ")),
                columns.iter().map(|_| Sql::Text(pattern.clone())),
            );
        }
        Ok(self)
    }

    /// `start_date?`, `end_date?` (`YYYY-MM-DD`, inclusive, China time) on `column`.
    pub fn date_range(
        &mut self,
        q: &HashMap<String, String>,
        column: &str,
    ) -> Result<&mut Self, ApiError> {
        let day = |key: &str| -> Result<Option<i64>, ApiError> {
            paging::non_empty(q, key)
                .map(|s| {
                    dates::parse(s).ok_or_else(|| ApiError::bad("日期格式不正确，应为YYYY-MM-DD"))
                })
                .transpose()
        };
        let (start, end) = (day("start_date")?, day("end_date")?);
        if let (Some(s), Some(e)) = (start, end) {
            if s > e {
                return Err(ApiError::bad("开始日期不能晚于结束日期"));
            }
        }
        if let Some(s) = start {
            self.and(
                &format!("{column} >= ?"),
                [Sql::Integer(dates::start_of(s))],
            );
        }
        if let Some(e) = end {
            self.and(
                &format!("{column} < ?"),
                [Sql::Integer(dates::start_of(e + 1))],
            );
        }
        Ok(self)
    }

    /// Restricts to the caller's organisation unless they see all (`org_column` is the
    /// organisation of the record).
    pub fn visible_to(&mut self, user: &CurrentUser, org_column: &str) -> &mut Self {
        if !sees_all(user) {
            self.and(&format!("{org_column} = ?"), [Sql::Integer(user.org_id)]);
        }
        self
    }
}

/// One page of `SELECT {select} FROM {from} WHERE filter ORDER BY {order}` and the total.
pub fn page_of(
    conn: &Connection,
    select: &str,
    from: &str,
    filter: &Filter,
    order: &str,
    page: Page,
    map: impl FnMut(&Row<'_>) -> rusqlite::Result<Value>,
) -> Result<(Vec<Value>, i64), ApiError> {
    let where_ = filter.sql();
    let total: i64 = conn.query_row(
        &format!("SELECT COUNT(*) FROM {from} WHERE {where_}"),
        params_from_iter(filter.args.iter()),
        |r| r.get(0),
    )?;
    let mut args = filter.args.clone();
    args.extend([Sql::Integer(page.size), Sql::Integer(page.offset())]);
    let mut stmt = conn.prepare(&format!(
        "SELECT {select} FROM {from} WHERE {where_} ORDER BY {order} LIMIT ? OFFSET ?"
    ))?;
    let list = stmt
        .query_map(params_from_iter(args.iter()), map)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok((list, total))
}

/// `page_of` run on the database, sent as the list answer `{list, total}`.
pub async fn list_answer(
    state: &AppState,
    (select, from): (&'static str, &'static str),
    filter: Filter,
    order: &'static str,
    page: Page,
    map: fn(&Row<'_>) -> rusqlite::Result<Value>,
) -> ApiResult {
    let (list, total) = state
        .db
        .run(move |conn| page_of(conn, select, from, &filter, order, page, map))
        .await?;
    Ok(ok("获取成功", json!({ "list": list, "total": total })))
}

/// One page of case rows (see `case_row`) over `filter`, as the list answer.
pub async fn case_list(
    state: &AppState,
    filter: Filter,
    order: &'static str,
    page: Page,
) -> ApiResult {
    list_answer(state, (CASE_ROW, CASE_FROM), filter, order, page, case_row).await
}

/// The verdict of a pass or return call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Pass,
    Return,
}

/// A pass or return call: `{id}` (and `reason` for a return), handed to `review` on the
/// database; answers `审核通过` or `已退回`.
pub async fn verdict(
    state: &AppState,
    user: CurrentUser,
    body: &Map<String, Value>,
    not_found: &str,
    verdict: Verdict,
    review: impl FnOnce(&mut Connection, &CurrentUser, i64, Option<String>) -> Result<(), ApiError>
        + Send
        + 'static,
) -> ApiResult {
    let id = body_id(body, "id", not_found)?;
    let reason = match verdict {
        Verdict::Pass => None,
        Verdict::Return => Some(text_field(body, "reason")?.unwrap_or_default()),
    };
    state
        .db
        .run(move |conn| review(conn, &user, id, reason))
        .await?;
    let message = match verdict {
        Verdict::Pass => "审核通过",
        Verdict::Return => "已退回",
    };
    Ok(ok(message, Value::Null))
}

/// A checked return reason, or `""` when there is none (a pass).
pub fn reason_or_empty(reason: Option<&str>) -> Result<String, ApiError> {
    match reason {
        Some(r) => help::machine::return_reason(Some(r)).map_err(ApiError::bad),
        None => Ok(String::new()),
    }
}

/// The tables a case row reads.
pub const CASE_FROM: &str =
    "help_cases c JOIN orgs o ON o.id = c.org_id LEFT JOIN accounts ca ON ca.id = c.claimed_by";

/// The columns of a case row (see `case_row`).
pub const CASE_ROW: &str =
    "c.id, c.title, c.help_type_id, c.org_id, o.name, c.beneficiary_name, c.target_fen,
    (SELECT COALESCE(SUM(amount_fen), 0) FROM help_orders WHERE help_id = c.id AND pay_status = 1),
    c.deadline, c.status, c.claimed_by, ca.display_name, c.return_reason,
    EXISTS (SELECT 1 FROM help_issues WHERE help_id = c.id AND status = 1),
    (SELECT COUNT(*) FROM help_progress WHERE help_id = c.id),
    (SELECT COUNT(*) FROM help_orders WHERE help_id = c.id AND pay_status = 1),
    c.submitted_at, c.created_at, c.updated_at";

/// A case row as the lists and the detail send it.
pub fn case_row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let help_type: Option<i64> = r.get(2)?;
    let status: i64 = r.get(9)?;
    Ok(json!({
        "id": r.get::<_, i64>(0)?,
        "title": r.get::<_, String>(1)?,
        "help_type_id": help_type,
        "help_type_name": label_of(&HELP_TYPES, help_type),
        "org_id": r.get::<_, i64>(3)?,
        "org_name": r.get::<_, String>(4)?,
        "beneficiary_name": r.get::<_, String>(5)?,
        "target_amount": r.get::<_, Option<i64>>(6)?.map(yuan),
        "raised_amount": yuan(r.get(7)?),
        "deadline": r.get::<_, String>(8)?,
        "status": status,
        "status_label": help::case_status_label(status),
        "claimed_by": r.get::<_, Option<i64>>(10)?,
        "claimed_by_name": r.get::<_, Option<String>>(11)?,
        "return_reason": r.get::<_, String>(12)?,
        "has_pending_issue": r.get::<_, bool>(13)?,
        "progress_count": r.get::<_, i64>(14)?,
        "donation_count": r.get::<_, i64>(15)?,
        "submitted_at": r.get::<_, Option<i64>>(16)?,
        "created_at": r.get::<_, i64>(17)?,
        "updated_at": r.get::<_, i64>(18)?,
    }))
}

/// What the write paths need to know about a case.
#[derive(Debug, Clone)]
pub struct CaseRef {
    pub org_id: i64,
    pub status: i64,
    pub claimed_by: Option<i64>,
}

impl CaseRef {
    pub fn own(&self, user: &CurrentUser) -> bool {
        self.org_id == user.org_id
    }
}

/// A case the caller may see: its own organisation's, or any submitted one for roles 2/99
/// (drafts are private to their organisation). Anything else is `求助不存在`.
pub fn load_case(conn: &Connection, user: &CurrentUser, id: i64) -> Result<CaseRef, ApiError> {
    let case = conn
        .query_row(
            "SELECT id, org_id, status, claimed_by FROM help_cases WHERE id = ?1",
            [id],
            |r| {
                Ok(CaseRef {
                    org_id: r.get(1)?,
                    status: r.get(2)?,
                    claimed_by: r.get(3)?,
                })
            },
        )
        .optional()?;
    match case {
        Some(c) if c.own(user) || (sees_all(user) && c.status != help::machine::DRAFT) => Ok(c),
        _ => Err(ApiError::bad(CASE_NOT_FOUND)),
    }
}

/// A case the caller's organisation owns (every write of the organisation's side). A case
/// another organisation owns is `求助不存在` even for reviewers: they act through the review calls.
pub fn load_own_case(conn: &Connection, user: &CurrentUser, id: i64) -> Result<CaseRef, ApiError> {
    let case = load_case(conn, user, id)?;
    if case.own(user) {
        Ok(case)
    } else {
        Err(ApiError::bad(CASE_NOT_FOUND))
    }
}

/// The stored form of a case as JSON (the shape `add_help_project` takes).
pub fn case_form(conn: &Connection, id: i64) -> Result<Map<String, Value>, ApiError> {
    let cols: Vec<(&str, &str, bool, bool)> = form::json_names().collect();
    let select: Vec<&str> = cols.iter().map(|c| c.1).collect();
    let values: Vec<Sql> = conn.query_row(
        &format!("SELECT {} FROM help_cases WHERE id = ?1", select.join(", ")),
        [id],
        |r| (0..cols.len()).map(|i| r.get::<_, Sql>(i)).collect(),
    )?;
    let mut out = Map::new();
    for ((name, _, money, images), v) in cols.into_iter().zip(values) {
        let json = match v {
            Sql::Integer(i) if money => Value::String(yuan(i)),
            Sql::Integer(i) => Value::from(i),
            Sql::Text(t) if images => serde_json::from_str(&t).unwrap_or(Value::Array(Vec::new())),
            Sql::Text(t) => Value::String(t),
            _ => Value::Null,
        };
        out.insert(name.to_owned(), json);
    }
    Ok(out)
}

/// Today's day in China.
pub fn today() -> i64 {
    dates::today(crate::clock::now())
}

/// The organisation's projects in 募款中 (what a case may belong to), by id; `title` filters.
pub fn org_projects(
    conn: &Connection,
    org_id: i64,
    title: Option<&str>,
    limit: i64,
) -> Result<Vec<(i64, String)>, ApiError> {
    let pattern = title.map_or_else(|| "%".to_owned(), paging::like_pattern);
    let mut stmt = conn.prepare(
        "SELECT id, title FROM projects WHERE org_id = ?1 AND status = 2 AND title LIKE ?2 ESCAPE '\\'
          ORDER BY id DESC LIMIT ?3",
    )?;
    let rows = stmt
        .query_map(rusqlite::params![org_id, pattern, limit], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(rows)
}

/// The validation context of the caller's organisation.
pub fn project_ids(conn: &Connection, org_id: i64) -> Result<Vec<i64>, ApiError> {
    Ok(org_projects(conn, org_id, None, i64::MAX)?
        .into_iter()
        .map(|(id, _)| id)
        .collect())
}
