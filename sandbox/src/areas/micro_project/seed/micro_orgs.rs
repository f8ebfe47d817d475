//! The micro organisations and their micro authentications: demo_micro's passed long ago,
//! demo_micro_new's waits, and three organisations without accounts in the other states.

use super::{DEMO_MICRO, NEW_MICRO_ORG};
use crate::areas::micro_project::workflow::AUTH;
use crate::clock::DAY;
use crate::rules::credit_code;
use rusqlite::{params, Connection};

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

/// Authenticates demo_micro and demo_micro_new and adds the other micro organisations; their ids.
pub(super) fn seed(
    conn: &Connection,
    orgs: &[i64],
    reviewer: i64,
    now: i64,
) -> rusqlite::Result<Vec<i64>> {
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
    Ok(others)
}
