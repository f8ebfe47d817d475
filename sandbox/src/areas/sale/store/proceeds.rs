//! An order's proceeds and its beneficiary project: whether the project can take them, the
//! payment counted to it, and a refund taking them back.

use super::beneficiary::check_beneficiary;
use super::orders::{set_order_state, Order};
use crate::areas::project::store as project_store;
use crate::areas::sale::workflow::*;
use crate::http::envelope::ApiError;
use rusqlite::{params, Connection};

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
