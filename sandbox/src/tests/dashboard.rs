//! The dashboard's "what needs doing" (issue 22): per role, its counts are what the areas' own
//! queues and lists report, its items link to their pages, and its figures are the data
//! centre's for the caller's scope.

use super::calls::texts;
use super::spawn_logged_in;
use crate::rules::dates;
use serde_json::Value;

const TODO: &str = "/api/organization/dashboard/todo";

fn group<'a>(todo: &'a Value, key: &str) -> &'a Value {
    todo["data"]["groups"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["key"] == key)
        .unwrap()
}

fn kind_count(todo: &Value, group_key: &str, kind: &str) -> i64 {
    group(todo, group_key)["kinds"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["kind"] == kind)
        .unwrap()["count"]
        .as_i64()
        .unwrap()
}

#[actix_web::test]
async fn a_reviewer_sees_the_queues_the_review_lists_report_with_links_to_each_item() {
    let (app, [reviewer]) = spawn_logged_in(false, ["demo_reviewer"]).await;
    let todo = app.get(TODO, Some(&reviewer)).await;
    assert_eq!(todo["code"], 200, "{todo}");
    let keys = texts(&todo["data"]["groups"], "key");
    assert_eq!(
        keys,
        ["review", "returned", "drafts", "ending", "reports_due"]
    );
    let total = |uri: &str| {
        let app = &app;
        let token = reviewer.clone();
        let uri = uri.to_owned();
        async move {
            app.get(&uri, Some(&token)).await["data"]["total"]
                .as_i64()
                .unwrap()
        }
    };
    assert_eq!(
        kind_count(&todo, "review", "help_pool"),
        total("/api/organization/SZ/get_org_receive_help_list").await
    );
    assert_eq!(
        kind_count(&todo, "review", "help_claimed"),
        total("/api/organization/SZ/receive_org_help_project_list?status=2").await
    );
    assert_eq!(
        kind_count(&todo, "review", "project_pool"),
        total("/api/organization/SJ/claim_pool_list").await
    );
    assert_eq!(
        kind_count(&todo, "review", "micro"),
        total("/api/organization/SJM/verify_list?status=1").await
    );
    assert_eq!(
        kind_count(&todo, "review", "org_auth"),
        total("/api/organization/auth/review_list?status=1").await
    );
    assert_eq!(
        kind_count(&todo, "review", "micro_auth"),
        total("/api/organization/SJM/auth_list?status=1").await
    );
    let review = group(&todo, "review");
    let sum: i64 = review["kinds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["count"].as_i64().unwrap())
        .sum();
    assert_eq!(review["count"].as_i64(), Some(sum));
    let items = review["items"].as_array().unwrap();
    assert_eq!(items.len(), 5, "the first five");
    let at: Vec<i64> = items.iter().map(|i| i["at"].as_i64().unwrap()).collect();
    assert!(
        at.windows(2).all(|w| w[0] <= w[1]),
        "oldest waiting first: {at:?}"
    );
    for i in items {
        let link = i["link"].as_str().unwrap();
        assert!(
            link.starts_with('/') && link.ends_with(&i["id"].to_string())
                || link == "/config/authReview",
            "{i}"
        );
    }
    // Ignoring a pool case takes it out of the caller's queue.
    let first_pool = app
        .get(
            "/api/organization/SZ/get_org_receive_help_list?pageSize=1",
            Some(&reviewer),
        )
        .await["data"]["list"][0]["id"]
        .clone();
    app.post(
        "/api/organization/SZ/ignore_help_project",
        serde_json::json!({"id": first_pool}),
        Some(&reviewer),
    )
    .await;
    let after = app.get(TODO, Some(&reviewer)).await;
    assert_eq!(
        kind_count(&after, "review", "help_pool"),
        kind_count(&todo, "review", "help_pool") - 1
    );
    // The figures are the platform's: the data centre's last 30 days.
    let o = app
        .get("/api/organization/data/overview", Some(&reviewer))
        .await;
    assert_eq!(todo["data"]["figures"]["kpis"], o["data"]["kpis"]);
    assert_eq!(todo["data"]["scope"]["kind"], "all");
}

#[actix_web::test]
async fn an_organisation_sees_its_returned_items_with_reasons_its_drafts_and_its_own_figures() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let todo = app.get(TODO, Some(&org)).await;
    assert_eq!(
        group(&todo, "review")["count"],
        0,
        "an organisation reviews nothing"
    );
    let returned = group(&todo, "returned");
    let help_returned = app
        .get(
            "/api/organization/SZ/help_project_list?status=3",
            Some(&org),
        )
        .await;
    assert_eq!(
        kind_count(&todo, "returned", "help"),
        help_returned["data"]["total"].as_i64().unwrap()
    );
    let items = returned["items"].as_array().unwrap();
    assert!(!items.is_empty() && items.len() <= 5);
    let at: Vec<i64> = items.iter().map(|i| i["at"].as_i64().unwrap()).collect();
    assert!(at.windows(2).all(|w| w[0] >= w[1]), "newest first: {at:?}");
    // Every help case among them carries the reason its own list gives, and links to its edit page.
    for case in help_returned["data"]["list"].as_array().unwrap() {
        if let Some(item) = items
            .iter()
            .find(|i| i["kind"] == "help" && i["id"] == case["id"])
        {
            assert_eq!(item["reason"], case["return_reason"]);
            assert_eq!(item["link"], format!("/SZ/editHelp/{}", case["id"]));
        }
    }
    assert!(returned["items"]
        .as_array()
        .unwrap()
        .iter()
        .all(|i| !i["reason"].as_str().unwrap().is_empty()));
    for (kind, uri) in [
        ("help", "/api/organization/SZ/draft_box_list"),
        ("project", "/api/organization/SJ/draft_box_list"),
        ("activity", "/api/organization/activity/draft_box_list"),
    ] {
        let total = app.get(uri, Some(&org)).await["data"]["total"]
            .as_i64()
            .unwrap();
        assert_eq!(kind_count(&todo, "drafts", kind), total, "{kind}");
    }
    let unread = app
        .get("/api/organization/message/get_statistical_msg", Some(&org))
        .await;
    assert_eq!(
        todo["data"]["messages"]["unread"],
        unread["data"]["un_read"]
    );
    assert_eq!(todo["data"]["scope"]["kind"], "org");
    // Its figures are the data centre's for its organisation.
    let admin = app.login("demo_admin").await;
    let org_id = todo["data"]["scope"]["org_id"].clone();
    let o = app
        .get(
            &format!("/api/organization/data/overview?org_id={org_id}"),
            Some(&admin),
        )
        .await;
    assert_eq!(todo["data"]["figures"]["kpis"], o["data"]["kpis"]);
    assert_eq!(todo["data"]["figures"]["series"], o["data"]["series"]);
}

