//! Auctions under load and over time: concurrent bids at one price, one accepted bid per price
//! step, the winner and the final price at the close, the anti-sniping extension, bids refused
//! before the start and after the (extended) close, the reserve price, and the clock.

use super::sale_fixtures::{lot_form, thing};
use super::{assert_code, spawn_app, spawn_logged_in, TestApp, TestService};
use futures_util::future::join_all;
use serde_json::{json, Value};

fn bid(goods: i64, bidder: &str, price: i64) -> Value {
    json!({"goods_id": goods, "bidder_name": bidder, "bidder_phone": "13800138000", "price": price})
}

#[actix_web::test]
async fn fifty_concurrent_bids_at_one_price_leave_exactly_one_accepted_bid_per_price_step_and_the_right_winner(
) {
    let app = spawn_app(true).await;
    let (org, lot) = app.running_lot().await;
    assert_eq!(app.goods(lot, &org).await["auction_status_label"], "竞拍中");

    let names: Vec<String> = (0..50).map(|n| format!("竞拍人{n}")).collect();
    let first = join_all(
        names
            .iter()
            .map(|n| app.sandbox("sale_bid", bid(lot, n, 100))),
    )
    .await;
    let accepted: Vec<&Value> = first.iter().filter(|r| r["code"] == 200).collect();
    assert_eq!(accepted.len(), 1, "exactly one bid at the start price");
    for refused in first.iter().filter(|r| r["code"] != 200) {
        assert_code(refused, 400, "出价不能低于110.00元");
    }

    // Five more price steps, each fought over by ten bidders at once.
    let mut leader = String::new();
    for step in 1..=5 {
        let price = 100 + 10 * step;
        let round: Vec<String> = (0..10).map(|n| format!("第{step}轮竞拍人{n}")).collect();
        let answers = join_all(
            round
                .iter()
                .map(|n| app.sandbox("sale_bid", bid(lot, n, price))),
        )
        .await;
        let won: Vec<usize> = (0..10).filter(|&i| answers[i]["code"] == 200).collect();
        assert_eq!(won.len(), 1, "one accepted bid at {price}");
        leader = round[won[0]].clone();
        assert_eq!(
            answers[won[0]]["data"]["current_price"],
            format!("{price}.00")
        );
    }
    let history = app
        .get(
            &thing(&format!("bid_list?goods_id={lot}&pageSize=100")),
            Some(&org),
        )
        .await;
    assert_eq!(history["data"]["total"], 6);
    assert_eq!(history["data"]["current_price"], "150.00");
    let prices: Vec<&str> = history["data"]["list"].as_array().map_or(vec![], |l| {
        l.iter().filter_map(|b| b["price"].as_str()).collect()
    });
    assert_eq!(
        prices,
        ["150.00", "140.00", "130.00", "120.00", "110.00", "100.00"]
    );
    assert_eq!(history["data"]["list"][0]["status_label"], "领先");
    assert_eq!(history["data"]["list"][1]["status_label"], "被超越");

    let end = app.sandbox("sale_auction_end", json!({"id": lot})).await;
    assert_eq!(end["data"]["auction_status"], 3, "{end}");
    let order = end["data"]["order_id"].as_i64().unwrap_or(0);
    let g = app.goods(lot, &org).await;
    assert_eq!(
        (g["status_label"].clone(), g["auction_status_label"].clone()),
        (json!("已售罄"), json!("已成交"))
    );
    let masked = format!("{}**", leader.chars().next().unwrap_or('?'));
    assert_eq!(g["winner"]["bidder_name"], masked.as_str());
    assert_eq!(g["winner"]["price"], "150.00");
    assert_eq!(g["winner"]["order_id"], order);
    let o = app.sale_order(order, &org).await;
    assert_eq!(
        (
            o["buyer_name"].clone(),
            o["price"].clone(),
            o["status_label"].clone()
        ),
        (json!(leader), json!("150.00"), json!("待付款"))
    );
    let late = app.sandbox("sale_bid", bid(lot, "迟到的人", 500)).await;
    assert_code(&late, 400, "竞拍已结束");
    let history = app
        .get(&thing(&format!("bid_list?goods_id={lot}")), Some(&org))
        .await;
    assert_eq!(history["data"]["list"][0]["status_label"], "中标");
}

