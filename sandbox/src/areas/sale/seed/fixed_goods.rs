//! demo_org's fixed-price goods in every goods state, with orders in every order state, one
//! sold out and one taken off the shelf.

use super::items::fixed;
use super::orders::order;
use super::Seller;
use crate::areas::sale::store;
use crate::areas::sale::workflow::*;
use crate::clock::DAY;
use rusqlite::Connection;

/// The honey comes in two sizes.
const HONEY: &str = "山区手工蜂蜜 500g";

/// (title, price fen, stock, state, made days ago), in the order they are written.
const CATALOGUE: [(&str, i64, i64, i64, i64); 8] = [
    ("手工编织围巾", 8800, 20, DRAFT, 1),
    ("乡村儿童绘画明信片套装", 2500, 200, PENDING, 2),
    ("云南小粒咖啡豆 250g", 5800, 80, RETURNED, 3),
    (HONEY, 6800, 60, LISTED, 20),
    ("公益帆布包", 3900, 30, LISTED, 18),
    ("非遗苗绣书签", 1800, 100, LISTED, 16),
    ("限量版公益T恤", 9900, 3, LISTED, 15),
    ("手绘公益日历", 4500, 40, LISTED, 14),
];

/// The goods and their orders; the bag and the bookmark (which the change requests name).
pub(super) fn seed(conn: &Connection, seller: Seller, now: i64) -> rusqlite::Result<(i64, i64)> {
    let (org, project, by) = (seller.org, seller.project, seller.by);
    let days = |d: i64| now - d * DAY;
    let mut ids = Vec::new();
    for (title, price, stock, status, made) in CATALOGUE {
        let mut v = fixed(org, title, project, price, stock);
        if title == HONEY {
            v.specs = vec!["500g".into(), "1kg".into()];
        }
        ids.push(seller.write(conn, &v, status, days(made))?);
    }
    let [_, _, _, honey, bag, bookmark, shirt, calendar] = ids[..] else {
        unreachable!("one id per catalogue row")
    };

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
