//! Login brute-force limits: failed logins are counted per account and per client address in
//! fixed windows. Past a limit, logins are refused here, before the platform is asked, so a
//! guessing attack costs the platform nothing. Each login reserves its try before the platform
//! is asked (check and count in one step), keeps it when it fails, and hands it back when it
//! succeeds or gets no answer; a success also clears the account's count.
//!
//! The client address is the TCP peer, or, behind a configured trusted proxy, the right-most
//! untrusted `X-Forwarded-For` entry (`request_meta::client_ip`), so a client cannot reset its
//! count by inventing headers.

use std::net::IpAddr;
use std::time::Duration;

pub use super::try_counter::Locked;
use super::try_counter::TryCounter;

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
    tries: TryCounter,
}

impl Locked {
    pub fn message(&self) -> String {
        format!("登录失败次数过多，请 {} 分钟后再试", self.minutes())
    }
}

/// A try reserved for one login. Say how it ended with [`Reservation::failed`] or
/// [`Reservation::succeeded`]; dropped without either (the platform did not answer, the
/// handler was cancelled), the try is handed back.
pub struct Reservation {
    tries: TryCounter,
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
    pub fn succeeded(mut self) {
        self.settled = true;
        self.tries.clear(&self.keys[0]);
        self.tries.give_back(&self.keys[1..]);
    }
}

impl Drop for Reservation {
    fn drop(&mut self) {
        if !self.settled {
            self.tries.give_back(&self.keys);
        }
    }
}

impl LoginLimiter {
    pub fn new(limits: Limits) -> Self {
        Self {
            limits,
            tries: TryCounter::new(limits.window),
        }
    }

    /// Takes one try from the account and from the address, or `Err` when either has none
    /// left (then nothing is taken). Atomic across concurrent logins.
    pub fn reserve(&self, account: &str, addr: Option<IpAddr>) -> Result<Reservation, Locked> {
        let mut keyed = vec![(account_key(account), self.limits.per_account)];
        keyed.extend(addr.map(|a| (address_key(a), self.limits.per_address)));
        self.tries.take(&keyed)?;
        Ok(Reservation {
            tries: self.tries.clone(),
            keys: keyed.into_iter().map(|(key, _)| key).collect(),
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

    fn limiter() -> LoginLimiter {
        LoginLimiter::new(Limits {
            per_account: 3,
            per_address: 5,
            window: Duration::from_secs(60),
        })
    }

    #[test]
    fn an_account_is_locked_after_its_failures_and_unlocked_by_a_success() {
        let l = limiter();
        let ip: IpAddr = "10.0.0.1".parse().unwrap();
        for _ in 0..2 {
            l.reserve("Demo_Org ", Some(ip)).unwrap().failed();
        }
        l.reserve("demo_org", Some(ip)).unwrap().succeeded();
        for _ in 0..3 {
            l.reserve("demo_org", Some(ip)).unwrap().failed();
        }
        let locked = l.reserve("demo_org", Some(ip)).err().unwrap();
        assert!(locked.retry_after <= Duration::from_secs(60));
        assert!(locked.message().contains("分钟后再试"));
    }

    #[test]
    fn an_address_is_locked_across_accounts() {
        let l = limiter();
        let ip: IpAddr = "10.0.0.2".parse().unwrap();
        for i in 0..5 {
            l.reserve(&format!("user{i}"), Some(ip)).unwrap().failed();
        }
        assert!(l.reserve("someone-else", Some(ip)).is_err());
        assert!(l
            .reserve("someone-else", Some("10.0.0.3".parse().unwrap()))
            .is_ok());
    }

    #[test]
    fn tries_still_waiting_for_the_platform_count_against_the_limit() {
        let l = limiter();
        let ip: IpAddr = "10.0.0.4".parse().unwrap();
        let pending: Vec<_> = (0..3).map(|_| l.reserve("a", Some(ip)).unwrap()).collect();
        assert!(
            l.reserve("a", Some(ip)).is_err(),
            "three in flight use up three tries"
        );
        drop(pending);
        assert!(
            l.reserve("a", Some(ip)).is_ok(),
            "unanswered tries are handed back"
        );
    }
}
