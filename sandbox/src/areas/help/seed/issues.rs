//! Change requests on the raising demo cases.

use crate::areas::help::store;
use crate::areas::help::workflow::{AWAITING, REFUSED};
use crate::clock::{DAY, HOUR};
use rusqlite::{params, Connection};
use serde_json::json;

/// Change requests: one pending on the first raising case, a passed and a returned one on the
/// second (history).
pub(super) fn seed(
    conn: &Connection,
    cases: &[i64],
    by: i64,
    reviewer: i64,
    now: i64,
) -> rusqlite::Result<()> {
    let (Some(&first), Some(&second)) = (cases.first(), cases.get(1)) else {
        return Ok(());
    };
    let title_of = |id: i64| -> rusqlite::Result<(String, i64)> {
        conn.query_row(
            "SELECT title, COALESCE(target_fen, 0) FROM help_cases WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
    };
    let (_, target1) = title_of(first)?;
    let (t2, _) = title_of(second)?;
    let rows = [
        (
            first,
            "术后康复需要追加费用，申请提高目标金额",
            json!({"target_amount": crate::rules::money::yuan(target1 + 3_000_000)}),
            json!({"target_amount": crate::rules::money::yuan(target1)}),
            AWAITING,
            "",
            1,
        ),
        (
            second,
            "标题表述不够准确，申请修改",
            json!({"title": "洪灾受损农户郑大爷重建家园"}),
            json!({"title": t2}),
            REFUSED,
            "修改后的标题含有个人姓名，请使用化名",
            9,
        ),
    ];
    for (help_id, reason, changes, before, status, ret, days) in rows {
        let created = now - days * DAY;
        let reviewed = (status != AWAITING).then_some(created + 2 * HOUR);
        conn.execute(
            "INSERT INTO change_requests (subject, item_id, reason, changes, before, status, return_reason, created_by, created_at,
                                      reviewed_by, reviewed_at)
             VALUES ('help_case', ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            params![help_id, reason, changes.to_string(), before.to_string(), status, ret, by, created,
                    reviewed.map(|_| reviewer), reviewed],
        )?;
        store::log(conn, help_id, "change_request", Some(by), reason, created)?;
        if status == REFUSED {
            store::log(
                conn,
                help_id,
                "change_return",
                Some(reviewer),
                ret,
                created + 2 * HOUR,
            )?;
        }
    }
    Ok(())
}
