-- 0012_club: moderators, bans, the moderation log, password resets by reply, leaving, and
-- announcements (issue 78).
--
-- Never edit this file once it has landed: add a new one instead.

-- The salt of the address hashes kept where a record must outlive an address (a ban of an
-- account that was deleted since, the inbox and outbox records of a deleted player): made
-- once, here, from SQLite's random source, and never shown.
CREATE TABLE club_salt (
    salt TEXT NOT NULL
) STRICT;

INSERT INTO club_salt (salt) VALUES (lower(hex(randomblob(16))));

-- Moderators kept in the database (`stratego-pbem moderator add`), beside those the host
-- names with --moderators.
CREATE TABLE moderators (
    userid_key TEXT    NOT NULL PRIMARY KEY REFERENCES users (userid_key) ON DELETE CASCADE,
    added      INTEGER NOT NULL
) STRICT;

-- Every ban, lifted or over or not: the record of the moderation page. A ban is in force
-- while lifted IS NULL and (until IS NULL or now < until). address_hash is the salted hash
-- of the address the account had when banned: a new registration from it is refused while
-- the ban is in force, even after the account is deleted. answered: when the banned
-- player's first mail after the ban was answered (later ones are not).
CREATE TABLE bans (
    id           INTEGER PRIMARY KEY,
    userid_key   TEXT    NOT NULL,
    userid       TEXT    NOT NULL,
    address_hash TEXT    NOT NULL,
    moderator    TEXT    NOT NULL,
    reason       TEXT    NOT NULL,
    at           INTEGER NOT NULL,
    until        INTEGER,
    answered     INTEGER,
    lifted       INTEGER,
    lifted_by    TEXT
) STRICT;

CREATE INDEX bans_user ON bans (userid_key);
CREATE INDEX bans_address ON bans (address_hash);

-- Every moderator action and every refused attempt at one: who (a userid, or 'host' for
-- the command line), when, what, on whom, why. refused is NULL when it was done.
CREATE TABLE moderation_log (
    id        INTEGER PRIMARY KEY,
    at        INTEGER NOT NULL,
    moderator TEXT    NOT NULL,
    action    TEXT    NOT NULL,
    target    TEXT    NOT NULL DEFAULT '',
    game      INTEGER,
    reason    TEXT    NOT NULL DEFAULT '',
    refused   TEXT
) STRICT;

CREATE INDEX moderation_log_at ON moderation_log (at);

-- The secret part of a reply address that is about an account, not a game: a password
-- reset (one hour, used once), a request to leave (the confirmation time), the one-click
-- unsubscription of announcements (no end). Used rows stay, so that a second use gets a
-- clear answer.
CREATE TABLE club_keys (
    key        TEXT    NOT NULL PRIMARY KEY CHECK (key = lower(key)),
    kind       TEXT    NOT NULL CHECK (kind IN ('reset', 'leave', 'unsubscribe')),
    userid_key TEXT    NOT NULL REFERENCES users (userid_key) ON DELETE CASCADE,
    created    INTEGER NOT NULL,
    expires    INTEGER NOT NULL,
    used       INTEGER
) STRICT;

CREATE INDEX club_keys_user ON club_keys (userid_key, kind, created);

-- The players who turned announcements off (`set ... noannounce`).
CREATE TABLE announce_off (
    userid_key TEXT    NOT NULL PRIMARY KEY REFERENCES users (userid_key) ON DELETE CASCADE,
    at         INTEGER NOT NULL
) STRICT;

-- One row per deleted account: n makes its name in the games it played (deleted-N), and
-- its userid stays held (nobody may register it) until hold_until; cleanup then empties
-- userid_key.
CREATE TABLE erased_users (
    n          INTEGER PRIMARY KEY AUTOINCREMENT,
    userid_key TEXT,
    hold_until INTEGER NOT NULL,
    at         INTEGER NOT NULL
) STRICT;

CREATE INDEX erased_users_key ON erased_users (userid_key);

-- What a few outgoing mails carry beyond the text and the HTML board, while they are queued
-- (deleted once sent or failed): the List-Unsubscribe address of an announcement, the JSON
-- attachment of `mydata`; and forget: once sent, the mail's text is emptied and, when
-- forget_to is set, its recipient replaced by that salted hash (the last mail to a deleted
-- account, the data of `mydata`).
CREATE TABLE outbox_extra (
    id               INTEGER PRIMARY KEY REFERENCES outbox (id) ON DELETE CASCADE,
    list_unsubscribe TEXT,
    attachment_name  TEXT,
    attachment       TEXT,
    forget           INTEGER NOT NULL DEFAULT 0 CHECK (forget IN (0, 1)),
    forget_to        TEXT
) STRICT;
