//! The console's own contract (issue 39): `/openapi.json` is public OpenAPI 3.1, every call it
//! documents is one the running console answers with that method, every call the console
//! answers itself is documented, and every error carries a stable `reason` from the one list.

use std::collections::BTreeSet;

use actix_web::http::header;
use serde_json::{json, Value};

use orgcenter::own_calls::{Method, OwnCall};

use crate::support::{read, spawn_app, spawn_logged_in, spawn_with, TestApp};

async fn contract(app: &TestApp) -> Value {
    let reply = app.get("/openapi.json", None).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    reply.json()
}

/// `(METHOD, path)` of every documented operation.
fn operations(doc: &Value) -> BTreeSet<(String, String)> {
    let mut out = BTreeSet::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for method in item.as_object().expect("path item").keys() {
            if ["get", "post", "put", "delete", "patch"].contains(&method.as_str()) {
                out.insert((method.to_uppercase(), path.clone()));
            }
        }
    }
    out
}

#[actix_web::test]
async fn the_console_serves_its_contract_to_anyone_as_openapi_3_1_with_the_cookie_and_csrf_schemes()
{
    let app = spawn_app().await;
    let doc = contract(&app).await;
    assert_eq!(doc["openapi"], "3.1.0");
    let schemes = &doc["components"]["securitySchemes"];
    assert_eq!(schemes["cookie"]["in"], "cookie");
    assert_eq!(schemes["cookie"]["name"], "token_org");
    assert_eq!(schemes["csrf"]["name"], "X-Requested-With");
    assert!(
        schemes.get("token").is_none(),
        "the platform's header is not the console's"
    );

    let list = &doc["paths"]["/api/organization/common/project_list"]["get"];
    assert_eq!(list["security"], json!([{"cookie": [], "csrf": []}]));
    for status in ["403", "404", "413", "414", "502", "504"] {
        assert!(
            list["responses"].get(status).is_some(),
            "{status} undocumented"
        );
    }
    let login = &doc["paths"]["/api/organization/login/login"]["post"];
    assert!(login["responses"].get("429").is_some());
    assert!(
        doc["paths"]["/api/common/upload_pic/policy_get"].is_null(),
        "never passed through"
    );
    let clock = &doc["paths"]["/__sandbox/clock"]["post"];
    assert_eq!(
        clock["x-test-only"], true,
        "test mode documents its calls as test-only"
    );
    let reasons = &doc["components"]["schemas"]["ErrorEnvelope"]["properties"]["reason"]["enum"];
    for name in [
        "captcha_wrong",
        "password_wrong",
        "not_found",
        "not_allowed_in_state",
        "csrf_header_missing",
        "rate_limited",
    ] {
        assert!(reasons.as_array().unwrap().contains(&json!(name)), "{name}");
    }
}

#[actix_web::test]
async fn without_test_mode_the_contract_has_no_test_only_calls() {
    let app = spawn_with(|s| s.sandbox.test_mode = false).await;
    let doc = contract(&app).await;
    let test_only: Vec<_> = operations(&doc)
        .into_iter()
        .filter(|(_, p)| p.starts_with("/__sandbox/"))
        .collect();
    assert!(test_only.is_empty(), "{test_only:?}");
    let reply = app.post_json("/__sandbox/reset", None, &json!({})).await;
    assert_ne!(
        reply.status,
        200,
        "no reset without test mode: {}",
        reply.text()
    );
}

#[actix_web::test]
async fn every_documented_call_is_answered_by_the_running_console_with_its_method() {
    let app = spawn_app().await;
    let doc = contract(&app).await;
    let cookie = app.login("demo_admin").await;
    let export_name = doc["paths"]["/api/bff/export/{name}"]["post"]["parameters"][0]["schema"]
        ["enum"][0]
        .as_str()
        .expect("an export name")
        .to_owned();
    // A real export job, so the job calls are asked about something that exists.
    let job = app
        .post_json_value(
            &format!("/api/bff/export/{export_name}/jobs"),
            &cookie,
            &json!({}),
        )
        .await["data"]["job"]
        .as_str()
        .expect("an export job")
        .to_owned();
    let mut missing = Vec::new();
    let ops = operations(&doc);
    // The test calls (a reset ends every session) and logging out last: they end the session
    // the other calls use.
    let (last, first): (Vec<_>, Vec<_>) = ops
        .iter()
        .partition(|(_, p)| p == "/api/common/logout" || p.starts_with("/__sandbox/"));
    for (method, path) in first.into_iter().chain(last) {
        let url = app.url(&path.replace("{name}", &export_name).replace("{id}", &job));
        let req = app
            .client
            .request(method.parse().expect("method"), url)
            .insert_header(("x-requested-with", "orgcenter"))
            .insert_header((header::COOKIE, cookie.as_str()));
        let reply = if method == "GET" {
            read(req.send().await.expect("call")).await
        } else {
            read(req.send_json(&json!({})).await.expect("call")).await
        };
        let reason = serde_json::from_slice::<Value>(&reply.body)
            .map(|v| v["reason"].clone())
            .unwrap_or(Value::Null);
        let unknown = reason == "route_not_found" || reason == "method_not_allowed";
        let documented = doc["paths"][path.as_str()][method.to_lowercase()]["responses"]
            .get(reply.status.to_string())
            .is_some();
        // A 5xx is a fault even where documented (the platform is right here), except a
        // console still warming up saying so on /readyz.
        let fault = reply.status >= 500 && path != "/readyz";
        if unknown || reply.status == 404 || reply.status == 405 || fault || !documented {
            missing.push(format!(
                "{method} {path}: {} {}",
                reply.status,
                reply.text()
            ));
        }
    }
    assert!(
        missing.is_empty(),
        "{} calls not answered:\n{}",
        missing.len(),
        missing.join("\n")
    );
    assert!(ops.len() > 230, "only {} operations", ops.len());
}

