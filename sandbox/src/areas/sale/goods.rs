//! The goods themselves as the organisation and the reviewers read them: the sale list and its
//! statistics, one item's detail (with its orders' totals, its winner and its buttons), the
//! beneficiary projects an item may name.

use super::common::{load, row, row_of, visible, DEAL_ORDER, FROM, PAID_ORDER, ROW};
use super::form::{AUCTION, FIXED, KINDS};
use super::workflow::{log_label, DEAL, GOODS, LOT, SOLD_OUT};
use crate::http::detail::detail_answer;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{optional_id, Params, Query};
use crate::http::list::{counts_by, page_of, scalar_over, statistics_answer, Filter, Sorts};
use crate::http::paging::Page;
use crate::http::parent::logs;
use crate::http::row_actions::{acting_list_answer, Actions};
use crate::http::session::CurrentUser;
use crate::labels::masked_donor;
use crate::rules::money::yuan;
use crate::state::AppState;
use actix_web::web;
use rusqlite::types::Value as Sql;
use rusqlite::{Connection, OptionalExtension};
use serde_json::{json, Value};
use std::collections::HashMap;

/// The filters of the sale list and its statistics.
fn filter(q: &HashMap<String, String>, user: &CurrentUser) -> Result<Filter, ApiError> {
    let mut f = Filter::default();
    visible(&mut f, user);
    f.status(q, "kind", "g.kind", FIXED..=AUCTION)?
        .status(q, "status", "g.status", 0..=5)?
        .status(q, "auction_status", "g.auction_status", 0..=5)?;
    if q.get("auction_status")
        .is_some_and(|s| !s.trim().is_empty())
    {
        f.and("g.kind = 2", []);
    }
    if let Some(p) = optional_id(q, "project_id")? {
        f.and("g.project_id = ?", [Sql::Integer(p)]);
    }
    f.keyword(q, &["g.title", "p.title"])?
        .date_range(q, "g.created_at")?
        .own(q, user, "g.org_id")?;
    Ok(f)
}

/// The list's order: newest first, or by 善款 (`proceeds_fen`, named in the row) on request.
const NEWEST: Sorts = Sorts {
    keys: &[("proceeds_amount", "proceeds_fen")],
    default: "g.created_at DESC, g.id DESC",
};

/// `GET/POST sale_list` — every item the caller may see, newest first.
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    let (page, f) = (Page::from_query(&q)?, filter(&q, &user)?);
    let actions_of = move |conn: &Connection, id: i64| -> Actions {
        Ok(goods_actions(&load(conn, &user, id)?, &user))
    };
    let order = NEWEST.order(&q)?;
    acting_list_answer(&state, (ROW, FROM), f, order, page, row, actions_of).await
}

/// `GET/POST sale_statistics` — counts and sales over the list's filters.
pub async fn statistics(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    statistics_answer(&state, filter(&q, &user)?, |conn, f| {
        let sold_from = format!("{FROM} JOIN sale_orders s ON s.goods_id = g.id");
        let sold = |expr: &str| scalar_over(conn, (expr, &sold_from), f, PAID_ORDER);
        Ok(json!({
            "goods_count": scalar_over(conn, ("COUNT(*)", FROM), f, "1")?,
            "by_status": counts_by(conn, FROM, f, "g.status", GOODS.states)?,
            "by_kind": counts_by(conn, FROM, f, "g.kind", &KINDS)?
                .into_iter()
                .map(|mut v| {
                    v["kind"] = v["status"].take();
                    v.as_object_mut().map(|m| m.remove("status"));
                    v
                })
                .collect::<Vec<_>>(),
            "listed_count": scalar_over(conn, ("COUNT(*)", FROM), f, "g.status = 3")?,
            "sold_count": sold("COALESCE(SUM(s.quantity), 0)")?,
            "order_count": scalar_over(conn, ("COUNT(*)", &sold_from), f, DEAL_ORDER)?,
            "unpaid_order_count": scalar_over(conn, ("COUNT(*)", &sold_from), f, "s.status = 0")?,
            "proceeds_amount": yuan(sold("COALESCE(SUM(s.price_fen * s.quantity), 0)")?),
        }))
    })
    .await
}

fn json_list(text: Option<String>) -> Value {
    text.and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_else(|| json!([]))
}

