//! The outbox: every mail to send, with retries (the mail taken in is in [`super::inbox`]).
//!
//! Retries: after the n-th failed attempt, the next one is [`retry_delay`]`(n)` later: 1, 5,
//! 15 and 60 minutes, then every 4 hours. A temporary failure at or after [`GIVE_UP_AFTER`]
//! (3 days) since the mail was queued marks it `failed`, as does any permanent failure (a
//! refused recipient): such mail is never due again. So a mail is tried for at least 3 days.
//!
//! Two `send` processes running at once may both deliver a due mail; nothing here claims a
//! mail before sending it.

use std::fmt;

use rusqlite::{OptionalExtension, Row, params};

use super::{Reader, StoreError, Tx};

/// How long a mail is retried after a temporary failure, from when it was queued (seconds).
pub const GIVE_UP_AFTER: i64 = 3 * 24 * 60 * 60;

/// The wait before the next attempt after `failures` failed attempts (seconds).
pub fn retry_delay(failures: i64) -> i64 {
    match failures {
        ..=1 => 60,
        2 => 5 * 60,
        3 => 15 * 60,
        4 => 60 * 60,
        _ => 4 * 60 * 60,
    }
}

/// A mail to queue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewOutMail {
    /// The Message-ID of the outgoing mail; unique.
    pub message_id: String,
    /// The recipient.
    pub to_addr: String,
    /// The Subject.
    pub subject: String,
    /// The text body.
    pub body: String,
    /// The HTML alternative of the body (a board mail's HTML board), if any.
    pub html: Option<String>,
    /// The In-Reply-To header, if any.
    pub in_reply_to: Option<String>,
    /// The References header: message ids separated by spaces (may be empty).
    pub references: String,
    /// The game the mail is about, if any.
    pub game: Option<i64>,
    /// The Reply-To header (a player's reply address, `Name <local+KEY@domain>`), if any.
    pub reply_to: Option<String>,
    /// What a few mails carry beyond the text and HTML (issue 78), if anything.
    pub extra: Option<Box<OutExtra>>,
}

/// What a mail carries beyond its text and HTML board (issue 78), kept in `outbox_extra`
/// while it is queued.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OutExtra {
    /// The `List-Unsubscribe` address of an announcement (`mailto:...`).
    pub list_unsubscribe: Option<String>,
    /// An attachment: its file name and its text (JSON).
    pub attachment: Option<(String, String)>,
    /// Once sent, empty the mail's text (and drop the attachment).
    pub forget: bool,
    /// Once sent, this (a salted hash) replaces the recipient.
    pub forget_to: Option<String>,
}

/// Where an outgoing mail stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OutStatus {
    /// Waiting for its next attempt.
    Queued,
    /// Delivered to the transport.
    Sent,
    /// Given up.
    Failed,
}

impl OutStatus {
    /// The name used in the database.
    pub fn as_str(self) -> &'static str {
        match self {
            OutStatus::Queued => "queued",
            OutStatus::Sent => "sent",
            OutStatus::Failed => "failed",
        }
    }

    fn parse(s: &str) -> Option<OutStatus> {
        match s {
            "queued" => Some(OutStatus::Queued),
            "sent" => Some(OutStatus::Sent),
            "failed" => Some(OutStatus::Failed),
            _ => None,
        }
    }
}

impl fmt::Display for OutStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A stored outgoing mail: the mail as queued, and where its delivery stands. It reads as
/// the mail (`row.to_addr`, `row.subject`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutRow {
    /// Row number.
    pub id: i64,
    /// The mail as queued. Its game may have been deleted since.
    pub mail: NewOutMail,
    /// When it was queued (also the Date of the mail).
    pub created: i64,
    /// Where it stands.
    pub status: OutStatus,
    /// Attempts made so far.
    pub attempts: i64,
    /// When it is due next; `None` once sent or failed.
    pub next_attempt_at: Option<i64>,
    /// The error of the last failed attempt.
    pub last_error: Option<String>,
    /// When it was sent.
    pub sent_at: Option<i64>,
}

