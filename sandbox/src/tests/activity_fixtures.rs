//! What the activity tests share: call paths, a valid activity form with a sign-up form of
//! every field kind, good answers to it, and an activity taken to 报名中.

use super::calls::new_id;
use super::{TestApp, TestService};
use crate::clock::{now, DAY, HOUR};
use serde_json::{json, Value};

pub fn act(call: &str) -> String {
    format!("/api/organization/activity/{call}")
}

/// The sign-up form of the round trip: every kind of field.
pub fn form_fields() -> Value {
    json!([
        {"kind": "text", "label": "工作单位", "required": 1, "min_len": 2, "max_len": 20},
        {"kind": "number", "label": "年龄", "required": 1, "min": 18, "max": 65},
        {"kind": "mobile", "label": "紧急联系人电话"},
        {"kind": "id_card", "label": "身份证号", "required": 1},
        {"kind": "radio", "label": "服装尺码", "required": 1, "options": ["S", "M", "L"]},
        {"kind": "checkbox", "label": "可服务时段", "options": ["上午", "下午", "晚上"], "max_choices": 2},
        {"kind": "date", "label": "上次体检日期", "min_date": "2020-01-01"},
        {"kind": "image", "label": "志愿者证照片", "max_count": 1},
    ])
}

/// A complete 志愿服务活动 in 北京 starting in a week, 20 places, sign-ups reviewed.
pub fn valid_activity() -> Value {
    let start = now() + 7 * DAY;
    json!({
        "kind": 1, "title": "周末社区助老志愿服务", "cate_id": 2,
        "cover": "/sandbox-files/avatar/1.svg",
        "content": "<p>陪伴社区独居老人，打扫卫生、聊天读报，传递温暖与关怀。</p>",
        "province": "110000", "city": "110100", "district": "110105", "address": "朝阳区建国路88号",
        "start_time": start, "end_time": start + 4 * HOUR, "signup_end": start - DAY,
        "places": 20, "need_review": 1, "allow_person": 1, "allow_team": 1, "team_min": 2, "team_max": 4,
        "contact_name": "李老师", "contact_phone": "13800138000",
        "form_fields": form_fields(),
    })
}

/// Good answers to `form_fields` (keys f1…f8 as the platform numbered them).
pub fn good_answers() -> Value {
    json!({"f1": "春晖社区", "f2": 35, "f3": "13700001111", "f4": "11010519491231002X",
           "f5": "M", "f6": ["下午", "上午"], "f7": "2025-06-01",
           "f8": ["/sandbox-files/avatar/1.svg"]})
}

/// A participant's sign-up body for activity `id`.
pub fn signup(id: i64, name: &str, mobile: &str) -> Value {
    json!({"activity_id": id, "name": name, "mobile": mobile, "answers": good_answers()})
}

impl<S: TestService> TestApp<S> {
    /// A new activity from `form` submitted by demo_org and passed by demo_reviewer: its id.
    pub async fn published_activity(&self, form: Value) -> i64 {
        let org = self.login("demo_org").await;
        let made = self.post(&act("add_activity"), form, Some(&org)).await;
        assert_eq!(made["code"], 200, "{made}");
        let id = new_id(&made);
        let reviewer = self.login("demo_reviewer").await;
        let passed = self.post_id(&act("pass_activity"), id, &reviewer).await;
        assert_eq!(passed["code"], 200, "{passed}");
        id
    }

    /// A participant's sign-up to activity `id`, passed by its organisation `org`: its id.
    pub async fn passed_signup(&self, id: i64, name: &str, mobile: &str, org: &str) -> i64 {
        let made = self
            .sandbox("activity_signup", signup(id, name, mobile))
            .await;
        assert_eq!(made["code"], 200, "{made}");
        let signup_id = new_id(&made);
        let passed = self.post_id(&act("pass_apply"), signup_id, org).await;
        assert_eq!(passed["code"], 200, "{passed}");
        signup_id
    }

    /// Moves activity `id` to take place from `start`, four hours long (to sign people in
    /// within or outside its window without waiting for it).
    pub async fn activity_held_from(&self, id: i64, start: i64) {
        self.sql(move |c| {
            c.execute(
                "UPDATE activities SET start_time = ?2, end_time = ?2 + 4 * 3600 WHERE id = ?1",
                [id, start],
            )
        })
        .await;
    }

    /// The activity as its detail answers it to `token`.
    pub async fn activity(&self, id: i64, token: &str) -> Value {
        self.get_id(&act("activity_detail"), id, token).await["data"].clone()
    }

    /// Rows of `table` (a count over the whole table).
    pub async fn count_rows(&self, table: &'static str) -> i64 {
        self.sql(move |c| c.query_row(&format!("SELECT COUNT(*) FROM {table}"), [], |r| r.get(0)))
            .await
    }
}
