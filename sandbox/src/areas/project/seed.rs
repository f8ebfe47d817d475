//! Demo projects: the foundation's 24 projects get their whole form, history and donations, and
//! the demo organisation gets one project in each state the foundation did not have (待初审 in
//! 浙江 for demo_partner, 审核中, 待发布, 执行中 with an end report waiting, 已结项); three other
//! organisations add 12 projects to the claim pool so it spans two pages. Every raised amount
//! is its donations' sum: direct, share pages and monthly pledges, plus refunds that do not count.

use super::workflow::{
    AWAITING, CLOSED, DRAFT, ENDED, EXECUTING, PASSED, PENDING, PRELIMINARY, REFUSED, RETURNED,
    REVIEWING,
};
use crate::clock::{DAY, HOUR};
use crate::rules::dates;
use crate::rules::money::yuan;
use rusqlite::{params, Connection};
use serde_json::json;

/// Indexes into the seed's organisations and accounts (see `seed::data`).
const DEMO_ORG: usize = 0;
const PARTNER_ORG: usize = 2;
const ORG_ACCOUNT: usize = 0;
const REVIEWER: usize = 1;
const PARTNER: usize = 2;

/// The demo organisation's projects beyond the foundation's: (title, status, province chain,
/// raised fen, target fen, window start in days from today, window length, domain).
type NewProject = (
    &'static str,
    i64,
    (&'static str, &'static str, &'static str),
    i64,
    i64,
    i64,
    i64,
);
const DEMO_ORG_PROJECTS: [NewProject; 5] = [
    (
        "西湖区困境儿童课后陪伴计划",
        PRELIMINARY,
        ("330000", "330100", "330106"),
        0,
        6_800_000,
        14,
        120,
    ),
    (
        "乡村卫生室设备更新",
        REVIEWING,
        ("130000", "130600", "130632"),
        0,
        18_000_000,
        20,
        150,
    ),
    (
        "听障儿童人工耳蜗救助",
        7,
        ("110000", "110100", "110108"),
        0,
        60_000_000,
        10,
        180,
    ),
    (
        "乡村学校午餐厨房改造",
        EXECUTING,
        ("520000", "522600", "522631"),
        9_600_000,
        9_600_000,
        -200,
        90,
    ),
    (
        "2025年冬季助学行动",
        CLOSED,
        ("620000", "621100", "621126"),
        5_000_000,
        5_000_000,
        -420,
        60,
    ),
];

/// Pool projects of other organisations (organisation index, title, target fen).
const POOL_PROJECTS: [(usize, &str, i64); 12] = [
    (4, "城市流动儿童阅读角", 3_000_000),
    (4, "特殊教育学校音乐课", 2_400_000),
    (4, "青苗计划·乡村英语夏令营", 4_500_000),
    (5, "凉山彝族儿童冬衣计划", 3_600_000),
    (5, "留守儿童安全教育进校园", 1_800_000),
    (5, "山村小学饮水安全工程", 7_200_000),
    (6, "粤北山区助学金", 10_000_000),
    (6, "社区长者智能手机课堂", 1_200_000),
    (6, "地中海贫血患儿救助", 30_000_000),
    // Authenticated organisations only: the submit rule refuses the others (demo_newcomer's).
    (4, "滇西乡村图书馆", 5_000_000),
    (4, "哀牢山孩子的营养早餐", 3_300_000),
    (4, "云南乡村女童卫生包", 1_500_000),
];

const DONORS: [&str; 16] = [
    "张伟", "王芳", "李娜", "刘洋", "陈静", "杨帆", "赵磊", "黄敏", "周杰", "吴霞", "徐明", "孙丽",
    "马超", "朱琳", "胡斌", "郭婷",
];
const BILL_TITLES: [&str; 3] = ["杭州云帆信息科技有限公司", "北京华信会计师事务所", "个人"];
/// Relative sizes of the donations a raised sum is split into.
const WEIGHTS: [i64; 12] = [5, 3, 8, 2, 13, 1, 6, 4, 9, 2, 7, 3];

/// (keyword, domain id, beneficiary, beneficiaries): the first keyword in the title wins.
const DOMAIN_RULES: [(&str, i64, &str, i64); 20] = [
    ("心脏病", 2, "先天性心脏病患儿", 60),
    ("耳蜗", 2, "重度听障儿童", 40),
    ("地中海贫血", 2, "地中海贫血患儿", 30),
    ("卫生室", 2, "乡村卫生室及村民", 8_000),
    ("助医", 2, "困境家庭患病儿童", 80),
    ("视力", 2, "乡村小学学生", 3_000),
    ("护眼", 2, "高原地区小学生", 2_000),
    ("老人", 4, "独居及孤寡老人", 500),
    ("长者", 4, "社区老年人", 300),
    ("助餐", 4, "社区高龄老人", 400),
    ("灾", 7, "灾区学校师生", 5_000),
    ("环卫", 8, "一线环卫工人", 1_000),
    ("社区", 8, "社区居民", 2_000),
    ("城中村", 8, "城中村流动儿童", 300),
    ("电商", 3, "乡村青年及农户", 600),
    ("共富", 3, "山区家庭学生", 1_500),
    ("净水", 6, "乡村学校师生", 2_500),
    ("饮水", 6, "山村小学师生", 1_200),
    ("女童", 5, "困境家庭女童", 1_000),
    ("儿童", 5, "困境及留守儿童", 1_500),
];

fn domain_of(title: &str) -> (i64, &'static str, i64) {
    DOMAIN_RULES
        .iter()
        .find(|r| title.contains(r.0))
        .map_or((1, "乡村在校学生", 2_000), |r| (r.1, r.2, r.3))
}

pub fn seed(
    conn: &Connection,
    org_ids: &[i64],
    regions: &[(&str, &str, &str)],
    account_ids: &[i64],
    now: i64,
) -> rusqlite::Result<()> {
    let today = dates::today(now);
    let midnight = dates::start_of(today);
    let insert = |org: i64, title: &str, target: i64, status: i64, start: i64, len: i64| {
        conn.execute(
            "INSERT INTO projects (org_id, title, target_fen, raised_fen, status, start_date, end_date, created_at)
             VALUES (?1, ?2, ?3, 0, ?4, ?5, ?6, ?7)",
            params![org, title, target, status, midnight + start * DAY,
                    midnight + (start + len) * DAY - 1, now - (40 - start.clamp(-30, 30)) * DAY],
        )?;
        Ok::<i64, rusqlite::Error>(conn.last_insert_rowid())
    };
    let mut regions_of = std::collections::HashMap::new();
    for (title, status, region, _, target, start, len) in DEMO_ORG_PROJECTS {
        let id = insert(org_ids[DEMO_ORG], title, target, status, start, len)?;
        regions_of.insert(id, region);
    }
    for (n, (org, title, target)) in POOL_PROJECTS.iter().enumerate() {
        insert(org_ids[*org], title, *target, PENDING, 5 + n as i64, 120)?;
    }
    let pay_account: Option<i64> = conn
        .query_row(
            "SELECT id FROM pay_accounts WHERE org_id = ?1 ORDER BY id LIMIT 1",
            [org_ids[DEMO_ORG]],
            |r| r.get(0),
        )
        .ok();

    let rows: Vec<Seeded> = {
        let mut stmt = conn.prepare(
            "SELECT id, org_id, title, target_fen, raised_fen, status, start_date, end_date, created_at
               FROM projects ORDER BY id",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok((
                r.get(0)?,
                r.get(1)?,
                r.get(2)?,
                r.get(3)?,
                r.get(4)?,
                r.get(5)?,
                r.get(6)?,
                r.get(7)?,
                r.get(8)?,
            ))
        })?;
        rows.collect::<rusqlite::Result<_>>()?
    };
    let mut donation_no = 0;
    for (id, org, title, target, raised, status, start, end, created) in rows {
        let org_index = org_ids.iter().position(|o| *o == org).unwrap_or(0);
        let region = regions_of.get(&id).copied().unwrap_or(
            regions
                .get(org_index)
                .copied()
                .unwrap_or(("110000", "110100", "110105")),
        );
        let own = org_index == DEMO_ORG;
        fill(
            conn,
            id,
            org,
            &title,
            target,
            region,
            start,
            end,
            own.then_some(pay_account).flatten(),
        )?;
        let raised = DEMO_ORG_PROJECTS
            .iter()
            .find(|p| p.0 == title)
            .map_or(raised, |p| p.3);
        history(conn, id, org_index, status, account_ids, created, own)?;
        if raised > 0 {
            donation_no = donations(conn, id, raised, start, end.min(now), own, donation_no)?;
        }
        conn.execute(
            "UPDATE projects SET raised_fen = (SELECT COALESCE(SUM(amount_fen), 0) FROM donations
                                                WHERE subject = 'project' AND item_id = ?1 AND pay_status = 1)
              WHERE id = ?1",
            [id],
        )?;
    }
    demo_extras(conn, org_ids[DEMO_ORG], account_ids, now)?;
    Ok(())
}

