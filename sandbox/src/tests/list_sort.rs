//! Donation lists sort on the server (issue 42): `sort=amount|paid_at` with `order=asc|desc`
//! orders the whole filtered list, not the page on screen; equal values keep one order from page
//! to page (the list's default order, ending in the id, breaks ties); any other key is refused.

use super::spawn_app;
use serde_json::Value;

/// Every donation list and the staff account that sees all of it.
const LISTS: [&str; 5] = [
    "/api/organization/SJ/donate_list",
    "/api/organization/SJM/donate_list",
    "/api/organization/activity/donate_list",
    "/api/organization/wish/donate_list",
    "/api/organization/SZ/donate_list",
];

fn fen(v: &Value) -> i64 {
    let s = v.as_str().unwrap_or("0");
    let (yuan, cents) = s.split_once('.').unwrap_or((s, "0"));
    yuan.parse::<i64>().unwrap() * 100 + cents.parse::<i64>().unwrap()
}

#[actix_web::test]
async fn each_donation_list_sorts_the_whole_list_by_amount_or_payment_time_the_same_on_every_page_size(
) {
    let app = spawn_app(false).await;
    let admin = app.login("demo_admin").await;
    for list in LISTS {
        for (sort, order) in [
            ("amount", "asc"),
            ("amount", "desc"),
            ("paid_at", "asc"),
            ("paid_at", "desc"),
        ] {
            let whole = app
                .get(
                    &format!("{list}?sort={sort}&order={order}&pageSize=100"),
                    Some(&admin),
                )
                .await;
            assert_eq!(whole["code"], 200, "{list}: {whole}");
            let rows = whole["data"]["list"].as_array().unwrap().clone();
            let total = whole["data"]["total"].as_u64().unwrap() as usize;
            assert!(
                rows.len() >= 3 && rows.len() == total.min(100),
                "{list}: {} rows of {total}",
                rows.len()
            );
            let keys: Vec<i64> = rows
                .iter()
                .map(|r| {
                    if sort == "amount" {
                        fen(&r["amount"])
                    } else {
                        r["paid_at"].as_i64().unwrap_or(i64::MIN)
                    }
                })
                .collect();
            let mut sorted = keys.clone();
            sorted.sort();
            if order == "desc" {
                sorted.reverse();
            }
            assert_eq!(keys, sorted, "{list} sort={sort} order={order}");

            // Seven a page, page after page: the same sequence (ties broken one way).
            let ids: Vec<&Value> = rows.iter().map(|r| &r["id"]).collect();
            let mut paged = Vec::new();
            for page in 1..=rows.len().div_ceil(7) {
                let answer = app
                    .get(
                        &format!("{list}?sort={sort}&order={order}&pageSize=7&pageNum={page}"),
                        Some(&admin),
                    )
                    .await;
                paged.extend(
                    answer["data"]["list"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|r| r["id"].clone()),
                );
            }
            paged.truncate(ids.len());
            assert_eq!(
                paged.iter().collect::<Vec<_>>(),
                ids,
                "{list} sort={sort} order={order}"
            );
        }
    }
}

#[actix_web::test]
async fn a_donation_list_refuses_a_sort_it_does_not_offer_and_keeps_its_default_order_without_one()
{
    let app = spawn_app(false).await;
    let admin = app.login("demo_admin").await;
    for list in LISTS {
        for bad in ["sort=donor_name", "sort=amount&order=up", "sort=id;DROP"] {
            let answer = app.get(&format!("{list}?{bad}"), Some(&admin)).await;
            assert_eq!(answer["code"], 400, "{list}?{bad}: {answer}");
        }
        let plain = app.get(&format!("{list}?pageSize=100"), Some(&admin)).await;
        let blank = app
            .get(&format!("{list}?pageSize=100&sort=&order="), Some(&admin))
            .await;
        assert_eq!(
            plain["data"], blank["data"],
            "{list}: a blank sort is no sort"
        );
    }
}
