//! The shared building blocks: the encrypted upload config, selector searches, export pages.

use super::{spawn_app, spawn_logged_in};
use base64::Engine;
use rsa::pkcs8::DecodePrivateKey;
use rsa::{Pkcs1v15Encrypt, RsaPrivateKey};
use serde_json::{json, Value};

/// Percent-encodes a query value (the test request builder takes only ASCII URIs).
fn enc(s: &str) -> String {
    s.bytes().map(|b| format!("%{b:02X}")).collect()
}

#[actix_web::test]
async fn the_upload_config_decrypts_with_the_private_key_into_the_spec_fields() {
    let (app, [token]) = spawn_logged_in(false, ["demo_org"]).await;
    let resp = app
        .get("/api/common/upload_pic/policy_get", Some(&token))
        .await;
    let info = resp["data"]["info"].as_str().expect("info").to_owned();
    assert!(
        info.split(',').count() >= 2,
        "the config needs several chunks"
    );

    let key = RsaPrivateKey::from_pkcs8_pem(&app.state.upload.private_key_pem).unwrap();
    let mut plain = Vec::new();
    for chunk in info.split(',') {
        let ct = base64::engine::general_purpose::STANDARD
            .decode(chunk)
            .unwrap();
        assert_eq!(ct.len(), 256, "2048-bit chunks");
        plain.extend(key.decrypt(Pkcs1v15Encrypt, &ct).unwrap());
    }
    let cfg: Value = serde_json::from_slice(&plain).unwrap();
    for field in [
        "accessKeyId",
        "accessKeySecret",
        "bucket",
        "region",
        "callback",
        "callback_var",
        "host",
        "dir",
        "expire",
    ] {
        assert!(cfg.get(field).is_some(), "{field} missing: {cfg}");
    }
    assert_eq!(cfg["bucket"], "orgcenter-images");
    assert_eq!(
        cfg["accessKeySecret"],
        app.state.upload.access_key_secret.as_str()
    );

    let files = app
        .get("/api/common/upload_pic/policy_file_get", Some(&token))
        .await;
    assert_eq!(files["code"], 200);
    assert_eq!(
        app.get("/api/common/upload_pic/policy_get", None).await["code"],
        300
    );
}

#[actix_web::test]
async fn initiators_are_organisations_or_accounts_and_own_organisation_only_for_role_1() {
    let (app, [org, admin]) = spawn_logged_in(false, ["demo_org", "demo_admin"]).await;
    let own = app
        .get("/api/organization/common/initiator_list?type=1", Some(&org))
        .await;
    assert_eq!(own["data"]["total"], 1);
    assert_eq!(own["data"]["list"][0]["name"], "北京春晖公益基金会");
    let all = app
        .get(
            &format!(
                "/api/organization/common/initiator_list?type=1&keyword={}",
                enc("公益")
            ),
            Some(&admin),
        )
        .await;
    assert!(all["data"]["total"].as_i64().unwrap() > 1);
    let accounts = app
        .get("/api/organization/common/initiator_list?type=2", Some(&org))
        .await;
    let names: Vec<&str> = accounts["data"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["name"].as_str().unwrap())
        .collect();
    assert!(
        !names.is_empty() && names.iter().all(|n| !n.is_empty()),
        "{accounts}"
    );
    let bad = app
        .get("/api/organization/common/initiator_list?type=3", Some(&org))
        .await;
    assert_eq!(bad["code"], 400);
}

#[actix_web::test]
async fn project_v2_lists_linkable_projects_with_the_current_choice_first() {
    let (app, [token]) = spawn_logged_in(false, ["demo_admin"]).await;
    let all = app
        .get(
            "/api/organization/common/project_list_v2?type=1",
            Some(&token),
        )
        .await;
    let linkable = app
        .get(
            "/api/organization/common/project_list_v2?type=1&is_relation=1",
            Some(&token),
        )
        .await;
    assert!(linkable["data"]["total"].as_i64() < all["data"]["total"].as_i64());
    assert!(linkable["data"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .all(|p| p["status"] == 2));
    let last = all["data"]["list"].as_array().unwrap().last().unwrap()["id"]
        .as_i64()
        .unwrap();
    let with_current = app
        .get(
            &format!(
                "/api/organization/common/project_list_v2?type=1&id={last}&title={}",
                enc("不存在的名称")
            ),
            Some(&token),
        )
        .await;
    assert_eq!(with_current["data"]["list"][0]["id"], last);
    assert_eq!(with_current["data"]["total"], 1);
    let micro = app
        .get(
            "/api/organization/common/project_list_v2?type=2",
            Some(&token),
        )
        .await;
    assert!(micro["data"]["list"][0].get("remain_target").is_some());
    assert!(all["data"]["list"].as_array().unwrap().len() <= 20);
}

#[actix_web::test]
async fn export_pages_go_up_to_1000_rows_and_bulk_rows_exist_only_in_test_mode() {
    let app = spawn_app(true).await;
    // Wishes are /MicroWish's (roles 2, 3, 99): staff export every organisation's.
    let token = app.login("demo_reviewer").await;
    let before = app
        .post(
            "/api/organization/wish/export_wish",
            json!({"pageNum": 1, "pageSize": 1}),
            Some(&token),
        )
        .await["data"]["total"]
        .as_i64()
        .unwrap();
    let added = app
        .sandbox(
            "export_rows",
            json!({"account": "demo_org", "table": "wish", "count": 1500}),
        )
        .await;
    assert_eq!(added["data"]["inserted"], 1500);
    let page = app
        .post(
            "/api/organization/wish/export_wish",
            json!({"pageNum": 2, "pageSize": 1000}),
            Some(&token),
        )
        .await;
    assert_eq!(page["data"]["total"], before + 1500);
    assert_eq!(
        page["data"]["list"].as_array().unwrap().len() as i64,
        before + 1500 - 1000
    );
    let row = &page["data"]["list"][0];
    for field in [
        "need_bill",
        "province",
        "city",
        "district",
        "address",
        "amount",
        "status_label",
    ] {
        assert!(row.get(field).is_some(), "{field}: {row}");
    }
    let too_big = app
        .post(
            "/api/organization/thing/export_sale",
            json!({"pageSize": 1001}),
            Some(&token),
        )
        .await;
    assert_eq!(too_big["code"], 400);

    let plain = spawn_app(false).await;
    let missing = plain
        .sandbox(
            "export_rows",
            json!({"account": "demo_org", "table": "sale", "count": 1}),
        )
        .await;
    assert_eq!(missing["code"], 404);
}
