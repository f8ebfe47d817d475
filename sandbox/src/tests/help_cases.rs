//! Reading help cases: the seed, visibility, list filters and paging, the detail.

use super::calls::{items, texts};
use super::help_fixtures::{day, enc, sz};
use super::{assert_code, spawn_app, spawn_logged_in};

#[actix_web::test]
async fn the_seed_gives_demo_org_a_case_in_every_state_and_two_drafts() {
    let (app, [token]) = spawn_logged_in(false, ["demo_org"]).await;
    let list = app.get(&sz("help_project_list"), Some(&token)).await;
    assert_code(&list, 200, "获取成功");
    assert_eq!(list["data"]["total"], 8, "drafts are not listed");
    for (status, n) in [(1, 2), (2, 1), (3, 1), (4, 4)] {
        let page = app
            .get(
                &sz(&format!("help_project_list?status={status}")),
                Some(&token),
            )
            .await;
        assert_eq!(page["data"]["total"], n, "status {status}");
        assert!(items(&page["data"]["list"]).all(|c| c["status"] == status));
    }
    let drafts = app.get(&sz("draft_box_list"), Some(&token)).await;
    assert_eq!(drafts["data"]["total"], 2);
    assert_eq!(drafts["data"]["list"][0]["status_label"], "草稿");
    let returned = app
        .get(&sz("help_project_list?status=3"), Some(&token))
        .await;
    assert!(!returned["data"]["list"][0]["return_reason"]
        .as_str()
        .unwrap_or("")
        .is_empty());
}

#[actix_web::test]
async fn reviewers_see_every_organisation_and_every_other_role_only_its_own() {
    let app = spawn_app(false).await;
    let mut totals = Vec::new();
    for account in ["demo_org", "demo_reviewer", "demo_partner", "demo_admin"] {
        let token = app.login(account).await;
        let list = app.get(&sz("help_project_list"), Some(&token)).await;
        totals.push(list["data"]["total"].as_i64().unwrap_or(-1));
    }
    assert_eq!(totals, [8, 20, 0, 20]);
}

#[actix_web::test]
async fn another_organisations_case_and_anyone_elses_draft_are_not_found() {
    let app = spawn_app(false).await;
    let raising = app.demo_cases(4).await[0];
    let draft = app.demo_cases(0).await[0];
    let [partner, reviewer] = app.logins(["demo_partner", "demo_reviewer"]).await;
    assert_code(&app.detail(raising, &partner).await, 400, "求助不存在");
    assert_code(&app.detail(draft, &reviewer).await, 400, "求助不存在");
    assert_code(&app.detail(999_999, &reviewer).await, 400, "求助不存在");
    assert_eq!(app.detail(raising, &reviewer).await["code"], 200);
}

#[actix_web::test]
async fn lists_filter_by_keyword_and_date_range_and_page_ten_at_a_time() {
    let (app, [admin]) = spawn_logged_in(false, ["demo_admin"]).await;
    let list = sz("help_project_list");
    let first = app.get(&list, Some(&admin)).await;
    assert_eq!(first["data"]["list"].as_array().map(Vec::len), Some(10));
    let created: Vec<i64> = items(&first["data"]["list"])
        .filter_map(|c| c["created_at"].as_i64())
        .collect();
    assert!(created.windows(2).all(|w| w[0] >= w[1]), "newest first");
    let third = app.get(&format!("{list}?pageNum=3"), Some(&admin)).await;
    assert_eq!(third["data"]["total"], 20);
    assert_eq!(third["data"]["list"].as_array().map(Vec::len), Some(0));

    let by_name = app
        .get(&format!("{list}?keyword={}", enc("陈乐乐")), Some(&admin))
        .await;
    assert_eq!(by_name["data"]["total"], 1);
    assert_eq!(by_name["data"]["list"][0]["beneficiary_name"], "陈乐乐");
    assert_eq!(
        app.total(&format!("{list}?keyword={}", enc("白血病")), &admin)
            .await,
        1
    );
    assert_eq!(
        app.total(&format!("{list}?keyword={}", enc("%")), &admin)
            .await,
        0
    );

    let recent = app
        .get(
            &format!("{list}?start_date={}&end_date={}", day(-13), day(0)),
            Some(&admin),
        )
        .await;
    let all_recent = recent["data"]["total"].as_i64().unwrap_or(-1);
    assert!(all_recent > 0 && all_recent < 20, "{recent}");
    assert_eq!(
        app.total(&format!("{list}?start_date={}", day(1)), &admin)
            .await,
        0
    );

    for bad in [
        "status=5",
        "status=0",
        "start_date=2026-02-30",
        "pageSize=101",
    ] {
        assert_eq!(
            app.get(&format!("{list}?{bad}"), Some(&admin)).await["code"],
            400,
            "{bad}"
        );
    }
    let reversed = app
        .get(
            &format!("{list}?start_date={}&end_date={}", day(0), day(-1)),
            Some(&admin),
        )
        .await;
    assert_code(&reversed, 400, "开始日期不能晚于结束日期");
    assert_eq!(app.get(&list, None).await["code"], 300);
}

