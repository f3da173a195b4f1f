//! Games and observers' subscriptions (their moves are in [`super::moves`]).
//!
//! A game row keeps the serialized game (`state`) as an opaque blob, plus the columns the
//! server queries without deserializing it. Sides (`to_move`, a move's `player`) are the
//! strings `"red"` and `"blue"`, as in the JSON views; the schema refuses anything else.

use std::fmt;
use std::str::FromStr;

use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSqlOutput, ValueRef};
use rusqlite::{Row, ToSql, params};
use stratego_rules::{Color, Game};

use super::users::userid_key;
use super::{Reader, StoreError, Tx};

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameStatus {
    /// Armies are being deployed.
    Setup,
    /// Moves are being played.
    Playing,
    /// The game has ended; see the result.
    Over,
}

impl GameStatus {
    /// The name used in the database and the JSON views.
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Setup => "setup",
            GameStatus::Playing => "playing",
            GameStatus::Over => "over",
        }
    }
}

impl fmt::Display for GameStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A string that is not a [`GameStatus`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown game status {0:?} (expected setup, playing or over)")]
pub struct UnknownStatus(pub String);

impl FromStr for GameStatus {
    type Err = UnknownStatus;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "setup" => Ok(GameStatus::Setup),
            "playing" => Ok(GameStatus::Playing),
            "over" => Ok(GameStatus::Over),
            _ => Err(UnknownStatus(s.to_string())),
        }
    }
}

impl ToSql for GameStatus {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::from(self.as_str()))
    }
}

impl FromSql for GameStatus {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        value
            .as_str()?
            .parse()
            .map_err(|e| FromSqlError::Other(Box::new(e)))
    }
}

/// A game to insert. The players are userids (any case); they must be registered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGame {
    /// The game: `"classic"`, `"small"`, `"barrage"` or `"duel"`.
    pub variant: String,
    /// The challenge options as JSON.
    pub options: String,
    /// Red's userid.
    pub red: String,
    /// Blue's userid.
    pub blue: String,
    /// Usually [`GameStatus::Setup`].
    pub status: GameStatus,
    /// `"red"`, `"blue"`, or `None` (setup, or over).
    pub to_move: Option<String>,
    /// Plies played so far.
    pub ply: i64,
    /// The serialized game.
    pub state: String,
    /// Creation time; also the first `last_activity`.
    pub now: i64,
}

/// A stored game: its summary and its state. It reads as its summary (`row.id`, `row.ply`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRow {
    /// Everything but the state.
    pub summary: GameSummary,
    /// The serialized game, opaque to the store.
    pub state: String,
}

impl std::ops::Deref for GameRow {
    type Target = GameSummary;
    fn deref(&self) -> &GameSummary {
        &self.summary
    }
}

impl std::ops::DerefMut for GameRow {
    fn deref_mut(&mut self) -> &mut GameSummary {
        &mut self.summary
    }
}

/// The games not over that one player plays (issue 27: the caps of challenges).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct OpenGames {
    /// All of them.
    pub all: u32,
    /// Those against one opponent.
    pub against: u32,
    /// Those against a robot.
    pub robot: u32,
}

/// A game without its state, for listings and `cleanup`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameSummary {
    /// The game number, from 1, never reused.
    pub id: i64,
    /// The game: `"classic"`, `"small"`, `"barrage"` or `"duel"`.
    pub variant: String,
    /// The challenge options as JSON.
    pub options: String,
    /// Red's userid key (lowercase).
    pub red: String,
    /// Blue's userid key (lowercase).
    pub blue: String,
    /// Where the game stands.
    pub status: GameStatus,
    /// `"red"`, `"blue"`, or `None`.
    pub to_move: Option<String>,
    /// Plies played so far.
    pub ply: i64,
    /// The result as JSON (section 8 of the spec) once the game is over.
    pub result: Option<String>,
    /// When the game was created.
    pub created: i64,
    /// The last deploy, move or other player action.
    pub last_activity: i64,
    /// When the player to move was last reminded, if ever since their turn began.
    pub last_nag: Option<i64>,
    /// Reminders sent.
    pub nag_count: i64,
}

impl GameSummary {
    /// The userid key of the player of `color`.
    pub fn player(&self, color: Color) -> &str {
        match color {
            Color::Red => &self.red,
            Color::Blue => &self.blue,
        }
    }
}

/// The columns of [`GameSummary::from_row`], in its order.
const SUMMARY_COLUMNS: &str = "id, variant, options, red, blue, status, to_move, ply, result, \
                               created, last_activity, last_nag, nag_count";

