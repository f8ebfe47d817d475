//! The demo wishes: every state across provinces (10 in 浙江 for the regional partner), claims
//! (active, shipped, realised, one cancelled by its claimer, one revoked by staff), lit-up wishes
//! with their feedback, standalone donations, change requests, links with their wishes,
//! and copywriting (no push: the demo accounts' message counts stay as the foundation made them). Written through the area's own store and form rules. Also
//! the bulk rows of `/__sandbox/export_rows` (claimed wishes with their donation).

use super::common::{public_actor, WishRef};
use super::form::{self, Claim, Ctx};
use super::store::{self, Donation};
use super::workflow::{CLAIMED, CLAIM_REALIZED, OFF_SHELF, REALIZED, UNPUBLISHED, WAITING, WISH};
use crate::clock::{DAY, HOUR};
use crate::http::envelope::ApiError;
use crate::workflow::seeded::{self, SeededChange};
use crate::workflow::Actor;
use rusqlite::{params, Connection};
use serde_json::json;

/// (province, city, district, address): real administrative codes.
type Place = (&'static str, &'static str, &'static str, &'static str);
const CHUNAN: Place = ("330000", "330100", "330127", "淳安县千岛湖镇中心小学旁");
const JINGNING: Place = ("330000", "331100", "331127", "景宁畲族自治县鹤溪街道");
const JIANGSHAN: Place = ("330000", "330800", "330881", "江山市峡口镇");
const TAISHUN: Place = ("330000", "330300", "330329", "泰顺县罗阳镇");
const ZHAOJUE: Place = ("510000", "513400", "513431", "昭觉县城北乡");
const DAGUAN: Place = ("530000", "530600", "530624", "大关县天星镇");
const YANHE: Place = ("520000", "520600", "520627", "沿河土家族自治县和平街道");
const MINXIAN: Place = ("620000", "621100", "621126", "岷县梅川镇");

