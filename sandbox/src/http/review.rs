//! The review calls every workflow area shares: a pass or return call (role first, then the
//! area's write on the database), the checked return reason, and a table's step for the caller
//! as a 400 when refused.

use super::envelope::{ok, ApiError, ApiResult};
use super::input::{body_id, text_field};
use super::list::Filter;
use super::session::CurrentUser;
use crate::state::AppState;
use crate::workflow::notify::Subject;
use crate::workflow::{return_reason, Item, Outcome, Table};
use rusqlite::Connection;
use serde_json::{Map, Value};

/// A pass or return as the caller asked it: by `user`, of item `id`, the step `action`, with
/// the reason given (a return's, unchecked: it is checked after the step, so a wrong state is
/// named first).
pub struct Asked<'a> {
    pub user: &'a CurrentUser,
    pub id: i64,
    pub action: &'static str,
    pub reason: Option<String>,
}

impl<'a> Asked<'a> {
    pub fn new(
        user: &'a CurrentUser,
        id: i64,
        action: &'static str,
        reason: Option<String>,
    ) -> Self {
        Asked {
            user,
            id,
            action,
            reason,
        }
    }

    /// `(user, id, action, reason)`, for a write that reads them as its arguments.
    pub fn parts(self) -> (&'a CurrentUser, i64, &'static str, Option<String>) {
        (self.user, self.id, self.action, self.reason)
    }
}

/// What a pass or return writes on the database, inside the transaction `decided` opens.
pub type Decide = fn(&Connection, Asked<'_>) -> Result<(), ApiError>;

/// `decide` of `asked` in one transaction: the step, its writes, the log row and the owner's
/// message succeed or fail together.
pub fn decided(conn: &mut Connection, asked: Asked<'_>, decide: Decide) -> Result<(), ApiError> {
    let tx = conn.transaction()?;
    decide(&tx, asked)?;
    tx.commit()?;
    Ok(())
}

/// A pass or return call of `table`: `{id}` (and `reason` for a return), the caller's role
/// checked first, then `decide` on the database in one transaction; answers `审核通过` or
/// `已退回`.
pub async fn decision_in_transaction(
    state: &AppState,
    user: CurrentUser,
    body: &Map<String, Value>,
    (table, action): (&'static Table, &'static str),
    decide: Decide,
) -> ApiResult {
    table.check_role(action, user.role).map_err(ApiError::bad)?;
    let id = body_id(body, "id", table.not_found)?;
    let reason = match action {
        "return" => Some(text_field(body, "reason")?.unwrap_or_default()),
        _ => None,
    };
    state
        .db
        .run(move |conn| decided(conn, Asked::new(&user, id, action, reason), decide))
        .await?;
    let message = if action == "return" {
        "已退回"
    } else {
        "审核通过"
    };
    Ok(ok(message, Value::Null))
}

/// A checked return reason, or `""` when there is none (a pass).
pub fn reason_or_empty(reason: Option<&str>) -> Result<String, ApiError> {
    match reason {
        Some(r) => return_reason(Some(r)).map_err(ApiError::bad),
        None => Ok(String::new()),
    }
}

/// A reviewer's pass or return of a row of its own (a report, a change request, an
/// authentication): the step, the checked reason and the time, once for every such row.
pub struct Decided {
    pub outcome: Outcome,
    pub reason: String,
    pub now: i64,
}

impl Decided {
    /// The step `action` by `user` on `item` in `table` (refused as a 400 before the reason is
    /// checked, so a wrong state is named first), with the checked reason of a return.
    pub fn take(
        table: &Table,
        item: &Item,
        action: &str,
        user: &CurrentUser,
        reason: Option<String>,
    ) -> Result<Decided, ApiError> {
        let outcome = step(table, item, action, user)?;
        let reason = reason_or_empty(reason.as_deref())?;
        Ok(Decided {
            outcome,
            reason,
            now: crate::clock::now(),
        })
    }

    /// Writes the decision on row `id` of `rows` (its state, the reason in `reason_column`,
    /// who decided and when), then records it in `table` (the log row and the message the
    /// owner of `subject` gets).
    #[allow(clippy::too_many_arguments)]
    pub fn write(
        &self,
        conn: &Connection,
        table: &Table,
        rows: &str,
        reason_column: &str,
        id: i64,
        user: &CurrentUser,
        subject: &Subject,
    ) -> Result<(), ApiError> {
        conn.execute(
            &format!(
                "UPDATE {rows} SET status = ?1, {reason_column} = ?2, reviewed_by = ?3, reviewed_at = ?4 WHERE id = ?5"
            ),
            rusqlite::params![self.outcome.to, self.reason, user.account_id, self.now, id],
        )?;
        table.record(
            conn,
            &self.outcome,
            subject,
            user.account_id,
            &self.reason,
            self.now,
        )?;
        Ok(())
    }
}

/// The step `action` by `user` takes on `item` in `table`, or the refusal as a 400.
pub fn step(
    table: &Table,
    item: &Item,
    action: &str,
    user: &CurrentUser,
) -> Result<Outcome, ApiError> {
    table
        .next(item, action, &user.actor())
        .map_err(ApiError::bad)
}

/// Loads an item for a reviewer's step: how its table sees it, and how a message names it.
pub type Claimable = fn(
    &Connection,
    &CurrentUser,
    i64,
) -> Result<(Item, crate::workflow::notify::Subject), ApiError>;

/// The claim pool of `table` for a reviewer `user` (checked first): its rows (`alias`) in
/// `pending` that the caller has not ignored.
pub fn pool(
    table: &Table,
    user: &CurrentUser,
    alias: &str,
    pending: i64,
) -> Result<Filter, ApiError> {
    reviewer(table, user)?;
    let mut f = Filter::default();
    let subject = table.subject;
    f.and(
        &format!(
            "{alias}.status = {pending} AND NOT EXISTS (SELECT 1 FROM workflow_ignores i
              WHERE i.subject = '{subject}' AND i.item_id = {alias}.id AND i.account_id = ?)"
        ),
        [user.account_id.into()],
    );
    Ok(f)
}

