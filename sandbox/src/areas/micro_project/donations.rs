//! Donations to micro projects (捐款明细, 一起捐): the list with the paid sum over the whole
//! filter (also by parent), its export pages, share pages, and the test-mode donation. Every
//! sum is computed from the rows of the shared `donations` table (subject `micro_project`).

use super::common::{end_due, visible, NOT_FOUND};
use super::store::{self, Donation};
use super::workflow::MICRO;
use crate::areas::common::exports::{as_query, MAX_EXPORT_PAGE};
use crate::areas::project::donations::{donation_filters, masked, share_by, share_row};
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{optional_id, query_id, Body, Query};
use crate::http::list::{list_answer, page_of, Filter};
use crate::http::paging::Page;
use crate::http::session::CurrentUser;
use crate::labels::{donation_pay_method_label, pay_status_label};
use crate::rules::form::{int, parse_fen};
use crate::rules::money::yuan;
use crate::state::AppState;
use actix_web::web;
use rusqlite::{OptionalExtension, Row};
use serde_json::{json, Map, Value};
use std::collections::HashMap;

const FROM: &str =
    "donations d JOIN micro_projects m ON d.subject = 'micro_project' AND m.id = d.item_id
     JOIN orgs o ON o.id = m.org_id
     LEFT JOIN projects pp ON m.parent_type = 1 AND pp.id = m.parent_id
     LEFT JOIN love_funds lf ON m.parent_type = 2 AND lf.id = m.parent_id";
const ROW: &str =
    "d.id, d.order_no, d.item_id, m.title, d.donor_name, d.anonymous, d.amount_fen, d.channel,
     d.share_id, d.pay_method, d.pay_status, d.need_bill, d.bill_title, d.paid_at, d.refunded_at,
     m.parent_type, m.parent_id, COALESCE(pp.title, lf.title, ''),
     o.name, m.province, m.city, m.district, m.address";

fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let (channel, method, pay): (i64, i64, i64) = (r.get(7)?, r.get(9)?, r.get(10)?);
    let name: String = r.get(4)?;
    Ok(json!({
        "id": r.get::<_, i64>(0)?, "order_no": r.get::<_, String>(1)?,
        "project_id": r.get::<_, i64>(2)?, "project_title": r.get::<_, String>(3)?,
        "donor_name": masked(&name, r.get(5)?), "amount": yuan(r.get(6)?),
        "channel": channel, "channel_label": if channel == 2 { "一起捐" } else { "直接捐款" },
        "share_id": r.get::<_, Option<i64>>(8)?, "pay_method": method,
        "pay_method_label": donation_pay_method_label(method), "pay_status": pay,
        "pay_status_label": pay_status_label(pay), "need_bill": r.get::<_, i64>(11)?,
        "bill_title": r.get::<_, String>(12)?, "paid_at": r.get::<_, Option<i64>>(13)?,
        "refunded_at": r.get::<_, Option<i64>>(14)?, "parent_type": r.get::<_, i64>(15)?,
        "parent_id": r.get::<_, i64>(16)?, "parent_title": r.get::<_, String>(17)?,
    }))
}

fn export_row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let mut v = row(r)?;
    if let Some(o) = v.as_object_mut() {
        o.insert("org_name".into(), r.get::<_, String>(18)?.into());
        for (i, key) in ["province", "city", "district", "address"]
            .iter()
            .enumerate()
        {
            o.insert((*key).into(), r.get::<_, String>(19 + i)?.into());
        }
    }
    Ok(v)
}

fn filter(q: &HashMap<String, String>, user: &CurrentUser) -> Result<Filter, ApiError> {
    let mut f = Filter::default();
    visible(&mut f, user);
    if let Some(p) = optional_id(q, "project_id")? {
        f.and("d.item_id = ?", [p.into()]);
    }
    f.status(q, "parent_type", "m.parent_type", 1..=2)?;
    if let Some(p) = optional_id(q, "parent_id")? {
        f.and("m.parent_id = ?", [p.into()]);
    }
    donation_filters(&mut f, q, 1..=2)?;
    Ok(f)
}

/// `GET donate_list` — newest first, `sum_amount` the paid ones of the whole filter.
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let page = Page::from_query(&q)?;
    let order = crate::http::list::DONATIONS.order(&q)?;
    let f = filter(&q, &user)?;
    crate::http::list::donation_answer(
        &state,
        (ROW, FROM),
        (f, order),
        page,
        row,
        "d.pay_status = 1",
    )
    .await
}

/// `POST export_donate {pageNum, pageSize ≤ 1000, …filters}` — the BFF export's page call.
pub async fn export(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let q = as_query(&body);
    let page = Page::from_query_max(&q, MAX_EXPORT_PAGE)?;
    let f = filter(&q, &user)?;
    list_answer(&state, (ROW, FROM), f, "d.id DESC", page, export_row).await
}

