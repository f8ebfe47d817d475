//! Deciding many at once (issue 42): a bulk call runs each id through the area's single-item
//! call, so each item gets the single rule's answer, one refusal does not stop the others, and
//! every decision is logged once, as if made one by one.

use super::help_fixtures::{sz, valid_form};
use super::{assert_code, TestApp, TestService};
use crate::http::bulk::{MAX_IDS, MSG_NO_IDS, MSG_TOO_MANY, MSG_UNKNOWN_ACTION};
use serde_json::{json, Value};

impl<S: TestService> TestApp<S> {
    /// A case demo_org submits now (it waits in the claim pool).
    async fn submitted_case(&self, org: &str) -> i64 {
        let resp = self
            .post(&sz("add_help_project"), valid_form(), Some(org))
            .await;
        assert_code(&resp, 200, "提交成功，请等待平台审核");
        resp["data"]["id"].as_i64().expect("id")
    }
}

/// The `(id, ok, reason, message)` of each result of a bulk answer.
fn results(resp: &Value) -> Vec<(i64, bool, Value, String)> {
    resp["data"]["results"]
        .as_array()
        .unwrap_or_else(|| panic!("no results: {resp}"))
        .iter()
        .map(|r| {
            (
                r["id"].as_i64().unwrap_or(0),
                r["ok"] == true,
                r["reason"].clone(),
                r["message"].as_str().unwrap_or("").to_owned(),
            )
        })
        .collect()
}

#[actix_web::test]
async fn a_bulk_claim_decides_each_case_by_the_single_rule_and_a_refusal_does_not_stop_the_rest() {
    let app = super::spawn_app(false).await;
    let [org, reviewer, admin] = app
        .logins(["demo_org", "demo_reviewer", "demo_admin"])
        .await;
    let (a, b, c) = (
        app.submitted_case(&org).await,
        app.submitted_case(&org).await,
        app.submitted_case(&org).await,
    );
    app.case_accepted("claim_help_project", b, &admin, "认领成功")
        .await;

    let resp = app
        .post(
            &sz("bulk_help_project"),
            json!({"action": "claim", "ids": [a, b, c, 999_999, a]}),
            Some(&reviewer),
        )
        .await;
    assert_code(&resp, 200, "已处理4项，成功2项");
    assert_eq!(
        results(&resp),
        [
            (a, true, Value::Null, "认领成功".to_owned()),
            (
                b,
                false,
                json!("not_allowed_in_state"),
                "该求助已被认领，不能重复认领".to_owned()
            ),
            (c, true, Value::Null, "认领成功".to_owned()),
            (999_999, false, json!("not_found"), "求助不存在".to_owned()),
        ]
    );
    let reviewer_id = app.account_id("demo_reviewer").await;
    let admin_id = app.account_id("demo_admin").await;
    for (id, by) in [(a, reviewer_id), (b, admin_id), (c, reviewer_id)] {
        let (status, claimed_by, _) = app.case_state(id).await.expect("case");
        assert_eq!((status, claimed_by), (2, Some(by)), "case {id}");
        assert_eq!(
            app.logged("help_case", id, "claim").await,
            1,
            "case {id} claimed once"
        );
    }
}

#[actix_web::test]
async fn a_bulk_return_gives_every_case_the_one_reason_and_logs_each_like_a_single_return() {
    let app = super::spawn_app(false).await;
    let [org, reviewer] = app.logins(["demo_org", "demo_reviewer"]).await;
    let ids = [
        app.submitted_case(&org).await,
        app.submitted_case(&org).await,
    ];
    let claimed = app
        .post(
            &sz("bulk_help_project"),
            json!({"action": "claim", "ids": ids}),
            Some(&reviewer),
        )
        .await;
    assert!(results(&claimed).iter().all(|r| r.1), "{claimed}");
    let without = app
        .post(
            &sz("bulk_help_project"),
            json!({"action": "return", "ids": ids}),
            Some(&reviewer),
        )
        .await;
    assert!(
        results(&without).iter().all(|r| !r.1 && r.2 == "required"),
        "a return without a reason is refused item by item: {without}"
    );
    let resp = app
        .post(
            &sz("bulk_help_project"),
            json!({"action": "return", "ids": ids, "reason": "请补充诊断证明"}),
            Some(&reviewer),
        )
        .await;
    assert_code(&resp, 200, "已处理2项，成功2项");
    for id in ids {
        let (status, _, text) = app.case_state(id).await.expect("case");
        assert_eq!(status, 3);
        assert!(text.ends_with("|请补充诊断证明"), "{text}");
        assert_eq!(app.logged("help_case", id, "return").await, 1);
    }
}

