//! Stored file URLs: only what the sandbox's own store handed out (the rule shared with the BFF,
//! `orgcenter-core::file_url`), so a stored "image" can never point at another path of this origin.

/// A file URL the console can show: under the sandbox store's prefix, with no `..`, escapes,
/// query or fragment.
pub fn is_file_url(u: &str) -> bool {
    orgcenter_core::file_url::is_stored_file_url(
        u,
        &[orgcenter_core::file_url::SANDBOX_FILES_PREFIX],
    )
}
