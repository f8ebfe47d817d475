//! Orders: the stock under concurrent orders (never negative, never oversold, given back on
//! cancel), payment counted to the beneficiary project and taken back by a refund, shipping
//! with a tracking number, and every order, goods and lot step in every state following its
//! workflow table through the API.

use super::calls::{new_id, Step};
use super::sale_fixtures::{buyer, fixed_form, thing};
use super::{assert_code, spawn_app, spawn_logged_in};
use crate::areas::sale::workflow::{GOODS, ORDER};
use crate::workflow::{Actor, Item};
use futures_util::future::join_all;
use serde_json::{json, Value};

#[actix_web::test]
async fn twenty_five_concurrent_orders_never_oversell_the_stock_and_a_cancel_gives_it_back() {
    let (app, [org, reviewer]) = spawn_logged_in(true, ["demo_org", "demo_reviewer"]).await;
    let id = app.on_sale(10, &org, &reviewer).await;
    let answers = join_all((0..25).map(|_| app.sandbox("sale_order", buyer(id, 1)))).await;
    let placed: Vec<&Value> = answers.iter().filter(|r| r["code"] == 200).collect();
    assert_eq!(placed.len(), 10, "exactly the stock");
    for r in answers.iter().filter(|r| r["code"] != 200) {
        assert_code(r, 400, "库存不足");
    }
    let g = app.goods(id, &org).await;
    assert_eq!(
        (g["stock"].clone(), g["status_label"].clone()),
        (json!(0), json!("已售罄"))
    );
    let numbers: std::collections::HashSet<&str> = placed
        .iter()
        .filter_map(|r| r["data"]["order_no"].as_str())
        .collect();
    assert_eq!(numbers.len(), 10, "order numbers are unique");

    let first = new_id(placed[0]);
    let cancel = app
        .post(
            &thing("cancel_order"),
            json!({"id": first, "reason": "买家不要了"}),
            Some(&org),
        )
        .await;
    assert_code(&cancel, 200, "订单已取消");
    let g = app.goods(id, &org).await;
    assert_eq!(
        (g["stock"].clone(), g["status_label"].clone()),
        (json!(1), json!("已上架"))
    );

    // Larger quantities at once: 3 + 3 + 3 fit in 10, the fourth does not.
    let other = app.on_sale(10, &org, &reviewer).await;
    let answers = join_all((0..8).map(|_| app.sandbox("sale_order", buyer(other, 3)))).await;
    assert_eq!(answers.iter().filter(|r| r["code"] == 200).count(), 3);
    assert_eq!(app.goods(other, &org).await["stock"], 1);
    let negative: i64 = app
        .sql(|c| {
            c.query_row("SELECT COUNT(*) FROM sale_goods WHERE stock < 0", [], |r| {
                r.get(0)
            })
        })
        .await;
    assert_eq!(negative, 0);
}

#[actix_web::test]
async fn a_paid_order_counts_to_the_beneficiary_project_is_shipped_with_a_tracking_number_and_a_refund_takes_it_back(
) {
    let (app, [org, reviewer]) = spawn_logged_in(true, ["demo_org", "demo_reviewer"]).await;
    let project = app.beneficiary().await;
    let id = app.listed(fixed_form(project, 5), &org, &reviewer).await;
    let before = app.raised(project, &org).await;
    let order = new_id(&app.sandbox("sale_order", buyer(id, 2)).await);
    assert_eq!(
        app.raised(project, &org).await,
        before,
        "an unpaid order raises nothing"
    );
    app.post_expect(
        &thing("ship_order"),
        json!({"id": order, "express_company": "顺丰速运", "express_no": "SF12345678"}),
        &org,
        400,
        "只有已付款的订单可以发货",
    )
    .await;
    assert_code(
        &app.sandbox("sale_pay", json!({"id": order})).await,
        200,
        "支付成功",
    );
    let fen = |s: &str| (s.parse::<f64>().unwrap_or(0.0) * 100.0).round() as i64;
    assert_eq!(
        fen(&app.raised(project, &org).await) - fen(&before),
        13_600,
        "2 × 68.00, the shipping fee not counted"
    );
    let o = app.sale_order(order, &org).await;
    assert_eq!(
        (
            o["goods_amount"].clone(),
            o["amount"].clone(),
            o["actions"].clone()
        ),
        (json!("136.00"), json!("146.00"), json!(["ship", "refund"]))
    );

    let ship = |no: &str| json!({"id": order, "express_company": "顺丰速运", "express_no": no});
    let bad = app
        .post(&thing("ship_order"), ship("SF-1"), Some(&org))
        .await;
    assert_code(&bad, 400, "快递单号须为5-30位字母或数字");
    let staff = app
        .post(&thing("ship_order"), ship("SF12345678"), Some(&reviewer))
        .await;
    assert_code(&staff, 400, "订单不存在");
    let shipped = app
        .post(&thing("ship_order"), ship("SF12345678"), Some(&org))
        .await;
    assert_code(&shipped, 200, "发货成功");
    let o = app.sale_order(order, &org).await;
    assert_eq!(
        (o["status_label"].clone(), o["express_no"].clone()),
        (json!("已发货"), json!("SF12345678"))
    );
    assert_code(
        &app.post_id(&thing("complete_order"), order, &org).await,
        200,
        "订单已完成",
    );

    let second = new_id(&app.sandbox("sale_order", buyer(id, 1)).await);
    app.sandbox("sale_pay", json!({"id": second})).await;
    let paid = app.raised(project, &org).await;
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&thing("refund_order"), json!({"id": second}), &org, 400, "请填写退款原因"),
        (&thing("refund_order"), json!({"id": second, "reason": "买家申请退款"}), &org, 200, "已退款"),
    ];
    app.expect_each(steps).await;
    assert_eq!(fen(&paid) - fen(&app.raised(project, &org).await), 6_800);
    assert_eq!(
        app.goods(id, &org).await["stock"],
        3,
        "5 − 2 shipped; the refunded unit is back"
    );
    let logs = app.sale_order(order, &org).await["logs"].clone();
    let labels: Vec<String> = logs.as_array().map_or(vec![], |l| {
        l.iter()
            .filter_map(|x| x["action_label"].as_str().map(str::to_owned))
            .collect()
    });
    assert_eq!(labels, ["下单", "付款", "发货", "完成"]);
    let stats = app
        .get(
            &thing(&format!("sale_order_statistics?goods_id={id}")),
            Some(&org),
        )
        .await;
    assert_eq!(
        (
            stats["data"]["order_count"].clone(),
            stats["data"]["goods_amount"].clone(),
            stats["data"]["refunded_amount"].clone()
        ),
        (json!(2), json!("136.00"), json!("78.00"))
    );
}

