//! Donations to micro projects (捐款明细, 一起捐): the list with the paid sum over the whole
//! filter (also by parent), its export pages, share pages, and the test-mode donation. Every
//! sum is computed from the rows of the shared `donations` table (subject `micro_project`).

use super::common::{end_due, visible, NOT_FOUND};
use super::store::{self, Donation};
use super::workflow::MICRO;
use crate::areas::common::fundraising::donations::{
    donation_filters, donation_row, export_row as export_with, of_items, TestDonation,
};
use crate::areas::common::fundraising::ledger::Ledger;
use crate::areas::common::fundraising::money_calls::Money;
use crate::areas::common::fundraising::share_calls::SharePages;
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::optional_id;
use crate::http::list::Filter;
use crate::http::session::CurrentUser;
use crate::rules::money::yuan;
use crate::share_pages;
use crate::state::AppState;
use actix_web::web;
use rusqlite::Row;
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
    let channel = |c: i64| if c == 2 { "一起捐" } else { "直接捐款" };
    let mut row = donation_row(r, channel)?;
    row.insert("parent_type".into(), r.get::<_, i64>(15)?.into());
    row.insert("parent_id".into(), r.get::<_, i64>(16)?.into());
    row.insert("parent_title".into(), r.get::<_, String>(17)?.into());
    Ok(Value::Object(row))
}

fn export_row(r: &Row<'_>) -> rusqlite::Result<Value> {
    export_with(row(r)?, r, 18)
}

fn filter(q: &HashMap<String, String>, user: &CurrentUser) -> Result<Filter, ApiError> {
    let mut f = of_items(q, user, visible)?;
    f.status(q, "parent_type", "m.parent_type", 1..=2)?;
    if let Some(p) = optional_id(q, "parent_id")? {
        f.and("m.parent_id = ?", [p.into()]);
    }
    donation_filters(&mut f, q, 1..=2)?;
    Ok(f)
}

/// The micro projects' donations and share pages (`money_calls`).
pub struct Donations;

impl Money for Donations {
    /// The donation list (also by parent) and its export: the paid rows count in the sum.
    const LEDGER: Ledger = Ledger::of((ROW, FROM), (row, export_row), filter, "d.pay_status = 1");
    /// Share pages of the micro projects the caller may see, whatever its role in the area.
    const SHARES: SharePages =
        share_pages!("micro_project", "micro_shares", "micro_projects" as "m", visible, None);
}

/// `POST /__sandbox/project_donation {micro_project_id, amount, channel?, share_id?, …}` (test
/// mode; `areas::testing` hands bodies with `micro_project_id` here) — a paid donation or a
/// refund.
pub async fn test_donation(state: web::Data<AppState>, body: Map<String, Value>) -> ApiResult {
    let given = TestDonation::read(&body, "micro_project_id")?;
    let msg = given.message();
    let data = state
        .db
        .run(move |conn| {
            let now = clock::now();
            end_due(conn, now)?;
            let tx = conn.transaction()?;
            let (id, micro) = if let Some(d) = given.refund_of {
                (d, store::refund(&tx, d, now).map_err(ApiError::bad)?)
            } else {
                let c = given.checked(&tx, NOT_FOUND, 1..=2, "micro_shares")?;
                let d = Donation {
                    micro_id: c.item,
                    amount_fen: c.amount_fen,
                    channel: given.channel,
                    share_id: c.share_id,
                    donor_name: &given.donor,
                    need_bill: given.need_bill,
                    bill_title: &given.bill_title,
                };
                (store::donate(&tx, &d, now).map_err(ApiError::bad)?, c.item)
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
    Ok(ok(msg, data))
}
