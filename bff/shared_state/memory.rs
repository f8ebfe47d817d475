//! The `memory` backend: state in this process only. Tries are counted per key in fixed
//! windows, with the check and the count in one step: the building block of the login limiter
//! and the SMS throttle. Checking first and counting after the platform answered let every
//! concurrent request through the check (100 concurrent wrong logins reached the platform 11
//! times with a limit of 5).

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use futures_util::future::{self, BoxFuture, FutureExt};
use moka::sync::Cache;

use super::{Health, Locked, Refused, SharedState, TryStore, Unavailable};

/// One process, one truth: the user cache is invalidated in place (`Sessions::forget`), so
/// the generation never moves.
pub struct MemoryState;

impl SharedState for MemoryState {
    fn counter(&self, _name: &'static str, window: Duration) -> Arc<dyn TryStore> {
        Arc::new(TryCounter::new(window))
    }

    fn user_generation(&self, _token: &str) -> BoxFuture<'static, Result<u64, Unavailable>> {
        future::ready(Ok(0)).boxed()
    }

    fn bump_user_generation(&self, _token: &str) -> BoxFuture<'static, Result<(), Unavailable>> {
        future::ready(Ok(())).boxed()
    }

    fn health(&self) -> BoxFuture<'static, Health> {
        future::ready(Health {
            backend: "memory",
            reachable: true,
        })
        .boxed()
    }

    fn export_jobs(&self) -> Arc<dyn crate::export::store::JobStore> {
        Arc::new(crate::export::store::memory::MemoryJobs::default())
    }
}

/// The work is done when the method is called (the futures are already resolved), so a
/// reservation dropped outside any runtime still hands its tries back.
impl TryStore for TryCounter {
    fn take(&self, keys: Vec<(String, u32)>) -> BoxFuture<'static, Result<(), Refused>> {
        future::ready(TryCounter::take(self, &keys).map_err(Refused::Locked)).boxed()
    }

    fn give_back(&self, keys: Vec<String>) -> BoxFuture<'static, ()> {
        TryCounter::give_back(self, &keys);
        future::ready(()).boxed()
    }

    fn clear(&self, key: String) -> BoxFuture<'static, ()> {
        TryCounter::clear(self, &key);
        future::ready(()).boxed()
    }
}

#[derive(Clone)]
pub struct TryCounter {
    window: Duration,
    /// key → (tries counted, window start)
    tries: Cache<String, (u32, Instant)>,
    /// Guards check-and-count across keys. The data is `()`, so a poisoned lock holds nothing
    /// half-written and is simply taken over.
    step: Arc<Mutex<()>>,
}

impl TryCounter {
    pub fn new(window: Duration) -> Self {
        Self {
            window,
            tries: Cache::builder()
                .max_capacity(200_000)
                .time_to_live(window)
                .build(),
            step: Arc::new(Mutex::new(())),
        }
    }

    fn lock(&self) -> MutexGuard<'_, ()> {
        self.step.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Counts one try against every `(key, limit)`, or none of them when any key has used up
    /// its limit in the current window.
    pub fn take(&self, keys: &[(String, u32)]) -> Result<(), Locked> {
        let now = Instant::now();
        let _step = self.lock();
        let mut next = Vec::with_capacity(keys.len());
        for (key, limit) in keys {
            let (count, start) = match self.tries.get(key) {
                Some((count, start)) if now.duration_since(start) < self.window => (count, start),
                _ => (0, now),
            };
            if count >= *limit {
                return Err(Locked {
                    retry_after: self.window - now.duration_since(start),
                });
            }
            next.push((key.clone(), (count + 1, start)));
        }
        for (key, value) in next {
            self.tries.insert(key, value);
        }
        Ok(())
    }

    /// Hands one try back to each key.
    pub fn give_back(&self, keys: &[String]) {
        let _step = self.lock();
        for key in keys {
            match self.tries.get(key) {
                Some((count, start)) if count > 1 => {
                    self.tries.insert(key.clone(), (count - 1, start))
                }
                Some(_) => self.tries.invalidate(key),
                None => {}
            }
        }
    }

    /// Forgets every try of `key`.
    pub fn clear(&self, key: &str) {
        let _step = self.lock();
        self.tries.invalidate(key);
    }
}
