//! Tournaments (issue 77): the tournament, its entrants, its rounds and its pairings. The
//! games themselves are ordinary games; a pairing row links a game to its tournament and
//! round. What the rows mean is `league::tournament`'s business.

use rusqlite::{OptionalExtension, Row, params};

use super::users::userid_key;
use super::{Reader, StoreError, Tx};

/// A tournament.
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentRow {
    /// Its number, from 1, never reused.
    pub id: i64,
    /// Its name, as the director wrote it.
    pub name: String,
    /// The director's userid key.
    pub director: String,
    /// `swiss`, `roundrobin` or `doubleroundrobin`.
    pub system: String,
    /// The number of rounds; `None` for a Swiss tournament until it starts.
    pub rounds: Option<i64>,
    /// The kind of game (the variant's name).
    pub variant: String,
    /// The challenge option words, as a JSON array.
    pub options: String,
    /// `open`, `closed`, `running` or `over`.
    pub state: String,
    /// The round being played (0 before the start).
    pub round: i64,
    /// When it was created.
    pub created: i64,
    /// When it started.
    pub started: Option<i64>,
    /// When its last round ended.
    pub ended: Option<i64>,
}

const TOURNAMENT_COLUMNS: &str =
    "id, name, director, system, rounds, variant, options, state, round, created, started, ended";

impl TournamentRow {
    fn from_row(row: &Row<'_>) -> rusqlite::Result<TournamentRow> {
        Ok(TournamentRow {
            id: row.get(0)?,
            name: row.get(1)?,
            director: row.get(2)?,
            system: row.get(3)?,
            rounds: row.get(4)?,
            variant: row.get(5)?,
            options: row.get(6)?,
            state: row.get(7)?,
            round: row.get(8)?,
            created: row.get(9)?,
            started: row.get(10)?,
            ended: row.get(11)?,
        })
    }
}

/// A tournament to create.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewTournament {
    /// Its name.
    pub name: String,
    /// The director's userid (any case).
    pub director: String,
    /// `swiss`, `roundrobin` or `doubleroundrobin`.
    pub system: String,
    /// The number of rounds, if given.
    pub rounds: Option<i64>,
    /// The kind of game.
    pub variant: String,
    /// The option words as a JSON array.
    pub options: String,
    /// Now.
    pub now: i64,
}

/// A player of a tournament.
#[derive(Debug, Clone, PartialEq)]
pub struct EntrantRow {
    /// The player's userid key.
    pub userid_key: String,
    /// The userid as registered.
    pub userid: String,
    /// When they joined.
    pub joined: i64,
    /// The pairing number, from the start.
    pub number: Option<i64>,
    /// The rating the initial order was made by.
    pub rating: Option<f64>,
    /// The last round they were paired in before withdrawing; `None` while they play on.
    pub withdrawn: Option<i64>,
    /// The robot's account.
    pub robot: bool,
}

/// One board of a round, or a bye (`black` and `game` `None`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairingRow {
    /// The tournament.
    pub tournament: i64,
    /// The round, from 1.
    pub round: i64,
    /// The board, from 1 (byes after the boards).
    pub board: i64,
    /// White's (Red's) userid key; the bye's player for a bye.
    pub white: String,
    /// Black's (Blue's) userid key.
    pub black: Option<String>,
    /// The game.
    pub game: Option<i64>,
    /// White's result as a TRF-16 code (`1 = 0 + - U`), once known.
    pub white_score: Option<String>,
    /// Black's result.
    pub black_score: Option<String>,
}

const PAIRING_COLUMNS: &str =
    "tournament, round, board, white, black, game, white_score, black_score";

impl PairingRow {
    fn from_row(row: &Row<'_>) -> rusqlite::Result<PairingRow> {
        Ok(PairingRow {
            tournament: row.get(0)?,
            round: row.get(1)?,
            board: row.get(2)?,
            white: row.get(3)?,
            black: row.get(4)?,
            game: row.get(5)?,
            white_score: row.get(6)?,
            black_score: row.get(7)?,
        })
    }
}

