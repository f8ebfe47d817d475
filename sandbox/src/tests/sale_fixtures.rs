//! What the charity-sale tests share: call paths, valid forms of both kinds, creating a listed
//! item or a bidding lot, and reading an item's state.

use super::calls::new_id;
use super::{TestApp, TestService};
use crate::clock;
use serde_json::{json, Value};

pub fn thing(call: &str) -> String {
    format!("/api/organization/thing/{call}")
}

/// The demo beneficiary project of demo_org (募款中).
pub const BENEFICIARY: &str = "春蕾女童助学金";

pub fn fixed_form(project: i64, stock: i64) -> Value {
    json!({
        "kind": 1, "title": "测试义卖蜂蜜", "cover": "/sandbox-files/avatar/1.svg",
        "images": ["/sandbox-files/avatar/1.svg"],
        "description": "大别山深处的土蜂蜜，每一罐都来自合作社的养蜂人。", "project_id": project,
        "price": "68.00", "stock": stock, "specs": [], "shipping_fee": "10.00",
    })
}

/// A lot bidding from a minute ago until `secs` from now, start 100.00, increment 10.00, no
/// reserve, anti-sniping `extend` seconds.
pub fn lot_form(project: i64, secs: i64, extend: i64) -> Value {
    let now = clock::now();
    json!({
        "kind": 2, "title": "测试拍品油画", "cover": "/sandbox-files/avatar/1.svg",
        "description": "乡村孩子画的油画一幅，由美术老师装裱捐出。", "project_id": project,
        "start_price": "100.00", "increment": "10.00", "reserve_price": "0", "deposit": "20.00",
        "start_time": now - 60, "end_time": now + secs, "extend_seconds": extend,
    })
}

pub fn buyer(goods: i64, quantity: i64) -> Value {
    json!({"goods_id": goods, "quantity": quantity, "buyer_name": "张三", "mobile": "13800138000",
           "province": "110000", "city": "110100", "district": "110105", "address": "建国路88号"})
}

impl<S: TestService> TestApp<S> {
    /// The organisation of demo account `account`.
    pub async fn org_of(&self, account: &'static str) -> i64 {
        self.sql(move |c| {
            crate::areas::testing::org_of_account(c, account)
                .map_err(|e| rusqlite::Error::InvalidParameterName(e.to_string()))
        })
        .await
    }

    /// The first row of each state among `table`'s rows of organisation `org` (narrowed by
    /// `and`): `(id, state)`, by state.
    pub async fn one_per_state(
        &self,
        table: &'static str,
        org: i64,
        and: &'static str,
    ) -> Vec<(i64, i64)> {
        self.sql(move |c| {
            let mut stmt = c.prepare(&format!(
                "SELECT MIN(id), status FROM {table} WHERE org_id = ?1 AND {and} GROUP BY status ORDER BY status"
            ))?;
            let rows = stmt.query_map([org], |r| Ok((r.get(0)?, r.get(1)?)))?;
            rows.collect()
        })
        .await
    }

    pub async fn beneficiary(&self) -> i64 {
        self.scalar("SELECT id FROM projects WHERE title = ?1", BENEFICIARY)
            .await
    }

    /// The project's raised amount as the project list answers it.
    pub async fn raised(&self, project: i64, token: &str) -> String {
        let d = self
            .get(&thing("can_use_thing_list?pageSize=100"), Some(token))
            .await;
        d["data"]["list"]
            .as_array()
            .and_then(|l| l.iter().find(|p| p["id"] == project))
            .map(|p| p["raised"].as_str().unwrap_or_default().to_owned())
            .unwrap_or_default()
    }

    /// A goods item made from `form` by `owner`, passed by demo_reviewer; its id.
    pub async fn listed(&self, form: Value, owner: &str, reviewer: &str) -> i64 {
        let made = self.post(&thing("add_sale"), form, Some(owner)).await;
        assert_eq!(made["code"], 200, "{made}");
        let id = new_id(&made);
        let passed = self.post_id(&thing("pass_sale"), id, reviewer).await;
        assert_eq!(passed["code"], 200, "{passed}");
        id
    }

    /// A fixed-price item of `stock` units for the beneficiary project, made by `owner` and
    /// listed by `reviewer`; its id.
    pub async fn on_sale(&self, stock: i64, owner: &str, reviewer: &str) -> i64 {
        let form = fixed_form(self.beneficiary().await, stock);
        self.listed(form, owner, reviewer).await
    }

    /// A one-hour lot of demo_org, passed and running: demo_org's token and the lot's id.
    pub async fn running_lot(&self) -> (String, i64) {
        let (org, reviewer) = (
            self.login("demo_org").await,
            self.login("demo_reviewer").await,
        );
        let form = lot_form(self.beneficiary().await, 3600, 0);
        let lot = self.listed(form, &org, &reviewer).await;
        (org, lot)
    }

    pub async fn goods(&self, id: i64, token: &str) -> Value {
        self.get_id(&thing("sale_detail"), id, token).await["data"].clone()
    }

    pub async fn sale_order(&self, id: i64, token: &str) -> Value {
        self.get_id(&thing("sale_order_detail"), id, token).await["data"].clone()
    }
}
