//! The data centre's demo history (issue 22): paid donations on every one of the 120 days
//! before seeding, in every area and over six provinces, so the charts are never empty; share
//! pages with donations through them; monthly pledges started and cancelled in different months.
//! It touches only other organisations' items and the last two of demo_org's raising help
//! cases, so the figures earlier areas' demos and tests read stay as they were.

use crate::areas::project::store::{self as project_store, DonateError, Donation};
use crate::areas::sale::store::{self as sale, OrderForm};
use crate::clock::{DAY, HOUR};
use crate::rules::dates;
use rusqlite::{params, Connection};

/// Days of history before the seeding day.
pub const HISTORY_DAYS: i64 = 120;

const DONORS: [&str; 16] = [
    "王芳", "李伟", "张敏", "刘洋", "陈静", "杨帆", "赵磊", "黄丽", "周杰", "吴婷", "徐强", "孙悦",
    "马超", "朱琳", "胡斌", "郭燕",
];

/// A spread of amounts in fen, from `min` yuan in steps of 10 yuan, fixed by `n`.
/// A gift's channel, share page, pledge and activity: a plain one-off gift has none.
type Via = (i64, Option<i64>, Option<i64>, Option<i64>);
const PLAIN: Via = (1, None, None, None);

fn amount(n: i64, min: i64, steps: i64) -> i64 {
    (min + (n * 37 + 11).rem_euclid(steps) * 10) * 100
}

fn ids(conn: &Connection, sql: &str) -> rusqlite::Result<Vec<i64>> {
    let mut stmt = conn.prepare(sql)?;
    let rows = stmt.query_map([], |r| r.get(0))?;
    rows.collect()
}

fn err(e: impl std::fmt::Display) -> rusqlite::Error {
    rusqlite::Error::InvalidParameterName(format!("data centre seed: {e}"))
}

/// A paid donation to project `project` through the project's own donation rule
/// (`project::store::donate`, with the donation's time as "now"), tagged with its activity when
/// it came through one. A donation the rule refuses (over a target that may not be exceeded) is
/// not seeded: the demo never shows money the product would have turned away.
fn donate_project(
    conn: &Connection,
    project: i64,
    n: i64,
    fen: i64,
    at: i64,
    (channel, share, pledge, activity): Via,
) -> rusqlite::Result<()> {
    let bill = n % 3 == 0;
    let d = Donation {
        project_id: project,
        amount_fen: fen,
        channel,
        share_id: share,
        pledge_id: pledge,
        donor_name: DONORS[n.rem_euclid(DONORS.len() as i64) as usize],
        anonymous: false,
        pay_method: 1 + n % 2,
        need_bill: bill,
        bill_title: if bill { "个人" } else { "" },
        order_no: None,
        message: "",
    };
    match project_store::donate(conn, &d, at) {
        Ok(id) => {
            if let Some(activity) = activity {
                conn.execute(
                    "UPDATE donations SET activity_id = ?1 WHERE id = ?2",
                    params![activity, id],
                )?;
            }
            Ok(())
        }
        Err(DonateError::Refused(_)) => Ok(()),
        Err(DonateError::Db(e)) => Err(e),
    }
}

/// A paid donation row of the shared table to an item that is not a project (`extra`: channel,
/// share, pledge, activity).
fn donate(
    conn: &Connection,
    (subject, item): (&str, i64),
    n: i64,
    fen: i64,
    at: i64,
    (channel, share, pledge, activity): Via,
) -> rusqlite::Result<()> {
    let prefix = match subject {
        "help_case" => "DN",
        "micro_project" => "MP",
        "wish" => "WD",
        _ => "PJ",
    };
    let next: i64 = conn.query_row("SELECT COALESCE(MAX(id), 0) + 1 FROM donations", [], |r| {
        r.get(0)
    })?;
    conn.execute(
        "INSERT INTO donations (order_no, subject, item_id, donor_name, amount_fen, pay_method, pay_status,
                                need_bill, bill_title, paid_at, created_at, channel, share_id, pledge_id, activity_id)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, 1, ?7, ?8, ?9, ?9, ?10, ?11, ?12, ?13)",
        params![
            format!("{prefix}{at}{next:06}"),
            subject,
            item,
            DONORS[n.rem_euclid(DONORS.len() as i64) as usize],
            fen,
            1 + n % 2,
            n % 3 == 0,
            if n % 3 == 0 { "个人" } else { "" },
            at,
            channel,
            share,
            pledge,
            activity
        ],
    )?;
    Ok(())
}

