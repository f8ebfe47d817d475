//! What every help handler shares: visibility, the case row, list filters and paging, and
//! loading a case (or refusing with the same answer for "missing" and "someone else's").

use crate::areas::common::stored_form::stored_form;
use crate::areas::help::workflow::{CASE, DRAFT, RAISING};
use crate::areas::help::{form, label_of, HELP_TYPES};
use crate::http::envelope::{ApiError, ApiResult};
use crate::http::input::Query;
use crate::http::list::{Filter, Sorts};
use crate::http::paging::{self, Page};
use crate::http::row_actions::acting_list_answer;
use crate::http::session::CurrentUser;
use crate::rules::dates;
use crate::rules::money::yuan;
use crate::state::AppState;
use crate::workflow::notify::Subject;
use crate::workflow::{Fact, Item, Outcome};
use rusqlite::{Connection, OptionalExtension, Row};
use serde_json::{json, Map, Value};

pub use crate::http::review::{reason_or_empty, step};

pub const CASE_NOT_FOUND: &str = "求助不存在";

/// Roles 2 and 99 see every organisation's help records; every other role only its own.
pub fn sees_all(user: &CurrentUser) -> bool {
    CASE.sees_all(user.role)
}

/// One page of case rows (see `case_row`) over `filter`, as the list answer, in `default` order
/// unless the query asks for a sort ([`CASE_SORT_KEYS`]); each row carries the caller's `actions`
/// (see [`case_actions`]).
pub async fn case_list(
    state: &AppState,
    (q, user): (&Query, CurrentUser),
    (filter, default): (Filter, &'static str),
    page: Page,
) -> ApiResult {
    let order = Sorts {
        keys: CASE_SORT_KEYS,
        default,
    }
    .order(q)?;
    let actions_of = move |conn: &Connection, id: i64| case_actions(conn, &user, id);
    let select = (CASE_ROW, CASE_FROM);
    acting_list_answer(state, select, filter, order, page, case_row, actions_of).await
}

/// The caller's actions on case `id`, with the facts its steps need (ignored by the caller in
/// the pool, a change request waiting): the detail's and every list row's (issue 41).
pub fn case_actions(
    conn: &Connection,
    user: &CurrentUser,
    id: i64,
) -> Result<Vec<&'static str>, ApiError> {
    let case = load_case(conn, user, id)?;
    let (ignored, pending): (bool, bool) = conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM workflow_ignores
                          WHERE subject = 'help_case' AND item_id = ?1 AND account_id = ?2),
                EXISTS (SELECT 1 FROM change_requests
                          WHERE subject = 'help_case' AND item_id = ?1 AND status = 1)",
        rusqlite::params![id, user.account_id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    let facts = [
        (ignored, Fact::IGNORED_BY_CALLER),
        (pending, Fact::PENDING_CHANGE),
    ];
    let item = case.item(facts.into_iter().filter(|f| f.0).map(|f| f.1).collect());
    Ok(CASE.actions(&item, &user.actor()))
}

/// What a case list sorts by on request (its 目标金额, 已筹金额 and 提交时间 columns); the raised
/// amount as the row computes it.
pub const CASE_SORT_KEYS: &[(&str, &str)] = &[
    ("target_amount", "c.target_fen"),
    (
        "raised_amount",
        "(SELECT COALESCE(SUM(amount_fen), 0) FROM donations
          WHERE subject = 'help_case' AND item_id = c.id AND pay_status = 1)",
    ),
    ("submitted_at", "c.submitted_at"),
];

/// The tables a case row reads.
pub const CASE_FROM: &str =
    "help_cases c JOIN orgs o ON o.id = c.org_id LEFT JOIN accounts ca ON ca.id = c.claimed_by";

/// The columns of a case row (see `case_row`).
pub const CASE_ROW: &str =
    "c.id, c.title, c.help_type_id, c.org_id, o.name, c.beneficiary_name, c.target_fen,
    (SELECT COALESCE(SUM(amount_fen), 0) FROM donations
      WHERE subject = 'help_case' AND item_id = c.id AND pay_status = 1),
    c.deadline, c.status, c.claimed_by, ca.display_name, c.return_reason,
    EXISTS (SELECT 1 FROM change_requests WHERE subject = 'help_case' AND item_id = c.id AND status = 1),
    (SELECT COUNT(*) FROM reports WHERE subject = 'help_case' AND item_id = c.id),
    (SELECT COUNT(*) FROM donations WHERE subject = 'help_case' AND item_id = c.id AND pay_status = 1),
    c.submitted_at, c.created_at, c.updated_at";

/// A case row as the lists and the detail send it.
pub fn case_row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let help_type: Option<i64> = r.get(2)?;
    let status: i64 = r.get(9)?;
    Ok(json!({
        "id": r.get::<_, i64>(0)?,
        "title": r.get::<_, String>(1)?,
        "help_type_id": help_type,
        "help_type_name": label_of(&HELP_TYPES, help_type),
        "org_id": r.get::<_, i64>(3)?,
        "org_name": r.get::<_, String>(4)?,
        "beneficiary_name": r.get::<_, String>(5)?,
        "target_amount": r.get::<_, Option<i64>>(6)?.map(yuan),
        "raised_amount": yuan(r.get(7)?),
        "deadline": r.get::<_, String>(8)?,
        "status": status,
        "status_label": CASE.label(status),
        "went_live": status == RAISING,
        "claimed_by": r.get::<_, Option<i64>>(10)?,
        "claimed_by_name": r.get::<_, Option<String>>(11)?,
        "return_reason": r.get::<_, String>(12)?,
        "has_pending_issue": r.get::<_, bool>(13)?,
        "progress_count": r.get::<_, i64>(14)?,
        "donation_count": r.get::<_, i64>(15)?,
        "submitted_at": r.get::<_, Option<i64>>(16)?,
        "created_at": r.get::<_, i64>(17)?,
        "updated_at": r.get::<_, i64>(18)?,
    }))
}

