//! The writes shared by the handlers, the test donation call and the seed, so a micro project
//! and its donations are always stored the same way.

use super::form::Values;
use super::workflow::RAISING;
use crate::areas::common::form_rows::{self, Columns, FormTable};
use crate::areas::common::fundraising::columns;
use rusqlite::types::Value as Sql;
use rusqlite::{params, Connection, OptionalExtension};

/// What a new micro project hangs on and who runs it.
pub struct Placement {
    pub org_id: i64,
    pub parent_type: i64,
    pub parent_id: i64,
}

/// Micro projects are stored as projects are (with their fundraising window), and their
/// parent on insert.
pub struct MicroRows;

impl FormTable for MicroRows {
    const TABLE: &'static str = "micro_projects";

    fn stored(values: &[(&'static str, Sql)]) -> Columns {
        columns::stored(values)
    }
}

/// Inserts a micro project with its form under its parent; a submitted one (status ≠ 0) gets
/// `submitted_at`.
pub fn insert(
    conn: &Connection,
    at: &Placement,
    status: i64,
    values: &Values,
    created_by: Option<i64>,
    now: i64,
) -> rusqlite::Result<i64> {
    let mut columns = MicroRows::stored(values);
    columns.extend([
        ("parent_type", at.parent_type.into()),
        ("parent_id", at.parent_id.into()),
    ]);
    let (table, org) = (MicroRows::TABLE, at.org_id);
    form_rows::insert_columns(conn, table, columns, org, status, created_by, now)
}

/// A donation to a micro project as it arrives.
pub struct Donation<'a> {
    pub micro_id: i64,
    pub amount_fen: i64,
    /// 1 direct, 2 a share page.
    pub channel: i64,
    pub share_id: Option<i64>,
    pub donor_name: &'a str,
    pub need_bill: bool,
    pub bill_title: &'a str,
}

pub const NOT_RAISING: &str = "该微项目不在募款中";
/// The parent project does not allow over-raising and this donation would take it past its
/// target.
pub const PARENT_FULL: &str = "所属项目不接受超额募款，这笔捐款会超过其目标金额";

/// Records a paid donation to a micro project in 募款中 (inside the caller's transaction). Its
/// parent project's raised amount includes it (computed from the rows); when that brings a
/// parent to its target without over-raising, the parent's fundraising ends in the same
/// transaction, as its own donations would.
pub fn donate(conn: &Connection, d: &Donation<'_>, now: i64) -> Result<i64, &'static str> {
    let found: Option<(i64, i64, i64)> = conn
        .query_row(
            "SELECT status, parent_type, parent_id FROM micro_projects WHERE id = ?1",
            [d.micro_id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .optional()
        .map_err(|_| "微项目不存在")?;
    let Some((status, parent_type, parent_id)) = found else {
        return Err("微项目不存在");
    };
    if status != RAISING {
        return Err(NOT_RAISING);
    }
    if parent_type == 1 {
        // The parent's raised amount includes this donation: its target rule holds here too.
        use crate::areas::project::store::{parent_can_take, DonateError};
        match parent_can_take(conn, parent_id, d.amount_fen) {
            Ok(()) => {}
            Err(DonateError::Refused(_)) => return Err(PARENT_FULL),
            Err(DonateError::Db(_)) => return Err("捐款失败"),
        }
    }
    insert_donation(conn, d, now).map_err(|_| "捐款失败")?;
    let id = conn.last_insert_rowid();
    if parent_type == 1 {
        crate::areas::project::store::end_if_target_reached(conn, parent_id, now)
            .map_err(|_| "捐款失败")?;
    }
    Ok(id)
}

/// The donation row itself (the seed writes it directly for micro projects of any state).
pub fn insert_donation(conn: &Connection, d: &Donation<'_>, now: i64) -> rusqlite::Result<()> {
    let next: i64 = conn.query_row("SELECT COALESCE(MAX(id), 0) + 1 FROM donations", [], |r| {
        r.get(0)
    })?;
    conn.execute(
        "INSERT INTO donations (order_no, subject, item_id, donor_name, amount_fen, pay_method,
                                pay_status, need_bill, bill_title, paid_at, created_at, channel, share_id)
         VALUES (?1, 'micro_project', ?2, ?3, ?4, 1, 1, ?5, ?6, ?7, ?7, ?8, ?9)",
        params![
            format!("MP{now}{next:06}"),
            d.micro_id,
            d.donor_name,
            d.amount_fen,
            d.need_bill,
            d.bill_title,
            now,
            d.channel,
            d.share_id
        ],
    )?;
    Ok(())
}

/// Refunds a paid donation of a micro project; answers the micro project's id.
pub fn refund(conn: &Connection, donation_id: i64, now: i64) -> Result<i64, &'static str> {
    let found: Option<(i64, i64)> = conn
        .query_row(
            "SELECT item_id, pay_status FROM donations WHERE id = ?1 AND subject = 'micro_project'",
            [donation_id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()
        .map_err(|_| "订单不存在")?;
    match found {
        None => Err("订单不存在"),
        Some((_, s)) if s != 1 => Err("只有已支付的订单可以退款"),
        Some((micro, _)) => {
            conn.execute(
                "UPDATE donations SET pay_status = 2, refunded_at = ?1 WHERE id = ?2",
                params![now, donation_id],
            )
            .map_err(|_| "退款失败")?;
            Ok(micro)
        }
    }
}
