//! The demo activities: demo_org's in every state and phase (drafts, 待审核, 已退回, published
//! ones signing up — one needing review with sign-ups in each state, one full, one with teams —
//! closed for sign-ups, running with sign-ins open, ended with hours served, cancelled, and a
//! 公益募捐活动 with donations to its linked project), a pending and a returned change request,
//! tags; the regional partner's and another organisation's activities in 浙江省. Written
//! through the area's own form rules and store (the form checked as of the day it was made).
//! Also the bulk rows of `/__sandbox/export_rows`.

use super::common::find;
use super::fields;
use super::form::{self, Ctx};
use super::store::{self, find_signup, Signup};
use super::workflow::{
    ACTIVITY, APPLY, APPLY_PASSED, APPLY_RETURNED, CANCELLED, CHANGE, DRAFT, PENDING, PUBLISHED,
    RETURNED,
};
use crate::areas::project::store::{self as project_store, Donation};
use crate::clock::{DAY, HOUR};
use crate::rules::id_card::id_check_char;
use rusqlite::{params, Connection, OptionalExtension};
use serde_json::{json, Value};

/// (province, city, district, address): real administrative codes.
type Place = (&'static str, &'static str, &'static str, &'static str);
const CHAOYANG: Place = ("110000", "110100", "110105", "朝阳区建国路88号社区服务中心");
const HAIDIAN: Place = ("110000", "110100", "110108", "海淀区中关村大街27号");
const XIHU: Place = ("330000", "330100", "330106", "西湖区文三路90号文化广场");
const BINJIANG: Place = ("330000", "330100", "330108", "滨江区江南大道588号");

/// When a demo activity happens, relative to the seed: it was made `made` days ago, starts
/// `start` hours from now, lasts `hours`, and sign-ups close `close` hours before it starts.
#[derive(Clone, Copy)]
struct When {
    made: i64,
    start: i64,
    hours: i64,
    close: i64,
}

struct Seed {
    /// Index into the seeded organisations.
    org: usize,
    /// Index into the demo accounts (the creator).
    by: usize,
    title: &'static str,
    cate: i64,
    place: Place,
    when: When,
    places: i64,
    review: bool,
    team: bool,
    rich_form: bool,
    state: i64,
    /// The return or cancel reason.
    reason: &'static str,
    charity: bool,
}

const DEMO_ORG: usize = 0;
const PARTNER_ORG: usize = 2;
const MICRO_ORG: usize = 3;

