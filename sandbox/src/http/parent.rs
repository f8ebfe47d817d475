//! The item a follow-up hangs on: a change request or a report is about one item of an area
//! (a help case, a donation project, a micro project, a wish…). The change-request and report
//! calls (`http::changes`, `http::reports`) are written once against this trait; each area
//! says how its items are stored, who sees them and how they are named.

use super::envelope::ApiError;
use super::list::Filter;
use super::session::CurrentUser;
use crate::workflow::notify::Subject;
use crate::workflow::{Fact, Item, Table};
use rusqlite::{Connection, OptionalExtension};
use serde_json::{json, Value};

/// An item as a follow-up's steps see it: its workflow state and facts, and its name in the
/// owner's messages (`subject.title`, `subject.owner_org`).
#[derive(Debug, Clone)]
pub struct ParentRef {
    pub id: i64,
    pub item: Item,
    pub subject: Subject,
}

/// What the follow-up calls need to know about an area's items.
pub trait Parent: 'static {
    /// The item's own workflow table (steps `request_change`, `add_progress`, …).
    const TABLE: &'static Table;
    /// The SQL table of the items (with `title`, `status` and `org_id` columns).
    const SQL_TABLE: &'static str;
    /// The item's name in the answers: `<KEY>_id`, `<KEY>_title` in rows, `<KEY>` in details
    /// (and the body field `<KEY>_id` of the calls that add a follow-up).
    const KEY: &'static str;
    /// The 400 for an item the caller may not see or that does not exist.
    const NOT_FOUND: &'static str = Self::TABLE.not_found;

    /// Restricts a list over `p` (the items) to the ones the caller may see.
    fn visible(f: &mut Filter, user: &CurrentUser);
    /// An item the caller may see, with the facts of its workflow for this caller.
    fn load(conn: &Connection, user: &CurrentUser, id: i64) -> Result<ParentRef, ApiError>;
    /// The item's raised amount in fen (paid donations), what reports may account for and
    /// targets may not fall below.
    fn raised_fen(conn: &Connection, id: i64) -> Result<i64, ApiError>;
    /// The Chinese label of an action in the follow-up's history.
    fn log_label(action: &str) -> &'static str;

    /// An item the caller's organisation owns (every write of the organisation's side): another
    /// organisation's is the not-found answer, for reviewers too.
    fn load_own(conn: &Connection, user: &CurrentUser, id: i64) -> Result<ParentRef, ApiError> {
        let p = Self::load(conn, user, id)?;
        if p.item.owner_org == user.org_id {
            Ok(p)
        } else {
            Err(ApiError::bad(Self::NOT_FOUND))
        }
    }
}

/// The item `id` of `P` as a detail answer names it: `{id, title, status, status_label,
/// raised_amount}`.
pub fn summary<P: Parent>(conn: &Connection, id: i64) -> Result<Value, ApiError> {
    let (title, status): (String, i64) = conn
        .query_row(
            &format!("SELECT title, status FROM {} WHERE id = ?1", P::SQL_TABLE),
            [id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?
        .ok_or_else(|| ApiError::bad(P::NOT_FOUND))?;
    Ok(json!({
        "id": id, "title": title, "status": status, "status_label": P::TABLE.label(status),
        "raised_amount": crate::rules::money::yuan(P::raised_fen(conn, id)?),
    }))
}

/// Whether a change request of the item waits for review (the `PendingChange` fact).
pub fn change_pending(conn: &Connection, subject: &str, id: i64) -> rusqlite::Result<bool> {
    conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM change_requests WHERE subject = ?1 AND item_id = ?2 AND status = 1)",
        rusqlite::params![subject, id],
        |r| r.get(0),
    )
}

/// `item` with the `PendingChange` fact set as the database says.
pub fn with_pending_change(
    conn: &Connection,
    subject: &str,
    id: i64,
    mut item: Item,
) -> rusqlite::Result<Item> {
    item.facts.retain(|f| *f != Fact::PENDING_CHANGE);
    if change_pending(conn, subject, id)? {
        item.facts.push(Fact::PENDING_CHANGE);
    }
    Ok(item)
}

/// The history of item `id` of the workflow table `subject`, oldest first:
/// `[{action, action_label, operator_name, reason, note_label, at}]` (operator 系统 for the
/// system's steps; `note_label` names what `reason` holds, 原因 unless the area says otherwise).
pub fn logs(
    conn: &Connection,
    subject: &str,
    id: i64,
    label: fn(&str) -> &'static str,
) -> rusqlite::Result<Vec<Value>> {
    logs_with_notes(conn, subject, id, label, |_| "原因")
}

/// `logs`, with the area naming each step's note (a claim's note is its claimer, a shipment's
/// its courier: not a reason).
pub fn logs_with_notes(
    conn: &Connection,
    subject: &str,
    id: i64,
    label: fn(&str) -> &'static str,
    note_label: fn(&str) -> &'static str,
) -> rusqlite::Result<Vec<Value>> {
    let mut stmt = conn.prepare(
        "SELECT l.action, COALESCE(a.display_name, '系统'), l.reason, l.at
           FROM workflow_logs l LEFT JOIN accounts a ON a.id = l.operator_id
          WHERE l.subject = ?1 AND l.item_id = ?2 ORDER BY l.at, l.id",
    )?;
    let rows = stmt.query_map(rusqlite::params![subject, id], |r| {
        let action: String = r.get(0)?;
        Ok(json!({
            "action_label": label(&action),
            "action": action,
            "operator_name": r.get::<_, String>(1)?,
            "reason": r.get::<_, String>(2)?,
            "note_label": note_label(&action),
            "at": r.get::<_, i64>(3)?,
        }))
    })?;
    rows.collect()
}