/// The caller may review items of `table` at all (checked before the item is loaded).
pub fn reviewer(table: &Table, user: &CurrentUser) -> Result<(), ApiError> {
    if table.is_reviewer(user.role) {
        Ok(())
    } else {
        Err(ApiError::bad(table.no_right))
    }
}

/// A claim-pool call `{id}` of `table` by a reviewer: the item loaded by `load`, the step
/// `action` checked, then `write(tx, user, id, subject, outcome)`, in one transaction.
async fn pool_call<W>(
    state: &AppState,
    (user, body): (CurrentUser, &Map<String, Value>),
    (table, action): (&'static Table, &'static str),
    load: Claimable,
    write: W,
) -> Result<(), ApiError>
where
    W: FnOnce(&Connection, &CurrentUser, i64, Subject, Outcome) -> Result<(), ApiError>
        + Send
        + 'static,
{
    reviewer(table, &user)?;
    let id = body_id(body, "id", table.not_found)?;
    state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let (item, subject) = load(&tx, &user, id)?;
            let outcome = step(table, &item, action, &user)?;
            write(&tx, &user, id, subject, outcome)?;
            tx.commit()?;
            Ok(())
        })
        .await
}

/// A claim call `{id}`: the item (a row of `rows`) moves to the claim's state, claimed by the
/// caller, with its log row and the owner's message, in one transaction — of concurrent
/// claims exactly one finds the item still unclaimed.
pub async fn claim(
    state: &AppState,
    user: CurrentUser,
    body: &Map<String, Value>,
    table: &'static Table,
    rows: &'static str,
    load: Claimable,
) -> ApiResult {
    let write = move |tx: &Connection, user: &CurrentUser, id, subject, claimed: Outcome| {
        let now = crate::clock::now();
        tx.execute(
            &format!(
                "UPDATE {rows} SET status = ?1, claimed_by = ?2, updated_at = ?3 WHERE id = ?4"
            ),
            rusqlite::params![claimed.to, user.account_id, now, id],
        )?;
        table.record(tx, &claimed, &subject, user.account_id, "", now)?;
        Ok(())
    };
    pool_call(state, (user, body), (table, "claim"), load, write).await?;
    Ok(ok("认领成功", Value::Null))
}

/// An ignore call `{id}`: hides a waiting item from the caller's claim pool only. Not logged:
/// it is the reviewer's private triage, not a decision.
pub async fn ignore(
    state: &AppState,
    user: CurrentUser,
    body: &Map<String, Value>,
    table: &'static Table,
    load: Claimable,
) -> ApiResult {
    let write = move |tx: &Connection, user: &CurrentUser, id: i64, _, _| {
        tx.execute(
            "INSERT OR IGNORE INTO workflow_ignores (subject, item_id, account_id, at)
             VALUES (?1, ?2, ?3, ?4)",
            rusqlite::params![table.subject, id, user.account_id, crate::clock::now()],
        )?;
        Ok(())
    };
    pool_call(state, (user, body), (table, "ignore"), load, write).await?;
    Ok(ok("已忽略", Value::Null))
}
