//! Donation projects end to end: the seed, submit and where it goes (the partner's preliminary
//! review or the pool), the review round trip, publication, ending, refusals that change nothing,
//! visibility by role, and concurrent identical calls.

use super::calls::{assert_burst, items, new_id, successes, texts, Step};
use super::project_fixtures::{form, sj};
use super::review_scenario::{review_round_trip, ReviewCalls};
use super::{assert_code, spawn_app, spawn_logged_in};
use futures_util::future::join_all;
use serde_json::{json, Value};

const PRELIMINARY: i64 = 5;
const PENDING: i64 = 1;
const REVIEWING: i64 = 6;
const RETURNED: i64 = 4;
const APPROVED: i64 = 7;
const RAISING: i64 = 2;
const ENDED: i64 = 3;
const EXECUTING: i64 = 8;
const CLOSED: i64 = 9;
/// Every state a project can be stored in (0 is a draft).
const EVERY_STATE: [i64; 10] = [
    0,
    PRELIMINARY,
    PENDING,
    REVIEWING,
    RETURNED,
    APPROVED,
    RAISING,
    ENDED,
    EXECUTING,
    CLOSED,
];

fn day(n: i64) -> String {
    super::help_fixtures::day(n)
}

#[actix_web::test]
async fn the_seed_gives_the_demo_organisation_a_project_in_every_state() {
    let app = spawn_app(false).await;
    for status in EVERY_STATE {
        assert!(
            !app.demo_projects(status).await.is_empty(),
            "no demo project in {status}"
        );
    }
    let reviewer = app.login("demo_reviewer").await;
    let pool = app
        .get(&sj("claim_pool_list?pageSize=10"), Some(&reviewer))
        .await;
    assert!(pool["data"]["total"].as_i64() > Some(10), "{pool}");
    let org = app.login("demo_org").await;
    let list = app.get(&sj("project_list"), Some(&org)).await;
    assert_code(&list, 200, "获取成功");
    let rows = list["data"]["list"].as_array().cloned().unwrap_or_default();
    assert_eq!(rows.len(), 10);
    assert!(
        rows.iter().all(|r| r["status"] != 0),
        "drafts are never listed"
    );
}

#[actix_web::test]
async fn a_project_goes_through_the_review_round_trip() {
    let app = spawn_app(false).await;
    let account = app.demo_pay_account().await;
    SUBMIT_ACCOUNT.store(account, std::sync::atomic::Ordering::SeqCst);
    review_round_trip(
        &app,
        &ReviewCalls {
            owner: "demo_org",
            reviewer: "demo_reviewer",
            submit: || {
                let account = SUBMIT_ACCOUNT.load(std::sync::atomic::Ordering::SeqCst);
                (sj("add_project"), form(account, json!({})))
            },
            claim: |id| (sj("claim_project"), json!({ "id": id })),
            return_: |id| (sj("return_project"), json!({ "id": id })),
            resubmit: |id| {
                let account = SUBMIT_ACCOUNT.load(std::sync::atomic::Ordering::SeqCst);
                let mut f = form(account, json!({}));
                f["id"] = id.into();
                (sj("edit_project"), f)
            },
            pass: |id| (sj("pass_project"), json!({ "id": id })),
            detail: |id| sj(&format!("project_detail?id={id}")),
            states: [PENDING, REVIEWING, RETURNED, REVIEWING, APPROVED],
        },
    )
    .await;
}

/// The pay account the round trip's calls use (they are plain `fn`s).
static SUBMIT_ACCOUNT: std::sync::atomic::AtomicI64 = std::sync::atomic::AtomicI64::new(0);