impl GameSummary {
    /// A row of `SELECT {SUMMARY_COLUMNS} ...`, read by position (as `User::from_row`).
    fn from_row(row: &Row<'_>) -> rusqlite::Result<GameSummary> {
        Ok(GameSummary {
            id: row.get(0)?,
            variant: row.get(1)?,
            options: row.get(2)?,
            red: row.get(3)?,
            blue: row.get(4)?,
            status: row.get(5)?,
            to_move: row.get(6)?,
            ply: row.get(7)?,
            result: row.get(8)?,
            created: row.get(9)?,
            last_activity: row.get(10)?,
            last_nag: row.get(11)?,
            nag_count: row.get(12)?,
        })
    }
}

impl GameRow {
    /// A row of `SELECT {SUMMARY_COLUMNS}, state ...`.
    fn from_row(row: &Row<'_>) -> rusqlite::Result<GameRow> {
        Ok(GameRow {
            summary: GameSummary::from_row(row)?,
            state: row.get(13)?,
        })
    }
}

impl Reader<'_> {
    /// The game numbered `id`.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if there is no such game.
    pub fn game(&self, id: i64) -> Result<GameRow, StoreError> {
        self.conn
            .prepare_cached(&format!(
                "SELECT {SUMMARY_COLUMNS}, state FROM games WHERE id = ?1"
            ))?
            .query_row([id], GameRow::from_row)
            .map_err(|e| StoreError::not_found(e, "game", id))
    }

    /// All games, or those `userid` plays in, by number.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn list_games(&self, userid: Option<&str>) -> Result<Vec<GameSummary>, StoreError> {
        let games = match userid {
            None => self
                .conn
                .prepare_cached(&format!("SELECT {SUMMARY_COLUMNS} FROM games ORDER BY id"))?
                .query_map([], GameSummary::from_row)?
                .collect::<Result<_, _>>()?,
            Some(userid) => self
                .conn
                .prepare_cached(&format!(
                    "SELECT {SUMMARY_COLUMNS} FROM games WHERE red = ?1 OR blue = ?1 ORDER BY id"
                ))?
                .query_map([userid_key(userid)], GameSummary::from_row)?
                .collect::<Result<_, _>>()?,
        };
        Ok(games)
    }

    /// At most `limit` games numbered below `before` (all when `None`), or those of them
    /// `userid` plays in, newest (highest number) first: one page of the web's lists,
    /// whatever the number of games (the primary key's order, no offset to skip). With
    /// `finished`, only the games over (`Some(true)`) or not over (`Some(false)`).
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn games_before(
        &self,
        userid: Option<&str>,
        before: Option<i64>,
        finished: Option<bool>,
        limit: u32,
    ) -> Result<Vec<GameSummary>, StoreError> {
        let before = before.unwrap_or(i64::MAX);
        // All games (NULL), or only those over (1) or not over (0).
        let over = finished.map(i64::from);
        let games = match userid {
            None => self
                .conn
                .prepare_cached(&format!(
                    "SELECT {SUMMARY_COLUMNS} FROM games WHERE id < ?1
                     AND (?3 IS NULL OR (status = 'over') = ?3) ORDER BY id DESC LIMIT ?2"
                ))?
                .query_map(params![before, limit, over], GameSummary::from_row)?
                .collect::<Result<_, _>>()?,
            Some(userid) => self
                .conn
                .prepare_cached(&format!(
                    "SELECT {SUMMARY_COLUMNS} FROM games WHERE id < ?1 AND (red = ?2 OR blue = ?2)
                     AND (?4 IS NULL OR (status = 'over') = ?4) ORDER BY id DESC LIMIT ?3"
                ))?
                .query_map(
                    params![before, userid_key(userid), limit, over],
                    GameSummary::from_row,
                )?
                .collect::<Result<_, _>>()?,
        };
        Ok(games)
    }

    /// The games not over that `player` plays: in all, against `opponent`, and against a
    /// robot (userid keys).
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn open_games(&self, player: &str, opponent: &str) -> Result<OpenGames, StoreError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT count(*), \
                        coalesce(sum(CASE WHEN g.red = ?2 OR g.blue = ?2 THEN 1 ELSE 0 END), 0), \
                        coalesce(sum(u.robot), 0) \
                 FROM games g JOIN users u \
                   ON u.userid_key = CASE WHEN g.red = ?1 THEN g.blue ELSE g.red END \
                 WHERE g.status != 'over' AND (g.red = ?1 OR g.blue = ?1)",
            )?
            .query_row(params![player, opponent], |r| {
                Ok(OpenGames {
                    all: r.get(0)?,
                    against: r.get(1)?,
                    robot: r.get(2)?,
                })
            })?)
    }

    /// The userid keys subscribed to game `id` as observers, sorted.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn subscribers(&self, game: i64) -> Result<Vec<String>, StoreError> {
        let keys = self
            .conn
            .prepare_cached(
                "SELECT userid_key FROM subscriptions WHERE game = ?1 ORDER BY userid_key",
            )?
            .query_map([game], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        Ok(keys)
    }
}

