//! The demo links (lists of wishes to share) and copywritings.

use crate::clock::DAY;
use rusqlite::{params, Connection};

/// Three links (one for 浙江 wishes only, one still empty) and two copywritings.
pub(super) fn seed(
    conn: &Connection,
    ids: &[i64],
    org_ids: &[i64],
    account_ids: &[i64],
    now: i64,
) -> rusqlite::Result<()> {
    let reviewer = account_ids[1];
    let cover = format!("/sandbox-files/avatar/{}.svg", org_ids[1]);
    let links = [
        (
            "2026春季微心愿",
            "开学季，为山区孩子点亮一个小小的心愿。",
            vec![0usize, 1, 2, 3, 4, 8, 9, 13, 14],
        ),
        (
            "浙江山区孩子的新年心愿",
            "浙江省联合劝募合作平台联合发起，助力省内山区孩子的新年心愿。",
            vec![5, 6, 8, 13, 16],
        ),
        ("六一儿童节特别行动", "", vec![]),
    ];
    let mut link_ids = Vec::new();
    for (n, (title, intro, wishes)) in links.iter().enumerate() {
        let at = now - (9 - n as i64) * DAY;
        conn.execute(
            "INSERT INTO wish_links (title, cover, intro, created_by, created_at, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?5)",
            params![title, cover, intro, reviewer, at],
        )?;
        let link = conn.last_insert_rowid();
        for (sort, &w) in wishes.iter().enumerate() {
            conn.execute(
                "INSERT INTO wish_link_items (link_id, wish_id, sort) VALUES (?1, ?2, ?3)",
                params![link, ids[w], sort as i64],
            )?;
        }
        link_ids.push(link);
    }
    let copies = [
        (
            "一个小心愿，一份大温暖",
            "花一点点钱，帮山区孩子实现一个小小的心愿。",
            vec![(2, link_ids[0])],
        ),
        (
            "小雨想要一个新书包",
            "三年的旧书包已经坏了，你愿意帮她实现心愿吗？",
            vec![(1, ids[0]), (1, ids[3])],
        ),
    ];
    for (n, (title, desc, targets)) in copies.iter().enumerate() {
        let at = now - (8 - n as i64) * DAY;
        conn.execute(
            "INSERT INTO wish_copywritings (share_title, description, image, created_by, created_at, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?5)",
            params![title, desc, cover, reviewer, at],
        )?;
        let copy = conn.last_insert_rowid();
        for (kind, target) in targets {
            conn.execute(
                "INSERT INTO wish_copy_targets (copy_id, target_type, target_id) VALUES (?1, ?2, ?3)",
                params![copy, kind, target],
            )?;
        }
    }
    Ok(())
}
