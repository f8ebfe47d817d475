//! The micro-project area's workflow tables: the micro project's life (opened by the super
//! admin as a draft for an organisation → submitted → passed or returned by the platform →
//! raising → ended), its progress reports (verified by the platform or the regional partner of
//! its province), its change requests, and the micro-organisation authentication. Codes 0–4
//! are the foundation's micro-project codes (selectors and `little_project_list` read them).

use crate::areas::common::facts::OUTSIDE_CALLERS_REGION;
use crate::workflow::{refuse, reviewed, Fact, Step, Table, To, Who, NEW};

/// The micro project's organisation has not passed its authentication (it may draft but
/// not submit).
pub const OWNER_UNAUTHENTICATED: Fact = Fact::new("owner_unauthenticated");

/// Micro project `status`.
pub const DRAFT: i64 = 0;
pub const PENDING: i64 = 1;
pub const RAISING: i64 = 2;
pub const ENDED: i64 = 3;
pub const RETURNED: i64 = 4;

pub use crate::workflow::reviewed::{AWAITING, PASSED, REFUSED};

/// The platform's reviewers: pass or return submissions, changes and authentications.
const REVIEWERS: &[i64] = &[2, 99];
/// Who verifies progress reports: the platform, and the partner of the micro project's province.
const REPORT_REVIEWERS: &[i64] = &[2, 3, 99];
/// The super admin opens micro projects and may edit and delete their drafts.
pub const ADMIN: &[i64] = &[99];
const CHANGE_PENDING: &str = "该微项目已有待审核的变更申请";

pub static MICRO: Table = Table {
    subject: "micro_project",
    noun: "微项目",
    page: "/SJM/editMProject/{id}",
    states: &[
        (DRAFT, "草稿"),
        (PENDING, "待审核"),
        (RETURNED, "已退回"),
        (RAISING, "募款中"),
        (ENDED, "已结束"),
    ],
    steps: &[
        Step::new("create", &[NEW], To::State(DRAFT), Who::Roles(ADMIN)),
        // The super admin's step first: the engine takes the first step admitting the role.
        Step::new("save_draft", &[DRAFT], To::State(DRAFT), Who::Roles(ADMIN)).button("edit"),
        Step::new("save_draft", &[DRAFT], To::State(DRAFT), Who::Owner).button("edit"),
        // An unauthenticated organisation does not see the button; the submission itself is
        // refused with the authentication's own message (checked with the form).
        Step::new("submit", &[DRAFT], To::State(PENDING), Who::Owner)
            .offered()
            .guarded(OWNER_UNAUTHENTICATED, None),
        Step::new("delete", &[DRAFT], To::Deleted, Who::Roles(ADMIN)).offered(),
        Step::new("edit", &[PENDING, RETURNED], To::State(PENDING), Who::Owner).button("edit"),
        reviewed::pass(&[PENDING], RAISING, Who::Reviewer, "已通过审核，开始募款"),
        reviewed::give_back(&[PENDING], RETURNED, Who::Reviewer),
        Step::new("finish", &[RAISING], To::State(ENDED), Who::Owner).offered(),
        // The system's end when the window is over: nobody calls it, logged as 系统.
        Step::new("auto_end", &[RAISING], To::State(ENDED), Who::Roles(&[])),
        Step::new("request_change", &[RAISING], To::State(RAISING), Who::Owner)
            .button("change")
            .guarded(Fact::PENDING_CHANGE, Some(CHANGE_PENDING)),
        Step::new("request_change", &[ENDED], To::State(ENDED), Who::Owner)
            .button("change")
            .guarded(Fact::PENDING_CHANGE, Some(CHANGE_PENDING)),
        Step::new("add_progress", &[RAISING], To::State(RAISING), Who::Owner).offered(),
        Step::new("add_progress", &[ENDED], To::State(ENDED), Who::Owner).offered(),
    ],
    refusals: &[
        refuse("create", &[], "无权创建微项目"),
        refuse("save_draft", &[], "只有草稿可以编辑"),
        refuse("submit", &[], "只有草稿可以提交"),
        refuse("delete", &[], "只有草稿可以删除"),
        refuse("edit", &[], "只有待审核或已退回的微项目可以编辑"),
        refuse("pass", &[], "只有待审核的微项目可以审核"),
        refuse("return", &[], "只有待审核的微项目可以审核"),
        refuse("finish", &[], "只有募款中的微项目可以结束募款"),
        refuse("auto_end", &[], "只有募款中的微项目可以结束募款"),
        refuse(
            "request_change",
            &[],
            "只有募款中或已结束的微项目可以申请变更",
        ),
        refuse(
            "add_progress",
            &[],
            "只有募款中或已结束的微项目可以新增进展",
        ),
    ],
    reviewers: REVIEWERS,
    overriders: &[],
    sees_all: REVIEWERS,
    no_right: "无权审核微项目",
    not_found: "微项目不存在",
    claimed_by_other: "",
};

