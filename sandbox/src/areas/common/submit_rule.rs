//! Who may submit an item for review (issue 40): one rule for /SJ projects and /SJM micro
//! projects, read by the submission itself and by the pages that say, before the form, that it
//! cannot be submitted (`may_submit`/`submit_refusal`). An organisation that may not submit
//! may still keep drafts.

use crate::areas::config::workflow::is_certified;
use crate::http::envelope::ApiError;
use rusqlite::Connection;

/// Whether micro organisation `org` passed its micro authentication (the micro-project area
/// answers it, so this shared rule names no area's table).
pub type MicroAuthPassed = fn(&Connection, i64) -> rusqlite::Result<bool>;

/// What is being submitted.
#[derive(Clone, Copy)]
pub enum Submitted {
    Project,
    MicroProject(MicroAuthPassed),
}

/// A submission's first check (before any form rule): refused with the rule's own message
/// while organisation `org` may not submit `what`.
pub fn may_submit(conn: &Connection, org: i64, what: Submitted) -> Result<(), ApiError> {
    match submit_refusal(conn, org, what)? {
        Some(refusal) => Err(ApiError::bad(refusal)),
        None => Ok(()),
    }
}

/// Why organisation `org` may not submit `what` yet, or `None` when it may: a micro
/// organisation needs the micro authentication (for micro projects), any other 机构认证.
pub fn submit_refusal(
    conn: &Connection,
    org: i64,
    what: Submitted,
) -> rusqlite::Result<Option<&'static str>> {
    let (kind, certification): (i64, i64) = conn.query_row(
        "SELECT kind, certification FROM orgs WHERE id = ?1",
        [org],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    Ok(match what {
        Submitted::MicroProject(passed) if kind == 2 => {
            (!passed(conn, org)?).then_some("微机构尚未通过认证，请先完成微机构认证")
        }
        Submitted::MicroProject(_) => {
            (!is_certified(certification)).then_some("机构尚未通过认证，不能提交微项目")
        }
        Submitted::Project => {
            (!is_certified(certification)).then_some("机构尚未通过认证，不能提交项目")
        }
    })
}
