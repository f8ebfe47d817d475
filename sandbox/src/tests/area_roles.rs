//! Area roles on the API (spec §6): /SZ belongs to roles 1, 2, 3 and 99. Role 4 is refused
//! every help-case call with code 400 and the area's message before any handler runs, and
//! nothing changes; the roles of the area pass the gate.

use super::help_fixtures::{sz, valid_form};
use super::{assert_code, spawn_app, spawn_logged_in};
use serde_json::json;

const REFUSED: &str = "当前角色无权使用求助管理";

#[actix_web::test]
async fn role_4_is_refused_every_help_case_call_and_nothing_changes() {
    let (app, [micro]) = spawn_logged_in(false, ["demo_micro"]).await;
    let count = || app.count_rows("help_cases");
    let before = count().await;
    let raising = app.demo_cases(4).await[0];
    for list in [
        "help_type_list",
        "help_project_list",
        "draft_box_list",
        "donate_list",
        "help_project_progess_list",
    ] {
        app.get_expect(&sz(list), &micro, 400, REFUSED).await;
    }
    assert_code(&app.detail(raising, &micro).await, 400, REFUSED);
    for (call, body) in [
        ("add_help_project", valid_form()),
        (
            "add_help_project",
            json!({"draft": 1, "title": "角色4的草稿"}),
        ),
        (
            "add_help_progress",
            json!({"help_id": raising, "title": "进展", "content": "这是一段足够长的进展内容。"}),
        ),
        ("claim_help_project", json!({"id": raising})),
    ] {
        app.post_expect(&sz(call), body, &micro, 400, REFUSED).await;
    }
    assert_eq!(count().await, before, "a refused call writes nothing");
}

#[actix_web::test]
async fn the_roles_of_the_area_pass_the_gate_and_a_missing_session_is_still_code_300() {
    let app = spawn_app(false).await;
    for account in ["demo_org", "demo_reviewer", "demo_partner", "demo_admin"] {
        let token = app.login(account).await;
        let list = app.get(&sz("help_project_list"), Some(&token)).await;
        assert_eq!(list["code"], 200, "{account}: {list}");
    }
    assert_eq!(app.get(&sz("help_project_list"), None).await["code"], 300);
}
