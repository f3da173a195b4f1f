//! Reply keys (the secret part of a player's reply address for one game) and the count of
//! answers per sender that the mail-loop limit reads.

use rand::TryRng;
use rand::rngs::SysRng;
use rusqlite::{OptionalExtension, params};

use super::{Reader, StoreError, Tx};

/// Letters of a reply key: lower case and digits, so that a mail system that changes the
/// case of an address (some do) cannot break it.
const KEY_ALPHABET: &[u8; 32] = b"abcdefghijkmnpqrstuvwxyz23456789";

/// Symbols of a key: 26 of 32 letters, 130 bits from the operating system's random source.
pub const KEY_LEN: usize = 26;

/// How long the answers of [`Tx::count_answer`] are counted.
pub const ANSWER_WINDOW: i64 = 3600;

/// What a reply key stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplyKey {
    /// The key.
    pub key: String,
    /// The player's userid key (lower case).
    pub userid_key: String,
    /// The game.
    pub game: i64,
    /// When the key was revoked (the player changed password or address), if it was.
    pub revoked: Option<i64>,
}

/// A new key from the operating system's random source.
///
/// # Errors
/// [`StoreError::Internal`] when the operating system gives no random bytes.
pub fn new_key() -> Result<String, StoreError> {
    let mut bytes = [0u8; KEY_LEN];
    SysRng
        .try_fill_bytes(&mut bytes)
        .map_err(|e| StoreError::Internal(format!("no random bytes for a reply key: {e}")))?;
    // 256 is a multiple of 32, so each symbol is uniform.
    Ok(bytes
        .iter()
        .map(|b| char::from(KEY_ALPHABET[usize::from(b % 32)]))
        .collect())
}

impl Reader<'_> {
    /// Whether `userid_key` plays in game `game` (which may not exist).
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn is_player(&self, game: i64, userid_key: &str) -> Result<bool, StoreError> {
        Ok(self
            .conn
            .prepare_cached("SELECT 1 FROM games WHERE id = ?1 AND (red = ?2 OR blue = ?2)")?
            .query_row(params![game, userid_key], |_| Ok(()))
            .optional()?
            .is_some())
    }

    /// The key `key` (any case), revoked or not.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn reply_key(&self, key: &str) -> Result<Option<ReplyKey>, StoreError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT key, userid_key, game, revoked FROM reply_keys WHERE key = lower(?1)",
            )?
            .query_row(params![key], |r| {
                Ok(ReplyKey {
                    key: r.get(0)?,
                    userid_key: r.get(1)?,
                    game: r.get(2)?,
                    revoked: r.get(3)?,
                })
            })
            .optional()?)
    }
}

