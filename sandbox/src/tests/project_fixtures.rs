//! Shared pieces of the project tests: paths, a valid form, the demo organisation's pay account.

use super::calls::{new_id, Step};
use crate::rules::dates;
use serde_json::{json, Map, Value};

/// A project call's path.
pub fn sj(name: &str) -> String {
    format!("/api/organization/SJ/{name}")
}

/// A complete, valid project form as of day `today` (fundraising from today for 90 days),
/// executed in Beijing (no partner covers it) and paid to pay account 3.
pub fn form_at(today: i64) -> Map<String, Value> {
    let d = |n: i64| dates::format(today + n);
    json!({
        "title": "山区儿童营养午餐", "domain_id": 1, "beneficiary": "山区小学在校学生",
        "beneficiary_count": 1200, "province": "110000", "city": "110100", "district": "110105",
        "address": "北京市朝阳区建国路88号", "target_amount": "12000.00",
        "fund_start": d(0), "fund_end": d(90), "exec_start": d(1), "exec_end": d(400),
        "summary": "为山区小学的孩子们提供一年的营养午餐，保证每天一顿热饭。",
        "description": "<h2>项目背景</h2><p>山区孩子的营养午餐，每天一顿热饭，让孩子们吃饱吃好。</p>",
        "cover": "/sandbox-files/oss/orgcenter-images/images/1/cover.jpg",
        "images": ["/sandbox-files/oss/orgcenter-images/images/1/a.jpg"],
        "budget": [{"item": "午餐食材", "amount": "10000", "note": "按学期采购"},
                   {"item": "厨房设备", "amount": "2000.00"}],
        "lead_name": "李明华", "lead_phone": "13800138000",
        "contact_name": "王芳", "contact_phone": "13900139000", "pay_account_id": 3,
    })
    .as_object()
    .cloned()
    .unwrap_or_default()
}

/// A valid form as of today, paying to `pay_account_id`, with `changes` applied.
pub fn form(pay_account_id: i64, changes: Value) -> Value {
    let mut f = form_at(dates::today(crate::clock::now()));
    f.insert("pay_account_id".into(), pay_account_id.into());
    if let Value::Object(c) = changes {
        f.extend(c);
    }
    Value::Object(f)
}

use super::{TestApp, TestService};

impl<S: TestService> TestApp<S> {
    /// Ids of demo_org's seeded projects in `status`, by id.
    pub async fn demo_projects(&self, status: i64) -> Vec<i64> {
        self.demo_org_rows("projects", status).await
    }

    /// demo_org's pay account (seeded).
    pub async fn demo_pay_account(&self) -> i64 {
        self.sql(|c| {
            c.query_row(
                "SELECT p.id FROM pay_accounts p JOIN accounts a ON a.org_id = p.org_id
                  WHERE a.account = 'demo_org' ORDER BY p.id LIMIT 1",
                [],
                |r| r.get(0),
            )
        })
        .await
    }

    /// Everything stored about a project row, as text (to prove a refused call changed nothing).
    pub async fn project_snapshot(&self, id: i64) -> String {
        self.scalar("SELECT json_object('s', status, 'c', claimed_by, 't', title, 'f', target_fen, 'r', return_reason,
                                    'e', fund_end, 'u', updated_at, 'b', budget, 'sum', summary)
                   FROM projects WHERE id = ?1", id).await
    }

    /// The status of a project as stored.
    pub async fn project_status(&self, id: i64) -> i64 {
        self.sql(move |c| {
            c.query_row("SELECT status FROM projects WHERE id = ?1", [id], |r| {
                r.get(0)
            })
        })
        .await
    }

    /// Makes each call in order, checking its answer and then the state project `id` is
    /// stored in (a stretch of its lifecycle written as a table).
    pub async fn project_steps(&self, id: i64, steps: &[(Step<'_>, i64)]) {
        for ((uri, body, token, code, msg), status) in steps {
            self.post_expect(uri, body.clone(), token, *code, msg).await;
            assert_eq!(self.project_status(id).await, *status, "after {uri}");
        }
    }

    /// Submits a new valid project of demo_org (with `changes`) and answers its id.
    pub async fn submit_project(&self, token: &str, changes: serde_json::Value) -> i64 {
        let account = self.demo_pay_account().await;
        let resp = self
            .post(&sj("add_project"), form(account, changes), Some(token))
            .await;
        assert_eq!(resp["code"], 200, "{resp}");
        new_id(&resp)
    }
}
