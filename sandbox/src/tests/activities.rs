//! Activities end to end: the life of an activity (draft → review → return → resubmit →
//! published), the sign-up form round trip (define → preview → sign-up → list → export, a bad
//! answer refused with its field's message), places never oversold under concurrency, sign-up
//! review and sign-ins with hours, donations, change requests, roles, the seed.

use super::activity_fixtures::{act, good_answers, signup, valid_activity};
use super::calls::{assert_burst, items, Step};
use super::{assert_code, spawn_app, spawn_logged_in};
use crate::clock::{now, HOUR};
use futures_util::future::join_all;
use serde_json::{json, Value};

const SIGNUP: &str = "activity_signup";

#[actix_web::test]
async fn an_activity_is_drafted_submitted_returned_resubmitted_and_published() {
    let (app, [org, reviewer]) = spawn_logged_in(false, ["demo_org", "demo_reviewer"]).await;
    let draft = app
        .post(
            &act("add_activity"),
            json!({"draft": 1, "title": "草稿里的活动"}),
            Some(&org),
        )
        .await;
    assert_eq!(draft["data"]["status"], 0, "{draft}");
    let id = draft["data"]["id"].as_i64().unwrap();
    let drafts = app.get(&act("draft_box_list"), Some(&org)).await;
    assert!(drafts["data"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .any(|d| d["id"] == id));
    app.get_expect(
        &act(&format!("activity_detail?id={id}")),
        &reviewer,
        400,
        "活动不存在",
    )
    .await;

    let mut bad = valid_activity();
    bad["id"] = json!(id);
    bad["signup_end"] = json!(now() - HOUR);
    app.post_expect(
        &act("draft_box_submit"),
        bad,
        &org,
        400,
        "报名截止时间须晚于当前时间",
    )
    .await;
    assert_eq!(
        app.activity(id, &org).await["status"],
        0,
        "a refused submit changes nothing"
    );
    let mut form = valid_activity();
    form["id"] = json!(id);
    let sent = app
        .post(&act("draft_box_submit"), form.clone(), Some(&org))
        .await;
    assert_eq!(sent["data"]["status"], 1, "{sent}");

    let detail = app.activity(id, &reviewer).await;
    assert_eq!(detail["status_label"], "待审核");
    assert_eq!(detail["actions"], json!(["pass", "return"]));
    assert_eq!(detail["form_fields"][0]["key"], "f1");
    assert_code(
        &app.post_id(&act("pass_activity"), id, &org).await,
        400,
        "无权审核活动",
    );
    let bell = app.unread_messages(&org).await;
    app.post_expect(
        &act("return_activity"),
        json!({"id": id, "reason": " "}),
        &reviewer,
        400,
        "请填写退回原因",
    )
    .await;
    let returned = app
        .post(
            &act("return_activity"),
            json!({"id": id, "reason": "请补充集合地点"}),
            Some(&reviewer),
        )
        .await;
    assert_eq!(returned["code"], 200, "{returned}");
    let seen = app.activity(id, &org).await;
    assert_eq!(
        (seen["status"].clone(), seen["return_reason"].clone()),
        (json!(5), json!("请补充集合地点"))
    );
    assert_eq!(
        app.unread_messages(&org).await,
        bell + 1,
        "the owner hears of the return"
    );

    form["address"] = json!("朝阳区建国路88号社区服务中心门口");
    let again = app.post(&act("edit_activity"), form, Some(&org)).await;
    assert_eq!(again["data"]["status"], 1, "{again}");
    assert_eq!(
        app.post_id(&act("pass_activity"), id, &reviewer).await["code"],
        200
    );
    assert_code(
        &app.post_id(&act("pass_activity"), id, &reviewer).await,
        400,
        "该活动已审核，不能重复审核",
    );
    let published = app.activity(id, &org).await;
    assert_eq!(
        (
            published["state_label"].clone(),
            published["status_label"].clone()
        ),
        (json!("已发布"), json!("报名中"))
    );
    assert_eq!(published["actions"], json!(["cancel", "change"]));
    let actions: Vec<&str> = published["logs"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|l| l["action"].as_str())
        .collect();
    assert_eq!(actions, ["submit", "return", "resubmit", "pass"]);
    for list in [
        "activity_list?status=2&pageSize=100",
        "issue_list?pageSize=100",
    ] {
        let rows = app.get(&act(list), Some(&org)).await;
        assert!(
            rows["data"]["list"]
                .as_array()
                .unwrap()
                .iter()
                .any(|r| r["id"] == id),
            "{list}"
        );
    }
    app.post_expect(
        &act("add_activity"),
        valid_activity(),
        &reviewer,
        400,
        "平台账号不能发布活动",
    )
    .await;
}

#[actix_web::test]
async fn the_sign_up_form_round_trip_keeps_every_answer_and_refuses_a_bad_one_with_its_fields_message(
) {
    let (app, [org]) = spawn_logged_in(true, ["demo_org"]).await;
    let id = app.published_activity(valid_activity()).await;
    let fields = app.activity(id, &org).await["form_fields"].clone();

    // The builder's preview checks with the real rules.
    let preview = json!({"form_fields": fields, "answers": good_answers(), "name": "张三", "mobile": "13912345678"});
    assert_eq!(
        app.post(&act("check_form"), preview.clone(), Some(&org))
            .await["msg"],
        "填写正确"
    );
    let mut wrong = preview;
    wrong["answers"]["f2"] = json!(70);
    app.post_expect(&act("check_form"), wrong, &org, 400, "年龄须在18至65之间")
        .await;

    let before = app.count_rows("activity_signups").await;
    for (key, value, msg) in [
        ("f4", json!("110105194912310021"), "身份证号不正确"),
        ("f5", Value::Null, "请选择服装尺码"),
        (
            "f6",
            json!(["上午", "下午", "晚上"]),
            "可服务时段最多选择2项",
        ),
    ] {
        let mut body = signup(id, "张三", "13912345678");
        body["answers"][key] = value;
        assert_code(&app.sandbox(SIGNUP, body).await, 400, msg);
    }
    assert_eq!(
        app.count_rows("activity_signups").await,
        before,
        "a refused sign-up writes nothing"
    );

    let made = app.sandbox(SIGNUP, signup(id, "张三", "13912345678")).await;
    assert_eq!(made["data"]["status"], 0, "{made}");
    assert_code(
        &app.sandbox(SIGNUP, signup(id, "张三", "13912345678")).await,
        400,
        "该手机号已报名本活动",
    );

    let list = app
        .get(
            &act(&format!("activity_apply_list?activity_id={id}&is_team=0")),
            Some(&org),
        )
        .await;
    let row = &list["data"]["list"][0];
    assert_eq!(row["answers"]["f6"], json!(["上午", "下午"]), "{row}");
    // The list masks the 身份证号 answer; the detail shows it whole to its organisation.
    assert_eq!(row["answers"]["f4"], "110105********002X");
    assert!(row["answers"].get("f3").is_some());
    let labels: Vec<&str> = list["data"]["columns"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["label"].as_str())
        .collect();
    assert_eq!(labels[..3], ["工作单位", "年龄", "紧急联系人电话"]);
    let detail = app
        .get(&act(&format!("apply_detail?id={}", row["id"])), Some(&org))
        .await;
    assert_eq!(detail["data"]["fields"][5]["text"], "上午、下午");
    assert_eq!(detail["data"]["fields"][3]["text"], "11010519491231002X");
    assert_eq!(detail["data"]["answers"]["f4"], "11010519491231002X");
    assert_eq!(detail["data"]["actions"], json!(["pass", "return"]));
    // The list's row offers what the detail offers (issue 41: its buttons are drawn from these).
    assert_eq!(row["actions"], detail["data"]["actions"], "{row}");

    let export = app
        .post(
            &act("export_activity"),
            json!({"pageNum": 1, "pageSize": 1000, "activity_id": id}),
            Some(&org),
        )
        .await;
    assert_eq!(export["data"]["total"], 1, "{export}");
    assert_eq!(
        export["data"]["columns"][0],
        json!({"field": "answer_f1", "header": "工作单位"})
    );
    let cells = &export["data"]["list"][0];
    assert_eq!(
        (
            cells["answer_f1"].clone(),
            cells["answer_f6"].clone(),
            cells["answer_f5"].clone()
        ),
        (json!("春晖社区"), json!("上午、下午"), json!("M"))
    );
    assert_eq!(
        cells["answer_f4"], "110105********002X",
        "the export masks it as the list does"
    );
    assert!(!export.to_string().contains("11010519491231002X"));
}

#[actix_web::test]
async fn of_twenty_four_concurrent_sign_ups_for_the_last_place_exactly_one_wins() {
    let app = spawn_app(true).await;
    let mut form = valid_activity();
    form["places"] = json!(5);
    form["need_review"] = json!(0);
    let id = app.published_activity(form).await;
    for n in 0..4 {
        let first = app
            .sandbox(SIGNUP, signup(id, "先报名的人", &format!("1360000000{n}")))
            .await;
        assert_eq!(
            first["data"]["status"], 1,
            "no review: passed at once {first}"
        );
    }
    let team = json!({"activity_id": id, "is_team": 1, "name": "队长", "mobile": "13500000000",
                      "team_name": "晚到的小队", "members": [{"name": "队员甲", "mobile": "13500000001"}],
                      "answers": good_answers()});
    assert_code(&app.sandbox(SIGNUP, team).await, 400, "名额已满");

    let tries = (0..24).map(|n| {
        app.sandbox(
            SIGNUP,
            signup(id, "抢名额的人", &format!("137000000{n:02}")),
        )
    });
    let answers = join_all(tries).await;
    // Exactly one wins the last place.
    assert_burst(&answers, 1, "名额已满");
    let org = app.login("demo_org").await;
    let seen = app.activity(id, &org).await;
    assert_eq!(
        (seen["places_taken"].clone(), seen["is_full"].clone()),
        (json!(5), json!(true))
    );
}

#[actix_web::test]
async fn the_owner_reviews_sign_ups_and_sign_ins_add_up_to_hours_per_participant() {
    let (app, [org, reviewer]) = spawn_logged_in(true, ["demo_org", "demo_reviewer"]).await;
    let id = app.published_activity(valid_activity()).await;
    let mut ids = Vec::new();
    for (name, mobile) in [("张三", "13911110001"), ("李四", "13911110002")] {
        ids.push(
            app.sandbox(SIGNUP, signup(id, name, mobile)).await["data"]["id"]
                .as_i64()
                .unwrap(),
        );
    }
    let (pass, refuse) = (ids[0], ids[1]);
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&act("pass_apply"), json!({"id": pass}), &reviewer, 400, "无权审核报名"),
        (&act("return_apply"), json!({"id": refuse}), &org, 400, "请填写退回原因"),
    ];
    app.expect_each(steps).await;
    assert_eq!(
        app.post_id(&act("pass_apply"), pass, &org).await["data"]["status"],
        1
    );
    let back = app
        .post(
            &act("return_apply"),
            json!({"id": refuse, "reason": "年龄不符合要求"}),
            Some(&org),
        )
        .await;
    assert_eq!(back["data"]["status"], 2, "{back}");
    assert_code(
        &app.post_id(&act("pass_apply"), refuse, &org).await,
        400,
        "该报名已审核，不能重复审核",
    );
    let refused = app
        .get(
            &act(&format!("activity_apply_list?activity_id={id}&status=2")),
            Some(&org),
        )
        .await;
    assert_eq!(refused["data"]["list"][0]["reason"], "年龄不符合要求");

    // The activity took place this morning: sign-ins lie in its window and not ahead (issue 40).
    let at = now() - 6 * HOUR;
    app.activity_held_from(id, at).await;
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&act("sign_in"), json!({"signup_id": refuse, "sign_in_at": at}), &org, 400, "只有已通过的报名可以签到"),
        (&act("sign_in"), json!({"signup_id": pass, "sign_in_at": at}), &reviewer, 400, "无权登记签到"),
    ];
    app.expect_each(steps).await;
    let first = app
        .post(
            &act("sign_in"),
            json!({"signup_id": pass, "sign_in_at": at}),
            Some(&org),
        )
        .await;
    let open = first["data"]["id"].as_i64().unwrap();
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&act("sign_in"), json!({"signup_id": pass, "sign_in_at": at + HOUR}), &org, 400, "该报名人已签到，请先签退"),
        (&act("sign_out"), json!({"id": open, "sign_out_at": at}), &org, 400, "签退时间须晚于签到时间"),
    ];
    app.expect_each(steps).await;
    let out = app
        .post(
            &act("sign_out"),
            json!({"id": open, "sign_out_at": at + 2 * HOUR + HOUR / 2}),
            Some(&org),
        )
        .await;
    assert_eq!(out["data"]["hours"], "2.5", "{out}");
    let scan = app
        .sandbox(
            "activity_signin",
            json!({"signup_id": pass, "sign_in_at": at + 3 * HOUR, "sign_out_at": at + 4 * HOUR}),
        )
        .await;
    assert_eq!(scan["code"], 200, "{scan}");

    let records = app
        .get(
            &act(&format!("activity_sign_list?activity_id={id}&type=1")),
            Some(&org),
        )
        .await;
    assert_eq!(records["data"]["total"], 2);
    assert_eq!(records["data"]["list"][0]["operator_name"], "系统");
    let totals = app
        .get(
            &act(&format!("activity_sign_list?activity_id={id}&type=2")),
            Some(&org),
        )
        .await;
    assert_eq!(totals["data"]["list"][0]["hours"], "3.5", "{totals}");
    assert_eq!(totals["data"]["list"][0]["signin_count"], 2);
    assert_eq!(totals["data"]["hours_total"], "3.5");
}

