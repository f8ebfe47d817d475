//! The case workflow end to end: drafts, submission rules, claim / ignore / pass / return by
//! role, resubmission to the claiming reviewer; every refusal changes nothing.

use super::calls::{items, new_id, texts, Step};
use super::help_fixtures::{form_with, sz, valid_form};
use super::{assert_code, spawn_app, spawn_logged_in};
use serde_json::{json, Value};

#[actix_web::test]
async fn a_draft_saves_with_only_a_title_and_submitting_it_applies_every_rule() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let saved = app
        .post(&sz("add_help_project"), json!({"draft": 1, "title": "未写完的求助", "target_amount": "abc", "beneficiary_age": "7"}), Some(&org))
        .await;
    assert_code(&saved, 200, "草稿已保存");
    assert_eq!(saved["data"]["status"], 0);
    let id = new_id(&saved);
    let d = app.detail(id, &org).await;
    assert_eq!(d["data"]["beneficiary_age"], 7);
    assert_eq!(d["data"]["target_amount"], Value::Null);
    app.post_expect(
        &sz("add_help_project"),
        json!({"draft": 1, "title": "草"}),
        &org,
        400,
        "求助标题长度须为2-50个字",
    )
    .await;

    let before = app.case_state(id).await;
    let refused = app.post_id(&sz("draft_box_submit"), id, &org).await;
    assert_code(&refused, 400, "请选择求助类型");
    assert_eq!(
        app.case_state(id).await,
        before,
        "a refused submission changes nothing"
    );
    let mut full = valid_form();
    full["id"] = id.into();
    app.post_expect(&sz("draft_box_edit"), full.clone(), &org, 200, "草稿已保存")
        .await;
    let submitted = app.post_id(&sz("draft_box_submit"), id, &org).await;
    assert_code(&submitted, 200, "提交成功，请等待平台审核");
    assert_eq!(app.case_state(id).await.map(|s| s.0), Some(1));
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&sz("draft_box_submit"), json!({"id": id}), &org, 400, "只有草稿可以提交"),
        (&sz("draft_box_edit"), full, &org, 400, "只有草稿可以编辑"),
        (&sz("draft_box_delete"), json!({"id": id}), &org, 400, "只有草稿可以删除"),
    ];
    app.expect_each(steps).await;
    assert_eq!(app.case_state(id).await.map(|s| s.0), Some(1));

    let draft = app.demo_cases(0).await[0];
    let other_org = app.login("demo_partner").await;
    // Another organisation cannot delete the draft; its owner can.
    for (token, code, msg, kept) in [
        (&other_org, 400, "求助不存在", true),
        (&org, 200, "删除成功", false),
    ] {
        app.post_expect(
            &sz("draft_box_delete"),
            json!({"id": draft}),
            token,
            code,
            msg,
        )
        .await;
        assert_eq!(app.case_state(draft).await.is_some(), kept, "{msg}");
    }
}

#[actix_web::test]
async fn submitting_a_new_case_checks_the_form_and_puts_it_in_the_claim_pool() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    for (change, msg) in [
        (json!({"title": ""}), "请填写求助标题"),
        (json!({"help_type_id": 9}), "请选择求助类型"),
        (
            json!({"project_id": 999_999}),
            "所属项目须为本机构募款中的项目",
        ),
        (
            json!({"target_amount": "99"}),
            "目标金额须在100至5000000元之间",
        ),
        (
            json!({"deadline": "2020-01-01"}),
            "截止日期须晚于今天且不超过一年",
        ),
        (
            json!({"beneficiary_id_card": "110105201610120081"}),
            "受助人身份证号不正确",
        ),
        (json!({"witness_phone": ""}), "请填写证明人手机号"),
        (json!({"payee_account": "123"}), "收款账号格式不正确"),
    ] {
        app.post_expect(
            &sz("add_help_project"),
            form_with(change.clone()),
            &org,
            400,
            msg,
        )
        .await;
    }
    let total = |v: &Value| v["data"]["total"].as_i64().unwrap_or(-1);
    let list = app.get(&sz("help_project_list"), Some(&org)).await;
    assert_eq!(total(&list), 8, "nothing was stored by the refusals");
    let ok = app
        .post(&sz("add_help_project"), valid_form(), Some(&org))
        .await;
    assert_code(&ok, 200, "提交成功，请等待平台审核");
    assert_eq!(ok["data"]["status"], 1);
    let reviewer = app.login("demo_reviewer").await;
    let pool = app
        .get(
            &sz("get_org_receive_help_list?pageSize=100"),
            Some(&reviewer),
        )
        .await;
    assert_eq!(total(&pool), 15);
    let last = pool["data"]["list"]
        .as_array()
        .and_then(|l| l.last())
        .cloned()
        .unwrap_or_default();
    assert_eq!(
        last["id"], ok["data"]["id"],
        "oldest submission first, the new one last"
    );
}

