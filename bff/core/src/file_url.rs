//! Stored image and file URLs: only what the upload store itself hands out.
//!
//! A case image is rendered as `<img src>` in every viewer's browser, with their session cookie.
//! Accepting any same-origin path let `/sandbox-files/../api/common/mobile_code?mobile=…` stored
//! as a case image send a text message from every viewer's browser. So a stored URL must sit
//! under one of the store's own prefixes (`/sandbox-files/` for the bundled sandbox, the bucket's
//! `https://host/` for a real platform) and its rest may hold only the characters object keys
//! are made of: no `..` or `.` segment, no `%` (so no `%2e`), `?`, `#`, backslash, whitespace or
//! empty segment. One rule, used by the sandbox when a form is saved and by the BFF before a page
//! renders what the platform sent.

use serde_json::Value;

/// The bundled sandbox's file prefix (what its store hands out).
pub const SANDBOX_FILES_PREFIX: &str = "/sandbox-files/";

/// Longest URL kept (the sandbox's column limit).
pub const MAX_URL_LEN: usize = 500;

/// Fields that hold stored image or file URLs (a string or a list of strings), and the change
/// records (`{field, before, after}`) that name one of them.
pub const FILE_FIELDS: [&str; 5] = [
    "cover",
    "images",
    "certificate_images",
    "fundraising_images",
    "file_url",
];

/// Whether `url` resolves under one of `prefixes` (each ending in `/`).
pub fn is_stored_file_url<P: AsRef<str>>(url: &str, prefixes: &[P]) -> bool {
    if url.len() > MAX_URL_LEN {
        return false;
    }
    let Some(rest) = prefixes
        .iter()
        .map(AsRef::as_ref)
        .filter(|p| p.ends_with('/') && p.len() > 1)
        .find_map(|p| url.strip_prefix(p))
    else {
        return false;
    };
    !rest.is_empty()
        && rest
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'/' | b'_' | b'-' | b'.'))
        && rest
            .split('/')
            .all(|segment| !segment.is_empty() && segment != "." && segment != "..")
}

/// Blanks every stored-URL field of `value` (at any depth) that fails [`is_stored_file_url`]:
/// a string becomes `""`, a list loses the entry. Returns how many were removed.
pub fn scrub<P: AsRef<str>>(value: &mut Value, prefixes: &[P]) -> usize {
    match value {
        Value::Array(items) => items.iter_mut().map(|v| scrub(v, prefixes)).sum(),
        Value::Object(map) => {
            let change_of_file = map
                .get("field")
                .and_then(Value::as_str)
                .is_some_and(|f| FILE_FIELDS.contains(&f));
            let mut removed = 0;
            for (key, field) in map.iter_mut() {
                let holds_urls = FILE_FIELDS.contains(&key.as_str())
                    || (change_of_file && matches!(key.as_str(), "before" | "after"));
                removed += if holds_urls {
                    scrub_urls(field, prefixes)
                } else {
                    scrub(field, prefixes)
                };
            }
            removed
        }
        _ => 0,
    }
}

/// [`scrub`] for a JSON body as the platform sent it: `None` when nothing had to change (the
/// bytes go on untouched), else the rewritten body. Bodies that name no file field, or are not
/// JSON, are not parsed at all.
pub fn scrub_json_bytes<P: AsRef<str>>(body: &[u8], prefixes: &[P]) -> Option<Vec<u8>> {
    let names_a_file_field = FILE_FIELDS.iter().any(|field| {
        let needle = format!("\"{field}\"");
        body.windows(needle.len()).any(|w| w == needle.as_bytes())
    });
    if !names_a_file_field {
        return None;
    }
    let mut value: Value = serde_json::from_slice(body).ok()?;
    (scrub(&mut value, prefixes) > 0).then(|| serde_json::to_vec(&value).ok())?
}

