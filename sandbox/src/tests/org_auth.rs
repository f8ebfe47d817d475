//! Organisation authentication through the HTTP calls: every (state, action) pair, with the
//! legal ones leading to their state and the illegal ones refused without changing anything.

use super::calls::{items, Step};
use super::{assert_code, spawn_logged_in, TestApp, TestService};
use serde_json::{json, Value};

const SUBMIT_FIRST: &str = "/api/organization/auth/submit_first";
const SUBMIT_CHANGE: &str = "/api/organization/auth/submit_change";
const REVIEW: &str = "/api/organization/auth/review";
const INFO: &str = "/api/organization/auth/info";

/// A complete, valid form for the newcomer's organisation (a 社会服务机构, type 3).
async fn form<S: TestService>(app: &TestApp<S>, account: &str) -> Value {
    let account = account.to_owned();
    let code: String = app.scalar("SELECT o.credit_code FROM orgs o JOIN accounts a ON a.org_id = o.id WHERE a.account = ?1", account).await;
    json!({
        "type": 3, "name": "云南山花乡村发展中心", "credit_code": code,
        "registration_authority": "昆明市民政局", "supervisor": "", "certificate_valid_to": "2031-02-25",
        "certificate_images": ["/sandbox-files/oss/orgcenter-images/images/8/cert.png"],
        "legal_person": "段丽萍", "public_fundraising": 0, "contact": "李春燕", "phone": "0871-63195520",
        "email": "shanhua@yn-rural.org.cn", "province": "530000", "city": "530100", "district": "530102",
        "address": "云南省昆明市五华区人民中路28号美亚大厦7楼",
    })
}

/// The authentication info of the organisation behind `token`.
async fn auth_info<S: TestService>(app: &TestApp<S>, token: &str) -> Value {
    app.get(INFO, Some(token)).await["data"].clone()
}

/// The reviewer passes the submission whose answer was `submitted`.
async fn pass<S: TestService>(app: &TestApp<S>, reviewer: &str, submitted: &Value) {
    let decision = json!({"id": submitted["data"]["id"], "result": 1});
    app.post_expect(REVIEW, decision, reviewer, 200, "审核通过")
        .await;
}

/// Everything an action could change: the organisation row and all its submissions.
async fn snapshot<S: TestService>(app: &TestApp<S>, org: i64) -> String {
    app.sql(move |c| {
        let o: String = c.query_row(
            "SELECT certification || '|' || return_reason || '|' || name || '|' || contact || '|' || auth_data
               FROM orgs WHERE id = ?1",
            [org],
            |r| r.get(0),
        )?;
        let mut stmt = c.prepare(
            "SELECT id || ':' || status || ':' || reason FROM auth_submissions WHERE org_id = ?1 ORDER BY id",
        )?;
        let subs: Vec<String> = stmt.query_map([org], |r| r.get(0))?.collect::<Result<_, _>>()?;
        Ok(format!("{o} / {}", subs.join(",")))
    })
    .await
}

async fn pending_id<S: TestService>(app: &TestApp<S>, org: i64) -> Option<i64> {
    app.sql(move |c| {
        use rusqlite::OptionalExtension;
        c.query_row(
            "SELECT id FROM auth_submissions WHERE org_id = ?1 AND status = 1",
            [org],
            |r| r.get(0),
        )
        .optional()
    })
    .await
}

