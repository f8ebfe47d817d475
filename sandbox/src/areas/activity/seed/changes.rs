//! The demo change requests of two published activities: one pending, one returned.

use super::activities::{FULL, SEEDS, TEAMS};
use crate::areas::activity::workflow::{ACTIVITY, CHANGE};
use crate::clock::{DAY, HOUR};
use rusqlite::{params, Connection};
use serde_json::json;

pub(super) fn seed(
    conn: &Connection,
    ids: &[i64],
    owner: i64,
    reviewer: i64,
    now: i64,
) -> rusqlite::Result<()> {
    // A pending change request (places and the contact) and a returned one (the title).
    for (idx, changes, before, status, reason) in [
        (
            TEAMS,
            json!({"places": 80, "contact_name": "王晓雨"}),
            json!({"places": 60, "contact_name": "李晓光"}),
            1,
            "",
        ),
        (
            FULL,
            json!({"title": "自闭症儿童周末陪伴日（第二期）"}),
            json!({"title": SEEDS[FULL].title}),
            3,
            "变更后的活动名称与实际内容不符",
        ),
    ] {
        let at = now - 2 * DAY;
        conn.execute(
            "INSERT INTO change_requests (subject, item_id, reason, changes, before, status, return_reason, created_by, created_at, reviewed_by, reviewed_at)
             VALUES ('activity', ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            params![ids[idx], "报名人数超出预期，需要扩大名额并更换联系人", changes.to_string(), before.to_string(), status, reason, owner, at,
                    (status == 3).then_some(reviewer), (status == 3).then_some(at + HOUR)],
        )?;
        let cid = conn.last_insert_rowid();
        CHANGE.log(conn, cid, "submit", Some(owner), "", at)?;
        ACTIVITY.log(conn, ids[idx], "change_request", Some(owner), "", at)?;
        if status == 3 {
            CHANGE.log(conn, cid, "return", Some(reviewer), reason, at + HOUR)?;
            ACTIVITY.log(
                conn,
                ids[idx],
                "change_return",
                Some(reviewer),
                reason,
                at + HOUR,
            )?;
        }
    }
    Ok(())
}
