//! An order's proceeds and its beneficiary project: whether the project can take them, the
//! payment counted to it, and a refund taking them back.

use super::orders::{set_order_state, Order};
use crate::areas::project::store::{self as project_store, DonateError};
use crate::areas::sale::workflow::*;
use crate::http::envelope::ApiError;
use rusqlite::{params, Connection, OptionalExtension};

/// The beneficiary project of goods `goods_id` (none for goods without one).
fn beneficiary(conn: &Connection, goods_id: Option<i64>) -> rusqlite::Result<Option<i64>> {
    match goods_id {
        Some(g) => conn
            .query_row(
                "SELECT project_id FROM sale_goods WHERE id = ?1",
                [g],
                |r| r.get(0),
            )
            .optional()
            .map(Option::flatten),
        None => Ok(None),
    }
}

/// Whether the beneficiary of goods `goods_id` can take `amount_fen` of proceeds now: the
/// project's one donation rule (`project::store::can_take`), asked before an order or a bid is
/// taken so a buyer is never sold what the project cannot receive. `doing` names the refused
/// step in the message (下单, 出价, 支付).
pub fn check_beneficiary(
    conn: &Connection,
    goods_id: Option<i64>,
    amount_fen: i64,
    doing: &str,
    now: i64,
) -> Result<Option<i64>, ApiError> {
    let Some(project) = beneficiary(conn, goods_id)? else {
        return Ok(None);
    };
    match project_store::can_take(conn, project, amount_fen, now) {
        Ok(()) => Ok(Some(project)),
        Err(DonateError::Refused(why)) => Err(ApiError::bad(format!(
            "受益项目暂不能接收义卖款（{why}），不能{doing}"
        ))),
        Err(DonateError::Db(e)) => Err(e.into()),
    }
}

/// The buyer paid: the goods amount counts to the beneficiary project through the project's
/// donation rule, as channel 义卖 and numbered as the order. A project that can no longer take
/// it (fundraising ended, the target reached without over-raising) refuses the payment; the
/// order stays unpaid and can be cancelled, its stock given back.
pub fn pay(conn: &Connection, o: &Order, now: i64) -> Result<(), ApiError> {
    if o.status != UNPAID {
        return Err(ApiError::bad("只有待付款的订单可以支付"));
    }
    let project = check_beneficiary(conn, o.goods_id, o.goods_amount, "支付", now)?;
    set_order_state(conn, o, PAID, ("pay", "paid_at"), None, "", now)?;
    if let Some(project) = project {
        let message = format!("义卖：{}", o.title);
        project_store::donate(
            conn,
            &project_store::Donation {
                project_id: project,
                amount_fen: o.goods_amount,
                channel: project_store::SALE_CHANNEL,
                share_id: None,
                pledge_id: None,
                donor_name: &o.buyer_name,
                anonymous: false,
                pay_method: 1,
                need_bill: false,
                bill_title: "",
                order_no: Some(&o.order_no),
                message: &message,
            },
            now,
        )?;
    }
    Ok(())
}

/// A refund takes the order's amount back from the beneficiary project.
pub fn refund_donation(conn: &Connection, o: &Order, now: i64) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE donations SET pay_status = 2, refunded_at = ?2
          WHERE subject = 'project' AND order_no = ?1 AND pay_status = 1",
        params![o.order_no, now],
    )?;
    Ok(())
}
