//! Shared pieces of the help-case tests: paths, a valid form, seed lookups.

use super::{TestApp, TestService};
use serde_json::{json, Value};

/// A help call's path.
pub fn sz(name: &str) -> String {
    format!("/api/organization/SZ/{name}")
}

/// Percent-encodes a query value (the test request builder takes only ASCII URIs).
pub fn enc(s: &str) -> String {
    s.bytes().map(|b| format!("%{b:02X}")).collect()
}

/// A date `days` from today (China), `YYYY-MM-DD`.
pub fn day(days: i64) -> String {
    use crate::rules::dates;
    dates::format(dates::today(crate::clock::now()) + days)
}

/// A complete, valid case form.
pub fn valid_form() -> Value {
    crate::help_case_form("救救白血病女孩小雨", &day(90))
}

/// `valid_form()` with some fields replaced.
pub fn form_with(changes: Value) -> Value {
    let mut f = valid_form();
    if let (Some(f), Some(c)) = (f.as_object_mut(), changes.as_object()) {
        for (k, v) in c {
            f.insert(k.clone(), v.clone());
        }
    }
    f
}

impl<S: TestService> TestApp<S> {
    /// Ids of demo_org's seeded cases in `status`, by id.
    pub async fn demo_cases(&self, status: i64) -> Vec<i64> {
        self.demo_org_rows("help_cases", status).await
    }

    /// The stored status (and claimer) of a case, `None` when it is gone.
    pub async fn case_state(&self, id: i64) -> Option<(i64, Option<i64>, String)> {
        self.sql(move |c| {
            use rusqlite::OptionalExtension;
            c.query_row(
                "SELECT status, claimed_by, title || '|' || COALESCE(target_fen, '') || '|' || return_reason
                   FROM help_cases WHERE id = ?1",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .optional()
        })
        .await
    }

    /// The account id of a demo account.
    pub async fn account_id(&self, account: &'static str) -> i64 {
        self.scalar("SELECT id FROM accounts WHERE account = ?1", account)
            .await
    }

    /// Posts `{"id": id}` to the help call `call` as `token`, checking it is accepted with
    /// `msg` (a reviewer's claim or pass of a case).
    pub async fn case_accepted(&self, call: &str, id: i64, token: &str, msg: &str) {
        self.post_expect(&sz(call), json!({ "id": id }), token, 200, msg)
            .await;
    }

    /// Posts the decision `call` (with a reason) on case `id` as `token`, checking it is
    /// refused with `msg` and the case is stored as it was.
    pub async fn case_refuses(&self, call: &str, id: i64, token: &str, msg: &str) {
        let before = self.case_state(id).await;
        let body = json!({"id": id, "reason": "材料不全"});
        self.post_expect(&sz(call), body, token, 400, msg).await;
        assert_eq!(self.case_state(id).await, before, "{call} on case {id}");
    }

    pub async fn detail(&self, id: i64, token: &str) -> Value {
        self.get_id(&sz("help_project_detail"), id, token).await
    }
}
