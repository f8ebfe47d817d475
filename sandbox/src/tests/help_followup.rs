//! After a case raises money: progress reports (role 2 reviews), change requests (roles 2/99;
//! pass applies atomically, return leaves the case), donations and bills.

use super::calls::{items, new_id, texts, Step};
use super::help_fixtures::sz;
use super::{assert_code, spawn_logged_in};
use serde_json::{json, Value};

fn progress_body(help_id: i64) -> Value {
    json!({"help_id": help_id, "title": "第二次复查", "content": "复查结果良好，医生建议继续观察。", "amount_used": "1000"})
}

#[actix_web::test]
async fn progress_is_added_on_raising_cases_and_reviewed_by_role_2_only() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let raising = app.demo_cases(4).await[0];
    let added = app
        .post(&sz("add_help_progress"), progress_body(raising), Some(&org))
        .await;
    assert_code(&added, 200, "提交成功，请等待审核");
    let id = new_id(&added);
    let detail = app
        .get_id(&sz("help_project_progess_detail"), id, &org)
        .await;
    assert_eq!(detail["data"]["status_label"], "待审核");
    assert_eq!(detail["data"]["actions"], json!(["edit"]));
    assert_eq!(detail["data"]["amount_used"], "1000.00");

    for account in ["demo_org", "demo_partner", "demo_admin"] {
        let token = app.login(account).await;
        let resp = app
            .post_id(&sz("help_project_progess_pass"), id, &token)
            .await;
        assert_code(&resp, 400, "无权审核求助进展");
    }
    let reviewer = app.login("demo_reviewer").await;
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&sz("help_project_progess_return"), json!({"id": id}), &reviewer, 400, "请填写退回原因"),
        (&sz("help_project_progess_return"), json!({"id": id, "reason": "请补充票据"}), &reviewer, 200, "已退回"),
        (&sz("help_project_progess_pass"), json!({"id": id}), &reviewer, 400, "该进展已审核，不能重复审核"),
    ];
    app.expect_each(steps).await;
    let mut edit = progress_body(raising);
    edit["id"] = id.into();
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&sz("help_progess_edit"), edit.clone(), &org, 200, "已重新提交，请等待审核"),
        (&sz("help_project_progess_pass"), json!({"id": id}), &reviewer, 200, "审核通过"),
        (&sz("help_progess_edit"), edit.clone(), &org, 400, "只有待审核或已退回的进展可以编辑"),
        (&sz("help_project_progess_return"), json!({"id": id, "reason": "x"}), &reviewer, 400, "该进展已审核，不能重复审核"),
    ];
    app.expect_each(steps).await;
    let stored: (i64, String) = app
        .sql(move |c| {
            c.query_row(
                "SELECT status, reason FROM reports WHERE id = ?1",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
        })
        .await;
    assert_eq!(stored, (2, String::new()));

    let other_org = app.login("demo_partner").await;
    assert_code(
        &app.get_id(&sz("help_project_progess_detail"), id, &other_org)
            .await,
        400,
        "进展不存在",
    );
    app.post_expect(
        &sz("help_progess_edit"),
        edit,
        &other_org,
        400,
        "进展不存在",
    )
    .await;
    let list = app
        .get(&sz("help_project_progess_list?status=1"), Some(&org))
        .await;
    assert!(items(&list["data"]["list"]).all(|p| p["status"] == 1));
    assert_eq!(
        app.get(&sz("help_project_progess_list"), Some(&other_org))
            .await["data"]["total"],
        0
    );
    app.post_expect(
        &sz("add_help_progress"),
        json!({"help_id": raising, "title": "x"}),
        &org,
        400,
        "进展标题长度须为2-50个字",
    )
    .await;
}