#[actix_web::test]
async fn fundraising_ending_within_seven_days_is_listed_soonest_first_for_its_organisation() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let today = dates::today(crate::clock::now());
    let (in3, in9) = (dates::format(today + 3), dates::format(today + 9));
    let ids = app
        .sql(move |c| {
            let raising = |n: i64| {
                c.query_row(
                    "SELECT id FROM projects WHERE status = 2 AND org_id = (SELECT org_id FROM accounts WHERE account = 'demo_org')
                      ORDER BY id LIMIT 1 OFFSET ?1",
                    [n],
                    |r| r.get::<_, i64>(0),
                )
            };
            let (a, b) = (raising(0)?, raising(1)?);
            c.execute("UPDATE projects SET fund_end = ?2 WHERE id = ?1", rusqlite::params![a, in3])?;
            c.execute("UPDATE projects SET fund_end = ?2 WHERE id = ?1", rusqlite::params![b, in9])?;
            Ok((a, b))
        })
        .await;
    let todo = app.get(TODO, Some(&org)).await;
    let ending = group(&todo, "ending");
    let projects: Vec<&Value> = ending["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|i| i["kind"] == "project")
        .collect();
    assert!(
        projects.iter().any(|p| p["id"] == ids.0
            && p["reason"] == "还剩3天"
            && p["link"] == format!("/SJ/viewProject/{}", ids.0)),
        "{ending}"
    );
    assert!(
        projects.iter().all(|p| p["id"] != ids.1),
        "9 days is not within 7"
    );
    // Another organisation does not see it.
    let micro = app.login("demo_micro").await;
    let theirs = app.get(TODO, Some(&micro)).await;
    assert!(group(&theirs, "ending")["items"]
        .as_array()
        .unwrap()
        .iter()
        .all(|p| p["id"] != ids.0 || p["kind"] != "project"));
}

