//! SQLite storage: users, games, moves, subscriptions, tournaments, inbox and outbox.
//!
//! One [`Store`] owns one connection. Every change goes through [`Store::write`], which runs a
//! closure inside a `BEGIN IMMEDIATE` transaction: one incoming mail is one such transaction,
//! so a mail is recorded, applied and answered (replies queued in the outbox) or not at all.
//! Reads for `show`, `export` and `games` go through [`Store::read`], a deferred transaction
//! that sees one consistent snapshot and, in WAL mode, never waits for a writer.
//!
//! The store never reads the clock: every time is a unix-seconds `i64` given by the caller,
//! so tests can move time. A game's state is an opaque TEXT blob; the store keeps beside it
//! only the columns the server queries (players, status, whose move, ply, activity times).
//!
//! The schema lives in `migrations/NNNN_name.sql`, applied in order in one transaction and
//! tracked by `PRAGMA user_version`.
//!
//! ```
//! use stratego_pbem::store::{PasswordCost, Store, StoreError, hash_password};
//!
//! let mut store = Store::open_in_memory()?;
//! let phc = hash_password("s3cret", PasswordCost::TEST).unwrap();
//! store.write(|tx| tx.create_user("Alice", "alice@example.org", &phc, 1_700_000_000))?;
//! let alice = store.read(|r| r.user("ALICE"))?;
//! assert_eq!(alice.userid, "Alice");
//! # Ok::<(), StoreError>(())
//! ```

mod club;
mod confirmations;
mod durability;
pub mod erase;
mod games;
mod imports;
mod inbox;
mod keys;
mod league;
mod logins;
mod moderation;
mod moves;
mod outbox;
mod password;
mod retention;
mod status;
mod tournaments;
mod users;

use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::config::DbConfig;
use rusqlite::{Connection, ErrorCode, TransactionBehavior};

pub use club::{ClubKey, KeyKind};
pub use confirmations::{Confirmation, Confirms};
pub use durability::skip_memory_statistics;
pub use games::{
    GameRow, GameStatus, GameSummary, NewGame, OpenGames, UnknownStatus, color_of, load_state,
    save_state,
};
pub use inbox::{InboxRow, NewIncoming};
pub use keys::{ANSWER_WINDOW, KEY_LEN, ReplyKey, new_key};
pub use league::{PROVISIONAL_DEVIATION, PlayedGame, RatedGame, RatingRow};
pub use logins::{
    ElsewhereNotice, LOCKOUT_DURATION, LOCKOUT_FAILURES, LOCKOUT_WINDOW, LoginFailure, Origin,
};
pub use moderation::{Ban, LogEntry, NewLogEntry};
pub use moves::MoveRow;
pub use outbox::{
    GIVE_UP_AFTER, NewOutMail, OutExtra, OutRow, OutStatus, OutboxCounts, retry_delay,
};
#[cfg(test)]
pub use password::dummy_verifies;
pub use password::{
    PasswordCost, PasswordError, hash_password, needs_rehash, verify_dummy, verify_password,
};
pub use retention::Pruned;
pub use status::{LastMail, OutboxStatus, STUCK_AFTER, Status};
pub use tournaments::{EntrantRow, NewTournament, PairingRow, TournamentRow};
pub use users::{User, userid_key};

/// The schema migrations, in order. Migration `i` (from 0) brings `user_version` to `i + 1`.
const MIGRATIONS: &[&str] = &[
    include_str!("../../migrations/0001_initial.sql"),
    include_str!("../../migrations/0002_replies.sql"),
    include_str!("../../migrations/0003_hardening.sql"),
    include_str!("../../migrations/0004_html.sql"),
    include_str!("../../migrations/0005_confirm.sql"),
    include_str!("../../migrations/0006_league.sql"),
    include_str!("../../migrations/0007_robot.sql"),
    include_str!("../../migrations/0008_outbox_parts.sql"),
    include_str!("../../migrations/0009_imports.sql"),
    include_str!("../../migrations/0010_inbox_reply_key.sql"),
    include_str!("../../migrations/0011_tournaments.sql"),
    include_str!("../../migrations/0012_club.sql"),
    include_str!("../../migrations/0013_language.sql"),
];

