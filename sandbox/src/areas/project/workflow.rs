//! The project area's four workflow tables: the project's life (draft → preliminary review by
//! the regional partner → the platform's review → publication → fundraising → execution →
//! closed), its progress reports (信息披露), its end report (结项报告) and its change requests.
//! Codes 1–4 keep the foundation's meaning (selectors, dashboard and /SZ read 2 as 募款中).

use crate::areas::common::facts::OUTSIDE_CALLERS_REGION;
use crate::joined;
use crate::workflow::{drafted, refuse, reviewed, Fact, Refusal, Step, Table, To, Who};

/// A regional partner covers the project's province (it goes to the partner's preliminary
/// review before the platform's pool).
pub const PARTNER_COVERS: Fact = Fact::new("partner_covers");
/// The project already has an end report waiting or passed.
pub const END_REPORTED: Fact = Fact::new("end_reported");

/// Project `status`, in life order.
pub use crate::workflow::drafted::DRAFT;
pub const PRELIMINARY: i64 = 5;
pub const PENDING: i64 = 1;
pub const REVIEWING: i64 = 6;
pub const RETURNED: i64 = 4;
pub const APPROVED: i64 = 7;
/// Published, before its online date (issue 40): shown as 待上线, takes no donations; the
/// clock (`store::end_due`) takes it to 募款中 on its online date.
pub const UPCOMING: i64 = 10;
pub const RAISING: i64 = 2;
pub const ENDED: i64 = 3;
pub const EXECUTING: i64 = 8;
pub const CLOSED: i64 = 9;

/// Report and change request `status`.
pub use crate::workflow::reviewed::{AWAITING, PASSED, REFUSED};

/// The platform's reviewers: they claim, pass and return, and see every organisation's items.
const REVIEWERS: &[i64] = &[2, 99];
/// Regional partner platforms: the preliminary review of the projects of their province.
const PARTNERS: &[i64] = &[3];

/// A submission goes to the partner's preliminary review when a partner covers the project's
/// province, else straight to the platform's pool.
const ON_SUBMIT: To = To::Route {
    claimed: None,
    fact: PARTNER_COVERS,
    then: PRELIMINARY,
    otherwise: PENDING,
};
/// A returned project goes back to the reviewer who returned it; one the partner returned
/// goes through the preliminary review again.
const ON_RESUBMIT: To = To::Route {
    claimed: Some(REVIEWING),
    fact: PARTNER_COVERS,
    then: PRELIMINARY,
    otherwise: PENDING,
};
const OUTSIDE: &str = "该项目不在本平台初审范围内";

