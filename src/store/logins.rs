//! Wrong passwords and locks.
//!
//! Lockout: after [`LOCKOUT_FAILURES`] wrong passwords for one userid within
//! [`LOCKOUT_WINDOW`] seconds, the userid is locked for [`LOCKOUT_DURATION`] seconds. Only
//! failures after the start of the last lock count towards the next one, so the owner gets a
//! fresh five tries when a lock lifts. A successful login does not clear the failures: the
//! window forgets them after an hour anyway, and a correct password from the owner should
//! not reset the count of a guesser who is still trying.
//!
//! Failures are counted apart by [`Origin`]: those from the registered address lock the
//! userid for every command (and the owner is told once per lock,
//! [`Tx::take_lockout_notice`]); those from any other address lock only commands from other
//! addresses. So nobody can lock a player out by forging commands from elsewhere (issue 19).
//! The owner hears of failures from elsewhere at most once a day
//! ([`Tx::take_elsewhere_notice`]). Every lock of the registered address is kept as a
//! period, so that cleanup can stop a game's forfeit clock while its player was locked out
//! ([`Reader::locked_seconds`]).

use rusqlite::{OptionalExtension, params};

use super::users::userid_key;
use super::{Reader, StoreError, Tx};

/// Wrong passwords within [`LOCKOUT_WINDOW`] that lock a userid.
pub const LOCKOUT_FAILURES: i64 = 5;
/// The window in which failures are counted, in seconds.
pub const LOCKOUT_WINDOW: i64 = 60 * 60;
/// How long a lock lasts, in seconds.
pub const LOCKOUT_DURATION: i64 = 15 * 60;
/// The owner is told of failures from other addresses at most this often; failures are kept
/// this long for that notice.
pub const ELSEWHERE_NOTICE_EVERY: i64 = 24 * 60 * 60;

/// Where a wrong password came from, relative to the userid's registered address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// The registered address.
    Own,
    /// Any other address.
    Elsewhere,
}

impl Origin {
    fn scope(self) -> &'static str {
        match self {
            Origin::Own => "own",
            Origin::Elsewhere => "elsewhere",
        }
    }

    fn flag(self) -> i64 {
        i64::from(self == Origin::Elsewhere)
    }
}

/// What [`Tx::record_failed_login`] found after recording a failure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoginFailure {
    /// Failures of the same origin that count towards a lock (within the window, since the
    /// last lock of that origin began), including this one.
    pub count: i64,
    /// The end of the lock of that origin, if there is one now.
    pub locked_until: Option<i64>,
}

/// What the owner is told of wrong passwords from other addresses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ElsewhereNotice {
    /// Wrong passwords from other addresses within the last day.
    pub count: i64,
    /// The addresses they came from (as the mails claimed), most recent first, at most 5.
    pub addresses: Vec<String>,
}

impl Reader<'_> {
    /// The wrong passwords of `origin` that count towards a lock of `userid` at `now`: those
    /// within the last [`LOCKOUT_WINDOW`] seconds and after the start of the last lock of
    /// that origin.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn failed_logins(&self, userid: &str, origin: Origin, now: i64) -> Result<i64, StoreError> {
        let count = self
            .conn
            .prepare_cached(
                "SELECT count(*) FROM login_failures
                 WHERE userid_key = ?1 AND elsewhere = ?3 AND at > ?2
                   AND at > coalesce((SELECT locked_at FROM lockouts
                                      WHERE userid_key = ?1 AND scope = ?4), ?2)",
            )?
            .query_row(
                params![
                    userid_key(userid),
                    now - LOCKOUT_WINDOW,
                    origin.flag(),
                    origin.scope()
                ],
                |r| r.get(0),
            )?;
        Ok(count)
    }

    /// The end of the lock that refuses a command for `userid` from an address of `origin`
    /// at `now`, else `None`. A lock of the registered address refuses every command; a lock
    /// from elsewhere refuses only commands from other addresses.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn locked_until(
        &self,
        userid: &str,
        origin: Origin,
        now: i64,
    ) -> Result<Option<i64>, StoreError> {
        let until = self
            .conn
            .prepare_cached(
                "SELECT max(locked_until) FROM lockouts
                 WHERE userid_key = ?1 AND locked_until > ?2
                   AND (scope = 'own' OR ?3 = 'elsewhere')",
            )?
            .query_row(params![userid_key(userid), now, origin.scope()], |r| {
                r.get(0)
            })?;
        Ok(until)
    }

    /// How many seconds between `since` and `now` the registered address of `userid` was
    /// locked out: the time a game waiting for this player does not count.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn locked_seconds(&self, userid: &str, since: i64, now: i64) -> Result<i64, StoreError> {
        let seconds = self
            .conn
            .prepare_cached(
                "SELECT coalesce(sum(max(0, min(locked_until, ?3) - max(locked_at, ?2))), 0)
                 FROM lock_periods WHERE userid_key = ?1 AND locked_until > ?2",
            )?
            .query_row(params![userid_key(userid), since, now], |r| r.get(0))?;
        Ok(seconds)
    }
}