#[actix_web::test]
async fn donations_through_a_charity_activity_count_into_its_project_and_list_with_their_bill() {
    let (app, [org]) = spawn_logged_in(true, ["demo_org"]).await;
    let usable = app
        .get("/api/organization/SJ/activity_can_use_project", Some(&org))
        .await;
    let project = usable["data"]["list"][0]["id"]
        .as_i64()
        .expect("demo_org raises for a project");
    let mut form = valid_activity();
    form["kind"] = json!(2);
    app.post_expect(
        &act("add_activity"),
        form.clone(),
        &org,
        400,
        "请选择关联的募捐项目",
    )
    .await;
    form["project_id"] = json!(project);
    form["target_amount"] = json!("5000");
    let id = app.published_activity(form).await;
    let paid = app
        .sandbox("activity_donation", json!({"activity_id": id, "amount": "100.00", "need_bill": 1, "bill_title": "北京某公司", "donor_name": "陈先生"}))
        .await;
    assert_eq!(paid["code"], 200, "{paid}");
    let other = app
        .sandbox(
            "activity_donation",
            json!({"activity_id": id, "amount": "50"}),
        )
        .await;
    app.sandbox(
        "activity_donation",
        json!({"refund_of": other["data"]["id"]}),
    )
    .await;

    let list = app
        .get(&act(&format!("donate_list?activity_id={id}")), Some(&org))
        .await;
    assert_eq!(
        (
            list["data"]["total"].clone(),
            list["data"]["sum_amount"].clone()
        ),
        (json!(2), json!("100.00"))
    );
    let billed = items(&list["data"]["list"])
        .find(|d| d["need_bill"] == 1)
        .unwrap();
    assert_eq!(
        (
            billed["need_bill_label"].clone(),
            billed["region_text"].clone(),
            billed["donor_name"].clone()
        ),
        (json!("是"), json!("北京市"), json!("陈**"))
    );
    assert_eq!(
        app.total(
            &act(&format!("donate_list?activity_id={id}&pay_status=2")),
            &org
        )
        .await,
        1
    );
    let every = app
        .get(
            &act(&format!("donate_list?activity_id={id}&pay_status=0")),
            Some(&org),
        )
        .await;
    assert_eq!(
        every["data"]["total"], 2,
        "pay_status 0 is every pay status"
    );
    let summary = app.get_id(&act("public_benefit_activity"), id, &org).await;
    assert_eq!(
        (
            summary["data"]["raised_amount"].clone(),
            summary["data"]["progress_percent"].clone()
        ),
        (json!("100.00"), json!(2))
    );
    let plain = app.published_activity(valid_activity()).await;
    assert_code(
        &app.sandbox(
            "activity_donation",
            json!({"activity_id": plain, "amount": "1"}),
        )
        .await,
        400,
        "该活动没有关联的募捐项目",
    );
}

