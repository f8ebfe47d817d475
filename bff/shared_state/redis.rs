//! The `redis` backend: one Redis shared by every replica, reached through the `redis` crate's
//! tokio `ConnectionManager` (one multiplexed connection, re-made after a failure). Every
//! command has a deadline (`shared_state.timeout_ms`); past it the store counts as unavailable.
//!
//! The try counter's check-and-count is one Lua script, which Redis runs atomically: of any
//! number of concurrent logins on any number of replicas, no more than the limit get a try.

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use futures_util::future::{BoxFuture, FutureExt};
use redis::aio::{ConnectionManager, ConnectionManagerConfig};
use redis::Script;

use super::store_call::within;
use super::{token_digest, Health, Locked, Refused, SharedState, TryStore, Unavailable};

/// KEYS: the counters; ARGV[1]: the window in ms; ARGV[1 + i]: the limit of KEYS[i].
/// Returns -1 when a try was counted on every key, else the ms until the first full key's window
/// ends (and nothing was counted).
const TAKE: &str = r"
local window = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count >= tonumber(ARGV[i + 1]) then
    local left = redis.call('PTTL', key)
    if left < 0 then left = window end
    return left
  end
end
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, window) end
end
return -1
";

/// KEYS: the counters to hand one try back to; a counter that reaches zero is removed.
const GIVE_BACK: &str = r"
for _, key in ipairs(KEYS) do
  if redis.call('DECR', key) <= 0 then redis.call('DEL', key) end
end
return 0
";

#[derive(Clone)]
pub struct RedisState {
    conn: ConnectionManager,
    prefix: String,
    timeout: Duration,
    /// A generation key outlives every user cached before it moved (cache TTL + a minute).
    generation_ttl: Duration,
    take: Arc<Script>,
    give_back: Arc<Script>,
    export_file_max: u64,
}

impl RedisState {
    /// Prepares the connection without making it (it is made on first use and after failures).
    pub fn connect(
        url: &str,
        prefix: &str,
        timeout: Duration,
        user_cache_ttl: Duration,
    ) -> anyhow::Result<Self> {
        let client = redis::Client::open(url)
            .context("shared_state.redis_url is not a redis:// URL (value not shown: a secret)")?;
        let config = ConnectionManagerConfig::new()
            .set_connection_timeout(Some(timeout))
            .set_response_timeout(Some(timeout))
            .set_number_of_retries(1)
            .set_max_delay(Duration::from_millis(200));
        let conn = ConnectionManager::new_lazy_with_config(client, config)
            .context("preparing the Redis connection")?;
        Ok(Self {
            conn,
            prefix: prefix.to_owned(),
            timeout,
            generation_ttl: user_cache_ttl + Duration::from_secs(60),
            take: Arc::new(Script::new(TAKE)),
            give_back: Arc::new(Script::new(GIVE_BACK)),
            export_file_max: crate::export::store::redis::DEFAULT_MAX_FILE,
        })
    }

    /// Export files larger than `bytes` are not kept (`shared_state.export_file_max_bytes`).
    pub fn keeping_export_files_up_to(mut self, bytes: u64) -> Self {
        self.export_file_max = bytes;
        self
    }

    fn generation_key(&self, token: &str) -> String {
        format!("{}user:{}", self.prefix, token_digest(token))
    }
}

impl SharedState for RedisState {
    fn counter(&self, name: &'static str, window: Duration) -> Arc<dyn TryStore> {
        Arc::new(RedisCounter {
            state: self.clone(),
            prefix: format!("{}{name}:", self.prefix),
            window,
        })
    }

    fn user_generation(&self, token: &str) -> BoxFuture<'static, Result<u64, Unavailable>> {
        let key = self.generation_key(token);
        let mut conn = self.conn.clone();
        let timeout = self.timeout;
        async move {
            let value: Option<u64> = within(
                timeout,
                "user generation",
                redis::cmd("GET").arg(key).query_async(&mut conn),
            )
            .await?;
            Ok(value.unwrap_or(0))
        }
        .boxed()
    }

    fn bump_user_generation(&self, token: &str) -> BoxFuture<'static, Result<(), Unavailable>> {
        let key = self.generation_key(token);
        let mut conn = self.conn.clone();
        let timeout = self.timeout;
        let ttl = self.generation_ttl.as_secs();
        async move {
            let mut pipe = redis::pipe();
            pipe.atomic()
                .incr(&key, 1)
                .ignore()
                .expire(&key, ttl as i64)
                .ignore();
            within(
                timeout,
                "bump user generation",
                pipe.query_async::<()>(&mut conn),
            )
            .await
        }
        .boxed()
    }

    fn health(&self) -> BoxFuture<'static, Health> {
        let mut conn = self.conn.clone();
        let timeout = self.timeout;
        async move {
            let ping = redis::cmd("PING");
            let pong = within(timeout, "ping", ping.query_async::<String>(&mut conn)).await;
            Health {
                backend: "redis",
                reachable: pong.is_ok(),
            }
        }
        .boxed()
    }

    fn export_jobs(&self) -> Arc<dyn crate::export::store::JobStore> {
        Arc::new(crate::export::store::redis::RedisJobs::new(
            self.conn.clone(),
            &self.prefix,
            self.timeout,
            self.export_file_max,
        ))
    }
}

struct RedisCounter {
    state: RedisState,
    prefix: String,
    window: Duration,
}

impl RedisCounter {
    fn key(&self, key: &str) -> String {
        format!("{}{key}", self.prefix)
    }
}

impl TryStore for RedisCounter {
    fn take(&self, keys: Vec<(String, u32)>) -> BoxFuture<'static, Result<(), Refused>> {
        let state = self.state.clone();
        let keys: Vec<(String, u32)> = keys.iter().map(|(k, l)| (self.key(k), *l)).collect();
        let window = self.window;
        async move {
            let mut conn = state.conn.clone();
            let mut invocation = state.take.prepare_invoke();
            invocation.arg(window.as_millis() as u64);
            for (key, limit) in &keys {
                invocation.key(key).arg(*limit);
            }
            let left: i64 = within(
                state.timeout,
                "take a try",
                invocation.invoke_async(&mut conn),
            )
            .await
            .map_err(|Unavailable| Refused::Unavailable)?;
            match u64::try_from(left) {
                Ok(ms) => Err(Refused::Locked(Locked {
                    retry_after: Duration::from_millis(ms),
                })),
                Err(_) => Ok(()),
            }
        }
        .boxed()
    }

    fn give_back(&self, keys: Vec<String>) -> BoxFuture<'static, ()> {
        let state = self.state.clone();
        let keys: Vec<String> = keys.iter().map(|k| self.key(k)).collect();
        async move {
            let mut conn = state.conn.clone();
            let mut invocation = state.give_back.prepare_invoke();
            for key in &keys {
                invocation.key(key);
            }
            let _ = within(
                state.timeout,
                "give back tries",
                invocation.invoke_async::<i64>(&mut conn),
            )
            .await;
        }
        .boxed()
    }

    fn clear(&self, key: String) -> BoxFuture<'static, ()> {
        let state = self.state.clone();
        let key = self.key(&key);
        async move {
            let mut conn = state.conn.clone();
            let _ = within(
                state.timeout,
                "clear tries",
                redis::cmd("DEL").arg(key).query_async::<i64>(&mut conn),
            )
            .await;
        }
        .boxed()
    }
}
