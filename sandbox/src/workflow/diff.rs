//! The field-level diff of a change request, as every area's change page shows it: the changed
//! fields in the form's order, each with its label and its value before and after.

use serde_json::{json, Map, Value};

/// `[{field, label, before, after}]` for the fields of `changeable` that `changes` holds.
pub fn fields(
    changeable: &[(&str, &str)],
    changes: &Map<String, Value>,
    before: &Map<String, Value>,
) -> Vec<Value> {
    changeable
        .iter()
        .filter(|(f, _)| changes.contains_key(*f))
        .map(|(f, label)| {
            json!({"field": f, "label": label,
                   "before": before.get(*f).cloned().unwrap_or(Value::Null),
                   "after": changes.get(*f).cloned().unwrap_or(Value::Null)})
        })
        .collect()
}