#[actix_web::test]
async fn a_change_to_a_published_activity_is_reviewed_on_its_field_diff() {
    let (app, [org, reviewer]) = spawn_logged_in(true, ["demo_org", "demo_reviewer"]).await;
    let id = app.published_activity(valid_activity()).await;
    for n in 0..3 {
        app.sandbox(SIGNUP, signup(id, "报名者", &format!("1381111000{n}")))
            .await;
    }
    let change = |changes: Value| json!({"activity_id": id, "reason": "报名火爆，扩大名额", "changes": changes});
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&act("add_change"), change(json!({"places": 2})), &org, 400, "活动名额不能少于已报名人数"),
        (&act("add_change"), change(json!({"org_id": 2})), &org, 400, "不支持变更的字段：org_id"),
    ];
    app.expect_each(steps).await;
    let asked = app
        .post(
            &act("add_change"),
            change(json!({"places": 40, "title": "周末社区助老志愿服务（扩招）"})),
            Some(&org),
        )
        .await;
    assert_eq!(asked["code"], 200, "{asked}");
    let cid = asked["data"]["id"].as_i64().unwrap();
    app.post_expect(
        &act("add_change"),
        change(json!({"places": 50})),
        &org,
        400,
        "该活动已有待审核的变更申请",
    )
    .await;
    let detail = app.get_id(&act("change_detail"), cid, &reviewer).await;
    let fields = &detail["data"]["fields"];
    assert_eq!(fields[0]["field"], "title");
    assert_eq!(
        (fields[1]["before"].clone(), fields[1]["after"].clone()),
        (json!(20), json!(40))
    );
    assert_eq!(
        app.activity(id, &org).await["places"],
        20,
        "old values until the pass"
    );
    assert_eq!(
        app.post_id(&act("pass_change"), cid, &reviewer).await["code"],
        200
    );
    let now_seen = app.activity(id, &org).await;
    assert_eq!(
        (now_seen["places"].clone(), now_seen["title"].clone()),
        (json!(40), json!("周末社区助老志愿服务（扩招）"))
    );
    let list = app
        .get(&act(&format!("change_list?activity_id={id}")), Some(&org))
        .await;
    assert_eq!(list["data"]["list"][0]["status_label"], "已通过");
}

