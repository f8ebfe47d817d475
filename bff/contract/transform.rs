//! The platform document (OpenAPI 3.0, `sandbox/openapi.json`) turned into the console's
//! (OpenAPI 3.1): schemas rewritten for 3.1, the platform's `token` header replaced by the
//! console's cookie + CSRF header, every 200 envelope admitting the error envelope, and the
//! answers the console itself can give added to every call. Pure: JSON in, JSON out.

use serde_json::{json, Map, Value};

/// OpenAPI 3.0's `nullable` → 3.1's `null` type, recursively. `{type: T, nullable}` becomes
/// `{type: [T, "null"]}`; a nullable schema without a type (a `$ref`, an `allOf`, anything)
/// becomes `anyOf` of itself and `null`, or — with nothing to constrain — just loses the flag.
pub fn nullable_to_31(schema: &mut Value) {
    match schema {
        Value::Object(map) => {
            for value in map.values_mut() {
                nullable_to_31(value);
            }
            if map.remove("nullable") != Some(Value::Bool(true)) {
                return;
            }
            match map.get("type").cloned() {
                Some(Value::String(t)) => {
                    map.insert("type".into(), json!([t, "null"]));
                    if let Some(Value::Array(options)) = map.get_mut("enum") {
                        options.push(Value::Null);
                    }
                }
                Some(_) => {}
                None => {
                    let constrains = map.keys().any(|k| {
                        !matches!(k.as_str(), "description" | "title" | "example" | "default")
                    });
                    if constrains {
                        let keep: Map<String, Value> = std::mem::take(map);
                        let (notes, rest): (Map<String, Value>, Map<String, Value>) = keep
                            .into_iter()
                            .partition(|(k, _)| k == "description" || k == "title");
                        *map = notes;
                        map.insert(
                            "anyOf".into(),
                            json!([Value::Object(rest), { "type": "null" }]),
                        );
                    }
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(nullable_to_31),
        _ => {}
    }
}

/// The console's security for one operation. The platform's `token` becomes the session
/// cookie and the CSRF header (a harness sends both on every call); a call without a token
/// that changes state still needs the header.
pub fn security_for(op: &Value, changes_state: bool) -> Option<Value> {
    let platform = op.get("security").and_then(Value::as_array);
    let needs_token = platform.is_some_and(|alts| alts.iter().any(|a| a.get("token").is_some()));
    if needs_token {
        Some(json!([{ "cookie": [], "csrf": [] }]))
    } else if changes_state {
        Some(json!([{ "csrf": [] }]))
    } else {
        platform.map(|_| json!([]))
    }
}

/// Every JSON 200 answer also admits the error envelope (HTTP 200 with code 300/400), which
/// is how the platform and the console refuse a call.
pub fn admit_error_envelope(op: &mut Value) {
    let Some(ok) = op.pointer_mut("/responses/200/content/application~1json/schema") else {
        return;
    };
    let admits = ok
        .get("anyOf")
        .and_then(Value::as_array)
        .is_some_and(|alts| {
            alts.iter()
                .any(|a| a.get("$ref") == Some(&json!(ERROR_REF)))
        });
    if !admits {
        let success = ok.take();
        *ok = json!({ "anyOf": [success, { "$ref": ERROR_REF }] });
    }
}

pub const ERROR_REF: &str = "#/components/schemas/ErrorEnvelope";

/// The statuses the console answers any call with besides 200, each its error envelope:
/// refusals before the platform is asked, and the platform's own 404/405 passed through.
pub const ERROR_STATUSES: [(&str, &str); 8] = [
    ("400", "The request could not be read (a broken body or path): bad_format. A URI over 64 KB is refused by the HTTP layer before the console sees it: an empty 400, connection closed."),
    ("403", "Refused by the console: CSRF header missing (csrf_header_missing), cross-site (cross_site, origin_mismatch, content_type_refused), or an area the user's roles may not see (forbidden)."),
    ("404", "No such call: route_not_found."),
    ("405", "The call exists with another method: method_not_allowed."),
    ("413", "The body is over upstream.max_body_bytes: too_large."),
    ("414", "The URI (path and query) is over 16 KB: too_large."),
    ("502", "The platform could not be reached or answered badly: upstream_unreachable, upstream_bad_response."),
    ("504", "The platform did not answer within the 5000 ms budget: upstream_timeout."),
];

/// The statuses of the calls the console limits itself (logins, SMS codes).
pub const LIMIT_STATUSES: [(&str, &str); 2] = [
    (
        "429",
        "Too many tries; Retry-After says when to try again: rate_limited.",
    ),
    (
        "503",
        "The shared limiter store cannot be reached: login_unavailable.",
    ),
];

/// Adds the console's error answers an operation does not document yet.
pub fn add_error_responses(op: &mut Value, statuses: &[(&str, &str)]) {
    let Some(responses) = op.get_mut("responses").and_then(Value::as_object_mut) else {
        return;
    };
    for (status, why) in statuses {
        // The platform's own 404/405 descriptions are about the same answers; the console's
        // envelope (with `reason`) replaces them.
        let content = json!({ "application/json": { "schema": { "$ref": ERROR_REF } } });
        responses.insert(
            (*status).to_owned(),
            json!({ "description": why, "content": content }),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nullable_types_refs_and_bare_notes_become_3_1_schemas() {
        let mut typed = json!({"type": "string", "nullable": true, "enum": ["a"]});
        nullable_to_31(&mut typed);
        assert_eq!(
            typed,
            json!({"type": ["string", "null"], "enum": ["a", null]})
        );

        let mut referenced = json!({"$ref": "#/x", "nullable": true, "description": "d"});
        nullable_to_31(&mut referenced);
        assert_eq!(
            referenced,
            json!({"description": "d", "anyOf": [{"$ref": "#/x"}, {"type": "null"}]})
        );

        let mut anything = json!({"nullable": true, "description": "业务数据"});
        nullable_to_31(&mut anything);
        assert_eq!(anything, json!({"description": "业务数据"}));
    }

    #[test]
    fn a_200_answer_admits_the_error_envelope_once() {
        let mut op = json!({"responses": {"200": {"content": {"application/json": {"schema": {"$ref": "#/a"}}}}}});
        admit_error_envelope(&mut op);
        admit_error_envelope(&mut op);
        assert_eq!(
            op.pointer("/responses/200/content/application~1json/schema"),
            Some(&json!({"anyOf": [{"$ref": "#/a"}, {"$ref": ERROR_REF}]}))
        );
    }

    #[test]
    fn the_platform_token_becomes_the_cookie_and_the_csrf_header() {
        let op = json!({"security": [{"token": []}]});
        assert_eq!(
            security_for(&op, false),
            Some(json!([{"cookie": [], "csrf": []}]))
        );
        assert_eq!(security_for(&json!({}), true), Some(json!([{"csrf": []}])));
        assert_eq!(security_for(&json!({}), false), None);
    }
}
