//! Change requests (变更申请, the platform's "issue") on raising cases: the organisation asks
//! to change some published fields; roles 2 and 99 pass (the changes are written to the case in
//! the same transaction) or return (the case is untouched). The calls are the kit's
//! (`http::changes`); this file holds the case's fields and rules.

use super::common::{case_form, today, HelpCases};
use super::workflow::CHANGE;
use crate::areas::help::form::{self, Ctx, CHANGEABLE};
use crate::areas::help::store;
use crate::http::changes::{write_columns, Changes, Diff, Fields};
use crate::http::envelope::ApiError;
use crate::http::parent::ParentRef;
use crate::workflow::Table;
use rusqlite::types::Value as Sql;
use rusqlite::Connection;
use serde_json::{json, Value};

/// The column and stored value of a changed field as the answers show it (the amount in
/// yuan is stored in fen, the images as their JSON text).
fn column(field: &'static str, value: &Value) -> Option<(&'static str, Sql)> {
    Some(match (field, value) {
        ("target_amount", v) => (
            "target_fen",
            form::parse_fen(v).map_or(Sql::Null, Sql::Integer),
        ),
        ("images", v) => ("images", Sql::Text(v.to_string())),
        (f, Value::String(s)) => (f, Sql::Text(s.clone())),
        _ => return None,
    })
}

fn check_target(conn: &Connection, help_id: i64, changes: &Fields) -> Result<(), ApiError> {
    if let Some(fen) = changes.get("target_amount").and_then(form::parse_fen) {
        if fen < store::raised_fen(conn, help_id)? {
            return Err(ApiError::bad("目标金额不能低于已筹金额"));
        }
    }
    Ok(())
}

impl Changes for HelpCases {
    const CHANGE: &'static Table = &CHANGE;
    const FIELDS: &'static [(&'static str, &'static str)] = &CHANGEABLE;
    const DETAIL_KEY: &'static str = "issue";

    fn current(conn: &Connection, id: i64) -> Result<Fields, ApiError> {
        case_form(conn, id)
    }

    /// Each requested field checked with the case rules; only fields that differ are kept.
    fn rules(conn: &Connection, item: &ParentRef, fields: &Fields) -> Result<Diff, ApiError> {
        let current = case_form(conn, item.id)?;
        let ctx = Ctx {
            today: today(),
            projects: &[],
        };
        let diff = Diff::of(&CHANGEABLE, fields, &current, |field| {
            let v = form::check(field, fields, &ctx).map_err(ApiError::bad)?;
            let after = match (field, v) {
                ("target_amount", Sql::Integer(fen)) => {
                    Value::String(crate::rules::money::yuan(fen))
                }
                ("images", Sql::Text(t)) => serde_json::from_str(&t).unwrap_or(json!([])),
                (_, Sql::Text(t)) => Value::String(t),
                _ => Value::Null,
            };
            let (column, value) = column(field, &after).unwrap_or((field, Sql::Null));
            Ok((column, value, after))
        })?;
        if !diff.after.is_empty() {
            check_target(conn, item.id, &diff.after)?;
        }
        Ok(diff)
    }

    /// Money may have come in since the request: the target still may not fall below it. The
    /// columns come from the fixed list, never from the stored JSON's keys.
    fn apply(
        conn: &Connection,
        item: &ParentRef,
        changes: &Fields,
        now: i64,
    ) -> Result<(), ApiError> {
        check_target(conn, item.id, changes)?;
        let columns = CHANGEABLE
            .iter()
            .filter_map(|(field, _)| column(field, changes.get(*field)?));
        write_columns(conn, "help_cases", item.id, columns, now)
    }
}
