//! What every micro-project handler shares: who sees which micro project (roles 2/99 all but
//! drafts, 99 drafts too, the regional partner its own and its province's, everyone else their
//! own organisation's), the row, loading one with the facts its steps need, its raised amount
//! (always the live sum of its paid donations) and the automatic end of fundraising.

use super::workflow::OWNER_UNAUTHENTICATED;
use super::workflow::{log_label, ADMIN, DRAFT, ENDED, MICRO, PASSED, RAISING, UNSUBMITTED};
use crate::areas::common::facts::OUTSIDE_CALLERS_REGION;
use crate::areas::common::fundraising::due::window_over;
use crate::areas::common::submit_rule::{self, Submitted};
use crate::http::envelope::ApiError;
use crate::http::list::Filter;
use crate::http::parent::{change_pending, Parent, ParentRef};
use crate::http::session::CurrentUser;
use crate::rules::money::yuan;
use crate::rules::region::province_name;
use crate::workflow::notify::Subject;
use crate::workflow::{Fact, Item, Table};
use rusqlite::{params, Connection, OptionalExtension, Row};
use serde_json::{json, Value};

pub const NOT_FOUND: &str = "微项目不存在";
const PARTNER: i64 = 3;

/// A micro project's raised amount: its paid donations (refunded rows leave the sum).
pub const RAISED_SQL: &str = "(SELECT COALESCE(SUM(amount_fen), 0) FROM donations
      WHERE subject = 'micro_project' AND item_id = m.id AND pay_status = 1)";

pub const FROM: &str = "micro_projects m JOIN orgs o ON o.id = m.org_id
     LEFT JOIN projects pp ON m.parent_type = 1 AND pp.id = m.parent_id
     LEFT JOIN love_funds lf ON m.parent_type = 2 AND lf.id = m.parent_id";

pub fn columns() -> String {
    format!(
        "m.id, m.title, m.org_id, o.name, o.kind, m.parent_type, m.parent_id,
         COALESCE(pp.title, lf.title, ''), m.province, m.city, m.district, m.cover, m.target_fen,
         {RAISED_SQL},
         (SELECT COUNT(*) FROM donations WHERE subject = 'micro_project' AND item_id = m.id AND pay_status = 1),
         m.fund_start, m.fund_end, m.status, m.return_reason,
         EXISTS (SELECT 1 FROM change_requests WHERE subject = 'micro_project' AND item_id = m.id AND status = 1),
         m.submitted_at, m.created_at, COALESCE(m.updated_at, m.created_at)"
    )
}

/// A micro row as the lists and the detail send it.
pub fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let status: i64 = r.get(17)?;
    let target: i64 = r.get(12)?;
    let raised: i64 = r.get(13)?;
    let parent_type: i64 = r.get(5)?;
    let province: String = r.get(8)?;
    let percent = if target > 0 {
        (raised.saturating_mul(100) / target).clamp(0, 100)
    } else {
        0
    };
    Ok(json!({
        "id": r.get::<_, i64>(0)?,
        "title": r.get::<_, String>(1)?,
        "org_id": r.get::<_, i64>(2)?,
        "org_name": r.get::<_, String>(3)?,
        "org_kind": r.get::<_, i64>(4)?,
        "parent_type": parent_type,
        "parent_type_label": if parent_type == 1 { "项目" } else { "项目池" },
        "parent_id": r.get::<_, i64>(6)?,
        "parent_title": r.get::<_, String>(7)?,
        "region_text": province_name(&province),
        "province": province,
        "city": r.get::<_, String>(9)?,
        "district": r.get::<_, String>(10)?,
        "cover": r.get::<_, String>(11)?,
        "target_amount": (status != DRAFT || target > 0).then(|| yuan(target)),
        "raised_amount": yuan(raised),
        "donation_count": r.get::<_, i64>(14)?,
        "progress_percent": percent,
        "fund_start": r.get::<_, String>(15)?,
        "fund_end": r.get::<_, String>(16)?,
        "status": status,
        "status_label": MICRO.label(status),
        "went_live": matches!(status, RAISING | ENDED),
        "return_reason": r.get::<_, String>(18)?,
        "has_pending_change": r.get::<_, bool>(19)?,
        "submitted_at": r.get::<_, Option<i64>>(20)?,
        "created_at": r.get::<_, i64>(21)?,
        "updated_at": r.get::<_, i64>(22)?,
    }))
}

/// Restricts a list over `m` to what the caller may see (drafts: own organisation and 99).
pub fn visible(f: &mut Filter, user: &CurrentUser) {
    visible_as(f, user, "m");
}

