//! The engine over every table: every (state, action, role, ownership, claim, facts) is checked
//! against the table's own rules, re-derived here from its data; then the help-case and
//! authentication tables against explicit expectation lists, so today's behaviour is pinned.

use super::*;
use crate::areas::config::workflow::{self as auth, AUTH};
use crate::areas::help::workflow::*;
use crate::areas::WORKFLOWS;

const ROLES: [i64; 5] = [1, 2, 3, 4, 99];
const CALLER: i64 = 7;
const OWN_ORG: i64 = 70;

/// A state no table has.
const UNKNOWN: i64 = 999;

/// Every state a table names, plus "not created yet" and a state no table has.
fn states_of(t: &Table) -> Vec<i64> {
    let mut s: Vec<i64> = t.states.iter().map(|(s, _)| *s).collect();
    s.extend([NEW, UNKNOWN]);
    s
}

fn actions_of(t: &Table) -> Vec<&'static str> {
    let mut a: Vec<&'static str> = t.steps.iter().map(|s| s.action).collect();
    a.extend(t.refusals.iter().map(|r| r.action));
    a.sort_unstable();
    a.dedup();
    a
}

fn actor(role: i64, own: bool) -> Actor {
    Actor {
        account_id: CALLER,
        org_id: if own { OWN_ORG } else { OWN_ORG + 1 },
        role,
    }
}

/// Every fact a table names (in a guard or a route): the areas define them, the engine does
/// not know them.
fn every_fact() -> Vec<Fact> {
    let mut facts: Vec<Fact> = WORKFLOWS
        .iter()
        .flat_map(|t| t.steps.iter())
        .flat_map(|s| {
            let routed = match s.to {
                To::Route { fact, .. } => Some(fact),
                _ => None,
            };
            s.guard.map(|g| g.fact).into_iter().chain(routed)
        })
        .collect();
    facts.sort();
    facts.dedup();
    facts
}

/// Every item shape worth telling apart: unclaimed, claimed by the caller, by someone else;
/// with no facts or with every fact.
fn items(state: i64) -> Vec<Item> {
    let mut out = Vec::new();
    for claimed_by in [None, Some(CALLER), Some(CALLER + 1)] {
        for facts in [vec![], every_fact()] {
            out.push(Item {
                state,
                owner_org: OWN_ORG,
                claimed_by,
                facts,
            });
        }
    }
    out
}

/// The table's rule, re-derived from its data: the first step of the action from the state
/// whose `who` admits the caller, unless its guard refuses.
fn expected(t: &Table, item: &Item, action: &str, a: &Actor) -> Option<Option<i64>> {
    let admits = |who: Who| match who {
        Who::Owner => item.owner_org == a.org_id,
        Who::Reviewer => t.reviewers.contains(&a.role),
        Who::Claimer => {
            t.reviewers.contains(&a.role)
                && (item.claimed_by == Some(a.account_id) || t.overriders.contains(&a.role))
        }
        Who::Roles(r) => r.contains(&a.role),
    };
    let step = t
        .steps
        .iter()
        .find(|s| s.action == action && s.from.contains(&item.state) && admits(s.who))?;
    if let Some(g) = step.guard {
        if g.refusal.is_some() && item.facts.contains(&g.fact) {
            return None;
        }
    }
    Some(match step.to {
        To::State(s) => Some(s),
        To::ByClaim { claimed, unclaimed } => Some(if item.claimed_by.is_some() {
            claimed
        } else {
            unclaimed
        }),
        To::Route {
            claimed,
            fact,
            then,
            otherwise,
        } => Some(if let (Some(c), Some(_)) = (claimed, item.claimed_by) {
            c
        } else if item.facts.contains(&fact) {
            then
        } else {
            otherwise
        }),
        To::Deleted => None,
    })
}

