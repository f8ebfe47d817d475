//! Micro wishes end to end: the life of a wish (create, edit, publish, off-shelf), claims (one
//! active claim per wish under concurrency, cancel, light-up only from 已认领), the regional
//! partner limited to its province, roles 1 and 4 refused every call, donations and the export.

use super::calls::{assert_burst, new_id, Step};
use super::wish_fixtures::{claimer_for, valid_wish, wish};
use super::{assert_code, spawn_app, spawn_logged_in};
use crate::areas::wish::workflow::{CLAIMED, OFF_SHELF, REALIZED, UNPUBLISHED, WAITING};
use futures_util::future::join_all;
use serde_json::{json, Value};

fn lightup_body(id: i64) -> Value {
    let today = crate::rules::dates::format(crate::rules::dates::today(crate::clock::now()));
    json!({"id": id, "delivered_at": today, "receiver": "王老师",
           "feedback_images": ["/sandbox-files/avatar/1.svg"],
           "feedback_message": "书包已经送到小明手里，他很开心。"})
}

#[actix_web::test]
async fn a_wish_is_created_edited_published_taken_off_the_shelf_and_published_again() {
    let (app, [staff]) = spawn_logged_in(false, ["demo_reviewer"]).await;
    let made = app
        .post(&wish("add_wish"), valid_wish(1), Some(&staff))
        .await;
    assert_eq!(made["code"], 200, "{made}");
    assert_eq!(made["data"]["status"], UNPUBLISHED);
    let id = new_id(&made);
    let no = made["data"]["wish_no"].as_str().unwrap_or("").to_owned();
    assert!(no.starts_with("XY") && no.len() == 14, "{no}");

    let mut edited = valid_wish(1);
    edited["id"] = json!(id);
    edited["title"] = json!("想要一个防水书包");
    assert_eq!(
        app.post(&wish("edit_wish"), edited.clone(), Some(&staff))
            .await["code"],
        200
    );
    let detail = app.get_id(&wish("detail"), id, &staff).await;
    assert_eq!(detail["data"]["title"], "想要一个防水书包");
    assert_eq!(detail["data"]["child_name"], "王小明");
    assert_eq!(detail["data"]["child_name_masked"], "王**");
    assert_eq!(detail["data"]["status_label"], "待发布");
    assert_eq!(detail["data"]["actions"], json!(["edit", "publish"]));

    app.post_expect(
        &wish("off_shelf_wish"),
        json!({"id": id, "reason": "x"}),
        &staff,
        400,
        "只有待认领的心愿可以下架",
    )
    .await;
    assert_eq!(
        app.post_id(&wish("publish_wish"), id, &staff).await["code"],
        200
    );
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&wish("edit_wish"), edited, &staff, 400, "只有待发布或已下架的心愿可以编辑"),
        (&wish("off_shelf_wish"), json!({"id": id, "reason": " "}), &staff, 400, "请填写下架原因"),
    ];
    app.expect_each(steps).await;
    let off = app
        .post(
            &wish("off_shelf_wish"),
            json!({"id": id, "reason": "信息待核实"}),
            Some(&staff),
        )
        .await;
    assert_eq!(off["data"]["status"], OFF_SHELF, "{off}");
    assert_eq!(
        app.post_id(&wish("publish_wish"), id, &staff).await["data"]["status"],
        WAITING
    );
    let logs: Vec<String> = app.get_id(&wish("detail"), id, &staff).await["data"]["logs"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .map(|l| l["action"].as_str().unwrap_or("").to_owned())
        .collect();
    assert_eq!(logs, ["create", "edit", "publish", "off_shelf", "publish"]);
}

