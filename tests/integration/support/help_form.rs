//! A complete, valid help-case form as the console's create form sends it, and the case count.

use serde_json::{json, Value};

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
    json!({
        "title": title, "help_type_id": 1, "target_amount": "200000.00",
        "deadline": date_in(90), "summary": "小雨今年九岁，确诊急性淋巴细胞白血病，急需骨髓移植费用。",
        "images": ["/sandbox-files/oss/orgcenter-images/images/1/a.jpg"],
        "province": "110000", "city": "110100", "district": "110105",
        "address": "北京市朝阳区建国路88号", "publisher_name": "王建国", "publisher_phone": "13800138000",
        "beneficiary_name": "王小雨", "beneficiary_gender": 2, "beneficiary_age": 9,
        "beneficiary_id_card": "11010520161012008x", "relation": 2,
        "witness_name": "李医生", "witness_phone": "13900139000", "pay_method": 1,
        "payee_name": "王建国", "payee_bank": "中国工商银行北京分行", "payee_account": "6222020200112233445",
    })
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
