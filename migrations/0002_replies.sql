-- 0002_replies: reply-by-email (secret reply addresses) and the per-sender reply limit.
--
-- A reply key is the secret part of a player's reply address for one game,
-- LOCAL+KEY@DOMAIN. It is made when the first mail of that game goes to that player and
-- revoked (kept, so that a reply to an old mail gets a clear answer) when the player's
-- password changes; the next mail then carries a new one.
CREATE TABLE reply_keys (
    key        TEXT    NOT NULL PRIMARY KEY CHECK (key = lower(key)),
    userid_key TEXT    NOT NULL REFERENCES users (userid_key) ON DELETE CASCADE,
    game       INTEGER NOT NULL,
    created    INTEGER NOT NULL,
    revoked    INTEGER
) STRICT;

CREATE UNIQUE INDEX reply_keys_live ON reply_keys (userid_key, game) WHERE revoked IS NULL;

-- The Reply-To of an outgoing mail (a player's reply address), NULL for none.
ALTER TABLE outbox ADD COLUMN reply_to TEXT;

-- One row per answer to a sender that changed no game (an error reply, a relayed comment),
-- so that separate ingest processes share the per-hour limit that stops mail loops. Rows
-- older than the window are pruned when a new one is added.
CREATE TABLE answers (
    sender TEXT    NOT NULL COLLATE NOCASE,
    at     INTEGER NOT NULL
) STRICT;

CREATE INDEX answers_sender_at ON answers (sender, at);
