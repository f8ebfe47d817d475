//! How a drafted item's row is written (help cases, projects, micro projects): the form's
//! columns as the area's rules checked them, then the row's own; a draft (state 0) has no
//! `submitted_at`, and a resubmission keeps the first one (the claim pool's order is stable).

use rusqlite::types::Value as Sql;
use rusqlite::{params_from_iter, Connection};

/// Column → value, in the order written.
pub type Columns = Vec<(&'static str, Sql)>;

/// A drafted item's table: its name and how a checked form's columns are stored. The draft
/// box, the import and the seed all write through `insert::<T>` and `update::<T>`.
pub trait FormTable {
    const TABLE: &'static str;

    /// The columns written for a form's `values` (as given, unless the area adds some).
    fn stored(values: &[(&'static str, Sql)]) -> Columns {
        values.to_vec()
    }
}

/// Inserts `T`'s row for the form `values`, owned by `org_id`, in `status`.
pub fn insert<T: FormTable, V: AsRef<[(&'static str, Sql)]>>(
    conn: &Connection,
    org_id: i64,
    status: i64,
    values: &V,
    created_by: Option<i64>,
    now: i64,
) -> rusqlite::Result<i64> {
    let columns = T::stored(values.as_ref());
    insert_columns(conn, T::TABLE, columns, org_id, status, created_by, now)
}

/// Replaces the form of `T`'s row `id` by `values` and moves it to `status`.
pub fn update<T: FormTable, V: AsRef<[(&'static str, Sql)]>>(
    conn: &Connection,
    id: i64,
    status: i64,
    values: &V,
    now: i64,
) -> rusqlite::Result<()> {
    update_columns(conn, T::TABLE, id, T::stored(values.as_ref()), status, now)
}

/// Inserts into `table` the `columns`, then the owner, `status`, who made it and when.
pub fn insert_columns(
    conn: &Connection,
    table: &str,
    mut columns: Columns,
    org_id: i64,
    status: i64,
    created_by: Option<i64>,
    now: i64,
) -> rusqlite::Result<i64> {
    columns.extend([
        ("org_id", org_id.into()),
        ("status", status.into()),
        ("created_by", created_by.into()),
        ("submitted_at", (status != 0).then_some(now).into()),
        ("created_at", now.into()),
        ("updated_at", now.into()),
    ]);
    let (names, values): (Vec<&str>, Vec<Sql>) = columns.into_iter().unzip();
    let marks = vec!["?"; names.len()].join(", ");
    conn.execute(
        &format!(
            "INSERT INTO {table} ({}) VALUES ({marks})",
            names.join(", ")
        ),
        params_from_iter(values),
    )?;
    Ok(conn.last_insert_rowid())
}

/// Replaces the `columns` of row `id` of `table` and moves it to `status`; leaving a draft
/// stamps `submitted_at`, going back to one clears it.
fn update_columns(
    conn: &Connection,
    table: &str,
    id: i64,
    columns: Columns,
    status: i64,
    now: i64,
) -> rusqlite::Result<()> {
    let sets: Vec<String> = columns.iter().map(|(c, _)| format!("{c} = ?")).collect();
    let sql = format!(
        "UPDATE {table} SET {}, status = ?, updated_at = ?,
                submitted_at = CASE WHEN ? = 0 THEN NULL ELSE COALESCE(submitted_at, ?) END
          WHERE id = ?",
        sets.join(", ")
    );
    let mut values: Vec<Sql> = columns.into_iter().map(|(_, v)| v).collect();
    values.extend([
        status.into(),
        now.into(),
        status.into(),
        now.into(),
        id.into(),
    ]);
    conn.execute(&sql, params_from_iter(values))?;
    Ok(())
}
