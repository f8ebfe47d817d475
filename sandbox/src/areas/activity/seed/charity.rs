//! The 公益募捐活动's donations: given to its linked project through the project's own
//! store, one of them refunded.

use super::err;
use crate::areas::project::store::{self as project_store, Donation};
use crate::clock::HOUR;
use rusqlite::{params, Connection};

/// Donations to `project` made through `activity`.
pub(super) fn donations(
    conn: &Connection,
    p: i64,
    activity: i64,
    now: i64,
) -> rusqlite::Result<()> {
    for (k, (donor, fen, bill)) in [
        ("陈先生", 50_000, true),
        ("林女士", 20_000, false),
        ("匿名", 8_800, false),
        ("周女士", 100_000, true),
    ]
    .iter()
    .enumerate()
    {
        let id = project_store::donate(
            conn,
            &Donation {
                project_id: p,
                amount_fen: *fen,
                channel: 1,
                share_id: None,
                pledge_id: None,
                donor_name: donor,
                anonymous: *donor == "匿名",
                pay_method: 1 + (k as i64 % 2),
                need_bill: *bill,
                bill_title: if *bill {
                    "北京某科技有限公司"
                } else {
                    ""
                },
                order_no: None,
                message: "",
            },
            now - (k as i64 + 1) * 5 * HOUR,
        )
        .map_err(err)?;
        conn.execute(
            "UPDATE donations SET activity_id = ?1 WHERE id = ?2",
            params![activity, id],
        )?;
        if k == 1 {
            project_store::refund(conn, id, now - HOUR).map_err(err)?;
        }
    }
    Ok(())
}
