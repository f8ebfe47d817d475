//! Money adds up: a project's raised amount is the sum of its paid donations (direct, share
//! pages, monthly pledges) minus the refunded ones — on the list, the detail, the share sums
//! and `donate_list`'s `sum_amount` — over random donation sequences; and concurrent donations
//! that reach the target end the fundraising exactly once, taking nothing after.

use super::calls::{assert_burst, items, new_id};
use super::donation_model::{fen, refund_nth, Made};
use super::project_fixtures::sj;
use super::{assert_code, spawn_app, spawn_logged_in, TestApp, TestService};
use futures_util::future::join_all;
use proptest::prelude::*;
use serde_json::json;

const RAISING: i64 = 2;
const ENDED: i64 = 3;

#[derive(Debug, Clone)]
enum Op {
    /// A paid donation of `fen` through `channel` (1 direct, 2 the share page, 3 a pledge).
    Donate { channel: i64, fen: i64 },
    /// The refund of the `n`-th donation made so far (modulo), when it is still paid.
    Refund { n: usize },
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (1i64..=3, 1i64..=500_000).prop_map(|(channel, fen)| Op::Donate { channel, fen }),
        1 => (0usize..64).prop_map(|n| Op::Refund { n }),
    ]
}

/// Every figure the API shows for `project` (and its share `share`), in fen.
async fn figures<S: TestService>(
    app: &TestApp<S>,
    token: &str,
    project: i64,
    share: i64,
) -> [i64; 5] {
    let detail = app.get_id(&sj("project_detail"), project, token).await;
    let list = app
        .get(&sj("project_list?pageSize=100&status=2"), Some(token))
        .await;
    let row = items(&list["data"]["list"])
        .find(|r| r["id"] == project)
        .cloned()
        .unwrap_or_default();
    let donations = app
        .get(
            &sj(&format!("donate_list?project_id={project}&pageSize=1")),
            Some(token),
        )
        .await;
    let shared = app
        .get(
            &sj(&format!("donate_list?share_id={share}&pageSize=1")),
            Some(token),
        )
        .await;
    let share_row = app.get_id(&sj("share_detail"), share, token).await;
    assert_eq!(
        fen(&shared["data"]["sum_amount"]),
        fen(&share_row["data"]["raised_amount"]),
        "share sums agree"
    );
    [
        fen(&detail["data"]["raised_amount"]),
        fen(&row["raised_amount"]),
        fen(&donations["data"]["sum_amount"]),
        fen(&share_row["data"]["raised_amount"]),
        detail["data"]["donation_count"].as_i64().unwrap_or(-1),
    ]
}

fn run(ops: Vec<Op>) {
    actix_web::rt::System::new().block_on(async move {
        let (app, [admin]) = spawn_logged_in(true, ["demo_admin"]).await;
        let project = app.demo_projects(RAISING).await[0];
        // Over-raising allowed and a far window, so the sequence never ends the fundraising.
        app.sql(move |c| c.execute("UPDATE projects SET allow_over = 1, end_date = end_date + 400 * 86400 WHERE id = ?1", [project]))
            .await;
        let share: i64 = app.scalar("SELECT id FROM project_shares WHERE project_id = ?1", project).await;
        let [start, ..] = figures(&app, &admin, project, share).await;
        let start_share = figures(&app, &admin, project, share).await[3];
        let start_count = figures(&app, &admin, project, share).await[4];
        // The model: (id, fen, via the share, still paid).
        let mut made: Vec<Made<bool>> = Vec::new();
        for op in ops {
            match op {
                Op::Donate { channel, fen } => {
                    let body = json!({"project_id": project, "amount": crate::rules::money::yuan(fen),
                                      "channel": channel, "share_id": share});
                    let resp = app.sandbox("project_donation", body).await;
                    assert_code(&resp, 200, "捐款成功");
                    made.push((new_id(&resp), fen, channel == 2, true));
                }
                Op::Refund { n } => refund_nth(&app, &mut made, n).await,
            }
        }
        let paid: i64 = made.iter().filter(|d| d.3).map(|d| d.1).sum();
        let via_share: i64 = made.iter().filter(|d| d.3 && d.2).map(|d| d.1).sum();
        let count = made.iter().filter(|d| d.3).count() as i64;
        let [detail, list, sum, share_sum, donations] = figures(&app, &admin, project, share).await;
        assert_eq!(detail, start + paid, "detail");
        assert_eq!(list, detail, "list");
        assert_eq!(sum, detail, "donate_list sum_amount");
        assert_eq!(share_sum, start_share + via_share, "share");
        assert_eq!(donations, start_count + count, "donation count");
    });
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]
    #[test]
    fn raised_is_the_sum_of_paid_donations_minus_refunds_everywhere(ops in proptest::collection::vec(op(), 1..25)) {
        run(ops);
    }
}

