//! Moderation (issue 78): the moderators kept in the database, bans, and the moderation log
//! of every moderator action and every refused attempt at one. The salted address hash that
//! a ban (and an erased record) keeps instead of an address is here too.

use rusqlite::{OptionalExtension, Row, params};
use sha2::{Digest, Sha256};

use super::{Reader, StoreError, Tx, userid_key};

/// One ban, in force or not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ban {
    /// Its number.
    pub id: i64,
    /// The banned account's key.
    pub userid_key: String,
    /// The banned account's userid as registered (`deleted-N` once it is deleted).
    pub userid: String,
    /// Who banned (a userid).
    pub moderator: String,
    /// Why, as the moderator wrote it.
    pub reason: String,
    /// When.
    pub at: i64,
    /// Until when; `None`: for good.
    pub until: Option<i64>,
    /// When the banned player's first mail after the ban was answered.
    pub answered: Option<i64>,
    /// When it was lifted (`unban`), if it was.
    pub lifted: Option<i64>,
    /// Who lifted it.
    pub lifted_by: Option<String>,
}

impl Ban {
    /// Whether the ban is in force at `now`.
    pub fn in_force(&self, now: i64) -> bool {
        self.lifted.is_none() && self.until.is_none_or(|u| now < u)
    }

    fn from_row(r: &Row<'_>) -> rusqlite::Result<Ban> {
        Ok(Ban {
            id: r.get("id")?,
            userid_key: r.get("userid_key")?,
            userid: r.get("userid")?,
            moderator: r.get("moderator")?,
            reason: r.get("reason")?,
            at: r.get("at")?,
            until: r.get("until")?,
            answered: r.get("answered")?,
            lifted: r.get("lifted")?,
            lifted_by: r.get("lifted_by")?,
        })
    }
}

/// A line of the moderation log to write.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct NewLogEntry {
    /// Who acted: a userid, or `host` for the command line.
    pub moderator: String,
    /// What: `ban`, `unban`, `adjudicate`, `cancel`, `announce`, `reset`, `delete`, ...
    pub action: String,
    /// On whom or what: a userid, or empty.
    pub target: String,
    /// The game, for `adjudicate` and `cancel`.
    pub game: Option<i64>,
    /// Why, as the moderator wrote it.
    pub reason: String,
    /// Why it was refused; `None` when it was done.
    pub refused: Option<String>,
}

/// A line of the moderation log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogEntry {
    /// When.
    pub at: i64,
    /// What was written.
    pub entry: NewLogEntry,
}

impl Reader<'_> {
    /// The moderators kept in the database, by key.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn stored_moderators(&self) -> Result<Vec<String>, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT userid_key FROM moderators ORDER BY userid_key")?;
        let keys = stmt
            .query_map([], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        Ok(keys)
    }

    /// The salted hash of an address (SHA-256 of the database's salt and the address in
    /// lower case, hex, `sha256:` first): what a record keeps where it must not keep the
    /// address.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn address_hash(&self, address: &str) -> Result<String, StoreError> {
        let salt: String = self
            .conn
            .prepare_cached("SELECT salt FROM club_salt LIMIT 1")?
            .query_row([], |r| r.get(0))?;
        let digest = Sha256::digest(format!("{salt}:{}", address.to_lowercase()).as_bytes());
        Ok(format!("sha256:{}", crate::hex::hex(&digest)))
    }

    /// The ban in force at `now` of the account `userid`, or of the address `address`.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn ban_in_force(
        &self,
        userid: Option<&str>,
        address: Option<&str>,
        now: i64,
    ) -> Result<Option<Ban>, StoreError> {
        // Every mail asks: without a ban in force (the usual case), one look at a small
        // table, no hash.
        let any: bool = self
            .conn
            .prepare_cached(
                "SELECT EXISTS (SELECT 1 FROM bans
                                WHERE lifted IS NULL AND (until IS NULL OR until > ?1))",
            )?
            .query_row([now], |r| r.get(0))?;
        if !any {
            return Ok(None);
        }
        let hash = match address {
            Some(a) if !a.is_empty() => Some(self.address_hash(a)?),
            _ => None,
        };
        let key = userid.map(userid_key);
        Ok(self
            .conn
            .prepare_cached(
                "SELECT * FROM bans
                 WHERE (userid_key = ?1 OR address_hash = ?2)
                   AND lifted IS NULL AND (until IS NULL OR until > ?3)
                 ORDER BY id DESC LIMIT 1",
            )?
            .query_row(params![key, hash, now], Ban::from_row)
            .optional()?)
    }

    /// Every ban, newest first, at most `limit`.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn bans(&self, limit: i64) -> Result<Vec<Ban>, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT * FROM bans ORDER BY id DESC LIMIT ?1")?;
        let bans = stmt
            .query_map([limit], Ban::from_row)?
            .collect::<Result<_, _>>()?;
        Ok(bans)
    }

    /// The moderation log, newest first, at most `limit` lines; only the lines of actions
    /// done, when `done_only`.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn moderation_log(&self, limit: i64, done_only: bool) -> Result<Vec<LogEntry>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT at, moderator, action, target, game, reason, refused FROM moderation_log
             WHERE NOT ?2 OR refused IS NULL ORDER BY id DESC LIMIT ?1",
        )?;
        let rows = stmt
            .query_map(params![limit, done_only], |r| {
                Ok(LogEntry {
                    at: r.get(0)?,
                    entry: NewLogEntry {
                        moderator: r.get(1)?,
                        action: r.get(2)?,
                        target: r.get(3)?,
                        game: r.get(4)?,
                        reason: r.get(5)?,
                        refused: r.get(6)?,
                    },
                })
            })?
            .collect::<Result<_, _>>()?;
        Ok(rows)
    }

    /// When the last announcement went out, if one did.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn last_announcement(&self) -> Result<Option<i64>, StoreError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT max(at) FROM moderation_log WHERE action = 'announce' AND refused IS NULL",
            )?
            .query_row([], |r| r.get(0))?)
    }
}

