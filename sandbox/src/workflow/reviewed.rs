//! The small tables every area repeats: a report (progress report, end report) that its
//! organisation adds and edits and a reviewer passes or returns, and a change request that is
//! requested once and passed or returned. Their states, steps and refusals, built once.

use super::{refuse, Fact, Refusal, Step, Table, To, Who, NEW};

/// Report and change request `status`.
pub const AWAITING: i64 = 1;
pub const PASSED: i64 = 2;
pub const REFUSED: i64 = 3;

pub const STATES: &[(i64, &str)] = &[
    (AWAITING, "待审核"),
    (PASSED, "已通过"),
    (REFUSED, "已退回"),
];

/// A report form, checked and ready to store (`images` as a JSON array text): what every
/// area's report rules produce.
pub struct ReportForm {
    pub title: String,
    pub content: String,
    pub images: String,
    pub amount_used_fen: Option<i64>,
}

/// The claim pool's first step: a reviewer takes a waiting item (`pending`) to `reviewing`,
/// claimed by them (the owner hears it).
pub const fn claim(pending: &'static [i64], reviewing: i64) -> Step {
    Step::new("claim", pending, To::State(reviewing), Who::Reviewer)
        .offered()
        .told("已被认领，进入审核")
}

/// A reviewer hides a waiting item from their own claim pool. Ignoring twice is harmless; the
/// button just is not offered again.
pub const fn ignore(pending: &'static [i64]) -> Step {
    Step::new("ignore", pending, To::State(pending[0]), Who::Reviewer)
        .offered()
        .guarded(Fact::IGNORED_BY_CALLER, None)
}

/// `who` passes an item in `from`, to `to`; the owner hears `notice`.
pub const fn pass(from: &'static [i64], to: i64, who: Who, notice: &'static str) -> Step {
    Step::new("pass", from, To::State(to), who)
        .offered()
        .told(notice)
}

/// `who` returns an item in `from`, to `to`; the owner hears 已被退回.
pub const fn give_back(from: &'static [i64], to: i64, who: Who) -> Step {
    Step::new("return", from, To::State(to), who)
        .offered()
        .told("已被退回")
}

/// A report: added by the owner, edited while waiting or after a return (the resubmission),
/// passed (the owner hears `pass_notice`) or returned by `who`.
pub const fn report_steps(who: Who, pass_notice: &'static str) -> [Step; 4] {
    [
        Step::new("add", &[NEW], To::State(AWAITING), Who::Owner),
        Step::new(
            "edit",
            &[AWAITING, REFUSED],
            To::State(AWAITING),
            Who::Owner,
        )
        .offered(),
        pass(&[AWAITING], PASSED, who, pass_notice),
        give_back(&[AWAITING], REFUSED, who),
    ]
}

/// A report's refusals: `edit` outside 待审核/已退回, a second decision.
pub const fn report_refusals(edit: &'static str, decided: &'static str) -> [Refusal; 3] {
    [
        refuse("edit", &[], edit),
        refuse("pass", &[], decided),
        refuse("return", &[], decided),
    ]
}

/// A change request: requested by the owner, passed (written to the item) or returned by a
/// reviewer.
pub const fn change_steps() -> [Step; 3] {
    [
        Step::new("request", &[NEW], To::State(AWAITING), Who::Owner),
        pass(&[AWAITING], PASSED, Who::Reviewer, "已通过，变更已生效"),
        give_back(&[AWAITING], REFUSED, Who::Reviewer),
    ]
}

/// A change request's refusals: a returned request is followed by a new one, never edited.
pub const CHANGE_REFUSALS: [Refusal; 3] = [
    refuse("edit", &[], "变更申请提交后不能修改，如需调整请重新申请"),
    refuse("pass", &[], "该变更申请已审核，不能重复审核"),
    refuse("return", &[], "该变更申请已审核，不能重复审核"),
];

/// The steps of every change request table (a static, so tables built by `change_table` can
/// point at it).
pub static CHANGE_STEPS: [Step; 3] = change_steps();

/// A change request table: requested by the item's owner, passed or returned by `reviewers`
/// (who see every organisation's requests); messages link to `page`.
pub const fn change_table(
    subject: &'static str,
    noun: &'static str,
    page: &'static str,
    reviewers: &'static [i64],
) -> Table {
    Table {
        subject,
        noun,
        page,
        states: STATES,
        steps: &CHANGE_STEPS,
        refusals: &CHANGE_REFUSALS,
        reviewers,
        overriders: &[],
        sees_all: reviewers,
        no_right: "无权审核变更申请",
        not_found: "变更申请不存在",
        claimed_by_other: "",
    }
}