#[actix_web::test]
async fn more_than_100_ids_are_refused_whole_with_a_stable_reason_and_nothing_changes() {
    let app = super::spawn_app(false).await;
    let [org, reviewer] = app.logins(["demo_org", "demo_reviewer"]).await;
    let real = app.submitted_case(&org).await;
    let mut ids: Vec<i64> = (1_000_000..1_000_000 + MAX_IDS as i64).collect();
    ids.push(real);
    let resp = app
        .post(
            &sz("bulk_help_project"),
            json!({"action": "claim", "ids": ids}),
            Some(&reviewer),
        )
        .await;
    assert_code(&resp, 400, MSG_TOO_MANY);
    assert_eq!(resp["reason"], "invalid_input");
    assert_eq!(app.case_state(real).await.map(|s| s.0), Some(1));
    ids.pop();
    let at_the_bound = app
        .post(
            &sz("bulk_help_project"),
            json!({"action": "claim", "ids": ids}),
            Some(&reviewer),
        )
        .await;
    assert_eq!(results(&at_the_bound).len(), MAX_IDS);
}

#[actix_web::test]
async fn a_bulk_call_without_ids_or_with_an_action_its_list_does_not_offer_is_refused() {
    let app = super::spawn_app(false).await;
    let [org, reviewer] = app.logins(["demo_org", "demo_reviewer"]).await;
    let id = app.submitted_case(&org).await;
    let uri = sz("bulk_help_project");
    for body in [
        json!({"action": "claim"}),
        json!({"action": "claim", "ids": []}),
    ] {
        let resp = app.post(&uri, body, Some(&reviewer)).await;
        assert_code(&resp, 400, MSG_NO_IDS);
        assert_eq!(resp["reason"], "required");
    }
    let resp = app
        .post(
            &uri,
            json!({"action": "delete", "ids": [id]}),
            Some(&reviewer),
        )
        .await;
    assert_code(&resp, 400, MSG_UNKNOWN_ACTION);
    assert_eq!(app.case_state(id).await.map(|s| s.0), Some(1));
}

#[actix_web::test]
async fn the_draft_box_deletes_many_drafts_and_refuses_another_organisations() {
    let app = super::spawn_app(false).await;
    let [org, partner] = app.logins(["demo_org", "demo_partner"]).await;
    let mut draft = valid_form();
    draft["draft"] = 1.into();
    let mut mine = Vec::new();
    for _ in 0..2 {
        let resp = app
            .post(&sz("add_help_project"), draft.clone(), Some(&org))
            .await;
        mine.push(resp["data"]["id"].as_i64().expect("id"));
    }
    let theirs = app
        .post(&sz("add_help_project"), draft, Some(&partner))
        .await["data"]["id"]
        .as_i64()
        .expect("id");
    let resp = app
        .post(
            &sz("bulk_draft_box"),
            json!({"action": "delete", "ids": [mine[0], theirs, mine[1]]}),
            Some(&org),
        )
        .await;
    let got: Vec<(i64, bool)> = results(&resp).iter().map(|r| (r.0, r.1)).collect();
    assert_eq!(got, [(mine[0], true), (theirs, false), (mine[1], true)]);
    assert!(app.case_state(mine[0]).await.is_none());
    assert!(app.case_state(theirs).await.is_some());
}
