//! The review history that brought a seeded project to its state.

use super::{ORG_ACCOUNT, PARTNER, PARTNER_ORG, REVIEWER};
use crate::areas::project::workflow::{
    CLOSED, DRAFT, ENDED, EXECUTING, PENDING, PRELIMINARY, RETURNED, REVIEWING,
};
use crate::clock::HOUR;
use rusqlite::{params, Connection};

/// The history that brought the project to its state, with its claimer, reasons and the
/// publication of published ones.
pub(super) fn history(
    conn: &Connection,
    id: i64,
    org_index: usize,
    status: i64,
    accounts: &[i64],
    created: i64,
    own: bool,
) -> rusqlite::Result<()> {
    if status == DRAFT {
        return Ok(());
    }
    let owner = own.then(|| accounts[ORG_ACCOUNT]);
    let reviewer = accounts[REVIEWER];
    let mut at = created + HOUR;
    let mut log = |action: &str, by: Option<i64>, reason: &str| {
        at += 6 * HOUR;
        conn.execute(
            "INSERT INTO workflow_logs (subject, item_id, action, operator_id, reason, at)
             VALUES ('project', ?1, ?2, ?3, ?4, ?5)",
            params![id, action, by, reason, at],
        )
        .map(|_| at)
    };
    let submitted = log("submit", owner, "")?;
    conn.execute(
        "UPDATE projects SET submitted_at = ?1, updated_at = ?1 WHERE id = ?2",
        params![submitted, id],
    )?;
    if org_index == PARTNER_ORG || status == PRELIMINARY {
        // Projects in 浙江 pass the partner first.
        if status != PRELIMINARY {
            let at = log(
                "preliminary_pass",
                Some(accounts[PARTNER]),
                "项目材料齐全，推荐平台审核",
            )?;
            conn.execute(
                "UPDATE projects SET preliminary_by = ?1, preliminary_opinion = '项目材料齐全，推荐平台审核',
                        preliminary_at = ?2 WHERE id = ?3",
                params![accounts[PARTNER], at, id],
            )?;
        }
    }
    if matches!(status, PRELIMINARY | PENDING) {
        return Ok(());
    }
    log("claim", Some(reviewer), "")?;
    conn.execute(
        "UPDATE projects SET claimed_by = ?1 WHERE id = ?2",
        params![reviewer, id],
    )?;
    if status == RETURNED {
        let reason = "预算明细与项目内容不符，请补充设备采购清单和报价";
        log("return", Some(reviewer), reason)?;
        conn.execute(
            "UPDATE projects SET return_reason = ?1 WHERE id = ?2",
            params![reason, id],
        )?;
        return Ok(());
    }
    if status == REVIEWING {
        return Ok(());
    }
    log("pass", Some(reviewer), "")?;
    if status == 7 {
        return Ok(());
    }
    log("publish", owner, "")?;
    conn.execute(
        "UPDATE projects SET online_date = fund_start, channel = ?1, pool_id = ?2, allow_over = ?3 WHERE id = ?4",
        params![1 + id % 2, (id % 2 == 1).then_some(1 + id % 8), i64::from(id % 3 == 0), id],
    )?;
    if matches!(status, ENDED | EXECUTING | CLOSED) {
        log("auto_end", None, "募款时间已结束")?;
    }
    if matches!(status, EXECUTING | CLOSED) {
        log("start", owner, "")?;
    }
    if status == CLOSED {
        log("close", Some(reviewer), "")?;
    }
    Ok(())
}
