//! One rule for every required text (issue 40): a text made only of NUL, zero-width,
//! direction-override or other invisible characters is empty. Drafts of every area, a goods
//! submission and a new wish are refused with the field's 「请填写…」 and store nothing.

use super::activity_fixtures::{act, valid_activity};
use super::calls::new_id;
use super::help_fixtures::sz;
use super::project_fixtures::sj;
use super::sale_fixtures::{fixed_form, thing};
use super::wish_fixtures::{valid_wish, wish};
use super::{spawn_logged_in, TestApp, TestService};
use serde_json::{json, Value};

/// Shows nothing: NUL, zero-width space / joiner, BOM, an override, an isolate, a word joiner.
const INVISIBLE: &str = "\u{0}\u{200B}\u{200D}\u{FEFF}\u{202E}\u{2066}\u{2069}\u{2060} \u{3000}";

async fn rows<S: TestService>(app: &TestApp<S>, table: &'static str) -> i64 {
    app.sql(move |c| c.query_row(&format!("SELECT COUNT(*) FROM {table}"), [], |r| r.get(0)))
        .await
}

fn with(mut form: Value, key: &str, v: &str) -> Value {
    form[key] = json!(v);
    form
}

#[actix_web::test]
async fn a_title_of_only_invisible_characters_is_empty_in_every_area_and_nothing_is_stored() {
    let (app, [org, staff]) = spawn_logged_in(true, ["demo_org", "demo_reviewer"]).await;
    let project = app.beneficiary().await;
    let drafts: [(&str, String, Value, &'static str); 5] = [
        (
            "SP draft",
            thing("add_sale"),
            json!({"draft": 1, "kind": 1, "title": INVISIBLE}),
            "sale_goods",
        ),
        (
            "SP submission",
            thing("add_sale"),
            with(fixed_form(project, 5), "title", INVISIBLE),
            "sale_goods",
        ),
        (
            "SX draft",
            act("add_activity"),
            with(with(valid_activity(), "title", INVISIBLE), "draft", "1"),
            "activities",
        ),
        (
            "SJ draft",
            sj("add_project"),
            json!({"draft": 1, "title": INVISIBLE}),
            "projects",
        ),
        (
            "SZ draft",
            sz("add_help_project"),
            json!({"draft": 1, "title": INVISIBLE, "name": INVISIBLE}),
            "help_cases",
        ),
    ];
    for (what, path, body, table) in drafts {
        let before = rows(&app, table).await;
        let answer = app.post(&path, body, Some(&org)).await;
        assert_eq!(answer["code"], 400, "{what}: {answer}");
        let msg = answer["msg"].as_str().unwrap_or("");
        assert!(msg.starts_with("请填写"), "{what}: {msg}");
        assert_eq!(rows(&app, table).await, before, "{what} stored nothing");
    }
    let before = rows(&app, "wishes").await;
    let answer = app
        .post(
            &wish("add_wish"),
            with(valid_wish(1), "title", INVISIBLE),
            Some(&staff),
        )
        .await;
    assert_eq!(answer["code"], 400, "{answer}");
    assert!(answer["msg"].as_str().unwrap_or("").starts_with("请填写"));
    assert_eq!(rows(&app, "wishes").await, before);

    // The same title with a visible character is kept, without its invisible ends.
    let answer = app
        .post(
            &thing("add_sale"),
            json!({"draft": 1, "kind": 1, "title": format!("{INVISIBLE}蜂蜜礼盒{INVISIBLE}")}),
            Some(&org),
        )
        .await;
    assert_eq!(answer["code"], 200, "{answer}");
    let id = new_id(&answer);
    let title: String = app
        .scalar("SELECT title FROM sale_goods WHERE id = ?1", id)
        .await;
    assert_eq!(title, "蜂蜜礼盒");
}
