//! Charity-sale goods end to end: the review round trip, drafts, the lists and statistics with
//! their filters, shelf steps, change requests with their diff, goods donations, the seed, and
//! the area's roles (role 4: only an order's detail).

use super::calls::{new_id, Step};
use super::sale_fixtures::{buyer, fixed_form, lot_form, thing};
use super::{assert_code, spawn_logged_in};
use serde_json::{json, Value};

#[actix_web::test]
async fn a_sale_item_is_submitted_returned_with_a_reason_resubmitted_and_listed_and_the_owner_hears_each_decision(
) {
    let (app, [org, reviewer]) = spawn_logged_in(false, ["demo_org", "demo_reviewer"]).await;
    let project = app.beneficiary().await;
    let made = app
        .post(&thing("add_sale"), fixed_form(project, 5), Some(&org))
        .await;
    assert_code(&made, 200, "提交成功，请等待审核");
    let id = new_id(&made);
    assert_eq!(made["data"]["status"], 1);
    assert_eq!(
        app.goods(id, &reviewer).await["actions"],
        json!(["pass", "return"])
    );
    assert_eq!(app.goods(id, &org).await["actions"], json!(["edit"]));

    let bell = app.unread_messages(&org).await;
    let no_reason = app
        .post(
            &thing("return_sale"),
            json!({"id": id, "reason": " "}),
            Some(&reviewer),
        )
        .await;
    assert_code(&no_reason, 400, "请填写退回原因");
    let by_owner = app.post_id(&thing("pass_sale"), id, &org).await;
    assert_code(&by_owner, 400, "无权审核义卖商品");
    assert_eq!(
        app.goods(id, &org).await["status"],
        1,
        "refusals change nothing"
    );

    let returned = app
        .post(
            &thing("return_sale"),
            json!({"id": id, "reason": "请补充商品实拍图"}),
            Some(&reviewer),
        )
        .await;
    assert_code(&returned, 200, "已退回");
    let d = app.goods(id, &org).await;
    assert_eq!(
        (d["status"].clone(), d["return_reason"].clone()),
        (json!(2), json!("请补充商品实拍图"))
    );
    assert_eq!(app.unread_messages(&org).await, bell + 1);
    let twice = app.post_id(&thing("pass_sale"), id, &reviewer).await;
    assert_code(&twice, 400, "只有待审核的商品可以审核");

    let mut form = fixed_form(project, 8);
    form["id"] = id.into();
    let resubmitted = app.post(&thing("edit_sale"), form, Some(&org)).await;
    assert_eq!(resubmitted["data"]["status"], 1, "{resubmitted}");
    assert_eq!(app.goods(id, &org).await["return_reason"], "");

    let passed = app.post_id(&thing("pass_sale"), id, &reviewer).await;
    assert_code(&passed, 200, "审核通过");
    let d = app.goods(id, &org).await;
    assert_eq!(
        (d["status"].clone(), d["status_label"].clone()),
        (json!(3), json!("已上架"))
    );
    assert_eq!(
        (d["stock"].clone(), d["price"].clone()),
        (json!(8), json!("68.00"))
    );
    assert_eq!(d["project"]["id"], project);
    assert!(d["listed_at"].as_i64().is_some());
    assert_eq!(d["actions"], json!(["off_shelf", "change"]));
    assert_eq!(app.unread_messages(&org).await, bell + 2);
    let actions: Vec<&str> = d["logs"].as_array().map_or(vec![], |l| {
        l.iter().filter_map(|x| x["action"].as_str()).collect()
    });
    assert_eq!(actions, ["submit", "return", "resubmit", "pass"]);
}