/// How many compiled statements one connection keeps: more than the store has (about 70).
const STATEMENT_CACHE: usize = 128;

/// The WAL pages after which a commit checkpoints (`wal_autocheckpoint`, SQLite's default).
/// A mail adds about 30 pages (its rows, its replies' three rows each, then the marks), so a
/// checkpoint comes every 32 mails or so, with 4 syncs (the WAL, its directory once per
/// process, the database, the WAL's new header): 2.1 syncs a mail on average. Each process
/// reads the WAL back when it opens the database, about 1,500 instructions a page: 0.75 M on
/// average, 1.5 M just before a checkpoint. At 256 pages that was 0.19 M, but a checkpoint
/// every 8 mails (2.5 syncs a mail), and a batch of 6,082 mails took 9.3-10.0 s instead of
/// 8.3-8.6 s: on these disks a sync costs more than reading the WAL.
const WAL_CHECKPOINT_PAGES: i64 = 1000;

/// The size the WAL is cut back to after a checkpoint, in bytes (`journal_size_limit`).
const WAL_SIZE_LIMIT: i64 = 8 << 20;

/// How long a writer waits for another writer's lock by default.
pub const DEFAULT_BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// A failure of the store.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The row asked for does not exist.
    #[error("{what} {key} does not exist")]
    NotFound {
        /// What kind of row: "user", "game", "mail", ...
        what: &'static str,
        /// The key that was looked up.
        key: String,
    },
    /// A row with this key already exists.
    #[error("{what} {key} already exists")]
    Duplicate {
        /// What kind of row: "user", "move", "mail", ...
        what: &'static str,
        /// The key that is taken.
        key: String,
    },
    /// Another process held the database past the busy timeout.
    #[error("the database is busy: another process held it past the timeout")]
    Busy,
    /// The database was written by a newer program that knows more migrations than this one.
    #[error(
        "the database has schema version {found}, but this program knows only up to {known}; \
         run a newer stratego-pbem"
    )]
    SchemaTooNew {
        /// `PRAGMA user_version` of the file.
        found: i64,
        /// The number of migrations this program has.
        known: i64,
    },
    /// Any other SQLite failure.
    #[error("database error: {0}")]
    Sqlite(#[source] rusqlite::Error),
    /// A failure of ours outside SQLite (a stored game that does not load, a password hash
    /// that cannot be made): the administrator must look; the mail is kept and retried.
    #[error("internal error: {0}")]
    Internal(String),
}

impl StoreError {
    /// Whether the failure is on our side and may go away by itself or by an administrator's
    /// hand (busy, I/O error, read-only or full disk, a file that cannot be opened, a damaged
    /// or too new database). The caller maps these to exit code 75 so that the MTA keeps the
    /// mail and tries again.
    ///
    /// `false` means retrying the same mail would fail the same way: a missing or duplicate
    /// row (the sender's mistake, answered with an error reply) or a bug.
    pub fn is_temporary(&self) -> bool {
        match self {
            StoreError::Busy | StoreError::SchemaTooNew { .. } | StoreError::Internal(_) => true,
            StoreError::NotFound { .. } | StoreError::Duplicate { .. } => false,
            StoreError::Sqlite(e) => matches!(
                e.sqlite_error_code(),
                Some(
                    ErrorCode::DatabaseBusy
                        | ErrorCode::DatabaseLocked
                        | ErrorCode::SystemIoFailure
                        | ErrorCode::ReadOnly
                        | ErrorCode::DiskFull
                        | ErrorCode::CannotOpen
                        | ErrorCode::PermissionDenied
                        | ErrorCode::OutOfMemory
                        | ErrorCode::FileLockingProtocolFailed
                        | ErrorCode::DatabaseCorrupt
                        | ErrorCode::NotADatabase
                        | ErrorCode::NoLargeFileSupport
                )
            ),
        }
    }