impl Reader<'_> {
    /// Tournament `id`.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if there is none.
    pub fn tournament(&self, id: i64) -> Result<TournamentRow, StoreError> {
        self.conn
            .prepare_cached(&format!(
                "SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE id = ?1"
            ))?
            .query_row([id], TournamentRow::from_row)
            .map_err(|e| StoreError::not_found(e, "tournament", id))
    }

    /// Every tournament, by number.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn tournaments(&self) -> Result<Vec<TournamentRow>, StoreError> {
        Ok(self
            .conn
            .prepare_cached(&format!(
                "SELECT {TOURNAMENT_COLUMNS} FROM tournaments ORDER BY id"
            ))?
            .query_map([], TournamentRow::from_row)?
            .collect::<Result<_, _>>()?)
    }

    /// The players of tournament `id`: by pairing number once it started, else in the
    /// order they joined.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn entrants(&self, id: i64) -> Result<Vec<EntrantRow>, StoreError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT e.userid_key, u.userid, e.joined, e.number, e.rating, e.withdrawn,
                        u.robot
                 FROM tournament_entrants e JOIN users u USING (userid_key)
                 WHERE e.tournament = ?1
                 ORDER BY e.number IS NULL, e.number, e.joined, e.userid_key",
            )?
            .query_map([id], |r| {
                Ok(EntrantRow {
                    userid_key: r.get(0)?,
                    userid: r.get(1)?,
                    joined: r.get(2)?,
                    number: r.get(3)?,
                    rating: r.get(4)?,
                    withdrawn: r.get(5)?,
                    robot: r.get(6)?,
                })
            })?
            .collect::<Result<_, _>>()?)
    }

    /// Every pairing of tournament `id`, by round and board.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn pairings(&self, id: i64) -> Result<Vec<PairingRow>, StoreError> {
        Ok(self
            .conn
            .prepare_cached(&format!(
                "SELECT {PAIRING_COLUMNS} FROM tournament_pairings WHERE tournament = ?1
                 ORDER BY round, board"
            ))?
            .query_map([id], PairingRow::from_row)?
            .collect::<Result<_, _>>()?)
    }

    /// The pairing that made game `game`, if it is a tournament game.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn pairing_of_game(&self, game: i64) -> Result<Option<PairingRow>, StoreError> {
        Ok(self
            .conn
            .prepare_cached(&format!(
                "SELECT {PAIRING_COLUMNS} FROM tournament_pairings WHERE game = ?1"
            ))?
            .query_row([game], PairingRow::from_row)
            .optional()?)
    }

    /// The rounds of tournament `id` as (round, paired, ended), by round.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn tournament_rounds(&self, id: i64) -> Result<Vec<(i64, i64, Option<i64>)>, StoreError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT round, paired, ended FROM tournament_rounds WHERE tournament = ?1
                 ORDER BY round",
            )?
            .query_map([id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
            .collect::<Result<_, _>>()?)
    }

    /// The tournaments not over that `userid` is entered in and has not withdrawn from.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn tournaments_of(&self, userid: &str) -> Result<Vec<i64>, StoreError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT t.id FROM tournaments t JOIN tournament_entrants e ON e.tournament = t.id
                 WHERE e.userid_key = ?1 AND e.withdrawn IS NULL AND t.state != 'over'
                 ORDER BY t.id",
            )?
            .query_map([userid_key(userid)], |r| r.get(0))?
            .collect::<Result<_, _>>()?)
    }
}

