//! Double creation: every create form sends an `Idempotency-Key` once per form instance, and
//! the BFF answers a repeat with the same key in the same session with the first answer — also
//! while the first call is still with the platform.

use futures_util::future::join_all;

use crate::support::help_form::{cases_titled, valid_case_form, ADD_CASE};
use crate::support::{spawn_logged_in, Reply, TestApp};

async fn create(app: &TestApp, cookie: &str, title: &str, key: &str) -> Reply {
    app.post_json_with_key(ADD_CASE, cookie, &valid_case_form(title), key)
        .await
}

#[actix_web::test]
async fn twenty_concurrent_identical_creates_with_one_key_make_exactly_one_case() {
    let (app, org) = spawn_logged_in("demo_org").await;
    let title = "并发重复提交测试";
    let replies = join_all((0..20).map(|_| create(&app, &org, title, "form-1"))).await;
    let first = replies[0].json();
    assert_eq!(first["code"], 200, "{first}");
    for reply in &replies {
        assert_eq!(reply.json(), first, "every repeat gets the first answer");
    }
    assert_eq!(cases_titled(&app, &org, title).await, 1);
    // Later, the same key still answers with the first result and creates nothing.
    assert_eq!(create(&app, &org, title, "form-1").await.json(), first);
    assert_eq!(cases_titled(&app, &org, title).await, 1);
}

#[actix_web::test]
async fn another_key_or_another_session_creates_its_own_case_and_a_refusal_is_not_replayed() {
    let (app, org) = spawn_logged_in("demo_org").await;
    let title = "不同表单各自提交";
    assert_eq!(
        create(&app, &org, title, "form-a").await.json()["code"],
        200
    );
    assert_eq!(
        create(&app, &org, title, "form-b").await.json()["code"],
        200
    );
    let again = app.login("demo_org").await;
    assert_eq!(
        create(&app, &again, title, "form-a").await.json()["code"],
        200
    );
    assert_eq!(cases_titled(&app, &org, title).await, 3);

    // A refused form corrected and sent again with its key reaches the platform again.
    let mut bad = valid_case_form("先错后对");
    bad["target_amount"] = "abc".into();
    let refused = app
        .post_json_with_key(ADD_CASE, &org, &bad, "form-c")
        .await
        .json();
    assert_eq!(refused["code"], 400, "{refused}");
    assert_eq!(
        create(&app, &org, "先错后对", "form-c").await.json()["code"],
        200
    );
}