pub static PROJECT: Table = Table {
    subject: "project",
    noun: "项目",
    page: "/SJ/viewProject/{id}",
    states: &[
        (DRAFT, "草稿"),
        (PRELIMINARY, "待初审"),
        (PENDING, "待认领"),
        (REVIEWING, "审核中"),
        (RETURNED, "已退回"),
        (APPROVED, "待发布"),
        (UPCOMING, "待上线"),
        (RAISING, "募款中"),
        (ENDED, "募款结束"),
        (EXECUTING, "执行中"),
        (CLOSED, "已结项"),
    ],
    steps: joined![
        Step,
        &drafted::steps(ON_SUBMIT),
        &[
            Step::new("edit", &[PRELIMINARY, PENDING], To::Stay, Who::Owner).button("edit"),
            Step::new("edit", &[RETURNED], ON_RESUBMIT, Who::Owner).button("edit"),
            Step::new(
                "preliminary_pass",
                &[PRELIMINARY],
                To::State(PENDING),
                Who::Roles(PARTNERS),
            )
            .offered()
            .guarded(OUTSIDE_CALLERS_REGION, Some(OUTSIDE))
            .told("已通过初审，进入平台审核"),
            Step::new(
                "preliminary_return",
                &[PRELIMINARY],
                To::State(RETURNED),
                Who::Roles(PARTNERS),
            )
            .offered()
            .guarded(OUTSIDE_CALLERS_REGION, Some(OUTSIDE))
            .told("初审未通过，已被退回"),
            reviewed::claim(&[PENDING], REVIEWING),
            reviewed::ignore(&[PENDING]),
            reviewed::pass(&[REVIEWING], APPROVED, Who::Claimer, "已通过审核，可以发布"),
            reviewed::give_back(&[REVIEWING], RETURNED, Who::Claimer),
            // Publication waits for the online date; a project published for today goes live in
            // the same transaction (`lifecycle::publish`).
            Step::new("publish", &[APPROVED], To::State(UPCOMING), Who::Owner).offered(),
            // The system's step on the online date: nobody calls it, logged as 系统.
            Step::new("go_live", &[UPCOMING], To::State(RAISING), Who::Roles(&[])),
            Step::new("finish", &[RAISING], To::State(ENDED), Who::Owner).offered(),
            // The system's end of fundraising (window over, or the target reached without
            // over-raising): nobody calls it, the store takes it and logs it as 系统.
            Step::new("auto_end", &[RAISING], To::State(ENDED), Who::Roles(&[])),
            Step::new("start", &[ENDED], To::State(EXECUTING), Who::Owner).offered(),
            reviewed::request_change(
                &[APPROVED, UPCOMING, RAISING, ENDED, EXECUTING],
                Who::Owner,
                "该项目已有待审核的变更申请",
            ),
            Step::new(
                "add_progress",
                &[RAISING, ENDED, EXECUTING],
                To::Stay,
                Who::Owner
            )
            .offered(),
            Step::new(
                "add_end_report",
                &[EXECUTING],
                To::State(EXECUTING),
                Who::Owner,
            )
            .offered()
            .guarded(END_REPORTED, Some("该项目已有结项报告")),
            // Taken by the end report's pass, in the same transaction.
            Step::new("close", &[EXECUTING], To::State(CLOSED), Who::Reviewer),
        ]
    ],
    refusals: joined![
        Refusal,
        &drafted::REFUSALS,
        &[
            refuse("edit", &[], "只有待初审、待认领或已退回的项目可以编辑"),
            refuse("preliminary_pass", &[], "只有待初审的项目可以初审"),
            refuse("preliminary_return", &[], "只有待初审的项目可以初审"),
            refuse(
                "claim",
                &[REVIEWING, APPROVED, UPCOMING, RAISING, ENDED, EXECUTING, CLOSED,],
                "该项目已被认领，不能重复认领",
            ),
            refuse("claim", &[], "只有待认领的项目可以认领"),
            refuse("ignore", &[], "只有待认领的项目可以忽略"),
            refuse("pass", &[], "只有审核中的项目可以审核"),
            refuse("return", &[], "只有审核中的项目可以审核"),
            refuse("publish", &[], "只有审核通过待发布的项目可以发布"),
            refuse("finish", &[], "只有募款中的项目可以结束募款"),
            refuse("auto_end", &[], "只有募款中的项目可以结束募款"),
            refuse("go_live", &[], "只有待上线的项目可以上线"),
            refuse("start", &[], "只有募款结束的项目可以开始执行"),
            refuse(
                "request_change",
                &[],
                "只有待发布、待上线、募款中、募款结束或执行中的项目可以申请变更",
            ),
            refuse(
                "add_progress",
                &[],
                "只有募款中、募款结束或执行中的项目可以添加信息披露",
            ),
            refuse("add_end_report", &[], "只有执行中的项目可以提交结项报告"),
            refuse("close", &[], "只有执行中的项目可以结项"),
        ]
    ],
    reviewers: REVIEWERS,
    overriders: &[99],
    sees_all: REVIEWERS,
    no_right: "无权审核项目",
    not_found: "项目不存在",
    claimed_by_other: "该项目由其他审核人认领，不能审核",
};

/// 信息披露: progress reports of a raising, ended or executing project.
pub static PROGRESS: Table = reviewed::report_table(
    ("project_progress", "信息披露", "/SJ/viewProject/{id}"),
    &reviewed::report_steps(Who::Reviewer, "已通过审核"),
    &reviewed::report_refusals(
        "只有待审核或已退回的信息披露可以编辑",
        "该信息披露已审核，不能重复审核",
    ),
    (REVIEWERS, REVIEWERS),
    ("无权审核信息披露", "信息披露不存在"),
);

/// 结项报告: the end report of an executing project; its pass closes the project.
pub static END_REPORT: Table = reviewed::report_table(
    ("project_end", "结项报告", "/SJ/viewProject/{id}"),
    &reviewed::report_steps(Who::Reviewer, "已通过审核，项目已结项"),
    &reviewed::report_refusals(
        "只有待审核或已退回的结项报告可以编辑",
        "该结项报告已审核，不能重复审核",
    ),
    (REVIEWERS, REVIEWERS),
    ("无权审核结项报告", "信息披露不存在"),
);

/// 项目变更: a change to a published project, applied on pass.
pub static CHANGE: Table = reviewed::change_table(
    "project_change",
    "项目变更申请",
    "/SJ/viewProject/{id}",
    REVIEWERS,
);

/// Label of a project log `action` (the timeline).
pub fn log_label(action: &str) -> &'static str {
    match action {
        "submit" => "提交",
        "edit" => "修改",
        "resubmit" => "重新提交",
        "preliminary_pass" => "初审通过",
        "preliminary_return" => "初审退回",
        "claim" => "认领",
        "pass" => "审核通过",
        "return" => "退回",
        "publish" => "发布",
        "go_live" => "上线",
        "finish" => "结束募款",
        "auto_end" => "募款结束",
        "start" => "开始执行",
        "close" => "结项",
        "change_request" => "申请变更",
        "change_pass" => "变更通过",
        "change_return" => "变更退回",
        "progress_pass" => "信息披露通过",
        "progress_return" => "信息披露退回",
        "end_pass" => "结项报告通过",
        "end_return" => "结项报告退回",
        _ => "其他",
    }
}

/// Label of a report `kind`.
pub fn kind_label(kind: &str) -> &'static str {
    match kind {
        "progress" => "信息披露",
        "end" => "结项报告",
        _ => "其他",
    }
}
