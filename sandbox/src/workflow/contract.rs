//! An area's tables against the contract's own list of legal steps: every (state, action, role,
//! own organisation or not) either leads where the list says or is refused with a message.
//! The areas' workflow tests state their lists; the walk over every combination is this one.

use super::{Actor, Item, Table, NEW};

/// The public (a participant or donor on an H5 page): no account has this role.
pub const PUBLIC: i64 = 0;
/// Every role a table may meet, the public's included.
pub const ROLES: [i64; 6] = [PUBLIC, 1, 2, 3, 4, 99];
/// Any account of the owning organisation.
pub const ANY: &[i64] = &ROLES;
pub const NOBODY: &[i64] = &[];
/// The organisation that owns the items checked.
pub const OWN_ORG: i64 = 70;

/// A legal step as the contract states it: (state, action, roles of the owning organisation,
/// roles of any other, where it leads — `None`: deleted).
pub type Legal = (
    i64,
    &'static str,
    &'static [i64],
    &'static [i64],
    Option<i64>,
);

/// Every (state, action, role, own or not) of `table`: the legal ones lead where `legal`
/// says, every other is refused with a message.
pub fn check(table: &Table, legal: &[Legal]) {
    let mut states: Vec<i64> = table.states.iter().map(|(s, _)| *s).collect();
    states.push(NEW);
    let mut actions: Vec<&str> = table.steps.iter().map(|s| s.action).collect();
    actions.extend(table.refusals.iter().map(|r| r.action));
    actions.sort_unstable();
    actions.dedup();
    for &state in &states {
        for &action in &actions {
            for role in ROLES {
                for own in [true, false] {
                    let actor = Actor {
                        account_id: 7,
                        org_id: if own { OWN_ORG } else { OWN_ORG + 1 },
                        role,
                    };
                    let expected = legal
                        .iter()
                        .find(|(s, a, mine, others, _)| {
                            *s == state
                                && *a == action
                                && if own { mine } else { others }.contains(&role)
                        })
                        .map(|l| l.4);
                    let got = table.next(&Item::owned(state, OWN_ORG), action, &actor);
                    match (expected, got) {
                        (Some(to), Ok(o)) => {
                            assert_eq!(o.to, to, "{} {state} {action} {role} {own}", table.subject)
                        }
                        (None, Err(msg)) => assert!(!msg.is_empty()),
                        (e, g) => panic!(
                            "{} {state} {action} role {role} own {own}: expected {e:?}, got {g:?}",
                            table.subject
                        ),
                    }
                }
            }
        }
    }
}
