//! Test support for the forms' rule tables: each case edits one field of a valid form (a null
//! value removes it) and expects the form's first refusal to be the case's message.

use serde_json::{Map, Value};

/// One form edit, as `first_error` applies it to a valid form.
pub type Edit<'a> = &'a dyn Fn(&mut Map<String, Value>);

/// Asserts every `(field, value, message)` case; `first_error` answers the first refusal of
/// the valid form after an edit (empty when it passes).
pub fn assert_cases(cases: &[(&str, Value, &str)], first_error: impl Fn(Edit<'_>) -> String) {
    for (field, value, msg) in cases {
        let got = first_error(&|f: &mut Map<String, Value>| {
            if value.is_null() {
                f.remove(*field);
            } else {
                f.insert((*field).into(), value.clone());
            }
        });
        assert_eq!(got, *msg, "{field}");
    }
}
