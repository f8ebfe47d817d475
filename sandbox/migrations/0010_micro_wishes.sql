-- Micro wishes (issue 19). The foundation's `wishes` table (until now only read by the export)
-- is extended, not replaced: `org_id` is the reporting organisation (上报单位), `amount_fen` the
-- wish's price or target, `status` keeps 0 待认领 / 1 已认领 / 2 (已实现) and adds 3 已下架 and
-- 4 待发布. `donor_name` and `need_bill` are no longer read: the claimer and the bill live on the
-- claim and its donation row.
ALTER TABLE wishes ADD COLUMN wish_no TEXT NOT NULL DEFAULT '';
ALTER TABLE wishes ADD COLUMN wish_type INTEGER NOT NULL DEFAULT 1;
ALTER TABLE wishes ADD COLUMN story TEXT NOT NULL DEFAULT '';
ALTER TABLE wishes ADD COLUMN child_gender INTEGER NOT NULL DEFAULT 1;
ALTER TABLE wishes ADD COLUMN child_age INTEGER NOT NULL DEFAULT 10;
ALTER TABLE wishes ADD COLUMN grade TEXT NOT NULL DEFAULT '';
ALTER TABLE wishes ADD COLUMN cover TEXT NOT NULL DEFAULT '';
ALTER TABLE wishes ADD COLUMN images TEXT NOT NULL DEFAULT '[]';
ALTER TABLE wishes ADD COLUMN off_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE wishes ADD COLUMN delivered_at TEXT NOT NULL DEFAULT '';
ALTER TABLE wishes ADD COLUMN receiver TEXT NOT NULL DEFAULT '';
ALTER TABLE wishes ADD COLUMN feedback_images TEXT NOT NULL DEFAULT '[]';
ALTER TABLE wishes ADD COLUMN feedback_message TEXT NOT NULL DEFAULT '';
ALTER TABLE wishes ADD COLUMN lit_by INTEGER REFERENCES accounts(id);
ALTER TABLE wishes ADD COLUMN realized_at INTEGER;
ALTER TABLE wishes ADD COLUMN published_at INTEGER;
ALTER TABLE wishes ADD COLUMN created_by INTEGER REFERENCES accounts(id);
ALTER TABLE wishes ADD COLUMN updated_at INTEGER;

-- Rows of an older database: a number from their id, their title as story, published.
UPDATE wishes SET
    wish_no = 'XY' || strftime('%Y%m%d', created_at + 28800, 'unixepoch') || printf('%04d', id),
    story = title, published_at = created_at, updated_at = created_at,
    realized_at = CASE WHEN status = 2 THEN created_at END;
CREATE UNIQUE INDEX wishes_no ON wishes(wish_no);
CREATE INDEX wishes_status ON wishes(status, province);

-- 认领: status 0 认领中, 1 已实现, 2 已取消 (by the claimer), 3 已撤销 (by staff). One active
-- claim per wish, enforced by the index as well as by the state check.
CREATE TABLE wish_claims (
    id              INTEGER PRIMARY KEY,
    wish_id         INTEGER NOT NULL REFERENCES wishes(id) ON DELETE CASCADE,
    claimer_name    TEXT NOT NULL,
    claimer_phone   TEXT NOT NULL,
    message         TEXT NOT NULL DEFAULT '',
    need_bill       INTEGER NOT NULL DEFAULT 0,
    bill_title      TEXT NOT NULL DEFAULT '',
    express_company TEXT NOT NULL DEFAULT '',
    express_no      TEXT NOT NULL DEFAULT '',
    status          INTEGER NOT NULL,
    claimed_at      INTEGER NOT NULL,
    shipped_at      INTEGER,
    realized_at     INTEGER,
    cancelled_at    INTEGER,
    cancel_reason   TEXT NOT NULL DEFAULT '',
    cancelled_by    TEXT NOT NULL DEFAULT '',
    cancelled_by_id INTEGER REFERENCES accounts(id),
    created_by      INTEGER REFERENCES accounts(id),
    donation_id     INTEGER
);
CREATE INDEX wish_claims_wish ON wish_claims(wish_id, status);
CREATE UNIQUE INDEX wish_claims_active ON wish_claims(wish_id) WHERE status = 0;

-- Donations to wishes live in the shared `donations` table (subject 'wish'): money (1) or a
-- gift (2), and the claim they came with.
ALTER TABLE donations ADD COLUMN donate_kind INTEGER NOT NULL DEFAULT 1;
ALTER TABLE donations ADD COLUMN claim_id INTEGER;

-- Older rows that had a donor: a claim (realised for 已完成) and its money donation.
INSERT INTO donations (order_no, subject, item_id, donor_name, amount_fen, pay_method, pay_status,
                       need_bill, paid_at, created_at, donate_kind)
    SELECT 'WD' || printf('%014d', id), 'wish', id, donor_name, amount_fen, 1, 1, need_bill,
           created_at, created_at, 1
      FROM wishes WHERE status IN (1, 2) AND donor_name <> '';
INSERT INTO wish_claims (wish_id, claimer_name, claimer_phone, need_bill, status, claimed_at,
                         realized_at, donation_id)
    SELECT w.id, w.donor_name, '', w.need_bill, CASE WHEN w.status = 2 THEN 1 ELSE 0 END,
           w.created_at, CASE WHEN w.status = 2 THEN w.created_at END, d.id
      FROM wishes w JOIN donations d ON d.subject = 'wish' AND d.item_id = w.id
     WHERE w.status IN (1, 2) AND w.donor_name <> '';
UPDATE donations SET claim_id = (SELECT c.id FROM wish_claims c WHERE c.donation_id = donations.id)
 WHERE subject = 'wish';

-- H5 campaign links: a page grouping wishes in a chosen order.
CREATE TABLE wish_links (
    id         INTEGER PRIMARY KEY,
    title      TEXT NOT NULL,
    cover      TEXT NOT NULL,
    intro      TEXT NOT NULL DEFAULT '',
    created_by INTEGER REFERENCES accounts(id),
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE TABLE wish_link_items (
    link_id INTEGER NOT NULL REFERENCES wish_links(id) ON DELETE CASCADE,
    wish_id INTEGER NOT NULL REFERENCES wishes(id) ON DELETE CASCADE,
    sort    INTEGER NOT NULL,
    PRIMARY KEY (link_id, wish_id)
);
CREATE INDEX wish_link_items_wish ON wish_link_items(wish_id);

-- Share copy of the H5 pages; applies to wishes (target_type 1) or links (2).
CREATE TABLE wish_copywritings (
    id          INTEGER PRIMARY KEY,
    share_title TEXT NOT NULL,
    description TEXT NOT NULL,
    image       TEXT NOT NULL,
    created_by  INTEGER REFERENCES accounts(id),
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);
CREATE TABLE wish_copy_targets (
    copy_id     INTEGER NOT NULL REFERENCES wish_copywritings(id) ON DELETE CASCADE,
    target_type INTEGER NOT NULL,
    target_id   INTEGER NOT NULL,
    PRIMARY KEY (copy_id, target_type, target_id)
);
CREATE INDEX wish_copy_targets_target ON wish_copy_targets(target_type, target_id);

-- A link pushed to an account: the message it became.
CREATE TABLE wish_link_pushes (
    id         INTEGER PRIMARY KEY,
    link_id    INTEGER NOT NULL REFERENCES wish_links(id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    message_id INTEGER NOT NULL,
    pushed_by  INTEGER REFERENCES accounts(id),
    at         INTEGER NOT NULL
);
CREATE INDEX wish_link_pushes_link ON wish_link_pushes(link_id);
