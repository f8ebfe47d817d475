//! Demo help cases: 北京春晖公益基金会 (demo_org) has a case in every state with logs,
//! donations, progress reports and change requests; four other organisations add 12 cases
//! waiting to be claimed, so the claim pool spans two pages. Every submitted case is built
//! through the real form rules (`form::validate`), so the seed can never hold data a user
//! could not have entered. Deterministic apart from the times, which follow `now`.

mod case_form;
mod cases;
mod issues;
mod orders;
mod progress;

use crate::areas::common::form_rows::insert;
use crate::areas::help::form::{self, Ctx};
use crate::areas::help::store::{self, CaseRows};
use crate::areas::help::workflow::*;
use crate::clock::{DAY, HOUR};
use crate::rules::dates;
use case_form::form_body;
use cases::{DEMO_ORG_CASES, POOL_CASES};
use rusqlite::{params, Connection};

fn bad_seed(what: String) -> rusqlite::Error {
    rusqlite::Error::InvalidParameterName(format!("help seed: {what}"))
}

/// Seeds the help area. `org_ids` and `account_ids` are in the order of the seed tables
/// (`account_ids`: demo_org, demo_reviewer, demo_partner, demo_micro, demo_admin, …).
pub fn seed(
    conn: &Connection,
    org_ids: &[i64],
    regions: &[(&str, &str, &str)],
    account_ids: &[i64],
    now: i64,
) -> rusqlite::Result<()> {
    let today = dates::today(now);
    let (org, publisher, reviewer, admin) =
        (org_ids[0], account_ids[0], account_ids[1], account_ids[4]);
    let projects: Vec<i64> = conn
        .prepare("SELECT id FROM projects WHERE org_id = ?1 AND status = 2 ORDER BY id")?
        .query_map([org], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let ctx = Ctx {
        today,
        projects: &projects,
    };
    let statuses = [
        DRAFT, DRAFT, PENDING, PENDING, REVIEWING, RETURNED, RAISING, RAISING, RAISING, RAISING,
    ];
    let mut raising = Vec::new();
    for (n, (c, status)) in DEMO_ORG_CASES.iter().zip(statuses).enumerate() {
        let mut body = form_body(c, n, org, regions[0], today);
        if n == 6 || n == 9 {
            if let Some(p) = projects.first() {
                body.insert("project_id".into(), (*p).into());
            }
        }
        let values = if status == DRAFT {
            // Half-filled: the title and a few fields, as a user would leave it.
            for key in [
                "summary",
                "witness_name",
                "witness_phone",
                "payee_account",
                "payee_bank",
                "deadline",
            ] {
                body.remove(key);
            }
            form::draft(&body).map_err(bad_seed)?
        } else {
            form::validate(&body, &ctx).map_err(|e| bad_seed(e.join("；")))?
        };
        let created = now - (30 - n as i64 * 2) * DAY;
        let id = insert::<CaseRows, _>(conn, org, status, &values, Some(publisher), created)?;
        // The first step (the submission) lands exactly on `created`, which `insert`
        // also stamps as `submitted_at`; later steps follow five hours apart.
        let mut at = created - 5 * HOUR;
        let mut step = |action: &str, who: i64, reason: &str| -> rusqlite::Result<()> {
            at += 5 * HOUR;
            store::log(conn, id, action, Some(who), reason, at)
        };
        if status != DRAFT {
            step("submit", publisher, "")?;
        }
        if matches!(status, REVIEWING | RETURNED | RAISING) {
            step("claim", reviewer, "")?;
            conn.execute(
                "UPDATE help_cases SET claimed_by = ?1 WHERE id = ?2",
                params![reviewer, id],
            )?;
        }
        if status == RETURNED {
            let reason = "证明材料不清晰，请补充医院出具的诊断证明原件照片";
            step("return", reviewer, reason)?;
            conn.execute(
                "UPDATE help_cases SET return_reason = ?1 WHERE id = ?2",
                params![reason, id],
            )?;
        }
        if status == RAISING {
            step("pass", if n == 9 { admin } else { reviewer }, "")?;
            raising.push(id);
        }
        conn.execute(
            "UPDATE help_cases SET updated_at = ?1 WHERE id = ?2",
            params![at.min(now), id],
        )?;
    }
    orders::seed(conn, &raising, now)?;
    progress::seed(conn, &raising, org, publisher, reviewer, now)?;
    issues::seed(conn, &raising, publisher, reviewer, now)?;

    // Twelve cases in the claim pool from four other organisations, oldest first.
    for (n, c) in POOL_CASES.iter().enumerate() {
        let o = 3 + n % 4;
        let body = form_body(c, n + 10, org_ids[o], regions[o], today);
        let values = form::validate(
            &body,
            &Ctx {
                today,
                projects: &[],
            },
        )
        .map_err(|e| bad_seed(e.join("；")))?;
        let created = now - (24 - n as i64) * DAY;
        let id = insert::<CaseRows, _>(conn, org_ids[o], PENDING, &values, None, created)?;
        store::log(conn, id, "submit", None, "", created)?;
    }
    Ok(())
}
