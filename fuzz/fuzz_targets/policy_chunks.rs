//! Any `data.info` text: the chunk parser never panics, never returns more chunks than the
//! cap, and every chunk it accepts is exactly one RSA block.
#![no_main]

use libfuzzer_sys::fuzz_target;
use orgcenter_core::policy_chunks::{split_chunks, MAX_CHUNKS};

fuzz_target!(|data: &[u8]| {
    let Ok(info) = std::str::from_utf8(data) else { return };
    for block_len in [256usize, 4, 1] {
        if let Ok(chunks) = split_chunks(info, block_len) {
            assert!(!chunks.is_empty() && chunks.len() <= MAX_CHUNKS);
            assert!(chunks.iter().flatten().all(|c| c.len() == block_len));
        }
    }
});
