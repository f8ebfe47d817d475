//! Uploads end to end: the BFF decrypts the sandbox's upload config, signs a PostObject form, the
//! browser-side form goes through the console's `/sandbox-files/oss/*` into the sandbox's store
//! and comes back byte for byte; the store refuses tampered, expired, oversized and misplaced
//! uploads with OSS's errors.

use base64::engine::general_purpose::STANDARD as B64;
use base64::Engine;
use hmac::{Hmac, Mac};
use serde_json::{json, Value};
use sha1::Sha1;

use crate::support::multipart::{form, upload_document};
use crate::support::{read, spawn_app, spawn_logged_in, Reply, TestApp};

/// A small real PNG (1×1), so the stored type and bytes are checked on a genuine image.
const PNG: &[u8] = &[
    0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52, 0, 0, 0,
    1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1F, 0x15, 0xC4, 0x89, 0, 0, 0, 0x0A, 0x49, 0x44, 0x41, 0x54,
    0x78, 0x9C, 0x63, 0, 1, 0, 0, 5, 0, 1, 0x0D, 0x0A, 0x2D, 0xB4, 0, 0, 0, 0, 0x49, 0x45, 0x4E,
    0x44, 0xAE, 0x42, 0x60, 0x82,
];

async fn signed_form(app: &TestApp, cookie: &str, kind: &str) -> (Reply, Value) {
    let reply = app
        .get(&format!("/api/bff/upload/policy?kind={kind}"), Some(cookie))
        .await;
    let body = reply.json();
    assert_eq!(body["code"], 200, "policy: {body}");
    let data = body["data"].clone();
    (reply, data)
}

async fn post_form(app: &TestApp, host: &str, fields: &[(&str, &str)], file: &[u8]) -> Reply {
    post_file(app, host, fields, ("photo.png", "image/png", file)).await
}

/// The browser's upload form to `host`: `fields`, then the file `(name, type, bytes)`.
async fn post_file(
    app: &TestApp,
    host: &str,
    fields: &[(&str, &str)],
    (name, mime, file): (&str, &str, &[u8]),
) -> Reply {
    let (content_type, body) = form(fields, name, mime, file);
    let resp = app
        .client
        .post(app.url(host))
        .insert_header(("content-type", content_type))
        .send_body(body)
        .await
        .expect("upload POST");
    read(resp).await
}

fn fields_of<'a>(data: &'a Value, key: &'a str) -> Vec<(&'a str, &'a str)> {
    let s = |k: &str| data[k].as_str().unwrap_or("");
    vec![
        ("key", key),
        ("policy", s("policy")),
        ("OSSAccessKeyId", s("OSSAccessKeyId")),
        ("success_action_status", s("success_action_status")),
        ("callback", s("callback")),
        ("Signature", s("signature")),
    ]
}

/// The sandbox's access key secret, as only the platform (and this test) knows it.
fn sandbox_secret(app: &TestApp) -> (String, String) {
    let text = std::fs::read_to_string(app.data_dir().join("upload/access_key.json"))
        .expect("access key file");
    let v: Value = serde_json::from_str(&text).unwrap();
    (
        v["accessKeyId"].as_str().unwrap().to_owned(),
        v["accessKeySecret"].as_str().unwrap().to_owned(),
    )
}

fn sign(secret: &str, policy: &Value) -> (String, String) {
    let p = B64.encode(policy.to_string());
    let mut mac = Hmac::<Sha1>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(p.as_bytes());
    (p, B64.encode(mac.finalize().into_bytes()))
}

