-- the foundation — organisations, accounts, sessions, captchas, SMS codes, projects,
-- micro projects, love funds and messages. Money is integer fen, time is Unix seconds.
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

