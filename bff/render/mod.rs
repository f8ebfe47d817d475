//! Server-side rendering: the V8 platform, one isolate per render thread, and the pool.

mod engine;
mod memory;
pub mod platform;
mod pool;

pub use engine::RenderError;
pub use pool::{PoolConfig, PoolStats, RenderPool};
