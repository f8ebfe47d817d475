//! The upload config the platform hands out (`policy_get` / `policy_file_get`): OSS credentials,
//! bucket, callback, as JSON encrypted with the RSA public key in PKCS#1 v1.5 chunks of at most
//! 245 bytes, each base64-encoded, joined with commas (spec §7).

use crate::objects::UploadKeys;
use base64::engine::general_purpose::STANDARD as B64;
use base64::Engine;
use rsa::Pkcs1v15Encrypt;
use serde_json::json;

/// Largest plaintext per chunk for a 2048-bit key with PKCS#1 v1.5 padding (256 − 11).
pub const CHUNK_PLAINTEXT: usize = 245;
/// How long handed-out credentials stay valid (seconds).
pub const CONFIG_TTL_SECS: i64 = 3600;
pub const REGION: &str = "oss-cn-sandbox";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Image,
    File,
}

impl Kind {
    pub fn bucket(self) -> &'static str {
        match self {
            Kind::Image => "orgcenter-images",
            Kind::File => "orgcenter-files",
        }
    }

    fn dir(self) -> &'static str {
        match self {
            Kind::Image => "images",
            Kind::File => "files",
        }
    }

    pub fn from_bucket(bucket: &str) -> Option<Self> {
        [Kind::Image, Kind::File]
            .into_iter()
            .find(|k| k.bucket() == bucket)
    }
}

/// Root-relative URL of a bucket: the console passes `/sandbox-files/*` through to us, so the
/// browser posts to and loads from its own origin.
pub fn bucket_host(bucket: &str) -> String {
    format!("{}/oss/{bucket}", crate::areas::common::org::FILES_PREFIX)
}

/// The plaintext config (before encryption), as the platform would send it.
pub fn plain_config(keys: &UploadKeys, kind: Kind, org_id: i64, now: i64) -> serde_json::Value {
    let callback = json!({
        "callbackUrl": "/api/common/upload_pic/callback",
        "callbackBody": "bucket=${bucket}&object=${object}&size=${size}&mimeType=${mimeType}&org_id=${x:org_id}",
        "callbackBodyType": "application/x-www-form-urlencoded",
    });
    let callback_var = json!({ "x:org_id": org_id.to_string() });
    json!({
        "accessKeyId": keys.access_key_id,
        "accessKeySecret": keys.access_key_secret,
        "bucket": kind.bucket(),
        "region": REGION,
        "callback": B64.encode(callback.to_string()),
        "callback_var": B64.encode(callback_var.to_string()),
        "host": bucket_host(kind.bucket()),
        "dir": kind.dir(),
        "expire": now + CONFIG_TTL_SECS,
    })
}

/// `plaintext` encrypted chunk by chunk with the public key: `b64,b64,…`.
pub fn encrypt(keys: &UploadKeys, plaintext: &[u8]) -> rsa::Result<String> {
    let mut rng = rand::thread_rng();
    let chunks = plaintext
        .chunks(CHUNK_PLAINTEXT)
        .map(|c| {
            keys.public_key
                .encrypt(&mut rng, Pkcs1v15Encrypt, c)
                .map(|ct| B64.encode(ct))
        })
        .collect::<rsa::Result<Vec<_>>>()?;
    Ok(chunks.join(","))
}