impl std::ops::Deref for OutRow {
    type Target = NewOutMail;
    fn deref(&self) -> &NewOutMail {
        &self.mail
    }
}

/// An outgoing mail whole: its row (headers and where it stands) with its text and its HTML
/// part, which are rows of their own (`outbox_body`, `outbox_html`) so that a mark writes a
/// few bytes rather than the whole mail again (migrations/0008_outbox_parts.sql). Its columns
/// in the order [`OutRow::from_row`] reads them by number.
const OUT_SELECT: &str = "SELECT o.id, o.message_id, o.to_addr, o.subject, b.body, h.html, \
                          o.in_reply_to, o.\"references\", o.game, o.reply_to, o.created, \
                          o.status, o.attempts, o.next_attempt_at, o.last_error, o.sent_at, \
                          x.id, x.list_unsubscribe, x.attachment_name, x.attachment \
                          FROM outbox o JOIN outbox_body b ON b.id = o.id \
                          LEFT JOIN outbox_html h ON h.id = o.id \
                          LEFT JOIN outbox_extra x ON x.id = o.id";

impl OutRow {
    /// The row as [`OUT_SELECT`] reads it, by column number: by name, rusqlite compares
    /// each name with the columns' in turn, a tenth of a delivery's instructions.
    fn from_row(row: &Row<'_>) -> rusqlite::Result<OutRow> {
        let status: String = row.get(11)?;
        let status = OutStatus::parse(&status).ok_or_else(|| {
            rusqlite::Error::FromSqlConversionFailure(
                11,
                rusqlite::types::Type::Text,
                format!("unknown outbox status {status:?}").into(),
            )
        })?;
        Ok(OutRow {
            id: row.get(0)?,
            mail: NewOutMail {
                message_id: row.get(1)?,
                to_addr: row.get(2)?,
                subject: row.get(3)?,
                body: row.get(4)?,
                html: row.get(5)?,
                in_reply_to: row.get(6)?,
                references: row.get(7)?,
                game: row.get(8)?,
                reply_to: row.get(9)?,
                extra: match row.get::<_, Option<i64>>(16)? {
                    None => None,
                    Some(_) => {
                        let name: Option<String> = row.get(18)?;
                        let text: Option<String> = row.get(19)?;
                        Some(Box::new(OutExtra {
                            list_unsubscribe: row.get(17)?,
                            attachment: name.zip(text),
                            forget: false,
                            forget_to: None,
                        }))
                    }
                },
            },
            created: row.get(10)?,
            status,
            attempts: row.get(12)?,
            next_attempt_at: row.get(13)?,
            last_error: row.get(14)?,
            sent_at: row.get(15)?,
        })
    }
}

/// How many outgoing mails are in each state.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct OutboxCounts {
    /// Waiting to be sent (due or not).
    pub queued: i64,
    /// Sent.
    pub sent: i64,
    /// Given up.
    pub failed: i64,
}

impl Reader<'_> {
    /// The outgoing mail `id`.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if there is no such mail.
    pub fn out_mail(&self, id: i64) -> Result<OutRow, StoreError> {
        self.conn
            .prepare_cached(&format!("{OUT_SELECT} WHERE o.id = ?1"))?
            .query_row([id], OutRow::from_row)
            .map_err(|e| StoreError::not_found(e, "outgoing mail", id))
    }

    /// Up to `limit` queued mails due at `now`, the longest waiting first.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn due_mail(&self, now: i64, limit: usize) -> Result<Vec<OutRow>, StoreError> {
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let rows = self
            .conn
            .prepare_cached(&format!(
                "{OUT_SELECT}
                 WHERE o.status = 'queued' AND o.next_attempt_at <= ?1
                 ORDER BY o.next_attempt_at, o.id LIMIT ?2"
            ))?
            .query_map(params![now, limit], OutRow::from_row)?
            .collect::<Result<_, _>>()?;
        Ok(rows)
    }

    /// How many mails are queued, sent and failed.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn outbox_counts(&self) -> Result<OutboxCounts, StoreError> {
        let mut counts = OutboxCounts::default();
        let mut stmt = self
            .conn
            .prepare_cached("SELECT status, count(*) FROM outbox GROUP BY status")?;
        let mut rows = stmt.query([])?;
        while let Some(row) = rows.next()? {
            let n: i64 = row.get(1)?;
            match OutStatus::parse(&row.get::<_, String>(0)?) {
                Some(OutStatus::Queued) => counts.queued = n,
                Some(OutStatus::Sent) => counts.sent = n,
                Some(OutStatus::Failed) => counts.failed = n,
                None => {}
            }
        }
        Ok(counts)
    }
}

