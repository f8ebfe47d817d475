//! Demo help cases: 北京春晖公益基金会 (demo_org) has a case in every state with logs,
//! donations, progress reports and change requests; four other organisations add 12 cases
//! waiting to be claimed, so the claim pool spans two pages. Every submitted case is built
//! through the real form rules (`form::validate`), so the seed can never hold data a user
//! could not have entered. Deterministic apart from the times, which follow `now`.

use crate::areas::help::form::{self, Ctx};
use crate::areas::help::{store, workflow::*};
use crate::clock::{DAY, HOUR};
use crate::rules::dates;
use crate::rules::id_card::id_check_char;
use rusqlite::{params, Connection};
use serde_json::{json, Map, Value};

/// (title, help type, target yuan, beneficiary, gender, age, summary)
type CaseSeed = (&'static str, i64, i64, &'static str, i64, i64, &'static str);

const DEMO_ORG_CASES: [CaseSeed; 10] = [
    (
        "为尿毒症父亲筹集透析费用",
        1,
        80_000,
        "赵志强",
        1,
        56,
        "父亲赵志强确诊尿毒症三年，每周三次透析，家中积蓄已经耗尽，恳请大家伸出援手。",
    ),
    (
        "助力山区女孩小芳完成高中学业",
        2,
        12_000,
        "杨小芳",
        2,
        16,
        "小芳家住大山深处，父亲早逝，母亲务农收入微薄，她成绩优异却面临辍学。",
    ),
    (
        "救救患白血病的8岁男孩乐乐",
        1,
        300_000,
        "陈乐乐",
        1,
        8,
        "乐乐今年八岁，确诊急性淋巴细胞白血病，需要进行造血干细胞移植，费用缺口巨大。",
    ),
    (
        "烧伤女童小美需要植皮手术",
        1,
        150_000,
        "刘小美",
        2,
        6,
        "小美在家中意外被开水严重烫伤，烧伤面积达百分之三十，需要多次植皮手术。",
    ),
    (
        "脑瘫儿童康复训练费用求助",
        4,
        60_000,
        "孙浩然",
        1,
        5,
        "浩然出生时缺氧导致脑瘫，坚持康复训练两年已能扶站，家庭已无力承担后续费用。",
    ),
    (
        "车祸重伤的外卖骑手急需手术费",
        1,
        200_000,
        "周建华",
        1,
        34,
        "周建华在送餐途中遭遇车祸，颅脑损伤仍在重症监护室，肇事方无力赔偿。",
    ),
    (
        "先天性心脏病患儿手术救助",
        1,
        120_000,
        "吴佳怡",
        2,
        3,
        "佳怡出生后被诊断为法洛四联症，医生建议尽快手术，家庭年收入不足三万元。",
    ),
    (
        "洪灾受损农户重建家园",
        3,
        50_000,
        "郑德福",
        1,
        62,
        "今年夏天的洪水冲毁了郑大爷的房屋和农田，老两口暂住在亲戚家，急需重建住房。",
    ),
    (
        "孤寡老人助老餐食计划",
        5,
        30_000,
        "王桂兰",
        2,
        81,
        "王奶奶独居多年，腿脚不便无法做饭，希望为她和同村老人提供一年的助餐服务。",
    ),
    (
        "困境儿童小杰的求学路",
        2,
        20_000,
        "李小杰",
        1,
        11,
        "小杰父母离异后由年迈的爷爷抚养，家中无稳定收入，希望资助他完成义务教育。",
    ),
];

const POOL_CASES: [CaseSeed; 12] = [
    (
        "为罕见病女孩筹集特效药费用",
        1,
        400_000,
        "黄思琪",
        2,
        12,
        "思琪患有脊髓性肌萎缩症，特效药费用高昂，父母四处借债仍难以为继。",
    ),
    (
        "助学圆梦：资助贫困大学新生",
        2,
        10_000,
        "林志远",
        1,
        18,
        "志远以优异成绩考入大学，家中父亲残疾母亲多病，连学费和路费都凑不齐。",
    ),
    (
        "地震灾区小学重建图书角",
        3,
        25_000,
        "何晓雯",
        2,
        10,
        "地震后学校图书全部损毁，孩子们没有课外书可读，希望为全校重建图书角。",
    ),
    (
        "留守儿童冬衣温暖行动",
        4,
        15_000,
        "马小宇",
        1,
        9,
        "山区留守儿童冬季缺少保暖衣物，每年冬天都有孩子冻伤手脚，急需冬衣。",
    ),
    (
        "失明老人白内障复明手术",
        5,
        18_000,
        "谢长贵",
        1,
        73,
        "谢大爷双眼患白内障多年几近失明，独自生活十分困难，手术即可复明。",
    ),
    (
        "尘肺病矿工家庭救助",
        1,
        90_000,
        "邓国强",
        1,
        48,
        "邓师傅在矿山工作二十年患上尘肺病，呼吸困难无法劳动，两个孩子还在上学。",
    ),
    (
        "单亲妈妈患乳腺癌急需化疗",
        1,
        160_000,
        "许丽娟",
        2,
        39,
        "许丽娟独自抚养女儿，不幸确诊乳腺癌，化疗费用让这个家庭陷入绝境。",
    ),
    (
        "残疾青年职业技能培训资助",
        5,
        12_000,
        "冯俊杰",
        1,
        22,
        "俊杰因小儿麻痹留下残疾，渴望通过学习电商技能自食其力，缺少培训费用。",
    ),
    (
        "台风受灾渔民修船复产",
        3,
        45_000,
        "曾海生",
        1,
        51,
        "台风损毁了曾师傅赖以为生的渔船，全家失去收入来源，急需修船恢复生产。",
    ),
    (
        "孤儿兄妹的生活与学习保障",
        4,
        36_000,
        "彭小雨",
        2,
        13,
        "兄妹俩父母因病相继离世，由年迈的外婆照顾，生活和学习都需要长期资助。",
    ),
    (
        "自闭症儿童康复课程求助",
        4,
        48_000,
        "蒋一鸣",
        1,
        6,
        "一鸣确诊孤独症谱系障碍，专业康复课程每月费用数千元，家庭难以负担。",
    ),
    (
        "高龄失能老人护理床位资助",
        5,
        28_000,
        "韩秀英",
        2,
        88,
        "韩奶奶中风后长期卧床，子女均已离世，希望资助她入住护理院一年的费用。",
    ),
];

const PUBLISHERS: [&str; 8] = [
    "王建国",
    "李秀梅",
    "张卫东",
    "刘慧敏",
    "陈国华",
    "杨丽萍",
    "黄志明",
    "赵晓燕",
];
const WITNESSES: [(&str, &str, &str); 4] = [
    ("钱志刚", "村委会主任", "向阳村村民委员会"),
    ("孙丽华", "主治医师", "首都医科大学附属北京儿童医院"),
    ("马文军", "社工", "朝阳区社会工作服务中心"),
    ("朱红霞", "校长", "山花希望小学"),
];
const BANKS: [&str; 4] = [
    "中国工商银行",
    "中国农业银行",
    "中国建设银行",
    "中国邮政储蓄银行",
];
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

/// A plausible identity number: the region's district code, a birth date that fits the age,
/// a sequence whose parity fits the gender (GB 11643: odd = male), and the check character.
fn id_card(district: &str, age: i64, gender: i64, n: usize, today: i64) -> String {
    let birth = dates::format(today - age * 365 - 40 - (n as i64 * 37) % 300);
    let seq = 100 + (n as i64 * 7) % 800;
    let seq = if (seq % 2 == 1) == (gender == 1) {
        seq
    } else {
        seq + 1
    };
    let first17 = format!("{district}{}{seq:03}", birth.replace('-', ""));
    let check = id_check_char(&first17).unwrap_or('0');
    format!("{first17}{check}")
}

fn mobile(n: usize, salt: u64) -> String {
    let prefixes = ["138", "139", "136", "158", "186", "177", "150", "189"];
    let tail = (n as u64 * 7_919 + salt * 104_729) % 100_000_000;
    format!("{}{tail:08}", prefixes[n % prefixes.len()])
}

/// The form of seed case `n`.
fn form_body(
    c: &CaseSeed,
    n: usize,
    org_id: i64,
    region: (&str, &str, &str),
    today: i64,
) -> Map<String, Value> {
    let (title, help_type, target, name, gender, age, summary) = *c;
    let (witness, w_title, w_org) = WITNESSES[n % WITNESSES.len()];
    let publisher = PUBLISHERS[n % PUBLISHERS.len()];
    let alipay = n % 3 == 2;
    let account = if alipay {
        mobile(n, 11)
    } else {
        format!("62220202{:011}", (n as u64 * 982_451_653) % 100_000_000_000)
    };
    let body = json!({
        "title": title, "help_type_id": help_type, "target_amount": target,
        "deadline": dates::format(today + 60 + (n as i64 * 11) % 200),
        "summary": summary,
        // The organisation's generated picture stands in for a photo (it exists, so nothing shows broken).
        "images": [format!("/sandbox-files/avatar/{org_id}.svg")],
        "province": region.0, "city": region.1, "district": region.2,
        "address": format!("{}幸福路{}号{}单元", region_name(region.0), 10 + n, n % 6 + 1),
        "publisher_name": publisher, "publisher_phone": mobile(n, 3),
        "beneficiary_name": name, "beneficiary_gender": gender, "beneficiary_age": age,
        "beneficiary_id_card": id_card(region.2, age, gender, n, today),
        "beneficiary_phone": if age >= 18 { mobile(n, 5) } else { String::new() },
        "relation": if age < 18 { 2 } else { 1 + (n as i64 % 4) },
        "witness_name": witness, "witness_phone": mobile(n, 7), "witness_title": w_title, "witness_org": w_org,
        "pay_method": if alipay { 2 } else { 1 }, "payee_name": publisher,
        "payee_bank": if alipay { "" } else { BANKS[n % BANKS.len()] }, "payee_account": account,
    });
    body.as_object().cloned().unwrap_or_default()
}

fn region_name(province: &str) -> &'static str {
    match province {
        "110000" => "北京市",
        "330000" => "浙江省",
        "310000" => "上海市",
        "510000" => "四川省",
        "440000" => "广东省",
        _ => "",
    }
}

