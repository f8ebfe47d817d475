//! Bids are bounded (issue 40): one bid may reach at most ten times the current price or the
//! minimum plus ten increments (the higher), never more than ¥1 000 000.00, and the message
//! says so; a malformed price is named as such; a lot that has bids can be cancelled by its
//! owner and by platform staff, nobody else.

use super::calls::{successes, Step};
use super::sale_fixtures::thing;
use super::{assert_code, spawn_app};
use futures_util::future::join_all;
use serde_json::{json, Value};

fn bid(goods: i64, bidder: &str, price: Value) -> Value {
    json!({"goods_id": goods, "bidder_name": bidder, "bidder_phone": "13800138000", "price": price})
}

const OVER_1000: &str = "出价不能高于1000.00元：单次出价最多为当前价的10倍或最低出价加10个加价幅度（取较高者），且不超过1000000.00元";

#[actix_web::test]
async fn an_absurd_bid_is_refused_with_the_rule_and_the_lot_stays_open_to_higher_bids() {
    let app = spawn_app(true).await;
    let (_, lot) = app.running_lot().await;
    // Start 100.00, increment 10.00: at most max(10 × 100, 100 + 10 × 10) = 1000.00.
    let absurd = app
        .sandbox("sale_bid", bid(lot, "捣乱者", json!("999999999999.99")))
        .await;
    assert_code(&absurd, 400, OVER_1000);
    let answers = join_all((0..20).map(|n| {
        app.sandbox(
            "sale_bid",
            bid(lot, &format!("竞拍人{n}"), json!("1000.00")),
        )
    }))
    .await;
    assert_eq!(successes(&answers), 1, "one bid at the cap: {answers:?}");
    // The lot still takes a higher bid, the cap moving with the price.
    assert_code(
        &app.sandbox("sale_bid", bid(lot, "下一位", json!("1010.00")))
            .await,
        200,
        "出价成功",
    );
    let too_high = app
        .sandbox("sale_bid", bid(lot, "捣乱者", json!("10100.01")))
        .await;
    assert_eq!(too_high["code"], 400);
    assert!(too_high["msg"]
        .as_str()
        .unwrap_or("")
        .starts_with("出价不能高于10100.00元"));
    assert_code(
        &app.sandbox("sale_bid", bid(lot, "捣乱者", json!("10000000000000.00")))
            .await,
        400,
        "出价金额须为大于0的数字，最多两位小数",
    );
    assert_code(
        &app.sandbox("sale_bid", json!({"goods_id": lot, "bidder_name": "某人"}))
            .await,
        400,
        "请填写出价金额",
    );
}

#[actix_web::test]
async fn the_owner_and_staff_can_cancel_a_lot_that_has_bids_and_nobody_else_can() {
    let app = spawn_app(true).await;
    let (org, lot) = app.running_lot().await;
    let (_, other) = app.running_lot().await;
    for l in [lot, other] {
        let b = app
            .sandbox("sale_bid", bid(l, "竞拍人", json!("100")))
            .await;
        assert_eq!(b["code"], 200, "{b}");
    }
    let cancel = |id: i64| json!({"id": id, "reason": "有人恶意出价，取消本场竞拍"});
    let partner = app.login("demo_partner").await;
    assert_eq!(
        app.post(&thing("cancel_auction"), cancel(lot), Some(&partner))
            .await["code"],
        400
    );
    let stranger = app.login("demo_newcomer").await;
    app.post_expect(
        &thing("cancel_auction"),
        cancel(lot),
        &stranger,
        400,
        "商品不存在",
    )
    .await;
    let staff = app.login("demo_reviewer").await;
    assert!(app.goods(lot, &staff).await["actions"]
        .as_array()
        .is_some_and(|a| a.contains(&json!("cancel_auction"))));
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&thing("cancel_auction"), cancel(lot), &staff, 200, "已取消竞拍"),
        (&thing("cancel_auction"), cancel(other), &org, 200, "已取消竞拍"),
    ];
    app.expect_each(steps).await;
    for l in [lot, other] {
        let g = app.goods(l, &org).await;
        assert_eq!(g["auction_status_label"], "已取消", "{g}");
        assert_eq!(g["cancel_reason"], "有人恶意出价，取消本场竞拍");
        assert_code(
            &app.sandbox("sale_bid", bid(l, "竞拍人", json!("200")))
                .await,
            400,
            "竞拍已结束",
        );
    }
}