#[actix_web::test]
async fn only_roles_2_and_99_claim_ignore_pass_or_return_and_nothing_changes_on_a_refusal() {
    let app = spawn_app(false).await;
    let pending = app.demo_cases(1).await[0];
    let reviewing = app.demo_cases(2).await[0];
    for account in ["demo_org", "demo_partner"] {
        let token = app.login(account).await;
        for (call, id) in [
            ("claim_help_project", pending),
            ("ignore_help_project", pending),
            ("pass_help_project", reviewing),
            ("return_help_project", reviewing),
        ] {
            app.case_refuses(call, id, &token, "无权审核求助").await;
        }
        app.get_expect(
            &sz("get_org_receive_help_list"),
            &token,
            400,
            "无权审核求助",
        )
        .await;
    }
}

#[actix_web::test]
async fn every_illegal_case_transition_is_refused_with_its_reason_and_changes_nothing() {
    let (app, [admin, org]) = spawn_logged_in(false, ["demo_admin", "demo_org"]).await;
    let by_status: Vec<i64> = {
        let mut v = Vec::new();
        for s in 1..=4 {
            v.push(app.demo_cases(s).await[0]);
        }
        v
    };
    let cases = [
        ("claim_help_project", 2, "该求助已被认领，不能重复认领"),
        ("claim_help_project", 3, "只有待认领的求助可以认领"),
        ("claim_help_project", 4, "该求助已被认领，不能重复认领"),
        ("ignore_help_project", 2, "只有待认领的求助可以忽略"),
        ("pass_help_project", 1, "只有审核中的求助可以审核"),
        ("pass_help_project", 3, "只有审核中的求助可以审核"),
        ("pass_help_project", 4, "只有审核中的求助可以审核"),
        ("return_help_project", 1, "只有审核中的求助可以审核"),
        ("return_help_project", 4, "只有审核中的求助可以审核"),
    ];
    for (call, status, msg) in cases {
        let id = by_status[status - 1];
        app.case_refuses(call, id, &admin, msg).await;
    }
    for status in [2, 4] {
        let id = by_status[status - 1];
        let before = app.case_state(id).await;
        let mut f = valid_form();
        f["id"] = id.into();
        app.post_expect(
            &sz("edit_help_project"),
            f,
            &org,
            400,
            "只有待认领或已退回的求助可以编辑",
        )
        .await;
        assert_eq!(app.case_state(id).await, before);
    }
    for status in [1, 2, 3] {
        let id = by_status[status - 1];
        let resp = app
            .post(
                &sz("add_help_progress"),
                json!({"help_id": id, "title": "进展", "content": "这是一段足够长的进展内容。"}),
                Some(&org),
            )
            .await;
        assert_code(&resp, 400, "只有募款中的求助可以新增进展");
        let resp = app
            .post(&sz("add_help_issue"), json!({"help_id": id, "reason": "需要修改标题", "changes": {"title": "新的标题文字"}}), Some(&org))
            .await;
        assert_code(&resp, 400, "只有募款中的求助可以申请变更");
    }
    let other = app.login("demo_partner").await;
    app.post_expect(
        &sz("claim_help_project"),
        json!({"id": 999_999}),
        &admin,
        400,
        "求助不存在",
    )
    .await;
    let mut f = valid_form();
    f["id"] = by_status[0].into();
    app.post_expect(&sz("edit_help_project"), f, &other, 400, "求助不存在")
        .await;
}