#[actix_web::test]
async fn a_draft_needs_only_kind_and_title_and_its_submission_checks_every_rule() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let draft = app
        .post(
            &thing("add_sale"),
            json!({"draft": 1, "kind": 2, "title": "待完善的拍品"}),
            Some(&org),
        )
        .await;
    assert_code(&draft, 200, "草稿已保存");
    let id = new_id(&draft);
    assert_eq!(
        app.goods(id, &org).await["actions"],
        json!(["edit", "submit", "delete"])
    );
    let submitted = app.post_id(&thing("draft_submit"), id, &org).await;
    assert_code(&submitted, 400, "请上传商品封面");
    assert_eq!(app.goods(id, &org).await["status"], 0);

    let project = app.beneficiary().await;
    let mut form = lot_form(project, 3600, 0);
    form["kind"] = 1.into();
    form["id"] = id.into();
    let switched = app.post(&thing("draft_submit"), form, Some(&org)).await;
    assert_code(&switched, 400, "义卖类型不能修改");

    let mut form = lot_form(project, 3600, 120);
    form["id"] = id.into();
    let ok = app.post(&thing("draft_submit"), form, Some(&org)).await;
    assert_code(&ok, 200, "提交成功，请等待审核");
    let d = app.goods(id, &org).await;
    assert_eq!(
        (
            d["kind_label"].clone(),
            d["start_price"].clone(),
            d["extend_seconds"].clone()
        ),
        (json!("竞拍拍品"), json!("100.00"), json!(120))
    );

    let other = app
        .post(
            &thing("add_sale"),
            json!({"draft": 1, "kind": 1, "title": "草稿二"}),
            Some(&org),
        )
        .await;
    let other = new_id(&other);
    assert_code(
        &app.post_id(&thing("draft_delete"), other, &org).await,
        200,
        "删除成功",
    );
    app.get_expect(
        &thing(&format!("sale_detail?id={other}")),
        &org,
        400,
        "商品不存在",
    )
    .await;
}

#[actix_web::test]
async fn a_beneficiary_must_be_a_raising_project_the_caller_may_name() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let usable = app.get(&thing("can_use_thing_list"), Some(&org)).await;
    let list = usable["data"]["list"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(!list.is_empty());
    assert!(
        list.iter()
            .all(|p| p["status"] == 2 && p["org_name"] == "北京春晖公益基金会"),
        "{usable}"
    );
    let (ended, others): (i64, i64) = app
        .sql(|c| {
            Ok((
                c.query_row(
                    "SELECT id FROM projects WHERE status = 3 LIMIT 1",
                    [],
                    |r| r.get(0),
                )?,
                c.query_row(
                    "SELECT p.id FROM projects p JOIN orgs o ON o.id = p.org_id
                      WHERE p.status = 2 AND o.name <> '北京春晖公益基金会' LIMIT 1",
                    [],
                    |r| r.get(0),
                )?,
            ))
        })
        .await;
    for project in [ended, others, 999_999] {
        let r = app
            .post(&thing("add_sale"), fixed_form(project, 1), Some(&org))
            .await;
        assert_code(&r, 400, "受益项目不存在或不在募款中");
    }
}

#[actix_web::test]
async fn the_sale_list_filters_by_kind_state_keyword_and_dates_and_the_statistics_follow_the_filters(
) {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let all = app.get(&thing("sale_list?pageSize=100"), Some(&org)).await;
    let rows = all["data"]["list"].as_array().cloned().unwrap_or_default();
    assert_eq!(all["data"]["total"].as_u64(), Some(rows.len() as u64));
    for state in 0..=5 {
        assert!(
            rows.iter().any(|r| r["status"] == state),
            "seed has goods in state {state}"
        );
    }
    for auction in 0..=5 {
        assert!(
            rows.iter().any(|r| r["kind"] == 2
                && r["auction_status"] == auction
                && r["status"] != 0
                && r["status"] != 1),
            "seed has a lot in auction state {auction}"
        );
    }
    assert!(
        rows.iter().all(|r| r["org_name"] == "北京春晖公益基金会"),
        "role 1 sees its own"
    );

    let lots = app
        .get(&thing("sale_list?kind=2&pageSize=100"), Some(&org))
        .await;
    assert!(lots["data"]["list"]
        .as_array()
        .is_some_and(|l| l.iter().all(|r| r["kind"] == 2)));
    let honey = app
        .get(&thing("sale_list?keyword=%E8%9C%82%E8%9C%9C"), Some(&org))
        .await;
    assert_eq!(honey["data"]["total"], 1);
    let stats = app
        .get(
            &thing("sale_statistics?keyword=%E8%9C%82%E8%9C%9C"),
            Some(&org),
        )
        .await;
    let s = &stats["data"];
    assert_eq!(s["goods_count"], 1);
    let honey_row = &honey["data"]["list"][0];
    assert_eq!(s["sold_count"], honey_row["sold_count"]);
    assert_eq!(s["proceeds_amount"], honey_row["proceeds_amount"]);
    assert_eq!(s["by_status"].as_array().map(Vec::len), Some(6));
    assert_eq!(
        app.total(&thing("sale_list?start_date=2099-01-01"), &org)
            .await,
        0
    );
    for (q, msg) in [
        ("kind=3", "类型不正确"),
        ("status=9", "状态不正确"),
        ("start_date=2026-13-01", "日期格式不正确，应为YYYY-MM-DD"),
    ] {
        app.get_expect(&thing(&format!("sale_list?{q}")), &org, 400, msg)
            .await;
    }
    let staff = app.login("demo_reviewer").await;
    let everyone = app
        .get(&thing("sale_list?pageSize=100"), Some(&staff))
        .await;
    assert!(
        everyone["data"]["total"].as_i64() > all["data"]["total"].as_i64(),
        "staff see every organisation's"
    );
    let post = app
        .post(&thing("sale_list"), json!({"kind": 1}), Some(&org))
        .await;
    assert_eq!(post["code"], 200, "the list answers POST too");
}

