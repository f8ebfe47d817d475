//! Standalone money donations to published demo wishes.

use super::wishes::CLAIMERS;
use crate::areas::wish::store::{self, Donation};
use crate::clock::DAY;
use rusqlite::Connection;

pub(super) fn seed(conn: &Connection, ids: &[i64], now: i64) -> rusqlite::Result<()> {
    for (i, &wi) in [0usize, 1, 3, 5, 8, 9].iter().enumerate() {
        let d = Donation {
            wish_id: ids[wi],
            kind: 1,
            donor: CLAIMERS[(i + 5) % CLAIMERS.len()].0,
            amount_fen: 1000 + i as i64 * 1500,
            need_bill: i % 2 == 1,
            bill_title: if i % 2 == 1 {
                "杭州某科技有限公司"
            } else {
                ""
            },
            claim_id: None,
        };
        store::donate(conn, &d, now - (6 - i as i64) * DAY)?;
    }
    Ok(())
}
