//! Money adds up between a parent project and its micro projects (issue 18): over random
//! sequences of donations and refunds to the parent and to two micro projects under it, the
//! parent's raised amount is its own paid donations plus its micro projects' — the same figure
//! on /SJ's list and detail and the selectors' project list, and the parts agree with /SJ's and
//! /SJM's donation sums and each micro project's list row and detail.

use super::calls::{items, new_id, Step};
use super::donation_model::{fen, refund_nth, Made};
use super::micro_projects::{micro_form, sjm};
use super::project_fixtures::sj;
use super::{assert_code, spawn_app, TestApp, TestService};
use proptest::prelude::*;
use serde_json::{json, Value};

#[derive(Debug, Clone)]
enum Op {
    /// A paid donation of `fen` to the parent (`to` 0) or micro project 1 or 2.
    Donate { to: usize, fen: i64 },
    /// The refund of the `n`-th donation so far (modulo), when still paid.
    Refund { n: usize },
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => (0usize..3, 1i64..=300_000).prop_map(|(to, fen)| Op::Donate { to, fen }),
        1 => (0usize..64).prop_map(|n| Op::Refund { n }),
    ]
}

/// `[parent detail, parent own, parent micro, /SJ list row, selector row, /SJ donate sum,
/// /SJM donate sum by parent, micro 1 + micro 2 (details), micro 1 + micro 2 (list rows)]`.
async fn figures<S: TestService>(
    app: &TestApp<S>,
    token: &str,
    parent: i64,
    micros: [i64; 2],
) -> [i64; 9] {
    let detail = app.get_id(&sj("project_detail"), parent, token).await;
    let find = |list: &Value, id: i64| {
        items(&list["data"]["list"])
            .find(|r| r["id"] == id)
            .cloned()
            .unwrap_or_default()
    };
    let sj_list = app
        .get(&sj("project_list?pageSize=100&status=2"), Some(token))
        .await;
    let selector = app
        .get(
            "/api/organization/common/project_list?pageSize=100",
            Some(token),
        )
        .await;
    let own = app
        .get(
            &sj(&format!("donate_list?project_id={parent}&pageSize=1")),
            Some(token),
        )
        .await;
    let micro = app
        .get(
            &sjm(&format!(
                "donate_list?parent_type=1&parent_id={parent}&pageSize=1"
            )),
            Some(token),
        )
        .await;
    let micro_list = app
        .get(
            &sjm(&format!(
                "project_list?parent_type=1&parent_id={parent}&pageSize=100"
            )),
            Some(token),
        )
        .await;
    let mut details = 0;
    let mut rows = 0;
    for id in micros {
        let d = app.get_id(&sjm("project_detail"), id, token).await;
        details += fen(&d["data"]["raised_amount"]);
        rows += fen(&find(&micro_list, id)["raised_amount"]);
    }
    [
        fen(&detail["data"]["raised_amount"]),
        fen(&detail["data"]["own_raised_amount"]),
        fen(&detail["data"]["micro_raised_amount"]),
        fen(&find(&sj_list, parent)["raised_amount"]),
        fen(&find(&selector, parent)["raised"]),
        fen(&own["data"]["sum_amount"]),
        fen(&micro["data"]["sum_amount"]),
        details,
        rows,
    ]
}

fn run(ops: Vec<Op>) {
    actix_web::rt::System::new().block_on(async move {
        let app = spawn_app(true).await;
        let (admin, org) = (app.login("demo_admin").await, app.login("demo_org").await);
        let org_id: i64 = app.sql(|c| c.query_row("SELECT org_id FROM accounts WHERE account = 'demo_org'", [], |r| r.get(0))).await;
        // A raising parent that never ends during the sequence, with no micro projects yet.
        let parent: i64 = app
            .sql(|c| c.query_row(
                "SELECT id FROM projects p WHERE status = 2 AND NOT EXISTS
                   (SELECT 1 FROM micro_projects m WHERE m.parent_type = 1 AND m.parent_id = p.id)
                 ORDER BY id LIMIT 1", [], |r| r.get(0)))
            .await;
        app.sql(move |c| c.execute(
            "UPDATE projects SET allow_over = 1, fund_end = '2099-12-31', end_date = end_date + 400 * 86400 WHERE id = ?1",
            [parent])).await;
        let mut micros = [0i64; 2];
        for m in &mut micros {
            let created = app
                .post(&sjm("add_project"), json!({"org_id": org_id, "parent_type": 1, "parent_id": parent, "title": "社区儿童阅读角"}), Some(&admin))
                .await;
            let id = new_id(&created);
            let mut body = micro_form();
            body["id"] = json!(id);
            #[rustfmt::skip]
            let steps: &[Step] = &[
                (&sjm("draft_box_submit"), body, &org, 200, "提交成功，请等待审核"),
                (&sjm("pass_project"), json!({"id": id}), &admin, 200, "审核通过"),
            ];
            app.expect_each(steps).await;
            *m = id;
        }
        let start = figures(&app, &admin, parent, micros).await;
        let mut made: Vec<Made<usize>> = Vec::new();
        for op in ops {
            match op {
                Op::Donate { to, fen } => {
                    let amount = crate::rules::money::yuan(fen);
                    let body = if to == 0 {
                        json!({"project_id": parent, "amount": amount})
                    } else {
                        json!({"micro_project_id": micros[to - 1], "amount": amount})
                    };
                    let resp = app.sandbox("project_donation", body).await;
                    assert_code(&resp, 200, "捐款成功");
                    made.push((new_id(&resp), fen, to, true));
                }
                Op::Refund { n } => refund_nth(&app, &mut made, n).await,
            }
        }
        let paid = |to: &dyn Fn(usize) -> bool| -> i64 {
            made.iter().filter(|d| d.3 && to(d.2)).map(|d| d.1).sum()
        };
        let (own, micro) = (paid(&|t| t == 0), paid(&|t| t > 0));
        let [total, own_now, micro_now, list, selector, own_sum, micro_sum, details, rows] =
            figures(&app, &admin, parent, micros).await;
        assert_eq!(own_now, start[1] + own, "the parent's own donations");
        assert_eq!(micro_now, start[2] + micro, "its micro projects' donations");
        assert_eq!(total, own_now + micro_now, "raised = own + micro");
        assert_eq!(list, total, "/SJ list row");
        assert_eq!(selector, total, "selector row");
        assert_eq!(own_sum, own_now, "/SJ donate_list sum");
        assert_eq!(micro_sum, micro_now, "/SJM donate_list sum by parent");
        assert_eq!(details, micro_now, "micro details add up");
        assert_eq!(rows, micro_now, "micro list rows add up");
    });
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, ..ProptestConfig::default() })]

    #[test]
    fn a_parent_projects_raised_amount_is_its_own_donations_plus_its_micro_projects_on_every_call_that_reports_it(
        ops in proptest::collection::vec(op(), 1..12)
    ) {
        run(ops);
    }
}
