//! The data centre (issue 22): its figures are the hand-computed sums of known rows, its
//! per-area totals are what each area's own list reports, role 3 sees only its province,
//! roles 1 and 4 are refused, and the export's rows are the overview's tables.

use super::calls::texts;
use super::contract::ROLE_ACCOUNTS;
use super::{spawn_app, spawn_logged_in};
use crate::rules::dates;
use serde_json::{json, Value};

const OVERVIEW: &str = "/api/organization/data/overview";
const EXPORT: &str = "/api/organization/data/export";

fn secs(day: &str, hms: (i64, i64, i64)) -> i64 {
    dates::start_of(dates::parse(day).unwrap()) + hms.0 * 3600 + hms.1 * 60 + hms.2
}

fn yuan_fen(v: &Value) -> i64 {
    let s = v.as_str().unwrap_or("0");
    let (y, f) = s.split_once('.').unwrap_or((s, "0"));
    y.parse::<i64>().unwrap() * 100 + f.parse::<i64>().unwrap()
}

/// A known donation row: `(subject, item, fen, paid_at, donor, pay_status, kind, activity, share, pledge, order_no)`.
type Row = (
    &'static str,
    i64,
    i64,
    i64,
    &'static str,
    i64,
    i64,
    Option<i64>,
    Option<i64>,
    Option<i64>,
    String,
);

/// Items given known places and organisations in a test database, for rows in 2030 (no seed row
/// is dated there).
struct Known {
    a: i64,
    b: i64,
    micro: i64,
    help: i64,
    wish: i64,
    activity: i64,
}

async fn known<S>(app: &super::TestApp<S>) -> Known
where
    S: actix_web::dev::Service<
        actix_http::Request,
        Response = actix_web::dev::ServiceResponse,
        Error = actix_web::Error,
    >,
{
    app.sql(|c| {
        let first = |sql: &str| c.query_row(sql, [], |r| r.get::<_, i64>(0));
        let k = Known {
            a: first("SELECT id FROM projects WHERE status = 2 ORDER BY id LIMIT 1")?,
            b: first("SELECT id FROM projects WHERE status = 2 ORDER BY id LIMIT 1 OFFSET 1")?,
            micro: first("SELECT id FROM micro_projects WHERE status = 2 ORDER BY id LIMIT 1")?,
            help: first("SELECT id FROM help_cases WHERE status = 4 ORDER BY id LIMIT 1")?,
            wish: first("SELECT id FROM wishes WHERE status = 0 ORDER BY id LIMIT 1")?,
            activity: first("SELECT id FROM activities WHERE kind = 2 ORDER BY id LIMIT 1")?,
        };
        // Places no seeded item uses, so share pages and pledges of the scope are only these.
        c.execute(
            "UPDATE projects SET province = '650000', org_id = 5 WHERE id = ?1",
            [k.a],
        )?;
        c.execute(
            "UPDATE projects SET province = '640000', org_id = 7 WHERE id = ?1",
            [k.b],
        )?;
        c.execute(
            "UPDATE micro_projects SET province = '630000', org_id = 9 WHERE id = ?1",
            [k.micro],
        )?;
        c.execute(
            "UPDATE help_cases SET province = '460000', org_id = 1 WHERE id = ?1",
            [k.help],
        )?;
        c.execute(
            "UPDATE wishes SET province = '150000', org_id = 6 WHERE id = ?1",
            [k.wish],
        )?;
        c.execute(
            "UPDATE activities SET province = '640000', org_id = 7, project_id = ?2 WHERE id = ?1",
            [k.activity, k.b],
        )?;
        Ok(k)
    })
    .await
}

