-- Workflow decisions reach the owner organisation as messages (issue 16): each message may
-- link to the page of the item it is about ('' for the older, link-less notices).
ALTER TABLE messages ADD COLUMN link TEXT NOT NULL DEFAULT '';
