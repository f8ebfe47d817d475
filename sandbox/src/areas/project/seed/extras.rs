//! The demo organisation's disclosures, end reports and pending change request.

use super::{ORG_ACCOUNT, REVIEWER};
use crate::areas::project::workflow::{AWAITING, PASSED, REFUSED};
use crate::clock::DAY;
use crate::rules::dates;
use rusqlite::{params, Connection};
use serde_json::json;

/// The demo organisation's disclosures, end reports and the pending change request.
pub(super) fn demo_extras(
    conn: &Connection,
    org: i64,
    accounts: &[i64],
    now: i64,
) -> rusqlite::Result<()> {
    let find = |title: &str| -> rusqlite::Result<i64> {
        conn.query_row(
            "SELECT id FROM projects WHERE org_id = ?1 AND title = ?2",
            params![org, title],
            |r| r.get(0),
        )
    };
    let by = accounts[ORG_ACCOUNT];
    let reviewer = accounts[REVIEWER];
    let picture = json!([format!("/sandbox-files/avatar/{org}.svg")]).to_string();
    let report = |project: i64,
                  kind: &str,
                  title: &str,
                  content: &str,
                  used: i64,
                  status: i64,
                  reason: &str,
                  days_ago: i64| {
        let at = now - days_ago * DAY;
        conn.execute(
            "INSERT INTO reports (subject, item_id, kind, title, content, images, amount_used_fen, status, reason,
                                  created_by, created_at, updated_at, reviewed_by, reviewed_at)
             VALUES ('project', ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10, ?11, ?12)",
            params![project, kind, title, content, picture, used, status, reason, by, at,
                    (status != AWAITING).then_some(reviewer), (status != AWAITING).then_some(at + DAY)],
        )
    };
    let lunch = find("乡村儿童营养午餐计划")?;
    report(
        lunch,
        "progress",
        "第一季度午餐供应情况",
        "第一季度共为12所学校供应午餐2.3万份，孩子们的平均体重增加了0.8公斤。",
        8_000_000,
        PASSED,
        "",
        30,
    )?;
    report(
        lunch,
        "progress",
        "第二季度食材采购公示",
        "第二季度采购大米、蔬菜和肉类等食材，采购清单及票据已附在图片中。",
        6_500_000,
        AWAITING,
        "",
        3,
    )?;
    let kitchen = find("乡村学校午餐厨房改造")?;
    report(
        kitchen,
        "progress",
        "厨房改造施工进展",
        "三所学校的厨房改造已完成主体施工，正在安装燃气灶具和消毒柜。",
        5_000_000,
        PASSED,
        "",
        60,
    )?;
    report(
        kitchen,
        "progress",
        "设备采购票据",
        "本期采购消毒柜6台，票据照片见附件。",
        1_200_000,
        REFUSED,
        "票据照片不清晰，请重新上传",
        20,
    )?;
    report(
        kitchen,
        "end",
        "午餐厨房改造结项报告",
        "项目已完成全部三所学校的厨房改造，验收合格并投入使用，惠及学生1600人。",
        9_600_000,
        AWAITING,
        "",
        2,
    )?;
    let winter = find("2025年冬季助学行动")?;
    report(
        winter,
        "progress",
        "冬衣发放完成",
        "共向两所学校发放冬衣1200套，发放名单已公示。",
        4_000_000,
        PASSED,
        "",
        300,
    )?;
    report(
        winter,
        "end",
        "冬季助学行动结项报告",
        "项目全部完成，善款使用明细见附件，剩余资金已转入春季助学项目。",
        5_000_000,
        PASSED,
        "",
        280,
    )?;
    let clothes = find("冬日暖衣行动")?;
    let (summary, fund_end): (String, String) = conn.query_row(
        "SELECT summary, fund_end FROM projects WHERE id = ?1",
        [clothes],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    let new_end = dates::parse(&fund_end).map_or(fund_end.clone(), |d| dates::format(d + 30));
    conn.execute(
        "INSERT INTO change_requests (subject, item_id, reason, changes, before, status, created_by, created_at)
         VALUES ('project', ?1, '寒潮提前到来，需要延长募款时间并补充说明发放范围', ?2, ?3, ?4, ?5, ?6)",
        params![
            clothes,
            json!({"fund_end": new_end, "summary": format!("{summary}本期新增两所高寒山区学校。")}).to_string(),
            json!({"fund_end": fund_end, "summary": summary}).to_string(),
            AWAITING,
            by,
            now - DAY
        ],
    )?;
    conn.execute(
        "INSERT INTO workflow_logs (subject, item_id, action, operator_id, reason, at)
         VALUES ('project', ?1, 'change_request', ?2, '寒潮提前到来，需要延长募款时间并补充说明发放范围', ?3)",
        params![clothes, by, now - DAY],
    )?;
    Ok(())
}