/// A project row as the seed reads it back: `(id, org, title, target, raised, status, start,
/// end, created)`.
type Seeded = (i64, i64, String, i64, i64, i64, i64, i64, i64);

/// The project's form, made up from its title, organisation and dates.
#[allow(clippy::too_many_arguments)]
fn fill(
    conn: &Connection,
    id: i64,
    org: i64,
    title: &str,
    target: i64,
    region: (&str, &str, &str),
    start: i64,
    end: i64,
    pay_account: Option<i64>,
) -> rusqlite::Result<()> {
    let (domain, beneficiary, count) = domain_of(title);
    let day = |secs: i64| dates::format(dates::today(secs));
    let summary = format!(
        "「{title}」面向{beneficiary}，计划惠及约{count}人，由专业社工和志愿者团队执行，全程公开透明。"
    );
    let description = format!(
        "<h2>项目背景</h2><p>{summary}</p><h3>实施内容</h3><ul><li>开展需求调研，确定受益名单</li>\
         <li>采购物资并组织发放，建立受益档案</li><li>定期回访，评估项目成效</li></ul>\
         <h3>善款使用</h3><p>善款将严格按照预算使用，每季度在平台披露执行进展和资金使用情况，接受社会监督。</p>"
    );
    let main = target * 7 / 10;
    let budget = json!([
        {"item": "物资采购", "amount": yuan(main), "note": "按实际需求分批采购"},
        {"item": "项目执行与管理", "amount": yuan(target - main), "note": "含运输、回访与人员费用"},
    ]);
    let picture = format!("/sandbox-files/avatar/{org}.svg");
    conn.execute(
        "UPDATE projects SET domain_id = ?1, beneficiary = ?2, beneficiary_count = ?3, province = ?4, city = ?5,
                district = ?6, address = ?7, fund_start = ?8, fund_end = ?9, exec_start = ?10, exec_end = ?11,
                summary = ?12, description = ?13, cover = ?14, images = ?15, budget = ?16, lead_name = '李明华',
                lead_phone = '13800138001', contact_name = '王芳', contact_phone = '13900139002',
                pay_account_id = ?17, updated_at = created_at
          WHERE id = ?18",
        params![
            domain,
            beneficiary,
            count,
            region.0,
            region.1,
            region.2,
            format!("{}项目执行点", super::province_name(region.0)),
            day(start),
            day(end),
            day(start + DAY),
            day(end + 365 * DAY),
            summary,
            description,
            picture,
            json!([picture]).to_string(),
            budget.to_string(),
            pay_account,
            id
        ],
    )?;
    Ok(())
}