fn bad_seed(what: String) -> rusqlite::Error {
    rusqlite::Error::InvalidParameterName(format!("help seed: {what}"))
}

/// Seeds the help area. `org_ids` and `account_ids` are in the order of the seed tables
/// (`account_ids`: demo_org, demo_reviewer, demo_partner, demo_micro, demo_admin, …).
pub fn seed(
    conn: &Connection,
    org_ids: &[i64],
    regions: &[(&str, &str, &str)],
    account_ids: &[i64],
    now: i64,
) -> rusqlite::Result<()> {
    let today = dates::today(now);
    let (org, publisher, reviewer, admin) =
        (org_ids[0], account_ids[0], account_ids[1], account_ids[4]);
    let projects: Vec<i64> = conn
        .prepare("SELECT id FROM projects WHERE org_id = ?1 AND status = 2 ORDER BY id")?
        .query_map([org], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let ctx = Ctx {
        today,
        projects: &projects,
    };
    let statuses = [
        DRAFT, DRAFT, PENDING, PENDING, REVIEWING, RETURNED, RAISING, RAISING, RAISING, RAISING,
    ];
    let mut raising = Vec::new();
    for (n, (c, status)) in DEMO_ORG_CASES.iter().zip(statuses).enumerate() {
        let mut body = form_body(c, n, org, regions[0], today);
        if n == 6 || n == 9 {
            if let Some(p) = projects.first() {
                body.insert("project_id".into(), (*p).into());
            }
        }
        let values = if status == DRAFT {
            // Half-filled: the title and a few fields, as a user would leave it.
            for key in [
                "summary",
                "witness_name",
                "witness_phone",
                "payee_account",
                "payee_bank",
                "deadline",
            ] {
                body.remove(key);
            }
            form::draft(&body).map_err(bad_seed)?
        } else {
            form::validate(&body, &ctx).map_err(|e| bad_seed(e.join("；")))?
        };
        let created = now - (30 - n as i64 * 2) * DAY;
        let id = store::insert_case(conn, org, status, &values, Some(publisher), created)?;
        // The first step (the submission) lands exactly on `created`, which `insert_case`
        // also stamps as `submitted_at`; later steps follow five hours apart.
        let mut at = created - 5 * HOUR;
        let mut step = |action: &str, who: i64, reason: &str| -> rusqlite::Result<()> {
            at += 5 * HOUR;
            store::log(conn, id, action, Some(who), reason, at)
        };
        if status != DRAFT {
            step("submit", publisher, "")?;
        }
        if matches!(status, REVIEWING | RETURNED | RAISING) {
            step("claim", reviewer, "")?;
            conn.execute(
                "UPDATE help_cases SET claimed_by = ?1 WHERE id = ?2",
                params![reviewer, id],
            )?;
        }
        if status == RETURNED {
            let reason = "证明材料不清晰，请补充医院出具的诊断证明原件照片";
            step("return", reviewer, reason)?;
            conn.execute(
                "UPDATE help_cases SET return_reason = ?1 WHERE id = ?2",
                params![reason, id],
            )?;
        }
        if status == RAISING {
            step("pass", if n == 9 { admin } else { reviewer }, "")?;
            raising.push(id);
        }
        conn.execute(
            "UPDATE help_cases SET updated_at = ?1 WHERE id = ?2",
            params![at.min(now), id],
        )?;
    }
    seed_orders(conn, &raising, now)?;
    seed_progress(conn, &raising, org, publisher, reviewer, now)?;
    seed_issues(conn, &raising, publisher, reviewer, now)?;

    // Twelve cases in the claim pool from four other organisations, oldest first.
    for (n, c) in POOL_CASES.iter().enumerate() {
        let o = 3 + n % 4;
        let body = form_body(c, n + 10, org_ids[o], regions[o], today);
        let values = form::validate(
            &body,
            &Ctx {
                today,
                projects: &[],
            },
        )
        .map_err(|e| bad_seed(e.join("；")))?;
        let created = now - (24 - n as i64) * DAY;
        let id = store::insert_case(conn, org_ids[o], PENDING, &values, None, created)?;
        store::log(conn, id, "submit", None, "", created)?;
    }
    Ok(())
}

/// Orders of the raising cases: paid (some needing a bill, at every bill step), pending and
/// refunded, some anonymous.
fn seed_orders(conn: &Connection, cases: &[i64], now: i64) -> rusqlite::Result<()> {
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

/// Progress reports on the raising cases: one passed, one waiting, one returned.
fn seed_progress(
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

/// Change requests: one pending on the first raising case, a passed and a returned one on the
/// second (history).
fn seed_issues(
    conn: &Connection,
    cases: &[i64],
    by: i64,
    reviewer: i64,
    now: i64,
) -> rusqlite::Result<()> {
    let (Some(&first), Some(&second)) = (cases.first(), cases.get(1)) else {
        return Ok(());
    };
    let title_of = |id: i64| -> rusqlite::Result<(String, i64)> {
        conn.query_row(
            "SELECT title, COALESCE(target_fen, 0) FROM help_cases WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
    };
    let (_, target1) = title_of(first)?;
    let (t2, _) = title_of(second)?;
    let rows = [
        (
            first,
            "术后康复需要追加费用，申请提高目标金额",
            json!({"target_amount": crate::rules::money::yuan(target1 + 3_000_000)}),
            json!({"target_amount": crate::rules::money::yuan(target1)}),
            AWAITING,
            "",
            1,
        ),
        (
            second,
            "标题表述不够准确，申请修改",
            json!({"title": "洪灾受损农户郑大爷重建家园"}),
            json!({"title": t2}),
            REFUSED,
            "修改后的标题含有个人姓名，请使用化名",
            9,
        ),
    ];
    for (help_id, reason, changes, before, status, ret, days) in rows {
        let created = now - days * DAY;
        let reviewed = (status != AWAITING).then_some(created + 2 * HOUR);
        conn.execute(
            "INSERT INTO change_requests (subject, item_id, reason, changes, before, status, return_reason, created_by, created_at,
                                      reviewed_by, reviewed_at)
             VALUES ('help_case', ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            params![help_id, reason, changes.to_string(), before.to_string(), status, ret, by, created,
                    reviewed.map(|_| reviewer), reviewed],
        )?;
        store::log(conn, help_id, "change_request", Some(by), reason, created)?;
        if status == REFUSED {
            store::log(
                conn,
                help_id,
                "change_return",
                Some(reviewer),
                ret,
                created + 2 * HOUR,
            )?;
        }
    }
    Ok(())
}
