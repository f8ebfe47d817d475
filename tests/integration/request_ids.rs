//! `X-Request-Id`: kept from a trusted proxy (when it is a plausible id), replaced otherwise,
//! and the id the platform got is the one the client sees.

use crate::support::fake_platform;
use crate::support::spawn_with;

async fn call_with_id(trusted: &[&str], id: &str) -> (String, Option<String>) {
    let fake = fake_platform::start().await;
    let (base, trusted): (String, Vec<_>) = (
        fake.base.clone(),
        trusted.iter().map(|t| t.parse().unwrap()).collect(),
    );
    let app = spawn_with(move |s| {
        s.upstream.base_url = base;
        s.server.trusted_proxies = trusted;
    })
    .await;
    let reply = app
        .get_with_headers("/api/organization/anything", &[("x-request-id", id)])
        .await;
    let seen = fake.state.last_request_id.lock().unwrap().clone();
    (reply.header("x-request-id").unwrap().to_owned(), seen)
}

#[actix_web::test]
async fn a_trusted_proxy_range_keeps_its_request_id_all_the_way_to_the_platform() {
    let (answered, platform) = call_with_id(&["127.0.0.0/8"], "nginx-4f2a9c").await;
    assert_eq!(answered, "nginx-4f2a9c");
    assert_eq!(platform.as_deref(), Some("nginx-4f2a9c"));
}

#[actix_web::test]
async fn a_request_id_from_an_untrusted_client_or_an_invalid_one_is_replaced() {
    let (answered, platform) = call_with_id(&["10.0.0.0/8"], "chosen-by-client").await;
    assert_ne!(answered, "chosen-by-client");
    assert_eq!(platform.as_deref(), Some(answered.as_str()));
    let (answered, _) = call_with_id(&["127.0.0.0/8"], "bad id with spaces").await;
    assert_ne!(answered, "bad id with spaces");
    assert!(uuid::Uuid::parse_str(&answered).is_ok());
}
