//! Donations through activities: a 公益募捐活动 raises money for a linked donation project of
//! its organisation; each donation is the project's (it counts into the project's raised
//! amount) and carries the activity. The list with its paid sum, the fundraising summary of
//! one activity (`public_benefit_activity`), and the projects an activity may link.

use super::common::{load, visible, NOT_FOUND};
use super::submit::usable_projects as usable_ids;
use crate::areas::common::stored_columns::stored_columns;
use crate::http::detail::detail_answer;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{optional_id, Params};
use crate::http::list::{donation_answer, Filter};
use crate::http::paging::{self, Page};
use crate::http::session::CurrentUser;
use crate::labels::{donation_pay_method_label, masked_donor, pay_status_label};
use crate::rules::money::yuan;
use crate::rules::region::province_name;
use crate::state::AppState;
use actix_web::web;
use rusqlite::Row;
use serde_json::{json, Value};

const FROM: &str = "donations d JOIN activities a ON a.id = d.activity_id
     JOIN projects p ON d.subject = 'project' AND p.id = d.item_id JOIN orgs o ON o.id = a.org_id";
const ROW: &str =
    "d.id, d.order_no, d.activity_id, a.title AS activity_title, d.item_id AS project_id,
    p.title AS project_title, d.donor_name, d.anonymous, d.amount_fen, d.pay_method, d.pay_status,
    d.need_bill, d.bill_title, a.province, a.city, a.district, d.paid_at, d.refunded_at";

fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let (method, pay, bill): (i64, i64, i64) = (r.get(9)?, r.get(10)?, r.get(11)?);
    let name: String = r.get(6)?;
    let province: String = r.get(13)?;
    let mut out = json!({
        "donor_name": masked_donor(&name, r.get(7)?),
        "amount": yuan(r.get(8)?),
        "pay_method_label": donation_pay_method_label(method),
        "pay_status": pay,
        "pay_status_label": pay_status_label(pay),
        "need_bill": bill,
        "need_bill_label": if bill == 1 { "是" } else { "否" },
        "region_text": province_name(&province),
        "province": province,
    });
    if let Some(o) = out.as_object_mut() {
        // The ids, titles, bill title, city, district and times as stored.
        o.extend(stored_columns(r, (0..6).chain(12..13).chain(14..18))?);
    }
    Ok(out)
}

/// `GET/POST donate_list` — donations through the activities the caller sees, newest paid
/// first, and `sum_amount`: the paid ones of the whole filter.
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    let page = Page::from_query(&q)?;
    let order = crate::http::list::DONATIONS.order(&q)?;
    let mut f = Filter::default();
    visible(&mut f, &user);
    if let Some(a) = optional_id(&q, "activity_id")? {
        f.and("d.activity_id = ?", [a.into()]);
    }
    // `pay_status` 0 is every pay status: the console's donation_detail/:id/0 passes it as is.
    if q.get("pay_status").map(String::as_str) != Some("0") {
        f.status(&q, "pay_status", "d.pay_status", 1..=2)?;
    }
    f.status(&q, "need_bill", "d.need_bill", 0..=1)?
        .keyword(
            &q,
            &[
                "CASE WHEN d.anonymous = 1 THEN '' ELSE d.donor_name END",
                "d.order_no",
            ],
        )?
        .date_range(&q, "d.paid_at")?;
    donation_answer(
        &state,
        (ROW, FROM),
        (f, order),
        page,
        row,
        "d.pay_status = 1",
    )
    .await
}

/// `GET/POST public_benefit_activity?id=` — the fundraising of one activity: its linked
/// project, its target and what it raised.
pub async fn public_benefit(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    detail_answer(&state, &q, ("id", NOT_FOUND), move |conn, id| {
        let a = load(conn, &user, id)?;
        conn.query_row(
            "SELECT a.kind, a.target_fen, p.id, p.title, p.status,
                    (SELECT COALESCE(SUM(amount_fen), 0) FROM donations
                      WHERE subject = 'project' AND item_id = p.id AND pay_status = 1),
                    (SELECT COALESCE(SUM(amount_fen), 0) FROM donations
                      WHERE activity_id = a.id AND pay_status = 1),
                    (SELECT COUNT(DISTINCT donor_name) FROM donations
                      WHERE activity_id = a.id AND pay_status = 1)
               FROM activities a LEFT JOIN projects p ON p.id = a.project_id WHERE a.id = ?1",
            [a.id],
            |r| {
                let target: Option<i64> = r.get(1)?;
                let raised: i64 = r.get(6)?;
                let project = match r.get::<_, Option<i64>>(2)? {
                    Some(pid) => {
                        let status: i64 = r.get(4)?;
                        json!({"id": pid, "title": r.get::<_, String>(3)?, "status": status,
                               "status_label": crate::labels::project_status(status),
                               "raised_amount": yuan(r.get(5)?)})
                    }
                    None => Value::Null,
                };
                let percent = match target {
                    Some(t) if t > 0 => (raised * 100 / t).min(100),
                    _ => 0,
                };
                Ok(json!({
                    "activity_id": a.id,
                    "kind": r.get::<_, i64>(0)?,
                    "project": project,
                    "target_amount": target.map(yuan),
                    "raised_amount": yuan(raised),
                    "donor_count": r.get::<_, i64>(7)?,
                    "progress_percent": percent,
                }))
            },
        )
        .map_err(ApiError::from)
    })
    .await
}

/// `GET/POST SJ/activity_can_use_project` — the donation projects in 募款中 an activity of the
/// caller's organisation may link (the platform's accounts name the organisation with
/// `org_id`), at most 20.
pub async fn usable_projects(
    state: web::Data<AppState>,
    user: CurrentUser,
    q: Params,
) -> ApiResult {
    let org = match optional_id(&q, "org_id")? {
        Some(o) if super::workflow::REVIEWERS.contains(&user.role) => o,
        _ => user.org_id,
    };
    let keyword = paging::search_text(&q, "keyword")?;
    let data = state
        .db
        .run(move |conn| {
            let ids = usable_ids(conn, org)?;
            let mut stmt = conn.prepare(
                "SELECT id, title, target_fen, fund_end,
                        (SELECT COALESCE(SUM(amount_fen), 0) FROM donations
                          WHERE subject = 'project' AND item_id = p.id AND pay_status = 1)
                   FROM projects p WHERE id = ?1",
            )?;
            let mut list = Vec::new();
            for id in ids.iter().rev() {
                let v = stmt.query_row([id], |r| {
                    Ok(
                        json!({"id": r.get::<_, i64>(0)?, "title": r.get::<_, String>(1)?,
                              "target_amount": yuan(r.get(2)?), "raised_amount": yuan(r.get(4)?),
                              "fund_end": r.get::<_, String>(3)?}),
                    )
                })?;
                let matches = keyword
                    .as_deref()
                    .is_none_or(|k| v["title"].as_str().is_some_and(|t| t.contains(k)));
                if matches && list.len() < 20 {
                    list.push(v);
                }
            }
            let total = list.len();
            Ok(json!({"list": list, "total": total}))
        })
        .await?;
    Ok(ok("获取成功", data))
}
