//! Server-side rendering: the V8 platform, one isolate per render thread, and the pool.

mod engine;
pub mod fragments;
pub mod memory;
pub mod platform;
mod pool;
mod watchdog;

// `Engine` is public for the render micro-benchmark (`examples/render_bench.rs`), which times
// the isolate alone, without the pool's queue.
pub use engine::{Engine, RenderError};
pub use fragments::{FragmentCache, LayoutInputs};
pub use pool::{PoolConfig, PoolStats, RenderPool};