#[actix_web::test]
async fn an_image_uploaded_with_a_signed_policy_through_the_console_comes_back_byte_for_byte() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let (reply, data) = signed_form(&app, &cookie, "image").await;
    let prefix = data["key"].as_str().unwrap();
    assert!(prefix.starts_with("images/"), "{prefix}");
    assert_eq!(data["max_size"], 5 * 1024 * 1024);
    assert!(reply
        .set_cookie("callback")
        .is_some_and(|c| c.contains("HttpOnly") && c.contains("Path=/")));
    assert!(reply.set_cookie("callback_var").is_some());

    let key = format!("{prefix}photo.png");
    let host = data["host"].as_str().unwrap();
    let uploaded = post_form(&app, host, &fields_of(&data, &key), PNG).await;
    assert_eq!(uploaded.status, 200, "{}", uploaded.text());
    let url = uploaded.json()["data"]["url"].as_str().unwrap().to_owned();
    assert_eq!(url, format!("{host}/{key}"));

    let back = app.get(&url, None).await;
    assert_eq!(back.status, 200);
    assert_eq!(back.header("content-type"), Some("image/png"));
    assert_eq!(&back.body[..], PNG);
}

#[actix_web::test]
async fn a_file_policy_allows_twenty_megabytes_and_non_images_come_back_as_downloads() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let (_, data) = signed_form(&app, &cookie, "file").await;
    assert_eq!(data["max_size"], 20 * 1024 * 1024);
    let key = format!("{}report.html", data["key"].as_str().unwrap());
    let host = data["host"].as_str().unwrap();
    let script = b"<script>alert(1)</script>";
    let fields = fields_of(&data, &key);
    let reply = post_file(&app, host, &fields, ("report.html", "text/html", script)).await;
    assert_eq!(reply.status, 200);
    let back = app.get(&format!("{host}/{key}"), Some(&cookie)).await;
    assert_eq!(
        back.header("content-type"),
        Some("application/octet-stream")
    );
    assert!(back
        .header("content-disposition")
        .unwrap_or("")
        .starts_with("attachment"));
}

#[actix_web::test]
async fn a_tampered_policy_is_refused_because_the_signature_no_longer_matches() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let (_, data) = signed_form(&app, &cookie, "image").await;
    let key = format!("{}photo.png", data["key"].as_str().unwrap());
    let mut policy: Value =
        serde_json::from_slice(&B64.decode(data["policy"].as_str().unwrap()).unwrap()).unwrap();
    policy["conditions"][1] = json!(["content-length-range", 1, 1_000_000_000]);
    let tampered = B64.encode(policy.to_string());
    let mut fields = fields_of(&data, &key);
    fields[1] = ("policy", &tampered);
    let reply = post_form(&app, data["host"].as_str().unwrap(), &fields, PNG).await;
    reply.assert_says(403, "<Code>SignatureDoesNotMatch</Code>");
}

#[actix_web::test]
async fn an_expired_policy_is_refused_even_when_correctly_signed() {
    let app = spawn_app().await;
    let (id, secret) = sandbox_secret(&app);
    let policy = json!({"expiration": "2020-01-01T00:00:00.000Z", "conditions": [["starts-with", "$key", "images/"]]});
    let (p, sig) = sign(&secret, &policy);
    let fields = [
        ("key", "images/1/x.png"),
        ("policy", p.as_str()),
        ("OSSAccessKeyId", id.as_str()),
        ("Signature", sig.as_str()),
    ];
    let reply = post_form(&app, "/sandbox-files/oss/orgcenter-images", &fields, PNG).await;
    reply.assert_says(403, "Policy expired");
}

#[actix_web::test]
async fn an_image_over_five_megabytes_is_refused_as_too_large_and_not_stored() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let (_, data) = signed_form(&app, &cookie, "image").await;
    let key = format!("{}big.png", data["key"].as_str().unwrap());
    let big = vec![0u8; 5 * 1024 * 1024 + 1];
    let host = data["host"].as_str().unwrap();
    let reply = post_form(&app, host, &fields_of(&data, &key), &big).await;
    reply.assert_says(400, "<Code>EntityTooLarge</Code>");
    assert_eq!(app.get(&format!("{host}/{key}"), None).await.status, 404);
}

