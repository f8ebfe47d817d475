//! List rows carry `actions` (issue 41): for every list whose rows open a detail, as every demo
//! role, each row's `actions` are exactly those its detail offers the same caller — one
//! computation (`Table::actions` over the item the detail loads), so a list page's buttons and
//! the detail's never drift apart.

use super::calls::items;
use super::contract::{area_lists, ROLE_ACCOUNTS};
use super::{spawn_app, spawn_logged_in};
use serde_json::Value;
use std::collections::BTreeSet;

/// The lists whose every row must carry `actions` (the lists pages draw row buttons from).
const ACTING: [&str; 23] = [
    "/api/organization/SZ/help_project_list",
    "/api/organization/SZ/draft_box_list",
    "/api/organization/SZ/help_project_progess_list",
    "/api/organization/SZ/help_project_issue_list",
    "/api/organization/SJ/project_list",
    "/api/organization/SJ/draft_box_list",
    "/api/organization/SJ/claim_pool_list",
    "/api/organization/SJ/claimed_list",
    "/api/organization/SJ/process_list",
    "/api/organization/SJ/change_list",
    "/api/organization/wish/list",
    "/api/organization/wish/change_list",
    "/api/organization/wish/claim_list",
    "/api/organization/activity/activity_list",
    "/api/organization/activity/issue_list",
    "/api/organization/activity/draft_box_list",
    "/api/organization/activity/change_list",
    "/api/organization/thing/sale_list",
    "/api/organization/thing/sale_order_list",
    "/api/organization/thing/goods_donation_list",
    "/api/organization/SJM/project_list",
    "/api/organization/SJM/draft_box_list",
    "/api/organization/SJM/verify_list",
];

#[actix_web::test]
async fn every_list_row_carries_the_actions_its_detail_offers_the_same_caller() {
    let app = spawn_app(false).await;
    let mut compared = 0;
    let mut offered: BTreeSet<String> = BTreeSet::new();
    let mut acting_seen: BTreeSet<&str> = BTreeSet::new();
    let mut problems = Vec::new();
    let pairs: Vec<_> = area_lists().collect();
    for account in ROLE_ACCOUNTS {
        let token = app.login(account).await;
        for &(path, detail) in &pairs {
            let answer = app.get(&format!("{path}?pageSize=10"), Some(&token)).await;
            if answer["code"] != 200 {
                continue;
            }
            let rows = answer["data"]["list"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            let must_act = ACTING.contains(&path);
            if must_act && !rows.is_empty() {
                acting_seen.insert(path);
            }
            for row in &rows {
                let Some(actions) = row.get("actions") else {
                    if must_act {
                        problems.push(format!("{account} {path}: a row without actions: {row}"));
                    }
                    continue;
                };
                let (Some(detail), Some(id)) = (detail, row["id"].as_i64()) else {
                    continue;
                };
                let d = app.get_id(detail, id, &token).await;
                let Some(expected) = d["data"].get("actions") else {
                    continue;
                };
                compared += 1;
                for a in items(actions) {
                    offered.insert(a.as_str().unwrap_or_default().to_owned());
                }
                if actions != expected {
                    problems.push(format!(
                        "{account} {path} row {id}: {actions}, its detail {expected}"
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    let missing: Vec<_> = ACTING
        .iter()
        .filter(|p| !acting_seen.contains(*p))
        .collect();
    assert!(
        missing.is_empty(),
        "lists never seen with rows: {missing:?}"
    );
    assert!(compared > 200, "only {compared} rows compared");
    // The seed has an item in every state: the rows offer the owner's, the reviewers' and the
    // claim pool's steps alike.
    for a in [
        "edit", "submit", "delete", "claim", "ignore", "pass", "return", "publish", "change",
    ] {
        assert!(offered.contains(a), "no row offers {a}: {offered:?}");
    }
}

#[actix_web::test]
async fn a_row_offers_nothing_to_a_role_that_only_reads_it() {
    let (app, [reviewer]) = spawn_logged_in(false, ["demo_reviewer"]).await;
    let list = app
        .get(
            "/api/organization/SJ/project_list?pageSize=50&status=2",
            Some(&reviewer),
        )
        .await;
    let rows = list["data"]["list"].as_array().cloned().unwrap_or_default();
    assert!(!rows.is_empty(), "{list}");
    // A raising project is its organisation's to change, report on and end: a reviewer of
    // another organisation reads it only.
    for row in rows {
        assert_eq!(row["actions"], Value::Array(vec![]), "{row}");
    }
}