impl Tx<'_> {
    /// The live key of `userid_key` for `game`, made now if there is none.
    ///
    /// # Errors
    /// If SQLite fails or there are no random bytes.
    pub fn live_reply_key(
        &self,
        userid_key: &str,
        game: i64,
        now: i64,
    ) -> Result<String, StoreError> {
        let found: Option<String> = self
            .conn()
            .prepare_cached(
                "SELECT key FROM reply_keys
                 WHERE userid_key = ?1 AND game = ?2 AND revoked IS NULL",
            )?
            .query_row(params![userid_key, game], |r| r.get(0))
            .optional()?;
        if let Some(key) = found {
            return Ok(key);
        }
        let key = new_key()?;
        self.conn()
            .prepare_cached(
                "INSERT INTO reply_keys (key, userid_key, game, created) VALUES (?1, ?2, ?3, ?4)",
            )?
            .execute(params![key, userid_key, game, now])?;
        Ok(key)
    }

    /// Revokes every live key of `userid_key` (its password or address changed).
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn revoke_reply_keys(&self, userid_key: &str, now: i64) -> Result<usize, StoreError> {
        Ok(self
            .conn()
            .prepare_cached(
                "UPDATE reply_keys SET revoked = ?2 WHERE userid_key = ?1 AND revoked IS NULL",
            )?
            .execute(params![userid_key, now])?)
    }

    /// Counts one more answer to `sender` that changed no game and returns how many there
    /// were within the last [`ANSWER_WINDOW`] seconds, this one included. Answers to mail
    /// that proved its sender (`proven`: a valid reply key from the registered address, or
    /// a right password) are counted apart from the answers to mail anyone could have sent
    /// with that From (issue 27): forged mail cannot use up a player's allowance.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn count_answer(&self, sender: &str, proven: bool, now: i64) -> Result<u32, StoreError> {
        // The proven count is kept under the address with a prefix no address can have (a
        // space), so one table and index serve both.
        let proven_key;
        let sender = if proven {
            proven_key = format!("proven {sender}");
            proven_key.as_str()
        } else {
            sender
        };
        let since = now - ANSWER_WINDOW;
        self.conn()
            .prepare_cached("DELETE FROM answers WHERE sender = ?1 AND at <= ?2")?
            .execute(params![sender, since])?;
        self.conn()
            .prepare_cached("INSERT INTO answers (sender, at) VALUES (?1, ?2)")?
            .execute(params![sender, now])?;
        Ok(self
            .conn()
            .prepare_cached("SELECT count(*) FROM answers WHERE sender = ?1")?
            .query_row(params![sender], |r| r.get(0))?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{PasswordCost, Store, hash_password};

    fn store_with_alice() -> Store {
        let mut store = Store::open_in_memory().unwrap();
        let phc = hash_password("pw", PasswordCost::TEST).unwrap();
        store
            .write(|tx| tx.create_user("Alice", "alice@example.org", &phc, 0))
            .unwrap();
        store
    }

    #[test]
    fn keys_are_long_random_and_of_their_alphabet() {
        let a = new_key().unwrap();
        let b = new_key().unwrap();
        assert_ne!(a, b);
        for key in [&a, &b] {
            assert_eq!(key.len(), KEY_LEN);
            assert!(key.bytes().all(|c| KEY_ALPHABET.contains(&c)), "{key}");
        }
    }

    #[test]
    fn one_live_key_per_player_and_game_until_revoked() {
        let mut store = store_with_alice();
        store
            .write(|tx| {
                let k1 = tx.live_reply_key("alice", 1, 10)?;
                assert_eq!(tx.live_reply_key("alice", 1, 11)?, k1);
                let k2 = tx.live_reply_key("alice", 2, 12)?;
                assert_ne!(k1, k2);
                let found = tx.reply_key(&k1.to_uppercase())?.unwrap();
                assert_eq!((found.userid_key.as_str(), found.game), ("alice", 1));
                assert_eq!(tx.revoke_reply_keys("alice", 20)?, 2);
                assert_eq!(tx.reply_key(&k1)?.unwrap().revoked, Some(20));
                let k3 = tx.live_reply_key("alice", 1, 21)?;
                assert_ne!(k3, k1);
                assert_eq!(tx.reply_key("nosuchkey")?, None);
                Ok::<_, StoreError>(())
            })
            .unwrap();
    }

    #[test]
    fn answers_are_counted_per_sender_within_the_hour() {
        let mut store = store_with_alice();
        store
            .write(|tx| {
                assert_eq!(tx.count_answer("a@x", false, 0)?, 1);
                assert_eq!(tx.count_answer("A@X", false, 10)?, 2);
                assert_eq!(tx.count_answer("b@x", false, 10)?, 1);
                assert_eq!(tx.count_answer("a@x", false, ANSWER_WINDOW + 5)?, 2);
                assert_eq!(tx.count_answer("a@x", false, 3 * ANSWER_WINDOW)?, 1);
                // Proven mail is counted apart.
                assert_eq!(tx.count_answer("a@x", true, 3 * ANSWER_WINDOW)?, 1);
                assert_eq!(tx.count_answer("a@x", false, 3 * ANSWER_WINDOW)?, 2);
                Ok::<_, StoreError>(())
            })
            .unwrap();
    }
}
