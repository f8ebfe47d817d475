//! How a demo item is described (a fixed-price item or a lot) and written: submitted, then
//! left in its state as the reviewer decided.

use crate::areas::sale::form::{Values, AUCTION, FIXED};
use crate::areas::sale::store;
use crate::areas::sale::workflow::{DRAFT, GOODS, LISTED, OFF, RETURNED, SOLD_OUT};
use crate::clock::HOUR;
use rusqlite::{params, Connection};

pub(super) fn cover(org: i64) -> String {
    format!("/sandbox-files/avatar/{org}.svg")
}

/// An item of `org` of `kind`, pictured by the organisation's picture; the caller sets what
/// the kind needs.
pub(super) fn described(org: i64, kind: i64, title: &str, description: String) -> Values {
    Values {
        kind,
        title: title.into(),
        cover: cover(org),
        images: vec![cover(org)],
        description,
        ..Values::default()
    }
}

pub(super) fn fixed(org: i64, title: &str, project: Option<i64>, price: i64, stock: i64) -> Values {
    let description = format!("{title}，义卖所得全部捐赠给受益项目，感谢您的爱心支持。");
    Values {
        project_id: project,
        shipping_fee: 1000,
        price,
        stock,
        ..described(org, FIXED, title, description)
    }
}

pub(super) fn lot(
    org: i64,
    title: &str,
    project: Option<i64>,
    start: i64,
    (from, to): (i64, i64),
) -> Values {
    let description = format!("{title}，由爱心人士捐赠拍卖，成交款全部捐赠给受益项目。");
    Values {
        project_id: project,
        shipping_fee: 0,
        start_price: start,
        increment: start / 10,
        reserve_price: start * 2,
        deposit: start / 5,
        start_time: from,
        end_time: to,
        extend_seconds: 300,
        ..described(org, AUCTION, title, description)
    }
}

/// A goods item submitted by `by` at `at`, left in `status` (listed ones passed by `reviewer`).
pub(super) fn goods(
    conn: &Connection,
    org: i64,
    v: &Values,
    (status, by, reviewer): (i64, i64, i64),
    at: i64,
) -> rusqlite::Result<i64> {
    let id = store::insert_goods(conn, org, status, v, Some(by), at)?;
    if status == DRAFT {
        GOODS.log(conn, id, "save_draft", Some(by), "", at)?;
        return Ok(id);
    }
    GOODS.log(conn, id, "submit", Some(by), "", at)?;
    if status == RETURNED {
        let reason = "商品图片不清晰，请补充实拍图后重新提交";
        conn.execute(
            "UPDATE sale_goods SET return_reason = ?2 WHERE id = ?1",
            params![id, reason],
        )?;
        GOODS.log(conn, id, "return", Some(reviewer), reason, at + HOUR)?;
    }
    if matches!(status, LISTED | SOLD_OUT | OFF) {
        conn.execute(
            "UPDATE sale_goods SET listed_at = ?2 WHERE id = ?1",
            params![id, at + HOUR],
        )?;
        GOODS.log(conn, id, "pass", Some(reviewer), "", at + HOUR)?;
    }
    Ok(id)
}
