#!/usr/bin/env python3
"""A real SMTP server on 127.0.0.1 for the integration tests (aiosmtpd; see scripts/test-deps).

    smtp_sink.py --port 0|N --dir DIR [--mode accept|tempfail|permfail|hang] [--idle-timeout S]
                 [--tls-cert FILE --tls-key FILE [--require-starttls | --implicit-tls]]
                 [--auth USER:PASSWORD [--oauth2-token TOKEN]]

Prints `PORT <n>` on stdout once listening. Each accepted message is stored as DIR/NNNN.eml
(the DATA bytes exactly as received, CRLF line ends, dot-unstuffed) next to DIR/NNNN.json
holding the envelope: {"mail_from", "rcpt_tos", "peer", "mail_options", "tls", "auth_user",
"auth_mechanism"}: "tls" is null (plain SMTP), "starttls" or "implicit"; "auth_user" and
"auth_mechanism" are null unless the session authenticated (then the login and e.g. "PLAIN").
The JSON is written first and each file is renamed into place, so a reader that sees NNNN.eml
can read both.

TLS (a certificate chain and key in PEM; the tests make theirs with openssl):
  --tls-cert F --tls-key K   offer STARTTLS (as port 587 does)
  --require-starttls         ... and answer every command but EHLO, NOOP, QUIT with 530 before it
  --implicit-tls             TLS from the first byte instead (as port 465 does), no STARTTLS

AUTH (--auth USER:PASSWORD): AUTH PLAIN and LOGIN for that user, and MAIL FROM before a
successful AUTH is refused with "530 5.7.0 Authentication required". AUTH is offered only over
TLS when the sink has TLS (after STARTTLS, or at once with --implicit-tls), and on the plain
connection when it has none. --oauth2-token TOKEN also offers XOAUTH2 and OAUTHBEARER
(RFC 7628) for USER with the bearer token TOKEN; a wrong token gets the error challenge
(334 + base64 JSON status 401) and, after the client's answer, 535.

Modes (re-read from the file DIR/mode, when it exists, at every SMTP command that uses them):
  accept    take every message
  tempfail  answer RCPT TO with 450 (transient: the client should retry later)
  permfail  answer RCPT TO with 550 (permanent: the client should give up)
  hang      accept the envelope, then never answer the end of DATA (the client must time out)
  refuse    answer EHLO with 554: no service for anybody (not a verdict on one message)

--idle-timeout closes a session idle that long with "421" (default 300 s, as aiosmtpd).
Exits on SIGTERM or SIGINT, and on its own when its parent process goes away.
"""

import argparse
import asyncio
import base64
import json
import os
import signal
import ssl
import sys

from aiosmtpd.smtp import MISSING, SMTP, AuthResult, LoginPassword

MODES = ("accept", "tempfail", "permfail", "hang", "refuse")


OAUTH2_ERROR = json.dumps({"status": "401", "schemes": "bearer", "scope": "mail"}).encode()


class Sink:
    def __init__(self, directory, mode, user=None, password=None, token=None, implicit_tls=False):
        self.dir = directory
        self.initial_mode = mode
        self.count = 0
        self.user = user
        self.password = password
        self.token = token
        self.implicit_tls = implicit_tls

    def authenticator(self, server, session, envelope, mechanism, auth_data):
        """AUTH PLAIN and LOGIN: aiosmtpd decoded the login and password."""
        ok = (
            isinstance(auth_data, LoginPassword)
            and self.user is not None
            and auth_data.login == self.user.encode()
            and auth_data.password == self.password.encode()
        )
        if ok:
            session.sink_auth = (self.user, mechanism)
        return AuthResult(success=ok, handled=False, auth_data=auth_data)

    async def bearer(self, server, args, mechanism, parse):
        """XOAUTH2 and OAUTHBEARER: the initial response (or the answer to an empty
        challenge) holds the user and the bearer token."""
        if len(args) > 1:
            try:
                blob = base64.b64decode(args[1], validate=True)
            except ValueError:
                await server.push("501 5.5.2 Can't decode base64")
                return AuthResult(success=False, handled=True)
        else:
            blob = await server.challenge_auth("")
            if blob is MISSING:
                return AuthResult(success=False, handled=True)
        user, token = parse(blob.decode("utf-8", "replace"))
        if user == self.user and token is not None and token == self.token:
            server.session.sink_auth = (user, mechanism)
            return AuthResult(success=True, auth_data=user)
        # RFC 7628 3.2.2 (and Google's XOAUTH2): an error challenge, the client answers
        # (an empty line or ^A), then the failure.
        if await server.challenge_auth(OAUTH2_ERROR) is MISSING:
            return AuthResult(success=False, handled=True)  # "*": answered with 501
        return AuthResult(success=False, handled=False)

    async def auth_XOAUTH2(self, server, args):
        def parse(text):
            fields = dict(f.split("=", 1) for f in text.split("\x01") if "=" in f)
            return fields.get("user"), bearer_token(fields.get("auth"))

        return await self.bearer(server, args, "XOAUTH2", parse)

    async def auth_OAUTHBEARER(self, server, args):
        def parse(text):
            parts = text.split("\x01")
            # gs2 header: "n,a=USER," (the authzid may be missing: then the sink's user)
            gs2 = parts[0].split(",")
            user = self.user
            for attr in gs2[1:]:
                if attr.startswith("a="):
                    user = attr[2:].replace("=2C", ",").replace("=3D", "=")
            fields = dict(f.split("=", 1) for f in parts[1:] if "=" in f)
            return user, bearer_token(fields.get("auth"))

        return await self.bearer(server, args, "OAUTHBEARER", parse)

    def mode(self):
        try:
            with open(os.path.join(self.dir, "mode"), encoding="ascii") as f:
                mode = f.read().strip()
        except FileNotFoundError:
            return self.initial_mode
        return mode if mode in MODES else self.initial_mode

    def write(self, name, data):
        tmp = os.path.join(self.dir, "." + name + ".tmp")
        with open(tmp, "wb") as f:
            f.write(data)
        os.replace(tmp, os.path.join(self.dir, name))

    async def handle_EHLO(self, server, session, envelope, hostname, responses):
        if self.mode() == "refuse":
            return ["554 5.3.2 sink.test: no service (sink refuse)"]
        session.host_name = hostname
        return responses

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):
        mode = self.mode()
        if mode == "tempfail":
            return "450 4.2.0 <%s>: mailbox temporarily unavailable (sink tempfail)" % address
        if mode == "permfail":
            return "550 5.1.1 <%s>: no such user (sink permfail)" % address
        envelope.rcpt_tos.append(address)
        return "250 2.1.5 OK"

    async def handle_DATA(self, server, session, envelope):
        if self.mode() == "hang":
            # Never answer; the client's timeout is what is under test.
            await asyncio.sleep(3600)
        self.count += 1
        stem = "%04d" % self.count
        peer = session.peer
        auth_user, auth_mechanism = getattr(session, "sink_auth", (None, None))
        if self.implicit_tls:
            tls = "implicit"
        elif session.ssl is not None:
            tls = "starttls"
        else:
            tls = None
        meta = {
            "mail_from": envelope.mail_from,
            "rcpt_tos": list(envelope.rcpt_tos),
            "peer": "%s:%s" % (peer[0], peer[1]) if isinstance(peer, tuple) else str(peer),
            "mail_options": list(envelope.mail_options),
            "tls": tls,
            "auth_user": auth_user if session.authenticated else None,
            "auth_mechanism": auth_mechanism if session.authenticated else None,
        }
        self.write(stem + ".json", json.dumps(meta).encode())
        self.write(stem + ".eml", envelope.original_content)
        return "250 2.0.0 OK queued as %s" % stem


