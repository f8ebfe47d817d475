//! 活动变更: the organisation asks to change fields of its published activity; roles 2 and 99
//! see the field-by-field diff and pass (every change written in one transaction) or return
//! (nothing changes). Until the pass the activity answers its old values. The calls are the
//! kit's (`http::changes`); this file holds the activity's change rules.

use super::common::{load, visible_as, ActivityRef, NOT_FOUND};
use super::form::{self, CHANGEABLE};
use super::store::places_taken;
use super::submit::stored_form;
use super::workflow::{log_label, ACTIVITY, CHANGE};
use crate::clock;
use crate::http::changes::{Changes, Diff, Fields};
use crate::http::envelope::ApiError;
use crate::http::list::Filter;
use crate::http::parent::{Parent, ParentRef};
use crate::http::session::CurrentUser;
use crate::rules::form::{image_url, mobile, sized, text};
use crate::workflow::Table;
use rusqlite::types::Value as Sql;
use rusqlite::{params, Connection};
use serde_json::{json, Value};

/// Activities as the kit's change requests see them.
pub struct Activities;

fn parent(a: &ActivityRef) -> ParentRef {
    ParentRef {
        id: a.id,
        item: a.item(),
        subject: a.subject(),
    }
}

impl Parent for Activities {
    const TABLE: &'static Table = &ACTIVITY;
    const SQL_TABLE: &'static str = "activities";
    const KEY: &'static str = "activity";
    const NOT_FOUND: &'static str = NOT_FOUND;

    fn visible(f: &mut Filter, user: &CurrentUser) {
        // The kit's change list names the items `p`.
        visible_as(f, user, "p");
    }

    fn load(conn: &Connection, user: &CurrentUser, id: i64) -> Result<ParentRef, ApiError> {
        Ok(parent(&load(conn, user, id)?))
    }

    fn raised_fen(conn: &Connection, id: i64) -> Result<i64, ApiError> {
        Ok(conn.query_row(
            "SELECT COALESCE(SUM(amount_fen), 0) FROM donations WHERE activity_id = ?1 AND pay_status = 1",
            [id],
            |r| r.get(0),
        )?)
    }

    fn log_label(action: &str) -> &'static str {
        log_label(action)
    }
}

/// The column a changeable field is stored in.
fn column(field: &str) -> &'static str {
    match field {
        "places" => "max_people",
        other => CHANGEABLE
            .iter()
            .find(|(f, _)| *f == other)
            .map_or("", |(f, _)| f),
    }
}

/// The requested changes checked with the form's rules against the activity as it is now.
fn checked(conn: &Connection, id: i64, requested: &Fields) -> Result<Diff, ApiError> {
    let current = stored_form(conn, id)?;
    // The schedule is checked whole: the requested times over the current ones.
    let mut merged = current.clone();
    merged.extend(requested.clone());
    let now = clock::now();
    let times = ["signup_end", "start_time", "end_time"];
    let schedule = if times.iter().any(|t| requested.contains_key(*t)) {
        Some(form::schedule(&merged, now).map_err(ApiError::bad)?)
    } else {
        None
    };
    let t = |k: &str| text(requested, k);
    Diff::of(&CHANGEABLE, requested, &current, |field| {
        let value = match field {
            "title" => sized(&t(field), "活动名称", 2, 50),
            "cover" => image_url(&t(field), "封面图"),
            "content" => form::content(requested),
            "address" => sized(&t(field), "详细地址", 5, 100),
            "places" => form::places(requested).map(Sql::Integer),
            "contact_name" => sized(&t(field), "联系人", 2, 20),
            "contact_phone" => mobile(&t(field), "联系人手机号", true),
            _ => {
                let [start, end, signup_end, _] = schedule.unwrap_or_default();
                Ok(Sql::Integer(match field {
                    "start_time" => start,
                    "end_time" => end,
                    _ => signup_end,
                }))
            }
        }
        .map_err(ApiError::bad)?;
        if field == "places" {
            let places = requested.get("places").and_then(Value::as_i64).unwrap_or(0);
            if places > 0 && places < places_taken(conn, id)? {
                return Err(ApiError::bad("活动名额不能少于已报名人数"));
            }
        }
        let shown = match &value {
            Sql::Integer(n) => json!(n),
            Sql::Text(s) => json!(s),
            _ => Value::Null,
        };
        Ok((column(field), value, shown))
    })
}

impl Changes for Activities {
    const CHANGE: &'static Table = &CHANGE;
    const FIELDS: &'static [(&'static str, &'static str)] = &CHANGEABLE;

    fn current(conn: &Connection, id: i64) -> Result<Fields, ApiError> {
        let form = stored_form(conn, id)?;
        Ok(CHANGEABLE
            .iter()
            .map(|(f, _)| (f.to_string(), form.get(*f).cloned().unwrap_or(Value::Null)))
            .collect())
    }

    fn rules(conn: &Connection, item: &ParentRef, fields: &Fields) -> Result<Diff, ApiError> {
        checked(conn, item.id, fields)
    }

    /// An ended activity takes no new request (a waiting one may still pass).
    fn checked(conn: &Connection, item: &ParentRef, fields: &Fields) -> Result<Diff, ApiError> {
        let ended: bool = conn.query_row(
            "SELECT end_time <= ?1 FROM activities WHERE id = ?2",
            params![clock::now(), item.id],
            |r| r.get(0),
        )?;
        if ended {
            return Err(ApiError::bad("已结束的活动不能申请变更"));
        }
        Self::rules(conn, item, fields)
    }
}