#[actix_web::test]
async fn cancelling_a_published_activity_ends_its_live_sign_ups() {
    let (app, [org]) = spawn_logged_in(true, ["demo_org"]).await;
    let id = app.published_activity(valid_activity()).await;
    let s = app.sandbox(SIGNUP, signup(id, "张三", "13912340000")).await["data"]["id"].clone();
    assert_code(
        &app.post_id(&act("cancel_activity"), id, &org).await,
        400,
        "请填写取消原因",
    );
    let done = app
        .post(
            &act("cancel_activity"),
            json!({"id": id, "reason": "场地临时关闭"}),
            Some(&org),
        )
        .await;
    assert_eq!(done["data"]["status"], 6, "{done}");
    let seen = app.activity(id, &org).await;
    assert_eq!(
        (seen["status_label"].clone(), seen["cancel_reason"].clone()),
        (json!("已取消"), json!("场地临时关闭"))
    );
    let rows = app
        .get(
            &act(&format!("activity_apply_list?activity_id={id}")),
            Some(&org),
        )
        .await;
    assert_eq!(rows["data"]["list"][0]["id"], s);
    assert_eq!(rows["data"]["list"][0]["status_label"], "已取消");
    assert_code(
        &app.sandbox(SIGNUP, signup(id, "李四", "13912340001")).await,
        400,
        "该活动不在报名中",
    );
}