pub fn seed(conn: &Connection, now: i64) -> rusqlite::Result<()> {
    let org_of = |account: &str| -> rusqlite::Result<i64> {
        conn.query_row(
            "SELECT org_id FROM accounts WHERE account = ?1",
            [account],
            |r| r.get(0),
        )
    };
    let demo = org_of("demo_org")?;
    let today = dates::today(now);
    // Other organisations' projects raising money now (浙江, 上海, 四川, 广东): the project rule
    // takes money only into a project in 募款中.
    let projects = ids(
        conn,
        &format!("SELECT id FROM projects WHERE org_id <> {demo} AND status = 2 ORDER BY id"),
    )?;
    let micros = ids(
        conn,
        &format!(
            "SELECT id FROM micro_projects WHERE org_id <> {demo} AND status IN (2, 3) ORDER BY id"
        ),
    )?;
    // demo_org's raising help cases but the first two (whose orders the help demos count).
    let helps = ids(
        conn,
        &format!("SELECT id FROM help_cases WHERE org_id = {demo} AND status = 4 ORDER BY id"),
    )?
    .into_iter()
    .skip(2)
    .collect::<Vec<_>>();
    let wishes = ids(
        conn,
        "SELECT id FROM wishes WHERE status IN (0, 1, 2) ORDER BY province, id",
    )?;
    let goods = ids(
        conn,
        &format!(
            "SELECT id FROM sale_goods WHERE org_id <> {demo} AND kind = 1 AND status = 3
               AND project_id IS NOT NULL AND stock >= 30 ORDER BY id"
        ),
    )?;
    if projects.is_empty() || micros.is_empty() || helps.is_empty() || wishes.is_empty() {
        return Err(err("the areas' seeds must run first"));
    }
    let start = today - HISTORY_DAYS;
    let activity = charity_activity(
        conn,
        projects.get(1).copied().unwrap_or(projects[0]),
        dates::start_of(start) - 10 * DAY,
    )?;
    // Every donation of the history goes through its project's donation rule (issue 40), which
    // takes no money before the fundraising starts: the history's projects and the seeded sales'
    // beneficiaries raise over the whole history.
    {
        let list: Vec<String> = projects.iter().map(i64::to_string).collect();
        let goods: Vec<String> = goods.iter().map(i64::to_string).collect();
        let first = dates::format(start);
        conn.execute(
            &format!(
                "UPDATE projects SET start_date = MIN(start_date, ?1), fund_start = MIN(fund_start, ?2),
                        online_date = MIN(online_date, ?2)
                  WHERE id IN ({}) OR id IN (SELECT project_id FROM sale_goods WHERE id IN ({}))",
                list.join(", "),
                goods.join(", ")
            ),
            params![dates::start_of(start), first],
        )?;
    }
    let shares = share_pages(conn, &projects, dates::start_of(start))?;
    let pledges = pledges(conn, &projects, start, today)?;

    for d in 0..HISTORY_DAYS {
        let day = start + d;
        let at = |h: i64| dates::start_of(day) + (9 + h % 12) * HOUR;
        let n = d * 7;
        for k in 0..2 {
            let p = projects[((d + k * 3) as usize) % projects.len()];
            donate_project(conn, p, n + k, amount(n + k, 50, 60), at(n + k), PLAIN)?;
        }
        // Every other subject on its own days, each day the next of its items.
        let others = [
            ("micro_project", &micros, (2, 0), 2, (20, 20)),
            ("help_case", &helps, (3, 0), 3, (50, 30)),
            ("wish", &wishes, (3, 1), 4, (10, 15)),
        ];
        for (subject, items, (every, on), k, (min, steps)) in others {
            if d % every == on {
                let item = items[(d / every) as usize % items.len()];
                let fen = amount(n + k, min, steps);
                donate(conn, (subject, item), n + k, fen, at(n + k), PLAIN)?;
            }
        }
        // Through the charity activity and through the share pages, each on its own days.
        let (activity_id, activity_project) = activity;
        let via_activity = (d % 4 == 1).then_some((
            activity_project,
            5,
            (30, 20),
            (1, None, None, Some(activity_id)),
        ));
        let via_share = (d % 2 == 1).then(|| {
            let (share, project) = shares[(d as usize / 2) % shares.len()];
            (project, 6, (20, 10), (2, Some(share), None, None))
        });
        for (project, k, (min, steps), via) in via_activity.into_iter().chain(via_share) {
            let fen = amount(n + k, min, steps);
            donate_project(conn, project, n + k, fen, at(n + k), via)?;
        }
        if d % 5 == 2 && !goods.is_empty() {
            sale_order(conn, goods[(d as usize / 5) % goods.len()], n, at(n + 1))?;
        }
    }
    // Monthly charges: each pledge on its day of the month while it runs.
    for (pledge, project, from, to, fen) in pledges {
        let mut day = from.max(start);
        while day < to.min(today) {
            if (day - from).rem_euclid(30) == 0 {
                donate_project(
                    conn,
                    project,
                    day,
                    fen,
                    dates::start_of(day) + 8 * HOUR,
                    (3, None, Some(pledge), None),
                )?;
            }
            day += 1;
        }
    }
    // A few refunds: they leave every figure.
    conn.execute(
        "UPDATE donations SET pay_status = 2, refunded_at = paid_at + 3600
          WHERE id IN (SELECT id FROM donations WHERE subject = 'project' AND channel = 1
                         AND paid_at >= ?1 AND item_id IN (SELECT id FROM projects WHERE org_id <> ?2)
                       ORDER BY id LIMIT 3)",
        params![dates::start_of(start), demo],
    )?;
    // The pledges the areas' seeds cancelled get their time (migration 0013 does it for older rows).
    conn.execute(
        "UPDATE project_pledges SET cancelled_at = COALESCE(
             (SELECT MAX(d.paid_at) FROM donations d WHERE d.pledge_id = project_pledges.id), created_at)
          WHERE status = 3 AND cancelled_at IS NULL",
        [],
    )?;
    Ok(())
}

