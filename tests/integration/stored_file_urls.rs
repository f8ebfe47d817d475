//! Stored image and file URLs must resolve under the upload store's own prefix: a case image
//! `/sandbox-files/../api/common/mobile_code?mobile=…` made every viewer's browser send an SMS.
//! The platform (sandbox) refuses such a URL when the form is saved, and the BFF removes any
//! that a platform still sends before a page or a call hands them to the browser.

use serde_json::json;

use crate::support::help_form::{cases_titled, valid_case_form, ADD_CASE};
use crate::support::{spawn_logged_in, spawn_with_fake_platform};

const HOSTILE: [&str; 4] = [
    "/sandbox-files/../api/common/mobile_code?mobile=13800000000",
    "/sandbox-files/%2e%2e/api/common/logout",
    "/sandbox-files/a.png?x=1",
    "/api/common/logout",
];

#[actix_web::test]
async fn the_platform_refuses_a_case_whose_images_point_outside_the_upload_store() {
    let (app, org) = spawn_logged_in("demo_org").await;
    for (i, url) in HOSTILE.iter().enumerate() {
        let title = format!("恶意图片地址测试{i}");
        for field in [json!({"images": [url]}), json!({"cover": url})] {
            let mut form = valid_case_form(&title);
            for (k, v) in field.as_object().unwrap() {
                form[k] = v.clone();
            }
            let reply = app.post_json(ADD_CASE, Some(&org), &form).await.json();
            assert_eq!(reply["code"], 400, "{url} in {field}: {reply}");
            assert!(
                reply["msg"].as_str().unwrap().contains("地址无效"),
                "{reply}"
            );
        }
        assert_eq!(cases_titled(&app, &org, &title).await, 0, "{url}");
    }
    let good = app
        .post_json_value(ADD_CASE, &org, &valid_case_form("正常图片地址"))
        .await;
    assert_eq!(good["code"], 200, "{good}");
}

#[actix_web::test]
async fn urls_outside_the_upload_store_that_a_platform_sends_never_reach_the_browser() {
    let (_fake, app) = spawn_with_fake_platform().await;
    let body = app
        .get_ok("/api/test/hostile-images", Some("token_org=t"))
        .await
        .json();
    let data = &body["data"];
    assert_eq!(data["cover"], "", "{body}");
    assert_eq!(data["images"], json!([]), "{body}");
    assert_eq!(data["title"], HOSTILE[0], "other fields pass as they are");
}
