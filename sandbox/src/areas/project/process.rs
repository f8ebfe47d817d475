//! 信息披露 and 结项报告: the organisation discloses progress while its project raises money or
//! runs (progress reports) and reports its end (one end report); roles 2 and 99 pass or return
//! them. The end report's pass closes the project in the same transaction. The calls are the
//! kit's (`http::reports`); this file holds the project's kinds, form and close.

use super::common::{load, Projects};
use super::form;
use super::store;
use super::workflow::{kind_label, END_REPORT, PROGRESS, PROJECT};
use crate::http::envelope::ApiError;
use crate::http::parent::ParentRef;
use crate::http::reports::{Report, ReportForm, Reports};
use crate::http::session::CurrentUser;
use crate::workflow::Table;
use rusqlite::{params, Connection};
use serde_json::{Map, Value};

impl Reports for Projects {
    const KINDS: &'static [&'static str] = &["progress", "end"];
    const REPORT_NOT_FOUND: &'static str = "信息披露不存在";

    fn table_of(kind: &str) -> &'static Table {
        if kind == "end" {
            &END_REPORT
        } else {
            &PROGRESS
        }
    }

    fn add_action(kind: &str) -> &'static str {
        if kind == "end" {
            "add_end_report"
        } else {
            "add_progress"
        }
    }

    fn kind_label(kind: &str) -> &'static str {
        kind_label(kind)
    }

    fn form(body: &Map<String, Value>, kind: &str) -> Result<ReportForm, String> {
        form::report(body, kind == "end")
    }

    /// The report's money used may not exceed what the project raised.
    fn check_used(conn: &Connection, project: i64, used: Option<i64>) -> Result<(), ApiError> {
        if used.is_some_and(|u| u > store::raised_fen(conn, project).unwrap_or(0)) {
            return Err(ApiError::bad("使用金额不能超过已筹金额"));
        }
        Ok(())
    }

    /// An end report's pass closes its project (执行中 → 已结项), checked by the project table.
    fn decided(
        conn: &Connection,
        user: &CurrentUser,
        report: &Report,
        _item: &ParentRef,
        action: &str,
        now: i64,
    ) -> Result<(), ApiError> {
        if report.kind == "end" && action == "pass" {
            let project = load(conn, user, report.item_id)?;
            let closed = project.step("close", user)?;
            conn.execute(
                "UPDATE projects SET status = ?1, updated_at = ?2 WHERE id = ?3",
                params![closed.to, now, report.item_id],
            )?;
            PROJECT.record(conn, &closed, &project.subject(), user.account_id, "", now)?;
        }
        Ok(())
    }
}
