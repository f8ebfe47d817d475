//! The demo micro projects and micro organisations: the foundation's twelve micro projects get
//! a parent, a region, their form and donation rows (their stored figure becomes donations);
//! demo_micro (杭州微光助学社, a micro organisation whose authentication has passed) and
//! demo_org run micro projects in every state with progress reports and a pending change;
//! demo_micro_new (嘉兴萤火助学队) waits for its authentication and owns nothing; three micro
//! organisations without accounts cover the other authentication states.

use super::store::{insert_donation, Donation};
use super::workflow::{AUTH, CHANGE, MICRO, PROGRESS};
use crate::clock::{DAY, HOUR};
use crate::rules::credit_code;
use crate::rules::dates;
use rusqlite::{params, Connection};

/// Index of 杭州微光助学社 (demo_micro) and 北京春晖公益基金会 (demo_org) in the seed's orgs.
const DEMO_MICRO: usize = 3;
use crate::seed::data::NEW_MICRO_ORG;
const DEMO_ORG: usize = 0;

const SUMMARY: &str = "联合劝募微项目：由本地志愿团队执行，善款专款专用，定期公开执行进展。";
const DESCRIPTION: &str = "项目面向当地困境儿童与家庭，由执行团队入户走访确认需求，集中采购物资并逐一发放，每一笔支出都有票据和签收记录，执行结束后发布结项说明。";

/// A region chain (province, city, district).
type Region = (&'static str, &'static str, &'static str);

/// (micro org name, region, auth state 0–3, return reason)
const MICRO_ORGS: [(&str, Region, i64, &str); 3] = [
    ("宁波海风志愿服务队", ("330000", "330200", "330203"), 2, ""),
    (
        "温州童心读书会",
        ("330000", "330300", "330302"),
        3,
        "证明材料不清晰，请上传挂靠机构盖章的证明函原件照片",
    ),
    ("绍兴银杏助老小组", ("330000", "330600", "330602"), 0, ""),
];

fn add_micro_org(
    conn: &Connection,
    n: usize,
    name: &str,
    region: (&str, &str, &str),
) -> rusqlite::Result<i64> {
    let code = credit_code::build("52", region.1, &format!("MW{:06}", 1000 + n))
        .unwrap_or_else(|| format!("5233{:014}", n));
    conn.execute(
        "INSERT INTO orgs (name, short_name, credit_code, legal_person, contact, phone, email, province,
                           city, district, address, introduction, business_scope, certification,
                           registered_at, color, kind)
         VALUES (?1, ?2, ?3, '', '负责人', '', '', ?4, ?5, ?6, '', '社区志愿团队', '志愿服务', 0, 0, '#722ed1', 2)",
        params![name, name.chars().take(4).collect::<String>(), code, region.0, region.1, region.2],
    )?;
    Ok(conn.last_insert_rowid())
}

/// One micro authentication submitted at `at` and, unless it waits, decided a day later.
#[allow(clippy::too_many_arguments)]
fn add_auth(
    conn: &Connection,
    org: i64,
    name: &str,
    region: (&str, &str, &str),
    status: i64,
    reason: &str,
    reviewer: i64,
    at: i64,
) -> rusqlite::Result<()> {
    let reviewed = (status != 1).then_some(at + DAY);
    conn.execute(
        "INSERT INTO micro_auths (org_id, group_name, leader_name, leader_id_card, leader_phone, province,
                                  city, district, sponsor_name, sponsor_credit_code, proof_images, status,
                                  reason, submitted_at, reviewed_by, reviewed_at)
         VALUES (?1, ?2, '许文静', '33010619900101123X', '13805712026', ?3, ?4, ?5, '浙江省联合劝募合作平台',
                 ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
        params![org, name, region.0, region.1, region.2,
                credit_code::build("51", "330000", "MJ9A0B1C").unwrap_or_default(),
                format!("[\"/sandbox-files/avatar/{org}.svg\"]"), status, reason, at,
                reviewed.map(|_| reviewer), reviewed],
    )?;
    let id = conn.last_insert_rowid();
    AUTH.log(conn, id, "submit", None, "", at)?;
    if let Some(decided) = reviewed {
        let action = if status == 2 { "pass" } else { "return" };
        AUTH.log(conn, id, action, Some(reviewer), reason, decided)?;
    }
    Ok(())
}

