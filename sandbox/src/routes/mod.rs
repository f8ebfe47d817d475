//! Route table: one module per area, each handler registered exactly once.

mod account;
mod auth;
mod exports;
mod help_cases;
mod help_common;
mod help_donations;
mod help_import;
mod help_issues;
mod help_progress;
mod help_review;
mod help_submit;
mod messages;
mod org;
mod org_auth;
mod oss;
mod pay_accounts;
mod projects;
mod selectors;
mod sms;
mod testing;
mod upload_policy;

use crate::envelope::{ApiError, ApiResult};
use actix_web::{web, FromRequest, Handler, Resource, Responder};
use serde_json::{Map, Value};

pub use org::FILES_PREFIX;
pub use sms::is_cn_mobile;

pub fn configure(cfg: &mut web::ServiceConfig, test_mode: bool) {
    cfg.service(get("/api/admin/verify", auth::captcha))
        .service(post("/api/organization/login/login", auth::login))
        .service(get("/api/common/logout", auth::logout))
        .service(get("/api/organization/message/get_now_msg", org::now_msg))
        .service(get("/api/common/get_org", org::get_org))
        .service(get("/sandbox-files/avatar/{file}", org::avatar))
        .service(get("/sandbox-files/agreement.html", org::agreement))
        .service(get(
            "/api/organization/common/project_list",
            projects::project_list,
        ))
        .service(get(
            "/api/organization/common/little_project_list",
            projects::little_project_list,
        ))
        .service(get("/api/common/get_love_fund", projects::love_funds))
        .service(get(
            "/api/organization/common/initiator_list",
            selectors::initiators,
        ))
        .service(get(
            "/api/organization/common/project_list_v2",
            selectors::projects_v2,
        ))
        .service(post(
            "/api/organization/activity/export_activity",
            exports::export_activity,
        ))
        .service(post(
            "/api/organization/thing/export_sale",
            exports::export_sale,
        ))
        .service(post(
            "/api/organization/wish/export_wish",
            exports::export_wish,
        ))
        .service(get("/api/common/mobile_code", sms::mobile_code))
        .service(get(
            "/api/organization/message/get_statistical_msg",
            messages::statistics,
        ))
        .service(get("/api/organization/push/org_msg_list", messages::list))
        .service(post(
            "/api/organization/push/org_msg_change",
            messages::mark_read,
        ))
        .service(get(
            "/api/common/upload_pic/policy_get",
            upload_policy::policy_get,
        ))
        .service(get(
            "/api/common/upload_pic/policy_file_get",
            upload_policy::policy_file_get,
        ))
        .service(post("/sandbox-files/oss/{bucket}", oss::post_object))
        .service(get("/sandbox-files/oss/{bucket}/{key:.*}", oss::get_object))
        .service(get("/api/organization/account/info", account::info))
        .service(post(
            "/api/organization/account/change_password",
            account::change_password,
        ))
        .service(post(
            "/api/organization/account/mobile_change_password",
            account::mobile_change_password,
        ))
        .service(post(
            "/api/organization/account/accept_agreement",
            account::accept_agreement,
        ))
        .service(get("/api/organization/auth/info", org_auth::info))
        .service(post(
            "/api/organization/auth/submit_first",
            org_auth::submit_first,
        ))
        .service(post(
            "/api/organization/auth/submit_change",
            org_auth::submit_change,
        ))
        .service(get(
            "/api/organization/auth/review_list",
            org_auth::review_list,
        ))
        .service(get(
            "/api/organization/auth/review_detail",
            org_auth::review_detail,
        ))
        .service(post("/api/organization/auth/review", org_auth::review))
        .service(get(
            "/api/organization/pay_account/list",
            pay_accounts::list,
        ))
        .service(get(
            "/api/organization/pay_account/detail",
            pay_accounts::detail,
        ))
        .service(post(
            "/api/organization/pay_account/save",
            pay_accounts::save,
        ))
        .service(post(
            "/api/organization/pay_account/delete",
            pay_accounts::delete,
        ))
        .configure(help_routes)
        .service(get("/__sandbox/health", testing::health))
        .service(get("/openapi.json", testing::openapi));
    if test_mode {
        cfg.service(post("/__sandbox/reset", testing::reset))
            .service(post("/__sandbox/messages", testing::add_messages))
            .service(post("/__sandbox/export_rows", testing::add_export_rows));
    }
}

