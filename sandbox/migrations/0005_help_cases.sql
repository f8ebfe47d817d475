-- help cases (issue 5). A case holds its whole form (text columns default to '' so a
-- draft can leave them empty; the code columns are NULL until chosen). `raised` is never
-- stored: it is the live sum of the case's paid orders. Logs, per-reviewer ignores,
-- progress reports, change requests (changes and the values before them, as JSON), donation
-- orders and import batches with their staged rows.
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

