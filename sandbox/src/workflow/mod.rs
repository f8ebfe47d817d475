//! The workflow engine: every reviewed subject (help case, progress report, change request,
//! organisation authentication; later projects, micro projects, wishes…) is a `Table` of
//! data — its states with their Chinese labels, its steps (from, action, to, who may act) and
//! the roles that review it. One function says whether an actor may take an action and where
//! it leads (`Table::next`), one lists the actions open to the caller (`Table::actions`, the
//! `actions` array the console builds its buttons from). Pure: no database, no HTTP, so every
//! table is tested exhaustively (`tests`).

#[cfg(test)]
pub mod contract;
pub mod diff;
pub mod drafted;
pub mod join;
pub mod notify;
pub mod reason;
pub mod reviewed;
pub mod seeded;
#[cfg(test)]
mod tests;

pub use reason::return_reason;

/// The "state" of an item that does not exist yet: steps from `NEW` create it.
pub const NEW: i64 = -1;

/// Who may take a step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Who {
    /// Any account of the organisation that owns the item.
    Owner,
    /// A role of the table's `reviewers`.
    Reviewer,
    /// A reviewer who claimed the item, or a role of the table's `overriders` (super admin).
    Claimer,
    /// Exactly these roles (narrower than the table's reviewers, e.g. progress: role 2 only).
    Roles(&'static [i64]),
}

/// Where a step leads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum To {
    State(i64),
    /// The state it is in: a step taken alike in several states that moves nothing (a change
    /// request, a progress report, an edit while waiting), written once for all of them.
    Stay,
    /// Back to the reviewer who claimed it (`claimed`) or to the pool (`unclaimed`).
    ByClaim {
        claimed: i64,
        unclaimed: i64,
    },
    /// Back to the reviewer who claimed it when `claimed` is given and it was claimed; else
    /// `then` when `fact` holds (e.g. a regional partner covers the item: its preliminary
    /// review first), else `otherwise`.
    Route {
        claimed: Option<i64>,
        fact: Fact,
        then: i64,
        otherwise: i64,
    },
    /// The item is removed (a deleted draft).
    Deleted,
}

impl To {
    /// The state this leads to for `item` (`None`: deleted).
    pub fn resolve(self, item: &Item) -> Option<i64> {
        match self {
            To::State(s) => Some(s),
            To::Stay => Some(item.state),
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
            } => Some(match claimed {
                Some(c) if item.claimed_by.is_some() => c,
                _ if item.facts.contains(&fact) => then,
                _ => otherwise,
            }),
            To::Deleted => None,
        }
    }
}

/// A fact about the item that hides a step's button (and, with a message, refuses it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Guard {
    pub fact: Fact,
    /// `None`: only the button is hidden, the call itself stays harmless and allowed.
    pub refusal: Option<&'static str>,
}

/// A fact a guard or a route can name, by its key; the loader of an item says which hold. The
/// engine knows only the kit's own facts (below); an area defines its facts beside its tables
/// (`pub const HAS_BIDS: Fact = Fact::new("has_bids")`), so the engine names no area.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Fact(&'static str);

impl Fact {
    /// A change request of the item waits for review (`http::parent::with_pending_change`).
    pub const PENDING_CHANGE: Fact = Fact::new("pending_change");
    /// The caller has ignored the item in the claim pool.
    pub const IGNORED_BY_CALLER: Fact = Fact::new("ignored_by_caller");

    /// The fact named `key` (unique across the areas: two areas meaning different things
    /// must not share a key).
    pub const fn new(key: &'static str) -> Self {
        Fact(key)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    /// The action's name in the code and the audit log.
    pub action: &'static str,
    pub from: &'static [i64],
    pub to: To,
    pub who: Who,
    /// The name in the API's `actions` list (`None`: never offered as a button).
    pub button: Option<&'static str>,
    pub guard: Option<Guard>,
    /// A decision the owner organisation is told about: what happened to the item (已被退回…).
    pub notice: Option<&'static str>,
}

impl Step {
    /// A step with no button, guard or notice (add them with the methods below).
    pub const fn new(action: &'static str, from: &'static [i64], to: To, who: Who) -> Self {
        Self {
            action,
            from,
            to,
            who,
            button: None,
            guard: None,
            notice: None,
        }
    }

    /// Offered to the caller as `button` in the `actions` list.
    pub const fn button(self, button: &'static str) -> Self {
        Self {
            button: Some(button),
            ..self
        }
    }

