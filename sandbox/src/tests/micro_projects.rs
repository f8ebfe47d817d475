//! Joint-donation micro projects (/SJM, issue 18) end to end: the super admin opens a micro
//! project for the micro organisation, which may draft but not submit until its authentication
//! passes; submit → return → resubmit → pass; progress reports verified by the partner of the
//! province; a change with its diff; the roles each call refuses; concurrent decisions.

use super::calls::{assert_burst, items, new_id, Step};
use super::{assert_code, spawn_app, spawn_logged_in, TestApp, TestService};
use crate::rules::dates;
use futures_util::future::join_all;
use serde_json::{json, Value};

pub fn sjm(name: &str) -> String {
    format!("/api/organization/SJM/{name}")
}

/// A complete micro-project form as of today (fundraising for 30 days, in 杭州).
pub fn micro_form() -> Value {
    let today = dates::today(crate::clock::now());
    json!({
        "title": "社区儿童阅读角", "summary": "为社区困境儿童建一个温暖的阅读角，配齐图书和桌椅。",
        "description": "项目在社区服务中心建设阅读角，采购适龄图书三百册，志愿者每周开放四次并组织读书会。",
        "province": "330000", "city": "330100", "district": "330106", "address": "杭州市西湖区文三路199号",
        "target_amount": "5000.00", "fund_start": dates::format(today), "fund_end": dates::format(today + 30),
        "cover": "/sandbox-files/oss/orgcenter-images/images/1/cover.jpg", "images": [],
        "lead_name": "许文静", "lead_phone": "13805712026",
    })
}

/// A pool id (项目池) to hang micro projects on.
async fn a_pool<S: TestService>(app: &TestApp<S>) -> i64 {
    app.sql(|c| c.query_row("SELECT MIN(id) FROM love_funds", [], |r| r.get(0)))
        .await
}

/// The super admin opens a micro project for `org` under pool `pool`; answers its id.
async fn open_for<S: TestService>(app: &TestApp<S>, admin: &str, org: i64, pool: i64) -> i64 {
    let resp = app
        .post(
            &sjm("add_project"),
            json!({"org_id": org, "parent_type": 2, "parent_id": pool, "title": "社区儿童阅读角"}),
            Some(admin),
        )
        .await;
    assert_code(&resp, 200, "微项目已创建，已放入执行机构的草稿箱");
    new_id(&resp)
}

async fn status<S: TestService>(app: &TestApp<S>, id: i64) -> i64 {
    app.scalar("SELECT status FROM micro_projects WHERE id = ?1", id)
        .await
}

/// The pending authentication of demo_micro_new (seeded 待审核; demo_micro's has passed).
async fn pending_auth<S: TestService>(app: &TestApp<S>, reviewer: &str) -> i64 {
    let list = app.get(&sjm("auth_list?status=1"), Some(reviewer)).await;
    let pending = items(&list["data"]["list"])
        .find(|r| r["org_name"] == "嘉兴萤火助学队")
        .and_then(|r| r["id"].as_i64());
    pending.expect("demo_micro_new's authentication waits for review")
}

#[actix_web::test]
async fn auth_info_tells_an_authenticated_ordinary_organisation_it_may_submit_and_an_unauthenticated_one_why_not(
) {
    // An ordinary organisation has no micro authentication (auth_status 0): its 机构认证 decides.
    let (app, [org]) = spawn_logged_in(true, ["demo_org"]).await;
    let info = app.get(&sjm("auth_info"), Some(&org)).await;
    assert_eq!(info["data"]["kind"], 1);
    assert_eq!(info["data"]["may_submit"], true);
    assert_eq!(info["data"]["submit_refusal"], Value::Null);
    let newcomer = app.login("demo_newcomer").await;
    let info = app.get(&sjm("auth_info"), Some(&newcomer)).await;
    assert_eq!(info["data"]["may_submit"], false);
    assert_eq!(
        info["data"]["submit_refusal"],
        "机构尚未通过认证，不能提交微项目"
    );
}

