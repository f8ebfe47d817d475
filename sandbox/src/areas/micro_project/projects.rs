//! The micro-project calls: lists, the detail, the super admin's opening of a micro project
//! (with its parent and organisation pickers), the reviewers' list and decisions, the
//! organisation's end of fundraising.

use super::common::{columns, row, visible, Micro, FROM, NOT_FOUND};
use super::form;
use super::store::{self, Placement};
use super::submit::{ctx_of, stored_form, MicroDrafts};
use super::workflow::{log_label, ADMIN, DRAFT, MICRO};
use crate::clock;
use crate::http::detail::detail_answer;
use crate::http::drafts;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, optional_id, Body, Query};
use crate::http::list::{page_of, Filter, Sorts};
use crate::http::paging::Page;
use crate::http::parent::{logs, Parent};
use crate::http::review::{reason_or_empty, Asked};
use crate::http::review_calls::decision_calls;
use crate::http::row_actions::{parent_actions, with_actions};
use crate::http::session::CurrentUser;
use crate::rules::form::int;
use crate::state::AppState;
use actix_web::web;
use rusqlite::{params, Connection};
use serde_json::{json, Value};

/// One page of micro-project rows over `f`, each carrying the caller's `actions` (its detail's),
/// in `default` order unless the query asks for a sort by 目标金额, 已筹金额 or 提交时间 (the
/// raised amount as the row computes it).
async fn answer(
    state: &AppState,
    (q, user): (&Query, CurrentUser),
    (f, default): (Filter, &'static str),
    page: Page,
) -> ApiResult {
    let order = Sorts {
        keys: &[
            ("target_amount", "m.target_fen"),
            ("raised_amount", super::common::RAISED_SQL),
            ("submitted_at", "m.submitted_at"),
        ],
        default,
    }
    .order(q)?;
    let (list, total) = state
        .db
        .run(move |conn| {
            let (mut list, total) = page_of(conn, &columns(), FROM, &f, &order, page, row)?;
            with_actions(conn, &mut list, &|c: &Connection, id: i64| {
                parent_actions::<Micro>(c, &user, id)
            })?;
            Ok((list, total))
        })
        .await?;
    Ok(ok("获取成功", json!({ "list": list, "total": total })))
}

/// `GET project_list` — submitted micro projects the caller may see, newest first.
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    f.and("m.status <> 0", []);
    visible(&mut f, &user);
    f.status(&q, "status", "m.status", 1..=4)?
        .status(&q, "parent_type", "m.parent_type", 1..=2)?;
    if let Some(p) = optional_id(&q, "parent_id")? {
        f.and("m.parent_id = ?", [p.into()]);
    }
    if let Some(o) = optional_id(&q, "org_id")? {
        f.and("m.org_id = ?", [o.into()]);
    }
    f.keyword(&q, &["m.title", "o.name"])?
        .date_range(&q, "m.created_at")?;
    // The dashboard's chip: fundraising ending within 7 days.
    crate::areas::dashboard::filters::apply_ending(&mut f, &q, "m.fund_end")?;
    f.own(&q, &user, "m.org_id")?;
    answer(
        &state,
        (&q, user),
        (f, "m.created_at DESC, m.id DESC"),
        page,
    )
    .await
}

/// `GET draft_box_list` — the caller's organisation's drafts (the super admin: every draft).
pub async fn drafts(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    f.and("m.status = 0", []);
    if !ADMIN.contains(&user.role) {
        f.and("m.org_id = ?", [user.org_id.into()]);
    }
    f.keyword(&q, &["m.title", "o.name"])?;
    answer(
        &state,
        (&q, user),
        (f, "m.updated_at DESC, m.id DESC"),
        page,
    )
    .await
}