#[actix_web::test]
async fn a_project_in_a_partners_province_waits_for_its_preliminary_review() {
    let (app, [org, partner, reviewer]) =
        spawn_logged_in(false, ["demo_org", "demo_partner", "demo_reviewer"]).await;
    let zhejiang = json!({"province": "330000", "city": "330100", "district": "330106",
                          "title": "西湖边的老人食堂"});
    let id = app.submit_project(&org, zhejiang.clone()).await;
    assert_eq!(app.project_status(id).await, PRELIMINARY);

    // The platform cannot claim it yet; the partner sees it and may decide.
    let before = app.project_snapshot(id).await;
    assert_code(
        &app.post_id(&sj("claim_project"), id, &reviewer).await,
        400,
        "只有待认领的项目可以认领",
    );
    let detail = app.get_id(&sj("project_detail"), id, &partner).await;
    assert_eq!(detail["data"]["status_label"], "待初审", "{detail}");
    assert_eq!(
        detail["data"]["actions"],
        json!(["preliminary_pass", "preliminary_return"])
    );
    app.post_expect(
        &sj("preliminary_return"),
        json!({"id": id, "reason": " "}),
        &partner,
        400,
        "请填写退回原因",
    )
    .await;
    assert_eq!(app.project_snapshot(id).await, before);

    // Returned by the partner, fixed, and back to the partner (not to the pool).
    let account = app.demo_pay_account().await;
    let mut fixed = form(account, zhejiang);
    fixed["id"] = id.into();
    #[rustfmt::skip]
    let steps: &[(Step, i64)] = &[
        ((&sj("preliminary_return"), json!({"id": id, "reason": "请补充执行地址"}), &partner, 200, "已退回"), RETURNED),
        ((&sj("edit_project"), fixed, &org, 200, "已重新提交"), PRELIMINARY),
        ((&sj("preliminary_pass"), json!({"id": id, "opinion": "材料齐全"}), &partner, 200, "初审通过，已推荐至平台审核"), PENDING),
    ];
    app.project_steps(id, steps).await;
    let detail = app.get_id(&sj("project_detail"), id, &org).await;
    assert_eq!(detail["data"]["preliminary"]["opinion"], "材料齐全");
    assert_eq!(
        detail["data"]["preliminary"]["by_name"], "浙江省联合劝募合作平台",
        "{detail}"
    );
    let actions = texts(&detail["data"]["logs"], "action");
    assert_eq!(
        actions,
        [
            "submit",
            "preliminary_return",
            "resubmit",
            "preliminary_pass"
        ]
    );
    // Now the platform claims it.
    assert_code(
        &app.post_id(&sj("claim_project"), id, &reviewer).await,
        200,
        "认领成功",
    );
}

#[actix_web::test]
async fn a_partner_never_decides_outside_its_province_nor_reaches_the_claim_pool() {
    let (app, [org, partner]) = spawn_logged_in(false, ["demo_org", "demo_partner"]).await;
    // Beijing: no partner covers it, so it goes straight to the pool.
    let id = app.submit_project(&org, json!({})).await;
    assert_eq!(app.project_status(id).await, PENDING);
    let before = app.project_snapshot(id).await;
    for (call, body) in [
        ("preliminary_pass", json!({"id": id})),
        ("preliminary_return", json!({"id": id, "reason": "不行"})),
    ] {
        app.post_expect(&sj(call), body, &partner, 400, "项目不存在")
            .await;
    }
    for (call, body) in [
        ("claim_project", json!({"id": id})),
        ("pass_project", json!({"id": id})),
        ("return_project", json!({"id": id, "reason": "不行"})),
    ] {
        app.post_expect(&sj(call), body, &partner, 400, "无权审核项目")
            .await;
    }
    app.get_expect(&sj("claim_pool_list"), &partner, 400, "无权审核项目")
        .await;
    app.get_expect(&sj("claimed_list"), &partner, 400, "无权审核项目")
        .await;
    assert_eq!(app.project_snapshot(id).await, before);
    // The platform's reviewer is not a partner either.
    let reviewer = app.login("demo_reviewer").await;
    let prelim = app.demo_projects(PRELIMINARY).await[0];
    assert_code(
        &app.post_id(&sj("preliminary_pass"), prelim, &reviewer)
            .await,
        400,
        "无权审核项目",
    );
    // A partner sees its province's projects (and its own organisation's), nothing else.
    let list = app
        .get(&sj("project_list?pageSize=100"), Some(&partner))
        .await;
    let provinces = texts(&list["data"]["list"], "province");
    assert!(!provinces.is_empty());
    assert!(provinces.iter().all(|p| *p == "330000"), "{provinces:?}");
    assert_code(
        &app.get_id(&sj("project_detail"), id, &partner).await,
        400,
        "项目不存在",
    );
}

