#!/usr/bin/env python3
"""A real SMTP server on 127.0.0.1 for the integration tests (aiosmtpd; see scripts/test-deps).

    smtp_sink.py --port 0|N --dir DIR [--mode accept|tempfail|permfail|hang] [--idle-timeout S]

Prints `PORT <n>` on stdout once listening. Each accepted message is stored as DIR/NNNN.eml
(the DATA bytes exactly as received, CRLF line ends, dot-unstuffed) next to DIR/NNNN.json
holding the envelope: {"mail_from", "rcpt_tos", "peer", "mail_options"}. The JSON is written
first and each file is renamed into place, so a reader that sees NNNN.eml can read both.

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
import json
import os
import signal
import sys

from aiosmtpd.smtp import SMTP

MODES = ("accept", "tempfail", "permfail", "hang", "refuse")


class Sink:
    def __init__(self, directory, mode):
        self.dir = directory
        self.initial_mode = mode
        self.count = 0

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
        meta = {
            "mail_from": envelope.mail_from,
            "rcpt_tos": list(envelope.rcpt_tos),
            "peer": "%s:%s" % (peer[0], peer[1]) if isinstance(peer, tuple) else str(peer),
            "mail_options": list(envelope.mail_options),
        }
        self.write(stem + ".json", json.dumps(meta).encode())
        self.write(stem + ".eml", envelope.original_content)
        return "250 2.0.0 OK queued as %s" % stem


async def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--dir", required=True)
    parser.add_argument("--mode", choices=MODES, default="accept")
    parser.add_argument("--idle-timeout", type=float, default=300)
    args = parser.parse_args()
    os.makedirs(args.dir, exist_ok=True)

    sink = Sink(args.dir, args.mode)
    loop = asyncio.get_running_loop()
    server = await loop.create_server(
        lambda: SMTP(sink, hostname="sink.test", timeout=args.idle_timeout, loop=loop), "127.0.0.1", args.port
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
