//! `GET /openapi.json`: the console's own contract (OpenAPI 3.1), readable without logging in.
//!
//! It is made, not kept: the platform's calls come from the platform document the sandbox
//! implements and is tested against (`sandbox/openapi.json`), turned into what the console
//! answers (`transform.rs`); the calls the console answers itself come from a small fragment
//! (`console.json`); the lists that exist in code — error reasons, export names, the GETs
//! that change state — are read from the code. A test (`tests/integration/contract.rs`) calls
//! every documented operation on a running console, and schemathesis (`scripts/contract.sh`)
//! checks its answers against this document.

mod transform;

use std::sync::OnceLock;

use actix_web::http::header;
use actix_web::{web, HttpResponse};
use orgcenter_core::reason::Reason;
use serde_json::{json, Map, Value};

use crate::session::csrf;
use crate::state::AppState;

const PLATFORM: &str = include_str!("../../sandbox/openapi.json");
const CONSOLE: &str = include_str!("console.json");

/// Platform paths the console never serves: the sandbox's own pages and files, which are not
/// `/api/**` calls (`/sandbox-files/*` is passed through as files, not as a contract).
fn is_platform_only(path: &str) -> bool {
    (!path.starts_with("/api/") && !path.starts_with("/__sandbox/")) || path == "/__sandbox/health"
}

/// The document as served; `test_mode` adds the test-only calls (`/__sandbox/*`), which the
/// console passes to its bundled sandbox only in test mode.
pub fn document(test_mode: bool) -> &'static str {
    static TEST: OnceLock<String> = OnceLock::new();
    static NORMAL: OnceLock<String> = OnceLock::new();
    let cell = if test_mode { &TEST } else { &NORMAL };
    cell.get_or_init(|| build(test_mode).to_string())
}

pub async fn serve(state: web::Data<AppState>) -> HttpResponse {
    let test_mode = state.settings.sandbox.test_mode && state.settings.uses_sandbox();
    HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "application/json"))
        // Public and the same for everyone; it changes only with the binary.
        .insert_header((header::CACHE_CONTROL, "public, max-age=300"))
        .body(document(test_mode))
}

/// Builds the console's document. Both inputs are compiled in and checked by tests, so a
/// failure to parse them is a build defect: it yields an empty-but-valid document rather
/// than a panic in a request.
pub fn build(test_mode: bool) -> Value {
    let platform: Value = serde_json::from_str(PLATFORM).unwrap_or_else(|_| json!({}));
    let console: Value = serde_json::from_str(CONSOLE).unwrap_or_else(|_| json!({}));
    let list = |key: &str| -> Vec<String> {
        console
            .pointer(&format!("/x-orgcenter/{key}"))
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .map(str::to_owned)
            .collect()
    };
    let (dropped, limited) = (list("not_passed_through"), list("rate_limited"));

    let mut paths = Map::new();
    let platform_paths = platform["paths"].as_object().cloned().unwrap_or_default();
    for (path, mut item) in platform_paths {
        let test_only = path.starts_with("/__sandbox/");
        if is_platform_only(&path) || dropped.contains(&path) || (test_only && !test_mode) {
            continue;
        }
        let Some(ops) = item.as_object_mut() else {
            continue;
        };
        for (method, op) in ops.iter_mut() {
            let changes_state =
                method != "get" || csrf::STATE_CHANGING_GETS.contains(&path.as_str());
            adapt_operation(op, changes_state, limited.contains(&path));
            if test_only {
                mark_test_only(op);
            }
        }
        paths.insert(path, item);
    }
    // The console's own calls replace the platform's where both exist (login answers
    // differently through the console).
    for (path, mut item) in console["paths"].as_object().cloned().unwrap_or_default() {
        let api = path.starts_with("/api/");
        for (_, op) in item.as_object_mut().into_iter().flatten() {
            transform::nullable_to_31(op);
            if api {
                transform::admit_error_envelope(op);
                transform::add_error_responses(op, &transform::ERROR_STATUSES);
                if limited.contains(&path) {
                    transform::add_error_responses(op, &transform::LIMIT_STATUSES);
                }
            }
        }
        paths.insert(path, item);
    }
    for export in ["/api/bff/export/{name}", "/api/bff/export/{name}/jobs"] {
        if let Some(names) = paths
            .get_mut(export)
            .and_then(|p| p.pointer_mut("/post/parameters/0/schema/enum"))
        {
            *names = crate::export::sheets::SHEETS
                .iter()
                .map(|s| json!(s.name))
                .collect();
        }
    }

    let mut schemas = platform["components"]["schemas"]
        .as_object()
        .cloned()
        .unwrap_or_default();
    for schema in schemas.values_mut() {
        transform::nullable_to_31(schema);
    }
    schemas.insert("ErrorEnvelope".into(), error_envelope());

    let mut tags = platform["tags"].as_array().cloned().unwrap_or_default();
    tags.extend(console["tags"].as_array().cloned().unwrap_or_default());
    json!({
        "openapi": "3.1.0",
        "info": {
            "title": console["info"]["title"],
            "version": env!("CARGO_PKG_VERSION"),
            "description": console["info"]["description"],
        },
        "servers": [{ "url": "/" }],
        "tags": tags,
        "paths": paths,
        "components": {
            "securitySchemes": {
                "cookie": {
                    "type": "apiKey", "in": "cookie", "name": crate::session::cookies::TOKEN_COOKIE,
                    "description": "The session, set HttpOnly by the login call."
                },
                "csrf": {
                    "type": "apiKey", "in": "header", "name": "X-Requested-With",
                    "description": format!("Always `{}`: a cross-site page cannot send it.", csrf::CSRF_VALUE)
                }
            },
            "schemas": schemas,
        },
    })
}