#[actix_web::test]
async fn role_4_is_refused_every_project_call() {
    let (app, [micro]) = spawn_logged_in(false, ["demo_micro"]).await;
    for call in [
        "project_list",
        "domain_list",
        "draft_box_list",
        "donate_list",
        "month_donate_list",
    ] {
        app.get_expect(&sj(call), &micro, 400, "当前角色无权使用项目管理")
            .await;
    }
    app.post_expect(
        &sj("add_project"),
        json!({"title": "小微机构的项目", "draft": 1}),
        &micro,
        400,
        "当前角色无权使用项目管理",
    )
    .await;
}

#[actix_web::test]
async fn a_draft_saves_with_only_a_title_and_submits_with_every_rule() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let saved = app
        .post(&sj("add_project"), json!({"draft": 1, "title": "还没写完的项目", "description": "<p onclick=\"x()\">草稿</p><script>alert(1)</script>"}), Some(&org))
        .await;
    assert_code(&saved, 200, "草稿已保存");
    let id = new_id(&saved);
    let detail = app.get_id(&sj("project_detail"), id, &org).await;
    assert_eq!(detail["data"]["description"], "<p>草稿</p>");
    assert_eq!(
        detail["data"]["actions"],
        json!(["edit", "submit", "delete"])
    );
    // Another organisation's reviewer never sees a draft.
    let reviewer = app.login("demo_reviewer").await;
    assert_code(
        &app.get_id(&sj("project_detail"), id, &reviewer).await,
        400,
        "项目不存在",
    );
    let before = app.project_snapshot(id).await;
    assert_code(
        &app.post_id(&sj("draft_box_submit"), id, &org).await,
        400,
        "请选择项目领域",
    );
    assert_eq!(app.project_snapshot(id).await, before);
    let account = app.demo_pay_account().await;
    let mut f = form(account, json!({}));
    f["id"] = id.into();
    let submitted = app.post(&sj("draft_box_submit"), f, Some(&org)).await;
    assert_code(&submitted, 200, "提交成功，请等待审核");
    assert_eq!(submitted["data"]["status"], PENDING);
    let detail = app.get_id(&sj("project_detail"), id, &org).await;
    assert_eq!(detail["data"]["target_amount"], "12000.00");
    assert_eq!(detail["data"]["target_amount_upper"], "壹万贰仟元整");
    assert_eq!(detail["data"]["budget"][0]["amount"], "10000.00");
    assert_eq!(detail["data"]["pay_account"]["id"], account);
}

#[actix_web::test]
async fn an_approved_project_is_published_ended_and_executed_by_its_organisation_only() {
    let (app, [org, reviewer]) = spawn_logged_in(false, ["demo_org", "demo_reviewer"]).await;
    let id = app.demo_projects(APPROVED).await[0];
    let publish = json!({"id": id, "online_date": day(0), "fund_start": day(0), "fund_end": day(60),
                         "channel": 2, "pool_id": 1, "allow_over": 0});
    let before = app.project_snapshot(id).await;
    app.post_expect(
        &sj("issue_project"),
        publish.clone(),
        &reviewer,
        400,
        "项目不存在",
    )
    .await;
    let mut no_pool = publish.clone();
    no_pool["pool_id"] = Value::Null;
    #[rustfmt::skip]
    let steps: &[Step] = &[
        (&sj("issue_project"), no_pool, &org, 400, "请选择项目池"),
        (&sj("start_project"), json!({"id": id}), &org, 400, "只有募款结束的项目可以开始执行"),
    ];
    app.expect_each(steps).await;
    assert_eq!(app.project_snapshot(id).await, before);

    let resp = app
        .post(&sj("issue_project"), publish.clone(), Some(&org))
        .await;
    assert_code(&resp, 200, "发布成功");
    assert_eq!(resp["data"]["status"], RAISING);
    app.post_expect(
        &sj("issue_project"),
        publish,
        &org,
        400,
        "只有审核通过待发布的项目可以发布",
    )
    .await;
    let detail = app.get_id(&sj("project_detail"), id, &org).await;
    assert_eq!(detail["data"]["fund_end"], day(60));
    assert_eq!(detail["data"]["pool_title"], "乡村振兴爱心基金");
    assert_eq!(detail["data"]["channel_label"], "项目池");
    assert!(detail["data"]["actions"]
        .as_array()
        .is_some_and(|a| a.contains(&json!("finish"))));

    #[rustfmt::skip]
    let steps: &[(Step, i64)] = &[
        ((&sj("finish_project"), json!({"id": id}), &org, 200, "已结束募款"), ENDED),
        ((&sj("start_project"), json!({"id": id}), &org, 200, "项目已开始执行"), EXECUTING),
    ];
    app.project_steps(id, steps).await;
    // The selectors and /SZ keep reading 募款中 as 2 only.
    let names = app
        .get("/api/organization/SZ/project_name_list", Some(&org))
        .await;
    assert!(items(&names["data"]["list"]).all(|p| p["id"] != id));
}

