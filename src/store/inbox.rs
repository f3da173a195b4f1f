//! The inbox: every mail taken in, for duplicate detection and the record. A mail is
//! recorded once per Message-ID and reply key (migrations/0010_inbox_reply_key.sql).

use rusqlite::{OptionalExtension, params};

use super::{Reader, StoreError, Tx};

/// A mail taken in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewIncoming<'a> {
    /// The Message-ID (or one made from a hash of the bytes), without angle brackets or with:
    /// the caller's choice, as long as it is always the same.
    pub message_id: &'a str,
    /// The reply key this mail is handled for, lowercase; `""` for none. A mail is recorded
    /// once per Message-ID and reply key (migrations/0010_inbox_reply_key.sql).
    pub reply_key: &'a str,
    /// The From address.
    pub from_addr: &'a str,
    /// When it was received.
    pub received_at: i64,
    /// The stored copy, with passwords already masked (and cut to the configured size).
    pub raw: &'a [u8],
    /// The command line, passwords masked; kept after the copy is pruned.
    pub command: Option<&'a str>,
    /// SHA-256 (hex) of the whole stored copy before it was cut; kept after it is pruned.
    pub digest: &'a str,
}

/// A stored incoming mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InboxRow {
    /// Row number.
    pub id: i64,
    /// The Message-ID.
    pub message_id: String,
    /// The From address.
    pub from_addr: String,
    /// When it was received.
    pub received_at: i64,
    /// The stored copy (passwords masked).
    pub raw: Vec<u8>,
    /// What was done: `applied`, `error: ...`, `ignored: ...`; `None` until handled.
    pub outcome: Option<String>,
}

impl Reader<'_> {
    /// The incoming mail with this Message-ID.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if none was recorded.
    pub fn incoming(&self, message_id: &str) -> Result<InboxRow, StoreError> {
        self.conn
            .prepare_cached(
                "SELECT id, message_id, from_addr, received_at, raw, outcome FROM inbox
                 WHERE message_id = ?1",
            )?
            .query_row([message_id], |row| {
                Ok(InboxRow {
                    id: row.get("id")?,
                    message_id: row.get("message_id")?,
                    from_addr: row.get("from_addr")?,
                    received_at: row.get("received_at")?,
                    raw: row.get("raw")?,
                    outcome: row.get("outcome")?,
                })
            })
            .map_err(|e| StoreError::not_found(e, "incoming mail", message_id))
    }
}

impl Tx<'_> {
    /// Records an incoming mail and returns its row, or `None`, changing nothing, if the
    /// mail was recorded before for the same reply key (or before migration 0010, which
    /// stands for every key): the caller then ignores it.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn record_incoming(&self, mail: &NewIncoming<'_>) -> Result<Option<i64>, StoreError> {
        let recorded_before_keys = self
            .conn()
            .prepare_cached("SELECT 1 FROM inbox WHERE message_id = ?1 AND reply_key IS NULL")?
            .exists([mail.message_id])?;
        if recorded_before_keys {
            return Ok(None);
        }
        let id = self
            .conn()
            .prepare_cached(
                "INSERT INTO inbox
                     (message_id, reply_key, from_addr, received_at, raw, command, digest)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
                 ON CONFLICT (message_id, reply_key) DO NOTHING
                 RETURNING id",
            )?
            .query_row(
                params![
                    mail.message_id,
                    mail.reply_key,
                    mail.from_addr,
                    mail.received_at,
                    mail.raw,
                    mail.command,
                    mail.digest
                ],
                |row| row.get(0),
            )
            .optional()?;
        Ok(id)
    }

    /// Sets what was done with the incoming mail of row `id` (from
    /// [`Tx::record_incoming`]): `applied: ...`, `error: ...` or `ignored: ...`.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if no such mail was recorded.
    pub fn set_inbox_outcome(&self, id: i64, outcome: &str) -> Result<(), StoreError> {
        let changed = self
            .conn()
            .prepare_cached("UPDATE inbox SET outcome = ?2 WHERE id = ?1")?
            .execute(params![id, outcome])?;
        if changed == 0 {
            return Err(StoreError::NotFound {
                what: "incoming mail",
                key: id.to_string(),
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
    fn one_message_id_is_recorded_once_per_reply_key() {
        for (mut store, _dir) in stores() {
            let mail = |reply_key| NewIncoming {
                message_id: "<two-games@example.org>",
                reply_key,
                from_addr: "alice@example.org",
                received_at: 10,
                raw: b"b8-b7",
                command: None,
                digest: "00",
            };
            let first = store.write(|tx| tx.record_incoming(&mail("key1"))).unwrap();
            let second = store.write(|tx| tx.record_incoming(&mail("key2"))).unwrap();
            assert!(first.is_some() && second.is_some() && first != second);
            assert_eq!(
                store.write(|tx| tx.record_incoming(&mail("key2"))).unwrap(),
                None
            );
            // A mail recorded before migration 0010 stands for every key.
            store
                .conn
                .execute(
                    "INSERT INTO inbox (message_id, reply_key, from_addr, received_at, raw)
                     VALUES ('<old@example.org>', NULL, 'a@example.org', 1, X'')",
                    [],
                )
                .unwrap();
            let old = NewIncoming {
                message_id: "<old@example.org>",
                ..mail("key3")
            };
            assert_eq!(store.write(|tx| tx.record_incoming(&old)).unwrap(), None);
        }
    }

    #[test]
    fn duplicate_message_id_is_refused_and_changes_nothing() {
        for (mut store, _dir) in stores() {
            let first = NewIncoming {
                message_id: "<m1@example.org>",
                reply_key: "",
                from_addr: "alice@example.org",
                received_at: 10,
                raw: b"Subject: stratego register alice ****\r\n\r\n",
                command: Some("stratego register alice ********"),
                digest: "00",
            };
            let first_row = store.write(|tx| tx.record_incoming(&first)).unwrap();
            let first_row = first_row.expect("a new mail");
            store
                .write(|tx| tx.set_inbox_outcome(first_row, "applied"))
                .unwrap();
            let again = NewIncoming {
                from_addr: "mallory@example.org",
                received_at: 20,
                raw: b"other",
                ..first.clone()
            };
            assert_eq!(store.write(|tx| tx.record_incoming(&again)).unwrap(), None);
            let row = store.read(|r| r.incoming("<m1@example.org>")).unwrap();
            assert_eq!(
                row,
                InboxRow {
                    id: row.id,
                    message_id: "<m1@example.org>".into(),
                    from_addr: "alice@example.org".into(),
                    received_at: 10,
                    raw: first.raw.to_vec(),
                    outcome: Some("applied".into()),
                }
            );
            let count: i64 = store
                .conn
                .query_row("SELECT count(*) FROM inbox", [], |r| r.get(0))
                .unwrap();
            assert_eq!(count, 1);
            let err = store
                .write(|tx| tx.set_inbox_outcome(first_row + 1, "applied"))
                .unwrap_err();
            assert!(matches!(err, StoreError::NotFound { .. }));
        }
    }
}
