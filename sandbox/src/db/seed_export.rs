//! Activities: a few per organisation in the demo seed, and as many as a test asks for
//! (`/__sandbox/export_rows`; its micro wishes and sale orders come from the wish and sale
//! areas' `seed::bulk`). Rows are generated from small lists of realistic values, deterministically
//! from the row number.

use crate::clock::{DAY, HOUR};
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
const ACTIVITIES: &[(&str, &str)] = &[
    ("乡村学校图书角志愿服务", "助学"),
    ("社区老人义诊日", "助老"),
    ("城市公园垃圾分类宣传", "环保"),
    ("周末自闭症儿童陪伴活动", "助残"),
    ("河道净滩志愿行动", "环保"),
    ("留守儿童暑期夏令营", "助学"),
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
        Table::Activities => {
            let mut stmt = conn.prepare(
                "INSERT INTO activities (org_id, title, cate, province, city, district, address, start_time,
                   end_time, max_people, sign_count, status, created_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
            )?;
            for i in first..first + count {
                let (title, cate) = ACTIVITIES[i as usize % ACTIVITIES.len()];
                let (p, c, d, addr) = PLACES[i as usize % PLACES.len()];
                let start = now - (i % 60) * DAY + 9 * HOUR;
                let max = 20 + (i % 5) * 10;
                stmt.execute(params![
                    org_id,
                    title,
                    cate,
                    p,
                    c,
                    d,
                    addr,
                    start,
                    start + 4 * HOUR,
                    max,
                    (i * 7) % (max + 1),
                    i % 5,
                    now - (i + 1) * HOUR
                ])?;
            }
        }
        // Paid orders of one listed item: the charity-sale area's bulk rows.
        Table::SaleOrders => crate::areas::sale::seed::bulk(conn, org_id, first, count, now)?,
        // Claimed wishes, each with its claim and donation: the export's rows.
        Table::Wishes => crate::areas::wish::seed::bulk(conn, org_id, first, count, now)?,
    }
    Ok(())
}

/// The demo seed: a handful of activities for every organisation (the demo wishes and sales
/// are their areas' seeds).
pub fn seed(conn: &Connection, org_ids: &[i64], now: i64) -> rusqlite::Result<()> {
    for (n, &org) in org_ids.iter().enumerate() {
        let first = n as i64 * 100;
        insert(conn, Table::Activities, org, first, 6, now)?;
    }
    Ok(())
}
