//! The filters a dashboard chip opens its list with beyond the lists' usual ones: `ending=7`
//! (fundraising ends within 7 days) and `due=end_report|disclosure` (a project owes a report);
//! `own=1` (the caller's own organisation only) is `Filter::own`, read by every list a chip for
//! the caller's own items opens.
//! One SQL condition per filter, used both by the chip's count (`kinds.rs`) and by the list
//! call that shows the rows, so the number on the chip is the number of rows the list shows.

use crate::clock::{self, DAY};
use crate::http::envelope::ApiError;
use crate::http::list::Filter;
use crate::http::paging;
use crate::rules::dates;
use rusqlite::types::Value as Sql;
use std::collections::HashMap;

/// The value of `ending` the lists take: 7 days, the dashboard's window.
pub const ENDING: &str = "7";

/// A `YYYY-MM-DD` column `end` falling on `today` or within the next 7 days.
pub fn ending(end: &str, today: &str) -> (String, Vec<Sql>) {
    (
        format!("{end} >= ? AND {end} <= date(?, '+7 days')"),
        vec![Sql::Text(today.to_owned()), Sql::Text(today.to_owned())],
    )
}

/// What a project (alias `p`) may owe.
#[derive(Clone, Copy)]
pub enum Due {
    /// Executing (8), its execution ends within 30 days, and no end report is waiting or passed.
    EndReport,
    /// Raising or executing (2, 8), raising began over 90 days ago, and no progress report
    /// in the last 90 days.
    Disclosure,
}

impl Due {
    pub const ALL: [(&'static str, Due); 2] = [
        ("end_report", Due::EndReport),
        ("disclosure", Due::Disclosure),
    ];

    /// The condition over projects aliased `p`, on `today` (`YYYY-MM-DD`) at `now`.
    pub fn condition(self, p: &str, today: &str, now: i64) -> (String, Vec<Sql>) {
        match self {
            Due::EndReport => (
                format!(
                    "{p}.status = 8 AND {p}.exec_end <> '' AND {p}.exec_end <= date(?, '+30 days')
                     AND NOT EXISTS (SELECT 1 FROM reports r WHERE r.subject = 'project' AND r.item_id = {p}.id
                                      AND r.kind = 'end' AND r.status IN (1, 2))"
                ),
                vec![Sql::Text(today.to_owned())],
            ),
            Due::Disclosure => (
                format!(
                    "{p}.status IN (2, 8) AND {p}.fund_start <> '' AND {p}.fund_start <= date(?, '-90 days')
                     AND NOT EXISTS (SELECT 1 FROM reports r WHERE r.subject = 'project' AND r.item_id = {p}.id
                                      AND r.kind = 'progress' AND r.created_at >= ?)"
                ),
                vec![Sql::Text(today.to_owned()), Sql::Integer(now - 90 * DAY)],
            ),
        }
    }
}

/// Adds `ending=7` over the end-date column `end`; any other value is refused.
pub fn apply_ending(
    f: &mut Filter,
    q: &HashMap<String, String>,
    end: &str,
) -> Result<(), ApiError> {
    if let Some(v) = paging::non_empty(q, "ending") {
        if v != ENDING {
            return Err(ApiError::bad("募款截止筛选不正确"));
        }
        let (clause, args) = ending(end, &dates::format(dates::today(clock::now())));
        f.and(&clause, args);
    }
    Ok(())
}

/// Adds `due=end_report|disclosure` over projects aliased `p`; any other value is refused.
pub fn apply_due(f: &mut Filter, q: &HashMap<String, String>, p: &str) -> Result<(), ApiError> {
    if let Some(v) = paging::non_empty(q, "due") {
        let due = Due::ALL
            .iter()
            .find(|(name, _)| *name == v)
            .map(|(_, d)| *d)
            .ok_or_else(|| ApiError::bad("待提交报告筛选不正确"))?;
        let now = clock::now();
        let (clause, args) = due.condition(p, &dates::format(dates::today(now)), now);
        f.and(&clause, args);
    }
    Ok(())
}
