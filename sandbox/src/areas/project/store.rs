//! The writes shared by the handlers, the test donation call and the seed, so a project and its
//! donations are always stored the same way: the form, the fundraising window in seconds (what
//! the foundation's lists read), donations and refunds, and the system's end of fundraising.

use super::workflow::{ENDED, PROJECT, RAISING, UPCOMING};
use crate::areas::common::form_rows::{Columns, FormTable};
use crate::areas::common::fundraising::{columns, due};
use crate::rules::dates;
use rusqlite::types::Value as Sql;
use rusqlite::{params, Connection, OptionalExtension};

/// Projects are stored with their fundraising window in seconds (`columns::stored`); a
/// submitted one (status ≠ 0) gets `submitted_at`, a resubmission keeps the first.
pub struct ProjectRows;

impl FormTable for ProjectRows {
    const TABLE: &'static str = "projects";

    fn stored(values: &[(&'static str, Sql)]) -> Columns {
        columns::stored(values)
    }
}

/// Sets the fundraising window (`YYYY-MM-DD` days) and its seconds.
pub fn set_window(conn: &Connection, id: i64, start: i64, end: i64) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE projects SET fund_start = ?1, fund_end = ?2, start_date = ?3, end_date = ?4 WHERE id = ?5",
        params![
            dates::format(start),
            dates::format(end),
            dates::start_of(start),
            dates::start_of(end + 1) - 1,
            id
        ],
    )?;
    Ok(())
}

/// Sum of a project's paid donations, in fen (the only source of its raised amount).
pub fn raised_fen(conn: &Connection, id: i64) -> rusqlite::Result<i64> {
    conn.query_row(
        &format!("SELECT {RAISED_SQL} FROM projects p WHERE p.id = ?1"),
        [id],
        |r| r.get(0),
    )
    .optional()
    .map(Option::unwrap_or_default)
}

/// A project's own paid donations, in fen (without its micro projects').
pub fn own_raised_fen(conn: &Connection, id: i64) -> rusqlite::Result<i64> {
    conn.query_row(
        "SELECT COALESCE(SUM(amount_fen), 0) FROM donations
          WHERE subject = 'project' AND item_id = ?1 AND pay_status = 1",
        [id],
        |r| r.get(0),
    )
}

/// The raised amount of the project `p` (issue 18): its own paid donations plus the paid
/// donations of the micro projects under it, always computed from the rows.
pub const RAISED_SQL: &str = "((SELECT COALESCE(SUM(amount_fen), 0) FROM donations
      WHERE subject = 'project' AND item_id = p.id AND pay_status = 1)
   + (SELECT COALESCE(SUM(d.amount_fen), 0) FROM donations d
        JOIN micro_projects mp ON d.subject = 'micro_project' AND mp.id = d.item_id
       WHERE mp.parent_type = 1 AND mp.parent_id = p.id AND d.pay_status = 1))";

