//! Checks an OSS PostObject form the way OSS does: the access key, the signature
//! (base64(HMAC-SHA1(secret, policy))), the policy's expiry and every condition in it.
//! Errors carry OSS's codes and messages so an OSS client understands them.

use crate::rules::iso_time;
use base64::engine::general_purpose::STANDARD as B64;
use base64::Engine;
use hmac::{Hmac, Mac};
use serde_json::Value;
use sha1::Sha1;
use std::collections::HashMap;

/// Largest object the sandbox takes, whatever a policy says.
pub const HARD_MAX_BYTES: u64 = 25 * 1024 * 1024;

/// An OSS error: HTTP status, OSS code, English message (as OSS sends them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OssError {
    pub status: u16,
    pub code: &'static str,
    pub message: String,
}

impl OssError {
    pub fn new(status: u16, code: &'static str, message: impl Into<String>) -> Self {
        Self {
            status,
            code,
            message: message.into(),
        }
    }

    fn denied(message: impl Into<String>) -> Self {
        Self::new(403, "AccessDenied", message)
    }

    fn argument(message: impl Into<String>) -> Self {
        Self::new(400, "InvalidArgument", message)
    }
}

/// What an accepted form allows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Accepted {
    pub key: String,
    pub min_bytes: u64,
    pub max_bytes: u64,
    /// 200, 201 or 204 (OSS's default).
    pub success_status: u16,
}

/// Verifies the text fields of a PostObject form (everything before `file`).
pub fn verify(
    fields: &HashMap<String, String>,
    bucket: &str,
    access_key_id: &str,
    secret: &str,
    now: i64,
) -> Result<Accepted, OssError> {
    let field = |name: &str| {
        fields
            .get(name)
            .map(String::as_str)
            .ok_or_else(|| OssError::argument(format!("The form field {name} is missing.")))
    };
    let key = field("key")?;
    if !valid_key(key) {
        return Err(OssError::new(
            400,
            "InvalidObjectName",
            "The specified object name is not valid.",
        ));
    }
    let policy_b64 = field("policy")?;
    if field("OSSAccessKeyId")? != access_key_id {
        return Err(OssError::new(
            403,
            "InvalidAccessKeyId",
            "The OSS Access Key Id you provided does not exist in our records.",
        ));
    }
    let signature = field("Signature").or_else(|_| field("signature"))?;
    let mut mac = Hmac::<Sha1>::new_from_slice(secret.as_bytes()).expect("HMAC takes any key");
    mac.update(policy_b64.as_bytes());
    let given = B64.decode(signature).unwrap_or_default();
    // verify_slice compares in constant time.
    if mac.verify_slice(&given).is_err() {
        return Err(OssError::new(
            403,
            "SignatureDoesNotMatch",
            "The request signature we calculated does not match the signature you provided.",
        ));
    }

    let policy: Value = B64
        .decode(policy_b64)
        .ok()
        .and_then(|b| serde_json::from_slice(&b).ok())
        .ok_or_else(|| {
            OssError::new(
                400,
                "InvalidPolicyDocument",
                "Invalid Policy: Invalid JSON.",
            )
        })?;
    let expiration = policy
        .get("expiration")
        .and_then(Value::as_str)
        .and_then(iso_time::parse)
        .ok_or_else(|| {
            OssError::new(
                400,
                "InvalidPolicyDocument",
                "Invalid Policy: Invalid expiration.",
            )
        })?;
    if expiration <= now {
        return Err(OssError::denied(
            "Invalid according to Policy: Policy expired.",
        ));
    }
    let conditions = policy
        .get("conditions")
        .and_then(Value::as_array)
        .ok_or_else(|| {
            OssError::new(
                400,
                "InvalidPolicyDocument",
                "Invalid Policy: Invalid conditions.",
            )
        })?;

    let mut accepted = Accepted {
        key: key.to_owned(),
        min_bytes: 0,
        max_bytes: HARD_MAX_BYTES,
        success_status: 204,
    };
    let value_of = |name: &str| -> String {
        let name = name.trim_start_matches('$');
        if name == "bucket" {
            bucket.to_owned()
        } else {
            fields.get(name).cloned().unwrap_or_default()
        }
    };
    for cond in conditions {
        check_condition(cond, &value_of, &mut accepted)?;
    }
    if let Some(s) = fields.get("success_action_status") {
        accepted.success_status = match s.as_str() {
            "200" => 200,
            "201" => 201,
            _ => 204,
        };
    }
    Ok(accepted)
}

