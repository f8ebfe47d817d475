//! The pure parts of the BFF that handle untrusted input: no I/O, no V8, few dependencies, so
//! they can be unit-tested, property-tested and fuzzed on their own (`fuzz/`).

pub mod china_time;
pub mod envelope;
pub mod file_url;
pub mod policy_chunks;
pub mod reason;
pub mod redirect;
pub mod script_json;
pub mod user_info;
