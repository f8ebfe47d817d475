//! The layout parts (sidebar, header) rendered once and reused: what reaches the browser must be
//! exactly what a full render gives, and never another user's layout.

use orgcenter::render::fragments::Fragments;

use crate::support::{spawn_app, spawn_with, TestApp};

/// What the server rendered into #root (the embedded state after it holds `now`).
fn root(html: &str) -> &str {
    let start = html.find("<div id=\"root\">").expect("root") + 15;
    let end = html.find("<script id=\"__ORG_STATE__\"").expect("state");
    &html[start..end]
}

/// `html` with the number in "N分钟前" / "N小时前" replaced: two renders a second apart may
/// round a seeded message's age differently, which says nothing about the layout.
fn without_relative_times(html: &str) -> String {
    let mut out = html.to_owned();
    for unit in ["分钟前", "小时前"] {
        let mut result = String::with_capacity(out.len());
        let mut rest = out.as_str();
        while let Some(i) = rest.find(unit) {
            result.push_str(rest[..i].trim_end_matches(|c: char| c.is_ascii_digit()));
            result.push('#');
            result.push_str(unit);
            rest = &rest[i + unit.len()..];
        }
        result.push_str(rest);
        out = result;
    }
    out
}

/// Equal, or the first place they differ (the pages are ~30 KB: no full dump).
fn assert_same(a: &str, b: &str, what: &str) {
    let (a, b) = (without_relative_times(a), without_relative_times(b));
    if a != b {
        let at = a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count();
        // 60 characters either side of the first difference.
        let around = |s: &str| {
            let chars: Vec<char> = s.chars().collect();
            let from = at.saturating_sub(60);
            chars[from..(at + 60).min(chars.len())]
                .iter()
                .collect::<String>()
        };
        panic!(
            "{what}: differ at char {at}:\n  {}\n  {}",
            around(&a),
            around(&b)
        );
    }
}

async fn layout_cache_hits(app: &TestApp) -> u64 {
    app.get("/readyz", None).await.json()["layout_cache_hits"]
        .as_u64()
        .expect("layout_cache_hits")
}

async fn page(app: &TestApp, account: &str, path: &str) -> String {
    let cookie = app.login(account).await;
    let reply = app.get(path, Some(&cookie)).await;
    assert_eq!(reply.status, 200, "{path}");
    reply.text()
}

/// The layout parts of a page, as (name, outer HTML).
fn parts(html: &str) -> Vec<(String, String)> {
    Fragments::extract(root(html))
        .expect("layout parts")
        .parts
        .into_iter()
        .map(|p| (p.name, p.html))
        .collect()
}

#[actix_web::test]
async fn a_page_rendered_with_the_cached_layout_is_byte_for_byte_the_full_render() {
    let cached = spawn_app().await;
    let uncached = spawn_with(|s| s.render.fragment_cache_mb = 0).await;
    for path in [
        "/messageNotice/index",
        "/dashboard",
        "/SZ/helpList?status=4",
    ] {
        // In one app (one sandbox, the same data): the full first render, then the cached one.
        let first = page(&cached, "demo_org", path).await;
        let hits_before = layout_cache_hits(&cached).await;
        let second = page(&cached, "demo_org", path).await;
        assert_eq!(
            layout_cache_hits(&cached).await,
            hits_before + 1,
            "{path}: the second render reused the layout"
        );
        assert_same(
            root(&second),
            root(&first),
            &format!("{path}: cached layout"),
        );
        assert!(!second.contains("data-fragment=\"sidebar\"></aside>"));

        // Against an app that never caches (its own sandbox: seeded times differ, so only the
        // layout is compared): the same parts, in the same order.
        let full = page(&uncached, "demo_org", path).await;
        let (ours, theirs) = (parts(&second), parts(&full));
        let names: Vec<&str> = ours.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["sidebar", "header"], "{path}");
        for ((name, a), (_, b)) in ours.iter().zip(&theirs) {
            assert_same(a, b, &format!("{path}: {name}"));
        }
    }
    assert_eq!(layout_cache_hits(&uncached).await, 0);
}

#[actix_web::test]
async fn a_reviewer_on_the_same_url_gets_their_own_layout_not_the_organisations() {
    let cached = spawn_app().await;
    let uncached = spawn_with(|s| s.render.fragment_cache_mb = 0).await;
    let path = "/messageNotice/index";
    let org = page(&cached, "demo_org", path).await;
    let reviewer = page(&cached, "demo_reviewer", path).await;
    let reviewer_again = page(&cached, "demo_reviewer", path).await;
    let reviewer_full = page(&uncached, "demo_reviewer", path).await;
    assert_ne!(
        parts(&org)[0],
        parts(&reviewer)[0],
        "role 1 and role 2 menus differ"
    );
    assert_ne!(
        parts(&org)[1],
        parts(&reviewer)[1],
        "and so do their names in the header"
    );
    for ((name, a), (_, b)) in parts(&reviewer_again).iter().zip(&parts(&reviewer_full)) {
        assert_same(a, b, &format!("reviewer's {name}"));
    }
    assert_same(root(&reviewer_again), root(&reviewer), "reviewer's page");
}

#[actix_web::test]
async fn pages_without_the_console_layout_are_rendered_whole_every_time() {
    let app = spawn_app().await;
    for _ in 0..2 {
        let html = app.get("/login", None).await.text();
        assert!(html.contains("data-testid=\"login-submit\""));
        assert!(Fragments::extract(root(&html)).is_none());
    }
    assert_eq!(layout_cache_hits(&app).await, 0);
}
