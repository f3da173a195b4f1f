//! The league's rows (issue 14): ratings per player and kind of game, the record of rated
//! games, and vacations. The arithmetic of ratings lives in `crate::league`; here only rows.

use rusqlite::{OptionalExtension, Row, params};

use super::users::userid_key;
use super::{Reader, StoreError, Tx};

/// One player's rating in one kind of game.
#[derive(Debug, Clone, PartialEq)]
pub struct RatingRow {
    /// The player's userid key (lowercase).
    pub userid_key: String,
    /// The userid as registered (for display).
    pub userid: String,
    /// The kind of game: the variant's name (`classic`, `small`, ...).
    pub kind: String,
    /// Glicko-2 rating.
    pub rating: f64,
    /// Glicko-2 rating deviation.
    pub deviation: f64,
    /// Glicko-2 volatility.
    pub volatility: f64,
    /// Rated games won.
    pub won: i64,
    /// Rated games lost.
    pub lost: i64,
    /// Rated games drawn.
    pub drawn: i64,
    /// When the rating last changed.
    pub updated: i64,
    /// The player is the robot (issue 16), marked so in the standings.
    pub robot: bool,
}

/// A rating with a deviation above this is marked provisional (the threshold lichess uses
/// for the same Glicko-2 deviation).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;

impl RatingRow {
    /// Rated games played.
    pub fn games(&self) -> i64 {
        self.won + self.lost + self.drawn
    }

    /// Whether the rating is still provisional: the system does not know the player well
    /// yet (a deviation above [`PROVISIONAL_DEVIATION`]).
    pub fn is_provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    fn from_row(row: &Row<'_>) -> rusqlite::Result<RatingRow> {
        Ok(RatingRow {
            userid_key: row.get("userid_key")?,
            userid: row.get("userid")?,
            kind: row.get("kind")?,
            rating: row.get("rating")?,
            deviation: row.get("deviation")?,
            volatility: row.get("volatility")?,
            won: row.get("won")?,
            lost: row.get("lost")?,
            drawn: row.get("drawn")?,
            updated: row.get("updated")?,
            robot: row.get("robot")?,
        })
    }
}

/// One rated game: who played, how it ended, and what it did to both ratings.
#[derive(Debug, Clone, PartialEq)]
pub struct RatedGame {
    /// The game number.
    pub game: i64,
    /// The kind of game.
    pub kind: String,
    /// Red's userid key.
    pub red: String,
    /// Blue's userid key.
    pub blue: String,
    /// `"red"`, `"blue"`, or `None` for a draw.
    pub winner: Option<String>,
    /// The end reason of SPEC 8 (`flag`, `resign`, ...).
    pub reason: String,
    /// Red's rating before and after.
    pub red_before: f64,
    /// Red's rating after.
    pub red_after: f64,
    /// Blue's rating before.
    pub blue_before: f64,
    /// Blue's rating after.
    pub blue_after: f64,
    /// When the game ended.
    pub at: i64,
}

/// A rated game as one of its players saw it.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayedGame<'a> {
    /// The opponent's userid key.
    pub opponent: &'a str,
    /// `"red"` or `"blue"`: the side the player played.
    pub side: &'static str,
    /// `Some(true)` won, `Some(false)` lost, `None` drawn.
    pub won: Option<bool>,
    /// The player's rating before the game.
    pub before: f64,
    /// The player's rating after it.
    pub after: f64,
}

impl RatedGame {
    /// The game as the player with userid key `player` (Red unless it is Blue's) saw it.
    pub fn played_by(&self, player: &str) -> PlayedGame<'_> {
        let red = self.red == player;
        let side = if red { "red" } else { "blue" };
        PlayedGame {
            opponent: if red { &self.blue } else { &self.red },
            side,
            won: self.winner.as_deref().map(|w| w == side),
            before: if red {
                self.red_before
            } else {
                self.blue_before
            },
            after: if red { self.red_after } else { self.blue_after },
        }
    }

    fn from_row(row: &Row<'_>) -> rusqlite::Result<RatedGame> {
        Ok(RatedGame {
            game: row.get("game")?,
            kind: row.get("kind")?,
            red: row.get("red")?,
            blue: row.get("blue")?,
            winner: row.get("winner")?,
            reason: row.get("reason")?,
            red_before: row.get("red_before")?,
            red_after: row.get("red_after")?,
            blue_before: row.get("blue_before")?,
            blue_after: row.get("blue_after")?,
            at: row.get("at")?,
        })
    }
}

const RATING_COLUMNS: &str = "r.userid_key, u.userid, r.kind, r.rating, r.deviation, \
                              r.volatility, r.won, r.lost, r.drawn, r.updated, u.robot";

