//! Calls every area shares: the organisation header, the project selectors, the love funds,
//! and what the areas' exports share (each area serves its own export).

pub mod decision_routes;
pub mod exports;
pub mod facts;
#[cfg(test)]
pub mod form_cases;
pub mod form_fields;
pub mod form_rows;
pub mod fundraising;
pub mod options;
pub mod org;
pub mod paid;
pub mod projects;
mod selectors;
pub mod stored_columns;
pub mod stored_form;
pub mod submit_rule;
pub mod target_rule;

pub use exports::{bad_table, MAX_BULK_ROWS};

use crate::http::get;
use crate::http::Routes;

pub fn routes(cfg: &mut Routes) {
    cfg.service(get("/api/organization/message/get_now_msg", org::now_msg))
        .service(get("/api/common/get_org", org::get_org))
        .service(get("/sandbox-files/avatar/{file}", org::avatar))
        .service(get("/sandbox-files/agreement.html", org::agreement))
        .service(get(
            "/api/organization/common/project_list",
            projects::project_list,
        ))
        .service(get(
            "/api/organization/common/little_project_list",
            projects::little_project_list,
        ))
        .service(get("/api/common/get_love_fund", projects::love_funds))
        .service(get(
            "/api/organization/common/initiator_list",
            selectors::initiators,
        ))
        .service(get(
            "/api/organization/common/project_list_v2",
            selectors::projects_v2,
        ));
}
