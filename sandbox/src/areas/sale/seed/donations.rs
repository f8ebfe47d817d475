//! Goods donations to demo_org in every state.

use super::items::{cover, described};
use crate::areas::sale::form::{Values, FIXED};
use crate::areas::sale::store;
use crate::areas::sale::workflow::{ARRIVED, CHECKED, DONATION, DRAFT, GOODS, REJECTED, SENT};
use crate::clock::{DAY, HOUR};
use rusqlite::{params, Connection};
use serde_json::json;

/// Goods donations to demo_org in every state; the checked one already made into a draft item.
pub(super) fn seed(conn: &Connection, org: i64, by: i64, now: i64) -> rusqlite::Result<()> {
    let rows = [
        (
            "赵磊",
            "13800138011",
            "儿童绘本 50 册",
            2,
            50,
            SENT,
            "中通快递",
            "ZT7789001234",
        ),
        (
            "黄敏",
            "13800138012",
            "羽绒服 20 件",
            1,
            20,
            ARRIVED,
            "圆通速递",
            "YT8890012345",
        ),
        (
            "周婷",
            "13800138013",
            "手工刺绣挂画",
            5,
            3,
            CHECKED,
            "顺丰速运",
            "SF1300998877",
        ),
        (
            "吴强",
            "13800138014",
            "保温杯 100 个",
            3,
            100,
            CHECKED,
            "京东物流",
            "JD0099887766",
        ),
        (
            "郑爽",
            "13800138015",
            "旧款手机 5 部",
            4,
            5,
            REJECTED,
            "韵达快递",
            "YD5566778899",
        ),
        (
            "孙悦",
            "13800138016",
            "书法字帖 30 本",
            2,
            30,
            SENT,
            "邮政EMS",
            "EMS1234567890",
        ),
    ];
    for (n, (donor, phone, item, kind, quantity, status, company, no)) in
        rows.into_iter().enumerate()
    {
        let at = now - (n as i64 + 2) * DAY;
        let images = json!([cover(org)]).to_string();
        conn.execute(
            "INSERT INTO goods_donations (org_id, donor_name, donor_phone, item_name, item_type, quantity,
                    description, images, express_company, express_no, status, created_at, arrived_at,
                    checked_at, returned_at, return_reason, remark)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)",
            params![
                org, donor, phone, item, kind, quantity,
                format!("{donor}捐赠的{item}，全新未使用。"), images, company, no, status, at,
                (status >= ARRIVED).then_some(at + DAY),
                (status == CHECKED).then_some(at + DAY + HOUR),
                (status == REJECTED).then_some(at + DAY + HOUR),
                if status == REJECTED { "物品已损坏，无法义卖" } else { "" },
                if status == CHECKED { "数量与描述一致" } else { "" },
            ],
        )?;
        let id = conn.last_insert_rowid();
        DONATION.log(conn, id, "send", None, "", at)?;
        if status >= ARRIVED {
            DONATION.log(conn, id, "arrive", Some(by), "", at + DAY)?;
        }
        match status {
            CHECKED => DONATION.log(conn, id, "check", Some(by), "", at + DAY + HOUR)?,
            REJECTED => DONATION.log(
                conn,
                id,
                "reject",
                Some(by),
                "物品已损坏，无法义卖",
                at + DAY + HOUR,
            )?,
            _ => {}
        }
        if n == 2 {
            let description = format!("{donor}捐赠的{item}，全新未使用。");
            let v = Values {
                stock: quantity,
                ..described(org, FIXED, item, description)
            };
            let goods = store::insert_goods(conn, org, DRAFT, &v, Some(by), at + 2 * DAY)?;
            conn.execute(
                "UPDATE sale_goods SET donation_id = ?2 WHERE id = ?1",
                params![goods, id],
            )?;
            conn.execute(
                "UPDATE goods_donations SET goods_id = ?2 WHERE id = ?1",
                params![id, goods],
            )?;
            GOODS.log(conn, goods, "save_draft", Some(by), "", at + 2 * DAY)?;
            DONATION.log(conn, id, "list_for_sale", Some(by), "", at + 2 * DAY)?;
        }
    }
    Ok(())
}
