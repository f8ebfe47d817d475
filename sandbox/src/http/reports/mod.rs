//! Reports on a running item (progress reports, disclosures, end reports), once for every area:
//! the owner organisation adds one and edits it while it waits or after a return; a reviewer
//! passes or returns it. Rows live in the shared `reports` table keyed by the item's subject
//! and a `kind`. An area says what differs (`Reports`: its report tables per kind, its form,
//! what a pass does beyond the report) and registers them with `call_sets::reports`; the
//! frames of list, detail, add, pass and return are the follow-ups' (`http::follow_ups`), the
//! edit of a waiting or returned report is this kind's own.

use super::body_write::write_on;
use super::envelope::{ok, ApiError, ApiResult};
use super::follow_ups::{Adding, FollowUps};
use super::input::{Body, Query};
use super::list::{Filter, Sorts};
use super::parent::{logs, summary, Parent, ParentRef};
use super::review::{Asked, Decided};
use super::row_actions::carrying;
use super::session::CurrentUser;
use crate::clock;
use crate::state::AppState;
use crate::workflow::notify::Subject;
use crate::workflow::reviewed::AWAITING;
use crate::workflow::{Actor, Item, Table};
use actix_web::web;
use rusqlite::{params, Connection, Row};
use serde_json::{json, Map, Value};
use std::marker::PhantomData;

mod rows;
pub use crate::workflow::reviewed::ReportForm;
use rows::{columns, from, row};
pub use rows::{filter, load_report};

/// A stored report the caller may see.
pub struct Report {
    pub row: Value,
    pub kind: String,
    pub status: i64,
    pub item_id: i64,
    pub org: i64,
}

/// An area's reports.
pub trait Reports: Parent {
    /// The report kinds the area has (`progress`, and `end` for donation projects); the first
    /// is the default of `add` and the only one when there is one.
    const KINDS: &'static [&'static str] = &["progress"];
    /// The message of a report the caller may not see.
    const REPORT_NOT_FOUND: &'static str;

    /// The workflow table of a report `kind`.
    fn table_of(kind: &str) -> &'static Table;
    /// The item's step that allows adding a report of `kind`. Default: `add_progress`, the
    /// step of areas whose only reports are progress reports.
    fn add_action(_kind: &str) -> &'static str {
        "add_progress"
    }
    /// The Chinese label of a `kind`.
    fn kind_label(kind: &str) -> &'static str;
    /// The form of a report of `kind`, checked with the area's rules.
    fn form(body: &Map<String, Value>, kind: &str) -> Result<ReportForm, String>;
    /// The money used may not exceed what the item raised (the area's message).
    fn check_used(conn: &Connection, item_id: i64, used: Option<i64>) -> Result<(), ApiError>;
    /// What a decision does beyond the report (an end report's pass closes its project), in
    /// the same transaction.
    fn decided(
        _conn: &Connection,
        _user: &CurrentUser,
        _report: &Report,
        _item: &ParentRef,
        _action: &str,
        _now: i64,
    ) -> Result<(), ApiError> {
        Ok(())
    }
    /// Extra columns of a list row, after the kit's (`, o.province` …), and how to read them.
    fn extra_row(_r: &Row<'_>, _row: &mut Map<String, Value>) -> rusqlite::Result<()> {
        Ok(())
    }
    const EXTRA_COLUMNS: &'static str = "";
}

/// The reports of area `R` as the kit's follow-ups (`call_sets::reports` registers them).
pub struct Rows<R>(PhantomData<R>);

impl<R: Reports> FollowUps for Rows<R> {
    type Item = R;
    /// Newest first, or by 使用金额 or 提交时间 either way on request.
    const ORDER: Sorts = Sorts {
        keys: &[
            ("amount_used", "r.amount_used_fen"),
            ("created_at", "r.created_at"),
        ],
        default: "r.created_at DESC, r.id DESC",
    };