#[actix_web::test]
async fn the_detail_carries_the_form_labels_history_and_the_callers_actions() {
    let (app, [org, reviewer]) = spawn_logged_in(false, ["demo_org", "demo_reviewer"]).await;
    let returned = app.demo_cases(3).await[0];
    let d = app.detail(returned, &org).await;
    assert_code(&d, 200, "获取成功");
    let data = &d["data"];
    for field in [
        "title",
        "summary",
        "beneficiary_id_card",
        "payee_account",
        "images",
        "witness_name",
        "logs",
    ] {
        assert!(data.get(field).is_some(), "{field}");
    }
    assert_eq!(data["status_label"], "已退回");
    assert_eq!(data["claimed_by_name"], "平台审核员");
    assert!(!data["relation_label"].as_str().unwrap_or("").is_empty());
    let labels = texts(&data["logs"], "action_label");
    assert_eq!(labels, ["提交", "认领", "退回"]);
    assert_eq!(data["actions"], serde_json::json!(["edit"]));
    assert_eq!(
        app.detail(returned, &reviewer).await["data"]["actions"],
        serde_json::json!([])
    );
    let raising = app.demo_cases(4).await[0];
    let r = app.detail(raising, &org).await;
    assert_eq!(
        r["data"]["actions"],
        serde_json::json!(["add_progress"]),
        "a change request is pending"
    );
    assert!(r["data"]["raised_amount"]
        .as_str()
        .is_some_and(|s| s != "0.00"));
}

#[actix_web::test]
async fn the_form_options_are_the_help_types_and_the_organisations_running_projects() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let types = app.get(&sz("help_type_list"), Some(&org)).await;
    let names = texts(&types["data"]["list"], "name");
    assert_eq!(
        names,
        [
            "大病救助",
            "助学帮困",
            "灾害救助",
            "困境儿童",
            "助老助残",
            "其他"
        ]
    );
    let projects = app.get(&sz("project_name_list"), Some(&org)).await;
    let ids: Vec<i64> = items(&projects["data"]["list"])
        .filter_map(|p| p["id"].as_i64())
        .collect();
    assert!(!ids.is_empty() && ids.len() <= 20);
    let running = app.demo_projects(2).await.len();
    assert_eq!(ids.len(), running.min(20));
}

#[actix_web::test]
async fn the_test_reset_wipes_help_records_and_reseeds_them() {
    let (app, [org]) = spawn_logged_in(true, ["demo_org"]).await;
    let added = app
        .post(
            &sz("add_help_project"),
            super::help_fixtures::valid_form(),
            Some(&org),
        )
        .await;
    assert_eq!(added["code"], 200);
    let raising = app.demo_cases(4).await[0];
    app.post(&sz("add_help_progress"), serde_json::json!({"help_id": raising, "title": "新的进展", "content": "这是一段足够长的进展内容。"}), Some(&org))
        .await;
    app.sandbox("reset", serde_json::Value::Null).await;
    let fresh = app.login("demo_org").await;
    assert_eq!(app.total(&sz("help_project_list"), &fresh).await, 8);
    let progress: i64 = app
        .value("SELECT COUNT(*) FROM reports WHERE subject = 'help_case'")
        .await;
    assert_eq!(progress, 4, "only the seeded reports");
}

#[actix_web::test]
async fn the_case_lists_filter_by_help_type_and_refuse_a_malformed_one_in_chinese() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let all = app.get(&sz("help_project_list"), Some(&org)).await;
    let typed = app
        .get(&sz("help_project_list?help_type_id=1"), Some(&org))
        .await;
    let rows: Vec<_> = items(&typed["data"]["list"]).collect();
    assert!(!rows.is_empty(), "the seed has 大病救助 cases");
    assert!(rows.iter().all(|r| r["help_type_id"] == 1), "{typed}");
    assert!(typed["data"]["total"].as_i64() < all["data"]["total"].as_i64());
    let bad = app
        .get(&sz("help_project_list?help_type_id=x"), Some(&org))
        .await;
    assert_code(&bad, 400, "求助类型不正确");
}
