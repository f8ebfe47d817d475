//! Two demo claims cancelled (one by its claimer, one revoked by staff): their wishes are
//! 待认领 again.

use super::api;
use super::wishes::{CLAIMERS, WISHES};
use crate::areas::wish::common::{public_actor, WishRef};
use crate::areas::wish::form::Claim;
use crate::areas::wish::store;
use crate::areas::wish::workflow::{CLAIMED, WAITING};
use crate::clock::{DAY, HOUR};
use crate::workflow::Actor;
use rusqlite::Connection;

pub(super) fn cancelled(
    conn: &Connection,
    ids: &[i64],
    staff: Actor,
    now: i64,
) -> rusqlite::Result<()> {
    for (i, (who, reason)) in [
        (None, ""),
        (Some(staff), "认领人长时间未寄出物资，联系不上"),
    ]
    .into_iter()
    .enumerate()
    {
        let id = ids[i];
        let s = &WISHES[i];
        let at = now - 10 * DAY + i as i64 * HOUR;
        let wish = WishRef {
            id,
            status: WAITING,
            kind: s.kind,
            title: s.title.into(),
            amount_fen: s.fen,
            facts: vec![],
        };
        let c = Claim {
            name: CLAIMERS[i + 3].0.into(),
            phone: CLAIMERS[i + 3].1.into(),
            message: String::new(),
            need_bill: false,
            bill_title: String::new(),
        };
        let (claim, _) = store::claim(conn, &wish, &public_actor(), &c, at).map_err(api)?;
        let found = store::find_claim(conn, claim)?.ok_or(rusqlite::Error::QueryReturnedNoRows)?;
        let claimed = WishRef {
            status: CLAIMED,
            ..wish
        };
        store::cancel(
            conn,
            &claimed,
            &found,
            &who.unwrap_or_else(public_actor),
            reason,
            at + 2 * DAY,
        )
        .map_err(api)?;
    }
    Ok(())
}
