//! Whether an order's or a bid's beneficiary project can take its proceeds, asked before the
//! order or bid is taken and again when the buyer pays.

use crate::areas::project::store::{self as project_store, DonateError};
use crate::http::envelope::ApiError;
use rusqlite::{Connection, OptionalExtension};

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