/// 项目进展: progress reports of a raising or ended micro project; the regional partner
/// verifies only those of its own province.
pub static PROGRESS: Table = Table {
    subject: "micro_progress",
    noun: "项目进展",
    page: "/SJM/processListMProject/{id}",
    states: reviewed::STATES,
    steps: &[
        Step::new("add", &[NEW], To::State(AWAITING), Who::Owner),
        Step::new(
            "edit",
            &[AWAITING, REFUSED],
            To::State(AWAITING),
            Who::Owner,
        )
        .offered(),
        reviewed::pass(&[AWAITING], PASSED, Who::Reviewer, "已通过审核")
            .guarded(OUTSIDE_CALLERS_REGION, Some(OUTSIDE)),
        reviewed::give_back(&[AWAITING], REFUSED, Who::Reviewer)
            .guarded(OUTSIDE_CALLERS_REGION, Some(OUTSIDE)),
    ],
    refusals: &reviewed::report_refusals(
        "只有待审核或已退回的项目进展可以编辑",
        "该项目进展已审核，不能重复审核",
    ),
    reviewers: REPORT_REVIEWERS,
    overriders: &[],
    sees_all: REVIEWERS,
    no_right: "无权审核项目进展",
    not_found: "项目进展不存在",
    claimed_by_other: "",
};
const OUTSIDE: &str = "该微项目不在本平台审核范围内";

/// 微项目变更: a change to a raising or ended micro project, applied on pass.
pub static CHANGE: Table = reviewed::change_table(
    "micro_change",
    "微项目变更申请",
    "/SJM/editMProject/{id}",
    REVIEWERS,
);

/// Micro-organisation authentication `auth_status`.
pub const UNSUBMITTED: i64 = 0;

/// 微机构认证: the micro organisation submits (again after a return); reviewers pass or return.
/// The state is the organisation's newest submission's.
pub static AUTH: Table = Table {
    subject: "micro_auth",
    noun: "微机构认证",
    page: "/config/auth/firstAuth/4",
    states: &[
        (UNSUBMITTED, "未提交"),
        (AWAITING, "待审核"),
        (PASSED, "已通过"),
        (REFUSED, "已退回"),
    ],
    steps: &[
        Step::new(
            "submit",
            &[UNSUBMITTED, REFUSED],
            To::State(AWAITING),
            Who::Owner,
        )
        .offered(),
        reviewed::pass(&[AWAITING], PASSED, Who::Reviewer, "已通过审核"),
        reviewed::give_back(&[AWAITING], REFUSED, Who::Reviewer),
    ],
    refusals: &[
        refuse(
            "submit",
            &[AWAITING],
            "微机构认证资料正在审核中，请等待审核结果",
        ),
        refuse("submit", &[PASSED], "微机构已通过认证"),
        refuse("pass", &[], "该认证申请已审核，不能重复审核"),
        refuse("return", &[], "该认证申请已审核，不能重复审核"),
    ],
    reviewers: REVIEWERS,
    overriders: &[],
    sees_all: REVIEWERS,
    no_right: "无权审核微机构认证",
    not_found: "认证申请不存在",
    claimed_by_other: "",
};

/// Label of a log `action` of micro projects, their reports, changes and authentications.
pub fn log_label(action: &str) -> &'static str {
    match action {
        "create" => "创建",
        "edit" => "修改",
        "submit" => "提交",
        "resubmit" => "重新提交",
        "pass" => "审核通过",
        "return" => "退回",
        "finish" => "结束募款",
        "auto_end" => "募款结束",
        "change_request" => "申请变更",
        "change_pass" => "变更通过",
        "change_return" => "变更退回",
        "progress_pass" => "进展通过",
        "progress_return" => "进展退回",
        _ => "其他",
    }
}
