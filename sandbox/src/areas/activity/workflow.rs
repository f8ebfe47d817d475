//! The activity area's workflow tables: the activity's life (draft → review → published or
//! returned → cancelled), a sign-up's review, and change requests to a published activity. The
//! phases of a published activity (报名中, 报名截止, 进行中, 已结束) are not states: the clock
//! gives them (`phase`), so nothing has to move an activity along.

use crate::joined;
use crate::workflow::{drafted, refuse, reviewed, Refusal, Step, Table, To, Who, NEW};

/// Stored activity `status` (the workflow state).
pub use crate::workflow::drafted::DRAFT;
pub const PENDING: i64 = 1;
pub const PUBLISHED: i64 = 2;
pub const RETURNED: i64 = 5;
pub const CANCELLED: i64 = 6;

/// The phases of a published activity, as the answers' `status` shows them (the foundation's
/// export codes 2 报名中, 3 进行中, 4 已结束 keep their meaning).
pub const SIGNING_UP: i64 = 2;
pub const RUNNING: i64 = 3;
pub const ENDED: i64 = 4;
pub const SIGNUP_CLOSED: i64 = 7;

/// Every `status` an answer may carry, in life order, with its label.
pub const PHASES: [(i64, &str); 8] = [
    (DRAFT, "草稿"),
    (PENDING, "待审核"),
    (RETURNED, "已退回"),
    (SIGNING_UP, "报名中"),
    (SIGNUP_CLOSED, "报名截止"),
    (RUNNING, "进行中"),
    (ENDED, "已结束"),
    (CANCELLED, "已取消"),
];

/// The times that decide a published activity's phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Times {
    pub signup_end: i64,
    pub start: i64,
    pub end: i64,
}

/// The `status` shown for an activity in workflow state `state` at `now`.
pub fn phase(state: i64, t: Times, now: i64) -> i64 {
    if state != PUBLISHED {
        return state;
    }
    if now >= t.end {
        ENDED
    } else if now >= t.start {
        RUNNING
    } else if now >= t.signup_end {
        SIGNUP_CLOSED
    } else {
        SIGNING_UP
    }
}

/// The same as SQL over an activity under `alias` at `now` (an integer of our own clock, so it
/// is written into the text): list filters and statistics derive the phase in the query, never
/// from a stored column.
pub fn phase_sql(alias: &str, now: i64) -> String {
    format!(
        "(CASE WHEN {a}.status <> {PUBLISHED} THEN {a}.status
               WHEN {now} >= {a}.end_time THEN {ENDED}
               WHEN {now} >= {a}.start_time THEN {RUNNING}
               WHEN {now} >= {a}.signup_end THEN {SIGNUP_CLOSED}
               ELSE {SIGNING_UP} END)",
        a = alias
    )
}

pub fn phase_label(status: i64) -> &'static str {
    PHASES
        .iter()
        .find(|(s, _)| *s == status)
        .map_or("未知状态", |(_, l)| l)
}

/// The platform's reviewers: they pass and return, and see every organisation's activities.
pub const REVIEWERS: &[i64] = &[2, 99];
/// The super admin also helps organisations with their sign-ups and sign-ins.
pub const SUPPORT: &[i64] = &[99];
/// The public (a participant on the H5 page), as the sign-up table sees it.
pub const PUBLIC: i64 = 0;

pub static ACTIVITY: Table = Table {
    subject: "activity",
    noun: "活动",
    page: "/SX/activedetail/{id}/0",
    states: &[
        (DRAFT, "草稿"),
        (PENDING, "待审核"),
        (RETURNED, "已退回"),
        (PUBLISHED, "已发布"),
        (CANCELLED, "已取消"),
    ],
    steps: joined![
        Step,
        &drafted::steps(To::State(PENDING)),
        &[
            Step::new("edit", &[PENDING, RETURNED], To::State(PENDING), Who::Owner).button("edit"),
            reviewed::pass(&[PENDING], PUBLISHED, Who::Reviewer, "已通过审核"),
            reviewed::give_back(&[PENDING], RETURNED, Who::Reviewer),
            Step::new(
                "cancel",
                &[PUBLISHED],
                To::State(CANCELLED),
                Who::Roles(SUPPORT),
            )
            .offered()
            .told("已被取消"),
            Step::new("cancel", &[PUBLISHED], To::State(CANCELLED), Who::Owner).offered(),
            reviewed::request_change(&[PUBLISHED], Who::Owner, "该活动已有待审核的变更申请"),
        ]
    ],
    refusals: joined![
        Refusal,
        &drafted::REFUSALS,
        &[
            refuse("edit", &[], "只有已退回或待审核的活动可以修改"),
            refuse("pass", &[], "该活动已审核，不能重复审核"),
            refuse("return", &[], "该活动已审核，不能重复审核"),
            refuse("cancel", &[], "只有已发布的活动可以取消"),
            refuse("request_change", &[], "只有已发布的活动可以申请变更"),
        ]
    ],
    reviewers: REVIEWERS,
    overriders: &[],
    sees_all: REVIEWERS,
    no_right: "无权审核活动",
    not_found: "活动不存在",
    claimed_by_other: "",
};

