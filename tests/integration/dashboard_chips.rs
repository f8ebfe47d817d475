//! The dashboard's 待办 chips (issue 40, item 12): for every role, each chip the role may open
//! leads to its list filtered to exactly the items it counts — the filter in the page's URL,
//! carried by the route loader to the platform — so the list's total equals the chip's number;
//! a chip counting one item opens that item's page. Read through the BFF as a browser would:
//! the dashboard's server render, then each chip's page's server render.

use serde_json::Value;

use crate::support::spec_roles::passes_role_chain;
use crate::support::{embedded_state, spawn_app, TestApp, ROLE_ACCOUNTS};

fn manifest() -> Value {
    serde_json::from_str(orgcenter::assets::ROUTE_MANIFEST).expect("routes.json parses")
}

/// Whether the route pattern (`/SJ/verifyProject/:id`, `:x?` optional) matches `path`.
fn matches(pattern: &str, path: &str) -> bool {
    let pat: Vec<&str> = pattern.split('/').filter(|s| !s.is_empty()).collect();
    let got: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let required = pat.iter().filter(|s| !s.ends_with('?')).count();
    if got.len() < required || got.len() > pat.len() {
        return false;
    }
    pat.iter()
        .zip(&got)
        .all(|(p, g)| match p.strip_prefix(':') {
            Some(_) => g.bytes().all(|b| b.is_ascii_digit()),
            None => p == g,
        })
}

/// Whether `role` may open `link` by the route table (the rule the page shows chips by). The
/// pattern with the most literal segments wins, as in the frontend's `matchRoute`.
fn may_open(manifest: &Value, link: &str, role: i64) -> bool {
    let path = link.split('?').next().unwrap();
    let literal = |r: &Value| {
        r["path"]
            .as_str()
            .unwrap()
            .split('/')
            .filter(|s| !s.is_empty() && !s.starts_with(':'))
            .count()
    };
    let Some(route) = manifest["routes"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| matches(r["path"].as_str().unwrap(), path))
        .max_by_key(|r| literal(r))
    else {
        panic!("{link}: no route")
    };
    passes_role_chain(route, role)
}

/// The page's loader answers, by key, from its server render.
async fn loaded(app: &TestApp, link: &str, cookie: &str) -> serde_json::Map<String, Value> {
    let reply = app.get(link, Some(cookie)).await;
    assert_eq!(reply.status, 200, "{link}");
    embedded_state(&reply.text())["data"]
        .as_object()
        .unwrap_or_else(|| panic!("{link}: no loader answers"))
        .clone()
}

/// Opens every chip `role` may open; answers the chips that open a list (count > 1) as
/// `group kind`.
async fn open_chips(app: &TestApp, manifest: &Value, role: i64, account: &str) -> Vec<String> {
    let cookie = app.login(account).await;
    let dashboard = loaded(app, "/dashboard", &cookie).await;
    let todo = &dashboard["todo"];
    assert_eq!(todo["code"], 200, "role {role}: {todo}");
    let mut lists = Vec::new();
    let mut opened = 0;
    for group in todo["data"]["groups"].as_array().unwrap() {
        for kind in group["kinds"].as_array().unwrap() {
            let count = kind["count"].as_i64().unwrap();
            let link = kind["link"].as_str().unwrap();
            let what = format!("role {role} {} {}: {link}", group["key"], kind["kind"]);
            assert!(link.starts_with('/'), "{what}: every chip opens a page");
            if count == 0 || !may_open(manifest, link, role) {
                continue;
            }
            opened += 1;
            let answers = loaded(app, link, &cookie).await;
            for (key, env) in &answers {
                assert_eq!(env["code"], 200, "{what}: loader {key}: {env}");
            }
            if count == 1 {
                // The item itself (its page may hold lists of its own: tags, sign-ups).
                continue;
            }
            let found: Vec<&Value> = answers
                .values()
                .filter(|env| env["data"]["list"].is_array() && env["data"]["total"].is_i64())
                .collect();
            let [list] = found.as_slice() else {
                panic!("{what}: one list on the page, not {}", found.len())
            };
            assert_eq!(
                list["data"]["total"].as_i64(),
                Some(count),
                "{what}: the list shows what the chip counts"
            );
            lists.push(format!(
                "{} {}",
                group["key"].as_str().unwrap(),
                kind["kind"].as_str().unwrap()
            ));
        }
    }
    assert!(opened > 0, "role {role}: the seed gives it a chip to open");
    lists
}

#[actix_web::test]
async fn every_dashboard_chip_opens_a_list_whose_total_is_its_count_or_its_one_item_for_each_role()
{
    let app = spawn_app().await;
    let manifest = manifest();
    for (role, account) in ROLE_ACCOUNTS {
        open_chips(&app, &manifest, role, account).await;
    }
}

#[actix_web::test]
async fn the_regional_partners_chips_for_its_own_returned_items_open_its_own_items_not_its_provinces(
) {
    let app = spawn_app().await;
    // Two returned projects and micro projects of the partner's own (浙江) beside one of
    // another organisation of the province, which the partner's lists also show.
    let db = rusqlite::Connection::open(app.data_dir().join("sandbox.db")).unwrap();
    db.busy_timeout(std::time::Duration::from_secs(10)).unwrap();
    let org_of = |account: &str| -> i64 {
        db.query_row(
            "SELECT org_id FROM accounts WHERE account = ?1",
            [account],
            |r| r.get(0),
        )
        .unwrap()
    };
    let (partner, other) = (org_of("demo_partner"), org_of("demo_micro"));
    for table in ["projects", "micro_projects"] {
        for (org, n) in [(partner, 2), (other, 1)] {
            // 已退回 is 4 in both tables.
            db.execute(
                &format!(
                    "UPDATE {table} SET org_id = ?1, status = 4, province = '330000', return_reason = '预算说明不完整'
                      WHERE id IN (SELECT id FROM {table} WHERE status NOT IN (0, 4)
                                    AND org_id NOT IN (?2, ?3) ORDER BY id LIMIT ?4)"
                ),
                rusqlite::params![org, partner, other, n],
            )
            .unwrap();
        }
    }
    drop(db);
    let lists = open_chips(&app, &manifest(), 3, "demo_partner").await;
    for expected in ["returned project", "returned micro"] {
        assert!(
            lists.iter().any(|l| l == expected),
            "{expected}: the chip opens the partner's own list: {lists:?}"
        );
    }
    // The staff's cards hold no own items: every chip they open counts what the list shows.
    open_chips(&app, &manifest(), 2, "demo_reviewer").await;
}
