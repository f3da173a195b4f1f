//! Accounts: userids, addresses, password hashes and settings. Wrong passwords and locks
//! are in `logins.rs`.

use rusqlite::{Row, params};

use super::{Reader, StoreError, Tx};

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
    /// When the account's address was confirmed (issue 19); `None` until then.
    pub confirmed_at: Option<i64>,
    /// The robot's account (issue 16): no address, never mailed, nobody logs in.
    pub robot: bool,
    /// The language the player chose (`en`, `de`, `nl`; issue 81); `None` until chosen.
    pub language: Option<String>,
}

impl User {
    /// A row of `SELECT {USER_COLUMNS} ...`, read by position: looking each column up by
    /// name compares it with every column's name (about a third of reading the row).
    fn from_row(row: &Row<'_>) -> rusqlite::Result<User> {
        Ok(User {
            userid: row.get(0)?,
            userid_key: row.get(1)?,
            address: row.get(2)?,
            password_hash: row.get(3)?,
            flip: row.get(4)?,
            html: row.get(5)?,
            created: row.get(6)?,
            confirmed_at: row.get(7)?,
            robot: row.get(8)?,
            language: row.get(9)?,
        })
    }
}

/// The columns of [`User::from_row`], in its order.
const USER_COLUMNS: &str = "userid, userid_key, address, password_hash, flip, html, created, confirmed_at, robot, \
     language";

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

    /// Creates the robot's account (issue 16): confirmed, with no address (so it is never
    /// mailed) and a password hash no password matches (so nobody logs in as it).
    ///
    /// # Errors
    /// [`StoreError::Duplicate`] if the userid is taken.
    pub fn create_robot(&self, userid: &str, now: i64) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO users (userid_key, userid, address, password_hash, created,
                                    confirmed_at, robot)
                 VALUES (?1, ?2, '', '!robot', ?3, ?3, 1)",
            )?
            .execute(params![userid_key(userid), userid, now])
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

    /// Sets the language `userid` reads (`en`, `de`, `nl`; issue 81).
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if there is no such user.
    pub fn set_language(&self, userid: &str, language: &str) -> Result<(), StoreError> {
        self.update_user(userid, "language", &language)
    }

    /// Marks the address of `userid` confirmed at `now`.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if there is no such user.
    pub fn set_confirmed(&self, userid: &str, now: i64) -> Result<(), StoreError> {
        self.update_user(userid, "confirmed_at", &now)
    }

    /// Deletes the accounts never confirmed that were registered before `before` (with
    /// their login records, through the foreign keys); returns their userids. They can have
    /// no games and no subscriptions: an unconfirmed account can do neither.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn delete_unconfirmed(&self, before: i64) -> Result<Vec<String>, StoreError> {
        let mut stmt = self.conn().prepare_cached(
            "DELETE FROM users WHERE confirmed_at IS NULL AND created < ?1 RETURNING userid",
        )?;
        let gone = stmt
            .query_map([before], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        Ok(gone)
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
                    confirmed_at: None,
                    robot: false,
                    language: None,
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
}
