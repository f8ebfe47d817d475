-- organisation management (issue 4). `orgs.certification` becomes the authentication
-- state machine (0 未认证, 1 认证中, 2 已认证, 3 已退回, 4 变更审核中, 5 变更被退回);
-- `auth_type` and `auth_data` hold the authentication in force (JSON, '' when none).
-- Every submission is kept with its review outcome. Payment-account secrets are stored
-- but never read back out by any call.
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

