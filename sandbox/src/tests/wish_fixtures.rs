//! What the micro-wish tests share: call paths, a valid wish form, the seeded wishes by state.

use super::calls::new_id;
use super::{TestApp, TestService};
use serde_json::{json, Value};

pub fn wish(call: &str) -> String {
    format!("/api/organization/wish/{call}")
}

/// A complete wish in 浙江 (the partner's province), reported by organisation `org`.
pub fn valid_wish(org: i64) -> Value {
    json!({
        "type": 1, "title": "想要一个新书包", "story": "小明的书包已经用了三年，拉链坏了，每天用绳子捆着上学。",
        "child_name": "王小明", "child_gender": 1, "child_age": 9, "school": "淳安县千岛湖镇中心小学",
        "grade": "三年级", "report_org_id": org, "cover": "/sandbox-files/avatar/1.svg",
        "images": ["/sandbox-files/avatar/1.svg"], "target_amount": "89.00",
        "province": "330000", "city": "330100", "district": "330127", "address": "千岛湖镇",
    })
}

/// A claim of wish `wish_id` by 张三.
pub fn claimer_for(wish_id: i64) -> Value {
    json!({"wish_id": wish_id, "claimer_name": "张三", "claimer_phone": "13800138000"})
}

impl<S: TestService> TestApp<S> {
    /// Seeded wishes in `status`, `province` (`None`: any), oldest id first.
    pub async fn demo_wishes(&self, status: i64, province: Option<&'static str>) -> Vec<i64> {
        self.sql(move |c| {
            let mut stmt = c.prepare(
                "SELECT id FROM wishes WHERE status = ?1 AND (?2 IS NULL OR province = ?2) ORDER BY id",
            )?;
            let rows = stmt.query_map(rusqlite::params![status, province], |r| r.get(0))?;
            rows.collect()
        })
        .await
    }

    /// The wish's state as the detail answers it (to staff).
    pub async fn wish_status(&self, id: i64, token: &str) -> Value {
        self.get_id(&wish("detail"), id, token).await["data"]["status"].clone()
    }

    /// A new wish created and published by `token`; its id.
    pub async fn published_wish(&self, token: &str) -> i64 {
        let made = self
            .post(&wish("add_wish"), valid_wish(1), Some(token))
            .await;
        assert_eq!(made["code"], 200, "{made}");
        let id = new_id(&made);
        let published = self.post_id(&wish("publish_wish"), id, token).await;
        assert_eq!(published["code"], 200, "{published}");
        id
    }
}