#[allow(clippy::too_many_arguments)]
const fn s(
    (org, by): (usize, usize),
    title: &'static str,
    cate: i64,
    place: Place,
    when: When,
    (places, review, team, rich_form): (i64, bool, bool, bool),
    (state, reason): (i64, &'static str),
) -> Seed {
    Seed {
        org,
        by,
        title,
        cate,
        place,
        when,
        places,
        review,
        team,
        rich_form,
        state,
        reason,
        charity: false,
    }
}

const fn when(made: i64, start: i64, hours: i64, close: i64) -> When {
    When {
        made,
        start,
        hours,
        close,
    }
}

/// Indexes of `SEEDS` the sign-ups, sign-ins and changes below refer to.
const SIGNING_UP_REVIEWED: usize = 5;
const FULL: usize = 6;
const TEAMS: usize = 7;
const RUNNING: usize = 9;
const ENDED: usize = 10;
const CHARITY: usize = 12;

const SEEDS: [Seed; 16] = [
    s(
        (DEMO_ORG, 0),
        "春季植树护绿志愿活动",
        3,
        HAIDIAN,
        when(2, 20 * 24, 4, 48),
        (50, false, false, false),
        (DRAFT, ""),
    ),
    s(
        (DEMO_ORG, 0),
        "敬老院中秋慰问演出",
        2,
        CHAOYANG,
        when(1, 30 * 24, 3, 24),
        (20, true, false, false),
        (DRAFT, ""),
    ),
    s(
        (DEMO_ORG, 0),
        "周末社区图书馆整理志愿者招募",
        1,
        CHAOYANG,
        when(3, 10 * 24, 4, 24),
        (15, false, false, true),
        (PENDING, ""),
    ),
    s(
        (DEMO_ORG, 0),
        "城市马拉松赛事补给站志愿服务",
        6,
        HAIDIAN,
        when(2, 20 * 24, 6, 72),
        (80, true, true, false),
        (PENDING, ""),
    ),
    s(
        (DEMO_ORG, 0),
        "亮马河河道清洁行动",
        3,
        CHAOYANG,
        when(6, 12 * 24, 3, 24),
        (30, false, false, false),
        (RETURNED, "活动地址不够具体，请补充集合地点和安全保障措施"),
    ),
    s(
        (DEMO_ORG, 0),
        "社区助老志愿服务日",
        2,
        CHAOYANG,
        when(8, 7 * 24, 4, 24),
        (30, true, false, true),
        (PUBLISHED, ""),
    ),
    s(
        (DEMO_ORG, 0),
        "自闭症儿童周末陪伴日",
        4,
        HAIDIAN,
        when(9, 5 * 24, 3, 24),
        (5, false, false, false),
        (PUBLISHED, ""),
    ),
    s(
        (DEMO_ORG, 0),
        "公益徒步团队挑战赛",
        6,
        HAIDIAN,
        when(10, 9 * 24, 8, 48),
        (60, false, true, true),
        (PUBLISHED, ""),
    ),
    s(
        (DEMO_ORG, 0),
        "环保知识宣传进校园",
        3,
        HAIDIAN,
        when(12, 40, 3, 48),
        (25, false, false, false),
        (PUBLISHED, ""),
    ),
    s(
        (DEMO_ORG, 0),
        "乡村学校图书角志愿服务",
        1,
        CHAOYANG,
        when(15, -2, 8, 24),
        (20, true, false, true),
        (PUBLISHED, ""),
    ),
    s(
        (DEMO_ORG, 0),
        "城市公园垃圾分类宣传",
        3,
        CHAOYANG,
        when(25, -10 * 24, 5, 24),
        (20, false, false, false),
        (PUBLISHED, ""),
    ),
    s(
        (DEMO_ORG, 0),
        "留守儿童暑期夏令营",
        1,
        HAIDIAN,
        when(14, 15 * 24, 72, 72),
        (40, true, false, false),
        (
            CANCELLED,
            "合作营地临时关闭，活动取消，已逐一电话通知报名者",
        ),
    ),
    s(
        (DEMO_ORG, 0),
        "爱心义跑·为山区孩子筹集图书",
        6,
        CHAOYANG,
        when(6, 12 * 24, 4, 48),
        (200, false, false, false),
        (PUBLISHED, ""),
    ),
    s(
        (PARTNER_ORG, 2),
        "西湖环湖净山志愿行",
        3,
        XIHU,
        when(7, 6 * 24, 4, 24),
        (40, false, true, false),
        (PUBLISHED, ""),
    ),
    s(
        (PARTNER_ORG, 2),
        "杭州社区防诈宣传周",
        4,
        BINJIANG,
        when(30, -12 * 24, 6, 48),
        (30, false, false, false),
        (PUBLISHED, ""),
    ),
    s(
        (MICRO_ORG, 3),
        "微光助学读书会",
        1,
        BINJIANG,
        when(5, 8 * 24, 2, 24),
        (12, true, false, false),
        (PUBLISHED, ""),
    ),
];

const TAGS: [&str; 5] = ["青少年", "周末", "助老", "环保", "亲子"];

const PEOPLE: [(&str, &str); 14] = [
    ("张伟", "13910001001"),
    ("王芳", "13910001002"),
    ("李娜", "13910001003"),
    ("刘洋", "13910001004"),
    ("陈静", "13910001005"),
    ("杨帆", "13910001006"),
    ("赵磊", "13910001007"),
    ("黄敏", "13910001008"),
    ("周婷", "13910001009"),
    ("吴强", "13910001010"),
    ("徐丽", "13910001011"),
    ("孙浩", "13910001012"),
    ("马超", "13910001013"),
    ("朱琳", "13910001014"),
];

/// The sign-up form with every kind of field.
fn rich_form() -> Value {
    json!([
        {"kind": "text", "label": "工作单位", "required": 1, "min_len": 2, "max_len": 30},
        {"kind": "number", "label": "年龄", "required": 1, "min": 16, "max": 70},
        {"kind": "mobile", "label": "紧急联系人电话", "required": 1},
        {"kind": "id_card", "label": "身份证号", "required": 1},
        {"kind": "radio", "label": "服装尺码", "required": 1, "options": ["S", "M", "L", "XL"]},
        {"kind": "checkbox", "label": "可服务时段", "options": ["上午", "下午", "晚上"], "max_choices": 2},
        {"kind": "date", "label": "上次体检日期", "min_date": "2020-01-01", "max_date": "2026-12-31"},
        {"kind": "image", "label": "志愿者证照片", "max_count": 2},
    ])
}

/// A valid identity number for participant `n` (born 1985–1998).
fn id_card(n: usize) -> String {
    let first = format!(
        "110105{}{:02}{:02}{:03}",
        1985 + n % 14,
        1 + n % 12,
        1 + n % 28,
        100 + n
    );
    let check = id_check_char(&first).unwrap_or('0');
    format!("{first}{check}")
}

fn answers(rich: bool, n: usize, image: &str) -> Value {
    if !rich {
        return json!({});
    }
    let sizes = ["S", "M", "L", "XL"];
    let times = [
        json!(["上午"]),
        json!(["下午", "晚上"]),
        json!(["上午", "下午"]),
    ];
    let units = ["春晖社区", "海淀图书馆", "朝阳医院", "北京第八中学"];
    json!({
        "f1": units[n % 4],
        "f2": 20 + (n * 3) % 40,
        "f3": format!("1370000{:04}", 2000 + n),
        "f4": id_card(n),
        "f5": sizes[n % 4],
        "f6": times[n % 3],
        "f7": format!("2025-{:02}-15", 1 + n % 12),
        "f8": if n.is_multiple_of(2) { json!([image]) } else { json!([]) },
    })
}

fn err(e: impl std::fmt::Debug) -> rusqlite::Error {
    rusqlite::Error::InvalidParameterName(format!("activity seed refused: {e:?}"))
}

/// One demo activity made as its organisation would have made it, `made` days ago.
fn activity(
    conn: &Connection,
    seed: &Seed,
    org: i64,
    by: i64,
    tags: &[i64],
    project: Option<i64>,
    now: i64,
) -> rusqlite::Result<i64> {
    let w = seed.when;
    let made = now - w.made * DAY;
    let start = now + w.start * HOUR;
    let image = format!("/sandbox-files/avatar/{org}.svg");
    let body = json!({
        "kind": if seed.charity { 2 } else { 1 }, "title": seed.title, "cate_id": seed.cate,
        "tag_ids": tags, "cover": image,
        "content": format!("<p>{}：欢迎热心公益的你加入我们！</p><p>活动期间提供饮用水、志愿者马甲和意外保险，请准时到达集合地点签到。</p>", seed.title),
        "province": seed.place.0, "city": seed.place.1, "district": seed.place.2, "address": seed.place.3,
        "start_time": start, "end_time": start + w.hours * HOUR, "signup_end": start - w.close * HOUR,
        "places": seed.places, "need_review": seed.review, "allow_person": 1, "allow_team": seed.team,
        "team_min": 3, "team_max": 6, "project_id": project, "target_amount": "20000",
        "contact_name": "李晓光", "contact_phone": "13800138000",
        "form_fields": if seed.rich_form { rich_form() } else { json!([{"kind": "text", "label": "备注", "max_len": 100}]) },
    });
    let form = body.as_object().cloned().unwrap_or_default();
    let values = if seed.state == DRAFT {
        form::draft(&form)
    } else {
        // Checked as of the day it was made (its times were then in the future).
        form::validate(
            &form,
            &Ctx {
                now: made.min(start - w.close * HOUR - HOUR),
                tags,
                projects: &project.into_iter().collect::<Vec<_>>(),
            },
        )
    }
    .map_err(err)?;
    let id = store::insert(conn, org, seed.state.min(PENDING), &values, Some(by), made)?;
    conn.execute(
        "UPDATE activities SET status = ?1, return_reason = ?2, cancel_reason = ?3 WHERE id = ?4",
        params![
            seed.state,
            if seed.state == RETURNED {
                seed.reason
            } else {
                ""
            },
            if seed.state == CANCELLED {
                seed.reason
            } else {
                ""
            },
            id
        ],
    )?;
    if seed.state != DRAFT {
        ACTIVITY.log(conn, id, "submit", Some(by), "", made)?;
    }
    Ok(id)
}

/// The platform's decision on a submitted demo activity, a day after it was made.
fn decision(
    conn: &Connection,
    id: i64,
    seed: &Seed,
    reviewer: i64,
    by: i64,
    now: i64,
) -> rusqlite::Result<()> {
    let at = now - seed.when.made * DAY + DAY / 2;
    match seed.state {
        RETURNED => ACTIVITY.log(conn, id, "return", Some(reviewer), seed.reason, at),
        PUBLISHED | CANCELLED => {
            ACTIVITY.log(conn, id, "pass", Some(reviewer), "", at)?;
            if seed.state == CANCELLED {
                ACTIVITY.log(conn, id, "cancel", Some(by), seed.reason, at + DAY)?;
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// `count` sign-ups of the demo people from `first`; `teams` signs them up as teams of three.
fn signups(
    conn: &Connection,
    id: i64,
    first: usize,
    count: usize,
    teams: bool,
    rich: bool,
    now: i64,
) -> rusqlite::Result<Vec<i64>> {
    let (a, _) = find(conn, id).map_err(err)?;
    let image = format!("/sandbox-files/avatar/{}.svg", a.org_id);
    let mut ids = Vec::new();
    for n in first..first + count {
        let (name, mobile) = PEOPLE[n % PEOPLE.len()];
        let members = if teams {
            (1..3)
                .map(|k| {
                    let (m, p) = PEOPLE[(n + k * 5) % PEOPLE.len()];
                    json!({"name": m, "mobile": p})
                })
                .collect()
        } else {
            vec![]
        };
        let given = answers(rich, n, &image);
        let checked = fields::check_answers(
            &a.form_fields,
            Some(&given),
            crate::rules::dates::today(now),
        )
        .map_err(err)?;
        let signup = Signup {
            is_team: teams,
            name: name.into(),
            mobile: mobile.into(),
            team_name: if teams {
                format!("{name}的志愿小队")
            } else {
                String::new()
            },
            members,
            answers: checked,
        };
        let at = now - (count - (n - first)) as i64 * HOUR;
        let (sid, _) = store::sign_up(conn, &a, &signup, at).map_err(err)?;
        APPLY.log(
            conn,
            sid,
            if a.need_review {
                "sign_up"
            } else {
                "sign_up_direct"
            },
            None,
            "",
            at,
        )?;
        ids.push(sid);
    }
    Ok(ids)
}

fn review(
    conn: &Connection,
    signup: i64,
    status: i64,
    reason: &str,
    by: i64,
    now: i64,
) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE activity_signups SET status = ?1, reason = ?2, reviewed_by = ?3, reviewed_at = ?4 WHERE id = ?5",
        params![status, reason, by, now, signup],
    )?;
    APPLY.log(
        conn,
        signup,
        if status == APPLY_PASSED {
            "pass"
        } else {
            "return"
        },
        Some(by),
        reason,
        now,
    )
}

/// A sign-in at `at` of `served` seconds (0: still signed in).
fn signin(
    conn: &Connection,
    signup: i64,
    at: i64,
    served: i64,
    by: i64,
    now: i64,
) -> rusqlite::Result<()> {
    let s = find_signup(conn, signup)?.ok_or_else(|| err("sign-up"))?;
    let out = (served > 0).then_some(at + served);
    store::sign_in(conn, &s, at, out, Some(by), now).map_err(err)?;
    Ok(())
}

pub fn seed(
    conn: &Connection,
    org_ids: &[i64],
    account_ids: &[i64],
    now: i64,
) -> rusqlite::Result<()> {
    let (owner, reviewer) = (account_ids[0], account_ids[1]);
    let mut tag_ids = Vec::new();
    for (n, name) in TAGS.iter().enumerate() {
        conn.execute(
            "INSERT INTO activity_tags (org_id, name, created_at) VALUES (?1, ?2, ?3)",
            params![org_ids[DEMO_ORG], name, now - (30 - n as i64) * DAY],
        )?;
        tag_ids.push(conn.last_insert_rowid());
    }
    let project: Option<i64> = conn
        .query_row(
            "SELECT id FROM projects WHERE org_id = ?1 AND status = 2 ORDER BY target_fen, id LIMIT 1",
            [org_ids[DEMO_ORG]],
            |r| r.get(0),
        )
        .optional()?;
    let mut ids = Vec::new();
    for (n, seed) in SEEDS.iter().enumerate() {
        let charity = n == CHARITY && project.is_some();
        let seed = Seed { charity, ..*seed };
        let tags: Vec<i64> = if seed.org == DEMO_ORG {
            vec![tag_ids[n % 5], tag_ids[(n + 2) % 5]]
        } else {
            vec![]
        };
        let by = account_ids[seed.by];
        let id = activity(
            conn,
            &seed,
            org_ids[seed.org],
            by,
            &tags,
            if charity { project } else { None },
            now,
        )?;
        decision(conn, id, &seed, reviewer, by, now)?;
        ids.push(id);
    }
    // Sign-ups while sign-ups were open (the running and ended ones: the day they were made).
    let reviewed = signups(conn, ids[SIGNING_UP_REVIEWED], 0, 7, false, true, now)?;
    for (k, sid) in reviewed.iter().enumerate() {
        match k {
            0..=2 => review(conn, *sid, APPLY_PASSED, "", owner, now - HOUR)?,
            3 => review(
                conn,
                *sid,
                APPLY_RETURNED,
                "年龄不符合活动要求（需年满18周岁）",
                owner,
                now - HOUR,
            )?,
            _ => {}
        }
    }
    signups(conn, ids[FULL], 2, 5, false, false, now)?;
    signups(conn, ids[TEAMS], 4, 3, true, true, now)?;
    signups(conn, ids[8], 6, 4, false, false, now)?;
    signups(conn, ids[CHARITY], 8, 3, false, false, now)?;
    signups(conn, ids[13], 1, 4, true, false, now)?;
    signups(conn, ids[15], 9, 2, false, false, now)?;
    let running = SEEDS[RUNNING].when.start;
    for (idx, first, count) in [(RUNNING, 3, 5), (ENDED, 0, 6), (14, 5, 4)] {
        // These signed up while sign-ups were open, three days before the seed.
        let (a, _) = find(conn, ids[idx]).map_err(err)?;
        let got = signups(
            conn,
            a.id,
            first,
            count,
            false,
            SEEDS[idx].rich_form,
            now - 3 * DAY,
        )?;
        for (k, sid) in got.iter().enumerate() {
            if SEEDS[idx].review {
                review(conn, *sid, APPLY_PASSED, "", owner, now - 2 * DAY)?;
            }
            let k = k as i64;
            if idx == RUNNING {
                // Half still on site, half already gone home.
                let served = if k % 2 == 0 { 0 } else { HOUR + k * 15 * 60 };
                signin(
                    conn,
                    *sid,
                    now + running * HOUR + k * 60,
                    served,
                    owner,
                    now,
                )?;
            } else {
                let start = a.times.start + k * 10 * 60;
                signin(conn, *sid, start, 4 * HOUR - k * 20 * 60, owner, now)?;
                if k < 2 {
                    // Two stayed for the closing shift.
                    signin(
                        conn,
                        *sid,
                        start + 4 * HOUR + HOUR / 2,
                        HOUR / 2,
                        owner,
                        now,
                    )?;
                }
            }
        }
    }
    if let Some(p) = project {
        for (k, (donor, fen, bill)) in [
            ("陈先生", 50_000, true),
            ("林女士", 20_000, false),
            ("匿名", 8_800, false),
            ("周女士", 100_000, true),
        ]
        .iter()
        .enumerate()
        {
            let id = project_store::donate(
                conn,
                &Donation {
                    project_id: p,
                    amount_fen: *fen,
                    channel: 1,
                    share_id: None,
                    pledge_id: None,
                    donor_name: donor,
                    anonymous: *donor == "匿名",
                    pay_method: 1 + (k as i64 % 2),
                    need_bill: *bill,
                    bill_title: if *bill {
                        "北京某科技有限公司"
                    } else {
                        ""
                    },
                    order_no: None,
                    message: "",
                },
                now - (k as i64 + 1) * 5 * HOUR,
            )
            .map_err(err)?;
            conn.execute(
                "UPDATE donations SET activity_id = ?1 WHERE id = ?2",
                params![ids[CHARITY], id],
            )?;
            if k == 1 {
                project_store::refund(conn, id, now - HOUR).map_err(err)?;
            }
        }
    }
    // A pending change request (places and the contact) and a returned one (the title).
    for (idx, changes, before, status, reason) in [
        (
            TEAMS,
            json!({"places": 80, "contact_name": "王晓雨"}),
            json!({"places": 60, "contact_name": "李晓光"}),
            1,
            "",
        ),
        (
            FULL,
            json!({"title": "自闭症儿童周末陪伴日（第二期）"}),
            json!({"title": SEEDS[FULL].title}),
            3,
            "变更后的活动名称与实际内容不符",
        ),
    ] {
        let at = now - 2 * DAY;
        conn.execute(
            "INSERT INTO change_requests (subject, item_id, reason, changes, before, status, return_reason, created_by, created_at, reviewed_by, reviewed_at)
             VALUES ('activity', ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            params![ids[idx], "报名人数超出预期，需要扩大名额并更换联系人", changes.to_string(), before.to_string(), status, reason, owner, at,
                    (status == 3).then_some(reviewer), (status == 3).then_some(at + HOUR)],
        )?;
        let cid = conn.last_insert_rowid();
        CHANGE.log(conn, cid, "submit", Some(owner), "", at)?;
        ACTIVITY.log(conn, ids[idx], "change_request", Some(owner), "", at)?;
        if status == 3 {
            CHANGE.log(conn, cid, "return", Some(reviewer), reason, at + HOUR)?;
            ACTIVITY.log(
                conn,
                ids[idx],
                "change_return",
                Some(reviewer),
                reason,
                at + HOUR,
            )?;
        }
    }
    Ok(())
}

const BULK_TITLES: [(&str, i64); 6] = [
    ("乡村学校图书角志愿服务", 1),
    ("社区老人义诊日", 7),
    ("城市公园垃圾分类宣传", 3),
    ("周末自闭症儿童陪伴活动", 2),
    ("河道净滩志愿行动", 3),
    ("留守儿童暑期夏令营", 1),
];
const BULK_PLACES: [Place; 4] = [CHAOYANG, HAIDIAN, XIHU, BINJIANG];

/// `count` published activities of `org_id`, numbered from `first` (the export's bulk rows),
/// generated deterministically from the row number; their times spread over the last 60 days.
pub fn bulk(
    conn: &Connection,
    org_id: i64,
    first: i64,
    count: i64,
    now: i64,
) -> rusqlite::Result<()> {
    let mut stmt = conn.prepare(
        "INSERT INTO activities (org_id, title, cate, cate_id, province, city, district, address, start_time,
           end_time, signup_end, max_people, sign_count, status, cover, content, contact_name, contact_phone,
           created_at, updated_at, submitted_at)
         VALUES (?1, ?2, '', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, 0, ?12, ?13, ?14, '李晓光', '13800138000', ?15, ?15, ?15)",
    )?;
    for i in first..first + count {
        let (title, cate) = BULK_TITLES[i as usize % BULK_TITLES.len()];
        let (p, c, d, addr) = BULK_PLACES[i as usize % BULK_PLACES.len()];
        let start = now - (i % 60) * DAY + 9 * HOUR;
        stmt.execute(params![
            org_id,
            title,
            cate,
            p,
            c,
            d,
            addr,
            start,
            start + 4 * HOUR,
            start - DAY,
            20 + (i % 5) * 10,
            PUBLISHED,
            format!("/sandbox-files/avatar/{org_id}.svg"),
            format!("<p>{title}：欢迎热心公益的你加入我们！</p>"),
            now - (i + 1) * HOUR
        ])?;
    }
    Ok(())
}
