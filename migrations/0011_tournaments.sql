-- 0011_tournaments: tournaments by mail (issue 77).
--
-- Never edit this file once it has landed: add a new one instead.

-- One tournament. Its games are ordinary games (games table) linked by
-- tournament_pairings; its options are the challenge option words as given (a JSON
-- array), checked when it was created and applied to every game it makes. rounds is NULL
-- for a Swiss tournament whose number of rounds is set when it starts. round is the
-- round being played (0 before the start).
CREATE TABLE tournaments (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    name     TEXT    NOT NULL,
    director TEXT    NOT NULL REFERENCES users (userid_key),
    system   TEXT    NOT NULL CHECK (system IN ('swiss', 'roundrobin', 'doubleroundrobin')),
    rounds   INTEGER CHECK (rounds IS NULL OR rounds >= 1),
    variant  TEXT    NOT NULL,
    options  TEXT    NOT NULL CHECK (json_valid(options)),
    state    TEXT    NOT NULL CHECK (state IN ('open', 'closed', 'running', 'over')),
    round    INTEGER NOT NULL DEFAULT 0 CHECK (round >= 0),
    created  INTEGER NOT NULL,
    started  INTEGER,
    ended    INTEGER
) STRICT;

CREATE INDEX tournaments_state ON tournaments (state, id);

-- The players of a tournament. number (the pairing number) and rating (the Glicko-2
-- rating the initial order was made by) are set when it starts. withdrawn is the last
-- round the player was paired in before they withdrew (0: before the first), NULL while
-- they play on.
CREATE TABLE tournament_entrants (
    tournament INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    userid_key TEXT    NOT NULL REFERENCES users (userid_key),
    joined     INTEGER NOT NULL,
    number     INTEGER CHECK (number IS NULL OR number >= 1),
    rating     REAL,
    withdrawn  INTEGER CHECK (withdrawn IS NULL OR withdrawn >= 0),
    PRIMARY KEY (tournament, userid_key)
) STRICT;

CREATE UNIQUE INDEX tournament_entrants_number
    ON tournament_entrants (tournament, number) WHERE number IS NOT NULL;
CREATE INDEX tournament_entrants_user ON tournament_entrants (userid_key);

-- When each round was paired and when its last game ended.
CREATE TABLE tournament_rounds (
    tournament INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round      INTEGER NOT NULL CHECK (round >= 1),
    paired     INTEGER NOT NULL,
    ended      INTEGER,
    PRIMARY KEY (tournament, round)
) STRICT, WITHOUT ROWID;

-- The pairings of each round: one row per board (white plays Red and moves first) and one
-- per bye (black and game NULL). The results are TRF-16 codes per side: 1 = 0 + - U; NULL
-- while the game goes on. A tournament game is never deleted (a setup that runs out of
-- time ends with a forfeit), so game keeps pointing at it.
CREATE TABLE tournament_pairings (
    tournament  INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round       INTEGER NOT NULL CHECK (round >= 1),
    board       INTEGER NOT NULL CHECK (board >= 1),
    white       TEXT    NOT NULL REFERENCES users (userid_key),
    black       TEXT    REFERENCES users (userid_key),
    game        INTEGER UNIQUE REFERENCES games (id),
    white_score TEXT    CHECK (white_score IN ('1', '=', '0', '+', '-', 'U')),
    black_score TEXT    CHECK (black_score IN ('1', '=', '0', '+', '-')),
    PRIMARY KEY (tournament, round, board)
) STRICT;
