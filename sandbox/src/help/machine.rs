//! The three state machines of the help area — cases, progress reports, change requests — and
//! who may take which action. Pure: they only say whether an action is allowed and where it
//! leads, so every (state, action) pair and every role is tested without a database.

/// Case `status`.
pub const DRAFT: i64 = 0;
pub const PENDING: i64 = 1;
pub const REVIEWING: i64 = 2;
pub const RETURNED: i64 = 3;
pub const RAISING: i64 = 4;

/// Progress report and change request `status`.
pub const AWAITING: i64 = 1;
pub const PASSED: i64 = 2;
pub const REFUSED: i64 = 3;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CaseAction {
    SaveDraft,
    Submit,
    DeleteDraft,
    Edit,
    Claim,
    Ignore,
    Pass,
    Return,
    RequestChange,
    AddProgress,
}

/// Where a case action leads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    To(i64),
    Deleted,
}

/// The outcome of `action` on a case in `state` (`None`: the case does not exist yet).
/// `claimed` says whether a reviewer has claimed it: a returned case that was claimed goes back
/// to that reviewer (审核中) when edited, not to the claim pool.
pub fn case_next(
    state: Option<i64>,
    action: CaseAction,
    claimed: bool,
) -> Result<Outcome, &'static str> {
    use CaseAction::*;
    use Outcome::*;
    match (state, action) {
        (None, SaveDraft) | (Some(DRAFT), SaveDraft) => Ok(To(DRAFT)),
        (None, Submit) | (Some(DRAFT), Submit) => Ok(To(PENDING)),
        (None, _) => Err("求助不存在"),
        (Some(DRAFT), DeleteDraft) => Ok(Deleted),
        (Some(PENDING), Edit) => Ok(To(PENDING)),
        (Some(RETURNED), Edit) => Ok(To(if claimed { REVIEWING } else { PENDING })),
        (Some(PENDING), Claim) => Ok(To(REVIEWING)),
        (Some(PENDING), Ignore) => Ok(To(PENDING)),
        (Some(REVIEWING), Pass) => Ok(To(RAISING)),
        (Some(REVIEWING), Return) => Ok(To(RETURNED)),
        (Some(RAISING), RequestChange | AddProgress) => Ok(To(RAISING)),
        (Some(_), SaveDraft) => Err("只有草稿可以编辑"),
        (Some(_), Submit) => Err("只有草稿可以提交"),
        (Some(_), DeleteDraft) => Err("只有草稿可以删除"),
        (Some(_), Edit) => Err("只有待认领或已退回的求助可以编辑"),
        (Some(REVIEWING | RAISING), Claim) => Err("该求助已被认领，不能重复认领"),
        (Some(_), Claim) => Err("只有待认领的求助可以认领"),
        (Some(_), Ignore) => Err("只有待认领的求助可以忽略"),
        (Some(_), Pass | Return) => Err("只有审核中的求助可以审核"),
        (Some(_), RequestChange) => Err("只有募捐中的求助可以申请变更"),
        (Some(_), AddProgress) => Err("只有募捐中的求助可以添加进展"),
    }
}

/// Roles that review cases and change requests (spec §6: helpClaimed, helpClaim, verifyHelp,
/// change detail are "2, 99").
pub fn reviews_cases(role: i64) -> bool {
    matches!(role, 2 | 99)
}

/// Progress reports are reviewed by role 2 only (spec §6: verifyHelpProcess is "2 only").
pub fn reviews_progress(role: i64) -> bool {
    role == 2
}