#[actix_web::test]
async fn a_listed_item_goes_off_the_shelf_with_a_reason_and_back_on_and_a_lot_is_cancelled_only_before_its_first_bid(
) {
    let (app, [org, reviewer]) = spawn_logged_in(true, ["demo_org", "demo_reviewer"]).await;
    let project = app.beneficiary().await;
    let id = app.listed(fixed_form(project, 3), &org, &reviewer).await;
    let no_reason = app.post_id(&thing("off_shelf_sale"), id, &org).await;
    assert_code(&no_reason, 400, "请填写下架原因");
    let off = app
        .post(
            &thing("off_shelf_sale"),
            json!({"id": id, "reason": "暂停销售"}),
            Some(&org),
        )
        .await;
    assert_code(&off, 200, "已下架");
    let order = app.sandbox("sale_order", buyer(id, 1)).await;
    assert_code(&order, 400, "只有已上架的商品可以下单");
    let on = app.post_id(&thing("on_shelf_sale"), id, &org).await;
    assert_code(&on, 200, "已上架");
    assert_eq!(app.goods(id, &org).await["off_reason"], "");

    let lot = app
        .listed(lot_form(project, 3600, 0), &org, &reviewer)
        .await;
    app.post_expect(
        &thing("off_shelf_sale"),
        json!({"id": lot, "reason": "x"}),
        &org,
        400,
        "竞拍拍品请使用取消竞拍",
    )
    .await;
    assert_eq!(
        app.goods(lot, &org).await["actions"],
        json!(["cancel_auction"])
    );
    let bid = app
        .sandbox(
            "sale_bid",
            json!({"goods_id": lot, "bidder_name": "李四", "price": "100"}),
        )
        .await;
    assert_code(&bid, 200, "出价成功");
    let cancel = app
        .post(
            &thing("cancel_auction"),
            json!({"id": lot, "reason": "撤拍"}),
            Some(&org),
        )
        .await;
    // Issue 40: a lot with bids can be cancelled too (the way out of a sabotaged lot).
    assert_code(&cancel, 200, "已取消竞拍");
    assert_eq!(app.goods(lot, &org).await["actions"], json!([]));

    // A lot without bids is cancelled by staff (any organisation's, issue 40) or its owner.
    for (token, reason) in [(&reviewer, "撤拍"), (&org, "捐赠人撤回")] {
        let quiet = app
            .listed(lot_form(project, 3600, 0), &org, &reviewer)
            .await;
        let body = json!({"id": quiet, "reason": reason});
        app.post_expect(&thing("cancel_auction"), body, token, 200, "已取消竞拍")
            .await;
        let d = app.goods(quiet, &org).await;
        assert_eq!(
            (
                d["status"].clone(),
                d["auction_status_label"].clone(),
                d["cancel_reason"].clone()
            ),
            (json!(5), json!("已取消"), json!(reason))
        );
    }
}

