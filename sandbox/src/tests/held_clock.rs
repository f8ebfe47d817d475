//! A clock a test can hold (issue 39): with `sandbox.clock` set, seeding and every answer read
//! the held time, so two resets give the same bytes; `POST /__sandbox/clock` moves it, and
//! deadlines, auctions and to-do lists follow.

use super::calls::items;
use super::contract::{area_lists, MORE_LISTS, ROLE_ACCOUNTS};
use super::{spawn_app_with_clock, TestService};
use crate::clock::{parse_iso, Clock, DAY, HOUR};
use actix_web::test;
use serde_json::{json, Value};

const HELD_AT: &str = "2026-03-02T09:30:00+08:00";

fn held() -> Clock {
    Clock::held_at(parse_iso(HELD_AT).expect("a valid ISO time"))
}

async fn raw<S: TestService>(svc: &S, uri: &str, token: &str) -> Vec<u8> {
    let req = test::TestRequest::get()
        .uri(uri)
        .insert_header(("token", token))
        .to_request();
    test::read_body(test::call_service(svc, req).await)
        .await
        .to_vec()
}

/// Lists that need a parent: `(parent list, list, its parameter naming the parent's id, the
/// detail its rows open)`, read for the first rows of the parent list.
const CHILD_LISTS: [(&str, &str, &str, Option<&str>); 5] = [
    (
        "/api/organization/activity/activity_list",
        "/api/organization/activity/activity_apply_list",
        "activity_id",
        Some("/api/organization/activity/apply_detail"),
    ),
    (
        "/api/organization/activity/activity_list",
        "/api/organization/activity/activity_sign_list",
        "activity_id",
        None,
    ),
    (
        "/api/organization/activity/activity_list",
        "/api/organization/activity/public_benefit_activity",
        "id",
        None,
    ),
    (
        "/api/organization/thing/auction_list",
        "/api/organization/thing/bid_list",
        "goods_id",
        None,
    ),
    (
        "/api/organization/wish/link_list",
        "/api/organization/wish/preview",
        "link_id",
        None,
    ),
];

/// Lists without a parent beside the contract test's: the dashboard's to-do and the data
/// centre's overview.
const MORE_READS: [&str; 3] = [
    "/api/organization/dashboard/todo",
    "/api/organization/data/overview",
    "/api/organization/SJ/submit_info",
];

/// Organisation GETs the check does not read: an import's submission is a GET that changes
/// state (it submits the batch).
const NOT_READ: [&str; 1] = ["/api/organization/SZ/import_help_project_submit"];

/// `(list, detail)` of every list without a parent the check reads.
fn top_lists() -> impl Iterator<Item = (&'static str, Option<&'static str>)> {
    area_lists()
        .chain(MORE_LISTS.iter().map(|p| (*p, None)))
        .chain(MORE_READS.iter().map(|p| (*p, None)))
}

async fn first_ids<S: TestService>(app: &super::TestApp<S>, uri: &str, token: &str) -> Vec<i64> {
    let rows: Value = serde_json::from_slice(&raw(&app.svc, uri, token).await).unwrap_or_default();
    let list = rows["data"]["list"].as_array().cloned().unwrap_or_default();
    list.iter()
        .filter_map(|r| r["id"].as_i64())
        .take(3)
        .collect()
}

/// Reads list `uri` as `account` into `out`, then the `detail` of its first rows.
async fn read_with_details<S: TestService>(
    app: &super::TestApp<S>,
    out: &mut Vec<(String, Vec<u8>)>,
    account: &str,
    uri: &str,
    detail: Option<&str>,
    token: &str,
) {
    out.push((format!("{account} {uri}"), raw(&app.svc, uri, token).await));
    let Some(detail) = detail else { return };
    for id in first_ids(app, uri, token).await {
        let uri = format!("{detail}?id={id}");
        let body = raw(&app.svc, &uri, token).await;
        out.push((format!("{account} {uri}"), body));
    }
}

/// Every list of every area (`top_lists`, `CHILD_LISTS`), and the details their first rows
/// open, as every demo account, in one run: `(call, body)` pairs.
async fn every_answer<S: TestService>(app: &super::TestApp<S>) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    for account in ROLE_ACCOUNTS {
        let token = app.login(account).await;
        for (path, detail) in top_lists() {
            let uri = format!("{path}?pageSize=100");
            read_with_details(app, &mut out, account, &uri, detail, &token).await;
        }
        for (parent, list, param, detail) in CHILD_LISTS {
            for parent_id in first_ids(app, &format!("{parent}?pageSize=100"), &token).await {
                let uri = format!("{list}?{param}={parent_id}&pageSize=100");
                read_with_details(app, &mut out, account, &uri, detail, &token).await;
            }
        }
    }
    out
}

#[actix_web::test]
async fn two_resets_with_the_clock_held_give_byte_identical_answers_for_every_list_of_every_area() {
    let app = spawn_app_with_clock(true, held()).await;
    assert_eq!(app.sandbox("reset", json!({})).await["code"], 200);
    let first = every_answer(&app).await;
    assert_eq!(app.sandbox("reset", json!({})).await["code"], 200);
    let second = every_answer(&app).await;

    assert_eq!(first.len(), second.len());
    let differing: Vec<&str> = first
        .iter()
        .zip(&second)
        .filter(|(a, b)| a != b)
        .map(|(a, _)| a.0.as_str())
        .collect();
    assert!(differing.is_empty(), "answers changed: {differing:?}");
    let lists_with_rows = first
        .iter()
        .filter(|(_, body)| {
            let v: Value = serde_json::from_slice(body).unwrap_or(Value::Null);
            v["data"]["total"].as_i64().unwrap_or(0) > 0
        })
        .count();
    assert!(
        lists_with_rows > 100,
        "only {lists_with_rows} lists had rows"
    );
}