    fn not_found() -> &'static str {
        R::REPORT_NOT_FOUND
    }

    /// The first kind's table: every kind of an area has the same reviewers.
    fn reviewers() -> &'static Table {
        R::table_of(R::KINDS[0])
    }

    fn select() -> String {
        columns::<R>()
    }

    fn from() -> String {
        from::<R>()
    }

    fn filter(user: &CurrentUser, q: &Query) -> Result<Filter, ApiError> {
        filter::<R>(user, q)
    }

    fn acting(r: &Row<'_>, actor: &Actor) -> rusqlite::Result<Value> {
        let (kind, item) = (r.get::<_, String>(4)?, Item::owned(r.get(7)?, r.get(15)?));
        Ok(carrying(
            row::<R>(r)?,
            R::table_of(&kind).actions(&item, actor),
        ))
    }

    /// The report with its content, its item (with the raised amount), the caller's actions
    /// and the report's history.
    fn detail(conn: &Connection, user: &CurrentUser, id: i64) -> Result<Value, ApiError> {
        let (r, _) = load_report::<R>(conn, user, id)?;
        let table = R::table_of(&r.kind);
        let actions = table.actions(&Item::owned(r.status, r.org), &user.actor());
        let mut v = r.row;
        if let Some(o) = v.as_object_mut() {
            o.insert("actions".into(), json!(actions));
            o.insert(R::KEY.into(), summary::<R>(conn, r.item_id)?);
            o.insert(
                "logs".into(),
                logs(conn, table.subject, id, R::log_label)?.into(),
            );
        }
        Ok(v)
    }

    /// `{kind?, title, content, images, amount_used?}` on the own organisation's item in a
    /// state its table allows; starts 待审核.
    fn add(new: Adding<'_>) -> Result<i64, ApiError> {
        let kind = kind_of::<R>(&new.body)?;
        let (tx, user, item_id) = (new.conn, new.user, new.item.id);
        R::TABLE
            .next(&new.item.item, R::add_action(kind), &user.actor())
            .map_err(ApiError::bad)?;
        let table = R::table_of(kind);
        table
            .next(&Item::new_for(&user.actor()), "add", &user.actor())
            .map_err(ApiError::bad)?;
        let r = R::form(&new.body, kind).map_err(ApiError::bad)?;
        R::check_used(tx, item_id, r.amount_used_fen)?;
        let now = clock::now();
        tx.execute(
            "INSERT INTO reports (subject, item_id, kind, title, content, images, amount_used_fen, status,
                                  created_by, created_at, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10)",
            params![R::TABLE.subject, item_id, kind, r.title, r.content, r.images,
                    r.amount_used_fen, AWAITING, user.account_id, now],
        )?;
        let id = tx.last_insert_rowid();
        table.log(tx, id, "submit", Some(user.account_id), "", now)?;
        tx.execute(
            &format!("UPDATE {} SET updated_at = ?1 WHERE id = ?2", R::SQL_TABLE),
            params![now, item_id],
        )?;
        Ok(id)
    }

    fn decide(tx: &Connection, asked: Asked<'_>) -> Result<(), ApiError> {
        let (user, id, action, reason) = asked.parts();
        let (r, item) = load_report::<R>(tx, user, id)?;
        let table = R::table_of(&r.kind);
        let report_item = Item {
            facts: item.item.facts.clone(),
            ..Item::owned(r.status, r.org)
        };
        let decided = Decided::take(table, &report_item, action, user, reason)?;
        R::decided(tx, user, &r, &item, action, decided.now)?;
        let subject = Subject {
            item_id: id,
            owner_org: r.org,
            title: r.row["title"].as_str().unwrap_or_default().to_owned(),
            page_id: r.item_id,
        };
        decided.write(tx, table, "reports", "reason", id, user, &subject)
    }
}

/// The `kind` of a new report: the area's first when absent; areas with one kind take no other.
fn kind_of<R: Reports>(body: &Map<String, Value>) -> Result<&'static str, ApiError> {
    match crate::rules::form::text(body, "kind").as_str() {
        "" => Ok(R::KINDS[0]),
        k => R::KINDS
            .iter()
            .copied()
            .find(|x| *x == k)
            .filter(|_| R::KINDS.len() > 1)
            .ok_or_else(|| ApiError::bad("报告类型不正确")),
    }
}

/// `POST …edit_process {id, title, content, images, amount_used?}` — a waiting or returned
/// report is replaced and waits for review again (the old return reason is cleared).
pub async fn edit<R: Reports>(
    state: web::Data<AppState>,
    user: CurrentUser,
    body: Body,
) -> ApiResult {
    let (id, status) = write_on(
        &state,
        (user, body),
        ("id", R::REPORT_NOT_FOUND),
        |tx, user, id, body| {
            let (r, _) = load_report::<R>(tx, user, id)?;
            let table = R::table_of(&r.kind);
            let to = table
                .next(&Item::owned(r.status, r.org), "edit", &user.actor())
                .map_err(ApiError::bad)?
                .to;
            let rep = R::form(&body, &r.kind).map_err(ApiError::bad)?;
            R::check_used(tx, r.item_id, rep.amount_used_fen)?;
            let now = clock::now();
            tx.execute(
                "UPDATE reports SET title = ?1, content = ?2, images = ?3, amount_used_fen = ?4, status = ?5,
                        reason = '', reviewed_by = NULL, reviewed_at = NULL, updated_at = ?6 WHERE id = ?7",
                params![rep.title, rep.content, rep.images, rep.amount_used_fen, to, now, id],
            )?;
            table.log(tx, id, "resubmit", Some(user.account_id), "", now)?;
            Ok(to)
        },
    )
    .await?;
    Ok(ok(
        "已重新提交，请等待审核",
        json!({ "id": id, "status": status }),
    ))
}
