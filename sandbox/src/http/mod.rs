//! The HTTP layer, the only code that knows actix: the `{code, msg, data}` envelope, sessions,
//! input parsing, paging and list answers, and the route helpers every area registers with
//! (`routes`, which records each route it registers).
//! Domain code (forms, rules, workflow tables) never imports it.

pub mod area;
pub mod body_write;
pub mod bulk;
pub mod call_sets;
pub mod changes;
pub mod detail;
pub mod drafts;
pub mod due;
pub mod envelope;
pub mod field_names;
pub mod follow_up_rows;
pub mod follow_ups;
pub mod input;
pub mod item_list;
pub mod list;
pub mod paging;
pub mod parent;
pub mod reports;
pub mod review;
pub mod review_calls;
pub mod routes;
pub mod row_actions;
pub mod session;

use envelope::{ApiError, ApiResult};
pub use routes::{get, get_or_post, post, Routes};

pub async fn not_found() -> ApiResult {
    Err(ApiError::NotFound)
}
