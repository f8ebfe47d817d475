//! Every area's donation export has one shape (issue 22): after the area's own columns the same
//! columns in the same order — the donor as the platform masks it, 是/否 for the bill, the bill's
//! title, region names, the times.

use serde_json::json;

use crate::export::{column, rows_of};
use crate::support::spawn_logged_in;

#[actix_web::test]
async fn the_project_and_micro_project_donation_exports_share_one_shape_with_masked_donors_and_region_names(
) {
    let (app, cookie) = spawn_logged_in("demo_admin").await;
    let mut tails = Vec::new();
    for (name, sheet, own) in [
        ("project_donate", "项目捐款明细", 3),
        ("mproject_donate", "微项目捐款明细", 4),
    ] {
        let reply = app
            .post_json(
                &format!("/api/bff/export/{name}"),
                Some(&cookie),
                &json!({}),
            )
            .await;
        assert_eq!(reply.status, 200, "{}", reply.text());
        let rows = rows_of(&reply.body, sheet);
        assert!(rows.len() > 10, "{name}: {} rows", rows.len());
        tails.push(rows[0][own..].to_vec());
        let (donor, bill, province, address) = (
            column(&rows, "捐赠人"),
            column(&rows, "是否需要发票"),
            column(&rows, "省份"),
            column(&rows, "详细地址"),
        );
        for r in &rows[1..] {
            assert!(r[bill] == "是" || r[bill] == "否", "{name}: {r:?}");
            assert!(
                r[donor] == "匿名爱心人士" || r[donor].ends_with('*'),
                "{name}: a masked donor, {r:?}"
            );
            assert!(
                r[province].ends_with('省')
                    || r[province].ends_with('市')
                    || r[province].ends_with("自治区"),
                "{name}: {r:?}"
            );
            assert!(
                !r[province].chars().all(|c| c.is_ascii_digit()),
                "a name, not a code"
            );
        }
        assert!(
            rows[1..].iter().any(|r| !r[address].is_empty()),
            "{name}: the item's address"
        );
    }
    assert_eq!(tails[0], tails[1], "the same columns after each area's own");
    assert_eq!(
        tails[0],
        [
            "捐赠人",
            "金额（元）",
            "捐款渠道",
            "支付方式",
            "支付状态",
            "是否需要发票",
            "发票抬头",
            "省份",
            "城市",
            "区县",
            "详细地址",
            "支付时间",
            "退款时间"
        ]
    );
}
