//! The demo change requests of two listed goods.

use crate::areas::sale::workflow::{CHANGE, GOODS};
use crate::clock::{DAY, HOUR};
use crate::workflow::seeded::{self, SeededChange};
use rusqlite::{params, Connection};
use serde_json::json;

/// A pending price change of the bag, and a returned and a later passed one of the bookmark,
/// written oldest first so the goods' log reads in time order.
pub(super) fn seed(
    conn: &Connection,
    (bag, bookmark): (i64, i64),
    (by, reviewer): (i64, i64),
    now: i64,
) -> rusqlite::Result<()> {
    let rows = [
        (
            bag,
            "原材料涨价，调整售价",
            json!({"price": "45.00"}),
            json!({"price": "39.00"}),
            1,
            "",
            now - DAY,
        ),
        (
            bookmark,
            "库存调整为一千件",
            json!({"stock": 1000}),
            json!({"stock": 100}),
            3,
            "库存数量与实际备货不符，请核实",
            now - 8 * DAY,
        ),
        (
            bookmark,
            "补充商品介绍，说明苗绣工艺",
            json!({"description": "非遗苗绣书签，由贵州黔东南的绣娘手工制作，义卖所得全部捐赠给受益项目。"}),
            json!({"description": "非遗苗绣书签，义卖所得全部捐赠给受益项目，感谢您的爱心支持。"}),
            2,
            "",
            now - 6 * DAY,
        ),
    ];
    for (item, reason, changes, before, status, ret, at) in rows {
        let seeded = SeededChange {
            item,
            reason,
            changes: changes.clone(),
            before,
            status,
            return_reason: ret,
            by,
            at,
            reviewed_by: (status != 1).then_some(reviewer),
        };
        let change = seeded::change_request(conn, &GOODS, &CHANGE, &seeded)?;
        match status {
            2 => {
                conn.execute(
                    "UPDATE sale_goods SET description = ?2 WHERE id = ?1",
                    params![item, changes["description"].as_str().unwrap_or_default()],
                )?;
                CHANGE.log(conn, change, "pass", Some(reviewer), "", at + HOUR)?;
                GOODS.log(conn, item, "change_pass", Some(reviewer), "", at + HOUR)?;
            }
            3 => {
                CHANGE.log(conn, change, "return", Some(reviewer), ret, at + HOUR)?;
                GOODS.log(conn, item, "change_return", Some(reviewer), ret, at + HOUR)?;
            }
            _ => {}
        }
    }
    Ok(())
}
