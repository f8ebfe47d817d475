//! The one aggregation the data centre and the dashboard's figures read: every paid money
//! donation of the shared `donations` table, each given its area, province and organisation
//! (those of the item it went to). No area keeps a copy of its figures for it.

use crate::clock::DAY;
use crate::rules::dates;
use rusqlite::types::Value as Sql;

/// The areas in the order every answer lists them: `(key, label)`.
pub const AREAS: [(&str, &str); 6] = [
    ("project", "募捐项目"),
    ("micro_project", "微项目"),
    ("help_case", "求助"),
    ("activity", "公益活动"),
    ("sale", "义卖"),
    ("wish", "微心愿"),
];

/// Counted donations: paid and not refunded (`pay_status` 1), money (a wish's gift in kind is
/// not money raised). A donation through an activity or a charity sale is a row of its project
/// (subject `project`), told apart by its `activity_id` or its sale order's number; its
/// province and organisation are the activity's, or the project's.
pub const LEDGER: &str = "(SELECT d.id, d.amount_fen AS amount, d.paid_at, d.donor_name AS donor,
        d.subject, d.item_id, d.share_id, d.pledge_id,
        CASE WHEN d.subject = 'project' AND d.activity_id IS NOT NULL THEN 'activity'
             WHEN d.subject = 'project'
                  AND EXISTS (SELECT 1 FROM sale_orders so WHERE so.order_no = d.order_no) THEN 'sale'
             ELSE d.subject END AS area,
        COALESCE(a.province, p.province, m.province, h.province, w.province, '') AS province,
        COALESCE(a.org_id, p.org_id, m.org_id, h.org_id, w.org_id) AS org_id
   FROM donations d
   LEFT JOIN activities a ON a.id = d.activity_id
   LEFT JOIN projects p ON d.subject = 'project' AND p.id = d.item_id
   LEFT JOIN micro_projects m ON d.subject = 'micro_project' AND m.id = d.item_id
   LEFT JOIN help_cases h ON d.subject = 'help_case' AND h.id = d.item_id
   LEFT JOIN wishes w ON d.subject = 'wish' AND w.id = d.item_id
  WHERE d.pay_status = 1 AND d.donate_kind = 1 AND d.paid_at IS NOT NULL) l";

/// What a figure covers besides its days: an area, a province, an organisation (`None`: all).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Scope {
    pub area: Option<&'static str>,
    pub province: Option<String>,
    pub org_id: Option<i64>,
}

/// Inclusive China days (day numbers, `rules::dates`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Days {
    pub start: i64,
    pub end: i64,
}

impl Days {
    pub fn len(&self) -> i64 {
        self.end - self.start + 1
    }

    /// The period of equal length ending the day before this one.
    pub fn previous(&self) -> Days {
        Days {
            start: self.start - self.len(),
            end: self.start - 1,
        }
    }

    /// `[from, to)` in seconds.
    pub fn seconds(&self) -> (i64, i64) {
        (dates::start_of(self.start), dates::start_of(self.end + 1))
    }
}

/// A WHERE over the ledger `l` for `scope` and `days`, with its arguments.
pub fn where_(scope: &Scope, days: Days) -> (String, Vec<Sql>) {
    let (from, to) = days.seconds();
    let mut clauses = vec!["l.paid_at >= ? AND l.paid_at < ?".to_owned()];
    let mut args = vec![Sql::Integer(from), Sql::Integer(to)];
    scope_clauses(
        scope,
        "l.area",
        "l.province",
        "l.org_id",
        &mut clauses,
        &mut args,
    );
    (clauses.join(" AND "), args)
}

/// The scope's clauses over the given columns (`area` `None`: the source has no area column
/// and stands for `project`-only data: share pages, pledges, see `covers_area`).
pub fn scope_clauses(
    scope: &Scope,
    area: &str,
    province: &str,
    org: &str,
    clauses: &mut Vec<String>,
    args: &mut Vec<Sql>,
) {
    if let Some(a) = scope.area {
        clauses.push(format!("{area} = ?"));
        args.push(Sql::Text(a.to_owned()));
    }
    if let Some(p) = &scope.province {
        clauses.push(format!("{province} = ?"));
        args.push(Sql::Text(p.clone()));
    }
    if let Some(o) = scope.org_id {
        clauses.push(format!("{org} = ?"));
        args.push(Sql::Integer(o));
    }
}

/// The China day of a time in seconds, as SQL over `column`.
pub fn day_sql(column: &str) -> String {
    format!("(({column} + 28800) / {DAY})")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_previous_period_has_the_same_length_and_ends_the_day_before() {
        let d = Days {
            start: 100,
            end: 129,
        };
        assert_eq!(d.len(), 30);
        assert_eq!(d.previous(), Days { start: 70, end: 99 });
        let one = Days { start: 5, end: 5 };
        assert_eq!(one.previous(), Days { start: 4, end: 4 });
    }

    #[test]
    fn china_days_in_sql_match_the_rust_day_numbers() {
        assert_eq!(day_sql("x"), "((x + 28800) / 86400)");
        let t = dates::start_of(20_000) + 3600;
        assert_eq!((t + 28800) / DAY, dates::today(t));
    }
}