fn scrub_urls<P: AsRef<str>>(field: &mut Value, prefixes: &[P]) -> usize {
    match field {
        Value::String(url) if !url.is_empty() && !is_stored_file_url(url, prefixes) => {
            url.clear();
            1
        }
        Value::Array(urls) => {
            let before = urls.len();
            urls.retain(|u| u.as_str().is_some_and(|u| is_stored_file_url(u, prefixes)));
            before - urls.len()
        }
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const SANDBOX: &[&str] = &[SANDBOX_FILES_PREFIX];

    #[test]
    fn urls_the_store_hands_out_are_kept() {
        for good in [
            "/sandbox-files/oss/orgcenter-images/images/1/lx2k-abc123.png",
            "/sandbox-files/avatar/1.svg",
        ] {
            assert!(is_stored_file_url(good, SANDBOX), "{good}");
        }
        let cdn = ["https://bucket.oss-cn-hangzhou.aliyuncs.com/"];
        assert!(is_stored_file_url(
            "https://bucket.oss-cn-hangzhou.aliyuncs.com/images/1/a.jpg",
            &cdn
        ));
    }

    #[test]
    fn paths_that_leave_the_store_or_carry_a_query_are_refused() {
        for bad in [
            "/sandbox-files/../api/common/mobile_code?mobile=13800000000",
            "/sandbox-files/%2e%2e/api/common/logout",
            "/sandbox-files/%2E%2E/api/x",
            "/sandbox-files/./x.png",
            "/sandbox-files/a.png?x=1",
            "/sandbox-files/a.png#x",
            "/sandbox-files//evil.com/a.png",
            "/sandbox-files/a\\..\\b.png",
            "/sandbox-files/",
            "/sandbox-files",
            "/api/common/logout",
            "https://evil.example/a.png",
            "//evil.example/sandbox-files/a.png",
            "javascript:alert(1)",
            "/sandbox-files/a b.png",
            "",
        ] {
            assert!(!is_stored_file_url(bad, SANDBOX), "{bad}");
        }
        assert!(!is_stored_file_url(
            &format!("/sandbox-files/{}", "a".repeat(500)),
            SANDBOX
        ));
        assert!(!is_stored_file_url(
            "https://bucket.example.com.evil.example/a.png",
            &["https://bucket.example.com/"]
        ));
    }

    #[test]
    fn scrubbing_blanks_bad_urls_in_known_fields_at_any_depth_and_leaves_the_rest() {
        let mut data = json!({"code": 200, "data": {
            "title": "/sandbox-files/../api/x",
            "cover": "/sandbox-files/../api/common/mobile_code?mobile=1",
            "images": ["/sandbox-files/a.png", "/api/common/logout", 7],
            "list": [{"cover": "/sandbox-files/b.png"}],
            "changes": [{"field": "images", "before": ["/x?y"], "after": ["/sandbox-files/c.png"]},
                        {"field": "title", "before": "/x?y", "after": "t"}],
        }});
        assert_eq!(scrub(&mut data, SANDBOX), 4);
        let d = &data["data"];
        assert_eq!(d["title"], "/sandbox-files/../api/x", "not a file field");
        assert_eq!(d["cover"], "");
        assert_eq!(d["images"], json!(["/sandbox-files/a.png"]));
        assert_eq!(d["list"][0]["cover"], "/sandbox-files/b.png");
        assert_eq!(d["changes"][0]["before"], json!([]));
        assert_eq!(d["changes"][1]["before"], "/x?y");
    }

    #[test]
    fn a_body_is_rewritten_only_when_a_url_had_to_go() {
        let clean = br#"{"code":200,"data":{"cover":"/sandbox-files/a.png"}}"#;
        assert_eq!(scrub_json_bytes(clean, SANDBOX), None);
        assert_eq!(
            scrub_json_bytes(br#"{"code":200,"data":null}"#, SANDBOX),
            None
        );
        let bad = br#"{"code":200,"data":{"cover":"/sandbox-files/../api/x?y=1"}}"#;
        let fixed: Value =
            serde_json::from_slice(&scrub_json_bytes(bad, SANDBOX).unwrap()).unwrap();
        assert_eq!(fixed["data"]["cover"], "");
    }
}
