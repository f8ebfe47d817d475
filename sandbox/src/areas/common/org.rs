//! The current user, their organisation, and the small static assets those records point at.

use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::session::{CurrentUser, CurrentUserOrQuery};
use crate::labels;
use crate::state::AppState;
use actix_web::{web, HttpResponse};
use rusqlite::OptionalExtension;
use serde_json::json;

/// Files the records point at live under `/sandbox-files/`. The URLs are root-relative: the
/// browser only ever talks to the console, which passes `/sandbox-files/*` through to the
/// bundled sandbox (a real platform would use its CDN's https URLs instead).
pub const FILES_PREFIX: &str = "/sandbox-files";

fn avatar_url(org_id: i64) -> String {
    format!("{FILES_PREFIX}/avatar/{org_id}.svg")
}

/// `GET /api/organization/message/get_now_msg` — the user-info call.
pub async fn now_msg(state: web::Data<AppState>, user: CurrentUserOrQuery) -> ApiResult {
    let user = user.0;
    let (account, name, introduction, certification, return_reason, is_sj_limit, in_agreement, unread) = state
        .db
        .run(move |conn| {
            Ok(conn.query_row(
                "SELECT a.account, a.display_name, o.introduction, o.certification, o.return_reason,
                        a.is_sj_limit, a.in_agreement,
                        (SELECT COUNT(*) FROM messages m WHERE m.account_id = a.id AND m.is_read = 0)
                   FROM accounts a JOIN orgs o ON o.id = a.org_id WHERE a.id = ?1",
                [user.account_id],
                |r| {
                    Ok((
                        r.get::<_, String>(0)?,
                        r.get::<_, String>(1)?,
                        r.get::<_, String>(2)?,
                        r.get::<_, i64>(3)?,
                        r.get::<_, String>(4)?,
                        r.get::<_, i64>(5)?,
                        r.get::<_, i64>(6)?,
                        r.get::<_, i64>(7)?,
                    ))
                },
            )?)
        })
        .await?;
    Ok(ok(
        "获取成功",
        json!({
            "id": user.org_id,
            "account": account,
            "name": name,
            "avatar": avatar_url(user.org_id),
            "introduction": introduction,
            "roles": [user.role],
            "certification": certification,
            "un_read_msg": unread,
            "is_sj_limit": is_sj_limit,
            "return_reason": return_reason,
            "in_agreement": in_agreement,
            "in_agreement_doc": format!("{FILES_PREFIX}/agreement.html"),
        }),
    ))
}

/// `GET /api/common/get_org` — the user's organisation record.
pub async fn get_org(state: web::Data<AppState>, user: CurrentUser) -> ApiResult {
    let org_id = user.org_id;
    let mut org = state
        .db
        .run(move |conn| {
            Ok(conn.query_row(
                "SELECT id, name, short_name, credit_code, legal_person, contact, phone, email, province, city,
                        district, address, introduction, business_scope, certification, return_reason, registered_at
                   FROM orgs WHERE id = ?1",
                [org_id],
                |r| {
                    let certification: i64 = r.get(14)?;
                    Ok(json!({
                        "id": r.get::<_, i64>(0)?,
                        "name": r.get::<_, String>(1)?,
                        "short_name": r.get::<_, String>(2)?,
                        "credit_code": r.get::<_, String>(3)?,
                        "legal_person": r.get::<_, String>(4)?,
                        "contact": r.get::<_, String>(5)?,
                        "phone": r.get::<_, String>(6)?,
                        "email": r.get::<_, String>(7)?,
                        "province": r.get::<_, String>(8)?,
                        "city": r.get::<_, String>(9)?,
                        "district": r.get::<_, String>(10)?,
                        "address": r.get::<_, String>(11)?,
                        "introduction": r.get::<_, String>(12)?,
                        "business_scope": r.get::<_, String>(13)?,
                        "certification": certification,
                        "certification_label": labels::certification(certification),
                        "return_reason": r.get::<_, String>(15)?,
                        "registered_at": r.get::<_, i64>(16)?,
                    }))
                },
            )?)
        })
        .await?;
    org["logo"] = avatar_url(org_id).into();
    Ok(ok("获取成功", org))
}

/// `GET /sandbox-files/avatar/{org_id}.svg` — a generated badge with the organisation's first character.
pub async fn avatar(state: web::Data<AppState>, file: web::Path<String>) -> ApiResult {
    let id: i64 = file
        .strip_suffix(".svg")
        .and_then(|s| s.parse().ok())
        .ok_or(ApiError::NotFound)?;
    let found = state
        .db
        .run(move |conn| {
            Ok(conn
                .query_row(
                    "SELECT short_name, color FROM orgs WHERE id = ?1",
                    [id],
                    |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)),
                )
                .optional()?)
        })
        .await?;
    let (short_name, color) = found.ok_or(ApiError::NotFound)?;
    let initial = short_name
        .chars()
        .next()
        .map(String::from)
        .unwrap_or_default();
    let svg = format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="18" fill="{}"/><text x="48" y="64" font-size="46" text-anchor="middle" fill="#ffffff" font-family="PingFang SC, Microsoft YaHei, sans-serif">{}</text></svg>"##,
        xml_escape(&color),
        xml_escape(&initial)
    );
    Ok(HttpResponse::Ok()
        .content_type("image/svg+xml; charset=utf-8")
        .insert_header(("Cache-Control", "public, max-age=3600"))
        .body(svg))
}

fn xml_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// `GET /sandbox-files/agreement.html` — the platform cooperation agreement `in_agreement_doc` links to.
pub async fn agreement() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(include_str!("../../../assets/agreement.html"))
}
