//! Any JSON value embedded in the page: the escaped text never contains `<`, `>`, `&` or the
//! line separators, and parses back to the same value.
#![no_main]

use libfuzzer_sys::fuzz_target;
use orgcenter_core::script_json::script_safe_json;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let value = serde_json::json!({ "s": text });
    let escaped = script_safe_json(&serde_json::to_string(&value).unwrap());
    assert!(!escaped.contains(['<', '>', '&', '\u{2028}', '\u{2029}']));
    let back: serde_json::Value = serde_json::from_str(&escaped).unwrap();
    assert_eq!(back, value);
});