#[actix_web::test]
async fn the_fundraising_ends_by_itself_when_its_window_is_over() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let id = app.demo_projects(RAISING).await[0];
    let now = crate::clock::now();
    app.sql(move |c| {
        c.execute(
            "UPDATE projects SET end_date = ?1 WHERE id = ?2",
            rusqlite::params![now - 10, id],
        )
    })
    .await;
    let detail = app.get_id(&sj("project_detail"), id, &org).await;
    assert_eq!(detail["data"]["status"], ENDED, "{detail}");
    let last = detail["data"]["logs"]
        .as_array()
        .and_then(|l| l.last().cloned())
        .unwrap_or_default();
    assert_eq!(last["action"], "auto_end");
    assert_eq!(last["operator_name"], "系统");
}

#[actix_web::test]
async fn of_twenty_concurrent_identical_claims_exactly_one_wins() {
    let (app, [reviewer, admin]) = spawn_logged_in(false, ["demo_reviewer", "demo_admin"]).await;
    let id = app.demo_projects(PENDING).await[0];
    let uri = sj("claim_project");
    let calls = (0..24).map(|n| {
        let token = if n % 2 == 0 { &reviewer } else { &admin };
        app.post_id(&uri, id, token)
    });
    let answers = join_all(calls).await;
    assert_burst(&answers, 1, "该项目已被认领，不能重复认领");
    let claims = app.logged("project", id, "claim").await;
    assert_eq!(claims, 1);
}

#[actix_web::test]
async fn twenty_concurrent_submits_and_publishes_change_the_state_once() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let draft = app.demo_projects(0).await[0];
    let account = app.demo_pay_account().await;
    let mut f = form(account, json!({}));
    f["id"] = draft.into();
    let uri = sj("draft_box_submit");
    let answers = join_all((0..20).map(|_| app.post(&uri, f.clone(), Some(&org)))).await;
    assert_eq!(successes(&answers), 1, "{answers:?}");
    let approved = app.demo_projects(APPROVED).await[0];
    let publish = json!({"id": approved, "online_date": day(0), "fund_start": day(0), "fund_end": day(30), "channel": 1});
    let uri = sj("issue_project");
    let answers = join_all((0..20).map(|_| app.post(&uri, publish.clone(), Some(&org)))).await;
    assert_eq!(successes(&answers), 1, "{answers:?}");
    let publishes = app.logged("project", approved, "publish").await;
    assert_eq!(publishes, 1);
}

#[actix_web::test]
async fn a_returned_project_shows_its_reason_and_the_owner_only_may_fix_it() {
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let id = app.demo_projects(RETURNED).await[0];
    let detail = app.get_id(&sj("project_detail"), id, &org).await;
    assert!(!detail["data"]["return_reason"]
        .as_str()
        .unwrap_or("")
        .is_empty());
    assert_eq!(detail["data"]["actions"], json!(["edit"]));
    let reviewer = app.login("demo_reviewer").await;
    let mut f = form(app.demo_pay_account().await, json!({}));
    f["id"] = id.into();
    app.post_expect(&sj("edit_project"), f, &reviewer, 400, "项目不存在")
        .await;
    // Unknown ids, someone else's and malformed ones all answer the same.
    for body in [json!({"id": 999_999}), json!({"id": "abc"}), json!({})] {
        app.post_expect(&sj("claim_project"), body, &reviewer, 400, "项目不存在")
            .await;
    }
}

