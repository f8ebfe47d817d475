//! The checks many tests make of one answer (a redirect, a status, a timeout, an envelope's
//! reason) and the page or list they read from it: each written once, so a test says what it
//! expects and a failure shows the body.

use awc::http::header;
use serde_json::Value;

use super::{Reply, TestApp};

impl Reply {
    /// The answer is a 302 to `location`.
    pub fn assert_found(&self, location: &str) {
        assert_eq!(self.status, 302, "{}", self.text());
        assert_eq!(self.header("location"), Some(location));
    }

    /// The status is `status`; `what` and the body are shown when it is not.
    pub fn assert_status(&self, status: u16, what: &str) {
        assert_eq!(self.status, status, "{what}: {}", self.text());
    }

    /// The answer is the timeout envelope: 504, as status and as code.
    pub fn assert_timed_out(&self) {
        assert_eq!(self.status, 504, "{}", self.text());
        assert_eq!(self.json()["code"], 504);
    }

    /// The status and the envelope's stable `reason`, to compare with what a refusal should be.
    pub fn status_and_reason(&self) -> (u16, Value) {
        (self.status, self.json()["reason"].clone())
    }
}

impl TestApp {
    /// A GET that must answer 200 (the body is shown when it does not).
    pub async fn get_ok(&self, path: &str, cookie: Option<&str>) -> Reply {
        let reply = self.get(path, cookie).await;
        assert_eq!(reply.status, 200, "{}", reply.text());
        reply
    }

    /// The page at `path` as the user of `cookie`, once its status is `status`.
    pub async fn page_html(&self, path: &str, cookie: &str, status: u16) -> String {
        self.get(path, Some(cookie)).await.page_html(status)
    }

    /// A POST as the user of `cookie` (its headers and body still to add).
    pub fn post_as(&self, path: &str, cookie: &str) -> awc::ClientRequest {
        self.client
            .post(self.url(path))
            .insert_header((header::COOKIE, cookie))
    }
}

/// The first row of a list answer (`data.list`) that `keep` accepts.
pub fn find_row(listed: &Value, keep: impl Fn(&Value) -> bool) -> Option<&Value> {
    listed["data"]["list"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|row| keep(row))
}