#[actix_web::test]
async fn a_bid_in_the_last_minutes_extends_the_close_and_a_bid_after_the_extended_close_is_refused()
{
    let (app, [org, reviewer]) = spawn_logged_in(true, ["demo_org", "demo_reviewer"]).await;
    let lot = app
        .listed(lot_form(app.beneficiary().await, 100, 300), &org, &reviewer)
        .await;
    let before = app.goods(lot, &org).await["close_at"].as_i64().unwrap_or(0);
    let late = app.sandbox("sale_bid", bid(lot, "张三", 100)).await;
    assert_eq!(late["data"]["extended"], true, "{late}");
    assert_eq!(late["data"]["auction_status"], 2);
    let close = late["data"]["close_at"].as_i64().unwrap_or(0);
    assert!(
        close > before && close - crate::clock::now() > 250,
        "moved to about 300 s from now"
    );
    let g = app.goods(lot, &org).await;
    assert_eq!(
        (g["auction_status_label"].clone(), g["end_time"].as_i64()),
        (json!("延时中"), Some(before))
    );

    // The extended close passes: the next call closes the lot first, then refuses the bid.
    app.sql(move |c| {
        c.execute(
            "UPDATE sale_goods SET close_at = ?2 WHERE id = ?1",
            rusqlite::params![lot, crate::clock::now() - 1],
        )
    })
    .await;
    let after = app.sandbox("sale_bid", bid(lot, "李四", 200)).await;
    assert_code(&after, 400, "竞拍已结束");
    let g = app.goods(lot, &org).await;
    assert_eq!(g["auction_status_label"], "已成交");
    assert_eq!(g["current_price"], "100.00");
    assert_eq!(
        app.total(&thing(&format!("sale_order_list?goods_id={lot}")), &org)
            .await,
        1,
        "the winner's order, once"
    );
}

#[actix_web::test]
async fn bids_before_the_start_or_below_the_minimum_are_refused_and_a_lot_below_its_reserve_closes_unsold(
) {
    let (app, [org, reviewer]) = spawn_logged_in(true, ["demo_org", "demo_reviewer"]).await;
    let project = app.beneficiary().await;
    let mut form = lot_form(project, 7200, 0);
    let now = crate::clock::now();
    form["start_time"] = (now + 3600).into();
    form["reserve_price"] = "300".into();
    let lot = app.listed(form, &org, &reviewer).await;
    assert_eq!(app.goods(lot, &org).await["auction_status_label"], "未开始");
    assert_code(
        &app.sandbox("sale_bid", bid(lot, "张三", 100)).await,
        400,
        "竞拍未开始",
    );

    // The clock starts it once its start time has come.
    let moved = app
        .sandbox(
            "sale_lot_times",
            json!({"id": lot, "start_time": now - 10, "end_time": now + 7200}),
        )
        .await;
    assert_eq!(moved["data"]["auction_status"], 1, "{moved}");
    // The first bid is at least the start price, each later one at least a step above.
    for (bidder, price, code, msg) in [
        ("张三", 99, 400, "出价不能低于100.00元"),
        ("张三", 100, 200, "出价成功"),
        ("李四", 105, 400, "出价不能低于110.00元"),
    ] {
        let answer = app.sandbox("sale_bid", bid(lot, bidder, price)).await;
        assert_code(&answer, code, msg);
    }
    let fixed = app
        .sandbox(
            "sale_bid",
            json!({"goods_id": 1, "bidder_name": "王五", "price": 500}),
        )
        .await;
    assert_eq!(fixed["code"], 400);

    let end = app.sandbox("sale_auction_end", json!({"id": lot})).await;
    assert_eq!(
        (
            end["data"]["auction_status"].clone(),
            end["data"]["order_id"].clone()
        ),
        (json!(4), Value::Null)
    );
    let g = app.goods(lot, &org).await;
    assert_eq!(
        (g["status_label"].clone(), g["auction_status_label"].clone()),
        (json!("已下架"), json!("流拍"))
    );
    let stats = app.get(&thing("auction_list_statistics"), Some(&org)).await;
    let by: Vec<i64> = stats["data"]["by_auction_status"]
        .as_array()
        .map_or(vec![], |l| {
            l.iter().filter_map(|x| x["count"].as_i64()).collect()
        });
    assert_eq!(by.len(), 6);
    assert_eq!(stats["data"]["unsold_count"], by[4]);
    let unsold = app
        .get(
            &thing("auction_list?auction_status=4&pageSize=100"),
            Some(&org),
        )
        .await;
    assert!(unsold["data"]["list"]
        .as_array()
        .is_some_and(|l| l.iter().any(|r| r["id"] == lot)));
}