#[actix_web::test]
async fn of_twenty_concurrent_claims_of_one_wish_exactly_one_wins_and_the_others_get_a_clear_400() {
    let (app, [staff, admin]) = spawn_logged_in(true, ["demo_reviewer", "demo_admin"]).await;
    let id = app.published_wish(&staff).await;
    let add = wish("add_claim");
    let calls = (0..20).map(|n| {
        let body = claimer_for(id);
        match n % 3 {
            // One future type for the three callers: the sandbox call as a plain post.
            0 => app.post("/__sandbox/wish_claim", body, None),
            1 => app.post(&add, body, Some(&staff)),
            _ => app.post(&add, body, Some(&admin)),
        }
    });
    let answers = join_all(calls).await;
    assert_burst(&answers, 1, "该心愿已被认领");
    let (claims, donations): (i64, i64) = app
        .sql(move |c| {
            c.query_row(
                "SELECT (SELECT COUNT(*) FROM wish_claims WHERE wish_id = ?1),
                    (SELECT COUNT(*) FROM donations WHERE subject = 'wish' AND item_id = ?1)",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
        })
        .await;
    assert_eq!((claims, donations), (1, 1));
    assert_eq!(app.wish_status(id, &staff).await, CLAIMED);
}

#[actix_web::test]
async fn a_wish_lights_up_only_from_claimed_with_its_feedback_and_the_claim_is_realised() {
    let (app, [staff]) = spawn_logged_in(true, ["demo_reviewer"]).await;
    let id = app.published_wish(&staff).await;
    // Lit up only from claimed: refused before the claim and again once realised.
    let lightup = wish("lightup_wish");
    let refused_unless_claimed = || {
        app.post_expect(
            &lightup,
            lightup_body(id),
            &staff,
            400,
            "只有已认领的心愿可以点亮",
        )
    };
    refused_unless_claimed().await;
    let body = claimer_for(id);
    let claim = app.sandbox("wish_claim", body).await;
    assert_eq!(claim["code"], 200, "{claim}");
    let mut no_images = lightup_body(id);
    no_images["feedback_images"] = json!([]);
    app.post_expect(
        &wish("lightup_wish"),
        no_images,
        &staff,
        400,
        "请上传反馈图片",
    )
    .await;
    assert_eq!(
        app.wish_status(id, &staff).await,
        CLAIMED,
        "a refused light-up changes nothing"
    );
    let lit = app
        .post(&wish("lightup_wish"), lightup_body(id), Some(&staff))
        .await;
    assert_eq!(lit["data"]["status"], REALIZED, "{lit}");
    let detail = app.get_id(&wish("detail"), id, &staff).await["data"].clone();
    assert_eq!(detail["feedback"]["receiver"], "王老师");
    assert_eq!(
        detail["feedback"]["images"].as_array().map(Vec::len),
        Some(1)
    );
    assert!(detail["active_claim"].is_null());
    let claim_id = new_id(&claim);
    // The delivery record still names the claim that delivered it.
    assert_eq!(detail["delivery_claim"]["id"], claim_id, "{detail}");
    assert_eq!(detail["delivery_claim"]["claimer_name"], "张三");
    let logs = detail["logs"].as_array().unwrap();
    let claimed = logs.iter().find(|l| l["action"] == "claim").unwrap();
    assert_eq!(claimed["note_label"], "认领人", "a claimer is not a reason");
    assert!(logs
        .iter()
        .filter(|l| l["action"] != "claim" && l["action"] != "ship")
        .all(|l| l["note_label"] == "原因"));
    let row = app.get_id(&wish("claim_detail"), claim_id, &staff).await;
    assert_eq!(row["data"]["status_label"], "已实现", "{row}");
    refused_unless_claimed().await;
}

#[actix_web::test]
async fn a_cancelled_claim_returns_the_wish_to_waiting_refunds_its_donation_and_a_new_claim_can_win(
) {
    let (app, [staff]) = spawn_logged_in(true, ["demo_reviewer"]).await;
    let id = app.published_wish(&staff).await;
    let body = claimer_for(id);
    let first = app
        .post(&wish("add_claim"), body.clone(), Some(&staff))
        .await;
    let first_id = new_id(&first);
    assert_code(
        &app.post_id(&wish("cancel_claim"), first_id, &staff).await,
        400,
        "请填写取消原因",
    );
    let cancelled = app
        .post(
            &wish("cancel_claim"),
            json!({"id": first_id, "reason": "认领人联系不上"}),
            Some(&staff),
        )
        .await;
    assert_eq!(cancelled["data"]["status"], 3, "{cancelled}");
    assert_eq!(app.wish_status(id, &staff).await, WAITING);
    let claims = app
        .get(
            &wish(&format!("claim_list?wish_id={id}&type_id=3")),
            Some(&staff),
        )
        .await;
    assert_eq!(claims["data"]["list"][0]["cancelled_by"], "staff");
    assert_eq!(claims["data"]["list"][0]["cancel_reason"], "认领人联系不上");
    let donations = app
        .get(&wish(&format!("donate_list?wish_id={id}")), Some(&staff))
        .await;
    assert_eq!(
        donations["data"]["list"][0]["pay_status_label"], "已取消",
        "a gift claim's donation is cancelled"
    );

    let second = app.sandbox("wish_claim", body.clone()).await;
    assert_eq!(second["code"], 200, "{second}");
    let second_id = new_id(&second);
    let by_claimer = app
        .sandbox("wish_claim_cancel", json!({"claim_id": second_id}))
        .await;
    assert_eq!(by_claimer["data"]["status"], 2, "{by_claimer}");
    assert_code(
        &app.sandbox("wish_claim_cancel", json!({"claim_id": second_id}))
            .await,
        400,
        "只有认领中的认领可以取消",
    );
    let third = app.post(&wish("add_claim"), body, Some(&staff)).await;
    assert_eq!(third["code"], 200, "{third}");
    assert_eq!(app.wish_status(id, &staff).await, CLAIMED);
    assert_eq!(
        app.total(&wish(&format!("claim_list?wish_id={id}&type_id=0")), &staff)
            .await,
        3
    );
    assert_eq!(
        app.total(&wish(&format!("claim_list?wish_id={id}&type_id=1")), &staff)
            .await,
        1
    );
}

#[actix_web::test]
async fn roles_1_and_4_are_refused_every_wish_call_and_nothing_changes() {
    let app = spawn_app(false).await;
    let any = app.demo_wishes(WAITING, None).await[0];
    let count =
        || app.sql(|c| c.query_row("SELECT COUNT(*) FROM wishes", [], |r| r.get::<_, i64>(0)));
    let before = count().await;
    for account in ["demo_org", "demo_micro"] {
        let token = app.login(account).await;
        for call in [
            "list",
            "issue_list",
            "donate_list",
            "statistics",
            "claim_list",
            "link_list",
            "copywriting_list",
            "change_list",
        ] {
            app.get_expect(&wish(call), &token, 400, "当前角色无权使用微心愿")
                .await;
        }
        for call in [
            "detail",
            "claim_detail",
            "link_detail",
            "copywriting_detail",
            "wish_links",
            "change_detail",
        ] {
            app.get_expect(
                &format!("{}?id={any}", wish(call)),
                &token,
                400,
                "当前角色无权使用微心愿",
            )
            .await;
        }
        for (call, body) in [
            ("add_wish", valid_wish(1)),
            ("edit_wish", json!({"id": any})),
            ("publish_wish", json!({"id": any})),
            ("off_shelf_wish", json!({"id": any, "reason": "x"})),
            ("add_claim", json!({"wish_id": any})),
            ("lightup_wish", json!({"id": any})),
            ("export_wish", json!({"pageNum": 1, "pageSize": 10})),
            ("list", json!({})),
            ("add_link", json!({})),
            ("push_link", json!({"id": 1, "account_ids": [1]})),
            ("add_copywriting", json!({})),
            ("add_change", json!({"wish_id": any})),
        ] {
            app.post_expect(&wish(call), body, &token, 400, "当前角色无权使用微心愿")
                .await;
        }
        app.post_expect(
            "/api/organization/message/all_account_list",
            json!({}),
            &token,
            400,
            "无权查看账号列表",
        )
        .await;
    }
    assert_eq!(count().await, before, "a refused call writes nothing");
    for account in ["demo_reviewer", "demo_partner", "demo_admin"] {
        let token = app.login(account).await;
        assert_eq!(
            app.get(&wish("list"), Some(&token)).await["code"],
            200,
            "{account}"
        );
    }
}

#[actix_web::test]
async fn the_regional_partner_manages_only_the_wishes_of_its_own_province() {
    let (app, [partner, staff]) = spawn_logged_in(true, ["demo_partner", "demo_reviewer"]).await;
    let list = app.get(&wish("list?pageSize=100"), Some(&partner)).await;
    let rows = list["data"]["list"].as_array().cloned().unwrap_or_default();
    assert!(
        rows.len() >= 9 && rows.iter().all(|r| r["province"] == "330000"),
        "{list}"
    );
    let all = app.get(&wish("list"), Some(&staff)).await["data"]["total"]
        .as_i64()
        .unwrap_or(0);
    assert!(all > rows.len() as i64);

    let elsewhere = app.demo_wishes(WAITING, Some("510000")).await[0];
    assert_code(
        &app.get_id(&wish("detail"), elsewhere, &partner).await,
        400,
        "心愿不存在",
    );
    let body = claimer_for(elsewhere);
    app.post_expect(&wish("add_claim"), body, &partner, 400, "心愿不存在")
        .await;
    let mut outside = valid_wish(1);
    outside["province"] = json!("510000");
    outside["city"] = json!("513400");
    outside["district"] = json!("513431");
    app.post_expect(
        &wish("add_wish"),
        outside,
        &partner,
        400,
        "只能发布本省的微心愿",
    )
    .await;

    let own = app.published_wish(&partner).await;
    let body = claimer_for(own);
    assert_eq!(app.sandbox("wish_claim", body).await["code"], 200);
    let lit = app
        .post(&wish("lightup_wish"), lightup_body(own), Some(&partner))
        .await;
    assert_eq!(lit["data"]["status"], REALIZED, "{lit}");
    let stats = app.get(&wish("statistics"), Some(&partner)).await;
    let waiting_elsewhere = app.demo_wishes(WAITING, Some("510000")).await.len();
    assert!(waiting_elsewhere > 0);
    assert_eq!(
        stats["data"]["wish_count"],
        rows.len() as i64 + 1,
        "{stats}"
    );
    app.post_expect(
        &wish("add_link"),
        json!({"title": "链接", "cover": "/sandbox-files/avatar/1.svg"}),
        &partner,
        400,
        "无权管理链接",
    )
    .await;
}

#[actix_web::test]
async fn lists_answer_post_like_get_and_refuse_bad_filters_in_chinese() {
    let (app, [staff]) = spawn_logged_in(false, ["demo_reviewer"]).await;
    let got = app
        .get(&wish("list?status=0&pageSize=5"), Some(&staff))
        .await;
    let posted = app
        .post(
            &wish("list"),
            json!({"status": 0, "pageSize": 5}),
            Some(&staff),
        )
        .await;
    assert_eq!(got["data"], posted["data"]);
    assert!(got["data"]["list"]
        .as_array()
        .is_some_and(|l| l.iter().all(|r| r["status"] == 0)));
    app.get_expect(&wish("list?status=9"), &staff, 400, "状态不正确")
        .await;
    app.get_expect(&wish("claim_list?type_id=7"), &staff, 400, "状态不正确")
        .await;
    let issued = app
        .get(&wish("issue_list?pageSize=100"), Some(&staff))
        .await;
    assert!(issued["data"]["list"]
        .as_array()
        .is_some_and(|l| !l.is_empty()
            && l.iter()
                .all(|r| [0, 1, 2].contains(&r["status"].as_i64().unwrap_or(-1)))));
    let stats = app.post(&wish("statistics"), json!({}), Some(&staff)).await;
    let by: i64 = stats["data"]["by_status"].as_array().map_or(0, |s| {
        s.iter().map(|x| x["count"].as_i64().unwrap_or(0)).sum()
    });
    assert_eq!(stats["data"]["wish_count"], by);
    assert_eq!(stats["data"]["by_status"].as_array().map(Vec::len), Some(5));
}

#[actix_web::test]
async fn a_donation_and_a_claim_land_in_the_donation_list_and_the_export_holds_the_wish() {
    let (app, [staff]) = spawn_logged_in(true, ["demo_reviewer"]).await;
    let id = app.published_wish(&staff).await;
    let gift = app
        .sandbox(
            "wish_donation",
            json!({"wish_id": id, "amount": "20.50", "donor_name": "刘洋",
        "need_bill": 1, "bill_title": "刘洋"}),
        )
        .await;
    assert_eq!(gift["data"]["raised_amount"], "20.50", "{gift}");
    let body = claimer_for(id);
    assert_eq!(app.sandbox("wish_claim", body).await["code"], 200);
    let list = app
        .get(&wish(&format!("donate_list?wish_id={id}")), Some(&staff))
        .await;
    assert_eq!(list["data"]["total"], 2, "{list}");
    assert_eq!(
        list["data"]["sum_amount"], "20.50",
        "only money counts in the sum"
    );
    let rows = list["data"]["list"].as_array().cloned().unwrap_or_default();
    assert!(rows.iter().any(|r| r["kind_label"] == "物资"
        && r["amount"] == "89.00"
        && r["need_bill_label"] == "否"));
    assert!(rows.iter().any(|r| r["donor_name"] == "刘**"
        && r["need_bill_label"] == "是"
        && r["region_text"] == "浙江省"));
    // One order-number format for every wish donation, new or seeded: WD + time + 6 digits.
    let every = app
        .get(&wish("donate_list?pageSize=100"), Some(&staff))
        .await;
    let numbers: Vec<String> = every["data"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .chain(rows.iter())
        .map(|r| r["order_no"].as_str().unwrap_or("").to_owned())
        .collect();
    assert!(numbers.len() > 2, "{every}");
    for no in &numbers {
        assert!(
            no.len() == 18 && no.starts_with("WD") && no[2..].bytes().all(|b| b.is_ascii_digit()),
            "{no}"
        );
    }
    let export = app
        .post(
            &wish("export_wish"),
            json!({"pageNum": 1, "pageSize": 1000}),
            Some(&staff),
        )
        .await;
    let mine: Vec<Value> = export["data"]["list"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .into_iter()
        .filter(|r| r["id"] == id)
        .collect();
    assert_eq!(mine.len(), 2, "{export}");
    assert!(mine.iter().all(|r| r["title"] == "想要一个新书包"
        && r["status_label"] == "已认领"
        && r["province"] == "330000"
        && r["child_name"] == "王小明"));
    assert_code(
        &app.sandbox("wish_donation", json!({"wish_id": id, "amount": "0"}))
            .await,
        400,
        "捐赠金额须在0.01至5000元之间",
    );
}

#[actix_web::test]
async fn the_seed_has_every_state_with_ten_wishes_in_zhejiang_and_cancelled_claims() {
    let app = spawn_app(false).await;
    for (status, at_least) in [
        (UNPUBLISHED, 4),
        (WAITING, 8),
        (CLAIMED, 5),
        (REALIZED, 4),
        (OFF_SHELF, 3),
    ] {
        assert!(
            app.demo_wishes(status, None).await.len() >= at_least,
            "{status}"
        );
        assert!(
            !app.demo_wishes(status, Some("330000")).await.is_empty(),
            "浙江 {status}"
        );
    }
    let (zhejiang, cancelled, lit_without_feedback): (i64, i64, i64) = app
        .sql(|c| {
            c.query_row(
                "SELECT (SELECT COUNT(*) FROM wishes WHERE province = '330000'),
                    (SELECT COUNT(*) FROM wish_claims WHERE status IN (2, 3)),
                    (SELECT COUNT(*) FROM wishes WHERE status = 2 AND feedback_images = '[]')",
                [],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
        })
        .await;
    assert_eq!((zhejiang, cancelled, lit_without_feedback), (10, 2, 0));
}

#[actix_web::test]
async fn a_change_to_a_published_wish_is_reviewed_by_staff_with_a_field_diff_and_the_requester_is_told(
) {
    let (app, [partner, staff]) = spawn_logged_in(true, ["demo_partner", "demo_reviewer"]).await;
    let id = app.published_wish(&partner).await;
    let unread = app.unread_messages(&partner).await;
    let add_change = wish("add_change");
    let ask = |changes: Value| {
        let body = json!({"wish_id": id, "reason": "孩子升入四年级了", "changes": changes});
        app.post(&add_change, body, Some(&partner))
    };
    for (changes, refusal) in [
        (json!({"grade": "三年级"}), "请至少修改一项内容"),
        (
            json!({"child_name": "李四"}),
            "不支持变更的字段：child_name",
        ),
    ] {
        assert_code(&ask(changes).await, 400, refusal);
    }
    let asked = ask(json!({"grade": "四年级", "target_amount": "99.00"})).await;
    assert_eq!(asked["code"], 200, "{asked}");
    let change = new_id(&asked);
    assert_code(
        &ask(json!({"title": "想要两个书包"})).await,
        400,
        "该心愿已有待审核的变更申请",
    );
    let detail = app.get_id(&wish("change_detail"), change, &staff).await;
    assert_eq!(
        detail["data"]["fields"],
        json!([
            {"field": "grade", "label": "年级", "before": "三年级", "after": "四年级"},
            {"field": "target_amount", "label": "心愿金额", "before": "89.00", "after": "99.00"},
        ]),
        "{detail}"
    );
    assert_eq!(detail["data"]["actions"], json!(["pass", "return"]));
    let wish_no = app.get_id(&wish("detail"), id, &staff).await["data"]["wish_no"].clone();
    assert_eq!(detail["data"]["change"]["wish_no"], wish_no, "{detail}");
    let requester = detail["data"]["change"]["requester_name"].clone();
    assert!(
        requester.as_str().is_some_and(|n| !n.is_empty()),
        "the review page names who asked: {detail}"
    );
    let listed = app.get(&wish("change_list?status=1"), Some(&staff)).await;
    let row = listed["data"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["id"] == change)
        .cloned()
        .unwrap();
    assert_eq!(
        (row["wish_no"].clone(), row["requester_name"].clone()),
        (wish_no, requester)
    );
    assert_eq!(
        app.get_id(&wish("detail"), id, &staff).await["data"]["grade"],
        "三年级",
        "until the pass the wish answers its old values"
    );
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&wish("pass_change"), json!({"id": change}), &partner, 400, "无权审核变更申请"),
        (&wish("pass_change"), json!({"id": change}), &staff, 200, "审核通过"),
    ];
    app.expect_each(steps).await;
    let now = app.get_id(&wish("detail"), id, &staff).await;
    assert_eq!(
        (
            now["data"]["grade"].clone(),
            now["data"]["target_amount"].clone()
        ),
        (json!("四年级"), json!("99.00"))
    );
    assert_eq!(
        app.unread_messages(&partner).await,
        unread + 1,
        "the requester's organisation hears the decision"
    );

    let body2 = claimer_for(id);
    assert_eq!(app.sandbox("wish_claim", body2).await["code"], 200);
    assert_code(
        &ask(json!({"target_amount": "120.00"})).await,
        400,
        "已认领的心愿不能修改心愿金额",
    );
    let list = app
        .get(&wish(&format!("change_list?wish_id={id}")), Some(&partner))
        .await;
    assert_eq!(list["data"]["total"], 1, "{list}");
    assert_eq!(list["data"]["list"][0]["status_label"], "已通过");
}