#[actix_web::test]
async fn every_owner_step_the_table_refuses_is_a_400_with_its_message_and_changes_nothing() {
    use crate::areas::project::workflow::PROJECT;
    use crate::workflow::{Actor, Item};
    let (app, [org]) = spawn_logged_in(false, ["demo_org"]).await;
    let account = app.demo_pay_account().await;
    let account_id = app.account_id("demo_org").await;
    let org_id = app.org_of("demo_org").await;
    let actor = Actor {
        account_id,
        org_id,
        role: 1,
    };
    let mut refused = 0;
    for status in EVERY_STATE {
        let id = app.demo_projects(status).await[0];
        let mut edit = form(account, json!({}));
        edit["id"] = id.into();
        let publish = json!({"id": id, "online_date": day(0), "fund_start": day(0), "fund_end": day(30), "channel": 1});
        let calls = [
            (
                "draft_box_edit",
                "save_draft",
                json!({"id": id, "title": "新的草稿标题"}),
            ),
            ("draft_box_submit", "submit", json!({"id": id})),
            ("draft_box_delete", "delete", json!({"id": id})),
            ("edit_project", "edit", edit),
            ("issue_project", "publish", publish),
            ("finish_project", "finish", json!({"id": id})),
            ("start_project", "start", json!({"id": id})),
        ];
        for (call, action, body) in calls {
            let Err(msg) = PROJECT.next(&Item::owned(status, org_id), action, &actor) else {
                continue;
            };
            let before = app.project_snapshot(id).await;
            app.post_expect(&sj(call), body, &org, 400, msg).await;
            assert_eq!(app.project_snapshot(id).await, before, "{call} in {status}");
            refused += 1;
        }
    }
    assert!(refused >= 50, "{refused}");
}

/// Issue 40: a project published for a later online date is 待上线 and takes no money (no
/// channel) until that date, when the clock takes it to 募款中.
#[actix_web::test]
async fn a_project_before_its_online_date_is_upcoming_and_takes_no_donation_until_then() {
    const UPCOMING: i64 = 10;
    let (app, [org]) = spawn_logged_in(true, ["demo_org"]).await;
    let id = app.demo_projects(APPROVED).await[0];
    let publish = json!({"id": id, "online_date": day(3), "fund_start": day(3), "fund_end": day(60),
                         "channel": 1, "allow_over": 1});
    let resp = app.post(&sj("issue_project"), publish, Some(&org)).await;
    assert_code(&resp, 200, "发布成功");
    assert_eq!(resp["data"]["status"], UPCOMING);
    let detail = app.get_id(&sj("project_detail"), id, &org).await;
    assert_eq!(detail["data"]["status_label"], "待上线");
    let listed = app.get(&sj("project_list?status=10"), Some(&org)).await;
    assert!(listed["data"]["list"]
        .as_array()
        .is_some_and(|l| l.iter().any(|p| p["id"] == id)));
    let donation = json!({"project_id": id, "amount": "10.00"});
    assert_code(
        &app.sandbox("project_donation", donation.clone()).await,
        400,
        "该项目尚未上线，暂不能捐款",
    );
    // The online date comes (the days moved back instead of the clock forward).
    app.sql(move |c| {
        c.execute(
            "UPDATE projects SET online_date = date('now', '-1 day'), start_date = start_date - 4 * 86400
              WHERE id = ?1",
            [id],
        )
    })
    .await;
    // A channel outside /SJ (a sale, an activity) may be the first to ask: the rule takes the
    // project live itself.
    let takes = app
        .sql(move |c| {
            Ok(crate::areas::project::store::can_take(c, id, 1_000, crate::clock::now()).is_ok())
        })
        .await;
    assert!(takes);
    let detail = app.get_id(&sj("project_detail"), id, &org).await;
    assert_eq!(detail["data"]["status"], RAISING, "{detail}");
    assert_code(
        &app.sandbox("project_donation", donation).await,
        200,
        "捐款成功",
    );
    let lives = app.logged("project", id, "go_live").await;
    assert_eq!(lives, 1);
}
