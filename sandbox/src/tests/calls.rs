//! Short forms of the calls and reads the tests repeat most: a detail by id, a call that takes
//! only an id, an answer checked for its code and message, and the rows of a list.

use super::{assert_code, TestApp, TestService};
use serde::Serialize;
use serde_json::{json, Value};
use std::fmt::Display;

/// One scripted call: the path, the body, whose token, and the code and message it must answer.
pub type Step<'a> = (&'a str, Value, &'a str, i64, &'a str);

/// The items of a JSON array; none when the value is not one (so a missing list fails the
/// assertion that reads it rather than panicking here).
pub fn items(list: &Value) -> impl Iterator<Item = &Value> {
    list.as_array().into_iter().flatten()
}

/// The text under `key` of every item of a JSON array, in order (items without one are skipped).
pub fn texts<'a>(list: &'a Value, key: &str) -> Vec<&'a str> {
    items(list).filter_map(|i| i[key].as_str()).collect()
}

/// The ids of a JSON array's items, in order (items without one are skipped).
pub fn item_ids(list: &Value) -> Vec<i64> {
    items(list).filter_map(|i| i["id"].as_i64()).collect()
}

/// How many of a burst of answers were accepted (code 200).
pub fn successes(answers: &[Value]) -> usize {
    answers.iter().filter(|a| a["code"] == 200).count()
}

/// Checks the answers to a burst of identical calls: exactly `accepted` of them went through
/// and every other was refused (400) with `msg`.
pub fn assert_burst(answers: &[Value], accepted: usize, msg: &str) {
    assert_eq!(successes(answers), accepted, "{answers:?}");
    assert!(
        answers
            .iter()
            .filter(|a| a["code"] != 200)
            .all(|a| a["code"] == 400 && a["msg"] == msg),
        "{answers:?}"
    );
}

/// The id a create call answered with; 0 (no row has it) when it answered none.
pub fn new_id(resp: &Value) -> i64 {
    resp["data"]["id"].as_i64().unwrap_or(0)
}

impl<S: TestService> TestApp<S> {
    /// Session tokens for several demo accounts, logged in in the order given.
    pub async fn logins<const N: usize>(&self, accounts: [&str; N]) -> [String; N] {
        let mut tokens = Vec::with_capacity(N);
        for account in accounts {
            tokens.push(self.login(account).await);
        }
        tokens.try_into().expect("one token per account")
    }

    /// GETs `uri?id=id` as `token` (every detail call).
    pub async fn get_id(&self, uri: &str, id: impl Display, token: &str) -> Value {
        self.get(&format!("{uri}?id={id}"), Some(token)).await
    }

    /// POSTs `{"id": id}` to `uri` as `token` (claim, pass, delete: the calls that take only an id).
    pub async fn post_id(&self, uri: &str, id: impl Serialize, token: &str) -> Value {
        self.post(uri, json!({ "id": id }), Some(token)).await
    }

    /// Posts `body` to `uri` as `token`, checks the answer's code and message, and returns it.
    pub async fn post_expect(
        &self,
        uri: &str,
        body: Value,
        token: &str,
        code: i64,
        msg: &str,
    ) -> Value {
        let resp = self.post(uri, body, Some(token)).await;
        assert_code(&resp, code, msg);
        resp
    }

    /// The total a list call `uri` answers to `token` (every matching row, not the page's).
    pub async fn total(&self, uri: &str, token: &str) -> Value {
        self.get(uri, Some(token)).await["data"]["total"].clone()
    }

    /// Posts `body` to the test-mode call `/__sandbox/{call}`: what a donor, buyer, bidder or
    /// the test harness does from outside the console, so without a session.
    pub async fn sandbox(&self, call: &str, body: Value) -> Value {
        self.post(&format!("/__sandbox/{call}"), body, None).await
    }

    /// The one value `sql` selects (a query without parameters).
    pub async fn value<T>(&self, sql: &'static str) -> T
    where
        T: rusqlite::types::FromSql + Send + 'static,
    {
        self.sql(move |c| c.query_row(sql, [], |r| r.get(0))).await
    }

    /// The one value `sql` selects with `param` as its `?1`.
    pub async fn scalar<T, P>(&self, sql: &'static str, param: P) -> T
    where
        T: rusqlite::types::FromSql + Send + 'static,
        P: rusqlite::ToSql + Send + 'static,
    {
        self.sql(move |c| c.query_row(sql, [param], |r| r.get(0)))
            .await
    }

    /// Ids of demo_org's seeded rows of `table` in `status`, by id (the areas' tables all
    /// carry `org_id` and `status`).
    pub async fn demo_org_rows(&self, table: &'static str, status: i64) -> Vec<i64> {
        let sql = format!(
            "SELECT t.id FROM {table} t JOIN accounts a ON a.org_id = t.org_id
              WHERE a.account = 'demo_org' AND t.status = ?1 ORDER BY t.id"
        );
        self.sql(move |c| {
            c.prepare(&sql)?
                .query_map([status], |r| r.get(0))?
                .collect()
        })
        .await
    }

    /// How many times the workflow log holds `action` on the `subject` row `id`.
    pub async fn logged(&self, subject: &'static str, id: i64, action: &'static str) -> i64 {
        self.sql(move |c| {
            c.query_row(
                "SELECT COUNT(*) FROM workflow_logs WHERE subject = ?1 AND item_id = ?2 AND action = ?3",
                rusqlite::params![subject, id, action],
                |r| r.get(0),
            )
        })
        .await
    }

    /// Makes the calls in order, checking each answer's code and message (an exchange whose
    /// every answer is known, written as a table).
    pub async fn expect_each(&self, steps: &[Step<'_>]) {
        for (uri, body, token, code, msg) in steps {
            self.post_expect(uri, body.clone(), token, *code, msg).await;
        }
    }

    /// GETs `uri` as `token`, checks the answer's code and message, and returns it.
    pub async fn get_expect(&self, uri: &str, token: &str, code: i64, msg: &str) -> Value {
        let resp = self.get(uri, Some(token)).await;
        assert_code(&resp, code, msg);
        resp
    }
}
