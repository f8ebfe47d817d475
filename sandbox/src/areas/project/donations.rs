//! Donations to projects (捐款明细, 一起捐, 月捐): the donation list with the paid sum over the
//! whole filter, its export pages, share pages with their sums, monthly pledges (role 99 only),
//! and the test-mode call through which a donation or a refund arrives. Every sum is computed
//! from the donation rows.

use super::common::{visible, NOT_FOUND};
use super::store::{self, DonateError, Donation};
use super::workflow::PROJECT;
use super::{label_of, CHANNELS, PLEDGE_STATES};
use crate::areas::common::fundraising::donations::{
    donation_filters, donation_row, export_row as export_with, masked, of_items, TestDonation,
};
use crate::areas::common::fundraising::ledger::Ledger;
use crate::areas::common::fundraising::money_calls::Money;
use crate::areas::common::fundraising::share_calls::SharePages;
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{optional_id, Query};
use crate::http::list::{list_answer, Filter, Sorts};
use crate::http::paging::Page;
use crate::http::session::CurrentUser;
use crate::rules::money::yuan;
use crate::share_pages;
use crate::state::AppState;
use actix_web::web;
use rusqlite::Row;
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

const FROM: &str = "donations d JOIN projects p ON d.subject = 'project' AND p.id = d.item_id
     JOIN orgs o ON o.id = p.org_id";
const ROW: &str =
    "d.id, d.order_no, d.item_id, p.title, d.donor_name, d.anonymous, d.amount_fen, d.channel,
     d.share_id, d.pay_method, d.pay_status, d.need_bill, d.bill_title, d.paid_at, d.refunded_at,
     o.name, p.province, p.city, p.district, p.address";

fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let channel = |c: i64| label_of(&CHANNELS, Some(c));
    donation_row(r, channel).map(Value::Object)
}

/// The export row: the list row plus the project's organisation and region.
fn export_row(r: &Row<'_>) -> rusqlite::Result<Value> {
    export_with(row(r)?, r, 15)
}

/// The donation filters of `donate_list` and its export.
fn filter(q: &HashMap<String, String>, user: &CurrentUser) -> Result<Filter, ApiError> {
    let mut f = of_items(q, user, visible)?;
    donation_filters(&mut f, q, 1..=4)?;
    Ok(f)
}

/// The projects' donations and share pages (`money_calls`).
pub struct Donations;

impl Money for Donations {
    /// The donation list and its export: the paid rows count in the sum (refunded ones do not).
    const LEDGER: Ledger = Ledger::of((ROW, FROM), (row, export_row), filter, "d.pay_status = 1");
    /// Share pages and pledges are the platform's and the partners' view (spec §6: roles 2, 3,
    /// 99).
    const SHARES: SharePages =
        share_pages!("project", "project_shares", "projects" as "p", visible, Some(&[2, 3, 99]));
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
/// need_bill?, bill_title?, refund_of?}` (test mode, through `areas::testing`) — a paid donation
/// through the same store code the seed uses, or the refund of one (`refund_of`: a donation id).
pub async fn test_donation(state: web::Data<AppState>, body: Map<String, Value>) -> ApiResult {
    let given = TestDonation::read(&body, "project_id")?;
    let msg = given.message();
    let data = state
        .db
        .run(move |conn| {
            let now = clock::now();
            store::end_due(conn, now)?;
            let tx = conn.transaction()?;
            let (id, project) = if let Some(d) = given.refund_of {
                (d, store::refund(&tx, d, now)?)
            } else {
                let c = given.checked(&tx, NOT_FOUND, 1..=3, "project_shares")?;
                let id = store::donate(
                    &tx,
                    &Donation {
                        project_id: c.item,
                        amount_fen: c.amount_fen,
                        channel: given.channel,
                        share_id: c.share_id,
                        pledge_id: None,
                        donor_name: &given.donor,
                        anonymous: false,
                        pay_method: 1,
                        need_bill: given.need_bill,
                        bill_title: &given.bill_title,
                        order_no: None,
                        message: "",
                    },
                    now,
                )?;
                (id, c.item)
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
    Ok(ok(msg, data))
}
