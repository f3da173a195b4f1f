-- 0003_hardening: what a hostile or careless mailer must not be able to do (issue 19).
--
-- Never edit this file once it has landed: add a new one instead.

-- Wrong passwords remember where they came from. Failures from an address other than the
-- userid's registered one ("elsewhere") never lock the registered address out: they count
-- towards their own lock, which refuses only commands from other addresses.
ALTER TABLE login_failures ADD COLUMN elsewhere INTEGER NOT NULL DEFAULT 0 CHECK (elsewhere IN (0, 1));
ALTER TABLE login_failures ADD COLUMN from_addr TEXT    NOT NULL DEFAULT '';

-- One lock per userid and scope: 'own' (failures from the registered address: every command
-- is refused) and 'elsewhere' (failures from other addresses: only their commands are).
CREATE TABLE lockouts_by_scope (
    userid_key     TEXT    NOT NULL REFERENCES users (userid_key) ON DELETE CASCADE,
    scope          TEXT    NOT NULL CHECK (scope IN ('own', 'elsewhere')),
    locked_at      INTEGER NOT NULL,
    locked_until   INTEGER NOT NULL,
    notice_pending INTEGER NOT NULL CHECK (notice_pending IN (0, 1)),
    PRIMARY KEY (userid_key, scope)
) STRICT, WITHOUT ROWID;

INSERT INTO lockouts_by_scope (userid_key, scope, locked_at, locked_until, notice_pending)
    SELECT userid_key, 'own', locked_at, locked_until, notice_pending FROM lockouts;
DROP TABLE lockouts;
ALTER TABLE lockouts_by_scope RENAME TO lockouts;

-- Every lock of the registered address, so that cleanup can stop a game's forfeit clock for
-- as long as the player it waits for was locked out.
CREATE TABLE lock_periods (
    userid_key   TEXT    NOT NULL REFERENCES users (userid_key) ON DELETE CASCADE,
    locked_at    INTEGER NOT NULL,
    locked_until INTEGER NOT NULL
) STRICT;

CREATE INDEX lock_periods_user ON lock_periods (userid_key, locked_until);

-- When the owner was last told of wrong passwords from other addresses (at most once a day).
-- Apart from users, so that a refused command leaves the account row as it was.
CREATE TABLE elsewhere_notices (
    userid_key TEXT    NOT NULL PRIMARY KEY REFERENCES users (userid_key) ON DELETE CASCADE,
    told_at    INTEGER NOT NULL
) STRICT;

-- Retention: `cleanup` empties the stored copy (raw) of incoming mail older than the
-- configured time and deletes the sent mail of that age; what duplicate detection and the
-- record need stays: the Message-ID, the outcome, a SHA-256 of the stored copy and the
-- command (passwords masked).
ALTER TABLE inbox ADD COLUMN digest  TEXT;
ALTER TABLE inbox ADD COLUMN command TEXT;

CREATE INDEX inbox_received ON inbox (received_at);
CREATE INDEX outbox_sent ON outbox (status, sent_at);
