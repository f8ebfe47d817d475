//! Two BFF replicas sharing one Redis (`shared_state.backend = "redis"`), in this process: the
//! login limit holds across them, a logout or an expired session on one is seen by the other,
//! and with Redis down logins are refused with a clear message while pages keep working.
//! Skipped with a message when `redis-server` is not installed. The same behaviour through
//! nginx and separate processes: `scripts/cluster.sh` / `tests/cluster/run.sh`.

use std::sync::atomic::Ordering;

use orgcenter::shared_state::Backend;
use serde_json::json;

use crate::support::fake_platform::{self, FakePlatform, UserInfo};
use crate::support::redis_server::RedisServer;
use crate::support::{spawn_with, TestApp};

const USER_INFO: &str = "/api/organization/message/get_now_msg";

/// A replica on `redis` whose platform is `upstream` (empty: its own sandbox).
async fn replica(redis: &RedisServer, upstream: &str) -> TestApp {
    let (url, upstream) = (redis.url(), upstream.to_owned());
    spawn_with(move |s| {
        s.shared_state.backend = Backend::Redis;
        s.shared_state.redis_url = orgcenter::secret::Secret::new(url);
        s.upstream.base_url = upstream;
    })
    .await
}

/// Redis, a fake platform and two replicas on both; `None` (skipped) without `redis-server`.
async fn two_replicas_on_a_fake_platform() -> Option<(RedisServer, FakePlatform, TestApp, TestApp)>
{
    let redis = RedisServer::start()?;
    let fake = fake_platform::start().await;
    let a = replica(&redis, &fake.base).await;
    let b = replica(&redis, &fake.base).await;
    Some((redis, fake, a, b))
}

/// The session the fake platform knows, on both replicas.
const COOKIE: &str = "token_org=fake-token-123";

#[actix_web::test]
async fn forty_concurrent_wrong_logins_alternating_two_replicas_reach_the_platform_five_times() {
    let Some(redis) = RedisServer::start() else {
        return;
    };
    let fake = fake_platform::start().await;
    fake.state.login_fails.store(true, Ordering::SeqCst);
    fake.state.login_delay_ms.store(200, Ordering::SeqCst);
    let replicas = [
        replica(&redis, &fake.base).await,
        replica(&redis, &fake.base).await,
    ];
    let tries = (0..40).map(|i| {
        let form = json!({"account": "demo_org", "pwd": "guess", "verify": "1234"});
        let app = &replicas[i % 2];
        async move {
            app.post_json("/api/organization/login/login", None, &form)
                .await
        }
    });
    let statuses: Vec<u16> = futures_util::future::join_all(tries)
        .await
        .iter()
        .map(|r| r.status)
        .collect();
    assert_eq!(fake.hits_of("/api/organization/login/login"), 5);
    assert_eq!(statuses.iter().filter(|s| **s == 429).count(), 35);
    assert!(statuses[..2].iter().all(|s| *s == 200 || *s == 429));
}

#[actix_web::test]
async fn a_logout_on_one_replica_makes_the_other_stop_trusting_its_cached_user() {
    let Some((_redis, fake, a, b)) = two_replicas_on_a_fake_platform().await else {
        return;
    };
    // /login with a good session goes home; B caches the user on the first visit.
    assert_eq!(b.get("/login", Some(COOKIE)).await.status, 302);
    let asked = fake.hits_of(USER_INFO);
    assert_eq!(b.get("/login", Some(COOKIE)).await.status, 302);
    assert_eq!(
        fake.hits_of(USER_INFO),
        asked,
        "the second visit is served from B's cache"
    );

    let out = a.get_xhr("/api/common/logout", Some(COOKIE)).await;
    assert_eq!(out.json()["code"], 200);
    // The platform has ended the token; B must ask it rather than trust its cache.
    fake.set_user_info(UserInfo::SessionOver);
    let page = b.get("/login", Some(COOKIE)).await;
    assert_eq!(
        page.status, 200,
        "B shows the login page: the session is over"
    );
    assert_eq!(fake.hits_of(USER_INFO), asked + 1);
}

#[actix_web::test]
async fn a_session_over_answer_on_one_replica_ends_the_cached_session_on_the_other() {
    let Some((_redis, fake, a, b)) = two_replicas_on_a_fake_platform().await else {
        return;
    };
    assert_eq!(b.get("/login", Some(COOKIE)).await.status, 302);
    fake.set_user_info(UserInfo::SessionOver);
    // A learns from the platform (code 300 on its user info) that the session is over.
    let on_a = a.get("/login", Some(COOKIE)).await;
    assert_eq!(on_a.status, 200);
    let asked = fake.hits_of(USER_INFO);
    assert_eq!(b.get("/login", Some(COOKIE)).await.status, 200);
    assert_eq!(
        fake.hits_of(USER_INFO),
        asked + 1,
        "B asked the platform again"
    );
}

#[actix_web::test]
async fn with_redis_down_logins_are_refused_clearly_pages_work_and_readyz_says_so() {
    let Some(redis) = RedisServer::start() else {
        return;
    };
    let app = replica(&redis, "").await;
    let ready = app.get("/readyz", None).await.json();
    assert_eq!(
        ready["shared_state"],
        json!({"backend": "redis", "reachable": true})
    );
    let cookie = app.login("demo_org").await;

    let port = redis.kill();
    let refused = app
        .login_reply("demo_org", crate::support::DEMO_PASSWORD)
        .await;
    assert_eq!(refused.status, 503, "{}", refused.text());
    assert_eq!(
        refused.json()["msg"],
        "登录服务暂时不可用（无法核对登录次数），请稍后再试"
    );
    assert!(refused.set_cookie("token_org").is_none());
    let home = app.get("/messageNotice/index", Some(&cookie)).await;
    assert_eq!(home.status, 200, "a page of a logged-in user still renders");
    let api = app
        .get_xhr("/api/organization/message/get_now_msg", Some(&cookie))
        .await;
    assert_eq!(api.json()["code"], 200, "API calls still go through");
    assert_eq!(app.get("/login", None).await.status, 200);
    let ready = app.get("/readyz", None).await;
    assert_eq!(
        ready.status, 200,
        "the replica still serves: not taken out of the balancer"
    );
    assert_eq!(ready.json()["shared_state"]["reachable"], false);
    assert_eq!(ready.json()["login_available"], false);

    // Redis back on the same port: logins work again without a restart.
    let _back = RedisServer::start_on(port).expect("restart");
    app.login("demo_org").await;
}
