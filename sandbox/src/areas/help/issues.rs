//! Change requests (变更申请, the platform's "issue") on raising cases: the organisation asks
//! to change some published fields; roles 2 and 99 pass (the changes are written to the case in
//! the same transaction) or return (the case is untouched). The calls are the kit's
//! (`http::changes`); this file holds the case's fields and rules.

use super::common::{case_form, today, HelpCases};
use super::workflow::CHANGE;
use crate::areas::help::form::{self, Ctx, CHANGEABLE};
use crate::areas::help::store;
use crate::http::changes::{Changes, Fields};
use crate::http::envelope::ApiError;
use crate::http::parent::ParentRef;
use crate::workflow::Table;
use rusqlite::types::Value as Sql;
use rusqlite::{params, Connection};
use serde_json::{json, Map, Value};

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
    fn checked(
        conn: &Connection,
        item: &ParentRef,
        requested: &Fields,
        current: &Fields,
    ) -> Result<(Fields, Fields), ApiError> {
        let ctx = Ctx {
            today: today(),
            projects: &[],
        };
        let (mut changes, mut before) = (Map::new(), Map::new());
        for (field, _) in CHANGEABLE {
            if !requested.contains_key(field) {
                continue;
            }
            let v = form::check(field, requested, &ctx).map_err(ApiError::bad)?;
            let after = match (field, v) {
                ("target_amount", Sql::Integer(fen)) => {
                    Value::String(crate::rules::money::yuan(fen))
                }
                ("images", Sql::Text(t)) => serde_json::from_str(&t).unwrap_or(json!([])),
                (_, Sql::Text(t)) => Value::String(t),
                _ => Value::Null,
            };
            let was = current.get(field).cloned().unwrap_or(Value::Null);
            if after != was {
                changes.insert(field.to_owned(), after);
                before.insert(field.to_owned(), was);
            }
        }
        if !changes.is_empty() {
            check_target(conn, item.id, &changes)?;
        }
        Ok((changes, before))
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
        for (field, _) in CHANGEABLE {
            let Some(value) = changes.get(field) else {
                continue;
            };
            let (column, v) = match (field, value) {
                ("target_amount", v) => (
                    "target_fen",
                    form::parse_fen(v).map_or(Sql::Null, Sql::Integer),
                ),
                ("images", v) => ("images", Sql::Text(v.to_string())),
                (f, Value::String(s)) => (f, Sql::Text(s.clone())),
                _ => continue,
            };
            conn.execute(
                &format!("UPDATE help_cases SET {column} = ?1, updated_at = ?2 WHERE id = ?3"),
                params![v, now, item.id],
            )?;
        }
        Ok(())
    }
}
