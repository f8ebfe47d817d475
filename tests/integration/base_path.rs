//! `server.base_path`: the console mounted under `/orgcenter/` by a reverse proxy that passes
//! the path on unchanged. Pages, assets, API calls, redirects and cookies all live under the
//! prefix; nothing of the console answers outside it but the probes.

use orgcenter::settings::Settings;

use crate::support::{embedded_state, spawn_with, TestApp};

const PREFIX: &str = "/orgcenter";

/// The status of a GET of `url`, a whole URL (where the prefix does not apply).
async fn status_at(app: &TestApp, url: String) -> u16 {
    app.client.get(url).send().await.unwrap().status().as_u16()
}

/// A BFF mounted at `/orgcenter/`, and a client whose paths are the console's app paths under
/// the prefix (`app.get("/SZ/helpList")` asks for `/orgcenter/SZ/helpList`).
async fn mounted() -> (TestApp, String) {
    let mut app = spawn_with(|s| {
        s.server.base_path = orgcenter::base_path::BasePath::parse("/orgcenter/").unwrap();
    })
    .await;
    let root = app.base.clone();
    app.base.push_str(PREFIX);
    (app, root)
}

/// Every `href="…"` and `src="…"` of a document that names a path on this host.
fn local_links(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    for attr in ["href=\"", "src=\""] {
        for (at, _) in html.match_indices(attr) {
            let rest = &html[at + attr.len()..];
            let link = &rest[..rest.find('"').unwrap()];
            if link.starts_with('/') && !link.starts_with("//") {
                out.push(link.to_owned());
            }
        }
    }
    out
}

#[actix_web::test]
async fn a_page_under_the_prefix_links_only_under_it_and_its_assets_and_api_calls_work() {
    let (app, root) = mounted().await;
    let cookie = app.login("demo_org").await;
    let page = app.get("/SZ/helpList", Some(&cookie)).await;
    assert_eq!(page.status, 200, "{}", page.text());
    let html = page.text();
    let links = local_links(&html);
    assert!(
        links.iter().any(|l| l.starts_with("/orgcenter/assets/")),
        "no asset under the prefix: {links:?}"
    );
    let outside: Vec<_> = links
        .iter()
        .filter(|l| !l.starts_with("/orgcenter/"))
        .collect();
    assert!(outside.is_empty(), "links outside the prefix: {outside:?}");
    for asset in links.iter().filter(|l| l.starts_with("/orgcenter/assets/")) {
        let reply = app.get(&asset[PREFIX.len()..], None).await;
        assert_eq!(reply.status, 200, "{asset}");
    }
    assert_eq!(embedded_state(&html)["base"], PREFIX);

    // The browser's API calls go under the prefix too, and reach the platform without it.
    let stats = app
        .get_xhr(
            "/api/organization/message/get_statistical_msg",
            Some(&cookie),
        )
        .await;
    assert_eq!(stats.json()["code"], 200, "{}", stats.text());

    // The same asset outside the prefix is not the console's.
    let first = links
        .iter()
        .find(|l| l.starts_with("/orgcenter/assets/"))
        .unwrap();
    let outside = status_at(&app, format!("{root}{}", &first[PREFIX.len()..])).await;
    assert_eq!(outside, 404);
}

#[actix_web::test]
async fn redirects_keep_the_prefix_and_stay_on_this_origin() {
    let (app, _) = mounted().await;
    let to_login = app.get("/SZ/helpList?page=3", None).await;
    to_login.assert_found("/orgcenter/login?redirect=%2FSZ%2FhelpList%3Fpage%3D3");

    let home = app.get("/", None).await;
    assert_eq!(home.header("location"), Some("/orgcenter/dashboard"));
    // The mount point without its slash is the console's root too.
    let bare = app.client.get(app.base.clone()).send().await.unwrap();
    assert_eq!(
        bare.headers().get("location").unwrap(),
        "/orgcenter/dashboard"
    );

    let cookie = app.login("demo_org").await;
    for (target, landing) in [
        ("%2FSZ%2FhelpList", "/orgcenter/SZ/helpList"),
        ("%2F%2Fevil.example", "/orgcenter/dashboard"),
        ("https%3A%2F%2Fevil.example", "/orgcenter/dashboard"),
    ] {
        let back = app
            .get(&format!("/login?redirect={target}"), Some(&cookie))
            .await;
        assert_eq!(back.status, 302, "{target}");
        assert_eq!(back.header("location"), Some(landing), "{target}");
    }
}

/// The `Path` attribute of a `Set-Cookie` line.
fn path_of(set_cookie: &str) -> Option<&str> {
    set_cookie
        .split(';')
        .find_map(|attr| attr.trim().strip_prefix("Path="))
}

#[actix_web::test]
async fn the_session_and_captcha_cookies_are_scoped_to_the_prefix() {
    let (app, _) = mounted().await;
    let captcha = app.get("/api/admin/verify?t=1", None).await;
    let line = captcha.set_cookie("org_captcha").expect("captcha cookie");
    assert_eq!(path_of(line), Some("/orgcenter/api"), "{line}");

    let login = app
        .login_reply("demo_org", crate::support::DEMO_PASSWORD)
        .await;
    assert_eq!(login.json()["code"], 200, "{}", login.text());
    let token = login.set_cookie("token_org").expect("token cookie");
    assert_eq!(path_of(token), Some("/orgcenter"), "{token}");
    let cleared = login.set_cookie("org_captcha").expect("captcha cleared");
    assert_eq!(path_of(cleared), Some("/orgcenter/api"), "{cleared}");

    let pair = token.split(';').next().unwrap();
    let logout = app.get_xhr("/api/common/logout", Some(pair)).await;
    assert_eq!(logout.json()["code"], 200);
    let gone = logout.set_cookie("token_org").expect("token cleared");
    assert_eq!(path_of(gone), Some("/orgcenter"), "{gone}");
    assert!(gone.contains("Max-Age=0"), "{gone}");
}

#[actix_web::test]
async fn an_unknown_page_under_the_prefix_is_the_404_page_with_its_assets_under_it() {
    let (app, root) = mounted().await;
    let cookie = app.login("demo_org").await;
    let html = app.page_html("/no/such/page", &cookie, 404).await;
    assert!(
        html.contains("<div id=\"root\">"),
        "not the console's 404 page"
    );
    assert!(local_links(&html)
        .iter()
        .all(|l| l.starts_with("/orgcenter/")));

    // Outside the prefix: not the console (a plain 404), but the probes answer there too.
    let elsewhere = status_at(&app, format!("{root}/SZ/helpList")).await;
    assert_eq!(elsewhere, 404);
    for probe in ["/healthz", "/readyz"] {
        let reply = status_at(&app, format!("{root}{probe}")).await;
        assert_eq!(reply, 200, "{probe}");
    }
}

#[test]
fn the_base_path_is_normalised_at_start_up_and_odd_ones_are_refused() {
    let with = |value: &str| {
        Settings::from_layers(
            "development",
            None,
            &[("ORGCENTER__SERVER__BASE_PATH".to_owned(), value.to_owned())],
        )
    };
    assert_eq!(with("orgcenter").unwrap().server.base_path.prefix(), PREFIX);
    assert_eq!(
        with("/orgcenter/").unwrap().server.base_path.prefix(),
        PREFIX
    );
    assert!(with("/").unwrap().server.base_path.is_root());
    for bad in ["/a b/", "/../x/", "/a?b", "/a//b/"] {
        let err = with(bad).unwrap_err();
        assert!(
            format!("{err:#}").contains("server.base_path"),
            "{bad}: {err:#}"
        );
    }
}
