//! The shared-state store's two backends answer alike: the same scenarios run against
//! `memory` and against a real `redis-server` (skipped with a message when it is not installed).

use std::sync::Arc;
use std::time::Duration;

use orgcenter::shared_state::{MemoryState, RedisState, Refused, SharedState};

use crate::support::redis_server::RedisServer;

const WINDOW: Duration = Duration::from_secs(60);

fn redis_state(server: &RedisServer, prefix: &str) -> RedisState {
    RedisState::connect(
        &server.url(),
        prefix,
        Duration::from_millis(500),
        Duration::from_secs(30),
    )
    .expect("a redis:// URL")
}

async fn counts_and_refuses_in_one_step(store: &dyn SharedState) {
    let tries = store.counter("t", WINDOW);
    let keys = || vec![("acct".to_owned(), 2), ("addr".to_owned(), 3)];
    tries.take(keys()).await.expect("first try");
    tries.take(keys()).await.expect("second try");
    match tries.take(keys()).await {
        Err(Refused::Locked(locked)) => assert!(locked.retry_after <= WINDOW),
        other => panic!("the account's third try went through: {other:?}"),
    }
    // The refused try took nothing: the address has one try left for another account.
    tries
        .take(vec![("other".to_owned(), 2), ("addr".to_owned(), 3)])
        .await
        .expect("address try");
    assert!(tries
        .take(vec![("other".to_owned(), 2), ("addr".to_owned(), 3)])
        .await
        .is_err());
    tries.give_back(vec!["acct".to_owned()]).await;
    tries
        .take(vec![("acct".to_owned(), 2)])
        .await
        .expect("a try handed back is free again");
    tries.clear("acct".to_owned()).await;
    tries.take(vec![("acct".to_owned(), 2)]).await.unwrap();
    tries.take(vec![("acct".to_owned(), 2)]).await.unwrap();
}

async fn fifty_concurrent_takes_get_exactly_the_limit(store: &dyn SharedState) {
    let tries = store.counter("c", WINDOW);
    let all = (0..50).map(|_| tries.take(vec![("one".to_owned(), 5)]));
    let granted = futures_util::future::join_all(all)
        .await
        .into_iter()
        .filter(Result::is_ok)
        .count();
    assert_eq!(granted, 5);
}

/// What every backend must do, checked on `store`.
async fn counts_refuses_and_hands_back_tries(store: &dyn SharedState) {
    counts_and_refuses_in_one_step(store).await;
    fifty_concurrent_takes_get_exactly_the_limit(store).await;
}

#[actix_web::test]
async fn the_memory_backend_counts_refuses_and_hands_back_tries() {
    counts_refuses_and_hands_back_tries(&MemoryState).await;
}

#[actix_web::test]
async fn the_redis_backend_counts_refuses_and_hands_back_tries_like_memory() {
    let Some(server) = RedisServer::start() else {
        return;
    };
    let store = redis_state(&server, "t1:");
    counts_refuses_and_hands_back_tries(&store).await;
}

#[actix_web::test]
async fn two_redis_clients_share_one_limit_and_counters_of_other_prefixes_stay_apart() {
    let Some(server) = RedisServer::start() else {
        return;
    };
    let a: Arc<dyn SharedState> = Arc::new(redis_state(&server, "app:"));
    let b: Arc<dyn SharedState> = Arc::new(redis_state(&server, "app:"));
    let other: Arc<dyn SharedState> = Arc::new(redis_state(&server, "elsewhere:"));
    let (ta, tb) = (a.counter("login", WINDOW), b.counter("login", WINDOW));
    let all = (0..40).map(|i| {
        let tries = if i % 2 == 0 { &ta } else { &tb };
        tries.take(vec![("a:demo".to_owned(), 5)])
    });
    let granted = futures_util::future::join_all(all)
        .await
        .into_iter()
        .filter(Result::is_ok)
        .count();
    assert_eq!(granted, 5, "five tries in all, not five per client");
    let elsewhere = other.counter("login", WINDOW);
    assert!(elsewhere.take(vec![("a:demo".to_owned(), 5)]).await.is_ok());
}

#[actix_web::test]
async fn a_bumped_user_generation_is_seen_by_every_client_and_redis_down_is_unavailable() {
    let Some(server) = RedisServer::start() else {
        return;
    };
    let a = redis_state(&server, "g:");
    let b = redis_state(&server, "g:");
    assert_eq!(b.user_generation("tok").await, Ok(0));
    a.bump_user_generation("tok").await.unwrap();
    assert_eq!(b.user_generation("tok").await, Ok(1));
    assert_eq!(b.user_generation("another").await, Ok(0));
    assert!(a.health().await.reachable);

    server.kill();
    assert!(b.user_generation("tok").await.is_err());
    assert_eq!(
        b.counter("login", WINDOW)
            .take(vec![("k".to_owned(), 5)])
            .await,
        Err(Refused::Unavailable),
        "no store, no try (fail closed)"
    );
    let health = b.health().await;
    assert_eq!((health.backend, health.reachable), ("redis", false));
}

#[actix_web::test]
async fn the_memory_backend_never_moves_a_generation_and_is_always_reachable() {
    MemoryState.bump_user_generation("tok").await.unwrap();
    assert_eq!(MemoryState.user_generation("tok").await, Ok(0));
    assert!(MemoryState.health().await.reachable);
}