#[actix_web::test]
async fn claim_pass_and_return_follow_the_claiming_reviewer_and_a_resubmission_goes_back_to_them() {
    let (app, [org, reviewer, admin]) =
        spawn_logged_in(false, ["demo_org", "demo_reviewer", "demo_admin"]).await;
    let reviewer_id = app.account_id("demo_reviewer").await;
    let id = new_id(
        &app.post(&sz("add_help_project"), valid_form(), Some(&org))
            .await,
    );

    app.case_accepted("claim_help_project", id, &reviewer, "认领成功")
        .await;
    assert_eq!(
        app.case_state(id).await.map(|s| (s.0, s.1)),
        Some((2, Some(reviewer_id)))
    );
    app.post_expect(
        &sz("claim_help_project"),
        json!({"id": id}),
        &admin,
        400,
        "该求助已被认领，不能重复认领",
    )
    .await;
    let claimed = app
        .get(&sz("receive_org_help_project_list"), Some(&reviewer))
        .await;
    assert!(items(&claimed["data"]["list"]).any(|c| c["id"] == id));
    assert_eq!(
        app.detail(id, &reviewer).await["data"]["actions"],
        json!(["pass", "return"])
    );

    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&sz("return_help_project"), json!({"id": id}), &reviewer, 400, "请填写退回原因"),
        (&sz("return_help_project"), json!({"id": id, "reason": "字".repeat(201)}), &reviewer, 400, "退回原因不能超过200个字"),
    ];
    app.expect_each(steps).await;
    assert_eq!(app.case_state(id).await.map(|s| s.0), Some(2));
    app.post_expect(
        &sz("return_help_project"),
        json!({"id": id, "reason": "请补充诊断证明"}),
        &reviewer,
        200,
        "已退回",
    )
    .await;
    let returned = app.detail(id, &org).await;
    assert_eq!(returned["data"]["status"], 3);
    assert_eq!(returned["data"]["return_reason"], "请补充诊断证明");

    let mut f =
        form_with(json!({"summary": "已补充诊断证明：小雨确诊急性淋巴细胞白血病，需骨髓移植。"}));
    f["id"] = id.into();
    let resubmitted = app.post(&sz("edit_help_project"), f, Some(&org)).await;
    assert_code(&resubmitted, 200, "已重新提交");
    assert_eq!(resubmitted["data"]["status"], 2);
    assert_eq!(
        app.case_state(id).await.map(|s| (s.0, s.1)),
        Some((2, Some(reviewer_id))),
        "back to the same reviewer"
    );
    app.case_accepted("pass_help_project", id, &reviewer, "审核通过")
        .await;
    let d = app.detail(id, &org).await;
    assert_eq!(d["data"]["status_label"], "募款中");
    let labels = texts(&d["data"]["logs"], "action_label");
    assert_eq!(labels, ["提交", "认领", "退回", "重新提交", "通过"]);
}

#[actix_web::test]
async fn another_reviewers_claim_cannot_be_decided_but_the_super_admin_can() {
    let (app, [org, reviewer, admin]) =
        spawn_logged_in(false, ["demo_org", "demo_reviewer", "demo_admin"]).await;
    let id = new_id(
        &app.post(&sz("add_help_project"), valid_form(), Some(&org))
            .await,
    );
    app.post_id(&sz("claim_help_project"), id, &admin).await;
    let before = app.case_state(id).await;
    app.post_expect(
        &sz("pass_help_project"),
        json!({"id": id}),
        &reviewer,
        400,
        "该求助由其他审核人认领，不能审核",
    )
    .await;
    assert_eq!(app.case_state(id).await, before);
    let seeded = app.demo_cases(2).await[0];
    app.case_accepted("pass_help_project", seeded, &admin, "审核通过")
        .await;
}

#[actix_web::test]
async fn an_ignored_case_leaves_only_the_callers_claim_pool() {
    let (app, [reviewer, admin]) = spawn_logged_in(false, ["demo_reviewer", "demo_admin"]).await;
    let pool = sz("get_org_receive_help_list");
    let first = app.get(&pool, Some(&reviewer)).await;
    assert_eq!(first["data"]["total"], 14);
    assert_eq!(first["data"]["list"].as_array().map(Vec::len), Some(10));
    let id = first["data"]["list"][0]["id"].as_i64().unwrap_or(0);
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&sz("ignore_help_project"), json!({"id": id}), &reviewer, 200, "已忽略"),
        (&sz("ignore_help_project"), json!({"id": id}), &reviewer, 200, "已忽略"),
    ];
    app.expect_each(steps).await;
    let after = app.get(&pool, Some(&reviewer)).await;
    assert_eq!(after["data"]["total"], 13);
    assert!(items(&after["data"]["list"]).all(|c| c["id"] != id));
    assert_eq!(
        app.get(&pool, Some(&admin)).await["data"]["total"],
        14,
        "others still see it"
    );
    assert_eq!(app.case_state(id).await.map(|s| s.0), Some(1));
    assert_eq!(
        app.detail(id, &reviewer).await["data"]["actions"],
        json!(["claim"])
    );
}

#[actix_web::test]
async fn a_help_case_goes_through_the_review_round_trip() {
    use super::review_scenario::{review_round_trip, ReviewCalls};
    let app = spawn_app(false).await;
    review_round_trip(
        &app,
        &ReviewCalls {
            owner: "demo_org",
            reviewer: "demo_reviewer",
            submit: || (sz("add_help_project"), valid_form()),
            claim: |id| (sz("claim_help_project"), json!({ "id": id })),
            return_: |id| {
                (
                    sz("return_help_project"),
                    json!({ "id": id, "reason": "材料不全" }),
                )
            },
            resubmit: |id| {
                let mut form = valid_form();
                form["id"] = id.into();
                (sz("edit_help_project"), form)
            },
            pass: |id| (sz("pass_help_project"), json!({ "id": id })),
            detail: |id| sz(&format!("help_project_detail?id={id}")),
            states: [1, 2, 3, 2, 4],
        },
    )
    .await;
}
