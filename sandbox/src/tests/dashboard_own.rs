//! The dashboard's chips for the caller's own items (issue 40, item 12): the regional partner's
//! lists show its whole province and a reviewer's everything, so a chip counting the caller's
//! own returned items, drafts or reports due opens its list with `own=1`, and that list holds
//! exactly the rows the chip counts — for the partner, a reviewer and an organisation.

use super::spawn_app;
use serde_json::Value;

const TODO: &str = "/api/organization/dashboard/todo";

/// The list call each chip's page reads (its route loader), by page path.
const LISTS: [(&str, &str); 8] = [
    ("/SZ/helpList", "/api/organization/SZ/help_project_list"),
    (
        "/SZ/helpProcessList",
        "/api/organization/SZ/help_project_progess_list",
    ),
    ("/SJ/projectList", "/api/organization/SJ/project_list"),
    ("/SJ/processList", "/api/organization/SJ/process_list"),
    ("/SJM/projectMList", "/api/organization/SJM/project_list"),
    ("/SJM/processMList", "/api/organization/SJM/process_list"),
    ("/SX/activelist", "/api/organization/activity/activity_list"),
    ("/SP/salesmanlist", "/api/organization/thing/sale_list"),
];

/// Every chip as (group, kind, count, link).
fn chips(todo: &Value) -> Vec<(String, String, i64, String)> {
    let mut out = Vec::new();
    for g in todo["data"]["groups"].as_array().unwrap() {
        for k in g["kinds"].as_array().unwrap() {
            out.push((
                g["key"].as_str().unwrap().to_owned(),
                k["kind"].as_str().unwrap().to_owned(),
                k["count"].as_i64().unwrap(),
                k["link"].as_str().unwrap().to_owned(),
            ));
        }
    }
    out
}

#[actix_web::test]
async fn a_chip_for_the_callers_own_items_opens_a_list_of_exactly_those_items_for_the_partner_a_reviewer_and_an_organisation(
) {
    let app = spawn_app(false).await;
    // The partner (浙江) gets two returned projects, two returned micro projects and two returned
    // project reports of its own, beside one of each of another organisation in its province.
    app.sql(|c| {
        let partner: i64 = c.query_row(
            "SELECT org_id FROM accounts WHERE account = 'demo_partner'",
            [],
            |r| r.get(0),
        )?;
        let other: i64 = c.query_row(
            "SELECT org_id FROM accounts WHERE account = 'demo_micro'",
            [],
            |r| r.get(0),
        )?;
        // 已退回 is 4 in both tables.
        for table in ["projects", "micro_projects"] {
            let returned = 4;
            for (org, n) in [(partner, 2), (other, 1)] {
                c.execute(
                    &format!(
                        "UPDATE {table} SET org_id = ?1, status = {returned}, province = '330000',
                                return_reason = '预算说明不完整'
                          WHERE id IN (SELECT id FROM {table} WHERE status NOT IN (0, {returned})
                                        AND org_id NOT IN (?1, ?2, ?3) ORDER BY id LIMIT ?4)"
                    ),
                    rusqlite::params![org, partner, other, n],
                )?;
            }
        }
        let partner_project: i64 = c.query_row(
            "SELECT id FROM projects WHERE org_id = ?1 AND status = 4 ORDER BY id LIMIT 1",
            [partner],
            |r| r.get(0),
        )?;
        let other_project: i64 = c.query_row(
            "SELECT id FROM projects WHERE org_id = ?1 AND status = 4 ORDER BY id LIMIT 1",
            [other],
            |r| r.get(0),
        )?;
        for (item, n) in [(partner_project, 2), (other_project, 1)] {
            c.execute(
                "UPDATE reports SET item_id = ?1, status = 3, reason = '请补充票据'
                  WHERE id IN (SELECT id FROM reports WHERE subject = 'project' AND status <> 3
                                AND item_id NOT IN (?2, ?3) ORDER BY id LIMIT ?4)",
                rusqlite::params![item, partner_project, other_project, n],
            )?;
        }
        Ok(())
    })
    .await;

    let mut narrowed = Vec::new();
    for account in ["demo_partner", "demo_reviewer", "demo_org"] {
        let token = app.login(account).await;
        let todo = app.get(TODO, Some(&token)).await;
        assert_eq!(todo["code"], 200, "{todo}");
        for (group, kind, count, link) in chips(&todo) {
            let what = format!("{account} {group} {kind}: {link}");
            let own_items = ["returned", "drafts", "reports_due"].contains(&group.as_str());
            let Some((path, query)) = link.split_once('?') else {
                continue;
            };
            let Some((_, api)) = LISTS.iter().find(|(page, _)| *page == path) else {
                continue;
            };
            assert_eq!(
                own_items,
                query.split('&').any(|p| p == "own=1"),
                "{what}: own items, and only they, open the list with own=1"
            );
            let listed = app
                .get(&format!("{api}?{query}&pageSize=100"), Some(&token))
                .await;
            if listed["code"] != 200 {
                // A list the role may not open (the page shows no chip for it).
                continue;
            }
            assert_eq!(
                listed["data"]["total"].as_i64(),
                Some(count),
                "{what}: the list shows what the chip counts"
            );
            if own_items {
                let wider = query.replace("&own=1", "");
                let all = app
                    .get(&format!("{api}?{wider}&pageSize=100"), Some(&token))
                    .await;
                if all["data"]["total"].as_i64() > Some(count) {
                    narrowed.push(format!("{account} {group} {kind}"));
                }
            }
        }
    }
    // Without own=1 these lists would have shown the province's other organisation's rows.
    for expected in [
        "demo_partner returned project",
        "demo_partner returned micro",
        "demo_partner returned project_report",
    ] {
        assert!(
            narrowed.iter().any(|n| n == expected),
            "{expected}: own=1 narrowed it: {narrowed:?}"
        );
    }
    // An unknown value is refused rather than ignored.
    let partner = app.login("demo_partner").await;
    let refused = app
        .get("/api/organization/SJ/project_list?own=2", Some(&partner))
        .await;
    assert_eq!(refused["code"], 400, "{refused}");
    assert_eq!(refused["msg"], "本机构筛选不正确");
}
