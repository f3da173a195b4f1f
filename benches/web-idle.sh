#!/usr/bin/env bash
# The web pages beside idle and slowloris connections (issue 80): every page answered and
# its latency, and the mail beside it.
#
#   benches/web-idle.sh       # about 2 minutes on 2 cores after the release build
#
# Generates a traffic of GAMES games (examples/traffic.rs; 100 games, about 10,000 mails),
# confirms its players, ingests the first half; times `ingest --maildir` of the second half
# (about 5,000 mails) alone on a copy; starts `stratego-pbem web --workers READERS
# --max-connections 12000` on a free loopback port; then examples/web_load.rs holds IDLE
# idle connections and SLOW slowloris ones (one byte of a head every DRIP seconds), opening
# again those the server closes, and runs READERS readers (each page on a new connection,
# then a pause of PAUSE_MS: people reading, not a crawler; benches/web.sh has the readers
# that never pause)
#   1. for QUIET_SECONDS seconds with no mail being handled,
#   2. for as long as `ingest --maildir` of the second half runs,
# and prints p50 and p99 of each, the pages not answered 200, the connections held, and the
# batch's time beside all that against its time alone. It only talks to 127.0.0.1 and stops
# by itself (web_load stops after 10 minutes whatever it is told).
#
# Settings (environment): CARGO_TARGET_DIR (default ./target), GAMES (100), READERS (8),
# IDLE (10000), SLOW (1000), DRIP (2), PAUSE_MS (100), QUIET_SECONDS (20), BENCH_DIR (work directory,
# default a fresh temporary one, removed unless KEEP=1).
set -euo pipefail
cd "$(dirname "$0")/.."

TARGET=${CARGO_TARGET_DIR:-$PWD/target}
GAMES=${GAMES:-100}
READERS=${READERS:-8}
IDLE=${IDLE:-10000}
SLOW=${SLOW:-1000}
DRIP=${DRIP:-2}
PAUSE_MS=${PAUSE_MS:-100}
QUIET_SECONDS=${QUIET_SECONDS:-20}
COST=8,1,1
WORK=${BENCH_DIR:-$(mktemp -d /tmp/stratego-web-idle.XXXXXX)}
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

"$BIN" --db "$DB" --transport "file:$WORK/outbox" --password-cost "$COST" \
    web --listen 127.0.0.1:0 --workers "$READERS" --max-connections 12000 2>"$WORK/web.log" &
WEB=$!
for _ in $(seq 100); do grep -q "serving the web pages" "$WORK/web.log" && break; sleep 0.1; done
ADDR=$(sed -n 's/.*serving the web pages on http:\/\///p' "$WORK/web.log")
log "web on $ADDR"
# The server's CPU time so far (user and system, seconds; /proc clock ticks are 100ths).
cpu() { awk '{ printf "%.1f", ($14 + $15) / 100 }' "/proc/$WEB/stat"; }
HOLD=(--idle "$IDLE" --slow "$SLOW" --drip-seconds "$DRIP" --pause-ms "$PAUSE_MS")

echo "stratego-pbem web, $READERS readers (a pause of $PAUSE_MS ms after each page) beside $IDLE idle and $SLOW slowloris connections (a byte every $DRIP s), $GAMES games in the traffic; load $(cut -d' ' -f1-3 /proc/loadavg)"
echo -n "no mail handled:         "
before=$(cpu)
"$EX/web_load" --db "$DB" --address "$ADDR" --readers "$READERS" --seconds "$QUIET_SECONDS" "${HOLD[@]}"
echo "  the server's CPU time: $(echo "$(cpu) - $before" | bc) s"
before=$(cpu)
# The batch starts once the connections are held and the readers read (web_load holds
# them first), and the readers read until it ends.
"$EX/web_load" --db "$DB" --address "$ADDR" --readers "$READERS" --seconds 1 --while-file "$WORK/ingest.pid" \
    "${HOLD[@]}" >"$WORK/busy.txt" &
LOAD=$!
for _ in $(seq 300); do [ "$(ls /proc/$LOAD/task | wc -l)" -gt 2 ] && break; sleep 0.1; done
sleep 1
start=$(date +%s.%N)
pbem ingest --maildir "$WORK/second" 2>/dev/null &
INGEST=$!
echo "$INGEST" >"$WORK/ingest.pid"
wait "$INGEST"
busy=$(echo "$(date +%s.%N) - $start" | bc)
wait "$LOAD"
echo -n "while mail is handled:   "
cat "$WORK/busy.txt"
echo "  the server's CPU time: $(echo "$(cpu) - $before" | bc) s"
echo "the second half ($((total / 2)) mails): $(printf %.1f "$alone") s alone, $(printf %.1f "$busy") s beside the readers and the held connections ($(echo "scale=2; $busy / $alone" | bc)x)"
echo "the server at its most: $(grep VmHWM /proc/$WEB/status | tr -s ' '), threads $(ls /proc/$WEB/task | wc -l)"
grep -v "serving the web pages\|stopped" "$WORK/web.log" | sort | uniq -c | head -5 || true
kill "$WEB"
wait "$WEB" 2>/dev/null || true
