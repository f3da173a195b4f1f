#!/usr/bin/env bash
# The web pages' benchmark (issue 28): the latency of a page with 8 readers, while mail is
# being handled and without.
#
#   benches/web.sh            # about 3 minutes on 2 cores after the release build
#
# Generates a traffic of GAMES games (examples/traffic.rs), confirms its players, and
# ingests the first half of it; starts `stratego-pbem web` on a free loopback port; then
# examples/web_load.rs runs READERS readers (each page on a new connection, pages drawn from
# the database: the list of games, standings, players, games, replays at random plies)
#   1. for QUIET_SECONDS seconds with no mail being handled,
#   2. for as long as `ingest --maildir` of the second half of the traffic runs (the mail
#      path writing, one transaction a mail, with its replies delivered as files),
# and prints p50 and p99 of each, and the batch's mails per second (against the same batch
# without readers, run first on a copy of the database).
#
# Settings (environment): CARGO_TARGET_DIR (default ./target), GAMES (200), READERS (8),
# QUIET_SECONDS (20), BENCH_DIR (work directory, default a fresh temporary one, removed unless KEEP=1).
set -euo pipefail
cd "$(dirname "$0")/.."

TARGET=${CARGO_TARGET_DIR:-$PWD/target}
GAMES=${GAMES:-200}
READERS=${READERS:-8}
QUIET_SECONDS=${QUIET_SECONDS:-20}
COST=8,1,1
WORK=${BENCH_DIR:-$(mktemp -d /tmp/stratego-web-bench.XXXXXX)}
mkdir -p "$WORK"
if [ "${KEEP:-0}" != 1 ]; then trap 'rm -rf "$WORK"; [ -n "${WEB:-}" ] && kill "$WEB" 2>/dev/null || true' EXIT; fi

log() { echo "[$(date +%T)] $*" >&2; }
echo "building release..." >&2
cargo build --release --quiet --bin stratego-pbem --example traffic --example web_load
BIN=$TARGET/release/stratego-pbem
EX=$TARGET/release/examples
DB=$WORK/web.db
pbem() { "$BIN" --db "$DB" --transport "file:$WORK/outbox" --password-cost "$COST" "$@"; }

log "generating $GAMES games"
"$EX/traffic" --games "$GAMES" --out "$WORK/t" --seed 1 >/dev/null 2>&1
benches/confirm-players.sh "$BIN" "$DB" "$COST" "$WORK/t/register" "$WORK"
# The traffic in two halves: the first makes the games the pages show, the second is the
# mail handled while they are read.
mkdir -p "$WORK/second/new" "$WORK/second/cur" "$WORK/second/tmp"
total=$(ls "$WORK/t/traffic/new" | wc -l)
ls "$WORK/t/traffic/new" | sort | tail -n $((total / 2)) | while read -r f; do
    mv "$WORK/t/traffic/new/$f" "$WORK/second/new/"
done
log "ingesting the first half ($((total - total / 2)) mails)"
pbem ingest --maildir "$WORK/t/traffic" --no-send 2>/dev/null
rm -rf "$WORK/outbox"
cp "$DB" "$WORK/alone.db"
cp -r "$WORK/second" "$WORK/second-alone"
log "the second half ($((total / 2)) mails) with no reader"
start=$(date +%s.%N)
"$BIN" --db "$WORK/alone.db" --transport "file:$WORK/outbox-alone" --password-cost "$COST" \
    ingest --maildir "$WORK/second-alone" 2>/dev/null
alone=$(echo "$(date +%s.%N) - $start" | bc)
rm -rf "$WORK/alone.db"* "$WORK/outbox-alone" "$WORK/second-alone"

# The binary itself in the background, not the function: $WEB is then the server's pid, and
# the kill below stops it (a function runs in a subshell, whose kill left the server running
# and holding this script's output open).
"$BIN" --db "$DB" --transport "file:$WORK/outbox" --password-cost "$COST" \
    web --listen 127.0.0.1:0 --workers "$READERS" 2>"$WORK/web.log" &
WEB=$!
for _ in $(seq 100); do grep -q "serving the web pages" "$WORK/web.log" && break; sleep 0.1; done
ADDR=$(sed -n 's/.*serving the web pages on http:\/\///p' "$WORK/web.log")
log "web on $ADDR"

echo "stratego-pbem web, $READERS readers, $GAMES games in the traffic; load $(cut -d' ' -f1-3 /proc/loadavg)"
echo -n "no mail handled:         "
"$EX/web_load" --db "$DB" --address "$ADDR" --readers "$READERS" --seconds "$QUIET_SECONDS"
start=$(date +%s.%N)
pbem ingest --maildir "$WORK/second" 2>/dev/null &
INGEST=$!
echo -n "while mail is handled:   "
"$EX/web_load" --db "$DB" --address "$ADDR" --readers "$READERS" --seconds 1 --while "$INGEST"
wait "$INGEST"
busy=$(echo "$(date +%s.%N) - $start" | bc)
echo "the second half ($((total / 2)) mails): $(printf %.1f "$alone") s alone, $(printf %.1f "$busy") s with $READERS readers"
kill "$WEB"
wait "$WEB" 2>/dev/null || true
