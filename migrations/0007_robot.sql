-- The robot (issue 16): a computer player's account. It has no address (nothing is ever
-- mailed to it) and no password anyone could type (nobody logs in as it); standings mark it.
ALTER TABLE users ADD COLUMN robot INTEGER NOT NULL DEFAULT 0 CHECK (robot IN (0, 1));
