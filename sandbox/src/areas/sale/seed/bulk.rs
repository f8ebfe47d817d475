//! The bulk orders of `/__sandbox/export_rows`.

use super::items::fixed;
use super::orders::{BUYERS, PLACES};
use crate::areas::sale::store;
use crate::areas::sale::workflow::LISTED;
use crate::clock::MINUTE;
use rusqlite::{params, Connection, OptionalExtension};

/// `/__sandbox/export_rows {table: "sale"}`: `count` paid orders of one listed item of `org`
/// (made once), numbered from `first`.
pub fn bulk(conn: &Connection, org: i64, first: i64, count: i64, now: i64) -> rusqlite::Result<()> {
    let existing: Option<i64> = conn
        .query_row(
            "SELECT id FROM sale_goods WHERE org_id = ?1 AND title = '批量测试义卖商品' LIMIT 1",
            [org],
            |r| r.get(0),
        )
        .optional()?;
    let goods = match existing {
        Some(id) => id,
        None => {
            let mut v = fixed(org, "批量测试义卖商品", None, 5000, 0);
            v.stock = 0;
            store::insert_goods(conn, org, LISTED, &v, None, now)?
        }
    };
    let mut stmt = conn.prepare(
        "INSERT INTO sale_orders (org_id, order_no, goods_title, buyer_name, mobile, quantity, amount_fen,
                need_bill, province, city, district, address, status, created_at, goods_id, price_fen,
                shipping_fee_fen, paid_at)
         VALUES (?1, ?2, '批量测试义卖商品', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, 1, ?12, ?13, 5000, 1000, ?12)",
    )?;
    for i in first..first + count {
        let (name, mobile) = BUYERS[i as usize % BUYERS.len()];
        let (p, c, d, addr) = PLACES[(i as usize / 3) % PLACES.len()];
        let qty = 1 + i % 3;
        stmt.execute(params![
            org,
            format!("SB{}{:08}", 20_260_000 + org, i),
            name,
            mobile,
            qty,
            5000 * qty + 1000,
            i % 2,
            p,
            c,
            d,
            addr,
            now - (i % 1000 + 1) * MINUTE,
            goods
        ])?;
    }
    Ok(())
}
