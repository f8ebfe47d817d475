//! The sandbox's "now": the wall clock, or — in test mode — a held time that only moves when a
//! test says so (`sandbox.clock`, `POST /__sandbox/clock`). Seeding, deadlines, auctions and
//! to-do lists all read [`now`], so a test holding the clock gets the same answers every run.
//!
//! Each sandbox has its own [`Clock`] (several run side by side in one test process), yet
//! `now()` takes no argument: the clock is installed per thread — on the sandbox's own worker
//! thread when its app is built, and around every store call on the blocking pool
//! (`Db::run`) — which are the only threads sandbox code runs on.

use std::cell::RefCell;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

pub use crate::rules::dates::{DAY, HOUR, MINUTE};

/// Not a time anyone holds (year −292 billion): the clock follows the wall.
const WALL: i64 = i64::MIN;

/// One sandbox's clock; clones share it.
#[derive(Clone, Debug)]
pub struct Clock(Arc<AtomicI64>);

impl Default for Clock {
    fn default() -> Self {
        Self(Arc::new(AtomicI64::new(WALL)))
    }
}

impl Clock {
    /// A clock held at `secs` (Unix seconds) until moved.
    pub fn held_at(secs: i64) -> Self {
        Self(Arc::new(AtomicI64::new(secs)))
    }

    pub fn read(&self) -> i64 {
        match self.0.load(Ordering::SeqCst) {
            WALL => wall_now(),
            held => held,
        }
    }

    pub fn is_held(&self) -> bool {
        self.0.load(Ordering::SeqCst) != WALL
    }

    /// Holds the clock at `secs` from now on.
    pub fn hold(&self, secs: i64) {
        self.0.store(secs, Ordering::SeqCst);
    }

    /// Moves a held clock forward by `secs` (never back: time a test has seen stays past);
    /// the new time. A clock following the wall is held first at the wall's time.
    pub fn advance(&self, secs: i64) -> i64 {
        let start = self.read();
        let next = start.saturating_add(secs.max(0));
        self.hold(next);
        next
    }
}

thread_local! {
    static CURRENT: RefCell<Clock> = RefCell::new(Clock::default());
}

/// Current time as 10-digit Unix seconds, the unit of every timestamp in the contract: the
/// held time of this thread's sandbox, or the wall clock.
pub fn now() -> i64 {
    CURRENT.with(|c| c.borrow().read())
}

/// Makes `clock` this thread's clock from now on (a sandbox's own worker thread).
pub fn install(clock: &Clock) {
    CURRENT.with(|c| *c.borrow_mut() = clock.clone());
}

/// Runs `f` with `clock` as this thread's clock, then puts the earlier one back (a shared
/// blocking-pool thread serves every sandbox in the process).
pub fn with<T>(clock: &Clock, f: impl FnOnce() -> T) -> T {
    struct Restore(Option<Clock>);
    impl Drop for Restore {
        fn drop(&mut self) {
            if let Some(earlier) = self.0.take() {
                CURRENT.with(|c| *c.borrow_mut() = earlier);
            }
        }
    }
    let earlier = CURRENT.with(|c| std::mem::replace(&mut *c.borrow_mut(), clock.clone()));
    let _restore = Restore(Some(earlier));
    f()
}

fn wall_now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

/// `YYYY-MM-DDTHH:MM:SS[.fff]` followed by `Z` or an offset `±HH:MM` → Unix seconds.
pub fn parse_iso(s: &str) -> Option<i64> {
    let s = s.trim();
    if s.ends_with('Z') {
        return crate::rules::iso_time::parse(s);
    }
    let (time, offset) = s.split_at(s.len().checked_sub(6)?);
    let sign = match offset.as_bytes().first()? {
        b'+' => 1,
        b'-' => -1,
        _ => return None,
    };
    let (h, m) = offset[1..].split_once(':')?;
    let digits = |p: &str| -> Option<i64> {
        (p.len() == 2 && p.bytes().all(|b| b.is_ascii_digit())).then(|| p.parse().ok())?
    };
    let (h, m) = (digits(h)?, digits(m)?);
    if h > 23 || m > 59 {
        return None;
    }
    let utc = crate::rules::iso_time::parse(&format!("{time}Z"))?;
    Some(utc - sign * (h * HOUR + m * MINUTE))
}

/// Unix seconds → `YYYY-MM-DDTHH:MM:SSZ`.
pub fn format_iso(secs: i64) -> String {
    let day = secs.div_euclid(DAY);
    let rest = secs.rem_euclid(DAY);
    format!(
        "{}T{:02}:{:02}:{:02}Z",
        crate::rules::dates::format(day),
        rest / HOUR,
        rest % HOUR / MINUTE,
        rest % MINUTE
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_held_clock_stands_still_until_advanced_and_never_goes_back() {
        let clock = Clock::held_at(1_767_225_600);
        assert_eq!(clock.read(), 1_767_225_600);
        assert_eq!(clock.advance(DAY), 1_767_225_600 + DAY);
        assert_eq!(clock.advance(-5 * DAY), 1_767_225_600 + DAY);
        assert!(clock.is_held());
    }

    #[test]
    fn now_reads_the_clock_installed_for_the_call_and_the_earlier_one_after() {
        let outer = Clock::held_at(100);
        install(&outer);
        assert_eq!(with(&Clock::held_at(200), now), 200);
        assert_eq!(now(), 100);
        install(&Clock::default());
        assert!(now() > 1_700_000_000, "the wall clock again");
    }

    #[test]
    fn iso_times_with_z_or_an_offset_read_and_print_as_utc() {
        assert_eq!(parse_iso("2026-01-01T00:00:00Z"), Some(1_767_225_600));
        assert_eq!(parse_iso("2026-01-01T08:00:00+08:00"), Some(1_767_225_600));
        assert_eq!(parse_iso("2025-12-31T23:00:00-01:00"), Some(1_767_225_600));
        assert_eq!(parse_iso("2026-01-01"), None);
        assert_eq!(parse_iso("2026-01-01T00:00:00+8:00"), None);
        assert_eq!(format_iso(1_767_225_600), "2026-01-01T00:00:00Z");
        assert_eq!(format_iso(1_767_225_600 + 3_661), "2026-01-01T01:01:01Z");
    }
}
