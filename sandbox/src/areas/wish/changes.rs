//! 微心愿变更: a manager (2, 3 for its province, 99) asks to change fields of a published wish;
//! staff (2, 99) see the field-by-field diff and pass (the changes written to the wish in one
//! transaction) or return it (nothing changes). The calls are the kit's (`http::changes`); this
//! file says what a wish is to them and holds the wish's change rules.

use super::common::{load, visible_as, NOT_FOUND};
use super::form::{change_value, CHANGEABLE};
use super::wishes::stored_form;
use super::workflow::{log_label, CHANGE, WAITING, WISH};
use crate::http::changes::{Changes, Diff, Fields};
use crate::http::envelope::ApiError;
use crate::http::list::Filter;
use crate::http::parent::{Parent, ParentRef};
use crate::http::session::CurrentUser;
use crate::workflow::{Item, Table};
use rusqlite::{Connection, OptionalExtension};

/// Wishes as the kit's follow-up calls see them.
pub struct Wishes;

impl Parent for Wishes {
    const TABLE: &'static Table = &WISH;
    const SQL_TABLE: &'static str = "wishes";
    const KEY: &'static str = "wish";
    const NOT_FOUND: &'static str = NOT_FOUND;

    fn visible(f: &mut Filter, user: &CurrentUser) {
        visible_as(f, user, "p");
    }

    /// Wishes have no owning caller: whoever may manage a wish (its role, its province) acts on
    /// it, so the caller's organisation stands as the owner. A decision on a change request
    /// is told to the organisation of the manager who asked for it.
    fn load(conn: &Connection, user: &CurrentUser, id: i64) -> Result<ParentRef, ApiError> {
        let wish = load(conn, user, id)?;
        let requester: Option<i64> = conn
            .query_row(
                "SELECT a.org_id FROM change_requests c JOIN accounts a ON a.id = c.created_by
                  WHERE c.subject = 'wish' AND c.item_id = ?1 AND c.status = 1",
                [id],
                |r| r.get(0),
            )
            .optional()?;
        Ok(ParentRef {
            id,
            item: Item {
                owner_org: user.org_id,
                ..wish.item()
            },
            subject: wish.subject(requester.unwrap_or(user.org_id)),
        })
    }

    fn raised_fen(conn: &Connection, id: i64) -> Result<i64, ApiError> {
        Ok(conn.query_row(
            "SELECT COALESCE(SUM(amount_fen), 0) FROM donations
              WHERE subject = 'wish' AND item_id = ?1 AND pay_status = 1 AND donate_kind = 1",
            [id],
            |r| r.get(0),
        )?)
    }

    fn log_label(action: &str) -> &'static str {
        log_label(action)
    }
}

/// The requested fields checked with the form's rules against the wish as it is now:
/// `(column, value)` to write, and the changed fields after and before. The amount changes only
/// while nobody has claimed the wish (a claim pays or brings exactly the amount it saw).
fn checked(conn: &Connection, item: &ParentRef, requested: &Fields) -> Result<Diff, ApiError> {
    let current = stored_form(conn, item.id)?;
    let diff = Diff::of(&CHANGEABLE, requested, &current, |field| {
        change_value(field, requested).map_err(ApiError::bad)
    })?;
    // The amount is the last field, so its refusal still comes after every other field's rule.
    if diff.changes("target_amount") && item.item.state != WAITING {
        return Err(ApiError::bad("已认领的心愿不能修改心愿金额"));
    }
    Ok(diff)
}

impl Changes for Wishes {
    const NUMBER_COLUMN: Option<&'static str> = Some("wish_no");
    const CHANGE: &'static Table = &CHANGE;
    const FIELDS: &'static [(&'static str, &'static str)] = &CHANGEABLE;

    fn current(conn: &Connection, id: i64) -> Result<Fields, ApiError> {
        Ok(stored_form(conn, id)?)
    }

    fn rules(conn: &Connection, item: &ParentRef, fields: &Fields) -> Result<Diff, ApiError> {
        checked(conn, item, fields)
    }
}
