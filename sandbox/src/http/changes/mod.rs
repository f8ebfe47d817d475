//! Change requests (变更申请), once for every area: the owner organisation asks to change some
//! fields of a live item; a reviewer sees each field before and after and passes (the area
//! writes the changes in the same transaction) or returns it (nothing changes). Rows live in
//! the shared `change_requests` table keyed by the item's subject. An area says what differs
//! (`Changes`: its change table, its fields and their rules, how a pass is written) and
//! registers them with `call_sets::changes`; the frames of the calls are the follow-ups'
//! (`http::follow_ups`).

use super::envelope::ApiError;
use super::follow_ups::{Adding, FollowUps};
use super::input::{optional_id, Query};
use super::list::{Filter, Sorts};
use super::parent::{logs, with_pending_change, Parent, ParentRef};
use super::review::{Asked, Decided};
use super::row_actions::carrying;
use super::session::CurrentUser;
use crate::clock;
use crate::rules::form::text;
use crate::workflow::notify::Subject;
use crate::workflow::reviewed::AWAITING;
use crate::workflow::{Actor, Item, Table};
use rusqlite::{params, Connection, Row};
use serde_json::{json, Map, Value};
use std::marker::PhantomData;

mod diff;
mod rows;
pub use diff::{write_columns, Diff, Fields};
use rows::{from, load_request, row, select, Request};

/// An area's change requests.
pub trait Changes: Parent {
    /// The change request's workflow table (`reviewed::change_steps`).
    const CHANGE: &'static Table;
    /// The fields a request may change, `(json name, Chinese label)`, in diff order.
    const FIELDS: &'static [(&'static str, &'static str)];
    /// The detail answer's key for the request (`change`; help cases say `issue`).
    const DETAIL_KEY: &'static str = "change";
    /// The item's own number column (a wish's `wish_no`), sent as `<KEY>_no` with each request.
    const NUMBER_COLUMN: Option<&'static str> = None;

    /// The item's current values of `FIELDS`, in the form's JSON shape.
    fn current(conn: &Connection, id: i64) -> Result<Fields, ApiError>;
    /// The area's rules: `fields` (only known ones) checked against the item as it is now, the
    /// fields that differ. A new request is checked with them (`checked`), and a pass checks
    /// its changes again with them before writing (money raised, dates, a claim may have
    /// moved since the request).
    fn rules(conn: &Connection, item: &ParentRef, fields: &Fields) -> Result<Diff, ApiError>;
    /// A new request's check; the kit refuses an empty result. Default: the rules (an area
    /// adds what only a new request must meet).
    fn checked(conn: &Connection, item: &ParentRef, fields: &Fields) -> Result<Diff, ApiError> {
        Self::rules(conn, item, fields)
    }
    /// The request's `changes` as they hold for the item now, given the values they replaced
    /// when requested (`before`): a field that the item's own life moves while the request
    /// waits (stock that sells) is re-based on its current value, or the pass is refused when
    /// it can no longer hold. The pass writes this, the detail shows it. Default: as requested.
    fn rebased(
        _conn: &Connection,
        _id: i64,
        changes: &Fields,
        _before: &Fields,
    ) -> Result<Fields, ApiError> {
        Ok(changes.clone())
    }
    /// Writes a passed request's `changes` to the item. Default: checked again by the rules,
    /// their columns (from the fixed field list, never from the stored JSON's keys) written to
    /// the item's row, then `passed`.
    fn apply(
        conn: &Connection,
        item: &ParentRef,
        changes: &Fields,
        now: i64,
    ) -> Result<(), ApiError> {
        Self::rules(conn, item, changes)?.write(conn, Self::SQL_TABLE, item.id, now)?;
        Self::passed(conn, item.id)
    }
    /// What follows the written changes in the default `apply` (a new end date moves the
    /// item's window). Default: nothing.
    fn passed(_conn: &Connection, _id: i64) -> Result<(), ApiError> {
        Ok(())
    }
}

/// The change requests of area `C` as the kit's follow-ups (`call_sets::changes` registers
/// them).
pub struct Rows<C>(PhantomData<C>);

impl<C: Changes> FollowUps for Rows<C> {
    type Item = C;
    /// Newest request first, or by 提交时间 either way on request.
    const ORDER: Sorts = Sorts {
        keys: &[("created_at", "c.created_at")],
        default: "c.created_at DESC, c.id DESC",
    };

