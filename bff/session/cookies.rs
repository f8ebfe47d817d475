//! The cookies the BFF sets. `token_org` carries the platform token and is HttpOnly, so page
//! JavaScript never holds it; `SameSite=Lax` keeps it on top-level links from e-mail or chat (a
//! Strict cookie would make such a link land on the login page), and the CSRF guard covers the
//! cross-site requests Lax still allows.

use actix_web::cookie::{time::Duration, Cookie, SameSite};
use actix_web::HttpRequest;

use crate::base_path::BasePath;

pub const TOKEN_COOKIE: &str = "token_org";
/// Which captcha image the browser was shown (a random key, never the code itself).
pub const CAPTCHA_COOKIE: &str = "org_captcha";

/// Builds cookies with the attributes this deployment needs (`Secure` behind https, and paths
/// under `server.base_path`, so a console mounted at `/orgcenter/` sends its cookies to its own
/// pages and to no other application on the host).
#[derive(Debug, Clone, Default)]
pub struct CookieJar {
    pub secure: bool,
    pub base: BasePath,
}

impl CookieJar {
    pub fn token(&self, token: &str) -> Cookie<'static> {
        self.base(TOKEN_COOKIE, token.to_owned(), "/")
    }

    pub fn clear_token(&self) -> Cookie<'static> {
        self.expired(TOKEN_COOKIE, "/")
    }

    pub fn captcha(&self, key: &str) -> Cookie<'static> {
        let mut c = self.base(CAPTCHA_COOKIE, key.to_owned(), "/api");
        c.set_max_age(Duration::minutes(5));
        c
    }

    pub fn clear_captcha(&self) -> Cookie<'static> {
        self.expired(CAPTCHA_COOKIE, "/api")
    }

    /// A session-long HttpOnly cookie for the whole site (the upload `callback` cookies).
    pub fn plain(&self, name: &'static str, value: &str) -> Cookie<'static> {
        self.base(name, value.to_owned(), "/")
    }

    /// `app_path` is the path inside the console; the prefix is added here.
    fn base(&self, name: &'static str, value: String, app_path: &str) -> Cookie<'static> {
        Cookie::build(name, value)
            .path(self.base.cookie_path(app_path))
            .http_only(true)
            .same_site(SameSite::Lax)
            .secure(self.secure)
            .finish()
    }

    fn expired(&self, name: &'static str, app_path: &str) -> Cookie<'static> {
        let mut c = self.base(name, String::new(), app_path);
        c.make_removal();
        c
    }
}

/// The token from the `token_org` cookie. A token in a query, form field or `token` header
/// from the browser is never looked at.
pub fn token_from(req: &HttpRequest) -> Option<String> {
    req.cookie(TOKEN_COOKIE)
        .map(|c| c.value().to_owned())
        .filter(|v| is_plausible_token(v))
}

/// Tokens are opaque, but a value with spaces, quotes or kilobytes of data is not one; such a
/// cookie is treated as absent rather than forwarded.
fn is_plausible_token(v: &str) -> bool {
    !v.is_empty()
        && v.len() <= 512
        && v.bytes()
            .all(|b| b.is_ascii_graphic() && b != b'"' && b != b'\\')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cookie_lives_under_the_base_path() {
        let jar = CookieJar {
            secure: false,
            base: BasePath::parse("/orgcenter/").unwrap(),
        };
        assert_eq!(jar.token("t").path(), Some("/orgcenter"));
        assert_eq!(jar.clear_token().path(), Some("/orgcenter"));
        assert_eq!(jar.captcha("k").path(), Some("/orgcenter/api"));
        assert_eq!(jar.clear_captcha().path(), Some("/orgcenter/api"));
        assert_eq!(jar.plain("callback", "x").path(), Some("/orgcenter"));
        let root = CookieJar::default();
        assert_eq!(root.token("t").path(), Some("/"));
        assert_eq!(root.captcha("k").path(), Some("/api"));
    }
}
