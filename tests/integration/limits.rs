//! Requests the HTTP layer refuses before any handler runs.

use std::io::{Read, Write};
use std::net::TcpStream;

use crate::support::spawn_app;

/// Sends `request` raw and reads the whole answer (the server closes the connection).
fn raw_exchange(base: &str, request: &[u8]) -> String {
    let addr = base.trim_start_matches("http://");
    let mut stream = TcpStream::connect(addr).expect("connect");
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(10)))
        .unwrap();
    stream.write_all(request).expect("send");
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    String::from_utf8_lossy(&answer).into_owned()
}

/// The whole answer to `GET target` sent as raw bytes with `headers` (each ending in CRLF).
async fn raw_get(app: &crate::support::TestApp, target: &str, headers: &str) -> String {
    let base = app.base.clone();
    let request = format!("GET {target} HTTP/1.1\r\nHost: localhost\r\n{headers}\r\n");
    actix_web::rt::task::spawn_blocking(move || raw_exchange(&base, request.as_bytes()))
        .await
        .unwrap()
}

#[actix_web::test]
async fn a_request_uri_over_16_kb_gets_414_with_the_envelope_and_its_reason() {
    let app = spawn_app().await;
    for path in ["/SZ/helpList", "/api/organization/SJ/project_list"] {
        let long = format!("{path}?q={}", "a".repeat(20 * 1024));
        let answer = raw_get(&app, &long, "Connection: close\r\n").await;
        let status_line = answer.lines().next().unwrap_or("");
        assert!(status_line.contains(" 414 "), "{path}: {status_line}");
        let body = answer.split("\r\n\r\n").nth(1).unwrap_or("");
        let envelope: serde_json::Value = serde_json::from_str(body).expect("an envelope");
        assert_eq!(envelope["code"], 414);
        assert_eq!(envelope["msg"], "请求地址过长");
        assert_eq!(envelope["reason"], "too_large");
        assert!(
            answer.to_ascii_lowercase().contains("x-request-id:"),
            "{answer:.300}"
        );
    }
    // Just under the limit is an ordinary request.
    let fits = format!("/healthz?q={}", "a".repeat(16 * 1024 - 11));
    assert_eq!(fits.len(), 16 * 1024);
    assert_eq!(app.get(&fits, None).await.status, 200);
    assert_eq!(app.get(&format!("{fits}a"), None).await.status, 414);
}

#[actix_web::test]
async fn a_request_uri_over_64_kb_is_refused_by_the_http_layer_and_the_server_carries_on() {
    let app = spawn_app().await;
    let long = format!("/SZ/helpList?q={}", "a".repeat(70 * 1024));
    let answer = raw_get(&app, &long, "").await;
    let status_line = answer.lines().next().unwrap_or("");
    assert!(status_line.contains(" 400 "), "{status_line}");
    assert_eq!(app.get("/healthz", None).await.status, 200);
}
