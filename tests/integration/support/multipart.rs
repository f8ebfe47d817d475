//! A multipart/form-data body as a browser builds it for an OSS PostObject upload, and a
//! document uploaded that way.

use super::{read, TestApp};

pub const BOUNDARY: &str = "----orgcenter-test-boundary-7MA4YWxkTrZu0gW";

/// The body and its Content-Type; text fields first, then the file part (OSS wants it last).
pub fn form(
    fields: &[(&str, &str)],
    file_name: &str,
    file_type: &str,
    file: &[u8],
) -> (String, Vec<u8>) {
    let mut body = Vec::with_capacity(file.len() + 2048);
    for (name, value) in fields {
        body.extend_from_slice(
            format!("--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n").as_bytes(),
        );
    }
    body.extend_from_slice(
        format!(
            "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{file_name}\"\r\nContent-Type: {file_type}\r\n\r\n"
        )
        .as_bytes(),
    );
    body.extend_from_slice(file);
    body.extend_from_slice(format!("\r\n--{BOUNDARY}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={BOUNDARY}"), body)
}

/// Uploads `bytes` the way the FileUpload component does: the BFF's signed form, posted to the
/// console's `/sandbox-files/oss/*`. Returns the object's URL.
pub async fn upload_document(app: &TestApp, cookie: &str, name: &str, bytes: &[u8]) -> String {
    let policy = app
        .get("/api/bff/upload/policy?kind=file", Some(cookie))
        .await
        .json();
    assert_eq!(policy["code"], 200, "policy: {policy}");
    let d = &policy["data"];
    let s = |k: &str| d[k].as_str().unwrap_or("").to_owned();
    let key = format!("{}{name}", s("key"));
    let fields = [
        ("key", key.as_str()),
        ("policy", &s("policy")),
        ("OSSAccessKeyId", &s("OSSAccessKeyId")),
        ("success_action_status", &s("success_action_status")),
        ("callback", &s("callback")),
        ("Signature", &s("signature")),
    ];
    let (content_type, body) = form(&fields, name, "text/csv", bytes);
    let resp = app
        .client
        .post(app.url(&s("host")))
        .insert_header(("content-type", content_type))
        .send_body(body)
        .await
        .expect("upload");
    let uploaded = read(resp).await;
    assert_eq!(uploaded.status, 200, "{}", uploaded.text());
    uploaded.json()["data"]["url"]
        .as_str()
        .expect("url")
        .to_owned()
}
