#!/usr/bin/env python3
"""IMAP helper of benches/mailbox.sh (setup and checks, never timed), on 127.0.0.1 only.

    imap_append.py PORT append MAILDIR   # APPEND every file of MAILDIR/new, in name order
    imap_append.py PORT reset            # UID STORE 1:* -FLAGS.SILENT (\\Seen StrategoHandled StrategoFailed)
    imap_append.py PORT count            # prints "MESSAGES HANDLED FAILED SEEN" of the folder
    imap_append.py PORT fetch [BATCH]    # times what the client asks of the server for one
                                         # pass: SEARCH, then per batch of BATCH (100) UIDs
                                         # UID FETCH RFC822.SIZE, UID FETCH BODY.PEEK[], and
                                         # UID STORE of the marks; prints seconds of each

The login is USER (stratego) / PASSWORD (pw) from the environment IMAP_USER and
STRATEGO_IMAP_PASSWORD; the folder is IMAP_FOLDER (INBOX).
"""

import imaplib
import os
import sys
import time

HANDLED = "StrategoHandled"
FAILED = "StrategoFailed"


def connect(port):
    imap = imaplib.IMAP4("127.0.0.1", port)
    imap.login(os.environ.get("IMAP_USER", "stratego"), os.environ.get("STRATEGO_IMAP_PASSWORD", "pw"))
    typ, data = imap.select(os.environ.get("IMAP_FOLDER", "INBOX"))
    assert typ == "OK", data
    return imap


def ok(result):
    typ, data = result
    assert typ == "OK", (typ, data)
    return data


def uid_search(imap, *criteria):
    data = ok(imap.uid("SEARCH", *criteria))
    return [int(u) for u in data[0].split()] if data and data[0] else []


def main():
    port, what, *rest = sys.argv[1:]
    port = int(port)
    imap = connect(port)
    if what == "append":
        new = os.path.join(rest[0], "new")
        names = sorted(os.listdir(new))
        for name in names:
            with open(os.path.join(new, name), "rb") as f:
                raw = f.read()
            # IMAP wants CRLF line ends; the traffic's files have bare LF.
            raw = raw.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")
            ok(imap.append(os.environ.get("IMAP_FOLDER", "INBOX"), None, None, raw))
        print(len(names))
    elif what == "reset":
        if uid_search(imap, "ALL"):
            ok(imap.uid("STORE", "1:*", "-FLAGS.SILENT", f"(\\Seen {HANDLED} {FAILED})"))
        # The STORE is applied when the server answers; a NOOP makes sure it is written.
        ok(imap.noop())
    elif what == "count":
        total = len(uid_search(imap, "ALL"))
        handled = len(uid_search(imap, "KEYWORD", HANDLED))
        failed = len(uid_search(imap, "KEYWORD", FAILED))
        seen = len(uid_search(imap, "SEEN"))
        print(total, handled, failed, seen)
    elif what == "fetch":
        batch = int(rest[0]) if rest else 100
        t0 = time.monotonic()
        uids = uid_search(imap, "UNDELETED", "UNKEYWORD", HANDLED, "UNKEYWORD", FAILED)
        t_search = time.monotonic() - t0
        t_size = t_body = t_store = 0.0
        nbytes = 0
        for i in range(0, len(uids), batch):
            chunk = uids[i:i + batch]
            uid_set = ",".join(str(u) for u in chunk)
            t = time.monotonic()
            ok(imap.uid("FETCH", uid_set, "(UID RFC822.SIZE)"))
            t_size += time.monotonic() - t
            t = time.monotonic()
            data = ok(imap.uid("FETCH", uid_set, "(UID BODY.PEEK[])"))
            t_body += time.monotonic() - t
            nbytes += sum(len(d[1]) for d in data if isinstance(d, tuple))
            t = time.monotonic()
            ok(imap.uid("STORE", uid_set, "+FLAGS.SILENT", f"(\\Seen {HANDLED})"))
            t_store += time.monotonic() - t
        print(f"{len(uids)} {nbytes} {t_search:.4f} {t_size:.4f} {t_body:.4f} {t_store:.4f}")
    else:
        sys.exit(__doc__)
    imap.logout()


if __name__ == "__main__":
    main()