#[actix_web::test]
async fn a_text_file_named_as_a_picture_is_refused_and_not_stored() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let (_, data) = signed_form(&app, &cookie, "image").await;
    let key = format!("{}fake.png", data["key"].as_str().unwrap());
    let host = data["host"].as_str().unwrap();
    let text = "这不是图片，只是改了扩展名".as_bytes();
    let reply = post_form(&app, host, &fields_of(&data, &key), text).await;
    reply.assert_says(400, "<Code>InvalidImageContent</Code>");
    assert_eq!(app.get(&format!("{host}/{key}"), None).await.status, 404);
    // The same bytes as a document are stored: only a picture's name promises a picture.
    let url = upload_document(&app, &cookie, "notes.txt", text).await;
    assert_eq!(app.get(&url, Some(&cookie)).await.status, 200);
}

#[actix_web::test]
async fn a_key_outside_the_signed_prefix_is_refused() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let (_, data) = signed_form(&app, &cookie, "image").await;
    let fields = fields_of(&data, "images/999/20200101/photo.png");
    let reply = post_form(&app, data["host"].as_str().unwrap(), &fields, PNG).await;
    reply.assert_says(403, "Policy Condition failed");
}

#[actix_web::test]
async fn the_secret_and_the_raw_config_never_reach_the_browser() {
    let (app, cookie) = spawn_logged_in("demo_org").await;
    let (_, secret) = sandbox_secret(&app);
    for kind in ["image", "file"] {
        let (reply, _) = signed_form(&app, &cookie, kind).await;
        let text = reply.text();
        assert!(
            !text.contains(&secret)
                && !text.contains("PRIVATE KEY")
                && !text.contains("accessKeySecret")
        );
        assert!(reply.set_cookies().iter().all(|c| !c.contains(&secret)));
    }
    for path in [
        "/api/common/upload_pic/policy_get",
        "/api/common/upload_pic/policy_file_get",
    ] {
        let reply = app.get(path, Some(&cookie)).await;
        assert_eq!(reply.status, 404, "{path} is for the BFF only");
    }
    let bad = app
        .get("/api/bff/upload/policy?kind=video", Some(&cookie))
        .await;
    assert_eq!(bad.json()["code"], 400);
}

#[actix_web::test]
async fn without_a_session_the_policy_call_says_the_session_is_over() {
    let app = spawn_app().await;
    let reply = app.get("/api/bff/upload/policy?kind=image", None).await;
    assert_eq!(reply.json()["code"], 300);
}

#[actix_web::test]
async fn a_document_with_personal_data_is_served_only_to_its_organisation_and_reviewers_never_cached(
) {
    let (app, org) = spawn_logged_in("demo_org").await;
    let sheet = "name,id\n张三,110101199003071234\n".as_bytes();
    let url = upload_document(&app, &org, "import.csv", sheet).await;

    for (who, cookie) in [
        ("anonymous", None),
        ("another organisation", Some(app.login("demo_micro").await)),
    ] {
        let reply = app.get(&url, cookie.as_deref()).await;
        assert_ne!(reply.status, 200, "{who} read the document");
        assert!(!reply.text().contains("110101199003071234"), "{who}");
    }
    for (who, cookie) in [
        ("its organisation", org.clone()),
        ("a reviewer", app.login("demo_reviewer").await),
        ("the super admin", app.login("demo_admin").await),
    ] {
        let reply = app.get(&url, Some(&cookie)).await;
        assert_eq!(reply.status, 200, "{who}");
        assert_eq!(&reply.body[..], sheet, "{who}");
        assert_eq!(
            reply.header("cache-control"),
            Some("private, no-store"),
            "{who}"
        );
    }
    // Images stay public: they appear wherever a case is shown.
    let avatar = app.get("/sandbox-files/avatar/1.svg", None).await;
    assert_eq!(avatar.status, 200);
    assert_eq!(avatar.header("cache-control"), Some("public, max-age=3600"));
}
