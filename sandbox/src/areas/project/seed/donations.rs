//! A seeded project's donations: paid ones adding up to its raised sum, through every channel
//! for the demo organisation.

use crate::clock::DAY;
use crate::rules::dates;
use rusqlite::{params, Connection};

const DONORS: [&str; 16] = [
    "张伟", "王芳", "李娜", "刘洋", "陈静", "杨帆", "赵磊", "黄敏", "周杰", "吴霞", "徐明", "孙丽",
    "马超", "朱琳", "胡斌", "郭婷",
];
const BILL_TITLES: [&str; 3] = ["杭州云帆信息科技有限公司", "北京华信会计师事务所", "个人"];
/// Relative sizes of the donations a raised sum is split into.
const WEIGHTS: [i64; 12] = [5, 3, 8, 2, 13, 1, 6, 4, 9, 2, 7, 3];

/// Paid donations adding up to `raised` (all three channels for the demo organisation, with a
/// refunded one on top that does not count), paid between `start` and `end`.
pub(super) fn donations(
    conn: &Connection,
    project: i64,
    raised: i64,
    start: i64,
    end: i64,
    own: bool,
    mut no: usize,
) -> rusqlite::Result<usize> {
    let n = if own { 12 } else { 5 };
    let weights = &WEIGHTS[..n];
    let total: i64 = weights.iter().sum();
    let mut left = raised;
    let span = (end - start).max(DAY);
    let (share, pledge) = if own {
        let share: Option<i64> = conn
            .query_row(
                "INSERT INTO project_shares (project_id, launcher_name, declaration, target_fen, share_count, created_at)
                 VALUES (?1, ?2, '一起为孩子们的梦想加油！', ?3, ?4, ?5) RETURNING id",
                params![project, DONORS[project as usize % DONORS.len()], raised / 5 + 100_000, 12 + project % 20, start + DAY],
                |r| r.get(0),
            )
            .ok();
        let pledge: Option<i64> = conn
            .query_row(
                "INSERT INTO project_pledges (project_id, donor_name, amount_fen, start_date, next_charge_date, status, created_at)
                 VALUES (?1, ?2, 10000, ?3, ?4, (SELECT COUNT(*) FROM project_pledges) % 3 + 1, ?5)
                 RETURNING id",
                params![
                    project,
                    DONORS[(project as usize + 5) % DONORS.len()],
                    dates::format(dates::today(start)),
                    dates::format(dates::today(end) + 30),
                    start
                ],
                |r| r.get(0),
            )
            .ok();
        (share, pledge)
    } else {
        (None, None)
    };
    for (i, w) in weights.iter().enumerate() {
        let amount = if i + 1 == n { left } else { raised * w / total };
        left -= amount;
        if amount <= 0 {
            continue;
        }
        let (channel, share_id, pledge_id) = match i % 4 {
            1 if share.is_some() => (2, share, None),
            3 if pledge.is_some() => (3, None, pledge),
            _ => (1, None, None),
        };
        no += 1;
        let paid = start + span * (i as i64 + 1) / (n as i64 + 1);
        insert_donation(
            conn, project, no, amount, channel, share_id, pledge_id, paid, 1,
        )?;
    }
    if own {
        no += 1;
        insert_donation(
            conn,
            project,
            no,
            20_000,
            1,
            None,
            None,
            start + span / 2,
            2,
        )?;
    }
    Ok(no)
}

#[allow(clippy::too_many_arguments)]
pub(super) fn insert_donation(
    conn: &Connection,
    project: i64,
    no: usize,
    amount: i64,
    channel: i64,
    share_id: Option<i64>,
    pledge_id: Option<i64>,
    paid: i64,
    pay_status: i64,
) -> rusqlite::Result<()> {
    let need_bill = no.is_multiple_of(3);
    conn.execute(
        "INSERT INTO donations (order_no, subject, item_id, donor_name, anonymous, amount_fen, pay_method, pay_status,
                                need_bill, bill_title, paid_at, created_at, channel, share_id, pledge_id, refunded_at)
         VALUES (?1, 'project', ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10, ?11, ?12, ?13, ?14)",
        params![
            format!("PJ{paid}{no:06}"),
            project,
            DONORS[no % DONORS.len()],
            no.is_multiple_of(7),
            amount,
            1 + (no % 2) as i64,
            pay_status,
            need_bill,
            if need_bill { BILL_TITLES[no % 3] } else { "" },
            paid,
            channel,
            share_id,
            pledge_id,
            (pay_status == 2).then_some(paid + 2 * DAY),
        ],
    )?;
    Ok(())
}
