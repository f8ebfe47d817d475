//! Donations to projects (捐款明细, 一起捐, 月捐): the donation list with the paid sum over the
//! whole filter, its export pages, share pages with their sums, monthly pledges (role 99 only),
//! and the test-mode call through which a donation or a refund arrives. Every sum is computed
//! from the donation rows.

use super::common::{visible, NOT_FOUND};
use super::store::{self, DonateError, Donation};
use super::workflow::PROJECT;
use super::{label_of, CHANNELS, PLEDGE_STATES};
use crate::areas::common::exports::{as_query, MAX_EXPORT_PAGE};
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{optional_id, query_id, Body, Query};
use crate::http::list::{list_answer, page_of, Filter, Sorts};
use crate::http::paging::Page;
use crate::http::session::CurrentUser;
use crate::labels::{donation_pay_method_label, pay_status_label};
use crate::rules::form::{bill_title, int, parse_fen, payer_name};
use crate::rules::money::yuan;
use crate::state::AppState;
use actix_web::web;
use rusqlite::{OptionalExtension, Row};
use serde_json::{json, Map, Value};
use std::collections::HashMap;

impl From<DonateError> for ApiError {
    fn from(e: DonateError) -> Self {
        match e {
            DonateError::Refused(m) => ApiError::bad(m),
            DonateError::Db(e) => e.into(),
        }
    }
}

pub use crate::labels::masked_donor as masked;

const FROM: &str = "donations d JOIN projects p ON d.subject = 'project' AND p.id = d.item_id
     JOIN orgs o ON o.id = p.org_id";
const ROW: &str =
    "d.id, d.order_no, d.item_id, p.title, d.donor_name, d.anonymous, d.amount_fen, d.channel,
     d.share_id, d.pay_method, d.pay_status, d.need_bill, d.bill_title, d.paid_at, d.refunded_at,
     o.name, p.province, p.city, p.district, p.address";

fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let (channel, method, pay): (i64, i64, i64) = (r.get(7)?, r.get(9)?, r.get(10)?);
    let name: String = r.get(4)?;
    Ok(json!({
        "id": r.get::<_, i64>(0)?,
        "order_no": r.get::<_, String>(1)?,
        "project_id": r.get::<_, i64>(2)?,
        "project_title": r.get::<_, String>(3)?,
        "donor_name": masked(&name, r.get(5)?),
        "amount": yuan(r.get(6)?),
        "channel": channel,
        "channel_label": label_of(&CHANNELS, Some(channel)),
        "share_id": r.get::<_, Option<i64>>(8)?,
        "pay_method": method,
        "pay_method_label": donation_pay_method_label(method),
        "pay_status": pay,
        "pay_status_label": pay_status_label(pay),
        "need_bill": r.get::<_, i64>(11)?,
        "bill_title": r.get::<_, String>(12)?,
        "paid_at": r.get::<_, Option<i64>>(13)?,
        "refunded_at": r.get::<_, Option<i64>>(14)?,
    }))
}

/// The export row: the list row plus the project's organisation and region (codes; the BFF
/// writes their names).
fn export_row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let mut v = row(r)?;
    if let Some(o) = v.as_object_mut() {
        o.insert("org_name".into(), r.get::<_, String>(15)?.into());
        for (i, key) in ["province", "city", "district", "address"]
            .iter()
            .enumerate()
        {
            o.insert((*key).into(), r.get::<_, String>(16 + i)?.into());
        }
    }
    Ok(v)
}

/// The donation filters of `donate_list` and its export.
fn filter(q: &HashMap<String, String>, user: &CurrentUser) -> Result<Filter, ApiError> {
    let mut f = Filter::default();
    visible(&mut f, user);
    if let Some(p) = optional_id(q, "project_id")? {
        f.and("d.item_id = ?", [p.into()]);
    }
    donation_filters(&mut f, q, 1..=4)?;
    Ok(f)
}

/// The filters every project-like donation list shares after its own (/SJ, /SJM): the share
/// page, the channel (`channels`: the area's codes), the pay state, the donor (an anonymous
/// donor's name is not searchable) or order number, and the paid date.
pub(crate) fn donation_filters(
    f: &mut Filter,
    q: &HashMap<String, String>,
    channels: std::ops::RangeInclusive<i64>,
) -> Result<(), ApiError> {
    if let Some(s) = optional_id(q, "share_id")? {
        f.and("d.share_id = ?", [s.into()]);
    }
    f.status(q, "channel", "d.channel", channels)?
        .status(q, "pay_status", "d.pay_status", 1..=2)?
        .keyword(
            q,
            &[
                "CASE WHEN d.anonymous = 1 THEN '' ELSE d.donor_name END",
                "d.order_no",
            ],
        )?
        .date_range(q, "d.paid_at")?;
    Ok(())
}

/// `GET donate_list` — donations newest first, and `sum_amount`: the paid ones of the whole
/// filter (refunded rows are not counted).
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

