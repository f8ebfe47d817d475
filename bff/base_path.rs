//! `server.base_path`: the path a reverse proxy mounts the console under (`/orgcenter/`).
//!
//! The route table, the loaders and the asset manifest know nothing of it. The prefix is taken
//! off a request's path before routing ([`BasePath::strip`], in `app.rs`) and put back on what
//! leaves for the browser: `Location` headers, cookie paths, the document's links and the render
//! input, from which the frontend builds its own links and calls (`frontend/src/lib/base.ts`).

use std::fmt;

use serde::{Deserialize, Serialize};

/// A validated prefix, kept without its trailing slash: `""` at the root, else `/a` or `/a/b`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(try_from = "String", into = "String")]
pub struct BasePath(String);

impl BasePath {
    /// Normalises `raw`: `""`, `"/"` → the root; `"orgcenter"`, `"/orgcenter/"` → `/orgcenter`.
    /// Refuses anything but letters, digits and `-._~` in segments, and empty, `.` or `..`
    /// segments: the prefix goes into headers, cookies and HTML attributes unescaped.
    pub fn parse(raw: &str) -> Result<Self, String> {
        let trimmed = raw.trim_matches('/');
        if trimmed.is_empty() {
            return Ok(Self(String::new()));
        }
        for segment in trimmed.split('/') {
            let ok = !segment.is_empty()
                && segment != "."
                && segment != ".."
                && segment
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~'));
            if !ok {
                return Err(format!(
                    "server.base_path {raw:?}: use a path such as \"/orgcenter/\" \
                     (letters, digits and -._~ between single slashes)"
                ));
            }
        }
        Ok(Self(format!("/{trimmed}")))
    }

    pub fn is_root(&self) -> bool {
        self.0.is_empty()
    }

    /// `""` at the root, else `/orgcenter` (no trailing slash): what the frontend is given.
    pub fn prefix(&self) -> &str {
        &self.0
    }

    /// The app path of a request path: `/orgcenter/SJ/list` → `/SJ/list`, `/orgcenter` → `/`;
    /// `None` for a path outside the prefix (`/orgcenterx`, `/other`).
    pub fn strip<'a>(&self, path: &'a str) -> Option<&'a str> {
        if self.is_root() {
            return Some(path);
        }
        match path.strip_prefix(self.0.as_str())? {
            "" => Some("/"),
            rest if rest.starts_with('/') => Some(rest),
            _ => None,
        }
    }

    /// The browser's URL of an app path: `/SJ/list` → `/orgcenter/SJ/list`. Anything that is
    /// not a single-slash path (`https://…`, `//host`) is returned unchanged.
    pub fn join(&self, app_path: &str) -> String {
        if self.is_root() || !app_path.starts_with('/') || app_path.starts_with("//") {
            return app_path.to_owned();
        }
        format!("{}{app_path}", self.0)
    }

    /// A cookie `Path` for an app path: `/` → `/orgcenter`, `/api` → `/orgcenter/api`, so the
    /// cookie is sent to the console's pages and to no other application on the host.
    pub fn cookie_path(&self, app_path: &str) -> String {
        match (self.is_root(), app_path) {
            (true, _) => app_path.to_owned(),
            (false, "/") => self.0.clone(),
            (false, _) => self.join(app_path),
        }
    }
}

impl TryFrom<String> for BasePath {
    type Error = String;
    fn try_from(raw: String) -> Result<Self, String> {
        Self::parse(&raw)
    }
}

impl From<BasePath> for String {
    /// As configured: `/` at the root, else with the trailing slash (`/orgcenter/`).
    fn from(base: BasePath) -> String {
        format!("{}/", base.0)
    }
}

impl fmt::Display for BasePath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base(raw: &str) -> BasePath {
        BasePath::parse(raw).unwrap()
    }

    #[test]
    fn a_prefix_is_normalised_with_or_without_its_slashes() {
        for raw in ["orgcenter", "/orgcenter", "/orgcenter/", "orgcenter/"] {
            assert_eq!(base(raw).prefix(), "/orgcenter", "{raw:?}");
        }
        assert_eq!(base("/a/b-c_d.e~f/").prefix(), "/a/b-c_d.e~f");
        for root in ["", "/", "//"] {
            assert!(base(root).is_root(), "{root:?}");
        }
        assert_eq!(String::from(base("/orgcenter")), "/orgcenter/");
        assert_eq!(String::from(base("")), "/");
    }

    #[test]
    fn odd_characters_and_dot_segments_are_refused() {
        for bad in [
            "/a b/", "/a\"b/", "/a;b", "/a?b", "/a#b", "/a%2f", "/a//b/", "/../x", "/./",
            "/a/../b", "/机构", "/a\\b", "/<x>",
        ] {
            assert!(BasePath::parse(bad).is_err(), "{bad:?} must be refused");
        }
    }

    #[test]
    fn strip_takes_the_prefix_off_and_refuses_paths_outside_it() {
        let b = base("/orgcenter/");
        assert_eq!(b.strip("/orgcenter/SJ/list"), Some("/SJ/list"));
        assert_eq!(b.strip("/orgcenter/"), Some("/"));
        assert_eq!(b.strip("/orgcenter"), Some("/"));
        assert_eq!(b.strip("/orgcenterx/SJ"), None);
        assert_eq!(b.strip("/SJ/list"), None);
        assert_eq!(b.strip("/"), None);
        assert_eq!(base("/").strip("/SJ/list"), Some("/SJ/list"));
    }

    #[test]
    fn join_puts_the_prefix_on_paths_only() {
        let b = base("/orgcenter/");
        assert_eq!(
            b.join("/login?redirect=%2FSJ"),
            "/orgcenter/login?redirect=%2FSJ"
        );
        assert_eq!(b.join("/"), "/orgcenter/");
        assert_eq!(
            b.join("https://cdn.example.cn/a.png"),
            "https://cdn.example.cn/a.png"
        );
        assert_eq!(b.join("//evil.example"), "//evil.example");
        assert_eq!(base("/").join("/login"), "/login");
    }

    #[test]
    fn cookie_paths_sit_under_the_prefix() {
        let b = base("/orgcenter/");
        assert_eq!(b.cookie_path("/"), "/orgcenter");
        assert_eq!(b.cookie_path("/api"), "/orgcenter/api");
        assert_eq!(base("/").cookie_path("/"), "/");
        assert_eq!(base("/").cookie_path("/api"), "/api");
    }
}
