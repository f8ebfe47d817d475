//! The dashboard's "what needs doing" (`GET /api/organization/dashboard/todo`, issue 22), for
//! every logged-in role: no area gate, each group is limited by role and organisation inside.

mod drafts;
pub mod filters;
mod kinds;
mod soon;
pub mod todo;

use crate::http::get;
use crate::http::Routes;

pub fn routes(cfg: &mut Routes) {
    cfg.service(get("/api/organization/dashboard/todo", todo::todo));
}