impl Tx<'_> {
    /// Queues a mail, due at once, and returns its id.
    ///
    /// # Errors
    /// [`StoreError::Duplicate`] if a mail with the same Message-ID is queued already.
    pub fn enqueue(&self, mail: &NewOutMail, now: i64) -> Result<i64, StoreError> {
        self.conn()
            .prepare_cached(
                "INSERT INTO outbox (message_id, to_addr, subject, in_reply_to, \"references\",
                                     game, reply_to, created, next_attempt_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)",
            )?
            .execute(params![
                mail.message_id,
                mail.to_addr,
                mail.subject,
                mail.in_reply_to,
                mail.references,
                mail.game,
                mail.reply_to,
                now
            ])
            .map_err(|e| StoreError::duplicate(e, "outgoing mail", &mail.message_id))?;
        let id = self.conn().last_insert_rowid();
        self.conn()
            .prepare_cached("INSERT INTO outbox_body (id, body) VALUES (?1, ?2)")?
            .execute(params![id, mail.body])?;
        if let Some(html) = &mail.html {
            self.conn()
                .prepare_cached("INSERT INTO outbox_html (id, html) VALUES (?1, ?2)")?
                .execute(params![id, html])?;
        }
        if let Some(x) = &mail.extra {
            let (name, text) = x.attachment.clone().unzip();
            self.conn()
                .prepare_cached(
                    "INSERT INTO outbox_extra (id, list_unsubscribe, attachment_name, attachment,
                                               forget, forget_to)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                )?
                .execute(params![
                    id,
                    x.list_unsubscribe,
                    name,
                    text,
                    x.forget,
                    x.forget_to
                ])?;
        }
        Ok(id)
    }

    /// After a batch of marks: the mails with extras (issue 78) that are sent or failed
    /// lose them, and those to forget lose their text and, where asked, their recipient.
    /// Three statements over `outbox_extra`, which holds only such mails while queued.
    ///
    /// # Errors
    /// Only if SQLite fails.
    pub fn settle_extras(&self) -> Result<(), StoreError> {
        self.conn()
            .prepare_cached(
                "UPDATE outbox SET to_addr = (SELECT x.forget_to FROM outbox_extra x
                                              WHERE x.id = outbox.id)
                 WHERE id IN (SELECT x.id FROM outbox_extra x JOIN outbox o ON o.id = x.id
                              WHERE x.forget_to IS NOT NULL AND o.status <> 'queued')",
            )?
            .execute([])?;
        self.conn()
            .prepare_cached(
                "UPDATE outbox_body SET body = ''
                 WHERE id IN (SELECT x.id FROM outbox_extra x JOIN outbox o ON o.id = x.id
                              WHERE x.forget = 1 AND o.status <> 'queued')",
            )?
            .execute([])?;
        self.conn()
            .prepare_cached(
                "DELETE FROM outbox_extra WHERE EXISTS
                 (SELECT 1 FROM outbox o WHERE o.id = outbox_extra.id AND o.status <> 'queued')",
            )?
            .execute([])?;
        Ok(())
    }

    /// Marks mail `id` as sent at `now`, and drops its HTML part.
    ///
    /// The mark changes a few bytes of the mail's row: the text and the HTML part are rows
    /// of their own, which SQLite would otherwise write anew with every change of the row
    /// (2.7 pages of WAL per mark, before). The HTML part is kept while the mail is queued,
    /// so that every attempt sends the same mail; once sent it is never built again (a crash
    /// before this mark leaves it as it was). It is 80 % of a board mail: deleting it gives
    /// its pages back for the next mails, and the kept outbox is a fifth as big
    /// (docs/SCALING.md). The text stays, the record of what was sent.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if there is no such mail.
    pub fn mark_sent(&self, id: i64, now: i64) -> Result<(), StoreError> {
        let changed = self
            .conn()
            .prepare_cached(
                "UPDATE outbox SET status = 'sent', sent_at = ?2, attempts = attempts + 1,
                                   next_attempt_at = NULL
                 WHERE id = ?1",
            )?
            .execute(params![id, now])?;
        if changed == 0 {
            return Err(StoreError::NotFound {
                what: "outgoing mail",
                key: id.to_string(),
            });
        }
        self.conn()
            .prepare_cached("DELETE FROM outbox_html WHERE id = ?1")?
            .execute([id])?;
        Ok(())
    }

    /// Records a failed attempt to send mail `id` at `now`. A `permanent` failure, or a
    /// temporary one [`GIVE_UP_AFTER`] or more after the mail was queued, marks it `failed`;
    /// otherwise it is due again after [`retry_delay`]. Returns the time of the next
    /// attempt, or `None` if the mail was given up.
    ///
    /// # Errors
    /// [`StoreError::NotFound`] if there is no such mail.
    pub fn mark_failed(
        &self,
        id: i64,
        error: &str,
        permanent: bool,
        now: i64,
    ) -> Result<Option<i64>, StoreError> {
        let (attempts, created): (i64, i64) = self
            .conn()
            .prepare_cached("SELECT attempts, created FROM outbox WHERE id = ?1")?
            .query_row([id], |r| Ok((r.get(0)?, r.get(1)?)))
            .optional()?
            .ok_or_else(|| StoreError::NotFound {
                what: "outgoing mail",
                key: id.to_string(),
            })?;
        let attempts = attempts + 1;
        let next = if permanent || now - created >= GIVE_UP_AFTER {
            None
        } else {
            Some(now + retry_delay(attempts))
        };
        let status = match next {
            Some(_) => OutStatus::Queued,
            None => OutStatus::Failed,
        };
        self.conn()
            .prepare_cached(
                "UPDATE outbox SET status = ?2, attempts = ?3, next_attempt_at = ?4,
                                   last_error = ?5
                 WHERE id = ?1",
            )?
            .execute(params![id, status.as_str(), attempts, next, error])?;
        Ok(next)
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::*;
    use super::super::*;

    fn out(n: u32) -> NewOutMail {
        NewOutMail {
            message_id: format!("<out{n}@stratego.example>"),
            to_addr: "alice@example.org".into(),
            subject: "Stratego game 1: your move".into(),
            body: "board".into(),
            html: None,
            in_reply_to: Some("<in1@example.org>".into()),
            references: "<in0@example.org> <in1@example.org>".into(),
            game: Some(1),
            reply_to: Some("Stratego <stratego+abc@stratego.example>".into()),
            extra: None,
        }
    }

    #[test]
    fn enqueue_then_due_then_sent() {
        for (mut store, _dir) in stores() {
            let (a, b) = store
                .write(|tx| {
                    Ok::<_, StoreError>((tx.enqueue(&out(1), 100)?, tx.enqueue(&out(2), 100)?))
                })
                .unwrap();
            let due = store.read(|r| r.due_mail(100, 10)).unwrap();
            assert_eq!(due.iter().map(|m| m.id).collect::<Vec<_>>(), [a, b]);
            assert_eq!(
                due[0],
                OutRow {
                    id: a,
                    mail: out(1),
                    created: 100,
                    status: OutStatus::Queued,
                    attempts: 0,
                    next_attempt_at: Some(100),
                    last_error: None,
                    sent_at: None,
                }
            );
            assert!(store.read(|r| r.due_mail(99, 10)).unwrap().is_empty());
            assert_eq!(store.read(|r| r.due_mail(100, 1)).unwrap().len(), 1);

            store.write(|tx| tx.mark_sent(a, 105)).unwrap();
            let sent = store.read(|r| r.out_mail(a)).unwrap();
            assert_eq!(sent.status, OutStatus::Sent);
            assert_eq!(sent.sent_at, Some(105));
            assert_eq!(sent.attempts, 1);
            let due = store.read(|r| r.due_mail(1_000_000, 10)).unwrap();
            assert_eq!(due.iter().map(|m| m.id).collect::<Vec<_>>(), [b]);
            assert_eq!(
                store.read(|r| r.outbox_counts()).unwrap(),
                OutboxCounts {
                    queued: 1,
                    sent: 1,
                    failed: 0
                }
            );

            let err = store.write(|tx| tx.enqueue(&out(1), 200)).unwrap_err();
            assert!(matches!(
                err,
                StoreError::Duplicate {
                    what: "outgoing mail",
                    ..
                }
            ));
            assert!(matches!(
                store.write(|tx| tx.mark_sent(999, 1)).unwrap_err(),
                StoreError::NotFound { .. }
            ));
        }
    }

    #[test]
    fn a_sent_mail_keeps_its_text_and_drops_its_html_part() {
        for (mut store, _dir) in stores() {
            let mut mail = out(1);
            mail.html = Some("<p>board</p>".into());
            let id = store.write(|tx| tx.enqueue(&mail, 100)).unwrap();
            let failed = store.write(|tx| tx.mark_failed(id, "450", false, 101));
            assert!(failed.unwrap().is_some());
            let queued = store.read(|r| r.out_mail(id)).unwrap();
            assert_eq!(
                queued.html, mail.html,
                "kept while queued: a retry sends the same mail"
            );
            store.write(|tx| tx.mark_sent(id, 200)).unwrap();
            let sent = store.read(|r| r.out_mail(id)).unwrap();
            assert_eq!((sent.status, sent.html.as_deref()), (OutStatus::Sent, None));
            assert_eq!(sent.body, mail.body);
        }
    }

    #[test]
    fn the_outbox_of_a_database_before_0008_is_still_delivered() {
        // A database as it was before the mail's parts left its row: one reply queued with
        // its HTML part after a failed attempt, one sent (its HTML part dropped), one failed.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("old.db");
        {
            let conn = rusqlite::Connection::open(&path).unwrap();
            for sql in &MIGRATIONS[..7] {
                conn.execute_batch(sql).unwrap();
            }
            conn.pragma_update(None, "user_version", 7).unwrap();
            conn.execute_batch(
                "INSERT INTO outbox (id, message_id, to_addr, subject, body, html, in_reply_to,
                                     \"references\", game, reply_to, created, status,
                                     attempts, next_attempt_at, last_error, sent_at)
                 VALUES
                 (1, '<q@x>', 'alice@example.org', 'your move', 'board', '<p>board</p>',
                  '<in@y>', '<r@x> <in@y>', 3, 'S <s+k@x>', 100, 'queued', 1, 160, '450 busy',
                  NULL),
                 (2, '<s@x>', 'bob@example.org', 'moved', 'text', NULL, NULL, '', NULL, NULL,
                  90, 'sent', 1, NULL, NULL, 95),
                 (3, '<f@x>', 'carol@example.org', 'hi', 'gone', '<p>gone</p>', NULL, '',
                  NULL, NULL, 80, 'failed', 2, NULL, '550 no such user', NULL);",
            )
            .unwrap();
        }
        let mut store = Store::open(&path).unwrap();
        assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as i64);
        assert_eq!(
            store.read(|r| r.outbox_counts()).unwrap(),
            OutboxCounts {
                queued: 1,
                sent: 1,
                failed: 1
            }
        );
        assert!(store.read(|r| r.due_mail(159, 10)).unwrap().is_empty());
        let due = store.read(|r| r.due_mail(160, 10)).unwrap();
        assert_eq!(
            due,
            [OutRow {
                id: 1,
                mail: NewOutMail {
                    message_id: "<q@x>".into(),
                    to_addr: "alice@example.org".into(),
                    subject: "your move".into(),
                    body: "board".into(),
                    html: Some("<p>board</p>".into()),
                    in_reply_to: Some("<in@y>".into()),
                    references: "<r@x> <in@y>".into(),
                    game: Some(3),
                    reply_to: Some("S <s+k@x>".into()),
                    extra: None,
                },
                created: 100,
                status: OutStatus::Queued,
                attempts: 1,
                next_attempt_at: Some(160),
                last_error: Some("450 busy".into()),
                sent_at: None,
            }]
        );
        let sent = store.read(|r| r.out_mail(2)).unwrap();
        assert_eq!(
            (
                sent.status,
                sent.body.as_str(),
                sent.html.as_deref(),
                sent.sent_at
            ),
            (OutStatus::Sent, "text", None, Some(95))
        );
        let failed = store.read(|r| r.out_mail(3)).unwrap();
        assert_eq!(failed.html.as_deref(), Some("<p>gone</p>"));
        // A new mail takes the next id, and the old one is marked as any other.
        let id = store.write(|tx| tx.enqueue(&out(1), 200)).unwrap();
        assert_eq!(id, 4);
        store.write(|tx| tx.mark_sent(1, 210)).unwrap();
        let row = store.read(|r| r.out_mail(1)).unwrap();
        assert_eq!(
            (
                row.status,
                row.attempts,
                row.html.as_deref(),
                row.body.as_str()
            ),
            (OutStatus::Sent, 2, None, "board")
        );
    }

    #[test]
    fn temporary_failures_follow_the_retry_schedule_then_give_up() {
        for (mut store, _dir) in stores() {
            let t0 = 1_000;
            let id = store.write(|tx| tx.enqueue(&out(1), t0)).unwrap();
            let mut now = t0;
            for (failures, delay) in [
                (1, 60),
                (2, 300),
                (3, 900),
                (4, 3600),
                (5, 14_400),
                (6, 14_400),
            ] {
                assert_eq!(retry_delay(failures), delay);
                let next = store
                    .write(|tx| tx.mark_failed(id, "connection refused", false, now))
                    .unwrap();
                assert_eq!(next, Some(now + delay), "after failure {failures}");
                assert!(
                    store
                        .read(|r| r.due_mail(now + delay - 1, 10))
                        .unwrap()
                        .is_empty(),
                    "not due before the delay"
                );
                let due = store.read(|r| r.due_mail(now + delay, 10)).unwrap();
                assert_eq!(due.len(), 1);
                assert_eq!(due[0].attempts, failures);
                assert_eq!(due[0].last_error.as_deref(), Some("connection refused"));
                now += delay;
            }
            // Still retried just before three days...
            let next = store
                .write(|tx| tx.mark_failed(id, "timeout", false, t0 + GIVE_UP_AFTER - 1))
                .unwrap();
            assert!(next.is_some());
            // ...and given up at three days.
            let next = store
                .write(|tx| tx.mark_failed(id, "timeout", false, t0 + GIVE_UP_AFTER))
                .unwrap();
            assert_eq!(next, None);
            let row = store.read(|r| r.out_mail(id)).unwrap();
            assert_eq!(row.status, OutStatus::Failed);
            assert_eq!(row.next_attempt_at, None);
            assert!(store.read(|r| r.due_mail(i64::MAX, 10)).unwrap().is_empty());
        }
    }

    #[test]
    fn permanent_failure_is_never_due_again() {
        for (mut store, _dir) in stores() {
            let id = store.write(|tx| tx.enqueue(&out(1), 100)).unwrap();
            let next = store
                .write(|tx| tx.mark_failed(id, "550 no such user", true, 101))
                .unwrap();
            assert_eq!(next, None);
            assert!(store.read(|r| r.due_mail(i64::MAX, 10)).unwrap().is_empty());
            let row = store.read(|r| r.out_mail(id)).unwrap();
            assert_eq!(row.status, OutStatus::Failed);
            assert_eq!(row.attempts, 1);
            assert_eq!(row.last_error.as_deref(), Some("550 no such user"));
            assert_eq!(
                store.read(|r| r.outbox_counts()).unwrap(),
                OutboxCounts {
                    queued: 0,
                    sent: 0,
                    failed: 1
                }
            );
        }
    }
}
