//! The route table against `openapi.json` (issue 39): every route the sandbox registers is
//! documented with its method, and every operation the document names is registered. The
//! table is recorded by the registration itself (`http::routes`), scope prefixes included.

use super::spawn_app;
use crate::app::route_table;
use actix_web::http::StatusCode;

use serde_json::Value;
use std::collections::BTreeSet;

const DOC: &str = include_str!("../../openapi.json");

/// `(METHOD, path)` of every operation in `openapi.json`.
fn documented() -> BTreeSet<(String, String)> {
    let doc: Value = serde_json::from_str(DOC).expect("openapi.json parses");
    let mut out = BTreeSet::new();
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for method in item.as_object().expect("path item").keys() {
            if !["parameters", "summary", "description"].contains(&method.as_str()) {
                out.insert((method.to_uppercase(), path.clone()));
            }
        }
    }
    out
}

/// `{key:.*}` as the document writes it, `{key}`.
fn template(path: &str) -> String {
    path.split('/')
        .map(|seg| match (seg.strip_prefix('{'), seg.split_once(':')) {
            (Some(_), Some((name, _))) => format!("{name}}}"),
            _ => seg.to_owned(),
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// The registered operations, in test mode (the test-only calls are documented too).
fn registered() -> BTreeSet<(String, String)> {
    route_table(true)
        .into_iter()
        .map(|r| (r.method.to_owned(), template(&r.path)))
        .collect()
}

fn listed(ops: &BTreeSet<(String, String)>) -> String {
    ops.iter()
        .map(|(m, p)| format!("{m} {p}"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn every_route_the_sandbox_registers_is_documented_in_openapi_json_with_its_method() {
    let missing: BTreeSet<_> = registered().difference(&documented()).cloned().collect();
    assert!(
        missing.is_empty(),
        "{} registered routes are not in sandbox/openapi.json:\n{}",
        missing.len(),
        listed(&missing)
    );
}

#[test]
fn every_operation_openapi_json_names_is_a_route_the_sandbox_registers() {
    let stale: BTreeSet<_> = documented().difference(&registered()).cloned().collect();
    assert!(
        stale.is_empty(),
        "{} operations in sandbox/openapi.json are not registered:\n{}",
        stale.len(),
        listed(&stale)
    );
}

#[test]
fn the_table_records_scope_prefixes_and_test_calls_only_in_test_mode() {
    let table = registered();
    for (method, path) in [
        ("GET", "/api/organization/SJM/project_list"),
        ("POST", "/api/organization/SJ/activity_can_use_project"),
        ("GET", "/api/organization/thing/sale_order_detail"),
        ("POST", "/__sandbox/reset"),
    ] {
        assert!(
            table.contains(&(method.to_owned(), path.to_owned())),
            "{method} {path} not in the table"
        );
    }
    let normal: Vec<_> = route_table(false)
        .into_iter()
        .filter(|r| r.path.starts_with("/__sandbox/") && r.path != "/__sandbox/health")
        .collect();
    assert!(normal.is_empty(), "{normal:?}");
}

/// The table is what the app serves: each recorded path, asked with a method no route has,
/// is a known path refusing the method (405), where an unknown path is a 404.
#[actix_web::test]
async fn every_recorded_path_is_one_the_running_app_answers() {
    let app = spawn_app(true).await;
    let (status, _) = app
        .call(
            actix_web::test::TestRequest::put()
                .uri("/api/organization/SJM/no_such_call")
                .to_request(),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "an unknown path");
    let paths: BTreeSet<String> = route_table(true).into_iter().map(|r| r.path).collect();
    let mut unanswered = Vec::new();
    for path in &paths {
        let uri = template(path).replace(['{', '}'], "");
        let (status, body) = app
            .call(actix_web::test::TestRequest::put().uri(&uri).to_request())
            .await;
        if status != StatusCode::METHOD_NOT_ALLOWED {
            unanswered.push(format!("{path}: {status} {body}"));
        }
    }
    assert!(unanswered.is_empty(), "{}", unanswered.join("\n"));
    assert!(paths.len() > 250, "only {} paths", paths.len());
}
