//! Deciding many at once through the console (issue 42): a bulk pass races single passes of the
//! same case, and the case still has exactly one winner — one success among all the answers,
//! one `pass` in its history — while the bulk call's other items are decided as usual.

use futures_util::future::join_all;
use serde_json::{json, Value};

use crate::support::help_form::valid_case_form;
use crate::support::{spawn_logged_in, TestApp};

const SZ: &str = "/api/organization/SZ";

/// A case the organisation submits now, claimed by the reviewer behind `reviewer`.
async fn claimed_case(app: &TestApp, org: &str, reviewer: &str, title: &str) -> i64 {
    let added = app
        .post_json_value(
            &format!("{SZ}/add_help_project"),
            org,
            &valid_case_form(title),
        )
        .await;
    assert_eq!(added["code"], 200, "{added}");
    let id = added["data"]["id"].as_i64().expect("id");
    let claimed = app
        .post_json_value(
            &format!("{SZ}/claim_help_project"),
            reviewer,
            &json!({ "id": id }),
        )
        .await;
    assert_eq!(claimed["code"], 200, "{claimed}");
    id
}

/// How many times case `id` was passed, from the sandbox's audit log.
fn passes_logged(app: &TestApp, id: i64) -> i64 {
    let db = rusqlite::Connection::open(app.data_dir().join("sandbox.db")).expect("database");
    db.query_row(
        "SELECT COUNT(*) FROM workflow_logs
          WHERE subject = 'help_case' AND item_id = ?1 AND action = 'pass'",
        [id],
        |r| r.get(0),
    )
    .expect("count")
}

#[actix_web::test]
async fn a_bulk_pass_racing_twenty_single_passes_of_the_same_case_leaves_exactly_one_winner() {
    let (app, org) = spawn_logged_in("demo_org").await;
    let reviewer = app.login("demo_reviewer").await;
    let admin = app.login("demo_admin").await;
    let contested = claimed_case(&app, &org, &reviewer, "批量竞争求助甲").await;
    let others = [
        claimed_case(&app, &org, &reviewer, "批量竞争求助乙").await,
        claimed_case(&app, &org, &reviewer, "批量竞争求助丙").await,
    ];

    let bulk = async {
        app.post_json(
            &format!("{SZ}/bulk_help_project"),
            Some(&reviewer),
            &json!({ "action": "pass", "ids": [others[0], contested, others[1]] }),
        )
        .await
        .json()
    };
    // Half from the claiming reviewer, half from the super admin, who may decide it too.
    let singles = join_all((0..20).map(|n| {
        let who = if n % 2 == 0 { &reviewer } else { &admin };
        let uri = format!("{SZ}/pass_help_project");
        let app = &app;
        async move {
            app.post_json(&uri, Some(who), &json!({ "id": contested }))
                .await
                .json()
        }
    }));
    let (bulk, singles) = futures_util::join!(bulk, singles);

    assert_eq!(bulk["code"], 200, "{bulk}");
    let results = bulk["data"]["results"].as_array().expect("results");
    let result_of = |id: i64| -> &Value {
        results
            .iter()
            .find(|r| r["id"] == id)
            .expect("a result per id")
    };
    for id in others {
        assert_eq!(result_of(id)["ok"], true, "uncontested case {id}: {bulk}");
    }
    let bulk_won = usize::from(result_of(contested)["ok"] == true);
    let single_wins = singles.iter().filter(|s| s["code"] == 200).count();
    assert_eq!(
        bulk_won + single_wins,
        1,
        "bulk {bulk}, singles {singles:?}"
    );
    for refused in singles.iter().filter(|s| s["code"] != 200) {
        assert_eq!(refused["code"], 400, "{refused}");
        assert_eq!(refused["reason"], "not_allowed_in_state", "{refused}");
    }
    if bulk_won == 0 {
        assert_eq!(result_of(contested)["reason"], "not_allowed_in_state");
    }
    assert_eq!(passes_logged(&app, contested), 1, "passed once in the log");
    for id in others {
        assert_eq!(passes_logged(&app, id), 1);
    }
}

#[actix_web::test]
async fn a_bulk_call_reaches_the_platform_only_with_the_csrf_header_and_over_100_ids_is_refused() {
    let (app, reviewer) = spawn_logged_in("demo_reviewer").await;
    let uri = format!("{SZ}/bulk_help_project");
    let without_header = app
        .client
        .post(app.url(&uri))
        .insert_header((awc::http::header::COOKIE, reviewer.as_str()))
        .send_json(&json!({ "action": "claim", "ids": [1] }))
        .await
        .expect("POST");
    assert_eq!(without_header.status().as_u16(), 403);
    let ids: Vec<i64> = (1..=101).collect();
    let too_many = app
        .post_json_value(&uri, &reviewer, &json!({ "action": "claim", "ids": ids }))
        .await;
    assert_eq!(too_many["code"], 400, "{too_many}");
    assert_eq!(too_many["reason"], "invalid_input");
    assert_eq!(too_many["msg"], "一次最多处理100项，请分批提交");
}
