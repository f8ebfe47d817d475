//! Organisation management (/config): organisation authentication with its review, and the
//! payment accounts.

mod auth;
pub mod auth_form;
mod auth_queue;
pub mod pay_account_form;
mod pay_accounts;
pub mod seed;
pub mod workflow;

use crate::http::Routes;
use crate::http::{bulk, get, post};

pub fn routes(cfg: &mut Routes) {
    const AUTH: &str = "/api/organization/auth";
    const PAY: &str = "/api/organization/pay_account";
    cfg.service(get(&format!("{AUTH}/info"), auth::info))
        .service(post(&format!("{AUTH}/submit_first"), auth::submit_first))
        .service(post(&format!("{AUTH}/submit_change"), auth::submit_change))
        .service(get(&format!("{AUTH}/review_list"), auth_queue::review_list))
        .service(get(&format!("{AUTH}/review_detail"), auth::review_detail))
        .service(post(&format!("{AUTH}/review"), auth::review))
        .service(post(
            &format!("{AUTH}/bulk_review"),
            bulk::endpoint(vec![
                bulk::by("pass", auth::review).with(&[("result", "1")]),
                bulk::by("return", auth::review).with(&[("result", "2")]),
            ]),
        ))
        .service(get(&format!("{PAY}/list"), pay_accounts::list))
        .service(get(&format!("{PAY}/detail"), pay_accounts::detail))
        .service(post(&format!("{PAY}/save"), pay_accounts::save))
        .service(post(&format!("{PAY}/delete"), pay_accounts::delete));
}