#[actix_web::test]
async fn a_first_authentication_is_returned_with_a_reason_then_resubmitted_and_passed() {
    let (app, [org, reviewer]) = spawn_logged_in(false, ["demo_newcomer", "demo_reviewer"]).await;
    let info = app.get(INFO, Some(&org)).await;
    assert_eq!(info["data"]["certification"], 0);
    assert_eq!(info["data"]["actions"], json!(["submit_first"]));
    assert_eq!(info["data"]["current"], Value::Null);

    let mut body = form(&app, "demo_newcomer").await;
    let sent = app.post(SUBMIT_FIRST, body.clone(), Some(&org)).await;
    assert_code(&sent, 200, "提交成功，请等待平台审核");
    let id = sent["data"]["id"].as_i64().unwrap();
    assert_eq!(
        app.get(INFO, Some(&org)).await["data"]["certification_label"],
        "认证中"
    );

    let returned = app
        .post(
            REVIEW,
            json!({"id": id, "result": 2, "reason": "登记证书照片不清晰，请重新上传"}),
            Some(&reviewer),
        )
        .await;
    assert_code(&returned, 200, "已退回");
    let info = auth_info(&app, &org).await;
    assert_eq!(info["certification"], 3);
    assert_eq!(info["return_reason"], "登记证书照片不清晰，请重新上传");
    assert_eq!(info["latest"]["reason"], "登记证书照片不清晰，请重新上传");
    let now = app
        .get("/api/organization/message/get_now_msg", Some(&org))
        .await;
    assert_eq!(now["data"]["certification"], 3);
    assert_eq!(
        now["data"]["return_reason"],
        "登记证书照片不清晰，请重新上传"
    );

    body["contact"] = "王小明".into();
    let again = app.post(SUBMIT_FIRST, body, Some(&org)).await;
    assert_code(&again, 200, "提交成功，请等待平台审核");
    pass(&app, &reviewer, &again).await;
    let info = auth_info(&app, &org).await;
    assert_eq!(info["certification"], 2);
    assert_eq!(info["return_reason"], "");
    assert_eq!(info["current"]["contact"], "王小明");
    assert_eq!(info["current"]["registration_authority"], "昆明市民政局");
    assert_eq!(
        app.get("/api/common/get_org", Some(&org)).await["data"]["contact"],
        "王小明"
    );
}

#[actix_web::test]
async fn a_returned_change_leaves_the_old_data_in_force_and_a_passed_change_applies_the_new() {
    let (app, [org, reviewer]) = spawn_logged_in(false, ["demo_newcomer", "demo_admin"]).await;
    let org_id = app.org_of("demo_newcomer").await;
    app.sql(move |c| c.execute("UPDATE orgs SET certification = 2 WHERE id = ?1", [org_id]))
        .await;
    let mut body = form(&app, "demo_newcomer").await;
    body["contact"] = "赵变更".into();

    let sent = app.post(SUBMIT_CHANGE, body.clone(), Some(&org)).await;
    assert_code(&sent, 200, "提交成功，请等待平台审核");
    let info = auth_info(&app, &org).await;
    assert_eq!(info["certification_label"], "变更审核中");
    assert_eq!(info["is_certified"], true);
    assert_eq!(
        info["current"]["contact"], "李春燕",
        "the old data stays until the change passes"
    );

    let id = sent["data"]["id"].as_i64().unwrap();
    let back = app
        .post(
            REVIEW,
            json!({"id": id, "result": "2", "reason": "变更材料缺少理事会决议"}),
            Some(&reviewer),
        )
        .await;
    assert_code(&back, 200, "已退回");
    let info = auth_info(&app, &org).await;
    assert_eq!(info["certification"], 5);
    assert_eq!(info["certification_label"], "变更被退回");
    assert_eq!(info["current"]["contact"], "李春燕");
    assert_eq!(info["return_reason"], "变更材料缺少理事会决议");

    let again = app.post(SUBMIT_CHANGE, body, Some(&org)).await;
    pass(&app, &reviewer, &again).await;
    let info = auth_info(&app, &org).await;
    assert_eq!(info["certification"], 2);
    assert_eq!(info["current"]["contact"], "赵变更");
}

