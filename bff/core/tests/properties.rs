//! Property tests for the input-handling functions: for any input, the guarantees hold.

use orgcenter_core::envelope::{envelope_code, envelope_code_of, parse_envelope, EnvelopeError};
use orgcenter_core::redirect::{is_safe_path, sanitize, HOME};
use orgcenter_core::script_json::script_safe_json;
use proptest::prelude::*;

const ORIGIN: &str = "https://org.example.cn/SZ/helpList";

/// Where a browser (WHATWG URL parsing, as the `url` crate implements it) would go.
fn resolved_host(target: &str) -> Option<String> {
    let base = url::Url::parse(ORIGIN).unwrap();
    base.join(target)
        .ok()
        .map(|u| format!("{}://{}", u.scheme(), u.host_str().unwrap_or("")))
}

/// Strings built from the characters open-redirect tricks are made of.
fn tricky() -> impl Strategy<Value = String> {
    let atoms = prop::sample::select(vec![
        "/",
        "\\",
        "//",
        "/\\",
        ":",
        "@",
        "%2f",
        "%2F",
        "%5c",
        "%09",
        "%0a",
        ".",
        "..",
        "?",
        "#",
        "evil.com",
        "javascript",
        "http",
        "https",
        "\t",
        "\n",
        "\r",
        " ",
        "\u{0}",
        "\u{3000}",
        "\u{2028}",
        "a",
        "SZ",
        "dashboard",
        "%",
        "&",
        "=",
        "ｅｖｉｌ",
        "\u{ff0f}",
    ]);
    prop::collection::vec(atoms, 0..8).prop_map(|parts| parts.concat())
}

/// Byte strings built from JSON tokens: mostly almost-envelopes, valid and not.
fn jsonish() -> impl Strategy<Value = Vec<u8>> {
    let atoms = prop::sample::select(vec![
        "{",
        "}",
        "[",
        "]",
        ",",
        ":",
        "\"code\"",
        "\"co\\u0064e\"",
        "\"msg\"",
        "\"data\"",
        "200",
        "300",
        "-1",
        "2.5",
        "1e3",
        "18446744073709551616",
        "\"x\"",
        "null",
        "true",
        " ",
        "\\",
        "\"",
    ]);
    prop::collection::vec(atoms, 0..14).prop_map(|parts| parts.concat().into_bytes())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4000, ..ProptestConfig::default() })]

    #[test]
    fn a_sanitised_redirect_always_stays_on_our_origin(input in prop_oneof![tricky(), any::<String>()]) {
        let target = sanitize(&input);
        prop_assert_eq!(resolved_host(target), Some("https://org.example.cn".to_owned()), "{:?} → {:?}", input, target);
        prop_assert!(target.starts_with('/'));
    }

    #[test]
    fn an_accepted_redirect_is_returned_unchanged(input in tricky()) {
        if is_safe_path(&input) {
            prop_assert_eq!(sanitize(&input), input.as_str());
        } else {
            prop_assert_eq!(sanitize(&input), HOME);
        }
    }

    #[test]
    fn embedded_json_never_contains_markup_and_parses_back_to_the_same_value(s in any::<String>(), n in any::<i64>()) {
        let value = serde_json::json!({"text": s, "n": n, "nested": [s.clone(), {"k": s}]});
        let escaped = script_safe_json(&serde_json::to_string(&value).unwrap());
        prop_assert!(!escaped.contains('<') && !escaped.contains('>') && !escaped.contains('&'));
        let separators = ['\u{2028}', '\u{2029}'];
        prop_assert!(!escaped.contains(separators), "line separators must be escaped");
        let back: serde_json::Value = serde_json::from_str(&escaped).unwrap();
        prop_assert_eq!(back, value);
    }

    #[test]
    fn the_envelope_code_alone_agrees_with_the_full_parse(bytes in prop_oneof![
        jsonish(),
        jsonish().prop_map(|b| [b"{\"code\":200,".as_slice(), &b, b"}"].concat()),
    ]) {
        let full = parse_envelope(&bytes).map(|v| envelope_code(&v).unwrap());
        let head = envelope_code_of(&bytes);
        let same = match (&full, &head) {
            (Ok(a), Ok(b)) => a == b,
            (Err(EnvelopeError::NoCode), Err(EnvelopeError::NoCode)) => true,
            (Err(EnvelopeError::InvalidJson(_)), Err(EnvelopeError::InvalidJson(_))) => true,
            _ => false,
        };
        prop_assert!(same, "{:?}: {:?} vs {:?}", String::from_utf8_lossy(&bytes), full, head);
    }
}
