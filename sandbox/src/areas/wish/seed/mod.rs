//! The demo wishes: every state across provinces (10 in 浙江 for the regional partner), claims
//! (active, shipped, realised, one cancelled by its claimer, one revoked by staff), lit-up wishes
//! with their feedback, standalone donations, change requests, links with their wishes,
//! and copywriting (no push: the demo accounts' message counts stay as the foundation made them). Written through the area's own store and form rules. Also
//! the bulk rows of `/__sandbox/export_rows` (claimed wishes with their donation).

mod bulk;
mod changes;
mod claims;
mod donations;
mod lifecycle;
mod links;
mod wishes;

pub use bulk::bulk;

use crate::http::envelope::ApiError;
use crate::workflow::Actor;
use rusqlite::Connection;

pub(super) fn err(e: String) -> rusqlite::Error {
    rusqlite::Error::InvalidParameterName(format!("bad wish seed: {e}"))
}

pub(super) fn api(e: ApiError) -> rusqlite::Error {
    rusqlite::Error::InvalidParameterName(format!("wish seed refused: {e:?}"))
}

/// The demo wishes and everything around them.
pub fn seed(conn: &Connection, orgs: &[i64], accounts: &[i64], now: i64) -> rusqlite::Result<()> {
    let (reviewer, partner, admin) = (accounts[1], accounts[2], accounts[4]);
    let staff = Actor {
        account_id: reviewer,
        org_id: 0,
        role: 2,
    };
    let ids = lifecycle::seed(conn, orgs, (reviewer, partner), now)?;
    claims::cancelled(conn, &ids, staff, now)?;
    donations::seed(conn, &ids, now)?;
    changes::seed(conn, &ids, reviewer, partner, admin, now)?;
    links::seed(conn, &ids, orgs, accounts, now)
}
