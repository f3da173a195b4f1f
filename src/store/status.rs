//! What an operator checks (`stratego-pbem status`, and the web server's `/status`): the
//! mail handled lately, the outbox and whether it is stuck, the last mail, the games and
//! players, the database's size. Read in one snapshot; nothing here writes.

use rusqlite::OptionalExtension;
use serde::Serialize;

use super::{Reader, StoreError};

/// A queued mail older than this (seconds) means the outbox is stuck: `status` exits 1.
pub const STUCK_AFTER: i64 = 60 * 60;

/// How the server is doing, at `now`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Status {
    /// When it was read (unix seconds; the server's clock, `--now` in tests).
    pub now: i64,
    /// Mails handled (recorded in the inbox) in the last hour, and the last day.
    pub mails_last_hour: i64,
    pub mails_last_day: i64,
    /// The last mail handled.
    pub last_mail: Option<LastMail>,
    pub outbox: OutboxStatus,
    /// Games not over (being set up or played).
    pub games_running: i64,
    /// Players in a game not over.
    pub players_in_games: i64,
    /// Accounts.
    pub accounts: i64,
    /// The database's pages, in bytes (its write-ahead log not counted).
    pub database_bytes: i64,
}

/// The last mail handled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LastMail {
    /// When (unix seconds).
    pub at: i64,
    /// The sender's address.
    pub from: String,
    /// What became of it, as the log says (`applied: ...`, `refused: ...`), when recorded.
    pub outcome: Option<String>,
}

/// The outbox: what waits to leave.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OutboxStatus {
    /// Mails queued (due now or waiting for a retry).
    pub queued: i64,
    /// When the oldest of them was queued (unix seconds).
    pub oldest_queued_at: Option<i64>,
    /// Queued mails that failed at least once and wait for a retry.
    pub failing: i64,
    /// Why the last of those failed.
    pub last_error: Option<String>,
    /// Mails given up on (refused for good, or failing for three days), still kept.
    pub failed: i64,
    /// Whether a mail has been queued for over an hour ([`STUCK_AFTER`]).
    pub stuck: bool,
}

impl Status {
    /// How long the oldest queued mail has waited (seconds), if one is queued.
    pub fn oldest_queued_age(&self) -> Option<i64> {
        self.outbox
            .oldest_queued_at
            .map(|at| (self.now - at).max(0))
    }
}

impl Reader<'_> {
    /// How the server is doing at `now`.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn status(&self, now: i64) -> Result<Status, StoreError> {
        let count = |sql: &str, param: i64| -> Result<i64, StoreError> {
            Ok(self.conn.query_row(sql, [param], |r| r.get(0))?)
        };
        let since = "SELECT count(*) FROM inbox WHERE received_at > ?1";
        let mails_last_hour = count(since, now - 3600)?;
        let mails_last_day = count(since, now - 86_400)?;
        let last_mail = self
            .conn
            .query_row(
                "SELECT received_at, from_addr, outcome FROM inbox \
                 ORDER BY received_at DESC, id DESC LIMIT 1",
                [],
                |r| {
                    Ok(LastMail {
                        at: r.get(0)?,
                        from: r.get(1)?,
                        outcome: r.get(2)?,
                    })
                },
            )
            .optional()?;
        let (queued, oldest_queued_at, failing): (i64, Option<i64>, i64) = self.conn.query_row(
            "SELECT count(*), min(created), coalesce(sum(attempts > 0), 0) FROM outbox \
             WHERE status = 'queued'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )?;
        let last_error = self
            .conn
            .query_row(
                "SELECT last_error FROM outbox WHERE status = 'queued' AND attempts > 0 \
                 AND last_error IS NOT NULL ORDER BY next_attempt_at DESC, id DESC LIMIT 1",
                [],
                |r| r.get(0),
            )
            .optional()?;
        let total = |sql: &str| -> Result<i64, StoreError> {
            Ok(self.conn.query_row(sql, [], |r| r.get(0))?)
        };
        let failed = total("SELECT count(*) FROM outbox WHERE status = 'failed'")?;
        let games_running = total("SELECT count(*) FROM games WHERE status != 'over'")?;
        let players_in_games = total(
            "SELECT count(*) FROM (SELECT red FROM games WHERE status != 'over' \
             UNION SELECT blue FROM games WHERE status != 'over')",
        )?;
        let accounts = total("SELECT count(*) FROM users")?;
        let page_count: i64 = self
            .conn
            .pragma_query_value(None, "page_count", |r| r.get(0))?;
        let page_size: i64 = self
            .conn
            .pragma_query_value(None, "page_size", |r| r.get(0))?;
        Ok(Status {
            now,
            mails_last_hour,
            mails_last_day,
            last_mail,
            outbox: OutboxStatus {
                queued,
                oldest_queued_at,
                failing,
                last_error,
                failed,
                stuck: oldest_queued_at.is_some_and(|at| now - at > STUCK_AFTER),
            },
            games_running,
            players_in_games,
            accounts,
            database_bytes: page_count * page_size,
        })
    }
}