#[actix_web::test]
async fn an_unauthenticated_micro_organisation_may_draft_but_not_submit_until_a_reviewer_passes_its_authentication(
) {
    let (app, [admin, micro, reviewer]) =
        spawn_logged_in(true, ["demo_admin", "demo_micro_new", "demo_reviewer"]).await;
    let org = app.org_of("demo_micro_new").await;
    let id = open_for(&app, &admin, org, a_pool(&app).await).await;
    let drafts = app.get(&sjm("draft_box_list"), Some(&micro)).await;
    assert!(items(&drafts["data"]["list"]).any(|r| r["id"] == id));
    let detail = app.get_id(&sjm("project_detail"), id, &micro).await;
    assert!(!items(&detail["data"]["actions"]).any(|a| a == "submit"));

    let mut body = micro_form();
    body["id"] = json!(id);
    let saved = app
        .post(&sjm("draft_box_edit"), body.clone(), Some(&micro))
        .await;
    assert_code(&saved, 200, "草稿已保存");
    let refused = app.post_id(&sjm("draft_box_submit"), id, &micro).await;
    assert_code(&refused, 400, "微机构尚未通过认证，请先完成微机构认证");
    assert_eq!(status(&app, id).await, 0, "nothing changed");
    let info = app.get(&sjm("auth_info"), Some(&micro)).await;
    assert_eq!(info["data"]["may_submit"], false);
    assert_eq!(info["data"]["submit_refusal"], refused["msg"]);

    let auth = pending_auth(&app, &reviewer).await;
    assert_code(
        &app.post_id(&sjm("auth_pass"), auth, &reviewer).await,
        200,
        "审核通过",
    );
    let info = app.get(&sjm("auth_info"), Some(&micro)).await;
    assert_eq!(info["data"]["auth_status"], 2);
    assert_eq!(info["data"]["may_submit"], true);
    let submitted = app.post_id(&sjm("draft_box_submit"), id, &micro).await;
    assert_code(&submitted, 200, "提交成功，请等待审核");
    assert_eq!(status(&app, id).await, 1);
}

#[actix_web::test]
async fn a_micro_project_is_returned_with_a_reason_resubmitted_and_passed_into_fundraising_and_its_donations_count_into_its_pool(
) {
    let (app, [admin, org_token, reviewer]) =
        spawn_logged_in(true, ["demo_admin", "demo_org", "demo_reviewer"]).await;
    let org = app.org_of("demo_org").await;
    let pool = a_pool(&app).await;
    let id = open_for(&app, &admin, org, pool).await;
    let mut body = micro_form();
    body["id"] = json!(id);
    app.post_expect(
        &sjm("draft_box_submit"),
        body.clone(),
        &org_token,
        200,
        "提交成功，请等待审核",
    )
    .await;
    let start = app.unread_messages(&org_token).await;
    let no_reason = app.post_id(&sjm("return_project"), id, &reviewer).await;
    assert_code(&no_reason, 400, "请填写退回原因");
    assert_eq!(status(&app, id).await, 1);
    app.post_expect(
        &sjm("return_project"),
        json!({"id": id, "reason": "请补充图书清单"}),
        &reviewer,
        200,
        "已退回",
    )
    .await;
    assert_eq!(status(&app, id).await, 4);
    assert_eq!(
        app.unread_messages(&org_token).await,
        start + 1,
        "the return reaches the organisation"
    );
    let twice = app.post_id(&sjm("pass_project"), id, &reviewer).await;
    assert_code(&twice, 400, "只有待审核的微项目可以审核");
    app.post_expect(
        &sjm("edit_project"),
        body.clone(),
        &org_token,
        200,
        "已重新提交",
    )
    .await;
    let detail = app.get_id(&sjm("project_detail"), id, &org_token).await;
    assert_eq!(detail["data"]["return_reason"], "");
    assert_code(
        &app.post_id(&sjm("pass_project"), id, &reviewer).await,
        200,
        "审核通过",
    );
    assert_eq!(status(&app, id).await, 2);

    let donated = app
        .sandbox(
            "project_donation",
            json!({"micro_project_id": id, "amount": "120.50"}),
        )
        .await;
    assert_code(&donated, 200, "捐款成功");
    assert_eq!(donated["data"]["raised_amount"], "120.50");
    let parents = app.get(&sjm("parent_list?type=2"), Some(&admin)).await;
    let pool_row = items(&parents["data"]["list"])
        .find(|r| r["id"] == pool)
        .cloned()
        .unwrap_or_default();
    assert_eq!(
        pool_row["raised_amount"],
        donated["data"]["parent_raised_amount"]
    );
    let logs: Vec<String> = items(&detail["data"]["logs"])
        .map(|l| l["action"].as_str().unwrap_or("").to_owned())
        .collect();
    assert_eq!(logs, ["create", "submit", "return", "resubmit"]);
}

