//! Organisation authentication as a workflow table. The state is `orgs.certification`; a
//! change under review or returned leaves the data already approved in force.

use crate::workflow::{refuse, reviewed, Step, Table, To, Who};

pub const UNCERTIFIED: i64 = 0;
pub const UNDER_REVIEW: i64 = 1;
pub const CERTIFIED: i64 = 2;
pub const RETURNED: i64 = 3;
pub const CHANGE_UNDER_REVIEW: i64 = 4;
pub const CHANGE_RETURNED: i64 = 5;

/// True when the organisation counts as authenticated.
pub fn is_certified(state: i64) -> bool {
    matches!(state, CERTIFIED | CHANGE_UNDER_REVIEW | CHANGE_RETURNED)
}

const FIRST: &str = "submit_first";
const CHANGE: &str = "submit_change";
const IN_REVIEW: &str = "认证资料正在审核中，请等待审核结果";
const CHANGE_IN_REVIEW: &str = "变更资料正在审核中，请等待审核结果";

pub static AUTH: Table = Table {
    subject: "org_auth",
    noun: "机构认证",
    page: "/config/auth",
    states: &[
        (UNCERTIFIED, "未认证"),
        (UNDER_REVIEW, "认证中"),
        (CERTIFIED, "已认证"),
        (RETURNED, "已退回"),
        (CHANGE_UNDER_REVIEW, "变更审核中"),
        (CHANGE_RETURNED, "变更被退回"),
    ],
    steps: &[
        // Both submissions are also the resubmission after a return.
        Step::new(
            FIRST,
            &[UNCERTIFIED, RETURNED],
            To::State(UNDER_REVIEW),
            Who::Owner,
        )
        .offered(),
        Step::new(
            CHANGE,
            &[CERTIFIED, CHANGE_RETURNED],
            To::State(CHANGE_UNDER_REVIEW),
            Who::Owner,
        )
        .offered(),
        reviewed::pass(
            &[UNDER_REVIEW, CHANGE_UNDER_REVIEW],
            CERTIFIED,
            Who::Reviewer,
            "已通过审核",
        ),
        reviewed::give_back(&[UNDER_REVIEW], RETURNED, Who::Reviewer),
        reviewed::give_back(&[CHANGE_UNDER_REVIEW], CHANGE_RETURNED, Who::Reviewer),
    ],
    refusals: &[
        refuse(FIRST, &[UNDER_REVIEW], IN_REVIEW),
        refuse(CHANGE, &[UNDER_REVIEW], IN_REVIEW),
        refuse(FIRST, &[CHANGE_UNDER_REVIEW], CHANGE_IN_REVIEW),
        refuse(CHANGE, &[CHANGE_UNDER_REVIEW], CHANGE_IN_REVIEW),
        refuse(
            FIRST,
            &[CERTIFIED, CHANGE_RETURNED],
            "机构已通过认证，如需修改请提交变更认证",
        ),
        refuse(
            CHANGE,
            &[UNCERTIFIED, RETURNED],
            "机构尚未通过认证，请先完成首次认证",
        ),
        refuse("pass", &[], "该机构当前没有待审核的认证资料"),
        refuse("return", &[], "该机构当前没有待审核的认证资料"),
        refuse(FIRST, &[], "机构认证状态异常"),
        refuse(CHANGE, &[], "机构认证状态异常"),
    ],
    reviewers: &[2, 99],
    overriders: &[],
    sees_all: &[2, 99],
    no_right: "无权审核机构认证",
    not_found: "机构不存在",
    claimed_by_other: "",
};
