//! The `?redirect=` target after login: same-origin paths only.
//!
//! Browsers are lenient about what they treat as another origin: `//evil.com` and `/\evil.com`
//! are protocol-relative, tabs and newlines inside a URL are silently removed (so `/\t/evil.com`
//! becomes `//evil.com`), and a scheme (`javascript:`) or userinfo needs no slash at all. We accept
//! only a path that starts with exactly one `/`, followed by anything but a slash or backslash,
//! with no backslash, control character or whitespace anywhere. Everything else falls back to
//! the home page rather than erroring, so a bad link still ends somewhere useful.

pub const HOME: &str = "/dashboard";

/// Returns `target` if it is a safe same-origin path, else [`HOME`].
pub fn sanitize(target: &str) -> &str {
    if is_safe_path(target) {
        target
    } else {
        HOME
    }
}

pub fn is_safe_path(target: &str) -> bool {
    let bytes = target.as_bytes();
    if bytes.first() != Some(&b'/') || target.len() > 2048 {
        return false;
    }
    if matches!(bytes.get(1), Some(b'/') | Some(b'\\')) {
        return false;
    }
    // Percent-encoded slashes and backslashes are refused too: some servers and clients decode
    // before resolving, and no page of ours needs them.
    let lower = target.to_ascii_lowercase();
    if lower.contains("%2f")
        || lower.contains("%5c")
        || lower.contains("%09")
        || lower.contains("%0a")
        || lower.contains("%0d")
    {
        return false;
    }
    !target
        .chars()
        .any(|c| c == '\\' || c.is_control() || c.is_whitespace())
}

/// `/login?redirect=<path>` with the path percent-encoded and without any `token` query
/// parameter: a token pasted into a link must not travel on into the login URL (and from there
/// into logs, history and the `Referer`).
pub fn login_url(current: &str) -> String {
    let target = without_token(sanitize(current));
    format!(
        "/login?redirect={}",
        percent_encoding::utf8_percent_encode(&target, percent_encoding::NON_ALPHANUMERIC)
    )
}

/// `target` without its `token=` query parameters (any case).
pub fn without_token(target: &str) -> String {
    let Some((path, query)) = target.split_once('?') else {
        return target.to_owned();
    };
    let kept: Vec<&str> = query
        .split('&')
        .filter(|pair| {
            let key = pair.split('=').next().unwrap_or("");
            !pair.is_empty() && !key.eq_ignore_ascii_case("token")
        })
        .collect();
    if kept.is_empty() {
        path.to_owned()
    } else {
        format!("{path}?{}", kept.join("&"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_paths_with_queries_are_kept() {
        assert_eq!(sanitize("/SZ/helpList?page=2"), "/SZ/helpList?page=2");
        assert_eq!(sanitize("/dashboard"), "/dashboard");
    }

    #[test]
    fn known_open_redirect_tricks_fall_back_to_home() {
        for bad in [
            "//evil.com",
            "/\\evil.com",
            "\\\\evil.com",
            "https://evil.com",
            "javascript:alert(1)",
            "evil.com",
            "/\t/evil.com",
            "/\n/evil.com",
            "/%2F%2Fevil.com",
            "/%5cevil.com",
            "",
            " /dashboard",
            "/\u{0}x",
            "/ /evil.com",
        ] {
            assert_eq!(sanitize(bad), HOME, "{bad:?} must not be accepted");
        }
    }

    #[test]
    fn the_login_url_encodes_the_target() {
        assert_eq!(
            login_url("/SZ/helpList?page=2"),
            "/login?redirect=%2FSZ%2FhelpList%3Fpage%3D2"
        );
        assert_eq!(login_url("//evil.com"), "/login?redirect=%2Fdashboard");
    }

    #[test]
    fn a_token_in_the_target_is_dropped_and_the_rest_of_the_query_kept() {
        assert_eq!(without_token("/a?token=x"), "/a");
        assert_eq!(without_token("/a?page=2&Token=x&q=1"), "/a?page=2&q=1");
        assert_eq!(without_token("/a?tokens=1"), "/a?tokens=1");
        assert_eq!(without_token("/a"), "/a");
        assert_eq!(
            login_url("/SZ/helpList?token=abc&page=2"),
            "/login?redirect=%2FSZ%2FhelpList%3Fpage%3D2"
        );
    }
}