    /// `QueryReturnedNoRows` becomes [`StoreError::NotFound`] for `what`/`key`.
    fn not_found(e: rusqlite::Error, what: &'static str, key: impl ToString) -> StoreError {
        match e {
            rusqlite::Error::QueryReturnedNoRows => StoreError::NotFound {
                what,
                key: key.to_string(),
            },
            e => e.into(),
        }
    }

    /// A UNIQUE or PRIMARY KEY violation becomes [`StoreError::Duplicate`] for `what`/`key`.
    fn duplicate(e: rusqlite::Error, what: &'static str, key: impl ToString) -> StoreError {
        let is_dup = e.sqlite_error().is_some_and(|f| {
            f.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE
                || f.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_PRIMARYKEY
        });
        if is_dup {
            StoreError::Duplicate {
                what,
                key: key.to_string(),
            }
        } else {
            e.into()
        }
    }
}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        match e.sqlite_error_code() {
            Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => StoreError::Busy,
            _ => StoreError::Sqlite(e),
        }
    }
}

/// Settings for opening a [`Store`].
#[derive(Debug, Clone)]
pub struct StoreOptions {
    /// How long a writer waits for another process's write lock before failing with
    /// [`StoreError::Busy`].
    pub busy_timeout: Duration,
}

impl Default for StoreOptions {
    fn default() -> Self {
        StoreOptions {
            busy_timeout: DEFAULT_BUSY_TIMEOUT,
        }
    }
}

/// The database: one SQLite connection with the schema migrated to the newest version.
///
/// Commits are written to the WAL without waiting for the disk (`synchronous=NORMAL`); they
/// survive a crash of the process at once, and a power cut once [`Store::sync`] has made
/// them durable. One sync covers every commit before it: an `ingest` process syncs once,
/// before its replies leave and before it tells the MTA the mail was delivered, however
/// many transactions it ran (docs/RELIABILITY.md, "Durability").
#[derive(Debug)]
pub struct Store {
    conn: Connection,
    /// The database file, whose WAL's sync makes the commits durable (none in memory).
    file: Option<PathBuf>,
    /// Whether a commit since the last sync may still be lost to a power cut.
    unsynced: bool,
}