/// One demo wish.
struct Seed {
    title: &'static str,
    story: &'static str,
    child: (&'static str, i64, i64),
    school: (&'static str, &'static str),
    kind: i64,
    fen: i64,
    place: Place,
    /// Index into the seeded organisations (the reporting organisation).
    org: usize,
    status: i64,
    days_ago: i64,
}

const fn w(
    title: &'static str,
    story: &'static str,
    child: (&'static str, i64, i64),
    school: (&'static str, &'static str),
    (kind, fen): (i64, i64),
    place: Place,
    (org, status, days_ago): (usize, i64, i64),
) -> Seed {
    Seed {
        title,
        story,
        child,
        school,
        kind,
        fen,
        place,
        org,
        status,
        days_ago,
    }
}

const WISHES: &[Seed] = &[
    w(
        "想要一个新书包",
        "小雨的书包用了三年，拉链坏了，每天用绳子捆着上学，她希望有一个能装下课本的新书包。",
        ("王小雨", 2, 9),
        ("淳安县千岛湖镇中心小学", "三年级"),
        (1, 8900),
        CHUNAN,
        (3, WAITING, 20),
    ),
    w(
        "想要一件厚棉衣",
        "山里冬天冷，阿木只有一件薄外套，早上走一个小时山路上学，手脚常常冻得发紫。",
        ("吉克阿木", 1, 10),
        ("昭觉县城北乡中心校", "四年级"),
        (1, 15000),
        ZHAOJUE,
        (5, WAITING, 19),
    ),
    w(
        "想要一套彩色铅笔",
        "小花喜欢画画，总用半截的铅笔在作业本背面画家乡的山，她想要一套真正的彩色铅笔。",
        ("李小花", 2, 8),
        ("大关县天星镇小学", "二年级"),
        (1, 4500),
        DAGUAN,
        (7, WAITING, 18),
    ),
    w(
        "想要一本《十万个为什么》",
        "小军对什么都好奇，学校图书角的书已经翻了好几遍，他想有一本自己的科普书。",
        ("张小军", 1, 11),
        ("岷县梅川镇小学", "五年级"),
        (1, 4800),
        MINXIAN,
        (0, WAITING, 17),
    ),
    w(
        "想要一双保暖运动鞋",
        "小静的运动鞋鞋底已经磨穿，下雨天鞋里全是水，她想穿着新鞋参加学校运动会。",
        ("田小静", 2, 12),
        ("沿河土家族自治县和平小学", "六年级"),
        (1, 12000),
        YANHE,
        (4, WAITING, 16),
    ),
    w(
        "想要一个护眼台灯",
        "家里晚上只有一盏昏暗的灯泡，小勇写作业时要凑得很近，他想要一盏明亮的台灯。",
        ("蓝小勇", 1, 10),
        ("景宁畲族自治县鹤溪小学", "四年级"),
        (2, 16900),
        JINGNING,
        (3, WAITING, 15),
    ),
    w(
        "想要一副羽毛球拍",
        "学校新开了羽毛球课，小敏只能借同学的球拍，她想有一副自己的，课后也能练习。",
        ("周小敏", 2, 11),
        ("江山市峡口镇中心小学", "五年级"),
        (1, 9900),
        JIANGSHAN,
        (2, WAITING, 14),
    ),
    w(
        "想要一套英语点读书",
        "小杰的英语发音不准，村里没有英语老师辅导，他希望有一套能点读的英语书。",
        ("马小杰", 1, 9),
        ("岷县梅川镇小学", "三年级"),
        (2, 19800),
        MINXIAN,
        (6, WAITING, 13),
    ),
    w(
        "想要一个保温饭盒",
        "小琴中午在学校吃家里带的饭，冬天饭菜冷得发硬，她想要一个能保温的饭盒。",
        ("吴小琴", 2, 8),
        ("泰顺县罗阳镇小学", "二年级"),
        (1, 6800),
        TAISHUN,
        (3, CLAIMED, 30),
    ),
    w(
        "想要一件校服外套",
        "小龙的校服是哥哥穿过的，袖口短了一大截，他希望升旗时能穿上合身的校服。",
        ("沙小龙", 1, 12),
        ("昭觉县城北乡中心校", "六年级"),
        (1, 13000),
        ZHAOJUE,
        (5, CLAIMED, 29),
    ),
    w(
        "想要一套绘本",
        "小朵刚上一年级，最喜欢听老师讲故事，她想有几本自己的绘本带回家读给奶奶听。",
        ("李小朵", 2, 6),
        ("大关县天星镇小学", "一年级"),
        (1, 7500),
        DAGUAN,
        (7, CLAIMED, 28),
    ),
    w(
        "想要一辆自行车",
        "小峰家离学校八公里，每天天不亮就出门，他希望有一辆自行车，能多睡半小时。",
        ("雷小峰", 1, 13),
        ("景宁畲族自治县鹤溪中学", "初一"),
        (2, 39900),
        JINGNING,
        (2, CLAIMED, 27),
    ),
    w(
        "想要一套学习用品",
        "小兰的文具盒里只有一支笔和一块橡皮，她想要尺子、圆规和新的作业本。",
        ("杨小兰", 2, 10),
        ("沿河土家族自治县和平小学", "四年级"),
        (2, 5600),
        YANHE,
        (4, CLAIMED, 26),
    ),
    w(
        "想要一双雨靴",
        "下雨时山路泥泞，小虎的布鞋常常湿透，他想要一双雨靴，下雨天也能按时上学。",
        ("毛小虎", 1, 9),
        ("淳安县千岛湖镇中心小学", "三年级"),
        (1, 5900),
        CHUNAN,
        (3, REALIZED, 45),
    ),
    w(
        "想要一个足球",
        "小辉和同学们用塑料瓶当足球踢，他想要一个真正的足球，组一支班级足球队。",
        ("阿苦小辉", 1, 11),
        ("昭觉县城北乡中心校", "五年级"),
        (1, 8800),
        ZHAOJUE,
        (5, REALIZED, 44),
    ),
    w(
        "想要一本新华字典",
        "小梅的字典是表姐留下的，缺了好多页，查字时常常找不到，她想要一本新字典。",
        ("刘小梅", 2, 10),
        ("岷县梅川镇小学", "四年级"),
        (1, 3500),
        MINXIAN,
        (0, REALIZED, 43),
    ),
    w(
        "想要一床厚被子",
        "冬天宿舍很冷，小强只有一床薄被，常常冻醒，他想要一床厚实的棉被。",
        ("钟小强", 1, 12),
        ("江山市峡口镇中心小学", "六年级"),
        (2, 22000),
        JIANGSHAN,
        (2, REALIZED, 42),
    ),
    w(
        "想要一个口琴",
        "音乐课上老师吹口琴，小乐听得入迷，他想学会吹一首《送别》给妈妈听。",
        ("潘小乐", 1, 10),
        ("泰顺县罗阳镇小学", "四年级"),
        (1, 6600),
        TAISHUN,
        (3, UNPUBLISHED, 3),
    ),
    w(
        "想要一套科学实验盒",
        "小科喜欢做实验，常用家里的瓶瓶罐罐模仿课本里的实验，他想要一套科学实验盒。",
        ("何小科", 1, 11),
        ("大关县天星镇小学", "五年级"),
        (2, 12800),
        DAGUAN,
        (7, UNPUBLISHED, 2),
    ),
    w(
        "想要一个地球仪",
        "地理课上小远第一次看到地球仪，他想知道外面的世界有多大。",
        ("罗小远", 1, 12),
        ("沿河土家族自治县和平中学", "初一"),
        (1, 7800),
        YANHE,
        (4, UNPUBLISHED, 2),
    ),
    w(
        "想要一副跳绳和毽子",
        "课间小芳和同学只能跳皮筋，她想要跳绳和毽子，和大家一起玩。",
        ("陈小芳", 2, 8),
        ("岷县梅川镇小学", "二年级"),
        (1, 3000),
        MINXIAN,
        (6, UNPUBLISHED, 1),
    ),
    w(
        "想要一件羽绒背心",
        "小燕的奶奶腿脚不好，她每天要早起做饭，冬天清晨特别冷，她想要一件羽绒背心。",
        ("雷小燕", 2, 11),
        ("景宁畲族自治县鹤溪小学", "五年级"),
        (1, 9800),
        JINGNING,
        (2, OFF_SHELF, 35),
    ),
    w(
        "想要一个电子琴",
        "小韵想参加县里的文艺汇演，学校只有一台旧风琴，她想要一个自己的电子琴。",
        ("吉伍小韵", 2, 12),
        ("昭觉县城北乡中心校", "六年级"),
        (2, 49900),
        ZHAOJUE,
        (5, OFF_SHELF, 34),
    ),
    w(
        "想要一盒水彩颜料",
        "小彤的画得过学校一等奖，可她一直只用蜡笔，想试试真正的水彩。",
        ("孙小彤", 2, 10),
        ("淳安县千岛湖镇中心小学", "四年级"),
        (1, 4200),
        CHUNAN,
        (3, OFF_SHELF, 33),
    ),
];

const CLAIMERS: &[(&str, &str)] = &[
    ("陈思远", "13912345678"),
    ("王丽娜", "13698765432"),
    ("李建华", "13811112222"),
    ("赵晓雪", "13533334444"),
    ("孙海涛", "13755556666"),
    ("周敏", "13877778888"),
    ("吴晓峰", "13599990000"),
    ("郑佳怡", "13612341234"),
    ("黄志明", "13743214321"),
];

fn err(e: String) -> rusqlite::Error {
    rusqlite::Error::InvalidParameterName(format!("bad wish seed: {e}"))
}

fn api(e: ApiError) -> rusqlite::Error {
    rusqlite::Error::InvalidParameterName(format!("wish seed refused: {e:?}"))
}

/// The demo wishes and everything around them.
pub fn seed(
    conn: &Connection,
    org_ids: &[i64],
    account_ids: &[i64],
    now: i64,
) -> rusqlite::Result<()> {
    let (reviewer, partner, admin) = (account_ids[1], account_ids[2], account_ids[4]);
    let staff = Actor {
        account_id: reviewer,
        org_id: 0,
        role: 2,
    };
    let yes = |_: i64| true;
    let ctx = Ctx {
        only_province: None,
        org_exists: &yes,
    };
    let mut ids = Vec::new();
    let mut claimer = CLAIMERS.iter().cycle();
    for (n, s) in WISHES.iter().enumerate() {
        let org = org_ids[s.org];
        let image = format!("/sandbox-files/avatar/{org}.svg");
        let body = json!({
            "type": s.kind, "title": s.title, "story": s.story, "child_name": s.child.0,
            "child_gender": s.child.1, "child_age": s.child.2, "school": s.school.0,
            "grade": s.school.1, "report_org_id": org, "cover": image, "images": [image],
            "target_amount": crate::rules::money::yuan(s.fen), "province": s.place.0,
            "city": s.place.1, "district": s.place.2, "address": s.place.3,
        });
        let values =
            form::validate(body.as_object().unwrap_or(&Default::default()), &ctx).map_err(err)?;
        let created = now - s.days_ago * DAY - n as i64 * HOUR;
        let (id, _) = store::insert(conn, &values, UNPUBLISHED, Some(reviewer), created)?;
        WISH.log(conn, id, "create", Some(reviewer), "", created)?;
        ids.push(id);
        if s.status == UNPUBLISHED {
            continue;
        }
        let published = created + 2 * HOUR;
        conn.execute(
            "UPDATE wishes SET status = ?1, published_at = ?2, updated_at = ?2 WHERE id = ?3",
            params![WAITING, published, id],
        )?;
        WISH.log(conn, id, "publish", Some(reviewer), "", published)?;
        let wish = |status| WishRef {
            id,
            status,
            kind: s.kind,
            title: s.title.into(),
            amount_fen: s.fen,
            facts: vec![],
        };
        match s.status {
            OFF_SHELF => {
                let at = published + DAY;
                conn.execute(
                    "UPDATE wishes SET status = ?1, off_reason = ?2, updated_at = ?3 WHERE id = ?4",
                    params![OFF_SHELF, "受助学生已转学，待核实新学校信息", at, id],
                )?;
                WISH.log(
                    conn,
                    id,
                    "off_shelf",
                    Some(reviewer),
                    "受助学生已转学，待核实新学校信息",
                    at,
                )?;
            }
            CLAIMED | REALIZED => {
                let (name, phone) = claimer.next().copied().unwrap_or(("陈思远", "13912345678"));
                let c = Claim {
                    name: name.into(),
                    phone: phone.into(),
                    message: "希望孩子喜欢，好好学习！".into(),
                    need_bill: n % 2 == 0,
                    bill_title: if n % 2 == 0 {
                        name.to_owned()
                    } else {
                        String::new()
                    },
                };
                let at = published + DAY;
                let (claim, _) =
                    store::claim(conn, &wish(WAITING), &public_actor(), &c, at).map_err(api)?;
                if s.kind == 1 && n % 3 != 1 {
                    conn.execute(
                        "UPDATE wish_claims SET express_company = '中通快递', express_no = ?1, shipped_at = ?2 WHERE id = ?3",
                        params![format!("ZT7{:011}", 31_000_000 + id * 7919), at + DAY, claim],
                    )?;
                    WISH.log(conn, id, "ship", Some(reviewer), "中通快递", at + DAY)?;
                }
                if s.status == REALIZED {
                    let lit = at + 5 * DAY;
                    let by = if s.place.0 == "330000" {
                        partner
                    } else {
                        reviewer
                    };
                    let photos = json!([
                        image,
                        format!("/sandbox-files/avatar/{}.svg", org_ids[1]),
                        image
                    ]);
                    conn.execute(
                        "UPDATE wishes SET status = ?1, delivered_at = ?2, receiver = ?3, feedback_images = ?4,
                                feedback_message = ?5, lit_by = ?6, realized_at = ?7, updated_at = ?7 WHERE id = ?8",
                        params![REALIZED, crate::rules::dates::format(crate::rules::dates::today(lit - DAY)),
                                "班主任李老师", photos.to_string(),
                                format!("{}收到了礼物，开心得合不拢嘴，特意写了一张感谢卡：谢谢远方的叔叔阿姨，我会好好学习！", s.child.0),
                                by, lit, id],
                    )?;
                    conn.execute(
                        "UPDATE wish_claims SET status = ?1, realized_at = ?2 WHERE id = ?3",
                        params![CLAIM_REALIZED, lit, claim],
                    )?;
                    WISH.log(conn, id, "lightup", Some(by), "", lit)?;
                }
            }
            _ => {}
        }
    }
    // Two claims cancelled: the wishes are 待认领 again.
    for (i, (who, reason)) in [
        (None, ""),
        (Some(staff), "认领人长时间未寄出物资，联系不上"),
    ]
    .into_iter()
    .enumerate()
    {
        let id = ids[i];
        let s = &WISHES[i];
        let at = now - 10 * DAY + i as i64 * HOUR;
        let wish = WishRef {
            id,
            status: WAITING,
            kind: s.kind,
            title: s.title.into(),
            amount_fen: s.fen,
            facts: vec![],
        };
        let c = Claim {
            name: CLAIMERS[i + 3].0.into(),
            phone: CLAIMERS[i + 3].1.into(),
            message: String::new(),
            need_bill: false,
            bill_title: String::new(),
        };
        let (claim, _) = store::claim(conn, &wish, &public_actor(), &c, at).map_err(api)?;
        let found = store::find_claim(conn, claim)?.ok_or(rusqlite::Error::QueryReturnedNoRows)?;
        let claimed = WishRef {
            status: CLAIMED,
            ..wish
        };
        store::cancel(
            conn,
            &claimed,
            &found,
            &who.unwrap_or_else(public_actor),
            reason,
            at + 2 * DAY,
        )
        .map_err(api)?;
    }
    // Standalone money donations to published wishes.
    for (i, &wi) in [0usize, 1, 3, 5, 8, 9].iter().enumerate() {
        let d = Donation {
            wish_id: ids[wi],
            kind: 1,
            donor: CLAIMERS[(i + 5) % CLAIMERS.len()].0,
            amount_fen: 1000 + i as i64 * 1500,
            need_bill: i % 2 == 1,
            bill_title: if i % 2 == 1 {
                "杭州某科技有限公司"
            } else {
                ""
            },
            claim_id: None,
        };
        store::donate(conn, &d, now - (6 - i as i64) * DAY)?;
    }
    seed_changes(conn, &ids, reviewer, partner, admin, now)?;
    seed_links(conn, &ids, org_ids, account_ids, now)
}

/// Two pending change requests (one by the partner on a 浙江 wish) and one returned.
fn seed_changes(
    conn: &Connection,
    ids: &[i64],
    reviewer: i64,
    partner: i64,
    admin: i64,
    now: i64,
) -> rusqlite::Result<()> {
    let rows = [
        (
            ids[1],
            reviewer,
            json!({"title": "想要一件厚棉衣和一顶帽子"}),
            json!({"title": WISHES[1].title}),
            1,
            "",
            None,
            "孩子的需求有补充，增加一顶保暖帽",
        ),
        (
            ids[6],
            partner,
            json!({"target_amount": "129.00", "grade": "六年级"}),
            json!({"target_amount": "99.00", "grade": "五年级"}),
            1,
            "",
            None,
            "新学期升入六年级，球拍价格有调整",
        ),
        (
            ids[2],
            reviewer,
            json!({"story": "小花喜欢画画，她想要一套48色的彩色铅笔，画出家乡所有的颜色。"}),
            json!({"story": WISHES[2].story}),
            3,
            "故事修改后与实际情况不符，请核实",
            Some(admin),
            "补充孩子的具体需求",
        ),
    ];
    for (i, (wish, by, changes, before, status, ret, reviewed_by, reason)) in
        rows.into_iter().enumerate()
    {
        let at = now - (3 - i as i64) * DAY;
        let seeded = SeededChange {
            item: wish,
            reason,
            changes,
            before,
            status,
            return_reason: ret,
            by,
            at,
            reviewed_by,
        };
        let change = seeded::change_request(conn, &WISH, &super::workflow::CHANGE, &seeded)?;
        if let Some(r) = reviewed_by {
            super::workflow::CHANGE.log(conn, change, "return", Some(r), ret, at + HOUR)?;
            WISH.log(conn, wish, "change_return", Some(r), ret, at + HOUR)?;
        }
    }
    Ok(())
}

/// Three links (one for 浙江 wishes only, one still empty) and two copywritings.
fn seed_links(
    conn: &Connection,
    ids: &[i64],
    org_ids: &[i64],
    account_ids: &[i64],
    now: i64,
) -> rusqlite::Result<()> {
    let reviewer = account_ids[1];
    let cover = format!("/sandbox-files/avatar/{}.svg", org_ids[1]);
    let links = [
        (
            "2026春季微心愿",
            "开学季，为山区孩子点亮一个小小的心愿。",
            vec![0usize, 1, 2, 3, 4, 8, 9, 13, 14],
        ),
        (
            "浙江山区孩子的新年心愿",
            "浙江省联合劝募合作平台联合发起，助力省内山区孩子的新年心愿。",
            vec![5, 6, 8, 13, 16],
        ),
        ("六一儿童节特别行动", "", vec![]),
    ];
    let mut link_ids = Vec::new();
    for (n, (title, intro, wishes)) in links.iter().enumerate() {
        let at = now - (9 - n as i64) * DAY;
        conn.execute(
            "INSERT INTO wish_links (title, cover, intro, created_by, created_at, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?5)",
            params![title, cover, intro, reviewer, at],
        )?;
        let link = conn.last_insert_rowid();
        for (sort, &w) in wishes.iter().enumerate() {
            conn.execute(
                "INSERT INTO wish_link_items (link_id, wish_id, sort) VALUES (?1, ?2, ?3)",
                params![link, ids[w], sort as i64],
            )?;
        }
        link_ids.push(link);
    }
    let copies = [
        (
            "一个小心愿，一份大温暖",
            "花一点点钱，帮山区孩子实现一个小小的心愿。",
            vec![(2, link_ids[0])],
        ),
        (
            "小雨想要一个新书包",
            "三年的旧书包已经坏了，你愿意帮她实现心愿吗？",
            vec![(1, ids[0]), (1, ids[3])],
        ),
    ];
    for (n, (title, desc, targets)) in copies.iter().enumerate() {
        let at = now - (8 - n as i64) * DAY;
        conn.execute(
            "INSERT INTO wish_copywritings (share_title, description, image, created_by, created_at, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?5)",
            params![title, desc, cover, reviewer, at],
        )?;
        let copy = conn.last_insert_rowid();
        for (kind, target) in targets {
            conn.execute(
                "INSERT INTO wish_copy_targets (copy_id, target_type, target_id) VALUES (?1, ?2, ?3)",
                params![copy, kind, target],
            )?;
        }
    }
    Ok(())
}

/// `count` claimed wishes reported by `org_id`, each with its claim and one paid money donation
/// (the export's rows), numbered from `first`; times before `now`.
pub fn bulk(
    conn: &Connection,
    org_id: i64,
    first: i64,
    count: i64,
    now: i64,
) -> rusqlite::Result<()> {
    let places = [CHUNAN, ZHAOJUE, DAGUAN, MINXIAN, YANHE, JINGNING];
    let mut wish_stmt = conn.prepare(
        "INSERT INTO wishes (org_id, wish_no, wish_type, title, story, child_name, child_gender, child_age,
                             school, grade, cover, amount_fen, province, city, district, address, status,
                             donor_name, need_bill, published_at, created_at, updated_at)
         VALUES (?1, ?2, 2, ?3, ?4, ?5, ?6, ?7, ?8, '', ?9, ?10, ?11, ?12, ?13, ?14, ?15, '', 0, ?16, ?16, ?16)",
    )?;
    let cover = format!("/sandbox-files/avatar/{org_id}.svg");
    for i in first..first + count {
        let s = &WISHES[i as usize % WISHES.len()];
        let p = places[i as usize % places.len()];
        let created = now - (i + 1) * 2 * HOUR;
        wish_stmt.execute(params![
            org_id,
            format!("XB{org_id:04}{i:08}"),
            s.title,
            s.story,
            s.child.0,
            s.child.1,
            s.child.2,
            s.school.0,
            cover,
            s.fen,
            p.0,
            p.1,
            p.2,
            p.3,
            CLAIMED,
            created
        ])?;
        let id = conn.last_insert_rowid();
        let (name, phone) = CLAIMERS[i as usize % CLAIMERS.len()];
        conn.execute(
            "INSERT INTO wish_claims (wish_id, claimer_name, claimer_phone, need_bill, status, claimed_at)
             VALUES (?1, ?2, ?3, ?4, 0, ?5)",
            params![id, name, phone, i % 2, created + HOUR],
        )?;
        let claim = conn.last_insert_rowid();
        let d = Donation {
            wish_id: id,
            kind: 1,
            donor: name,
            amount_fen: s.fen,
            need_bill: i % 2 == 1,
            bill_title: "",
            claim_id: Some(claim),
        };
        let donation = store::donate(conn, &d, created + HOUR)?;
        conn.execute(
            "UPDATE wish_claims SET donation_id = ?1 WHERE id = ?2",
            params![donation, claim],
        )?;
    }
    Ok(())
}
