//! The signed-in account: captcha and login, logout, SMS codes, the account's own settings.

mod login;
mod param;
mod settings;
pub mod sms;

use crate::http::Routes;
use crate::http::{get, post};

pub fn routes(cfg: &mut Routes) {
    cfg.service(get("/api/admin/verify", login::captcha))
        .service(post("/api/organization/login/login", login::login))
        .service(get("/api/common/logout", login::logout))
        .service(get("/api/common/mobile_code", sms::mobile_code))
        .service(get("/api/organization/account/info", settings::info))
        .service(post(
            "/api/organization/account/change_password",
            settings::change_password,
        ))
        .service(post(
            "/api/organization/account/mobile_change_password",
            settings::mobile_change_password,
        ))
        .service(post(
            "/api/organization/account/accept_agreement",
            settings::accept_agreement,
        ));
}
