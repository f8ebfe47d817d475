//! One rule for money into a project (issue 40), whatever the channel: over random sequences
//! of direct donations, paid charity-sale orders and the owner's end of fundraising, with
//! over-raising on or off, a project never raises past its target when over-raising is off,
//! takes nothing after 募款结束, and every fen it shows is one that was accepted. A sale for a
//! project that cannot take it is refused when the order is placed; sale proceeds are listed
//! as 义卖.

use super::calls::successes;
use super::project_fixtures::sj;
use super::sale_fixtures::{buyer, fixed_form, thing};
use super::{assert_code, spawn_logged_in, TestApp, TestService};
use crate::areas::project::store::raised_fen;
use crate::areas::project::workflow::{ENDED, RAISING};
use proptest::prelude::*;
use serde_json::json;

/// A unit's price in `fixed_form` (68.00).
const PRICE: i64 = 6_800;

#[derive(Debug, Clone)]
enum Op {
    /// A direct donation of `fen`.
    Donate { fen: i64 },
    /// An order of `quantity` units, then its payment.
    Sale { quantity: i64 },
    /// The owner ends the fundraising (finish_project).
    Finish,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        4 => (1i64..=40_000).prop_map(|fen| Op::Donate { fen }),
        4 => (1i64..=3).prop_map(|quantity| Op::Sale { quantity }),
        1 => Just(Op::Finish),
    ]
}

async fn figures<S: TestService>(app: &TestApp<S>, project: i64) -> (i64, i64) {
    let raised = app.sql(move |c| raised_fen(c, project)).await;
    (raised, app.project_status(project).await)
}

fn run(allow_over: bool, room: i64, ops: Vec<Op>) {
    actix_web::rt::System::new().block_on(async move {
        let (app, [org, reviewer]) = spawn_logged_in(true, ["demo_org", "demo_reviewer"]).await;
        let project = app.beneficiary().await;
        let goods = app
            .listed(fixed_form(project, 99_999), &org, &reviewer)
            .await;
        // A far window; the target `room` above what is raised now.
        app.sql(move |c| {
            let raised = raised_fen(c, project)?;
            c.execute(
                "UPDATE projects SET allow_over = ?2, end_date = end_date + 400 * 86400,
                        target_fen = ?3 WHERE id = ?1",
                rusqlite::params![project, allow_over, raised + room],
            )
        })
        .await;
        let target: i64 = app
            .scalar("SELECT target_fen FROM projects WHERE id = ?1", project)
            .await;
        let (mut raised, mut status) = figures(&app, project).await;
        assert_eq!(status, RAISING);
        for op in ops {
            let fits = |fen: i64| status == RAISING && (allow_over || raised + fen <= target);
            let taken = match op {
                Op::Donate { fen } => {
                    let body =
                        json!({"project_id": project, "amount": crate::rules::money::yuan(fen)});
                    let answer = app.sandbox("project_donation", body).await;
                    assert_eq!(
                        answer["code"] == 200,
                        fits(fen),
                        "donation of {fen}: {answer}"
                    );
                    (answer["code"] == 200).then_some(fen)
                }
                Op::Sale { quantity } => {
                    let fen = PRICE * quantity;
                    let order = app.sandbox("sale_order", buyer(goods, quantity)).await;
                    assert_eq!(order["code"] == 200, fits(fen), "order of {fen}: {order}");
                    if order["code"] == 200 {
                        let id = order["data"]["id"].clone();
                        let paid = app.sandbox("sale_pay", json!({"id": id})).await;
                        assert_code(&paid, 200, "支付成功");
                        Some(fen)
                    } else {
                        assert!(
                            order["msg"].as_str().unwrap_or("").contains("受益项目"),
                            "{order}"
                        );
                        None
                    }
                }
                Op::Finish => {
                    let answer = app.post_id(&sj("finish_project"), project, &org).await;
                    assert_eq!(answer["code"] == 200, status == RAISING, "{answer}");
                    None
                }
            };
            let (now_raised, now_status) = figures(&app, project).await;
            assert_eq!(
                now_raised,
                raised + taken.unwrap_or(0),
                "every fen shown was accepted"
            );
            if !allow_over {
                assert!(now_raised <= target, "{now_raised} > {target}");
                if now_raised == target {
                    assert_eq!(now_status, ENDED, "the target reached ends the fundraising");
                }
            }
            if status == ENDED {
                assert_eq!(now_raised, raised, "nothing after 募款结束");
                assert_eq!(now_status, ENDED);
            }
            (raised, status) = (now_raised, now_status);
        }
    });
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 10, ..ProptestConfig::default() })]
    #[test]
    fn no_channel_takes_a_project_past_its_target_or_after_its_end(
        allow_over in any::<bool>(),
        room in 1i64..=150_000,
        ops in proptest::collection::vec(op(), 1..18),
    ) {
        run(allow_over, room, ops);
    }
}