#[actix_web::test]
async fn each_role_is_refused_the_micro_project_calls_spec_section_six_does_not_give_it() {
    let (app, [org, micro, partner]) =
        spawn_logged_in(true, ["demo_org", "demo_micro", "demo_partner"]).await;
    let pool = a_pool(&app).await;
    let own = app.org_of("demo_org").await;
    let create =
        json!({"org_id": own, "parent_type": 2, "parent_id": pool, "title": "社区儿童阅读角"});
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&sjm("add_project"), create.clone(), &org, 400, "无权创建微项目"),
        (&sjm("add_project"), create, &micro, 400, "无权创建微项目"),
    ];
    app.expect_each(steps).await;
    app.get_expect(&sjm("parent_list"), &org, 400, "无权创建微项目")
        .await;
    for (call, msg) in [
        ("verify_list", "无权审核微项目"),
        ("auth_list", "无权审核微机构认证"),
        ("auth_detail?id=1", "无权审核微机构认证"),
        ("change_detail?id=1", "无权审核变更申请"),
    ] {
        app.get_expect(&sjm(call), &micro, 400, msg).await;
        app.get_expect(&sjm(call), &partner, 400, msg).await;
    }
    for (call, msg) in [
        ("pass_project", "无权审核微项目"),
        ("auth_pass", "无权审核微机构认证"),
        ("pass_change", "无权审核变更申请"),
        ("pass_process", "无权审核项目进展"),
    ] {
        assert_code(&app.post_id(&sjm(call), 1, &micro).await, 400, msg);
    }
    app.get_expect(&sjm("process_list"), &org, 400, "无权查看项目进展")
        .await;
    let auth = json!({"group_name": "春晖志愿队"});
    app.post_expect(
        &sjm("auth_submit"),
        auth,
        &org,
        400,
        "只有微机构账号可以提交微机构认证",
    )
    .await;
}

