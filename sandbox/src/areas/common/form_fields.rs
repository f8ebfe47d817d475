//! A drafted item's form as a table of fields (help cases, projects): each field's JSON name,
//! column and kind, which is all the lenient draft save and the read-back of a stored row need
//! to know. The strict rules of a submission stay with each area.

use crate::areas::common::stored_form::StoredField;
use crate::rules::file_url::is_file_url;
use crate::rules::form::{int, parse_fen, sized, text};
use rusqlite::types::Value as Sql;
use serde_json::{Map, Value};

/// How an area drafts a field the kit cannot judge alone (an image list, a budget, rich text).
pub type OwnDraft = fn(&Map<String, Value>) -> Sql;

#[derive(Debug, Clone, Copy)]
pub enum Kind {
    /// Text of at most this many characters.
    Text(usize),
    /// An ID card number of at most this many characters, stored upper-cased (the check
    /// character X).
    IdCard(usize),
    /// A stored file's URL (a cover image) of at most this many characters.
    FileUrl(usize),
    Int,
    /// Yuan in, integer fen stored.
    Money,
    /// A JSON array stored as text (images, a budget).
    Json(OwnDraft),
    /// Rich text, sanitised by the area.
    Html(OwnDraft),
}

/// `(JSON name, column, kind)`, in the form's order.
pub type Field = (&'static str, &'static str, Kind);

/// A form ready to store: one `(column, value)` a field, in the table's order.
pub type Values = Vec<(&'static str, Sql)>;

/// The table as the read-back of a stored row wants it (`stored_form`).
pub fn stored_fields(fields: &'static [Field]) -> impl Iterator<Item = StoredField<'static>> {
    fields.iter().map(|&(name, column, kind)| {
        (
            name,
            column,
            matches!(kind, Kind::Money),
            matches!(kind, Kind::Json(_)),
        )
    })
}

/// The lenient draft save: only the title is required (2–50 characters, named `title_label`
/// in its message); every other field is kept when it fits its column (text within its
/// maximum, numbers as numbers, sums up to `max_fen`, valid file URLs) and stored empty
/// otherwise, so a half-filled form can always be saved.
pub fn draft(
    body: &Map<String, Value>,
    fields: &[Field],
    title_label: &str,
    max_fen: i64,
) -> Result<Values, String> {
    sized(&text(body, "title"), title_label, 2, 50)?;
    let fitting = |t: String, max: usize, ok: bool| {
        Sql::Text(if ok && t.chars().count() <= max {
            t
        } else {
            String::new()
        })
    };
    let values = fields.iter().map(|&(name, column, kind)| {
        let v = match kind {
            Kind::Text(max) => fitting(text(body, name), max, true),
            Kind::IdCard(max) => fitting(text(body, name).to_uppercase(), max, true),
            Kind::FileUrl(max) => {
                let t = text(body, name);
                let ok = t.is_empty() || is_file_url(&t);
                fitting(t, max, ok)
            }
            Kind::Int => int(body, name).map_or(Sql::Null, Sql::Integer),
            Kind::Money => body
                .get(name)
                .and_then(parse_fen)
                .filter(|f| *f <= max_fen)
                .map_or(Sql::Null, Sql::Integer),
            Kind::Json(own) | Kind::Html(own) => own(body),
        };
        (column, v)
    });
    Ok(values.collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use serde_json::json;

    const FIELDS: [Field; 2] = [
        ("title", "title", Kind::Text(50)),
        ("target_amount", "target_amount", Kind::Money),
    ];

    proptest! {
        /// A lenient draft keeps a sum exactly (yuan in, fen stored) when it is within the cap and
        /// stores nothing otherwise: a draft never holds a sum the form would refuse as too large.
        #[test]
        fn a_draft_keeps_a_sum_within_the_cap_exactly_and_never_one_above_it(
            yuan in 0i64..2_000_000,
            cents in 0i64..100,
            cap in 1i64..200_000_000,
        ) {
            let body = json!({ "title": "乡村助学", "target_amount": format!("{yuan}.{cents:02}") });
            let values = draft(body.as_object().unwrap(), &FIELDS, "标题", cap).unwrap();
            let stored = values.iter().find(|(c, _)| *c == "target_amount").map(|(_, v)| v.clone());
            let fen = yuan * 100 + cents;
            if fen <= cap {
                prop_assert_eq!(stored, Some(Sql::Integer(fen)));
            } else {
                prop_assert_eq!(stored, Some(Sql::Null));
            }
        }
    }
}
