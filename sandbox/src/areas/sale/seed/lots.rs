//! demo_org's lots in every auction state: coming, running, extended by a late bid, sold (the
//! winner's order paid), unsold and cancelled.

use super::items::lot;
use super::orders::BUYERS;
use super::Seller;
use crate::areas::sale::store::{self, find_order};
use crate::areas::sale::workflow::{GOODS, LISTED};
use crate::clock::{DAY, HOUR, MINUTE};
use rusqlite::{params, Connection};

/// Bids on lot `id` at its start price and then each step, the last `extended` one moving the
/// close; times before `at`.
fn bids(conn: &Connection, id: i64, count: usize, at: i64) -> rusqlite::Result<()> {
    let (start, step): (i64, i64) = conn.query_row(
        "SELECT start_price_fen, increment_fen FROM sale_goods WHERE id = ?1",
        [id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    for n in 0..count {
        let (name, phone) = BUYERS[(n + id as usize) % BUYERS.len()];
        conn.execute(
            "INSERT INTO sale_bids (goods_id, bidder_name, bidder_phone, price_fen, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![
                id,
                name,
                phone,
                start + step * n as i64,
                at - (count - n) as i64 * 20 * MINUTE
            ],
        )?;
    }
    Ok(())
}

/// The lots and their bids.
pub(super) fn seed(conn: &Connection, seller: Seller, now: i64) -> rusqlite::Result<()> {
    let (org, project, by) = (seller.org, seller.project, seller.by);
    let days = |d: i64| now - d * DAY;
    // (title, start price fen, (start, close), made days ago), in the order they are written.
    let catalogue = [
        (
            "名家书法作品《厚德载物》",
            100_000,
            (now + 2 * DAY, now + 5 * DAY),
            4,
        ),
        ("乡村孩子的油画作品", 20_000, (days(1), now + 3 * DAY), 6),
        ("奥运冠军签名篮球", 50_000, (days(2), now + 2 * HOUR), 7),
        ("宜兴紫砂壶一把", 80_000, (days(8), days(1)), 10),
        ("古籍善本影印套装", 60_000, (days(9), days(2)), 11),
        ("明星签名纪念T恤", 30_000, (now + DAY, now + 4 * DAY), 5),
    ];
    let mut ids = Vec::new();
    for (title, start, window, made) in catalogue {
        let v = lot(org, title, project, start, window);
        ids.push(seller.write(conn, &v, LISTED, days(made))?);
    }
    let [_, running, extended, sold, unsold, cancelled] = ids[..] else {
        unreachable!("one id per catalogue row")
    };
    for id in [running, extended] {
        conn.execute(
            "UPDATE sale_goods SET auction_status = 1 WHERE id = ?1",
            [id],
        )?;
        GOODS.log(conn, id, "start", None, "", days(1))?;
    }
    bids(conn, running, 4, now)?;
    bids(conn, extended, 6, now)?;
    conn.execute(
        "UPDATE sale_goods SET auction_status = 2, close_at = ?2 WHERE id = ?1",
        params![extended, now + 2 * HOUR + 5 * MINUTE],
    )?;
    conn.execute("UPDATE sale_bids SET extended = 1 WHERE id = (SELECT MAX(id) FROM sale_bids WHERE goods_id = ?1)", [extended])?;
    GOODS.log(conn, extended, "extend", None, "", now - 10 * MINUTE)?;
    bids(conn, sold, 12, days(1))?;
    bids(conn, unsold, 2, days(2))?;
    for (id, at) in [(sold, days(1)), (unsold, days(2))] {
        conn.execute(
            "UPDATE sale_goods SET auction_status = 1 WHERE id = ?1",
            [id],
        )?;
        let g = crate::areas::sale::common::find(conn, id)
            .map_err(|e| rusqlite::Error::InvalidParameterName(format!("seed lot: {e}")))?;
        let order = store::close_lot(conn, &g, at)
            .map_err(|e| rusqlite::Error::InvalidParameterName(format!("seed lot: {e}")))?;
        if let Some(o) = order {
            let o = find_order(conn, o)
                .map_err(|e| rusqlite::Error::InvalidParameterName(format!("seed lot: {e}")))?;
            conn.execute(
                "UPDATE sale_orders SET province = '110000', city = '110100', district = '110105',
                        address = '朝阳区建国路88号' WHERE id = ?1",
                [o.id],
            )?;
            store::pay(conn, &o, at + HOUR)
                .map_err(|e| rusqlite::Error::InvalidParameterName(format!("seed lot: {e}")))?;
        }
    }
    conn.execute(
        "UPDATE sale_goods SET auction_status = 5, status = 5, cancel_reason = '捐赠人撤回拍品' WHERE id = ?1",
        [cancelled],
    )?;
    GOODS.log(
        conn,
        cancelled,
        "cancel_auction",
        Some(by),
        "捐赠人撤回拍品",
        days(1),
    )?;
    Ok(())
}
