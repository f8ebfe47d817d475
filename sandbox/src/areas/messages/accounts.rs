//! `POST /api/organization/message/all_account_list` (spec §7): every account with its
//! organisation, for staff choosing whom to send something to (a micro-wish link is pushed to
//! the chosen accounts' message centres). Roles 2, 3 and 99 only: the list names every
//! organisation's accounts.

use crate::http::envelope::{ApiError, ApiResult};
use crate::http::input::{optional_id, Params};
use crate::http::list::{list_answer, Filter};
use crate::http::paging::Page;
use crate::http::session::CurrentUser;
use crate::state::AppState;
use actix_web::web;
use rusqlite::Row;
use serde_json::{json, Value};

const FROM: &str = "accounts a JOIN orgs o ON o.id = a.org_id";
const ROW: &str = "a.id, a.account, a.display_name, a.role, a.org_id, o.name";

/// Label of an account `role` (spec §6).
fn role_label(role: i64) -> &'static str {
    match role {
        1 => "机构",
        2 => "平台审核员",
        3 => "合作平台",
        4 => "微机构",
        99 => "超级管理员",
        _ => "其他",
    }
}

fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let role: i64 = r.get(3)?;
    Ok(json!({
        "id": r.get::<_, i64>(0)?,
        "account": r.get::<_, String>(1)?,
        "display_name": r.get::<_, String>(2)?,
        "role": role,
        "role_label": role_label(role),
        "org_id": r.get::<_, i64>(4)?,
        "org_name": r.get::<_, String>(5)?,
    }))
}

/// `POST all_account_list {keyword?, role?, org_id?, pageNum, pageSize}` — by organisation,
/// then account.
pub async fn all_accounts(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    if !matches!(user.role, 2 | 3 | 99) {
        return Err(ApiError::bad("无权查看账号列表"));
    }
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    if let Some(role) = optional_id(&q, "role")? {
        f.and("a.role = ?", [role.into()]);
    }
    if let Some(org) = optional_id(&q, "org_id")? {
        f.and("a.org_id = ?", [org.into()]);
    }
    f.keyword(&q, &["a.account", "a.display_name", "o.name"])?;
    list_answer(&state, (ROW, FROM), f, "a.org_id, a.id", page, row).await
}
