//! Accounts, failed logins and lockouts.
//!
//! Lockout: after [`LOCKOUT_FAILURES`] wrong passwords for one userid within
//! [`LOCKOUT_WINDOW`] seconds, the userid is locked for [`LOCKOUT_DURATION`] seconds and the
//! owner is to be told once ([`Tx::take_lockout_notice`]). Only failures after the start of
//! the last lock count towards the next one, so the owner gets a fresh five tries when a
//! lock lifts. A successful login does not clear the failures: the window forgets them after
//! an hour anyway, and a correct password from the owner should not reset the count of a
//! guesser who is still trying.

use rusqlite::{OptionalExtension, Row, params};

use super::{Reader, StoreError, Tx};

/// Wrong passwords within [`LOCKOUT_WINDOW`] that lock a userid.
pub const LOCKOUT_FAILURES: i64 = 5;
/// The window in which failures are counted, in seconds.
pub const LOCKOUT_WINDOW: i64 = 60 * 60;
/// How long a lock lasts, in seconds.
pub const LOCKOUT_DURATION: i64 = 15 * 60;

/// The key a userid is stored and compared under: userids are ASCII and case-insensitive.
pub fn userid_key(userid: &str) -> String {
    userid.to_ascii_lowercase()
}

/// A registered account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    /// The userid as registered (display form).
    pub userid: String,
    /// The lowercase userid that games and subscriptions refer to.
    pub userid_key: String,
    /// The registered mail address.
    pub address: String,
    /// The Argon2id PHC string of the password.
    pub password_hash: String,
    /// Whether Blue's board is turned so that Blue is at the bottom.
    pub flip: bool,
    /// Whether board mails carry the HTML board after the text.
    pub html: bool,
    /// When the account was registered.
    pub created: i64,
}

impl User {
    fn from_row(row: &Row<'_>) -> rusqlite::Result<User> {
        Ok(User {
            userid: row.get("userid")?,
            userid_key: row.get("userid_key")?,
            address: row.get("address")?,
            password_hash: row.get("password_hash")?,
            flip: row.get("flip")?,
            html: row.get("html")?,
            created: row.get("created")?,
        })
    }
}

const USER_COLUMNS: &str = "userid, userid_key, address, password_hash, flip, html, created";

/// What [`Tx::record_failed_login`] found after recording a failure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoginFailure {
    /// Failures that count towards a lock (within the window, since the last lock began),
    /// including this one.
    pub count: i64,
    /// The end of the lock, if the userid is locked now (by this failure or an earlier one).
    pub locked_until: Option<i64>,
}

impl Reader<'_> {
    /// The account of `userid` (any case).
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if there is no such user.
    pub fn user(&self, userid: &str) -> Result<User, StoreError> {
        let key = userid_key(userid);
        self.conn
            .prepare_cached(&format!(
                "SELECT {USER_COLUMNS} FROM users WHERE userid_key = ?1"
            ))?
            .query_row([&key], User::from_row)
            .map_err(|e| StoreError::not_found(e, "user", userid))
    }

    /// The accounts registered with `address` (compared case-insensitively), oldest first.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn users_by_address(&self, address: &str) -> Result<Vec<User>, StoreError> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT {USER_COLUMNS} FROM users WHERE address = ?1 ORDER BY created, userid_key"
        ))?;
        let users = stmt
            .query_map([address], User::from_row)?
            .collect::<Result<_, _>>()?;
        Ok(users)
    }

    /// The wrong passwords that count towards a lock of `userid` at `now`: those within the
    /// last [`LOCKOUT_WINDOW`] seconds and after the start of the last lock.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn failed_logins(&self, userid: &str, now: i64) -> Result<i64, StoreError> {
        let count = self
            .conn
            .prepare_cached(
                "SELECT count(*) FROM login_failures
                 WHERE userid_key = ?1 AND at > ?2
                   AND at > coalesce((SELECT locked_at FROM lockouts WHERE userid_key = ?1), ?2)",
            )?
            .query_row(params![userid_key(userid), now - LOCKOUT_WINDOW], |r| {
                r.get(0)
            })?;
        Ok(count)
    }

    /// The end of the lock on `userid` if it is locked at `now`, else `None`.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn locked_until(&self, userid: &str, now: i64) -> Result<Option<i64>, StoreError> {
        let until = self
            .conn
            .prepare_cached(
                "SELECT locked_until FROM lockouts WHERE userid_key = ?1 AND locked_until > ?2",
            )?
            .query_row(params![userid_key(userid), now], |r| r.get(0))
            .optional()?;
        Ok(until)
    }
}

