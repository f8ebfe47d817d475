//! The organisation-authentication state machine. Pure: it only says whether an action is
//! allowed in a state and where it leads, so every transition is tested without a database.

/// `orgs.certification`.
pub const UNCERTIFIED: i64 = 0;
pub const UNDER_REVIEW: i64 = 1;
pub const CERTIFIED: i64 = 2;
pub const RETURNED: i64 = 3;
pub const CHANGE_UNDER_REVIEW: i64 = 4;
pub const CHANGE_RETURNED: i64 = 5;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// First authentication (also the resubmission after a return).
    SubmitFirst,
    /// Change of an authenticated organisation's data (also the resubmission after a return).
    SubmitChange,
    Pass,
    Return,
}

/// True when the organisation counts as authenticated: a change under review or returned
/// leaves the data already approved in force.
pub fn is_certified(state: i64) -> bool {
    matches!(state, CERTIFIED | CHANGE_UNDER_REVIEW | CHANGE_RETURNED)
}

/// The state `action` leads to from `state`, or the message explaining why it is not allowed.
pub fn next(state: i64, action: Action) -> Result<i64, &'static str> {
    use Action::*;
    match (state, action) {
        (UNCERTIFIED | RETURNED, SubmitFirst) => Ok(UNDER_REVIEW),
        (CERTIFIED | CHANGE_RETURNED, SubmitChange) => Ok(CHANGE_UNDER_REVIEW),
        (UNDER_REVIEW | CHANGE_UNDER_REVIEW, Pass) => Ok(CERTIFIED),
        (UNDER_REVIEW, Return) => Ok(RETURNED),
        (CHANGE_UNDER_REVIEW, Return) => Ok(CHANGE_RETURNED),
        (UNDER_REVIEW, SubmitFirst | SubmitChange) => Err("认证资料正在审核中，请等待审核结果"),
        (CHANGE_UNDER_REVIEW, SubmitFirst | SubmitChange) => {
            Err("变更资料正在审核中，请等待审核结果")
        }
        (CERTIFIED | CHANGE_RETURNED, SubmitFirst) => Err("机构已通过认证，如需修改请提交变更认证"),
        (UNCERTIFIED | RETURNED, SubmitChange) => Err("机构尚未通过认证，请先完成首次认证"),
        (_, Pass | Return) => Err("该机构当前没有待审核的认证资料"),
        _ => Err("机构认证状态异常"),
    }
}

/// The actions the organisation itself may take in `state` (reviews are not theirs to take).
pub fn org_actions(state: i64) -> Vec<&'static str> {
    [
        (Action::SubmitFirst, "submit_first"),
        (Action::SubmitChange, "submit_change"),
    ]
    .into_iter()
    .filter(|(a, _)| next(state, *a).is_ok())
    .map(|(_, name)| name)
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use Action::*;

    const ALL_STATES: [i64; 6] = [0, 1, 2, 3, 4, 5];
    const ALL_ACTIONS: [Action; 4] = [SubmitFirst, SubmitChange, Pass, Return];

    /// The whole table: (state, action) → next state; everything else is illegal.
    const LEGAL: [(i64, Action, i64); 8] = [
        (UNCERTIFIED, SubmitFirst, UNDER_REVIEW),
        (RETURNED, SubmitFirst, UNDER_REVIEW),
        (UNDER_REVIEW, Pass, CERTIFIED),
        (UNDER_REVIEW, Return, RETURNED),
        (CERTIFIED, SubmitChange, CHANGE_UNDER_REVIEW),
        (CHANGE_RETURNED, SubmitChange, CHANGE_UNDER_REVIEW),
        (CHANGE_UNDER_REVIEW, Pass, CERTIFIED),
        (CHANGE_UNDER_REVIEW, Return, CHANGE_RETURNED),
    ];

    #[test]
    fn every_legal_transition_leads_to_its_state_and_every_other_pair_is_refused_with_a_message() {
        for state in ALL_STATES {
            for action in ALL_ACTIONS {
                let expected = LEGAL
                    .iter()
                    .find(|(s, a, _)| *s == state && *a == action)
                    .map(|(_, _, to)| *to);
                match (expected, next(state, action)) {
                    (Some(to), Ok(got)) => assert_eq!(got, to, "{state} {action:?}"),
                    (None, Err(msg)) => assert!(!msg.is_empty()),
                    (e, g) => panic!("{state} {action:?}: expected {e:?}, got {g:?}"),
                }
            }
        }
    }

    #[test]
    fn an_unknown_state_allows_nothing() {
        for action in ALL_ACTIONS {
            assert!(next(9, action).is_err());
        }
    }

    #[test]
    fn the_organisation_may_submit_only_when_nothing_is_under_review() {
        assert_eq!(org_actions(UNCERTIFIED), ["submit_first"]);
        assert_eq!(org_actions(RETURNED), ["submit_first"]);
        assert_eq!(org_actions(CERTIFIED), ["submit_change"]);
        assert_eq!(org_actions(CHANGE_RETURNED), ["submit_change"]);
        assert!(org_actions(UNDER_REVIEW).is_empty());
        assert!(org_actions(CHANGE_UNDER_REVIEW).is_empty());
    }

    #[test]
    fn a_change_in_progress_keeps_the_organisation_authenticated() {
        assert!(
            is_certified(CERTIFIED)
                && is_certified(CHANGE_UNDER_REVIEW)
                && is_certified(CHANGE_RETURNED)
        );
        assert!(
            !is_certified(UNCERTIFIED) && !is_certified(UNDER_REVIEW) && !is_certified(RETURNED)
        );
    }
}