/// What the write paths need to know about a case.
#[derive(Debug, Clone)]
pub struct CaseRef {
    pub org_id: i64,
    pub status: i64,
    pub claimed_by: Option<i64>,
}

impl CaseRef {
    pub fn own(&self, user: &CurrentUser) -> bool {
        self.org_id == user.org_id
    }

    /// The case as the workflow table sees it, with the facts that hold.
    pub fn item(&self, facts: Vec<Fact>) -> Item {
        Item::owned(self.status, self.org_id)
            .claimed(self.claimed_by)
            .with_facts(facts)
    }

    /// The case (`id`) as a message to its organisation names it.
    pub fn subject(&self, conn: &Connection, id: i64) -> Result<Subject, ApiError> {
        case_subject(conn, self.org_id, id)
    }

    /// The step `action` by `user` takes on the case, or the refusal as a 400.
    pub fn step(&self, action: &str, user: &CurrentUser) -> Result<Outcome, ApiError> {
        step(&CASE, &self.item(Vec::new()), action, user)
    }
}

/// Case `id` as a message to its organisation names it (its page is the case's page).
pub fn case_subject(conn: &Connection, org_id: i64, id: i64) -> Result<Subject, ApiError> {
    let title: String =
        conn.query_row("SELECT title FROM help_cases WHERE id = ?1", [id], |r| {
            r.get(0)
        })?;
    Ok(Subject::own_page(id, org_id, title))
}

/// A case the caller may see: its own organisation's, or any submitted one for roles 2/99
/// (drafts are private to their organisation). Anything else is `求助不存在`.
pub fn load_case(conn: &Connection, user: &CurrentUser, id: i64) -> Result<CaseRef, ApiError> {
    let case = conn
        .query_row(
            "SELECT id, org_id, status, claimed_by FROM help_cases WHERE id = ?1",
            [id],
            |r| {
                Ok(CaseRef {
                    org_id: r.get(1)?,
                    status: r.get(2)?,
                    claimed_by: r.get(3)?,
                })
            },
        )
        .optional()?;
    match case {
        Some(c) if c.own(user) || (sees_all(user) && c.status != DRAFT) => Ok(c),
        _ => Err(ApiError::bad(CASE_NOT_FOUND)),
    }
}

/// A case the caller's organisation owns (every write of the organisation's side). A case
/// another organisation owns is `求助不存在` even for reviewers: they act through the review calls.
pub fn load_own_case(conn: &Connection, user: &CurrentUser, id: i64) -> Result<CaseRef, ApiError> {
    let case = load_case(conn, user, id)?;
    if case.own(user) {
        Ok(case)
    } else {
        Err(ApiError::bad(CASE_NOT_FOUND))
    }
}

/// The stored form of a case as JSON (the shape `add_help_project` takes).
pub fn case_form(conn: &Connection, id: i64) -> Result<Map<String, Value>, ApiError> {
    Ok(stored_form(conn, "help_cases", id, form::json_names())?)
}

/// Today's day in China.
pub fn today() -> i64 {
    dates::today(crate::clock::now())
}

/// The organisation's projects in 募款中 (what a case may belong to), by id; `title` filters.
pub fn org_projects(
    conn: &Connection,
    org_id: i64,
    title: Option<&str>,
    limit: i64,
) -> Result<Vec<(i64, String)>, ApiError> {
    let pattern = title.map_or_else(|| "%".to_owned(), paging::like_pattern);
    let mut stmt = conn.prepare(
        "SELECT id, title FROM projects WHERE org_id = ?1 AND status = 2 AND title LIKE ?2 ESCAPE '\\'
          ORDER BY id DESC LIMIT ?3",
    )?;
    let rows = stmt
        .query_map(rusqlite::params![org_id, pattern, limit], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(rows)
}

/// The validation context of the caller's organisation.
pub fn project_ids(conn: &Connection, org_id: i64) -> Result<Vec<i64>, ApiError> {
    Ok(org_projects(conn, org_id, None, i64::MAX)?
        .into_iter()
        .map(|(id, _)| id)
        .collect())
}

/// Help cases as the kit's change requests and progress reports see them.
pub struct HelpCases;

impl crate::http::parent::Parent for HelpCases {
    const TABLE: &'static crate::workflow::Table = &CASE;
    const SQL_TABLE: &'static str = "help_cases";
    const KEY: &'static str = "help";

    fn visible(f: &mut Filter, user: &CurrentUser) {
        f.visible_to(user, sees_all(user), "p.org_id");
    }

    fn load(
        conn: &Connection,
        user: &CurrentUser,
        id: i64,
    ) -> Result<crate::http::parent::ParentRef, ApiError> {
        let case = load_case(conn, user, id)?;
        Ok(crate::http::parent::ParentRef {
            id,
            item: case.item(Vec::new()),
            subject: case.subject(conn, id)?,
        })
    }

    fn raised_fen(conn: &Connection, id: i64) -> Result<i64, ApiError> {
        Ok(super::store::raised_fen(conn, id)?)
    }

    fn log_label(action: &str) -> &'static str {
        super::log_label(action)
    }
}
