//! Exports as jobs (issue 42): the browser starts a job, follows its progress in short requests
//! (a company proxy's read timeout cannot cut a large export off) and downloads the file. The
//! job is its account's alone; a refusal arrives as the one-shot export's 403 with the reason.

use serde_json::{json, Value};

use super::export::{another_organisations_activity_filters, rows_of};
use crate::support::TestApp;
use crate::support::{process::BffProcess, spawn_logged_in};

/// Polls a job until it is no longer running, returning every status answer seen. Each poll is
/// a real round trip; the bound only stops a job that never finishes.
pub async fn follow(app: &TestApp, cookie: &str, job: &str) -> Vec<Value> {
    let mut seen = Vec::new();
    let give_up = std::time::Instant::now() + std::time::Duration::from_secs(120);
    while std::time::Instant::now() < give_up {
        let reply = app
            .get_xhr(&format!("/api/bff/export/jobs/{job}"), Some(cookie))
            .await;
        let answer = reply.json();
        let running = answer["data"]["state"] == "running";
        seen.push(answer);
        if !running {
            return seen;
        }
    }
    panic!("the job never finished: {:?}", seen.last());
}

pub async fn start(
    app: &TestApp,
    cookie: &str,
    name: &str,
    filters: &Value,
) -> crate::support::Reply {
    app.post_json(
        &format!("/api/bff/export/{name}/jobs"),
        Some(cookie),
        filters,
    )
    .await
}

#[actix_web::test]
async fn an_export_job_reports_progress_and_its_file_holds_what_the_one_shot_export_holds() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let started = start(&app, &cookie, "sale", &json!({})).await;
    assert_eq!(started.status, 200, "{}", started.text());
    let job = started.json()["data"]["job"].as_str().unwrap().to_owned();

    let seen = follow(&app, &cookie, &job).await;
    let last = seen.last().unwrap();
    assert_eq!(last["data"]["state"], "done", "{last}");
    assert_eq!(last["data"]["percent"], 100);
    let percents: Vec<u64> = seen
        .iter()
        .map(|s| s["data"]["percent"].as_u64().unwrap())
        .collect();
    assert!(
        percents.windows(2).all(|w| w[0] <= w[1]),
        "progress never goes back: {percents:?}"
    );
    assert!(
        last["data"]["file_name"]
            .as_str()
            .unwrap()
            .starts_with("义卖订单_"),
        "{last}"
    );

    let file = app
        .get_xhr(&format!("/api/bff/export/jobs/{job}/file"), Some(&cookie))
        .await;
    assert_eq!(file.status, 200, "{}", file.text());
    assert_eq!(file.header("cache-control"), Some("private, no-store"));
    let one_shot = super::export::export(&app, &cookie, "sale").await;
    let rows = rows_of(&file.body, "义卖订单");
    assert_eq!(rows, rows_of(&one_shot.body, "义卖订单"));
    assert_eq!(
        rows.len() as u64 - 1,
        last["data"]["rows_total"].as_u64().unwrap(),
        "every row the platform counted, under one header"
    );
    // A download the browser lost can be repeated while the job is kept.
    let again = app
        .get_xhr(&format!("/api/bff/export/jobs/{job}/file"), Some(&cookie))
        .await;
    assert_eq!(again.body, file.body);
}

#[actix_web::test]
async fn an_export_job_is_followed_by_a_new_login_of_the_same_account_and_by_no_other_account() {
    let app = crate::support::spawn_app().await;
    // demo_reviewer and demo_admin are accounts of one organisation: ownership is the account's.
    let cookie = app.login("demo_reviewer").await;
    let job = start(&app, &cookie, "sale", &json!({})).await.json()["data"]["job"]
        .as_str()
        .unwrap()
        .to_owned();
    follow(&app, &cookie, &job).await;
    let again = app.login("demo_reviewer").await;
    assert_ne!(again, cookie, "a new session");
    let seen = follow(&app, &again, &job).await;
    assert_eq!(seen.last().unwrap()["data"]["state"], "done");
    let file = app
        .get_xhr(&format!("/api/bff/export/jobs/{job}/file"), Some(&again))
        .await;
    assert_eq!(file.status, 200, "{}", file.text());
    for other in [app.login("demo_admin").await, app.login("demo_org").await] {
        for path in [
            format!("/api/bff/export/jobs/{job}"),
            format!("/api/bff/export/jobs/{job}/file"),
        ] {
            let reply = app.get_xhr(&path, Some(&other)).await;
            assert_eq!(reply.status, 404, "{path}: {}", reply.text());
            assert_eq!(reply.json()["reason"], "not_found");
            assert_eq!(reply.json()["msg"], "导出文件不存在或已过期，请重新导出");
        }
    }
    let unknown = app
        .get_xhr("/api/bff/export/jobs/0123456789abcdef", Some(&cookie))
        .await;
    assert_eq!(unknown.status, 404);
}

