//! The calls most tests make as a logged-in user and read as JSON: one line each, so that a test
//! says what it asks and not how a request is put together.

use serde_json::Value;

use super::TestApp;

impl TestApp {
    /// A plain GET as the user of `cookie`, its body as JSON.
    pub async fn get_json(&self, path: &str, cookie: &str) -> Value {
        self.get(path, Some(cookie)).await.json()
    }

    /// A same-origin `fetch` GET as the user of `cookie`, its body as JSON.
    pub async fn get_xhr_json(&self, path: &str, cookie: &str) -> Value {
        self.get_xhr(path, Some(cookie)).await.json()
    }

    /// A same-origin JSON POST as the user of `cookie`, its body as JSON.
    pub async fn post_json_value(&self, path: &str, cookie: &str, body: &Value) -> Value {
        self.post_json(path, Some(cookie), body).await.json()
    }
}