impl Store {
    /// Opens (or creates) the database file at `path` with the default options.
    ///
    /// # Errors
    /// The file cannot be opened or created, is busy past the timeout, or a migration fails.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        Store::open_with(path, &StoreOptions::default())
    }

    /// Opens (or creates) the database file at `path`: WAL journal, `synchronous=NORMAL`
    /// (durable enough in WAL: a power cut may lose the last commits, never corrupt the
    /// file), foreign keys on, the busy timeout from `options`, and all migrations applied.
    ///
    /// # Errors
    /// The file cannot be opened or created, is busy past the timeout, or a migration fails.
    pub fn open_with(path: &Path, options: &StoreOptions) -> Result<Store, StoreError> {
        let conn = Connection::open(path)?;
        let mut store = Store::setup(conn, options)?;
        store.file = Some(path.to_path_buf());
        Ok(store)
    }

    /// Opens the existing database at `path` for reading only (the web pages): opened
    /// `SQLITE_OPEN_READ_ONLY` and `PRAGMA query_only`, so nothing through this connection
    /// can write, take the write lock, migrate or checkpoint. In WAL mode its read
    /// transactions ([`Store::read`]) never block a writer and are never blocked by one.
    ///
    /// # Errors
    /// [`StoreError::Internal`] when there is no database at `path`, or its schema is older
    /// than this program's (a mail command migrates it); [`StoreError::SchemaTooNew`] when
    /// it is newer; [`StoreError::Sqlite`] when it cannot be opened.
    pub fn open_read_only(path: &Path, options: &StoreOptions) -> Result<Store, StoreError> {
        use rusqlite::OpenFlags;
        if !path.is_file() {
            return Err(StoreError::Internal(format!(
                "there is no database at {} (give --db or STRATEGO_DB)",
                path.display()
            )));
        }
        let conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        conn.busy_timeout(options.busy_timeout)?;
        conn.pragma_update(None, "query_only", true)?;
        conn.set_db_config(DbConfig::SQLITE_DBCONFIG_ENABLE_QPSG, true)?;
        conn.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
        let known = MIGRATIONS.len() as i64;
        let found: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
        if found > known {
            return Err(StoreError::SchemaTooNew { found, known });
        }
        if found < known {
            return Err(StoreError::Internal(format!(
                "the database {} has schema version {found}, older than this program's \
                 {known}: run a mail command (such as `send`) once to bring it up to date",
                path.display()
            )));
        }
        Ok(Store {
            conn,
            file: None,
            unsynced: false,
        })
    }

    /// A fresh database in memory, for tests.
    ///
    /// # Errors
    /// Only if SQLite itself fails.
    pub fn open_in_memory() -> Result<Store, StoreError> {
        Store::setup(Connection::open_in_memory()?, &StoreOptions::default())
    }

    fn setup(mut conn: Connection, options: &StoreOptions) -> Result<Store, StoreError> {
        conn.busy_timeout(options.busy_timeout)?;
        // In memory the journal mode stays "memory"; that is fine.
        let _mode: String =
            conn.pragma_update_and_check(None, "journal_mode", "WAL", |r| r.get(0))?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        // The WAL stays when the connection closes, instead of being checkpointed into the
        // database file, synced twice and deleted by every process, then created and synced
        // again by the next one: 4 syncs of every `ingest`. A checkpoint now runs once the
        // WAL holds WAL_CHECKPOINT_PAGES, in the commit that crosses it. The price: the
        // database file alone is not a backup (copies are taken with `.backup`,
        // docs/DEPLOY.md), and each process opening the database reads the WAL back.
        conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)?;
        conn.pragma_update(None, "wal_autocheckpoint", WAL_CHECKPOINT_PAGES)?;
        // After a checkpoint the WAL is reused from its start; a large transaction (a
        // migration, an import) must not leave it large for good.
        conn.pragma_update(None, "journal_size_limit", WAL_SIZE_LIMIT)?;
        conn.pragma_update(None, "foreign_keys", true)?;
        // Query planner stability: without it, SQLite (built with STAT4) recompiles a
        // statement whose plan might depend on a bound value every time that value is bound,
        // as it did for the outbox's due-mail query on every delivery pass (13 % of the
        // instructions of one `ingest`). The plans are the same either way: the store keeps
        // no statistics.
        conn.set_db_config(DbConfig::SQLITE_DBCONFIG_ENABLE_QPSG, true)?;
        // Every query of the store goes through `prepare_cached`; rusqlite keeps only 16
        // statements by default, fewer than the store has, so a batch (`ingest --maildir`,
        // `watch`) compiled the same statements again and again as they pushed each other
        // out. Room for all of them: each is compiled at most once per connection.
        conn.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
        let migrated = migrate(&mut conn)?;
        Ok(Store {
            conn,
            file: None,
            // A migration is made durable with the first sync.
            unsynced: migrated,
        })
    }

    /// Changes the busy timeout of this connection.
    ///
    /// # Errors
    /// Only if SQLite itself fails.
    pub fn set_busy_timeout(&self, timeout: Duration) -> Result<(), StoreError> {
        Ok(self.conn.busy_timeout(timeout)?)
    }

    /// The schema version of the database (`PRAGMA user_version`).
    ///
    /// # Errors
    /// Only if SQLite itself fails.
    pub fn schema_version(&self) -> Result<i64, StoreError> {
        Ok(self
            .conn
            .pragma_query_value(None, "user_version", |r| r.get(0))?)
    }

    /// Runs `f` in a `BEGIN IMMEDIATE` transaction: commits if it returns `Ok`, rolls back if
    /// it returns `Err` (or panics). Beginning waits up to the busy timeout for another
    /// writer, then fails with [`StoreError::Busy`].
    ///
    /// # Errors
    /// Whatever `f` returns, or a [`StoreError`] (converted into `E`) from beginning or
    /// committing.
    pub fn write<T, E>(&mut self, f: impl FnOnce(&Tx<'_>) -> Result<T, E>) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        self.unsynced = true;
        self.write_lazy(f)
    }

    /// As [`Store::write`], for a change whose loss to a power cut is allowed, so that it
    /// needs no [`Store::sync`] of its own: the marks of delivered replies (a mark lost sends
    /// its reply again, with the same Message-ID: the one repeat docs/RELIABILITY.md allows).
    /// The next sync, for a later commit, makes it durable with the rest.
    ///
    /// # Errors
    /// As [`Store::write`].
    pub fn write_lazy<T, E>(&mut self, f: impl FnOnce(&Tx<'_>) -> Result<T, E>) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(StoreError::from)?;
        let result = f(&Tx {
            reader: Reader { conn: &tx },
        });
        match result {
            Ok(value) => {
                tx.commit().map_err(StoreError::from)?;
                Ok(value)
            }
            Err(e) => {
                // The caller's error is the one that matters; a failed rollback leaves the
                // transaction to be rolled back when the connection is dropped.
                let _ = tx.rollback();
                Err(e)
            }
        }
    }

    /// Runs `f` in a read-only (deferred) transaction, so that everything it reads comes
    /// from one snapshot. Nothing is written.
    ///
    /// # Errors
    /// Whatever `f` returns, or a [`StoreError`] (converted into `E`) from SQLite.
    pub fn read<T, E>(&mut self, f: impl FnOnce(&Reader<'_>) -> Result<T, E>) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Deferred)
            .map_err(StoreError::from)?;
        let result = f(&Reader { conn: &tx });
        // Nothing to keep: ending a read transaction either way releases the snapshot.
        let _ = tx.rollback();
        result
    }
}

/// Applies the migrations the database does not have yet, all in one transaction.
/// Says whether it committed anything.
fn migrate(conn: &mut Connection) -> Result<bool, StoreError> {
    let known = MIGRATIONS.len() as i64;
    // The usual case, checked without the write lock (every `ingest` process opens the
    // database): the schema is already the newest.
    let found: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
    if found > known {
        return Err(StoreError::SchemaTooNew { found, known });
    }
    if found == known {
        return Ok(false);
    }
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    // Read inside the write lock: another process may have just migrated the same file.
    let found: i64 = tx.pragma_query_value(None, "user_version", |r| r.get(0))?;
    if found > known {
        return Err(StoreError::SchemaTooNew { found, known });
    }
    if found == known {
        return Ok(false);
    }
    for sql in &MIGRATIONS[found as usize..] {
        tx.execute_batch(sql)?;
    }
    tx.pragma_update(None, "user_version", known)?;
    tx.commit()?;
    Ok(true)
}

/// Read access inside a transaction: every query of the store.
#[derive(Debug)]
pub struct Reader<'c> {
    conn: &'c Connection,
}

/// Write access inside a `BEGIN IMMEDIATE` transaction (see [`Store::write`]). Also has every
/// read of [`Reader`].
#[derive(Debug)]
pub struct Tx<'c> {
    reader: Reader<'c>,
}