    fn not_found() -> &'static str {
        C::CHANGE.not_found
    }

    fn reviewers() -> &'static Table {
        C::CHANGE
    }

    /// The request's columns, then who asked and the item's number when it has one.
    fn select() -> String {
        select::<C>()
    }

    fn from() -> String {
        from::<C>()
    }

    /// What the caller may see; `status?` (1–3), `keyword?` (the item's title or the
    /// request's reason), `<KEY>_id?`.
    fn filter(user: &CurrentUser, q: &Query) -> Result<Filter, ApiError> {
        let mut f = Filter::default();
        C::visible(&mut f, user);
        if let Some(item) = optional_id(q, &format!("{}_id", C::KEY))? {
            f.and("c.item_id = ?", [item.into()]);
        }
        f.status(q, "status", "c.status", 1..=3)?
            .keyword(q, &["p.title", "c.reason"])?;
        Ok(f)
    }

    fn acting(r: &Row<'_>, actor: &Actor) -> rusqlite::Result<Value> {
        let item = Item::owned(r.get(5)?, r.get(12)?);
        Ok(carrying(row::<C>(r)?, C::CHANGE.actions(&item, actor)))
    }

    /// The request, its item, each changed field before (as it was when requested) and
    /// after, the caller's actions and the request's history.
    fn detail(conn: &Connection, user: &CurrentUser, id: i64) -> Result<Value, ApiError> {
        let (c, _) = load_request::<C>(conn, user, id)?;
        let (changes, before) = shown::<C>(conn, &c)?;
        let fields = crate::workflow::diff::fields(C::FIELDS, &changes, &before);
        let title = c.row[format!("{}_title", C::KEY)].clone();
        let mut out = Map::new();
        out.insert(
            C::KEY.into(),
            json!({"id": c.item_id, "title": title, "status": c.item_status,
                   "status_label": C::TABLE.label(c.item_status)}),
        );
        out.insert("fields".into(), json!(fields));
        out.insert(
            "actions".into(),
            json!(C::CHANGE.actions(&Item::owned(c.status, c.org), &user.actor())),
        );
        out.insert(
            "logs".into(),
            logs(conn, C::CHANGE.subject, id, C::log_label)?.into(),
        );
        out.insert(C::DETAIL_KEY.into(), c.row);
        Ok(Value::Object(out))
    }

    /// `{reason (5–200), changes}` — the owner's request on its live item (the item's table
    /// decides the state, and that no request is pending).
    fn add(new: Adding<'_>) -> Result<i64, ApiError> {
        let (tx, user, item, body) = (new.conn, new.user, &new.item, &new.body);
        let facts = with_pending_change(tx, C::TABLE.subject, item.id, item.item.clone())?;
        C::TABLE
            .next(&facts, "request_change", &user.actor())
            .map_err(ApiError::bad)?;
        let reason = text(body, "reason");
        if reason.is_empty() {
            return Err(ApiError::bad("请填写变更原因"));
        }
        if !(5..=200).contains(&reason.chars().count()) {
            return Err(ApiError::bad("变更原因长度须为5-200个字"));
        }
        let requested = requested::<C>(body)?;
        let Diff {
            after: changes,
            before,
            ..
        } = C::checked(tx, item, &requested)?;
        if changes.is_empty() {
            return Err(ApiError::bad("请至少修改一项内容"));
        }
        let now = clock::now();
        tx.execute(
            "INSERT INTO change_requests (subject, item_id, reason, changes, before, status, created_by, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            params![C::TABLE.subject, item.id, reason, Value::Object(changes).to_string(),
                    Value::Object(before).to_string(), AWAITING, user.account_id, now],
        )?;
        let id = tx.last_insert_rowid();
        C::CHANGE.log(tx, id, "submit", Some(user.account_id), &reason, now)?;
        C::TABLE.log(
            tx,
            item.id,
            "change_request",
            Some(user.account_id),
            &reason,
            now,
        )?;
        Ok(id)
    }

    fn decide(tx: &Connection, asked: Asked<'_>) -> Result<(), ApiError> {
        let (user, id, action, reason) = asked.parts();
        let (c, item) = load_request::<C>(tx, user, id)?;
        let decided = Decided::take(
            C::CHANGE,
            &Item::owned(c.status, c.org),
            action,
            user,
            reason,
        )?;
        // A passed change may rename the item: the owner's message names it as it is now.
        let item = if action == "pass" {
            let changes = C::rebased(tx, c.item_id, &c.changes, &c.before)?;
            C::apply(tx, &item, &changes, decided.now)?;
            C::load(tx, user, c.item_id)?
        } else {
            item
        };
        let log = if action == "pass" {
            "change_pass"
        } else {
            "change_return"
        };
        let account = Some(user.account_id);
        C::TABLE.log(tx, c.item_id, log, account, &decided.reason, decided.now)?;
        let subject = Subject {
            item_id: id,
            ..item.subject
        };
        decided.write(
            tx,
            C::CHANGE,
            "change_requests",
            "return_reason",
            id,
            user,
            &subject,
        )
    }
}

/// What the diff shows: a decided request as it was decided; a waiting one against the item
/// as it is now (issue 40: the reviewer sees the current value, not the one of the request's
/// day), its values re-based as a pass would write them (as requested when a pass would be
/// refused: the pass then says why).
fn shown<C: Changes>(conn: &Connection, c: &Request) -> Result<(Fields, Fields), ApiError> {
    if c.status != AWAITING {
        return Ok((c.changes.clone(), c.before.clone()));
    }
    let current = C::current(conn, c.item_id)?;
    let before = c
        .changes
        .keys()
        .map(|k| {
            let v = current.get(k).or_else(|| c.before.get(k));
            (k.clone(), v.cloned().unwrap_or(Value::Null))
        })
        .collect();
    let changes =
        C::rebased(conn, c.item_id, &c.changes, &c.before).unwrap_or_else(|_| c.changes.clone());
    Ok((changes, before))
}

/// The requested changes of a body: an object of known fields.
fn requested<C: Changes>(body: &Map<String, Value>) -> Result<Fields, ApiError> {
    let requested = match body.get("changes") {
        Some(Value::Object(m)) => m,
        None | Some(Value::Null) => return Err(ApiError::bad("请至少修改一项内容")),
        Some(_) => return Err(ApiError::bad("变更内容格式错误")),
    };
    if let Some(k) = requested
        .keys()
        .find(|k| !C::FIELDS.iter().any(|(f, _)| f == k))
    {
        return Err(ApiError::bad(format!("不支持变更的字段：{k}")));
    }
    Ok(requested.clone())
}
