//! The demo change requests of wishes.

use super::wishes::WISHES;
use crate::areas::wish::workflow::{CHANGE, WISH};
use crate::clock::{DAY, HOUR};
use crate::workflow::seeded::{self, SeededChange};
use rusqlite::Connection;
use serde_json::json;

/// Two pending change requests (one by the partner on a 浙江 wish) and one returned.
pub(super) fn seed(
    conn: &Connection,
    ids: &[i64],
    reviewer: i64,
    partner: i64,
    admin: i64,
    now: i64,
) -> rusqlite::Result<()> {
    let rows = [
        (
            ids[1],
            reviewer,
            json!({"title": "想要一件厚棉衣和一顶帽子"}),
            json!({"title": WISHES[1].title}),
            1,
            "",
            None,
            "孩子的需求有补充，增加一顶保暖帽",
        ),
        (
            ids[6],
            partner,
            json!({"target_amount": "129.00", "grade": "六年级"}),
            json!({"target_amount": "99.00", "grade": "五年级"}),
            1,
            "",
            None,
            "新学期升入六年级，球拍价格有调整",
        ),
        (
            ids[2],
            reviewer,
            json!({"story": "小花喜欢画画，她想要一套48色的彩色铅笔，画出家乡所有的颜色。"}),
            json!({"story": WISHES[2].story}),
            3,
            "故事修改后与实际情况不符，请核实",
            Some(admin),
            "补充孩子的具体需求",
        ),
    ];
    for (i, (wish, by, changes, before, status, ret, reviewed_by, reason)) in
        rows.into_iter().enumerate()
    {
        let at = now - (3 - i as i64) * DAY;
        let seeded = SeededChange {
            item: wish,
            reason,
            changes,
            before,
            status,
            return_reason: ret,
            by,
            at,
            reviewed_by,
        };
        let change = seeded::change_request(conn, &WISH, &CHANGE, &seeded)?;
        if let Some(r) = reviewed_by {
            CHANGE.log(conn, change, "return", Some(r), ret, at + HOUR)?;
            WISH.log(conn, wish, "change_return", Some(r), ret, at + HOUR)?;
        }
    }
    Ok(())
}