const SHARE_FROM: &str = "micro_shares s JOIN micro_projects m ON m.id = s.project_id";
const SHARE_ROW: &str = "s.id, s.project_id, m.title, s.launcher_name, s.declaration, s.target_fen,
    (SELECT COALESCE(SUM(amount_fen), 0) FROM donations d
      WHERE d.subject = 'micro_project' AND d.share_id = s.id AND d.pay_status = 1) AS raised_fen,
    (SELECT COUNT(DISTINCT donor_name) FROM donations d
      WHERE d.subject = 'micro_project' AND d.share_id = s.id AND d.pay_status = 1),
    s.share_count, s.created_at";

/// `GET share_list` — share pages of the micro projects the caller may see, newest first.
pub async fn shares(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    visible(&mut f, &user);
    if let Some(p) = optional_id(&q, "project_id")? {
        f.and("s.project_id = ?", [p.into()]);
    }
    f.keyword(&q, &["m.title", "s.launcher_name"])?;
    let order = crate::areas::project::donations::SHARE_ORDER.order(&q)?;
    let (list, total) = state
        .db
        .run(move |conn| page_of(conn, SHARE_ROW, SHARE_FROM, &f, &order, page, share_row))
        .await?;
    Ok(ok("获取成功", json!({ "list": list, "total": total })))
}

/// `GET share_detail?id=` — the share row and its micro project.
pub async fn share_detail(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let id = query_id(&q, "id", "一起捐不存在")?;
    let data = state
        .db
        .run(move |conn| {
            let mut f = Filter::default();
            f.and("s.id = ?", [id.into()]);
            visible(&mut f, &user);
            share_by(conn, (SHARE_ROW, SHARE_FROM), &f)
        })
        .await?;
    Ok(ok("获取成功", data))
}

/// `POST /__sandbox/project_donation {micro_project_id, amount, channel?, share_id?, …}` (test
/// mode; the /SJ call hands bodies with `micro_project_id` here) — a paid donation or a refund.
pub async fn test_donation(state: web::Data<AppState>, body: Map<String, Value>) -> ApiResult {
    let refund_of = int(&body, "refund_of");
    let micro = int(&body, "micro_project_id").filter(|p| *p > 0);
    let amount = body.get("amount").and_then(parse_fen).filter(|f| *f > 0);
    let channel = int(&body, "channel").unwrap_or(1);
    let share_id = int(&body, "share_id");
    let donor =
        crate::rules::form::payer_name(&body, "donor_name", "测试捐赠人").map_err(ApiError::bad)?;
    let bill_title = crate::rules::form::bill_title(&body).map_err(ApiError::bad)?;
    let need_bill = matches!(body.get("need_bill"), Some(v) if v == 1 || v == true || v == "1");
    let data = state
        .db
        .run(move |conn| {
            let now = clock::now();
            end_due(conn, now)?;
            let tx = conn.transaction()?;
            let (id, micro) = if let Some(d) = refund_of {
                (d, store::refund(&tx, d, now).map_err(ApiError::bad)?)
            } else {
                let micro = micro.ok_or_else(|| ApiError::bad(NOT_FOUND))?;
                let amount =
                    amount.ok_or_else(|| ApiError::bad("捐款金额须为大于0的数字，最多两位小数"))?;
                if !(1..=2).contains(&channel) {
                    return Err(ApiError::bad("捐款渠道不正确"));
                }
                if let (2, Some(share)) = (channel, share_id) {
                    let of: Option<i64> = tx
                        .query_row(
                            "SELECT project_id FROM micro_shares WHERE id = ?1",
                            [share],
                            |r| r.get(0),
                        )
                        .optional()?;
                    if of != Some(micro) {
                        return Err(ApiError::bad("一起捐不存在"));
                    }
                }
                let d = Donation {
                    micro_id: micro,
                    amount_fen: amount,
                    channel,
                    share_id: (channel == 2).then_some(share_id).flatten(),
                    donor_name: &donor,
                    need_bill,
                    bill_title: &bill_title,
                };
                (store::donate(&tx, &d, now).map_err(ApiError::bad)?, micro)
            };
            let (status, parent_type, parent_id): (i64, i64, i64) = tx.query_row(
                "SELECT status, parent_type, parent_id FROM micro_projects WHERE id = ?1",
                [micro],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )?;
            let raised = super::common::raised_fen(&tx, micro)?;
            let parent_raised = if parent_type == 1 {
                crate::areas::project::store::raised_fen(&tx, parent_id)?
            } else {
                tx.query_row(
                    "SELECT COALESCE(SUM(d.amount_fen), 0) FROM donations d
                       JOIN micro_projects mp ON d.subject = 'micro_project' AND mp.id = d.item_id
                      WHERE mp.parent_type = 2 AND mp.parent_id = ?1 AND d.pay_status = 1",
                    [parent_id],
                    |r| r.get(0),
                )?
            };
            tx.commit()?;
            Ok(json!({"id": id, "project_id": micro, "status": status,
                      "status_label": MICRO.label(status), "raised_amount": yuan(raised),
                      "parent_raised_amount": yuan(parent_raised)}))
        })
        .await?;
    Ok(ok(
        if refund_of.is_some() {
            "已退款"
        } else {
            "捐款成功"
        },
        data,
    ))
}
