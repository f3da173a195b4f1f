//! Retention (issue 19): what `cleanup` removes once it is old, so that the database does not
//! only grow. Kept for good: each incoming mail's Message-ID (duplicate detection), outcome,
//! command (passwords masked) and SHA-256; the moves (`history`); and the Message-IDs of the
//! first mail of each game thread (later mails refer to them).

use rusqlite::params;

use super::{StoreError, Tx};

/// What [`Tx::prune_mail`] removed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Pruned {
    /// Incoming mails whose stored copy was emptied.
    pub inbox: usize,
    /// Sent mails deleted or emptied.
    pub outbox: usize,
}

/// The Message-IDs of thread roots (see `handlers::thread_root`): such a sent mail keeps its
/// row (its text is emptied), so that the next mail of the game refers to it again instead of
/// taking its Message-ID a second time.
const THREAD_ROOT: &str = "<stratego-game-%";

impl Tx<'_> {
    /// Empties the stored copy of every handled incoming mail received before `before`,
    /// deletes the mail sent before `before` (thread roots: empties their text), and forgets
    /// lock periods no unfinished game can need (older than the last move of every
    /// unfinished game of that player, or any when there is none) at `now`, and the answers
    /// counted for the reply limit that are older than its hour.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn prune_mail(&self, before: i64, now: i64) -> Result<Pruned, StoreError> {
        let inbox = self
            .conn()
            .prepare_cached(
                "UPDATE inbox SET raw = X''
                 WHERE received_at < ?1 AND outcome IS NOT NULL AND length(raw) > 0",
            )?
            .execute([before])?;
        let deleted = self
            .conn()
            .prepare_cached(
                "DELETE FROM outbox
                 WHERE status = 'sent' AND sent_at < ?1 AND message_id NOT LIKE ?2",
            )?
            .execute(params![before, THREAD_ROOT])?;
        let emptied = self
            .conn()
            .prepare_cached(
                "UPDATE outbox_body SET body = ''
                 WHERE body != '' AND id IN (
                     SELECT id FROM outbox
                     WHERE status = 'sent' AND sent_at < ?1 AND message_id LIKE ?2)",
            )?
            .execute(params![before, THREAD_ROOT])?;
        self.conn()
            .prepare_cached(
                "DELETE FROM lock_periods
                 WHERE locked_until < coalesce(
                     (SELECT min(g.last_activity) FROM games g
                      WHERE g.status != 'over'
                        AND (g.red = lock_periods.userid_key OR g.blue = lock_periods.userid_key)),
                     ?1)",
            )?
            .execute([now])?;
        // The counts of the per-sender reply limit only matter within their hour.
        self.conn()
            .prepare_cached("DELETE FROM answers WHERE at <= ?1")?
            .execute([now - super::ANSWER_WINDOW])?;
        Ok(Pruned {
            inbox,
            outbox: deleted + emptied,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::*;
    use super::super::*;

    fn incoming(id: &str, at: i64) -> NewIncoming<'_> {
        NewIncoming {
            message_id: id,
            reply_key: "",
            from_addr: "alice@example.org",
            received_at: at,
            raw: b"From: alice@example.org\nCommand: stratego show 1\n\nsome text",
            command: Some("stratego show 1"),
            digest: "ab",
        }
    }

    fn out(id: &str) -> NewOutMail {
        NewOutMail {
            message_id: id.into(),
            to_addr: "alice@example.org".into(),
            subject: "s".into(),
            body: "the board".into(),
            html: None,
            in_reply_to: None,
            references: String::new(),
            game: Some(1),
            reply_to: None,
            extra: None,
        }
    }

    #[test]
    fn old_text_goes_and_what_the_record_needs_stays() {
        for (mut store, _dir) in stores() {
            store
                .write(|tx| {
                    for (id, at) in [("<old@x>", 10), ("<new@x>", 100)] {
                        let row = tx.record_incoming(&incoming(id, at))?.expect("new");
                        tx.set_inbox_outcome(row, "applied: shown")?;
                    }
                    for (id, at) in [
                        ("<o1@x>", 10),
                        ("<stratego-game-1-alice@x>", 10),
                        ("<o2@x>", 100),
                    ] {
                        let row = tx.enqueue(&out(id), at)?;
                        tx.mark_sent(row, at)?;
                    }
                    tx.enqueue(&out("<queued@x>"), 10)?;
                    Ok::<_, StoreError>(())
                })
                .unwrap();
            let pruned = store.write(|tx| tx.prune_mail(50, 200)).unwrap();
            assert_eq!(
                pruned,
                Pruned {
                    inbox: 1,
                    outbox: 2
                }
            );
            store
                .read(|r| {
                    let old = r.incoming("<old@x>")?;
                    assert!(old.raw.is_empty());
                    assert_eq!(old.outcome.as_deref(), Some("applied: shown"));
                    assert!(!r.incoming("<new@x>")?.raw.is_empty());
                    Ok::<_, StoreError>(())
                })
                .unwrap();
            store
                .write(|tx| {
                    assert!(!tx.message_id_used("<o1@x>")?);
                    assert!(
                        tx.message_id_used("<stratego-game-1-alice@x>")?,
                        "roots stay"
                    );
                    assert!(tx.message_id_used("<o2@x>")?);
                    assert!(tx.message_id_used("<queued@x>")?, "unsent mail stays");
                    // A duplicate of the pruned mail is still known.
                    assert!(tx.record_incoming(&incoming("<old@x>", 300))?.is_none());
                    Ok::<_, StoreError>(())
                })
                .unwrap();
            assert_eq!(
                store.write(|tx| tx.prune_mail(50, 200)).unwrap(),
                Pruned::default(),
                "nothing twice"
            );
        }
    }
}
