//! List calls: WHERE filters built from the query string, one page of rows and its total,
//! answered as `{list, total}`.

use super::envelope::{ok, ApiError, ApiResult};
use super::paging::{self, Page};
use super::session::CurrentUser;
use crate::rules::dates;
use crate::state::AppState;
use rusqlite::types::Value as Sql;
use rusqlite::{params_from_iter, Connection, Row};
use serde_json::{json, Value};
use std::collections::HashMap;

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
                .ok_or_else(|| {
                    ApiError::bad(format!("{}不正确", super::field_names::label(key)))
                })?;
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

    /// Restricts to the caller's organisation unless `sees_all` (`org_column` is the
    /// organisation of the record).
    pub fn visible_to(
        &mut self,
        user: &CurrentUser,
        sees_all: bool,
        org_column: &str,
    ) -> &mut Self {
        if !sees_all {
            self.and(&format!("{org_column} = ?"), [Sql::Integer(user.org_id)]);
        }
        self
    }

    /// `own=1`: only the caller's own organisation's records (`org_column`), whatever else the
    /// caller may see. The dashboard's chips for the caller's own returned items and reports
    /// open their lists with it: the regional partner's lists otherwise show its province, a
    /// reviewer's everything. Any other value is refused.
    pub fn own(
        &mut self,
        q: &HashMap<String, String>,
        user: &CurrentUser,
        org_column: &str,
    ) -> Result<&mut Self, ApiError> {
        if let Some(v) = paging::non_empty(q, "own") {
            if v != OWN {
                return Err(ApiError::bad("本机构筛选不正确"));
            }
            self.and(&format!("{org_column} = ?"), [Sql::Integer(user.org_id)]);
        }
        Ok(self)
    }
}

/// The one value of `own` (the caller's own organisation only).
pub const OWN: &str = "1";

/// What a list sorts by on request: each key as the answer names the field, with the SQL that
/// orders by it, and the list's order when none is asked for (ending in the id, so equal values
/// keep one order from page to page).
pub struct Sorts {
    pub keys: &'static [(&'static str, &'static str)],
    pub default: &'static str,
}

impl Sorts {
    /// The ORDER BY of a list: `sort` (one of `keys`) in `order` (`asc`, or `desc` by default),
    /// then `default` to break ties. No `sort`: `default` alone. A key the list does not sort
    /// by, or another `order`, is refused rather than ignored: a harness asking for an order it
    /// would not get must hear so.
    pub fn order(&self, q: &HashMap<String, String>) -> Result<String, ApiError> {
        let Some(key) = paging::non_empty(q, "sort") else {
            return Ok(self.default.to_owned());
        };
        let expr = self
            .keys
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, expr)| *expr)
            .ok_or_else(|| ApiError::bad("不支持按该字段排序"))?;
        let direction = match paging::non_empty(q, "order") {
            None | Some("desc") => "DESC",
            Some("asc") => "ASC",
            Some(_) => return Err(ApiError::bad("排序方向只能是 asc 或 desc")),
        };
        Ok(format!("{expr} {direction}, {}", self.default))
    }
}

/// Every donation list, the same in every area (the rows are `d` of a donations table): by
/// amount or payment time on request, newest paid first without.
pub const DONATIONS: Sorts = Sorts {
    keys: &[("amount", "d.amount_fen"), ("paid_at", "d.paid_at")],
    default: "d.paid_at DESC, d.id DESC",
};

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
    let total = scalar_over(conn, ("COUNT(*)", from), filter, "1")?;
    let where_ = filter.sql();
    let mut args = filter.args.clone();
    args.extend([Sql::Integer(page.size), Sql::Integer(page.offset())]);
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {select} FROM {from} WHERE {where_} ORDER BY {order} LIMIT ? OFFSET ?"
    ))?;
    let list = stmt
        .query_map(params_from_iter(args.iter()), map)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok((list, total))
}

