//! Progress reports (项目进展) and change requests (微项目变更) of micro projects, on the kit's
//! calls (`http::reports`, `http::changes`): this file holds what differs — the report form,
//! the change rules and how a passed change is written.

use super::common::{raised_fen, Micro};
use super::form::{self, Ctx, CHANGEABLE};
use super::submit::{ctx_of, stored_form};
use super::workflow::{CHANGE, PROGRESS, RAISING};
use crate::http::changes::{Changes, Diff, Fields};
use crate::http::envelope::ApiError;
use crate::http::parent::ParentRef;
use crate::http::reports::{ReportForm, Reports};
use crate::rules::dates;
use crate::rules::form::{image_urls, parse_fen, sized, text};
use crate::workflow::Table;
use rusqlite::types::Value as Sql;
use rusqlite::{params, Connection};
use serde_json::{json, Map, Value};

impl Reports for Micro {
    const REPORT_NOT_FOUND: &'static str = "项目进展不存在";
    const EXTRA_COLUMNS: &'static str = ", p.province";

    fn table_of(_kind: &str) -> &'static Table {
        &PROGRESS
    }

    fn kind_label(_kind: &str) -> &'static str {
        "项目进展"
    }

    /// Title 2–50, content 10–5000, 0–9 images, optional money used (yuan).
    fn form(body: &Map<String, Value>, _kind: &str) -> Result<ReportForm, String> {
        let as_text = |v: Sql| match v {
            Sql::Text(t) => t,
            _ => String::new(),
        };
        let title = as_text(sized(&text(body, "title"), "进展标题", 2, 50)?);
        let content = as_text(sized(&text(body, "content"), "进展内容", 10, 5000)?);
        let images = json!(image_urls(body, "images", "进展图片", 9)?).to_string();
        let amount_used_fen = match body.get("amount_used") {
            None | Some(Value::Null) => None,
            Some(Value::String(s)) if s.trim().is_empty() => None,
            Some(v) => Some(parse_fen(v).ok_or("使用金额须为数字，最多两位小数")?),
        };
        Ok(ReportForm {
            title,
            content,
            images,
            amount_used_fen,
        })
    }

    fn check_used(conn: &Connection, id: i64, used: Option<i64>) -> Result<(), ApiError> {
        if used.is_some_and(|u| u > raised_fen(conn, id).unwrap_or(0)) {
            return Err(ApiError::bad("使用金额不能超过已筹金额"));
        }
        Ok(())
    }

    fn extra_row(r: &rusqlite::Row<'_>, row: &mut Map<String, Value>) -> rusqlite::Result<()> {
        row.insert("province".into(), r.get::<_, String>(16)?.into());
        Ok(())
    }
}

/// The requested changes checked against the micro project as it is: the columns to write,
/// and the changed fields after and before.
fn checked(conn: &Connection, id: i64, status: i64, requested: &Fields) -> Result<Diff, ApiError> {
    let current = stored_form(conn, id)?;
    let ctx: Ctx = ctx_of(conn, Some(id))?;
    if requested.contains_key("target_amount") {
        let target = form::target(requested).map_err(ApiError::bad)?;
        if target < raised_fen(conn, id)? {
            return Err(ApiError::bad("目标金额不能低于已筹金额"));
        }
    }
    if requested.contains_key("fund_end") && status != RAISING {
        return Err(ApiError::bad("只有募款中的微项目可以变更募款结束日期"));
    }
    let start = current
        .get("fund_start")
        .and_then(Value::as_str)
        .and_then(dates::parse)
        .unwrap_or(ctx.today);
    Diff::of(CHANGEABLE, requested, &current, |field| {
        form::change_value(field, requested, &ctx, start).map_err(ApiError::bad)
    })
}

impl Changes for Micro {
    const CHANGE: &'static Table = &CHANGE;
    const FIELDS: &'static [(&'static str, &'static str)] = CHANGEABLE;

    fn current(conn: &Connection, id: i64) -> Result<Fields, ApiError> {
        stored_form(conn, id)
    }

    fn rules(conn: &Connection, item: &ParentRef, fields: &Fields) -> Result<Diff, ApiError> {
        checked(conn, item.id, item.item.state, fields)
    }

    /// The window in seconds (what the lists and the automatic end read) follows the date.
    fn passed(conn: &Connection, id: i64) -> Result<(), ApiError> {
        let end: String = conn.query_row(
            "SELECT fund_end FROM micro_projects WHERE id = ?1",
            [id],
            |r| r.get(0),
        )?;
        if let Some(day) = dates::parse(&end) {
            conn.execute(
                "UPDATE micro_projects SET end_date = ?1 WHERE id = ?2",
                params![dates::start_of(day + 1) - 1, id],
            )?;
        }
        Ok(())
    }
}