/// Sign-up `status`.
pub const APPLY_WAITING: i64 = 0;
pub const APPLY_PASSED: i64 = 1;
pub const APPLY_RETURNED: i64 = 2;
pub const APPLY_CANCELLED: i64 = 3;

/// 报名: arrives from the public (waiting for review, or passed at once when the activity
/// needs no review); the owner organisation (or the super admin) passes or returns it; the
/// participant may cancel it.
pub static APPLY: Table = Table {
    subject: "activity_apply",
    noun: "活动报名",
    page: "/SX/activelist/signuplist/{id}/0",
    states: &[
        (APPLY_WAITING, "待审核"),
        (APPLY_PASSED, "已通过"),
        (APPLY_RETURNED, "已退回"),
        (APPLY_CANCELLED, "已取消"),
    ],
    steps: &[
        Step::new(
            "sign_up",
            &[NEW],
            To::State(APPLY_WAITING),
            Who::Roles(&[PUBLIC]),
        ),
        Step::new(
            "sign_up_direct",
            &[NEW],
            To::State(APPLY_PASSED),
            Who::Roles(&[PUBLIC]),
        ),
        Step::new(
            "pass",
            &[APPLY_WAITING],
            To::State(APPLY_PASSED),
            Who::Roles(SUPPORT),
        )
        .offered(),
        Step::new(
            "pass",
            &[APPLY_WAITING],
            To::State(APPLY_PASSED),
            Who::Owner,
        )
        .offered(),
        Step::new(
            "return",
            &[APPLY_WAITING],
            To::State(APPLY_RETURNED),
            Who::Roles(SUPPORT),
        )
        .offered(),
        Step::new(
            "return",
            &[APPLY_WAITING],
            To::State(APPLY_RETURNED),
            Who::Owner,
        )
        .offered(),
        Step::new(
            "cancel",
            &[APPLY_WAITING, APPLY_PASSED],
            To::State(APPLY_CANCELLED),
            Who::Roles(&[PUBLIC]),
        ),
    ],
    refusals: &[
        refuse("pass", &[], "该报名已审核，不能重复审核"),
        refuse("return", &[], "该报名已审核，不能重复审核"),
        refuse("cancel", &[], "该报名已结束，不能取消"),
    ],
    reviewers: SUPPORT,
    overriders: &[],
    sees_all: REVIEWERS,
    no_right: "无权审核报名",
    not_found: "报名记录不存在",
    claimed_by_other: "",
};

/// 活动变更: a change to a published activity, applied on pass.
pub static CHANGE: Table = reviewed::change_table(
    "activity_change",
    "活动变更申请",
    "/SX/activedetail/{id}/0",
    REVIEWERS,
);

