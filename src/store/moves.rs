//! The moves of a game, one row a ply, as the rules record them.

use rusqlite::{Row, params};
use stratego_rules::MoveRecord;

use super::{Reader, StoreError, Tx};

/// One played move. `battle` is the referee's JSON of the strike, if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveRow {
    /// The game number.
    pub game: i64,
    /// The ply this move is (from 1).
    pub ply: i64,
    /// `"red"` or `"blue"`.
    pub player: String,
    /// The square moved from, e.g. `"e4"`.
    pub from_sq: String,
    /// The square moved to.
    pub to_sq: String,
    /// The battle as JSON, e.g. `{"attacker":"4","defender":"9","winner":"attacker"}`.
    pub battle: Option<String>,
    /// When it was played.
    pub at: i64,
}

impl MoveRow {
    /// The row of `record`, played in game `game` at `at`.
    pub fn of(game: i64, record: &MoveRecord, at: i64) -> MoveRow {
        MoveRow {
            game,
            ply: i64::from(record.ply),
            player: record.player.as_str().to_string(),
            from_sq: record.from.to_string(),
            to_sq: record.to.to_string(),
            battle: record
                .battle
                .map(|b| serde_json::to_string(&b).expect("a battle serializes")),
            at,
        }
    }

    /// The ply as the rules record it: the inverse of [`MoveRow::of`].
    ///
    /// # Errors
    /// [`StoreError::Internal`] when a field does not read (the row was not written by
    /// [`MoveRow::of`]).
    pub fn record(&self) -> Result<MoveRecord, StoreError> {
        let broken = |what: &str| {
            StoreError::Internal(format!(
                "ply {} of game {}: {what} does not read",
                self.ply, self.game
            ))
        };
        Ok(MoveRecord {
            ply: u32::try_from(self.ply).map_err(|_| broken("the ply"))?,
            player: self.player.parse().map_err(|_| broken("the player"))?,
            from: self.from_sq.parse().map_err(|_| broken("the square"))?,
            to: self.to_sq.parse().map_err(|_| broken("the square"))?,
            battle: self
                .battle
                .as_deref()
                .map(serde_json::from_str)
                .transpose()
                .map_err(|_| broken("the battle"))?,
        })
    }

    fn from_row(row: &Row<'_>) -> rusqlite::Result<MoveRow> {
        Ok(MoveRow {
            game: row.get("game")?,
            ply: row.get("ply")?,
            player: row.get("player")?,
            from_sq: row.get("from_sq")?,
            to_sq: row.get("to_sq")?,
            battle: row.get("battle")?,
            at: row.get("at")?,
        })
    }
}

impl Reader<'_> {
    /// The moves of game `id`, by ply. Empty for an unknown game.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn moves(&self, game: i64) -> Result<Vec<MoveRow>, StoreError> {
        let moves = self
            .conn
            .prepare_cached(
                "SELECT game, ply, player, from_sq, to_sq, battle, at FROM moves
                 WHERE game = ?1 ORDER BY ply",
            )?
            .query_map([game], MoveRow::from_row)?
            .collect::<Result<_, _>>()?;
        Ok(moves)
    }
}

impl Tx<'_> {
    /// Appends a move.
    ///
    /// # Errors
    /// [`StoreError::Duplicate`] if the game already has a move with this ply;
    /// [`StoreError::NotFound`] if there is no such game.
    pub fn append_move(&self, mv: &MoveRow) -> Result<(), StoreError> {
        // A move of a game that does not exist breaks the foreign key: no query first (one
        // statement fewer to compile for every move mail).
        self.conn()
            .prepare_cached(
                "INSERT INTO moves (game, ply, player, from_sq, to_sq, battle, at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            )?
            .execute(params![
                mv.game, mv.ply, mv.player, mv.from_sq, mv.to_sq, mv.battle, mv.at
            ])
            .map_err(|e| {
                let no_game = e.sqlite_error().is_some_and(|f| {
                    f.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_FOREIGNKEY
                });
                if no_game {
                    StoreError::NotFound {
                        what: "game",
                        key: mv.game.to_string(),
                    }
                } else {
                    StoreError::duplicate(e, "move", format!("{} of game {}", mv.ply, mv.game))
                }
            })?;
        Ok(())
    }
}
