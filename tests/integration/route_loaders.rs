//! Manifest-driven: every route with loaders renders 200 on the server with every loader
//! answered (code 200) for at least one role that may open it, `:id` parameters filled with
//! ids the seeded data (or a record created here) really has. A page whose loader calls a
//! wrong path, sends a wrong parameter or needs data the platform refuses fails here, per
//! route, before a user sees 数据未加载 or a load error.

use serde_json::{json, Value};

use crate::support::spec_roles::passes_role_chain;
use crate::support::{embedded_state, spawn_app, TestApp, ROLE_ACCOUNTS};

/// Where an id for a path parameter comes from: the loader call that takes it, and the list
/// call whose first row has one the caller may see. A new area adds its lines here.
const ID_SOURCES: &[(&str, &str)] = &[
    (
        "/api/organization/SZ/help_project_detail",
        "/api/organization/SZ/help_project_list?status=4",
    ),
    (
        "/api/organization/SZ/help_project_progess_list",
        "/api/organization/SZ/help_project_list?status=4",
    ),
    (
        "/api/organization/SZ/donate_list",
        "/api/organization/SZ/help_project_list?status=4",
    ),
    (
        "/api/organization/SZ/help_project_progess_detail",
        "/api/organization/SZ/help_project_progess_list",
    ),
    (
        "/api/organization/SZ/help_project_issue_audit",
        "/api/organization/SZ/help_project_issue_list",
    ),
    (
        "/api/organization/SJ/project_detail",
        "/api/organization/SJ/project_list",
    ),
    (
        "/api/organization/SJ/change_detail",
        "/api/organization/SJ/change_list",
    ),
    (
        "/api/organization/pay_account/detail",
        "/api/organization/pay_account/list",
    ),
    // /SJ disclosures and donations (project_detail's source is the project pages' above).
    (
        "/api/organization/SJ/process_list",
        "/api/organization/SJ/project_list?status=2",
    ),
    (
        "/api/organization/SJ/donate_list",
        "/api/organization/SJ/project_list?status=2",
    ),
    (
        "/api/organization/SJ/process_detail",
        "/api/organization/SJ/process_list",
    ),
    (
        "/api/organization/SJ/share_detail",
        "/api/organization/SJ/share_list",
    ),
    // /MicroWish: wishes, change requests, links and share copy.
    (
        "/api/organization/wish/detail",
        "/api/organization/wish/list",
    ),
    (
        "/api/organization/wish/change_detail",
        "/api/organization/wish/change_list",
    ),
    (
        "/api/organization/wish/link_detail",
        "/api/organization/wish/link_list",
    ),
    (
        "/api/organization/wish/copywriting_detail",
        "/api/organization/wish/copywriting_list",
    ),
    // /SJM micro projects (issue 18).
    (
        "/api/organization/SJM/project_detail",
        "/api/organization/SJM/project_list?status=2",
    ),
    (
        "/api/organization/SJM/process_list",
        "/api/organization/SJM/project_list?status=2",
    ),
    (
        "/api/organization/SJM/donate_list",
        "/api/organization/SJM/project_list?status=2",
    ),
    (
        "/api/organization/SJM/process_detail",
        "/api/organization/SJM/process_list",
    ),
    (
        "/api/organization/SJM/change_detail",
        "/api/organization/SJM/change_list",
    ),
    (
        "/api/organization/SJM/share_detail",
        "/api/organization/SJM/share_list",
    ),
    (
        "/api/organization/SJM/auth_detail",
        "/api/organization/SJM/auth_list",
    ),
    // /SP charity sales (`updatechangeinfo/:id/2` reads change_detail; the test opens type 1).
    (
        "/api/organization/thing/sale_detail",
        "/api/organization/thing/sale_list",
    ),
    (
        "/api/organization/thing/sale_order_detail",
        "/api/organization/thing/sale_order_list",
    ),
    (
        "/api/organization/thing/goods_donation_detail",
        "/api/organization/thing/goods_donation_list",
    ),
    (
        "/api/organization/thing/change_detail",
        "/api/organization/thing/change_list",
    ),
    // /SX activities (issue 20): an activity's pages read its detail, sign-ups, sign-ins and donations.
    (
        "/api/organization/activity/activity_detail",
        "/api/organization/activity/activity_list?status=2",
    ),
    (
        "/api/organization/activity/activity_apply_list",
        "/api/organization/activity/activity_list?status=2",
    ),
    (
        "/api/organization/activity/activity_sign_list",
        "/api/organization/activity/activity_list?status=2",
    ),
    (
        "/api/organization/activity/donate_list",
        "/api/organization/activity/activity_list?status=2&kind=2",
    ),
    (
        "/api/organization/activity/public_benefit_activity",
        "/api/organization/activity/activity_list?status=2",
    ),
    (
        "/api/organization/activity/change_detail",
        "/api/organization/activity/change_list",
    ),
];

