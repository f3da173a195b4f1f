-- 0009_imports: what `import` needs to find again, as tables of their own (issue 27, items
-- 11 and 12).
--
-- Before, a record already imported was found by reading the JSON options of every stored
-- game (json_extract over the whole table: 500 files took 14.7 s into a database of 18,422
-- games, 0.4 s into an empty one), and a recorded player name was turned into a userid that
-- several names could share ("Jörg" and "Jürg" both gravon.J_rg). Now the digests of an
-- imported record point at its game through a primary key, and each recorded name has its
-- own account, named in a table.
--
-- Never edit this file once it has landed: add a new one instead.

-- Each imported game is found by two digests (SHA-256, hex): of the file as it was read,
-- and of the game it holds (kind, field, moves, names, result as our export writes them),
-- so that a record exported and imported again is the same game.
CREATE TABLE imported_records (
    digest TEXT    NOT NULL PRIMARY KEY,
    game   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE
) STRICT;

CREATE INDEX imported_records_game ON imported_records (game);

-- The account of each player name as recorded (after cleaning, see strados2::clean_name).
CREATE TABLE imported_players (
    name       TEXT NOT NULL PRIMARY KEY,
    userid_key TEXT NOT NULL REFERENCES users (userid_key) ON DELETE CASCADE
) STRICT;

-- Games imported before: their file digests, and the accounts their names were given.
INSERT OR IGNORE INTO imported_records (digest, game)
    SELECT json_extract(options, '$.strados2.digest'), id FROM games
     WHERE json_extract(options, '$.strados2.digest') IS NOT NULL;

INSERT OR IGNORE INTO imported_players (name, userid_key)
    SELECT json_extract(options, '$.strados2.players[0]'), red FROM games
     WHERE json_extract(options, '$.strados2.players[0]') IS NOT NULL
    UNION ALL
    SELECT json_extract(options, '$.strados2.players[1]'), blue FROM games
     WHERE json_extract(options, '$.strados2.players[1]') IS NOT NULL;
