//! Reading help cases: the option lists of the form, the case list, the drafts box and the
//! detail (form, history and what the caller may do next).

use super::common::{
    case_actions, case_form, case_list, case_row, load_case, org_projects, sees_all, CASE_FROM,
    CASE_NOT_FOUND, CASE_ROW,
};
use crate::areas::common::options::fixed_list;
use crate::areas::help::{self, label_of, GENDERS, HELP_TYPES, PAY_METHODS, RELATIONS};
use crate::http::detail::{detail_answer, listed_row};
use crate::http::envelope::{ok, ApiResult};
use crate::http::input::Query;
use crate::http::list::Filter;
use crate::http::paging::{self, Page};
use crate::http::session::CurrentUser;
use crate::state::AppState;
use actix_web::web;
use rusqlite::OptionalExtension;
use serde_json::{json, Value};

/// `GET help_type_list` — the fixed categories.
pub async fn help_types(_user: CurrentUser) -> ApiResult {
    fixed_list(&HELP_TYPES)
}

/// `GET project_name_list?title=` — the caller's organisation's projects in 募款中, at most 20.
pub async fn project_names(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let title = paging::search_text(&q, "title")?;
    let list = state
        .db
        .run(move |conn| org_projects(conn, user.org_id, title.as_deref(), 20))
        .await?;
    let list: Vec<Value> = list
        .into_iter()
        .map(|(id, title)| json!({"id": id, "title": title}))
        .collect();
    Ok(ok("获取成功", json!({ "list": list })))
}

/// `GET help_project_list` — submitted cases (never drafts), newest first.
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    f.and("c.status <> 0", [])
        .visible_to(&user, sees_all(&user), "c.org_id")
        .status(&q, "status", "c.status", 1..=4)?
        .status(&q, "help_type_id", "c.help_type_id", 1..=i64::MAX)?
        .keyword(&q, &["c.title", "c.beneficiary_name"])?
        .date_range(&q, "c.created_at")?;
    // The dashboard's chip: fundraising ending within 7 days.
    crate::areas::dashboard::filters::apply_ending(&mut f, &q, "c.deadline")?;
    f.own(&q, &user, "c.org_id")?;
    case_list(
        &state,
        (&q, user),
        (f, "c.created_at DESC, c.id DESC"),
        page,
    )
    .await
}

/// `GET draft_box_list` — the organisation's own drafts, last edited first.
pub async fn drafts(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    f.and("c.status = 0 AND c.org_id = ?", [user.org_id.into()])
        .keyword(&q, &["c.title", "c.beneficiary_name"])?
        .date_range(&q, "c.created_at")?;
    case_list(
        &state,
        (&q, user),
        (f, "c.updated_at DESC, c.id DESC"),
        page,
    )
    .await
}

/// `GET help_project_detail?id=` — the row, every form field (with labels), the history and
/// the actions open to the caller.
pub async fn detail(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    detail_answer(&state, &q, ("id", CASE_NOT_FOUND), move |conn, id| {
            load_case(conn, &user, id)?;
            let mut out = listed_row(conn, (CASE_ROW, CASE_FROM), "c.id", id, case_row)?;
            let form = case_form(conn, id)?;
            let int = |k: &str| form.get(k).and_then(Value::as_i64);
            let project_title: Option<String> = match int("project_id") {
                Some(p) => conn
                    .query_row("SELECT title FROM projects WHERE id = ?1", [p], |r| r.get(0))
                    .optional()?,
                None => None,
            };
            let labels = json!({
                "project_title": project_title,
                "beneficiary_gender_label": label_of(&GENDERS, int("beneficiary_gender")),
                "relation_label": label_of(&RELATIONS, int("relation")),
                "pay_method_label": label_of(&PAY_METHODS, int("pay_method")),
            });
            let mut stmt = conn.prepare(
                "SELECT l.action, COALESCE(a.display_name, o.name), l.reason, l.at
                   FROM workflow_logs l JOIN help_cases c ON c.id = l.item_id JOIN orgs o ON o.id = c.org_id
                   LEFT JOIN accounts a ON a.id = l.operator_id
                  WHERE l.subject = 'help_case' AND l.item_id = ?1 ORDER BY l.at, l.id",
            )?;
            let logs = stmt
                .query_map([id], |r| {
                    let action: String = r.get(0)?;
                    Ok(json!({
                        "action_label": help::log_label(&action),
                        "action": action,
                        "operator_name": r.get::<_, String>(1)?,
                        "reason": r.get::<_, String>(2)?,
                        "at": r.get::<_, i64>(3)?,
                    }))
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            let actions = case_actions(conn, &user, id)?;
            if let Some(obj) = out.as_object_mut() {
                obj.extend(form);
                if let Some(l) = labels.as_object() {
                    obj.extend(l.clone());
                }
                obj.insert("logs".into(), logs.into());
                obj.insert("actions".into(), json!(actions));
            }
            Ok(out)
    })
    .await
}
