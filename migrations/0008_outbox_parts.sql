-- 0008_outbox_parts: an outgoing mail's text and HTML part leave its outbox row (issue 15,
-- item 1: delivery at most 1.3x the game).
--
-- Marking a reply sent updated its outbox row, and SQLite writes a row anew whole: with the
-- text and the HTML board in it (several KB, in overflow pages) each mark wrote about 2.7
-- pages to the WAL, 130 MB for a batch of 12,000 replies, and the checkpoints wrote them
-- again. Now the row holds the headers and where delivery stands (a few hundred bytes), the
-- parts are rows of their own, written once when the mail is queued: a mark changes a few
-- bytes of the row, and deletes the HTML part (no longer needed once sent: the text stays,
-- the record of what was sent) by giving its pages back.
--
-- Never edit this file once it has landed: add a new one instead.

-- No table refers to outbox, so it can be renamed and rebuilt.
ALTER TABLE outbox RENAME TO outbox_0007;

-- game has no foreign key: the mail telling players that a stalled game was removed must
-- outlive the game. next_attempt_at is NULL once the mail is sent or failed.
CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY,
    message_id      TEXT    NOT NULL UNIQUE,
    to_addr         TEXT    NOT NULL,
    subject         TEXT    NOT NULL,
    in_reply_to     TEXT,
    "references"    TEXT    NOT NULL DEFAULT '',
    reply_to        TEXT,
    game            INTEGER,
    created         INTEGER NOT NULL,
    status          TEXT    NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    next_attempt_at INTEGER,
    last_error      TEXT,
    sent_at         INTEGER
) STRICT;

-- The text of each mail (kept after it is sent, until retention deletes the mail).
CREATE TABLE outbox_body (
    id   INTEGER PRIMARY KEY REFERENCES outbox (id) ON DELETE CASCADE,
    body TEXT    NOT NULL
) STRICT;

-- The HTML alternative of a mail that has one, while it is queued or failed: kept so that a
-- retry sends the same mail, deleted when the mail is sent.
CREATE TABLE outbox_html (
    id   INTEGER PRIMARY KEY REFERENCES outbox (id) ON DELETE CASCADE,
    html TEXT    NOT NULL
) STRICT;

INSERT INTO outbox (id, message_id, to_addr, subject, in_reply_to, "references", reply_to,
                    game, created, status, attempts, next_attempt_at, last_error, sent_at)
SELECT id, message_id, to_addr, subject, in_reply_to, "references", reply_to,
       game, created, status, attempts, next_attempt_at, last_error, sent_at
FROM outbox_0007;
INSERT INTO outbox_body (id, body) SELECT id, body FROM outbox_0007;
INSERT INTO outbox_html (id, html) SELECT id, html FROM outbox_0007 WHERE html IS NOT NULL;

DROP TABLE outbox_0007;

-- Only the queued mail is looked for by due time, and only the sent mail by age
-- (retention): each index holds only its rows, so a mark takes the mail out of one and
-- puts it into the other.
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'queued';
CREATE INDEX outbox_sent ON outbox (sent_at) WHERE status = 'sent';
