use std::collections::BTreeSet;

use crate::support::{embedded_state, spawn_app, spawn_logged_in, spawn_with};

fn script_nonce(html: &str) -> &str {
    let start = html
        .find("<script type=\"module\" nonce=\"")
        .expect("module script")
        + 29;
    let end = start + html[start..].find('"').unwrap();
    &html[start..end]
}

#[actix_web::test]
async fn a_logged_in_dashboard_arrives_with_its_content_already_rendered() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let reply = app.get("/dashboard", Some(&cookie)).await;
    let html = reply.page_html(200);
    let root = html.split("<div id=\"root\">").nth(1).unwrap();
    assert!(
        !root.starts_with("</div>"),
        "the root must not be empty (no CSR fallback)"
    );
    // Data from the sandbox, rendered on the server: the organisation's name, the menu, 首页.
    assert!(
        root.contains("北京春晖公益基金会"),
        "org name missing from the rendered page"
    );
    assert!(root.contains("首页"));
    assert!(html.contains("<script id=\"__ORG_STATE__\" type=\"application/json\">"));
    // CSS comes from the static stylesheet: its first-paint rules inlined once before the
    // content (issue 37; in the body, after the head a page with loaders sends before they
    // answer), the whole sheet after the content in a `<noscript>` (the browser code loads it
    // once the page is interactive); no other inline style.
    let (head, body) = html.split_once("<div id=\"root\">").expect("a root");
    assert_eq!(
        html.matches("<style").count(),
        1,
        "one inline style element"
    );
    let inline = head
        .split_once("<style>")
        .and_then(|(_, rest)| rest.split_once("</style>"))
        .map(|(css, _)| css)
        .expect("the first-paint rules in the head");
    let sheet_href = body
        .split("<noscript id=\"__ORG_SHEETS__\"><link rel=\"stylesheet\" href=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("the whole stylesheet linked in the body");
    assert!(
        body.find("<link rel=\"stylesheet\"") > body.find("北京春晖公益基金会"),
        "the sheet comes after the content"
    );
    let sheet = app.get(sheet_href, None).await.text();
    assert!(
        !inline.is_empty() && inline.len() * 4 < sheet.len(),
        "a subset of the sheet: {} of {} bytes",
        inline.len(),
        sheet.len()
    );
}

#[actix_web::test]
async fn the_embedded_state_holds_every_field_the_bundle_reads_under_the_name_it_reads() {
    // The bundle defaults a field it cannot find, so a misspelt one would go unnoticed there.
    let app = spawn_with(|s| s.site.platform_url = "https://gongyi.example.cn".into()).await;
    let cookie = app.login("demo_org").await;
    let html = app
        .get("/messageNotice/index?page=1", Some(&cookie))
        .await
        .text();
    let state = embedded_state(&html);
    let fields: BTreeSet<&str> = state
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    let read_by_the_bundle = BTreeSet::from([
        "url",
        "status",
        "user",
        "data",
        "settings",
        "platformUrl",
        "now",
        "base",
        "gatewayMaxBodyMb",
    ]);
    assert_eq!(fields, read_by_the_bundle);
    assert_eq!(state["url"], "/messageNotice/index?page=1");
    assert_eq!(state["status"], 200);
    assert_eq!(state["platformUrl"], "https://gongyi.example.cn");
    assert!(state["now"].as_u64().is_some_and(|now| now > 1_700_000_000));
    assert!(state["data"].as_object().is_some_and(|d| !d.is_empty()));
    // At the host's root (no server.base_path) and no known gateway limit.
    assert_eq!(state["base"], "");
    assert_eq!(state["gatewayMaxBodyMb"], 0);
}

#[actix_web::test]
async fn html_responses_carry_a_per_response_csp_nonce_and_are_never_cached_by_proxies() {
    let app = spawn_app().await;
    let first = app.get("/login", None).await;
    let second = app.get("/login", None).await;
    let csp = first.header("content-security-policy").expect("CSP");
    let nonce = script_nonce(&first.text()).to_owned();
    assert!(csp.contains(&format!("'nonce-{nonce}'")), "{csp}");
    assert!(csp.contains("frame-ancestors 'none'") && csp.contains("object-src 'none'"));
    assert_ne!(nonce, script_nonce(&second.text()));
    assert_eq!(first.header("cache-control"), Some("private, no-store"));
    assert_eq!(first.header("vary"), Some("Cookie"));
    assert_eq!(first.header("x-content-type-options"), Some("nosniff"));
    assert_eq!(first.header("x-frame-options"), Some("DENY"));
}

#[actix_web::test]
async fn the_login_page_is_server_rendered_in_chinese() {
    let app = spawn_app().await;
    let html = app.get("/login", None).await.text();
    assert!(html.starts_with("<!DOCTYPE html><html lang=\"zh-CN\">"));
    assert!(html.contains("机构中心"));
    assert!(html.contains("登录"));
    assert!(html.contains("data-testid=\"login-account\""));
}

