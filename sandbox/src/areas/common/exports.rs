//! The export calls (spec §7 "Lists, exports and statistics"): rows page by page, up to 1000 a
//! page, for the BFF to turn into a workbook (activities: the activity area's `exports`). `POST` with a JSON body `{pageNum, pageSize}`.

use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::paging::Page;
use crate::http::session::CurrentUser;
use crate::labels;
use crate::rules::money::yuan;
use crate::state::AppState;
use actix_web::web;
use rusqlite::{params, Row};
use serde_json::{json, Map, Value};

pub const MAX_EXPORT_PAGE: i64 = 1000;

pub use crate::http::input::as_query;

fn sale_row(r: &Row) -> rusqlite::Result<Value> {
    let status: i64 = r.get("status")?;
    Ok(json!({
        "id": r.get::<_, i64>("id")?, "order_no": r.get::<_, String>("order_no")?,
        "goods_title": r.get::<_, String>("goods_title")?, "buyer_name": r.get::<_, String>("buyer_name")?,
        "mobile": r.get::<_, String>("mobile")?, "quantity": r.get::<_, i64>("quantity")?,
        "amount": yuan(r.get("amount_fen")?), "need_bill": r.get::<_, i64>("need_bill")?,
        "province": r.get::<_, String>("province")?, "city": r.get::<_, String>("city")?,
        "district": r.get::<_, String>("district")?, "address": r.get::<_, String>("address")?,
        "status": status, "status_label": labels::order_status(status),
        "created_at": r.get::<_, i64>("created_at")?,
    }))
}

async fn export(
    state: web::Data<AppState>,
    user: CurrentUser,
    body: Map<String, Value>,
    name: &'static str,
    map: fn(&Row) -> rusqlite::Result<Value>,
) -> ApiResult {
    let page = Page::from_query_max(&as_query(&body), MAX_EXPORT_PAGE)?;
    let (list, total) = state
        .db
        .run(move |conn| {
            let (all, org) = (user.sees_all_orgs(), user.org_id);
            let total: i64 = conn.query_row(
                &format!("SELECT COUNT(*) FROM {name} WHERE (?1 OR org_id = ?2)"),
                params![all, org],
                |r| r.get(0),
            )?;
            // Newest first by id: stable pages without a sort over the whole table.
            let mut stmt = conn.prepare(&format!(
                "SELECT t.*, o.name AS org_name FROM {name} t JOIN orgs o ON o.id = t.org_id
                 WHERE (?1 OR t.org_id = ?2) ORDER BY t.id DESC LIMIT ?3 OFFSET ?4"
            ))?;
            let rows = stmt
                .query_map(params![all, org, page.size, page.offset()], map)?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok((rows, total))
        })
        .await?;
    Ok(ok("获取成功", json!({ "list": list, "total": total })))
}

/// `POST /api/organization/thing/export_sale`
pub async fn export_sale(
    state: web::Data<AppState>,
    user: CurrentUser,
    body: web::Json<Map<String, Value>>,
) -> ApiResult {
    export(state, user, body.into_inner(), "sale_orders", sale_row).await
}

/// The largest bulk insert of `/__sandbox/export_rows`.
pub const MAX_BULK_ROWS: i64 = 200_000;

pub fn bad_table() -> ApiError {
    ApiError::bad("导出数据必须是活动（activity）、义卖（sale）或心愿（wish）")
}
