//! Activities (公益活动, `/api/organization/activity/`, issue 20): volunteer and charity
//! activities of an organisation, reviewed by the platform before they are published; the
//! sign-up form each designs, the sign-ups (individual and team, places never oversold) and
//! their review, sign-ins with hours served, donations to a linked project, tags, statistics,
//! change requests and the export. Forms and workflow tables are pure; the handlers are thin.

mod activities;
mod changes;
mod common;
mod donations;
pub mod exports;
pub mod fields;
pub mod form;
pub mod seed;
mod signins;
mod signups;
pub mod store;
mod submit;
mod tags;
mod testing;
pub mod workflow;

use crate::http::area::{self, Area};
use crate::http::call_sets::{self, ChangeCalls, DraftCalls};
use crate::http::Routes;
use crate::http::{bulk, get, get_or_post, post};
use changes::Activities;
use submit::ActivityDrafts;

pub use crate::labels::label_of;

/// 活动管理 (/SX): spec §6 gives it to roles 1, 2, 3 and 99.
pub static AREA: Area = Area {
    key: "SX",
    title: "活动管理",
    roles: &[1, 2, 3, 99],
};

/// `activity_cate`: fixed (ids are stored on the activity, so they never change).
pub const CATES: [(i64, &str); 8] = [
    (1, "助学支教"),
    (2, "扶老助残"),
    (3, "环境保护"),
    (4, "社区服务"),
    (5, "应急救援"),
    (6, "文化体育"),
    (7, "医疗健康"),
    (8, "其他"),
];

/// Activity `kind`.
pub const KINDS: [(i64, &str); 2] = [(1, "志愿服务活动"), (2, "公益募捐活动")];

/// The activity calls (`/api/organization/activity/…`), named as the contract names them, and
/// `SJ/activity_can_use_project` (registered before the /SJ scope, which would otherwise
/// answer its prefix).
pub fn routes(cfg: &mut Routes) {
    let p = |name: &str| format!("/{name}");
    cfg.scope(
        "/api/organization/SJ/activity_can_use_project",
        |s| area::gate(&AREA, s),
        |cfg| {
            cfg.service(get_or_post("", donations::usable_projects));
        },
    );
    cfg.scope(
        "/api/organization/activity",
        |s| area::gate(&AREA, s),
        |cfg| {
            cfg.service(get_or_post(&p("activity_cate"), tags::cates))
                .service(get_or_post(&p("tag_list"), tags::list))
                .service(post(&p("add_tag"), tags::add))
                .service(post(&p("del_tag"), tags::delete))
                .service(get_or_post(&p("activity_list"), activities::list))
                .service(get_or_post(&p("issue_list"), activities::issue_list))
                .service(get_or_post(&p("draft_box_list"), activities::drafts))
                .service(get(&p("activity_detail"), activities::detail))
                .service(get_or_post(
                    &p("activity_list_statistics"),
                    activities::statistics,
                ))
                .service(post(&p("pass_activity"), activities::pass))
                .service(post(&p("return_activity"), activities::return_activity))
                .service(post(
                    &p("bulk_activity"),
                    bulk::endpoint(vec![
                        bulk::by("pass", activities::pass),
                        bulk::by("return", activities::return_activity),
                    ]),
                ))
                .service(post(&p("cancel_activity"), activities::cancel))
                .service(post(&p("check_form"), signups::check_form))
                .service(get_or_post(&p("activity_apply_list"), signups::list))
                .service(get(&p("apply_detail"), signups::detail))
                .service(post(&p("pass_apply"), signups::pass))
                .service(post(&p("return_apply"), signups::return_apply))
                .service(get_or_post(&p("activity_sign_list"), signins::list))
                .service(post(&p("sign_in"), signins::sign_in))
                .service(post(&p("sign_out"), signins::sign_out))
                .service(get_or_post(&p("donate_list"), donations::list))
                .service(get_or_post(
                    &p("public_benefit_activity"),
                    donations::public_benefit,
                ))
                .service(post(&p("export_activity"), exports::export));
            call_sets::drafts::<ActivityDrafts>(
                cfg,
                DraftCalls::draft_box("add_activity", "edit_activity"),
            );
            call_sets::changes::<Activities>(cfg, ChangeCalls::CHANGE);
        },
    );
}

/// Only in test mode: sign-ups, cancellations, sign-ins and donations arriving from the public
/// H5 page.
pub fn test_mode_routes(cfg: &mut Routes) {
    cfg.service(post("/__sandbox/activity_signup", testing::signup))
        .service(post(
            "/__sandbox/activity_signup_cancel",
            testing::cancel_signup,
        ))
        .service(post("/__sandbox/activity_signin", testing::signin))
        .service(post("/__sandbox/activity_donation", testing::donation));
}
