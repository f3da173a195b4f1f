-- 0001_initial: the first schema of stratego-pbem.
--
-- Applied by src/store/mod.rs inside one transaction, tracked by PRAGMA user_version.
-- Never edit this file once it has landed: add 0002_*.sql instead.
--
-- All times are unix seconds, given by the caller. Users are referenced by their
-- lowercase userid ("userid_key"); the display form is kept in users.userid.

CREATE TABLE users (
    userid_key    TEXT    NOT NULL PRIMARY KEY CHECK (userid_key = lower(userid)),
    userid        TEXT    NOT NULL,
    -- Compared case-insensitively: mail clients vary the case of addresses.
    address       TEXT    NOT NULL COLLATE NOCASE,
    -- Argon2id PHC string; it carries its own salt and cost.
    password_hash TEXT    NOT NULL,
    flip          INTEGER NOT NULL DEFAULT 1 CHECK (flip IN (0, 1)),
    created       INTEGER NOT NULL
) STRICT;

CREATE INDEX users_address ON users (address);

-- One row per wrong password. Rows older than the counting window are pruned when a new
-- failure for the same user is recorded.
CREATE TABLE login_failures (
    userid_key TEXT    NOT NULL REFERENCES users (userid_key) ON DELETE CASCADE,
    at         INTEGER NOT NULL
) STRICT;

CREATE INDEX login_failures_user_at ON login_failures (userid_key, at);

-- The current (or last) lock of a userid. notice_pending is 1 until the owner has been told.
CREATE TABLE lockouts (
    userid_key     TEXT    NOT NULL PRIMARY KEY REFERENCES users (userid_key) ON DELETE CASCADE,
    locked_at      INTEGER NOT NULL,
    locked_until   INTEGER NOT NULL,
    notice_pending INTEGER NOT NULL CHECK (notice_pending IN (0, 1))
) STRICT;

-- AUTOINCREMENT: a game number is never reused, even after the newest game is deleted,
-- because old mail threads name it.
CREATE TABLE games (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    variant       TEXT    NOT NULL,
    options       TEXT    NOT NULL CHECK (json_valid(options)),
    red           TEXT    NOT NULL REFERENCES users (userid_key),
    blue          TEXT    NOT NULL REFERENCES users (userid_key),
    status        TEXT    NOT NULL CHECK (status IN ('setup', 'playing', 'over')),
    to_move       TEXT    CHECK (to_move IN ('red', 'blue')),
    ply           INTEGER NOT NULL DEFAULT 0 CHECK (ply >= 0),
    result        TEXT    CHECK (json_valid(result)),
    -- The serialized game, opaque to the store.
    state         TEXT    NOT NULL,
    created       INTEGER NOT NULL,
    last_activity INTEGER NOT NULL,
    last_nag      INTEGER,
    nag_count     INTEGER NOT NULL DEFAULT 0 CHECK (nag_count >= 0)
) STRICT;

CREATE INDEX games_red ON games (red);
CREATE INDEX games_blue ON games (blue);
CREATE INDEX games_status ON games (status, last_activity);

CREATE TABLE moves (
    game    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply     INTEGER NOT NULL CHECK (ply >= 1),
    player  TEXT    NOT NULL CHECK (player IN ('red', 'blue')),
    from_sq TEXT    NOT NULL,
    to_sq   TEXT    NOT NULL,
    battle  TEXT    CHECK (json_valid(battle)),
    at      INTEGER NOT NULL,
    PRIMARY KEY (game, ply)
) STRICT, WITHOUT ROWID;

CREATE TABLE subscriptions (
    game       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    userid_key TEXT    NOT NULL REFERENCES users (userid_key) ON DELETE CASCADE,
    PRIMARY KEY (game, userid_key)
) STRICT, WITHOUT ROWID;

CREATE INDEX subscriptions_user ON subscriptions (userid_key);

-- Every mail taken in. raw is the stored copy with passwords already masked by the caller.
-- outcome is NULL until the mail has been handled.
CREATE TABLE inbox (
    id          INTEGER PRIMARY KEY,
    message_id  TEXT    NOT NULL UNIQUE,
    from_addr   TEXT    NOT NULL,
    received_at INTEGER NOT NULL,
    raw         BLOB    NOT NULL,
    outcome     TEXT
) STRICT;

-- Mail to send. game has no foreign key: the mail telling players that a stalled game was
-- removed must outlive the game. next_attempt_at is NULL once the mail is sent or failed.
CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY,
    message_id      TEXT    NOT NULL UNIQUE,
    to_addr         TEXT    NOT NULL,
    subject         TEXT    NOT NULL,
    body            TEXT    NOT NULL,
    in_reply_to     TEXT,
    "references"    TEXT    NOT NULL DEFAULT '',
    game            INTEGER,
    created         INTEGER NOT NULL,
    status          TEXT    NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    next_attempt_at INTEGER,
    last_error      TEXT,
    sent_at         INTEGER
) STRICT;

CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
