//! The demo links (lists of wishes to share) and copywritings.

use crate::areas::wish::{copywriting, links};
use crate::clock::DAY;
use rusqlite::Connection;

/// Three links (written as the staff's calls write them) (one for 浙江 wishes only, one still empty) and two copywritings.
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
        let link = links::LINKS.insert(conn, [title, &cover, intro], reviewer, at)?;
        let wishes: Vec<i64> = wishes.iter().map(|&w| ids[w]).collect();
        links::set_wishes(conn, link, &wishes)?;
        link_ids.push(link);
    }
    let copies = [
        (
            "一个小心愿，一份大温暖",
            "花一点点钱，帮山区孩子实现一个小小的心愿。",
            (vec![], vec![link_ids[0]]),
        ),
        (
            "小雨想要一个新书包",
            "三年的旧书包已经坏了，你愿意帮她实现心愿吗？",
            (vec![ids[0], ids[3]], vec![]),
        ),
    ];
    for (n, (title, desc, (wishes, links))) in copies.iter().enumerate() {
        let at = now - (8 - n as i64) * DAY;
        let copy = copywriting::COPYWRITING.insert(conn, [title, desc, &cover], reviewer, at)?;
        copywriting::set_targets(conn, copy, wishes, links)?;
    }
    Ok(())
}