#[actix_web::test]
async fn a_passed_change_request_applies_its_changes_and_a_returned_one_leaves_the_case() {
    let (app, [org, admin]) = spawn_logged_in(false, ["demo_org", "demo_admin"]).await;
    let raising = app.demo_cases(4).await;
    // The first raising case has the seeded pending request.
    app.post_expect(&sz("add_help_issue"), json!({"help_id": raising[0], "reason": "再次申请修改", "changes": {"title": "新的求助标题"}}), &org, 400, "该求助已有待审核的变更申请")
.await;
    let case = raising[2];
    let before = app.case_state(case).await;
    for (body, msg) in [
        (
            json!({"help_id": case, "reason": "改", "changes": {"title": "新的求助标题"}}),
            "变更原因长度须为5-200个字",
        ),
        (
            json!({"help_id": case, "reason": "标题需要修改", "changes": {}}),
            "请至少修改一项内容",
        ),
        (
            json!({"help_id": case, "reason": "标题需要修改", "changes": {"payee_account": "1"}}),
            "不支持变更的字段：payee_account",
        ),
        (
            json!({"help_id": case, "reason": "金额需要调整", "changes": {"target_amount": "100.00"}}),
            "目标金额不能低于已筹金额",
        ),
        (
            json!({"help_id": case, "reason": "标题需要修改", "changes": {"title": "新"}}),
            "求助标题长度须为2-50个字",
        ),
    ] {
        app.post_expect(&sz("add_help_issue"), body, &org, 400, msg)
            .await;
    }
    let same_title = app.detail(case, &org).await["data"]["title"].clone();
    app.post_expect(
        &sz("add_help_issue"),
        json!({"help_id": case, "reason": "标题需要修改", "changes": {"title": same_title}}),
        &org,
        400,
        "请至少修改一项内容",
    )
    .await;
    assert_eq!(app.case_state(case).await, before);

    let request = json!({"help_id": case, "reason": "标题和目标金额需要修改",
                         "changes": {"title": "修改后的求助标题", "target_amount": "45678.90"}});
    let added = app
        .post(&sz("add_help_issue"), request.clone(), Some(&org))
        .await;
    assert_code(&added, 200, "提交成功，请等待审核");
    let id = new_id(&added);
    let audit = app
        .get_id(&sz("help_project_issue_audit"), id, &admin)
        .await;
    assert_eq!(audit["data"]["actions"], json!(["pass", "return"]));
    let fields = texts(&audit["data"]["fields"], "field");
    assert_eq!(fields, ["title", "target_amount"]);
    assert_eq!(audit["data"]["fields"][1]["after"], "45678.90");

    for account in ["demo_org", "demo_partner"] {
        let token = app.login(account).await;
        app.post_expect(
            &sz("help_project_issue_pass"),
            json!({"id": id}),
            &token,
            400,
            "无权审核变更申请",
        )
        .await;
    }
    app.post_expect(
        &sz("help_project_issue_return"),
        json!({"id": id, "reason": "标题不妥"}),
        &admin,
        200,
        "已退回",
    )
    .await;
    assert_eq!(
        app.case_state(case).await,
        before,
        "a returned request leaves the case untouched"
    );
    app.post_expect(
        &sz("help_project_issue_pass"),
        json!({"id": id}),
        &admin,
        400,
        "该变更申请已审核，不能重复审核",
    )
    .await;

    let again = app.post(&sz("add_help_issue"), request, Some(&org)).await;
    let id2 = new_id(&again);
    let reviewer = app.login("demo_reviewer").await;
    app.post_expect(
        &sz("help_project_issue_pass"),
        json!({"id": id2}),
        &reviewer,
        200,
        "审核通过",
    )
    .await;
    let d = app.detail(case, &org).await;
    assert_eq!(d["data"]["title"], "修改后的求助标题");
    assert_eq!(d["data"]["target_amount"], "45678.90");
    let labels = texts(&d["data"]["logs"], "action_label");
    assert!(
        labels.ends_with(&["申请变更", "变更退回", "申请变更", "变更通过"]),
        "{labels:?}"
    );
    let other_org = app.login("demo_partner").await;
    assert_code(
        &app.get_id(&sz("help_project_issue_audit"), id, &other_org)
            .await,
        400,
        "变更申请不存在",
    );
}

#[actix_web::test]
async fn raised_amount_is_the_sum_of_paid_orders_and_the_list_sums_the_whole_filter() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let case = app.demo_cases(4).await[1];
    let paid: i64 = app
        .scalar(
            "SELECT SUM(amount_fen) FROM donations
                  WHERE subject = 'help_case' AND item_id = ?1 AND pay_status = 1",
            case,
        )
        .await;
    let d = app.detail(case, &org).await;
    assert_eq!(d["data"]["raised_amount"], crate::rules::money::yuan(paid));
    let list = app
        .get(
            &sz(&format!("donate_list?help_id={case}&pageSize=2")),
            Some(&org),
        )
        .await;
    assert_eq!(list["data"]["total"], 7);
    assert_eq!(list["data"]["list"].as_array().map(Vec::len), Some(2));
    assert_eq!(
        list["data"]["sum_amount"],
        crate::rules::money::yuan(paid),
        "over the filter, not the page"
    );
    let pending = app
        .get(
            &sz(&format!("donate_list?help_id={case}&pay_status=0")),
            Some(&org),
        )
        .await;
    assert_eq!(pending["data"]["sum_amount"], "0.00");
    let all = app.get(&sz("donate_list?pageSize=100"), Some(&org)).await;
    assert!(items(&all["data"]["list"])
        .filter(|o| o["anonymous"] == 1)
        .all(|o| o["donor_name"] == "匿名爱心人士"));
    app.sql(move |c| {
        c.execute(
            "UPDATE donations SET pay_status = 1 WHERE item_id = ?1 AND pay_status = 0",
            [case],
        )
    })
    .await;
    let more = app.detail(case, &org).await["data"]["raised_amount"].clone();
    assert_ne!(more, d["data"]["raised_amount"]);
    let other_org = app.login("demo_partner").await;
    assert_eq!(
        app.get(&sz("donate_list"), Some(&other_org)).await["data"]["total"],
        0
    );
}

