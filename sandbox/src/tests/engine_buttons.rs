//! The buttons every workflow table can offer, as the console knows them (issue 41):
//! `frontend/src/components/kit/engineButtons.json` lists each table's button names, and the
//! console's `engineButtons.test.ts` checks that every one has a button on the area's pages and
//! that no page draws a button no table offers. This test keeps the file true to the tables.

use crate::areas::{activity, config, help, micro_project, project, sale, wish};
use crate::workflow::Table;
use std::collections::BTreeMap;

const CONSOLE: &str = include_str!("../../../frontend/src/components/kit/engineButtons.json");

/// Every workflow table of the sandbox.
fn tables() -> [&'static Table; 23] {
    [
        &help::workflow::CASE,
        &help::workflow::PROGRESS,
        &help::workflow::CHANGE,
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
        &config::workflow::AUTH,
    ]
}

/// Each table's subject and the button names its steps offer, sorted.
fn buttons() -> BTreeMap<&'static str, Vec<&'static str>> {
    tables()
        .iter()
        .map(|t| {
            let mut names: Vec<&str> = t.steps.iter().filter_map(|s| s.button).collect();
            names.sort_unstable();
            names.dedup();
            (t.subject, names)
        })
        .collect()
}

#[test]
fn the_consoles_list_of_engine_buttons_is_every_tables_buttons() {
    let expected = serde_json::to_string_pretty(&buttons()).expect("serialises") + "\n";
    assert_eq!(
        CONSOLE, expected,
        "frontend/src/components/kit/engineButtons.json is stale; write this into it:\n{expected}"
    );
}

#[test]
fn every_table_is_listed_once() {
    assert_eq!(
        buttons().len(),
        tables().len(),
        "two tables share a subject"
    );
}