/// Whether `path` (as registered, `{name}` a segment) names a documented path: the same
/// path, or one the pattern matches (`/__sandbox/{name}` matches `/__sandbox/reset`).
fn matches(pattern: &str, path: &str) -> bool {
    let (a, b): (Vec<_>, Vec<_>) = (pattern.split('/').collect(), path.split('/').collect());
    a.len() == b.len()
        && a.iter()
            .zip(&b)
            .all(|(x, y)| x == y || x.starts_with('{') || y.starts_with('{'))
}

/// The documented operations a registered call stands for.
fn documenting<'o>(
    call: &OwnCall,
    ops: &'o BTreeSet<(String, String)>,
) -> Vec<&'o (String, String)> {
    ops.iter()
        .filter(|(method, path)| {
            let method_fits = match call.method {
                Method::Get => method == "GET",
                Method::Post => method == "POST",
                Method::Any => true,
            };
            method_fits && matches(&call.path, path)
        })
        .collect()
}

#[actix_web::test]
async fn every_call_the_console_answers_itself_is_in_its_contract() {
    let app = spawn_app().await;
    let ops = operations(&contract(&app).await);
    // What the console registers (`app::own_routes`), read from the registration itself.
    let own = orgcenter::app::own_calls(true);
    let undocumented: Vec<_> = own
        .iter()
        .filter(|call| documenting(call, &ops).is_empty())
        .collect();
    assert!(undocumented.is_empty(), "not documented: {undocumented:?}");
    for (method, path) in [
        ("POST", "/api/organization/login/login"),
        ("GET", "/api/common/logout"),
        ("GET", "/api/bff/upload/policy"),
        ("POST", "/api/bff/export/{name}"),
        ("POST", "/__sandbox/{name}"),
    ] {
        assert!(
            own.iter()
                .any(|c| c.path == path && format!("{:?}", c.method).to_uppercase() == method),
            "the record lacks {method} {path}: {own:?}"
        );
    }
    let made_up = OwnCall {
        method: Method::Post,
        path: "/api/bff/no_such_call".into(),
    };
    assert!(
        documenting(&made_up, &ops).is_empty(),
        "the match is not vacuous"
    );
    assert!(
        !orgcenter::app::own_calls(false)
            .iter()
            .any(|c| c.path.starts_with("/__sandbox/")),
        "no test calls outside test mode"
    );
}

#[actix_web::test]
async fn each_kind_of_error_through_the_console_names_its_reason() {
    let (app, cookie) = spawn_logged_in("demo_org").await;

    let no_header = app
        .post_as("/api/organization/SJ/project_delete", &cookie)
        .send_json(&json!({"id": 1}))
        .await
        .expect("POST");
    let no_header = read(no_header).await;
    assert_eq!(
        no_header.status_and_reason(),
        (403, json!("csrf_header_missing"))
    );

    let unknown = app
        .get_xhr("/api/organization/no_such_call", Some(&cookie))
        .await;
    assert_eq!(unknown.status_and_reason(), (404, json!("route_not_found")));

    let missing = app
        .get_xhr(
            "/api/organization/SJ/project_detail?id=999999",
            Some(&cookie),
        )
        .await;
    assert_eq!(missing.json()["code"], 400, "{}", missing.text());
    assert_eq!(missing.json()["reason"], "not_found", "{}", missing.text());

    let forbidden = app
        .get_xhr("/api/organization/auth/review_list", Some(&cookie))
        .await;
    assert_eq!(
        forbidden.json()["reason"],
        "forbidden",
        "{}",
        forbidden.text()
    );

    let expired = app
        .get_xhr(
            "/api/organization/common/project_list",
            Some("token_org=not-a-session"),
        )
        .await;
    assert_eq!(expired.json()["code"], 300);
    assert_eq!(
        expired.json()["reason"],
        "session_expired",
        "{}",
        expired.text()
    );

    let huge = vec![b'x'; 11 * 1024 * 1024];
    let too_large = app
        .post_as("/api/organization/SJ/project_add", &cookie)
        .insert_header(("x-requested-with", "orgcenter"))
        .insert_header((header::CONTENT_TYPE, "application/json"))
        .send_body(huge)
        .await
        .expect("POST");
    let too_large = read(too_large).await;
    assert_eq!(too_large.status_and_reason(), (413, json!("too_large")));
}

#[actix_web::test]
async fn a_harness_resets_and_holds_the_clock_through_the_console_in_test_mode() {
    let app = spawn_with(|s| s.sandbox.clock = "2026-01-01T08:00:00+08:00".into()).await;
    let read_clock = app.post_json("/__sandbox/clock", None, &json!({})).await;
    assert_eq!(
        read_clock.json()["data"]["iso"],
        "2026-01-01T00:00:00Z",
        "{}",
        read_clock.text()
    );
    let moved = app
        .post_json("/__sandbox/clock", None, &json!({"advance": 86_400}))
        .await;
    assert_eq!(moved.json()["data"]["iso"], "2026-01-02T00:00:00Z");
    let reset = app.post_json("/__sandbox/reset", None, &json!({})).await;
    assert_eq!(reset.json()["code"], 200, "{}", reset.text());
    let no_header = read(
        app.client
            .post(app.url("/__sandbox/reset"))
            .send_json(&json!({}))
            .await
            .expect("POST"),
    )
    .await;
    assert_eq!(
        no_header.status, 403,
        "the test calls need the CSRF header too"
    );
}
