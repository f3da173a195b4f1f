//! Games imported from StraDoS2 records (`crate::import`): found again by the digests of
//! their record (`imported_records`), so that a record is imported once, and the account of
//! each recorded player name (`imported_players`), so that one name is one account and two
//! names are two.

use rusqlite::{OptionalExtension, params};

use super::{Reader, StoreError, Tx, userid_key};

impl Reader<'_> {
    /// The game imported from a record with this digest (SHA-256, hex), if any.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn imported_game(&self, digest: &str) -> Result<Option<i64>, StoreError> {
        Ok(self
            .conn
            .prepare_cached("SELECT game FROM imported_records WHERE digest = ?1")?
            .query_row([digest], |r| r.get(0))
            .optional()?)
    }

    /// The userid of the account made for a recorded player name, if any.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn imported_player(&self, name: &str) -> Result<Option<String>, StoreError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT u.userid FROM imported_players p
                   JOIN users u ON u.userid_key = p.userid_key
                  WHERE p.name = ?1",
            )?
            .query_row([name], |r| r.get(0))
            .optional()?)
    }
}

impl Tx<'_> {
    /// Notes that the record with `digest` is game `game`.
    ///
    /// # Errors
    /// Only if SQLite fails (or there is no game `game`).
    pub fn add_imported_record(&self, digest: &str, game: i64) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT OR IGNORE INTO imported_records (digest, game) VALUES (?1, ?2)",
            )?
            .execute(params![digest, game])?;
        Ok(())
    }

    /// Notes that the recorded player `name` is the account `userid`.
    ///
    /// # Errors
    /// Only if SQLite fails (or there is no account `userid`).
    pub fn add_imported_player(&self, name: &str, userid: &str) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached("INSERT INTO imported_players (name, userid_key) VALUES (?1, ?2)")?
            .execute(params![name, userid_key(userid)])?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::store::Store;

    #[test]
    fn a_record_and_a_name_are_found_again() {
        let mut store = Store::open_in_memory().unwrap();
        store
            .write(|tx| {
                tx.create_user("gravon.J_rg", "gravon-import@invalid", "!", 1)?;
                tx.add_imported_player("Jörg", "gravon.J_rg")?;
                Ok::<_, crate::store::StoreError>(())
            })
            .unwrap();
        let found = store
            .read(|r| {
                Ok::<_, crate::store::StoreError>((
                    r.imported_player("Jörg")?,
                    r.imported_player("Jürg")?,
                ))
            })
            .unwrap();
        assert_eq!(found, (Some("gravon.J_rg".to_string()), None));
        assert_eq!(store.read(|r| r.imported_game("ab")).unwrap(), None);
    }

    /// Games imported before migration 0009 are found by their file's digest, and their
    /// names keep their accounts.
    #[test]
    fn the_migration_takes_over_games_imported_before() {
        let mut conn = rusqlite::Connection::open_in_memory().unwrap();
        for sql in &crate::store::MIGRATIONS[..8] {
            conn.execute_batch(sql).unwrap();
        }
        conn.pragma_update(None, "user_version", 8).unwrap();
        conn.execute_batch(
            "INSERT INTO users (userid_key, userid, address, password_hash, created)
             VALUES ('gravon.player_1', 'gravon.Player_1', 'gravon-import@invalid', '!', 1),
                    ('gravon.player_2', 'gravon.Player_2', 'gravon-import@invalid', '!', 1);
             INSERT INTO games (variant, options, red, blue, status, ply, state, created,
                                last_activity)
             VALUES ('classic', '{\"strados2\":{\"players\":[\"Player 1\",\"Player 2\"],
                     \"result\":3,\"digest\":\"d1\"}}', 'gravon.player_1', 'gravon.player_2',
                     'over', 0, '{}', 1, 1),
                    ('classic', '{}', 'gravon.player_1', 'gravon.player_2', 'over', 0, '{}', 1, 1);",
        )
        .unwrap();
        crate::store::migrate(&mut conn).unwrap();
        let r = crate::store::Reader { conn: &conn };
        assert_eq!(r.imported_game("d1").unwrap(), Some(1));
        assert_eq!(
            r.imported_player("Player 2").unwrap().as_deref(),
            Some("gravon.Player_2")
        );
    }
}
