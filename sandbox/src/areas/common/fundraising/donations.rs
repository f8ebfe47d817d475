//! The donation lists and the test-mode donation of a fundraising project (/SJ, /SJM): the row
//! every list starts with, its export columns, the shared filters, and the checked input of a
//! donation arriving in test mode. Each area keeps its own tables, joins and extra columns.

use crate::http::envelope::ApiError;
use crate::http::input::optional_id;
use crate::http::list::Filter;
use crate::http::session::CurrentUser;
use crate::labels::{donation_pay_method_label, pay_status_label};
use crate::rules::form::{bill_title, int, parse_fen, payer_name};
use crate::rules::money::yuan;
use rusqlite::{Connection, OptionalExtension, Row};
use serde_json::{json, Map, Value};
use std::collections::HashMap;
use std::ops::RangeInclusive;

pub use crate::labels::masked_donor as masked;

/// A donation's row: the first 15 columns of the areas' `ROW` (`d.id … d.refunded_at`), the
/// channel named by the area's `channel_label`.
pub fn donation_row(
    r: &Row<'_>,
    channel_label: fn(i64) -> &'static str,
) -> rusqlite::Result<Map<String, Value>> {
    let (channel, method, pay): (i64, i64, i64) = (r.get(7)?, r.get(9)?, r.get(10)?);
    let name: String = r.get(4)?;
    let row = json!({
        "id": r.get::<_, i64>(0)?,
        "order_no": r.get::<_, String>(1)?,
        "project_id": r.get::<_, i64>(2)?,
        "project_title": r.get::<_, String>(3)?,
        "donor_name": masked(&name, r.get(5)?),
        "amount": yuan(r.get(6)?),
        "channel": channel,
        "channel_label": channel_label(channel),
        "share_id": r.get::<_, Option<i64>>(8)?,
        "pay_method": method,
        "pay_method_label": donation_pay_method_label(method),
        "pay_status": pay,
        "pay_status_label": pay_status_label(pay),
        "need_bill": r.get::<_, i64>(11)?,
        "bill_title": r.get::<_, String>(12)?,
        "paid_at": r.get::<_, Option<i64>>(13)?,
        "refunded_at": r.get::<_, Option<i64>>(14)?,
    });
    match row {
        Value::Object(m) => Ok(m),
        _ => unreachable!("json! of an object is an object"),
    }
}

/// The export row: `row` plus the project's organisation and region (codes; the BFF writes
/// their names), read from column `first` on (`o.name, province, city, district, address`).
pub fn export_row(mut row: Value, r: &Row<'_>, first: usize) -> rusqlite::Result<Value> {
    if let Some(o) = row.as_object_mut() {
        o.insert("org_name".into(), r.get::<_, String>(first)?.into());
        for (i, key) in ["province", "city", "district", "address"]
            .iter()
            .enumerate()
        {
            o.insert((*key).into(), r.get::<_, String>(first + 1 + i)?.into());
        }
    }
    Ok(row)
}

/// A donation filter narrowed to the items `visible` lets the caller see and, when asked, to
/// one of them (`project_id`): where every fundraising area's donation filter starts.
pub fn of_items(
    q: &HashMap<String, String>,
    user: &CurrentUser,
    visible: fn(&mut Filter, &CurrentUser),
) -> Result<Filter, ApiError> {
    let mut f = Filter::default();
    visible(&mut f, user);
    if let Some(p) = optional_id(q, "project_id")? {
        f.and("d.item_id = ?", [p.into()]);
    }
    Ok(f)
}

/// The filters every project-like donation list shares after its own: the share page, the
/// channel (`channels`: the area's codes), the pay state, the donor (an anonymous donor's name
/// is not searchable) or order number, and the paid date.
pub fn donation_filters(
    f: &mut Filter,
    q: &HashMap<String, String>,
    channels: RangeInclusive<i64>,
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

/// A donation (or a refund) arriving in test mode, as its body says it.
pub struct TestDonation {
    /// The donation to refund instead.
    pub refund_of: Option<i64>,
    pub item: Option<i64>,
    pub amount: Option<i64>,
    pub channel: i64,
    pub share_id: Option<i64>,
    pub donor: String,
    pub need_bill: bool,
    pub bill_title: String,
}

/// A new test donation's item, amount and share page, checked.
pub struct Checked {
    pub item: i64,
    pub amount_fen: i64,
    pub share_id: Option<i64>,
}

impl TestDonation {
    /// The body's fields; the item's id is `item_key` (`project_id`, `micro_project_id`).
    pub fn read(body: &Map<String, Value>, item_key: &str) -> Result<Self, ApiError> {
        Ok(TestDonation {
            refund_of: int(body, "refund_of"),
            item: int(body, item_key).filter(|p| *p > 0),
            amount: body.get("amount").and_then(parse_fen).filter(|f| *f > 0),
            channel: int(body, "channel").unwrap_or(1),
            share_id: int(body, "share_id"),
            donor: payer_name(body, "donor_name", "测试捐赠人").map_err(ApiError::bad)?,
            bill_title: bill_title(body).map_err(ApiError::bad)?,
            need_bill: matches!(body.get("need_bill"), Some(v) if v == 1 || v == true || v == "1"),
        })
    }

    /// The item (`not_found` when absent), the amount, the channel among the area's
    /// `channels`, and a share page (channel 2) that belongs to the item in `shares`.
    pub fn checked(
        &self,
        conn: &Connection,
        not_found: &str,
        channels: RangeInclusive<i64>,
        shares: &str,
    ) -> Result<Checked, ApiError> {
        let item = self.item.ok_or_else(|| ApiError::bad(not_found))?;
        let amount_fen = self
            .amount
            .ok_or_else(|| ApiError::bad("捐款金额须为大于0的数字，最多两位小数"))?;
        if !channels.contains(&self.channel) {
            return Err(ApiError::bad("捐款渠道不正确"));
        }
        if let (2, Some(share)) = (self.channel, self.share_id) {
            let of: Option<i64> = conn
                .query_row(
                    &format!("SELECT project_id FROM {shares} WHERE id = ?1"),
                    [share],
                    |r| r.get(0),
                )
                .optional()?;
            if of != Some(item) {
                return Err(ApiError::bad("一起捐不存在"));
            }
        }
        Ok(Checked {
            item,
            amount_fen,
            share_id: (self.channel == 2).then_some(self.share_id).flatten(),
        })
    }

    /// The answer's message: a refund or a donation.
    pub fn message(&self) -> &'static str {
        if self.refund_of.is_some() {
            "已退款"
        } else {
            "捐款成功"
        }
    }
}
