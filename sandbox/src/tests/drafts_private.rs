//! An unsubmitted draft is its organisation's alone (issue 40), in every area where an
//! organisation drafts: platform staff (2, 99) and the regional partner (3) neither list it nor
//! open it — /SP goods, /SJ projects, /SX activities, /SZ help cases — while the owner does.

use super::activity_fixtures::act;
use super::calls::new_id;
use super::help_fixtures::sz;
use super::project_fixtures::sj;
use super::sale_fixtures::thing;
use super::spawn_logged_in;
use serde_json::{json, Value};

#[actix_web::test]
async fn another_organisations_draft_is_neither_listed_nor_opened_by_any_role_in_any_area() {
    let (app, [org]) = spawn_logged_in(true, ["demo_org"]).await;
    let title = "内部草稿勿外传";
    // (area, draft call, draft body, list call, detail call, its refusal)
    let areas: [(&str, String, Value, String, &str, &str); 4] = [
        (
            "SP",
            thing("add_sale"),
            json!({"draft": 1, "kind": 1, "title": title}),
            thing("sale_list?pageSize=100&status=0"),
            "/api/organization/thing/sale_detail",
            "商品不存在",
        ),
        (
            "SJ",
            sj("add_project"),
            json!({"draft": 1, "title": title}),
            sj("project_list?pageSize=100"),
            "/api/organization/SJ/project_detail",
            "项目不存在",
        ),
        (
            "SX",
            act("add_activity"),
            json!({"draft": 1, "kind": 1, "title": title}),
            act("activity_list?pageSize=100"),
            "/api/organization/activity/activity_detail",
            "活动不存在",
        ),
        (
            "SZ",
            sz("add_help_project"),
            json!({"draft": 1, "title": title}),
            sz("help_project_list?pageSize=100"),
            "/api/organization/SZ/help_project_detail",
            "求助不存在",
        ),
    ];
    for (area, add, body, list, detail, missing) in areas {
        let made = app.post(&add, body, Some(&org)).await;
        assert_eq!(made["code"], 200, "{area}: {made}");
        let id = new_id(&made);
        let own = app.get_id(detail, id, &org).await;
        assert_eq!(own["code"], 200, "{area}: the owner opens its draft: {own}");
        for account in ["demo_reviewer", "demo_partner", "demo_admin"] {
            let token = app.login(account).await;
            let listed = app.get(&list, Some(&token)).await;
            let leaked = listed.to_string().contains(title);
            assert!(!leaked, "{area}: {account} lists the draft: {listed}");
            let opened = app.get_id(detail, id, &token).await;
            assert_ne!(
                opened["code"], 200,
                "{area}: {account} opens the draft: {opened}"
            );
            let msg = opened["msg"].as_str().unwrap_or("");
            assert!(
                msg == missing || msg.starts_with("无权"),
                "{area}: {account}: {opened}"
            );
        }
    }
}
