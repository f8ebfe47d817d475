//! 导出记录 (issue 42): `GET /api/bff/export/jobs` lists the account's recent exports, and with
//! the `redis` backend a job started through one replica is followed, listed and downloaded
//! through another (the job and its file are in the shared store, not in the builder's memory).
//! The Redis test is skipped with a message when `redis-server` is not installed.

use serde_json::{json, Value};

use super::export::rows_of;
use super::export_faults::on_redis;
use super::export_jobs::{follow, start};
use crate::support::redis_server::RedisServer;
use crate::support::{free_port, spawn_logged_in, spawn_with, TestApp};

async fn job_of(app: &TestApp, cookie: &str, name: &str, filters: &Value) -> String {
    let started = start(app, cookie, name, filters).await;
    assert_eq!(started.status, 200, "{}", started.text());
    started.json()["data"]["job"].as_str().unwrap().to_owned()
}

async fn records(app: &TestApp, cookie: &str) -> Vec<Value> {
    let reply = app.get_xhr("/api/bff/export/jobs", Some(cookie)).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    assert_eq!(reply.header("cache-control"), Some("private, no-store"));
    reply.json()["data"]["list"].as_array().unwrap().clone()
}

#[actix_web::test]
async fn the_export_list_shows_the_callers_exports_newest_first_and_no_other_accounts() {
    let (app, org) = spawn_logged_in("demo_org").await;
    let first = job_of(&app, &org, "sale", &json!({})).await;
    follow(&app, &org, &first).await;
    // Start times are in seconds: the second export starts in a later one.
    actix_web::rt::time::sleep(std::time::Duration::from_millis(1100)).await;
    let second = job_of(&app, &org, "activity", &json!({})).await;
    follow(&app, &org, &second).await;
    let admin = app.login("demo_admin").await;
    let theirs = job_of(&app, &admin, "sale", &json!({})).await;

    let listed = records(&app, &org).await;
    let ids: Vec<&str> = listed.iter().map(|j| j["id"].as_str().unwrap()).collect();
    assert_eq!(ids, [second.as_str(), first.as_str()], "{listed:?}");
    let sale = &listed[1];
    assert_eq!(sale["name"], "sale");
    assert_eq!(sale["title"], "义卖订单");
    assert_eq!(sale["state"], "done");
    assert!(sale["error"].is_null());
    let started = sale["started"].as_str().unwrap();
    assert!(
        started.len() == 19
            && started.as_bytes()[10] == b' '
            && started[..4].parse::<u32>().is_ok(),
        "yyyy-mm-dd hh:mm:ss: {started}"
    );
    let download = sale["download"].as_str().unwrap();
    assert_eq!(download, format!("/api/bff/export/jobs/{first}/file"));
    let file = app.get_xhr(download, Some(&org)).await;
    assert_eq!(file.status, 200);
    assert!(rows_of(&file.body, "义卖订单").len() > 1);

    // A new login of the same account sees the same list; the other account only its own.
    let again = app.login("demo_org").await;
    let seen_again = records(&app, &again).await;
    let ids_again: Vec<&str> = seen_again
        .iter()
        .map(|j| j["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids_again, ids);
    // Only the browser that started an export picks it up again after a reload.
    assert!(listed.iter().all(|j| j["this_session"] == true));
    assert!(seen_again.iter().all(|j| j["this_session"] == false));
    let other: Vec<Value> = records(&app, &admin).await;
    assert_eq!(other.len(), 1);
    assert_eq!(other[0]["id"], theirs.as_str());
    // Without a session: log in again.
    let none = app.get_xhr("/api/bff/export/jobs", None).await;
    assert_eq!(none.json()["code"], 300);
}

#[actix_web::test]
async fn with_redis_an_export_started_on_one_replica_is_followed_listed_and_downloaded_on_another()
{
    let Some(redis) = RedisServer::start() else {
        return;
    };
    // One platform (A's sandbox) behind both replicas, as in production.
    let sandbox_port = free_port();
    let a = spawn_with(|s| {
        on_redis(s, &redis);
        s.sandbox.port = sandbox_port;
    })
    .await;
    let b = spawn_with(|s| {
        on_redis(s, &redis);
        s.upstream.base_url = format!("http://127.0.0.1:{sandbox_port}");
    })
    .await;
    let cookie = a.login("demo_org").await;
    let job = job_of(&a, &cookie, "sale", &json!({})).await;

    // B never built it, yet answers its progress to the end.
    let seen = follow(&b, &cookie, &job).await;
    let last = seen.last().unwrap();
    assert_eq!(last["data"]["state"], "done", "{last}");
    let file = b
        .get_xhr(&format!("/api/bff/export/jobs/{job}/file"), Some(&cookie))
        .await;
    assert_eq!(file.status, 200, "{}", file.text());
    let on_a = a
        .get_xhr(&format!("/api/bff/export/jobs/{job}/file"), Some(&cookie))
        .await;
    assert_eq!(
        file.body, on_a.body,
        "the same workbook from either replica"
    );
    let rows = rows_of(&file.body, "义卖订单");
    assert_eq!(
        rows.len() as u64 - 1,
        last["data"]["rows_total"].as_u64().unwrap()
    );

    // A new login through B is the same account: its list (from B) has the job, and the
    // other account is refused on B as on A.
    let again = b.login("demo_org").await;
    let listed = records(&b, &again).await;
    assert_eq!(listed[0]["id"], job.as_str());
    assert_eq!(listed[0]["state"], "done");
    let admin = b.login("demo_admin").await;
    let refused = b
        .get_xhr(&format!("/api/bff/export/jobs/{job}"), Some(&admin))
        .await;
    assert_eq!(refused.status, 404);
    assert!(records(&b, &admin).await.is_empty());
}
