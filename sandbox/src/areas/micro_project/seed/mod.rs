//! The demo micro projects and micro organisations: the foundation's twelve micro projects get
//! a parent, a region, their form and donation rows (their stored figure becomes donations);
//! demo_micro (杭州微光助学社, a micro organisation whose authentication has passed) and
//! demo_org run micro projects in every state with progress reports and a pending change;
//! demo_micro_new (嘉兴萤火助学队) waits for its authentication and owns nothing; three micro
//! organisations without accounts cover the other authentication states.

mod demo_projects;
mod donations;
mod followups;
mod foundation;
mod micro_orgs;

use crate::clock::DAY;
use rusqlite::{params, Connection};

/// Index of 杭州微光助学社 (demo_micro) and 北京春晖公益基金会 (demo_org) in the seed's orgs.
pub(super) const DEMO_MICRO: usize = 3;
pub(super) use crate::seed::data::NEW_MICRO_ORG;
pub(super) const DEMO_ORG: usize = 0;

pub(super) const SUMMARY: &str =
    "联合劝募微项目：由本地志愿团队执行，善款专款专用，定期公开执行进展。";
pub(super) const DESCRIPTION: &str = "项目面向当地困境儿童与家庭，由执行团队入户走访确认需求，集中采购物资并逐一发放，每一笔支出都有票据和签收记录，执行结束后发布结项说明。";

/// The parents micro projects raise under: the two love-fund pools, and two raising projects
/// of other organisations (a pool when there are none).
#[derive(Clone, Copy)]
pub(super) struct Parents {
    pub(super) kids_pool: i64,
    pub(super) community_pool: i64,
    pub(super) a: (i64, i64),
    pub(super) b: (i64, i64),
}

pub fn seed(conn: &Connection, orgs: &[i64], accounts: &[i64], now: i64) -> rusqlite::Result<()> {
    let others = micro_orgs::seed(conn, orgs, accounts[1], now)?;
    let pool = |title: &str| -> rusqlite::Result<i64> {
        conn.query_row("SELECT id FROM love_funds WHERE title = ?1", [title], |r| {
            r.get(0)
        })
    };
    let (kids_pool, community_pool) = (pool("儿童助学爱心基金")?, pool("社区公益微基金")?);
    // Parent projects: raising projects of organisations other than demo_org (whose figures the
    // /SJ scenarios follow), with a fundraising window long enough for a micro project.
    let parents: Vec<i64> = {
        let mut stmt = conn.prepare(
            "SELECT id FROM projects WHERE status = 2 AND org_id <> ?1 AND end_date > ?2 ORDER BY id LIMIT 2",
        )?;
        let rows = stmt.query_map(params![orgs[DEMO_ORG], now + 60 * DAY], |r| r.get(0))?;
        rows.collect::<rusqlite::Result<_>>()?
    };
    let parent_a = parents.first().map_or((2, kids_pool), |p| (1, *p));
    let parent_b = parents.get(1).map_or((2, community_pool), |p| (1, *p));
    let parents = Parents {
        kids_pool,
        community_pool,
        a: parent_a,
        b: parent_b,
    };
    foundation::seed(conn, parents, now)?;
    let demo = demo_projects::seed(conn, (orgs, accounts), &others, parents, now)?;
    followups::seed(conn, demo, accounts, now)
}