#[actix_web::test]
async fn a_change_to_a_listed_item_waits_for_review_shows_its_diff_and_the_new_stock_decides_sold_out(
) {
    let (app, [org, reviewer]) = spawn_logged_in(true, ["demo_org", "demo_reviewer"]).await;
    let project = app.beneficiary().await;
    let id = app.listed(fixed_form(project, 1), &org, &reviewer).await;
    let order = app.sandbox("sale_order", buyer(id, 1)).await;
    assert_eq!(order["data"]["stock"], 0, "{order}");
    assert_eq!(app.goods(id, &org).await["status_label"], "已售罄");

    let request =
        |changes: Value| json!({"goods_id": id, "reason": "补货并调整售价", "changes": changes});
    for (changes, msg) in [
        (
            json!({"start_price": "10"}),
            "不支持变更的字段：start_price",
        ),
        (json!({"price": "0"}), "售价须为0.01-100000.00元"),
        (json!({"price": "68.00"}), "请至少修改一项内容"),
    ] {
        app.post_expect(&thing("add_change"), request(changes), &org, 400, msg)
            .await;
    }
    let asked = app
        .post(
            &thing("add_change"),
            request(json!({"price": "72.5", "stock": 10})),
            Some(&org),
        )
        .await;
    assert_code(&asked, 200, "提交成功，请等待审核");
    let change = new_id(&asked);
    let again = app
        .post(
            &thing("add_change"),
            request(json!({"stock": 3})),
            Some(&org),
        )
        .await;
    assert_code(&again, 400, "该商品已有待审核的变更申请");
    assert_eq!(
        app.goods(id, &org).await["price"],
        "68.00",
        "unchanged until passed"
    );

    let d = app.get_id(&thing("change_detail"), change, &reviewer).await;
    assert_eq!(
        d["data"]["fields"],
        json!([
            {"field": "price", "label": "售价", "before": "68.00", "after": "72.50"},
            {"field": "stock", "label": "库存", "before": 0, "after": 10},
        ])
    );
    assert_eq!(d["data"]["actions"], json!(["pass", "return"]));
    let listed = app
        .get(&thing(&format!("change_list?goods_id={id}")), Some(&org))
        .await;
    assert_eq!(listed["data"]["list"][0]["goods_title"], "测试义卖蜂蜜");

    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&thing("pass_change"), json!({"id": change}), &org, 400, "无权审核变更申请"),
        (&thing("pass_change"), json!({"id": change}), &reviewer, 200, "审核通过"),
    ];
    app.expect_each(steps).await;
    let g = app.goods(id, &org).await;
    assert_eq!(
        (
            g["price"].clone(),
            g["stock"].clone(),
            g["status_label"].clone()
        ),
        (json!("72.50"), json!(10), json!("已上架"))
    );
}

#[actix_web::test]
async fn a_goods_donation_arrives_is_checked_and_becomes_a_draft_sale_item_once() {
    let (app, [org]) = spawn_logged_in(true, ["demo_org"]).await;
    let sent = app
        .sandbox("goods_donation", json!({"account": "demo_org", "donor_name": "王五",
            "donor_phone": "13800138000", "item_name": "全新羽绒服", "item_type": 1, "quantity": 12,
            "images": ["/sandbox-files/avatar/1.svg"], "express_company": "顺丰速运", "express_no": "SF1234567"}))
        .await;
    assert_code(&sent, 200, "已寄出");
    let id = new_id(&sent);
    let early = app.post_id(&thing("check_goods_donation"), id, &org).await;
    assert_code(&early, 400, "只有已到货的捐赠物品可以核对");
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&thing("arrive_goods_donation"), json!({"id": id}), &org, 200, "已确认到货"),
        (&thing("reject_goods_donation"), json!({"id": id}), &org, 400, "请填写退回原因"),
        (&thing("check_goods_donation"), json!({"id": id, "remark": "数量一致"}), &org, 200, "核对完成"),
    ];
    app.expect_each(steps).await;
    let listed = app.post_id(&thing("list_goods_donation"), id, &org).await;
    assert_code(&listed, 200, "已生成义卖草稿");
    let goods = new_id(&listed);
    let g = app.goods(goods, &org).await;
    assert_eq!(
        (
            g["status"].clone(),
            g["title"].clone(),
            g["stock"].clone(),
            g["donation_id"].clone()
        ),
        (json!(0), json!("全新羽绒服"), json!(12), json!(id))
    );
    let twice = app.post_id(&thing("list_goods_donation"), id, &org).await;
    assert_code(&twice, 400, "该捐赠物品已发布义卖");
    let d = app.get_id(&thing("goods_donation_detail"), id, &org).await;
    assert_eq!(d["data"]["goods_id"], goods);
    assert_eq!(d["data"]["actions"], json!([]));
    let labels: Vec<&str> = d["data"]["logs"].as_array().map_or(vec![], |l| {
        l.iter()
            .filter_map(|x| x["action_label"].as_str())
            .collect()
    });
    assert_eq!(labels, ["寄出", "确认到货", "核对", "发布义卖"]);
    let list = app
        .get(&thing("goods_donation_list?status=3"), Some(&org))
        .await;
    assert!(list["data"]["list"]
        .as_array()
        .is_some_and(|l| l.iter().all(|r| r["status_label"] == "已核对")));
}

