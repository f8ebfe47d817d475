//! Columns an answer passes on as they are stored: each read under its SQL name (the column's
//! own, or its `AS` name) with its stored value, so a row function spells out only the fields
//! it derives (labels, yuan, masked names) instead of restating every plain column.

use rusqlite::types::{Type, ValueRef};
use rusqlite::Row;
use serde_json::{Map, Value};

/// Columns `cols` of `r`, each under its SQL name: an integer, a text or null.
pub fn stored_columns(
    r: &Row<'_>,
    cols: impl IntoIterator<Item = usize>,
) -> rusqlite::Result<Map<String, Value>> {
    let mut out = Map::new();
    for i in cols {
        let name = r.as_ref().column_name(i)?.to_owned();
        let value = match r.get_ref(i)? {
            ValueRef::Null => Value::Null,
            ValueRef::Integer(n) => n.into(),
            ValueRef::Real(x) => x.into(),
            ValueRef::Text(t) => String::from_utf8_lossy(t).into_owned().into(),
            ValueRef::Blob(_) => {
                return Err(rusqlite::Error::InvalidColumnType(i, name, Type::Blob))
            }
        };
        out.insert(name, value);
    }
    Ok(out)
}