#[actix_web::test]
async fn an_export_job_the_platform_refuses_ends_with_the_platforms_reason_each_time_it_is_asked() {
    let (app, org) = spawn_logged_in("demo_org").await;
    let staff = app.login("demo_reviewer").await;
    let filters = another_organisations_activity_filters(&app, &staff, &org).await;
    let started = start(&app, &org, "activity_signup", &filters).await;
    assert_eq!(started.status, 200, "{}", started.text());
    let job = started.json()["data"]["job"].as_str().unwrap().to_owned();
    let seen = follow(&app, &org, &job).await;
    let last = seen.last().unwrap();
    assert_eq!(last["code"], 403, "{last}");
    assert_eq!(last["reason"], "forbidden");
    assert_ne!(last["msg"], "生成 excel 失败!");
    let after = app
        .get_xhr(&format!("/api/bff/export/jobs/{job}"), Some(&org))
        .await;
    assert_eq!(after.status, 403, "asked again: {}", after.text());
    assert_eq!(after.json()["msg"], last["msg"]);
    let listed = app.get_xhr("/api/bff/export/jobs", Some(&org)).await.json();
    let entry = &listed["data"]["list"][0];
    assert_eq!(entry["id"], job.as_str(), "{listed}");
    assert_eq!(entry["state"], "failed");
    assert_eq!(entry["error"], last["msg"], "导出记录 says why");
    assert!(entry["download"].is_null());

    // Refusals known before any row is fetched come at once, as from the one-shot export.
    let unnamed = start(&app, &org, "activity_signup", &json!({})).await;
    assert_eq!(unnamed.json()["msg"], "请先选择要导出的活动");
    let micro = app.login("demo_micro").await;
    let micro_started = start(&app, &micro, "activity_signup", &filters).await;
    micro_started.assert_status(403, "role 4 never sees the area");
    let no_csrf = app
        .client
        .post(app.url("/api/bff/export/sale/jobs"))
        .insert_header(("cookie", org.as_str()))
        .send_json(&json!({}))
        .await
        .unwrap();
    assert_eq!(no_csrf.status(), 403);
}

#[actix_web::test]
async fn a_large_export_job_shows_progress_between_pages_and_an_account_runs_at_most_three_at_once()
{
    let server = BffProcess::start(&[("RUST_LOG", "warn")]).await;
    let app = &server.app;
    let added = app
        .client
        .post(format!("{}/__sandbox/export_rows", server.sandbox))
        .send_json(&json!({"account": "demo_org", "table": "sale", "count": 6_000}))
        .await
        .expect("bulk rows");
    assert_eq!(added.status(), 200);
    let cookie = app.login("demo_org").await;

    let mut jobs = Vec::new();
    for _ in 0..3 {
        let started = start(app, &cookie, "sale", &json!({})).await;
        assert_eq!(started.status, 200, "{}", started.text());
        jobs.push(started.json()["data"]["job"].as_str().unwrap().to_owned());
    }
    let fourth = start(app, &cookie, "sale", &json!({})).await;
    assert_eq!(fourth.status, 429, "{}", fourth.text());
    assert_eq!(fourth.json()["reason"], "rate_limited");
    // The three are the account's: a second login of it has no more.
    let second = app.login("demo_org").await;
    assert_eq!(start(app, &second, "sale", &json!({})).await.status, 429);

    let seen = follow(app, &cookie, &jobs[0]).await;
    let between: Vec<u64> = seen
        .iter()
        .filter(|s| s["data"]["state"] == "running")
        .filter_map(|s| s["data"]["percent"].as_u64())
        .filter(|p| (1..100).contains(p))
        .collect();
    assert!(
        !between.is_empty(),
        "a 7-page export was seen part-way: {:?}",
        seen.iter()
            .map(|s| &s["data"]["percent"])
            .collect::<Vec<_>>()
    );
    let last = seen.last().unwrap();
    assert_eq!(last["data"]["state"], "done", "{last}");
    assert!(
        last["data"]["rows_total"].as_u64().unwrap() > 6_000,
        "{last}"
    );
    for job in &jobs[1..] {
        follow(app, &cookie, job).await;
    }
    // With the three done, the session may start again.
    assert_eq!(start(app, &cookie, "sale", &json!({})).await.status, 200);
}
