//! Integration tests: the real BFF and the real sandbox platform (SQLite in a temp dir), spawned
//! on port 0 and spoken to over real HTTP. One test binary on purpose: every binary that links
//! V8 costs ~100 MB and a slow link.

mod support;

mod api_proxy;
mod area_api_gate;
mod base_path;
mod bulk_decisions;
mod config;
mod contract;
mod dashboard_chips;
mod data_center_export;
mod donation_exports;
mod donation_projects;
mod egress;
mod export;
mod export_faults;
mod export_jobs;
mod export_memory;
mod export_records;
mod fault_tolerance;
mod head_requests;
mod help_cases;
mod idempotency;
mod layout_fragments;
mod limits;
mod login;
mod mobile_code;
mod operating;
mod project_export;
mod render_pool;
mod replicas;
mod request_ids;
mod route_guard;
mod route_loaders;
mod sale_export;
mod security_headers;
mod server_rendering;
mod session;
mod settings;
mod shared_state;
mod sj_donations;
mod stored_file_urls;
mod streamed_head;
mod upload;
mod upload_decrypt;
