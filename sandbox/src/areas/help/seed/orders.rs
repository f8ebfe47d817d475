//! Donations to the raising demo cases.

use super::case_form::mobile;
use crate::clock::{DAY, HOUR};
use rusqlite::{params, Connection};

const DONORS: [&str; 10] = [
    "陈晓东",
    "林美玲",
    "张伟",
    "王芳",
    "李娜",
    "刘洋",
    "赵敏",
    "孙磊",
    "周杰",
    "吴婷",
];

/// Orders of the raising cases: paid (some needing a bill, at every bill step), pending and
/// refunded, some anonymous.
pub(super) fn seed(conn: &Connection, cases: &[i64], now: i64) -> rusqlite::Result<()> {
    let mut seq = 0u64;
    for (ci, &help_id) in cases.iter().enumerate() {
        for k in 0..7usize {
            seq += 1;
            let pay_status = match k {
                5 => 0,
                6 => 2,
                _ => 1,
            };
            let need_bill = i64::from(k % 2 == 0);
            let bill_status = if need_bill == 1 && pay_status == 1 {
                (k as i64 / 2 + ci as i64) % 3
            } else {
                0
            };
            let created = now - (20 - k as i64 * 2 - ci as i64) * DAY + k as i64 * HOUR;
            let amount =
                [5_000, 20_000, 100_000, 1_000, 50_000, 8_800, 30_000][k] + ci as i64 * 1_000;
            let donor = DONORS[(ci * 3 + k) % DONORS.len()];
            let order_no = format!("DN{}{:06}", 20_260_101, 100_000 + seq * 37);
            conn.execute(
                "INSERT INTO donations (order_no, subject, item_id, donor_name, anonymous, amount_fen, pay_method, pay_status,
                        need_bill, bill_status, bill_title, bill_tax_no, bill_receiver, bill_phone, bill_address,
                        bill_email, message, paid_at, created_at)
                 VALUES (?1, 'help_case', ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18)",
                params![
                    order_no, help_id, donor, i64::from(k == 3), amount, 1 + (k % 2) as i64, pay_status,
                    need_bill, bill_status,
                    if need_bill == 1 { if k == 4 { "杭州云帆科技有限公司" } else { donor } } else { "" },
                    if k == 4 { "91330106MA2B3C4D5E" } else { "" },
                    if need_bill == 1 { donor } else { "" },
                    if need_bill == 1 { mobile(k + ci, 13) } else { String::new() },
                    if need_bill == 1 { format!("浙江省杭州市西湖区文三路{}号", 100 + k) } else { String::new() },
                    if need_bill == 1 { format!("donor{k}@example.com") } else { String::new() },
                    ["早日康复，加油！", "一点心意", "", "愿一切安好", "企业员工集体捐赠", "", "坚持住"][k],
                    (pay_status != 0).then_some(created + 60),
                    created,
                ],
            )?;
        }
    }
    Ok(())
}
