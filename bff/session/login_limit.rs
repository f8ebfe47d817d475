//! Login brute-force limits: failed logins are counted per account and per client address in
//! fixed windows. Past a limit, logins are refused here, before the platform is asked, so a
//! guessing attack costs the platform nothing. Each login reserves its try before the platform
//! is asked (check and count in one step), keeps it when it fails, and hands it back when it
//! succeeds or gets no answer; a success also clears the account's count. With the `redis`
//! shared state the counts are every replica's (`shared_state`); when the store cannot be asked
//! the login is refused (fails closed) rather than let through uncounted.
//!
//! The client address is the TCP peer, or, behind a configured trusted proxy, the right-most
//! untrusted `X-Forwarded-For` entry (`request_meta::client_ip`), so a client cannot reset its
//! count by inventing headers.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

pub use crate::shared_state::{Locked, Refused};
use crate::shared_state::{SharedState, TryStore};

#[derive(Debug, Clone, Copy)]
pub struct Limits {
    pub per_account: u32,
    pub per_address: u32,
    pub window: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            per_account: 5,
            per_address: 20,
            window: Duration::from_secs(15 * 60),
        }
    }
}

#[derive(Clone)]
pub struct LoginLimiter {
    limits: Limits,
    /// A try counts from the moment it is reserved, so logins still waiting for the platform
    /// use up the limit too.
    tries: Arc<dyn TryStore>,
}

impl Locked {
    pub fn message(&self) -> String {
        format!("登录失败次数过多，请 {} 分钟后再试", self.minutes())
    }
}

/// Shown when the shared store is down: no try can be counted, so none is allowed.
pub const UNAVAILABLE_MESSAGE: &str = "登录服务暂时不可用（无法核对登录次数），请稍后再试";

/// A try reserved for one login. Say how it ended with [`Reservation::failed`] or
/// [`Reservation::succeeded`]; dropped without either (the platform did not answer, the
/// handler was cancelled), the try is handed back.
pub struct Reservation {
    tries: Arc<dyn TryStore>,
    /// The account's key first, then the address's (if known).
    keys: Vec<String>,
    settled: bool,
}

impl Reservation {
    /// A wrong password or captcha: the try stays counted.
    pub fn failed(mut self) {
        self.settled = true;
    }

    /// The account is good: its count is cleared and the address gets its try back.
    pub async fn succeeded(mut self) {
        self.settled = true;
        self.tries.clear(self.keys[0].clone()).await;
        self.tries.give_back(self.keys[1..].to_vec()).await;
    }
}

impl Drop for Reservation {
    fn drop(&mut self) {
        if !self.settled {
            let giving_back = self.tries.give_back(std::mem::take(&mut self.keys));
            // In-memory counters have already handed the tries back; a shared store's call runs
            // on its own (a dropped handler cannot await it).
            if let Ok(runtime) = tokio::runtime::Handle::try_current() {
                runtime.spawn(giving_back);
            }
        }
    }
}

impl LoginLimiter {
    pub fn new(limits: Limits, shared: &dyn SharedState) -> Self {
        Self {
            limits,
            tries: shared.counter("login", limits.window),
        }
    }

    /// Takes one try from the account and from the address, or `Err` when either has none
    /// left (then nothing is taken) or the shared store cannot be asked. Atomic across
    /// concurrent logins, on every replica.
    pub async fn reserve(
        &self,
        account: &str,
        addr: Option<IpAddr>,
    ) -> Result<Reservation, Refused> {
        let mut keyed = vec![(account_key(account), self.limits.per_account)];
        keyed.extend(addr.map(|a| (address_key(a), self.limits.per_address)));
        let keys = keyed.iter().map(|(key, _)| key.clone()).collect();
        self.tries.take(keyed).await?;
        Ok(Reservation {
            tries: self.tries.clone(),
            keys,
            settled: false,
        })
    }
}

/// Accounts are compared case-insensitively, as people type them.
fn account_key(account: &str) -> String {
    format!("a:{}", account.trim().to_lowercase())
}

fn address_key(addr: IpAddr) -> String {
    format!("ip:{addr}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared_state::MemoryState;
    use futures_util::FutureExt;

    fn at_once<T>(f: impl std::future::Future<Output = T>) -> T {
        f.now_or_never()
            .expect("the in-memory store answers at once")
    }

    fn limiter() -> LoginLimiter {
        LoginLimiter::new(
            Limits {
                per_account: 3,
                per_address: 5,
                window: Duration::from_secs(60),
            },
            &MemoryState,
        )
    }

    /// The in-memory store answers at once, so the tests need no runtime.
    fn reserve(l: &LoginLimiter, account: &str, ip: IpAddr) -> Result<Reservation, Locked> {
        at_once(l.reserve(account, Some(ip))).map_err(|refused| match refused {
            Refused::Locked(locked) => locked,
            Refused::Unavailable => panic!("memory is always available"),
        })
    }

    #[test]
    fn an_account_is_locked_after_its_failures_and_unlocked_by_a_success() {
        let l = limiter();
        let ip: IpAddr = "10.0.0.1".parse().unwrap();
        for _ in 0..2 {
            reserve(&l, "Demo_Org ", ip).unwrap().failed();
        }
        at_once(reserve(&l, "demo_org", ip).unwrap().succeeded());
        for _ in 0..3 {
            reserve(&l, "demo_org", ip).unwrap().failed();
        }
        let locked = reserve(&l, "demo_org", ip).err().unwrap();
        assert!(locked.retry_after <= Duration::from_secs(60));
        assert!(locked.message().contains("分钟后再试"));
    }

    #[test]
    fn an_address_is_locked_across_accounts() {
        let l = limiter();
        let ip: IpAddr = "10.0.0.2".parse().unwrap();
        for i in 0..5 {
            reserve(&l, &format!("user{i}"), ip).unwrap().failed();
        }
        assert!(reserve(&l, "someone-else", ip).is_err());
        assert!(reserve(&l, "someone-else", "10.0.0.3".parse().unwrap()).is_ok());
    }

    #[test]
    fn tries_still_waiting_for_the_platform_count_against_the_limit() {
        let l = limiter();
        let ip: IpAddr = "10.0.0.4".parse().unwrap();
        let pending: Vec<_> = (0..3).map(|_| reserve(&l, "a", ip).unwrap()).collect();
        assert!(
            reserve(&l, "a", ip).is_err(),
            "three in flight use up three tries"
        );
        drop(pending);
        assert!(
            reserve(&l, "a", ip).is_ok(),
            "unanswered tries are handed back"
        );
    }
}
