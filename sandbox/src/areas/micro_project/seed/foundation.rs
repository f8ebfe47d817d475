//! The foundation's twelve micro projects: a pool parent, a region, their form; the stored
//! figure becomes donation rows (so the raised amount is always the rows' sum).

use super::donations::donations;
use super::{Parents, DESCRIPTION, SUMMARY};
use crate::areas::micro_project::workflow::MICRO;
use crate::rules::dates;
use rusqlite::{params, Connection};

pub(super) fn seed(conn: &Connection, parents: Parents, now: i64) -> rusqlite::Result<()> {
    let (kids_pool, community_pool) = (parents.kids_pool, parents.community_pool);
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
    Ok(())
}