impl Tx<'_> {
    /// Keeps `userid` as a moderator in the database; `false` when it was one already.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] when there is no such account.
    pub fn add_moderator(&self, userid: &str, now: i64) -> Result<bool, StoreError> {
        let user = self.user(userid)?;
        Ok(self
            .conn()
            .prepare_cached("INSERT OR IGNORE INTO moderators (userid_key, added) VALUES (?1, ?2)")?
            .execute(params![user.userid_key, now])?
            > 0)
    }

    /// Removes `userid` from the moderators kept in the database; `false` when it was none.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn remove_moderator(&self, userid: &str) -> Result<bool, StoreError> {
        Ok(self
            .conn()
            .prepare_cached("DELETE FROM moderators WHERE userid_key = ?1")?
            .execute([userid_key(userid)])?
            > 0)
    }

    /// Bans the account `userid` (key), registered with `address`, from `now` until `until`
    /// (`None`: for good).
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn ban(
        &self,
        userid: &str,
        address: &str,
        moderator: &str,
        reason: &str,
        now: i64,
        until: Option<i64>,
    ) -> Result<(), StoreError> {
        let hash = self.address_hash(address)?;
        self.conn()
            .prepare_cached(
                "INSERT INTO bans (userid_key, userid, address_hash, moderator, reason, at, until)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            )?
            .execute(params![
                userid_key(userid),
                userid,
                hash,
                moderator,
                reason,
                now,
                until
            ])?;
        Ok(())
    }

    /// Lifts every ban of `userid` in force at `now`; returns how many.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn lift_bans(&self, userid: &str, by: &str, now: i64) -> Result<usize, StoreError> {
        Ok(self
            .conn()
            .prepare_cached(
                "UPDATE bans SET lifted = ?3, lifted_by = ?2
                 WHERE userid_key = ?1 AND lifted IS NULL AND (until IS NULL OR until > ?3)",
            )?
            .execute(params![userid_key(userid), by, now])?)
    }

    /// Marks ban `id` answered at `now` (its player's first mail after it).
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn mark_ban_answered(&self, id: i64, now: i64) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("UPDATE bans SET answered = ?2 WHERE id = ?1")?
            .execute(params![id, now])?;
        Ok(())
    }

    /// Writes a line of the moderation log at `now`.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn log_moderation(&self, e: &NewLogEntry, now: i64) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO moderation_log (at, moderator, action, target, game, reason, refused)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            )?
            .execute(params![
                now,
                e.moderator,
                e.action,
                e.target,
                e.game,
                e.reason,
                e.refused
            ])?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::*;
    use super::super::*;

    #[test]
    fn a_ban_holds_the_account_and_the_address_until_it_ends_or_is_lifted() {
        let mut store = Store::open_in_memory().unwrap();
        with_players(&mut store);
        store
            .write(|tx| {
                tx.ban("bob", "bob@example.org", "Alice", "insults", 100, Some(200))?;
                assert!(tx.ban_in_force(Some("BOB"), None, 150)?.is_some());
                assert!(
                    tx.ban_in_force(None, Some("Bob@Example.org"), 150)?
                        .is_some()
                );
                assert!(tx.ban_in_force(Some("bob"), None, 200)?.is_none());
                assert!(tx.ban_in_force(Some("alice"), None, 150)?.is_none());
                tx.ban("bob", "bob@example.org", "Alice", "again", 300, None)?;
                assert_eq!(tx.lift_bans("bob", "Alice", 400)?, 1);
                assert!(tx.ban_in_force(Some("bob"), None, 500)?.is_none());
                assert_eq!(tx.bans(10)?.len(), 2);
                let h = tx.address_hash("a@x.org")?;
                assert_eq!(h, tx.address_hash("A@X.ORG")?);
                assert!(!h.contains("a@x"));
                Ok::<_, StoreError>(())
            })
            .unwrap();
    }
}