#[actix_web::test]
async fn every_action_in_every_state_follows_the_state_machine_and_a_refusal_changes_nothing() {
    const NOT_YET: &str = "机构尚未通过认证，请先完成首次认证";
    const NONE_WAITS: &str = "该机构当前没有待审核的认证资料";
    const FIRST_WAITS: &str = "认证资料正在审核中，请等待审核结果";
    const ALREADY: &str = "机构已通过认证，如需修改请提交变更认证";
    const CHANGE_WAITS: &str = "变更资料正在审核中，请等待审核结果";
    const ACTIONS: [&str; 4] = ["first", "change", "pass", "return"];
    // A state → for each of ACTIONS, Ok(next state) or the refusal message.
    let table: [(i64, [Result<i64, &str>; 4]); 6] = [
        (0, [Ok(1), Err(NOT_YET), Err(NONE_WAITS), Err(NONE_WAITS)]),
        (1, [Err(FIRST_WAITS), Err(FIRST_WAITS), Ok(2), Ok(3)]),
        (2, [Err(ALREADY), Ok(4), Err(NONE_WAITS), Err(NONE_WAITS)]),
        (3, [Ok(1), Err(NOT_YET), Err(NONE_WAITS), Err(NONE_WAITS)]),
        (4, [Err(CHANGE_WAITS), Err(CHANGE_WAITS), Ok(2), Ok(5)]),
        (5, [Err(ALREADY), Ok(4), Err(NONE_WAITS), Err(NONE_WAITS)]),
    ];
    let cases = table.into_iter().flat_map(|(state, outcomes)| {
        ACTIONS
            .into_iter()
            .zip(outcomes)
            .map(move |(a, o)| (state, a, o))
    });
    for (state, action, expected) in cases {
        let (app, [org, reviewer]) =
            spawn_logged_in(false, ["demo_newcomer", "demo_reviewer"]).await;
        let org_id = app.org_of("demo_newcomer").await;
        let body = form(&app, "demo_newcomer").await;
        // A pending submission always exists, so a review is refused for the state, not for a missing id.
        app.sql(move |c| {
            c.execute(
                "INSERT INTO auth_submissions (org_id, kind, auth_type, data, status, submitted_at) VALUES (?1, 1, 3, ?2, 1, 0)",
                rusqlite::params![org_id, body.to_string()],
            )?;
            c.execute("UPDATE orgs SET certification = ?1 WHERE id = ?2", [state, org_id])
        })
        .await;
        let id = pending_id(&app, org_id).await.unwrap();
        let before = snapshot(&app, org_id).await;
        let resp = match action {
            "first" => {
                app.post(SUBMIT_FIRST, form(&app, "demo_newcomer").await, Some(&org))
                    .await
            }
            "change" => {
                app.post(SUBMIT_CHANGE, form(&app, "demo_newcomer").await, Some(&org))
                    .await
            }
            "pass" => {
                app.post(REVIEW, json!({"id": id, "result": 1}), Some(&reviewer))
                    .await
            }
            _ => {
                app.post(
                    REVIEW,
                    json!({"id": id, "result": 2, "reason": "材料不全"}),
                    Some(&reviewer),
                )
                .await
            }
        };
        let after: i64 = app
            .scalar("SELECT certification FROM orgs WHERE id = ?1", org_id)
            .await;
        match expected {
            Ok(to) => {
                assert_eq!(resp["code"], 200, "{state} {action}: {resp}");
                assert_eq!(after, to, "{state} {action}");
            }
            Err(msg) => {
                assert_code(&resp, 400, msg);
                assert_eq!(
                    snapshot(&app, org_id).await,
                    before,
                    "{state} {action} changed something"
                );
            }
        }
    }
}

