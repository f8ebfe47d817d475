//! Progress reports on the raising demo cases.

use crate::areas::help::workflow::{AWAITING, PASSED, REFUSED};
use crate::clock::{DAY, HOUR};
use rusqlite::{params, Connection};
use serde_json::json;

/// Progress reports on the raising cases: one passed, one waiting, one returned.
pub(super) fn seed(
    conn: &Connection,
    cases: &[i64],
    org: i64,
    by: i64,
    reviewer: i64,
    now: i64,
) -> rusqlite::Result<()> {
    let rows = [
        (
            0,
            "手术顺利完成，感谢爱心人士",
            "在大家的帮助下，患儿已于上周顺利完成手术，目前在监护室恢复良好。",
            Some(6_000_000),
            PASSED,
            "",
        ),
        (
            0,
            "术后第一次复查情况",
            "复查结果显示各项指标平稳，医生建议继续留院观察两周，后续康复费用仍有缺口。",
            Some(800_000),
            AWAITING,
            "",
        ),
        (
            1,
            "重建工作已经开工",
            "房屋地基已经打好，预计两个月内完工，善款使用明细附后。",
            None,
            REFUSED,
            "请补充施工合同和善款使用票据照片",
        ),
        (
            2,
            "助餐服务第一个月总结",
            "本月共为十二位老人提供午餐三百六十份，老人们反馈很好。",
            Some(900_000),
            AWAITING,
            "",
        ),
    ];
    for (n, (ci, title, content, used, status, reason)) in rows.into_iter().enumerate() {
        let Some(&help_id) = cases.get(ci) else {
            continue;
        };
        let created = now - (6 - n as i64) * DAY;
        let reviewed = (status != AWAITING).then_some(created + 3 * HOUR);
        conn.execute(
            "INSERT INTO reports (subject, item_id, title, content, images, amount_used_fen, status, reason, created_by,
                                        created_at, updated_at, reviewed_by, reviewed_at)
             VALUES ('help_case', ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9, ?10, ?11)",
            params![help_id, title, content, json!([format!("/sandbox-files/avatar/{org}.svg")]).to_string(), used, status, reason, by,
                    created, reviewed.map(|_| reviewer), reviewed],
        )?;
    }
    Ok(())
}
