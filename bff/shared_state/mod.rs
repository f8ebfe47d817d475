//! State that every replica of the BFF must agree on, behind one small interface with two
//! backends chosen by `shared_state.backend`:
//! - `memory` (the default): in this process, nothing to install; right for a single instance.
//! - `redis`: one Redis for all replicas, so the login and SMS limits hold across them (5 tries
//!   per account stay 5, not 5 × replicas) and a logout or an expired session on one replica
//!   stops every replica from trusting its cached user.
//!
//! When Redis cannot be reached the limiters refuse (they fail closed: a limit that silently
//! stops counting is no limit), the user cache is bypassed (every replica asks the platform,
//! which is always right), and `/readyz` says so.

mod memory;
pub(crate) mod redis;
pub mod store_call;

use std::sync::Arc;
use std::time::Duration;

use futures_util::future::BoxFuture;
use serde::Serialize;

pub use self::redis::RedisState;
pub use crate::settings::Backend;
pub use memory::{MemoryState, TryCounter};
pub use store_call::{token_digest, Unavailable};

/// Refused: how long until the window ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Locked {
    pub retry_after: Duration,
}

impl Locked {
    /// Whole minutes to wait, at least one, for the Chinese message.
    pub fn minutes(&self) -> u64 {
        self.retry_after.as_secs().div_ceil(60).max(1)
    }
}

/// Why a try was not taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// A key used up its limit in the current window.
    Locked(Locked),
    /// The shared store could not be asked, so nobody knows: refuse (fail closed).
    Unavailable,
}

/// Tries counted per key in fixed windows, with the check and the count in one atomic step
/// (for every replica at once on Redis). Arguments are owned so that the futures are `'static`:
/// a reservation dropped in `Drop` hands its tries back from a spawned task.
pub trait TryStore: Send + Sync {
    /// Counts one try against every `(key, limit)`, or none of them when any key has used up
    /// its limit in the current window.
    fn take(&self, keys: Vec<(String, u32)>) -> BoxFuture<'static, Result<(), Refused>>;
    /// Hands one try back to each key.
    fn give_back(&self, keys: Vec<String>) -> BoxFuture<'static, ()>;
    /// Forgets every try of `key`.
    fn clear(&self, key: String) -> BoxFuture<'static, ()>;
}

/// What `/readyz` reports about the store.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Health {
    pub backend: &'static str,
    pub reachable: bool,
}

pub trait SharedState: Send + Sync {
    /// A try counter named `name` (its keys are kept apart from other counters').
    fn counter(&self, name: &'static str, window: Duration) -> Arc<dyn TryStore>;
    /// The generation of the user cached for `token`: a cached user is trusted only while the
    /// generation it was fetched under is still the current one.
    fn user_generation(&self, token: &str) -> BoxFuture<'static, Result<u64, Unavailable>>;
    /// Moves `token`'s generation on, so no replica trusts the user it cached before.
    fn bump_user_generation(&self, token: &str) -> BoxFuture<'static, Result<(), Unavailable>>;
    fn health(&self) -> BoxFuture<'static, Health>;
    /// Where export jobs and their files are kept, for every replica to answer them.
    fn export_jobs(&self) -> Arc<dyn crate::export::store::JobStore>;
}

/// The store `settings` asks for. The Redis connection is made lazily and re-made after a
/// failure, so a replica starts (and serves pages) while Redis is still down.
pub fn from_settings(
    settings: &crate::settings::SharedStateSettings,
    user_cache_ttl: Duration,
) -> anyhow::Result<Arc<dyn SharedState>> {
    Ok(match settings.backend {
        Backend::Memory => Arc::new(MemoryState),
        Backend::Redis => Arc::new(
            RedisState::connect(
                settings.redis_url.expose(),
                &settings.key_prefix,
                Duration::from_millis(settings.timeout_ms),
                user_cache_ttl,
            )?
            .keeping_export_files_up_to(settings.export_file_max_bytes),
        ),
    })
}
