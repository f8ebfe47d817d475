//! Donations to wishes (money, or the gift a claim brings), their export pages for the BFF's
//! workbook, and the area's statistics. Every sum is computed from the donation rows.

use super::common::visible;
use super::form::KINDS;
use super::workflow::WISH;
use crate::areas::common::fundraising::ledger::Ledger;
use crate::areas::common::stored_columns::stored_columns;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{optional_id, Params};
use crate::http::list::Filter;
use crate::http::paging::non_empty;
use crate::http::session::CurrentUser;
use crate::labels::{donation_pay_method_label, label_of, masked_donor};
use crate::rules::money::yuan;
use crate::rules::region::province_name;
use crate::state::AppState;
use actix_web::web;
use rusqlite::{params_from_iter, Connection, Row};
use serde_json::{json, Value};
use std::collections::HashMap;

const FROM: &str = "donations d JOIN wishes w ON d.subject = 'wish' AND w.id = d.item_id";
const ROW: &str = "d.id, d.order_no, d.item_id AS wish_id, w.wish_no, w.title AS wish_title, d.donor_name, d.anonymous,
    d.donate_kind, d.amount_fen, d.pay_method, d.pay_status, d.need_bill, d.bill_title, w.province,
    w.city, w.district, d.claim_id, d.paid_at, d.refunded_at, w.child_name, w.school, w.address,
    w.status";

fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let (kind, method, pay): (i64, i64, i64) = (r.get(7)?, r.get(9)?, r.get(10)?);
    let need_bill: i64 = r.get(11)?;
    let province: String = r.get(13)?;
    let pay_label = match (kind, pay) {
        (2, 1) => "已捐赠",
        (2, _) => "已取消",
        (_, 1) => "已支付",
        _ => "已退款",
    };
    let mut out = json!({
        "donor_name": masked_donor(&r.get::<_, String>(5)?, r.get(6)?),
        "kind": kind,
        "kind_label": label_of(&KINDS, Some(kind)),
        "amount": yuan(r.get(8)?),
        "pay_method": method,
        "pay_method_label": if kind == 2 { "物资捐赠" } else { donation_pay_method_label(method) },
        "pay_status": pay,
        "pay_status_label": pay_label,
        "need_bill": need_bill,
        "need_bill_label": if need_bill == 1 { "是" } else { "否" },
        "region_text": province_name(&province),
        "province": province,
    });
    if let Some(o) = out.as_object_mut() {
        // The ids, the bill title, city, district, claim and times as stored.
        o.extend(stored_columns(r, (0..5).chain(12..13).chain(14..19))?);
    }
    Ok(out)
}

/// The export row: the donation row with the wish's id, title, beneficiary, school, address and
/// state (the BFF writes region names and 是/否).
fn export_row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let mut v = row(r)?;
    if let Some(o) = v.as_object_mut() {
        let status: i64 = r.get(22)?;
        o.insert("donation_id".into(), o["id"].clone());
        o.insert("id".into(), o["wish_id"].clone());
        o.insert("title".into(), o["wish_title"].clone());
        o.insert("created_at".into(), o["paid_at"].clone());
        o.insert("child_name".into(), r.get::<_, String>(19)?.into());
        o.insert("school".into(), r.get::<_, String>(20)?.into());
        o.insert("address".into(), r.get::<_, String>(21)?.into());
        o.insert("status".into(), status.into());
        o.insert("status_label".into(), WISH.label(status).into());
    }
    Ok(v)
}

/// The filters of `donate_list` and its export.
fn filter(q: &HashMap<String, String>, user: &CurrentUser) -> Result<Filter, ApiError> {
    let mut f = Filter::default();
    visible(&mut f, user);
    if let Some(w) = optional_id(q, "wish_id")? {
        f.and("d.item_id = ?", [w.into()]);
    }
    f.status(q, "kind", "d.donate_kind", 1..=2)?
        .status(q, "pay_status", "d.pay_status", 1..=2)?
        .status(q, "need_bill", "d.need_bill", 0..=1)?
        .keyword(
            q,
            &[
                "CASE WHEN d.anonymous = 1 THEN '' ELSE d.donor_name END",
                "d.order_no",
                "w.title",
            ],
        )?
        .date_range(q, "d.paid_at")?;
    Ok(f)
}

