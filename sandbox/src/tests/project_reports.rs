//! Disclosures (信息披露), end reports (结项报告) and change requests (项目变更) of projects:
//! each goes through the decision round trip; an end report's pass closes its project in the
//! same transaction; a change's pass writes every field at once and until then the project
//! answers its old values.

use super::calls::{items, texts, Step};
use super::project_fixtures::sj;
use super::review_scenario::{decision_round_trip, DecisionCalls};
use super::{assert_code, spawn_app, spawn_logged_in};
use serde_json::json;
use std::sync::atomic::{AtomicI64, Ordering};

const RAISING: i64 = 2;
const EXECUTING: i64 = 8;
const CLOSED: i64 = 9;

/// The project the round trips' calls (plain `fn`s) use.
static PROGRESS_PROJECT: AtomicI64 = AtomicI64::new(0);
static END_PROJECT: AtomicI64 = AtomicI64::new(0);
static CHANGE_PROJECT: AtomicI64 = AtomicI64::new(0);

fn report(project: i64, kind: &str) -> serde_json::Value {
    json!({"project_id": project, "kind": kind, "title": "第三季度执行情况",
           "content": "本季度完成了全部物资的采购和发放，受益名单已公示。",
           "images": ["/sandbox-files/oss/orgcenter-images/images/1/r.jpg"], "amount_used": "100.00"})
}

/// The report project of a round trip: the end report's, or the progress report's.
fn report_project<const END: bool>() -> &'static AtomicI64 {
    if END {
        &END_PROJECT
    } else {
        &PROGRESS_PROJECT
    }
}

/// A report of the round trip's kind on its project (`END` picks the end report).
fn round_trip_report<const END: bool>(project: i64) -> serde_json::Value {
    report(project, if END { "end" } else { "progress" })
}

/// demo_org reports on the project in `report_project`, demo_reviewer decides (the calls are
/// plain `fn`s, so the kind is a const parameter and the project a static).
fn report_calls<const END: bool>() -> DecisionCalls {
    DecisionCalls {
        owner: "demo_org",
        reviewer: "demo_reviewer",
        submit: || {
            let project = report_project::<END>().load(Ordering::SeqCst);
            (sj("add_process"), round_trip_report::<END>(project))
        },
        return_: |id| (sj("return_process"), json!({"id": id})),
        resubmit: Some(|id| {
            let mut b = round_trip_report::<END>(0);
            b["id"] = id.into();
            (sj("edit_process"), b)
        }),
        pass: |id| (sj("pass_process"), json!({"id": id})),
        detail: |id| sj(&format!("process_detail?id={id}")),
        states: [1, 3, 2],
    }
}

#[actix_web::test]
async fn a_progress_report_goes_through_the_decision_round_trip() {
    let app = spawn_app(false).await;
    PROGRESS_PROJECT.store(app.demo_projects(RAISING).await[0], Ordering::SeqCst);
    decision_round_trip(&app, &report_calls::<false>(), "/data/status").await;
}

#[actix_web::test]
async fn an_end_report_goes_through_the_round_trip_and_its_pass_closes_the_project() {
    let app = spawn_app(false).await;
    // A fresh executing project: the seeded one already has its end report waiting.
    let project = app.demo_projects(EXECUTING).await[0];
    app.sql(move |c| {
        c.execute(
            "DELETE FROM reports WHERE subject = 'project' AND item_id = ?1 AND kind = 'end'",
            [project],
        )
    })
    .await;
    END_PROJECT.store(project, Ordering::SeqCst);
    decision_round_trip(&app, &report_calls::<true>(), "/data/status").await;
    assert_eq!(app.project_status(project).await, CLOSED);
    let org = app.login("demo_org").await;
    let detail = app.get_id(&sj("project_detail"), project, &org).await;
    assert_eq!(detail["data"]["status_label"], "已结项");
    assert!(items(&detail["data"]["logs"]).any(|l| l["action"] == "close"));
    // Closed: no more end reports, disclosures or changes.
    for (call, body, msg) in [
        (
            "add_process",
            report(project, "end"),
            "只有执行中的项目可以提交结项报告",
        ),
        (
            "add_process",
            report(project, "progress"),
            "只有募款中、募款结束或执行中的项目可以添加信息披露",
        ),
    ] {
        app.post_expect(&sj(call), body, &org, 400, msg).await;
    }
}