/// The help-case calls (`/api/organization/SZ/…`, issue 5), named as the platform names them.
fn help_routes(cfg: &mut web::ServiceConfig) {
    const SZ: &str = "/api/organization/SZ";
    let p = |name: &str| format!("{SZ}/{name}");
    cfg.service(get(&p("help_type_list"), help_cases::help_types))
        .service(get(&p("project_name_list"), help_cases::project_names))
        .service(get(&p("help_project_list"), help_cases::list))
        .service(get(&p("help_project_detail"), help_cases::detail))
        .service(get(&p("draft_box_list"), help_cases::drafts))
        .service(post(&p("add_help_project"), help_submit::add))
        .service(post(&p("draft_box_edit"), help_submit::edit_draft))
        .service(post(&p("draft_box_submit"), help_submit::submit_draft))
        .service(post(&p("draft_box_delete"), help_submit::delete_draft))
        .service(post(&p("edit_help_project"), help_submit::edit))
        .service(get(&p("get_org_receive_help_list"), help_review::pool))
        .service(get(
            &p("receive_org_help_project_list"),
            help_review::claimed,
        ))
        .service(post(&p("claim_help_project"), help_review::claim))
        .service(post(&p("ignore_help_project"), help_review::ignore))
        .service(post(&p("pass_help_project"), help_review::pass))
        .service(post(&p("return_help_project"), help_review::return_case))
        .service(get(&p("help_project_progess_list"), help_progress::list))
        .service(get(
            &p("help_project_progess_detail"),
            help_progress::detail,
        ))
        .service(post(&p("add_help_progress"), help_progress::add))
        .service(post(&p("help_progess_edit"), help_progress::edit))
        .service(post(&p("help_project_progess_pass"), help_progress::pass))
        .service(post(
            &p("help_project_progess_return"),
            help_progress::return_progress,
        ))
        .service(get(&p("help_project_issue_list"), help_issues::list))
        .service(get(&p("help_project_issue_audit"), help_issues::audit))
        .service(post(&p("add_help_issue"), help_issues::add))
        .service(post(&p("help_project_issue_pass"), help_issues::pass))
        .service(post(
            &p("help_project_issue_return"),
            help_issues::return_issue,
        ))
        .service(get(&p("donate_list"), help_donations::list))
        .service(get(&p("bill_detail"), help_donations::bill_detail))
        .service(post(&p("order_status"), help_donations::order_status))
        .service(get(&p("import_help_project_list"), help_import::list))
        .service(get(&p("import_help_project_submit"), help_import::submit))
        .service(post(&p("import_help_project_delete"), help_import::delete));
}

fn get<F, Args>(path: &str, handler: F) -> Resource
where
    F: Handler<Args>,
    Args: FromRequest + 'static,
    F::Output: Responder + 'static,
{
    web::resource(path)
        .route(web::get().to(handler))
        .default_service(web::to(method_not_allowed))
}

fn post<F, Args>(path: &str, handler: F) -> Resource
where
    F: Handler<Args>,
    Args: FromRequest + 'static,
    F::Output: Responder + 'static,
{
    web::resource(path)
        .route(web::post().to(handler))
        .default_service(web::to(method_not_allowed))
}

pub async fn not_found() -> ApiResult {
    Err(ApiError::NotFound)
}

async fn method_not_allowed() -> ApiResult {
    Err(ApiError::MethodNotAllowed)
}

/// A text field of a JSON body: strings as given, numbers as their decimal text (clients send
/// captcha codes both ways), absent or null as `None`; anything else is a format error.
fn text_field(body: &Map<String, Value>, key: &str) -> Result<Option<String>, ApiError> {
    match body.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(Value::Number(n)) => Ok(Some(n.to_string())),
        Some(_) => Err(ApiError::bad(format!("{key} 格式错误"))),
    }
}

/// A positive integer id given as a JSON number or a numeric string.
fn id_value(v: &Value) -> Option<i64> {
    match v {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
    .filter(|id| *id > 0)
}
