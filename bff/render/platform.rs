//! V8 platform start-up and the thread that spawns render threads.
//!
//! `ssr_rs::Ssr::create_platform()` installs V8's default platform, which protects its memory
//! with CPU protection keys: a thread may only use V8 if it descends from the thread that
//! initialised it (threads inherit key permissions when they are created; see tuono #606).
//! Test harnesses and actix create threads in an order we do not control, so every render
//! thread is created by one long-lived "spawner" thread, itself started right after
//! initialisation by the initialising thread.

use std::sync::mpsc;
use std::sync::{Mutex, OnceLock};

type SpawnJob = Box<dyn FnOnce() + Send + 'static>;

static SPAWNER: OnceLock<Mutex<mpsc::Sender<(String, SpawnJob)>>> = OnceLock::new();

/// V8 flags for every isolate, set before V8 initialises. Our isolates get `heap_limits`, from
/// which V8 derives a small young generation (a few MB), so a ~30 KB page's render garbage
/// triggered several scavenges per render. A 16 MB semi-space (Node's default on 64-bit) once cut
/// the list page's render time by ~10 %; since the pages draw antd's markup without its code a
/// render makes far less garbage, and 8 MB renders the lists as fast (±1 %; the data centre
/// +9 %) for ~40 MB less peak RSS under the page load (measured with `examples/render_bench.rs`
/// and the page load, docs/performance.md). Matches `render.semi_space_mb`'s default.
pub const V8_FLAGS: &str = "--max-semi-space-size=8";

/// Initialises V8 once per process and starts the spawner thread.
pub fn init() {
    init_with_flags(V8_FLAGS);
}

/// The flags for a semi-space of `mb` megabytes (`render.semi_space_mb`; 0 = V8's own choice).
pub fn flags_for_semi_space(mb: usize) -> String {
    if mb == 0 {
        String::new()
    } else {
        format!("--max-semi-space-size={mb}")
    }
}

/// `init` with other V8 flags, for `examples/render_bench.rs` to compare settings; the flags
/// only count if this is the process's first initialisation.
pub fn init_with_flags(flags: &str) {
    SPAWNER.get_or_init(|| {
        ssr_rs::v8::V8::set_flags_from_string(flags);
        ssr_rs::Ssr::create_platform();
        let (tx, rx) = mpsc::channel::<(String, SpawnJob)>();
        std::thread::Builder::new()
            .name("v8-spawner".into())
            .spawn(move || {
                for (name, job) in rx {
                    if let Err(e) = std::thread::Builder::new().name(name).spawn(job) {
                        tracing::error!(error = %e, "cannot start a render thread");
                    }
                }
            })
            .expect("the V8 spawner thread must start");
        Mutex::new(tx)
    });
}

/// Runs `job` on a new thread that may use V8.
pub fn spawn_v8_thread(name: String, job: impl FnOnce() + Send + 'static) {
    init();
    let sender = SPAWNER.get().expect("initialised above");
    let sent = sender
        .lock()
        .map(|tx| tx.send((name, Box::new(job))).is_ok())
        .unwrap_or(false);
    if !sent {
        tracing::error!("the V8 spawner thread is gone; no render thread started");
    }
}
