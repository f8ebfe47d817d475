//! The demo data obeys the product's own rules (issue 40, item 21): every owner of a submitted
//! project or micro project is one the submit rule allows (so organisations under first
//! authentication or waiting for their micro authentication own nothing but drafts), while
//! every authentication state still has a seeded example; every seeded history reads in time
//! order and never before its item or its submission, and every seeded donation to a project
//! is one the project's donation rule takes. Also: /SJ refuses a submission from an unauthenticated organisation
//! through the one submit rule, and says so before the form (`submit_info`).

use super::project_fixtures::{form, sj};
use super::{assert_code, spawn_app, spawn_logged_in};
use crate::areas::common::submit_rule::{submit_refusal, Submitted};
use crate::areas::micro_project::workflow::{AWAITING, PASSED, REFUSED};
use crate::areas::project::workflow::{CLOSED, ENDED, EXECUTING, RAISING};
use rusqlite::Connection;
use serde_json::json;

/// Rows of `sql` as strings (one per violation), for a message that names every one.
fn rows(c: &Connection, sql: &str) -> rusqlite::Result<Vec<String>> {
    let mut stmt = c.prepare(sql)?;
    let out = stmt.query_map([], |r| r.get::<_, String>(0))?;
    out.collect()
}

/// Fails naming how many `what` were found, and each of them.
fn assert_none(found: &[String], what: &str) {
    assert!(found.is_empty(), "{} {what}: {found:#?}", found.len());
}

#[actix_web::test]
async fn every_seeded_project_and_micro_project_past_its_draft_has_an_owner_the_submit_rule_allows()
{
    let app = spawn_app(false).await;
    let found = app
        .sql(|c| {
            // The rule the submission itself reads, asked of every owner of something submitted:
            // a seed that gives an organisation under first authentication, returned, or with
            // its micro authentication waiting a submitted item fails here by name.
            let mut found = Vec::new();
            for (table, what) in [
                ("projects", Submitted::Project),
                ("micro_projects", Submitted::MicroProject(crate::areas::micro_project::common::passed)),
            ] {
                let mut stmt = c.prepare(&format!(
                    "SELECT DISTINCT i.org_id, o.name FROM {table} i JOIN orgs o ON o.id = i.org_id
                      WHERE i.status <> 0 ORDER BY i.org_id"
                ))?;
                let owners = stmt
                    .query_map([], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)))?
                    .collect::<rusqlite::Result<Vec<_>>>()?;
                for (org, name) in owners {
                    if let Some(why) = submit_refusal(c, org, what)? {
                        found.push(format!("{table} of {name}: {why}"));
                    }
                }
            }
            // A micro organisation submitted its micro projects after its authentication
            // passed, not before.
            found.extend(rows(
                c,
                &format!(
                    "SELECT 'micro project ' || m.id || ' submitted at ' || m.submitted_at
                            || ' before its organisation passed at ' || COALESCE(MIN(a.reviewed_at), 'never')
                       FROM micro_projects m JOIN orgs o ON o.id = m.org_id
                       LEFT JOIN micro_auths a ON a.org_id = o.id AND a.status = {PASSED}
                      WHERE o.kind = 2 AND m.status <> 0
                      GROUP BY m.id
                     HAVING MIN(a.reviewed_at) IS NULL OR MIN(a.reviewed_at) > m.submitted_at"
                ),
            )?);
            Ok(found)
        })
        .await;
    assert!(
        found.is_empty(),
        "submitted items the submit rule would refuse: {found:#?}"
    );
}

#[actix_web::test]
async fn every_review_state_of_an_authentication_has_a_seeded_example() {
    let app = spawn_app(false).await;
    let (org_states, micro_states, newcomer_drafts) = app
        .sql(|c| {
            let states = |sql: &str| -> rusqlite::Result<Vec<i64>> {
                let mut stmt = c.prepare(sql)?;
                let out = stmt.query_map([], |r| r.get(0))?;
                out.collect()
            };
            Ok((
                states("SELECT DISTINCT certification FROM orgs WHERE kind <> 2 ORDER BY 1")?,
                // Each micro organisation's state is its newest submission's.
                states(
                    "SELECT DISTINCT a.status FROM micro_auths a
                      WHERE a.id = (SELECT MAX(id) FROM micro_auths WHERE org_id = a.org_id) ORDER BY 1",
                )?,
                c.query_row(
                    "SELECT COUNT(*) FROM projects p JOIN accounts a ON a.org_id = p.org_id
                      WHERE a.account = 'demo_newcomer' AND p.status = 0",
                    [],
                    |r| r.get::<_, i64>(0),
                )?,
            ))
        })
        .await;
    // 未认证, 认证中, 已认证, 已退回, 变更审核中, 变更被退回.
    assert_eq!(org_states, [0, 1, 2, 3, 4, 5]);
    // 待审核, 已通过, 已退回 (未提交 has no row: 绍兴银杏助老小组).
    assert_eq!(micro_states, [AWAITING, PASSED, REFUSED]);
    // The newcomer still has something to try the form with.
    assert!(newcomer_drafts > 0);
}

