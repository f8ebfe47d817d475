//! Decisions reach the people they concern: every workflow decision sends the item's owner
//! organisation a message (bell count, message centre, a link to the item's page).

use super::calls::new_id;
use super::help_fixtures::{sz, valid_form};
use super::{assert_code, spawn_logged_in, TestApp, TestService};
use serde_json::{json, Value};

async fn newest<S: TestService>(app: &TestApp<S>, token: &str) -> Value {
    let list = app
        .get("/api/organization/push/org_msg_list?is_read=0", Some(token))
        .await;
    list["data"]["list"][0].clone()
}

/// The newest unread message of the account behind `token`, once its bell shows `unread`.
async fn told<S: TestService>(app: &TestApp<S>, token: &str, unread: i64) -> Value {
    assert_eq!(app.unread_messages(token).await, unread);
    newest(app, token).await
}

#[actix_web::test]
async fn claim_return_and_pass_of_a_case_each_raise_the_owners_bell_and_name_the_case_and_the_reason(
) {
    let (app, [org, reviewer]) = spawn_logged_in(false, ["demo_org", "demo_reviewer"]).await;
    let mut form = valid_form();
    form["title"] = "王小明白血病求助".into();
    let added = app
        .post(&sz("add_help_project"), form.clone(), Some(&org))
        .await;
    let id = new_id(&added);
    let start = app.unread_messages(&org).await;
    let reviewer_start = app.unread_messages(&reviewer).await;

    app.case_accepted("claim_help_project", id, &reviewer, "认领成功")
        .await;
    let claimed = told(&app, &org, start + 1).await;
    assert_eq!(
        claimed["title"],
        "求助「王小明白血病求助」已被认领，进入审核"
    );
    assert_eq!(claimed["link"], format!("/SZ/viewHelp/{id}"));

    let reason = "缺少诊断证明";
    app.post_expect(
        &sz("return_help_project"),
        json!({"id": id, "reason": reason}),
        &reviewer,
        200,
        "已退回",
    )
    .await;
    let returned = told(&app, &org, start + 2).await;
    assert_eq!(returned["title"], "求助「王小明白血病求助」已被退回");
    assert!(
        returned["content"].as_str().unwrap_or("").contains(reason),
        "{returned}"
    );

    form["id"] = id.into();
    app.post_expect(&sz("edit_help_project"), form, &org, 200, "已重新提交")
        .await;
    assert_eq!(
        app.unread_messages(&org).await,
        start + 2,
        "the owner's own step tells nobody"
    );
    app.case_accepted("pass_help_project", id, &reviewer, "审核通过")
        .await;
    assert_eq!(app.unread_messages(&org).await, start + 3);
    assert_eq!(
        newest(&app, &org).await["title"],
        "求助「王小明白血病求助」已通过审核"
    );
    assert_eq!(
        app.unread_messages(&reviewer).await,
        reviewer_start,
        "only the owner organisation is told"
    );
}

#[actix_web::test]
async fn a_refused_decision_sends_nothing() {
    let (app, [org, reviewer]) = spawn_logged_in(false, ["demo_org", "demo_reviewer"]).await;
    let raising = app.demo_cases(4).await[0];
    let start = app.unread_messages(&org).await;
    let refused = app
        .post_id(&sz("claim_help_project"), raising, &reviewer)
        .await;
    assert_code(&refused, 400, "该求助已被认领，不能重复认领");
    assert_eq!(app.unread_messages(&org).await, start);
}

#[actix_web::test]
async fn a_passed_change_request_and_a_returned_progress_report_reach_the_owner() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let org_id = app.org_of("demo_org").await;
    let reviewer = app.login("demo_reviewer").await;
    // A raising case without a change request waiting, so a new one may be asked.
    let free = "SELECT id FROM help_cases WHERE org_id = ?1 AND status = 4 AND NOT EXISTS
                   (SELECT 1 FROM change_requests i WHERE i.item_id = help_cases.id AND i.status = 1)
                 ORDER BY id LIMIT 1";
    let case: i64 = app.scalar(free, org_id).await;
    let start = app.unread_messages(&org).await;
    let issue = app
        .post(
            &sz("add_help_issue"),
            json!({"help_id": case, "reason": "标题需要更准确", "changes": {"title": "更准确的求助标题"}}),
            Some(&org),
        )
        .await;
    let issue = new_id(&issue);
    app.post_expect(
        &sz("help_project_issue_pass"),
        json!({"id": issue}),
        &reviewer,
        200,
        "审核通过",
    )
    .await;
    let applied = told(&app, &org, start + 1).await;
    assert_eq!(
        applied["title"],
        "求助变更申请「更准确的求助标题」已通过，变更已生效"
    );
    assert_eq!(applied["link"], format!("/SZ/viewHelp/{case}"));

    let report = app
        .post(
            &sz("add_help_progress"),
            json!({"help_id": case, "title": "第一笔善款已拨付", "content": "已于本周拨付第一笔治疗费用。", "images": []}),
            Some(&org),
        )
        .await;
    let report = new_id(&report);
    app.post_expect(
        &sz("help_project_progess_return"),
        json!({"id": report, "reason": "请补充票据"}),
        &reviewer,
        200,
        "已退回",
    )
    .await;
    let returned = told(&app, &org, start + 2).await;
    assert_eq!(returned["title"], "求助进展「第一笔善款已拨付」已被退回");
    assert!(returned["content"]
        .as_str()
        .unwrap_or("")
        .contains("请补充票据"));
    assert_eq!(returned["link"], format!("/SZ/helpProcessList/{case}"));
    let logged: (String, String) = app
        .sql(move |c| {
            c.query_row(
                "SELECT action, reason FROM workflow_logs WHERE subject = 'help_progress' AND item_id = ?1
                  ORDER BY id DESC LIMIT 1",
                [report],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
        })
        .await;
    assert_eq!(
        logged,
        ("return".into(), "请补充票据".into()),
        "the engine logs the decision"
    );
}