impl Tx<'_> {
    /// Records a wrong password for `userid` at `now`, sent from `from` (of `origin`), and
    /// locks the userid for that origin for [`LOCKOUT_DURATION`] if this makes
    /// [`LOCKOUT_FAILURES`] of that origin within the window. A failure while a lock is on
    /// does not extend it (the caller refuses locked userids before checking passwords).
    /// Failures are forgotten after a day.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if there is no such user.
    pub fn record_failed_login(
        &self,
        userid: &str,
        origin: Origin,
        from: &str,
        now: i64,
    ) -> Result<LoginFailure, StoreError> {
        let key = userid_key(userid);
        self.conn()
            .prepare_cached("DELETE FROM login_failures WHERE userid_key = ?1 AND at <= ?2")?
            .execute(params![key, now - ELSEWHERE_NOTICE_EVERY])?;
        self.conn()
            .prepare_cached(
                "INSERT INTO login_failures (userid_key, at, elsewhere, from_addr)
                 VALUES (?1, ?2, ?3, ?4)",
            )?
            .execute(params![key, now, origin.flag(), from])
            .map_err(|e| match e.sqlite_error() {
                Some(f) if f.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_FOREIGNKEY => {
                    StoreError::NotFound {
                        what: "user",
                        key: userid.to_string(),
                    }
                }
                _ => e.into(),
            })?;

        let mut locked_until = self
            .conn()
            .prepare_cached(
                "SELECT locked_until FROM lockouts
                 WHERE userid_key = ?1 AND scope = ?2 AND locked_until > ?3",
            )?
            .query_row(params![key, origin.scope(), now], |r| r.get(0))
            .optional()?;
        let count = self.failed_logins(&key, origin, now)?;
        if locked_until.is_none() && count >= LOCKOUT_FAILURES {
            let until = now + LOCKOUT_DURATION;
            // Only a lock of the registered address is announced by its own notice; failures
            // from elsewhere are told in the daily notice.
            self.conn()
                .prepare_cached(
                    "INSERT INTO lockouts (userid_key, scope, locked_at, locked_until, notice_pending)
                     VALUES (?1, ?2, ?3, ?4, ?5)
                     ON CONFLICT (userid_key, scope) DO UPDATE SET
                        locked_at = excluded.locked_at,
                        locked_until = excluded.locked_until,
                        notice_pending = excluded.notice_pending",
                )?
                .execute(params![
                    key,
                    origin.scope(),
                    now,
                    until,
                    i64::from(origin == Origin::Own)
                ])?;
            if origin == Origin::Own {
                self.conn()
                    .prepare_cached(
                        "INSERT INTO lock_periods (userid_key, locked_at, locked_until)
                         VALUES (?1, ?2, ?3)",
                    )?
                    .execute(params![key, now, until])?;
            }
            locked_until = Some(until);
        }
        Ok(LoginFailure {
            count,
            locked_until,
        })
    }

    /// If the registered address of `userid` is locked at `now` and its owner has not been
    /// told yet, marks the owner as told and returns the end of the lock; otherwise `None`.
    /// So each lock is announced once.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn take_lockout_notice(&self, userid: &str, now: i64) -> Result<Option<i64>, StoreError> {
        let until = self
            .conn()
            .prepare_cached(
                "UPDATE lockouts SET notice_pending = 0
                 WHERE userid_key = ?1 AND scope = 'own' AND notice_pending = 1
                   AND locked_until > ?2
                 RETURNING locked_until",
            )?
            .query_row(params![userid_key(userid), now], |r| r.get(0))
            .optional()?;
        Ok(until)
    }

    /// If the owner of `userid` has not been told of wrong passwords from other addresses
    /// within the last `ELSEWHERE_NOTICE_EVERY` seconds and there are some, marks the owner
    /// as told at `now` and returns what to tell; otherwise `None`.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn take_elsewhere_notice(
        &self,
        userid: &str,
        now: i64,
    ) -> Result<Option<ElsewhereNotice>, StoreError> {
        let key = userid_key(userid);
        let told = self
            .conn()
            .prepare_cached(
                "INSERT INTO elsewhere_notices (userid_key, told_at)
                 SELECT ?1, ?2
                 WHERE EXISTS (SELECT 1 FROM login_failures
                               WHERE userid_key = ?1 AND elsewhere = 1 AND at > ?3)
                 ON CONFLICT (userid_key) DO UPDATE SET told_at = excluded.told_at
                 WHERE told_at <= ?3",
            )?
            .execute(params![key, now, now - ELSEWHERE_NOTICE_EVERY])?;
        if told == 0 {
            return Ok(None);
        }
        let since = now - ELSEWHERE_NOTICE_EVERY;
        let count = self
            .conn()
            .prepare_cached(
                "SELECT count(*) FROM login_failures
                 WHERE userid_key = ?1 AND elsewhere = 1 AND at > ?2",
            )?
            .query_row(params![key, since], |r| r.get(0))?;
        let addresses = self
            .conn()
            .prepare_cached(
                "SELECT from_addr FROM login_failures
                 WHERE userid_key = ?1 AND elsewhere = 1 AND at > ?2
                 GROUP BY from_addr ORDER BY max(at) DESC LIMIT 5",
            )?
            .query_map(params![key, since], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        Ok(Some(ElsewhereNotice { count, addresses }))
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::*;
    use super::super::*;
    use super::ELSEWHERE_NOTICE_EVERY;

    const ALICE: &str = "alice@example.org";

    /// Records a failure at each time from `origin` and returns the last result.
    fn fail_from(store: &mut Store, origin: Origin, times: &[i64]) -> LoginFailure {
        let from = match origin {
            Origin::Own => ALICE,
            Origin::Elsewhere => "mallory@example.net",
        };
        store
            .write(|tx| {
                let mut last = None;
                for &t in times {
                    last = Some(tx.record_failed_login("alice", origin, from, t)?);
                }
                Ok::<_, StoreError>(last.unwrap())
            })
            .unwrap()
    }

    fn fail_at(store: &mut Store, times: &[i64]) -> LoginFailure {
        fail_from(store, Origin::Own, times)
    }

    #[test]
    fn unknown_user_is_not_found() {
        for (mut store, _dir) in stores() {
            let err = store
                .write(|tx| tx.record_failed_login("nobody", Origin::Own, ALICE, 1))
                .unwrap_err();
            assert!(matches!(err, StoreError::NotFound { .. }), "{err:?}");
        }
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
                    for origin in [Origin::Own, Origin::Elsewhere] {
                        assert_eq!(r.locked_until("Alice", origin, t0 + 3600)?, Some(until));
                        assert_eq!(r.locked_until("alice", origin, until - 1)?, Some(until));
                        assert_eq!(r.locked_until("alice", origin, until)?, None, "lifted");
                    }
                    // Bob is not affected.
                    assert_eq!(r.locked_until("bob", Origin::Own, t0 + 3600)?, None);
                    Ok::<_, StoreError>(())
                })
                .unwrap();
        }
    }

    #[test]
    fn failures_from_elsewhere_never_lock_the_registered_address() {
        for (mut store, _dir) in stores() {
            with_players(&mut store);
            let t0 = 10_000;
            let times: Vec<i64> = (0..20).map(|i| t0 + i).collect();
            let last = fail_from(&mut store, Origin::Elsewhere, &times);
            let until = t0 + 4 + LOCKOUT_DURATION;
            assert_eq!(last.locked_until, Some(until));
            store
                .read(|r| {
                    assert_eq!(r.locked_until("alice", Origin::Own, t0 + 30)?, None);
                    assert_eq!(r.failed_logins("alice", Origin::Own, t0 + 30)?, 0);
                    assert_eq!(
                        r.locked_until("alice", Origin::Elsewhere, t0 + 30)?,
                        Some(until)
                    );
                    assert_eq!(r.locked_seconds("alice", 0, t0 + 9999)?, 0);
                    Ok::<_, StoreError>(())
                })
                .unwrap();
            // Nor does it give a lock notice (the owner hears of it once a day instead).
            assert_eq!(
                store
                    .write(|tx| tx.take_lockout_notice("alice", t0 + 30))
                    .unwrap(),
                None
            );
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
                store
                    .read(|r| r.locked_until("alice", Origin::Own, t0 + 7200))
                    .unwrap(),
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
            // Both locks are periods the forfeit clock does not count.
            let locked = store
                .read(|r| r.locked_seconds("alice", t0, until + 10_000))
                .unwrap();
            assert_eq!(locked, 2 * LOCKOUT_DURATION);
            let part = store
                .read(|r| r.locked_seconds("alice", until - 60, until + 4))
                .unwrap();
            assert_eq!(part, 60, "only the part after `since` counts");
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
    fn elsewhere_notice_at_most_once_a_day() {
        for (mut store, _dir) in stores() {
            with_players(&mut store);
            let t0 = 10_000;
            let take = |store: &mut Store, now| {
                store
                    .write(|tx| tx.take_elsewhere_notice("alice", now))
                    .unwrap()
            };
            assert_eq!(take(&mut store, t0), None, "nothing to tell");
            fail_at(&mut store, &[t0]);
            assert_eq!(take(&mut store, t0), None, "own failures are not told here");
            fail_from(&mut store, Origin::Elsewhere, &[t0 + 1, t0 + 2]);
            let told = take(&mut store, t0 + 3).unwrap();
            assert_eq!(told.count, 2);
            assert_eq!(told.addresses, ["mallory@example.net"]);
            fail_from(&mut store, Origin::Elsewhere, &[t0 + 100]);
            assert_eq!(take(&mut store, t0 + 101), None, "told today already");
            let day = t0 + 3 + ELSEWHERE_NOTICE_EVERY;
            fail_from(&mut store, Origin::Elsewhere, &[day]);
            let again = take(&mut store, day).unwrap();
            assert_eq!(
                again.count, 2,
                "the failures of the last day: t0 + 100 and now"
            );
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