#[actix_web::test]
async fn an_end_report_is_refused_while_one_waits_or_the_project_does_not_execute() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let executing = app.demo_projects(EXECUTING).await[0];
    let raising = app.demo_projects(RAISING).await[0];
    let count =
        || app.sql(|c| c.query_row("SELECT COUNT(*) FROM reports", [], |r| r.get::<_, i64>(0)));
    let before = count().await;
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&sj("add_process"), report(executing, "end"), &org, 400, "该项目已有结项报告"),
        (&sj("add_process"), report(raising, "end"), &org, 400, "只有执行中的项目可以提交结项报告"),
    ];
    app.expect_each(steps).await;
    let mut too_much = report(raising, "progress");
    too_much["amount_used"] = json!("99999999.00");
    app.post_expect(
        &sj("add_process"),
        too_much,
        &org,
        400,
        "使用金额不能超过已筹金额",
    )
    .await;
    let reviewer = app.login("demo_reviewer").await;
    app.post_expect(
        &sj("add_process"),
        report(raising, "progress"),
        &reviewer,
        400,
        "项目不存在",
    )
    .await;
    assert_eq!(count().await, before);
    // The waiting end report: the owner may not decide, the partner neither.
    let waiting: i64 = app
        .scalar(
            "SELECT id FROM reports WHERE subject = 'project' AND item_id = ?1 AND kind = 'end'",
            executing,
        )
        .await;
    assert_code(
        &app.post_id(&sj("pass_process"), waiting, &org).await,
        400,
        "无权审核信息披露",
    );
    let partner = app.login("demo_partner").await;
    assert_code(
        &app.post_id(&sj("pass_process"), waiting, &partner).await,
        400,
        "无权审核信息披露",
    );
    assert_eq!(app.project_status(executing).await, EXECUTING);
}

fn change(project: i64) -> serde_json::Value {
    json!({"project_id": project, "reason": "受寒潮影响需要延长募款时间",
           "changes": {"title": "冬日暖衣行动（延长）", "lead_name": "赵敏"}})
}

#[actix_web::test]
async fn a_change_request_goes_through_the_decision_round_trip() {
    let app = spawn_app(false).await;
    // A raising project without a pending request.
    let projects = app.demo_projects(RAISING).await;
    let free = app
        .sql(move |c| {
            c.query_row(
                "SELECT p.id FROM projects p JOIN accounts a ON a.org_id = p.org_id
                  WHERE a.account = 'demo_org' AND p.status = 2 AND NOT EXISTS
                        (SELECT 1 FROM change_requests r WHERE r.subject = 'project' AND r.item_id = p.id AND r.status = 1)
                  ORDER BY p.id LIMIT 1",
                [],
                |r| r.get::<_, i64>(0),
            )
        })
        .await;
    assert!(projects.contains(&free));
    CHANGE_PROJECT.store(free, Ordering::SeqCst);
    decision_round_trip(
        &app,
        &DecisionCalls {
            owner: "demo_org",
            reviewer: "demo_admin",
            submit: || {
                (
                    sj("add_change"),
                    change(CHANGE_PROJECT.load(Ordering::SeqCst)),
                )
            },
            return_: |id| (sj("return_change"), json!({"id": id})),
            resubmit: None,
            pass: |id| (sj("pass_change"), json!({"id": id})),
            detail: |id| sj(&format!("change_detail?id={id}")),
            states: [1, 3, 2],
        },
        "/data/change/status",
    )
    .await;
    let org = app.login("demo_org").await;
    let d = app.get_id(&sj("project_detail"), free, &org).await;
    assert_eq!(d["data"]["title"], "冬日暖衣行动（延长）");
    assert_eq!(d["data"]["lead_name"], "赵敏");
}

