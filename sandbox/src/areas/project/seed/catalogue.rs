//! Which projects the seed adds to the foundation's: the demo organisation's one of each
//! missing state, and the claim pool's.

use crate::areas::project::workflow::{CLOSED, EXECUTING, PRELIMINARY, REVIEWING};

/// The demo organisation's projects beyond the foundation's: (title, status, province chain,
/// raised fen, target fen, window start in days from today, window length, domain).
pub(super) type NewProject = (
    &'static str,
    i64,
    (&'static str, &'static str, &'static str),
    i64,
    i64,
    i64,
    i64,
);
pub(super) const DEMO_ORG_PROJECTS: [NewProject; 5] = [
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
pub(super) const POOL_PROJECTS: [(usize, &str, i64); 12] = [
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
