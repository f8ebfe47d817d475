//! The states of every workflow table, as the console knows them (issue 41):
//! `frontend/src/components/kit/engineStates.json` maps each table's state labels to their
//! numbers, so a page that shows something in one state (a return reason, a draft's own link)
//! names the state (`inState('help_case', c.status, '已退回')`) instead of comparing a raw
//! number. This test keeps the file true to the tables.

use crate::areas::WORKFLOWS;
use serde_json::{Map, Value};

const CONSOLE: &str = include_str!("../../../frontend/src/components/kit/engineStates.json");

/// Each table's subject and its states, label to number, in the table's order.
fn states() -> Map<String, Value> {
    let mut out = Map::new();
    for t in WORKFLOWS.iter() {
        let mut table = Map::new();
        for (state, label) in t.states {
            table.insert((*label).to_owned(), Value::from(*state));
        }
        out.insert(t.subject.to_owned(), Value::Object(table));
    }
    out
}

#[test]
fn the_consoles_list_of_engine_states_is_every_tables_states() {
    let expected = serde_json::to_string_pretty(&states()).expect("serialises") + "\n";
    assert_eq!(
        CONSOLE, expected,
        "frontend/src/components/kit/engineStates.json is stale; write this into it:\n{expected}"
    );
}

#[test]
fn no_table_gives_two_states_one_label() {
    for t in WORKFLOWS.iter() {
        let mut labels: Vec<&str> = t.states.iter().map(|(_, l)| *l).collect();
        labels.sort_unstable();
        labels.dedup();
        assert_eq!(
            labels.len(),
            t.states.len(),
            "{} repeats a state label",
            t.subject
        );
    }
}
