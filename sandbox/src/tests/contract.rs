//! Real answers against `openapi.json`: every list and detail call, as every role that may make
//! it, is checked against the response schema the contract declares for it (types, required
//! fields, enums, nullability, through `$ref`, `allOf` and `anyOf`).

use super::calls::items;
use super::spawn_app;
use serde_json::{Map, Value};

const DOC: &str = include_str!("../../openapi.json");

/// GET calls without an id, and the detail each list's rows open (`id` from the first row).
pub(crate) const LISTS: [(&str, Option<&str>); 30] = [
    ("/api/organization/message/get_now_msg", None),
    ("/api/common/get_org", None),
    ("/api/organization/common/project_list", None),
    ("/api/organization/common/little_project_list", None),
    ("/api/common/get_love_fund", None),
    ("/api/organization/message/get_statistical_msg", None),
    ("/api/organization/push/org_msg_list", None),
    ("/api/organization/common/initiator_list", None),
    ("/api/organization/common/project_list_v2", None),
    ("/api/organization/account/info", None),
    ("/api/organization/auth/info", None),
    (
        "/api/organization/auth/review_list",
        Some("/api/organization/auth/review_detail"),
    ),
    (
        "/api/organization/pay_account/list",
        Some("/api/organization/pay_account/detail"),
    ),
    ("/api/organization/SZ/help_type_list", None),
    ("/api/organization/SZ/project_name_list", None),
    (
        "/api/organization/SZ/help_project_list",
        Some("/api/organization/SZ/help_project_detail"),
    ),
    (
        "/api/organization/SZ/draft_box_list",
        Some("/api/organization/SZ/help_project_detail"),
    ),
    (
        "/api/organization/SZ/help_project_progess_list",
        Some("/api/organization/SZ/help_project_progess_detail"),
    ),
    (
        "/api/organization/SZ/help_project_issue_list",
        Some("/api/organization/SZ/help_project_issue_audit"),
    ),
    (
        "/api/organization/SZ/donate_list",
        Some("/api/organization/SZ/bill_detail"),
    ),
    ("/api/organization/SJ/domain_list", None),
    (
        "/api/organization/SJ/project_list",
        Some("/api/organization/SJ/project_detail"),
    ),
    (
        "/api/organization/SJ/draft_box_list",
        Some("/api/organization/SJ/project_detail"),
    ),
    (
        "/api/organization/SJ/claim_pool_list",
        Some("/api/organization/SJ/project_detail"),
    ),
    (
        "/api/organization/SJ/claimed_list",
        Some("/api/organization/SJ/project_detail"),
    ),
    (
        "/api/organization/SJ/process_list",
        Some("/api/organization/SJ/process_detail"),
    ),
    (
        "/api/organization/SJ/change_list",
        Some("/api/organization/SJ/change_detail"),
    ),
    ("/api/organization/SJ/donate_list", None),
    (
        "/api/organization/SJ/share_list",
        Some("/api/organization/SJ/share_detail"),
    ),
    ("/api/organization/SJ/month_donate_list", None),
];

/// The micro-wish lists and the details their rows open (issue 19).
pub(crate) const WISH_LISTS: [(&str, Option<&str>); 9] = [
    (
        "/api/organization/wish/list",
        Some("/api/organization/wish/detail"),
    ),
    (
        "/api/organization/wish/issue_list",
        Some("/api/organization/wish/wish_links"),
    ),
    (
        "/api/organization/wish/claim_list",
        Some("/api/organization/wish/claim_detail"),
    ),
    ("/api/organization/wish/donate_list", None),
    ("/api/organization/wish/statistics", None),
    (
        "/api/organization/wish/link_list",
        Some("/api/organization/wish/link_detail"),
    ),
    (
        "/api/organization/wish/copywriting_list",
        Some("/api/organization/wish/copywriting_detail"),
    ),
    (
        "/api/organization/wish/change_list",
        Some("/api/organization/wish/change_detail"),
    ),
    ("/api/organization/message/all_account_list", None),
];

/// The activity lists and the details their rows open (issue 20).
pub(crate) const SX_LISTS: [(&str, Option<&str>); 9] = [
    (
        "/api/organization/activity/activity_list",
        Some("/api/organization/activity/activity_detail"),
    ),
    (
        "/api/organization/activity/issue_list",
        Some("/api/organization/activity/activity_detail"),
    ),
    (
        "/api/organization/activity/draft_box_list",
        Some("/api/organization/activity/activity_detail"),
    ),
    ("/api/organization/activity/activity_cate", None),
    ("/api/organization/activity/tag_list", None),
    ("/api/organization/activity/activity_list_statistics", None),
    ("/api/organization/activity/donate_list", None),
    (
        "/api/organization/activity/change_list",
        Some("/api/organization/activity/change_detail"),
    ),
    ("/api/organization/SJ/activity_can_use_project", None),
];

