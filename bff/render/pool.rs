//! A fixed pool of render threads, each owning one V8 isolate, fed from a bounded queue.
//!
//! Renders are CPU-bound and synchronous; running them on actix's async workers would stall
//! every connection of that worker (API proxying included) for the length of a render. Here the
//! async side only enqueues a job and awaits a oneshot reply. A full queue answers `Busy` at
//! once, and the page is served client-rendered rather than making the user wait.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crossbeam_channel::{bounded, Receiver, RecvTimeoutError, Sender, TrySendError};
use tokio::sync::oneshot;

use super::engine::{Engine, RenderError};
use super::platform;
use super::watchdog::Watchdog;

/// How long a render thread waits without work before it releases memory.
const IDLE_AFTER: Duration = Duration::from_secs(3);

#[derive(Debug, Clone)]
pub struct PoolConfig {
    pub threads: usize,
    pub timeout: Duration,
    pub heap_limit_bytes: usize,
    pub recycle_after: u64,
    /// Renders between full garbage collections that hand memory back (0 = never): keeps an
    /// isolate's heap at its working size between rebuilds, without losing its compiled code.
    pub compact_after: u64,
    pub queue: usize,
    /// Rendered once per new isolate before it takes traffic, so users never pay the cold start.
    pub warmup_input: Option<String>,
}

/// Counters for logs, health checks and tests.
#[derive(Debug, Default)]
pub struct PoolStats {
    pub renders: AtomicU64,
    pub failures: AtomicU64,
    pub timeouts: AtomicU64,
    pub recycles: AtomicU64,
    pub compactions: AtomicU64,
    pub ready_threads: AtomicU64,
}

struct Job {
    input: String,
    reply: oneshot::Sender<Result<String, RenderError>>,
}

pub struct RenderPool {
    jobs: Sender<Job>,
    stats: Arc<PoolStats>,
}

impl RenderPool {
    pub fn start(source: Arc<str>, config: PoolConfig) -> Self {
        let (jobs, queue) = bounded::<Job>(config.queue.max(1));
        let stats = Arc::new(PoolStats::default());
        let watchdog = Watchdog::start(config.threads.max(1));
        for index in 0..config.threads.max(1) {
            let worker = RenderThread {
                index,
                source: source.clone(),
                config: config.clone(),
                queue: queue.clone(),
                stats: stats.clone(),
                watchdog: watchdog.clone(),
            };
            platform::spawn_v8_thread(format!("render-{index}"), move || worker.run());
        }
        Self { jobs, stats }
    }

    pub fn stats(&self) -> &PoolStats {
        &self.stats
    }

    /// Renders waiting for a thread right now.
    pub fn queued(&self) -> usize {
        self.jobs.len()
    }

    /// Renders on a pool thread. Never blocks the caller's thread.
    pub async fn render(&self, input: String) -> Result<String, RenderError> {
        let (reply, answer) = oneshot::channel();
        match self.jobs.try_send(Job { input, reply }) {
            Ok(()) => {}
            Err(TrySendError::Full(_)) => return Err(RenderError::Busy),
            Err(TrySendError::Disconnected(_)) => return Err(RenderError::PoolGone),
        }
        answer.await.unwrap_or(Err(RenderError::PoolGone))
    }
}

struct RenderThread {
    index: usize,
    source: Arc<str>,
    config: PoolConfig,
    queue: Receiver<Job>,
    stats: Arc<PoolStats>,
    watchdog: Watchdog,
}

