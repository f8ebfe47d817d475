//! Donation rows of a seeded micro project: its raised sum split into three.

use crate::areas::micro_project::store::{insert_donation, Donation};
use crate::clock::DAY;
use rusqlite::Connection;

pub(super) fn donations(
    conn: &Connection,
    micro: i64,
    total: i64,
    now: i64,
    share: Option<i64>,
) -> rusqlite::Result<()> {
    let donors = ["张", "李", "王", "陈", "刘"];
    let parts = [total / 2, total / 4, total - total / 2 - total / 4];
    for (i, amount) in parts.into_iter().enumerate().filter(|(_, a)| *a > 0) {
        let d = Donation {
            micro_id: micro,
            amount_fen: amount,
            channel: if i == 1 && share.is_some() { 2 } else { 1 },
            share_id: if i == 1 { share } else { None },
            donor_name: donors[i % donors.len()],
            need_bill: i == 0,
            bill_title: if i == 0 { "个人" } else { "" },
        };
        insert_donation(conn, &d, now - (i as i64 + 1) * DAY)?;
    }
    Ok(())
}
