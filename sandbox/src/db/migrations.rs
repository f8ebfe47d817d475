//! Versioned schema changes, tracked in `PRAGMA user_version`. Append only: never edit a
//! released step, add the next one.

use rusqlite::Connection;

const STEPS: &[&str] = &[
    // 1: the foundation — organisations, accounts, sessions, captchas, SMS codes, projects,
    // micro projects, love funds and messages. Money is integer fen, time is Unix seconds.
    r#"
    CREATE TABLE orgs (
        id             INTEGER PRIMARY KEY,
        name           TEXT NOT NULL,
        short_name     TEXT NOT NULL,
        credit_code    TEXT NOT NULL UNIQUE,
        legal_person   TEXT NOT NULL,
        contact        TEXT NOT NULL,
        phone          TEXT NOT NULL,
        email          TEXT NOT NULL,
        province       TEXT NOT NULL,
        city           TEXT NOT NULL,
        district       TEXT NOT NULL,
        address        TEXT NOT NULL,
        introduction   TEXT NOT NULL,
        business_scope TEXT NOT NULL,
        certification  INTEGER NOT NULL DEFAULT 0,
        return_reason  TEXT NOT NULL DEFAULT '',
        registered_at  INTEGER NOT NULL,
        color          TEXT NOT NULL
    );
    CREATE TABLE accounts (
        id            INTEGER PRIMARY KEY,
        account       TEXT NOT NULL UNIQUE,
        org_id        INTEGER NOT NULL REFERENCES orgs(id),
        role          INTEGER NOT NULL,
        display_name  TEXT NOT NULL,
        pwd_salt      TEXT NOT NULL,
        pwd_hash      TEXT NOT NULL,
        mobile        TEXT NOT NULL DEFAULT '',
        login_count   INTEGER NOT NULL DEFAULT 0,
        last_login_at INTEGER,
        is_sj_limit   INTEGER NOT NULL DEFAULT 0,
        in_agreement  INTEGER NOT NULL DEFAULT 1
    );
    CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
    );
    CREATE TABLE captchas (
        key        TEXT PRIMARY KEY,
        code       TEXT NOT NULL,
        expires_at INTEGER NOT NULL
    );
    CREATE TABLE mobile_codes (
        mobile     TEXT PRIMARY KEY,
        code       TEXT NOT NULL,
        sent_at    INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
    );
    CREATE TABLE projects (
        id         INTEGER PRIMARY KEY,
        org_id     INTEGER NOT NULL REFERENCES orgs(id),
        title      TEXT NOT NULL,
        target_fen INTEGER NOT NULL,
        raised_fen INTEGER NOT NULL DEFAULT 0,
        start_date INTEGER NOT NULL,
        end_date   INTEGER NOT NULL,
        status     INTEGER NOT NULL,
        created_at INTEGER NOT NULL
    );
    CREATE INDEX projects_org ON projects(org_id);
    CREATE TABLE micro_projects (
        id         INTEGER PRIMARY KEY,
        org_id     INTEGER NOT NULL REFERENCES orgs(id),
        title      TEXT NOT NULL,
        target_fen INTEGER NOT NULL,
        raised_fen INTEGER NOT NULL DEFAULT 0,
        start_date INTEGER NOT NULL,
        end_date   INTEGER NOT NULL,
        status     INTEGER NOT NULL,
        created_at INTEGER NOT NULL
    );
    CREATE INDEX micro_projects_org ON micro_projects(org_id);
    CREATE TABLE love_funds (
        id         INTEGER PRIMARY KEY,
        title      TEXT NOT NULL,
        created_at INTEGER NOT NULL
    );
    CREATE TABLE messages (
        id         INTEGER PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        title      TEXT NOT NULL,
        content    TEXT NOT NULL,
        is_read    INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL
    );
    CREATE INDEX messages_account ON messages(account_id, is_read);
    "#,
    // 2: uploaded objects of the OSS-compatible store (the bytes live on disk).
    r#"
    CREATE TABLE oss_objects (
        bucket       TEXT NOT NULL,
        key          TEXT NOT NULL,
        content_type TEXT NOT NULL,
        size         INTEGER NOT NULL,
        created_at   INTEGER NOT NULL,
        PRIMARY KEY (bucket, key)
    );
    "#,
    // 3: activities, charity-sale orders and micro wishes, as far as the exports read them
    // (the areas' own issues add their columns). Region columns are 6-digit codes.
    r#"
    CREATE TABLE activities (
        id         INTEGER PRIMARY KEY,
        org_id     INTEGER NOT NULL REFERENCES orgs(id),
        title      TEXT NOT NULL,
        cate       TEXT NOT NULL,
        province   TEXT NOT NULL,
        city       TEXT NOT NULL,
        district   TEXT NOT NULL,
        address    TEXT NOT NULL,
        start_time INTEGER NOT NULL,
        end_time   INTEGER NOT NULL,
        max_people INTEGER NOT NULL,
        sign_count INTEGER NOT NULL,
        status     INTEGER NOT NULL,
        created_at INTEGER NOT NULL
    );
    CREATE INDEX activities_org ON activities(org_id);
    CREATE TABLE sale_orders (
        id          INTEGER PRIMARY KEY,
        org_id      INTEGER NOT NULL REFERENCES orgs(id),
        order_no    TEXT NOT NULL,
        goods_title TEXT NOT NULL,
        buyer_name  TEXT NOT NULL,
        mobile      TEXT NOT NULL,
        quantity    INTEGER NOT NULL,
        amount_fen  INTEGER NOT NULL,
        need_bill   INTEGER NOT NULL,
        province    TEXT NOT NULL,
        city        TEXT NOT NULL,
        district    TEXT NOT NULL,
        address     TEXT NOT NULL,
        status      INTEGER NOT NULL,
        created_at  INTEGER NOT NULL
    );
    CREATE INDEX sale_orders_org ON sale_orders(org_id);
    CREATE TABLE wishes (
        id           INTEGER PRIMARY KEY,
        org_id       INTEGER NOT NULL REFERENCES orgs(id),
        title        TEXT NOT NULL,
        child_name   TEXT NOT NULL,
        school       TEXT NOT NULL,
        donor_name   TEXT NOT NULL,
        amount_fen   INTEGER NOT NULL,
        need_bill    INTEGER NOT NULL,
        province     TEXT NOT NULL,
        city         TEXT NOT NULL,
        district     TEXT NOT NULL,
        address      TEXT NOT NULL,
        status       INTEGER NOT NULL,
        created_at   INTEGER NOT NULL
    );
    CREATE INDEX wishes_org ON wishes(org_id);
    "#,
    // 4: organisation management (issue 4). `orgs.certification` becomes the authentication
    // state machine (0 未认证, 1 认证中, 2 已认证, 3 已退回, 4 变更审核中, 5 变更被退回);
    // `auth_type` and `auth_data` hold the authentication in force (JSON, '' when none).
    // Every submission is kept with its review outcome. Payment-account secrets are stored
    // but never read back out by any call.
    r#"
    ALTER TABLE orgs ADD COLUMN auth_type INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE orgs ADD COLUMN auth_data TEXT NOT NULL DEFAULT '';
    CREATE TABLE auth_submissions (
        id           INTEGER PRIMARY KEY,
        org_id       INTEGER NOT NULL REFERENCES orgs(id),
        kind         INTEGER NOT NULL,
        auth_type    INTEGER NOT NULL,
        data         TEXT NOT NULL,
        status       INTEGER NOT NULL,
        reason       TEXT NOT NULL DEFAULT '',
        submitted_by INTEGER REFERENCES accounts(id),
        submitted_at INTEGER NOT NULL,
        reviewed_by  INTEGER REFERENCES accounts(id),
        reviewed_at  INTEGER
    );
    CREATE INDEX auth_submissions_org ON auth_submissions(org_id, id);
    CREATE TABLE pay_accounts (
        id           INTEGER PRIMARY KEY,
        org_id       INTEGER NOT NULL REFERENCES orgs(id),
        kind         INTEGER NOT NULL,
        account_name TEXT NOT NULL,
        app_id       TEXT NOT NULL DEFAULT '',
        mch_id       TEXT NOT NULL DEFAULT '',
        partner      TEXT NOT NULL DEFAULT '',
        alipay_account TEXT NOT NULL DEFAULT '',
        public_key   TEXT NOT NULL DEFAULT '',
        secret       TEXT NOT NULL,
        created_at   INTEGER NOT NULL,
        updated_at   INTEGER NOT NULL
    );
    CREATE INDEX pay_accounts_org ON pay_accounts(org_id);
    "#,
    // 5: help cases (issue 5). A case holds its whole form (text columns default to '' so a
    // draft can leave them empty; the code columns are NULL until chosen). `raised` is never
    // stored: it is the live sum of the case's paid orders. Logs, per-reviewer ignores,
    // progress reports, change requests (changes and the values before them, as JSON), donation
    // orders and import batches with their staged rows.
    r#"
    CREATE TABLE help_cases (
        id                  INTEGER PRIMARY KEY,
        org_id              INTEGER NOT NULL REFERENCES orgs(id),
        status              INTEGER NOT NULL,
        title               TEXT NOT NULL,
        help_type_id        INTEGER,
        project_id          INTEGER,
        target_fen          INTEGER,
        deadline            TEXT NOT NULL DEFAULT '',
        summary             TEXT NOT NULL DEFAULT '',
        cover               TEXT NOT NULL DEFAULT '',
        images              TEXT NOT NULL DEFAULT '[]',
        province            TEXT NOT NULL DEFAULT '',
        city                TEXT NOT NULL DEFAULT '',
        district            TEXT NOT NULL DEFAULT '',
        address             TEXT NOT NULL DEFAULT '',
        publisher_name      TEXT NOT NULL DEFAULT '',
        publisher_phone     TEXT NOT NULL DEFAULT '',
        beneficiary_name    TEXT NOT NULL DEFAULT '',
        beneficiary_gender  INTEGER,
        beneficiary_age     INTEGER,
        beneficiary_id_card TEXT NOT NULL DEFAULT '',
        beneficiary_phone   TEXT NOT NULL DEFAULT '',
        relation            INTEGER,
        witness_name        TEXT NOT NULL DEFAULT '',
        witness_phone       TEXT NOT NULL DEFAULT '',
        witness_title       TEXT NOT NULL DEFAULT '',
        witness_org         TEXT NOT NULL DEFAULT '',
        pay_method          INTEGER,
        payee_name          TEXT NOT NULL DEFAULT '',
        payee_bank          TEXT NOT NULL DEFAULT '',
        payee_account       TEXT NOT NULL DEFAULT '',
        claimed_by          INTEGER REFERENCES accounts(id),
        return_reason       TEXT NOT NULL DEFAULT '',
        created_by          INTEGER REFERENCES accounts(id),
        submitted_at        INTEGER,
        created_at          INTEGER NOT NULL,
        updated_at          INTEGER NOT NULL
    );
    CREATE INDEX help_cases_org ON help_cases(org_id, status);
    CREATE INDEX help_cases_pool ON help_cases(status, submitted_at);
    CREATE INDEX help_cases_claimed ON help_cases(claimed_by, status);
    CREATE TABLE help_case_logs (
        id          INTEGER PRIMARY KEY,
        help_id     INTEGER NOT NULL REFERENCES help_cases(id) ON DELETE CASCADE,
        action      TEXT NOT NULL,
        operator_id INTEGER REFERENCES accounts(id),
        reason      TEXT NOT NULL DEFAULT '',
        at          INTEGER NOT NULL
    );
    CREATE INDEX help_case_logs_case ON help_case_logs(help_id, id);
    CREATE TABLE help_ignores (
        help_id    INTEGER NOT NULL REFERENCES help_cases(id) ON DELETE CASCADE,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        at         INTEGER NOT NULL,
        PRIMARY KEY (help_id, account_id)
    );
    CREATE TABLE help_progress (
        id              INTEGER PRIMARY KEY,
        help_id         INTEGER NOT NULL REFERENCES help_cases(id) ON DELETE CASCADE,
        title           TEXT NOT NULL,
        content         TEXT NOT NULL,
        images          TEXT NOT NULL DEFAULT '[]',
        amount_used_fen INTEGER,
        status          INTEGER NOT NULL,
        reason          TEXT NOT NULL DEFAULT '',
        created_by      INTEGER REFERENCES accounts(id),
        created_at      INTEGER NOT NULL,
        updated_at      INTEGER NOT NULL,
        reviewed_by     INTEGER REFERENCES accounts(id),
        reviewed_at     INTEGER
    );
    CREATE INDEX help_progress_case ON help_progress(help_id);
    CREATE TABLE help_issues (
        id            INTEGER PRIMARY KEY,
        help_id       INTEGER NOT NULL REFERENCES help_cases(id) ON DELETE CASCADE,
        reason        TEXT NOT NULL,
        changes       TEXT NOT NULL,
        before        TEXT NOT NULL,
        status        INTEGER NOT NULL,
        return_reason TEXT NOT NULL DEFAULT '',
        created_by    INTEGER REFERENCES accounts(id),
        created_at    INTEGER NOT NULL,
        reviewed_by   INTEGER REFERENCES accounts(id),
        reviewed_at   INTEGER
    );
    CREATE INDEX help_issues_case ON help_issues(help_id, status);
    CREATE TABLE help_orders (
        id            INTEGER PRIMARY KEY,
        order_no      TEXT NOT NULL UNIQUE,
        help_id       INTEGER NOT NULL REFERENCES help_cases(id) ON DELETE CASCADE,
        donor_name    TEXT NOT NULL,
        anonymous     INTEGER NOT NULL DEFAULT 0,
        amount_fen    INTEGER NOT NULL,
        pay_method    INTEGER NOT NULL,
        pay_status    INTEGER NOT NULL,
        need_bill     INTEGER NOT NULL DEFAULT 0,
        bill_status   INTEGER NOT NULL DEFAULT 0,
        bill_title    TEXT NOT NULL DEFAULT '',
        bill_tax_no   TEXT NOT NULL DEFAULT '',
        bill_receiver TEXT NOT NULL DEFAULT '',
        bill_phone    TEXT NOT NULL DEFAULT '',
        bill_address  TEXT NOT NULL DEFAULT '',
        bill_email    TEXT NOT NULL DEFAULT '',
        message       TEXT NOT NULL DEFAULT '',
        paid_at       INTEGER,
        created_at    INTEGER NOT NULL
    );
    CREATE INDEX help_orders_case ON help_orders(help_id, pay_status);
    CREATE TABLE help_import_batches (
        id          INTEGER PRIMARY KEY,
        org_id      INTEGER NOT NULL REFERENCES orgs(id),
        file_key    TEXT NOT NULL,
        file_name   TEXT NOT NULL,
        status      INTEGER NOT NULL,
        total       INTEGER NOT NULL,
        valid       INTEGER NOT NULL,
        invalid     INTEGER NOT NULL,
        imported    INTEGER NOT NULL DEFAULT 0,
        created_by  INTEGER REFERENCES accounts(id),
        created_at  INTEGER NOT NULL,
        imported_at INTEGER
    );
    CREATE UNIQUE INDEX help_import_batches_file ON help_import_batches(org_id, file_key);
    CREATE TABLE help_import_rows (
        id       INTEGER PRIMARY KEY,
        batch_id INTEGER NOT NULL REFERENCES help_import_batches(id) ON DELETE CASCADE,
        row_no   INTEGER NOT NULL,
        data     TEXT NOT NULL,
        errors   TEXT NOT NULL,
        valid    INTEGER NOT NULL,
        case_id  INTEGER REFERENCES help_cases(id)
    );
    CREATE INDEX help_import_rows_batch ON help_import_rows(batch_id, row_no);
    "#,
];

/// Applies every step newer than the database's `user_version`, each in its own transaction.
pub fn run(conn: &mut Connection) -> rusqlite::Result<()> {
    let current: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
    for (i, sql) in STEPS.iter().enumerate() {
        let version = i as i64 + 1;
        if version <= current {
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
    "help_import_rows",
    "help_import_batches",
    "help_orders",
    "help_issues",
    "help_progress",
    "help_ignores",
    "help_case_logs",
    "help_cases",
    "pay_accounts",
    "auth_submissions",
    "oss_objects",
    "wishes",
    "sale_orders",
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
