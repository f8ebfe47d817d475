//! Reads the platform's encrypted upload config (spec §7): comma-separated base64 chunks, each
//! RSA PKCS#1 v1.5 with our private key. The `rsa` crate is exposed to the Marvin timing attack
//! (RUSTSEC-2023-0071), so: only ciphertext from the upstream answer ever reaches this code (no
//! route takes ciphertext from a browser), every failure is the same unit error, the number and
//! length of chunks are capped, every chunk is processed even after a failure, decryption is
//! blinded, and callers run it on the blocking pool, not on an async worker.

use rsa::pkcs1::DecodeRsaPrivateKey;
use rsa::pkcs8::DecodePrivateKey;
use rsa::traits::PublicKeyParts;
use rsa::{Pkcs1v15Encrypt, RsaPrivateKey, RsaPublicKey};
use serde::Deserialize;

use crate::secret::Secret;

use orgcenter_core::policy_chunks::split_chunks;
pub use orgcenter_core::policy_chunks::MAX_CHUNKS;

/// Every way the config can be unreadable, deliberately without detail.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unreadable;

/// The decrypted config. `host`, `dir` and `expire` are optional: the spec names only the first
/// six fields, and a platform without them gets OSS's public endpoint, `uploads/` and a short
/// cache life.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UploadConfig {
    pub access_key_id: String,
    pub access_key_secret: Secret<String>,
    pub bucket: String,
    pub region: String,
    #[serde(default)]
    pub callback: Option<String>,
    #[serde(default, rename = "callback_var")]
    pub callback_var: Option<String>,
    #[serde(default)]
    pub host: Option<String>,
    #[serde(default)]
    pub dir: Option<String>,
    #[serde(default)]
    pub expire: Option<i64>,
}

/// Parses a PEM private key, PKCS#8 (`BEGIN PRIVATE KEY`) or PKCS#1 (`BEGIN RSA PRIVATE KEY`).
pub fn parse_private_key(pem: &str) -> anyhow::Result<RsaPrivateKey> {
    RsaPrivateKey::from_pkcs8_pem(pem)
        .or_else(|_| RsaPrivateKey::from_pkcs1_pem(pem))
        .map_err(|_| anyhow::anyhow!("not an RSA private key in PKCS#8 or PKCS#1 PEM"))
}

/// Decrypts `info` into the config, or `Unreadable` whatever went wrong.
pub fn decrypt_config(key: &RsaPrivateKey, info: &str) -> Result<UploadConfig, Unreadable> {
    let chunks = split_chunks(info, key.size()).map_err(|_| Unreadable)?;
    let mut rng = rand::thread_rng();
    let mut plain = Vec::with_capacity(info.len());
    let mut failed = false;
    for chunk in chunks {
        let decrypted =
            chunk.and_then(|ct| key.decrypt_blinded(&mut rng, Pkcs1v15Encrypt, &ct).ok());
        match decrypted {
            Some(bytes) if !failed => plain.extend_from_slice(&bytes),
            _ => failed = true,
        }
    }
    if failed {
        return Err(Unreadable);
    }
    let config: UploadConfig = serde_json::from_slice(&plain).map_err(|_| Unreadable)?;
    let usable = !config.access_key_id.is_empty()
        && !config.access_key_secret.expose().is_empty()
        && !config.bucket.is_empty();
    usable.then_some(config).ok_or(Unreadable)
}

/// `plain` as the platform sends it for the holder of the private key of `public`: chunks of
/// at most `size - 11` bytes, each RSA PKCS#1 v1.5, in base64, joined by commas. The inverse of
/// [`decrypt_config`], for tests that play the platform.
pub fn encrypt_as_the_platform(public: &RsaPublicKey, plain: &[u8]) -> String {
    use base64::Engine;
    let mut rng = rand::thread_rng();
    plain
        .chunks(public.size() - 11)
        .map(|c| {
            let ct = public
                .encrypt(&mut rng, Pkcs1v15Encrypt, c)
                .expect("a chunk of size - 11 bytes always fits PKCS#1 v1.5 padding");
            base64::engine::general_purpose::STANDARD.encode(ct)
        })
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests {
    use super::*;
    use base64::engine::general_purpose::STANDARD as B64;
    use base64::Engine;
    use std::sync::OnceLock;

    fn keys() -> &'static (RsaPrivateKey, RsaPrivateKey) {
        static KEYS: OnceLock<(RsaPrivateKey, RsaPrivateKey)> = OnceLock::new();
        KEYS.get_or_init(|| {
            let mut rng = rand::thread_rng();
            (
                RsaPrivateKey::new(&mut rng, 2048).unwrap(),
                RsaPrivateKey::new(&mut rng, 2048).unwrap(),
            )
        })
    }

    fn encrypt(key: &RsaPrivateKey, plain: &[u8]) -> String {
        encrypt_as_the_platform(&RsaPublicKey::from(key), plain)
    }

    const CONFIG: &str = r#"{"accessKeyId":"id","accessKeySecret":"secret-value-that-is-long-enough-to-need-two-chunks-of-rsa-padding-for-sure-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx","bucket":"b","region":"r","callback":"cb","callback_var":"cv","expire":100}"#;

    #[test]
    fn a_multi_chunk_config_decrypts_into_its_fields() {
        let (key, _) = keys();
        let info = encrypt(key, CONFIG.as_bytes());
        assert!(info.contains(','), "the sample needs two chunks");
        let cfg = decrypt_config(key, &info).unwrap();
        assert_eq!(
            (cfg.bucket.as_str(), cfg.callback_var.as_deref()),
            ("b", Some("cv"))
        );
        assert!(cfg.access_key_secret.expose().starts_with("secret-value"));
    }

    #[test]
    fn garbage_too_many_chunks_a_wrong_key_and_bad_json_all_fail_the_same_way() {
        let (key, other) = keys();
        let good = encrypt(key, CONFIG.as_bytes());
        let chunk = good.split(',').next().unwrap().to_owned();
        let cases = [
            String::new(),
            "not base64 at all".to_owned(),
            B64.encode([7u8; 256]),
            vec![chunk.as_str(); MAX_CHUNKS + 1].join(","),
            encrypt(other, CONFIG.as_bytes()),
            encrypt(key, b"{not json"),
            encrypt(
                key,
                br#"{"accessKeyId":"","accessKeySecret":"s","bucket":"b","region":"r"}"#,
            ),
            format!("{good},"),
        ];
        for info in cases {
            assert_eq!(
                decrypt_config(key, &info).map(|_| ()),
                Err(Unreadable),
                "{info:.40}"
            );
        }
    }
}