impl RenderThread {
    fn run(self) {
        let mut engine = self.fresh_engine();
        if engine.is_some() {
            self.stats.ready_threads.fetch_add(1, Ordering::Relaxed);
        }
        let mut dirty = false;
        loop {
            let job = match self.queue.recv_timeout(IDLE_AFTER) {
                Ok(job) => job,
                Err(RecvTimeoutError::Timeout) => {
                    // Quiet for a while after work: hand memory back, once, so a burst of
                    // traffic does not leave the process at its peak size.
                    if dirty {
                        if let Some(current) = engine.as_mut() {
                            current.release_memory();
                        }
                        super::memory::trim_allocator();
                        dirty = false;
                    }
                    continue;
                }
                Err(RecvTimeoutError::Disconnected) => break,
            };
            dirty = true;
            if engine.is_none() {
                engine = self.fresh_engine();
            }
            let Some(current) = engine.as_mut() else {
                let _ = job.reply.send(Err(RenderError::Load("no isolate".into())));
                continue;
            };
            let started = Instant::now();
            let (result, fired) = self.render_watched(current, &job.input);
            crate::metrics::render_done(started.elapsed());
            let stopped = fired || current.was_stopped();
            self.count(&result);
            let _ = job.reply.send(result);

            if stopped || current.renders() >= self.config.recycle_after {
                // Drop the old isolate before creating the next: rusty_v8 requires isolates on
                // one thread to be dropped in reverse order of creation.
                drop(engine.take());
                // The old isolate's memory is free now; give it back before the new one grows.
                super::memory::trim_allocator();
                self.stats.recycles.fetch_add(1, Ordering::Relaxed);
                crate::metrics::isolate_rebuilt();
                engine = self.fresh_engine();
            } else if self.config.compact_after > 0
                && current.renders() % self.config.compact_after == 0
            {
                // V8 grows an isolate's old generation in steps and, under steady load, never
                // gives it back (its memory reducer waits for idleness). A full GC that reduces
                // memory keeps RSS flat for a bundle whose heap grows; each costs ~100 ms of CPU,
                // so it is off by default (the bundle's heap stays flat between rebuilds).
                current.release_memory();
                super::memory::trim_allocator();
                self.stats.compactions.fetch_add(1, Ordering::Relaxed);
            }
        }
    }

    /// Renders under the watchdog; the flag says whether the watchdog fired. If it fired after
    /// the render finished, the HTML is good but a termination may be pending on the isolate, so
    /// the caller must replace it.
    fn render_watched(
        &self,
        engine: &mut Engine,
        input: &str,
    ) -> (Result<String, RenderError>, bool) {
        self.watchdog.arm(
            self.index,
            engine.thread_safe_handle(),
            Instant::now() + self.config.timeout,
        );
        let result = engine.render(input);
        let fired = self.watchdog.disarm(self.index);
        let result = match result {
            Err(RenderError::Threw(_)) if fired => Err(RenderError::Timeout),
            other => other,
        };
        (result, fired)
    }

    fn fresh_engine(&self) -> Option<Engine> {
        let started = Instant::now();
        match Engine::new(&self.source, self.config.heap_limit_bytes) {
            Ok(mut engine) => {
                if let Some(input) = &self.config.warmup_input {
                    let (result, fired) = self.render_watched(&mut engine, input);
                    if let Err(e) = result {
                        tracing::warn!(thread = self.index, error = %e, "warm-up render failed");
                    }
                    if fired || engine.was_stopped() {
                        return None;
                    }
                }
                // Compiling the bundle and the warm-up render leave ~45 MB of garbage per
                // isolate (the parser's and compiler's zones in malloc, dead objects in the V8
                // heap) that nothing would reclaim before the first idle pause: the process sat
                // at ~220 MB instead of ~130 when ready, and its peak under load rose by as much.
                // One full collection here (~100 ms once per isolate build) hands it back.
                engine.release_memory();
                super::memory::trim_allocator();
                tracing::debug!(
                    thread = self.index,
                    ms = started.elapsed().as_millis() as u64,
                    "isolate ready"
                );
                Some(engine)
            }
            Err(e) => {
                tracing::error!(thread = self.index, error = %e, "cannot load the server bundle");
                None
            }
        }
    }

    fn count(&self, result: &Result<String, RenderError>) {
        self.stats.renders.fetch_add(1, Ordering::Relaxed);
        match result {
            Ok(_) => {}
            Err(RenderError::Timeout | RenderError::HeapLimit) => {
                self.stats.timeouts.fetch_add(1, Ordering::Relaxed);
                self.stats.failures.fetch_add(1, Ordering::Relaxed);
            }
            Err(_) => {
                self.stats.failures.fetch_add(1, Ordering::Relaxed);
            }
        }
    }
}
