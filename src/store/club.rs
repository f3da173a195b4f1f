//! What a club needs of accounts beyond playing (issue 78): the reply keys that are about an
//! account rather than a game (a password reset, a request to leave, the unsubscription of
//! announcements), who turned announcements off, and the userids of deleted accounts that
//! nobody may take yet.

use rusqlite::{OptionalExtension, params};

use super::{Reader, StoreError, Tx, User, new_key, userid_key};

/// What a club key is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyKind {
    /// A password reset: the reply carries the new password.
    Reset,
    /// A request to leave: the reply deletes the account.
    Leave,
    /// The `List-Unsubscribe` address of announcements: any mail to it turns them off.
    Unsubscribe,
}

impl KeyKind {
    fn as_str(self) -> &'static str {
        match self {
            KeyKind::Reset => "reset",
            KeyKind::Leave => "leave",
            KeyKind::Unsubscribe => "unsubscribe",
        }
    }

    fn parse(s: &str) -> KeyKind {
        match s {
            "reset" => KeyKind::Reset,
            "leave" => KeyKind::Leave,
            _ => KeyKind::Unsubscribe,
        }
    }
}

/// One club key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClubKey {
    /// The key (lower case).
    pub key: String,
    /// What it is for.
    pub kind: KeyKind,
    /// Whose account.
    pub userid_key: String,
    /// When it was made.
    pub created: i64,
    /// When it stops counting.
    pub expires: i64,
    /// When it was used, if it was.
    pub used: Option<i64>,
}

impl Reader<'_> {
    /// The club key `key` (any case), used, expired or not.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn club_key(&self, key: &str) -> Result<Option<ClubKey>, StoreError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT key, kind, userid_key, created, expires, used FROM club_keys
                 WHERE key = lower(?1)",
            )?
            .query_row([key], |r| {
                Ok(ClubKey {
                    key: r.get(0)?,
                    kind: KeyKind::parse(&r.get::<_, String>(1)?),
                    userid_key: r.get(2)?,
                    created: r.get(3)?,
                    expires: r.get(4)?,
                    used: r.get(5)?,
                })
            })
            .optional()?)
    }

    /// How many keys of `kind` were made for `userid` since `since`.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn club_keys_since(
        &self,
        userid: &str,
        kind: KeyKind,
        since: i64,
    ) -> Result<i64, StoreError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT count(*) FROM club_keys WHERE userid_key = ?1 AND kind = ?2 AND created >= ?3",
            )?
            .query_row(params![userid_key(userid), kind.as_str(), since], |r| {
                r.get(0)
            })?)
    }

    /// Whether `userid` gets announcements.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn wants_announcements(&self, userid: &str) -> Result<bool, StoreError> {
        Ok(!self
            .conn
            .prepare_cached("SELECT 1 FROM announce_off WHERE userid_key = ?1")?
            .exists([userid_key(userid)])?)
    }

    /// The accounts an announcement goes to at `now`: confirmed, with an address, not the
    /// robot, announcements not turned off, not banned.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn announcement_readers(&self, now: i64) -> Result<Vec<User>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT userid_key FROM users u
             WHERE confirmed_at IS NOT NULL AND robot = 0 AND address <> ''
               AND NOT EXISTS (SELECT 1 FROM announce_off a WHERE a.userid_key = u.userid_key)
               AND NOT EXISTS (SELECT 1 FROM bans b WHERE b.userid_key = u.userid_key
                               AND b.lifted IS NULL AND (b.until IS NULL OR b.until > ?1))
             ORDER BY userid_key",
        )?;
        let keys: Vec<String> = stmt
            .query_map([now], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        keys.iter().map(|k| self.user(k)).collect()
    }

    /// Whether `userid` belonged to an account deleted less than the hold time ago.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn userid_held(&self, userid: &str, now: i64) -> Result<bool, StoreError> {
        Ok(self
            .conn
            .prepare_cached("SELECT 1 FROM erased_users WHERE userid_key = ?1 AND hold_until > ?2")?
            .exists(params![userid_key(userid), now])?)
    }
}

impl Tx<'_> {
    /// Makes a club key of `kind` for `userid` that counts until `expires`.
    ///
    /// # Errors
    /// If SQLite fails or there are no random bytes.
    pub fn new_club_key(
        &self,
        userid: &str,
        kind: KeyKind,
        now: i64,
        expires: i64,
    ) -> Result<String, StoreError> {
        let key = new_key()?;
        self.conn()
            .prepare_cached(
                "INSERT INTO club_keys (key, kind, userid_key, created, expires)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
            )?
            .execute(params![
                key,
                kind.as_str(),
                userid_key(userid),
                now,
                expires
            ])?;
        Ok(key)
    }

    /// The unsubscription key of `userid`: the one made before, or a new one.
    ///
    /// # Errors
    /// If SQLite fails or there are no random bytes.
    pub fn unsubscribe_key(&self, userid: &str, now: i64) -> Result<String, StoreError> {
        let found: Option<String> = self
            .conn()
            .prepare_cached(
                "SELECT key FROM club_keys WHERE userid_key = ?1 AND kind = 'unsubscribe' LIMIT 1",
            )?
            .query_row([userid_key(userid)], |r| r.get(0))
            .optional()?;
        match found {
            Some(key) => Ok(key),
            None => self.new_club_key(userid, KeyKind::Unsubscribe, now, i64::MAX),
        }
    }

    /// Marks club key `key` used at `now`.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn use_club_key(&self, key: &str, now: i64) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("UPDATE club_keys SET used = ?2 WHERE key = lower(?1)")?
            .execute(params![key, now])?;
        Ok(())
    }

    /// Turns announcements to `userid` on or off.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn set_announce(&self, userid: &str, on: bool, now: i64) -> Result<(), StoreError> {
        let key = userid_key(userid);
        if on {
            self.conn()
                .prepare_cached("DELETE FROM announce_off WHERE userid_key = ?1")?
                .execute([key])?;
        } else {
            self.conn()
                .prepare_cached(
                    "INSERT OR IGNORE INTO announce_off (userid_key, at) VALUES (?1, ?2)",
                )?
                .execute(params![key, now])?;
        }
        Ok(())
    }

    /// Forgets the userids held since before `now` (cleanup).
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn release_held_userids(&self, now: i64) -> Result<usize, StoreError> {
        Ok(self
            .conn()
            .prepare_cached(
                "UPDATE erased_users SET userid_key = NULL
                 WHERE userid_key IS NOT NULL AND hold_until <= ?1",
            )?
            .execute([now])?)
    }
}
