use super::{assert_code, spawn_app, spawn_logged_in};
use crate::rules::credit_code;
use actix_web::http::StatusCode;
use actix_web::test;

#[actix_web::test]
async fn every_seeded_organisation_has_a_valid_credit_code_and_a_mutation_is_rejected() {
    let app = spawn_app(false).await;

    let codes: Vec<String> = app
        .sql(|c| {
            let mut stmt = c.prepare("SELECT credit_code FROM orgs")?;
            let rows = stmt.query_map([], |r| r.get(0))?.collect();
            rows
        })
        .await;

    assert!(codes.len() >= 5);
    for code in &codes {
        assert!(credit_code::is_valid(code), "{code}");
        let mut mutated = code.clone();
        let last = if code.ends_with('0') { "1" } else { "0" };
        mutated.replace_range(17..18, last);
        assert!(!credit_code::is_valid(&mutated), "{mutated}");
    }
}

#[actix_web::test]
async fn get_org_returns_the_users_organisation_with_its_certification_label() {
    let (app, [token]) = spawn_logged_in(false, ["demo_org"]).await;

    let resp = app.get("/api/common/get_org", Some(&token)).await;

    assert_code(&resp, 200, "获取成功");
    let org = &resp["data"];
    assert_eq!(org["name"], "北京春晖公益基金会");
    assert_eq!(org["certification"], 2);
    assert_eq!(org["certification_label"], "已认证");
    assert_eq!(org["province"], "110000");
    assert!(org["credit_code"]
        .as_str()
        .is_some_and(credit_code::is_valid));
    assert!(org["registered_at"]
        .as_i64()
        .is_some_and(|t| (1_000_000_000..10_000_000_000).contains(&t)));
    for key in [
        "short_name",
        "legal_person",
        "contact",
        "phone",
        "email",
        "city",
        "district",
        "address",
        "logo",
        "business_scope",
    ] {
        assert!(
            org[key].as_str().is_some_and(|s| !s.is_empty()),
            "{key}: {org}"
        );
    }
}

#[actix_web::test]
async fn the_avatar_in_the_user_info_is_an_svg_served_by_the_sandbox() {
    let (app, [token]) = spawn_logged_in(false, ["demo_micro"]).await;
    let info = app
        .get("/api/organization/message/get_now_msg", Some(&token))
        .await;
    let avatar = info["data"]["avatar"]
        .as_str()
        .expect("avatar url")
        .to_owned();
    assert!(avatar.starts_with("/sandbox-files/avatar/"), "{avatar}");
    let path = avatar.as_str();

    let resp = test::call_service(&app.svc, test::TestRequest::get().uri(path).to_request()).await;

    assert_eq!(resp.status(), StatusCode::OK);
    let body = String::from_utf8(test::read_body(resp).await.to_vec()).expect("utf-8");
    assert!(body.starts_with("<svg") && body.contains('微'), "{body}");
    let missing = app.get("/sandbox-files/avatar/999.svg", None).await;
    assert_eq!(missing["code"], 404);
}
