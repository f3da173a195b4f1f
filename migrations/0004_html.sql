-- 0004_html: the HTML board in board mails (issue 12).
--
-- users.html: whether the user's board mails carry a text/html part after the text
-- (`set html` / `set nohtml`); on by default, also for the accounts that exist.
-- outbox.html: that part as queued, NULL for a text-only mail, so that a retry sends the
-- same mail as the first attempt.

ALTER TABLE users ADD COLUMN html INTEGER NOT NULL DEFAULT 1 CHECK (html IN (0, 1));

ALTER TABLE outbox ADD COLUMN html TEXT;