/// Label of an activity log `action` (the detail's timeline).
pub fn log_label(action: &str) -> &'static str {
    match action {
        "create" => "创建",
        "edit" => "修改",
        "submit" => "提交",
        "resubmit" => "重新提交",
        "pass" => "审核通过",
        "return" => "退回",
        "cancel" => "取消活动",
        "change_request" => "申请变更",
        "change_pass" => "变更通过",
        "change_return" => "变更退回",
        _ => "其他",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workflow::contract::{check, Legal, ANY, NOBODY, OWN_ORG};
    use crate::workflow::reviewed::{AWAITING, PASSED, REFUSED};
    use crate::workflow::{Actor, Item};

    const ACTIVITY_LEGAL: &[Legal] = &[
        (NEW, "save_draft", ANY, NOBODY, Some(DRAFT)),
        (DRAFT, "save_draft", ANY, NOBODY, Some(DRAFT)),
        (NEW, "submit", ANY, NOBODY, Some(PENDING)),
        (DRAFT, "submit", ANY, NOBODY, Some(PENDING)),
        (DRAFT, "delete", ANY, NOBODY, None),
        (PENDING, "edit", ANY, NOBODY, Some(PENDING)),
        (RETURNED, "edit", ANY, NOBODY, Some(PENDING)),
        (PENDING, "pass", REVIEWERS, REVIEWERS, Some(PUBLISHED)),
        (PENDING, "return", REVIEWERS, REVIEWERS, Some(RETURNED)),
        (PUBLISHED, "cancel", ANY, SUPPORT, Some(CANCELLED)),
        (PUBLISHED, "request_change", ANY, NOBODY, Some(PUBLISHED)),
    ];

    const APPLY_LEGAL: &[Legal] = &[
        (NEW, "sign_up", &[PUBLIC], &[PUBLIC], Some(APPLY_WAITING)),
        (
            NEW,
            "sign_up_direct",
            &[PUBLIC],
            &[PUBLIC],
            Some(APPLY_PASSED),
        ),
        (APPLY_WAITING, "pass", ANY, SUPPORT, Some(APPLY_PASSED)),
        (APPLY_WAITING, "return", ANY, SUPPORT, Some(APPLY_RETURNED)),
        (
            APPLY_WAITING,
            "cancel",
            &[PUBLIC],
            &[PUBLIC],
            Some(APPLY_CANCELLED),
        ),
        (
            APPLY_PASSED,
            "cancel",
            &[PUBLIC],
            &[PUBLIC],
            Some(APPLY_CANCELLED),
        ),
    ];

    const CHANGE_LEGAL: &[Legal] = &[
        (NEW, "request", ANY, NOBODY, Some(AWAITING)),
        (AWAITING, "pass", REVIEWERS, REVIEWERS, Some(PASSED)),
        (AWAITING, "return", REVIEWERS, REVIEWERS, Some(REFUSED)),
    ];

    #[test]
    fn every_activity_state_action_and_role_follows_the_contract_table() {
        check(&ACTIVITY, ACTIVITY_LEGAL);
    }

    #[test]
    fn every_sign_up_state_action_and_role_follows_the_contract_table() {
        check(&APPLY, APPLY_LEGAL);
    }

    #[test]
    fn every_change_request_state_action_and_role_follows_the_contract_table() {
        check(&CHANGE, CHANGE_LEGAL);
    }

    #[test]
    fn refusals_say_why_in_the_contracts_words() {
        let org = |role| Actor {
            account_id: 7,
            org_id: OWN_ORG,
            role,
        };
        let item = |s| Item::owned(s, OWN_ORG);
        assert_eq!(
            ACTIVITY.next(&item(PENDING), "pass", &org(1)).unwrap_err(),
            "无权审核活动"
        );
        assert_eq!(
            ACTIVITY
                .next(&item(PUBLISHED), "pass", &org(2))
                .unwrap_err(),
            "该活动已审核，不能重复审核"
        );
        assert_eq!(
            ACTIVITY
                .next(&item(PENDING), "cancel", &org(1))
                .unwrap_err(),
            "只有已发布的活动可以取消"
        );
        assert_eq!(
            ACTIVITY
                .next(&item(PUBLISHED), "submit", &org(1))
                .unwrap_err(),
            "只有草稿可以提交"
        );
        let other = Actor {
            account_id: 7,
            org_id: OWN_ORG + 1,
            role: 1,
        };
        assert_eq!(
            ACTIVITY.next(&item(DRAFT), "submit", &other).unwrap_err(),
            "活动不存在"
        );
        assert_eq!(
            APPLY
                .next(&item(APPLY_PASSED), "pass", &org(1))
                .unwrap_err(),
            "该报名已审核，不能重复审核"
        );
    }

    #[test]
    fn the_phase_follows_the_clock_and_only_a_published_activity_has_one() {
        let t = Times {
            signup_end: 100,
            start: 200,
            end: 300,
        };
        assert_eq!(phase(PUBLISHED, t, 99), SIGNING_UP);
        assert_eq!(phase(PUBLISHED, t, 100), SIGNUP_CLOSED);
        assert_eq!(phase(PUBLISHED, t, 200), RUNNING);
        assert_eq!(phase(PUBLISHED, t, 300), ENDED);
        for s in [DRAFT, PENDING, RETURNED, CANCELLED] {
            assert_eq!(phase(s, t, 250), s);
        }
        assert_eq!(phase_label(SIGNUP_CLOSED), "报名截止");
    }
}
