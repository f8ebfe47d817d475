//! The areas of the platform, one folder each (the console's areas: /SZ help cases, /config
//! organisation management, …). Each folder holds its routes (`pub fn routes`), workflow table,
//! forms, store and seed; `routes` composes them. Shared code lives in `http`, `rules` and
//! `workflow`.

pub mod account;
pub mod activity;
pub mod common;
pub mod config;
pub mod dashboard;
pub mod data;
pub mod help;
pub mod messages;
pub mod micro_project;
pub mod project;
pub mod sale;
pub mod testing;
pub mod upload;
pub mod wish;

use crate::http::Routes;
#[cfg(test)]
use crate::workflow::Table;

/// Every workflow table of every area (the engine's tests run over all of them).
#[cfg(test)]
pub static WORKFLOWS: [&Table; 23] = [
    &help::workflow::CASE,
    &help::workflow::PROGRESS,
    &help::workflow::CHANGE,
    &config::workflow::AUTH,
    &project::workflow::PROJECT,
    &project::workflow::PROGRESS,
    &project::workflow::END_REPORT,
    &project::workflow::CHANGE,
    &micro_project::workflow::MICRO,
    &micro_project::workflow::PROGRESS,
    &micro_project::workflow::CHANGE,
    &micro_project::workflow::AUTH,
    &wish::workflow::WISH,
    &wish::workflow::CLAIM,
    &wish::workflow::CHANGE,
    &activity::workflow::ACTIVITY,
    &activity::workflow::APPLY,
    &activity::workflow::CHANGE,
    &sale::workflow::GOODS,
    &sale::workflow::LOT,
    &sale::workflow::ORDER,
    &sale::workflow::DONATION,
    &sale::workflow::CHANGE,
];

pub fn routes(cfg: &mut Routes, test_mode: bool) {
    cfg.configure(account::routes)
        .configure(common::routes)
        .configure(messages::routes)
        .configure(upload::routes)
        .configure(config::routes)
        .configure(help::routes)
        // Before /SJ: it holds `SJ/activity_can_use_project`.
        .configure(activity::routes)
        .configure(project::routes)
        .configure(micro_project::routes)
        .configure(wish::routes)
        .configure(sale::routes)
        .configure(data::routes)
        .configure(dashboard::routes)
        .configure(testing::routes);
    if test_mode {
        cfg.configure(testing::test_mode_routes)
            .configure(wish::test_mode_routes)
            .configure(activity::test_mode_routes)
            .configure(sale::test_mode_routes);
    }
}
