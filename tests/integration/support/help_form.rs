//! A complete, valid help-case form as the console's create form sends it, and the case count.

use serde_json::Value;

use super::TestApp;

pub const ADD_CASE: &str = "/api/organization/SZ/add_help_project";

/// `YYYY-MM-DD`, `days` from today in China (the day the sandbox's date rules count from).
pub fn date_in(days: i64) -> String {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    orgcenter_core::china_time::day_after(now, days).expect("today is in the calendar")
}

pub fn valid_case_form(title: &str) -> Value {
    orgcenter_sandbox::help_case_form(title, &date_in(90))
}

/// How many cases titled `title` the organisation behind `cookie` sees.
pub async fn cases_titled(app: &TestApp, cookie: &str, title: &str) -> i64 {
    let encoded: String = title.bytes().map(|b| format!("%{b:02X}")).collect();
    let list = app
        .get(
            &format!(
                "/api/organization/SZ/help_project_list?pageNum=1&pageSize=100&keyword={encoded}"
            ),
            Some(cookie),
        )
        .await
        .json();
    assert_eq!(list["code"], 200, "{list}");
    list["data"]["total"].as_i64().expect("total")
}
