//! The data centre (数据中心, `/api/organization/data/`, issue 22): figures over every area's
//! money, computed from the shared `donations` table through one ledger (`ledger.rs`), for
//! roles 2 and 99 (everything) and 3 (its own province); roles 1 and 4 are refused by the
//! area's gate. The dashboard's key figures (`areas/dashboard`) are the same computation.

mod export;
pub mod figures;
pub mod ledger;
mod overview;
pub mod query;
pub mod seed;
pub mod tables;

use crate::http::area::{self, Area};
use crate::http::Routes;
use crate::http::{get, post};

/// 数据中心: spec §6 gives it to roles 2, 3 and 99.
pub static AREA: Area = Area {
    key: "dataCenter",
    title: "数据中心",
    roles: &[2, 3, 99],
};

pub fn routes(cfg: &mut Routes) {
    cfg.scope(
        "/api/organization/data",
        |s| area::gate(&AREA, s),
        |cfg| {
            cfg.service(get("/overview", overview::overview))
                .service(post("/export", export::export));
        },
    );
}