/// A running lot of demo_org that 王中标 bids 100 yuan on and that is then ended:
/// `(demo_org's token, the lot, the end's answer)`.
async fn won_lot<S: TestService>(app: &TestApp<S>) -> (String, i64, Value) {
    let (org, lot) = app.running_lot().await;
    let bid = bid(lot, "王中标", 100);
    let bid = app.sandbox("sale_bid", bid).await;
    assert_code(&bid, 200, "出价成功");
    let end = json!({"id": lot});
    let end = app.sandbox("sale_auction_end", end).await;
    (org, lot, end)
}

#[actix_web::test]
async fn the_winner_gives_a_shipping_address_at_checkout_and_an_order_without_one_is_never_paid() {
    let app = spawn_app(true).await;
    let (org, _, end) = won_lot(&app).await;
    let order = end["data"]["order_id"].as_i64().unwrap_or(0);
    assert_eq!(app.sale_order(order, &org).await["address"], "");

    let pay = |extra: Value| {
        let mut body = json!({"id": order});
        if let (Some(b), Some(e)) = (body.as_object_mut(), extra.as_object()) {
            b.extend(e.clone());
        }
        app.sandbox("sale_pay", body)
    };
    assert_code(&pay(json!({})).await, 400, "请填写收货地址");
    let bad_region = pay(
        json!({"province": "110000", "city": "310100", "district": "", "address": "建国路88号"}),
    )
    .await;
    assert_eq!(bad_region["code"], 400, "{bad_region}");
    let o = app.sale_order(order, &org).await;
    assert_eq!(
        (o["status_label"].clone(), o["address"].clone()),
        (json!("待付款"), json!("")),
        "a refused checkout changes nothing"
    );

    assert_code(
        &pay(json!({"province": "110000", "city": "110100", "district": "110105", "address": "建国路88号"})).await,
        200,
        "支付成功",
    );
    let o = app.sale_order(order, &org).await;
    assert_eq!(
        (o["status_label"].clone(), o["address"].clone()),
        (json!("已付款"), json!("建国路88号"))
    );
    app.post_expect(
        &thing("ship_order"),
        json!({"id": order, "express_company": "顺丰速运", "express_no": "SF12345678"}),
        &org,
        200,
        "发货成功",
    )
    .await;
}

#[actix_web::test]
async fn an_ended_auction_counts_its_winners_unpaid_order_as_a_deal_waiting_for_payment_and_no_proceeds_until_paid(
) {
    let app = spawn_app(true).await;
    let (org, lot, end) = won_lot(&app).await;
    assert_eq!(end["data"]["auction_status"], 3, "{end}");
    let order = end["data"]["order_id"].as_i64().unwrap_or(0);
    assert_eq!(app.sale_order(order, &org).await["status_label"], "待付款");

    // 已成交 and 成交订单 tell one story: one deal, waiting for payment, nothing raised yet.
    let g = app.goods(lot, &org).await;
    assert_eq!(g["auction_status_label"], "已成交");
    assert_eq!(
        (
            g["order_count"].clone(),
            g["unpaid_order_count"].clone(),
            g["proceeds_amount"].clone()
        ),
        (json!(1), json!(1), json!("0.00"))
    );
    // The list's statistics over this lot alone (its title, percent-encoded) say the same.
    let keyword: String = g["title"]
        .as_str()
        .unwrap_or("")
        .bytes()
        .map(|b| format!("%{b:02X}"))
        .collect();
    let stats = app
        .get(
            &thing(&format!("sale_statistics?keyword={keyword}")),
            Some(&org),
        )
        .await;
    assert_eq!(
        (
            stats["data"]["order_count"].clone(),
            stats["data"]["unpaid_order_count"].clone()
        ),
        (json!(1), json!(1)),
        "{stats}"
    );
}
