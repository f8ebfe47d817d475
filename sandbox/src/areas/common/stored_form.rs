//! An item's stored row read back as the form it was saved from: what a draft box submits
//! when a call sends no form, and the form a detail shows.

use rusqlite::types::Value as Sql;
use rusqlite::Connection;
use serde_json::{json, Map, Value};

/// One form field as stored: its name in the form, its column, whether it is money (fen
/// stored, yuan in the form) and whether it is JSON text (images, a budget: an array in the
/// form).
pub type StoredField<'a> = (&'a str, &'a str, bool, bool);

/// Row `id` of `table` as the form: money in yuan, JSON text parsed (`[]` when unreadable),
/// other text and integers as they are, anything else null.
pub fn stored_form<'a>(
    conn: &Connection,
    table: &str,
    id: i64,
    fields: impl IntoIterator<Item = StoredField<'a>>,
) -> rusqlite::Result<Map<String, Value>> {
    let fields: Vec<StoredField> = fields.into_iter().collect();
    let select: Vec<&str> = fields.iter().map(|f| f.1).collect();
    let values: Vec<Sql> = conn.query_row(
        &format!("SELECT {} FROM {table} WHERE id = ?1", select.join(", ")),
        [id],
        |r| (0..fields.len()).map(|i| r.get::<_, Sql>(i)).collect(),
    )?;
    let mut out = Map::new();
    for ((name, _, money, json_text), v) in fields.into_iter().zip(values) {
        let value = match v {
            Sql::Integer(i) if money => Value::String(crate::rules::money::yuan(i)),
            Sql::Integer(i) => Value::from(i),
            Sql::Text(t) if json_text => serde_json::from_str(&t).unwrap_or(json!([])),
            Sql::Text(t) => Value::String(t),
            _ => Value::Null,
        };
        out.insert(name.to_owned(), value);
    }
    Ok(out)
}
