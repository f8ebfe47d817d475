//! The dashboard's time-bound kinds: fundraising that ends within 7 days (in the caller's
//! reach) and reports the caller's organisation owes — each a list filter too
//! (`filters.rs`), so a chip opens exactly its rows.

use super::filters::{self, Due};
use super::kinds::{date_secs, items, kind, own, Caller, Kind};
use rusqlite::types::Value as Sql;

/// The scope's restriction of an item table (`x`): its organisation, its province, or none.
pub enum Reach {
    All,
    Province(String),
    Org(i64),
}

impl Reach {
    fn clause(&self, province_column: &str) -> (String, Vec<Sql>) {
        match self {
            Reach::All => (String::new(), vec![]),
            Reach::Province(p) => (
                format!("AND {province_column} = ?"),
                vec![Sql::Text(p.clone())],
            ),
            Reach::Org(o) => ("AND x.org_id = ?".to_owned(), vec![Sql::Integer(*o)]),
        }
    }
}

/// 7天内结束募款: raising items whose fundraising ends today or within 7 days; each list
/// shows them with `status=<raising>&ending=7`.
pub fn ending(c: &Caller, reach: &Reach) -> Vec<Kind> {
    let soon = |table: &str, status: i64, end: &str, link: &str| {
        let (clause, mut args) = reach.clause("x.province");
        let (window, window_args) = filters::ending(&format!("x.{end}"), &c.today);
        let left = format!("CAST(julianday(x.{end}) - julianday(?) AS INTEGER)");
        let sql = items(
            table,
            &format!("= {status}"),
            &format!("CASE {left} WHEN 0 THEN '今天结束' ELSE '还剩' || {left} || '天' END"),
            &date_secs(&format!("x.{end}")),
            link,
            &format!("AND {window} {clause}"),
        );
        let mut all = vec![Sql::Text(c.today.clone()), Sql::Text(c.today.clone())];
        all.extend(window_args);
        all.append(&mut args);
        (sql, all)
    };
    let (p, pa) = soon("projects", 2, "fund_end", "'/SJ/viewProject/' || x.id");
    let (m, ma) = soon(
        "micro_projects",
        2,
        "fund_end",
        "'/SJM/verifyMProject/' || x.id",
    );
    let (h, ha) = soon("help_cases", 4, "deadline", "'/SZ/viewHelp/' || x.id");
    let e = filters::ENDING;
    vec![
        kind(
            "project",
            "项目",
            &format!("/SJ/projectList?status=2&ending={e}"),
            &p,
            pa,
        ),
        kind(
            "micro",
            "微项目",
            &format!("/SJM/projectMList?status=2&ending={e}"),
            &m,
            ma,
        ),
        kind(
            "help",
            "求助",
            &format!("/SZ/helpList?status=4&ending={e}"),
            &h,
            ha,
        ),
    ]
}

/// 待提交报告: the caller's organisation's projects owing an end report or a disclosure; the
/// project list shows them with `due=<kind>`.
pub fn reports_due(c: &Caller) -> Vec<Kind> {
    let owing = |due: Due, reason: &str, at: &str, link: &str| {
        let (condition, args) = due.condition("x", &c.today, c.now);
        let sql = items(
            "projects",
            "<> 0",
            reason,
            &date_secs(at),
            link,
            &format!("AND x.org_id = ? AND {condition}"),
        );
        (sql, [vec![Sql::Integer(c.org_id)], args].concat())
    };
    let (end_report, end_args) = owing(
        Due::EndReport,
        "'执行期至' || x.exec_end",
        "x.exec_end",
        "'/SJ/newEndProcess/' || x.id",
    );
    let (disclosure, disclosure_args) = owing(
        Due::Disclosure,
        "'90天内未披露进展'",
        "x.fund_start",
        "'/SJ/newProcess/' || x.id",
    );
    vec![
        kind(
            "end_report",
            "结项报告",
            &own("/SJ/projectList?due=end_report"),
            &end_report,
            end_args,
        ),
        kind(
            "disclosure",
            "信息披露",
            &own("/SJ/projectList?due=disclosure"),
            &disclosure,
            disclosure_args,
        ),
    ]
}
