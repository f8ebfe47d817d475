//! Progress reports (进展) of raising cases: the organisation adds and edits them, role 2 (and
//! only role 2, spec §6 "verifyHelpProcess: 2 only") passes or returns them. The calls are the
//! kit's (`http::reports`); this file holds the case's report form and money rule.

use super::common::HelpCases;
use super::store::raised_fen;
use super::workflow::PROGRESS;
use crate::areas::help::form;
use crate::http::envelope::ApiError;
use crate::http::reports::{ReportForm, Reports};
use crate::rules::money::yuan;
use crate::workflow::Table;
use rusqlite::Connection;
use serde_json::{Map, Value};

impl Reports for HelpCases {
    const REPORT_NOT_FOUND: &'static str = "进展不存在";

    fn table_of(_kind: &str) -> &'static Table {
        &PROGRESS
    }

    fn kind_label(_kind: &str) -> &'static str {
        "进展"
    }

    fn form(body: &Map<String, Value>, _kind: &str) -> Result<ReportForm, String> {
        form::progress(body)
    }

    /// A report cannot account for more money than the case has raised (paid donations).
    fn check_used(conn: &Connection, help_id: i64, used: Option<i64>) -> Result<(), ApiError> {
        let Some(used) = used else { return Ok(()) };
        let raised = raised_fen(conn, help_id)?;
        if used > raised {
            return Err(ApiError::bad(format!(
                "已使用金额不能超过已筹金额（{}元）",
                yuan(raised)
            )));
        }
        Ok(())
    }
}
