//! demo_micro's and demo_org's micro projects in every state, one of another micro
//! organisation's, their share pages and donations (one refunded).

use super::donations::donations;
use super::{Parents, DEMO_MICRO, DEMO_ORG, DESCRIPTION, SUMMARY};
use crate::areas::micro_project::workflow::MICRO;
use crate::clock::{DAY, HOUR};
use crate::rules::dates;
use rusqlite::{params, Connection};

/// The raising and ended micro projects the follow-ups name.
#[derive(Clone, Copy)]
pub(super) struct Demo {
    pub(super) raising: i64,
    pub(super) ended: i64,
    pub(super) o_raising: i64,
    pub(super) nb_a: i64,
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
    (today, start, len): (i64, i64, i64),
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

/// A share page (一起捐) of micro project `micro`: its launcher and declaration, its target
/// and share count; its id.
fn share_page(
    conn: &Connection,
    micro: i64,
    (launcher, declaration): (&str, &str),
    (target_fen, shares): (i64, i64),
    at: i64,
) -> rusqlite::Result<i64> {
    conn.execute(
        "INSERT INTO micro_shares (project_id, launcher_name, declaration, target_fen, share_count, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![micro, launcher, declaration, target_fen, shares, at],
    )?;
    Ok(conn.last_insert_rowid())
}

const HANGZHOU: (&str, &str, &str) = ("330000", "330100", "330106");
const NINGBO: (&str, &str, &str) = ("330000", "330200", "330203");
const BEIJING: (&str, &str, &str) = ("110000", "110100", "110105");

pub(super) fn seed(
    conn: &Connection,
    (orgs, accounts): (&[i64], &[i64]),
    others: &[i64],
    parents: Parents,
    now: i64,
) -> rusqlite::Result<Demo> {
    let today = dates::today(now);
    let admin = accounts[4];
    let (kids, community) = ((2, parents.kids_pool), (2, parents.community_pool));
    let (hz, nb, bj) = (HANGZHOU, NINGBO, BEIJING);
    let (m, o, n) = (orgs[DEMO_MICRO], orgs[DEMO_ORG], others[0]);
    // (org, parent, title, region, target fen, state, window start from today, days), in the
    // order they are written.
    let catalogue = [
        (m, kids, "留守儿童周末读书角", hz, 600_000, 0, 3, 60),
        (m, parents.a, "山区学校净水器安装", hz, 1_200_000, 1, 2, 60),
        (m, community, "社区独居老人助餐", hz, 900_000, 4, 5, 60),
        (m, parents.a, "困境儿童爱心书包", hz, 800_000, 2, -10, 50),
        (m, kids, "乡村小学体育器材", hz, 500_000, 3, -60, 30),
        (o, community, "社区儿童安全课堂", bj, 700_000, 0, 4, 60),
        (o, parents.b, "乡村教师培训营", bj, 1_500_000, 1, 3, 60),
        (o, parents.b, "乡村儿童营养加餐", bj, 1_000_000, 2, -8, 45),
        (o, kids, "冬季助学暖心包", bj, 600_000, 3, -70, 40),
        (n, parents.a, "海岛儿童课后辅导", nb, 800_000, 2, -12, 60),
        (n, community, "渔村老人健康筛查", nb, 600_000, 2, -5, 60),
    ];
    let mut ids = Vec::new();
    for (org, parent, title, region, target, status, start, len) in catalogue {
        let window = (today, start, len);
        ids.push(add_project(
            conn, org, parent, title, region, target, status, window, admin, now,
        )?);
    }
    let [_, _, _, raising, ended, _, _, o_raising, o_ended, nb_a, nb_b] = ids[..] else {
        unreachable!("one id per catalogue row")
    };

    let share = share_page(
        conn,
        raising,
        ("林晓", "一起为孩子们送上新书包"),
        (200_000, 36),
        now - 6 * DAY,
    )?;
    let nb_share = share_page(
        conn,
        nb_a,
        ("周航", "海岛孩子的课后时光需要你"),
        (150_000, 12),
        now - 4 * DAY,
    )?;
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

    Ok(Demo {
        raising,
        ended,
        o_raising,
        nb_a,
    })
}
