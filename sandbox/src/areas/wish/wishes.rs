//! Wishes themselves: the lists (all, and the published ones the relation pickers choose
//! from), the detail, and the managers' steps: create, edit while not public, publish, take off
//! the shelf.

use super::common::{actions, load, own_province, row, visible, FROM, NOT_FOUND, ROW, WISHES};
use super::form::{self, Ctx, COLUMNS};
use super::step_call::on_wish;
use super::store;
use super::workflow::{log_label, note_label, OFF_SHELF, UNPUBLISHED, WISH};
use crate::clock;
use crate::http::detail::{detail_answer, listed_row};
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, optional_id, text_field, Body, Params, Query};
use crate::http::list::Filter;
use crate::http::paging::Page;
use crate::http::session::CurrentUser;
use crate::state::AppState;
use crate::workflow::NEW;
use actix_web::web;
use rusqlite::types::Value as Sql;
use rusqlite::{params, Connection};
use serde_json::{json, Map, Value};
use std::collections::HashMap;

/// The filters both lists share.
fn filter(q: &HashMap<String, String>, user: &CurrentUser) -> Result<Filter, ApiError> {
    let mut f = Filter::default();
    visible(&mut f, user);
    f.status(q, "type", "w.wish_type", 1..=2)?;
    if let Some(p) = crate::http::paging::non_empty(q, "province") {
        f.and("w.province = ?", [p.to_owned().into()]);
    }
    f.keyword(q, &["w.title", "w.wish_no", "w.child_name"])?
        .date_range(q, "w.created_at")?;
    Ok(f)
}

/// `GET/POST list` — every wish the caller may see, newest first or by 心愿金额 on request.
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    let page = Page::from_query(&q)?;
    let mut f = filter(&q, &user)?;
    f.status(&q, "status", "w.status", 0..=4)?;
    let order = WISHES.order(&q, "w.created_at DESC, w.id DESC")?;
    WISHES.answer(&state, user, (f, page), order).await
}

/// `GET/POST issue_list` — published wishes (0, 1, 2); `link_id` keeps a link's wishes in its
/// order, `not_link_id` those not yet in it.
pub async fn issue_list(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    let page = Page::from_query(&q)?;
    let mut f = filter(&q, &user)?;
    f.and("w.status IN (0, 1, 2)", [])
        .status(&q, "status", "w.status", 0..=2)?;
    let link = optional_id(&q, "link_id")?;
    if let Some(l) = link {
        f.and(
            "w.id IN (SELECT wish_id FROM wish_link_items WHERE link_id = ?)",
            [l.into()],
        );
    }
    if let Some(l) = optional_id(&q, "not_link_id")? {
        f.and(
            "w.id NOT IN (SELECT wish_id FROM wish_link_items WHERE link_id = ?)",
            [l.into()],
        );
    }
    // A link's wishes in its order (the order's own argument follows the filter's).
    let (order, order_arg) = match link {
        Some(l) => (
            "(SELECT i.sort FROM wish_link_items i WHERE i.wish_id = w.id AND i.link_id = ?), w.id",
            Some(l),
        ),
        None => ("w.published_at DESC, w.id DESC", None),
    };
    let data = state
        .db
        .run(move |conn| {
            let (list, total) = sorted_page(conn, &f, order, order_arg, page)?;
            Ok(json!({ "list": list, "total": total }))
        })
        .await?;
    Ok(ok("获取成功", data))
}

/// A page of wish rows in `order`, which may take one more argument (`order_arg`).
fn sorted_page(
    conn: &Connection,
    f: &Filter,
    order: &str,
    order_arg: Option<i64>,
    page: Page,
) -> Result<(Vec<Value>, i64), ApiError> {
    let (where_, args) = f.parts();
    let total: i64 = conn.query_row(
        &format!("SELECT COUNT(*) FROM {FROM} WHERE {where_}"),
        rusqlite::params_from_iter(args.iter()),
        |r| r.get(0),
    )?;
    let mut all: Vec<Sql> = args.to_vec();
    all.extend(order_arg.map(Sql::Integer));
    all.extend([Sql::Integer(page.size), Sql::Integer(page.offset())]);
    let mut stmt = conn.prepare(&format!(
        "SELECT {ROW} FROM {FROM} WHERE {where_} ORDER BY {order} LIMIT ? OFFSET ?"
    ))?;
    let list = stmt
        .query_map(rusqlite::params_from_iter(all.iter()), row)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok((list, total))
}