#[actix_web::test]
async fn only_reviewers_review_and_a_submission_is_reviewed_once_with_a_reason_to_return() {
    let (app, [org, reviewer]) = spawn_logged_in(false, ["demo_newcomer", "demo_reviewer"]).await;
    let org_id = app.org_of("demo_newcomer").await;
    let sent = app
        .post(SUBMIT_FIRST, form(&app, "demo_newcomer").await, Some(&org))
        .await;
    let id = sent["data"]["id"].as_i64().unwrap();
    let before = snapshot(&app, org_id).await;
    for account in ["demo_org", "demo_partner", "demo_micro", "demo_newcomer"] {
        let token = app.login(account).await;
        app.post_expect(
            REVIEW,
            json!({"id": id, "result": 1}),
            &token,
            400,
            "无权审核机构认证",
        )
        .await;
        app.get_expect(
            "/api/organization/auth/review_list",
            &token,
            400,
            "无权审核机构认证",
        )
        .await;
    }
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (REVIEW, json!({"id": id, "result": 2, "reason": "  "}), &reviewer, 400, "请填写退回原因"),
        (REVIEW, json!({"id": id, "result": 2, "reason": "长".repeat(201)}), &reviewer, 400, "退回原因不能超过200个字"),
        (REVIEW, json!({"id": id, "result": 3}), &reviewer, 400, "请选择审核结果"),
        (REVIEW, json!({"id": 99999, "result": 1}), &reviewer, 400, "认证申请不存在"),
    ];
    app.expect_each(steps).await;
    assert_eq!(snapshot(&app, org_id).await, before);

    app.post_expect(
        REVIEW,
        json!({"id": id, "result": 1}),
        &reviewer,
        200,
        "审核通过",
    )
    .await;
    let after = snapshot(&app, org_id).await;
    app.post_expect(
        REVIEW,
        json!({"id": id, "result": 2, "reason": "再退"}),
        &reviewer,
        400,
        "该认证申请已审核，不能重复审核",
    )
    .await;
    assert_eq!(snapshot(&app, org_id).await, after);
}

