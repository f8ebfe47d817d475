//! The buttons every workflow table can offer, as the console knows them (issue 41):
//! `frontend/src/components/kit/engineButtons.json` lists each table's button names, and the
//! console's `engineButtons.test.ts` checks that every one has a button on the area's pages and
//! that no page draws a button no table offers. This test keeps the file true to the tables.

use crate::areas::WORKFLOWS;
use std::collections::BTreeMap;

const CONSOLE: &str = include_str!("../../../frontend/src/components/kit/engineButtons.json");

/// Each table's subject and the button names its steps offer, sorted.
fn buttons() -> BTreeMap<&'static str, Vec<&'static str>> {
    WORKFLOWS
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
        WORKFLOWS.len(),
        "two tables share a subject"
    );
}