/// A 公益募捐活动 held over the whole history by `project`'s organisation, in its place, raising
/// for it: `(activity id, project id)`.
fn charity_activity(conn: &Connection, project: i64, at: i64) -> rusqlite::Result<(i64, i64)> {
    let (org, province, city, district): (i64, String, String, String) = conn.query_row(
        "SELECT org_id, province, city, district FROM projects WHERE id = ?1",
        [project],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
    )?;
    let end = at + (HISTORY_DAYS + 5) * DAY;
    conn.execute(
        "INSERT INTO activities (org_id, title, cate, province, city, district, address, start_time, end_time,
                                 max_people, sign_count, status, created_at, kind, cate_id, cover, content,
                                 signup_end, project_id, target_fen, contact_name, contact_phone, submitted_at, updated_at)
         VALUES (?1, '「一起走」公益健步募捐', '社区服务', ?2, ?3, ?4, '城市滨江步道集合点', ?5, ?6,
                 0, 0, 2, ?7, 2, 4, ?8, '<p>每走一公里，为乡村学校的孩子们筹集一份学习用品。欢迎全家参与。</p>',
                 ?9, ?10, 5000000, '周老师', '13800000517', ?7, ?7)",
        params![
            org,
            province,
            city,
            district,
            at + 2 * DAY,
            end,
            at,
            format!("/sandbox-files/avatar/{org}.svg"),
            at + DAY,
            project
        ],
    )?;
    Ok((conn.last_insert_rowid(), project))
}