    /// Offered under its own action name.
    pub const fn offered(self) -> Self {
        let action = self.action;
        self.button(action)
    }

    /// A decision the owner organisation is told about (`notice`: what happened to the item).
    pub const fn told(self, notice: &'static str) -> Self {
        Self {
            notice: Some(notice),
            ..self
        }
    }

    pub const fn guarded(self, fact: Fact, refusal: Option<&'static str>) -> Self {
        Self {
            guard: Some(Guard { fact, refusal }),
            ..self
        }
    }
}

/// A refusal message for `action` in `states` (empty: any state).
pub const fn refuse(
    action: &'static str,
    states: &'static [i64],
    message: &'static str,
) -> Refusal {
    Refusal {
        action,
        states,
        message,
    }
}

/// Why an action is refused in a state: the first entry for the action whose `states` hold the
/// current state (empty `states`: any state) gives the message.
#[derive(Debug, Clone, Copy)]
pub struct Refusal {
    pub action: &'static str,
    pub states: &'static [i64],
    pub message: &'static str,
}

#[derive(Debug)]
pub struct Table {
    /// The subject's key in the shared tables and the messages (`help_case`, `org_auth`…).
    pub subject: &'static str,
    /// What the subject is called in messages (求助, 机构认证…).
    pub noun: &'static str,
    /// The console page of an item, `{id}` standing for its page id (messages link to it).
    pub page: &'static str,
    pub states: &'static [(i64, &'static str)],
    pub steps: &'static [Step],
    pub refusals: &'static [Refusal],
    /// Roles that review (Who::Reviewer, Who::Claimer).
    pub reviewers: &'static [i64],
    /// Roles that may decide an item another reviewer claimed.
    pub overriders: &'static [i64],
    /// Roles that see every organisation's items (the others see their own organisation's).
    pub sees_all: &'static [i64],
    /// The message for a caller whose role may not take a reviewers' step.
    pub no_right: &'static str,
    /// The message for an item the caller may not see or that does not exist.
    pub not_found: &'static str,
    /// The message when someone else claimed the item.
    pub claimed_by_other: &'static str,
}

/// The caller.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Actor {
    pub account_id: i64,
    pub org_id: i64,
    pub role: i64,
}

/// What a decision needs to know about an item.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Item {
    pub state: i64,
    pub owner_org: i64,
    pub claimed_by: Option<i64>,
    pub facts: Vec<Fact>,
}

impl Item {
    /// An item in `state` owned by organisation `owner_org`, unclaimed, no facts.
    pub fn owned(state: i64, owner_org: i64) -> Self {
        Self {
            state,
            owner_org,
            ..Self::default()
        }
    }

    /// This item claimed by reviewer `by` (`None`: unclaimed).
    pub fn claimed(self, by: Option<i64>) -> Self {
        Self {
            claimed_by: by,
            ..self
        }
    }

    /// This item with the facts its steps' guards and routes read.
    pub fn with_facts(self, facts: Vec<Fact>) -> Self {
        Self { facts, ..self }
    }

    /// An item about to be created by `actor`'s organisation.
    pub fn new_for(actor: &Actor) -> Self {
        Self {
            state: NEW,
            owner_org: actor.org_id,
            ..Self::default()
        }
    }
}

/// An allowed step: the state it leads to (`None`: deleted).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    pub step: &'static Step,
    pub to: Option<i64>,
}

impl Table {
    /// Records a step taken with `outcome` by `operator` (inside the caller's transaction,
    /// after the item's own write): a row in the item's audit log, and the owner
    /// organisation's message when the step is a decision with a notice.
    pub fn record(
        &self,
        conn: &rusqlite::Connection,
        outcome: &Outcome,
        subject: &notify::Subject,
        operator: i64,
        reason: &str,
        now: i64,
    ) -> rusqlite::Result<()> {
        let action = outcome.step.action;
        self.log(conn, subject.item_id, action, Some(operator), reason, now)?;
        notify::send(conn, self, outcome.step, subject, reason, now)
    }

    /// Appends a row to the item's history in the shared audit log.
    pub fn log(
        &self,
        conn: &rusqlite::Connection,
        item_id: i64,
        action: &str,
        operator: Option<i64>,
        reason: &str,
        at: i64,
    ) -> rusqlite::Result<()> {
        conn.execute(
            "INSERT INTO workflow_logs (subject, item_id, action, operator_id, reason, at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            rusqlite::params![self.subject, item_id, action, operator, reason, at],
        )?;
        Ok(())
    }

