//! The committed fuzz seeds run as ordinary tests on every `cargo test`, so a fixed crash stays
//! fixed even where cargo-fuzz is not installed.

use std::path::Path;

use orgcenter_core::envelope::parse_envelope;
use orgcenter_core::redirect::sanitize;
use orgcenter_core::script_json::script_safe_json;
use orgcenter_core::user_info::map_user_info;

fn corpus(target: &str) -> Vec<Vec<u8>> {
    // The manifest dir as `cargo test` gives it now, not as compiled in: a target dir shared
    // between checkouts can hold a binary built in another one (cargo hashes path packages
    // relative to the workspace, so it counts as fresh).
    let manifest_dir =
        std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| env!("CARGO_MANIFEST_DIR").into());
    let dir = Path::new(&manifest_dir)
        .join("../../fuzz/corpus")
        .join(target);
    let mut inputs: Vec<Vec<u8>> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| std::fs::read(entry.unwrap().path()).unwrap())
        .collect();
    inputs.sort();
    assert!(!inputs.is_empty(), "no seeds in {}", dir.display());
    inputs
}

#[test]
fn every_redirect_seed_resolves_to_our_origin() {
    let base = url::Url::parse("https://org.example.cn/").unwrap();
    for input in corpus("redirect_sanitizer") {
        let text = String::from_utf8_lossy(&input);
        let target = sanitize(&text);
        assert_eq!(
            base.join(target).unwrap().host_str(),
            Some("org.example.cn"),
            "{text:?}"
        );
    }
}

#[test]
fn every_upstream_seed_parses_or_is_refused_without_panicking() {
    for input in corpus("upstream_response") {
        if let Ok(value) = parse_envelope(&input) {
            let _ = map_user_info(&value);
        }
    }
}

#[test]
fn every_script_json_seed_stays_inside_its_script_tag() {
    for input in corpus("script_json") {
        let value = serde_json::json!({ "s": String::from_utf8_lossy(&input) });
        let escaped = script_safe_json(&serde_json::to_string(&value).unwrap());
        assert!(!escaped.contains(['<', '>', '&']));
    }
}

#[test]
fn every_policy_chunk_seed_is_parsed_within_the_caps() {
    use orgcenter_core::policy_chunks::{split_chunks, MAX_CHUNKS};
    for input in corpus("policy_chunks") {
        if let Ok(chunks) = split_chunks(&String::from_utf8_lossy(&input), 256) {
            assert!(chunks.len() <= MAX_CHUNKS);
            assert!(chunks.iter().flatten().all(|c| c.len() == 256));
        }
    }
}