#[actix_web::test]
async fn the_regional_partner_verifies_the_progress_reports_of_its_province_only() {
    let app = spawn_app(true).await;
    let (partner, org) = (app.login("demo_partner").await, app.login("demo_org").await);
    let list = app
        .get(&sjm("process_list?status=1&pageSize=100"), Some(&partner))
        .await;
    let rows = list["data"]["list"].as_array().cloned().unwrap_or_default();
    assert!(
        !rows.is_empty(),
        "the seed gives the partner reports to verify"
    );
    assert!(rows.iter().all(|r| r["province"] == "330000"), "{rows:?}");
    let id = rows[0]["id"].as_i64().unwrap_or(0);
    assert_code(
        &app.post_id(&sjm("pass_process"), id, &partner).await,
        200,
        "审核通过",
    );
    // demo_org's report in 北京 is not the partner's to see.
    let beijing: i64 = app
        .sql(|c| c.query_row(
            "SELECT r.id FROM reports r JOIN micro_projects m ON r.subject = 'micro_project' AND m.id = r.item_id
              WHERE m.province = '110000' AND r.status = 1 LIMIT 1", [], |r| r.get(0)))
        .await;
    let outside = app.post_id(&sjm("pass_process"), beijing, &partner).await;
    assert_code(&outside, 400, "项目进展不存在");
    let detail = app.get_id(&sjm("process_detail"), beijing, &org).await;
    assert_eq!(detail["data"]["status"], 1, "nothing changed");
}

#[actix_web::test]
async fn a_micro_project_change_shows_its_diff_and_applies_on_pass() {
    let (app, [reviewer]) = spawn_logged_in(true, ["demo_reviewer"]).await;
    let list = app.get(&sjm("change_list?status=1"), Some(&reviewer)).await;
    let change = &list["data"]["list"][0];
    let (id, project) = (
        change["id"].as_i64().unwrap_or(0),
        change["project_id"].as_i64().unwrap_or(0),
    );
    let detail = app.get_id(&sjm("change_detail"), id, &reviewer).await;
    assert_eq!(detail["data"]["fields"][0]["field"], "summary");
    let after = detail["data"]["fields"][0]["after"].clone();
    assert_code(
        &app.post_id(&sjm("pass_change"), id, &reviewer).await,
        200,
        "审核通过",
    );
    let micro = app.get_id(&sjm("project_detail"), project, &reviewer).await;
    assert_eq!(micro["data"]["summary"], after);
    assert_code(
        &app.post_id(&sjm("pass_change"), id, &reviewer).await,
        400,
        "该变更申请已审核，不能重复审核",
    );
}

#[actix_web::test]
async fn of_twenty_concurrent_identical_passes_of_a_micro_project_exactly_one_wins() {
    let (app, [reviewer]) = spawn_logged_in(true, ["demo_reviewer"]).await;
    let id: i64 = app
        .value("SELECT id FROM micro_projects WHERE status = 1 ORDER BY id LIMIT 1")
        .await;
    let path = sjm("pass_project");
    let answers = join_all((0..20).map(|_| app.post_id(&path, id, &reviewer))).await;
    assert_burst(&answers, 1, "只有待审核的微项目可以审核");
    let passes = app.logged("micro_project", id, "pass").await;
    assert_eq!(passes, 1);
}

#[actix_web::test]
async fn a_returned_micro_authentication_names_its_reason_and_can_be_submitted_again() {
    let (app, [micro, reviewer]) = spawn_logged_in(true, ["demo_micro_new", "demo_reviewer"]).await;
    let auth = pending_auth(&app, &reviewer).await;
    let again = json!({
        "group_name": "嘉兴萤火助学队", "leader_name": "许文静", "leader_id_card": "33010619900101123X",
        "leader_phone": "13805712026", "province": "330000", "city": "330100", "district": "330106",
        "sponsor_name": "浙江省联合劝募合作平台", "sponsor_credit_code": crate::rules::credit_code::build("51", "330000", "MJ9A0B1C").unwrap_or_default(),
        "proof_images": ["/sandbox-files/oss/orgcenter-images/images/4/proof.jpg"],
    });
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&sjm("auth_submit"), again.clone(), &micro, 400, "微机构认证资料正在审核中，请等待审核结果"),
        (&sjm("auth_return"), json!({"id": auth, "reason": "证明材料不清晰"}), &reviewer, 200, "已退回"),
    ];
    app.expect_each(steps).await;
    let info = app.get(&sjm("auth_info"), Some(&micro)).await;
    assert_eq!(info["data"]["auth_status"], 3);
    assert_eq!(info["data"]["return_reason"], "证明材料不清晰");
    let mut bad = again.clone();
    bad["leader_id_card"] = json!("330106199001011235");
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&sjm("auth_submit"), bad, &micro, 400, "负责人身份证号不正确"),
        (&sjm("auth_submit"), again.clone(), &micro, 200, "提交成功，请等待平台审核"),
    ];
    app.expect_each(steps).await;
    let info = app.get(&sjm("auth_info"), Some(&micro)).await;
    assert_eq!(info["data"]["auth_status"], 1);
}
