//! The session: the `token_org` cookie the BFF owns, the user behind it (cached), and the CSRF
//! guard for calls that change state.

pub mod cookies;
pub mod csrf;
pub mod login_limit;
pub mod sms_limit;
pub mod user;

pub use cookies::{token_from, CookieJar};
pub use login_limit::{Limits, LoginLimiter};
pub use sms_limit::SmsLimiter;
pub use user::{SessionUser, Sessions, UserError};
