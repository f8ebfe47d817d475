use orgcenter::access::RouteTable;

use crate::support::spec_roles::{allowed_roles, concrete_path, SPEC_ROUTES};
use crate::support::{spawn_app, spawn_logged_in, ROLE_ACCOUNTS};

fn manifest() -> RouteTable {
    RouteTable::from_json(orgcenter::assets::ROUTE_MANIFEST).expect("routes.json parses")
}

#[test]
fn every_route_of_the_spec_is_in_the_route_table() {
    let table = manifest();
    for (area, names) in SPEC_ROUTES {
        for name in *names {
            let found = table.routes().any(|r| {
                let mut parts = r.def.path.split('/').filter(|p| !p.is_empty());
                parts.next() == Some(area) && parts.next() == Some(name)
            });
            assert!(found, "/{area}/{name} is missing from the route table");
        }
    }
    for public in [
        "/login",
        "/auth-redirect",
        "/404",
        "/401",
        "/redirect/*",
        "/dashboard",
        "/messageNotice/index",
    ] {
        assert!(
            table.routes().any(|r| r.def.path == public),
            "{public} is missing"
        );
    }
}

#[actix_web::test]
async fn anonymous_page_requests_go_to_login_with_the_path_as_redirect() {
    let app = spawn_app().await;
    let reply = app.get("/SZ/helpList?page=3", None).await;
    reply.assert_found("/login?redirect=%2FSZ%2FhelpList%3Fpage%3D3");
    let unknown = app.get("/no/such/page", None).await;
    assert_eq!(unknown.status, 302);
}

#[actix_web::test]
async fn the_root_redirects_to_the_dashboard() {
    let app = spawn_app().await;
    app.get("/", None).await.assert_found("/dashboard");
}

#[actix_web::test]
async fn public_pages_open_without_a_session() {
    let app = spawn_app().await;
    for path in [
        "/login",
        "/404",
        "/401",
        "/auth-redirect",
        "/redirect/dashboard",
    ] {
        assert_eq!(app.get(path, None).await.status, 200, "{path}");
    }
}

#[actix_web::test]
async fn a_logged_in_user_on_the_login_page_goes_to_the_safe_redirect_target() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let reply = app
        .get("/login?redirect=%2Fconfig%2ForgInfo", Some(&cookie))
        .await;
    assert_eq!(reply.header("location"), Some("/config/orgInfo"));
    let reply = app
        .get("/login?redirect=%2F%2Fevil.com", Some(&cookie))
        .await;
    assert_eq!(reply.header("location"), Some("/dashboard"));
}

#[actix_web::test]
async fn an_unknown_path_shows_the_404_page_to_a_logged_in_user() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let reply = app.get("/no/such/page", Some(&cookie)).await;
    assert_eq!(reply.status, 404);
    assert!(reply
        .header("content-type")
        .unwrap()
        .starts_with("text/html"));
    // A numeric parameter that is not numeric does not match its route either.
    assert_eq!(app.get("/SZ/viewHelp/abc", Some(&cookie)).await.status, 404);
}

#[actix_web::test]
async fn each_role_reaches_exactly_the_routes_the_spec_table_allows() {
    let app = spawn_app().await;
    let table = manifest();
    let guarded: Vec<_> = table.routes().filter(|r| !r.def.public).collect();
    assert!(guarded.len() > 120, "only {} guarded routes", guarded.len());
    let mut checked = 0;
    for (role, account) in ROLE_ACCOUNTS {
        let cookie = app.login(account).await;
        for route in &guarded {
            let path = concrete_path(&route.def.path);
            let mut parts = path.split('/').filter(|p| !p.is_empty());
            let area = parts.next().unwrap();
            let name = parts.next().unwrap_or("");
            let expected = allowed_roles(area, name).is_none_or(|roles| roles.contains(&role));
            let reply = app.get(&path, Some(&cookie)).await;
            let want = if expected { 200 } else { 401 };
            assert_eq!(reply.status, want, "role {role} on {path}");
            checked += 1;
        }
    }
    assert_eq!(checked, guarded.len() * ROLE_ACCOUNTS.len());
}

#[actix_web::test]
async fn when_the_platform_is_unreachable_the_user_lands_on_login_with_the_redirect_and_the_reason()
{
    let app = crate::support::spawn_app_with_upstream("http://127.0.0.1:9").await;
    let reply = app.get("/SZ/helpList", Some("token_org=t")).await;
    assert_eq!(reply.status, 302, "{}", reply.text());
    assert_eq!(
        reply.header("location"),
        Some("/login?redirect=%2FSZ%2FhelpList&error=unreachable")
    );
}

#[actix_web::test]
async fn the_login_page_says_why_the_user_is_there() {
    let app = spawn_app().await;
    for (reason, message) in [
        ("expired", "登录已过期，请重新登录"),
        ("verify", "Verification failed, please Login again."),
        ("roles", "getInfo: roles must be a non-null array!"),
        ("timeout", "请求超时，请稍后重试"),
        ("unreachable", "网络错误，平台服务暂时无法连接"),
        ("upstream", "平台服务返回了无法识别的响应，请稍后重试"),
        ("something-else", "Has Error"),
    ] {
        let page = app
            .get(
                &format!("/login?redirect=%2FSZ%2FhelpList&error={reason}"),
                None,
            )
            .await;
        assert_eq!(page.status, 200);
        let html = page.text();
        let alert = html
            .find("data-testid=\"login-error\"")
            .expect("the reason is shown");
        assert!(
            html[alert..].contains(message),
            "{reason}: {message} not in the server-rendered page"
        );
    }
    let plain = app.get("/login", None).await.text();
    assert!(
        !plain.contains("data-testid=\"login-error\""),
        "no reason, no message"
    );
}

#[actix_web::test]
async fn a_token_in_the_page_url_is_not_carried_into_the_login_redirect() {
    let app = spawn_app().await;
    let reply = app
        .get("/SZ/helpList?page=2&token=leaked&TOKEN=x&q=1", None)
        .await;
    assert_eq!(reply.status, 302);
    assert_eq!(
        reply.header("location"),
        Some("/login?redirect=%2FSZ%2FhelpList%3Fpage%3D2%26q%3D1")
    );
    let only_token = app.get("/SZ/helpList?token=leaked", None).await;
    assert_eq!(
        only_token.header("location"),
        Some("/login?redirect=%2FSZ%2FhelpList")
    );
}
