-- Joint-donation micro projects (issue 18). The foundation's `micro_projects` table (read by
-- `little_project_list` and the selectors) is extended with its parent (1: a donation project,
-- 2: a project pool), the micro-project form and the review; `target_fen`,
-- `start_date`/`end_date` (seconds) and `status` keep their meaning. `raised_fen` is no longer
-- read: the raised amount is the live sum of the micro project's donations (shared
-- `donations`, subject 'micro_project'); a stored figure becomes one paid donation row here.
ALTER TABLE micro_projects ADD COLUMN parent_type INTEGER NOT NULL DEFAULT 2;
ALTER TABLE micro_projects ADD COLUMN parent_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE micro_projects ADD COLUMN summary TEXT NOT NULL DEFAULT '';
ALTER TABLE micro_projects ADD COLUMN description TEXT NOT NULL DEFAULT '';
ALTER TABLE micro_projects ADD COLUMN province TEXT NOT NULL DEFAULT '';
ALTER TABLE micro_projects ADD COLUMN city TEXT NOT NULL DEFAULT '';
ALTER TABLE micro_projects ADD COLUMN district TEXT NOT NULL DEFAULT '';
ALTER TABLE micro_projects ADD COLUMN address TEXT NOT NULL DEFAULT '';
ALTER TABLE micro_projects ADD COLUMN fund_start TEXT NOT NULL DEFAULT '';
ALTER TABLE micro_projects ADD COLUMN fund_end TEXT NOT NULL DEFAULT '';
ALTER TABLE micro_projects ADD COLUMN cover TEXT NOT NULL DEFAULT '';
ALTER TABLE micro_projects ADD COLUMN images TEXT NOT NULL DEFAULT '[]';
ALTER TABLE micro_projects ADD COLUMN lead_name TEXT NOT NULL DEFAULT '';
ALTER TABLE micro_projects ADD COLUMN lead_phone TEXT NOT NULL DEFAULT '';
ALTER TABLE micro_projects ADD COLUMN return_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE micro_projects ADD COLUMN created_by INTEGER REFERENCES accounts(id);
ALTER TABLE micro_projects ADD COLUMN submitted_at INTEGER;
ALTER TABLE micro_projects ADD COLUMN updated_at INTEGER;
UPDATE micro_projects SET updated_at = created_at,
    parent_id = COALESCE((SELECT MIN(id) FROM love_funds), 0),
    submitted_at = CASE WHEN status = 0 THEN NULL ELSE created_at END;
CREATE INDEX micro_projects_parent ON micro_projects(parent_type, parent_id);
INSERT INTO donations (order_no, subject, item_id, donor_name, anonymous, amount_fen, pay_method,
                       pay_status, paid_at, created_at, channel)
    SELECT 'MP' || printf('%014d', id), 'micro_project', id, '匿名爱心人士', 1, raised_fen, 1, 1,
           created_at, created_at, 1
      FROM micro_projects WHERE raised_fen > 0;

-- Organisations are 1 机构 or 2 微机构 (a group proving itself with the lighter micro
-- authentication); those with a role-4 account are micro organisations.
ALTER TABLE orgs ADD COLUMN kind INTEGER NOT NULL DEFAULT 1;
UPDATE orgs SET kind = 2 WHERE id IN (SELECT org_id FROM accounts WHERE role = 4);

-- 微机构认证: each submission is a row; the organisation's state is its newest row's
-- (1 待审核, 2 已通过, 3 已退回), 0 未提交 without one.
CREATE TABLE micro_auths (
    id                  INTEGER PRIMARY KEY,
    org_id              INTEGER NOT NULL REFERENCES orgs(id) ON DELETE CASCADE,
    group_name          TEXT NOT NULL,
    leader_name         TEXT NOT NULL,
    leader_id_card      TEXT NOT NULL,
    leader_phone        TEXT NOT NULL,
    province            TEXT NOT NULL,
    city                TEXT NOT NULL,
    district            TEXT NOT NULL DEFAULT '',
    sponsor_name        TEXT NOT NULL,
    sponsor_credit_code TEXT NOT NULL,
    proof_images        TEXT NOT NULL DEFAULT '[]',
    status              INTEGER NOT NULL,
    reason              TEXT NOT NULL DEFAULT '',
    submitted_by        INTEGER REFERENCES accounts(id),
    submitted_at        INTEGER NOT NULL,
    reviewed_by         INTEGER REFERENCES accounts(id),
    reviewed_at         INTEGER
);
CREATE INDEX micro_auths_org ON micro_auths(org_id, id);

-- 一起捐 pages of micro projects (as project_shares for projects).
CREATE TABLE micro_shares (
    id            INTEGER PRIMARY KEY,
    project_id    INTEGER NOT NULL REFERENCES micro_projects(id) ON DELETE CASCADE,
    launcher_name TEXT NOT NULL,
    declaration   TEXT NOT NULL DEFAULT '',
    target_fen    INTEGER NOT NULL,
    share_count   INTEGER NOT NULL DEFAULT 0,
    created_at    INTEGER NOT NULL
);
CREATE INDEX micro_shares_project ON micro_shares(project_id);