#[actix_web::test]
async fn role_4_is_refused_every_activity_call_and_the_partner_reads_only_its_province() {
    let (app, [micro]) = spawn_logged_in(false, ["demo_micro"]).await;
    let before = app.count_rows("activities").await;
    for call in [
        "activity_list",
        "issue_list",
        "draft_box_list",
        "activity_cate",
        "tag_list",
        "donate_list",
        "activity_list_statistics",
        "change_list",
        "activity_detail?id=1",
    ] {
        app.get_expect(&act(call), &micro, 400, "当前角色无权使用活动管理")
            .await;
    }
    for (call, body) in [
        ("add_activity", valid_activity()),
        ("add_tag", json!({"name": "x"})),
        ("export_activity", json!({})),
    ] {
        app.post_expect(&act(call), body, &micro, 400, "当前角色无权使用活动管理")
            .await;
    }
    app.get_expect(
        "/api/organization/SJ/activity_can_use_project",
        &micro,
        400,
        "当前角色无权使用活动管理",
    )
    .await;
    assert_eq!(app.count_rows("activities").await, before);

    let partner = app.login("demo_partner").await;
    let seen = app
        .get(&act("activity_list?pageSize=100"), Some(&partner))
        .await;
    let rows = seen["data"]["list"].as_array().unwrap();
    assert!(rows.len() >= 3, "{seen}");
    assert!(
        rows.iter().all(|r| r["province"] == "330000"),
        "only 浙江: {seen}"
    );
    assert!(
        rows.iter().any(|r| r["org_name"] == "杭州微光助学社"),
        "another organisation's in its province"
    );
    let demo_org_id: i64 = app
        .value("SELECT id FROM activities WHERE province = '110000' AND status = 2 LIMIT 1")
        .await;
    app.get_expect(
        &act(&format!("activity_detail?id={demo_org_id}")),
        &partner,
        400,
        "活动不存在",
    )
    .await;
}