#[actix_web::test]
async fn every_order_step_in_every_order_state_follows_the_order_table_and_a_refusal_changes_nothing(
) {
    let app = spawn_app(true).await;
    let org_id = app.org_of("demo_org").await;
    let actor = Actor {
        account_id: 0,
        org_id,
        role: 1,
    };
    let body = |id: i64| json!({"id": id, "reason": "测试原因", "express_company": "顺丰速运", "express_no": "SF99887766"});
    for (action, call) in [
        ("ship", "ship_order"),
        ("complete", "complete_order"),
        ("cancel", "cancel_order"),
        ("refund", "refund_order"),
    ] {
        let _ = app.sandbox("reset", json!({})).await;
        let org = app.login("demo_org").await;
        let orders = app.one_per_state("sale_orders", org_id, "1").await;
        assert_eq!(orders.len(), 6, "the seed has an order in every state");
        for (id, state) in orders {
            let expected = ORDER.next(&Item::owned(state, org_id), action, &actor);
            let answer = app.post(&thing(call), body(id), Some(&org)).await;
            let now = app.sale_order(id, &org).await["status"].as_i64();
            match expected {
                Ok(o) => {
                    assert_eq!(answer["code"], 200, "{action} from {state}: {answer}");
                    assert_eq!(now, o.to);
                }
                Err(msg) => {
                    assert_code(&answer, 400, msg);
                    assert_eq!(now, Some(state), "{action} from {state} changed nothing");
                }
            }
        }
    }
}

#[actix_web::test]
async fn every_goods_step_in_every_goods_state_follows_the_goods_table_for_the_owner_and_the_reviewer(
) {
    let app = spawn_app(true).await;
    let org_id = app.org_of("demo_org").await;
    let calls = [
        ("submit", "draft_submit", "demo_org"),
        ("delete", "draft_delete", "demo_org"),
        ("pass", "pass_sale", "demo_reviewer"),
        ("return", "return_sale", "demo_reviewer"),
        ("off_shelf", "off_shelf_sale", "demo_org"),
        ("on_shelf", "on_shelf_sale", "demo_org"),
    ];
    for (action, call, who) in calls {
        let _ = app.sandbox("reset", json!({})).await;
        let token = app.login(who).await;
        let (role, account_org): (i64, i64) = app
            .sql(move |c| {
                c.query_row(
                    "SELECT role, org_id FROM accounts WHERE account = ?1",
                    [who],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
            })
            .await;
        let actor = Actor {
            account_id: 0,
            org_id: account_org,
            role,
        };
        // Fixed-price goods of demo_org, one per state (lots have their own steps).
        let goods = app.one_per_state("sale_goods", org_id, "kind = 1").await;
        assert_eq!(
            goods.len(),
            6,
            "the seed has fixed-price goods in every state"
        );
        for (id, state) in goods {
            let mut item = Item::owned(state, org_id);
            let pending: bool = app.scalar("SELECT EXISTS (SELECT 1 FROM change_requests WHERE subject = 'sale_goods' AND item_id = ?1 AND status = 1)", id).await;
            if pending {
                item.facts.push(crate::workflow::Fact::PENDING_CHANGE);
            }
            // Another organisation's draft is not there for it at all (issue 40).
            let expected = if state == crate::areas::sale::workflow::DRAFT && account_org != org_id
            {
                Err(GOODS.not_found)
            } else {
                GOODS.next(&item, action, &actor)
            };
            // A draft's submission with a body would take it as the form: only the id.
            let body = if matches!(action, "return" | "off_shelf") {
                json!({"id": id, "reason": "测试原因"})
            } else {
                json!({ "id": id })
            };
            let answer = app.post(&thing(call), body, Some(&token)).await;
            // A deleted draft reads as state -1.
            let now: i64 = app
                .sql(move |c| {
                    c.query_row("SELECT status FROM sale_goods WHERE id = ?1", [id], |r| {
                        r.get(0)
                    })
                    .or(Ok(-1))
                })
                .await;
            match expected {
                // A draft's submission also checks the form: the seeded draft is complete.
                Ok(o) => {
                    assert_eq!(answer["code"], 200, "{action} from {state}: {answer}");
                    assert_eq!(now, o.to.unwrap_or(-1), "{action} from {state}");
                }
                Err(msg) => {
                    assert_code(&answer, 400, msg);
                    assert_eq!(now, state, "{action} from {state} changed nothing");
                }
            }
        }
    }
}