/// Ends a raising project's fundraising when its raised amount (micro projects' donations
/// included) reached the target and it does not allow over-raising.
pub fn end_if_target_reached(conn: &Connection, id: i64, now: i64) -> rusqlite::Result<()> {
    let found: Option<(i64, i64, i64)> = conn
        .query_row(
            "SELECT status, target_fen, allow_over FROM projects WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .optional()?;
    if let Some((RAISING, target, 0)) = found {
        if raised_fen(conn, id)? >= target {
            end(conn, id, "已达到目标金额", now)?;
        }
    }
    Ok(())
}

/// The system ends the fundraising of `id` (募款中 → 募款结束), logged with no operator (系统).
fn end(conn: &Connection, id: i64, reason: &str, now: i64) -> rusqlite::Result<()> {
    let changed = conn.execute(
        "UPDATE projects SET status = ?1, updated_at = ?2 WHERE id = ?3 AND status = ?4",
        params![ENDED, now, id, RAISING],
    )?;
    if changed == 1 {
        PROJECT.log(conn, id, "auto_end", None, reason, now)?;
    }
    Ok(())
}

/// Projects whose online date has come go live (待上线 → 募款中), logged with no operator.
pub fn go_live_due(conn: &Connection, now: i64) -> rusqlite::Result<usize> {
    let today = dates::format(dates::today(now));
    let due = due::ids(
        conn,
        "SELECT id FROM projects WHERE status = ?1 AND online_date <> '' AND online_date <= ?2",
        params![UPCOMING, today],
    )?;
    for id in &due {
        let changed = conn.execute(
            "UPDATE projects SET status = ?1, updated_at = ?2 WHERE id = ?3 AND status = ?4",
            params![RAISING, now, id, UPCOMING],
        )?;
        if changed == 1 {
            PROJECT.log(conn, *id, "go_live", None, "已到上线日期", now)?;
        }
    }
    Ok(due.len())
}

/// The clock of projects: those whose online date has come go live, then every project whose
/// fundraising window is over ends; returns how many ended.
pub fn end_due(conn: &mut Connection, now: i64) -> rusqlite::Result<usize> {
    let tx = conn.transaction()?;
    go_live_due(&tx, now)?;
    let due = due::window_over(&tx, "projects", RAISING, now)?;
    for id in &due {
        end(&tx, *id, "募款时间已结束", now)?;
    }
    tx.commit()?;
    Ok(due.len())
}

/// A donation as it arrives.
#[derive(Debug, Clone)]
pub struct Donation<'a> {
    pub project_id: i64,
    pub amount_fen: i64,
    /// 1 direct, 2 a share page, 3 a monthly pledge, 4 a charity sale (义卖).
    pub channel: i64,
    pub share_id: Option<i64>,
    pub pledge_id: Option<i64>,
    pub donor_name: &'a str,
    pub anonymous: bool,
    pub pay_method: i64,
    pub need_bill: bool,
    pub bill_title: &'a str,
    /// The channel's own number when it has one (a sale order's), so a refund and the data
    /// centre find the row by it; otherwise a `PJ` number is made.
    pub order_no: Option<&'a str>,
    /// What the donor or the channel says (a sale: 「义卖：」 and the goods).
    pub message: &'a str,
}

/// The donation channel of a charity sale's proceeds.
pub const SALE_CHANNEL: i64 = 4;

/// Why a donation is refused.
pub const NOT_RAISING: &str = "该项目不在募款中";
/// Why a donation before the project's online date is refused.
pub const NOT_ONLINE: &str = "该项目尚未上线，暂不能捐款";
/// Why a donation before the first day of the fundraising window is refused.
pub const NOT_STARTED: &str = "该项目募款尚未开始，暂不能捐款";

