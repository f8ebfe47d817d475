//! China's region codes → names (GB/T 2260), from the frontend build's `regions.json` — the
//! same data the RegionPicker shows, so an export and the screen never disagree.

use std::collections::HashMap;
use std::sync::LazyLock;

static NAMES: LazyLock<HashMap<String, String>> = LazyLock::new(|| {
    serde_json::from_str(crate::assets::REGIONS_JSON).unwrap_or_else(|e| {
        tracing::error!(error = %e, "regions.json is unreadable; region codes stay codes");
        HashMap::new()
    })
});

/// The name of a 6-digit region code (`"110105"` → `"朝阳区"`), if it is one.
pub fn name_of(code: &str) -> Option<&'static str> {
    NAMES.get(code.trim()).map(String::as_str)
}

/// The name, or the text unchanged when it is not a known code (a platform may already send
/// names, or a code newer than our data).
pub fn display(code_or_name: &str) -> String {
    name_of(code_or_name).map_or_else(|| code_or_name.to_owned(), str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_of_provinces_cities_and_districts_have_their_names() {
        assert_eq!(name_of("110000"), Some("北京市"));
        assert_eq!(name_of("110100"), Some("市辖区"));
        assert_eq!(name_of("110105"), Some("朝阳区"));
        assert_eq!(name_of("330106"), Some("西湖区"));
        assert_eq!(name_of("440300"), Some("深圳市"));
    }

    #[test]
    fn unknown_codes_and_names_pass_through_unchanged() {
        assert_eq!(name_of("999999"), None);
        assert_eq!(display("999999"), "999999");
        assert_eq!(display("杭州市"), "杭州市");
        assert!(NAMES.len() > 3000, "the whole national table is embedded");
    }
}
