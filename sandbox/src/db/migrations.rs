//! Versioned schema changes, tracked in `PRAGMA user_version`: the numbered files of
//! `sandbox/migrations/`, applied in order. Append only: never edit a released file, add the
//! next one.

use rusqlite::Connection;

/// `(version, SQL)`: the version is the number the file name starts with.
const STEPS: &[(i64, &str)] = &[
    (1, include_str!("../../migrations/0001_foundation.sql")),
    (2, include_str!("../../migrations/0002_oss_objects.sql")),
    (3, include_str!("../../migrations/0003_export_areas.sql")),
    (4, include_str!("../../migrations/0004_org_management.sql")),
    (5, include_str!("../../migrations/0005_help_cases.sql")),
    (6, include_str!("../../migrations/0006_message_links.sql")),
    (
        7,
        include_str!("../../migrations/0007_shared_workflow_tables.sql"),
    ),
    (8, include_str!("../../migrations/0008_projects.sql")),
    (9, include_str!("../../migrations/0009_micro_projects.sql")),
    (10, include_str!("../../migrations/0010_micro_wishes.sql")),
    (11, include_str!("../../migrations/0011_activities.sql")),
    (12, include_str!("../../migrations/0012_charity_sales.sql")),
    (13, include_str!("../../migrations/0013_data_centre.sql")),
    (14, include_str!("../../migrations/0014_one_money_rule.sql")),
];

/// Applies every step newer than the database's `user_version`, each in its own transaction.
pub fn run(conn: &mut Connection) -> rusqlite::Result<()> {
    run_to(conn, i64::MAX)
}

/// Applies the steps newer than the database's `user_version` up to `last` (tests build
/// databases at an older schema with it).
pub fn run_to(conn: &mut Connection, last: i64) -> rusqlite::Result<()> {
    let current: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
    for &(version, sql) in STEPS {
        if version <= current || version > last {
            continue;
        }
        let tx = conn.transaction()?;
        tx.execute_batch(sql)?;
        tx.pragma_update(None, "user_version", version)?;
        tx.commit()?;
    }
    Ok(())
}

/// Empties every table the migrations made, inside the caller's transaction (the test reset).
/// The tables come from the schema itself, so a new area's migration needs no line here; the
/// foreign keys are checked at commit, when every table is empty, so the order does not matter.
pub fn empty_every_table(tx: &rusqlite::Transaction<'_>) -> rusqlite::Result<()> {
    tx.pragma_update(None, "defer_foreign_keys", true)?;
    let tables: Vec<String> = tx
        .prepare(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
        )?
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    for table in tables {
        tx.execute(&format!("DELETE FROM \"{table}\""), [])?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emptying_every_table_reaches_a_table_no_list_names_and_keeps_the_foreign_keys() {
        let mut conn = Connection::open_in_memory().expect("opens");
        conn.pragma_update(None, "foreign_keys", true).expect("on");
        run(&mut conn).expect("migrates");
        crate::seed::seed(&conn, 1_700_000_000).expect("seeds every area");
        conn.execute_batch(
            "CREATE TABLE later_area_rows (id INTEGER PRIMARY KEY, org_id INTEGER NOT NULL REFERENCES orgs(id));
             INSERT INTO later_area_rows (org_id) SELECT id FROM orgs;",
        )
        .expect("a later area's table whose rows point at the organisations");
        let tx = conn.transaction().expect("begins");
        empty_every_table(&tx).expect("empties");
        tx.commit()
            .expect("commits: no row is left pointing at a deleted parent");
        for table in ["orgs", "accounts", "projects", "later_area_rows"] {
            let n: i64 = conn
                .query_row(&format!("SELECT COUNT(*) FROM {table}"), [], |r| r.get(0))
                .expect("counts");
            assert_eq!(n, 0, "{table}");
        }
        let fk_on: bool = conn
            .pragma_query_value(None, "foreign_keys", |r| r.get(0))
            .expect("reads");
        assert!(fk_on, "foreign keys stay enforced after the reset");
    }
}
