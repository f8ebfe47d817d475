use super::calls::texts;
use super::{assert_code, spawn_logged_in};

const PROJECTS: &str = "/api/organization/common/project_list";
const MICRO: &str = "/api/organization/common/little_project_list";

#[actix_web::test]
async fn project_list_pages_through_everything_a_reviewer_may_see() {
    let (app, [token]) = spawn_logged_in(false, ["demo_reviewer"]).await;

    let first = app
        .get(&format!("{PROJECTS}?pageNum=1&pageSize=10"), Some(&token))
        .await;
    let third = app
        .get(&format!("{PROJECTS}?pageNum=3&pageSize=10"), Some(&token))
        .await;
    let beyond = app
        .get(&format!("{PROJECTS}?pageNum=99&pageSize=10"), Some(&token))
        .await;

    assert_code(&first, 200, "获取成功");
    assert_eq!(first["data"]["total"], 41);
    assert_eq!(texts(&first["data"]["list"], "title").len(), 10);
    assert_eq!(texts(&third["data"]["list"], "title").len(), 10);
    assert_eq!(texts(&beyond["data"]["list"], "title").len(), 0);
    assert_eq!(beyond["data"]["total"], 41);
}

#[actix_web::test]
async fn an_organisation_sees_only_its_own_projects() {
    let (app, [token]) = spawn_logged_in(false, ["demo_org"]).await;

    let resp = app
        .get(&format!("{PROJECTS}?pageSize=100"), Some(&token))
        .await;

    assert_eq!(resp["data"]["total"], 14);
    let list = resp["data"]["list"].as_array().expect("list");
    assert!(list.iter().all(|p| p["org_name"] == "北京春晖公益基金会"));
}

#[actix_web::test]
async fn the_title_filter_matches_substrings_and_takes_wildcards_literally() {
    let (app, [token]) = spawn_logged_in(false, ["demo_admin"]).await;

    let resp = app
        .get(
            &format!("{PROJECTS}?title=%E5%84%BF%E7%AB%A5&pageSize=100"),
            Some(&token),
        )
        .await; // 儿童
    let wildcard = app
        .get(&format!("{PROJECTS}?title=%25"), Some(&token))
        .await;

    let found = texts(&resp["data"]["list"], "title");
    assert!(!found.is_empty());
    assert!(found.iter().all(|t| t.contains("儿童")), "{found:?}");
    assert_eq!(resp["data"]["total"].as_u64(), Some(found.len() as u64));
    assert_eq!(wildcard["data"]["total"], 0);
}

#[actix_web::test]
async fn project_rows_carry_yuan_strings_second_timestamps_and_labels() {
    let (app, [token]) = spawn_logged_in(false, ["demo_org"]).await;

    let resp = app
        .get(&format!("{PROJECTS}?pageSize=100"), Some(&token))
        .await;
    let list = resp["data"]["list"].as_array().expect("list");
    let lunch = list
        .iter()
        .find(|p| p["title"] == "乡村儿童营养午餐计划")
        .expect("seeded project");

    assert_eq!(lunch["target"], "500000.00");
    assert_eq!(lunch["raised"], "326418.50");
    assert_eq!(lunch["remain_target"], "173581.50");
    assert_eq!(lunch["status"], 2);
    assert_eq!(lunch["status_label"], "募款中");
    for p in list {
        for key in ["start_date", "end_date"] {
            assert_eq!(
                p[key].as_i64().map(|t| t.to_string().len()),
                Some(10),
                "{p}"
            );
        }
        assert!(p["remain_target"]
            .as_str()
            .is_some_and(|r| !r.starts_with('-')));
    }
}

#[actix_web::test]
async fn bad_page_parameters_are_refused() {
    let (app, [token]) = spawn_logged_in(false, ["demo_org"]).await;

    for q in [
        "pageNum=0",
        "pageNum=abc",
        "pageSize=0",
        "pageSize=101",
        "pageSize=1.5",
    ] {
        let resp = app.get(&format!("{PROJECTS}?{q}"), Some(&token)).await;
        assert_eq!(resp["code"], 400, "{q}: {resp}");
    }
}

#[actix_web::test]
async fn micro_projects_follow_the_same_visibility_rule() {
    let (app, [micro, admin]) = spawn_logged_in(false, ["demo_micro", "demo_admin"]).await;

    let own = app
        .get(&format!("{MICRO}?pageSize=100"), Some(&micro))
        .await;
    let all = app
        .get(&format!("{MICRO}?pageSize=100"), Some(&admin))
        .await;

    // The seed's figures (issue 18 added micro projects): demo_micro's organisation's, and all.
    let (mine, every): (i64, i64) = app
        .sql(|c| {
            c.query_row(
                "SELECT (SELECT COUNT(*) FROM micro_projects m JOIN orgs o ON o.id = m.org_id
                          WHERE o.name = '杭州微光助学社'), (SELECT COUNT(*) FROM micro_projects)",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
        })
        .await;
    assert!(mine >= 5 && every > mine);
    assert_eq!(own["data"]["total"], mine);
    assert!(own["data"]["list"]
        .as_array()
        .expect("list")
        .iter()
        .all(|p| p["org_name"] == "杭州微光助学社"));
    assert_eq!(all["data"]["total"], every);
    assert!(all["data"]["list"][0].get("remain_target").is_none());
}

#[actix_web::test]
async fn love_funds_can_be_searched_by_keyword() {
    let (app, [token]) = spawn_logged_in(false, ["demo_org"]).await;

    let all = app.get("/api/common/get_love_fund", Some(&token)).await;
    let some = app
        .get(
            "/api/common/get_love_fund?keyword=%E5%84%BF%E7%AB%A5",
            Some(&token),
        )
        .await; // 儿童

    assert_eq!(all["data"]["total"], 8);
    assert_eq!(texts(&some["data"]["list"], "title"), ["儿童助学爱心基金"]);
    assert_eq!(some["data"]["total"], 1);
}