/// The one rule for money into a project, whatever the channel (direct, share page, pledge,
/// activity, charity sale): the project is in 募款中, online and inside its fundraising window,
/// and, when it does not allow over-raising, `amount_fen` fits in what is left to its target
/// (its micro projects' donations included). A window found over ends the fundraising (the
/// caller's transaction keeps that only if it commits). Checks only; `donate` writes.
pub fn can_take(
    conn: &Connection,
    project_id: i64,
    amount_fen: i64,
    now: i64,
) -> Result<(), DonateError> {
    let project: Option<(i64, i64, i64, i64, i64)> = conn
        .query_row(
            "SELECT status, target_fen, allow_over, start_date, end_date FROM projects WHERE id = ?1",
            [project_id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )
        .optional()?;
    let Some((status, target, allow_over, start_date, end_date)) = project else {
        return Err(DonateError::refused("项目不存在"));
    };
    // A channel outside /SJ (a sale, an activity) may come first on the online date: the
    // project goes live here as the clock would have taken it.
    let status = if status == UPCOMING && go_live_due(conn, now)? > 0 {
        conn.query_row(
            "SELECT status FROM projects WHERE id = ?1",
            [project_id],
            |r| r.get(0),
        )?
    } else {
        status
    };
    if status == RAISING && end_date > 0 && end_date < now {
        end(conn, project_id, "募款时间已结束", now)?;
        return Err(DonateError::refused(NOT_RAISING));
    }
    if status == UPCOMING {
        return Err(DonateError::refused(NOT_ONLINE));
    }
    if status == RAISING && start_date > now {
        return Err(DonateError::refused(NOT_STARTED));
    }
    if status != RAISING {
        return Err(DonateError::refused(NOT_RAISING));
    }
    within_target(conn, project_id, (target, allow_over), amount_fen)
}

/// A project that does not allow over-raising takes no more than what is left to its target,
/// whichever way the money comes (its own donations or its micro projects').
fn within_target(
    conn: &Connection,
    project_id: i64,
    (target, allow_over): (i64, i64),
    amount_fen: i64,
) -> Result<(), DonateError> {
    if allow_over == 0 {
        let left = target - raised_fen(conn, project_id)?;
        if amount_fen > left {
            return Err(DonateError::Refused(over_target(left)));
        }
    }
    Ok(())
}

/// `within_target` for money that reaches project `id` through one of its micro projects.
pub fn parent_can_take(conn: &Connection, id: i64, amount_fen: i64) -> Result<(), DonateError> {
    let found: Option<(i64, i64)> = conn
        .query_row(
            "SELECT target_fen, allow_over FROM projects WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    match found {
        Some(rule) => within_target(conn, id, rule, amount_fen),
        None => Ok(()),
    }
}

/// The refusal of an amount over what is left to a target that may not be exceeded.
pub fn over_target(left_fen: i64) -> String {
    format!(
        "该项目不接受超额募款，距目标金额还差{}元，捐款金额不能超过此数",
        crate::rules::money::yuan(left_fen.max(0))
    )
}

/// Records a paid donation to a project that `can_take` it (inside the caller's transaction).
/// When it brings the raised sum to the target and the project does not allow over-raising,
/// the fundraising ends in the same transaction, so nothing is taken after that.
pub fn donate(conn: &Connection, d: &Donation<'_>, now: i64) -> Result<i64, DonateError> {
    can_take(conn, d.project_id, d.amount_fen, now)?;
    let order_no = match d.order_no {
        Some(no) => no.to_owned(),
        None => {
            let next: i64 =
                conn.query_row("SELECT COALESCE(MAX(id), 0) + 1 FROM donations", [], |r| {
                    r.get(0)
                })?;
            format!("PJ{now}{next:06}")
        }
    };
    conn.execute(
        "INSERT INTO donations (order_no, subject, item_id, donor_name, anonymous, amount_fen, pay_method,
                                pay_status, need_bill, bill_title, paid_at, created_at, channel, share_id,
                                pledge_id, message)
         VALUES (?1, 'project', ?2, ?3, ?4, ?5, ?6, 1, ?7, ?8, ?9, ?9, ?10, ?11, ?12, ?13)",
        params![
            order_no,
            d.project_id,
            d.donor_name,
            d.anonymous,
            d.amount_fen,
            d.pay_method,
            d.need_bill,
            d.bill_title,
            now,
            d.channel,
            d.share_id,
            d.pledge_id,
            d.message
        ],
    )?;
    let id = conn.last_insert_rowid();
    end_if_target_reached(conn, d.project_id, now)?;
    Ok(id)
}

/// Refunds a paid donation of a project: it moves to 已退款 and leaves the raised sum.
pub fn refund(conn: &Connection, donation_id: i64, now: i64) -> Result<i64, DonateError> {
    let found: Option<(i64, i64)> = conn
        .query_row(
            "SELECT item_id, pay_status FROM donations WHERE id = ?1 AND subject = 'project'",
            [donation_id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    match found {
        None => Err(DonateError::refused("订单不存在")),
        Some((_, s)) if s != 1 => Err(DonateError::refused("只有已支付的订单可以退款")),
        Some((project, _)) => {
            conn.execute(
                "UPDATE donations SET pay_status = 2, refunded_at = ?1 WHERE id = ?2",
                params![now, donation_id],
            )?;
            Ok(project)
        }
    }
}

#[derive(Debug)]
pub enum DonateError {
    /// A broken rule, the message shown to the user as is.
    Refused(String),
    Db(rusqlite::Error),
}

impl DonateError {
    pub fn refused(msg: &str) -> Self {
        DonateError::Refused(msg.to_owned())
    }
}

impl From<rusqlite::Error> for DonateError {
    fn from(e: rusqlite::Error) -> Self {
        DonateError::Db(e)
    }
}
