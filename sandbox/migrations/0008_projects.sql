-- Donation projects (issue 17). The foundation's `projects` table (read by the selectors, the
-- dashboard and the help area) is extended with the project form, the review and the
-- publication; `target_fen`, `start_date`/`end_date` (seconds: the fundraising window) and
-- `status` keep their meaning. `raised_fen` is no longer read: the raised amount is always the
-- live sum of the project's donations. Text columns default to '' so a draft can leave them
-- empty; code columns are NULL until chosen.
ALTER TABLE projects ADD COLUMN domain_id INTEGER;
ALTER TABLE projects ADD COLUMN beneficiary TEXT NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN beneficiary_count INTEGER;
ALTER TABLE projects ADD COLUMN province TEXT NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN city TEXT NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN district TEXT NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN address TEXT NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN fund_start TEXT NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN fund_end TEXT NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN exec_start TEXT NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN exec_end TEXT NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN summary TEXT NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN description TEXT NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN cover TEXT NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN images TEXT NOT NULL DEFAULT '[]';
ALTER TABLE projects ADD COLUMN budget TEXT NOT NULL DEFAULT '[]';
ALTER TABLE projects ADD COLUMN lead_name TEXT NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN lead_phone TEXT NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN contact_name TEXT NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN contact_phone TEXT NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN pay_account_id INTEGER;
ALTER TABLE projects ADD COLUMN online_date TEXT NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN channel INTEGER;
ALTER TABLE projects ADD COLUMN pool_id INTEGER;
ALTER TABLE projects ADD COLUMN allow_over INTEGER NOT NULL DEFAULT 0;
ALTER TABLE projects ADD COLUMN claimed_by INTEGER REFERENCES accounts(id);
ALTER TABLE projects ADD COLUMN return_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN preliminary_by INTEGER REFERENCES accounts(id);
ALTER TABLE projects ADD COLUMN preliminary_opinion TEXT NOT NULL DEFAULT '';
ALTER TABLE projects ADD COLUMN preliminary_at INTEGER;
ALTER TABLE projects ADD COLUMN created_by INTEGER REFERENCES accounts(id);
ALTER TABLE projects ADD COLUMN submitted_at INTEGER;
ALTER TABLE projects ADD COLUMN updated_at INTEGER;
UPDATE projects SET updated_at = created_at;
CREATE INDEX projects_pool ON projects(status, submitted_at);
CREATE INDEX projects_claimed ON projects(claimed_by, status);

-- Donations of projects live in the shared `donations` table (subject 'project'): the channel
-- they came through (1 direct, 2 a share page, 3 a monthly pledge), the share or pledge, and
-- when a paid donation was refunded.
ALTER TABLE donations ADD COLUMN channel INTEGER NOT NULL DEFAULT 1;
ALTER TABLE donations ADD COLUMN share_id INTEGER;
ALTER TABLE donations ADD COLUMN pledge_id INTEGER;
ALTER TABLE donations ADD COLUMN refunded_at INTEGER;
CREATE INDEX donations_share ON donations(share_id);
CREATE INDEX donations_pledge ON donations(pledge_id);

-- 一起捐: a supporter's share page raising money for a project (its raised sum and donors are
-- its donations'; `share_count` is how often the page was passed on).
CREATE TABLE project_shares (
    id            INTEGER PRIMARY KEY,
    project_id    INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    launcher_name TEXT NOT NULL,
    declaration   TEXT NOT NULL DEFAULT '',
    target_fen    INTEGER NOT NULL,
    share_count   INTEGER NOT NULL DEFAULT 0,
    created_at    INTEGER NOT NULL
);
CREATE INDEX project_shares_project ON project_shares(project_id);

-- 月捐: monthly pledges (what was paid is its donations'); status 1 进行中, 2 已暂停, 3 已取消.
CREATE TABLE project_pledges (
    id               INTEGER PRIMARY KEY,
    project_id       INTEGER NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
    donor_name       TEXT NOT NULL,
    amount_fen       INTEGER NOT NULL,
    start_date       TEXT NOT NULL,
    next_charge_date TEXT NOT NULL DEFAULT '',
    status           INTEGER NOT NULL,
    created_at       INTEGER NOT NULL
);
CREATE INDEX project_pledges_project ON project_pledges(project_id, status);
