//! The demo activities: demo_org's in every state and phase (drafts, 待审核, 已退回, published
//! ones signing up — one needing review with sign-ups in each state, one full, one with teams —
//! closed for sign-ups, running with sign-ins open, ended with hours served, cancelled, and a
//! 公益募捐活动 with donations to its linked project), a pending and a returned change request,
//! tags; the regional partner's and another organisation's activities in 浙江省. Written
//! through the area's own form rules and store (the form checked as of the day it was made).
//! Also the bulk rows of `/__sandbox/export_rows`.

mod activities;
mod bulk;
mod changes;
mod charity;
mod signups;

pub use bulk::bulk;

use crate::clock::DAY;
use activities::{activity, decision, Seed, CHARITY, DEMO_ORG, SEEDS};
use rusqlite::{params, Connection, OptionalExtension};

const TAGS: [&str; 5] = ["青少年", "周末", "助老", "环保", "亲子"];

pub(super) fn err(e: impl std::fmt::Debug) -> rusqlite::Error {
    rusqlite::Error::InvalidParameterName(format!("activity seed refused: {e:?}"))
}

pub fn seed(conn: &Connection, orgs: &[i64], accounts: &[i64], now: i64) -> rusqlite::Result<()> {
    let (owner, reviewer) = (accounts[0], accounts[1]);
    let mut tag_ids = Vec::new();
    for (n, name) in TAGS.iter().enumerate() {
        conn.execute(
            "INSERT INTO activity_tags (org_id, name, created_at) VALUES (?1, ?2, ?3)",
            params![orgs[DEMO_ORG], name, now - (30 - n as i64) * DAY],
        )?;
        tag_ids.push(conn.last_insert_rowid());
    }
    let project: Option<i64> = conn
        .query_row(
            "SELECT id FROM projects WHERE org_id = ?1 AND status = 2 ORDER BY target_fen, id LIMIT 1",
            [orgs[DEMO_ORG]],
            |r| r.get(0),
        )
        .optional()?;
    let mut ids = Vec::new();
    for (n, seed) in SEEDS.iter().enumerate() {
        let charity = n == CHARITY && project.is_some();
        let seed = Seed { charity, ..*seed };
        let tags: Vec<i64> = if seed.org == DEMO_ORG {
            vec![tag_ids[n % 5], tag_ids[(n + 2) % 5]]
        } else {
            vec![]
        };
        let by = accounts[seed.by];
        let id = activity(
            conn,
            &seed,
            orgs[seed.org],
            by,
            &tags,
            if charity { project } else { None },
            now,
        )?;
        decision(conn, id, &seed, reviewer, by, now)?;
        ids.push(id);
    }
    signups::seed(conn, &ids, owner, now)?;
    if let Some(p) = project {
        charity::donations(conn, p, ids[CHARITY], now)?;
    }
    changes::seed(conn, &ids, owner, reviewer, now)
}
