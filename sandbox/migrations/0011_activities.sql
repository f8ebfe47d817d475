-- Activities (issue 20). The foundation's `activities` table (until now only read by the export)
-- is extended, not replaced: `status` is the stored workflow state (0 草稿, 1 待审核, 5 已退回,
-- 2 已发布, 6 已取消); the phases 报名中 / 报名截止 / 进行中 / 已结束 are derived from the clock
-- and never stored. `max_people` is the number of places (0 = 不限). `cate` and `sign_count` are
-- no longer read: the category is `cate_id`, the people signed up are counted from the sign-ups.
ALTER TABLE activities ADD COLUMN kind INTEGER NOT NULL DEFAULT 1;
ALTER TABLE activities ADD COLUMN cate_id INTEGER;
ALTER TABLE activities ADD COLUMN cover TEXT NOT NULL DEFAULT '';
ALTER TABLE activities ADD COLUMN content TEXT NOT NULL DEFAULT '';
ALTER TABLE activities ADD COLUMN signup_end INTEGER NOT NULL DEFAULT 0;
ALTER TABLE activities ADD COLUMN cancel_end INTEGER NOT NULL DEFAULT 0;
ALTER TABLE activities ADD COLUMN need_review INTEGER NOT NULL DEFAULT 0;
ALTER TABLE activities ADD COLUMN allow_person INTEGER NOT NULL DEFAULT 1;
ALTER TABLE activities ADD COLUMN allow_team INTEGER NOT NULL DEFAULT 0;
ALTER TABLE activities ADD COLUMN team_min INTEGER NOT NULL DEFAULT 0;
ALTER TABLE activities ADD COLUMN team_max INTEGER NOT NULL DEFAULT 0;
ALTER TABLE activities ADD COLUMN project_id INTEGER REFERENCES projects(id);
ALTER TABLE activities ADD COLUMN target_fen INTEGER;
ALTER TABLE activities ADD COLUMN contact_name TEXT NOT NULL DEFAULT '';
ALTER TABLE activities ADD COLUMN contact_phone TEXT NOT NULL DEFAULT '';
ALTER TABLE activities ADD COLUMN form_fields TEXT NOT NULL DEFAULT '[]';
ALTER TABLE activities ADD COLUMN return_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE activities ADD COLUMN cancel_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE activities ADD COLUMN submitted_at INTEGER;
ALTER TABLE activities ADD COLUMN created_by INTEGER REFERENCES accounts(id);
ALTER TABLE activities ADD COLUMN updated_at INTEGER;

-- Rows of an older database: 报名中 / 进行中 / 已结束 were stored states; now they are one
-- published state whose phase the times give. Their category by its old name; sign-ups closed
-- when the activity starts.
UPDATE activities SET status = 2 WHERE status IN (2, 3, 4);
UPDATE activities SET
    cate_id = CASE cate WHEN '助学' THEN 1 WHEN '助老' THEN 2 WHEN '助残' THEN 2
                        WHEN '环保' THEN 3 ELSE 8 END,
    signup_end = start_time, updated_at = created_at,
    submitted_at = CASE WHEN status > 0 THEN created_at END;
CREATE INDEX activities_status ON activities(status, start_time);

-- An organisation's own tags, and which activities carry them.
CREATE TABLE activity_tags (
    id         INTEGER PRIMARY KEY,
    org_id     INTEGER NOT NULL REFERENCES orgs(id),
    name       TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (org_id, name)
);
CREATE TABLE activity_tag_links (
    activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
    tag_id      INTEGER NOT NULL REFERENCES activity_tags(id) ON DELETE CASCADE,
    PRIMARY KEY (activity_id, tag_id)
);

-- 报名: status 0 待审核, 1 已通过, 2 已退回, 3 已取消. A sign-up in 0 or 1 holds
-- `member_count` places. `answers` is the JSON object of the form's answers by field key.
-- One live sign-up per mobile and activity, enforced by the index as well as by the check.
CREATE TABLE activity_signups (
    id           INTEGER PRIMARY KEY,
    activity_id  INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
    is_team      INTEGER NOT NULL DEFAULT 0,
    name         TEXT NOT NULL,
    mobile       TEXT NOT NULL,
    team_name    TEXT NOT NULL DEFAULT '',
    members      TEXT NOT NULL DEFAULT '[]',
    member_count INTEGER NOT NULL DEFAULT 1,
    answers      TEXT NOT NULL DEFAULT '{}',
    status       INTEGER NOT NULL,
    reason       TEXT NOT NULL DEFAULT '',
    reviewed_by  INTEGER REFERENCES accounts(id),
    reviewed_at  INTEGER,
    cancelled_at INTEGER,
    created_at   INTEGER NOT NULL
);
CREATE INDEX activity_signups_activity ON activity_signups(activity_id, status);
CREATE UNIQUE INDEX activity_signups_live_mobile ON activity_signups(activity_id, mobile)
    WHERE status IN (0, 1);

-- 签到: one row per sign-in; `sign_out_at` 0 while the participant has not signed out.
CREATE TABLE activity_signins (
    id          INTEGER PRIMARY KEY,
    activity_id INTEGER NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
    signup_id   INTEGER NOT NULL REFERENCES activity_signups(id) ON DELETE CASCADE,
    sign_in_at  INTEGER NOT NULL,
    sign_out_at INTEGER NOT NULL DEFAULT 0,
    operator_id INTEGER REFERENCES accounts(id),
    created_at  INTEGER NOT NULL
);
CREATE INDEX activity_signins_activity ON activity_signins(activity_id, sign_in_at);
CREATE INDEX activity_signins_signup ON activity_signins(signup_id);

-- Donations made through an activity go to its linked project (subject 'project') and carry
-- the activity.
ALTER TABLE donations ADD COLUMN activity_id INTEGER;
CREATE INDEX donations_activity ON donations(activity_id);
