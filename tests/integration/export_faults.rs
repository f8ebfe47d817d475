//! How an export job fails where the shared store is involved (issue 42), with a real
//! `redis-server` (skipped with a message when it is not installed): a file larger than the
//! store keeps fails its job with a message naming the limit (413 to whoever asks for it), and a
//! job whose replica stopped writing reads as interrupted on every replica and no longer counts
//! against the account's running exports.

use std::time::Duration;

use orgcenter::export::store::{account_owner, now_ms, Job, MAX_RUNNING, STALE_AFTER};
use orgcenter::settings::Settings;
use orgcenter::shared_state::{Backend, RedisState, SharedState};
use serde_json::json;

use super::export_jobs::{follow, start};
use crate::support::redis_server::RedisServer;
use crate::support::spawn_with;

/// `s` with the `redis` shared-state backend on `redis`.
pub fn on_redis(s: &mut Settings, redis: &RedisServer) {
    s.shared_state.backend = Backend::Redis;
    s.shared_state.redis_url = orgcenter::secret::Secret::new(redis.url());
}

#[actix_web::test]
async fn an_export_larger_than_the_shared_store_keeps_fails_with_the_limit_named_and_its_file_answers_413(
) {
    let Some(redis) = RedisServer::start() else {
        return;
    };
    let app = spawn_with(|s| {
        on_redis(s, &redis);
        // Smaller than any workbook (an empty .xlsx is several KB).
        s.shared_state.export_file_max_bytes = 2 * 1024;
    })
    .await;
    let cookie = app.login("demo_org").await;
    let started = start(&app, &cookie, "sale", &json!({})).await;
    assert_eq!(started.status, 200, "{}", started.text());
    let job = started.json()["data"]["job"].as_str().unwrap().to_owned();

    let message = "导出文件超过 2 KB，请缩小筛选范围后分批导出";
    let last = follow(&app, &cookie, &job).await.pop().unwrap();
    assert_eq!(last["code"], 413, "{last}");
    assert_eq!(last["msg"], message);
    let file = app
        .get_xhr(&format!("/api/bff/export/jobs/{job}/file"), Some(&cookie))
        .await;
    assert_eq!(file.status, 413, "{}", file.text());
    assert_eq!(file.json()["msg"], message);
    let listed = app.get_xhr_json("/api/bff/export/jobs", &cookie).await;
    let entry = &listed["data"]["list"][0];
    assert_eq!(entry["id"], job.as_str());
    assert_eq!(entry["state"], "failed");
    assert_eq!(entry["error"], message);
    assert!(entry["download"].is_null(), "no file to offer: {entry}");
}

#[actix_web::test]
async fn a_job_whose_replica_stopped_reads_as_interrupted_and_no_longer_counts_as_running() {
    let Some(redis) = RedisServer::start() else {
        return;
    };
    let app = spawn_with(|s| on_redis(s, &redis)).await;
    let cookie = app.login("demo_org").await;

    // What replicas that stopped mid-export leave behind: running jobs of the account whose last
    // progress write is older than `STALE_AFTER`, written through the store the replicas use.
    let store = RedisState::connect(
        &redis.url(),
        "orgcenter:",
        Duration::from_millis(500),
        Duration::from_secs(30),
    )
    .expect("a redis:// URL")
    .export_jobs();
    let stopped_at = now_ms() - STALE_AFTER.as_millis() as i64 - 1_000;
    let owner = account_owner("demo_org");
    for n in 0..MAX_RUNNING {
        let job = Job::started(
            format!("{n:032x}"),
            (owner.clone(), "a session on the stopped replica".into()),
            ("sale", "义卖订单"),
            stopped_at,
        );
        assert!(store.start(job).await.expect("redis answers"));
    }

    let status = app
        .get_xhr(&format!("/api/bff/export/jobs/{:032x}", 0), Some(&cookie))
        .await;
    assert_eq!(status.status, 502, "{}", status.text());
    assert_eq!(status.json()["msg"], "导出中断（服务重启），请重新导出");
    let listed = app.get_xhr_json("/api/bff/export/jobs", &cookie).await;
    let list = listed["data"]["list"].as_array().unwrap().clone();
    assert_eq!(list.len(), MAX_RUNNING);
    for entry in &list {
        assert_eq!(entry["state"], "failed", "{entry}");
        assert_eq!(entry["error"], "导出中断（服务重启），请重新导出");
    }

    // Three "running" records, yet none is alive: a new export starts and finishes.
    let started = start(&app, &cookie, "sale", &json!({})).await;
    assert_eq!(started.status, 200, "{}", started.text());
    let job = started.json()["data"]["job"].as_str().unwrap().to_owned();
    let last = follow(&app, &cookie, &job).await.pop().unwrap();
    assert_eq!(last["data"]["state"], "done", "{last}");
}