/// The history that brought the project to its state, with its claimer, reasons and the
/// publication of published ones.
fn history(
    conn: &Connection,
    id: i64,
    org_index: usize,
    status: i64,
    accounts: &[i64],
    created: i64,
    own: bool,
) -> rusqlite::Result<()> {
    if status == DRAFT {
        return Ok(());
    }
    let owner = own.then(|| accounts[ORG_ACCOUNT]);
    let reviewer = accounts[REVIEWER];
    let mut at = created + HOUR;
    let mut log = |action: &str, by: Option<i64>, reason: &str| {
        at += 6 * HOUR;
        conn.execute(
            "INSERT INTO workflow_logs (subject, item_id, action, operator_id, reason, at)
             VALUES ('project', ?1, ?2, ?3, ?4, ?5)",
            params![id, action, by, reason, at],
        )
        .map(|_| at)
    };
    let submitted = log("submit", owner, "")?;
    conn.execute(
        "UPDATE projects SET submitted_at = ?1, updated_at = ?1 WHERE id = ?2",
        params![submitted, id],
    )?;
    if org_index == PARTNER_ORG || status == PRELIMINARY {
        // Projects in 浙江 pass the partner first.
        if status != PRELIMINARY {
            let at = log(
                "preliminary_pass",
                Some(accounts[PARTNER]),
                "项目材料齐全，推荐平台审核",
            )?;
            conn.execute(
                "UPDATE projects SET preliminary_by = ?1, preliminary_opinion = '项目材料齐全，推荐平台审核',
                        preliminary_at = ?2 WHERE id = ?3",
                params![accounts[PARTNER], at, id],
            )?;
        }
    }
    if matches!(status, PRELIMINARY | PENDING) {
        return Ok(());
    }
    log("claim", Some(reviewer), "")?;
    conn.execute(
        "UPDATE projects SET claimed_by = ?1 WHERE id = ?2",
        params![reviewer, id],
    )?;
    if status == RETURNED {
        let reason = "预算明细与项目内容不符，请补充设备采购清单和报价";
        log("return", Some(reviewer), reason)?;
        conn.execute(
            "UPDATE projects SET return_reason = ?1 WHERE id = ?2",
            params![reason, id],
        )?;
        return Ok(());
    }
    if status == REVIEWING {
        return Ok(());
    }
    log("pass", Some(reviewer), "")?;
    if status == 7 {
        return Ok(());
    }
    log("publish", owner, "")?;
    conn.execute(
        "UPDATE projects SET online_date = fund_start, channel = ?1, pool_id = ?2, allow_over = ?3 WHERE id = ?4",
        params![1 + id % 2, (id % 2 == 1).then_some(1 + id % 8), i64::from(id % 3 == 0), id],
    )?;
    if matches!(status, ENDED | EXECUTING | CLOSED) {
        log("auto_end", None, "募款时间已结束")?;
    }
    if matches!(status, EXECUTING | CLOSED) {
        log("start", owner, "")?;
    }
    if status == CLOSED {
        log("close", Some(reviewer), "")?;
    }
    Ok(())
}

/// Paid donations adding up to `raised` (all three channels for the demo organisation, with a
/// refunded one on top that does not count), paid between `start` and `end`.
fn donations(
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
fn insert_donation(
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

/// The demo organisation's disclosures, end reports and the pending change request.
fn demo_extras(conn: &Connection, org: i64, accounts: &[i64], now: i64) -> rusqlite::Result<()> {
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
