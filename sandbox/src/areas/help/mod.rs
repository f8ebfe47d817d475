//! Help cases (求助, `/api/organization/SZ/`): the state machines, the case form and the
//! spreadsheet import, all pure so they are tested without a database. The handlers live in
//! `routes/help_*.rs`.

mod cases;
mod common;
mod donations;
pub mod form;
pub mod import;
mod import_calls;
mod issues;
mod progress;
mod review;
pub mod seed;
pub mod store;
mod submit;
pub mod workflow;

use crate::areas::common::decision_routes::{decision_routes, DecisionCalls};
use crate::http::area::{self, Area};
use crate::http::call_sets::{self, ChangeCalls, DraftCalls, ReportCalls};
use crate::http::Routes;
use crate::http::{bulk, get, post};
use common::HelpCases;
use submit::HelpDrafts;

/// 求助管理 (/SZ): spec §6 gives it to roles 1, 2, 3 and 99.
pub static AREA: Area = Area {
    key: "SZ",
    title: "求助管理",
    roles: &[1, 2, 3, 99],
};

/// The help-case calls (`/api/organization/SZ/…`, issue 5), named as the platform names them.
pub fn routes(cfg: &mut Routes) {
    let p = |name: &str| format!("/{name}");
    cfg.scope(
        "/api/organization/SZ",
        |s| area::gate(&AREA, s),
        |cfg| {
            cfg.service(get(&p("help_type_list"), cases::help_types))
                .service(get(&p("project_name_list"), cases::project_names))
                .service(get(&p("help_project_list"), cases::list))
                .service(get(&p("help_project_detail"), cases::detail))
                .service(get(&p("draft_box_list"), cases::drafts))
                .service(get(&p("get_org_receive_help_list"), review::pool))
                .service(get(&p("receive_org_help_project_list"), review::claimed))
                .service(post(&p("claim_help_project"), review::claim))
                .service(post(&p("ignore_help_project"), review::ignore))
                .service(get(&p("donate_list"), donations::list))
                .service(get(&p("bill_detail"), donations::bill_detail))
                .service(post(&p("order_status"), donations::order_status))
                .service(get(&p("import_help_project_list"), import_calls::list))
                .service(get(&p("import_help_project_submit"), import_calls::submit))
                .service(post(&p("import_help_project_delete"), import_calls::delete));
            let claims = vec![
                bulk::by("claim", review::claim),
                bulk::by("ignore", review::ignore),
            ];
            let decisions = (review::pass, review::return_case);
            decision_routes(cfg, DecisionCalls::of("help_project"), decisions, claims);
            call_sets::drafts::<HelpDrafts>(
                cfg,
                DraftCalls::draft_box("add_help_project", "edit_help_project"),
            );
            call_sets::reports::<HelpCases>(
                cfg,
                ReportCalls {
                    list: "help_project_progess_list",
                    detail: "help_project_progess_detail",
                    add: "add_help_progress",
                    edit: "help_progess_edit",
                    pass: "help_project_progess_pass",
                    return_: "help_project_progess_return",
                    bulk: "bulk_help_project_progess",
                },
            );
            call_sets::changes::<HelpCases>(
                cfg,
                ChangeCalls {
                    list: "help_project_issue_list",
                    detail: "help_project_issue_audit",
                    add: "add_help_issue",
                    pass: "help_project_issue_pass",
                    return_: "help_project_issue_return",
                    bulk: "bulk_help_project_issue",
                },
            );
        },
    );
}

/// `help_type_list`: fixed categories (ids are stored on the case, so they never change).
pub const HELP_TYPES: [(i64, &str); 6] = [
    (1, "大病救助"),
    (2, "助学帮困"),
    (3, "灾害救助"),
    (4, "困境儿童"),
    (5, "助老助残"),
    (6, "其他"),
];

pub use crate::labels::{label_of, GENDERS};
pub const RELATIONS: [(i64, &str); 4] =
    [(1, "本人"), (2, "家属"), (3, "亲友"), (4, "机构代为求助")];
pub const PAY_METHODS: [(i64, &str); 2] = [(1, "银行卡"), (2, "支付宝")];

/// The id of `label` in one of the tables above.
pub fn id_of(table: &[(i64, &'static str)], label: &str) -> Option<i64> {
    table.iter().find(|(_, l)| *l == label).map(|(i, _)| *i)
}

pub use crate::labels::{donation_pay_method_label, pay_status_label};

pub fn bill_status_label(s: i64) -> &'static str {
    match s {
        0 => "未开票",
        1 => "已开票",
        2 => "已寄出",
        _ => "未知状态",
    }
}

/// Label of a case log `action`.
pub fn log_label(action: &str) -> &'static str {
    match action {
        "submit" => "提交",
        "edit" => "修改",
        "resubmit" => "重新提交",
        "import" => "批量导入",
        "claim" => "认领",
        "pass" => "通过",
        "return" => "退回",
        "change_request" => "申请变更",
        "change_pass" => "变更通过",
        "change_return" => "变更退回",
        _ => "其他",
    }
}

pub use crate::labels::ANONYMOUS_DONOR;
