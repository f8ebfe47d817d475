//! Progress reports on the demo micro projects in every state (浙江 ones wait for
//! demo_partner too) and a pending change request.

use super::demo_projects::Demo;
use super::SUMMARY;
use crate::areas::micro_project::workflow::{CHANGE, MICRO, PROGRESS};
use crate::clock::DAY;
use rusqlite::{params, Connection};

pub(super) fn seed(
    conn: &Connection,
    demo: Demo,
    accounts: &[i64],
    now: i64,
) -> rusqlite::Result<()> {
    let Demo {
        raising,
        ended,
        o_raising,
        nb_a,
    } = demo;
    let reviewer = accounts[1];
    let report = |item: i64,
                  org_acct: Option<i64>,
                  title: &str,
                  status: i64,
                  reason: &str|
     -> rusqlite::Result<()> {
        conn.execute(
            "INSERT INTO reports (subject, item_id, kind, title, content, images, amount_used_fen, status, reason,
                                  created_by, created_at, updated_at, reviewed_by, reviewed_at)
             VALUES ('micro_project', ?1, 'progress', ?2, '首批物资已采购完毕并在社区服务中心完成发放，签收表与票据已整理归档。',
                     '[]', 50000, ?3, ?4, ?5, ?6, ?6, ?7, ?8)",
            params![item, title, status, reason, org_acct, now - 3 * DAY,
                    (status != 1).then_some(reviewer), (status != 1).then_some(now - 2 * DAY)],
        )?;
        let id = conn.last_insert_rowid();
        PROGRESS.log(conn, id, "submit", org_acct, "", now - 3 * DAY)?;
        match status {
            2 => PROGRESS.log(conn, id, "pass", Some(reviewer), "", now - 2 * DAY)?,
            3 => PROGRESS.log(conn, id, "return", Some(reviewer), reason, now - 2 * DAY)?,
            _ => {}
        }
        Ok(())
    };
    let micro_acct = Some(accounts[3]);
    report(raising, micro_acct, "第一批书包已发放", 2, "")?;
    report(raising, micro_acct, "第二批书包采购进展", 1, "")?;
    report(raising, micro_acct, "志愿者走访记录", 3, "请补充走访照片")?;
    report(ended, micro_acct, "器材安装完成", 1, "")?;
    report(nb_a, None, "课后辅导开课", 1, "")?;
    report(o_raising, Some(accounts[0]), "加餐食谱确定", 1, "")?;
    conn.execute(
        "INSERT INTO change_requests (subject, item_id, reason, changes, before, status, created_by, created_at)
         VALUES ('micro_project', ?1, '书包供应商调整，需更新项目简介', ?2, ?3, 1, ?4, ?5)",
        params![raising,
                serde_json::json!({"summary": "联合劝募微项目：为困境儿童送上新书包与学习用品，由本地志愿团队统一采购发放。"}).to_string(),
                serde_json::json!({"summary": SUMMARY}).to_string(), accounts[3], now - DAY],
    )?;
    let change = conn.last_insert_rowid();
    CHANGE.log(
        conn,
        change,
        "submit",
        Some(accounts[3]),
        "书包供应商调整，需更新项目简介",
        now - DAY,
    )?;
    MICRO.log(
        conn,
        raising,
        "change_request",
        Some(accounts[3]),
        "书包供应商调整，需更新项目简介",
        now - DAY,
    )?;
    Ok(())
}