fn adapt_operation(op: &mut Value, changes_state: bool, limited: bool) {
    let security = transform::security_for(op, changes_state);
    transform::nullable_to_31(op);
    if let Some(map) = op.as_object_mut() {
        match security {
            Some(s) => map.insert("security".into(), s),
            None => map.remove("security"),
        };
    }
    transform::admit_error_envelope(op);
    transform::add_error_responses(op, &transform::ERROR_STATUSES);
    if limited {
        transform::add_error_responses(op, &transform::LIMIT_STATUSES);
    }
}

fn mark_test_only(op: &mut Value) {
    if let Some(map) = op.as_object_mut() {
        map.insert("x-test-only".into(), json!(true));
        map.insert("tags".into(), json!(["test-only"]));
    }
}

/// `{code, msg, reason, data: null}`; `reason` is one of `orgcenter_core::reason::Reason::ALL`.
fn error_envelope() -> Value {
    let names: Vec<&str> = Reason::ALL.iter().map(|r| r.as_str()).collect();
    let meanings: Vec<String> = Reason::ALL
        .iter()
        .map(|r| format!("- `{}`: {}", r.as_str(), r.meaning()))
        .collect();
    json!({
        "type": "object",
        "required": ["code", "msg", "data"],
        "properties": {
            "code": {
                "type": "integer",
                "description": "300 the session is over; 400 refused; otherwise the HTTP status (403, 404, 405, 413, 429, 500, 502, 503, 504)"
            },
            "msg": { "type": "string", "description": "中文说明, for people" },
            "reason": {
                "type": "string",
                "enum": names,
                "description": format!("For programs; stable. Always sent by the console and its bundled platform (a real platform may leave it out).\n{}", meanings.join("\n"))
            },
            "data": { "type": "null" }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count_key(v: &Value, key: &str) -> usize {
        match v {
            Value::Object(map) => {
                usize::from(map.contains_key(key))
                    + map.values().map(|x| count_key(x, key)).sum::<usize>()
            }
            Value::Array(items) => items.iter().map(|x| count_key(x, key)).sum(),
            _ => 0,
        }
    }

    #[test]
    fn the_console_document_is_3_1_without_3_0_leftovers_or_the_platform_token() {
        let doc = build(true);
        assert_eq!(doc["openapi"], "3.1.0");
        assert_eq!(count_key(&doc, "nullable"), 0, "nullable is 3.0 only");
        let text = doc.to_string();
        assert!(
            !text.contains(r#"{"token":[]}"#),
            "the platform's auth scheme is gone"
        );
        assert!(!text.contains("\"/sandbox-files/"), "not a /api/** call");
    }

    #[test]
    fn every_api_call_documents_the_console_error_answers_and_every_200_admits_the_error_envelope()
    {
        let doc = build(true);
        for (path, item) in doc["paths"].as_object().unwrap() {
            if !path.starts_with("/api/") {
                continue;
            }
            for (method, op) in item.as_object().unwrap() {
                for (status, _) in transform::ERROR_STATUSES {
                    assert!(
                        op["responses"].get(status).is_some(),
                        "{method} {path} lacks {status}"
                    );
                }
                if let Some(schema) = op.pointer("/responses/200/content/application~1json/schema")
                {
                    assert!(
                        schema.to_string().contains(transform::ERROR_REF),
                        "{method} {path}"
                    );
                }
            }
        }
    }

    #[test]
    fn both_documents_list_exactly_the_reasons_of_the_one_list() {
        let names: Vec<Value> = Reason::ALL.iter().map(|r| json!(r.as_str())).collect();
        let console = build(false);
        assert_eq!(
            console["components"]["schemas"]["ErrorEnvelope"]["properties"]["reason"]["enum"],
            Value::Array(names.clone())
        );
        let platform: Value = serde_json::from_str(PLATFORM).unwrap();
        assert_eq!(
            platform["components"]["schemas"]["Envelope"]["properties"]["reason"]["enum"],
            Value::Array(names),
            "sandbox/openapi.json's Envelope.reason must list orgcenter_core::reason::Reason::ALL"
        );
    }

    #[test]
    fn test_only_calls_are_in_the_test_mode_document_only_and_marked() {
        let with = build(true);
        let without = build(false);
        let clock = &with["paths"]["/__sandbox/clock"]["post"];
        assert_eq!(clock["x-test-only"], true);
        assert_eq!(clock["tags"], json!(["test-only"]));
        assert!(without["paths"]
            .as_object()
            .unwrap()
            .keys()
            .all(|p| !p.starts_with("/__sandbox/")));
    }
}