#[actix_web::test]
async fn a_bill_only_moves_forward_one_step_on_paid_orders_that_asked_for_one() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let find = |where_: &'static str| {
        app.sql(move |c| {
            c.query_row(
                &format!("SELECT id FROM donations WHERE {where_} ORDER BY id LIMIT 1"),
                [],
                |r| r.get::<_, i64>(0),
            )
        })
    };
    let fresh = find("need_bill = 1 AND pay_status = 1 AND bill_status = 0").await;
    let no_bill = find("need_bill = 0").await;
    let unpaid: i64 = app
        .sql(|c| {
            c.execute(
                "UPDATE donations SET need_bill = 1 WHERE pay_status = 0",
                [],
            )?;
            c.query_row(
                "SELECT id FROM donations WHERE pay_status = 0 LIMIT 1",
                [],
                |r| r.get(0),
            )
        })
        .await;
    let bill = |id: i64| {
        app.sql(move |c| {
            c.query_row(
                "SELECT bill_status FROM donations WHERE id = ?1",
                [id],
                |r| r.get::<_, i64>(0),
            )
        })
    };
    let path = sz("order_status");
    let call = |id: i64, to: i64| app.post(&path, json!({"id": id, "bill_status": to}), Some(&org));
    assert_code(&call(fresh, 2).await, 400, "票据状态只能依次更新");
    assert_eq!(bill(fresh).await, 0);
    assert_code(&call(fresh, 1).await, 200, "票据状态已更新");
    assert_code(&call(fresh, 1).await, 400, "票据状态只能依次更新");
    assert_code(&call(fresh, 2).await, 200, "票据状态已更新");
    assert_code(&call(fresh, 1).await, 400, "票据状态只能依次更新");
    assert_eq!(bill(fresh).await, 2);
    assert_code(&call(no_bill, 1).await, 400, "该订单无需开具票据");
    assert_code(&call(unpaid, 1).await, 400, "订单未支付，不能开票");
    assert_code(&call(fresh, 3).await, 400, "票据状态不正确");
    let detail = app.get_id(&sz("bill_detail"), fresh, &org).await;
    assert!(detail["data"]["bill"]["receiver"].is_string());
    assert_eq!(
        app.get_id(&sz("bill_detail"), no_bill, &org).await["data"]["bill"],
        Value::Null
    );
    let reviewer = app.login("demo_reviewer").await;
    assert_eq!(
        app.get_id(&sz("bill_detail"), fresh, &reviewer).await["code"],
        200
    );
    app.post_expect(
        &sz("order_status"),
        json!({"id": no_bill, "bill_status": 1}),
        &reviewer,
        400,
        "订单不存在",
    )
    .await;
    let other_org = app.login("demo_partner").await;
    assert_code(
        &app.get_id(&sz("bill_detail"), fresh, &other_org).await,
        400,
        "订单不存在",
    );
}

#[actix_web::test]
async fn a_progress_report_cannot_say_more_money_was_used_than_the_case_has_raised() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let raising = app.demo_cases(4).await[0];
    let raised = app.detail(raising, &org).await["data"]["raised_amount"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    let fen: i64 = raised.replace('.', "").parse().unwrap_or(-1);
    assert!(fen > 0, "the demo case has raised money: {raised}");
    let over = crate::rules::money::yuan(fen + 1);
    let mut body = progress_body(raising);
    body["amount_used"] = json!(over);
    let refused = app.post(&sz("add_help_progress"), body, Some(&org)).await;
    assert_code(
        &refused,
        400,
        &format!("已使用金额不能超过已筹金额（{raised}元）"),
    );

    let mut body = progress_body(raising);
    body["amount_used"] = json!(raised);
    let added = app.post(&sz("add_help_progress"), body, Some(&org)).await;
    assert_code(&added, 200, "提交成功，请等待审核");
    let id = new_id(&added);
    let detail = app
        .get_id(&sz("help_project_progess_detail"), id, &org)
        .await;
    assert_eq!(detail["data"]["help"]["raised_amount"], json!(raised));

    let mut edit = progress_body(raising);
    edit["id"] = json!(id);
    edit["amount_used"] = json!(over);
    let refused = app.post(&sz("help_progess_edit"), edit, Some(&org)).await;
    assert_code(
        &refused,
        400,
        &format!("已使用金额不能超过已筹金额（{raised}元）"),
    );
    let unchanged = app
        .get_id(&sz("help_project_progess_detail"), id, &org)
        .await;
    assert_eq!(unchanged["data"]["amount_used"], json!(raised));
}