#[actix_web::test]
async fn the_regional_partner_is_asked_for_its_provinces_preliminary_reviews_and_sees_its_province()
{
    let (app, [partner]) = spawn_logged_in(false, ["demo_partner"]).await;
    let todo = app.get(TODO, Some(&partner)).await;
    let kinds: Vec<&str> = group(&todo, "review")["kinds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["project_preliminary", "report"]);
    let waiting = app
        .get("/api/organization/SJ/project_list?status=5", Some(&partner))
        .await;
    assert_eq!(
        kind_count(&todo, "review", "project_preliminary"),
        waiting["data"]["total"].as_i64().unwrap()
    );
    assert!(
        kind_count(&todo, "review", "project_preliminary") > 0,
        "the seed's 西湖区 project waits for it"
    );
    assert_eq!(todo["data"]["scope"]["province"], "330000");
    let o = app
        .get("/api/organization/data/overview", Some(&partner))
        .await;
    assert_eq!(todo["data"]["figures"]["kpis"], o["data"]["kpis"]);
}

#[actix_web::test]
async fn the_regional_partners_dashboard_lists_exactly_what_its_console_lists_and_every_row_opens()
{
    let (app, [partner]) = spawn_logged_in(false, ["demo_partner"]).await;
    for (dashboard, console, detail) in [
        (
            "/api/organization/common/project_list",
            "/api/organization/SJ/project_list",
            "/api/organization/SJ/project_detail",
        ),
        (
            "/api/organization/common/little_project_list",
            "/api/organization/SJM/project_list",
            "/api/organization/SJM/project_detail",
        ),
    ] {
        let shown = app
            .get(&format!("{dashboard}?pageSize=100"), Some(&partner))
            .await;
        let listed = app
            .get(&format!("{console}?pageSize=100"), Some(&partner))
            .await;
        assert_eq!(
            shown["data"]["total"], listed["data"]["total"],
            "{dashboard}: the console's count, not the nation's"
        );
        let all = |v: &Value| {
            let mut ids: Vec<i64> = v["data"]["list"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r["id"].as_i64().unwrap())
                .collect();
            ids.sort_unstable();
            ids
        };
        assert_eq!(all(&shown), all(&listed), "{dashboard}");
        assert!(!all(&shown).is_empty(), "{dashboard}: the seed has some");
        for id in all(&shown) {
            let opened = app.get_id(detail, id, &partner).await;
            assert_eq!(opened["code"], 200, "{detail}?id={id}: {opened}");
        }
    }
}

/// The count and link of a kind.
fn chip(todo: &Value, group_key: &str, kind: &str) -> (i64, String) {
    let k = group(todo, group_key)["kinds"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["kind"] == kind)
        .unwrap()
        .clone();
    (
        k["count"].as_i64().unwrap(),
        k["link"].as_str().unwrap().to_owned(),
    )
}

#[actix_web::test]
async fn the_ending_and_reports_due_chips_open_a_list_filtered_to_exactly_what_they_count() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let today = dates::today(crate::clock::now());
    let (in2, in5, in9) = (
        dates::format(today + 2),
        dates::format(today + 5),
        dates::format(today + 9),
    );
    let long_ago = dates::format(today - 200);
    let later = app.sql(move |c| {
        let own = "org_id = (SELECT org_id FROM accounts WHERE account = 'demo_org')";
        // Two of its raising projects end within 7 days, one in 9; two raising help cases end soon.
        let raising: Vec<i64> = c
            .prepare(&format!("SELECT id FROM projects WHERE status = 2 AND {own} ORDER BY id LIMIT 3"))?
            .query_map([], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        assert_eq!(raising.len(), 3, "the seed has three raising projects for demo_org");
        for (id, end) in raising.iter().zip([&in2, &in5, &in9]) {
            c.execute("UPDATE projects SET fund_end = ?2, fund_start = ?3 WHERE id = ?1", rusqlite::params![id, end, long_ago])?;
        }
        c.execute(
            &format!("UPDATE help_cases SET deadline = ?1 WHERE id IN (SELECT id FROM help_cases WHERE status = 4 AND {own} ORDER BY id LIMIT 2)"),
            [&in2],
        )?;
        Ok(raising[2])
    })
    .await;
    let todo = app.get(TODO, Some(&org)).await;
    for (group_key, kind, api) in [
        ("ending", "project", "/api/organization/SJ/project_list"),
        ("ending", "help", "/api/organization/SZ/help_project_list"),
        (
            "reports_due",
            "disclosure",
            "/api/organization/SJ/project_list",
        ),
    ] {
        let (count, link) = chip(&todo, group_key, kind);
        assert!(
            count > 1,
            "{kind}: several, so the chip opens the list: {count}"
        );
        let (_, query) = link.split_once('?').expect("a filtered list");
        let listed = app
            .get(&format!("{api}?{query}&pageSize=100"), Some(&org))
            .await;
        assert_eq!(listed["data"]["total"].as_i64(), Some(count), "{link}");
        if kind == "project" {
            let ids: Vec<i64> = listed["data"]["list"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r["id"].as_i64().unwrap())
                .collect();
            assert!(!ids.contains(&later), "9 days is not within 7: {ids:?}");
        }
    }
    // The list refuses a filter value it does not know rather than ignoring it.
    for bad in ["ending=8", "due=everything"] {
        let r = app
            .get(
                &format!("/api/organization/SJ/project_list?{bad}"),
                Some(&org),
            )
            .await;
        assert_ne!(r["code"], 200, "{bad}: {r}");
    }
}
