//! Payment accounts: validated formats, write-only secrets, one organisation's accounts only.

use super::calls::Step;
use super::{assert_code, spawn_logged_in};
use serde_json::{json, Value};

const SAVE: &str = "/api/organization/pay_account/save";
const LIST: &str = "/api/organization/pay_account/list";

fn wechat(secret: &str) -> Value {
    json!({"kind": 1, "account_name": "北京春晖公益基金会", "app_id": "wx8f3a2b1c4d5e6f70",
           "mch_id": "1612345678", "secret": secret})
}

#[actix_web::test]
async fn a_saved_secret_is_never_returned_and_an_empty_one_on_edit_keeps_it() {
    let (app, [token]) = spawn_logged_in(false, ["demo_org"]).await;
    let secret = "Ab3dEf6hIj9lMn2pQr5tUv8xYz1bCd4f";
    let saved = app.post(SAVE, wechat(secret), Some(&token)).await;
    assert_code(&saved, 200, "保存成功");
    assert_eq!(saved["data"]["has_secret"], true);
    let id = saved["data"]["id"].as_i64().unwrap();
    let list = app.get(LIST, Some(&token)).await;
    let detail = app
        .get(
            &format!("/api/organization/pay_account/detail?id={id}"),
            Some(&token),
        )
        .await;
    for resp in [&saved, &list, &detail] {
        assert!(!resp.to_string().contains(secret), "secret leaked: {resp}");
        assert!(!resp.to_string().contains("\"secret\""), "{resp}");
    }
    assert_eq!(list["data"]["list"][0]["kind_label"], "微信支付");
    assert_eq!(detail["data"]["mch_id"], "1612345678");

    let mut edit = wechat("");
    edit["id"] = id.into();
    edit["account_name"] = "春晖基金会（微信）".into();
    app.post_expect(SAVE, edit.clone(), &token, 200, "保存成功")
        .await;
    let stored: String = app
        .sql(move |c| {
            c.query_row("SELECT secret FROM pay_accounts WHERE id = ?1", [id], |r| {
                r.get(0)
            })
        })
        .await;
    assert_eq!(stored, secret, "an empty secret keeps the stored one");
    edit["secret"] = "Z".repeat(32).into();
    app.post(SAVE, edit.clone(), Some(&token)).await;
    let stored: String = app
        .sql(move |c| {
            c.query_row("SELECT secret FROM pay_accounts WHERE id = ?1", [id], |r| {
                r.get(0)
            })
        })
        .await;
    assert_eq!(stored, "Z".repeat(32));
    edit["kind"] = 2.into();
    edit["partner"] = "2088123412341234".into();
    edit["alipay_account"] = "pay@chunhui.org.cn".into();
    app.post_expect(SAVE, edit, &token, 400, "收款账户类型不能修改")
        .await;
}

#[actix_web::test]
async fn malformed_accounts_are_refused_and_nothing_is_stored() {
    let (app, [token]) = spawn_logged_in(false, ["demo_org"]).await;
    // The seed gives demo_org one account (its projects' payee); nothing may be added to it.
    let seeded = app.get(LIST, Some(&token)).await["data"]["total"].clone();
    let cases = [
        (
            json!({"kind": 1, "account_name": "春晖", "app_id": "wx123", "mch_id": "1612345678", "secret": "a".repeat(32)}),
            "AppID格式不正确，应为wx开头的18位字符",
        ),
        (
            json!({"kind": 1, "account_name": "春晖", "app_id": "wx8f3a2b1c4d5e6f70", "mch_id": "1612345678"}),
            "请填写API密钥",
        ),
        (
            json!({"kind": 2, "account_name": "春晖", "partner": "2088123412341234", "alipay_account": "not-an-account",
                "secret": "a".repeat(32)}),
            "支付宝账号格式不正确，应为邮箱或手机号",
        ),
        (
            json!({"kind": 3, "account_name": "春晖", "app_id": "1021000000000001", "partner": "2088123412341234"}),
            "AppID格式不正确，应为20开头的16位数字",
        ),
        (
            json!({"kind": 4, "account_name": "春晖"}),
            "收款账户类型不正确",
        ),
        (
            json!({"id": 99999, "kind": 1, "account_name": "春晖", "app_id": "wx8f3a2b1c4d5e6f70", "mch_id": "1612345678"}),
            "收款账户不存在",
        ),
    ];
    for (body, msg) in cases {
        app.post_expect(SAVE, body, &token, 400, msg).await;
    }
    assert_eq!(app.get(LIST, Some(&token)).await["data"]["total"], seeded);
}

#[actix_web::test]
async fn another_organisations_account_cannot_be_read_edited_or_deleted() {
    let (app, [owner, other]) = spawn_logged_in(false, ["demo_org", "demo_micro"]).await;
    let seeded = app.get(LIST, Some(&owner)).await["data"]["total"].clone();
    let id = app.post(SAVE, wechat(&"k".repeat(32)), Some(&owner)).await["data"]["id"]
        .as_i64()
        .unwrap();
    app.get_expect(
        &format!("/api/organization/pay_account/detail?id={id}"),
        &other,
        400,
        "收款账户不存在",
    )
    .await;
    let mut edit = wechat("");
    edit["id"] = id.into();
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (SAVE, edit, &other, 400, "收款账户不存在"),
        ("/api/organization/pay_account/delete", json!({"id": id}), &other, 400, "收款账户不存在"),
    ];
    app.expect_each(steps).await;
    assert_eq!(app.get(LIST, Some(&other)).await["data"]["total"], 0);
    assert_code(
        &app.post_id("/api/organization/pay_account/delete", id, &owner)
            .await,
        200,
        "删除成功",
    );
    assert_eq!(app.get(LIST, Some(&owner)).await["data"]["total"], seeded);
}