/// The audit log of `subject`'s item `id`, oldest first.
pub fn logs(conn: &Connection, subject: &str, id: i64) -> rusqlite::Result<Vec<Value>> {
    crate::http::parent::logs_with_notes(conn, subject, id, log_label, note_label)
}

/// The stored form of a wish as JSON (the shape `add_wish` takes).
pub fn stored_form(conn: &Connection, id: i64) -> rusqlite::Result<Map<String, Value>> {
    let fields = COLUMNS
        .iter()
        .map(|&(name, column)| (name, column, name == "target_amount", name == "images"));
    crate::areas::common::stored_form::stored_form(conn, "wishes", id, fields)
}

/// `GET detail?id=` — the row, the form, the feedback, claims, links, history and actions.
pub async fn detail(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    detail_answer(&state, &q, ("id", NOT_FOUND), move |conn, id| {
        load(conn, &user, id)?;
        let mut out = listed_row(conn, (ROW, FROM), "w.id", id, row)?;
        let extra = conn.query_row(
            "SELECT w.story, w.images, w.address, w.off_reason, w.delivered_at, w.receiver,
                    w.feedback_images, w.feedback_message, a.display_name, w.realized_at,
                    (SELECT id FROM change_requests WHERE subject = 'wish' AND item_id = w.id AND status = 1)
               FROM wishes w LEFT JOIN accounts a ON a.id = w.lit_by WHERE w.id = ?1",
            [id],
            |r| {
                let list = |i: usize| -> rusqlite::Result<Value> {
                    Ok(serde_json::from_str(&r.get::<_, String>(i)?).unwrap_or(json!([])))
                };
                let feedback = match r.get::<_, Option<i64>>(9)? {
                    Some(at) => json!({
                        "delivered_at": r.get::<_, String>(4)?, "receiver": r.get::<_, String>(5)?,
                        "images": list(6)?, "message": r.get::<_, String>(7)?,
                        "by_name": r.get::<_, Option<String>>(8)?.unwrap_or_else(|| "系统".into()),
                        "at": at,
                    }),
                    None => Value::Null,
                };
                Ok(json!({
                    "story": r.get::<_, String>(0)?, "images": list(1)?,
                    "address": r.get::<_, String>(2)?, "off_reason": r.get::<_, String>(3)?,
                    "feedback": feedback, "pending_change_id": r.get::<_, Option<i64>>(10)?,
                }))
            },
        )?;
        let active = match store::active_claim(conn, id)? {
            Some(c) => super::claims::claim_row_by_id(conn, c.id)?,
            None => Value::Null,
        };
        let delivering = match store::delivering_claim(conn, id)? {
            Some(c) => super::claims::claim_row_by_id(conn, c)?,
            None => Value::Null,
        };
        let links = named(
            conn,
            "SELECT l.id, l.title FROM wish_link_items i JOIN wish_links l ON l.id = i.link_id
              WHERE i.wish_id = ?1 ORDER BY l.id",
            id,
        )?;
        let copies = named(
            conn,
            "SELECT c.id, c.share_title FROM wish_copy_targets t JOIN wish_copywritings c ON c.id = t.copy_id
              WHERE t.target_type = 1 AND t.target_id = ?1 ORDER BY c.id",
            id,
        )?;
        let actions = actions(conn, &user, id)?;
        if let Some(obj) = out.as_object_mut() {
            if let Some(e) = extra.as_object() {
                obj.extend(e.clone());
            }
            obj.insert("active_claim".into(), active);
            obj.insert("delivery_claim".into(), delivering);
            obj.insert("links".into(), links.into());
            obj.insert("copywritings".into(), copies.into());
            obj.insert("logs".into(), logs(conn, WISH.subject, id)?.into());
            obj.insert("actions".into(), json!(actions));
        }
        Ok(out)
    })
    .await
}