#[actix_web::test]
async fn the_reviewers_queue_lists_pending_submissions_first_with_the_data_in_force_beside_them() {
    let (app, [reviewer]) = spawn_logged_in(false, ["demo_admin"]).await;
    let list = app
        .get(
            "/api/organization/auth/review_list?pageNum=1&pageSize=10",
            Some(&reviewer),
        )
        .await;
    assert_eq!(
        list["data"]["total"], 4,
        "the seed has a first authentication and a change waiting, and one of each returned: {list}"
    );
    let names: Vec<_> = list["data"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["status"].as_i64().unwrap(),
                s["kind"].as_i64().unwrap(),
                s["org_name"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        names,
        [
            (1, 1, "贵州黔苗儿童发展中心"),
            (1, 2, "四川护童公益服务中心"),
            (3, 1, "湖南湘伴社区服务中心"),
            (3, 2, "广东省善心慈善会"),
        ]
    );
    // Each row carries what the review call accepts for it: 通过 and 退回 while pending,
    // nothing once decided (the queue's buttons and its bulk bar read these).
    let actions: Vec<Value> = items(&list["data"]["list"])
        .map(|s| s["actions"].clone())
        .collect();
    assert_eq!(
        actions,
        [
            json!(["pass", "return"]),
            json!(["pass", "return"]),
            json!([]),
            json!([])
        ]
    );
    let pending = app
        .get(
            "/api/organization/auth/review_list?status=1",
            Some(&reviewer),
        )
        .await;
    assert_eq!(pending["data"]["total"], 2);
    let detail_uri = |n: usize| {
        let id = pending["data"]["list"][n]["id"].as_i64().unwrap();
        format!("/api/organization/auth/review_detail?id={id}")
    };
    // A first authentication has no data in force yet.
    let detail = app.get(&detail_uri(0), Some(&reviewer)).await;
    assert_eq!(
        detail["data"]["submission"]["data"]["name"],
        "贵州黔苗儿童发展中心"
    );
    assert_eq!(detail["data"]["certification"], 1);
    assert_eq!(detail["data"]["current"], Value::Null);
    // A change is shown beside the data it replaces, which stays in force while it waits.
    let detail = app.get(&detail_uri(1), Some(&reviewer)).await;
    assert_eq!(detail["data"]["certification"], 4);
    assert_eq!(detail["data"]["current"]["contact"], "阿说日呷");
    assert_eq!(detail["data"]["submission"]["data"]["contact"], "王晓燕");
    app.get_expect(
        "/api/organization/auth/review_list?status=7",
        &reviewer,
        400,
        "审核状态不正确",
    )
    .await;
}

#[actix_web::test]
async fn an_invalid_form_is_refused_with_the_field_at_fault_and_nothing_is_submitted() {
    let (app, [org]) = spawn_logged_in(false, ["demo_newcomer"]).await;
    let org_id = app.org_of("demo_newcomer").await;
    let other_code: String = app
        .sql(|c| c.query_row("SELECT credit_code FROM orgs WHERE credit_code LIKE '52%' AND name <> '云南山花乡村发展中心' LIMIT 1", [], |r| r.get(0)))
        .await;
    let good = form(&app, "demo_newcomer").await;
    let code = good["credit_code"].as_str().unwrap().to_owned();
    let wrong_check = format!(
        "{}{}",
        &code[..17],
        if code.ends_with('0') { '1' } else { '0' }
    );
    let cases: Vec<(&str, Value, &str)> = vec![
        ("type", json!(7), "请选择机构类型"),
        ("name", json!(""), "请填写机构名称"),
        ("credit_code", json!("123"), "统一社会信用代码应为18位"),
        (
            "credit_code",
            json!(wrong_check),
            "统一社会信用代码校验不通过，请核对后重新填写",
        ),
        (
            "credit_code",
            json!(other_code),
            "该统一社会信用代码已被其他机构认证",
        ),
        (
            "type",
            json!(1),
            "统一社会信用代码与机构类型不符（基金会的代码以53开头）",
        ),
        (
            "certificate_valid_to",
            json!("2031-02-30"),
            "登记证书有效期格式不正确",
        ),
        ("certificate_images", json!([]), "请上传登记证书"),
        (
            "certificate_images",
            json!(["javascript:alert(1)"]),
            "登记证书图片地址无效，请重新上传",
        ),
        ("public_fundraising", json!(1), "请上传公开募捐资格证书"),
        (
            "phone",
            json!("12345"),
            "联系电话格式不正确（手机号或区号-座机号）",
        ),
        ("email", json!("no-at-sign"), "联系邮箱格式不正确"),
        ("district", json!("110105"), "所在地区不一致，请重新选择"),
        ("legal_person", json!("段"), "法定代表人长度须为2-20个字"),
    ];
    let before = snapshot(&app, org_id).await;
    for (field, value, msg) in cases {
        let mut body = good.clone();
        body[field] = value;
        app.post_expect(SUBMIT_FIRST, body, &org, 400, msg).await;
    }
    assert_eq!(snapshot(&app, org_id).await, before);
    let mut lower = good;
    lower["credit_code"] = code.to_lowercase().into();
    app.post_expect(SUBMIT_FIRST, lower, &org, 200, "提交成功，请等待平台审核")
        .await;
}

#[actix_web::test]
async fn an_expired_registration_certificate_is_refused_and_one_valid_until_today_is_accepted() {
    let (app, [org]) = spawn_logged_in(false, ["demo_newcomer"]).await;
    let org_id = app.org_of("demo_newcomer").await;
    let today = crate::rules::dates::today(crate::clock::now());
    let before = snapshot(&app, org_id).await;
    let mut expired = form(&app, "demo_newcomer").await;
    expired["certificate_valid_to"] = json!(crate::rules::dates::format(today - 1));
    app.post_expect(
        SUBMIT_FIRST,
        expired,
        &org,
        400,
        "登记证书已过期，请上传有效期内的登记证书",
    )
    .await;
    assert_eq!(snapshot(&app, org_id).await, before);
    let mut last_day = form(&app, "demo_newcomer").await;
    last_day["certificate_valid_to"] = json!(crate::rules::dates::format(today));
    let resp = app.post(SUBMIT_FIRST, last_day, Some(&org)).await;
    assert_eq!(resp["code"], 200, "{resp}");
}

#[actix_web::test]
async fn an_unauthenticated_organisation_is_told_what_the_platform_already_knows_for_its_form() {
    let (app, [org]) = spawn_logged_in(false, ["demo_newcomer"]).await;
    let info = app.get(INFO, Some(&org)).await;
    assert_eq!(info["data"]["current"], Value::Null);
    let known = &info["data"]["known"];
    assert_eq!(known["name"], "云南山花乡村发展中心");
    assert_eq!(known["phone"], "0871-63195520");
    assert_eq!(known["province"], "530000");
    assert_eq!(known["district"], "530102");
    assert_eq!(known["credit_code"].as_str().map(str::len), Some(18));
    assert_eq!(
        known.get("email"),
        None,
        "only the fields the form is prefilled with"
    );
}
