//! Login brute-force limits: failed logins are counted per account and per client address in
//! fixed windows. Past a limit, logins are refused here, before the platform is asked, so a
//! guessing attack costs the platform nothing. A successful login clears the account's count.
//!
//! The client address is the TCP peer, or, behind a configured trusted proxy, the right-most
//! untrusted `X-Forwarded-For` entry (`request_meta::client_ip`), so a client cannot reset its
//! count by inventing headers.

use std::net::IpAddr;
use std::time::{Duration, Instant};

use moka::sync::Cache;

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
    /// key → (failures, window start)
    failures: Cache<String, (u32, Instant)>,
}

/// Refused: how long until the window ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Locked {
    pub retry_after: Duration,
}

impl Locked {
    pub fn message(&self) -> String {
        let minutes = self.retry_after.as_secs().div_ceil(60).max(1);
        format!("登录失败次数过多，请 {minutes} 分钟后再试")
    }
}

impl LoginLimiter {
    pub fn new(limits: Limits) -> Self {
        Self {
            limits,
            failures: Cache::builder()
                .max_capacity(200_000)
                .time_to_live(limits.window)
                .build(),
        }
    }

    /// `Err` when either the account or the address has used up its failures.
    pub fn check(&self, account: &str, addr: Option<IpAddr>) -> Result<(), Locked> {
        let now = Instant::now();
        let keys = [
            (account_key(account), self.limits.per_account),
            (
                addr.map(address_key).unwrap_or_default(),
                self.limits.per_address,
            ),
        ];
        for (key, limit) in keys {
            if key.is_empty() {
                continue;
            }
            if let Some((count, start)) = self.failures.get(&key) {
                let elapsed = now.duration_since(start);
                if count >= limit && elapsed < self.limits.window {
                    return Err(Locked {
                        retry_after: self.limits.window - elapsed,
                    });
                }
            }
        }
        Ok(())
    }

    pub fn record_failure(&self, account: &str, addr: Option<IpAddr>) {
        let now = Instant::now();
        let mut keys = vec![account_key(account)];
        keys.extend(addr.map(address_key));
        for key in keys {
            let next = match self.failures.get(&key) {
                Some((count, start)) if now.duration_since(start) < self.limits.window => {
                    (count + 1, start)
                }
                _ => (1, now),
            };
            self.failures.insert(key, next);
        }
    }

    pub fn record_success(&self, account: &str) {
        self.failures.invalidate(&account_key(account));
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
        for _ in 0..3 {
            assert!(l.check("demo_org", Some(ip)).is_ok());
            l.record_failure("Demo_Org ", Some(ip));
        }
        let locked = l.check("demo_org", Some(ip)).unwrap_err();
        assert!(locked.retry_after <= Duration::from_secs(60));
        assert!(locked.message().contains("分钟后再试"));
        l.record_success("demo_org");
        assert!(l.check("demo_org", Some(ip)).is_ok());
    }

    #[test]
    fn an_address_is_locked_across_accounts() {
        let l = limiter();
        let ip: IpAddr = "10.0.0.2".parse().unwrap();
        for i in 0..5 {
            l.record_failure(&format!("user{i}"), Some(ip));
        }
        assert!(l.check("someone-else", Some(ip)).is_err());
        assert!(l
            .check("someone-else", Some("10.0.0.3".parse().unwrap()))
            .is_ok());
    }
}