#[actix_web::test]
async fn the_seed_holds_demo_orgs_activities_in_every_phase_and_the_statistics_count_them() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let all = app
        .get(&act("activity_list?pageSize=100"), Some(&org))
        .await;
    let mut phases: Vec<i64> = all["data"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|r| r["status"].as_i64())
        .collect();
    phases.sort_unstable();
    phases.dedup();
    assert_eq!(phases, [1, 2, 3, 4, 5, 6, 7], "{all}");
    assert_eq!(
        app.get(&act("draft_box_list"), Some(&org)).await["data"]["total"],
        2
    );
    let stats = app.get(&act("activity_list_statistics"), Some(&org)).await["data"].clone();
    assert_eq!(stats["total"], all["data"]["total"]);
    for s in stats["by_status"].as_array().unwrap() {
        assert_eq!(
            app.total(&act(&format!("activity_list?status={}", s["status"])), &org)
                .await,
            s["count"],
            "{}",
            s["label"]
        );
    }
    assert!(
        stats["signin_count"].as_i64().unwrap() > 0 && stats["hours_total"] != "0.0",
        "{stats}"
    );
    assert!(stats["donation_amount"] != "0.00", "{stats}");
    let full = all["data"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .any(|r| r["is_full"] == true);
    assert!(full, "one activity is full");
    app.get_expect(&act("activity_list?status=9"), &org, 400, "状态不正确")
        .await;
}

#[actix_web::test]
async fn an_organisation_keeps_its_own_tags_and_the_lists_filter_by_them() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let made = app
        .post(&act("add_tag"), json!({"name": "新标签"}), Some(&org))
        .await;
    assert_eq!(made["msg"], "添加成功");
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&act("add_tag"), json!({"name": "新标签"}), &org, 400, "标签已存在"),
        (&act("add_tag"), json!({"name": "超过十个字的标签名称啊啊"}), &org, 400, "标签名称不能超过10个字"),
    ];
    app.expect_each(steps).await;
    let tags = app.get(&act("tag_list"), Some(&org)).await;
    let used = tags["data"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["activity_count"].as_i64().unwrap_or(0) > 0)
        .unwrap()
        .clone();
    let tagged = app
        .get(
            &act(&format!("activity_list?tag_id={}", used["id"])),
            Some(&org),
        )
        .await;
    assert!(tagged["data"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .all(|r| r["tags"]
            .as_array()
            .unwrap()
            .iter()
            .any(|t| t["id"] == used["id"])));
    let partner = app.login("demo_partner").await;
    app.post_expect(
        &act("del_tag"),
        json!({"id": made["data"]["id"]}),
        &partner,
        400,
        "标签不存在",
    )
    .await;
    assert_eq!(
        app.post(
            &act("del_tag"),
            json!({"id": made["data"]["id"]}),
            Some(&org)
        )
        .await["msg"],
        "删除成功"
    );
    let cates = app.get(&act("activity_cate"), Some(&org)).await;
    assert_eq!(cates["data"]["list"].as_array().unwrap().len(), 8);
}

#[actix_web::test]
async fn sign_up_sign_in_and_export_answers_match_their_schemas_in_openapi_json() {
    use super::contract::check_against;
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let list = app
        .get(&act("activity_list?pageSize=100"), Some(&org))
        .await;
    let running = items(&list["data"]["list"])
        .find(|a| a["status"] == 4)
        .unwrap()["id"]
        .clone();
    let reviewed = items(&list["data"]["list"])
        .find(|a| a["title"] == "社区助老志愿服务日")
        .unwrap()["id"]
        .clone();
    let mut checked = 0;
    for id in [&running, &reviewed] {
        let applies = app
            .get(
                &act(&format!("activity_apply_list?activity_id={id}")),
                Some(&org),
            )
            .await;
        check_against("/api/organization/activity/activity_apply_list", &applies);
        let first = applies["data"]["list"][0]["id"].clone();
        check_against(
            "/api/organization/activity/apply_detail",
            &app.get_id(&act("apply_detail"), first, &org).await,
        );
        for kind in [1, 2] {
            let signs = app
                .get(
                    &act(&format!("activity_sign_list?activity_id={id}&type={kind}")),
                    Some(&org),
                )
                .await;
            check_against("/api/organization/activity/activity_sign_list", &signs);
        }
        check_against(
            "/api/organization/activity/public_benefit_activity",
            &app.get_id(&act("public_benefit_activity"), id, &org).await,
        );
        checked += 5;
    }
    assert_eq!(checked, 10);
}