/// `page_of`, and `SUM({sum})` over the same filter narrowed by `and` (a donation list's
/// `sum_amount` over the whole filter, not only the page).
#[allow(clippy::too_many_arguments)]
pub fn page_and_sum(
    conn: &Connection,
    (select, from): (&str, &str),
    filter: &Filter,
    order: &str,
    page: Page,
    map: impl FnMut(&Row<'_>) -> rusqlite::Result<Value>,
    (sum, and): (&str, &str),
) -> Result<(Vec<Value>, i64, i64), ApiError> {
    let (list, total) = page_of(conn, select, from, filter, order, page, map)?;
    let summed = scalar_over(
        conn,
        (&format!("COALESCE(SUM({sum}), 0)"), from),
        filter,
        and,
    )?;
    Ok((list, total, summed))
}

/// `page_of` run on the database, sent as the list answer `{list, total}`.
pub async fn list_answer(
    state: &AppState,
    (select, from): (&'static str, &'static str),
    filter: Filter,
    order: impl Into<String>,
    page: Page,
    map: fn(&Row<'_>) -> rusqlite::Result<Value>,
) -> ApiResult {
    let no_more = |_: &Connection, _: &mut [Value]| Ok(());
    rows_answer(
        state,
        (select, from),
        (filter, order.into(), page),
        map,
        no_more,
    )
    .await
}

/// `page_of` run on the database, each row then completed by `complete` (e.g. with the
/// caller's actions), sent as the list answer `{list, total}`.
pub async fn rows_answer<C>(
    state: &AppState,
    (select, from): (&'static str, &'static str),
    (filter, order, page): (Filter, String, Page),
    map: fn(&Row<'_>) -> rusqlite::Result<Value>,
    complete: C,
) -> ApiResult
where
    C: FnOnce(&Connection, &mut [Value]) -> Result<(), ApiError> + Send + 'static,
{
    let (list, total) = state
        .db
        .run(move |conn| {
            let (mut list, total) = page_of(conn, select, from, &filter, &order, page, map)?;
            complete(conn, &mut list)?;
            Ok((list, total))
        })
        .await?;
    Ok(ok("获取成功", json!({ "list": list, "total": total })))
}

/// A donation list's answer: one page of `map` rows over `filter` in `order`
/// ([`DONATIONS`]`.order`), the total, and `sum_amount`: `d.amount_fen` of the
/// rows matching `counted` (e.g. `d.pay_status = 1`) over the whole filter, in yuan.
pub async fn donation_answer(
    state: &AppState,
    (select, from): (&'static str, &'static str),
    (filter, order): (Filter, String),
    page: Page,
    map: fn(&Row<'_>) -> rusqlite::Result<Value>,
    counted: &'static str,
) -> ApiResult {
    let data = state
        .db
        .run(move |conn| {
            let (list, total, sum) = page_and_sum(
                conn,
                (select, from),
                &filter,
                &order,
                page,
                map,
                ("d.amount_fen", counted),
            )?;
            Ok(json!({ "list": list, "total": total, "sum_amount": crate::rules::money::yuan(sum) }))
        })
        .await?;
    Ok(ok("获取成功", data))
}

/// `SELECT {expr} FROM {from} WHERE filter AND {and}` as one integer: a statistic over a list's
/// filter (`COUNT(*)`, `COALESCE(SUM(…), 0)`).
pub fn scalar_over(
    conn: &Connection,
    (expr, from): (&str, &str),
    filter: &Filter,
    and: &str,
) -> Result<i64, ApiError> {
    let where_ = filter.sql();
    Ok(conn
        .prepare_cached(&format!(
            "SELECT {expr} FROM {from} WHERE {where_} AND {and}"
        ))?
        .query_row(params_from_iter(filter.args.iter()), |r| r.get(0))?)
}

/// How many rows of the filter are in each of `states` (by `column`), every state listed, 0
/// included: `[{status, label, count}]`, a statistics answer's `by_status`.
pub fn counts_by(
    conn: &Connection,
    from: &str,
    filter: &Filter,
    column: &str,
    states: &[(i64, &str)],
) -> Result<Vec<Value>, ApiError> {
    let where_ = filter.sql();
    let mut stmt = conn.prepare(&format!(
        "SELECT {column}, COUNT(*) FROM {from} WHERE {where_} GROUP BY {column}"
    ))?;
    let found: HashMap<i64, i64> = stmt
        .query_map(params_from_iter(filter.args.iter()), |r| {
            Ok((r.get(0)?, r.get(1)?))
        })?
        .collect::<rusqlite::Result<_>>()?;
    Ok(states
        .iter()
        .map(|(s, label)| json!({"status": s, "label": label, "count": found.get(s).copied().unwrap_or(0)}))
        .collect())
}

/// A statistics answer: `compute` over a list's filter, run on the database.
pub async fn statistics_answer(
    state: &AppState,
    filter: Filter,
    compute: fn(&Connection, &Filter) -> Result<Value, ApiError>,
) -> ApiResult {
    let data = state.db.run(move |conn| compute(conn, &filter)).await?;
    Ok(ok("获取成功", data))
}

#[cfg(test)]
mod sort_tests {
    use super::*;
    use crate::http::input::query_of as q;

    #[test]
    fn a_list_sorts_by_an_allowed_key_then_by_its_default_order_as_the_tie_break() {
        let order = |pairs: &[(&str, &str)]| DONATIONS.order(&q(pairs));
        assert_eq!(order(&[]).unwrap(), DONATIONS.default);
        assert_eq!(
            order(&[("sort", "amount"), ("order", "asc")]).unwrap(),
            "d.amount_fen ASC, d.paid_at DESC, d.id DESC"
        );
        assert_eq!(
            order(&[("sort", "paid_at")]).unwrap(),
            "d.paid_at DESC, d.paid_at DESC, d.id DESC",
            "descending unless asked otherwise"
        );
        assert_eq!(
            order(&[("sort", " "), ("order", "asc")]).unwrap(),
            DONATIONS.default
        );
    }

    #[test]
    fn a_key_the_list_does_not_sort_by_or_another_direction_is_refused_never_put_into_sql() {
        for pairs in [
            [("sort", "donor_name"), ("order", "asc")],
            [("sort", "d.amount_fen; DROP TABLE x"), ("order", "asc")],
            [("sort", "amount"), ("order", "up")],
        ] {
            assert!(DONATIONS.order(&q(&pairs)).is_err(), "{pairs:?}");
        }
    }
}
