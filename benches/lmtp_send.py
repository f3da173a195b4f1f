#!/usr/bin/env python3
"""Hands mail files to an LMTP server over one connection, as Postfix's lmtp client does,
and times each, from MAIL FROM to the last reply (benches/mail.sh).

usage: lmtp_send.py [--label TEXT] [--vs CMD ARG...] HOST:PORT|SOCKET FILE...

Without --label, prints one line per mail: milliseconds and the reply. With --label, prints
one table row: the median and 99th percentile, and with --vs the ratio to CMD's median, CMD
run (the mail file on its stdin) before each mail, turn about, as benches/pipetime does for
the pipe mode. Exits 1 if any mail was not answered 250."""
import email.utils
import smtplib
import subprocess
import sys
import time


def sender_of(raw):
    """The Return-Path of the mail, as its envelope sender."""
    head = raw.replace(b"\r\n", b"\n").split(b"\n\n", 1)[0].decode("utf-8", "replace")
    for line in head.splitlines():
        if line.lower().startswith("return-path:"):
            return email.utils.parseaddr(line.split(":", 1)[1])[1]
    return ""


def median(xs):
    xs = sorted(xs)
    return xs[len(xs) // 2]


def p99(xs):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(len(xs) * 0.99))]


def main(argv):
    label, vs = None, None
    while argv and argv[0].startswith("--"):
        if argv[0] == "--label":
            label, argv = argv[1], argv[2:]
        elif argv[0] == "--vs":
            end = argv.index("--")
            vs, argv = argv[1:end], argv[end + 1:]
        else:
            sys.exit(f"unknown option {argv[0]}")
    where, files = argv[0], argv[1:]
    if "/" in where:
        client = smtplib.LMTP(where)
    else:
        host, port = where.rsplit(":", 1)
        client = smtplib.LMTP(host, int(port))
    bad, times, floor = 0, [], []
    for path in files:
        with open(path, "rb") as f:
            raw = f.read()
        if vs:
            start = time.perf_counter()
            subprocess.run(vs, input=raw, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, check=True)
            floor.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        refused = client.sendmail(sender_of(raw), ["stratego@localhost"], raw)
        ms = (time.perf_counter() - start) * 1000
        times.append(ms)
        bad += len(refused)
        if label is None:
            print(f"{ms:.3f} {'refused ' + repr(refused) if refused else '250'}")
    client.quit()
    if label is not None:
        row = f"  {label:<50} {median(times):7.2f} {p99(times):8.2f}"
        if floor:
            row += f"  {median(times) / median(floor):.2f}x (floor {median(floor):.2f} ms)"
        print(row)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