#[actix_web::test]
async fn twenty_concurrent_donations_reaching_the_target_end_the_fundraising_once() {
    let (app, [org]) = spawn_logged_in(true, ["demo_org"]).await;
    let project = app.demo_projects(RAISING).await[0];
    // Ten donations of 100 yuan are left to the target; over-raising is not allowed.
    app.sql(move |c| {
        c.execute(
            "UPDATE projects SET allow_over = 0, target_fen = (SELECT COALESCE(SUM(amount_fen), 0) FROM donations
                      WHERE subject = 'project' AND item_id = ?1 AND pay_status = 1) + 100000 WHERE id = ?1",
            [project],
        )
    })
    .await;
    let body = json!({"project_id": project, "amount": "100.00"});
    let answers = join_all((0..20).map(|_| app.sandbox("project_donation", body.clone()))).await;
    assert_burst(&answers, 10, "该项目不在募款中");
    assert_eq!(app.project_status(project).await, ENDED);
    let ends = app.logged("project", project, "auto_end").await;
    assert_eq!(ends, 1);
    let d = app.get_id(&sj("project_detail"), project, &org).await;
    assert_eq!(d["data"]["raised_amount"], d["data"]["target_amount"]);
    assert_eq!(d["data"]["progress_percent"], 100);
    // After the end nothing more is taken.
    assert_code(
        &app.sandbox("project_donation", body).await,
        400,
        "该项目不在募款中",
    );
}

#[actix_web::test]
async fn donations_are_listed_masked_with_their_channel_and_filters_and_only_99_sees_pledges() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let list = app.get(&sj("donate_list?pageSize=100"), Some(&org)).await;
    let rows = list["data"]["list"].as_array().cloned().unwrap_or_default();
    assert!(!rows.is_empty());
    for r in &rows {
        let name = r["donor_name"].as_str().unwrap_or("");
        assert!(name == "匿名爱心人士" || name.ends_with("**"), "{name}");
    }
    let channels: std::collections::BTreeSet<i64> =
        rows.iter().filter_map(|r| r["channel"].as_i64()).collect();
    // 4: the charity sales' proceeds (issue 40).
    assert_eq!(channels.into_iter().collect::<Vec<_>>(), [1, 2, 3, 4]);
    let refunded = app.get(&sj("donate_list?pay_status=2"), Some(&org)).await;
    assert!(refunded["data"]["total"].as_i64() > Some(0));
    assert_eq!(
        refunded["data"]["sum_amount"], "0.00",
        "refunds are not counted"
    );
    app.get_expect(&sj("donate_list?channel=5"), &org, 400, "捐款渠道不正确")
        .await;
    for account in ["demo_org", "demo_reviewer", "demo_partner"] {
        let token = app.login(account).await;
        app.get_expect(&sj("month_donate_list"), &token, 400, "无权查看月捐")
            .await;
    }
    let admin = app.login("demo_admin").await;
    let pledges = app
        .get(&sj("month_donate_list?pageSize=100"), Some(&admin))
        .await;
    let states: std::collections::BTreeSet<i64> = items(&pledges["data"]["list"])
        .filter_map(|p| p["status"].as_i64())
        .collect();
    assert_eq!(states.into_iter().collect::<Vec<_>>(), [1, 2, 3]);
    assert!(items(&pledges["data"]["list"])
        .all(|p| p["status"] == 1 || p["next_charge_date"].is_null()));
    app.get_expect(&sj("share_list"), &org, 400, "无权查看一起捐")
        .await;
    let reviewer = app.login("demo_reviewer").await;
    let shares = app.get(&sj("share_list"), Some(&reviewer)).await;
    assert!(shares["data"]["total"].as_i64() >= Some(2));
}

#[actix_web::test]
async fn a_donation_to_a_project_not_raising_is_refused_and_the_call_exists_only_in_test_mode() {
    let app = spawn_app(true).await;
    let ended = app.demo_projects(ENDED).await[0];
    assert_code(
        &app.sandbox(
            "project_donation",
            json!({"project_id": ended, "amount": "10"}),
        )
        .await,
        400,
        "该项目不在募款中",
    );
    let prod = spawn_app(false).await;
    let (status, _) = prod
        .call(
            actix_web::test::TestRequest::post()
                .uri("/__sandbox/project_donation")
                .set_json(json!({}))
                .to_request(),
        )
        .await;
    assert_eq!(status, actix_web::http::StatusCode::NOT_FOUND);
}
