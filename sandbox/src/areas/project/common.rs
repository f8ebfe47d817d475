//! What every project handler shares: who sees which project (roles 2/99 all, a regional
//! partner its own and its province's, everyone else their own; drafts only their own), the
//! project row, loading a project with the facts its workflow steps need, and the automatic end
//! of fundraising run before every call.

use super::workflow::END_REPORTED;
use super::workflow::PARTNER_COVERS;
use super::workflow::{CLOSED, DRAFT, ENDED, EXECUTING, PROJECT, RAISING};
use super::{label_of, province_name, store, DOMAINS};
use crate::areas::common::facts::OUTSIDE_CALLERS_REGION;
use crate::clock;
use crate::http::envelope::ApiError;
use crate::http::item_list::ItemList;
use crate::http::list::Filter;
use crate::http::review::step;
use crate::http::session::CurrentUser;
use crate::rules::money::yuan;
use crate::workflow::notify::Subject;
use crate::workflow::{Fact, Item, Outcome};
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::Error;
use rusqlite::{params, Connection, OptionalExtension, Row};
use serde_json::{json, Value};

pub const NOT_FOUND: &str = "项目不存在";

/// Regional partner platforms.
const PARTNER: i64 = 3;

/// The tables a project row reads.
pub const FROM: &str =
    "projects p JOIN orgs o ON o.id = p.org_id LEFT JOIN accounts ca ON ca.id = p.claimed_by";

/// The columns of a project row (see `row`). The raised amount and the donation count are
/// always computed from the donation rows: there is no stored counter that could drift. The
/// raised amount includes the micro projects' donations (`store::RAISED_SQL`, issue 18).
pub const ROW: &str = "p.id, p.title, p.domain_id, p.org_id, o.name, p.province, p.city, p.district, p.cover,
    p.target_fen,
    ((SELECT COALESCE(SUM(amount_fen), 0) FROM donations
      WHERE subject = 'project' AND item_id = p.id AND pay_status = 1)
   + (SELECT COALESCE(SUM(d.amount_fen), 0) FROM donations d
        JOIN micro_projects mp ON d.subject = 'micro_project' AND mp.id = d.item_id
       WHERE mp.parent_type = 1 AND mp.parent_id = p.id AND d.pay_status = 1)),
    (SELECT COUNT(*) FROM donations WHERE subject = 'project' AND item_id = p.id AND pay_status = 1),
    p.fund_start, p.fund_end, p.status, ca.display_name, p.return_reason,
    EXISTS (SELECT 1 FROM change_requests WHERE subject = 'project' AND item_id = p.id AND status = 1),
    p.submitted_at, p.created_at, COALESCE(p.updated_at, p.created_at), p.claimed_by";

/// What a project list sorts by on request (its 目标金额 and 提交时间 columns).
pub const SORT_KEYS: &[(&str, &str)] = &[
    ("target_amount", "p.target_fen"),
    ("submitted_at", "p.submitted_at"),
];

/// A project row as the lists and the detail send it.
pub fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let domain: Option<i64> = r.get(2)?;
    let status: i64 = r.get(14)?;
    let target: i64 = r.get(9)?;
    let raised: i64 = r.get(10)?;
    let province: String = r.get(5)?;
    let percent = if target > 0 {
        (raised.saturating_mul(100) / target).clamp(0, 100)
    } else {
        0
    };
    // A draft may have no target yet (stored as 0).
    let target_amount = (status != DRAFT || target > 0).then(|| yuan(target));
    Ok(json!({
        "id": r.get::<_, i64>(0)?,
        "title": r.get::<_, String>(1)?,
        "domain_id": domain,
        "domain_name": label_of(&DOMAINS, domain),
        "org_id": r.get::<_, i64>(3)?,
        "org_name": r.get::<_, String>(4)?,
        "region_text": province_name(&province),
        "province": province,
        "city": r.get::<_, String>(6)?,
        "district": r.get::<_, String>(7)?,
        "cover": r.get::<_, String>(8)?,
        "target_amount": target_amount,
        "raised_amount": yuan(raised),
        "donation_count": r.get::<_, i64>(11)?,
        "progress_percent": percent,
        "fund_start": r.get::<_, String>(12)?,
        "fund_end": r.get::<_, String>(13)?,
        "status": status,
        "status_label": PROJECT.label(status),
        "went_live": matches!(status, RAISING | ENDED | EXECUTING | CLOSED),
        "claimed_by": r.get::<_, Option<i64>>(21)?,
        "claimed_by_name": r.get::<_, Option<String>>(15)?,
        "return_reason": r.get::<_, String>(16)?,
        "has_pending_change": r.get::<_, bool>(17)?,
        "submitted_at": r.get::<_, Option<i64>>(18)?,
        "created_at": r.get::<_, i64>(19)?,
        "updated_at": r.get::<_, i64>(20)?,
    }))
}

/// Restricts a list over `p` (projects) to what the caller may see: roles 2 and 99 every
/// organisation's, a regional partner its own organisation's and those executed in its
/// province, everyone else their own organisation's.
pub fn visible(f: &mut Filter, user: &CurrentUser) {
    if PROJECT.sees_all(user.role) {
        return;
    }
    if user.role == PARTNER {
        f.and(
            "(p.org_id = ? OR (p.province <> '' AND p.province = (SELECT province FROM orgs WHERE id = ?)))",
            [user.org_id.into(), user.org_id.into()],
        );
    } else {
        f.and("p.org_id = ?", [user.org_id.into()]);
    }
}

/// What the write paths need to know about a project.
#[derive(Debug, Clone)]
pub struct ProjectRef {
    pub id: i64,
    pub org_id: i64,
    pub status: i64,
    pub claimed_by: Option<i64>,
    pub title: String,
    pub facts: Vec<Fact>,
}