impl<'c> Deref for Tx<'c> {
    type Target = Reader<'c>;

    fn deref(&self) -> &Reader<'c> {
        &self.reader
    }
}

impl Tx<'_> {
    fn conn(&self) -> &Connection {
        self.reader.conn
    }

    /// Runs `f` inside a savepoint of this transaction: on `Err` everything `f` wrote is
    /// undone and the transaction goes on (so a refused command leaves no trace, while the
    /// record of the mail and the error reply are still committed).
    ///
    /// # Errors
    /// Whatever `f` returns, or a [`StoreError`] from SQLite.
    pub fn savepoint<T, E>(&self, f: impl FnOnce(&Tx<'_>) -> Result<T, E>) -> Result<T, E>
    where
        E: From<StoreError>,
    {
        self.conn()
            .execute_batch("SAVEPOINT command")
            .map_err(StoreError::from)?;
        match f(self) {
            Ok(value) => {
                self.conn()
                    .execute_batch("RELEASE command")
                    .map_err(StoreError::from)?;
                Ok(value)
            }
            Err(e) => {
                self.conn()
                    .execute_batch("ROLLBACK TO command; RELEASE command")
                    .map_err(StoreError::from)?;
                Err(e)
            }
        }
    }

    /// Whether an outgoing mail with this Message-ID was ever queued.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn message_id_used(&self, message_id: &str) -> Result<bool, StoreError> {
        Ok(self
            .conn()
            .prepare_cached("SELECT 1 FROM outbox WHERE message_id = ?1")?
            .exists([message_id])?)
    }
}

