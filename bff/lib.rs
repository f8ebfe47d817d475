//! 机构中心 (Organisation Centre) — the backend-for-frontend.
//!
//! One binary: it owns the `token_org` session cookie, forwards `/api/**` to the platform with
//! a 5000 ms budget, renders React pages in V8 and serves the hashed client assets. With no
//! upstream configured it starts the bundled sandbox platform. See `docs/` for the contracts.

pub mod access;
mod api_routes;
pub mod app;
pub mod assets;
pub mod auth;
pub mod base_path;
pub mod cidr;
pub mod cli;
pub mod compress;
pub mod contract;
pub mod critical_css;
pub mod document;
pub mod error;
pub mod export;
pub mod idempotency;
pub mod iso_setting;
pub mod loaders;
pub mod metrics;
pub mod mount;
pub mod own_calls;
pub mod page_gzip;
pub mod page_render;
pub mod pages;
mod probes;
pub mod proxy;
pub mod reasons;
pub mod regions;
pub mod render;
pub mod request_meta;
pub mod sandbox_files;
pub mod secret;
pub mod session;
pub mod settings;
pub mod shutdown;

pub mod shared_state;
pub mod state;
pub mod streamed;
pub mod telemetry;
pub mod test_calls;
pub mod ui_settings;
pub mod upload;
pub mod upstream;
pub mod uri_limit;

/// Same-origin `?redirect=` targets (in `orgcenter-core`, where it is fuzzed).
pub use orgcenter_core::redirect;