/// `POST export_donate {pageNum, pageSize ≤ 1000, …donate_list filters}` — one page of export
/// rows for the BFF's workbook, newest first by id (stable while pages are read).
pub async fn export(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let q = as_query(&body);
    let page = Page::from_query_max(&q, MAX_EXPORT_PAGE)?;
    let f = filter(&q, &user)?;
    list_answer(&state, (ROW, FROM), f, "d.id DESC", page, export_row).await
}

const SHARE_FROM: &str = "project_shares s JOIN projects p ON p.id = s.project_id";
const SHARE_ROW: &str = "s.id, s.project_id, p.title, s.launcher_name, s.declaration, s.target_fen,
    (SELECT COALESCE(SUM(amount_fen), 0) FROM donations d
      WHERE d.subject = 'project' AND d.share_id = s.id AND d.pay_status = 1) AS raised_fen,
    (SELECT COUNT(DISTINCT donor_name) FROM donations d
      WHERE d.subject = 'project' AND d.share_id = s.id AND d.pay_status = 1),
    s.share_count, s.created_at";

/// A share page's row (一起捐), for /SJ and /SJM: its columns are `SHARE_ROW`'s, in order.
pub(crate) fn share_row(r: &Row<'_>) -> rusqlite::Result<Value> {
    Ok(json!({
        "id": r.get::<_, i64>(0)?,
        "project_id": r.get::<_, i64>(1)?,
        "project_title": r.get::<_, String>(2)?,
        "launcher_name": r.get::<_, String>(3)?,
        "declaration": r.get::<_, String>(4)?,
        "target_amount": yuan(r.get(5)?),
        "raised_amount": yuan(r.get(6)?),
        "donor_count": r.get::<_, i64>(7)?,
        "share_count": r.get::<_, i64>(8)?,
        "created_at": r.get::<_, i64>(9)?,
    }))
}

/// A share list's order (/SJ, /SJM): newest first, or by 已筹金额 (`raised_fen`, named in both
/// areas' `SHARE_ROW`) or 发起时间 on request.
pub(crate) const SHARE_ORDER: Sorts = Sorts {
    keys: &[
        ("raised_amount", "raised_fen"),
        ("created_at", "s.created_at"),
    ],
    default: "s.created_at DESC, s.id DESC",
};

/// Share pages and pledges are the platform's and the partners' view (spec §6: roles 2, 3, 99).
fn share_viewer(user: &CurrentUser) -> Result<(), ApiError> {
    if matches!(user.role, 2 | 3 | 99) {
        Ok(())
    } else {
        Err(ApiError::bad("无权查看一起捐"))
    }
}

/// `GET share_list` (roles 2, 3, 99) — share pages newest first.
pub async fn shares(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    share_viewer(&user)?;
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    visible(&mut f, &user);
    if let Some(p) = optional_id(&q, "project_id")? {
        f.and("s.project_id = ?", [p.into()]);
    }
    f.keyword(&q, &["p.title", "s.launcher_name"])?;
    let order = SHARE_ORDER.order(&q)?;
    list_answer(&state, (SHARE_ROW, SHARE_FROM), f, order, page, share_row).await
}

/// `GET share_detail?id=` — the share row and its project (its donations: `donate_list?share_id=`).
pub async fn share_detail(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    share_viewer(&user)?;
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

/// One share page (一起捐) by `f` (its id and the caller's visibility), with its project as
/// `project: {id, title}` (/SJ and /SJM); `一起捐不存在` when the filter finds none.
pub(crate) fn share_by(
    conn: &rusqlite::Connection,
    (select, from): (&str, &str),
    f: &Filter,
) -> Result<Value, ApiError> {
    let (mut rows, _) = page_of(
        conn,
        select,
        from,
        f,
        "s.id",
        Page { num: 1, size: 1 },
        share_row,
    )?;
    let mut share = rows.pop().ok_or_else(|| ApiError::bad("一起捐不存在"))?;
    if let Some(o) = share.as_object_mut() {
        let project = json!({"id": o["project_id"].clone(), "title": o["project_title"].clone()});
        o.insert("project".into(), project);
    }
    Ok(share)
}

const PLEDGE_FROM: &str = "project_pledges m JOIN projects p ON p.id = m.project_id";
const PLEDGE_ROW: &str = "m.id, m.project_id, p.title, m.donor_name, m.amount_fen, m.start_date,
    (SELECT COUNT(*) FROM donations d WHERE d.subject = 'project' AND d.pledge_id = m.id AND d.pay_status = 1),
    (SELECT COALESCE(SUM(amount_fen), 0) FROM donations d
      WHERE d.subject = 'project' AND d.pledge_id = m.id AND d.pay_status = 1),
    m.next_charge_date, m.status";

fn pledge_row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let status: i64 = r.get(9)?;
    let next: String = r.get(8)?;
    Ok(json!({
        "id": r.get::<_, i64>(0)?,
        "project_id": r.get::<_, i64>(1)?,
        "project_title": r.get::<_, String>(2)?,
        "donor_name": masked(&r.get::<_, String>(3)?, false),
        "amount_per_month": yuan(r.get(4)?),
        "start_date": r.get::<_, String>(5)?,
        "months_paid": r.get::<_, i64>(6)?,
        "paid_total": yuan(r.get(7)?),
        "next_charge_date": (status == 1 && !next.is_empty()).then_some(next),
        "status": status,
        "status_label": label_of(&PLEDGE_STATES, Some(status)),
    }))
}