impl Tx<'_> {
    /// Creates a tournament (open for entries) and returns its number.
    ///
    /// # Errors
    /// [`StoreError::Sqlite`] if a column breaks the schema.
    pub fn insert_tournament(&self, t: &NewTournament) -> Result<i64, StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO tournaments (name, director, system, rounds, variant, options,
                                          state, created)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'open', ?7)",
            )?
            .execute(params![
                t.name,
                userid_key(&t.director),
                t.system,
                t.rounds,
                t.variant,
                t.options,
                t.now
            ])?;
        Ok(self.conn().last_insert_rowid())
    }

    /// Enters `userid` in tournament `id`.
    ///
    /// # Errors
    /// [`StoreError::Duplicate`] if they are entered already.
    pub fn add_entrant(&self, id: i64, userid: &str, now: i64) -> Result<(), StoreError> {
        let key = userid_key(userid);
        self.conn()
            .prepare_cached(
                "INSERT INTO tournament_entrants (tournament, userid_key, joined)
                 VALUES (?1, ?2, ?3)",
            )?
            .execute(params![id, key, now])
            .map_err(|e| StoreError::duplicate(e, "entrant", &key))?;
        Ok(())
    }

    /// Takes `userid` out of tournament `id` (before it started).
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn remove_entrant(&self, id: i64, userid: &str) -> Result<bool, StoreError> {
        Ok(self
            .conn()
            .prepare_cached(
                "DELETE FROM tournament_entrants WHERE tournament = ?1 AND userid_key = ?2",
            )?
            .execute(params![id, userid_key(userid)])?
            > 0)
    }

    /// Deletes tournament `id` and its entries (cancelled before its start: it has no
    /// rounds and no games yet).
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn delete_tournament(&self, id: i64) -> Result<(), StoreError> {
        let c = self.conn();
        c.execute(
            "DELETE FROM tournament_entrants WHERE tournament = ?1",
            [id],
        )?;
        c.execute("DELETE FROM tournaments WHERE id = ?1", [id])?;
        Ok(())
    }

    /// Sets the state of tournament `id` (`open`, `closed`, `running`, `over`).
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn set_tournament_state(&self, id: i64, state: &str) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("UPDATE tournaments SET state = ?2 WHERE id = ?1")?
            .execute(params![id, state])?;
        Ok(())
    }

    /// Starts tournament `id` with `rounds` rounds: the entrants get their pairing numbers
    /// and ratings from `order` ((userid key, rating), number 1 first).
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn start_tournament(
        &self,
        id: i64,
        rounds: i64,
        order: &[(String, f64)],
        now: i64,
    ) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "UPDATE tournaments SET state = 'running', rounds = ?2, started = ?3
                 WHERE id = ?1",
            )?
            .execute(params![id, rounds, now])?;
        for (i, (key, rating)) in order.iter().enumerate() {
            self.conn()
                .prepare_cached(
                    "UPDATE tournament_entrants SET number = ?3, rating = ?4
                     WHERE tournament = ?1 AND userid_key = ?2",
                )?
                .execute(params![id, key, i as i64 + 1, rating])?;
        }
        Ok(())
    }

    /// Withdraws `userid` from tournament `id` after round `round`: not paired again.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn withdraw_entrant(&self, id: i64, userid: &str, round: i64) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "UPDATE tournament_entrants SET withdrawn = ?3
                 WHERE tournament = ?1 AND userid_key = ?2 AND withdrawn IS NULL",
            )?
            .execute(params![id, userid_key(userid), round])?;
        Ok(())
    }

    /// Records that round `round` of tournament `id` was paired now, and makes it the
    /// round being played.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn begin_round(&self, id: i64, round: i64, now: i64) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO tournament_rounds (tournament, round, paired) VALUES (?1, ?2, ?3)",
            )?
            .execute(params![id, round, now])?;
        self.conn()
            .prepare_cached("UPDATE tournaments SET round = ?2 WHERE id = ?1")?
            .execute(params![id, round])?;
        Ok(())
    }

    /// Adds one board or bye.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn insert_pairing(&self, p: &PairingRow) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(&format!(
                "INSERT INTO tournament_pairings ({PAIRING_COLUMNS})
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)"
            ))?
            .execute(params![
                p.tournament,
                p.round,
                p.board,
                p.white,
                p.black,
                p.game,
                p.white_score,
                p.black_score
            ])?;
        Ok(())
    }

    /// Records the result of the board that plays game `game`.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn set_pairing_result(
        &self,
        game: i64,
        white: &str,
        black: &str,
    ) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "UPDATE tournament_pairings SET white_score = ?2, black_score = ?3
                 WHERE game = ?1",
            )?
            .execute(params![game, white, black])?;
        Ok(())
    }

    /// Records that round `round` of tournament `id` ended now.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn end_round(&self, id: i64, round: i64, now: i64) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "UPDATE tournament_rounds SET ended = ?3 WHERE tournament = ?1 AND round = ?2",
            )?
            .execute(params![id, round, now])?;
        Ok(())
    }

    /// Ends tournament `id` now.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn end_tournament(&self, id: i64, now: i64) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("UPDATE tournaments SET state = 'over', ended = ?2 WHERE id = ?1")?
            .execute(params![id, now])?;
        Ok(())
    }
}
