//! `POST export_activity`: the rows the BFF's streaming export writes, up to 1000 a page,
//! newest first by id. Without `activity_id`, one row per activity (the list's filters); with
//! it, one row per sign-up of that activity, every answer of its form a column of its own
//! (`columns` names them in the form's order, so the BFF can add them to the sheet).

use super::activities::list_filter;
use super::common::{row, FROM, ROW};
use super::fields::answer_text;
use super::signups;
use crate::areas::common::exports::MAX_EXPORT_PAGE;
use crate::http::envelope::{ok, ApiResult};
use crate::http::input::Params;
use crate::http::list::{list_answer, page_of};
use crate::http::paging::{self, Page};
use crate::http::session::CurrentUser;
use crate::state::AppState;
use actix_web::web;
use rusqlite::Row;
use serde_json::{json, Value};

/// An activity row with the foundation's export fields (`cate`, `max_people`, `sign_count`).
fn activity_row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let mut v = row(r)?;
    let (cate, places, taken) = (
        v["cate_name"].clone(),
        v["places"].clone(),
        v["places_taken"].clone(),
    );
    if let Some(o) = v.as_object_mut() {
        o.insert("cate".into(), cate);
        o.insert("max_people".into(), places);
        o.insert("sign_count".into(), taken);
    }
    Ok(v)
}

/// A sign-up row with each answer as `answer_<key>` text, 身份证号 answers masked as in the list.
fn signup_row(mut v: Value, form_fields: &[Value]) -> Value {
    signups::mask_id_answers(&mut v, form_fields);
    let answers = v["answers"].as_object().cloned().unwrap_or_default();
    if let Some(o) = v.as_object_mut() {
        for (k, a) in &answers {
            o.insert(format!("answer_{k}"), answer_text(Some(a)).into());
        }
    }
    v
}

pub async fn export(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    let page = Page::from_query_max(&q, MAX_EXPORT_PAGE)?;
    if paging::non_empty(&q, "activity_id").is_none() {
        let f = list_filter(&q, &user)?;
        return list_answer(&state, (ROW, FROM), f, "a.id DESC", page, activity_row).await;
    }
    let q = q.0;
    let data = state
        .db
        .run_long(move |conn| {
            let (f, a) = signups::filter(conn, &user, &q)?;
            let (list, total) = page_of(
                conn,
                signups::ROW,
                signups::FROM,
                &f,
                "s.id DESC",
                page,
                signups::row,
            )?;
            // Rows without an answer to an optional field still have its cell.
            let list: Vec<Value> = list
                .into_iter()
                .map(|v| {
                    let mut v = signup_row(v, &a.form_fields);
                    for f in &a.form_fields {
                        let key = format!("answer_{}", f["key"].as_str().unwrap_or(""));
                        if v.get(&key).is_none() {
                            v[key] = json!("");
                        }
                    }
                    v
                })
                .collect();
            let columns: Vec<Value> = a
                .form_fields
                .iter()
                .map(|f| json!({"field": format!("answer_{}", f["key"].as_str().unwrap_or("")), "header": f["label"]}))
                .collect();
            Ok(json!({"list": list, "total": total, "columns": columns}))
        })
        .await?;
    Ok(ok("获取成功", data))
}