async fn insert<S>(app: &super::TestApp<S>, rows: Vec<Row>)
where
    S: actix_web::dev::Service<
        actix_http::Request,
        Response = actix_web::dev::ServiceResponse,
        Error = actix_web::Error,
    >,
{
    app.sql(move |c| {
        for (subject, item, fen, at, donor, status, kind, activity, share, pledge, order_no) in rows {
            c.execute(
                "INSERT INTO donations (order_no, subject, item_id, donor_name, amount_fen, pay_method, pay_status,
                                        paid_at, created_at, donate_kind, activity_id, share_id, pledge_id, channel)
                 VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6, ?7, ?7, ?8, ?9, ?10, ?11, 1)",
                rusqlite::params![order_no, subject, item, donor, fen, status, at, kind, activity, share, pledge],
            )?;
        }
        Ok(())
    })
    .await
}

#[actix_web::test]
async fn the_overview_equals_hand_computed_sums_of_known_rows_with_period_over_period_change() {
    let app = spawn_app(false).await;
    let k = known(&app).await;
    // Share pages and pledges of project A (新疆, its only project).
    let (s1, g1) = app
        .sql(move |c| {
            let page = |at: i64| -> rusqlite::Result<i64> {
                c.execute(
                    "INSERT INTO project_shares (project_id, launcher_name, target_fen, share_count, created_at)
                     VALUES (?1, '测试', 100000, 5, ?2)",
                    rusqlite::params![k.a, at],
                )?;
                Ok(c.last_insert_rowid())
            };
            // The seed's pages and pledges of A are not ours to count.
            c.execute("DELETE FROM project_shares WHERE project_id = ?1", [k.a])?;
            c.execute("DELETE FROM project_pledges WHERE project_id = ?1", [k.a])?;
            let s1 = page(secs("2030-02-01", (10, 0, 0)))?;
            page(secs("2030-02-15", (10, 0, 0)))?; // no donation through it
            page(secs("2030-03-20", (10, 0, 0)))?; // after the period
            let pledge = |created: i64, cancelled: Option<i64>| -> rusqlite::Result<i64> {
                c.execute(
                    "INSERT INTO project_pledges (project_id, donor_name, amount_fen, start_date, status, created_at, cancelled_at)
                     VALUES (?1, '月捐人', 10000, '2030-01-01', ?2, ?3, ?4)",
                    rusqlite::params![k.a, if cancelled.is_some() { 3 } else { 1 }, created, cancelled],
                )?;
                Ok(c.last_insert_rowid())
            };
            let g1 = pledge(secs("2030-01-15", (9, 0, 0)), Some(secs("2030-03-05", (9, 0, 0))))?;
            pledge(secs("2030-03-02", (9, 0, 0)), None)?;
            pledge(secs("2029-12-01", (9, 0, 0)), Some(secs("2030-01-20", (9, 0, 0))))?;
            c.execute(
                "INSERT INTO sale_orders (org_id, order_no, goods_title, buyer_name, mobile, quantity, amount_fen,
                                          need_bill, province, city, district, address, status, created_at)
                 VALUES (5, 'SP20300306000001', '测试义卖', '戊', '13900000000', 1, 6600, 0, '', '', '', '', 3, 0)",
                [],
            )?;
            Ok((s1, g1))
        })
        .await;
    let n = |i: i64| format!("T{i:06}");
    let d = |day: &str, h: i64| secs(day, (h, 0, 0));
    insert(
        &app,
        vec![
            // The period 2030-03-01 … 03-10.
            (
                "project",
                k.a,
                10_000,
                d("2030-03-01", 9),
                "甲",
                1,
                1,
                None,
                None,
                Some(g1),
                n(1),
            ),
            (
                "project",
                k.a,
                25_050,
                d("2030-03-05", 9),
                "乙",
                1,
                1,
                None,
                Some(s1),
                None,
                n(2),
            ),
            (
                "micro_project",
                k.micro,
                3_000,
                d("2030-03-02", 9),
                "甲",
                1,
                1,
                None,
                None,
                None,
                n(3),
            ),
            (
                "help_case",
                k.help,
                8_000,
                secs("2030-03-10", (23, 59, 59)),
                "丙",
                1,
                1,
                None,
                None,
                None,
                n(4),
            ),
            (
                "wish",
                k.wish,
                1_234,
                d("2030-03-03", 9),
                "丁",
                1,
                1,
                None,
                None,
                None,
                n(5),
            ),
            (
                "wish",
                k.wish,
                9_900,
                d("2030-03-03", 9),
                "丁",
                1,
                2,
                None,
                None,
                None,
                n(6),
            ), // a gift: not money
            (
                "project",
                k.b,
                4_000,
                d("2030-03-04", 9),
                "乙",
                1,
                1,
                Some(k.activity),
                None,
                None,
                n(7),
            ),
            (
                "project",
                k.a,
                6_600,
                d("2030-03-06", 9),
                "戊",
                1,
                1,
                None,
                None,
                None,
                "SP20300306000001".into(),
            ),
            (
                "project",
                k.a,
                50_000,
                d("2030-03-07", 9),
                "庚",
                2,
                1,
                None,
                None,
                None,
                n(8),
            ), // refunded
            (
                "project",
                k.a,
                100,
                secs("2030-03-11", (0, 0, 0)),
                "辛",
                1,
                1,
                None,
                None,
                None,
                n(9),
            ), // after
            // The previous period 2030-02-19 … 02-28.
            (
                "project",
                k.a,
                200,
                secs("2030-02-28", (23, 59, 59)),
                "己",
                1,
                1,
                None,
                None,
                None,
                n(10),
            ),
            (
                "micro_project",
                k.micro,
                5_000,
                d("2030-02-19", 0),
                "甲",
                1,
                1,
                None,
                None,
                None,
                n(11),
            ),
            (
                "micro_project",
                k.micro,
                7_000,
                secs("2030-02-18", (23, 59, 59)),
                "壬",
                1,
                1,
                None,
                None,
                None,
                n(12),
            ),
        ],
    )
    .await;
    let admin = app.login("demo_admin").await;
    let o = app
        .get(
            &format!("{OVERVIEW}?start=2030-03-01&end=2030-03-10"),
            Some(&admin),
        )
        .await;
    assert_eq!(o["code"], 200, "{o}");
    let o = &o["data"];
    assert_eq!(
        o["period"],
        json!({"start": "2030-03-01", "end": "2030-03-10", "days": 10, "granularity": "day",
               "previous_start": "2030-02-19", "previous_end": "2030-02-28"})
    );
    // 100 + 250.50 + 30 + 80 + 12.34 + 40 + 66 = 578.84; before: 2 + 50.
    let kpi = |key: &str| {
        o["kpis"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["key"] == key)
            .unwrap()
            .clone()
    };
    assert_eq!(
        kpi("raised"),
        json!({"key": "raised", "label": "募款金额", "value": 57_884, "previous": 5_200, "change_percent": 1013.2, "unit": "fen"})
    );
    assert_eq!(
        (
            kpi("donations")["value"].clone(),
            kpi("donations")["previous"].clone(),
            kpi("donations")["change_percent"].clone()
        ),
        (json!(7), json!(2), json!(250.0))
    );
    // 甲 乙 丙 丁 戊 against 己 甲.
    assert_eq!(
        (
            kpi("donors")["value"].clone(),
            kpi("donors")["change_percent"].clone()
        ),
        (json!(5), json!(150.0))
    );
    // 578.84 / 7 = 82.69; 52 / 2 = 26.00.
    assert_eq!(
        (
            kpi("average")["value"].clone(),
            kpi("average")["previous"].clone(),
            kpi("average")["change_percent"].clone()
        ),
        (json!(8_269), json!(2_600), json!(218.0))
    );

    let amounts = |key: &str, name: &str| -> Vec<(String, i64, i64)> {
        o[key]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                (
                    r[name].as_str().unwrap().to_owned(),
                    r["amount_fen"].as_i64().unwrap(),
                    r["count"].as_i64().unwrap(),
                )
            })
            .collect()
    };
    assert_eq!(
        amounts("by_area", "area"),
        [
            ("project", 35_050, 2),
            ("micro_project", 3_000, 1),
            ("help_case", 8_000, 1),
            ("activity", 4_000, 1),
            ("sale", 6_600, 1),
            ("wish", 1_234, 1)
        ]
        .map(|(a, m, c)| (a.to_owned(), m, c))
    );
    assert_eq!(o["by_area"][0]["percent"], json!(60.6), "350.50 of 578.84");
    assert_eq!(
        amounts("by_region", "name"),
        [
            ("新疆维吾尔自治区", 41_650, 3),
            ("海南省", 8_000, 1),
            ("宁夏回族自治区", 4_000, 1),
            ("青海省", 3_000, 1),
            ("内蒙古自治区", 1_234, 1)
        ]
        .map(|(a, m, c)| (a.to_owned(), m, c))
    );
    let top: Vec<(i64, i64)> = o["top_projects"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["id"].as_i64().unwrap(), p["amount_fen"].as_i64().unwrap()))
        .collect();
    assert_eq!(
        top,
        [(k.a, 41_650), (k.b, 4_000)],
        "direct, share, pledge and sale rows of A; the activity's of B"
    );
    let orgs: Vec<(i64, i64)> = o["top_orgs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| (g["id"].as_i64().unwrap(), g["amount_fen"].as_i64().unwrap()))
        .collect();
    assert_eq!(
        orgs,
        [(5, 41_650), (1, 8_000), (7, 4_000), (9, 3_000), (6, 1_234)]
    );
    let series: Vec<(String, i64)> = o["series"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["label"].as_str().unwrap().to_owned(),
                s["amount_fen"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(series.len(), 10, "every day, empty ones too");
    assert_eq!(series[0], ("03-01".to_owned(), 10_000));
    assert_eq!(series[4], ("03-05".to_owned(), 25_050));
    assert_eq!(
        series[6],
        ("03-07".to_owned(), 0),
        "the refund counts nowhere"
    );
    assert_eq!(
        series[9],
        ("03-10".to_owned(), 8_000),
        "23:59:59 China time is still the 10th"
    );

    // Weeks start on Monday; 2030-03-01 is a Friday, so the first week is cut at the start.
    let weeks = app
        .get(
            &format!("{OVERVIEW}?start=2030-03-01&end=2030-03-10&granularity=week"),
            Some(&admin),
        )
        .await;
    let weeks: Vec<(String, i64, i64)> = weeks["data"]["series"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["date"].as_str().unwrap().to_owned(),
                s["amount_fen"].as_i64().unwrap(),
                s["count"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        weeks,
        [
            ("2030-03-01".to_owned(), 14_234, 3),
            ("2030-03-04".to_owned(), 43_650, 4)
        ]
    );

    // Shares and pledges of 新疆 (project A only).
    let xj = app
        .get(
            &format!("{OVERVIEW}?start=2030-03-01&end=2030-03-10&province=650000"),
            Some(&admin),
        )
        .await;
    assert_eq!(
        xj["data"]["shares"],
        json!({"pages": 2, "active_pages": 1, "donation_count": 1, "donor_count": 1, "amount_fen": 25_050,
               "conversion_percent": 50.0, "amount_percent": 60.1})
    );
    assert_eq!(
        xj["data"]["pledges"],
        json!([{"month": "2030-03", "new": 1, "cancelled": 1, "active": 1, "charges": 1, "amount_fen": 10_000}])
    );
    // Another area: no share pages, no pledges, zeros everywhere but the area's own money.
    let wish_only = app
        .get(
            &format!("{OVERVIEW}?start=2030-03-01&end=2030-03-10&area=wish"),
            Some(&admin),
        )
        .await;
    assert_eq!(wish_only["data"]["kpis"][0]["value"], 1_234);
    assert_eq!(wish_only["data"]["shares"]["pages"], 0);
    assert_eq!(wish_only["data"]["pledges"][0]["active"], 0);
    let by_org = app
        .get(
            &format!("{OVERVIEW}?start=2030-03-01&end=2030-03-10&org_id=7"),
            Some(&admin),
        )
        .await;
    assert_eq!(by_org["data"]["kpis"][0]["value"], 4_000);
    assert_eq!(by_org["data"]["scope"]["org_name"], "广东省善心慈善会");
}

#[actix_web::test]
async fn the_per_area_totals_equal_the_sums_each_areas_own_list_reports() {
    let (app, [admin]) = spawn_logged_in(false, ["demo_admin"]).await;
    let today = dates::today(crate::clock::now());
    let (start, end) = (dates::format(today - 1095), dates::format(today));
    let o = app
        .get(
            &format!("{OVERVIEW}?start={start}&end={end}&granularity=month"),
            Some(&admin),
        )
        .await;
    let area = |key: &str| -> i64 {
        o["data"]["by_area"]
            .as_array()
            .unwrap()
            .iter()
            .find(|a| a["area"] == key)
            .unwrap()["amount_fen"]
            .as_i64()
            .unwrap()
    };
    let sum = |v: &Value| yuan_fen(&v["data"]["sum_amount"]);
    let sj = app
        .get("/api/organization/SJ/donate_list", Some(&admin))
        .await;
    let sjm = app
        .get("/api/organization/SJM/donate_list", Some(&admin))
        .await;
    let sz = app
        .get("/api/organization/SZ/donate_list", Some(&admin))
        .await;
    let wish = app
        .get("/api/organization/wish/donate_list", Some(&admin))
        .await;
    let sx = app
        .get("/api/organization/activity/donate_list", Some(&admin))
        .await;
    assert!(
        area("project") > 0 && area("sale") > 0 && area("activity") > 0,
        "{o}"
    );
    assert_eq!(
        area("project") + area("activity") + area("sale"),
        sum(&sj),
        "/SJ lists all of a project's rows"
    );
    assert_eq!(area("micro_project"), sum(&sjm));
    assert_eq!(area("help_case"), sum(&sz));
    assert_eq!(area("wish"), sum(&wish));
    assert_eq!(area("activity"), sum(&sx));
    // Sales: demo_org's items all name a beneficiary, so its paid goods amount is its proceeds.
    let org = app.login("demo_org").await;
    let demo_org_id = app.org_of("demo_org").await;
    let own = app
        .get(
            &format!("{OVERVIEW}?start={start}&end={end}&area=sale&org_id={demo_org_id}"),
            Some(&admin),
        )
        .await;
    let stats = app
        .get("/api/organization/thing/sale_order_statistics", Some(&org))
        .await;
    assert_eq!(
        own["data"]["kpis"][0]["value"].as_i64().unwrap(),
        yuan_fen(&stats["data"]["goods_amount"])
    );
    // And the whole equals the KPI card.
    let whole: i64 = [
        "project",
        "micro_project",
        "help_case",
        "activity",
        "sale",
        "wish",
    ]
    .iter()
    .map(|a| area(a))
    .sum();
    assert_eq!(o["data"]["kpis"][0]["value"].as_i64().unwrap(), whole);
    let series: i64 = o["data"]["series"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["amount_fen"].as_i64().unwrap())
        .sum();
    assert_eq!(series, whole, "the months add up to the period");
}

#[actix_web::test]
async fn the_seed_gives_ninety_days_of_money_in_every_area_and_six_provinces() {
    let (app, [admin]) = spawn_logged_in(false, ["demo_admin"]).await;
    let today = dates::today(crate::clock::now());
    let o = app
        .get(
            &format!(
                "{OVERVIEW}?start={}&end={}",
                dates::format(today - 90),
                dates::format(today - 1)
            ),
            Some(&admin),
        )
        .await;
    let days_with_money = o["data"]["series"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["count"].as_i64() > Some(0))
        .count();
    assert_eq!(days_with_money, 90, "{}", o["data"]["series"]);
    for a in o["data"]["by_area"].as_array().unwrap() {
        assert!(a["amount_fen"].as_i64() > Some(0), "{a}");
    }
    assert!(
        o["data"]["by_region"].as_array().unwrap().len() >= 6,
        "{}",
        o["data"]["by_region"]
    );
    assert!(o["data"]["shares"]["active_pages"].as_i64() > Some(0));
    let months = app
        .get(
            &format!(
                "{OVERVIEW}?start={}&end={}&granularity=month",
                dates::format(today - 120),
                dates::format(today)
            ),
            Some(&admin),
        )
        .await;
    let pledges = months["data"]["pledges"].as_array().unwrap();
    assert!(
        pledges.iter().any(|m| m["new"].as_i64() > Some(0))
            && pledges.iter().any(|m| m["cancelled"].as_i64() > Some(0)),
        "{pledges:?}"
    );
}

#[actix_web::test]
async fn the_regional_partner_sees_only_its_province_whatever_it_asks_for() {
    let (app, [partner, admin]) = spawn_logged_in(false, ["demo_partner", "demo_admin"]).await;
    let today = dates::today(crate::clock::now());
    let range = format!(
        "start={}&end={}",
        dates::format(today - 365),
        dates::format(today)
    );
    let own = app
        .get(&format!("{OVERVIEW}?{range}"), Some(&partner))
        .await;
    let asked_beijing = app
        .get(
            &format!("{OVERVIEW}?{range}&province=110000"),
            Some(&partner),
        )
        .await;
    let zhejiang = app
        .get(&format!("{OVERVIEW}?{range}&province=330000"), Some(&admin))
        .await;
    let everything = app.get(&format!("{OVERVIEW}?{range}"), Some(&admin)).await;
    assert_eq!(own["data"]["scope"]["province"], "330000");
    assert_eq!(own["data"]["scope"]["forced"], true);
    assert_eq!(
        asked_beijing["data"], own["data"],
        "the province it sends is ignored"
    );
    let mut same = zhejiang["data"].clone();
    same["scope"]["forced"] = json!(true);
    assert_eq!(own["data"], same, "the partner's figures are 浙江's");
    let regions = texts(&own["data"]["by_region"], "province");
    assert_eq!(regions, ["330000"]);
    let raised = |v: &Value| v["data"]["kpis"][0]["value"].as_i64().unwrap();
    assert!(raised(&own) > 0 && raised(&own) < raised(&everything));
    let exported = app
        .post(
            EXPORT,
            json!({"pageNum": 1, "pageSize": 1000, "province": "110000"}),
            Some(&partner),
        )
        .await;
    let region_rows: Vec<&Value> = exported["data"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["table"] == "region")
        .collect();
    assert_eq!(region_rows.len(), 1);
    assert_eq!(region_rows[0]["name"], "浙江省");
}

#[actix_web::test]
async fn roles_1_and_4_are_refused_every_data_centre_call_and_bad_filters_name_the_problem() {
    let app = spawn_app(false).await;
    for account in ["demo_org", "demo_micro", "demo_newcomer"] {
        let token = app.login(account).await;
        app.get_expect(OVERVIEW, &token, 400, "当前角色无权使用数据中心")
            .await;
        app.post_expect(EXPORT, json!({}), &token, 400, "当前角色无权使用数据中心")
            .await;
    }
    assert_eq!(app.get(OVERVIEW, None).await["code"], 300);
    let reviewer = app.login("demo_reviewer").await;
    for (q, msg) in [
        ("granularity=year", "统计粒度不正确"),
        ("area=donation", "业务类型不正确"),
        ("province=330100", "地区不正确"),
        ("org_id=999999", "机构不存在"),
        ("org_id=abc", "机构不存在"),
        ("start=2026-02-30", "日期格式不正确，应为YYYY-MM-DD"),
        (
            "start=2026-03-02&end=2026-03-01",
            "开始日期不能晚于结束日期",
        ),
        ("start=2020-01-01&end=2026-01-01", "日期范围不能超过3年"),
    ] {
        app.get_expect(&format!("{OVERVIEW}?{q}"), &reviewer, 400, msg)
            .await;
    }
    let default = app.get(OVERVIEW, Some(&reviewer)).await;
    assert_eq!(default["data"]["period"]["days"], 30);
    assert_eq!(
        default["data"]["period"]["end"],
        dates::format(dates::today(crate::clock::now()))
    );
}

#[actix_web::test]
async fn the_export_rows_are_the_overviews_tables_in_order_and_page_stably() {
    let (app, [admin]) = spawn_logged_in(false, ["demo_reviewer"]).await;
    let today = dates::today(crate::clock::now());
    let (start, end) = (dates::format(today - 59), dates::format(today));
    let o = app
        .get(
            &format!("{OVERVIEW}?start={start}&end={end}&granularity=week"),
            Some(&admin),
        )
        .await["data"]
        .clone();
    let filters =
        json!({"start": start, "end": end, "granularity": "week", "pageNum": 1, "pageSize": 1000});
    let all = app.post(EXPORT, filters.clone(), Some(&admin)).await;
    let rows = all["data"]["list"].as_array().unwrap().clone();
    assert_eq!(all["data"]["total"].as_u64(), Some(rows.len() as u64));
    let of = |t: &str| {
        rows.iter()
            .filter(|r| r["table"] == t)
            .cloned()
            .collect::<Vec<_>>()
    };
    let money = |rs: &[Value]| {
        rs.iter()
            .map(|r| yuan_fen(&r["amount"]))
            .collect::<Vec<_>>()
    };
    let fen = |key: &str| {
        o[key]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["amount_fen"].as_i64().unwrap())
            .collect::<Vec<_>>()
    };
    assert_eq!(money(&of("series")), fen("series"));
    assert_eq!(
        of("series")
            .iter()
            .map(|r| r["name"].clone())
            .collect::<Vec<_>>(),
        o["series"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["date"].clone())
            .collect::<Vec<_>>()
    );
    assert_eq!(money(&of("area")), fen("by_area"));
    assert_eq!(money(&of("region")), fen("by_region"));
    assert_eq!(money(&of("project")), fen("top_projects"));
    assert_eq!(money(&of("org")), fen("top_orgs"));
    assert_eq!(money(&of("pledge")), fen("pledges"));
    assert_eq!(of("share").len(), 1);
    assert_eq!(
        yuan_fen(&of("share")[0]["amount"]),
        o["shares"]["amount_fen"].as_i64().unwrap()
    );
    let kpis = of("kpi");
    assert_eq!(kpis.len(), 4);
    assert_eq!(
        yuan_fen(&kpis[0]["amount"]),
        o["kpis"][0]["value"].as_i64().unwrap()
    );
    assert_eq!(kpis[1]["count"], o["kpis"][1]["value"]);
    let tables: Vec<&str> = rows.iter().map(|r| r["table"].as_str().unwrap()).collect();
    let mut order = tables.clone();
    order.dedup();
    assert_eq!(
        order,
        ["kpi", "series", "area", "region", "project", "org", "share", "pledge"]
    );
    // Pages of 7 read back to back are the same rows.
    let mut paged = Vec::new();
    for page in 1.. {
        let mut f = filters.clone();
        f["pageNum"] = json!(page);
        f["pageSize"] = json!(7);
        let p = app.post(EXPORT, f, Some(&admin)).await;
        let list = p["data"]["list"].as_array().unwrap().clone();
        if list.is_empty() {
            break;
        }
        paged.extend(list);
    }
    assert_eq!(paged, rows);
}

#[actix_web::test]
async fn the_overview_export_and_todo_answers_match_their_schemas_in_openapi_json_for_every_role() {
    let app = spawn_app(false).await;
    for account in ["demo_reviewer", "demo_partner", "demo_admin"] {
        let token = app.login(account).await;
        let o = app
            .get(&format!("{OVERVIEW}?granularity=week"), Some(&token))
            .await;
        super::contract::check_against(OVERVIEW, &o);
        let e = app.post(EXPORT, json!({"pageSize": 3}), Some(&token)).await;
        assert_eq!(e["data"]["list"].as_array().map(Vec::len), Some(3), "{e}");
    }
    for account in ROLE_ACCOUNTS.into_iter().chain(["demo_newcomer"]) {
        let token = app.login(account).await;
        let todo = app
            .get("/api/organization/dashboard/todo", Some(&token))
            .await;
        super::contract::check_against("/api/organization/dashboard/todo", &todo);
    }
}
