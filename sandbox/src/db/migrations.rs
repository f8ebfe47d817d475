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

/// Tables in an order that deletes children before parents (used by the test reset).
pub const TABLES_CHILD_FIRST: &[&str] = &[
    "activity_signins",
    "activity_signups",
    "activity_tag_links",
    "activity_tags",
    "sale_bids",
    "goods_donations",
    "wish_link_pushes",
    "wish_copy_targets",
    "wish_copywritings",
    "wish_link_items",
    "wish_links",
    "wish_claims",
    "micro_shares",
    "micro_auths",
    "project_pledges",
    "project_shares",
    "help_import_rows",
    "help_import_batches",
    "donations",
    "change_requests",
    "reports",
    "workflow_ignores",
    "workflow_logs",
    "help_cases",
    "pay_accounts",
    "auth_submissions",
    "oss_objects",
    "wishes",
    "sale_orders",
    "sale_goods",
    "activities",
    "messages",
    "sessions",
    "mobile_codes",
    "captchas",
    "micro_projects",
    "projects",
    "love_funds",
    "accounts",
    "orgs",
];