#[actix_web::test]
async fn seeded_histories_read_in_time_order_and_never_precede_their_item_or_its_submission() {
    let app = spawn_app(false).await;
    let found = app
        .sql(|c| {
            // Entries of one item read in the order written, so their times never go back.
            let mut found = rows(
                c,
                "SELECT a.subject || ' ' || a.item_id || ': ' || a.action || ' at ' || a.at
                        || ' written before ' || b.action || ' at ' || b.at
                   FROM workflow_logs a JOIN workflow_logs b
                     ON a.subject = b.subject AND a.item_id = b.item_id AND a.id < b.id AND a.at > b.at",
            )?;
            found.extend(rows(
                c,
                "SELECT subject || ' ' || item_id || ': ' || action || ' in the future'
                   FROM workflow_logs WHERE at > CAST(strftime('%s', 'now') AS INTEGER) + 60",
            )?);
            // Items that keep their first submission time: nothing but the creation comes
            // before it, nothing at all before the item exists, and a submitted item has one.
            for (subject, table) in [
                ("project", "projects"),
                ("micro_project", "micro_projects"),
                ("help_case", "help_cases"),
            ] {
                found.extend(rows(
                    c,
                    &format!(
                        "SELECT '{subject} ' || i.id || ': ' || l.action || ' at ' || l.at
                                || ' before created ' || i.created_at || ' / submitted ' || COALESCE(i.submitted_at, 'never')
                           FROM workflow_logs l JOIN {table} i ON i.id = l.item_id
                          WHERE l.subject = '{subject}'
                            AND (l.at < i.created_at
                                 OR (l.action NOT IN ('create', 'save_draft')
                                     AND (i.submitted_at IS NULL OR l.at < i.submitted_at)))"
                    ),
                )?);
                found.extend(rows(
                    c,
                    &format!(
                        "SELECT '{subject} ' || id || ' status ' || status || ' without a submission time'
                           FROM {table} WHERE status <> 0 AND submitted_at IS NULL"
                    ),
                )?);
            }
            Ok(found)
        })
        .await;
    assert_none(&found, "contradictions");
}

#[actix_web::test]
async fn every_seeded_donation_to_a_project_is_one_the_projects_donation_rule_takes() {
    let app = spawn_app(false).await;
    let found = app
        .sql(|c| {
            // Money only into a project that went live, inside its fundraising window.
            let mut found = rows(
                c,
                &format!(
                    "SELECT 'donation ' || d.id || ' (channel ' || d.channel || ') to project ' || p.id
                            || ' status ' || p.status || ' at ' || d.paid_at
                            || ' outside ' || p.start_date || '..' || p.end_date
                       FROM donations d JOIN projects p ON p.id = d.item_id
                      WHERE d.subject = 'project' AND d.pay_status IN (1, 2)
                        AND (p.status NOT IN ({RAISING}, {ENDED}, {EXECUTING}, {CLOSED})
                             OR d.paid_at < p.start_date OR d.paid_at > p.end_date)"
                ),
            )?;
            // A project that does not allow over-raising holds no more than its target.
            let mut stmt = c.prepare("SELECT id, target_fen FROM projects WHERE allow_over = 0")?;
            let targets = stmt
                .query_map([], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)?)))?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            for (id, target) in targets {
                let raised = crate::areas::project::store::raised_fen(c, id)?;
                if raised > target {
                    found.push(format!("project {id} raised {raised} over its target {target}"));
                }
            }
            Ok(found)
        })
        .await;
    assert_none(&found, "donations the rule refuses");
}

#[actix_web::test]
async fn an_organisation_without_authentication_may_draft_a_project_but_not_submit_it_and_is_told_before_the_form(
) {
    let (app, [newcomer]) = spawn_logged_in(false, ["demo_newcomer"]).await;
    let refusal = "机构尚未通过认证，不能提交项目";

    let info = app.get(&sj("submit_info"), Some(&newcomer)).await;
    assert_eq!(info["data"]["may_submit"], false, "{info}");
    assert_eq!(info["data"]["submit_refusal"], refusal);

    let submitted = app
        .post(&sj("add_project"), form(1, json!({})), Some(&newcomer))
        .await;
    assert_code(&submitted, 400, refusal);
    assert_eq!(submitted["reason"], "not_allowed_in_state", "{submitted}");

    // Its seeded draft cannot be submitted either, and stays a draft.
    let draft: i64 = app
        .sql(|c| {
            c.query_row(
                "SELECT p.id FROM projects p JOIN accounts a ON a.org_id = p.org_id
                  WHERE a.account = 'demo_newcomer' AND p.status = 0 ORDER BY p.id LIMIT 1",
                [],
                |r| r.get(0),
            )
        })
        .await;
    let before = app.project_snapshot(draft).await;
    let from_box = app.post_id(&sj("draft_box_submit"), draft, &newcomer).await;
    assert_code(&from_box, 400, refusal);
    assert_eq!(app.project_snapshot(draft).await, before);

    let saved = app
        .post(
            &sj("add_project"),
            json!({"title": "边境村寨儿童阅读计划", "draft": 1}),
            Some(&newcomer),
        )
        .await;
    assert_code(&saved, 200, "草稿已保存");

    // An authenticated organisation is told it may, and its submission goes through.
    let org = app.login("demo_org").await;
    let info = app.get(&sj("submit_info"), Some(&org)).await;
    assert_eq!(info["data"]["may_submit"], true, "{info}");
    assert!(info["data"]["submit_refusal"].is_null());
    app.submit_project(&org, json!({})).await;
}