/// The donation list and its export. Gifts (物资) are valued, not paid: only money donations
/// not refunded count in the sum.
const LEDGER: Ledger = Ledger::of(
    (ROW, FROM),
    (row, export_row),
    filter,
    "d.pay_status = 1 AND d.donate_kind = 1",
);

/// `GET/POST donate_list` — donations newest first, and `sum_amount`: the money donations not
/// refunded, over the whole filter.
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    LEDGER.list(&state, &user, &q).await
}

/// `POST export_wish {pageNum, pageSize ≤ 1000, …donate_list filters}` — one page of export
/// rows, newest first by id (stable while the BFF reads the pages).
pub async fn export(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    LEDGER.export(&state, &user, &q).await
}

/// `COUNT`/`SUM` of one query over the caller's wishes, with `where_` and its `args`.
fn scalar(conn: &Connection, sql: &str, args: &[rusqlite::types::Value]) -> rusqlite::Result<i64> {
    conn.query_row(sql, params_from_iter(args.iter()), |r| r.get(0))
}

/// `GET/POST statistics` — counts by state, claims, donations and the realised share.
pub async fn statistics(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    let mut wishes = Filter::default();
    visible(&mut wishes, &user);
    if let Some(p) = non_empty(&q, "province") {
        wishes.and("w.province = ?", [p.to_owned().into()]);
    }
    let mut gifts = Filter::default();
    visible(&mut gifts, &user);
    if let Some(p) = non_empty(&q, "province") {
        gifts.and("w.province = ?", [p.to_owned().into()]);
    }
    gifts.date_range(&q, "d.paid_at")?;
    wishes.date_range(&q, "w.created_at")?;
    let data = state
        .db
        .run(move |conn| {
            let (w, wa) = wishes.parts();
            let mut by_status = Vec::new();
            let mut counts = HashMap::new();
            for (status, label) in WISH.states {
                let mut args = wa.to_vec();
                args.push((*status).into());
                let n = scalar(
                    conn,
                    &format!("SELECT COUNT(*) FROM wishes w WHERE {w} AND w.status = ?"),
                    &args,
                )?;
                counts.insert(*status, n);
                by_status.push(json!({"status": status, "label": label, "count": n}));
            }
            let total: i64 = counts.values().sum();
            let published: i64 = super::workflow::PUBLISHED.iter().map(|s| counts[s]).sum();
            let realized = counts[&super::workflow::REALIZED];
            let claims = |cond: &str| {
                scalar(
                    conn,
                    &format!(
                        "SELECT COUNT(*) FROM wish_claims c JOIN wishes w ON w.id = c.wish_id
                          WHERE {w} AND {cond}"
                    ),
                    wa,
                )
            };
            let (d, da) = gifts.parts();
            let money = |cond: &str| {
                scalar(
                    conn,
                    &format!("SELECT COALESCE(SUM(d.amount_fen), 0) FROM {FROM} WHERE {d} AND {cond}"),
                    da,
                )
            };
            Ok(json!({
                "wish_count": total,
                "by_status": by_status,
                "published": published,
                "realized": realized,
                "realize_rate": if published > 0 { realized * 100 / published } else { 0 },
                "claim_count": claims("1")?,
                "active_claims": claims("c.status = 0")?,
                "cancelled_claims": claims("c.status IN (2, 3)")?,
                "donation_count": scalar(conn, &format!("SELECT COUNT(*) FROM {FROM} WHERE {d} AND d.pay_status = 1"), da)?,
                "money_amount": yuan(money("d.pay_status = 1 AND d.donate_kind = 1")?),
                "gift_amount": yuan(money("d.pay_status = 1 AND d.donate_kind = 2")?),
                "link_count": scalar(conn, "SELECT COUNT(*) FROM wish_links", &[])?,
                "copywriting_count": scalar(conn, "SELECT COUNT(*) FROM wish_copywritings", &[])?,
            }))
        })
        .await?;
    Ok(ok("获取成功", data))
}
