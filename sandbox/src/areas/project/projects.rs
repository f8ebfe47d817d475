//! Reading projects: the domain list, the project list, the drafts box and the detail (the
//! form, the publication, the preliminary review, reports, history and what the caller may do).

use super::common::{load, row, visible, FROM, NOT_FOUND, PROJECTS, ROW};
use super::workflow::{log_label, PROJECT};
use super::{form, label_of, DOMAINS, SHOWCASES};
use crate::areas::common::options::fixed_list;
use crate::areas::dashboard::filters;
use crate::http::detail::{detail_answer, listed_row};
use crate::http::envelope::ApiResult;
use crate::http::input::{optional_id, Query};
use crate::http::list::Filter;
use crate::http::paging::Page;
use crate::http::session::CurrentUser;
use crate::rules::money::chinese_upper;
use crate::state::AppState;
use actix_web::web;
use rusqlite::Connection;
use serde_json::{json, Map, Value};

/// `GET domain_list`.
pub async fn domains(_user: CurrentUser) -> ApiResult {
    fixed_list(&DOMAINS)
}

/// `GET project_list` — submitted projects (never drafts) the caller may see, newest first.
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    f.and("p.status <> 0", []);
    visible(&mut f, &user);
    f.status(&q, "status", "p.status", 1..=10)?;
    if let Some(d) = optional_id(&q, "domain_id")? {
        f.and("p.domain_id = ?", [d.into()]);
    }
    f.keyword(&q, &["p.title", "o.name"])?
        .date_range(&q, "p.created_at")?;
    // The dashboard's chips: fundraising ending within 7 days, reports owed.
    filters::apply_ending(&mut f, &q, "p.fund_end")?;
    filters::apply_due(&mut f, &q, "p")?;
    f.own(&q, &user, "p.org_id")?;
    let order = PROJECTS.order(&q, "p.created_at DESC, p.id DESC")?;
    PROJECTS.answer(&state, user, (f, page), order).await
}

/// `GET draft_box_list` — the organisation's own drafts, last edited first.
pub async fn drafts(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    f.and("p.status = 0 AND p.org_id = ?", [user.org_id.into()])
        .keyword(&q, &["p.title"])?
        .date_range(&q, "p.created_at")?;
    let order = PROJECTS.order(&q, "p.updated_at DESC, p.id DESC")?;
    PROJECTS.answer(&state, user, (f, page), order).await
}

/// The stored form of a project as JSON (the shape `add_project` takes).
pub fn stored_form(conn: &Connection, id: i64) -> rusqlite::Result<Map<String, Value>> {
    crate::areas::common::stored_form::stored_form(conn, "projects", id, form::json_names())
}

/// The audit log of `subject`'s item `id`, oldest first (no operator: 系统).
pub fn logs(conn: &Connection, subject: &str, id: i64) -> rusqlite::Result<Vec<Value>> {
    crate::http::parent::logs(conn, subject, id, log_label)
}

/// `GET project_detail?id=` — the row, the form, the publication, the preliminary review, the
/// reports, the history and the caller's actions.
pub async fn detail(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    detail_answer(&state, &q, ("id", NOT_FOUND), move |conn, id| {
            let project = load(conn, &user, id)?;
            let mut out = listed_row(conn, (ROW, FROM), "p.id", id, row)?;
            let form = stored_form(conn, id)?;
            let extra = conn.query_row(
                "SELECT p.target_fen, p.online_date, p.channel, p.pool_id, lf.title, p.allow_over,
                        pb.display_name, p.preliminary_opinion, p.preliminary_at, pa.id, pa.account_name,
                        pa.kind, pa.mch_id, pa.alipay_account, pa.app_id,
                        (SELECT id FROM change_requests WHERE subject = 'project' AND item_id = p.id AND status = 1)
                   FROM projects p LEFT JOIN love_funds lf ON lf.id = p.pool_id
                   LEFT JOIN accounts pb ON pb.id = p.preliminary_by
                   LEFT JOIN pay_accounts pa ON pa.id = p.pay_account_id AND pa.org_id = p.org_id
                  WHERE p.id = ?1",
                [id],
                |r| {
                    let target: i64 = r.get(0)?;
                    let channel: Option<i64> = r.get(2)?;
                    let preliminary = match r.get::<_, Option<i64>>(8)? {
                        Some(at) => json!({"by_name": r.get::<_, Option<String>>(6)?,
                                           "opinion": r.get::<_, String>(7)?, "at": at}),
                        None => Value::Null,
                    };
                    let pay_account = match r.get::<_, Option<i64>>(9)? {
                        Some(pid) => {
                            let shown: String = [r.get::<_, String>(12)?, r.get(13)?, r.get(14)?]
                                .into_iter()
                                .find(|s| !s.is_empty())
                                .unwrap_or_default();
                            json!({"id": pid, "name": r.get::<_, String>(10)?,
                                   "kind": r.get::<_, i64>(11)?, "account_masked": mask(&shown)})
                        }
                        None => Value::Null,
                    };
                    Ok(json!({
                        "target_amount_upper": (target > 0).then(|| chinese_upper(target)),
                        "online_date": r.get::<_, String>(1)?,
                        "channel": channel,
                        "channel_label": label_of(&SHOWCASES, channel),
                        "pool_id": r.get::<_, Option<i64>>(3)?,
                        "pool_title": r.get::<_, Option<String>>(4)?,
                        "allow_over": r.get::<_, i64>(5)?,
                        "preliminary": preliminary,
                        "pay_account": pay_account,
                        "pending_change_id": r.get::<_, Option<i64>>(15)?,
                    }))
                },
            )?;
            let mut stmt = conn.prepare(
                "SELECT id, kind, title, status, created_at FROM reports
                  WHERE subject = 'project' AND item_id = ?1 ORDER BY created_at, id",
            )?;
            let reports = stmt
                .query_map([id], |r| {
                    let kind: String = r.get(1)?;
                    let status: i64 = r.get(3)?;
                    Ok(json!({
                        "id": r.get::<_, i64>(0)?,
                        "kind_label": super::workflow::kind_label(&kind),
                        "kind": kind,
                        "title": r.get::<_, String>(2)?,
                        "status": status,
                        "status_label": super::workflow::PROGRESS.label(status),
                        "created_at": r.get::<_, i64>(4)?,
                    }))
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            let actions = PROJECT.actions(&project.item(), &user.actor());
            let money = super::micro_money(conn, id)?;
            if let Some(obj) = out.as_object_mut() {
                obj.extend(form);
                obj.extend(money);
                if let Some(e) = extra.as_object() {
                    obj.extend(e.clone());
                }
                obj.insert("reports".into(), reports.into());
                obj.insert("logs".into(), logs(conn, PROJECT.subject, id)?.into());
                obj.insert("actions".into(), json!(actions));
            }
            Ok(out)
    })
    .await
}

/// An account number shown with its middle hidden (`1612****78`).
fn mask(s: &str) -> String {
    let chars: Vec<char> = s.chars().collect();
    if chars.len() <= 4 {
        return "****".into();
    }
    let keep = (chars.len() / 4).clamp(1, 4);
    let head: String = chars[..keep].iter().collect();
    let tail: String = chars[chars.len() - keep..].iter().collect();
    format!("{head}****{tail}")
}