    pub fn label(&self, state: i64) -> &'static str {
        self.states
            .iter()
            .find(|(s, _)| *s == state)
            .map_or("未知状态", |(_, l)| l)
    }

    pub fn is_reviewer(&self, role: i64) -> bool {
        self.reviewers.contains(&role)
    }

    pub fn sees_all(&self, role: i64) -> bool {
        self.sees_all.contains(&role)
    }

    /// True when `action` is one of the table's reviewers' steps and `role` may take none of
    /// them: checked before the item is loaded, so an outsider learns nothing about it.
    pub fn check_role(&self, action: &str, role: i64) -> Result<(), &'static str> {
        let mut steps = self.steps.iter().filter(|s| s.action == action).peekable();
        if steps.peek().is_none() {
            return Ok(());
        }
        let mut allowed = false;
        let mut reviewer_step = false;
        for s in steps {
            match s.who {
                Who::Owner => allowed = true,
                Who::Reviewer | Who::Claimer => {
                    reviewer_step = true;
                    allowed |= self.is_reviewer(role);
                }
                Who::Roles(r) => {
                    reviewer_step = true;
                    allowed |= r.contains(&role);
                }
            }
        }
        if allowed || !reviewer_step {
            Ok(())
        } else {
            Err(self.no_right)
        }
    }

    fn refusal(&self, action: &str, state: i64) -> &'static str {
        if state == NEW {
            return self.not_found;
        }
        self.refusals
            .iter()
            .find(|r| r.action == action && (r.states.is_empty() || r.states.contains(&state)))
            .map_or("当前状态不允许该操作", |r| r.message)
    }

    /// Whether `actor` may take `action` on `item` and where it leads. Checks run in a fixed
    /// order — role, ownership, state, claim, guard — so the message says the most basic
    /// thing that is wrong.
    pub fn next(&self, item: &Item, action: &str, actor: &Actor) -> Result<Outcome, &'static str> {
        self.check_role(action, actor.role)?;
        let mut of_action = self.steps.iter().filter(|s| s.action == action).peekable();
        let owners_only = of_action.peek().is_some() && of_action.all(|s| s.who == Who::Owner);
        if owners_only && item.owner_org != actor.org_id {
            return Err(self.not_found);
        }
        let step = self
            .steps
            .iter()
            .filter(|s| s.action == action && s.from.contains(&item.state))
            .find(|s| self.admits_role(s.who, actor.role))
            .ok_or_else(|| self.refusal(action, item.state))?;
        match step.who {
            Who::Owner if item.owner_org != actor.org_id => return Err(self.not_found),
            Who::Claimer
                if item.claimed_by != Some(actor.account_id)
                    && !self.overriders.contains(&actor.role) =>
            {
                return Err(self.claimed_by_other)
            }
            _ => {}
        }
        if let Some(g) = step.guard {
            if let (true, Some(msg)) = (item.facts.contains(&g.fact), g.refusal) {
                return Err(msg);
            }
        }
        Ok(Outcome {
            step,
            to: step.to.resolve(item),
        })
    }

    fn admits_role(&self, who: Who, role: i64) -> bool {
        match who {
            Who::Owner => true,
            Who::Reviewer | Who::Claimer => self.is_reviewer(role),
            Who::Roles(r) => r.contains(&role),
        }
    }

    /// The `actions` of an item for `actor`, by button name, in the table's step order.
    pub fn actions(&self, item: &Item, actor: &Actor) -> Vec<&'static str> {
        let mut out: Vec<&'static str> = Vec::new();
        for step in self.steps {
            let Some(button) = step.button else { continue };
            let hidden = step.guard.is_some_and(|g| item.facts.contains(&g.fact));
            if !hidden
                && !out.contains(&button)
                && self
                    .next(item, step.action, actor)
                    .is_ok_and(|o| o.step.action == step.action)
            {
                out.push(button);
            }
        }
        out
    }

    /// The `actions` the owner may take on their own item (what an organisation's own view
    /// offers, whatever else the caller's role could do).
    pub fn owner_actions(&self, item: &Item) -> Vec<&'static str> {
        let owner = Actor {
            account_id: 0,
            org_id: item.owner_org,
            role: 0,
        };
        self.actions(item, &owner)
            .into_iter()
            .filter(|b| {
                self.steps
                    .iter()
                    .any(|s| s.button == Some(b) && s.who == Who::Owner)
            })
            .collect()
    }
}
