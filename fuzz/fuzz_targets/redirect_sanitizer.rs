//! Any `?redirect=` value: the sanitised target must resolve to our own origin, and an
//! accepted target is returned unchanged.
#![no_main]

use libfuzzer_sys::fuzz_target;
use orgcenter_core::redirect::{is_safe_path, sanitize, HOME};

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else { return };
    let target = sanitize(input);
    assert!(target == input || target == HOME);
    assert_eq!(target == input, is_safe_path(input) || input == HOME);
    let base = url::Url::parse("https://org.example.cn/SZ/helpList").unwrap();
    let resolved = base.join(target).expect("a sanitised target always parses");
    assert_eq!(resolved.host_str(), Some("org.example.cn"), "{input:?} escaped to {resolved}");
    assert_eq!(resolved.scheme(), "https");
});