impl ProjectRef {
    pub fn own(&self, user: &CurrentUser) -> bool {
        self.org_id == user.org_id
    }

    pub fn item(&self) -> Item {
        let facts = self.facts.clone();
        Item::owned(self.status, self.org_id)
            .claimed(self.claimed_by)
            .with_facts(facts)
    }

    /// The step `action` by `user` takes on the project, or the refusal as a 400.
    pub fn step(&self, action: &str, user: &CurrentUser) -> Result<Outcome, ApiError> {
        step(&PROJECT, &self.item(), action, user)
    }

    /// The project as a message to its organisation names it.
    pub fn subject(&self) -> Subject {
        Subject::own_page(self.id, self.org_id, self.title.clone())
    }
}

/// A project the caller may see, with the facts of its workflow for this caller. Drafts are
/// private to their organisation; anything else the caller may not see is `项目不存在`.
pub fn load(conn: &Connection, user: &CurrentUser, id: i64) -> Result<ProjectRef, ApiError> {
    let found = conn
        .query_row(
            "SELECT p.org_id, p.status, p.claimed_by, p.title,
                    p.province <> '' AND p.province = (SELECT province FROM orgs WHERE id = ?2),
                    EXISTS (SELECT 1 FROM accounts a JOIN orgs po ON po.id = a.org_id
                             WHERE a.role = 3 AND p.province <> '' AND po.province = p.province),
                    EXISTS (SELECT 1 FROM change_requests
                             WHERE subject = 'project' AND item_id = p.id AND status = 1),
                    EXISTS (SELECT 1 FROM workflow_ignores
                             WHERE subject = 'project' AND item_id = p.id AND account_id = ?3),
                    EXISTS (SELECT 1 FROM reports
                             WHERE subject = 'project' AND item_id = p.id AND kind = 'end' AND status IN (1, 2))
               FROM projects p WHERE p.id = ?1",
            params![id, user.org_id, user.account_id],
            |r| {
                let in_region: bool = r.get(4)?;
                let facts = [
                    (!in_region, OUTSIDE_CALLERS_REGION),
                    (r.get(5)?, PARTNER_COVERS),
                    (r.get(6)?, Fact::PENDING_CHANGE),
                    (r.get(7)?, Fact::IGNORED_BY_CALLER),
                    (r.get(8)?, END_REPORTED),
                ];
                Ok((
                    ProjectRef {
                        id,
                        org_id: r.get(0)?,
                        status: r.get(1)?,
                        claimed_by: r.get(2)?,
                        title: r.get(3)?,
                        facts: facts.into_iter().filter(|f| f.0).map(|f| f.1).collect(),
                    },
                    in_region,
                ))
            },
        )
        .optional()?;
    match found {
        Some((p, in_region)) => {
            let sees = p.own(user)
                || (p.status != DRAFT
                    && (PROJECT.sees_all(user.role) || (user.role == PARTNER && in_region)));
            if sees {
                Ok(p)
            } else {
                Err(ApiError::bad(NOT_FOUND))
            }
        }
        None => Err(ApiError::bad(NOT_FOUND)),
    }
}

/// The caller's actions on project `id`: the detail's and every list row's (issue 41).
pub fn actions(
    conn: &Connection,
    user: &CurrentUser,
    id: i64,
) -> Result<Vec<&'static str>, ApiError> {
    Ok(PROJECT.actions(&load(conn, user, id)?.item(), &user.actor()))
}

/// How every project list reads and sorts its rows and finds a row's actions.
pub static PROJECTS: ItemList = ItemList {
    select: ROW,
    from: FROM,
    row,
    sort_keys: SORT_KEYS,
    actions,
};

/// A project the caller's organisation owns (every write of the organisation's side): another
/// organisation's is `项目不存在`, for reviewers too — they act through the review calls.
pub fn load_own(conn: &Connection, user: &CurrentUser, id: i64) -> Result<ProjectRef, ApiError> {
    let p = load(conn, user, id)?;
    if p.own(user) {
        Ok(p)
    } else {
        Err(ApiError::bad(NOT_FOUND))
    }
}

/// Today's day in China.
pub fn today() -> i64 {
    crate::rules::dates::today(clock::now())
}

/// Middleware of the area's scope: before any project call, projects whose fundraising window
/// is over move from 募款中 to 募款结束 (one transaction; a failure is logged, never answered).
pub async fn end_due(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let task = |conn: &mut rusqlite::Connection, now| Ok(store::end_due(conn, now).map(drop)?);
    crate::http::due::run(&req, task, "ending overdue fundraising").await;
    next.call(req).await
}

/// Donation projects as the kit's change requests and reports see them.
pub struct Projects;

impl crate::http::parent::Parent for Projects {
    const TABLE: &'static crate::workflow::Table = &PROJECT;
    const SQL_TABLE: &'static str = "projects";
    const KEY: &'static str = "project";

    fn visible(f: &mut Filter, user: &CurrentUser) {
        visible(f, user);
    }

    fn load(
        conn: &Connection,
        user: &CurrentUser,
        id: i64,
    ) -> Result<crate::http::parent::ParentRef, ApiError> {
        let p = load(conn, user, id)?;
        Ok(crate::http::parent::ParentRef {
            id,
            item: p.item(),
            subject: p.subject(),
        })
    }

    fn raised_fen(conn: &Connection, id: i64) -> Result<i64, ApiError> {
        Ok(store::raised_fen(conn, id)?)
    }

    fn log_label(action: &str) -> &'static str {
        super::workflow::log_label(action)
    }
}
