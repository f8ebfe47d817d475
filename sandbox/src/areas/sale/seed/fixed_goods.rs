//! demo_org's fixed-price goods in every goods state, with orders in every order state, one
//! sold out and one taken off the shelf.

use super::items::{fixed, goods};
use super::orders::order;
use crate::areas::sale::store;
use crate::areas::sale::workflow::*;
use crate::clock::DAY;
use rusqlite::Connection;

/// The goods and their orders; the bag and the bookmark (which the change requests name).
pub(super) fn seed(
    conn: &Connection,
    org: i64,
    project: Option<i64>,
    (by, reviewer): (i64, i64),
    now: i64,
) -> rusqlite::Result<(i64, i64)> {
    let days = |d: i64| now - d * DAY;

    goods(
        conn,
        org,
        &fixed(org, "手工编织围巾", project, 8800, 20),
        (DRAFT, by, reviewer),
        days(1),
    )?;
    goods(
        conn,
        org,
        &fixed(org, "乡村儿童绘画明信片套装", project, 2500, 200),
        (PENDING, by, reviewer),
        days(2),
    )?;
    goods(
        conn,
        org,
        &fixed(org, "云南小粒咖啡豆 250g", project, 5800, 80),
        (RETURNED, by, reviewer),
        days(3),
    )?;
    let mut honey = fixed(org, "山区手工蜂蜜 500g", project, 6800, 60);
    honey.specs = vec!["500g".into(), "1kg".into()];
    let honey = goods(conn, org, &honey, (LISTED, by, reviewer), days(20))?;
    let bag = goods(
        conn,
        org,
        &fixed(org, "公益帆布包", project, 3900, 30),
        (LISTED, by, reviewer),
        days(18),
    )?;
    let bookmark = goods(
        conn,
        org,
        &fixed(org, "非遗苗绣书签", project, 1800, 100),
        (LISTED, by, reviewer),
        days(16),
    )?;
    let shirt = goods(
        conn,
        org,
        &fixed(org, "限量版公益T恤", project, 9900, 3),
        (LISTED, by, reviewer),
        days(15),
    )?;
    let calendar = goods(
        conn,
        org,
        &fixed(org, "手绘公益日历", project, 4500, 40),
        (LISTED, by, reviewer),
        days(14),
    )?;

    // Orders of the honey in every state, the T-shirt sold out, a few more paid ones.
    for (n, status) in [UNPAID, PAID, SHIPPED, COMPLETED, ORDER_CANCELLED, REFUNDED]
        .into_iter()
        .enumerate()
    {
        let spec = if n % 2 == 0 { "500g" } else { "1kg" };
        order(
            conn,
            honey,
            (n, 1 + n as i64 % 2, spec),
            status,
            (by, days(10 - n as i64)),
        )?;
    }
    order(conn, shirt, (1, 2, ""), COMPLETED, (by, days(9)))?;
    order(conn, shirt, (2, 1, ""), PAID, (by, days(2)))?;
    order(conn, bag, (3, 2, ""), SHIPPED, (by, days(5)))?;
    order(conn, bookmark, (4, 5, ""), PAID, (by, days(1)))?;
    order(conn, calendar, (5, 1, ""), COMPLETED, (by, days(12)))?;
    let off = crate::areas::sale::common::find(conn, calendar)
        .map_err(|e| rusqlite::Error::InvalidParameterName(format!("seed goods: {e}")))?;
    conn.execute(
        "UPDATE sale_goods SET off_reason = '年度日历已过销售季' WHERE id = ?1",
        [calendar],
    )?;
    store::set_state(
        conn,
        &off,
        OFF,
        "off_shelf",
        Some(by),
        "年度日历已过销售季",
        days(3),
    )?;
    Ok((bag, bookmark))
}
