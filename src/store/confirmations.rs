//! Confirmations (issue 19): the secret code of a confirmation mail, and what replying to
//! it confirms: a new account's address, or a challenge held until its challenger says
//! they sent it.

use rusqlite::{OptionalExtension, Row, params};

use super::{Reader, StoreError, Tx, new_key};

/// What a confirmation confirms.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Confirms {
    /// A new account's address.
    Account,
    /// A challenge held until the challenger confirms it: its command line (which carries
    /// no password) and the comment that came with it.
    Challenge {
        /// The command line, `stratego challenge RED BLUE [OPTIONS]`.
        command: String,
        /// The comment for the opponent.
        body: String,
    },
}

/// One confirmation mail's code and what it stands for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Confirmation {
    /// The code (lower case).
    pub code: String,
    /// What replying confirms.
    pub confirms: Confirms,
    /// The account (userid key) whose registered address must reply.
    pub userid_key: String,
    /// When the mail was made.
    pub created: i64,
    /// When the code stops counting.
    pub expires: i64,
    /// When it was used, if it was.
    pub used: Option<i64>,
    /// The game a confirmed challenge became.
    pub game: Option<i64>,
}

impl Confirmation {
    fn from_row(r: &Row<'_>) -> rusqlite::Result<Confirmation> {
        let kind: String = r.get("kind")?;
        let confirms = if kind == "challenge" {
            Confirms::Challenge {
                command: r.get::<_, Option<String>>("command")?.unwrap_or_default(),
                body: r.get::<_, Option<String>>("body")?.unwrap_or_default(),
            }
        } else {
            Confirms::Account
        };
        Ok(Confirmation {
            code: r.get("code")?,
            confirms,
            userid_key: r.get("userid_key")?,
            created: r.get("created")?,
            expires: r.get("expires")?,
            used: r.get("used")?,
            game: r.get("game")?,
        })
    }
}

impl Reader<'_> {
    /// The confirmation with code `code` (any case), used, expired or not.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn confirmation(&self, code: &str) -> Result<Option<Confirmation>, StoreError> {
        Ok(self
            .conn
            .prepare_cached("SELECT * FROM confirmations WHERE code = lower(?1)")?
            .query_row(params![code], Confirmation::from_row)
            .optional()?)
    }

    /// How many challenges of `userid_key` wait for confirmation at `now`.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn held_challenges(&self, userid_key: &str, now: i64) -> Result<i64, StoreError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT count(*) FROM confirmations
                 WHERE userid_key = ?1 AND kind = 'challenge' AND used IS NULL AND expires > ?2",
            )?
            .query_row(params![userid_key, now], |r| r.get(0))?)
    }
}

impl Tx<'_> {
    /// Makes a confirmation for `userid_key` that counts until `expires`; returns its code
    /// (from the operating system's random source, like a reply key).
    ///
    /// # Errors
    /// If SQLite fails or there are no random bytes.
    pub fn new_confirmation(
        &self,
        userid_key: &str,
        confirms: &Confirms,
        now: i64,
        expires: i64,
    ) -> Result<String, StoreError> {
        let code = new_key()?;
        let (kind, command, body) = match confirms {
            Confirms::Account => ("account", None, None),
            Confirms::Challenge { command, body } => {
                ("challenge", Some(command.as_str()), Some(body.as_str()))
            }
        };
        self.conn()
            .prepare_cached(
                "INSERT INTO confirmations (code, kind, userid_key, command, body, created, expires)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            )?
            .execute(params![code, kind, userid_key, command, body, now, expires])?;
        Ok(code)
    }

    /// Marks `code` used at `now`, with the game it made, if any.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn use_confirmation(
        &self,
        code: &str,
        now: i64,
        game: Option<i64>,
    ) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("UPDATE confirmations SET used = ?2, game = ?3 WHERE code = lower(?1)")?
            .execute(params![code, now, game])?;
        Ok(())
    }

    /// Deletes the confirmations made before `before` (used or expired long ago: a reply to
    /// one then gets the answer for an unknown address).
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn prune_confirmations(&self, before: i64) -> Result<usize, StoreError> {
        Ok(self
            .conn()
            .prepare_cached("DELETE FROM confirmations WHERE created < ?1 AND expires < ?1")?
            .execute([before])?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;

    #[test]
    fn a_confirmation_is_found_in_any_case_and_marked_used() {
        let mut store = Store::open_in_memory().unwrap();
        store
            .write(|tx| {
                let held = Confirms::Challenge {
                    command: "stratego challenge alice bob -small".into(),
                    body: "hi".into(),
                };
                let code = tx.new_confirmation("alice", &held, 10, 100)?;
                let account = tx.new_confirmation("bob", &Confirms::Account, 10, 100)?;
                assert_ne!(code, account);
                let found = tx.confirmation(&code.to_uppercase())?.unwrap();
                assert_eq!((found.confirms, found.used), (held, None));
                assert_eq!(tx.held_challenges("alice", 50)?, 1);
                assert_eq!(tx.held_challenges("alice", 100)?, 0);
                tx.use_confirmation(&code, 20, Some(3))?;
                let found = tx.confirmation(&code)?.unwrap();
                assert_eq!((found.used, found.game), (Some(20), Some(3)));
                assert_eq!(tx.held_challenges("alice", 50)?, 0);
                assert_eq!(tx.prune_confirmations(100)?, 0);
                assert_eq!(tx.prune_confirmations(101)?, 2);
                assert_eq!(tx.confirmation(&account)?, None);
                Ok::<_, StoreError>(())
            })
            .unwrap();
    }
}