/// One micro project with its form; answers its id.
#[allow(clippy::too_many_arguments)]
fn add_project(
    conn: &Connection,
    org: i64,
    parent: (i64, i64),
    title: &str,
    region: (&str, &str, &str),
    target: i64,
    status: i64,
    start: i64,
    len: i64,
    today: i64,
    admin: i64,
    now: i64,
) -> rusqlite::Result<i64> {
    let (fs, fe) = (today + start, today + start + len);
    let created = now - (30 - start.clamp(-29, 29)) * DAY;
    conn.execute(
        "INSERT INTO micro_projects (org_id, title, target_fen, raised_fen, status, start_date, end_date,
                                     created_at, parent_type, parent_id, summary, description, province,
                                     city, district, address, fund_start, fund_end, cover, images, lead_name,
                                     lead_phone, return_reason, created_by, submitted_at, updated_at)
         VALUES (?1, ?2, ?3, 0, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, '[]',
                 '许文静', '13805712026', ?19, ?20, ?21, ?7)",
        params![org, title, target, status, dates::start_of(fs), dates::start_of(fe + 1) - 1,
                created, parent.0, parent.1, SUMMARY, DESCRIPTION,
                region.0, region.1, region.2, format!("{}社区服务中心", crate::rules::region::province_name(region.0)),
                dates::format(fs), dates::format(fe), format!("/sandbox-files/avatar/{org}.svg"),
                if status == 4 { "预算说明不够具体，请补充物资采购清单" } else { "" }, admin,
                (status != 0).then_some(created + HOUR)],
    )?;
    let id = conn.last_insert_rowid();
    // The history follows the row's own times: created, submitted an hour later (its
    // `submitted_at`), decided the next day — never before the submission, never ahead of now.
    MICRO.log(conn, id, "create", Some(admin), "", created)?;
    if status != 0 {
        MICRO.log(conn, id, "submit", None, "", created + HOUR)?;
    }
    let decided = (created + DAY).min(now);
    match status {
        2 | 3 => MICRO.log(conn, id, "pass", Some(admin), "", decided)?,
        4 => MICRO.log(
            conn,
            id,
            "return",
            Some(admin),
            "预算说明不够具体，请补充物资采购清单",
            decided,
        )?,
        _ => {}
    }
    Ok(id)
}

fn donations(
    conn: &Connection,
    micro: i64,
    total: i64,
    now: i64,
    share: Option<i64>,
) -> rusqlite::Result<()> {
    let donors = ["张", "李", "王", "陈", "刘"];
    let parts = [total / 2, total / 4, total - total / 2 - total / 4];
    for (i, amount) in parts.into_iter().enumerate().filter(|(_, a)| *a > 0) {
        let d = Donation {
            micro_id: micro,
            amount_fen: amount,
            channel: if i == 1 && share.is_some() { 2 } else { 1 },
            share_id: if i == 1 { share } else { None },
            donor_name: donors[i % donors.len()],
            need_bill: i == 0,
            bill_title: if i == 0 { "个人" } else { "" },
        };
        insert_donation(conn, &d, now - (i as i64 + 1) * DAY)?;
    }
    Ok(())
}