/// Share pages (一起捐) on the first four projects: `(share id, project id)`.
fn share_pages(conn: &Connection, projects: &[i64], at: i64) -> rusqlite::Result<Vec<(i64, i64)>> {
    let launchers = ["林晓", "许诺", "程远", "白露"];
    let mut out = Vec::new();
    for (i, &project) in projects.iter().take(4).enumerate() {
        conn.execute(
            "INSERT INTO project_shares (project_id, launcher_name, declaration, target_fen, share_count, created_at)
             VALUES (?1, ?2, '一起来为孩子们出一份力！', 500000, ?3, ?4)",
            params![project, launchers[i], 20 + i as i64 * 7, at + i as i64 * 3 * DAY],
        )?;
        out.push((conn.last_insert_rowid(), project));
    }
    // One page nobody gave through yet (conversion below 100 %).
    conn.execute(
        "INSERT INTO project_shares (project_id, launcher_name, declaration, target_fen, share_count, created_at)
         VALUES (?1, '沈默', '生日捐：把蛋糕钱捐给山里的孩子', 100000, 3, ?2)",
        params![projects[projects.len() - 1], at + 30 * DAY],
    )?;
    Ok(out)
}

/// A seeded pledge: `(pledge id, project, first day, end day (exclusive), fen per month)`.
type Pledge = (i64, i64, i64, i64, i64);

/// Monthly pledges started over the history, some cancelled later.
fn pledges(
    conn: &Connection,
    projects: &[i64],
    start: i64,
    today: i64,
) -> rusqlite::Result<Vec<Pledge>> {
    let mut out = Vec::new();
    for i in 0..8_i64 {
        let project = projects[(i as usize) % projects.len()];
        let from = start + i * 14;
        let cancelled = (i % 3 == 2).then_some(from + 45);
        let fen = (50 + i * 25) * 100;
        let next = cancelled.map_or_else(
            || dates::format(from + ((today - from) / 30 + 1) * 30),
            |_| String::new(),
        );
        conn.execute(
            "INSERT INTO project_pledges (project_id, donor_name, amount_fen, start_date, next_charge_date, status,
                                          created_at, cancelled_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            params![
                project,
                DONORS[(i as usize * 5) % DONORS.len()],
                fen,
                dates::format(from),
                next,
                if cancelled.is_some() { 3 } else { 1 },
                dates::start_of(from) + 7 * HOUR,
                cancelled.map(|c| dates::start_of(c) + 10 * HOUR)
            ],
        )?;
        out.push((
            conn.last_insert_rowid(),
            project,
            from,
            cancelled.unwrap_or(today + 1),
            fen,
        ));
    }
    Ok(out)
}

/// A paid and completed order of a listed item: the goods amount reaches its project as a
/// donation through the sale store's own steps.
fn sale_order(conn: &Connection, goods: i64, n: i64, at: i64) -> rusqlite::Result<()> {
    let form = OrderForm {
        quantity: 1,
        spec: String::new(),
        buyer_name: DONORS[(n as usize) % DONORS.len()].into(),
        mobile: format!("139{:08}", 10_000_000 + n),
        province: "310000".into(),
        city: "310100".into(),
        district: "310104".into(),
        address: "漕溪北路100号".into(),
        need_bill: false,
        bill_title: String::new(),
        remark: String::new(),
    };
    let (id, _, _) = sale::place_order(conn, goods, &form, at).map_err(err)?;
    let order = sale::find_order(conn, id).map_err(err)?;
    sale::pay(conn, &order, at + 600).map_err(err)?;
    conn.execute(
        "UPDATE sale_orders SET status = 3, shipped_at = ?2, completed_at = ?3 WHERE id = ?1",
        params![id, at + DAY, at + 4 * DAY],
    )?;
    Ok(())
}
