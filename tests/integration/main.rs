//! Integration tests: the real BFF and the real sandbox platform (SQLite in a temp dir), spawned
//! on port 0 and spoken to over real HTTP. One test binary on purpose: every binary that links
//! V8 costs ~100 MB and a slow link.

mod support;

mod api_proxy;
mod area_api_gate;
mod config;
mod export;
mod export_memory;
mod fault_tolerance;
mod help_cases;
mod layout_fragments;
mod login;
mod render_pool;
mod route_guard;
mod security_headers;
mod server_rendering;
mod session;
mod settings;
mod upload;
mod upload_decrypt;