#[cfg(test)]
mod testutil {
    use super::*;
    use tempfile::TempDir;

    /// A store in memory and one in a file in a temporary directory, to run each test on
    /// both. The `TempDir` must live as long as the store.
    pub fn stores() -> Vec<(Store, Option<TempDir>)> {
        let dir = tempfile::tempdir().unwrap();
        let file = Store::open(&dir.path().join("test.db")).unwrap();
        vec![(Store::open_in_memory().unwrap(), None), (file, Some(dir))]
    }

    /// Creates users `alice` and `bob`.
    pub fn with_players(store: &mut Store) {
        store
            .write(|tx| {
                tx.create_user("Alice", "alice@example.org", "$argon2id$fake", 100)?;
                tx.create_user("bob", "bob@example.org", "$argon2id$fake", 100)?;
                Ok::<_, StoreError>(())
            })
            .unwrap();
    }
}

#[cfg(test)]
mod tests {
    use super::testutil::*;
    use super::*;
    use std::time::Instant;

    #[test]
    fn migrations_apply_twice_in_memory() {
        let mut conn = Connection::open_in_memory().unwrap();
        migrate(&mut conn).unwrap();
        migrate(&mut conn).unwrap();
        let version: i64 = conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .unwrap();
        assert_eq!(version, MIGRATIONS.len() as i64);
        let tables: i64 = conn
            .query_row(
                "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name IN \
                 ('users', 'games', 'moves', 'subscriptions', 'inbox', 'outbox')",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(tables, 6);
    }

    #[test]
    fn accounts_made_before_confirmation_existed_count_as_confirmed() {
        let mut conn = Connection::open_in_memory().unwrap();
        for sql in &MIGRATIONS[..4] {
            conn.execute_batch(sql).unwrap();
        }
        conn.pragma_update(None, "user_version", 4).unwrap();
        conn.execute(
            "INSERT INTO users (userid_key, userid, address, password_hash, created)
             VALUES ('alice', 'alice', 'alice@example.org', 'h', 77)",
            [],
        )
        .unwrap();
        migrate(&mut conn).unwrap();
        let confirmed: Option<i64> = conn
            .query_row("SELECT confirmed_at FROM users", [], |r| r.get(0))
            .unwrap();
        assert_eq!(confirmed, Some(77));
    }

    #[test]
    fn reopening_a_file_keeps_data_and_version() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.db");
        let mut store = Store::open(&path).unwrap();
        with_players(&mut store);
        drop(store);
        let mut store = Store::open(&path).unwrap();
        assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as i64);
        let user = store.read(|r| r.user("ALICE")).unwrap();
        assert_eq!(user.userid, "Alice");
        let mode: String = store
            .conn
            .pragma_query_value(None, "journal_mode", |r| r.get(0))
            .unwrap();
        assert_eq!(mode, "wal");
        let fk: bool = store
            .conn
            .pragma_query_value(None, "foreign_keys", |r| r.get(0))
            .unwrap();
        assert!(fk);
    }

    #[test]
    fn newer_schema_is_refused_as_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.db");
        drop(Store::open(&path).unwrap());
        let conn = Connection::open(&path).unwrap();
        conn.pragma_update(None, "user_version", 99).unwrap();
        drop(conn);
        let err = Store::open(&path).unwrap_err();
        assert!(
            matches!(err, StoreError::SchemaTooNew { found: 99, .. }),
            "{err}"
        );
        assert!(err.is_temporary());
    }

    #[test]
    fn unopenable_file_is_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let err = Store::open(&dir.path().join("no/such/dir/s.db")).unwrap_err();
        assert!(err.is_temporary(), "{err:?}");
    }

    #[test]
    fn err_from_write_closure_rolls_back() {
        for (mut store, _dir) in stores() {
            let result: Result<(), StoreError> = store.write(|tx| {
                tx.create_user("carol", "carol@example.org", "$argon2id$x", 1)?;
                assert!(tx.user("carol").is_ok(), "visible inside the transaction");
                Err(StoreError::Busy)
            });
            assert!(matches!(result, Err(StoreError::Busy)));
            let err = store.read(|r| r.user("carol")).unwrap_err();
            assert!(
                matches!(err, StoreError::NotFound { what: "user", .. }),
                "{err}"
            );
        }
    }

    #[test]
    fn panic_in_write_closure_rolls_back() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(&dir.path().join("s.db")).unwrap();
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let _ = store.write(|tx| {
                tx.create_user("carol", "carol@example.org", "$argon2id$x", 1)?;
                panic!("boom");
                #[allow(unreachable_code)]
                Ok::<_, StoreError>(())
            });
        }));
        assert!(outcome.is_err());
        assert!(store.read(|r| r.user("carol")).is_err());
        // The connection is usable again.
        with_players(&mut store);
    }

    #[test]
    fn second_writer_waits_then_fails_busy() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.db");
        let mut holder = Store::open(&path).unwrap();
        let timeout = Duration::from_millis(200);
        let mut waiter = Store::open_with(
            &path,
            &StoreOptions {
                busy_timeout: timeout,
            },
        )
        .unwrap();

        let tx = holder
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .unwrap();
        let start = Instant::now();
        let err = waiter
            .write(|tx| tx.create_user("carol", "c@example.org", "$argon2id$x", 1))
            .unwrap_err();
        let waited = start.elapsed();
        assert!(matches!(err, StoreError::Busy), "{err:?}");
        assert!(err.is_temporary());
        assert!(waited >= timeout, "gave up after {waited:?}");
        // Reading is not blocked by a writer in WAL mode.
        assert!(matches!(
            waiter.read(|r| r.user("carol")),
            Err(StoreError::NotFound { .. })
        ));
        tx.rollback().unwrap();
        waiter
            .write(|tx| tx.create_user("carol", "c@example.org", "$argon2id$x", 1))
            .unwrap();
    }

    #[test]
    fn second_writer_proceeds_when_the_lock_is_released_in_time() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.db");
        let mut waiter = Store::open(&path).unwrap();
        let (locked_tx, locked_rx) = std::sync::mpsc::channel();
        let holder_path = path.clone();
        let holder = std::thread::spawn(move || {
            let mut holder = Store::open(&holder_path).unwrap();
            holder
                .write(|tx| {
                    tx.create_user("dave", "d@example.org", "$argon2id$x", 1)?;
                    locked_tx.send(()).unwrap();
                    std::thread::sleep(Duration::from_millis(300));
                    Ok::<_, StoreError>(())
                })
                .unwrap();
        });
        locked_rx.recv().unwrap();
        let start = Instant::now();
        waiter
            .write(|tx| {
                // The holder's commit is visible: this transaction began after it.
                assert_eq!(tx.user("dave")?.userid, "dave");
                tx.create_user("carol", "c@example.org", "$argon2id$x", 1)
            })
            .unwrap();
        assert!(start.elapsed() >= Duration::from_millis(100));
        holder.join().unwrap();
    }

    #[test]
    fn error_messages_read_as_sentences() {
        let e = StoreError::NotFound {
            what: "game",
            key: "12".into(),
        };
        assert_eq!(e.to_string(), "game 12 does not exist");
        let e = StoreError::Duplicate {
            what: "user",
            key: "alice".into(),
        };
        assert_eq!(e.to_string(), "user alice already exists");
        assert!(!e.is_temporary());
        assert!(StoreError::Busy.to_string().contains("busy"));
    }
}