#[actix_web::test]
async fn a_paid_sale_after_the_end_of_fundraising_is_refused_at_order_time_and_proceeds_are_listed_as_sale(
) {
    let (app, [org, reviewer]) = spawn_logged_in(true, ["demo_org", "demo_reviewer"]).await;
    let project = app.beneficiary().await;
    let goods = app.listed(fixed_form(project, 50), &org, &reviewer).await;
    let early = app.sandbox("sale_order", buyer(goods, 1)).await;
    assert_code(&early, 200, "下单成功");
    let paid = app
        .sandbox("sale_pay", json!({"id": early["data"]["id"]}))
        .await;
    assert_code(&paid, 200, "支付成功");
    let listed = app
        .get(
            &sj(&format!("donate_list?project_id={project}&channel=4")),
            Some(&org),
        )
        .await;
    let rows = listed["data"]["list"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(
        rows.iter()
            .any(|r| r["order_no"] == early["data"]["order_no"] && r["channel_label"] == "义卖"),
        "{listed}"
    );
    assert!(rows.iter().all(|r| r["channel_label"] == "义卖"));

    // An order waiting for payment when the fundraising ends cannot be paid.
    let waiting = app.sandbox("sale_order", buyer(goods, 1)).await;
    assert_code(&waiting, 200, "下单成功");
    assert_code(
        &app.post_id(&sj("finish_project"), project, &org).await,
        200,
        "已结束募款",
    );
    let before = app.sql(move |c| raised_fen(c, project)).await;
    let pay = app
        .sandbox("sale_pay", json!({"id": waiting["data"]["id"]}))
        .await;
    assert_code(
        &pay,
        400,
        "受益项目暂不能接收义卖款（该项目不在募款中），不能支付",
    );
    let order = app.sandbox("sale_order", buyer(goods, 1)).await;
    assert_code(
        &order,
        400,
        "受益项目暂不能接收义卖款（该项目不在募款中），不能下单",
    );
    assert_eq!(app.sql(move |c| raised_fen(c, project)).await, before);
    // The unpaid order can still be cancelled, its unit back in stock.
    app.post_expect(
        &thing("cancel_order"),
        json!({"id": waiting["data"]["id"], "reason": "受益项目已结束募款"}),
        &org,
        200,
        "订单已取消",
    )
    .await;
}

#[actix_web::test]
async fn twenty_concurrent_payments_for_a_project_with_room_for_ten_pay_exactly_ten() {
    let (app, [org, reviewer]) = spawn_logged_in(true, ["demo_org", "demo_reviewer"]).await;
    let project = app.beneficiary().await;
    let goods = app.listed(fixed_form(project, 100), &org, &reviewer).await;
    app.sql(move |c| {
        let raised = raised_fen(c, project)?;
        c.execute(
            "UPDATE projects SET allow_over = 0, target_fen = ?2 WHERE id = ?1",
            [project, raised + 10 * PRICE],
        )
    })
    .await;
    let mut orders = Vec::new();
    for _ in 0..20 {
        let o = app.sandbox("sale_order", buyer(goods, 1)).await;
        assert_eq!(o["code"], 200, "{o}");
        orders.push(o["data"]["id"].clone());
    }
    let answers = futures_util::future::join_all(
        orders
            .iter()
            .map(|id| app.sandbox("sale_pay", json!({"id": id}))),
    )
    .await;
    assert_eq!(successes(&answers), 10, "{answers:?}");
    let (raised, status) = figures(&app, project).await;
    let target: i64 = app
        .scalar("SELECT target_fen FROM projects WHERE id = ?1", project)
        .await;
    assert_eq!((raised, status), (target, ENDED));
}
