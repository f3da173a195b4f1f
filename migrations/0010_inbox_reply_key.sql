-- 0010_inbox_reply_key: a mail is handled once per reply key it came to (issue 27, item 7).
--
-- Before, the inbox knew a mail by its Message-ID alone: a reply sent to two reply
-- addresses at once (two games, `stratego+KEY1@...` and `stratego+KEY2@...`) came in as
-- two deliveries of one Message-ID (LMTP: one DATA for two RCPTs; the pipe: one run per
-- recipient), and the second was taken for a duplicate: only the first game got its move.
-- Now a mail without a command line is recorded once per reply key (reply_key, '' for
-- none); a mail with a command line, whatever address it came to, once (reply_key '').
--
-- Rows recorded before this migration keep reply_key NULL: the store takes such a row for
-- every key of its Message-ID, so a mail handled before the upgrade and delivered again
-- after it is still a duplicate.
--
-- SQLite cannot drop the UNIQUE of a column, so the table is made again.
--
-- Never edit this file once it has landed: add a new one instead.

CREATE TABLE inbox_keyed (
    id          INTEGER PRIMARY KEY,
    message_id  TEXT    NOT NULL,
    reply_key   TEXT,
    from_addr   TEXT    NOT NULL,
    received_at INTEGER NOT NULL,
    raw         BLOB    NOT NULL,
    outcome     TEXT,
    digest      TEXT,
    command     TEXT,
    UNIQUE (message_id, reply_key)
) STRICT;

INSERT INTO inbox_keyed (id, message_id, reply_key, from_addr, received_at, raw, outcome,
                         digest, command)
    SELECT id, message_id, NULL, from_addr, received_at, raw, outcome, digest, command
    FROM inbox;

DROP TABLE inbox;
ALTER TABLE inbox_keyed RENAME TO inbox;
CREATE INDEX inbox_received ON inbox (received_at);
