//! Organisation management through the BFF's `/api/**`: authentication and its review, payment
//! accounts with write-only secrets, and both ways to change the password.

use serde_json::{json, Value};

use crate::support::{spawn_logged_in, TestApp};

/// The newcomer's organisation (a 社会服务机构) as a complete authentication form.
async fn auth_form(app: &TestApp, cookie: &str) -> Value {
    let org = app.get("/api/common/get_org", Some(cookie)).await.json();
    json!({
        "type": 3, "name": org["data"]["name"], "credit_code": org["data"]["credit_code"],
        "registration_authority": "昆明市民政局", "certificate_valid_to": "2031-02-25",
        "certificate_images": ["/sandbox-files/oss/orgcenter-images/images/8/cert.png"],
        "legal_person": "段丽萍", "public_fundraising": 0, "contact": "李春燕", "phone": "0871-63195520",
        "email": "shanhua@yn-rural.org.cn", "province": "530000", "city": "530100", "district": "530102",
        "address": "云南省昆明市五华区人民中路28号美亚大厦7楼",
    })
}

#[actix_web::test]
async fn an_organisation_is_returned_with_a_reason_resubmits_and_is_passed_through_the_bff() {
    let (app, org) = spawn_logged_in("demo_newcomer").await;
    let reviewer = app.login("demo_reviewer").await;
    let form = auth_form(&app, &org).await;

    let sent = app
        .post_json_value("/api/organization/auth/submit_first", &org, &form)
        .await;
    assert_eq!(sent["code"], 200, "{sent}");
    let again = app
        .post_json_value("/api/organization/auth/submit_first", &org, &form)
        .await;
    assert_eq!(again["code"], 400);
    assert_eq!(again["msg"], "认证资料正在审核中，请等待审核结果");

    let queue = app
        .get_json("/api/organization/auth/review_list?status=1", &reviewer)
        .await;
    let id = queue["data"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["org_name"] == form["name"])
        .expect("the submission is in the queue")["id"]
        .clone();
    let by_org = app
        .post_json_value(
            "/api/organization/auth/review",
            &org,
            &json!({"id": id, "result": 1}),
        )
        .await;
    assert_eq!(by_org["msg"], "无权审核机构认证");
    let back = app
        .post_json_value(
            "/api/organization/auth/review",
            &reviewer,
            &json!({"id": id, "result": 2, "reason": "请上传登记证书正本"}),
        )
        .await;
    assert_eq!(back["code"], 200, "{back}");
    let info = app.get_json("/api/organization/auth/info", &org).await;
    assert_eq!(info["data"]["certification"], 3);
    assert_eq!(info["data"]["return_reason"], "请上传登记证书正本");

    let resent = app
        .post_json_value("/api/organization/auth/submit_first", &org, &form)
        .await;
    let passed = app
        .post_json_value(
            "/api/organization/auth/review",
            &reviewer,
            &json!({"id": resent["data"]["id"], "result": 1}),
        )
        .await;
    assert_eq!(passed["msg"], "审核通过");
    let info = app.get_json("/api/organization/auth/info", &org).await;
    assert_eq!(info["data"]["certification_label"], "已认证");
    assert_eq!(
        info["data"]["current"]["registration_authority"],
        "昆明市民政局"
    );
}

#[actix_web::test]
async fn a_wechat_account_secret_never_comes_back_through_the_bff() {
    let (app, org) = spawn_logged_in("demo_org").await;
    let secret = "Qw3rTy6uIo9pAs2dFg5hJk8lZx1cVb4n";
    let body = json!({"kind": 1, "account_name": "北京春晖公益基金会", "app_id": "wx8f3a2b1c4d5e6f70",
                      "mch_id": "1612345678", "secret": secret});
    let saved = app
        .post_json("/api/organization/pay_account/save", Some(&org), &body)
        .await;
    assert_eq!(saved.json()["data"]["has_secret"], true, "{}", saved.text());
    let id = saved.json()["data"]["id"].as_i64().unwrap();
    let list = app
        .get("/api/organization/pay_account/list", Some(&org))
        .await;
    let detail = app
        .get(
            &format!("/api/organization/pay_account/detail?id={id}"),
            Some(&org),
        )
        .await;
    for text in [saved.text(), list.text(), detail.text()] {
        assert!(!text.contains(secret), "secret leaked: {text}");
    }
    let bad = app
        .post_json(
            "/api/organization/pay_account/save",
            Some(&org),
            &json!({"kind": 1, "account_name": "春晖", "app_id": "wx1",
                   "mch_id": "1612345678", "secret": secret}),
        )
        .await
        .json();
    assert_eq!(bad["msg"], "AppID格式不正确，应为wx开头的18位字符");
}

#[actix_web::test]
async fn the_password_changes_with_the_old_one_and_then_with_an_sms_code() {
    let (app, org) = spawn_logged_in("demo_org").await;
    let change = |new_pwd: &str| {
        let form = json!({"old_pwd": "Demo@2026", "new_pwd": new_pwd});
        let (app, org) = (&app, &org);
        async move {
            app.post_json_value("/api/organization/account/change_password", org, &form)
                .await
        }
    };
    let weak = change("abcdefgh").await;
    assert_eq!(weak["msg"], "新密码须同时包含字母和数字");
    let done = change("Spring2026").await;
    assert_eq!(done["code"], 200, "{done}");
    assert_eq!(
        app.login_reply("demo_org", "Demo@2026").await.json()["code"],
        400
    );
    assert_eq!(
        app.login_reply("demo_org", "Spring2026").await.json()["code"],
        200
    );

    let sent = app
        .get_xhr_json("/api/common/mobile_code?mobile=13811112026", &org)
        .await;
    let code = sent["data"]["code"]
        .as_str()
        .expect("test mode reveals the code")
        .to_owned();
    let changed = app
        .post_json_value(
            "/api/organization/account/mobile_change_password",
            &org,
            &json!({"mobile": "13811112026", "code": code, "new_pwd": "Summer2026"}),
        )
        .await;
    assert_eq!(changed["code"], 200, "{changed}");
    assert_eq!(
        app.login_reply("demo_org", "Summer2026").await.json()["code"],
        200
    );
}