/// Path parameters that choose a view rather than name a record, with a value every record
/// has (`/MicroWish/claim_microwish/:id/:type_id`: 0 = all of the wish's claims; /SX: `type` 1 =
/// a 志愿服务活动 or the sign-in records, `is_team` 0 = individual sign-ups).
const CHOICE_PARAMS: &[(&str, &str)] = &[("type_id", "0"), ("type", "1"), ("is_team", "0")];

fn manifest() -> Value {
    serde_json::from_str(orgcenter::assets::ROUTE_MANIFEST).expect("routes.json parses")
}

/// The list call that yields ids for the path parameter `param`, from the loader using it.
fn id_source(route: &Value, param: &str) -> Option<&'static str> {
    let loaders = route["loaders"].as_array().unwrap();
    let call = loaders.iter().find(|l| {
        l["params"]
            .as_object()
            .unwrap()
            .values()
            .any(|src| src["from"] == "path" && src["name"] == param)
    })?;
    let path = call["path"].as_str().unwrap();
    let source = ID_SOURCES.iter().find(|(detail, _)| *detail == path);
    Some(
        source
            .unwrap_or_else(|| panic!("no id source for {path}: add it to ID_SOURCES"))
            .1,
    )
}

/// The route's path with its parameters filled for `cookie`'s user; None when that user sees
/// no record to fill one with.
async fn concrete(app: &TestApp, route: &Value, cookie: &str) -> Option<String> {
    let mut parts = Vec::new();
    for seg in route["path"].as_str().unwrap().split('/') {
        let Some(param) = seg.strip_prefix(':').map(|p| p.trim_end_matches('?')) else {
            parts.push(seg.to_owned());
            continue;
        };
        if let Some((_, value)) = CHOICE_PARAMS.iter().find(|(name, _)| *name == param) {
            parts.push((*value).to_owned());
            continue;
        }
        match id_source(route, param) {
            // A parameter no loader reads (an organisation type): any valid value.
            None => parts.push("1".to_owned()),
            Some(list) => {
                let reply = app.get(list, Some(cookie)).await.json();
                let id = reply["data"]["list"][0]["id"].as_i64()?;
                parts.push(id.to_string());
            }
        }
    }
    Some(parts.join("/"))
}

#[actix_web::test]
async fn every_route_with_loaders_renders_with_every_loader_answered_for_a_role_that_may_open_it() {
    let app = spawn_app().await;
    let mut cookies = Vec::new();
    for (role, account) in ROLE_ACCOUNTS {
        cookies.push((role, app.login(account).await));
    }
    // The demo data has no payment account: the organisation saves one, as a user would.
    let org = &cookies[0].1;
    let saved = app
        .post_json(
            "/api/organization/pay_account/save",
            Some(org),
            &json!({"kind": 1, "account_name": "北京春晖公益基金会", "app_id": "wx8f3a2b1c4d5e6f70",
                    "mch_id": "1612345678", "secret": "a3f9c2e7b1d84f6a9c0e5b7d2f4a8c1e"}),
        )
        .await;
    assert_eq!(saved.json()["code"], 200, "{}", saved.text());

    let manifest = manifest();
    let routes: Vec<&Value> = manifest["routes"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["public"] == false && !r["loaders"].as_array().unwrap().is_empty())
        .collect();
    assert!(
        routes.len() >= 30,
        "only {} routes with loaders",
        routes.len()
    );

    let mut failures = Vec::new();
    for route in &routes {
        let mut tried = Vec::new();
        let mut ok = false;
        for (role, cookie) in cookies
            .iter()
            .filter(|(role, _)| passes_role_chain(route, *role))
        {
            let Some(path) = concrete(&app, route, cookie).await else {
                tried.push(format!("role {role}: no record to open"));
                continue;
            };
            let reply = app.get(&path, Some(cookie)).await;
            if reply.status != 200 {
                tried.push(format!("role {role} {path}: HTTP {}", reply.status));
                continue;
            }
            let state = embedded_state(&reply.text());
            let failed: Vec<String> = state["data"]
                .as_object()
                .unwrap()
                .iter()
                .filter(|(_, env)| env["code"] != 200)
                .map(|(key, env)| format!("{key}: {} {}", env["code"], env["msg"]))
                .collect();
            if failed.is_empty() {
                ok = true;
                break;
            }
            tried.push(format!("role {role} {path}: {}", failed.join("; ")));
        }
        if !ok {
            failures.push(format!("{}: {}", route["path"], tried.join(" | ")));
        }
    }
    assert!(
        failures.is_empty(),
        "routes without a clean render:\n{}",
        failures.join("\n")
    );
}
