//! The data centre's tables over the ledger: money by area and by province, the top projects
//! and organisations, share pages' conversion and monthly pledges.

use super::figures::percent;
use super::ledger::{scope_clauses, where_, Days, Scope, AREAS, LEDGER};
use crate::http::envelope::ApiError;
use crate::rules::{dates, region};
use rusqlite::types::Value as Sql;
use rusqlite::{params_from_iter, Connection, Row};
use serde_json::{json, Value};
use std::collections::HashMap;

/// How many rows the top lists hold.
pub const TOP: i64 = 10;
/// A donation to an item without a province (help cases may have none).
pub const NO_REGION: &str = "未填写地区";

/// `SELECT {select} FROM ledger WHERE scope/days {and} GROUP BY … ORDER BY …` mapped row by row.
fn grouped<T>(
    conn: &Connection,
    scope: &Scope,
    days: Days,
    tail: &str,
    select: &str,
    map: impl FnMut(&Row<'_>) -> rusqlite::Result<T>,
) -> Result<Vec<T>, ApiError> {
    let (w, args) = where_(scope, days);
    let mut stmt = conn.prepare(&format!("SELECT {select} FROM {LEDGER} WHERE {w} {tail}"))?;
    let rows = stmt
        .query_map(params_from_iter(args.iter()), map)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(rows)
}

/// Every area in order, zeros kept; `percent` of the period's money.
pub fn by_area(conn: &Connection, scope: &Scope, days: Days) -> Result<Vec<Value>, ApiError> {
    let found: HashMap<String, (i64, i64, i64)> = grouped(
        conn,
        scope,
        days,
        "GROUP BY l.area",
        "l.area, SUM(l.amount), COUNT(*), COUNT(DISTINCT l.donor)",
        |r| Ok((r.get(0)?, (r.get(1)?, r.get(2)?, r.get(3)?))),
    )?
    .into_iter()
    .collect();
    let whole: i64 = found.values().map(|v| v.0).sum();
    Ok(AREAS
        .iter()
        .map(|(key, label)| {
            let (amount, count, donors) = found.get(*key).copied().unwrap_or_default();
            json!({"area": key, "label": label, "amount_fen": amount, "count": count,
                   "donors": donors, "percent": percent(amount, whole)})
        })
        .collect())
}

/// Provinces with money, largest first (ties by code).
pub fn by_region(conn: &Connection, scope: &Scope, days: Days) -> Result<Vec<Value>, ApiError> {
    let rows: Vec<(String, i64, i64)> = grouped(
        conn,
        scope,
        days,
        "GROUP BY l.province ORDER BY SUM(l.amount) DESC, l.province",
        "l.province, SUM(l.amount), COUNT(*)",
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )?;
    let whole: i64 = rows.iter().map(|r| r.1).sum();
    Ok(rows
        .into_iter()
        .map(|(code, amount, count)| {
            json!({"province": code, "name": province_label(&code), "amount_fen": amount,
                   "count": count, "percent": percent(amount, whole)})
        })
        .collect())
}

pub fn province_label(code: &str) -> &'static str {
    match region::province_name(code) {
        "" => NO_REGION,
        name => name,
    }
}

/// The /SJ projects that raised most in the period (all their rows: direct, activity, sale).
pub fn top_projects(conn: &Connection, scope: &Scope, days: Days) -> Result<Vec<Value>, ApiError> {
    grouped(
        conn,
        scope,
        days,
        &format!(
            "AND l.subject = 'project' GROUP BY l.item_id ORDER BY SUM(l.amount) DESC, l.item_id LIMIT {TOP}"
        ),
        "l.item_id, SUM(l.amount), COUNT(*),
         (SELECT p.title FROM projects p WHERE p.id = l.item_id),
         (SELECT o.name FROM projects p JOIN orgs o ON o.id = p.org_id WHERE p.id = l.item_id),
         (SELECT p.province FROM projects p WHERE p.id = l.item_id)",
        |r| {
            let province: String = r.get(5)?;
            Ok(json!({"id": r.get::<_, i64>(0)?, "title": r.get::<_, String>(3)?,
                      "org_name": r.get::<_, String>(4)?, "province_name": province_label(&province),
                      "amount_fen": r.get::<_, i64>(1)?, "count": r.get::<_, i64>(2)?}))
        },
    )
}

/// The organisations whose items raised most in the period, every area.
pub fn top_orgs(conn: &Connection, scope: &Scope, days: Days) -> Result<Vec<Value>, ApiError> {
    grouped(
        conn,
        scope,
        days,
        &format!("GROUP BY l.org_id ORDER BY SUM(l.amount) DESC, l.org_id LIMIT {TOP}"),
        "l.org_id, SUM(l.amount), COUNT(*), (SELECT o.name FROM orgs o WHERE o.id = l.org_id)",
        |r| {
            Ok(
                json!({"id": r.get::<_, i64>(0)?, "name": r.get::<_, String>(3)?,
                      "amount_fen": r.get::<_, i64>(1)?, "count": r.get::<_, i64>(2)?}),
            )
        },
    )
}

/// The share pages of projects and micro projects in scope (`s` a page, `i` its item), as one
/// source: `(kind, id, created_at, province, org_id)`; kind is the donation's subject.
const SHARE_PAGES: &str = "(SELECT 'project' AS kind, s.id, s.created_at, i.province, i.org_id
      FROM project_shares s JOIN projects i ON i.id = s.project_id
    UNION ALL
    SELECT 'micro_project', s.id, s.created_at, i.province, i.org_id
      FROM micro_shares s JOIN micro_projects i ON i.id = s.project_id) sp";

