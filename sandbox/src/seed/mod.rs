//! Demo data for a fresh database: one account per role and realistic Chinese records in every
//! area. Times are relative to `now` so a demo always has projects running "today".

use crate::clock::{DAY, HOUR};
use crate::demo::demo_accounts;
use crate::password;
use crate::rules::credit_code;
use rusqlite::{params, Connection};
use std::path::Path;

pub(crate) mod data;
pub mod export;
mod orgs;

use data::{
    Org, ACCOUNT_IN_AGREEMENT, ACCOUNT_MOBILE, ACCOUNT_ORG, LOVE_FUNDS, MESSAGES, MICRO_PROJECTS,
    ORGS, PROJECTS,
};

pub fn is_empty(conn: &Connection) -> rusqlite::Result<bool> {
    let n: i64 = conn.query_row("SELECT COUNT(*) FROM accounts", [], |r| r.get(0))?;
    Ok(n == 0)
}

/// The sandbox's state over `<data_dir>/sandbox.db`, opened and migrated
/// (`AppState::open_with_clock`) and seeded when empty: what the server starts with.
pub fn open_seeded(
    data_dir: &Path,
    test_mode: bool,
    clock: crate::clock::Clock,
) -> anyhow::Result<crate::state::AppState> {
    let state = crate::state::AppState::open_with_clock(data_dir, test_mode, clock)?;
    let file = data_dir.join(crate::db::FILE_NAME);
    state.db.at_start(|conn| if_empty(conn, &file))?;
    Ok(state)
}

/// Seeds a fresh (empty) database in one transaction; `path` is the database's file, for the
/// log. Called once at start (`open_seeded`), so neither the store nor the state names an area.
pub fn if_empty(conn: &mut Connection, path: &Path) -> rusqlite::Result<()> {
    if is_empty(conn)? {
        let tx = conn.transaction()?;
        seed(&tx, crate::clock::now())?;
        tx.commit()?;
        tracing::info!(path = %path.display(), "sandbox database seeded with demo data");
    }
    Ok(())
}

/// Fills an empty database. Call inside a transaction.
pub fn seed(conn: &Connection, now: i64) -> rusqlite::Result<()> {
    let mut org_ids = Vec::with_capacity(ORGS.len());
    for org in ORGS {
        org_ids.push(insert_org(conn, org)?);
    }

    let mut account_ids = Vec::new();
    for (i, demo) in demo_accounts().iter().enumerate() {
        let (salt, hash) = password::new_password(demo.password);
        conn.execute(
            "INSERT INTO accounts (account, org_id, role, display_name, pwd_salt, pwd_hash, mobile, in_agreement)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            params![
                demo.account,
                org_ids[ACCOUNT_ORG[i]],
                demo.role,
                demo.display_name,
                salt,
                hash,
                ACCOUNT_MOBILE[i],
                ACCOUNT_IN_AGREEMENT[i]
            ],
        )?;
        account_ids.push(conn.last_insert_rowid());
    }

    seed_auth_submissions(conn, &org_ids, now)?;

    let today = beijing_midnight(now);
    for (table, rows) in [("projects", PROJECTS), ("micro_projects", MICRO_PROJECTS)] {
        let sql = format!(
            "INSERT INTO {table} (org_id, title, target_fen, raised_fen, status, start_date, end_date, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)"
        );
        for (n, &(org, title, target, raised, status, start, len)) in rows.iter().enumerate() {
            let start_date = today + start * DAY;
            // Created a while before it starts, in list order, so "newest first" is stable.
            let created_at = now - (rows.len() - n) as i64 * DAY;
            conn.execute(
                &sql,
                params![
                    org_ids[org],
                    title,
                    target,
                    raised,
                    status,
                    start_date,
                    start_date + len * DAY - 1,
                    created_at
                ],
            )?;
        }
    }

    for (n, title) in LOVE_FUNDS.iter().enumerate() {
        conn.execute(
            "INSERT INTO love_funds (title, created_at) VALUES (?1, ?2)",
            params![title, now - (LOVE_FUNDS.len() - n) as i64 * 7 * DAY],
        )?;
    }

    for &(account, title, content, is_read, hours_ago) in MESSAGES {
        conn.execute(
            "INSERT INTO messages (account_id, title, content, is_read, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![account_ids[account], title, content, is_read, now - hours_ago * HOUR],
        )?;
    }
    let regions: Vec<_> = ORGS.iter().map(|o| o.region).collect();
    crate::areas::help::seed::seed(conn, &org_ids, &regions, &account_ids, now)?;
    crate::areas::config::seed::seed(conn, org_ids[0], now)?;
    crate::areas::project::seed::seed(conn, &org_ids, &regions, &account_ids, now)?;
    crate::areas::micro_project::seed::seed(conn, &org_ids, &account_ids, now)?;
    crate::areas::wish::seed::seed(conn, &org_ids, &account_ids, now)?;
    crate::areas::activity::seed::seed(conn, &org_ids, &account_ids, now)?;
    crate::areas::sale::seed::seed(conn, &org_ids, &account_ids, now)?;
    // Last: the history is donations to the items the areas seeded.
    crate::areas::data::seed::seed(conn, now)?;
    Ok(())
}