def bearer_token(auth):
    """"Bearer TOKEN" -> TOKEN (None for anything else)."""
    if auth is None or not auth[:7].lower() == "bearer ":
        return None
    return auth[7:].strip()


async def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--dir", required=True)
    parser.add_argument("--mode", choices=MODES, default="accept")
    parser.add_argument("--idle-timeout", type=float, default=300)
    parser.add_argument("--tls-cert")
    parser.add_argument("--tls-key")
    tls_kind = parser.add_mutually_exclusive_group()
    tls_kind.add_argument("--require-starttls", action="store_true")
    tls_kind.add_argument("--implicit-tls", action="store_true")
    parser.add_argument("--auth", metavar="USER:PASSWORD")
    parser.add_argument("--oauth2-token", metavar="TOKEN")
    args = parser.parse_args()
    if bool(args.tls_cert) != bool(args.tls_key):
        parser.error("--tls-cert and --tls-key go together")
    if (args.require_starttls or args.implicit_tls) and not args.tls_cert:
        parser.error("--require-starttls and --implicit-tls need --tls-cert and --tls-key")
    if args.oauth2_token and not args.auth:
        parser.error("--oauth2-token needs --auth (the token's user)")
    if args.auth and ":" not in args.auth:
        parser.error("--auth USER:PASSWORD")
    os.makedirs(args.dir, exist_ok=True)

    context = None
    if args.tls_cert:
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        context.load_cert_chain(args.tls_cert, args.tls_key)
    user, password = args.auth.split(":", 1) if args.auth else (None, None)

    sink = Sink(args.dir, args.mode, user, password, args.oauth2_token, args.implicit_tls)
    smtp_options = {}
    if context is not None and not args.implicit_tls:
        smtp_options.update(tls_context=context, require_starttls=args.require_starttls)
    if args.auth:
        smtp_options.update(
            auth_required=True,
            # Over STARTTLS: AUTH after it only; implicit TLS or no TLS at all: at once.
            auth_require_tls=context is not None and not args.implicit_tls,
            authenticator=sink.authenticator,
        )
    if not args.oauth2_token:
        smtp_options["auth_exclude_mechanism"] = ["XOAUTH2", "OAUTHBEARER"]
    loop = asyncio.get_running_loop()
    server = await loop.create_server(
        lambda: SMTP(sink, hostname="sink.test", timeout=args.idle_timeout, loop=loop, **smtp_options),
        "127.0.0.1",
        args.port,
        ssl=context if args.implicit_tls else None,
    )
    port = server.sockets[0].getsockname()[1]
    print("PORT %d" % port, flush=True)

    stop = asyncio.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)

    parent = os.getppid()

    async def orphan_watch():
        while os.getppid() == parent:
            await asyncio.sleep(1)
        stop.set()

    watch = asyncio.create_task(orphan_watch())
    await stop.wait()
    watch.cancel()
    server.close()
    # Do not wait for hanging sessions: close() stops listening, exiting drops the rest.


if __name__ == "__main__":
    asyncio.run(main())
    sys.exit(0)