/// The charity-sale lists and the details their rows open (issue 21).
pub(crate) const SALE_LISTS: [(&str, Option<&str>); 9] = [
    (
        "/api/organization/thing/sale_list",
        Some("/api/organization/thing/sale_detail"),
    ),
    ("/api/organization/thing/sale_statistics", None),
    ("/api/organization/thing/can_use_thing_list", None),
    (
        "/api/organization/thing/auction_list",
        Some("/api/organization/thing/sale_detail"),
    ),
    ("/api/organization/thing/auction_list_statistics", None),
    (
        "/api/organization/thing/sale_order_list",
        Some("/api/organization/thing/sale_order_detail"),
    ),
    ("/api/organization/thing/sale_order_statistics", None),
    (
        "/api/organization/thing/goods_donation_list",
        Some("/api/organization/thing/goods_donation_detail"),
    ),
    (
        "/api/organization/thing/change_list",
        Some("/api/organization/thing/change_detail"),
    ),
];

/// The joint-donation micro-project lists and the details their rows open (issue 18).
pub(crate) const SJM_LISTS: [(&str, Option<&str>); 11] = [
    (
        "/api/organization/SJM/project_list",
        Some("/api/organization/SJM/project_detail"),
    ),
    (
        "/api/organization/SJM/draft_box_list",
        Some("/api/organization/SJM/project_detail"),
    ),
    (
        "/api/organization/SJM/verify_list",
        Some("/api/organization/SJM/project_detail"),
    ),
    (
        "/api/organization/SJM/process_list",
        Some("/api/organization/SJM/process_detail"),
    ),
    (
        "/api/organization/SJM/change_list",
        Some("/api/organization/SJM/change_detail"),
    ),
    (
        "/api/organization/SJM/share_list",
        Some("/api/organization/SJM/share_detail"),
    ),
    (
        "/api/organization/SJM/auth_list",
        Some("/api/organization/SJM/auth_detail"),
    ),
    ("/api/organization/SJM/donate_list", None),
    ("/api/organization/SJM/parent_list", None),
    ("/api/organization/SJM/org_options", None),
    ("/api/organization/SJM/auth_info", None),
];

/// Lists a role outside the area or the reviewers cannot call (their refusal is checked elsewhere).
pub(crate) const MORE_LISTS: [&str; 3] = [
    "/api/organization/SZ/get_org_receive_help_list",
    "/api/organization/SZ/receive_org_help_project_list",
    "/api/organization/SZ/import_help_project_list",
];

/// One demo account of each role (organisation, reviewer, partner, micro, super admin).
pub(crate) const ROLE_ACCOUNTS: [&str; 5] = [
    "demo_org",
    "demo_reviewer",
    "demo_partner",
    "demo_micro",
    "demo_admin",
];

/// `(list, detail)` of every area's lists (projects, help, wishes, activities, sales, micro).
pub(crate) fn area_lists() -> impl Iterator<Item = (&'static str, Option<&'static str>)> {
    LISTS
        .iter()
        .chain(WISH_LISTS.iter())
        .chain(SX_LISTS.iter())
        .chain(SALE_LISTS.iter())
        .chain(SJM_LISTS.iter())
        .copied()
}

struct Checker<'a> {
    schemas: &'a Map<String, Value>,
}

impl Checker<'_> {
    fn resolve<'s>(&'s self, schema: &'s Value) -> &'s Value {
        match schema.get("$ref").and_then(Value::as_str) {
            Some(r) => self.resolve(&self.schemas[r.trim_start_matches("#/components/schemas/")]),
            None => schema,
        }
    }

    /// Every way `v` breaks `schema`, each with the JSON path where it does.
    fn check(&self, schema: &Value, v: &Value, at: &str, errors: &mut Vec<String>) {
        let s = self.resolve(schema);
        if v.is_null() && s["nullable"] == true {
            return;
        }
        for part in items(&s["allOf"]) {
            self.check(part, v, at, errors);
        }
        // The document says anyOf: alternatives may overlap (an empty list fits any row type).
        if let Some(options) = s["anyOf"].as_array().or_else(|| s["oneOf"].as_array()) {
            let fits = options.iter().any(|o| {
                let mut e = Vec::new();
                self.check(o, v, at, &mut e);
                e.is_empty()
            });
            if !fits {
                errors.push(format!("{at}: fits no anyOf option: {v}"));
            }
        }
        if let Some(allowed) = s["enum"].as_array() {
            if !allowed.contains(v) {
                errors.push(format!("{at}: {v} not in {allowed:?}"));
            }
        }
        let ok = match s["type"].as_str() {
            None => true,
            Some("object") => v.is_object(),
            Some("array") => v.is_array(),
            Some("string") => v.is_string(),
            Some("integer") => v.is_i64() || v.is_u64(),
            Some("number") => v.is_number(),
            Some("boolean") => v.is_boolean(),
            Some(other) => {
                errors.push(format!("{at}: unknown type {other}"));
                true
            }
        };
        if !ok {
            errors.push(format!("{at}: expected {}, got {v}", s["type"]));
            return;
        }
        if let Some(obj) = v.as_object() {
            for key in items(&s["required"]).filter_map(Value::as_str) {
                if !obj.contains_key(key) {
                    errors.push(format!("{at}: missing required {key}"));
                }
            }
            for (key, sub) in s["properties"].as_object().into_iter().flatten() {
                if let Some(value) = obj.get(key) {
                    self.check(sub, value, &format!("{at}.{key}"), errors);
                }
            }
        }
        if let (Some(items), Some(list)) = (s.get("items"), v.as_array()) {
            for (i, item) in list.iter().enumerate() {
                self.check(items, item, &format!("{at}[{i}]"), errors);
            }
        }
    }
}