/// 一起捐: pages existing by the period's end, those with a counted donation in the period,
/// and what came through them.
pub fn shares(
    conn: &Connection,
    scope: &Scope,
    days: Days,
    raised: i64,
) -> Result<Value, ApiError> {
    // Only projects and micro projects have share pages.
    let kinds: Vec<String> = ["project", "micro_project"]
        .iter()
        .filter(|k| scope.area.is_none_or(|a| a == **k))
        .map(|k| format!("'{k}'"))
        .collect();
    let kind_in = |column: &str| match kinds.is_empty() {
        true => "0".to_owned(),
        false => format!("{column} IN ({})", kinds.join(", ")),
    };
    let (_, to) = days.seconds();
    let mut clauses = vec![kind_in("sp.kind"), "sp.created_at < ?".to_owned()];
    let mut args = vec![Sql::Integer(to)];
    let place = Scope {
        area: None,
        ..scope.clone()
    };
    scope_clauses(
        &place,
        "",
        "sp.province",
        "sp.org_id",
        &mut clauses,
        &mut args,
    );
    let pages: i64 = conn.query_row(
        &format!(
            "SELECT COUNT(*) FROM {SHARE_PAGES} WHERE {}",
            clauses.join(" AND ")
        ),
        params_from_iter(args.iter()),
        |r| r.get(0),
    )?;
    let through: (i64, i64, i64, i64) = grouped(
        conn,
        &place,
        days,
        &format!("AND l.share_id IS NOT NULL AND {}", kind_in("l.subject")),
        "COUNT(DISTINCT l.subject || ':' || l.share_id), COUNT(*), COUNT(DISTINCT l.donor),
         COALESCE(SUM(l.amount), 0)",
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
    )?
    .pop()
    .unwrap_or_default();
    let (active, count, donors, amount) = through;
    Ok(
        json!({"pages": pages, "active_pages": active, "donation_count": count,
              "donor_count": donors, "amount_fen": amount,
              "conversion_percent": percent(active, pages), "amount_percent": percent(amount, raised)}),
    )
}

/// The calendar months overlapping `days`: `(first day, first day of the next month)`.
pub fn months(days: Days) -> Vec<(i64, i64)> {
    let mut out = Vec::new();
    let mut first =
        super::figures::bucket_start(days.start, i64::MIN, super::query::Granularity::Month);
    while first <= days.end {
        let s = dates::format(first);
        let (y, m): (i32, u8) = (
            s[0..4].parse().unwrap_or(1970),
            s[5..7].parse().unwrap_or(1),
        );
        let (ny, nm) = if m == 12 { (y + 1, 1) } else { (y, m + 1) };
        let next = dates::day_number(ny, nm, 1).unwrap_or(first + 31);
        out.push((first, next));
        first = next;
    }
    out
}

/// 月捐 per month: created, cancelled, active at the month's end, and the charges paid in the
/// month within the period. Only /SJ projects have pledges.
pub fn pledges(conn: &Connection, scope: &Scope, days: Days) -> Result<Vec<Value>, ApiError> {
    let has = matches!(scope.area, None | Some("project"));
    let place = Scope {
        area: None,
        ..scope.clone()
    };
    let mut out = Vec::new();
    for (first, next) in months(days) {
        let month = dates::format(first)[0..7].to_owned();
        if !has {
            out.push(json!({"month": month, "new": 0, "cancelled": 0, "active": 0, "charges": 0, "amount_fen": 0}));
            continue;
        }
        let (ms, me) = (dates::start_of(first), dates::start_of(next));
        let mut clauses = Vec::new();
        let mut args = vec![
            Sql::Integer(ms),
            Sql::Integer(me),
            Sql::Integer(ms),
            Sql::Integer(me),
            Sql::Integer(me),
            Sql::Integer(me),
        ];
        scope_clauses(
            &place,
            "",
            "p.province",
            "p.org_id",
            &mut clauses,
            &mut args,
        );
        let and = clauses
            .iter()
            .map(|c| format!(" AND {c}"))
            .collect::<String>();
        let (new, cancelled, active): (i64, i64, i64) = conn.query_row(
            &format!(
                "SELECT COALESCE(SUM(g.created_at >= ? AND g.created_at < ?), 0),
                        COALESCE(SUM(g.cancelled_at >= ? AND g.cancelled_at < ?), 0),
                        COALESCE(SUM(g.created_at < ? AND (g.cancelled_at IS NULL OR g.cancelled_at >= ?)), 0)
                   FROM project_pledges g JOIN projects p ON p.id = g.project_id WHERE 1{and}"
            ),
            params_from_iter(args.iter()),
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )?;
        let within = Days {
            start: first.max(days.start),
            end: (next - 1).min(days.end),
        };
        let (charges, amount): (i64, i64) = grouped(
            conn,
            &place,
            within,
            "AND l.pledge_id IS NOT NULL",
            "COUNT(*), COALESCE(SUM(l.amount), 0)",
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?
        .pop()
        .unwrap_or_default();
        out.push(
            json!({"month": month, "new": new, "cancelled": cancelled, "active": active,
                        "charges": charges, "amount_fen": amount}),
        );
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_months_of_a_range_cover_it_from_the_first_of_its_first_month() {
        let d = |s: &str| dates::parse(s).unwrap();
        let m = months(Days {
            start: d("2026-10-15"),
            end: d("2026-12-01"),
        });
        let firsts: Vec<String> = m.iter().map(|(f, _)| dates::format(*f)).collect();
        assert_eq!(firsts, ["2026-10-01", "2026-11-01", "2026-12-01"]);
        assert_eq!(dates::format(m[2].1), "2027-01-01");
    }
}
