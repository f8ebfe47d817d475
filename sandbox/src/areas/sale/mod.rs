//! Charity sales (义卖, `/api/organization/thing/`, issue 21): fixed-price goods and auction
//! lots whose proceeds go to a beneficiary project, their review and change requests, bids,
//! orders with their stock and shipment, and goods donated by the public. Forms and workflow
//! tables are pure; the handlers are thin. Every call first runs the auction clock
//! (`lot_clock::settle`).

mod auction;
mod changes;
mod common;
mod donations;
pub mod form;
mod goods;
mod lot_clock;
mod orders;
mod review;
pub mod seed;
pub mod store;
mod submit;
mod testing;
pub mod workflow;

use crate::http::area::{self, Area};
use crate::http::call_sets::{self, ChangeCalls, DraftCalls};
use crate::http::routes::Call;
use crate::http::Routes;
use crate::http::{bulk, get, get_or_post, post};
use actix_web::middleware::from_fn;
use changes::SaleGoods;
use submit::GoodsDrafts;

/// 义卖管理 (/SP): spec §6 gives it to roles 1, 2, 3 and 99 (role 4 only an order's detail).
pub static AREA: Area = Area {
    key: "SP",
    title: "义卖管理",
    roles: &[1, 2, 3, 99],
};

const PREFIX: &str = "/api/organization/thing";

/// The sale calls (`/api/organization/thing/…`), named as the contract names them.
pub fn routes(cfg: &mut Routes) {
    let p = |name: &str| format!("/{name}");
    // Role 4 opens an order's detail by link: this one call is outside the area's role gate
    // (registered first, at its full path, so the scope below never sees it).
    cfg.service(
        get(&format!("{PREFIX}/sale_order_detail"), orders::detail)
            .map(|r| r.wrap(from_fn(lot_clock::settle))),
    );
    cfg.scope(
        PREFIX,
        |s| area::gate(&AREA, s).wrap(from_fn(lot_clock::settle)),
        |cfg| {
            cfg.service(get_or_post(
                &p("can_use_thing_list"),
                goods::usable_projects,
            ))
            .service(get_or_post(&p("sale_list"), goods::list))
            .service(get_or_post(&p("sale_statistics"), goods::statistics))
            .service(get(&p("sale_detail"), goods::detail))
            .service(post(&p("pass_sale"), review::pass))
            .service(post(&p("return_sale"), review::return_sale))
            .service(post(
                &p("bulk_sale"),
                bulk::endpoint(vec![
                    bulk::by("pass", review::pass),
                    bulk::by("return", review::return_sale),
                ]),
            ))
            .service(post(&p("off_shelf_sale"), review::off_shelf))
            .service(post(&p("on_shelf_sale"), review::on_shelf))
            .service(post(&p("cancel_auction"), review::cancel_auction))
            .service(get_or_post(&p("auction_list"), auction::list))
            .service(get_or_post(
                &p("auction_list_statistics"),
                auction::statistics,
            ))
            .service(get(&p("bid_list"), auction::bids))
            .service(get_or_post(&p("sale_order_list"), orders::list))
            .service(get_or_post(&p("sale_order_statistics"), orders::statistics))
            .service(post(&p("ship_order"), orders::ship))
            .service(post(&p("complete_order"), orders::complete))
            .service(post(&p("cancel_order"), orders::cancel))
            .service(post(&p("refund_order"), orders::refund))
            .service(post(&p("export_sale"), orders::export))
            .service(get_or_post(&p("goods_donation_list"), donations::list))
            .service(get(&p("goods_donation_detail"), donations::detail))
            .service(post(&p("arrive_goods_donation"), donations::arrive))
            .service(post(&p("check_goods_donation"), donations::check))
            .service(post(&p("reject_goods_donation"), donations::reject))
            .service(post(&p("list_goods_donation"), donations::list_for_sale));
            call_sets::drafts::<GoodsDrafts>(
                cfg,
                DraftCalls {
                    add: "add_sale",
                    edit_draft: "draft_edit",
                    submit: "draft_submit",
                    delete: "draft_delete",
                    edit: "edit_sale",
                    bulk: "bulk_draft",
                },
            );
            call_sets::changes::<SaleGoods>(cfg, ChangeCalls::CHANGE);
        },
    );
}

/// Only in test mode: what arrives from the public shop — orders, payments, bids, goods sent —
/// and the clock moved for a lot.
pub fn test_mode_routes(cfg: &mut Routes) {
    let settled = |c: Call| c.map(|r| r.wrap(from_fn(lot_clock::settle)));
    cfg.service(settled(post("/__sandbox/sale_order", testing::order)))
        .service(settled(post("/__sandbox/sale_pay", testing::pay)))
        .service(settled(post("/__sandbox/sale_bid", testing::bid)))
        .service(settled(post(
            "/__sandbox/sale_auction_end",
            testing::auction_end,
        )))
        .service(settled(post(
            "/__sandbox/sale_lot_times",
            testing::lot_times,
        )))
        .service(settled(post(
            "/__sandbox/goods_donation",
            testing::goods_donation,
        )));
}
