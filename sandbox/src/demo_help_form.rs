//! A complete, valid help-case form as the console's create form sends it: the sample that
//! callers of the sandbox (its own tests, the BFF's integration tests) submit to make a case,
//! written once so that a change of the form's rules is followed in one place.

use serde_json::{json, Value};

/// The sample form titled `title`, its fundraising ending on `deadline` (`YYYY-MM-DD`).
pub fn help_case_form(title: &str, deadline: &str) -> Value {
    json!({
        "title": title, "help_type_id": 1, "target_amount": "200000.00",
        "deadline": deadline, "summary": "小雨今年九岁，确诊急性淋巴细胞白血病，急需骨髓移植费用。",
        "images": ["/sandbox-files/oss/orgcenter-images/images/1/a.jpg"],
        "province": "110000", "city": "110100", "district": "110105",
        "address": "北京市朝阳区建国路88号", "publisher_name": "王建国", "publisher_phone": "13800138000",
        "beneficiary_name": "王小雨", "beneficiary_gender": 2, "beneficiary_age": 9,
        "beneficiary_id_card": "11010520161012008x", "relation": 2,
        "witness_name": "李医生", "witness_phone": "13900139000", "pay_method": 1,
        "payee_name": "王建国", "payee_bank": "中国工商银行北京分行", "payee_account": "6222020200112233445",
    })
}
