//! Games imported from StraDoS2 records (`crate::import`): found again by the SHA-256 of
//! their file, kept in the game's options, so that a file is imported once.

use rusqlite::OptionalExtension;

use super::{Reader, StoreError};

impl Reader<'_> {
    /// The game imported from a file with this SHA-256 (hex), if any.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn imported_game(&self, digest: &str) -> Result<Option<i64>, StoreError> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT id FROM games WHERE json_extract(options, '$.strados2.digest') = ?1",
            )?
            .query_row([digest], |r| r.get(0))
            .optional()?)
    }
}
