//! The demo activities themselves: what each is, when it happens, its state, and how it was
//! written and decided.

use super::err;
use crate::areas::activity::form::{self, Ctx};
use crate::areas::activity::store;
use crate::areas::activity::workflow::{ACTIVITY, CANCELLED, DRAFT, PENDING, PUBLISHED, RETURNED};
use crate::clock::{DAY, HOUR};
use rusqlite::{params, Connection};
use serde_json::{json, Value};

/// (province, city, district, address): real administrative codes.
pub(super) type Place = (&'static str, &'static str, &'static str, &'static str);
pub(super) const CHAOYANG: Place = ("110000", "110100", "110105", "朝阳区建国路88号社区服务中心");
pub(super) const HAIDIAN: Place = ("110000", "110100", "110108", "海淀区中关村大街27号");
pub(super) const XIHU: Place = ("330000", "330100", "330106", "西湖区文三路90号文化广场");
pub(super) const BINJIANG: Place = ("330000", "330100", "330108", "滨江区江南大道588号");

/// When a demo activity happens, relative to the seed: it was made `made` days ago, starts
/// `start` hours from now, lasts `hours`, and sign-ups close `close` hours before it starts.
#[derive(Clone, Copy)]
pub(super) struct When {
    pub(super) made: i64,
    pub(super) start: i64,
    pub(super) hours: i64,
    pub(super) close: i64,
}

pub(super) struct Seed {
    /// Index into the seeded organisations.
    pub(super) org: usize,
    /// Index into the demo accounts (the creator).
    pub(super) by: usize,
    pub(super) title: &'static str,
    pub(super) cate: i64,
    pub(super) place: Place,
    pub(super) when: When,
    pub(super) places: i64,
    pub(super) review: bool,
    pub(super) team: bool,
    pub(super) rich_form: bool,
    pub(super) state: i64,
    /// The return or cancel reason.
    pub(super) reason: &'static str,
    pub(super) charity: bool,
}

pub(super) const DEMO_ORG: usize = 0;
pub(super) const PARTNER_ORG: usize = 2;
pub(super) const MICRO_ORG: usize = 3;

#[allow(clippy::too_many_arguments)]
pub(super) const fn s(
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

pub(super) const fn when(made: i64, start: i64, hours: i64, close: i64) -> When {
    When {
        made,
        start,
        hours,
        close,
    }
}

/// Indexes of `SEEDS` the sign-ups, sign-ins and changes below refer to.
pub(super) const SIGNING_UP_REVIEWED: usize = 5;
pub(super) const FULL: usize = 6;
pub(super) const TEAMS: usize = 7;
pub(super) const RUNNING: usize = 9;
pub(super) const ENDED: usize = 10;
pub(super) const CHARITY: usize = 12;

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

pub(super) const SEEDS: [Seed; 16] = [
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

/// One demo activity made as its organisation would have made it, `made` days ago.
pub(super) fn activity(
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
pub(super) fn decision(
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