#[test]
fn every_table_allows_exactly_its_steps_for_every_state_action_role_and_refuses_the_rest_with_a_message(
) {
    let mut checked = 0;
    for t in WORKFLOWS {
        for state in states_of(t) {
            for action in actions_of(t) {
                for role in ROLES {
                    for own in [true, false] {
                        for item in items(state) {
                            let a = actor(role, own);
                            let got = t.next(&item, action, &a);
                            match (expected(t, &item, action, &a), got) {
                                (Some(to), Ok(o)) => assert_eq!(o.to, to),
                                (None, Err(msg)) => assert!(!msg.is_empty()),
                                (e, g) => panic!(
                                    "{} {state} {action} role {role} own {own} {item:?}: expected {e:?}, got {g:?}",
                                    t.subject
                                ),
                            }
                            checked += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 5_000, "{checked}");
}

#[test]
fn every_table_offers_as_actions_exactly_the_allowed_unguarded_steps_with_a_button() {
    for t in WORKFLOWS {
        for state in states_of(t).into_iter().filter(|s| *s != NEW) {
            for role in ROLES {
                for own in [true, false] {
                    for item in items(state) {
                        let a = actor(role, own);
                        let mut want: Vec<&str> = Vec::new();
                        for s in t.steps {
                            let hidden = s.guard.is_some_and(|g| item.facts.contains(&g.fact));
                            if let Some(b) = s.button {
                                if !hidden
                                    && !want.contains(&b)
                                    && expected(t, &item, s.action, &a).is_some()
                                {
                                    want.push(b);
                                }
                            }
                        }
                        assert_eq!(
                            t.actions(&item, &a),
                            want,
                            "{} {state} {role} {own}",
                            t.subject
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn every_table_labels_its_states_in_chinese_and_names_a_refusal_for_each_action() {
    for t in WORKFLOWS {
        for (s, label) in t.states {
            assert_eq!(t.label(*s), *label);
            assert!(
                label
                    .chars()
                    .all(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                "{label}"
            );
        }
        assert_eq!(t.label(UNKNOWN), "未知状态");
        for step in t.steps {
            if step.from != [NEW] {
                assert!(
                    t.refusals.iter().any(|r| r.action == step.action),
                    "{} {} has no refusal message",
                    t.subject,
                    step.action
                );
            }
        }
        assert!(
            !t.no_right.is_empty() && !t.not_found.is_empty(),
            "{}",
            t.subject
        );
    }
}

// ---- Help cases: the behaviour before the engine, pinned. ----

/// An actor that fits every step of an action: the owner for the organisation's steps, the
/// super admin for the reviewers' (as the old `case_next` ignored who acts).
fn fitting(action: &str) -> Actor {
    let owners = [
        "save_draft",
        "submit",
        "delete",
        "edit",
        "request_change",
        "add_progress",
    ];
    actor(if owners.contains(&action) { 1 } else { 99 }, true)
}

fn case_next(state: i64, action: &str, claimed: bool) -> Result<Option<i64>, &'static str> {
    let item = Item {
        state,
        owner_org: OWN_ORG,
        claimed_by: claimed.then_some(CALLER),
        facts: vec![],
    };
    CASE.next(&item, action, &fitting(action)).map(|o| o.to)
}

const CASE_ACTIONS: [&str; 10] = [
    "save_draft",
    "submit",
    "delete",
    "edit",
    "claim",
    "ignore",
    "pass",
    "return",
    "request_change",
    "add_progress",
];

/// The whole case table as it was: (state, action, claimed) → outcome; the rest refused.
fn legal(state: i64, action: &str, claimed: bool) -> Option<Option<i64>> {
    Some(match (state, action) {
        (NEW | DRAFT, "save_draft") => Some(DRAFT),
        (NEW | DRAFT, "submit") => Some(PENDING),
        (DRAFT, "delete") => None,
        (PENDING, "edit") => Some(PENDING),
        (RETURNED, "edit") if claimed => Some(REVIEWING),
        (RETURNED, "edit") => Some(PENDING),
        (PENDING, "claim") => Some(REVIEWING),
        (PENDING, "ignore") => Some(PENDING),
        (REVIEWING, "pass") => Some(RAISING),
        (REVIEWING, "return") => Some(RETURNED),
        (RAISING, "request_change" | "add_progress") => Some(RAISING),
        _ => return None,
    })
}

#[test]
fn every_case_transition_is_the_table_and_every_other_pair_is_refused_with_a_message() {
    for state in [NEW, DRAFT, PENDING, REVIEWING, RETURNED, RAISING, 9] {
        for action in CASE_ACTIONS {
            for claimed in [false, true] {
                match (
                    legal(state, action, claimed),
                    case_next(state, action, claimed),
                ) {
                    (Some(to), Ok(got)) => assert_eq!(got, to, "{state} {action}"),
                    (None, Err(msg)) => assert!(!msg.is_empty()),
                    (e, g) => panic!("{state} {action} {claimed}: expected {e:?}, got {g:?}"),
                }
            }
        }
    }
}

#[test]
fn refusals_name_the_reason_the_contract_gives() {
    let refused = [
        (REVIEWING, "claim", "该求助已被认领，不能重复认领"),
        (DRAFT, "claim", "只有待认领的求助可以认领"),
        (PENDING, "pass", "只有审核中的求助可以审核"),
        (PENDING, "submit", "只有草稿可以提交"),
        (RAISING, "edit", "只有待认领或已退回的求助可以编辑"),
        (PENDING, "add_progress", "只有募款中的求助可以新增进展"),
        (NEW, "claim", "求助不存在"),
    ];
    for (state, action, msg) in refused {
        assert_eq!(case_next(state, action, true), Err(msg), "{state} {action}");
    }
}

#[test]
fn only_roles_2_and_99_review_cases_and_only_role_2_reviews_progress() {
    for role in ROLES {
        assert_eq!(CASE.is_reviewer(role), role == 2 || role == 99, "{role}");
        assert_eq!(CASE.sees_all(role), role == 2 || role == 99, "{role}");
        let progress = PROGRESS.check_role("pass", role);
        assert_eq!(progress.is_ok(), role == 2, "{role}");
        let change = CHANGE.check_role("pass", role);
        assert_eq!(change.is_ok(), role == 2 || role == 99, "{role}");
    }
    assert_eq!(PROGRESS.check_role("pass", 99), Err("无权审核求助进展"));
    assert_eq!(CHANGE.check_role("return", 3), Err("无权审核变更申请"));
}

#[test]
fn a_case_under_review_is_decided_by_its_claimer_or_the_super_admin() {
    for role in ROLES {
        let item = |by| Item {
            state: REVIEWING,
            owner_org: OWN_ORG + 5,
            claimed_by: Some(by),
            facts: vec![],
        };
        let own = CASE.next(&item(CALLER), "pass", &actor(role, false));
        let other = CASE.next(&item(CALLER + 1), "pass", &actor(role, false));
        match role {
            2 => {
                assert!(own.is_ok());
                assert_eq!(other, Err("该求助由其他审核人认领，不能审核"));
            }
            99 => assert!(own.is_ok() && other.is_ok()),
            _ => assert!(own == Err("无权审核求助") && other == Err("无权审核求助")),
        }
    }
}

fn view(
    state: i64,
    own: bool,
    role: i64,
    claimed_by: Option<i64>,
    facts: Vec<Fact>,
) -> Vec<&'static str> {
    let item = Item {
        state,
        owner_org: OWN_ORG,
        claimed_by,
        facts,
    };
    CASE.actions(&item, &actor(role, own))
}

#[test]
fn the_organisation_sees_the_actions_of_each_state() {
    assert_eq!(
        view(DRAFT, true, 1, None, vec![]),
        ["edit", "submit", "delete"]
    );
    assert_eq!(view(PENDING, true, 1, None, vec![]), ["edit"]);
    assert!(view(REVIEWING, true, 1, None, vec![]).is_empty());
    assert_eq!(view(RETURNED, true, 1, None, vec![]), ["edit"]);
    assert_eq!(
        view(RAISING, true, 1, None, vec![]),
        ["change", "add_progress"]
    );
    assert_eq!(
        view(RAISING, true, 1, None, vec![Fact::PENDING_CHANGE]),
        ["add_progress"]
    );
    assert!(view(RAISING, false, 3, None, vec![]).is_empty());
}

#[test]
fn reviewers_see_claim_and_ignore_then_pass_and_return_only_on_their_own_claim() {
    assert_eq!(view(PENDING, false, 2, None, vec![]), ["claim", "ignore"]);
    assert_eq!(
        view(PENDING, false, 2, None, vec![Fact::IGNORED_BY_CALLER]),
        ["claim"]
    );
    assert_eq!(
        view(REVIEWING, false, 2, Some(CALLER), vec![]),
        ["pass", "return"]
    );
    assert!(view(REVIEWING, false, 2, Some(CALLER + 1), vec![]).is_empty());
    assert_eq!(
        view(REVIEWING, false, 99, Some(CALLER + 1), vec![]),
        ["pass", "return"]
    );
}

fn report(t: &Table, state: i64, own: bool, role: i64) -> Vec<&'static str> {
    let item = Item::owned(state, OWN_ORG);
    t.actions(&item, &actor(role, own))
}

#[test]
fn progress_and_change_request_tables_are_exact() {
    for state in [AWAITING, PASSED, REFUSED, 0, 9] {
        for action in ["edit", "pass", "return"] {
            let progress = match (state, action) {
                (AWAITING | REFUSED, "edit") => Some(AWAITING),
                (AWAITING, "pass") => Some(PASSED),
                (AWAITING, "return") => Some(REFUSED),
                _ => None,
            };
            let fit = actor(if action == "edit" { 1 } else { 2 }, true);
            let item = Item::owned(state, OWN_ORG);
            let got = PROGRESS.next(&item, action, &fit).ok().and_then(|o| o.to);
            assert_eq!(got, progress, "{state} {action}");
            let change = match (state, action) {
                (AWAITING, "pass") => Some(PASSED),
                (AWAITING, "return") => Some(REFUSED),
                _ => None,
            };
            let got = CHANGE.next(&item, action, &fit).ok().and_then(|o| o.to);
            assert_eq!(got, change, "{state} {action}");
        }
    }
    let item = |state| Item::owned(state, OWN_ORG);
    let (org, reviewer) = (actor(1, true), actor(2, false));
    assert_eq!(
        PROGRESS.next(&item(PASSED), "pass", &reviewer),
        Err("该进展已审核，不能重复审核")
    );
    assert_eq!(
        PROGRESS.next(&item(PASSED), "edit", &org),
        Err("只有待审核或已退回的进展可以编辑")
    );
    assert_eq!(
        CHANGE.next(&item(REFUSED), "return", &reviewer),
        Err("该变更申请已审核，不能重复审核")
    );
    assert_eq!(
        CHANGE.next(&item(AWAITING), "edit", &org),
        Err("变更申请提交后不能修改，如需调整请重新申请")
    );
}

#[test]
fn progress_and_change_request_actions_follow_the_roles() {
    assert_eq!(report(&PROGRESS, AWAITING, true, 1), ["edit"]);
    assert_eq!(report(&PROGRESS, REFUSED, true, 1), ["edit"]);
    assert!(report(&PROGRESS, PASSED, true, 1).is_empty());
    assert_eq!(report(&PROGRESS, AWAITING, false, 2), ["pass", "return"]);
    assert!(report(&PROGRESS, AWAITING, false, 99).is_empty());
    assert_eq!(report(&CHANGE, AWAITING, false, 99), ["pass", "return"]);
    assert!(
        report(&CHANGE, AWAITING, false, 3).is_empty()
            && report(&CHANGE, PASSED, false, 2).is_empty()
    );
}

// ---- Organisation authentication: the behaviour before the engine, pinned. ----

/// The whole table: (state, action) → next state; everything else is illegal.
const AUTH_LEGAL: [(i64, &str, i64); 8] = [
    (auth::UNCERTIFIED, "submit_first", auth::UNDER_REVIEW),
    (auth::RETURNED, "submit_first", auth::UNDER_REVIEW),
    (auth::UNDER_REVIEW, "pass", auth::CERTIFIED),
    (auth::UNDER_REVIEW, "return", auth::RETURNED),
    (auth::CERTIFIED, "submit_change", auth::CHANGE_UNDER_REVIEW),
    (
        auth::CHANGE_RETURNED,
        "submit_change",
        auth::CHANGE_UNDER_REVIEW,
    ),
    (auth::CHANGE_UNDER_REVIEW, "pass", auth::CERTIFIED),
    (auth::CHANGE_UNDER_REVIEW, "return", auth::CHANGE_RETURNED),
];

fn auth_next(state: i64, action: &str) -> Result<Option<i64>, &'static str> {
    let who = if action.starts_with("submit") {
        actor(1, true)
    } else {
        actor(2, false)
    };
    let item = Item::owned(state, OWN_ORG);
    AUTH.next(&item, action, &who).map(|o| o.to)
}

#[test]
fn every_legal_authentication_transition_leads_to_its_state_and_every_other_pair_is_refused_with_a_message(
) {
    for state in [0, 1, 2, 3, 4, 5, 9] {
        for action in ["submit_first", "submit_change", "pass", "return"] {
            let expected = AUTH_LEGAL
                .iter()
                .find(|(s, a, _)| *s == state && *a == action)
                .map(|(_, _, to)| *to);
            match (expected, auth_next(state, action)) {
                (Some(to), Ok(got)) => assert_eq!(got, Some(to), "{state} {action}"),
                (None, Err(msg)) => assert!(!msg.is_empty()),
                (e, g) => panic!("{state} {action}: expected {e:?}, got {g:?}"),
            }
        }
    }
    assert_eq!(
        auth_next(1, "submit_change"),
        Err("认证资料正在审核中，请等待审核结果")
    );
    assert_eq!(
        auth_next(4, "submit_first"),
        Err("变更资料正在审核中，请等待审核结果")
    );
    assert_eq!(
        auth_next(2, "submit_first"),
        Err("机构已通过认证，如需修改请提交变更认证")
    );
    assert_eq!(
        auth_next(3, "submit_change"),
        Err("机构尚未通过认证，请先完成首次认证")
    );
    assert_eq!(auth_next(2, "pass"), Err("该机构当前没有待审核的认证资料"));
    assert_eq!(auth_next(9, "submit_first"), Err("机构认证状态异常"));
}

#[test]
fn the_organisation_may_submit_only_when_nothing_is_under_review() {
    let own = |state| AUTH.owner_actions(&Item::owned(state, OWN_ORG));
    assert_eq!(own(auth::UNCERTIFIED), ["submit_first"]);
    assert_eq!(own(auth::RETURNED), ["submit_first"]);
    assert_eq!(own(auth::CERTIFIED), ["submit_change"]);
    assert_eq!(own(auth::CHANGE_RETURNED), ["submit_change"]);
    assert!(own(auth::UNDER_REVIEW).is_empty());
    assert!(own(auth::CHANGE_UNDER_REVIEW).is_empty());
}

#[test]
fn a_change_in_progress_keeps_the_organisation_authenticated() {
    for s in [
        auth::CERTIFIED,
        auth::CHANGE_UNDER_REVIEW,
        auth::CHANGE_RETURNED,
    ] {
        assert!(auth::is_certified(s));
    }
    for s in [auth::UNCERTIFIED, auth::UNDER_REVIEW, auth::RETURNED] {
        assert!(!auth::is_certified(s));
    }
}
