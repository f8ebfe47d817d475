//! Micro wishes (微心愿, `/api/organization/wish/`, issue 19): wishes of beneficiaries published
//! on an H5 page, claimed by the public and lit up once delivered; their claims, donations,
//! change requests, the H5 campaign links that group them, the share copy and pushing a link to
//! organisations' message centres. Staff (2, 99) manage all; the regional partner (3) its
//! province's wishes. Forms and workflow tables are pure; the handlers are thin.

mod changes;
mod claims;
mod common;
mod copywriting;
mod curation;
mod donations;
pub mod form;
mod links;
pub mod seed;
mod step_call;
pub mod store;
mod testing;
mod wishes;
pub mod workflow;

use crate::http::area::{self, Area};
use crate::http::call_sets::{self, ChangeCalls};
use crate::http::Routes;
use crate::http::{get, get_or_post, post};
use changes::Wishes;

/// 微心愿 (/MicroWish): spec §6 gives it to roles 2, 3 and 99.
pub static AREA: Area = Area {
    key: "MicroWish",
    title: "微心愿",
    roles: &[2, 3, 99],
};

/// The wish calls (`/api/organization/wish/…`), named as the contract names them.
pub fn routes(cfg: &mut Routes) {
    let p = |name: &str| format!("/{name}");
    cfg.scope(
        "/api/organization/wish",
        |s| area::gate(&AREA, s),
        |cfg| {
            cfg.service(get_or_post(&p("list"), wishes::list))
                .service(get_or_post(&p("issue_list"), wishes::issue_list))
                .service(get(&p("detail"), wishes::detail))
                .service(post(&p("add_wish"), wishes::add))
                .service(post(&p("edit_wish"), wishes::edit))
                .service(post(&p("publish_wish"), wishes::publish))
                .service(post(&p("off_shelf_wish"), wishes::off_shelf))
                .service(get(&p("claim_list"), claims::list))
                .service(get(&p("claim_detail"), claims::detail))
                .service(post(&p("add_claim"), claims::add))
                .service(post(&p("ship_claim"), claims::ship))
                .service(post(&p("cancel_claim"), claims::cancel))
                .service(post(&p("lightup_wish"), claims::lightup))
                .service(get_or_post(&p("donate_list"), donations::list))
                .service(post(&p("export_wish"), donations::export))
                .service(get_or_post(&p("statistics"), donations::statistics))
                .service(get(&p("link_list"), links::list))
                .service(get(&p("link_detail"), links::detail))
                .service(post(&p("add_link"), links::add))
                .service(post(&p("edit_link"), links::edit))
                .service(post(&p("delete_link"), links::delete))
                .service(post(&p("relation_link"), links::relate))
                .service(get(&p("wish_links"), links::of_wish))
                .service(post(&p("relation_wish"), links::relate_wish))
                .service(post(&p("push_link"), links::push_link))
                .service(get(&p("preview"), links::preview))
                .service(get(&p("copywriting_list"), copywriting::list))
                .service(get(&p("copywriting_detail"), copywriting::detail))
                .service(post(&p("add_copywriting"), copywriting::add))
                .service(post(&p("edit_copywriting"), copywriting::edit))
                .service(post(&p("delete_copywriting"), copywriting::delete))
                .service(post(&p("relation_copywriting"), copywriting::relate));
            call_sets::changes::<Wishes>(cfg, ChangeCalls::CHANGE);
        },
    );
}

/// Only in test mode: a claim, a cancelled claim and a donation arriving from the public page.
pub fn test_mode_routes(cfg: &mut Routes) {
    cfg.service(post("/__sandbox/wish_claim", testing::claim))
        .service(post("/__sandbox/wish_claim_cancel", testing::cancel))
        .service(post("/__sandbox/wish_donation", testing::donation));
}