impl Tx<'_> {
    /// Inserts a game and returns its number.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if a player is not registered; [`StoreError::Sqlite`] if a
    /// column breaks the schema (options or result not JSON, a side other than red/blue).
    pub fn insert_game(&self, game: &NewGame) -> Result<i64, StoreError> {
        for userid in [&game.red, &game.blue] {
            self.user(userid)?;
        }
        self.conn()
            .prepare_cached(
                "INSERT INTO games (variant, options, red, blue, status, to_move, ply, state,
                                    created, last_activity)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9)",
            )?
            .execute(params![
                game.variant,
                game.options,
                userid_key(&game.red),
                userid_key(&game.blue),
                game.status,
                game.to_move,
                game.ply,
                game.state,
                game.now,
            ])?;
        Ok(self.conn().last_insert_rowid())
    }

    /// Writes every mutable column of `game` (status, to_move, ply, result, state,
    /// last_activity, last_nag, nag_count). Variant, options, players and creation time
    /// never change.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if there is no game `game.id`.
    pub fn update_game(&self, game: &GameRow) -> Result<(), StoreError> {
        let changed = self
            .conn()
            .prepare_cached(
                "UPDATE games SET status = ?2, to_move = ?3, ply = ?4, result = ?5, state = ?6,
                                  last_activity = ?7, last_nag = ?8, nag_count = ?9
                 WHERE id = ?1",
            )?
            .execute(params![
                game.id,
                game.status,
                game.to_move,
                game.ply,
                game.result,
                game.state,
                game.last_activity,
                game.last_nag,
                game.nag_count,
            ])?;
        if changed == 0 {
            return Err(StoreError::NotFound {
                what: "game",
                key: game.id.to_string(),
            });
        }
        Ok(())
    }

    /// Deletes game `id` with its moves and subscriptions. Its number is not reused. Mail
    /// about it already in the outbox stays.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if there is no such game.
    pub fn delete_game(&self, id: i64) -> Result<(), StoreError> {
        let changed = self
            .conn()
            .prepare_cached("DELETE FROM games WHERE id = ?1")?
            .execute([id])?;
        if changed == 0 {
            return Err(StoreError::NotFound {
                what: "game",
                key: id.to_string(),
            });
        }
        Ok(())
    }

    /// Subscribes `userid` to game `id` as an observer. Returns `false` if already
    /// subscribed.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if the game or the user does not exist.
    pub fn subscribe(&self, game: i64, userid: &str) -> Result<bool, StoreError> {
        self.game_exists(game)?;
        self.user(userid)?;
        let added = self
            .conn()
            .prepare_cached(
                "INSERT INTO subscriptions (game, userid_key) VALUES (?1, ?2)
                 ON CONFLICT DO NOTHING",
            )?
            .execute(params![game, userid_key(userid)])?;
        Ok(added == 1)
    }

    /// Ends the subscription of `userid` to game `id`. Returns `false` if there was none.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn unsubscribe(&self, game: i64, userid: &str) -> Result<bool, StoreError> {
        let removed = self
            .conn()
            .prepare_cached("DELETE FROM subscriptions WHERE game = ?1 AND userid_key = ?2")?
            .execute(params![game, userid_key(userid)])?;
        Ok(removed == 1)
    }

    fn game_exists(&self, id: i64) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("SELECT 1 FROM games WHERE id = ?1")?
            .query_row([id], |_| Ok(()))
            .map_err(|e| StoreError::not_found(e, "game", id))
    }
}

/// The serialized game of a row.
///
/// # Errors
/// [`StoreError::Internal`] when the stored state does not load: the administrator must look.
pub fn load_state(row: &GameRow) -> Result<Game, StoreError> {
    serde_json::from_str(&row.state)
        .map_err(|e| StoreError::Internal(format!("game {} does not load: {e}", row.id)))
}

