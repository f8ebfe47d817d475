//! Charity-sale orders: a few per organisation in the demo seed, and as many as a test asks for
//! (`/__sandbox/export_rows`; its activities and micro wishes come from those areas'
//! `seed::bulk`). Rows are generated from small lists of realistic values, deterministically
//! from the row number.

use crate::clock::HOUR;
use rusqlite::{params, Connection};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Table {
    Activities,
    SaleOrders,
    Wishes,
}

impl Table {
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "activity" => Some(Self::Activities),
            "sale" => Some(Self::SaleOrders),
            "wish" => Some(Self::Wishes),
            _ => None,
        }
    }
}

/// (province, city, district, street address) — real administrative codes.
const PLACES: &[(&str, &str, &str, &str)] = &[
    ("110000", "110100", "110105", "朝阳区建国路88号"),
    ("310000", "310100", "310115", "浦东新区张杨路500号"),
    ("330000", "330100", "330106", "西湖区文三路90号"),
    ("440000", "440300", "440305", "南山区科技园南区12栋"),
    ("510000", "510100", "510107", "武侯区人民南路四段27号"),
    ("420000", "420100", "420106", "武昌区中南路99号"),
    ("530000", "530100", "530102", "五华区东风西路121号"),
    ("620000", "620100", "620102", "城关区庆阳路77号"),
];
const GOODS: &[(&str, i64)] = &[
    ("山区手工蜂蜜 500g", 6800),
    ("公益帆布包", 3900),
    ("乡村儿童绘画明信片套装", 2500),
    ("云南小粒咖啡豆 250g", 5800),
    ("非遗苗绣书签", 1800),
];
const NAMES: &[&str] = &[
    "张伟", "王芳", "李娜", "刘洋", "陈静", "杨帆", "赵磊", "黄敏", "周婷", "吴强",
];

/// Inserts `count` rows into `table` for `org_id`, numbered from `first`; times before `now`.
pub fn insert(
    conn: &Connection,
    table: Table,
    org_id: i64,
    first: i64,
    count: i64,
    now: i64,
) -> rusqlite::Result<()> {
    match table {
        // Published activities: the activity area's.
        Table::Activities => crate::areas::activity::seed::bulk(conn, org_id, first, count, now)?,
        Table::SaleOrders => {
            let mut stmt = conn.prepare(
                "INSERT INTO sale_orders (org_id, order_no, goods_title, buyer_name, mobile, quantity, amount_fen,
                   need_bill, province, city, district, address, status, created_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
            )?;
            for i in first..first + count {
                let (goods, price) = GOODS[i as usize % GOODS.len()];
                let (p, c, d, addr) = PLACES[(i as usize / 3) % PLACES.len()];
                let qty = 1 + i % 3;
                let created = now - (i + 1) * HOUR;
                stmt.execute(params![
                    org_id,
                    format!("SO{}{:06}", 20_260_000 + org_id, i),
                    goods,
                    NAMES[i as usize % NAMES.len()],
                    format!("138{:08}", (i * 7919) % 100_000_000),
                    qty,
                    price * qty,
                    i % 2,
                    p,
                    c,
                    d,
                    addr,
                    i % 5,
                    created
                ])?;
            }
        }
        // Claimed wishes, each with its claim and donation: the export's rows.
        Table::Wishes => crate::areas::wish::seed::bulk(conn, org_id, first, count, now)?,
    }
    Ok(())
}

/// The demo seed: a handful of orders for every organisation (the demo activities and wishes
/// are those areas' seeds).
pub fn seed(conn: &Connection, org_ids: &[i64], now: i64) -> rusqlite::Result<()> {
    for (n, &org) in org_ids.iter().enumerate() {
        let first = n as i64 * 100;
        insert(conn, Table::SaleOrders, org, first, 12, now)?;
    }
    Ok(())
}
