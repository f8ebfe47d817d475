//! The one change-request diff (issue 41): every area with change requests checks the requested
//! fields with its own rules and keeps, through `Diff`, those that differ from the item as it is
//! now: the columns a pass writes, and each changed field after and before (what the reviewer
//! sees). The areas differ only in their rules, never in how a diff is built or written.

use crate::http::envelope::ApiError;
use rusqlite::types::Value as Sql;
use rusqlite::{params, Connection};
use serde_json::{Map, Value};

/// Field name → value, in the form's JSON shape.
pub type Fields = Map<String, Value>;

/// A changed field as an area's rule gives it: the column it is stored in, the value stored
/// there, and the value as the answers show it.
type Checked = (&'static str, Sql, Value);

/// The fields of a request that differ from the item, as an area's rules check them: the
/// columns to write and each changed field after and before.
#[derive(Debug, Default)]
pub struct Diff {
    pub writes: Vec<(&'static str, Sql)>,
    pub after: Fields,
    pub before: Fields,
}

impl Diff {
    /// Each of `fields` (in their order) that `requested` names, checked by the area's `rule`,
    /// kept when it differs from the item's `current` value. The first refused field stops.
    pub fn of(
        fields: &'static [(&'static str, &'static str)],
        requested: &Fields,
        current: &Fields,
        mut rule: impl FnMut(&'static str) -> Result<Checked, ApiError>,
    ) -> Result<Diff, ApiError> {
        let mut diff = Diff::default();
        for (field, _) in fields {
            if !requested.contains_key(*field) {
                continue;
            }
            let (column, value, after) = rule(field)?;
            let was = current.get(*field).cloned().unwrap_or(Value::Null);
            diff.add(field, (column, value), after, was);
        }
        Ok(diff)
    }

    /// Keeps `field` (stored in `column` as `value`, answered as `after`) when it differs from
    /// the item's current `was`.
    pub fn add(
        &mut self,
        field: &str,
        (column, value): (&'static str, Sql),
        after: Value,
        was: Value,
    ) {
        if after != was {
            self.writes.push((column, value));
            self.after.insert(field.to_owned(), after);
            self.before.insert(field.to_owned(), was);
        }
    }

    /// Whether a changed field is `field`.
    pub fn changes(&self, field: &str) -> bool {
        self.after.contains_key(field)
    }

    /// Writes the changed columns to item `id` of `table` (a pass), or refuses an empty change.
    pub fn write(self, conn: &Connection, table: &str, id: i64, now: i64) -> Result<(), ApiError> {
        if self.writes.is_empty() {
            return Err(ApiError::bad("请至少修改一项内容"));
        }
        write_columns(conn, table, id, self.writes, now)
    }
}

/// Writes `columns` to item `id` of `table`, each with the item's `updated_at`. The columns
/// come from an area's fixed list, never from a stored request's keys.
pub fn write_columns(
    conn: &Connection,
    table: &str,
    id: i64,
    columns: impl IntoIterator<Item = (&'static str, Sql)>,
    now: i64,
) -> Result<(), ApiError> {
    for (column, value) in columns {
        conn.execute(
            &format!("UPDATE {table} SET {column} = ?1, updated_at = ?2 WHERE id = ?3"),
            params![value, now, id],
        )?;
    }
    Ok(())
}