#[actix_web::test]
async fn hashed_assets_are_public_immutable_and_gzip_compressed() {
    let app = spawn_app().await;
    let html = app.get("/login", None).await.text();
    let start = html.find("src=\"/assets/").unwrap() + 5;
    let end = start + html[start..].find('"').unwrap();
    let path = &html[start..end];
    let resp = app
        .client
        .get(app.url(path))
        .insert_header(("accept-encoding", "gzip"))
        .no_decompress()
        .send()
        .await
        .unwrap();
    let reply = crate::support::read(resp).await;
    assert_eq!(reply.status, 200);
    assert_eq!(
        reply.header("cache-control"),
        Some("public, max-age=31536000, immutable")
    );
    assert_eq!(reply.header("content-encoding"), Some("gzip"));
    assert!(reply
        .header("content-type")
        .unwrap()
        .starts_with("text/javascript"));
    assert_eq!(app.get("/assets/nope.js", None).await.status, 404);
}

#[actix_web::test]
async fn pages_are_gzip_compressed_but_small_api_answers_go_out_as_they_are() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let fetch = |path: &'static str| {
        app.client
            .get(app.url(path))
            .insert_header(("accept-encoding", "gzip, deflate, br"))
            .insert_header((actix_web::http::header::COOKIE, cookie.clone()))
            .no_decompress()
            .send()
    };
    let page = crate::support::read(fetch("/messageNotice/index").await.unwrap()).await;
    assert_eq!(page.status, 200);
    assert_eq!(page.header("content-encoding"), Some("gzip"));

    // A few hundred bytes of JSON: compressing costs more than it saves.
    let small = crate::support::read(
        fetch("/api/organization/message/get_statistical_msg")
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(small.status, 200);
    assert!(small.body.len() < 1024, "{} bytes", small.body.len());
    assert_eq!(small.header("content-encoding"), None);
    assert_eq!(small.json()["code"], 200);
}

#[actix_web::test]
async fn a_render_over_its_budget_falls_back_to_the_client_rendered_page_with_the_same_data() {
    let app = spawn_with(|s| s.render.timeout_ms = 1).await;
    let cookie = app.login("demo_org").await;
    let html = app.page_html("/dashboard", &cookie, 200).await;
    assert!(
        html.contains("<div id=\"root\"></div>"),
        "the root is left for the browser"
    );
    let state = embedded_state(&html);
    assert_eq!(state["url"], "/dashboard");
    assert_eq!(
        state["user"]["name"].as_str().map(|n| !n.is_empty()),
        Some(true)
    );
    assert!(
        state["data"].as_object().is_some_and(|d| !d.is_empty()),
        "loader data is embedded"
    );
}

#[actix_web::test]
async fn health_and_readiness_answer() {
    let app = spawn_app().await;
    assert_eq!(app.get("/healthz", None).await.status, 200);
    // The first isolate loads in the background; readiness follows within a few seconds.
    let mut ready = false;
    for _ in 0..100 {
        if app.get("/readyz", None).await.status == 200 {
            ready = true;
            break;
        }
        actix_web::rt::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(ready);
}

#[actix_web::test]
async fn sandbox_files_like_the_avatar_are_served_from_the_consoles_own_origin() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let html = app.get("/dashboard", Some(&cookie)).await.text();
    assert!(
        html.contains("\"avatar\":\"/sandbox-files/avatar/"),
        "the avatar is root-relative"
    );
    let start = html.find("/sandbox-files/avatar/").unwrap();
    let end = start + html[start..].find('"').unwrap();
    let reply = app.get(&html[start..end], None).await;
    assert_eq!(reply.status, 200);
    assert!(reply
        .header("content-type")
        .unwrap()
        .starts_with("image/svg+xml"));
    assert_eq!(
        app.get("/sandbox-files/../etc/passwd", None).await.status,
        404
    );
}

/// The `<link rel="modulepreload">` hrefs of a page, in order.
fn module_preloads(html: &str) -> Vec<&str> {
    html.split("<link rel=\"modulepreload\" href=\"")
        .skip(1) // what stands before the first link is not a link
        .map(|rest| &rest[..rest.find('"').unwrap()])
        .collect()
}

#[actix_web::test]
async fn a_page_preloads_its_own_chunks_and_a_status_screen_does_not() {
    let manifest = orgcenter::assets::Assets::embedded().unwrap().manifest;
    let list_chunks = manifest
        .routes
        .get("/SJ/projectList")
        .expect("the list page's chunks in manifest.json");
    assert!(!list_chunks.is_empty());
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let html = app.get("/SJ/projectList", Some(&cookie)).await.text();
    let preloads = module_preloads(&html);
    for chunk in manifest.preload.iter().chain(list_chunks) {
        assert!(
            preloads.contains(&chunk.as_str()),
            "{chunk} is not preloaded"
        );
    }
    // Another page of the same area has chunks of its own that the list does not preload.
    let form_chunks = &manifest.routes["/SJ/newProject"];
    assert!(form_chunks.iter().any(|c| !preloads.contains(&c.as_str())));
    // A 404 screen preloads only the entry's chunks.
    let missing = app.get("/SJ/noSuchPage", Some(&cookie)).await;
    assert_eq!(missing.status, 404);
    assert_eq!(
        module_preloads(&missing.text()),
        manifest
            .preload
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>()
    );
}