/// The detail of goods `id` for `user` (also the answer after a write).
pub fn detail_of(conn: &Connection, user: &CurrentUser, id: i64) -> Result<Value, ApiError> {
    let g = load(conn, user, id)?;
    let mut out = row_of(conn, id)?;
    let extra = conn.query_row(
        "SELECT description, images, specs, return_reason, off_reason, cancel_reason, donation_id
           FROM sale_goods WHERE id = ?1",
        [id],
        |r| {
            Ok(json!({
                "description": r.get::<_, String>(0)?,
                "images": json_list(r.get(1)?),
                "specs": json_list(r.get(2)?),
                "return_reason": r.get::<_, String>(3)?,
                "off_reason": r.get::<_, String>(4)?,
                "cancel_reason": r.get::<_, String>(5)?,
                "donation_id": r.get::<_, Option<i64>>(6)?,
            }))
        },
    )?;
    let project = match g.project_id {
        Some(p) => project_summary(conn, p)?,
        None => Value::Null,
    };
    let winner = if g.auction_status == DEAL && g.status == SOLD_OUT {
        conn.query_row(
            "SELECT b.id, b.bidder_name, b.price_fen, o.id FROM sale_bids b
               LEFT JOIN sale_orders o ON o.bid_id = b.id
              WHERE b.goods_id = ?1 ORDER BY b.price_fen DESC LIMIT 1",
            [id],
            |r| {
                Ok(json!({
                    "bid_id": r.get::<_, i64>(0)?,
                    "bidder_name": masked_donor(&r.get::<_, String>(1)?, false),
                    "price": yuan(r.get(2)?),
                    "order_id": r.get::<_, Option<i64>>(3)?,
                }))
            },
        )
        .optional()?
        .unwrap_or(Value::Null)
    } else {
        Value::Null
    };
    let pending: Option<i64> = conn
        .query_row(
            "SELECT id FROM change_requests WHERE subject = 'sale_goods' AND item_id = ?1 AND status = 1",
            [id],
            |r| r.get(0),
        )
        .optional()?;
    let actions = goods_actions(&g, user);
    if let (Some(o), Value::Object(e)) = (out.as_object_mut(), extra) {
        o.extend(e);
        o.insert("project".into(), project);
        o.insert("winner".into(), winner);
        o.insert("pending_change_id".into(), pending.into());
        o.insert(
            "logs".into(),
            logs(conn, GOODS.subject, id, log_label)?.into(),
        );
        o.insert("actions".into(), json!(actions));
    }
    Ok(out)
}

/// The caller's buttons on an item: the goods table's (a lot is neither shelved nor changed
/// once its auction started) and, for a listed lot, the auction's. The detail's and every list
/// row's (issue 41).
fn goods_actions(g: &super::common::Goods, user: &CurrentUser) -> Vec<&'static str> {
    let actor = user.actor();
    let mut actions: Vec<&str> = GOODS
        .actions(&g.item(), &actor)
        .into_iter()
        .filter(|a| g.kind == FIXED || !matches!(*a, "off_shelf" | "on_shelf"))
        .filter(|a| g.kind == FIXED || *a != "change" || g.auction_status == 0)
        .collect();
    if g.kind == AUCTION && g.status == super::workflow::LISTED {
        actions.extend(LOT.actions(&g.lot(), &actor));
    }
    actions
}

/// The beneficiary project as a detail shows it: `{id, title, status, status_label,
/// raised_amount}` (its raised amount holds the paid sales).
pub fn project_summary(conn: &Connection, id: i64) -> Result<Value, ApiError> {
    use crate::areas::project::{store::RAISED_SQL, workflow::PROJECT};
    Ok(conn
        .query_row(
            &format!("SELECT p.title, p.status, {RAISED_SQL} FROM projects p WHERE p.id = ?1"),
            [id],
            |r| {
                let status: i64 = r.get(1)?;
                Ok(json!({
                    "id": id, "title": r.get::<_, String>(0)?, "status": status,
                    "status_label": PROJECT.label(status), "raised_amount": yuan(r.get(2)?),
                }))
            },
        )
        .optional()?
        .unwrap_or(Value::Null))
}

/// `GET sale_detail?id`
pub async fn detail(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let read = move |conn: &Connection, id| detail_of(conn, &user, id);
    detail_answer(&state, &q, ("id", GOODS.not_found), read).await
}

/// `GET/POST can_use_thing_list` — the beneficiary projects the caller may name: donation
/// projects in 募款中, its own organisation's (2, 3 and 99: every organisation's).
pub async fn usable_projects(
    state: web::Data<AppState>,
    user: CurrentUser,
    q: Params,
) -> ApiResult {
    let mut q = q.0;
    q.entry("pageSize".into()).or_insert_with(|| "20".into());
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    f.and("p.status = 2", [])
        .visible_to(&user, user.sees_all_orgs(), "p.org_id")
        .keyword(&q, &["p.title"])?;
    let raised = crate::areas::project::store::RAISED_SQL;
    let select = format!(
        "p.id, p.title, o.name, p.target_fen, {raised}, p.status, p.start_date, p.end_date"
    );
    let (list, total) = state
        .db
        .run(move |conn| {
            page_of(
                conn,
                &select,
                "projects p JOIN orgs o ON o.id = p.org_id",
                &f,
                "p.created_at DESC, p.id DESC",
                page,
                |r| {
                    Ok(json!({
                        "id": r.get::<_, i64>(0)?, "title": r.get::<_, String>(1)?,
                        "org_name": r.get::<_, String>(2)?, "target": yuan(r.get(3)?),
                        "raised": yuan(r.get(4)?), "status": r.get::<_, i64>(5)?,
                        "status_label": "募款中",
                    }))
                },
            )
        })
        .await?;
    Ok(ok("获取成功", json!({ "list": list, "total": total })))
}