fn check_condition(
    cond: &Value,
    value_of: &dyn Fn(&str) -> String,
    accepted: &mut Accepted,
) -> Result<(), OssError> {
    let failed = || {
        OssError::denied(format!(
            "Invalid according to Policy: Policy Condition failed: {cond}"
        ))
    };
    let bad = || {
        OssError::new(
            400,
            "InvalidPolicyDocument",
            format!("Invalid Policy: Invalid condition: {cond}"),
        )
    };
    match cond {
        Value::Object(map) => {
            for (name, expected) in map {
                if expected.as_str() != Some(value_of(name).as_str()) {
                    return Err(failed());
                }
            }
        }
        Value::Array(items) => match items.first().and_then(Value::as_str) {
            Some("content-length-range") => {
                let n = |i: usize| items.get(i).and_then(Value::as_u64).ok_or_else(bad);
                let (min, max) = (n(1)?, n(2)?);
                if min > max {
                    return Err(bad());
                }
                accepted.min_bytes = accepted.min_bytes.max(min);
                accepted.max_bytes = accepted.max_bytes.min(max);
            }
            Some(op @ ("eq" | "starts-with")) => {
                let name = items.get(1).and_then(Value::as_str).ok_or_else(bad)?;
                let expected = items.get(2).and_then(Value::as_str).ok_or_else(bad)?;
                let actual = value_of(name);
                let ok = if op == "eq" {
                    actual == expected
                } else {
                    actual.starts_with(expected)
                };
                if !ok {
                    return Err(failed());
                }
            }
            _ => return Err(bad()),
        },
        _ => return Err(bad()),
    }
    Ok(())
}

/// Object names the store accepts: 1–1023 bytes of `[A-Za-z0-9/_.-]`, no empty or dot segments.
pub fn valid_key(key: &str) -> bool {
    !key.is_empty()
        && key.len() <= 1023
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'/' | b'_' | b'-' | b'.'))
        && key
            .split('/')
            .all(|seg| !seg.is_empty() && seg != "." && seg != "..")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const SECRET: &str = "s3cret";

    fn signed(policy: &Value, key: &str) -> HashMap<String, String> {
        let p = B64.encode(policy.to_string());
        let mut mac = Hmac::<Sha1>::new_from_slice(SECRET.as_bytes()).unwrap();
        mac.update(p.as_bytes());
        let sig = B64.encode(mac.finalize().into_bytes());
        [
            ("key", key),
            ("policy", &p),
            ("OSSAccessKeyId", "id"),
            ("Signature", &sig),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
        .collect()
    }

    fn policy(expiration: &str) -> Value {
        json!({"expiration": expiration, "conditions": [
            {"bucket": "b"}, ["content-length-range", 1, 100], ["starts-with", "$key", "images/1/"]]})
    }

    #[test]
    fn a_well_signed_form_within_its_policy_is_accepted_with_its_size_range() {
        let f = signed(&policy("2100-01-01T00:00:00.000Z"), "images/1/a.png");
        let ok = verify(&f, "b", "id", SECRET, 0).unwrap();
        assert_eq!((ok.min_bytes, ok.max_bytes), (1, 100));
    }

    #[test]
    fn a_tampered_policy_fails_the_signature_check() {
        let mut f = signed(&policy("2100-01-01T00:00:00.000Z"), "images/1/a.png");
        let other = B64.encode(policy("2200-01-01T00:00:00.000Z").to_string());
        f.insert("policy".into(), other);
        assert_eq!(
            verify(&f, "b", "id", SECRET, 0).unwrap_err().code,
            "SignatureDoesNotMatch"
        );
    }

    #[test]
    fn an_expired_policy_a_foreign_prefix_and_a_wrong_bucket_are_denied() {
        let f = signed(&policy("2000-01-01T00:00:00Z"), "images/1/a.png");
        assert!(verify(&f, "b", "id", SECRET, 1_000_000_000)
            .unwrap_err()
            .message
            .contains("expired"));
        let f = signed(&policy("2100-01-01T00:00:00Z"), "images/2/a.png");
        assert_eq!(
            verify(&f, "b", "id", SECRET, 0).unwrap_err().code,
            "AccessDenied"
        );
        let f = signed(&policy("2100-01-01T00:00:00Z"), "images/1/a.png");
        assert_eq!(
            verify(&f, "other", "id", SECRET, 0).unwrap_err().code,
            "AccessDenied"
        );
    }

    #[test]
    fn object_names_with_dot_segments_or_odd_characters_are_refused() {
        for bad in ["", "a/../b", "/a", "a//b", "a b", "a\\b", "./a"] {
            assert!(!valid_key(bad), "{bad:?}");
        }
        assert!(valid_key("images/12/20260101/x-1_a.png"));
    }
}
