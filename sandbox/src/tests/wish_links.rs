//! H5 links and copywriting: relations round trip (a link's wishes in order, a wish's links,
//! a copywriting's wishes and links), a push makes exactly one message per chosen account, and
//! the campaign preview is the public view (masked names, only published wishes).

use super::calls::{item_ids, new_id};
use super::wish_fixtures::{valid_wish, wish};
use super::{assert_code, spawn_logged_in, TestApp, TestService};
use crate::areas::wish::workflow::{UNPUBLISHED, WAITING};
use serde_json::json;

const COVER: &str = "/sandbox-files/avatar/2.svg";

/// A new H5 link titled `title` with the shared cover, made by `staff`: its id.
async fn new_link<S: TestService>(app: &TestApp<S>, title: &str, staff: &str) -> i64 {
    let link = app
        .post(
            &wish("add_link"),
            json!({"title": title, "cover": COVER}),
            Some(staff),
        )
        .await;
    assert_eq!(link["code"], 200, "{link}");
    new_id(&link)
}

#[actix_web::test]
async fn link_and_copywriting_relations_round_trip() {
    let (app, [staff]) = spawn_logged_in(false, ["demo_reviewer"]).await;
    let waiting = app.demo_wishes(WAITING, None).await;
    let (a, b, c) = (waiting[2], waiting[0], waiting[1]);
    let link = app
        .post(
            &wish("add_link"),
            json!({"title": "暖冬行动", "cover": COVER, "intro": "为孩子送温暖"}),
            Some(&staff),
        )
        .await;
    assert_eq!(link["code"], 200, "{link}");
    let link_id = new_id(&link);
    assert_eq!(
        link["data"]["url"],
        format!("https://h5.sandbox.local/microwish/{link_id}")
    );

    let related = app
        .post(
            &wish("relation_link"),
            json!({"id": link_id, "wish_ids": [a, b, c, a]}),
            Some(&staff),
        )
        .await;
    assert_eq!(related["data"]["wish_count"], 3, "{related}");
    let detail = app.get_id(&wish("link_detail"), link_id, &staff).await;
    assert_eq!(
        item_ids(&detail["data"]["wishes"]),
        [a, b, c],
        "the chosen order"
    );
    let in_link = app
        .get(
            &wish(&format!("issue_list?link_id={link_id}")),
            Some(&staff),
        )
        .await;
    assert_eq!(item_ids(&in_link["data"]["list"]), [a, b, c]);
    let outside = app
        .get(
            &wish(&format!("issue_list?not_link_id={link_id}&pageSize=100")),
            Some(&staff),
        )
        .await;
    assert!(item_ids(&outside["data"]["list"])
        .iter()
        .all(|w| ![a, b, c].contains(w)));

    let unpublished = app.demo_wishes(UNPUBLISHED, None).await[0];
    let refused = app
        .post(
            &wish("relation_link"),
            json!({"id": link_id, "wish_ids": [a, unpublished]}),
            Some(&staff),
        )
        .await;
    assert_eq!(refused["code"], 400);
    assert!(
        refused["msg"]
            .as_str()
            .is_some_and(|m| m.ends_with("未发布，不能关联")),
        "{refused}"
    );
    assert_eq!(
        item_ids(&app.get_id(&wish("link_detail"), link_id, &staff).await["data"]["wishes"]),
        [a, b, c],
        "a refused relation changes nothing"
    );

    // The wish's side: drop it from every link but one other.
    let others = app.get_id(&wish("wish_links"), b, &staff).await;
    let marked: Vec<i64> = others["data"]["list"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .filter(|l| l["related"] == true)
        .filter_map(|l| l["id"].as_i64())
        .collect();
    assert!(marked.contains(&link_id), "{others}");
    assert_eq!(
        app.post(
            &wish("relation_wish"),
            json!({"id": b, "link_ids": []}),
            Some(&staff)
        )
        .await["code"],
        200
    );
    assert_eq!(
        item_ids(&app.get_id(&wish("link_detail"), link_id, &staff).await["data"]["wishes"]),
        [a, c]
    );
    assert_eq!(
        app.post(
            &wish("relation_wish"),
            json!({"id": b, "link_ids": [link_id]}),
            Some(&staff)
        )
        .await["code"],
        200
    );
    assert_eq!(
        item_ids(&app.get_id(&wish("link_detail"), link_id, &staff).await["data"]["wishes"]),
        [a, c, b],
        "appended at the end"
    );

    let copy = app.post(&wish("add_copywriting"), json!({"share_title": "一起温暖冬天", "description": "帮孩子实现冬天的心愿", "image": COVER}), Some(&staff)).await;
    let copy_id = new_id(&copy);
    let rel = app
        .post(
            &wish("relation_copywriting"),
            json!({"id": copy_id, "wish_ids": [c], "link_ids": [link_id]}),
            Some(&staff),
        )
        .await;
    assert_eq!(
        (
            rel["data"]["wish_count"].clone(),
            rel["data"]["link_count"].clone()
        ),
        (json!(1), json!(1)),
        "{rel}"
    );
    let cd = app
        .get_id(&wish("copywriting_detail"), copy_id, &staff)
        .await;
    assert_eq!(item_ids(&cd["data"]["wishes"]), [c]);
    assert_eq!(item_ids(&cd["data"]["links"]), [link_id]);
    let ld = app.get_id(&wish("link_detail"), link_id, &staff).await;
    assert_eq!(ld["data"]["copywriting"]["id"], copy_id);
    let wd = app.get_id(&wish("detail"), c, &staff).await;
    assert!(item_ids(&wd["data"]["copywritings"]).contains(&copy_id));
    assert!(item_ids(&wd["data"]["links"]).contains(&link_id));
    assert_eq!(
        app.post(
            &wish("relation_copywriting"),
            json!({"id": copy_id, "wish_ids": [], "link_ids": []}),
            Some(&staff)
        )
        .await["code"],
        200
    );
    assert!(
        app.get_id(&wish("link_detail"), link_id, &staff).await["data"]["copywriting"].is_null()
    );
}

#[actix_web::test]
async fn a_push_makes_exactly_one_message_per_chosen_account_in_its_message_centre() {
    let (app, [staff, org, micro]) =
        spawn_logged_in(false, ["demo_reviewer", "demo_org", "demo_micro"]).await;
    let accounts = app
        .post(
            "/api/organization/message/all_account_list",
            json!({"keyword": "春晖", "pageSize": 50}),
            Some(&staff),
        )
        .await;
    let org_account = accounts["data"]["list"][0]["id"].as_i64().unwrap_or(0);
    assert_eq!(
        accounts["data"]["list"][0]["org_name"], "北京春晖公益基金会",
        "{accounts}"
    );
    let micro_account = app.account_id("demo_micro").await;
    let link_id = new_link(&app, "开学季微心愿", &staff).await;
    let (org_before, micro_before) = (
        app.unread_messages(&org).await,
        app.unread_messages(&micro).await,
    );

    app.post_expect(
        &wish("push_link"),
        json!({"id": link_id, "account_ids": [org_account, 999_999]}),
        &staff,
        400,
        "账号不存在",
    )
    .await;
    assert_eq!(
        app.unread_messages(&org).await,
        org_before,
        "a refused push sends nothing"
    );
    let pushed = app
        .post(
            &wish("push_link"),
            json!({"id": link_id, "account_ids": [org_account, micro_account, org_account]}),
            Some(&staff),
        )
        .await;
    assert_code(&pushed, 200, "已推送给2个账号");
    assert_eq!(app.unread_messages(&org).await, org_before + 1);
    assert_eq!(app.unread_messages(&micro).await, micro_before + 1);
    let list = app
        .get(
            "/api/organization/push/org_msg_list?pageNum=1&pageSize=10",
            Some(&org),
        )
        .await;
    let newest = &list["data"]["list"][0];
    assert_eq!(newest["title"], "微心愿活动「开学季微心愿」");
    assert_eq!(
        newest["link"],
        format!("https://h5.sandbox.local/microwish/{link_id}")
    );
    let detail = app.get_id(&wish("link_detail"), link_id, &staff).await;
    assert_eq!(detail["data"]["pushes"].as_array().map(Vec::len), Some(2));
    let partner = app.login("demo_partner").await;
    app.post_expect(
        &wish("push_link"),
        json!({"id": link_id, "account_ids": [org_account]}),
        &partner,
        400,
        "无权管理链接",
    )
    .await;
}

#[actix_web::test]
async fn the_campaign_preview_is_the_public_view_with_masked_names_and_the_chosen_copy() {
    let (app, [staff]) = spawn_logged_in(false, ["demo_reviewer"]).await;
    let made = app
        .post(&wish("add_wish"), valid_wish(1), Some(&staff))
        .await;
    let hidden = new_id(&made);
    let shown = app.published_wish(&staff).await;
    let link_id = new_link(&app, "预览测试", &staff).await;
    app.post(
        &wish("relation_link"),
        json!({"id": link_id, "wish_ids": [shown]}),
        Some(&staff),
    )
    .await;
    // An unpublished wish cannot be related; put it in directly to prove the preview hides it.
    app.sql(move |c| {
        c.execute(
            "INSERT INTO wish_link_items (link_id, wish_id, sort) VALUES (?1, ?2, 9)",
            [link_id, hidden],
        )
    })
    .await;
    let copy = app
        .post(
            &wish("add_copywriting"),
            json!({"share_title": "分享标题", "description": "分享描述文字", "image": COVER}),
            Some(&staff),
        )
        .await;
    app.post(
        &wish("relation_copywriting"),
        json!({"id": copy["data"]["id"], "link_ids": [link_id]}),
        Some(&staff),
    )
    .await;
    let partner = app.login("demo_partner").await;
    let preview = app
        .get(&wish(&format!("preview?link_id={link_id}")), Some(&partner))
        .await;
    assert_eq!(preview["code"], 200, "{preview}");
    let data = &preview["data"];
    assert_eq!(data["share"]["title"], "分享标题");
    assert_eq!(item_ids(&data["wishes"]), [shown]);
    assert_eq!(data["wishes"][0]["child_name"], "王**");
    let text = data.to_string();
    assert!(
        !text.contains("王小明") && !text.contains("report_org") && !text.contains("phone"),
        "{text}"
    );
}
