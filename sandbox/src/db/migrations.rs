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
