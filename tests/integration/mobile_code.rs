//! The text-message code: a GET that sends an SMS, so it is CSRF-guarded (see
//! `security_headers`) and throttled per client address and per session before the platform is
//! asked.

use orgcenter::session::sms_limit::{PER_ADDRESS, PER_SESSION};

use crate::support::spawn_with_fake_platform;

const PATH: &str = "/api/common/mobile_code";

#[actix_web::test]
async fn one_anonymous_client_walking_through_thirty_numbers_is_stopped_at_the_address_limit() {
    let (fake, app) = spawn_with_fake_platform().await;
    let mut refused = 0;
    for i in 0..30 {
        let reply = app
            .get_xhr(&format!("{PATH}?mobile=138000000{i:02}"), None)
            .await;
        if reply.status == 429 {
            refused += 1;
            let body = reply.json();
            assert_eq!(body["code"], 429);
            assert!(body["msg"].as_str().unwrap().contains("验证码发送过于频繁"));
            assert!(reply.header("retry-after").is_some());
        }
    }
    assert_eq!(fake.hits_of(PATH), PER_ADDRESS as usize);
    assert_eq!(refused, 30 - PER_ADDRESS as usize);
}

#[actix_web::test]
async fn one_session_gets_only_its_own_few_codes() {
    let (fake, app) = spawn_with_fake_platform().await;
    for i in 0..PER_SESSION + 1 {
        let reply = app
            .get_xhr(
                &format!("{PATH}?mobile=1390000000{i}"),
                Some("token_org=one-user"),
            )
            .await;
        let expected = if i < PER_SESSION { 404 } else { 429 };
        assert_eq!(reply.json()["code"], expected, "code {i}: {}", reply.text());
    }
    assert_eq!(fake.hits_of(PATH), PER_SESSION as usize);
    // Another session from the same address still has its own codes.
    let other = app
        .get_xhr(
            &format!("{PATH}?mobile=13700000000"),
            Some("token_org=other-user"),
        )
        .await;
    assert_eq!(other.json()["code"], 404, "{}", other.text());
}
