#!/usr/bin/env python3
"""A tiny OAuth2 token-introspection endpoint (RFC 7662) on 127.0.0.1 for the tests' Dovecot.

    oauth2_introspect.py --port 0|N --token TOKEN --user USER [--log FILE] [--guard-pidfile F]

Prints `PORT <n>` on stdout once listening. Exactly one access token is valid: TOKEN, which
belongs to USER. The token is read from a POST form (`token=...`, introspection_mode = post),
from a GET query (`?token=...` or `?access_token=...`) or from `Authorization: Bearer ...`.
The answer is always 200 with JSON: {"active": true, "username": USER, ...} for TOKEN and
{"active": false} for every other token (or none). With --log, one line per request:
`<method> <path> active=<true|false>`.

Standard library only (it runs with any python3). Exits on SIGTERM or SIGINT, and on its own
when its parent process goes away; then, with --guard-pidfile, it also sends SIGTERM to the
process group led by the pid that file holds (the test Dovecot's master.pid: no Dovecot
outlives a test run that was killed before it could stop its server).
"""

import argparse
import json
import os
import signal
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--token", required=True)
    parser.add_argument("--user", required=True)
    parser.add_argument("--log")
    parser.add_argument("--guard-pidfile")
    args = parser.parse_args()
    log_lock = threading.Lock()

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def token(self, body):
            found = []
            url = urllib.parse.urlsplit(self.path)
            for source in (url.query, body):
                fields = urllib.parse.parse_qs(source, keep_blank_values=True)
                for name in ("token", "access_token"):
                    found += fields.get(name, [])
            auth = self.headers.get("Authorization", "")
            if auth[:7].lower() == "bearer ":
                found.append(auth[7:].strip())
            return found

        def answer(self, body):
            tokens = self.token(body)
            active = bool(tokens) and all(t == args.token for t in tokens)
            if active:
                now = int(time.time())
                reply = {
                    "active": True,
                    "username": args.user,
                    "scope": "mail",
                    "token_type": "Bearer",
                    "iat": now,
                    "exp": now + 3600,
                }
            else:
                reply = {"active": False}
            data = json.dumps(reply).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)
            if args.log:
                with log_lock, open(args.log, "a", encoding="utf-8") as f:
                    f.write("%s %s active=%s\n" % (self.command, self.path, str(active).lower()))

        def do_GET(self):
            self.answer("")

        def do_POST(self):
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length).decode("utf-8", "replace")
            self.answer(body)

        def log_message(self, format, *fmt_args):
            pass  # no per-request noise on stderr

    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    print("PORT %d" % server.server_address[1], flush=True)

    def stop(*_):
        threading.Thread(target=server.shutdown, daemon=True).start()

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)

    parent = os.getppid()

    def orphan_watch():
        while os.getppid() == parent:
            time.sleep(1)
        if args.guard_pidfile:
            try:
                with open(args.guard_pidfile, encoding="ascii") as f:
                    pid = int(f.read().strip())
                # The test Dovecot leads its own process group: stop all of it.
                os.killpg(pid, signal.SIGTERM)
            except (OSError, ValueError):
                pass
        stop()

    threading.Thread(target=orphan_watch, daemon=True).start()
    server.serve_forever(poll_interval=0.2)
    server.server_close()


if __name__ == "__main__":
    main()
    sys.exit(0)