#[actix_web::test]
async fn a_change_applies_every_field_at_once_on_pass_and_the_old_values_stand_until_then() {
    let (app, [org, reviewer]) = spawn_logged_in(false, ["demo_org", "demo_reviewer"]).await;
    // The seeded pending request (冬日暖衣行动: fund_end and summary).
    let (id, project): (i64, i64) = app
        .sql(|c| {
            c.query_row(
                "SELECT id, item_id FROM change_requests WHERE subject = 'project' AND status = 1 ORDER BY id LIMIT 1",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
        })
        .await;
    let detail_uri = sj(&format!("project_detail?id={project}"));
    let before = app.get(&detail_uri, Some(&org)).await["data"].clone();
    let diff = app.get_id(&sj("change_detail"), id, &reviewer).await;
    let fields = texts(&diff["data"]["fields"], "field");
    assert_eq!(fields, ["summary", "fund_end"]);
    assert_eq!(diff["data"]["fields"][1]["before"], before["fund_end"]);
    assert_eq!(diff["data"]["actions"], json!(["pass", "return"]));
    assert_eq!(before["has_pending_change"], true);
    assert_eq!(before["pending_change_id"], id);
    // A second request while one waits is refused.
    app.post_expect(
        &sj("add_change"),
        change(project),
        &org,
        400,
        "该项目已有待审核的变更申请",
    )
    .await;
    assert!(!before["actions"]
        .as_array()
        .is_some_and(|a| a.contains(&json!("change"))));

    assert_code(
        &app.post_id(&sj("pass_change"), id, &reviewer).await,
        200,
        "审核通过",
    );
    let after = app.get(&detail_uri, Some(&org)).await["data"].clone();
    assert_eq!(after["summary"], diff["data"]["fields"][0]["after"]);
    assert_eq!(after["fund_end"], diff["data"]["fields"][1]["after"]);
    assert_eq!(after["has_pending_change"], false);
    // The window in seconds follows the new end (the foundation's lists read it).
    let end_date: i64 = app
        .scalar("SELECT end_date FROM projects WHERE id = ?1", project)
        .await;
    let new_end = crate::rules::dates::parse(after["fund_end"].as_str().unwrap_or("")).unwrap_or(0);
    assert_eq!(end_date, crate::rules::dates::start_of(new_end + 1) - 1);
    app.post_expect(
        &sj("return_change"),
        json!({"id": id, "reason": "晚了"}),
        &reviewer,
        400,
        "该变更申请已审核，不能重复审核",
    )
    .await;
}

#[actix_web::test]
async fn a_change_is_checked_with_the_form_rules_and_a_refused_one_changes_nothing() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let raising = app.demo_projects(RAISING).await;
    let project = raising[raising.len() - 1];
    let snapshot = app.project_snapshot(project).await;
    let count = || {
        app.sql(|c| {
            c.query_row("SELECT COUNT(*) FROM change_requests", [], |r| {
                r.get::<_, i64>(0)
            })
        })
    };
    let before = count().await;
    let cases = [
        (json!({"title": "救"}), "项目名称长度须为2-50个字"),
        (json!({"status": 9}), "不支持变更的字段：status"),
        (
            json!({"target_amount": "1000.00"}),
            "目标金额不能低于已筹金额",
        ),
        (
            json!({"target_amount": "90000000.00"}),
            "目标金额须在1000至50000000元之间",
        ),
        (
            json!({"target_amount": "49000000.00"}),
            "目标金额变更后须同时调整预算明细",
        ),
        (
            json!({"fund_end": "2020-01-01"}),
            "募款结束日期不能早于今天",
        ),
        (
            json!({"description": "<script>alert(1)</script>"}),
            "项目详情长度须为20-20000个字",
        ),
        (json!({}), "请至少修改一项内容"),
    ];
    for (changes, msg) in cases {
        let body = json!({"project_id": project, "reason": "需要调整项目信息", "changes": changes});
        app.post_expect(&sj("add_change"), body, &org, 400, msg)
            .await;
    }
    app.post_expect(
        &sj("add_change"),
        json!({"project_id": project, "reason": "短", "changes": {"title": "新的名字"}}),
        &org,
        400,
        "变更原因长度须为5-200个字",
    )
    .await;
    let closed = app.demo_projects(CLOSED).await[0];
    app.post_expect(
        &sj("add_change"),
        change(closed),
        &org,
        400,
        "只有待发布、待上线、募款中、募款结束或执行中的项目可以申请变更",
    )
    .await;
    assert_eq!(count().await, before);
    assert_eq!(app.project_snapshot(project).await, snapshot);
}
