-- 0005_confirm: a new account's address is confirmed before it can play or watch, and a
-- challenge that carries neither a reply key nor the challenger's password is held until
-- the challenger confirms it (issue 19: forged register, subscribe and challenge mails
-- with victims' From addresses).
--
-- Never edit this file once it has landed: add a new one instead.

-- When the account's address was confirmed; NULL until then. The accounts that exist
-- were made before confirmation existed: they count as confirmed.
ALTER TABLE users ADD COLUMN confirmed_at INTEGER;
UPDATE users SET confirmed_at = created;

-- One row per confirmation mail. The code is the secret part of the mail's Reply-To
-- (LOCAL+CODE@DOMAIN, the alphabet of reply keys) and is what `stratego confirm CODE`
-- names. Rows stay after use or expiry (no foreign key: the account may be gone) so that
-- a replayed or late confirmation gets a clear answer; cleanup deletes them after the
-- retention time.
CREATE TABLE confirmations (
    code       TEXT    NOT NULL PRIMARY KEY CHECK (code = lower(code)),
    kind       TEXT    NOT NULL CHECK (kind IN ('account', 'challenge')),
    userid_key TEXT    NOT NULL,
    -- A held challenge: the command line to run when it is confirmed (it carries no
    -- password) and the comment that came with it; NULL for an account.
    command    TEXT,
    body       TEXT,
    created    INTEGER NOT NULL,
    expires    INTEGER NOT NULL,
    used       INTEGER,
    -- What the confirmation did: the game a held challenge became.
    game       INTEGER
) STRICT;

CREATE INDEX confirmations_user ON confirmations (userid_key, kind, used);
CREATE INDEX confirmations_created ON confirmations (created);