impl Reader<'_> {
    /// The rating of `userid` in `kind`, if they have played a rated game of it.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn rating(&self, userid: &str, kind: &str) -> Result<Option<RatingRow>, StoreError> {
        Ok(self
            .conn
            .prepare_cached(&format!(
                "SELECT {RATING_COLUMNS} FROM ratings r JOIN users u USING (userid_key)
                 WHERE r.userid_key = ?1 AND r.kind = ?2"
            ))?
            .query_row(params![userid_key(userid), kind], RatingRow::from_row)
            .optional()?)
    }

    /// Every rating of `userid`, by kind.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn ratings_of(&self, userid: &str) -> Result<Vec<RatingRow>, StoreError> {
        let rows = self
            .conn
            .prepare_cached(&format!(
                "SELECT {RATING_COLUMNS} FROM ratings r JOIN users u USING (userid_key)
                 WHERE r.userid_key = ?1 ORDER BY r.kind"
            ))?
            .query_map([userid_key(userid)], RatingRow::from_row)?
            .collect::<Result<_, _>>()?;
        Ok(rows)
    }

    /// The ratings of `kind`, best first (ties: more games first, then by userid).
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn standings(&self, kind: &str) -> Result<Vec<RatingRow>, StoreError> {
        let rows = self
            .conn
            .prepare_cached(&format!(
                "SELECT {RATING_COLUMNS} FROM ratings r JOIN users u USING (userid_key)
                 WHERE r.kind = ?1
                 ORDER BY r.rating DESC, r.won + r.lost + r.drawn DESC, r.userid_key"
            ))?
            .query_map([kind], RatingRow::from_row)?
            .collect::<Result<_, _>>()?;
        Ok(rows)
    }

    /// The last `limit` rated games of `userid`, newest first.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn recent_results(&self, userid: &str, limit: i64) -> Result<Vec<RatedGame>, StoreError> {
        let rows = self
            .conn
            .prepare_cached(
                "SELECT * FROM rated_games WHERE red = ?1 OR blue = ?1
                 ORDER BY at DESC, game DESC LIMIT ?2",
            )?
            .query_map(params![userid_key(userid), limit], RatedGame::from_row)?
            .collect::<Result<_, _>>()?;
        Ok(rows)
    }

    /// The vacation of `userid` running at `now`, as (start, until).
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn vacation(&self, userid: &str, now: i64) -> Result<Option<(i64, i64)>, StoreError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT start, until FROM vacations
                 WHERE userid_key = ?1 AND start <= ?2 AND until > ?2
                 ORDER BY until DESC LIMIT 1",
            )?
            .query_row(params![userid_key(userid), now], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })
            .optional()?)
    }

    /// Seconds of vacation `userid` has taken or booked that started after `since`.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn vacation_seconds_since(&self, userid: &str, since: i64) -> Result<i64, StoreError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT coalesce(sum(until - start), 0) FROM vacations
                 WHERE userid_key = ?1 AND start > ?2",
            )?
            .query_row(params![userid_key(userid), since], |r| r.get(0))?)
    }

    /// The times between `since` and `now` when `userid` was away on vacation, as
    /// (from, to) pairs clipped to that span.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn vacation_periods(
        &self,
        userid: &str,
        since: i64,
        now: i64,
    ) -> Result<Vec<(i64, i64)>, StoreError> {
        self.periods(
            "SELECT max(start, ?2), min(until, ?3) FROM vacations
             WHERE userid_key = ?1 AND until > ?2 AND start < ?3",
            userid,
            since,
            now,
        )
    }

    /// The times between `since` and `now` when the registered address of `userid` was
    /// locked out, as (from, to) pairs clipped to that span.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn lock_periods(
        &self,
        userid: &str,
        since: i64,
        now: i64,
    ) -> Result<Vec<(i64, i64)>, StoreError> {
        self.periods(
            "SELECT max(locked_at, ?2), min(locked_until, ?3) FROM lock_periods
             WHERE userid_key = ?1 AND locked_until > ?2 AND locked_at < ?3",
            userid,
            since,
            now,
        )
    }

    /// The (from, to) pairs `sql` selects for `userid` between `since` and `now` (its
    /// parameters in that order).
    fn periods(
        &self,
        sql: &str,
        userid: &str,
        since: i64,
        now: i64,
    ) -> Result<Vec<(i64, i64)>, StoreError> {
        let rows = self
            .conn
            .prepare_cached(sql)?
            .query_map(params![userid_key(userid), since, now], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })?
            .collect::<Result<_, _>>()?;
        Ok(rows)
    }
}