/// `GET verify_list` (2, 99) — submitted micro projects: 待审核 first (oldest submission
/// first), then the rest newest first.
pub async fn verify_list(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    crate::http::review::reviewer(&MICRO, &user)?;
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    f.and("m.status <> 0", []);
    f.status(&q, "status", "m.status", 1..=4)?
        .keyword(&q, &["m.title", "o.name"])?
        .date_range(&q, "m.created_at")?;
    let order = "(m.status = 1) DESC, CASE WHEN m.status = 1 THEN m.submitted_at ELSE -m.created_at END, m.id";
    answer(&state, (&q, user), (f, order), page).await
}

/// `GET project_detail?id=` — the row, the form, the parent's end, reports, history, actions.
pub async fn detail(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    detail_answer(&state, &q, ("id", NOT_FOUND), move |conn, id| {
            Micro::load(conn, &user, id)?;
            let mut out = conn.query_row(
                &format!("SELECT {} FROM {FROM} WHERE m.id = ?1", columns()),
                [id],
                row,
            )?;
            let form = stored_form(conn, id)?;
            let parent_end: Option<String> = conn.query_row(
                "SELECT pp.fund_end FROM micro_projects m
                   LEFT JOIN projects pp ON m.parent_type = 1 AND pp.id = m.parent_id WHERE m.id = ?1",
                [id],
                |r| r.get(0),
            )?;
            let pending: Option<i64> = conn.query_row(
                "SELECT MAX(id) FROM change_requests WHERE subject = 'micro_project' AND item_id = ?1 AND status = 1",
                [id],
                |r| r.get(0),
            )?;
            let mut stmt = conn.prepare(
                "SELECT id, title, status, created_at FROM reports
                  WHERE subject = 'micro_project' AND item_id = ?1 ORDER BY created_at, id",
            )?;
            let reports = stmt
                .query_map([id], |r| {
                    let status: i64 = r.get(2)?;
                    Ok(json!({"id": r.get::<_, i64>(0)?, "title": r.get::<_, String>(1)?,
                              "status": status, "status_label": super::workflow::PROGRESS.label(status),
                              "created_at": r.get::<_, i64>(3)?}))
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            let actions = parent_actions::<Micro>(conn, &user, id)?;
            if let Some(o) = out.as_object_mut() {
                o.extend(form);
                o.insert("parent_fund_end".into(), parent_end.unwrap_or_default().into());
                o.insert("pending_change_id".into(), pending.into());
                o.insert("reports".into(), reports.into());
                o.insert("logs".into(), logs(conn, MICRO.subject, id, log_label)?.into());
                o.insert("actions".into(), json!(actions));
            }
            Ok(out)
    })
    .await
}

/// The parent a new micro project hangs on: a donation project in 募款中 or a pool.
fn check_parent(
    conn: &Connection,
    parent_type: Option<i64>,
    parent_id: Option<i64>,
) -> Result<(i64, i64), ApiError> {
    let (Some(kind), Some(id)) = (parent_type, parent_id) else {
        return Err(ApiError::bad("请选择所属项目或项目池"));
    };
    match kind {
        1 => exists_or(
            conn,
            ("SELECT 1 FROM projects WHERE id = ?1 AND status = 2", id),
            "所属项目须为募款中的项目",
        )?,
        2 => exists_or(
            conn,
            ("SELECT 1 FROM love_funds WHERE id = ?1", id),
            "项目池不存在",
        )?,
        _ => return Err(ApiError::bad("请选择所属项目或项目池")),
    }
    Ok((kind, id))
}

/// `refusal` as a 400 unless `sql` finds a row for `id`.
fn exists_or(conn: &Connection, (sql, id): (&str, i64), refusal: &str) -> Result<(), ApiError> {
    let found: bool = conn.query_row(&format!("SELECT EXISTS ({sql})"), [id], |r| r.get(0))?;
    if found {
        Ok(())
    } else {
        Err(ApiError::bad(refusal))
    }
}

/// Organisations that may run micro projects: none of their accounts is a platform or
/// partner account.
pub(super) const RUNNING_ORG: &str =
    "NOT EXISTS (SELECT 1 FROM accounts a WHERE a.org_id = o.id AND a.role IN (2, 3, 99))";

/// `POST add_project {org_id, parent_type, parent_id, title, …form}` (99) — opens a micro
/// project as a draft in the running organisation's draft box.
pub async fn create(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    if !ADMIN.contains(&user.role) {
        return Err(ApiError::bad("无权创建微项目"));
    }
    let body = body.into_inner();
    let id = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let (parent_type, parent_id) =
                check_parent(&tx, int(&body, "parent_type"), int(&body, "parent_id"))?;
            let org = int(&body, "org_id").ok_or_else(|| ApiError::bad("请选择执行机构"))?;
            let runs: bool = tx.query_row(
                &format!("SELECT EXISTS (SELECT 1 FROM orgs o WHERE o.id = ?1 AND {RUNNING_ORG})"),
                [org],
                |r| r.get(0),
            )?;
            if !runs {
                return Err(ApiError::bad("执行机构须为机构或微机构"));
            }
            let created = MICRO
                .next(
                    &crate::workflow::Item::new_for(&user.actor()),
                    "create",
                    &user.actor(),
                )
                .map_err(ApiError::bad)?;
            let mut values = form::draft(&body, &ctx_of(&tx, None)?).map_err(ApiError::bad)?;
            values.retain(|(c, _)| *c != "org_id");
            let now = clock::now();
            let at = Placement {
                org_id: org,
                parent_type,
                parent_id,
            };
            let id = store::insert(
                &tx,
                &at,
                created.to.unwrap_or(DRAFT),
                &values,
                Some(user.account_id),
                now,
            )?;
            MICRO.log(&tx, id, "create", Some(user.account_id), "", now)?;
            tx.commit()?;
            Ok(id)
        })
        .await?;
    Ok(ok(
        "微项目已创建，已放入执行机构的草稿箱",
        json!({ "id": id, "status": DRAFT }),
    ))
}

