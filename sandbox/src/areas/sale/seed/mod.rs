//! The demo charity sales: demo_org's goods in every goods state, lots in every auction state,
//! orders in every order state (the paid ones counted to its projects), goods donations in
//! every state and change requests; a few listed items and orders of two other organisations.
//! Made through the store's own writes, so the seed obeys the rules the calls do. Also the
//! bulk orders of `/__sandbox/export_rows` (`bulk`).

mod bulk;
mod changes;
mod donations;
mod fixed_goods;
mod items;
mod lots;
mod orders;

pub use bulk::bulk;

use crate::areas::sale::form::Values;
use crate::areas::sale::workflow::{COMPLETED, LISTED, PAID};
use crate::clock::DAY;
use items::{fixed, goods};
use orders::order;
use rusqlite::{params, Connection, OptionalExtension};

const DEMO_ORG: usize = 0;
const BENEFICIARY: &str = "春蕾女童助学金";
/// Other organisations with a few listed items and orders (浙江联劝, 微光助学 — demo_micro's,
/// whose role-4 account opens an order by link —, 上海青苗).
const OTHER_ORGS: [usize; 3] = [2, 3, 4];

pub(super) fn raising_projects(conn: &Connection, org: i64) -> rusqlite::Result<Vec<i64>> {
    let mut stmt =
        conn.prepare("SELECT id FROM projects WHERE org_id = ?1 AND status = 2 ORDER BY id")?;
    let ids = stmt.query_map([org], |r| r.get(0))?;
    ids.collect()
}

pub(super) fn account_of(conn: &Connection, org: i64) -> rusqlite::Result<i64> {
    conn.query_row(
        "SELECT id FROM accounts WHERE org_id = ?1 ORDER BY id LIMIT 1",
        [org],
        |r| r.get(0),
    )
}

/// Whose goods a seeding step writes: the organisation, the beneficiary project, who submits
/// them and who reviews them.
#[derive(Clone, Copy)]
struct Seller {
    org: i64,
    project: Option<i64>,
    by: i64,
    reviewer: i64,
}

impl Seller {
    /// Writes item `v`, submitted at `at` and left in `status` (a listed one passed by the
    /// reviewer).
    fn write(&self, conn: &Connection, v: &Values, status: i64, at: i64) -> rusqlite::Result<i64> {
        goods(conn, self.org, v, (status, self.by, self.reviewer), at)
    }
}

/// Fills the demo charity sales. Call inside the seed's transaction.
pub fn seed(conn: &Connection, orgs: &[i64], accounts: &[i64], now: i64) -> rusqlite::Result<()> {
    let org = orgs[DEMO_ORG];
    let by = account_of(conn, org)?;
    let reviewer = accounts[1];
    // The beneficiary of the demo sales: one raising project no other demo relies on for its
    // raised amount (the project area's tests and pages read 乡村儿童营养午餐计划's).
    let project: Option<i64> = conn
        .query_row(
            "SELECT id FROM projects WHERE org_id = ?1 AND status = 2 AND title = ?2",
            params![org, BENEFICIARY],
            |r| r.get(0),
        )
        .optional()?;
    let days = |d: i64| now - d * DAY;

    let seller = Seller {
        org,
        project,
        by,
        reviewer,
    };
    let (bag, bookmark) = fixed_goods::seed(conn, seller, now)?;
    lots::seed(conn, seller, now)?;
    changes::seed(conn, (bag, bookmark), (by, reviewer), now)?;
    donations::seed(conn, org, by, now)?;

    for &other in &OTHER_ORGS {
        let org = orgs[other];
        let project = raising_projects(conn, org)?.first().copied();
        // An organisation without accounts of its own: the reviewer's hand stands in.
        let by = conn
            .query_row(
                "SELECT id FROM accounts WHERE org_id = ?1 LIMIT 1",
                [org],
                |r| r.get(0),
            )
            .optional()?
            .unwrap_or(reviewer);
        let rice = fixed(org, "爱心助农大米 5kg", project, 6900, 50);
        let id = goods(conn, org, &rice, (LISTED, by, reviewer), days(8))?;
        order(conn, id, (other, 1, ""), COMPLETED, (by, days(6)))?;
        order(conn, id, (other + 1, 2, ""), PAID, (by, days(3)))?;
    }
    Ok(())
}
