//! `POST /__sandbox/project_donation` — the one test-mode donation call of the two
//! fundraising-project areas: a body naming a micro project (or refunding a micro project's
//! donation) goes to /SJM, every other to /SJ. It lives here, above both areas, so neither
//! area calls the other (issue 41).

use crate::areas::{micro_project, project};
use crate::http::envelope::ApiResult;
use crate::http::input::Body;
use crate::rules::form::int;
use crate::state::AppState;
use actix_web::web;
use rusqlite::OptionalExtension;

pub async fn project_donation(state: web::Data<AppState>, body: Body) -> ApiResult {
    let body = body.into_inner();
    let refunds_micro = match int(&body, "refund_of") {
        Some(d) => {
            state
                .db
                .run_long(move |c| {
                    Ok(c.query_row(
                        "SELECT subject = 'micro_project' FROM donations WHERE id = ?1",
                        [d],
                        |r| r.get::<_, bool>(0),
                    )
                    .optional()?
                    .unwrap_or(false))
                })
                .await?
        }
        None => false,
    };
    if body.contains_key("micro_project_id") || refunds_micro {
        micro_project::donations::test_donation(state, body).await
    } else {
        project::donations::test_donation(state, body).await
    }
}