/// `POST draft_box_delete {id}` (99) — the platform's draft is not the organisation's to drop.
pub async fn delete(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    if !ADMIN.contains(&user.role) {
        return Err(ApiError::bad("无权创建微项目"));
    }
    drafts::delete_draft::<MicroDrafts>(state, user, body).await
}

/// Pass (1 → 2) or return (1 → 4, the reason stored) by a reviewer.
fn decide(tx: &Connection, asked: Asked<'_>) -> Result<(), ApiError> {
    let (user, id, action, reason) = asked.parts();
    let p = Micro::load(tx, user, id)?;
    let decided = MICRO
        .next(&p.item, action, &user.actor())
        .map_err(ApiError::bad)?;
    let reason = reason_or_empty(reason.as_deref())?;
    let now = clock::now();
    tx.execute(
        "UPDATE micro_projects SET status = ?1, return_reason = ?2, updated_at = ?3 WHERE id = ?4",
        params![decided.to, reason, now, id],
    )?;
    MICRO.record(tx, &decided, &p.subject, user.account_id, &reason, now)?;
    Ok(())
}

// `POST pass_project {id}` (2, 99) — 待审核 → 募款中; `POST return_project {id, reason}` (2,
// 99) — 待审核 → 已退回 with the reason.
decision_calls!(&MICRO, decide, pass, return_project);

/// `POST finish_project {id}` — the owner ends fundraising early (募款中 → 已结束).
pub async fn finish(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = body_id(&body, "id", NOT_FOUND)?;
    state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let p = Micro::load_own(&tx, &user, id)?;
            let done = MICRO
                .next(&p.item, "finish", &user.actor())
                .map_err(ApiError::bad)?;
            let now = clock::now();
            tx.execute(
                "UPDATE micro_projects SET status = ?1, updated_at = ?2 WHERE id = ?3",
                params![done.to, now, id],
            )?;
            MICRO.record(&tx, &done, &p.subject, user.account_id, "", now)?;
            tx.commit()?;
            Ok(())
        })
        .await?;
    Ok(ok("已结束募款", Value::Null))
}
