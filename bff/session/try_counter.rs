//! Tries counted per key in fixed windows, with the check and the count in one step: the
//! building block of the login limiter and the SMS throttle. Checking first and counting after
//! the platform answered let every concurrent request through the check (100 concurrent wrong
//! logins reached the platform 11 times with a limit of 5).

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use moka::sync::Cache;

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
