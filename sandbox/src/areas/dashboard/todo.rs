//! `GET dashboard/todo`: what needs the caller's attention now, by role — review queues (2, 99;
//! the partner's 初审 for 3), returned items and drafts of the caller's organisation,
//! fundraising that ends within 7 days and reports due — plus unread messages and the key
//! figures of the caller's scope (the data centre's computation).

use super::drafts;
use super::kinds::{self, Caller, Kind};
use super::soon::{self, Reach};
use crate::areas::data::figures::{kpis, series};
use crate::areas::data::ledger::{Days, Scope};
use crate::areas::data::query::{own_province, Granularity};
use crate::areas::data::tables::province_label;
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::session::CurrentUser;
use crate::rules::dates;
use crate::state::AppState;
use actix_web::web;
use rusqlite::{params_from_iter, Connection};
use serde_json::{json, Value};

/// Items shown per group.
pub const SHOWN: i64 = 5;
/// The figures' period: the last 30 days.
const FIGURE_DAYS: i64 = 30;

pub async fn todo(state: web::Data<AppState>, user: CurrentUser) -> ApiResult {
    let data = state
        .db
        .run(move |conn| compute(conn, &user, clock::now()))
        .await?;
    Ok(ok("获取成功", data))
}

pub fn compute(conn: &Connection, user: &CurrentUser, now: i64) -> Result<Value, ApiError> {
    let province = own_province(conn, user)?;
    let org_name: String =
        conn.query_row("SELECT name FROM orgs WHERE id = ?1", [user.org_id], |r| {
            r.get(0)
        })?;
    let today = dates::today(now);
    let c = Caller {
        account_id: user.account_id,
        org_id: user.org_id,
        role: user.role,
        province: province.clone(),
        today: dates::format(today),
        now,
    };
    let (reach, scope, kind) = match user.role {
        2 | 99 => (Reach::All, Scope::default(), "all"),
        3 => (
            Reach::Province(province.clone()),
            Scope {
                province: Some(province.clone()),
                ..Scope::default()
            },
            "province",
        ),
        _ => (
            Reach::Org(user.org_id),
            Scope {
                org_id: Some(user.org_id),
                ..Scope::default()
            },
            "org",
        ),
    };
    let review = match user.role {
        2 | 99 => kinds::review(&c),
        3 => kinds::partner_review(&c),
        _ => Vec::new(),
    };
    let groups = vec![
        group(conn, "review", "待我审核", "", review, false)?,
        group(conn, "returned", "被退回", "", kinds::returned(&c), true)?,
        group(conn, "drafts", "草稿", "", drafts::drafts(&c), true)?,
        group(
            conn,
            "ending",
            "7天内结束募款",
            "",
            soon::ending(&c, &reach),
            false,
        )?,
        group(
            conn,
            "reports_due",
            "待提交报告",
            "/SJ/processList",
            soon::reports_due(&c),
            false,
        )?,
    ];
    let days = Days {
        start: today - (FIGURE_DAYS - 1),
        end: today,
    };
    let previous = days.previous();
    Ok(json!({
        "role": user.role,
        "scope": {
            "kind": kind,
            "province": if kind == "province" { province.as_str() } else { "" },
            "province_name": if kind == "province" { province_label(&province) } else { "" },
            "org_id": user.org_id,
            "org_name": org_name,
        },
        "groups": groups,
        "messages": messages(conn, user.account_id)?,
        "figures": {
            "period": {"start": dates::format(days.start), "end": dates::format(days.end),
                       "previous_start": dates::format(previous.start), "previous_end": dates::format(previous.end)},
            "kpis": kpis(conn, &scope, days)?,
            "series": series(conn, &scope, days, Granularity::Day)?,
        },
    }))
}

/// One group: the count of each kind and the first `SHOWN` items of all of them, newest or
/// oldest first.
fn group(
    conn: &Connection,
    key: &str,
    title: &str,
    link: &str,
    kinds: Vec<Kind>,
    newest_first: bool,
) -> Result<Value, ApiError> {
    let mut counts = Vec::new();
    let mut items: Vec<Value> = Vec::new();
    let mut total = 0;
    for k in &kinds {
        let n: i64 = conn.query_row(
            &format!("SELECT COUNT(*) FROM ({})", k.sql),
            params_from_iter(k.args.iter()),
            |r| r.get(0),
        )?;
        total += n;
        let order = if newest_first { "DESC" } else { "ASC" };
        let mut stmt = conn.prepare(&format!(
            "SELECT id, title, org_name, reason, at, link FROM ({}) ORDER BY at {order}, id {order} LIMIT {SHOWN}",
            k.sql
        ))?;
        let rows = stmt.query_map(params_from_iter(k.args.iter()), |r| {
            Ok(json!({
                "kind": k.key, "kind_label": k.label, "id": r.get::<_, i64>(0)?,
                "title": r.get::<_, String>(1)?, "org_name": r.get::<_, Option<String>>(2)?.unwrap_or_default(),
                "reason": r.get::<_, Option<String>>(3)?.unwrap_or_default(),
                "at": r.get::<_, Option<i64>>(4)?.unwrap_or(0), "link": r.get::<_, String>(5)?,
            }))
        })?;
        let rows = rows.collect::<rusqlite::Result<Vec<_>>>()?;
        // The chip opens the one item itself, or the list filtered to exactly these rows.
        let link = match rows.as_slice() {
            [only] if n == 1 => only["link"].clone(),
            _ => json!(k.list),
        };
        counts.push(json!({"kind": k.key, "label": k.label, "count": n, "link": link}));
        items.extend(rows);
    }
    let at = |v: &Value| (v["at"].as_i64().unwrap_or(0), v["id"].as_i64().unwrap_or(0));
    items.sort_by(|a, b| {
        if newest_first {
            at(b).cmp(&at(a))
        } else {
            at(a).cmp(&at(b))
        }
    });
    items.truncate(SHOWN as usize);
    Ok(
        json!({"key": key, "title": title, "count": total, "link": link, "kinds": counts, "items": items}),
    )
}

/// The unread count and the newest unread messages.
fn messages(conn: &Connection, account: i64) -> Result<Value, ApiError> {
    let unread: i64 = conn.query_row(
        "SELECT COUNT(*) FROM messages WHERE account_id = ?1 AND is_read = 0",
        [account],
        |r| r.get(0),
    )?;
    let mut stmt = conn.prepare(&format!(
        "SELECT id, title, created_at, link FROM messages WHERE account_id = ?1 AND is_read = 0
          ORDER BY created_at DESC, id DESC LIMIT {SHOWN}"
    ))?;
    let items = stmt
        .query_map([account], |r| {
            let link: String = r.get(3)?;
            Ok(json!({"id": r.get::<_, i64>(0)?, "title": r.get::<_, String>(1)?,
                      "created_at": r.get::<_, i64>(2)?,
                      "link": if link.is_empty() { "/messageNotice/index".to_owned() } else { link }}))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(json!({"unread": unread, "items": items}))
}
