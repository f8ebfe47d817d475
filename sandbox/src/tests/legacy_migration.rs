//! A database at the schema before the shared workflow tables (version 5, as the code before
//! issue 16 created it) opens, migrates, and answers every help call exactly as a database
//! created at today's schema with the same rows: no case, log, change request, progress report
//! or donation is lost or altered on the way.

use super::calls::items;
use super::{spawn_app, TestApp, TestService};
use crate::app;
use crate::db::{migrations, FILE_NAME};
use actix_web::test;
use rusqlite::Connection;
use serde_json::Value;

/// The help tables of version 5, each filled from the help rows of its shared table of today.
const OLD_HELP_TABLES: [(&str, &str); 5] = [
    (
        "help_case_logs (id, help_id, action, operator_id, reason, at)",
        "SELECT id, item_id, action, operator_id, reason, at FROM new.workflow_logs WHERE subject = 'help_case'",
    ),
    (
        "help_ignores (help_id, account_id, at)",
        "SELECT item_id, account_id, at FROM new.workflow_ignores WHERE subject = 'help_case'",
    ),
    (
        "help_issues (id, help_id, reason, changes, before, status, return_reason, created_by, created_at, reviewed_by, reviewed_at)",
        "SELECT id, item_id, reason, changes, before, status, return_reason, created_by, created_at, reviewed_by, reviewed_at FROM new.change_requests WHERE subject = 'help_case'",
    ),
    (
        "help_progress (id, help_id, title, content, images, amount_used_fen, status, reason, created_by, created_at, updated_at, reviewed_by, reviewed_at)",
        "SELECT id, item_id, title, content, images, amount_used_fen, status, reason, created_by, created_at, updated_at, reviewed_by, reviewed_at FROM new.reports WHERE subject = 'help_case'",
    ),
    (
        "help_orders (id, order_no, help_id, donor_name, anonymous, amount_fen, pay_method, pay_status, need_bill, bill_status, bill_title, bill_tax_no, bill_receiver, bill_phone, bill_address, bill_email, message, paid_at, created_at)",
        "SELECT id, order_no, item_id, donor_name, anonymous, amount_fen, pay_method, pay_status, need_bill, bill_status, bill_title, bill_tax_no, bill_receiver, bill_phone, bill_address, bill_email, message, paid_at, created_at FROM new.donations WHERE subject = 'help_case'",
    ),
];

/// Writes a version-5 database at `path` holding the rows of the database at `new_db`.
fn legacy_copy(new_db: &std::path::Path, path: &std::path::Path) -> rusqlite::Result<()> {
    let mut conn = Connection::open(path)?;
    migrations::run_to(&mut conn, 5)?;
    conn.execute("ATTACH DATABASE ?1 AS new", [new_db.to_string_lossy()])?;
    let tables: Vec<String> = conn
        .prepare(
            "SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'help_%'",
        )?
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let tx = conn.transaction()?;
    let help = ["help_cases", "help_import_batches", "help_import_rows"].map(str::to_owned);
    for table in tables.iter().chain(help.iter()) {
        let cols: Vec<String> = tx
            .prepare(&format!("SELECT name FROM pragma_table_info('{table}')"))?
            .query_map([], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        let cols = cols.join(", ");
        tx.execute(
            &format!("INSERT INTO main.{table} ({cols}) SELECT {cols} FROM new.{table}"),
            [],
        )?;
    }
    for (into, select) in OLD_HELP_TABLES {
        tx.execute(&format!("INSERT INTO main.{into} {select}"), [])?;
    }
    tx.commit()?;
    conn.execute("DETACH DATABASE new", [])?;
    Ok(())
}

/// Every list and detail answer of the help calls for `account`, in a fixed order.
async fn help_answers<S: TestService>(app: &TestApp<S>, account: &str) -> Vec<(String, Value)> {
    let token = app.login(account).await;
    let sz = |call: &str| format!("/api/organization/SZ/{call}");
    let lists = [
        ("help_project_list", "help_project_detail", "id"),
        ("draft_box_list", "help_project_detail", "id"),
        (
            "help_project_progess_list",
            "help_project_progess_detail",
            "id",
        ),
        ("help_project_issue_list", "help_project_issue_audit", "id"),
        ("donate_list", "bill_detail", "id"),
        ("get_org_receive_help_list", "help_project_detail", "id"),
        ("receive_org_help_project_list", "help_project_detail", "id"),
    ];
    let mut out = Vec::new();
    for (list, detail, key) in lists {
        let uri = format!("{}?pageSize=100", sz(list));
        let answer = app.get(&uri, Some(&token)).await;
        let ids: Vec<i64> = items(&answer["data"]["list"])
            .filter_map(|row| row[key].as_i64())
            .collect();
        out.push((uri, answer));
        for id in ids {
            let uri = format!("{}?id={id}", sz(detail));
            let answer = app.get(&uri, Some(&token)).await;
            out.push((uri, answer));
        }
    }
    out
}

#[actix_web::test]
async fn a_database_at_the_old_schema_migrates_and_answers_every_help_call_as_before() {
    let fresh = spawn_app(false).await;
    let dir = tempfile::tempdir().expect("tempdir");
    let new_db = fresh._dir.path().join(FILE_NAME);
    legacy_copy(&new_db, &dir.path().join(FILE_NAME)).expect("legacy database written");

    let state = crate::seed::open_seeded(dir.path(), false, Default::default())
        .expect("the old database opens and migrates");
    let version: i64 = state
        .db
        .run(|c| Ok(c.pragma_query_value(None, "user_version", |r| r.get(0))?))
        .await
        .expect("version");
    assert!(version >= 7, "{version}");
    let migrated = TestApp {
        svc: test::init_service(app::build(state.clone())).await,
        state,
        _dir: dir,
    };
    for account in ["demo_org", "demo_reviewer", "demo_admin"] {
        let before = help_answers(&fresh, account).await;
        let after = help_answers(&migrated, account).await;
        assert_eq!(before.len(), after.len(), "{account}");
        for ((uri, a), (_, b)) in before.iter().zip(&after) {
            assert_eq!(a, b, "{account} {uri}");
        }
        let answered = before.iter().filter(|(_, a)| a["code"] == 200).count();
        assert!(
            answered > 20,
            "{account}: only {answered} answers with data"
        );
    }
}