fn response_schema<'d>(doc: &'d Value, path: &str) -> &'d Value {
    let schema =
        &doc["paths"][path]["get"]["responses"]["200"]["content"]["application/json"]["schema"];
    assert!(
        schema.is_object(),
        "openapi.json declares no response schema for GET {path}"
    );
    schema
}

/// Panics unless `answer` (of `GET path`) matches the response schema `openapi.json` declares:
/// for calls that need an id or a parent (an area's tests call it with real answers).
pub(crate) fn check_against(path: &str, answer: &Value) {
    let doc: Value = serde_json::from_str(DOC).expect("openapi.json parses");
    let checker = Checker {
        schemas: doc["components"]["schemas"].as_object().expect("schemas"),
    };
    assert_eq!(answer["code"], 200, "{path}: {answer}");
    let mut errors = Vec::new();
    checker.check(response_schema(&doc, path), answer, path, &mut errors);
    assert!(errors.is_empty(), "{path}:\n{}", errors.join("\n"));
}

#[actix_web::test]
async fn every_list_and_detail_answer_matches_its_schema_in_openapi_json() {
    let doc: Value = serde_json::from_str(DOC).expect("openapi.json parses");
    let checker = Checker {
        schemas: doc["components"]["schemas"].as_object().expect("schemas"),
    };
    let app = spawn_app(false).await;
    let mut checked = 0;
    let mut errors = Vec::new();
    for account in ROLE_ACCOUNTS {
        let token = app.login(account).await;
        let lists = area_lists().chain(MORE_LISTS.iter().map(|p| (*p, None)));
        for (path, detail) in lists {
            let answer = app.get(&format!("{path}?pageSize=5"), Some(&token)).await;
            if answer["code"] != 200 {
                // A call outside the role (reviewers' lists for an organisation): its refusal
                // is an envelope like any other.
                assert_eq!(answer["code"], 400, "{account} {path}: {answer}");
                continue;
            }
            checker.check(
                response_schema(&doc, path),
                &answer,
                &format!("{account} {path}"),
                &mut errors,
            );
            checked += 1;
            let Some(detail) = detail else { continue };
            let rows = answer["data"]["list"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            for id in rows.iter().filter_map(|r| r["id"].as_i64()).take(2) {
                let answer = app.get_id(detail, id, &token).await;
                if answer["code"] == 400 && answer["reason"] == "forbidden" {
                    // A row the role lists but whose detail is the reviewers' page (SJM
                    // change_detail for the requesting organisation).
                    continue;
                }
                assert_eq!(answer["code"], 200, "{account} {detail}?id={id}: {answer}");
                let at = format!("{account} {detail}?id={id}");
                checker.check(response_schema(&doc, detail), &answer, &at, &mut errors);
                checked += 1;
            }
        }
    }
    assert!(
        errors.is_empty(),
        "{} mismatches:\n{}",
        errors.len(),
        errors.join("\n")
    );
    assert!(checked > 60, "only {checked} answers checked");
}

#[test]
fn the_checker_catches_a_missing_field_a_wrong_type_and_a_value_outside_the_enum() {
    let doc: Value = serde_json::from_str(DOC).expect("openapi.json parses");
    let checker = Checker {
        schemas: doc["components"]["schemas"].as_object().expect("schemas"),
    };
    let schema = response_schema(&doc, "/api/organization/push/org_msg_list");
    let good = serde_json::json!({"code": 200, "msg": "获取成功", "data": {"total": 1, "list": [
        {"id": 1, "title": "t", "content": "c", "is_read": 0, "created_at": 1, "link": ""}]}});
    let mut errors = Vec::new();
    checker.check(schema, &good, "good", &mut errors);
    assert!(errors.is_empty(), "{errors:?}");
    let mut bad = good.clone();
    bad["data"]["list"][0]["is_read"] = 2.into();
    bad["data"]["list"][0]["id"] = "1".into();
    if let Some(row) = bad["data"]["list"][0].as_object_mut() {
        row.remove("title");
    }
    checker.check(schema, &bad, "bad", &mut errors);
    assert_eq!(errors.len(), 3, "{errors:?}");
}
