//! Password changes (old password, SMS code) and accepting the platform agreement.

use super::calls::Step;
use super::{assert_code, spawn_logged_in};
use serde_json::json;

const CHANGE: &str = "/api/organization/account/change_password";
const MOBILE_CHANGE: &str = "/api/organization/account/mobile_change_password";
const NOW_MSG: &str = "/api/organization/message/get_now_msg";

#[actix_web::test]
async fn the_password_changes_with_the_old_one_and_other_sessions_end() {
    let (app, [token, other]) = spawn_logged_in(false, ["demo_org", "demo_org"]).await;
    let cases = [
        (
            json!({"old_pwd": "", "new_pwd": "abc12345"}),
            "请输入原密码",
        ),
        (
            json!({"old_pwd": "wrong-one1", "new_pwd": "abc12345"}),
            "原密码错误",
        ),
        (
            json!({"old_pwd": "Demo@2026", "new_pwd": "abc123"}),
            "新密码长度须为8-20位",
        ),
        (
            json!({"old_pwd": "Demo@2026", "new_pwd": "abcdefghij"}),
            "新密码须同时包含字母和数字",
        ),
        (
            json!({"old_pwd": "Demo@2026", "new_pwd": "Demo@2026"}),
            "新密码不能与原密码相同",
        ),
    ];
    for (body, msg) in cases {
        app.post_expect(CHANGE, body, &token, 400, msg).await;
    }
    assert_eq!(
        app.login_response("demo_org", "Demo@2026").await["code"],
        200,
        "a refusal changes nothing"
    );

    let done = app
        .post(
            CHANGE,
            json!({"old_pwd": "Demo@2026", "new_pwd": "Spring2026"}),
            Some(&token),
        )
        .await;
    assert_code(&done, 200, "密码修改成功");
    assert_eq!(
        app.get(NOW_MSG, Some(&token)).await["code"],
        200,
        "the current session stays"
    );
    assert_eq!(
        app.get(NOW_MSG, Some(&other)).await["code"],
        300,
        "other sessions end"
    );
    assert_code(
        &app.login_response("demo_org", "Demo@2026").await,
        400,
        "账号或密码错误",
    );
    assert_eq!(
        app.login_response("demo_org", "Spring2026").await["code"],
        200
    );
    assert_eq!(
        app.post(CHANGE, json!({"old_pwd": "x", "new_pwd": "y"}), None)
            .await["code"],
        300
    );
}

#[actix_web::test]
async fn the_password_changes_with_an_sms_code_sent_to_the_bound_number_and_a_wrong_code_is_spent()
{
    let (app, [token]) = spawn_logged_in(true, ["demo_org"]).await;
    let info = app
        .get("/api/organization/account/info", Some(&token))
        .await;
    assert_eq!(info["data"]["mobile"], "138****2026");
    let mobile = "13811112026";
    let sent = app
        .get(&format!("/api/common/mobile_code?mobile={mobile}"), None)
        .await;
    let code = sent["data"]["code"].as_str().unwrap().to_owned();

    let body = |m: &str, c: &str, p: &str| json!({"mobile": m, "code": c, "new_pwd": p});
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (MOBILE_CHANGE, body(mobile, "", "abc12345"), &token, 400, "请输入短信验证码"),
        (MOBILE_CHANGE, body("13900000000", &code, "abc12345"), &token, 400, "手机号与账号绑定的手机号不一致"),
        (MOBILE_CHANGE, body(mobile, &code, "short1"), &token, 400, "新密码长度须为8-20位"),
    ];
    app.expect_each(steps).await;
    let wrong = if code == "000000" { "111111" } else { "000000" };
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (MOBILE_CHANGE, body(mobile, wrong, "abc12345"), &token, 400, "短信验证码错误或已过期"),
        (MOBILE_CHANGE, body(mobile, &code, "abc12345"), &token, 400, "短信验证码错误或已过期"),
    ];
    app.expect_each(steps).await;
    assert_eq!(
        app.login_response("demo_org", "Demo@2026").await["code"],
        200,
        "nothing changed yet"
    );

    app.sql(|c| c.execute("UPDATE mobile_codes SET sent_at = sent_at - 120", []))
        .await;
    let fresh = app
        .get(&format!("/api/common/mobile_code?mobile={mobile}"), None)
        .await;
    let code = fresh["data"]["code"].as_str().unwrap().to_owned();
    app.post_expect(
        MOBILE_CHANGE,
        body(mobile, &code, "abc12345"),
        &token,
        200,
        "密码修改成功",
    )
    .await;
    assert_eq!(
        app.login_response("demo_org", "abc12345").await["code"],
        200
    );
    app.post_expect(
        MOBILE_CHANGE,
        body(mobile, &code, "xyz12345"),
        &token,
        400,
        "短信验证码错误或已过期",
    )
    .await;
}

#[actix_web::test]
async fn the_agreement_is_pending_for_the_newcomer_until_accepted() {
    let (app, [token]) = spawn_logged_in(false, ["demo_newcomer"]).await;
    assert_eq!(
        app.get(NOW_MSG, Some(&token)).await["data"]["in_agreement"],
        0
    );
    let accepted = app
        .post(
            "/api/organization/account/accept_agreement",
            json!({}),
            Some(&token),
        )
        .await;
    assert_code(&accepted, 200, "已同意平台协议");
    assert_eq!(
        app.get(NOW_MSG, Some(&token)).await["data"]["in_agreement"],
        1
    );
    let org = app.login("demo_org").await;
    assert_eq!(
        app.get(NOW_MSG, Some(&org)).await["data"]["in_agreement"],
        1
    );
}

#[actix_web::test]
async fn a_malformed_parameter_is_named_in_chinese_never_by_its_wire_name() {
    let (app, [token]) = spawn_logged_in(false, ["demo_org"]).await;
    let resp = app
        .post(
            CHANGE,
            json!({"old_pwd": "Demo@2026", "new_pwd": ["x"]}),
            Some(&token),
        )
        .await;
    assert_code(&resp, 400, "新密码格式错误");
    for (uri, msg) in [
        ("help_project_list?status=9", "状态不正确"),
        ("help_project_progess_list?help_id=abc", "求助编号不正确"),
        ("help_project_list?pageNum=0", "页码必须是不小于 1 的整数"),
    ] {
        let resp = app
            .get(&format!("/api/organization/SZ/{uri}"), Some(&token))
            .await;
        assert_code(&resp, 400, msg);
    }
    let resp = app
        .post(
            "/api/organization/push/org_msg_change",
            json!({"ids": "1,2"}),
            Some(&token),
        )
        .await;
    assert_code(&resp, 400, "消息编号必须是数组");
}
