//! Joint-donation micro projects (联合劝募微项目, `/api/organization/SJM/`, issue 18): small
//! fundraising projects under a donation project or a pool, opened by the super admin, run by
//! an organisation or a micro organisation, reviewed by the platform; their progress reports
//! (verified by the platform or the partner of their province), change requests, donations
//! (counted into the parent's raised amount), and the micro-organisation authentication. The
//! drafts, reports and change requests are the kit's calls; this area says what differs.

pub mod auth;
pub(crate) mod common;
pub mod donations;
mod followups;
pub mod form;
mod pickers;
mod projects;
pub mod seed;
pub mod store;
mod submit;
pub mod workflow;

use common::Micro;
use submit::MicroDrafts;

use crate::areas::common::decision_routes::{decision_routes, DecisionCalls};
use crate::areas::common::fundraising::money_calls;
use crate::http::area::{self, Area};
use crate::http::call_sets::{self, ChangeCalls, ReportCalls};
use crate::http::changes as change_calls;
use crate::http::envelope::{ApiError, ApiResult};
use crate::http::input::Query;
use crate::http::session::CurrentUser;
use crate::http::Routes;
use crate::http::{bulk, drafts, follow_ups, get, post, reports};
use crate::state::AppState;
use actix_web::middleware::from_fn;
use actix_web::web;

/// 联合劝募 (/SJM): spec §6 gives it to roles 1, 2, 3, 4 and 99.
pub static AREA: Area = Area {
    key: "SJM",
    title: "联合劝募",
    roles: &[1, 2, 3, 4, 99],
};

/// `process_list` is for 2, 3, 4 and 99 (spec §6 `processMList`); role 1 reads its reports on
/// the micro project's detail.
async fn process_list(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    if !matches!(user.role, 2 | 3 | 4 | 99) {
        return Err(ApiError::bad("无权查看项目进展"));
    }
    follow_ups::list::<reports::Rows<Micro>>(state, user, q).await
}

/// The change detail with its diff is the reviewers' page (`mprojectVerifyChangeDetail`: 2, 99).
async fn change_detail(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    crate::http::review::reviewer(&workflow::CHANGE, &user)?;
    follow_ups::detail::<change_calls::Rows<Micro>>(state, user, q).await
}

/// The micro-project calls, named as the contract names them. Every call first ends the
/// fundraising of micro projects whose window is over.
pub fn routes(cfg: &mut Routes) {
    let p = |name: &str| format!("/{name}");
    cfg.scope(
        "/api/organization/SJM",
        |s| area::gate(&AREA, s).wrap(from_fn(end_due)),
        |cfg| {
            cfg.service(get(&p("parent_list"), pickers::parents))
                .service(get(&p("org_options"), pickers::org_options))
                .service(get(&p("project_list"), projects::list))
                .service(get(&p("project_detail"), projects::detail))
                .service(get(&p("draft_box_list"), projects::drafts))
                .service(post(&p("add_project"), projects::create))
                .service(post(
                    &p("draft_box_edit"),
                    drafts::edit_draft::<MicroDrafts>,
                ))
                .service(post(
                    &p("draft_box_submit"),
                    drafts::submit_draft::<MicroDrafts>,
                ))
                .service(post(&p("draft_box_delete"), projects::delete))
                .service(post(&p("edit_project"), drafts::edit::<MicroDrafts>))
                .service(get(&p("verify_list"), projects::verify_list))
                .service(post(
                    &p("bulk_draft_box"),
                    bulk::endpoint(vec![bulk::by("delete", projects::delete)]),
                ))
                .service(post(&p("finish_project"), projects::finish))
                .service(get(&p("process_list"), process_list))
                .service(get(&p("change_detail"), change_detail))
                .service(get(&p("auth_info"), auth::info))
                .service(post(&p("auth_submit"), auth::submit))
                .service(get(&p("auth_list"), auth::list))
                .service(get(&p("auth_detail"), auth::detail));
            let decisions = (projects::pass, projects::return_project);
            decision_routes(cfg, DecisionCalls::of("project"), decisions, Vec::new());
            let auth_calls = DecisionCalls::named("auth_pass", "auth_return", "bulk_auth");
            decision_routes(cfg, auth_calls, (auth::pass, auth::return_auth), Vec::new());
            money_calls::routes::<donations::Donations>(cfg);
            call_sets::reports_but_list::<Micro>(cfg, ReportCalls::PROCESS);
            call_sets::changes_but_detail::<Micro>(cfg, ChangeCalls::CHANGE);
        },
    );
}

/// Middleware of the area's scope: micro projects whose window is over end (a failure is
/// logged, never answered).
async fn end_due(
    req: actix_web::dev::ServiceRequest,
    next: actix_web::middleware::Next<impl actix_web::body::MessageBody>,
) -> Result<actix_web::dev::ServiceResponse<impl actix_web::body::MessageBody>, actix_web::Error> {
    if let Some(state) = req.app_data::<web::Data<AppState>>() {
        let state = state.clone();
        if let Err(e) = state
            .db
            .run(|conn| Ok(common::end_due(conn, crate::clock::now())?))
            .await
        {
            tracing::error!(error = ?e, "ending overdue micro fundraising failed");
        }
    }
    next.call(req).await
}
