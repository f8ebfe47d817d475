//! The bulk rows of `/__sandbox/export_rows`: published activities made up from their row
//! number.

use super::activities::{Place, BINJIANG, CHAOYANG, HAIDIAN, XIHU};
use crate::areas::activity::workflow::PUBLISHED;
use crate::clock::{DAY, HOUR};
use rusqlite::{params, Connection};

const BULK_TITLES: [(&str, i64); 6] = [
    ("乡村学校图书角志愿服务", 1),
    ("社区老人义诊日", 7),
    ("城市公园垃圾分类宣传", 3),
    ("周末自闭症儿童陪伴活动", 2),
    ("河道净滩志愿行动", 3),
    ("留守儿童暑期夏令营", 1),
];
const BULK_PLACES: [Place; 4] = [CHAOYANG, HAIDIAN, XIHU, BINJIANG];

/// `count` published activities of `org`, numbered from `first` (the export's bulk rows),
/// generated deterministically from the row number; their times spread over the last 60 days.
pub fn bulk(conn: &Connection, org: i64, first: i64, count: i64, now: i64) -> rusqlite::Result<()> {
    let mut stmt = conn.prepare(
        "INSERT INTO activities (org_id, title, cate, cate_id, province, city, district, address, start_time,
           end_time, signup_end, max_people, sign_count, status, cover, content, contact_name, contact_phone,
           created_at, updated_at, submitted_at)
         VALUES (?1, ?2, '', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, 0, ?12, ?13, ?14, '李晓光', '13800138000', ?15, ?15, ?15)",
    )?;
    for i in first..first + count {
        let (title, cate) = BULK_TITLES[i as usize % BULK_TITLES.len()];
        let (p, c, d, addr) = BULK_PLACES[i as usize % BULK_PLACES.len()];
        let start = now - (i % 60) * DAY + 9 * HOUR;
        stmt.execute(params![
            org,
            title,
            cate,
            p,
            c,
            d,
            addr,
            start,
            start + 4 * HOUR,
            start - DAY,
            20 + (i % 5) * 10,
            PUBLISHED,
            format!("/sandbox-files/avatar/{org}.svg"),
            format!("<p>{title}：欢迎热心公益的你加入我们！</p>"),
            now - (i + 1) * HOUR
        ])?;
    }
    Ok(())
}