impl Tx<'_> {
    /// Registers `userid` (display form as given) with `address` and a password hash from
    /// [`hash_password`](super::hash_password). `flip` starts as `true`.
    ///
    /// # Errors
    /// [`StoreError::Duplicate`] if the userid is taken in any case.
    pub fn create_user(
        &self,
        userid: &str,
        address: &str,
        password_hash: &str,
        now: i64,
    ) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO users (userid_key, userid, address, password_hash, created)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
            )?
            .execute(params![
                userid_key(userid),
                userid,
                address,
                password_hash,
                now
            ])
            .map_err(|e| StoreError::duplicate(e, "user", userid))?;
        Ok(())
    }

    /// Replaces the password hash of `userid`.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if there is no such user.
    pub fn set_password(&self, userid: &str, password_hash: &str) -> Result<(), StoreError> {
        self.update_user(userid, "password_hash", &password_hash)
    }

    /// Replaces the registered address of `userid`.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if there is no such user.
    pub fn set_address(&self, userid: &str, address: &str) -> Result<(), StoreError> {
        self.update_user(userid, "address", &address)
    }

    /// Sets the board orientation of `userid`.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if there is no such user.
    pub fn set_flip(&self, userid: &str, flip: bool) -> Result<(), StoreError> {
        self.update_user(userid, "flip", &flip)
    }

    /// Sets whether `userid`'s board mails carry the HTML board.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if there is no such user.
    pub fn set_html(&self, userid: &str, html: bool) -> Result<(), StoreError> {
        self.update_user(userid, "html", &html)
    }

    fn update_user(
        &self,
        userid: &str,
        column: &'static str,
        value: &dyn rusqlite::ToSql,
    ) -> Result<(), StoreError> {
        let changed = self
            .conn()
            .prepare_cached(&format!(
                "UPDATE users SET {column} = ?1 WHERE userid_key = ?2"
            ))?
            .execute(params![value, userid_key(userid)])?;
        if changed == 0 {
            return Err(StoreError::NotFound {
                what: "user",
                key: userid.to_string(),
            });
        }
        Ok(())
    }

    /// Records a wrong password for `userid` at `now`, and locks the userid for
    /// [`LOCKOUT_DURATION`] if this makes [`LOCKOUT_FAILURES`] within the window. A failure
    /// while a lock is on does not extend it (the caller refuses locked userids before
    /// checking passwords). Failures older than the window are forgotten.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if there is no such user.
    pub fn record_failed_login(&self, userid: &str, now: i64) -> Result<LoginFailure, StoreError> {
        let key = userid_key(userid);
        self.conn()
            .prepare_cached("DELETE FROM login_failures WHERE userid_key = ?1 AND at <= ?2")?
            .execute(params![key, now - LOCKOUT_WINDOW])?;
        self.conn()
            .prepare_cached("INSERT INTO login_failures (userid_key, at) VALUES (?1, ?2)")?
            .execute(params![key, now])
            .map_err(|e| match e.sqlite_error() {
                Some(f) if f.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_FOREIGNKEY => {
                    StoreError::NotFound {
                        what: "user",
                        key: userid.to_string(),
                    }
                }
                _ => e.into(),
            })?;

        let mut locked_until = self.locked_until(&key, now)?;
        let count = self.failed_logins(&key, now)?;
        if locked_until.is_none() && count >= LOCKOUT_FAILURES {
            let until = now + LOCKOUT_DURATION;
            self.conn()
                .prepare_cached(
                    "INSERT INTO lockouts (userid_key, locked_at, locked_until, notice_pending)
                     VALUES (?1, ?2, ?3, 1)
                     ON CONFLICT (userid_key) DO UPDATE SET
                        locked_at = excluded.locked_at,
                        locked_until = excluded.locked_until,
                        notice_pending = 1",
                )?
                .execute(params![key, now, until])?;
            locked_until = Some(until);
        }
        Ok(LoginFailure {
            count,
            locked_until,
        })
    }

    /// If `userid` is locked at `now` and its owner has not been told yet, marks the owner
    /// as told and returns the end of the lock; otherwise `None`. So each lock is announced
    /// once.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn take_lockout_notice(&self, userid: &str, now: i64) -> Result<Option<i64>, StoreError> {
        let until = self
            .conn()
            .prepare_cached(
                "UPDATE lockouts SET notice_pending = 0
                 WHERE userid_key = ?1 AND notice_pending = 1 AND locked_until > ?2
                 RETURNING locked_until",
            )?
            .query_row(params![userid_key(userid), now], |r| r.get(0))
            .optional()?;
        Ok(until)
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::*;
    use super::super::*;

    #[test]
    fn create_and_look_up_case_insensitively() {
        for (mut store, _dir) in stores() {
            store
                .write(|tx| tx.create_user("Alice", "Alice@Example.org", "$argon2id$h", 7))
                .unwrap();
            let user = store.read(|r| r.user("aLiCe")).unwrap();
            assert_eq!(
                user,
                User {
                    userid: "Alice".into(),
                    userid_key: "alice".into(),
                    address: "Alice@Example.org".into(),
                    password_hash: "$argon2id$h".into(),
                    flip: true,
                    html: true,
                    created: 7,
                }
            );
            let err = store
                .write(|tx| tx.create_user("ALICE", "x@example.org", "$argon2id$h", 8))
                .unwrap_err();
            assert!(
                matches!(&err, StoreError::Duplicate { what: "user", key } if key == "ALICE"),
                "{err:?}"
            );
            assert!(!err.is_temporary());
            // The duplicate changed nothing.
            assert_eq!(store.read(|r| r.user("alice")).unwrap().created, 7);
        }
    }

    #[test]
    fn unknown_user_is_not_found() {
        for (mut store, _dir) in stores() {
            let err = store.read(|r| r.user("nobody")).unwrap_err();
            assert!(
                matches!(&err, StoreError::NotFound { what: "user", key } if key == "nobody"),
                "{err:?}"
            );
            for err in [
                store.write(|tx| tx.set_flip("nobody", false)).unwrap_err(),
                store
                    .write(|tx| tx.set_password("nobody", "h"))
                    .unwrap_err(),
                store.write(|tx| tx.set_address("nobody", "a")).unwrap_err(),
                store
                    .write(|tx| tx.record_failed_login("nobody", 1).map(drop))
                    .unwrap_err(),
            ] {
                assert!(matches!(err, StoreError::NotFound { .. }), "{err:?}");
            }
        }
    }

    #[test]
    fn account_changes() {
        for (mut store, _dir) in stores() {
            with_players(&mut store);
            store
                .write(|tx| {
                    tx.set_flip("ALICE", false)?;
                    tx.set_password("alice", "$argon2id$new")?;
                    tx.set_address("alice", "new@example.org")
                })
                .unwrap();
            let user = store.read(|r| r.user("alice")).unwrap();
            assert!(!user.flip);
            assert_eq!(user.password_hash, "$argon2id$new");
            assert_eq!(user.address, "new@example.org");
        }
    }

    #[test]
    fn users_by_address_ignores_case() {
        for (mut store, _dir) in stores() {
            with_players(&mut store);
            store
                .write(|tx| tx.create_user("alice2", "ALICE@example.org", "h", 200))
                .unwrap();
            let users = store
                .read(|r| r.users_by_address("Alice@Example.ORG"))
                .unwrap();
            let keys: Vec<_> = users.iter().map(|u| u.userid_key.as_str()).collect();
            assert_eq!(keys, ["alice", "alice2"]);
            assert!(
                store
                    .read(|r| r.users_by_address("carol@example.org"))
                    .unwrap()
                    .is_empty()
            );
        }
    }

    /// Records a failure at each time and returns the last result.
    fn fail_at(store: &mut Store, times: &[i64]) -> LoginFailure {
        store
            .write(|tx| {
                let mut last = None;
                for &t in times {
                    last = Some(tx.record_failed_login("alice", t)?);
                }
                Ok::<_, StoreError>(last.unwrap())
            })
            .unwrap()
    }

    #[test]
    fn five_failures_within_an_hour_lock_for_15_minutes() {
        for (mut store, _dir) in stores() {
            with_players(&mut store);
            let t0 = 10_000;
            let fourth = fail_at(&mut store, &[t0, t0 + 600, t0 + 1200, t0 + 1800]);
            assert_eq!(
                fourth,
                LoginFailure {
                    count: 4,
                    locked_until: None
                }
            );
            let fifth = fail_at(&mut store, &[t0 + 3599]);
            let until = t0 + 3599 + LOCKOUT_DURATION;
            assert_eq!(
                fifth,
                LoginFailure {
                    count: 5,
                    locked_until: Some(until)
                }
            );
            store
                .read(|r| {
                    assert_eq!(r.locked_until("Alice", t0 + 3600)?, Some(until));
                    assert_eq!(r.locked_until("alice", until - 1)?, Some(until));
                    assert_eq!(r.locked_until("alice", until)?, None, "lifted after 15 min");
                    // Bob is not affected.
                    assert_eq!(r.locked_until("bob", t0 + 3600)?, None);
                    Ok::<_, StoreError>(())
                })
                .unwrap();
        }
    }

    #[test]
    fn five_failures_over_two_hours_do_not_lock() {
        for (mut store, _dir) in stores() {
            with_players(&mut store);
            let t0 = 10_000;
            let times: Vec<i64> = (0..5).map(|i| t0 + i * 1800).collect();
            let last = fail_at(&mut store, &times);
            assert_eq!(last.locked_until, None);
            assert_eq!(last.count, 2, "only failures within the last hour count");
            assert_eq!(
                store.read(|r| r.locked_until("alice", t0 + 7200)).unwrap(),
                None
            );
        }
    }

    #[test]
    fn failures_during_a_lock_do_not_extend_it_and_a_lifted_lock_starts_afresh() {
        for (mut store, _dir) in stores() {
            with_players(&mut store);
            let t0 = 10_000;
            let locked = fail_at(&mut store, &[t0, t0 + 1, t0 + 2, t0 + 3, t0 + 4]);
            let until = t0 + 4 + LOCKOUT_DURATION;
            assert_eq!(locked.locked_until, Some(until));
            let during = fail_at(&mut store, &[t0 + 100]);
            assert_eq!(during.locked_until, Some(until));
            // After the lock: only failures after it began count.
            let after = fail_at(&mut store, &[until + 1]);
            assert_eq!(
                after,
                LoginFailure {
                    count: 2,
                    locked_until: None
                }
            );
            let again = fail_at(&mut store, &[until + 2, until + 3, until + 4]);
            assert_eq!(again.count, 5);
            assert_eq!(again.locked_until, Some(until + 4 + LOCKOUT_DURATION));
        }
    }

    #[test]
    fn lockout_notice_is_given_once_per_lock() {
        for (mut store, _dir) in stores() {
            with_players(&mut store);
            let t0 = 10_000;
            assert_eq!(
                store
                    .write(|tx| tx.take_lockout_notice("alice", t0))
                    .unwrap(),
                None,
                "no lock, no notice"
            );
            fail_at(&mut store, &[t0, t0 + 1, t0 + 2, t0 + 3, t0 + 4]);
            let until = t0 + 4 + LOCKOUT_DURATION;
            let take = |store: &mut Store, now| {
                store
                    .write(|tx| tx.take_lockout_notice("ALICE", now))
                    .unwrap()
            };
            assert_eq!(take(&mut store, t0 + 5), Some(until));
            assert_eq!(take(&mut store, t0 + 6), None);
            fail_at(&mut store, &[t0 + 7]);
            assert_eq!(take(&mut store, t0 + 8), None, "same lock, told already");
            // A second lock is told again. The failure at t0 + 7 came after the first lock
            // began, so four more make five.
            let next = until + 10;
            let relock = fail_at(&mut store, &[next, next + 1, next + 2, next + 3]);
            assert_eq!(relock.locked_until, Some(next + 3 + LOCKOUT_DURATION));
            assert_eq!(
                take(&mut store, next + 5),
                Some(next + 3 + LOCKOUT_DURATION)
            );
            assert_eq!(take(&mut store, next + 6), None);
        }
    }

    #[test]
    fn expired_lock_gives_no_notice() {
        for (mut store, _dir) in stores() {
            with_players(&mut store);
            fail_at(&mut store, &[1, 2, 3, 4, 5]);
            let after = 5 + LOCKOUT_DURATION;
            assert_eq!(
                store
                    .write(|tx| tx.take_lockout_notice("alice", after))
                    .unwrap(),
                None
            );
        }
    }
}