/// Who may pass or return a case under review: its claiming reviewer, or the super admin.
pub fn may_decide_case(
    role: i64,
    caller: i64,
    claimed_by: Option<i64>,
) -> Result<(), &'static str> {
    if !reviews_cases(role) {
        Err("无权审核求助")
    } else if role == 99 || claimed_by == Some(caller) {
        Ok(())
    } else {
        Err("该求助由其他审核人认领，不能审核")
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReviewAction {
    /// Progress: edit by the organisation (also the resubmission after a return).
    Edit,
    Pass,
    Return,
}

/// Progress report transitions (a new report always starts in 待审核).
pub fn progress_next(state: i64, action: ReviewAction) -> Result<i64, &'static str> {
    use ReviewAction::*;
    match (state, action) {
        (AWAITING | REFUSED, Edit) => Ok(AWAITING),
        (AWAITING, Pass) => Ok(PASSED),
        (AWAITING, Return) => Ok(REFUSED),
        (_, Edit) => Err("只有待审核或已退回的进展可以编辑"),
        (_, Pass | Return) => Err("该进展已审核，不能重复审核"),
    }
}

/// Change request transitions; a request cannot be edited (a returned one is followed by a
/// new request), so `Edit` is always refused.
pub fn issue_next(state: i64, action: ReviewAction) -> Result<i64, &'static str> {
    use ReviewAction::*;
    match (state, action) {
        (AWAITING, Pass) => Ok(PASSED),
        (AWAITING, Return) => Ok(REFUSED),
        (_, Edit) => Err("变更申请提交后不能修改，如需调整请重新申请"),
        (_, Pass | Return) => Err("该变更申请已审核，不能重复审核"),
    }
}

/// What the caller sees about a case, to list the actions open to them.
#[derive(Debug, Clone, Copy)]
pub struct CaseView {
    pub status: i64,
    pub own: bool,
    pub role: i64,
    pub caller: i64,
    pub claimed_by: Option<i64>,
    pub ignored_by_caller: bool,
    pub has_pending_issue: bool,
}

/// The `actions` of a case detail, by name, in a fixed order.
pub fn case_actions(v: CaseView) -> Vec<&'static str> {
    use CaseAction::*;
    let allowed = |a| case_next(Some(v.status), a, v.claimed_by.is_some()).is_ok();
    let mut out = Vec::new();
    if v.own {
        if allowed(SaveDraft) || allowed(Edit) {
            out.push("edit");
        }
        if allowed(Submit) {
            out.push("submit");
        }
        if allowed(DeleteDraft) {
            out.push("delete");
        }
        if allowed(RequestChange) && !v.has_pending_issue {
            out.push("change");
        }
        if allowed(AddProgress) {
            out.push("add_progress");
        }
    }
    if reviews_cases(v.role) {
        if allowed(Claim) {
            out.push("claim");
            if !v.ignored_by_caller {
                out.push("ignore");
            }
        }
        if allowed(Pass) && may_decide_case(v.role, v.caller, v.claimed_by).is_ok() {
            out.push("pass");
            out.push("return");
        }
    }
    out
}

/// The `actions` of a progress report.
pub fn progress_actions(status: i64, own: bool, role: i64) -> Vec<&'static str> {
    let mut out = Vec::new();
    if own && progress_next(status, ReviewAction::Edit).is_ok() {
        out.push("edit");
    }
    if reviews_progress(role) && progress_next(status, ReviewAction::Pass).is_ok() {
        out.extend(["pass", "return"]);
    }
    out
}

/// The `actions` of a change request.
pub fn issue_actions(status: i64, role: i64) -> Vec<&'static str> {
    if reviews_cases(role) && issue_next(status, ReviewAction::Pass).is_ok() {
        vec!["pass", "return"]
    } else {
        Vec::new()
    }
}