fn insert_org(conn: &Connection, org: &Org) -> rusqlite::Result<i64> {
    let (kind, region, body) = org.code_parts;
    let credit_code = credit_code::build(kind, region, body).ok_or_else(|| {
        rusqlite::Error::InvalidParameterName(format!(
            "bad seed credit code parts for {}",
            org.name
        ))
    })?;
    let (y, m, d) = org.registered;
    conn.execute(
        "INSERT INTO orgs (name, short_name, credit_code, legal_person, contact, phone, email, province, city,
                           district, address, introduction, business_scope, certification, return_reason,
                           registered_at, color)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)",
        params![
            org.name,
            org.short_name,
            credit_code,
            org.legal_person,
            org.contact,
            org.phone,
            org.email,
            org.region.0,
            org.region.1,
            org.region.2,
            org.address,
            org.introduction,
            org.business_scope,
            org.certification,
            org.return_reason,
            day_number(y, m, d) * DAY - 8 * HOUR,
            org.color,
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// Start of today in China Standard Time (UTC+8), as Unix seconds.
fn beijing_midnight(now: i64) -> i64 {
    (now + 8 * HOUR).div_euclid(DAY) * DAY - 8 * HOUR
}

/// Organisations seeded under review or returned get the submission that put them there, so the
/// reviewers' queue and the returned organisation's form have something real behind them: a
/// first authentication (认证中, 已退回), or a change of an authenticated organisation's data
/// (变更审核中, 变更被退回) that moves its contact and office.
fn seed_auth_submissions(conn: &Connection, org_ids: &[i64], now: i64) -> rusqlite::Result<()> {
    use crate::areas::config::workflow::{
        CHANGE_RETURNED, CHANGE_UNDER_REVIEW, RETURNED, UNDER_REVIEW,
    };
    for (org, &id) in ORGS.iter().zip(org_ids) {
        let (kind, status) = match org.certification {
            UNDER_REVIEW => (1, 1),
            RETURNED => (1, 3),
            CHANGE_UNDER_REVIEW => (2, 1),
            CHANGE_RETURNED => (2, 3),
            _ => continue,
        };
        let code: String =
            conn.query_row("SELECT credit_code FROM orgs WHERE id = ?1", [id], |r| {
                r.get(0)
            })?;
        let (contact, address) = if kind == 2 {
            ("王晓燕", format!("{}（新址）", org.address))
        } else {
            (org.contact, org.address.to_owned())
        };
        let data = serde_json::json!({
            "name": org.name, "credit_code": code, "registration_authority": "当地民政部门",
            "supervisor": "", "certificate_valid_to": "2030-12-31", "certificate_images": [],
            "legal_person": org.legal_person, "public_fundraising": 0, "fundraising_images": [],
            "contact": contact, "phone": org.phone, "email": org.email,
            "province": org.region.0, "city": org.region.1, "district": org.region.2, "address": address,
        });
        conn.execute(
            "INSERT INTO auth_submissions (org_id, kind, auth_type, data, status, reason, submitted_at, reviewed_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            params![
                id,
                kind,
                crate::areas::config::auth_form::type_of_code(&code),
                data.to_string(),
                status,
                org.return_reason,
                now - 3 * DAY,
                (status == 3).then_some(now - DAY),
            ],
        )?;
    }
    Ok(())
}

/// The day number of a seeded date (the seed's dates are fixed and real; 0 would show as 1970).
fn day_number(y: i64, m: u32, d: u32) -> i64 {
    let (Ok(y), Ok(m), Ok(d)) = (i32::try_from(y), u8::try_from(m), u8::try_from(d)) else {
        return 0;
    };
    crate::rules::dates::day_number(y, m, d).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn beijing_midnight_is_sixteen_hundred_utc_the_day_before() {
        // 2026-01-02 01:00 +08:00 is 2026-01-01 17:00 UTC.
        let t = day_number(2026, 1, 1) * DAY + 17 * HOUR;
        assert_eq!(
            beijing_midnight(t),
            day_number(2026, 1, 1) * DAY + 16 * HOUR
        );
    }

    #[test]
    fn the_seed_has_the_promised_shape() {
        assert_eq!(PROJECTS.len(), 24);
        assert_eq!(MICRO_PROJECTS.len(), 12);
        assert_eq!(LOVE_FUNDS.len(), 8);
        let demo_org: Vec<_> = MESSAGES.iter().filter(|m| m.0 == 0).collect();
        assert_eq!(demo_org.len(), 5);
        assert_eq!(demo_org.iter().filter(|m| m.3 == 0).count(), 3);
    }
}