#[::core::prelude::v1::test]
fn the_byte_identical_check_reads_every_organisation_get_the_sandbox_registers() {
    let read: std::collections::BTreeSet<&str> = top_lists()
        .flat_map(|(list, detail)| [Some(list), detail])
        .chain(
            CHILD_LISTS
                .iter()
                .flat_map(|(_, list, _, detail)| [Some(*list), *detail]),
        )
        .flatten()
        .chain(NOT_READ)
        .collect();
    let unread: Vec<String> = crate::app::route_table(true)
        .into_iter()
        .filter(|r| r.method == "GET" && r.path.starts_with("/api/organization/"))
        .map(|r| r.path)
        .filter(|p| !read.contains(p.as_str()))
        .collect();
    assert!(
        unread.is_empty(),
        "lists the two-resets check does not read: {unread:?}"
    );
}

#[actix_web::test]
async fn the_seed_is_dated_from_the_held_clock_not_the_wall() {
    let app = spawn_app_with_clock(true, held()).await;
    let token = app.login("demo_org").await;
    let messages = app
        .get(
            "/api/organization/push/org_msg_list?pageSize=100",
            Some(&token),
        )
        .await;
    let held_at = parse_iso(HELD_AT).unwrap();
    let times: Vec<i64> = items(&messages["data"]["list"])
        .filter_map(|m| m["created_at"].as_i64())
        .collect();
    assert!(!times.is_empty(), "{messages}");
    assert!(
        times
            .iter()
            .all(|t| *t <= held_at && *t > held_at - 400 * DAY),
        "{times:?} around {held_at}"
    );
}

#[actix_web::test]
async fn the_clock_call_reads_holds_and_advances_the_time_and_never_goes_back() {
    let app = spawn_app_with_clock(true, held()).await;
    let held_at = parse_iso(HELD_AT).unwrap();
    let read = app.sandbox("clock", json!({})).await;
    assert_eq!(
        read["data"],
        json!({"now": held_at, "iso": "2026-03-02T01:30:00Z", "held": true})
    );

    let moved = app.sandbox("clock", json!({"advance": 2 * HOUR})).await;
    assert_eq!(moved["data"]["now"], held_at + 2 * HOUR);
    let back = app.sandbox("clock", json!({"advance": -HOUR})).await;
    assert_eq!(back["code"], 400, "{back}");
    assert_eq!(back["reason"], "invalid_input");

    let pinned = app
        .sandbox("clock", json!({"hold": "2027-01-01T00:00:00Z"}))
        .await;
    assert_eq!(pinned["data"]["iso"], "2027-01-01T00:00:00Z");
}

#[actix_web::test]
async fn without_test_mode_there_is_no_clock_call() {
    let app = spawn_app_with_clock(false, Clock::default()).await;
    let req = test::TestRequest::post()
        .uri("/__sandbox/clock")
        .set_json(json!({"advance": 60}))
        .to_request();
    let (status, body) = app.call(req).await;
    assert_eq!(status, 404);
    assert_eq!(body["reason"], "route_not_found");
}

#[actix_web::test]
async fn an_auction_closes_and_a_deadline_enters_the_to_do_list_when_the_held_clock_passes_them() {
    let app = spawn_app_with_clock(true, held()).await;
    let (org, lot) = app.running_lot().await;
    assert_eq!(app.goods(lot, &org).await["auction_status_label"], "竞拍中");

    // A raising project of the organisation ending in 9 days: not yet "within 7 days".
    let in_nine_days =
        crate::rules::dates::format(crate::rules::dates::today(crate::clock::now()) + 9);
    let project = app
        .sql(move |c| {
            let id: i64 = c.query_row(
                "SELECT id FROM projects WHERE status = 2 AND org_id = (SELECT org_id FROM accounts WHERE account = 'demo_org')
                  ORDER BY id LIMIT 1",
                [],
                |r| r.get(0),
            )?;
            c.execute("UPDATE projects SET fund_end = ?2 WHERE id = ?1", rusqlite::params![id, in_nine_days])?;
            Ok(id)
        })
        .await;
    let ending = |todo: &Value| -> bool {
        items(&todo["data"]["groups"])
            .filter(|g| g["key"] == "ending")
            .flat_map(|g| g["items"].as_array().cloned().unwrap_or_default())
            .any(|i| i["kind"] == "project" && i["id"] == project)
    };
    let todo = "/api/organization/dashboard/todo";
    assert!(!ending(&app.get(todo, Some(&org)).await));

    let moved = app.sandbox("clock", json!({"advance": 3 * DAY})).await;
    assert_eq!(moved["code"], 200, "{moved}");
    let stale = app.get(todo, Some(&org)).await;
    assert_eq!(
        stale["reason"], "session_expired",
        "sessions last 12 h of the held clock"
    );
    let org = app.login("demo_org").await;

    let lot_now = app.goods(lot, &org).await;
    assert!(lot_now["id"].is_i64(), "{lot_now}");
    assert_ne!(lot_now["auction_status_label"], "竞拍中", "{lot_now}");
    let late_bid = app
        .sandbox("sale_bid", json!({"goods_id": lot, "bidder_name": "张三", "bidder_phone": "13800138000", "price": 100}))
        .await;
    assert_eq!(late_bid["code"], 400, "{late_bid}");
    assert_eq!(late_bid["reason"], "not_allowed_in_state", "{late_bid}");
    assert!(ending(&app.get(todo, Some(&org)).await), "6 days left now");
}
