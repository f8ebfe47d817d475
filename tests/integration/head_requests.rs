//! HEAD is answered like GET without a body on every page and asset: proxies, CDNs and uptime
//! checks use it (a hashed asset used to answer HEAD with a 302 to the login page).

use crate::support::{read, spawn_logged_in, Reply, TestApp};

async fn head(app: &TestApp, path: &str, cookie: Option<&str>) -> Reply {
    // No decompression: a HEAD answer names the body's encoding but has no body to decode.
    let mut req = app.client.head(app.url(path)).no_decompress();
    if let Some(c) = cookie {
        req = req.insert_header(("cookie", c));
    }
    read(req.send().await.expect("HEAD")).await
}

/// The first `/assets/…` URL the page's HTML names.
fn first_asset(html: &str) -> String {
    let start = html.find("/assets/").expect("the page names an asset");
    let end = start + html[start..].find('"').expect("quoted");
    html[start..end].to_owned()
}

#[actix_web::test]
async fn head_gets_the_status_and_headers_of_get_without_a_body_on_pages_and_assets() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let login_page = app.get("/login", None).await;
    let asset = first_asset(&login_page.text());
    for (path, cookie) in [
        (asset.as_str(), None),
        ("/favicon.ico", None),
        ("/healthz", None),
        ("/login", None),
        ("/dashboard", Some(cookie.as_str())),
        ("/SZ/helpList", None),
    ] {
        let get = app.get(path, cookie).await;
        let head = head(&app, path, cookie).await;
        assert_eq!(head.status, get.status, "{path}");
        assert_eq!(
            head.header("content-type"),
            get.header("content-type"),
            "{path}"
        );
        assert_eq!(
            head.header("cache-control"),
            get.header("cache-control"),
            "{path}"
        );
        assert_eq!(head.header("location"), get.header("location"), "{path}");
        assert!(head.body.is_empty(), "{path}: HEAD sent a body");
    }
    let asset_head = head(&app, &asset, None).await;
    assert_eq!(
        asset_head.status, 200,
        "a hashed asset is not behind the login"
    );
}
