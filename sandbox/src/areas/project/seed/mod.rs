//! Demo projects: the foundation's 24 projects get their whole form, history and donations, and
//! the demo organisation gets one project in each state the foundation did not have (待初审 in
//! 浙江 for demo_partner, 审核中, 待发布, 执行中 with an end report waiting, 已结项); three other
//! organisations add 12 projects to the claim pool so it spans two pages. Every raised amount
//! is its donations' sum: direct, share pages and monthly pledges, plus refunds that do not count.

mod catalogue;
mod donations;
mod extras;
mod filled_form;
mod history;

use super::workflow::PENDING;
use crate::clock::DAY;
use crate::rules::dates;
use catalogue::{DEMO_ORG_PROJECTS, POOL_PROJECTS};
use donations::donations;
use extras::demo_extras;
use filled_form::fill;
use history::history;
use rusqlite::{params, Connection};

/// Indexes into the seed's organisations and accounts (see `seed::data`).
pub(super) const DEMO_ORG: usize = 0;
pub(super) const PARTNER_ORG: usize = 2;
pub(super) const ORG_ACCOUNT: usize = 0;
pub(super) const REVIEWER: usize = 1;
pub(super) const PARTNER: usize = 2;

pub fn seed(
    conn: &Connection,
    org_ids: &[i64],
    regions: &[(&str, &str, &str)],
    account_ids: &[i64],
    now: i64,
) -> rusqlite::Result<()> {
    let today = dates::today(now);
    let midnight = dates::start_of(today);
    let insert = |org: i64, title: &str, target: i64, status: i64, start: i64, len: i64| {
        conn.execute(
            "INSERT INTO projects (org_id, title, target_fen, raised_fen, status, start_date, end_date, created_at)
             VALUES (?1, ?2, ?3, 0, ?4, ?5, ?6, ?7)",
            params![org, title, target, status, midnight + start * DAY,
                    midnight + (start + len) * DAY - 1, now - (40 - start.clamp(-30, 30)) * DAY],
        )?;
        Ok::<i64, rusqlite::Error>(conn.last_insert_rowid())
    };
    let mut regions_of = std::collections::HashMap::new();
    for (title, status, region, _, target, start, len) in DEMO_ORG_PROJECTS {
        let id = insert(org_ids[DEMO_ORG], title, target, status, start, len)?;
        regions_of.insert(id, region);
    }
    for (n, (org, title, target)) in POOL_PROJECTS.iter().enumerate() {
        insert(org_ids[*org], title, *target, PENDING, 5 + n as i64, 120)?;
    }
    let pay_account: Option<i64> = conn
        .query_row(
            "SELECT id FROM pay_accounts WHERE org_id = ?1 ORDER BY id LIMIT 1",
            [org_ids[DEMO_ORG]],
            |r| r.get(0),
        )
        .ok();

    let rows: Vec<Seeded> = {
        let mut stmt = conn.prepare(
            "SELECT id, org_id, title, target_fen, raised_fen, status, start_date, end_date, created_at
               FROM projects ORDER BY id",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok((
                r.get(0)?,
                r.get(1)?,
                r.get(2)?,
                r.get(3)?,
                r.get(4)?,
                r.get(5)?,
                r.get(6)?,
                r.get(7)?,
                r.get(8)?,
            ))
        })?;
        rows.collect::<rusqlite::Result<_>>()?
    };
    let mut donation_no = 0;
    for (id, org, title, target, raised, status, start, end, created) in rows {
        let org_index = org_ids.iter().position(|o| *o == org).unwrap_or(0);
        let region = regions_of.get(&id).copied().unwrap_or(
            regions
                .get(org_index)
                .copied()
                .unwrap_or(("110000", "110100", "110105")),
        );
        let own = org_index == DEMO_ORG;
        fill(
            conn,
            id,
            org,
            &title,
            target,
            region,
            start,
            end,
            own.then_some(pay_account).flatten(),
        )?;
        let raised = DEMO_ORG_PROJECTS
            .iter()
            .find(|p| p.0 == title)
            .map_or(raised, |p| p.3);
        history(conn, id, org_index, status, account_ids, created, own)?;
        if raised > 0 {
            donation_no = donations(conn, id, raised, start, end.min(now), own, donation_no)?;
        }
        conn.execute(
            "UPDATE projects SET raised_fen = (SELECT COALESCE(SUM(amount_fen), 0) FROM donations
                                                WHERE subject = 'project' AND item_id = ?1 AND pay_status = 1)
              WHERE id = ?1",
            [id],
        )?;
    }
    demo_extras(conn, org_ids[DEMO_ORG], account_ids, now)?;
    Ok(())
}

/// A project row as the seed reads it back: `(id, org, title, target, raised, status, start,
/// end, created)`.
type Seeded = (i64, i64, String, i64, i64, i64, i64, i64, i64);