impl Tx<'_> {
    /// Writes `rating` (insert or replace).
    ///
    /// # Errors
    /// [`StoreError::Sqlite`] if the user does not exist or a value breaks the schema.
    pub fn put_rating(&self, rating: &RatingRow) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT OR REPLACE INTO ratings
                   (userid_key, kind, rating, deviation, volatility, won, lost, drawn, updated)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            )?
            .execute(params![
                userid_key(&rating.userid_key),
                rating.kind,
                rating.rating,
                rating.deviation,
                rating.volatility,
                rating.won,
                rating.lost,
                rating.drawn,
                rating.updated,
            ])?;
        Ok(())
    }

    /// Records a rated game.
    ///
    /// # Errors
    /// [`StoreError::Duplicate`] if the game was rated already.
    pub fn record_rated_game(&self, g: &RatedGame) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO rated_games (game, kind, red, blue, winner, reason, red_before,
                                          red_after, blue_before, blue_after, at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
            )?
            .execute(params![
                g.game,
                g.kind,
                g.red,
                g.blue,
                g.winner,
                g.reason,
                g.red_before,
                g.red_after,
                g.blue_before,
                g.blue_after,
                g.at,
            ])
            .map_err(|e| StoreError::duplicate(e, "rated game", g.game))?;
        Ok(())
    }

    /// Starts a vacation of `userid` from `now` until `until`, ending a running one at
    /// `now` first.
    ///
    /// # Errors
    /// Only if SQLite fails (or the user does not exist).
    pub fn start_vacation(&self, userid: &str, now: i64, until: i64) -> Result<(), StoreError> {
        self.end_vacation(userid, now)?;
        self.conn()
            .prepare_cached("INSERT INTO vacations (userid_key, start, until) VALUES (?1, ?2, ?3)")?
            .execute(params![userid_key(userid), now, until])?;
        Ok(())
    }

    /// Ends the vacation of `userid` running at `now`, if any; returns whether one ran.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn end_vacation(&self, userid: &str, now: i64) -> Result<bool, StoreError> {
        let changed = self
            .conn()
            .prepare_cached(
                "UPDATE vacations SET until = ?2
                 WHERE userid_key = ?1 AND start <= ?2 AND until > ?2",
            )?
            .execute(params![userid_key(userid), now])?;
        Ok(changed > 0)
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::*;
    use super::*;

    fn rating(user: &str, kind: &str, r: f64) -> RatingRow {
        RatingRow {
            userid_key: user.into(),
            userid: String::new(),
            kind: kind.into(),
            rating: r,
            deviation: 200.0,
            volatility: 0.06,
            won: 1,
            lost: 0,
            drawn: 0,
            updated: 10,
            robot: false,
        }
    }

    #[test]
    fn ratings_by_kind_best_first() {
        for (mut store, _dir) in stores() {
            with_players(&mut store);
            store
                .write(|tx| {
                    tx.put_rating(&rating("alice", "classic", 1600.0))?;
                    tx.put_rating(&rating("bob", "classic", 1700.0))?;
                    tx.put_rating(&rating("bob", "barrage", 1400.0))
                })
                .unwrap();
            let table = store.read(|r| r.standings("classic")).unwrap();
            let names: Vec<&str> = table.iter().map(|r| r.userid.as_str()).collect();
            assert_eq!(names, ["bob", "Alice"]);
            assert!(store.read(|r| r.standings("small")).unwrap().is_empty());
            let bob = store.read(|r| r.ratings_of("BOB")).unwrap();
            let kinds: Vec<&str> = bob.iter().map(|r| r.kind.as_str()).collect();
            assert_eq!(kinds, ["barrage", "classic"]);
            assert_eq!(bob[1].games(), 1);
            assert!(
                store
                    .read(|r| r.rating("alice", "small"))
                    .unwrap()
                    .is_none()
            );
        }
    }

    #[test]
    fn a_game_is_rated_once() {
        for (mut store, _dir) in stores() {
            let g = RatedGame {
                game: 3,
                kind: "classic".into(),
                red: "alice".into(),
                blue: "bob".into(),
                winner: None,
                reason: "draw-agreed".into(),
                red_before: 1500.0,
                red_after: 1500.0,
                blue_before: 1500.0,
                blue_after: 1500.0,
                at: 5,
            };
            store.write(|tx| tx.record_rated_game(&g)).unwrap();
            let err = store.write(|tx| tx.record_rated_game(&g)).unwrap_err();
            assert!(matches!(err, StoreError::Duplicate { .. }), "{err}");
            assert_eq!(store.read(|r| r.recent_results("Bob", 5)).unwrap(), [g]);
        }
    }

    #[test]
    fn vacations_start_end_and_count() {
        for (mut store, _dir) in stores() {
            with_players(&mut store);
            store
                .write(|tx| tx.start_vacation("alice", 100, 1100))
                .unwrap();
            assert_eq!(
                store.read(|r| r.vacation("alice", 500)).unwrap(),
                Some((100, 1100))
            );
            assert_eq!(store.read(|r| r.vacation("alice", 1100)).unwrap(), None);
            assert_eq!(
                store.read(|r| r.vacation_periods("alice", 0, 600)).unwrap(),
                [(100, 600)]
            );
            // Coming back early keeps only the days used.
            assert!(store.write(|tx| tx.end_vacation("alice", 400)).unwrap());
            assert!(!store.write(|tx| tx.end_vacation("alice", 450)).unwrap());
            assert_eq!(store.read(|r| r.vacation("alice", 401)).unwrap(), None);
            assert_eq!(
                store
                    .read(|r| r.vacation_seconds_since("alice", 0))
                    .unwrap(),
                300
            );
            assert_eq!(
                store
                    .read(|r| r.vacation_seconds_since("alice", 100))
                    .unwrap(),
                0
            );
        }
    }
}
