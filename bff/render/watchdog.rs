//! Stops renders that overrun their deadline.
//!
//! One thread per pool sleeps until the earliest armed deadline, or until something is armed
//! when nothing is. It used to wake every 5 ms to look, idle or not: 200 wake-ups a second of a
//! process doing nothing, and a late stop of up to 5 ms. Now an idle pool's watchdog does not
//! wake at all, and under load it wakes about once per render timeout: a render arms a deadline
//! later than the one already waited for, so it only notifies after a quiet spell.

use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Instant;

use ssr_rs::v8;

/// What the watchdog stops: a V8 isolate's current script, or in tests a recorder.
pub(super) trait Stop: Send + 'static {
    fn stop(&self);
}

impl Stop for v8::IsolateHandle {
    fn stop(&self) {
        self.terminate_execution();
    }
}

pub(super) struct Watchdog<H: Stop = v8::IsolateHandle> {
    owner: Arc<Owner<H>>,
}

impl<H: Stop> Clone for Watchdog<H> {
    fn clone(&self) -> Self {
        Self {
            owner: self.owner.clone(),
        }
    }
}

/// Held by every clone of the watchdog; when the last goes (the pool has stopped), the thread
/// is told to end.
struct Owner<H: Stop> {
    shared: Arc<Shared<H>>,
}

struct Shared<H> {
    state: Mutex<State<H>>,
    wake: Condvar,
}

struct State<H> {
    slots: Vec<Slot<H>>,
    /// The deadline the thread sleeps until; `None` while it waits for something to be armed.
    watching_until: Option<Instant>,
    closed: bool,
    /// How often the thread woke up, for the test that an idle watchdog sleeps.
    wakeups: u64,
}

struct Slot<H> {
    armed: Option<(H, Instant)>,
    fired: bool,
}

impl<H> Default for Slot<H> {
    fn default() -> Self {
        Self {
            armed: None,
            fired: false,
        }
    }
}

impl<H: Stop> Watchdog<H> {
    pub(super) fn start(threads: usize) -> Self {
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                slots: (0..threads).map(|_| Slot::default()).collect(),
                watching_until: None,
                closed: false,
                wakeups: 0,
            }),
            wake: Condvar::new(),
        });
        let watched = shared.clone();
        std::thread::Builder::new()
            .name("render-watchdog".into())
            .spawn(move || watched.watch())
            .expect("the render watchdog thread must start");
        Self {
            owner: Arc::new(Owner { shared }),
        }
    }

    /// Watches render `index` until `deadline`; a lock and, after a quiet spell, one notify.
    pub(super) fn arm(&self, index: usize, handle: H, deadline: Instant) {
        let shared = &self.owner.shared;
        let mut state = shared.lock();
        state.slots[index] = Slot {
            armed: Some((handle, deadline)),
            fired: false,
        };
        // A later deadline than the one waited for is found when that one comes.
        if !matches!(state.watching_until, Some(until) if until <= deadline) {
            state.watching_until = Some(deadline);
            drop(state);
            shared.wake.notify_one();
        }
    }

    /// Returns whether the watchdog stopped (or tried to stop) this render. The thread is not
    /// woken: it finds the slot empty at the deadline it sleeps until.
    pub(super) fn disarm(&self, index: usize) -> bool {
        let mut state = self.owner.shared.lock();
        let slot = &mut state.slots[index];
        slot.armed = None;
        std::mem::take(&mut slot.fired)
    }

    #[cfg(test)]
    fn wakeups(&self) -> u64 {
        self.owner.shared.lock().wakeups
    }
}

impl<H: Stop> Drop for Owner<H> {
    fn drop(&mut self) {
        self.shared.lock().closed = true;
        self.shared.wake.notify_one();
    }
}

impl<H: Stop> Shared<H> {
    fn lock(&self) -> MutexGuard<'_, State<H>> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn watch(&self) {
        let mut state = self.lock();
        while !state.closed {
            let now = Instant::now();
            for slot in state.slots.iter_mut() {
                if matches!(&slot.armed, Some((_, deadline)) if *deadline <= now) {
                    if let Some((handle, _)) = slot.armed.take() {
                        handle.stop();
                        slot.fired = true;
                    }
                }
            }
            let next = state
                .slots
                .iter()
                .filter_map(|slot| slot.armed.as_ref().map(|(_, deadline)| *deadline))
                .min();
            state.watching_until = next;
            state = match next {
                Some(deadline) => {
                    let wait = deadline.saturating_duration_since(now);
                    match self.wake.wait_timeout(state, wait) {
                        Ok((state, _)) => state,
                        Err(poisoned) => poisoned.into_inner().0,
                    }
                }
                None => self.wake.wait(state).unwrap_or_else(|p| p.into_inner()),
            };
            state.wakeups += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    /// Records when it was stopped.
    #[derive(Clone, Default)]
    struct Recorder(Arc<Mutex<Option<Instant>>>);

    impl Stop for Recorder {
        fn stop(&self) {
            *self.0.lock().unwrap() = Some(Instant::now());
        }
    }

    impl Recorder {
        fn stopped_at(&self) -> Option<Instant> {
            *self.0.lock().unwrap()
        }
    }

    #[test]
    fn an_idle_watchdog_does_not_wake_up() {
        let watchdog = Watchdog::<Recorder>::start(2);
        std::thread::sleep(Duration::from_millis(200));
        assert_eq!(watchdog.wakeups(), 0);
    }

    #[test]
    fn the_watchdog_thread_ends_with_its_pool() {
        let watchdog = Watchdog::<Recorder>::start(1);
        let shared = Arc::downgrade(&watchdog.owner.shared);
        drop(watchdog);
        let started = Instant::now();
        while shared.upgrade().is_some() {
            assert!(
                started.elapsed() < Duration::from_secs(2),
                "the thread is still running"
            );
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    #[test]
    fn an_overrun_is_stopped_at_its_deadline_even_after_a_quiet_spell() {
        let watchdog = Watchdog::start(1);
        std::thread::sleep(Duration::from_millis(50));
        let render = Recorder::default();
        let deadline = Instant::now() + Duration::from_millis(30);
        watchdog.arm(0, render.clone(), deadline);
        std::thread::sleep(Duration::from_millis(250));
        let stopped = render.stopped_at().expect("the overrun was not stopped");
        assert!(stopped >= deadline);
        assert!(
            stopped - deadline < Duration::from_millis(100),
            "stopped late"
        );
        assert!(watchdog.disarm(0), "disarm reports the stop");
    }

    #[test]
    fn a_shorter_deadline_armed_beside_a_longer_one_is_not_missed() {
        let watchdog = Watchdog::start(2);
        let slow = Recorder::default();
        watchdog.arm(0, slow.clone(), Instant::now() + Duration::from_secs(60));
        std::thread::sleep(Duration::from_millis(20));
        let fast = Recorder::default();
        watchdog.arm(1, fast.clone(), Instant::now() + Duration::from_millis(30));
        std::thread::sleep(Duration::from_millis(250));
        assert!(fast.stopped_at().is_some(), "the short deadline was missed");
        assert!(slow.stopped_at().is_none());
        assert!(watchdog.disarm(1));
        assert!(!watchdog.disarm(0));
    }

    #[test]
    fn a_render_that_ends_in_time_is_not_stopped() {
        let watchdog = Watchdog::start(1);
        let render = Recorder::default();
        watchdog.arm(
            0,
            render.clone(),
            Instant::now() + Duration::from_millis(30),
        );
        assert!(!watchdog.disarm(0));
        std::thread::sleep(Duration::from_millis(100));
        assert!(render.stopped_at().is_none());
    }
}
