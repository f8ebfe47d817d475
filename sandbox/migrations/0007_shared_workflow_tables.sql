-- The workflow's shared tables (issue 16), keyed by (subject, item_id) so every area's items
-- use the same ones: the audit log, the reviewers' ignores, change requests with their
-- field-level diff, reports (progress and end reports) and donations. Today's help-case rows
-- move over with their ids; the help tables they came from are dropped. `subject` is the
-- workflow table's subject (`help_case`, later `project`, `micro_project`, `wish`, …).
CREATE TABLE workflow_logs (
    id          INTEGER PRIMARY KEY,
    subject     TEXT NOT NULL,
    item_id     INTEGER NOT NULL,
    action      TEXT NOT NULL,
    operator_id INTEGER REFERENCES accounts(id),
    reason      TEXT NOT NULL DEFAULT '',
    at          INTEGER NOT NULL
);
CREATE INDEX workflow_logs_item ON workflow_logs(subject, item_id, id);
INSERT INTO workflow_logs (id, subject, item_id, action, operator_id, reason, at)
    SELECT id, 'help_case', help_id, action, operator_id, reason, at FROM help_case_logs;
DROP TABLE help_case_logs;

CREATE TABLE workflow_ignores (
    subject    TEXT NOT NULL,
    item_id    INTEGER NOT NULL,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    at         INTEGER NOT NULL,
    PRIMARY KEY (subject, item_id, account_id)
);
INSERT INTO workflow_ignores (subject, item_id, account_id, at)
    SELECT 'help_case', help_id, account_id, at FROM help_ignores;
DROP TABLE help_ignores;

CREATE TABLE change_requests (
    id            INTEGER PRIMARY KEY,
    subject       TEXT NOT NULL,
    item_id       INTEGER NOT NULL,
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
CREATE INDEX change_requests_item ON change_requests(subject, item_id, status);
INSERT INTO change_requests (id, subject, item_id, reason, changes, before, status, return_reason,
                             created_by, created_at, reviewed_by, reviewed_at)
    SELECT id, 'help_case', help_id, reason, changes, before, status, return_reason,
           created_by, created_at, reviewed_by, reviewed_at FROM help_issues;
DROP TABLE help_issues;

CREATE TABLE reports (
    id              INTEGER PRIMARY KEY,
    subject         TEXT NOT NULL,
    item_id         INTEGER NOT NULL,
    kind            TEXT NOT NULL DEFAULT 'progress',
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
CREATE INDEX reports_item ON reports(subject, item_id, kind);
INSERT INTO reports (id, subject, item_id, kind, title, content, images, amount_used_fen, status,
                     reason, created_by, created_at, updated_at, reviewed_by, reviewed_at)
    SELECT id, 'help_case', help_id, 'progress', title, content, images, amount_used_fen, status,
           reason, created_by, created_at, updated_at, reviewed_by, reviewed_at FROM help_progress;
DROP TABLE help_progress;

CREATE TABLE donations (
    id            INTEGER PRIMARY KEY,
    order_no      TEXT NOT NULL UNIQUE,
    subject       TEXT NOT NULL,
    item_id       INTEGER NOT NULL,
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
CREATE INDEX donations_item ON donations(subject, item_id, pay_status);
INSERT INTO donations (id, order_no, subject, item_id, donor_name, anonymous, amount_fen, pay_method,
                       pay_status, need_bill, bill_status, bill_title, bill_tax_no, bill_receiver,
                       bill_phone, bill_address, bill_email, message, paid_at, created_at)
    SELECT id, order_no, 'help_case', help_id, donor_name, anonymous, amount_fen, pay_method,
           pay_status, need_bill, bill_status, bill_title, bill_tax_no, bill_receiver,
           bill_phone, bill_address, bill_email, message, paid_at, created_at FROM help_orders;
DROP TABLE help_orders;
