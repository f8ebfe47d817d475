//! Lists sort on the server (issue 42): `sort=<field>` with `order=asc|desc` orders the whole
//! filtered list, not the page on screen; equal values keep one order from page to page (the
//! list's default order, ending in the id, breaks ties); any other key is refused.

use super::calls::items;
use super::{spawn_app, spawn_logged_in};
use serde_json::Value;

/// Every donation list.
const DONATION_LISTS: [&str; 5] = [
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
async fn a_donation_list_refuses_a_sort_it_does_not_offer_and_keeps_its_default_order_without_one()
{
    let (app, [admin]) = spawn_logged_in(false, ["demo_admin"]).await;
    for list in DONATION_LISTS {
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

/// Every list a page sorts by a column: the call, the field (as the answer names it and `sort=`
/// takes it), and an account that sees several rows of it.
#[rustfmt::skip]
const SORTED: &[(&str, &str, &str)] = &[
    ("/api/organization/SJ/donate_list", "amount", "demo_admin"),
    ("/api/organization/SJ/donate_list", "paid_at", "demo_admin"),
    ("/api/organization/SJM/donate_list", "amount", "demo_admin"),
    ("/api/organization/SJM/donate_list", "paid_at", "demo_admin"),
    ("/api/organization/activity/donate_list", "amount", "demo_admin"),
    ("/api/organization/activity/donate_list", "paid_at", "demo_admin"),
    ("/api/organization/wish/donate_list", "amount", "demo_admin"),
    ("/api/organization/wish/donate_list", "paid_at", "demo_admin"),
    ("/api/organization/SZ/donate_list", "amount", "demo_admin"),
    ("/api/organization/SZ/donate_list", "paid_at", "demo_admin"),
    ("/api/organization/SJ/month_donate_list", "amount_per_month", "demo_admin"),
    ("/api/organization/SJ/month_donate_list", "paid_total", "demo_admin"),
    ("/api/organization/SJ/project_list", "target_amount", "demo_admin"),
    ("/api/organization/SJ/claimed_list", "target_amount", "demo_reviewer"),
    ("/api/organization/SJ/claim_pool_list", "target_amount", "demo_admin"),
    ("/api/organization/SJ/claim_pool_list", "submitted_at", "demo_admin"),
    ("/api/organization/SJ/draft_box_list", "target_amount", "demo_org"),
    ("/api/organization/SJ/change_list", "created_at", "demo_admin"),
    ("/api/organization/SJ/process_list", "amount_used", "demo_admin"),
    ("/api/organization/SJ/process_list", "created_at", "demo_admin"),
    ("/api/organization/SJ/share_list", "raised_amount", "demo_admin"),
    ("/api/organization/SJ/share_list", "created_at", "demo_admin"),
    ("/api/organization/SJM/project_list", "target_amount", "demo_admin"),
    ("/api/organization/SJM/verify_list", "target_amount", "demo_admin"),
    ("/api/organization/SJM/verify_list", "raised_amount", "demo_admin"),
    ("/api/organization/SJM/verify_list", "submitted_at", "demo_admin"),
    ("/api/organization/SJM/draft_box_list", "target_amount", "demo_admin"),
    ("/api/organization/SJM/change_list", "created_at", "demo_admin"),
    ("/api/organization/SJM/auth_list", "submitted_at", "demo_admin"),
    ("/api/organization/SJM/process_list", "amount_used", "demo_admin"),
    ("/api/organization/SJM/process_list", "created_at", "demo_admin"),
    ("/api/organization/SJM/share_list", "raised_amount", "demo_admin"),
    ("/api/organization/SJM/share_list", "created_at", "demo_admin"),
    ("/api/organization/SZ/help_project_list", "target_amount", "demo_admin"),
    ("/api/organization/SZ/help_project_list", "raised_amount", "demo_admin"),
    ("/api/organization/SZ/help_project_list", "submitted_at", "demo_admin"),
    ("/api/organization/SZ/receive_org_help_project_list", "target_amount", "demo_reviewer"),
    ("/api/organization/SZ/get_org_receive_help_list", "target_amount", "demo_admin"),
    ("/api/organization/SZ/get_org_receive_help_list", "submitted_at", "demo_admin"),
    ("/api/organization/SZ/draft_box_list", "target_amount", "demo_org"),
    ("/api/organization/SZ/help_project_progess_list", "amount_used", "demo_admin"),
    ("/api/organization/SZ/help_project_progess_list", "created_at", "demo_admin"),
    ("/api/organization/SZ/help_project_issue_list", "created_at", "demo_admin"),
    ("/api/organization/wish/list", "target_amount", "demo_admin"),
    ("/api/organization/wish/change_list", "created_at", "demo_admin"),
    ("/api/organization/activity/activity_list", "start_time", "demo_admin"),
    ("/api/organization/activity/draft_box_list", "updated_at", "demo_org"),
    ("/api/organization/activity/change_list", "created_at", "demo_admin"),
    ("/api/organization/thing/sale_list", "proceeds_amount", "demo_admin"),
    ("/api/organization/thing/auction_list", "start_time", "demo_admin"),
    ("/api/organization/thing/sale_order_list", "amount", "demo_admin"),
    ("/api/organization/thing/goods_donation_list", "created_at", "demo_admin"),
    ("/api/organization/thing/change_list", "created_at", "demo_admin"),
];

/// A row's value of `field` as a number to compare: money strings in fen, times as they are, an
/// absent value first (as SQLite puts NULL first when ascending).
fn sort_value(row: &Value, field: &str) -> i64 {
    match &row[field] {
        Value::String(_) => fen(&row[field]),
        Value::Number(n) => n.as_i64().unwrap(),
        Value::Null => i64::MIN,
        other => panic!("{field} is {other}"),
    }
}

#[actix_web::test]
async fn every_sortable_column_of_every_list_orders_the_whole_list_both_ways_the_same_page_after_page(
) {
    let app = spawn_app(false).await;
    let mut tokens = std::collections::HashMap::new();
    let mut thin = std::collections::BTreeSet::new();
    for (list, field, account) in SORTED {
        if !tokens.contains_key(account) {
            tokens.insert(*account, app.login(account).await);
        }
        let token = &tokens[account];
        for order in ["asc", "desc"] {
            let query = format!("sort={field}&order={order}");
            let whole = app
                .get(&format!("{list}?{query}&pageSize=100"), Some(token))
                .await;
            assert_eq!(whole["code"], 200, "{list}?{query}: {whole}");
            let rows = whole["data"]["list"].as_array().unwrap().clone();
            let values: Vec<i64> = rows.iter().map(|r| sort_value(r, field)).collect();
            let distinct: std::collections::HashSet<_> = values.iter().collect();
            if distinct.len() < 2 {
                thin.insert((*list, *field));
            }
            let mut sorted = values.clone();
            sorted.sort();
            if order == "desc" {
                sorted.reverse();
            }
            assert_eq!(values, sorted, "{list}?{query}");

            // Three a page, page after page: the same sequence (ties broken one way).
            let ids: Vec<Value> = rows.iter().map(|r| r["id"].clone()).collect();
            let mut paged = Vec::new();
            for page in 1..=ids.len().div_ceil(3) {
                let answer = app
                    .get(
                        &format!("{list}?{query}&pageSize=3&pageNum={page}"),
                        Some(token),
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
            assert_eq!(paged, ids, "{list}?{query}: pages of 3");
        }
        let refused = app
            .get(&format!("{list}?sort=id;DROP&order=asc"), Some(token))
            .await;
        assert_eq!(refused["code"], 400, "{list}: {refused}");
    }
    // Where the seed holds fewer than two values the order above cannot show itself; each such
    // list shares its code with one above that does (say which), and a seed that grows moves it out.
    assert_eq!(
        thin,
        THIN.iter().copied().collect(),
        "lists whose seed shows no order (update THIN)"
    );
}

/// The lists of `SORTED` whose seed has one value of the field: the kit's change list
/// (`http::changes`, shown by wish, SZ and SP above) and its report list (`http::reports`, shown by
/// SJ and SZ).
const THIN: &[(&str, &str)] = &[
    ("/api/organization/SJ/change_list", "created_at"),
    ("/api/organization/SJM/change_list", "created_at"),
    ("/api/organization/SJM/process_list", "amount_used"),
    ("/api/organization/SJM/process_list", "created_at"),
    ("/api/organization/activity/change_list", "created_at"),
];

#[test]
fn every_sort_the_contract_documents_is_exercised_above() {
    let doc: Value = serde_json::from_str(include_str!("../../openapi.json")).unwrap();
    let mut documented = 0;
    for (path, item) in doc["paths"].as_object().unwrap() {
        let params = items(&item["get"]["parameters"]);
        for p in params.filter(|p| p["name"] == "sort") {
            for key in p["schema"]["enum"].as_array().unwrap() {
                documented += 1;
                assert!(
                    SORTED.iter().any(|(l, f, _)| l == path && f == key),
                    "{path} sort={key} is documented but not exercised in SORTED"
                );
            }
        }
    }
    assert_eq!(
        documented,
        SORTED.len(),
        "SORTED exercises a sort the contract does not document"
    );
}