/// `GET month_donate_list` (role 99 only, spec §6) — monthly pledges.
pub async fn pledges(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    if user.role != 99 {
        return Err(ApiError::bad("无权查看月捐"));
    }
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    if let Some(p) = optional_id(&q, "project_id")? {
        f.and("m.project_id = ?", [p.into()]);
    }
    f.status(&q, "status", "m.status", 1..=3)?
        .keyword(&q, &["p.title", "m.donor_name"])?;
    let order = Sorts {
        keys: &[
            ("amount_per_month", "m.amount_fen"),
            (
                "paid_total",
                "(SELECT COALESCE(SUM(amount_fen), 0) FROM donations d
                   WHERE d.subject = 'project' AND d.pledge_id = m.id AND d.pay_status = 1)",
            ),
        ],
        default: "m.created_at DESC, m.id DESC",
    };
    let order = order.order(&q)?;
    list_answer(
        &state,
        (PLEDGE_ROW, PLEDGE_FROM),
        f,
        order,
        page,
        pledge_row,
    )
    .await
}

/// `POST /__sandbox/project_donation {project_id, amount, channel?, share_id?, donor_name?,
/// need_bill?, bill_title?, refund_of?}` (test mode) — a paid donation through the same store
/// code the seed uses, or the refund of one (`refund_of`: a donation id).
pub async fn test_donation(state: web::Data<AppState>, body: Body) -> ApiResult {
    let body: Map<String, Value> = body.into_inner();
    // The same call adds donations to micro projects (issue 18): their area's own code.
    let refunds_micro = match int(&body, "refund_of") {
        Some(d) => {
            state
                .db
                .run(move |c| {
                    Ok(c.query_row(
                        "SELECT subject = 'micro_project' FROM donations WHERE id = ?1",
                        [d],
                        |r| r.get::<_, bool>(0),
                    )
                    .optional()?
                    .unwrap_or(false))
                })
                .await?
        }
        None => false,
    };
    if body.contains_key("micro_project_id") || refunds_micro {
        return crate::areas::micro_project::donations::test_donation(state, body).await;
    }
    let refund_of = int(&body, "refund_of");
    let project_id = int(&body, "project_id").filter(|p| *p > 0);
    let amount = body.get("amount").and_then(parse_fen).filter(|f| *f > 0);
    let channel = int(&body, "channel").unwrap_or(1);
    let share_id = int(&body, "share_id");
    let donor = payer_name(&body, "donor_name", "测试捐赠人").map_err(ApiError::bad)?;
    let bill_title = bill_title(&body).map_err(ApiError::bad)?;
    let need_bill = matches!(body.get("need_bill"), Some(v) if v == 1 || v == true || v == "1");
    let data = state
        .db
        .run(move |conn| {
            let now = clock::now();
            store::end_due(conn, now)?;
            let tx = conn.transaction()?;
            let (id, project) = if let Some(d) = refund_of {
                (d, store::refund(&tx, d, now)?)
            } else {
                let project = project_id.ok_or_else(|| ApiError::bad(NOT_FOUND))?;
                let amount =
                    amount.ok_or_else(|| ApiError::bad("捐款金额须为大于0的数字，最多两位小数"))?;
                if !(1..=3).contains(&channel) {
                    return Err(ApiError::bad("捐款渠道不正确"));
                }
                if let (2, Some(share)) = (channel, share_id) {
                    let of: Option<i64> = tx
                        .query_row(
                            "SELECT project_id FROM project_shares WHERE id = ?1",
                            [share],
                            |r| r.get(0),
                        )
                        .optional()?;
                    if of != Some(project) {
                        return Err(ApiError::bad("一起捐不存在"));
                    }
                }
                let id = store::donate(
                    &tx,
                    &Donation {
                        project_id: project,
                        amount_fen: amount,
                        channel,
                        share_id: (channel == 2).then_some(share_id).flatten(),
                        pledge_id: None,
                        donor_name: &donor,
                        anonymous: false,
                        pay_method: 1,
                        need_bill,
                        bill_title: &bill_title,
                        order_no: None,
                        message: "",
                    },
                    now,
                )?;
                (id, project)
            };
            let status: i64 = tx.query_row(
                "SELECT status FROM projects WHERE id = ?1",
                [project],
                |r| r.get(0),
            )?;
            let raised = store::raised_fen(&tx, project)?;
            tx.commit()?;
            Ok(json!({"id": id, "project_id": project, "status": status,
                      "status_label": PROJECT.label(status), "raised_amount": yuan(raised)}))
        })
        .await?;
    let msg = if refund_of.is_some() {
        "已退款"
    } else {
        "捐款成功"
    };
    Ok(ok(msg, data))
}
