//! 项目变更: the organisation asks to change fields of a published (or approved) project; roles
//! 2 and 99 see the field-by-field diff and pass (every change written to the project in one
//! transaction) or return (nothing changes). Until the pass the project answers its old values.
//! The calls are the kit's (`http::changes`); this file holds the project's change rules.

use super::common::Projects;
use super::form::{self, CHANGEABLE};
use super::projects::stored_form;
use super::store;
use super::workflow::{APPROVED, CHANGE, RAISING, UPCOMING};
use crate::http::changes::{Changes, Diff, Fields};
use crate::http::envelope::ApiError;
use crate::http::parent::ParentRef;
use crate::rules::dates;
use crate::rules::form::{parse_fen, text};
use crate::workflow::Table;
use rusqlite::Connection;
use serde_json::Value;

/// The requested changes checked with the form's rules against the project as it is now:
/// the columns to write, and the changed fields with their current values.
fn checked(
    conn: &Connection,
    project_id: i64,
    status: i64,
    requested: &Fields,
) -> Result<Diff, ApiError> {
    let current = stored_form(conn, project_id)?;
    let raised = store::raised_fen(conn, project_id)?;
    let target_now = current
        .get("target_amount")
        .and_then(parse_fen)
        .unwrap_or(0);
    let target = match requested.get("target_amount") {
        Some(_) => form::target(requested).map_err(ApiError::bad)?,
        None => target_now,
    };
    if target < raised {
        return Err(ApiError::bad("目标金额不能低于已筹金额"));
    }
    if target != target_now && !requested.contains_key("budget") {
        return Err(ApiError::bad("目标金额变更后须同时调整预算明细"));
    }
    if requested.contains_key("fund_end") {
        if !matches!(status, APPROVED | UPCOMING | RAISING) {
            return Err(ApiError::bad(
                "只有待发布或募款中的项目可以变更募款结束日期",
            ));
        }
        let end = dates::parse(&text(requested, "fund_end"));
        let start = current
            .get("fund_start")
            .and_then(Value::as_str)
            .and_then(dates::parse);
        let today = super::common::today();
        match (end, start) {
            (Some(e), _) if e < today => return Err(ApiError::bad("募款结束日期不能早于今天")),
            (Some(e), Some(s)) if e <= s => {
                return Err(ApiError::bad("募款结束日期须晚于开始日期"))
            }
            (Some(e), Some(s)) if e - s > form::MAX_WINDOW_DAYS => {
                return Err(ApiError::bad("募款时间不能超过365天"))
            }
            _ => {}
        }
    }
    Diff::of(CHANGEABLE, requested, &current, |field| {
        form::change_value(field, requested, target).map_err(ApiError::bad)
    })
}

impl Changes for Projects {
    const CHANGE: &'static Table = &CHANGE;
    const FIELDS: &'static [(&'static str, &'static str)] = CHANGEABLE;

    fn current(conn: &Connection, id: i64) -> Result<Fields, ApiError> {
        Ok(stored_form(conn, id)?)
    }

    fn rules(conn: &Connection, item: &ParentRef, fields: &Fields) -> Result<Diff, ApiError> {
        checked(conn, item.id, item.item.state, fields)
    }

    /// The window in seconds (what the lists and the automatic end read) follows the dates.
    fn passed(conn: &Connection, id: i64) -> Result<(), ApiError> {
        let (start, end): (String, String) = conn.query_row(
            "SELECT fund_start, fund_end FROM projects WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        if let (Some(s), Some(e)) = (dates::parse(&start), dates::parse(&end)) {
            store::set_window(conn, id, s, e)?;
        }
        Ok(())
    }
}