#[actix_web::test]
async fn role_4_may_open_only_its_own_organisations_order_detail_and_every_other_thing_call_is_refused(
) {
    let (app, [micro]) = spawn_logged_in(false, ["demo_micro"]).await;
    for call in [
        "sale_list",
        "sale_statistics",
        "sale_order_list",
        "auction_list",
        "can_use_thing_list",
        "goods_donation_list",
        "change_list",
    ] {
        app.get_expect(&thing(call), &micro, 400, "当前角色无权使用义卖管理")
            .await;
    }
    let (own, other): (i64, i64) = app
        .sql(|c| {
            let org: i64 = c.query_row(
                "SELECT org_id FROM accounts WHERE account = 'demo_micro'",
                [],
                |r| r.get(0),
            )?;
            Ok((
                c.query_row(
                    "SELECT id FROM sale_orders WHERE org_id = ?1 LIMIT 1",
                    [org],
                    |r| r.get(0),
                )?,
                c.query_row(
                    "SELECT id FROM sale_orders WHERE org_id <> ?1 LIMIT 1",
                    [org],
                    |r| r.get(0),
                )?,
            ))
        })
        .await;
    let d = app.get_id(&thing("sale_order_detail"), own, &micro).await;
    assert_eq!(d["code"], 200, "{d}");
    assert_eq!(d["data"]["actions"], json!([]), "role 4 reads only");
    app.get_expect(
        &thing(&format!("sale_order_detail?id={other}")),
        &micro,
        400,
        "订单不存在",
    )
    .await;
    let staff = app.login("demo_partner").await;
    assert_eq!(
        app.get_id(&thing("sale_order_detail"), other, &staff).await["code"],
        200
    );
}

/// `(order_no, goods title, unit price, paid_at, cancelled_at)` of a migrated order.
type MigratedOrder = (String, String, i64, Option<i64>, Option<i64>);

#[test]
fn orders_of_an_older_database_each_get_a_listed_goods_row_of_their_title_and_their_times() {
    use crate::db::migrations;
    let mut conn = rusqlite::Connection::open_in_memory().expect("memory db");
    migrations::run_to(&mut conn, 10).expect("version 10");
    conn.execute_batch(
        "PRAGMA foreign_keys = OFF;
         INSERT INTO sale_orders (org_id, order_no, goods_title, buyer_name, mobile, quantity, amount_fen,
                                  need_bill, province, city, district, address, status, created_at)
         VALUES (1, 'SO1', '山区蜂蜜', '张伟', '13800138000', 2, 13600, 0, '110000', '110100', '110105', '建国路', 1, 100),
                (1, 'SO2', '山区蜂蜜', '王芳', '13800138001', 1, 6800, 1, '110000', '110100', '110105', '建国路', 4, 200),
                (2, 'SO3', '公益帆布包', '李娜', '13800138002', 1, 3900, 0, '310000', '310100', '310115', '张杨路', 0, 300);",
    )
    .expect("old rows");
    migrations::run(&mut conn).expect("migrates");
    let goods: Vec<(i64, String, i64, i64, i64)> = conn
        .prepare("SELECT org_id, title, kind, status, price_fen FROM sale_goods ORDER BY id")
        .and_then(|mut s| {
            s.query_map([], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
            })?
            .collect()
        })
        .expect("goods");
    assert_eq!(
        goods,
        [
            (1, "山区蜂蜜".into(), 1, 3, 6800),
            (2, "公益帆布包".into(), 1, 3, 3900)
        ]
    );
    let orders: Vec<MigratedOrder> = conn
        .prepare(
            "SELECT s.order_no, g.title, s.price_fen, s.paid_at, s.cancelled_at
               FROM sale_orders s JOIN sale_goods g ON g.id = s.goods_id ORDER BY s.id",
        )
        .and_then(|mut s| {
            s.query_map([], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
            })?
            .collect()
        })
        .expect("orders");
    assert_eq!(
        orders,
        [
            ("SO1".into(), "山区蜂蜜".into(), 6800, Some(100), None),
            ("SO2".into(), "山区蜂蜜".into(), 6800, None, Some(200)),
            ("SO3".into(), "公益帆布包".into(), 3900, None, None),
        ]
    );
}
