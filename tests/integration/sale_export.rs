//! The charity-sale export (`/api/bff/export/sale`) through the BFF: an order a buyer places,
//! pays and the organisation ships is in the workbook with its goods, beneficiary project,
//! express number and state, and the order list's filters narrow the export the same way.

use serde_json::{json, Value};

use crate::export::{column, export_filtered, rows_of};
use crate::support::{find_row, free_port, spawn_with, TestApp};

const THING: &str = "/api/organization/thing";

async fn sandbox(app: &TestApp, port: u16, call: &str, body: Value) -> Value {
    let mut reply = app
        .client
        .post(format!("http://127.0.0.1:{port}/__sandbox/{call}"))
        .send_json(&body)
        .await
        .expect("the sandbox answers");
    reply.json().await.expect("an envelope")
}

#[actix_web::test]
async fn an_order_placed_paid_and_shipped_is_in_the_sale_export_with_its_project_and_express_number(
) {
    let port = free_port();
    let app = spawn_with(move |s| s.sandbox.port = port).await;
    let cookie = app.login("demo_org").await;
    let listed = app
        .get_json(
            &format!("{THING}/sale_list?kind=1&status=3&pageSize=100"),
            &cookie,
        )
        .await;
    let goods = find_row(&listed, |g| {
        g["stock"].as_i64() > Some(0) && g["project_title"] != ""
    })
    .cloned()
    .expect("a listed item with stock and a beneficiary");
    let id = goods["id"].as_i64().unwrap();
    let specs = app
        .get_json(&format!("{THING}/sale_detail?id={id}"), &cookie)
        .await;
    let spec = specs["data"]["specs"][0].as_str().unwrap_or("").to_owned();

    let order = sandbox(&app, port, "sale_order", json!({"goods_id": id, "quantity": 2, "spec": spec,
        "buyer_name": "导出测试买家", "mobile": "13800138000", "province": "330000", "city": "330100",
        "district": "330106", "address": "文三路90号", "need_bill": 1, "bill_title": "导出测试买家"})).await;
    assert_eq!(order["code"], 200, "{order}");
    let (order_id, order_no) = (
        order["data"]["id"].as_i64().unwrap(),
        order["data"]["order_no"].as_str().unwrap().to_owned(),
    );
    assert_eq!(
        sandbox(&app, port, "sale_pay", json!({"id": order_id})).await["code"],
        200
    );
    let shipped = app
        .post_json_value(
            &format!("{THING}/ship_order"),
            &cookie,
            &json!({"id": order_id, "express_company": "顺丰速运", "express_no": "SF20261124001"}),
        )
        .await;
    assert_eq!(shipped["code"], 200, "{shipped}");

    let reply = export_filtered(&app, &cookie, "sale", &json!({"keyword": order_no})).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    let rows = rows_of(&reply.body, "义卖订单");
    assert_eq!(
        rows.len(),
        2,
        "the header and the one order the filter names: {rows:?}"
    );
    let cell = |header: &str| rows[1][column(&rows, header)].clone();
    assert_eq!(cell("订单号"), order_no);
    assert_eq!(cell("商品名称"), goods["title"].as_str().unwrap());
    assert_eq!(cell("购买人"), "导出测试买家");
    assert_eq!(cell("规格"), spec);
    assert_eq!(cell("数量"), "2");
    assert_eq!(cell("受益项目"), goods["project_title"].as_str().unwrap());
    assert_eq!(
        (cell("快递公司"), cell("快递单号")),
        ("顺丰速运".to_owned(), "SF20261124001".to_owned())
    );
    assert_eq!(
        (cell("订单状态"), cell("是否需要发票")),
        ("已发货".to_owned(), "是".to_owned())
    );
    assert_eq!(
        (cell("省份"), cell("区县")),
        ("浙江省".to_owned(), "西湖区".to_owned())
    );
    assert!(cell("付款时间").starts_with("20"), "{}", cell("付款时间"));

    // The list's state filter narrows the export as it narrows the list.
    let paid = app
        .get_json(
            &format!("{THING}/sale_order_list?status=1&pageSize=1"),
            &cookie,
        )
        .await;
    let reply = export_filtered(&app, &cookie, "sale", &json!({"status": 1})).await;
    let rows = rows_of(&reply.body, "义卖订单");
    assert_eq!(
        rows.len() as u64,
        paid["data"]["total"].as_u64().unwrap() + 1
    );
    assert!(rows[1..]
        .iter()
        .all(|r| r[column(&rows, "订单状态")] == "已付款"));
}