pub fn seed(conn: &Connection, orgs: &[i64], accounts: &[i64], now: i64) -> rusqlite::Result<()> {
    let today = dates::today(now);
    let (reviewer, admin) = (accounts[1], accounts[4]);
    let micro_org = orgs[DEMO_MICRO];
    // demo_micro runs micro projects, which the submit rule allows only after its micro
    // authentication passed: it passed long before the first of them was submitted.
    // demo_micro_new's still waits.
    for (org, name, region, status, at) in [
        (
            micro_org,
            "杭州微光助学社",
            ("330000", "330100", "330106"),
            2,
            now - 400 * DAY,
        ),
        (
            orgs[NEW_MICRO_ORG],
            "嘉兴萤火助学队",
            ("330000", "330400", "330402"),
            1,
            now - 3 * DAY,
        ),
    ] {
        conn.execute("UPDATE orgs SET kind = 2 WHERE id = ?1", [org])?;
        add_auth(conn, org, name, region, status, "", reviewer, at)?;
    }
    let mut others = Vec::new();
    for (n, (name, region, status, reason)) in MICRO_ORGS.iter().enumerate() {
        let id = add_micro_org(conn, n, name, *region)?;
        if *status != 0 {
            // A passed one runs micro projects: it passed before the first was submitted.
            let at = if *status == 2 {
                now - 400 * DAY
            } else {
                now - 3 * DAY
            };
            add_auth(conn, id, name, *region, *status, reason, reviewer, at)?;
        }
        others.push(id);
    }
    let pool = |title: &str| -> rusqlite::Result<i64> {
        conn.query_row("SELECT id FROM love_funds WHERE title = ?1", [title], |r| {
            r.get(0)
        })
    };
    let (kids_pool, community_pool) = (pool("儿童助学爱心基金")?, pool("社区公益微基金")?);
    // Parent projects: raising projects of organisations other than demo_org (whose figures the
    // /SJ scenarios follow), with a fundraising window long enough for a micro project.
    let parents: Vec<i64> = {
        let mut stmt = conn.prepare(
            "SELECT id FROM projects WHERE status = 2 AND org_id <> ?1 AND end_date > ?2 ORDER BY id LIMIT 2",
        )?;
        let rows = stmt.query_map(params![orgs[DEMO_ORG], now + 60 * DAY], |r| r.get(0))?;
        rows.collect::<rusqlite::Result<_>>()?
    };
    let parent_a = parents.first().map_or((2, kids_pool), |p| (1, *p));
    let parent_b = parents.get(1).map_or((2, community_pool), |p| (1, *p));

    // The foundation's twelve: a pool parent, a region, their form; the stored figure becomes
    // donation rows (so the raised amount is always the rows' sum).
    let old: Vec<(i64, i64, i64, i64)> = {
        let mut stmt =
            conn.prepare("SELECT id, org_id, raised_fen, status FROM micro_projects ORDER BY id")?;
        let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?;
        rows.collect::<rusqlite::Result<_>>()?
    };
    for (n, (id, org, raised, status)) in old.iter().enumerate() {
        let (province, city, district): (String, String, String) = conn.query_row(
            "SELECT province, city, district FROM orgs WHERE id = ?1",
            [org],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )?;
        let (start, end): (i64, i64) = conn.query_row(
            "SELECT start_date, end_date FROM micro_projects WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        let pool_id = if n % 2 == 0 {
            kids_pool
        } else {
            community_pool
        };
        conn.execute(
            "UPDATE micro_projects SET parent_type = 2, parent_id = ?1, summary = ?2, description = ?3,
                    province = ?4, city = ?5, district = ?6, address = '社区服务中心二楼', fund_start = ?7,
                    fund_end = ?8, cover = ?9, lead_name = '许文静', lead_phone = '13805712026',
                    return_reason = CASE WHEN status = 4 THEN '请补充执行团队的联系方式' ELSE '' END,
                    submitted_at = CASE WHEN status = 0 THEN NULL ELSE created_at END,
                    updated_at = created_at, raised_fen = 0 WHERE id = ?10",
            params![pool_id, SUMMARY, DESCRIPTION, province, city, district,
                    dates::format(dates::today(start)), dates::format(dates::today(end)),
                    format!("/sandbox-files/avatar/{org}.svg"), id],
        )?;
        if *status != 0 {
            // Submitted when it was created (its `submitted_at` above), not at some other time.
            let created: i64 = conn.query_row(
                "SELECT created_at FROM micro_projects WHERE id = ?1",
                [id],
                |r| r.get(0),
            )?;
            MICRO.log(conn, *id, "submit", None, "", created)?;
        }
        if *raised > 0 {
            donations(conn, *id, *raised, now, None)?;
        }
    }

    let hz = ("330000", "330100", "330106");
    let nb = ("330000", "330200", "330203");
    let bj = ("110000", "110100", "110105");
    let m = orgs[DEMO_MICRO];
    let o = orgs[DEMO_ORG];
    let add = |org, parent, title, region, target, status, start, len| {
        add_project(
            conn, org, parent, title, region, target, status, start, len, today, admin, now,
        )
    };
    add(
        m,
        (2, kids_pool),
        "留守儿童周末读书角",
        hz,
        600_000,
        0,
        3,
        60,
    )?;
    add(m, parent_a, "山区学校净水器安装", hz, 1_200_000, 1, 2, 60)?;
    add(
        m,
        (2, community_pool),
        "社区独居老人助餐",
        hz,
        900_000,
        4,
        5,
        60,
    )?;
    let raising = add(m, parent_a, "困境儿童爱心书包", hz, 800_000, 2, -10, 50)?;
    let ended = add(
        m,
        (2, kids_pool),
        "乡村小学体育器材",
        hz,
        500_000,
        3,
        -60,
        30,
    )?;
    add(
        o,
        (2, community_pool),
        "社区儿童安全课堂",
        bj,
        700_000,
        0,
        4,
        60,
    )?;
    add(o, parent_b, "乡村教师培训营", bj, 1_500_000, 1, 3, 60)?;
    let o_raising = add(o, parent_b, "乡村儿童营养加餐", bj, 1_000_000, 2, -8, 45)?;
    let o_ended = add(o, (2, kids_pool), "冬季助学暖心包", bj, 600_000, 3, -70, 40)?;
    let nb_a = add(
        others[0],
        parent_a,
        "海岛儿童课后辅导",
        nb,
        800_000,
        2,
        -12,
        60,
    )?;
    let nb_b = add(
        others[0],
        (2, community_pool),
        "渔村老人健康筛查",
        nb,
        600_000,
        2,
        -5,
        60,
    )?;

    conn.execute(
        "INSERT INTO micro_shares (project_id, launcher_name, declaration, target_fen, share_count, created_at)
         VALUES (?1, '林晓', '一起为孩子们送上新书包', 200000, 36, ?2)",
        params![raising, now - 6 * DAY],
    )?;
    let share = conn.last_insert_rowid();
    conn.execute(
        "INSERT INTO micro_shares (project_id, launcher_name, declaration, target_fen, share_count, created_at)
         VALUES (?1, '周航', '海岛孩子的课后时光需要你', 150000, 12, ?2)",
        params![nb_a, now - 4 * DAY],
    )?;
    let nb_share = conn.last_insert_rowid();
    donations(conn, raising, 356_000, now, Some(share))?;
    donations(conn, ended, 500_000, now, None)?;
    donations(conn, o_raising, 420_000, now, None)?;
    donations(conn, o_ended, 580_000, now, None)?;
    donations(conn, nb_a, 268_000, now, Some(nb_share))?;
    donations(conn, nb_b, 90_000, now, None)?;
    // One refund, out of the sums.
    conn.execute(
        "UPDATE donations SET pay_status = 2, refunded_at = ?1
          WHERE id = (SELECT MAX(id) FROM donations WHERE subject = 'micro_project' AND item_id = ?2)",
        params![now - DAY, o_raising],
    )?;

    // Progress reports in every state (浙江 ones wait for demo_partner too) and a pending change.
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
