//! The OSS PostObject form the browser uploads with: a short-lived policy limiting size and
//! object-name prefix, signed with the access key secret (base64(HMAC-SHA1(secret, policy))).
//! The secret stays here; the browser gets the policy and its signature only.

use base64::engine::general_purpose::STANDARD as B64;
use base64::Engine;
use hmac::{Hmac, Mac};
use serde::Serialize;
use serde_json::json;
use sha1::Sha1;

use super::decrypt::UploadConfig;
use orgcenter_core::china_time;

/// Longest life of a signed form.
pub const MAX_POLICY_SECS: i64 = 15 * 60;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Image,
    File,
}

impl Kind {
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "image" => Some(Self::Image),
            "file" => Some(Self::File),
            _ => None,
        }
    }

    /// Largest upload: images 5 MB, files 20 MB.
    pub fn max_bytes(self) -> u64 {
        match self {
            Self::Image => 5 * 1024 * 1024,
            Self::File => 20 * 1024 * 1024,
        }
    }

    /// The platform call that hands out the config for this kind.
    pub fn upstream_path(self) -> &'static str {
        match self {
            Self::Image => "/api/common/upload_pic/policy_get",
            Self::File => "/api/common/upload_pic/policy_file_get",
        }
    }
}

/// What `GET /api/bff/upload/policy` returns in `data`.
#[derive(Debug, Clone, Serialize)]
pub struct SignedForm {
    pub host: String,
    /// The object-name prefix; the browser appends a file name.
    pub key: String,
    pub policy: String,
    #[serde(rename = "OSSAccessKeyId")]
    pub oss_access_key_id: String,
    pub signature: String,
    pub success_action_status: &'static str,
    /// When the form stops working (Unix seconds).
    pub expire: i64,
    pub max_size: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub callback: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub callback_var: Option<String>,
}

/// Signs a form for `org_id` at `now` (Unix seconds), valid at most 15 minutes and never past
/// the config's own expiry.
pub fn sign(cfg: &UploadConfig, kind: Kind, org_id: &str, now: i64) -> SignedForm {
    let expire = cfg
        .expire
        .map_or(now + MAX_POLICY_SECS, |e| e.min(now + MAX_POLICY_SECS));
    let dir = cfg.dir.as_deref().unwrap_or("uploads").trim_matches('/');
    let prefix = format!("{dir}/{org_id}/{}/", china_date(now));
    let policy = json!({
        "expiration": iso8601(expire),
        "conditions": [
            { "bucket": cfg.bucket },
            ["content-length-range", 1, kind.max_bytes()],
            ["starts-with", "$key", prefix],
            ["eq", "$success_action_status", "200"],
        ],
    });
    let policy = B64.encode(policy.to_string());
    let mut mac = Hmac::<Sha1>::new_from_slice(cfg.access_key_secret.expose().as_bytes())
        .expect("HMAC takes a key of any length");
    mac.update(policy.as_bytes());
    SignedForm {
        host: cfg
            .host
            .clone()
            .unwrap_or_else(|| format!("https://{}.{}.aliyuncs.com", cfg.bucket, cfg.region)),
        key: prefix,
        policy,
        oss_access_key_id: cfg.access_key_id.clone(),
        signature: B64.encode(mac.finalize().into_bytes()),
        success_action_status: "200",
        expire,
        max_size: kind.max_bytes(),
        callback: cfg.callback.clone().filter(|c| !c.is_empty()),
        callback_var: cfg.callback_var.clone().filter(|c| !c.is_empty()),
    }
}

// `secs` is the clock (plus at most 15 minutes), so both lie well inside the calendar; past the
// year 9999 they would be empty, and OSS refuses a policy without an expiration.

/// `2026-01-02T03:04:05.000Z`
pub fn iso8601(secs: i64) -> String {
    china_time::iso8601_utc(secs).unwrap_or_default()
}

/// `yyyymmdd` in China Standard Time, the folder of the day's uploads.
pub fn china_date(secs: i64) -> String {
    china_time::compact_day(secs).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::secret::Secret;

    fn config(expire: Option<i64>) -> UploadConfig {
        UploadConfig {
            access_key_id: "id".into(),
            access_key_secret: Secret::new("s3cret".into()),
            bucket: "b".into(),
            region: "oss-cn-hangzhou".into(),
            callback: None,
            callback_var: Some(String::new()),
            host: None,
            dir: Some("images/".into()),
            expire,
        }
    }

    #[test]
    fn timestamps_print_as_oss_wants_them() {
        assert_eq!(iso8601(1_767_323_045), "2026-01-02T03:04:05.000Z");
        assert_eq!(china_date(1_767_283_200), "20260102"); // 2026-01-01T16:00Z = 2026-01-02 00:00 CST
    }

    #[test]
    fn a_signed_form_lasts_at_most_fifteen_minutes_and_never_past_the_config() {
        let now = 1_767_323_045;
        assert_eq!(
            sign(&config(None), Kind::Image, "12", now).expire,
            now + 900
        );
        assert_eq!(
            sign(&config(Some(now + 60)), Kind::Image, "12", now).expire,
            now + 60
        );
    }

    #[test]
    fn the_policy_limits_size_and_prefix_and_the_secret_is_not_in_the_form() {
        let now = 1_767_323_045;
        let form = sign(&config(None), Kind::File, "12", now);
        assert_eq!(form.key, "images/12/20260102/");
        assert_eq!(form.host, "https://b.oss-cn-hangzhou.aliyuncs.com");
        let policy: serde_json::Value =
            serde_json::from_slice(&B64.decode(&form.policy).unwrap()).unwrap();
        assert_eq!(
            policy["conditions"][1],
            json!(["content-length-range", 1, 20 * 1024 * 1024])
        );
        assert_eq!(
            policy["conditions"][2],
            json!(["starts-with", "$key", "images/12/20260102/"])
        );
        let text = serde_json::to_string(&form).unwrap();
        assert!(!text.contains("s3cret"));
        assert!(
            !text.contains("callback_var"),
            "empty callbacks are left out"
        );
    }
}
