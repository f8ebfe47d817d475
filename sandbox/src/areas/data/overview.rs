//! `GET data/overview`: the whole data centre in one answer (one server-side loader, one round
//! trip): the scope, the KPI cards, the series and every table.

use super::figures::{kpis, series, totals};
use super::ledger::AREAS;
use super::query::{self, Request};
use super::tables::{self, province_label};
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::Query;
use crate::http::session::CurrentUser;
use crate::rules::dates;
use crate::state::AppState;
use actix_web::web;
use rusqlite::Connection;
use serde_json::{json, Value};
use std::collections::HashMap;

pub async fn overview(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let q = q.into_inner();
    let data = state.db.run(move |conn| compute(conn, &q, &user)).await?;
    Ok(ok("获取成功", data))
}

/// The overview for the caller's filters as of now (also the export's source).
pub fn compute(
    conn: &Connection,
    q: &HashMap<String, String>,
    user: &CurrentUser,
) -> Result<Value, ApiError> {
    let r = query::parse(conn, q, user, clock::now())?;
    answer(conn, &r)
}

fn answer(conn: &Connection, r: &Request) -> Result<Value, ApiError> {
    let (scope, days) = (&r.scope, r.days);
    let raised = totals(conn, scope, days)?.amount;
    let previous = days.previous();
    let province = scope.province.clone().unwrap_or_default();
    let org_name: String = match scope.org_id {
        Some(id) => conn.query_row("SELECT name FROM orgs WHERE id = ?1", [id], |r| r.get(0))?,
        None => String::new(),
    };
    let area_label = scope
        .area
        .and_then(|a| AREAS.iter().find(|(k, _)| *k == a))
        .map_or("全部", |(_, l)| *l);
    Ok(json!({
        "scope": {
            "province": province,
            "province_name": if province.is_empty() { "全国" } else { province_label(&province) },
            "forced": r.forced,
            "org_id": scope.org_id,
            "org_name": org_name,
            "area": scope.area.unwrap_or(""),
            "area_label": area_label,
        },
        "period": {
            "start": dates::format(days.start), "end": dates::format(days.end), "days": days.len(),
            "granularity": r.granularity.key(),
            "previous_start": dates::format(previous.start), "previous_end": dates::format(previous.end),
        },
        "kpis": kpis(conn, scope, days)?,
        "series": series(conn, scope, days, r.granularity)?,
        "by_area": tables::by_area(conn, scope, days)?,
        "by_region": tables::by_region(conn, scope, days)?,
        "top_projects": tables::top_projects(conn, scope, days)?,
        "top_orgs": tables::top_orgs(conn, scope, days)?,
        "shares": tables::shares(conn, scope, days, raised)?,
        "pledges": tables::pledges(conn, scope, days)?,
    }))
}