/// The state text of a game.
pub fn save_state(game: &Game) -> String {
    serde_json::to_string(game).expect("a game always serializes")
}

/// Which colour `user` (a key) plays in `row`.
pub fn color_of(row: &GameRow, user_key: &str) -> Option<Color> {
    if row.red == user_key {
        Some(Color::Red)
    } else if row.blue == user_key {
        Some(Color::Blue)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::*;
    use super::super::*;

    fn new_game(red: &str, blue: &str, now: i64) -> NewGame {
        NewGame {
            variant: "classic".into(),
            options: r#"{"twosquare":3,"scoutstrike":true,"reveal":"keep"}"#.into(),
            red: red.into(),
            blue: blue.into(),
            status: GameStatus::Setup,
            to_move: None,
            ply: 0,
            state: "opaque state".into(),
            now,
        }
    }

    fn mv(game: i64, ply: i64, player: &str) -> MoveRow {
        MoveRow {
            game,
            ply,
            player: player.into(),
            from_sq: "e4".into(),
            to_sq: "e5".into(),
            battle: None,
            at: 1000 + ply,
        }
    }

    #[test]
    fn status_round_trips() {
        for s in ["setup", "playing", "over"] {
            assert_eq!(s.parse::<GameStatus>().unwrap().to_string(), s);
        }
        let err = "done".parse::<GameStatus>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "unknown game status \"done\" (expected setup, playing or over)"
        );
    }

    #[test]
    fn insert_update_list_games() {
        for (mut store, _dir) in stores() {
            with_players(&mut store);
            store
                .write(|tx| tx.create_user("carol", "c@example.org", "h", 1))
                .unwrap();
            let (g1, g2) = store
                .write(|tx| {
                    Ok::<_, StoreError>((
                        tx.insert_game(&new_game("ALICE", "Bob", 500))?,
                        tx.insert_game(&new_game("bob", "carol", 600))?,
                    ))
                })
                .unwrap();
            assert_eq!((g1, g2), (1, 2), "game numbers start at 1");

            let mut game = store.read(|r| r.game(g1)).unwrap();
            assert_eq!(
                game,
                GameRow {
                    summary: GameSummary {
                        id: 1,
                        variant: "classic".into(),
                        options: r#"{"twosquare":3,"scoutstrike":true,"reveal":"keep"}"#.into(),
                        red: "alice".into(),
                        blue: "bob".into(),
                        status: GameStatus::Setup,
                        to_move: None,
                        ply: 0,
                        result: None,
                        created: 500,
                        last_activity: 500,
                        last_nag: None,
                        nag_count: 0,
                    },
                    state: "opaque state".into(),
                }
            );

            game.status = GameStatus::Over;
            game.to_move = Some("blue".into());
            game.ply = 37;
            game.result = Some(r#"{"winner":"red","reason":"flag"}"#.into());
            game.state = "later state".into();
            game.last_activity = 900;
            game.last_nag = Some(800);
            game.nag_count = 2;
            store.write(|tx| tx.update_game(&game)).unwrap();
            assert_eq!(store.read(|r| r.game(g1)).unwrap(), game);

            let ids = |store: &mut Store, user: Option<&str>| -> Vec<i64> {
                store
                    .read(|r| r.list_games(user))
                    .unwrap()
                    .iter()
                    .map(|g| g.id)
                    .collect()
            };
            assert_eq!(ids(&mut store, None), [1, 2]);
            assert_eq!(ids(&mut store, Some("BOB")), [1, 2]);
            assert_eq!(ids(&mut store, Some("carol")), [2]);
            assert_eq!(ids(&mut store, Some("nobody")), Vec::<i64>::new());
            let summary = &store.read(|r| r.list_games(Some("alice"))).unwrap()[0];
            assert_eq!(summary.status, GameStatus::Over);
            assert_eq!(summary.ply, 37);
            assert_eq!(summary.last_nag, Some(800));
        }
    }

    #[test]
    fn unknown_games_and_players_are_not_found() {
        for (mut store, _dir) in stores() {
            with_players(&mut store);
            let err = store.read(|r| r.game(7)).unwrap_err();
            assert!(
                matches!(&err, StoreError::NotFound { what: "game", key } if key == "7"),
                "{err:?}"
            );
            let err = store
                .write(|tx| tx.insert_game(&new_game("alice", "zed", 1)))
                .unwrap_err();
            assert!(
                matches!(&err, StoreError::NotFound { what: "user", key } if key == "zed"),
                "{err:?}"
            );
            let mut ghost = store
                .write(|tx| {
                    let id = tx.insert_game(&new_game("alice", "bob", 1))?;
                    tx.game(id)
                })
                .unwrap();
            ghost.id = 99;
            for err in [
                store.write(|tx| tx.update_game(&ghost)).unwrap_err(),
                store.write(|tx| tx.delete_game(99)).unwrap_err(),
                store
                    .write(|tx| tx.append_move(&mv(99, 1, "red")))
                    .unwrap_err(),
                store.write(|tx| tx.subscribe(99, "bob")).unwrap_err(),
            ] {
                assert!(
                    matches!(err, StoreError::NotFound { what: "game", .. }),
                    "{err:?}"
                );
            }
        }
    }

    #[test]
    fn schema_refuses_bad_sides_and_json() {
        for (mut store, _dir) in stores() {
            with_players(&mut store);
            let mut bad = new_game("alice", "bob", 1);
            bad.to_move = Some("green".into());
            assert!(store.write(|tx| tx.insert_game(&bad)).is_err());
            let mut bad = new_game("alice", "bob", 1);
            bad.options = "{not json".into();
            assert!(store.write(|tx| tx.insert_game(&bad)).is_err());
            assert!(store.read(|r| r.list_games(None)).unwrap().is_empty());
        }
    }

    #[test]
    fn moves_append_in_order_and_a_duplicate_ply_is_refused() {
        for (mut store, _dir) in stores() {
            with_players(&mut store);
            let g = store
                .write(|tx| tx.insert_game(&new_game("alice", "bob", 1)))
                .unwrap();
            let mut strike = mv(g, 2, "blue");
            strike.battle = Some(r#"{"attacker":"4","defender":"9","winner":"attacker"}"#.into());
            store
                .write(|tx| {
                    tx.append_move(&mv(g, 1, "red"))?;
                    tx.append_move(&strike)
                })
                .unwrap();
            let err = store
                .write(|tx| tx.append_move(&mv(g, 2, "red")))
                .unwrap_err();
            assert!(
                matches!(&err, StoreError::Duplicate { what: "move", key } if key == "2 of game 1"),
                "{err:?}"
            );
            let moves = store.read(|r| r.moves(g)).unwrap();
            assert_eq!(moves, [mv(g, 1, "red"), strike]);
            assert!(store.read(|r| r.moves(g + 1)).unwrap().is_empty());
        }
    }

    #[test]
    fn subscriptions() {
        for (mut store, _dir) in stores() {
            with_players(&mut store);
            store
                .write(|tx| tx.create_user("carol", "c@example.org", "h", 1))
                .unwrap();
            let g = store
                .write(|tx| tx.insert_game(&new_game("alice", "bob", 1)))
                .unwrap();
            store
                .write(|tx| {
                    assert!(tx.subscribe(g, "Carol")?);
                    assert!(!tx.subscribe(g, "carol")?, "already subscribed");
                    assert!(tx.subscribe(g, "alice")?);
                    Ok::<_, StoreError>(())
                })
                .unwrap();
            assert_eq!(
                store.read(|r| r.subscribers(g)).unwrap(),
                ["alice", "carol"]
            );
            let err = store.write(|tx| tx.subscribe(g, "zed")).unwrap_err();
            assert!(matches!(err, StoreError::NotFound { what: "user", .. }));
            assert!(store.write(|tx| tx.unsubscribe(g, "CAROL")).unwrap());
            assert!(!store.write(|tx| tx.unsubscribe(g, "carol")).unwrap());
            assert_eq!(store.read(|r| r.subscribers(g)).unwrap(), ["alice"]);
        }
    }

    #[test]
    fn delete_game_cascades_and_numbers_are_not_reused() {
        for (mut store, _dir) in stores() {
            with_players(&mut store);
            let g = store
                .write(|tx| {
                    let g = tx.insert_game(&new_game("alice", "bob", 1))?;
                    tx.append_move(&mv(g, 1, "red"))?;
                    tx.subscribe(g, "alice")?;
                    tx.delete_game(g)?;
                    Ok::<_, StoreError>(g)
                })
                .unwrap();
            store
                .read(|r| {
                    assert!(r.moves(g)?.is_empty());
                    assert!(r.subscribers(g)?.is_empty());
                    assert!(r.list_games(None)?.is_empty());
                    Ok::<_, StoreError>(())
                })
                .unwrap();
            let next = store
                .write(|tx| tx.insert_game(&new_game("alice", "bob", 2)))
                .unwrap();
            assert_eq!(next, g + 1);
        }
    }
}