/// `[{id, <name>}]` of a two-column query taking one id.
fn named(conn: &Connection, sql: &str, id: i64) -> rusqlite::Result<Vec<Value>> {
    let name = if sql.contains("share_title") {
        "share_title"
    } else {
        "title"
    };
    let mut stmt = conn.prepare(sql)?;
    let rows = stmt.query_map([id], |r| {
        Ok(json!({"id": r.get::<_, i64>(0)?, name: r.get::<_, String>(1)?}))
    })?;
    rows.collect()
}

/// The wish form checked for `user` (a partner: only its province).
fn checked(
    conn: &Connection,
    user: &CurrentUser,
    body: &Map<String, Value>,
) -> Result<form::Values, ApiError> {
    let province = own_province(conn, user)?;
    let org_exists = |id: i64| {
        conn.query_row("SELECT 1 FROM orgs WHERE id = ?1", [id], |_| Ok(()))
            .is_ok()
    };
    let ctx = Ctx {
        only_province: province.as_deref(),
        org_exists: &org_exists,
    };
    form::validate(body, &ctx).map_err(ApiError::bad)
}

/// `POST add_wish {…form}` — a new wish in 待发布.
pub async fn add(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    WISH.check_role("create", user.role)
        .map_err(ApiError::bad)?;
    let body = body.into_inner();
    let (id, wish_no) = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let values = checked(&tx, &user, &body)?;
            let item = crate::workflow::Item::owned(NEW, 0);
            WISH.next(&item, "create", &user.actor())
                .map_err(ApiError::bad)?;
            let now = clock::now();
            let (id, no) = store::insert(&tx, &values, UNPUBLISHED, Some(user.account_id), now)?;
            WISH.log(&tx, id, "create", Some(user.account_id), "", now)?;
            tx.commit()?;
            Ok((id, no))
        })
        .await?;
    Ok(ok(
        "创建成功",
        json!({ "id": id, "status": UNPUBLISHED, "wish_no": wish_no }),
    ))
}

/// `POST edit_wish {id, …form}` — while 待发布 or 已下架.
pub async fn edit(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = body_id(&body, "id", NOT_FOUND)?;
    let body = body.into_inner();
    let status = on_wish(&state, user, (id, "edit"), move |tx, user, wish, step| {
        let values = checked(tx, user, &body)?;
        let now = clock::now();
        store::update(tx, id, &values, now)?;
        WISH.log(tx, id, "edit", Some(user.account_id), "", now)?;
        Ok(step.to.unwrap_or(wish.status))
    })
    .await?;
    Ok(ok("保存成功", json!({ "id": id, "status": status })))
}

/// `POST publish_wish {id}` — 待发布 or 已下架 → 待认领 (on the H5 page).
pub async fn publish(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = body_id(&body, "id", NOT_FOUND)?;
    let status = on_wish(&state, user, (id, "publish"), move |tx, user, _, step| {
        let now = clock::now();
        tx.execute(
            "UPDATE wishes SET status = ?1, off_reason = '', published_at = COALESCE(published_at, ?2),
                    updated_at = ?2 WHERE id = ?3",
            params![step.to, now, id],
        )?;
        WISH.log(tx, id, "publish", Some(user.account_id), "", now)?;
        Ok(step.to)
    })
    .await?;
    Ok(ok("发布成功", json!({ "id": id, "status": status })))
}

/// `POST off_shelf_wish {id, reason}` — 待认领 → 已下架.
pub async fn off_shelf(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = body_id(&body, "id", NOT_FOUND)?;
    let raw = text_field(&body, "reason")?.unwrap_or_default();
    on_wish(&state, user, (id, "off_shelf"), move |tx, user, _, _| {
        let reason = form::reason(&raw, "下架原因").map_err(ApiError::bad)?;
        let now = clock::now();
        tx.execute(
            "UPDATE wishes SET status = ?1, off_reason = ?2, updated_at = ?3 WHERE id = ?4",
            params![OFF_SHELF, reason, now, id],
        )?;
        WISH.log(tx, id, "off_shelf", Some(user.account_id), &reason, now)?;
        Ok(())
    })
    .await?;
    Ok(ok("已下架", json!({ "id": id, "status": OFF_SHELF })))
}
