-- 0006_league: ratings and vacations (issue 14).
--
-- Never edit this file once it has landed: add a new one instead.

-- One Glicko-2 rating per player and kind of game. kind is the variant's name as the rules
-- crate spells it ("classic", "small", ...), so a new kind of game needs no new schema.
-- A player has a row only once a rated game of that kind has ended.
CREATE TABLE ratings (
    userid_key TEXT    NOT NULL REFERENCES users (userid_key) ON DELETE CASCADE,
    kind       TEXT    NOT NULL,
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL CHECK (deviation >= 0),
    volatility REAL    NOT NULL CHECK (volatility >= 0),
    won        INTEGER NOT NULL DEFAULT 0 CHECK (won >= 0),
    lost       INTEGER NOT NULL DEFAULT 0 CHECK (lost >= 0),
    drawn      INTEGER NOT NULL DEFAULT 0 CHECK (drawn >= 0),
    updated    INTEGER NOT NULL,
    PRIMARY KEY (userid_key, kind)
) STRICT, WITHOUT ROWID;

CREATE INDEX ratings_kind ON ratings (kind, rating);

-- Every rated game, written in the transaction that ended it: the recent results of
-- `stratego rating`, and the guard that a game is rated once. The ratings before and after
-- are kept so that a result can be shown with what it did. No foreign key to games: the
-- record outlives nothing (finished games are never deleted), and it must not block a
-- deletion either.
CREATE TABLE rated_games (
    game        INTEGER NOT NULL PRIMARY KEY,
    kind        TEXT    NOT NULL,
    red         TEXT    NOT NULL,
    blue        TEXT    NOT NULL,
    winner      TEXT    CHECK (winner IN ('red', 'blue')),
    reason      TEXT    NOT NULL,
    red_before  REAL    NOT NULL,
    red_after   REAL    NOT NULL,
    blue_before REAL    NOT NULL,
    blue_after  REAL    NOT NULL,
    at          INTEGER NOT NULL
) STRICT;

CREATE INDEX rated_games_red ON rated_games (red, at);
CREATE INDEX rated_games_blue ON rated_games (blue, at);

-- Vacations: while one runs (start <= now < until) the clocks of the player's games stand
-- still. Coming back early (`vacation ... 0`, or a move) sets until to that time, so the
-- rows are also the record of the days used in the last year.
CREATE TABLE vacations (
    userid_key TEXT    NOT NULL REFERENCES users (userid_key) ON DELETE CASCADE,
    start      INTEGER NOT NULL,
    until      INTEGER NOT NULL CHECK (until >= start)
) STRICT;

CREATE INDEX vacations_user ON vacations (userid_key, until);
