//! The shape of the platform's encrypted upload config (`data.info`): comma-separated base64
//! chunks, each exactly one RSA block. Only the shape is checked here; decryption stays in the
//! BFF. A bad chunk does not end the scan, so the caller can still process every chunk and take
//! the same time whatever is wrong (see `bff/upload/decrypt.rs`).

use base64::engine::general_purpose::STANDARD as B64;
use base64::Engine;

/// More chunks than this is not an upload config (ours needs 3–4).
pub const MAX_CHUNKS: usize = 16;

/// The text is too long, has too many chunks, or is empty.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Oversized;

/// Each chunk decoded, or `None` where it is not base64 of exactly `block_len` bytes.
pub fn split_chunks(info: &str, block_len: usize) -> Result<Vec<Option<Vec<u8>>>, Oversized> {
    // Base64 of one block plus a comma, per chunk.
    let max_len = MAX_CHUNKS * (block_len.div_ceil(3) * 4 + 1);
    if info.is_empty() || info.len() > max_len || info.split(',').count() > MAX_CHUNKS {
        return Err(Oversized);
    }
    Ok(info
        .split(',')
        .map(|part| {
            B64.decode(part.trim())
                .ok()
                .filter(|bytes| bytes.len() == block_len)
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn well_formed_chunks_decode_and_bad_ones_are_marked_without_stopping() {
        let block = B64.encode([7u8; 4]);
        let chunks =
            split_chunks(&format!("{block},not base64!,{}", B64.encode([1u8; 3])), 4).unwrap();
        assert_eq!(chunks, vec![Some(vec![7; 4]), None, None]);
    }

    #[test]
    fn empty_long_or_many_chunked_text_is_refused_before_any_work() {
        assert_eq!(split_chunks("", 4), Err(Oversized));
        assert_eq!(
            split_chunks(&vec!["AAAA"; MAX_CHUNKS + 1].join(","), 3),
            Err(Oversized)
        );
        assert_eq!(split_chunks(&"A".repeat(10_000), 256), Err(Oversized));
    }
}