/// A reviewer's reason for a return: 1–200 characters.
pub fn return_reason(raw: Option<&str>) -> Result<String, &'static str> {
    let r = raw.map(str::trim).unwrap_or("");
    if r.is_empty() {
        Err("请填写退回原因")
    } else if r.chars().count() > 200 {
        Err("退回原因不能超过200个字")
    } else {
        Ok(r.to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use CaseAction::*;
    use Outcome::*;

    const STATES: [Option<i64>; 6] = [None, Some(0), Some(1), Some(2), Some(3), Some(4)];
    const ACTIONS: [CaseAction; 10] = [
        SaveDraft,
        Submit,
        DeleteDraft,
        Edit,
        Claim,
        Ignore,
        Pass,
        Return,
        RequestChange,
        AddProgress,
    ];
    const ROLES: [i64; 5] = [1, 2, 3, 4, 99];

    /// The whole case table: (state, action, claimed) → outcome; everything else is refused.
    fn legal(state: Option<i64>, action: CaseAction, claimed: bool) -> Option<Outcome> {
        Some(match (state, action) {
            (None | Some(DRAFT), SaveDraft) => To(DRAFT),
            (None | Some(DRAFT), Submit) => To(PENDING),
            (Some(DRAFT), DeleteDraft) => Deleted,
            (Some(PENDING), Edit) => To(PENDING),
            (Some(RETURNED), Edit) if claimed => To(REVIEWING),
            (Some(RETURNED), Edit) => To(PENDING),
            (Some(PENDING), Claim) => To(REVIEWING),
            (Some(PENDING), Ignore) => To(PENDING),
            (Some(REVIEWING), Pass) => To(RAISING),
            (Some(REVIEWING), Return) => To(RETURNED),
            (Some(RAISING), RequestChange | AddProgress) => To(RAISING),
            _ => return None,
        })
    }

    #[test]
    fn every_case_transition_is_the_table_and_every_other_pair_is_refused_with_a_message() {
        for state in STATES {
            for action in ACTIONS {
                for claimed in [false, true] {
                    match (
                        legal(state, action, claimed),
                        case_next(state, action, claimed),
                    ) {
                        (Some(to), Ok(got)) => assert_eq!(got, to, "{state:?} {action:?}"),
                        (None, Err(msg)) => assert!(!msg.is_empty()),
                        (e, g) => {
                            panic!("{state:?} {action:?} {claimed}: expected {e:?}, got {g:?}")
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn refusals_name_the_reason_the_contract_gives() {
        assert_eq!(
            case_next(Some(REVIEWING), Claim, true),
            Err("该求助已被认领，不能重复认领")
        );
        assert_eq!(
            case_next(Some(DRAFT), Claim, false),
            Err("只有待认领的求助可以认领")
        );
        assert_eq!(
            case_next(Some(PENDING), Pass, false),
            Err("只有审核中的求助可以审核")
        );
        assert_eq!(
            case_next(Some(PENDING), Submit, false),
            Err("只有草稿可以提交")
        );
        assert_eq!(
            case_next(Some(RAISING), Edit, true),
            Err("只有待认领或已退回的求助可以编辑")
        );
        assert_eq!(
            case_next(Some(PENDING), AddProgress, false),
            Err("只有募捐中的求助可以添加进展")
        );
    }

    #[test]
    fn an_unknown_case_state_allows_nothing() {
        for action in ACTIONS {
            assert!(case_next(Some(9), action, true).is_err());
        }
    }

    #[test]
    fn progress_and_change_request_tables_are_exact() {
        use ReviewAction::*;
        for state in [AWAITING, PASSED, REFUSED, 0, 9] {
            for action in [Edit, Pass, Return] {
                let progress = match (state, action) {
                    (AWAITING | REFUSED, Edit) => Some(AWAITING),
                    (AWAITING, Pass) => Some(PASSED),
                    (AWAITING, Return) => Some(REFUSED),
                    _ => None,
                };
                assert_eq!(
                    progress_next(state, action).ok(),
                    progress,
                    "{state} {action:?}"
                );
                let issue = match (state, action) {
                    (AWAITING, Pass) => Some(PASSED),
                    (AWAITING, Return) => Some(REFUSED),
                    _ => None,
                };
                assert_eq!(issue_next(state, action).ok(), issue, "{state} {action:?}");
            }
        }
        assert_eq!(
            progress_next(PASSED, Pass),
            Err("该进展已审核，不能重复审核")
        );
        assert_eq!(
            progress_next(PASSED, Edit),
            Err("只有待审核或已退回的进展可以编辑")
        );
        assert_eq!(
            issue_next(REFUSED, Return),
            Err("该变更申请已审核，不能重复审核")
        );
    }

    #[test]
    fn only_roles_2_and_99_review_cases_and_only_role_2_reviews_progress() {
        for role in ROLES {
            assert_eq!(reviews_cases(role), role == 2 || role == 99, "{role}");
            assert_eq!(reviews_progress(role), role == 2, "{role}");
        }
    }

    #[test]
    fn a_case_under_review_is_decided_by_its_claimer_or_the_super_admin() {
        for role in ROLES {
            let own = may_decide_case(role, 7, Some(7));
            let other = may_decide_case(role, 7, Some(8));
            match role {
                2 => {
                    assert_eq!(own, Ok(()));
                    assert_eq!(other, Err("该求助由其他审核人认领，不能审核"));
                }
                99 => assert!(own.is_ok() && other.is_ok()),
                _ => assert!(own == Err("无权审核求助") && other == Err("无权审核求助")),
            }
        }
    }

    fn view(status: i64, own: bool, role: i64) -> CaseView {
        CaseView {
            status,
            own,
            role,
            caller: 7,
            claimed_by: None,
            ignored_by_caller: false,
            has_pending_issue: false,
        }
    }

    #[test]
    fn the_organisation_sees_the_actions_of_each_state() {
        assert_eq!(
            case_actions(view(DRAFT, true, 1)),
            ["edit", "submit", "delete"]
        );
        assert_eq!(case_actions(view(PENDING, true, 1)), ["edit"]);
        assert!(case_actions(view(REVIEWING, true, 1)).is_empty());
        assert_eq!(case_actions(view(RETURNED, true, 1)), ["edit"]);
        assert_eq!(
            case_actions(view(RAISING, true, 1)),
            ["change", "add_progress"]
        );
        let pending_issue = CaseView {
            has_pending_issue: true,
            ..view(RAISING, true, 1)
        };
        assert_eq!(case_actions(pending_issue), ["add_progress"]);
        assert!(case_actions(view(RAISING, false, 3)).is_empty());
    }

    #[test]
    fn reviewers_see_claim_and_ignore_then_pass_and_return_only_on_their_own_claim() {
        assert_eq!(case_actions(view(PENDING, false, 2)), ["claim", "ignore"]);
        let ignored = CaseView {
            ignored_by_caller: true,
            ..view(PENDING, false, 2)
        };
        assert_eq!(case_actions(ignored), ["claim"]);
        let mine = CaseView {
            claimed_by: Some(7),
            ..view(REVIEWING, false, 2)
        };
        assert_eq!(case_actions(mine), ["pass", "return"]);
        let theirs = CaseView {
            claimed_by: Some(8),
            ..view(REVIEWING, false, 2)
        };
        assert!(case_actions(theirs).is_empty());
        assert_eq!(
            case_actions(CaseView { role: 99, ..theirs }),
            ["pass", "return"]
        );
    }

    #[test]
    fn progress_and_change_request_actions_follow_the_roles() {
        assert_eq!(progress_actions(AWAITING, true, 1), ["edit"]);
        assert_eq!(progress_actions(REFUSED, true, 1), ["edit"]);
        assert!(progress_actions(PASSED, true, 1).is_empty());
        assert_eq!(progress_actions(AWAITING, false, 2), ["pass", "return"]);
        assert!(progress_actions(AWAITING, false, 99).is_empty());
        assert_eq!(issue_actions(AWAITING, 99), ["pass", "return"]);
        assert!(issue_actions(AWAITING, 3).is_empty() && issue_actions(PASSED, 2).is_empty());
    }

    #[test]
    fn a_return_needs_a_reason_of_at_most_200_characters() {
        assert_eq!(return_reason(None), Err("请填写退回原因"));
        assert_eq!(return_reason(Some("   ")), Err("请填写退回原因"));
        assert_eq!(
            return_reason(Some(&"字".repeat(201))),
            Err("退回原因不能超过200个字")
        );
        assert_eq!(return_reason(Some(" 材料不全 ")), Ok("材料不全".to_owned()));
    }
}