/// `visible` over the micro projects aliased `alias`.
pub fn visible_as(f: &mut Filter, user: &CurrentUser, alias: &str) {
    if ADMIN.contains(&user.role) {
        return;
    }
    if MICRO.sees_all(user.role) {
        f.and(
            &format!("({alias}.status <> 0 OR {alias}.org_id = ?)"),
            [user.org_id.into()],
        );
    } else if user.role == PARTNER {
        f.and(
            &format!(
                "({alias}.org_id = ? OR ({alias}.status <> 0 AND {alias}.province <> ''
                  AND {alias}.province = (SELECT province FROM orgs WHERE id = ?)))"
            ),
            [user.org_id.into(), user.org_id.into()],
        );
    } else {
        f.and(&format!("{alias}.org_id = ?"), [user.org_id.into()]);
    }
}

/// The micro project's raised amount in fen.
pub fn raised_fen(conn: &Connection, id: i64) -> rusqlite::Result<i64> {
    crate::areas::common::paid::paid_fen(conn, "micro_project", id)
}

/// Whether organisation `org`'s newest micro authentication passed (the submit rule's question).
pub fn passed(conn: &Connection, org: i64) -> rusqlite::Result<bool> {
    Ok(status_of(conn, org)? == PASSED)
}

/// The micro authentication state of organisation `org` (its newest submission's).
pub fn status_of(conn: &Connection, org: i64) -> rusqlite::Result<i64> {
    Ok(conn
        .query_row(
            "SELECT status FROM micro_auths WHERE org_id = ?1 ORDER BY id DESC LIMIT 1",
            [org],
            |r| r.get(0),
        )
        .optional()?
        .unwrap_or(UNSUBMITTED))
}

/// Whether organisation `org` may submit micro projects (the one submit rule says no reason).
pub fn authenticated(conn: &Connection, org: i64) -> rusqlite::Result<bool> {
    Ok(submit_refusal(conn, org)?.is_none())
}

/// Why organisation `org` may not submit micro projects yet, or `None` when it may: the message
/// a submission is refused with, and what `auth_info` tells the draft page (one rule for both,
/// shared with /SJ projects).
pub fn submit_refusal(conn: &Connection, org: i64) -> rusqlite::Result<Option<&'static str>> {
    submit_rule::submit_refusal(conn, org, SUBMITTED)
}

/// What a micro project's submission is, for the shared submit rule.
pub const SUBMITTED: Submitted = Submitted::MicroProject(passed);

/// Micro projects as the kit's drafts, change requests and reports see them.
pub struct Micro;

impl Parent for Micro {
    const TABLE: &'static Table = &MICRO;
    const SQL_TABLE: &'static str = "micro_projects";
    const KEY: &'static str = "project";

    fn visible(f: &mut Filter, user: &CurrentUser) {
        visible_as(f, user, "p");
    }

    /// A micro project the caller may see, with the facts of its steps for this caller.
    fn load(conn: &Connection, user: &CurrentUser, id: i64) -> Result<ParentRef, ApiError> {
        let found: Option<(i64, i64, String, bool)> = conn
            .query_row(
                "SELECT m.org_id, m.status, m.title,
                        m.province <> '' AND m.province = (SELECT province FROM orgs WHERE id = ?2)
                   FROM micro_projects m WHERE m.id = ?1",
                params![id, user.org_id],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
            )
            .optional()?;
        let Some((org, status, title, in_region)) = found else {
            return Err(ApiError::bad(NOT_FOUND));
        };
        let own = org == user.org_id;
        let sees = own
            || ADMIN.contains(&user.role)
            || (status != DRAFT
                && (MICRO.sees_all(user.role) || (user.role == PARTNER && in_region)));
        if !sees {
            return Err(ApiError::bad(NOT_FOUND));
        }
        let mut facts = Vec::new();
        if user.role == PARTNER && !in_region {
            facts.push(OUTSIDE_CALLERS_REGION);
        }
        if change_pending(conn, MICRO.subject, id)? {
            facts.push(Fact::PENDING_CHANGE);
        }
        if !authenticated(conn, org)? {
            facts.push(OWNER_UNAUTHENTICATED);
        }
        Ok(ParentRef {
            id,
            item: Item::owned(status, org).with_facts(facts),
            subject: Subject::own_page(id, org, title),
        })
    }

    fn raised_fen(conn: &Connection, id: i64) -> Result<i64, ApiError> {
        Ok(raised_fen(conn, id)?)
    }

    fn log_label(action: &str) -> &'static str {
        log_label(action)
    }
}

/// The system ends the fundraising of micro projects whose window is over (logged as 系统).
pub fn end_due(conn: &mut Connection, now: i64) -> rusqlite::Result<usize> {
    let tx = conn.transaction()?;
    let due = window_over(&tx, "micro_projects", RAISING, now)?;
    for id in &due {
        tx.execute(
            "UPDATE micro_projects SET status = ?1, updated_at = ?2 WHERE id = ?3",
            params![ENDED, now, id],
        )?;
        MICRO.log(&tx, *id, "auto_end", None, "募款时间已结束", now)?;
    }
    tx.commit()?;
    Ok(due.len())
}
