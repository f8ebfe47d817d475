//! The data centre's filters (`start`, `end`, `granularity`, `area`, `province`, `org_id`) and
//! who may widen them: roles 2 and 99 see everything, role 3 only its own organisation's
//! province whatever it sends.

use super::ledger::{Days, Scope, AREAS};
use crate::http::envelope::ApiError;
use crate::http::paging::non_empty;
use crate::http::session::CurrentUser;
use crate::rules::{dates, region};
use rusqlite::{Connection, OptionalExtension};
use std::collections::HashMap;

/// The longest range a call may ask for (three years).
pub const MAX_DAYS: i64 = 1096;
/// The default range: the last 30 days, today included.
pub const DEFAULT_DAYS: i64 = 30;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Granularity {
    Day,
    Week,
    Month,
}

impl Granularity {
    pub fn key(self) -> &'static str {
        match self {
            Granularity::Day => "day",
            Granularity::Week => "week",
            Granularity::Month => "month",
        }
    }
}

/// A validated data-centre request.
#[derive(Debug, Clone)]
pub struct Request {
    pub days: Days,
    pub granularity: Granularity,
    pub scope: Scope,
    /// The province was imposed by the caller's role (3), not chosen.
    pub forced: bool,
}

/// The roles that see every province.
const SEES_ALL: [i64; 2] = [2, 99];

/// Reads the filters; `now` gives "today".
pub fn parse(
    conn: &Connection,
    q: &HashMap<String, String>,
    user: &CurrentUser,
    now: i64,
) -> Result<Request, ApiError> {
    let days = range(q, now)?;
    let granularity = match non_empty(q, "granularity") {
        None | Some("day") => Granularity::Day,
        Some("week") => Granularity::Week,
        Some("month") => Granularity::Month,
        Some(_) => return Err(ApiError::bad("统计粒度不正确")),
    };
    let area = match non_empty(q, "area") {
        None => None,
        Some(a) => Some(
            AREAS
                .iter()
                .find(|(k, _)| *k == a)
                .map(|(k, _)| *k)
                .ok_or_else(|| ApiError::bad("业务类型不正确"))?,
        ),
    };
    let mut province = match non_empty(q, "province") {
        None => None,
        Some(p) if is_province(p) => Some(p.to_owned()),
        Some(_) => return Err(ApiError::bad("地区不正确")),
    };
    let org_id = match non_empty(q, "org_id") {
        None => None,
        Some(s) => {
            let id = s.parse::<i64>().ok().filter(|id| *id > 0);
            let exists = match id {
                Some(id) => conn
                    .query_row("SELECT 1 FROM orgs WHERE id = ?1", [id], |_| Ok(()))
                    .optional()?
                    .is_some(),
                None => false,
            };
            if !exists {
                return Err(ApiError::bad("机构不存在"));
            }
            id
        }
    };
    let forced = !SEES_ALL.contains(&user.role);
    if forced {
        province = Some(own_province(conn, user)?);
    }
    Ok(Request {
        days,
        granularity,
        scope: Scope {
            area,
            province,
            org_id,
        },
        forced,
    })
}

/// The province of the caller's organisation.
pub fn own_province(conn: &Connection, user: &CurrentUser) -> Result<String, ApiError> {
    Ok(conn.query_row(
        "SELECT province FROM orgs WHERE id = ?1",
        [user.org_id],
        |r| r.get(0),
    )?)
}

/// A province's code: six digits ending in 0000, of a province we know.
fn is_province(code: &str) -> bool {
    code.len() == 6
        && code.bytes().all(|b| b.is_ascii_digit())
        && code.ends_with("0000")
        && !region::province_name(code).is_empty()
}

fn range(q: &HashMap<String, String>, now: i64) -> Result<Days, ApiError> {
    let day = |key: &str| -> Result<Option<i64>, ApiError> {
        non_empty(q, key)
            .map(|s| dates::parse(s).ok_or_else(|| ApiError::bad("日期格式不正确，应为YYYY-MM-DD")))
            .transpose()
    };
    let end = day("end")?.unwrap_or_else(|| dates::today(now));
    let start = day("start")?.unwrap_or(end - (DEFAULT_DAYS - 1));
    if start > end {
        return Err(ApiError::bad("开始日期不能晚于结束日期"));
    }
    if end - start + 1 > MAX_DAYS {
        return Err(ApiError::bad("日期范围不能超过3年"));
    }
    Ok(Days { start, end })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::input::query_of as q;

    #[test]
    fn the_default_range_is_the_last_thirty_days_and_bad_ranges_are_refused_with_their_message() {
        let now = dates::start_of(dates::parse("2026-11-24").unwrap()) + 3600;
        let d = range(&q(&[]), now).unwrap();
        assert_eq!(dates::format(d.end), "2026-11-24");
        assert_eq!(d.len(), 30);
        let msg = |pairs: &[(&str, &str)]| range(&q(pairs), now).unwrap_err().to_string();
        assert!(msg(&[("start", "2026-13-01")]).contains("日期格式不正确"));
        assert!(msg(&[("start", "2026-11-02"), ("end", "2026-11-01")])
            .contains("开始日期不能晚于结束日期"));
        assert!(
            msg(&[("start", "2023-01-01"), ("end", "2026-11-01")]).contains("日期范围不能超过3年")
        );
        let d = range(&q(&[("start", "2026-01-01"), ("end", "2026-01-01")]), now).unwrap();
        assert_eq!(d.len(), 1);
    }

    #[test]
    fn a_province_is_six_digits_of_a_known_province() {
        assert!(is_province("330000"));
        assert!(!is_province("330100"));
        assert!(!is_province("990000"));
        assert!(!is_province("33000"));
    }
}
