//! Stock obeys one rule (issue 40): a stock change asks for the units the organisation has, so
//! what sells (or comes back by a cancel) while the request waits is counted at pass time —
//! over random sequences of orders, cancels, stock requests, passes and returns, the sellable
//! stock is never negative and stock plus the units sold always equals what the organisation
//! declared; a request that sales overtook is refused with its figures; the reviewer's diff
//! shows the current stock.

use super::calls::items;
use super::sale_fixtures::{buyer, thing};
use super::{assert_code, spawn_logged_in, TestApp, TestService};
use crate::areas::sale::workflow::ORDER_CANCELLED;
use proptest::prelude::*;
use serde_json::{json, Value};

const START: i64 = 5;

#[derive(Debug, Clone)]
enum Op {
    Sell {
        quantity: i64,
    },
    /// The organisation cancels the `n`-th order so far (modulo), when it is still open.
    Cancel {
        n: usize,
    },
    Request {
        stock: i64,
    },
    Pass,
    Return,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        4 => (1i64..=3).prop_map(|quantity| Op::Sell { quantity }),
        1 => (0usize..32).prop_map(|n| Op::Cancel { n }),
        2 => (0i64..=12).prop_map(|stock| Op::Request { stock }),
        2 => Just(Op::Pass),
        1 => Just(Op::Return),
    ]
}

/// `(stock, units in open orders)` as stored.
async fn counts<S: TestService>(app: &TestApp<S>, goods: i64) -> (i64, i64) {
    app.sql(move |c| {
        c.query_row(
            "SELECT stock, (SELECT COALESCE(SUM(quantity), 0) FROM sale_orders
                             WHERE goods_id = g.id AND status <> ?2)
               FROM sale_goods g WHERE g.id = ?1",
            rusqlite::params![goods, ORDER_CANCELLED],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
    })
    .await
}

fn run(ops: Vec<Op>) {
    actix_web::rt::System::new().block_on(async move {
        let (app, [org, reviewer]) = spawn_logged_in(true, ["demo_org", "demo_reviewer"]).await;
        let goods = app.on_sale(START, &org, &reviewer).await;
        // The model: the units the organisation declared, its orders `(id, quantity, open)`,
        // the waiting request `(id, units asked, stock and units sold when asked)`.
        let mut declared = START;
        let mut orders: Vec<(Value, i64, bool)> = Vec::new();
        let mut pending: Option<(Value, i64, i64, i64)> = None;
        for op in ops {
            let (stock, sold) = counts(&app, goods).await;
            match op {
                Op::Sell { quantity } => {
                    let r = app.sandbox("sale_order", buyer(goods, quantity)).await;
                    assert_eq!(r["code"] == 200, quantity <= stock, "{r}");
                    if r["code"] == 200 {
                        orders.push((r["data"]["id"].clone(), quantity, true));
                    }
                }
                Op::Cancel { n } if !orders.is_empty() => {
                    let i = n % orders.len();
                    let body = json!({"id": orders[i].0, "reason": "买家不要了"});
                    let r = app.post(&thing("cancel_order"), body, Some(&org)).await;
                    assert_eq!(r["code"] == 200, orders[i].2, "{r}");
                    orders[i].2 = false;
                }
                Op::Cancel { .. } => {}
                Op::Request { stock: want } => {
                    let body = json!({"goods_id": goods, "reason": "调整库存数量", "changes": {"stock": want}});
                    let r = app.post(&thing("add_change"), body, Some(&org)).await;
                    let expected = pending.is_none() && want != stock;
                    assert_eq!(r["code"] == 200, expected, "{r}");
                    if expected {
                        pending = Some((r["data"]["id"].clone(), want, stock, sold));
                    }
                }
                Op::Pass => {
                    let Some((id, want, was, sold_then)) = pending.clone() else { continue };
                    // What the reviewer sees: the stock now, and what the pass will write.
                    let d = app.get_id(&thing("change_detail"), &id, &reviewer).await;
                    let rebased = want - (was - stock);
                    let field = items(&d["data"]["fields"])
                        .find(|f| f["field"] == "stock").cloned().unwrap_or_default();
                    assert_eq!(field["before"], stock, "{d}");
                    if rebased >= 0 {
                        assert_eq!(field["after"], rebased, "{d}");
                    }
                    let r = app.post_id(&thing("pass_change"), id, &reviewer).await;
                    if rebased >= 0 {
                        assert_code(&r, 200, "审核通过");
                        declared = want + sold_then;
                        pending = None;
                    } else {
                        assert_eq!(r["code"], 400, "{r}");
                        assert!(r["msg"].as_str().unwrap_or("").contains("期间已售出"), "{r}");
                    }
                }
                Op::Return => {
                    let Some((id, ..)) = pending.clone() else { continue };
                    let body = json!({"id": id, "reason": "库存数量与实际不符"});
                    let r = app.post(&thing("return_change"), body, Some(&reviewer)).await;
                    assert_eq!(r["code"], 200, "{r}");
                    pending = None;
                }
            }
            let (stock, sold) = counts(&app, goods).await;
            assert!(stock >= 0, "stock {stock}");
            assert_eq!(stock + sold, declared, "stock {stock} + sold {sold}: never oversold");
            let label = app.goods(goods, &org).await["status_label"].clone();
            assert_eq!(label == "已售罄", stock == 0, "{label} at stock {stock}");
        }
    });
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 10, ..ProptestConfig::default() })]
    #[test]
    fn stock_plus_sold_is_what_the_organisation_declared_whatever_sells_while_a_change_waits(
        ops in proptest::collection::vec(op(), 1..20)
    ) {
        run(ops);
    }
}

#[actix_web::test]
async fn stock_five_ten_asked_five_sold_while_waiting_passes_as_five_on_sale() {
    let (app, [org, reviewer]) = spawn_logged_in(true, ["demo_org", "demo_reviewer"]).await;
    let goods = app.on_sale(5, &org, &reviewer).await;
    let body = json!({"goods_id": goods, "reason": "补货五件商品", "changes": {"stock": 10}});
    let asked = app.post(&thing("add_change"), body, Some(&org)).await;
    assert_code(&asked, 200, "提交成功，请等待审核");
    let sold = app.sandbox("sale_order", buyer(goods, 5)).await;
    assert_eq!(sold["code"], 200, "{sold}");
    let id = asked["data"]["id"].clone();
    let d = app.get_id(&thing("change_detail"), &id, &reviewer).await;
    assert_eq!(
        d["data"]["fields"],
        json!([{"field": "stock", "label": "库存", "before": 0, "after": 5}])
    );
    assert_code(
        &app.post_id(&thing("pass_change"), id, &reviewer).await,
        200,
        "审核通过",
    );
    let g = app.goods(goods, &org).await;
    assert_eq!(
        (g["stock"].clone(), g["status_label"].clone()),
        (json!(5), json!("已上架"))
    );
}
