#!/usr/bin/env bash
# The mail benchmark: the cost of one mail and of ten thousand, against the floor.
#
#   benches/mail.sh            # about 5 minutes on 2 cores; prints one table
#
# Builds release, generates traffic with examples/traffic.rs, and measures, as whole
# processes (examples/pipetime.rs spawns one process per mail and times it):
#   1. pipe mode: `ingest` of a new legal move mail (a different one each run) into a
#      database that holds the games, median and 99th percentile, against the floor
#      (examples/floor.rs: open the same database with the same pragmas, BEGIN IMMEDIATE,
#      insert one row, commit), run turn about with it so that both see the same machine; at
#      200 and 2,000 games, and in a game at ply 10 and ply 1,000;
#      the same move for players who set nohtml (the cost of the HTML part), and the two
#      turn about (their ratio is the HTML part's cost),
#      and the same move as a plain reply to the player's reply address (no password, no
#      hash: the reply key stands for it);
#   2. the same at the production Argon2id cost (and at OWASP's 19456,2,1 beside it), and the
#      password check alone;
#   3. batch mode: mails per second through `ingest --maildir` over the whole traffic, at the
#      lowest Argon2 cost and at the production cost;
#   4. peak memory (max RSS) of one `ingest` process;
#   5. the rules: `cargo bench -p stratego-rules`;
#   6. delivery (issue 15), first: `ingest --maildir` of one traffic with the replies delivered
#      as files against the same with `--no-send`, turn about on fresh copies (their ratio);
#      `send` of the queued replies over SMTP to Postfix's smtp-sink on loopback; the syncs
#      (fsync, fdatasync, syncfs, sync_file_range) of one move mail in pipe mode, by strace.
#      ONLY=delivery runs this part alone (about 3 minutes);
#   7. the LMTP daemon (`lmtp`): the probe moves over one kept connection against the floor,
#      turn about, and per mail its syncs (strace) and instructions (callgrind) against the
#      floor's. ONLY=lmtp runs this part alone (about 3 minutes).
#
# Disk: the work directory grows to about 25 GB (the 2,000-game traffic and its copies); it is
# removed at the end unless KEEP=1.
#
# Settings (environment): CARGO_TARGET_DIR (default ./target), RUNS (timed mails per pipe
# figure, 240), GAMES (200), BIG_GAMES (2000), PROD_GAMES (games of the production-cost batch,
# 20), DELIVERY_GAMES (60) and DELIVERY_ROUNDS (3) for part 6, BENCH_DIR (work directory,
# default a fresh temporary one, removed unless KEEP=1).
set -euo pipefail
cd "$(dirname "$0")/.."

TARGET=${CARGO_TARGET_DIR:-$PWD/target}
PYTHON=${PYTHON:-python3}
RUNS=${RUNS:-240}
GAMES=${GAMES:-200}
BIG_GAMES=${BIG_GAMES:-2000}
PROD_GAMES=${PROD_GAMES:-20}
DELIVERY_GAMES=${DELIVERY_GAMES:-60}
DELIVERY_ROUNDS=${DELIVERY_ROUNDS:-3}
LOW=8,1,1
# The production cost is the server's default (src/store/password.rs); OLD is OWASP's first
# setting, the default before, shown beside it for time and memory.
PROD=7168,5,1
OLD=19456,2,1
WORK=${BENCH_DIR:-$(mktemp -d /tmp/stratego-bench.XXXXXX)}
mkdir -p "$WORK"
# Replies of the databases that are only built (not timed for delivery) go to a tmpfs.
SHM=$(mktemp -d "${TMPFS:-/dev/shm}/stratego-bench.XXXXXX" 2>/dev/null || mktemp -d)
if [ "${KEEP:-0}" != 1 ]; then
    trap 'rm -rf "$WORK" "$SHM"' EXIT
else
    trap 'rm -rf "$SHM"' EXIT
fi

if [ ! -x /usr/bin/time ]; then
    echo "installing GNU time for the peak memory figure" >&2
    (apt-get install -y time || sudo apt-get install -y time) >/dev/null 2>&1 || true
fi

LOAD_START=$(cut -d' ' -f1-3 /proc/loadavg)
echo "building release..." >&2
cargo build --release --quiet --bin stratego-pbem \
    --example traffic --example floor --example pipetime --example argon2_cost
BIN=$TARGET/release/stratego-pbem
EX=$TARGET/release/examples

log() { echo "[$(date +%T)] $*" >&2; }

# gen NAME GAMES OPEN_PLY: traffic of GAMES games plus 4 open games at OPEN_PLY, with RUNS
# probe moves in them.
gen() {
    log "generating $1: $2 games, open games at ply $3"
    "$EX/traffic" --games "$2" --out "$WORK/$1" --seed 1 \
        --open-games 4 --open-ply "$3" --probe-moves "$RUNS" 2>&1 | sed 's/^/  /' >&2
}

# confirm NAME COST: the players of NAME register (NAME/register) and confirm their
# addresses, so that NAME.db holds confirmed players before the traffic. Not timed.
confirm() {
    benches/confirm-players.sh "$BIN" "$WORK/$1.db" "$2" "$WORK/$1/register" "$WORK/$1"
}

# batch NAME COST OUTBOX: `ingest --maildir --no-send` over NAME's traffic into NAME.db, then
# `send` delivers the queued replies as files into OUTBOX (removed afterwards). Prints
# "MAILS SECONDS REPLIES SEND_SECONDS".
batch() {
    local n start mid end replies
    confirm "$1" "$2"
    n=$(find "$WORK/$1/traffic/new" -type f | wc -l)
    start=$(date +%s.%N)
    "$BIN" --db "$WORK/$1.db" --transport "file:$3" --password-cost "$2" \
        ingest --no-send --maildir "$WORK/$1/traffic" 2>/dev/null
    mid=$(date +%s.%N)
    "$BIN" --db "$WORK/$1.db" --transport "file:$3" send >/dev/null
    end=$(date +%s.%N)
    replies=$(find "$3" -type f | wc -l)
    rm -rf "$3"
    echo "$n $(echo "$mid - $start" | bc -l) $replies $(echo "$end - $mid" | bc -l)"
}

# fresh NAME COPY: a copy of NAME.db to run on.
fresh() {
    rm -f "$WORK/$2.db" "$WORK/$2.db-wal" "$WORK/$2.db-shm"
    sqlite_copy "$WORK/$1.db" "$WORK/$2.db"
}
sqlite_copy() {
    # The server keeps the WAL between processes: copy it into the database file first.
    "$PYTHON" -c 'import sqlite3, sys; sqlite3.connect(sys.argv[1]).execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()' "$1"
    cp "$1" "$2"
}

ingest_cmd() { # DBNAME [COST]
    echo "$BIN --db $WORK/$1.db --transport file:$WORK/$1.outbox --password-cost ${2:-$LOW} ingest"
}

TABLE=$WORK/table.txt
: >"$TABLE"
row() { echo "$*" >>"$TABLE"; }

# --- delivery (issue 15) ---------------------------------------------------------------------
# timed COMMAND...: runs it, prints "WALL CPU" in seconds (CPU: user + system of the
# command), its output thrown away.
timed() {
    "$PYTHON" - "$@" <<'EOF'
import os, subprocess, sys, time
t, c = time.monotonic(), os.times()
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
d = os.times()
print(f"{time.monotonic() - t:.3f} {d.children_user - c.children_user + d.children_system - c.children_system:.3f}")
EOF
}
median() { sort -g | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
rate() { echo "$1 / $2" | bc -l; }
# fresh_db FROM TO: a copy of FROM.db that holds every commit (checkpointed first).
fresh_db() {
    "$PYTHON" -c 'import sqlite3, sys; sqlite3.connect(sys.argv[1]).execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()' "$WORK/$1.db"
    rm -f "$WORK/$2.db" "$WORK/$2.db-wal" "$WORK/$2.db-shm"
    cp "$WORK/$1.db" "$WORK/$2.db"
}
count() { "$PYTHON" -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute(sys.argv[2]).fetchone()[0])' "$@"; }

# The cost of delivery (issue 15, items 1-3): the same batch with and without delivering the
# replies as files, turn about on fresh copies; the replies over SMTP to Postfix's smtp-sink;
# the syncs of one move mail in pipe mode.
delivery_rows() {
    local n r ns dl cpu_ns cpu_dl ratios="" cpu_ratios="" replies
    gen dlv "$DELIVERY_GAMES" 10
    confirm dlv $LOW
    fresh_db dlv dlv-base
    n=$(find "$WORK/dlv/traffic/new" -type f | wc -l)
    log "delivery: $n mails, ingest --maildir with and without delivery, $DELIVERY_ROUNDS rounds turn about"
    row "delivery: ingest --maildir over $n mails ($DELIVERY_GAMES games), turn about on fresh copies"
    # Every round runs on names of its own (database, Maildir and outbox copies), and nothing
    # is deleted until the whole benchmark ends. Removing the last round's outbox (12,000
    # files) just before a timed run made ext4 slow at creating files for the next minutes:
    # its inode allocator looks at each recently deleted inode of the group (perf: ext4_create
    # -> recently_deleted -> find_get_block_common, 70 % of the run), so rounds 2 and 3 read
    # 2.5x where round 1 read 1.5x. A pickup script that deletes delivered files at the rate
    # they come does not cause this; deleting them all at once just before a run does.
    for r in $(seq "$DELIVERY_ROUNDS"); do
        for run in ns dl; do
            fresh_db dlv-base "dlv-$run-$r"
            cp -r "$WORK/dlv/traffic" "$WORK/dlv-$run-$r.md"
        done
        sync
        read -r ns cpu_ns < <(timed "$BIN" --db "$WORK/dlv-ns-$r.db" --transport "file:$WORK/dlv-ns-$r.outbox" \
            --password-cost $LOW ingest --no-send --maildir "$WORK/dlv-ns-$r.md")
        read -r dl cpu_dl < <(timed "$BIN" --db "$WORK/dlv-dl-$r.db" --transport "file:$WORK/dlv-dl-$r.outbox" \
            --password-cost $LOW ingest --maildir "$WORK/dlv-dl-$r.md")
        replies=$(find "$WORK/dlv-dl-$r.outbox" -name '*.eml' | wc -l)
        ratios+="$(echo "$dl / $ns" | bc -l)"$'\n'
        cpu_ratios+="$(echo "$cpu_dl / $cpu_ns" | bc -l)"$'\n'
        row "$(printf '  round %d: --no-send %6.2f s (%5.0f mails/s, CPU %5.2f s); with %d replies as files %6.2f s (%5.0f mails/s, CPU %5.2f s): %.2fx' \
            "$r" "$ns" "$(rate "$n" "$ns")" "$cpu_ns" "$replies" "$dl" "$(rate "$n" "$dl")" "$cpu_dl" "$(echo "$dl / $ns" | bc -l)")"
    done
    row "$(printf '  %-50s %7.2fx  (CPU %.2fx; median of the rounds; target: at most 1.3x)' \
        "batch with delivery / the same with --no-send" \
        "$(printf '%s' "$ratios" | median)" "$(printf '%s' "$cpu_ratios" | median)")"
    # SMTP: the replies the --no-send copy left queued, delivered by `send` to smtp-sink.
    if command -v smtp-sink >/dev/null; then
        local port sink_pid queued sent s
        port=$("$PYTHON" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
        if [ "$(id -u)" = 0 ]; then
            smtp-sink -u nobody "127.0.0.1:$port" 256 &
        else
            smtp-sink "127.0.0.1:$port" 256 &
        fi
        sink_pid=$!
        sleep 0.5
        fresh_db dlv-ns-1 dlv-smtp
        queued=$(count "$WORK/dlv-smtp.db" "SELECT count(*) FROM outbox WHERE status = 'queued'")
        sent=$(count "$WORK/dlv-smtp.db" "SELECT count(*) FROM outbox WHERE status = 'sent'")
        read -r s _ < <(timed "$BIN" --db "$WORK/dlv-smtp.db" --transport "smtp://127.0.0.1:$port" send)
        kill "$sink_pid" 2>/dev/null || true
        wait "$sink_pid" 2>/dev/null || true
        sent=$(($(count "$WORK/dlv-smtp.db" "SELECT count(*) FROM outbox WHERE status = 'sent'") - sent))
        row "$(printf '  %-50s %7.0f replies/s  (%d of %d sent in %.1f s; target: 1,000/s)' \
            "send over SMTP to smtp-sink, one connection" "$(rate "$sent" "$s")" "$sent" "$queued" "$s")"
    else
        row "  send over SMTP to smtp-sink: not measured (no smtp-sink: apt-get install postfix)"
    fi
    # Syncs of one move mail in pipe mode, delivered as files: the third probe move into the
    # database after the traffic. The first one delivers the traffic's 12,000 queued replies
    # and makes the outbox directory (its marks fill the WAL past the checkpoint size, so it
    # empties the WAL when it closes); the second one starts the WAL anew (one more sync of
    # its header, as after every checkpoint); the third is a mail as most are.
    if command -v strace >/dev/null; then
        local calls
        fresh_db dlv-ns-1 dlv-fs
        for f in 1 2; do
            # shellcheck disable=SC2046
            $(ingest_cmd dlv-fs) <"$(find "$WORK/dlv/probe" -type f | sort | sed -n ${f}p)" >/dev/null 2>&1
        done
        # shellcheck disable=SC2046
        calls=$(strace -f -c -e trace=fsync,fdatasync,syncfs,sync_file_range \
            $(ingest_cmd dlv-fs) <"$(find "$WORK/dlv/probe" -type f | sort | sed -n 3p)" 2>&1 >/dev/null |
            awk '$NF ~ /^(fsync|fdatasync|syncfs|sync_file_range)$/ {
                    t += $4; s = s sprintf(", %s %d", $NF, $4) }
                 END { print t + 0 " (" (s == "" ? "none" : substr(s, 3)) ")" }')
        row "$(printf '  %-50s %s; target: at most 2' "syncs of one move mail, pipe mode (strace -c)" "$calls")"
        # The same over a run of real mails (the traffic's first 60: challenges, armies,
        # moves), one process each, from a copy of the database before the traffic: the
        # checkpoints that come every 256 WAL pages are counted with the mail that makes them.
        local total=0 k=0 c f
        fresh_db dlv-base dlv-seq
        for f in $(find "$WORK/dlv/traffic/new" -type f | sort | head -n 60); do
            # shellcheck disable=SC2046
            c=$(strace -f -c -e trace=fsync,fdatasync,syncfs,sync_file_range \
                $(ingest_cmd dlv-seq) <"$f" 2>&1 >/dev/null | awk '$NF == "total" {print $4}')
            total=$((total + ${c:-0}))
            k=$((k + 1))
        done
        row "$(printf '  %-50s %.2f  (%d syncs; checkpoints included)' \
            "syncs per mail over the traffic's first $k mails" "$(echo "$total / $k" | bc -l)" "$total")"
    fi
    row ""
}

# The LMTP daemon (issue 15, item 3): the same probe moves handed over one kept connection
# as Postfix's lmtp client does (benches/lmtp_send.py), against the floor process, each
# turn about with it; then, per mail, the syncs (strace) and instructions (callgrind) of
# the daemon: its run over 1 + K mails less its run over the first mail alone, divided by K
# (so neither the start, nor the first mail's statement preparation, nor the stop counts).
lmtp_rows() {
    local k=20 base=lmtp-base pid port
    if [ ! -f "$WORK/dlv-ns-1.db" ]; then
        gen dlv "$DELIVERY_GAMES" 10
        confirm dlv $LOW
        fresh_db dlv dlv-ns-1
        cp -r "$WORK/dlv/traffic" "$WORK/dlv-ns-1.md"
        "$BIN" --db "$WORK/dlv-ns-1.db" --password-cost $LOW ingest --no-send --maildir "$WORK/dlv-ns-1.md" 2>/dev/null
    fi
    # The traffic's replies delivered, so that the daemon's first delivery pass finds none.
    fresh_db dlv-ns-1 "$base"
    "$BIN" --db "$WORK/$base.db" --transport "file:$SHM/$base.outbox" send >/dev/null
    rm -rf "$SHM/$base.outbox"
    mapfile -t probes < <(find "$WORK/dlv/probe" -type f | sort)
    log "lmtp: ${#probes[@]} probe moves over one connection, turn about with the floor"
    row "LMTP daemon: the probe moves over one kept connection     median ms   p99 ms  vs floor (its median, turn about)"
    # lmtp_start NAME WRAPPER...: the daemon on a fresh copy NAME of the base, under WRAPPER
    # (strace, valgrind, or nothing); its stderr in NAME.log, its address in $port.
    lmtp_start() {
        local name=$1
        shift
        fresh_db "$base" "$name"
        # The copy's pages on disk first: else the first mail's syncfs writes them all.
        sync
        "$@" "$BIN" --db "$WORK/$name.db" --transport "file:$WORK/$name.outbox" \
            --password-cost $LOW lmtp --listen 127.0.0.1:0 2>"$WORK/$name.log" &
        pid=$!
        for _ in $(seq 600); do
            grep -q 'listening for LMTP' "$WORK/$name.log" 2>/dev/null && break
            sleep 0.1
        done
        port=$(sed -n 's/.*listening for LMTP on //p' "$WORK/$name.log")
    }
    # lmtp_stop: SIGTERM, and wait. Under strace the daemon is strace's child; valgrind runs it
    # in its own process.
    lmtp_stop() {
        kill -TERM "$(pgrep -P "$pid" -x stratego-pbem || echo "$pid")"
        wait "$pid" || true
    }
    # lmtp_daemon NAME N WRAPPER...: the first N probes handed to a daemon under WRAPPER.
    lmtp_daemon() {
        local name=$1 n=$2
        shift 2
        lmtp_start "$name" "$@"
        if [ "$n" -gt 0 ]; then
            "$PYTHON" benches/lmtp_send.py "$port" "${probes[@]:0:$n}" >/dev/null
        fi
        lmtp_stop
    }
    fresh_db "$base" lmtp-floor
    lmtp_start lmtp-w env
    "$PYTHON" benches/lmtp_send.py --label "move mail, replies delivered as files" \
        --vs "$EX/floor" "$WORK/lmtp-floor.db" -- "$port" "${probes[@]}" >>"$TABLE"
    lmtp_stop
    if command -v strace >/dev/null; then
        local one all
        syncs() { # NAME N: the syncs of the daemon over the first N probes
            lmtp_daemon "$1" "$2" strace -f -c -o "$WORK/$1.strace" -e trace=fsync,fdatasync,syncfs,sync_file_range
            awk '$NF == "total" {print $4}' "$WORK/$1.strace"
        }
        one=$(syncs lmtp-s1 1)
        all=$(syncs lmtp-sk $((k + 1)))
        row "$(printf '  %-50s %.2f  (%d syncs over %d mails less %d over 1; target: at most 2)' \
            "syncs per move mail (strace -c)" "$(echo "($all - $one) / $k" | bc -l)" "$all" $((k + 1)) "$one")"
    fi
    if command -v valgrind >/dev/null && [ "${CALLGRIND:-1}" = 1 ]; then
        local zero one all floor
        instr() { # NAME N: the daemon's instructions over the first N probes
            lmtp_daemon "$1" "$2" valgrind --tool=callgrind --callgrind-out-file=/dev/null
            sed -n 's/.*refs: *//p' "$WORK/$1.log" | tr -d ,
        }
        log "lmtp: instructions under callgrind"
        zero=$(instr lmtp-i0 0)
        one=$(instr lmtp-i1 1)
        all=$(instr lmtp-ik $((k + 1)))
        fresh_db "$base" lmtp-floor-i
        "$EX/floor" "$WORK/lmtp-floor-i.db" <"${probes[0]}" >/dev/null 2>&1
        floor=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$EX/floor" "$WORK/lmtp-floor-i.db" \
            <"${probes[1]}" 2>&1 >/dev/null | sed -n 's/.*refs: *//p' | tr -d ,)
        row "$(printf '  %-50s %12s' "floor process (instructions)" "$floor")"
        row "$(printf '  %-50s %12.0f  (%.2fx floor; target: at most 1.3x)' "move mail in the daemon, replies delivered" \
            "$(echo "($all - $one) / $k" | bc -l)" "$(echo "($all - $one) / $k / $floor" | bc -l)")"
        row "$(printf '  %-50s %12.0f  (%.2fx floor: its statements prepared)' "the first mail of a daemon" \
            "$(echo "$one - $zero" | bc -l)" "$(echo "($one - $zero) / $floor" | bc -l)")"
    fi
    row ""
}

if [ "${ONLY:-}" = lmtp ]; then
    lmtp_rows
    echo
    echo "stratego-pbem mail benchmark (LMTP only), $(date -u +%F), $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
    echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) (at the start: $LOAD_START)"
    echo
    cat "$TABLE"
    exit 0
fi

delivery_rows
lmtp_rows
if [ "${ONLY:-}" = delivery ]; then
    echo
    echo "stratego-pbem mail benchmark (delivery only), $(date -u +%F), $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
    echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) (at the start: $LOAD_START)"
    echo
    cat "$TABLE"
    exit 0
fi

# --- traffic and batch mode ------------------------------------------------------------------
gen g200p10 "$GAMES" 10
log "batch: ingest --maildir over $GAMES games at cost $LOW"
read -r B200_N B200_S SEND_N SEND_S < <(batch g200p10 $LOW "$WORK/g200p10.outbox")
gen g200p1000 "$GAMES" 1000
log "batch: the same traffic with a game at ply 1000"
read -r B200L_N B200L_S _ _ < <(batch g200p1000 $LOW "$SHM/g200p1000.outbox")
gen g2000p10 "$BIG_GAMES" 10
log "batch: ingest --maildir over $BIG_GAMES games at cost $LOW"
read -r B2000_N B2000_S _ _ < <(batch g2000p10 $LOW "$SHM/g2000p10.outbox")
gen prod "$PROD_GAMES" 10
log "batch: ingest --maildir over $PROD_GAMES games at the production cost $PROD"
read -r BPROD_N BPROD_S _ _ < <(batch prod $PROD "$SHM/prod.outbox")

# --- pipe mode -------------------------------------------------------------------------------
PT="$EX/pipetime"
log "pipe mode: $RUNS runs per figure"
row "pipe mode: one whole process per mail           median ms   p99 ms  vs floor (its median, measured turn about)"
fresh g200p10 floor
"$PT" --label "floor: open db, BEGIN IMMEDIATE, 1 row, commit" \
    "$WORK/g200p10/probe" -- "$EX/floor" "$WORK/floor.db" >>"$TABLE"
# Every figure below runs the floor before each of its runs, and compares with that.
VS=(--vs "$EX/floor" "$WORK/floor.db")
fresh g200p10 a
# shellcheck disable=SC2046
"$PT" --label "ingest move, $GAMES games, game at ply 10" \
    "$WORK/g200p10/probe" -- $(ingest_cmd a) "${VS[@]}" >>"$TABLE"
# shellcheck disable=SC2046
"$PT" --label "ingest show (read-only), $GAMES games" \
    "$WORK/g200p10/probe-show" -- $(ingest_cmd a) "${VS[@]}" >>"$TABLE"
fresh g200p10 a2
# shellcheck disable=SC2046
"$PT" --label "the same, ingest --no-send (no delivery)" \
    "$WORK/g200p10/probe" -- $(ingest_cmd a2) --no-send "${VS[@]}" >>"$TABLE"
# The probe moves again as plain replies: To the player's reply address (the key the batch's
# mails gave them, read from the database), the move alone on the first line.
reply_probes() { # NAME DB
    "$PYTHON" - "$WORK/$1/probe" "$WORK/$1/probe-reply" "$2" <<'EOF'
import os, re, sqlite3, sys
src, dst, db = sys.argv[1:]
os.makedirs(dst, exist_ok=True)
con = sqlite3.connect(db)
for name in sorted(os.listdir(src)):
    raw = open(os.path.join(src, name), encoding="utf-8", newline="").read()
    head, _, _ = raw.partition("\n\n")
    subject = re.search(r"^Subject: stratego move (\d+) (\S+) \S+ (\S+)", head, re.M)
    game, user, move = int(subject.group(1)), subject.group(2).lower(), subject.group(3)
    row = con.execute("SELECT key FROM reply_keys WHERE userid_key = ? AND game = ? "
                      "AND revoked IS NULL", (user, game)).fetchone()
    assert row, (name, user, game)
    head = re.sub(r"^To: .*$", "To: Stratego <stratego+%s@localhost>" % row[0], head,
                  flags=re.M)
    head = re.sub(r"^Subject: .*$", "Subject: Re: Stratego game %d: your move" % game, head,
                  flags=re.M)
    open(os.path.join(dst, name), "w", encoding="utf-8", newline="").write(
        head + "\n\n" + move.split("#")[0] + "\n")
EOF
}
# The same moves for players who turned the HTML board off (`set ... nohtml`): the cost of
# the text/html part of every board mail.
fresh g200p10 nohtml
"$PYTHON" -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute("UPDATE users SET html = 0"); c.commit()' "$WORK/nohtml.db"
# shellcheck disable=SC2046
"$PT" --label "ingest move, $GAMES games, players with nohtml" \
    "$WORK/g200p10/probe" -- $(ingest_cmd nohtml) "${VS[@]}" >>"$TABLE"
# The same, as one ratio: the move mails with the HTML board against the same mails for
# players with nohtml, run turn about on fresh copies (issue 12: at most 1.10x).
fresh g200p10 html2
fresh g200p10 nohtml2
"$PYTHON" -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute("UPDATE users SET html = 0"); c.commit()' "$WORK/nohtml2.db"
# shellcheck disable=SC2046
"$PT" --label "the HTML part: move, html against nohtml" \
    "$WORK/g200p10/probe" -- $(ingest_cmd html2) --vs $(ingest_cmd nohtml2) |
    sed 's/(floor /(nohtml /' >>"$TABLE"
fresh g200p10 r
reply_probes g200p10 "$WORK/r.db"
# shellcheck disable=SC2046
"$PT" --label "ingest move by reply key (no password), $GAMES games" \
    "$WORK/g200p10/probe-reply" -- $(ingest_cmd r) "${VS[@]}" >>"$TABLE"
fresh g200p1000 b
# shellcheck disable=SC2046
"$PT" --label "ingest move, $GAMES games, game at ply 1000" \
    "$WORK/g200p1000/probe" -- $(ingest_cmd b) "${VS[@]}" >>"$TABLE"
fresh g2000p10 c
# shellcheck disable=SC2046
"$PT" --label "ingest move, $BIG_GAMES games, game at ply 10" \
    "$WORK/g2000p10/probe" -- $(ingest_cmd c) "${VS[@]}" >>"$TABLE"
# at_cost NAME COST: NAME.db, a fresh copy of the 200 games whose open games' players have set
# their password again at COST.
at_cost() {
    fresh g200p10 "$1"
    for m in "$WORK"/g200p10/rehash/*; do
        $(ingest_cmd "$1" "$2") <"$m" 2>/dev/null
    done
}
# The production cost, and OWASP's 19456,2,1 beside it.
for cost in $PROD $OLD; do
    at_cost prod-db "$cost"
    # shellcheck disable=SC2046
    "$PT" --label "ingest move, $GAMES games, Argon2id $cost" \
        "$WORK/g200p10/probe" -- $(ingest_cmd prod-db "$cost") "${VS[@]}" >>"$TABLE"
done
for cost in $PROD $OLD; do
    PHC=$("$EX/argon2_cost" hash $cost)
    "$PT" --label "password check alone (verify $cost), whole process" \
        --repeat "$RUNS" /dev/null -- "$EX/argon2_cost" verify "$PHC" "${VS[@]}" >>"$TABLE"
done
row "$("$EX/argon2_cost" $PROD 20 | sed 's/^/  hash alone, in-process: /')"
row "$("$EX/argon2_cost" $OLD 20 | sed 's/^/  hash alone, in-process: /')"
row "$("$EX/argon2_cost" $LOW 200 | sed 's/^/  hash alone, in-process: /')"

# --- peak memory -----------------------------------------------------------------------------
maxrss() { # LABEL DB COST MAIL
    local kib
    fresh "$2" mem
    # shellcheck disable=SC2046
    kib=$( { /usr/bin/time -f '%M' $(ingest_cmd mem "$3") <"$4" 2>&1 >/dev/null; } | tail -n 1)
    row "$(printf '  %-50s %7.1f MiB' "$1" "$(echo "$kib / 1024" | bc -l)")"
}
row ""
row "peak memory (max RSS) of one process"
FIRST=$(find "$WORK/g200p10/probe" -type f | sort | head -n 1)
maxrss "ingest move, $GAMES games (hash cost $LOW)" g200p10 $LOW "$FIRST"
for cost in $PROD $OLD; do
    at_cost memprod "$cost"
    maxrss "ingest move, $GAMES games (hash cost $cost)" memprod "$cost" "$FIRST"
done
kib=$( { /usr/bin/time -f '%M' "$EX/floor" "$WORK/floor.db" <"$FIRST" 2>&1 >/dev/null; } | tail -n 1)
row "$(printf '  %-50s %7.1f MiB' "floor" "$(echo "$kib / 1024" | bc -l)")"

# --- batch table -----------------------------------------------------------------------------
row ""
row "batch mode: ingest --maildir --no-send over the whole traffic, one process"
row "$(printf '  %-50s %7.0f mails/s  (%d mails, %.1f s)' "$GAMES games, Argon2id $LOW" \
    "$(rate "$B200_N" "$B200_S")" "$B200_N" "$B200_S")"
row "$(printf '  %-50s %7.0f mails/s  (%d mails, %.1f s)' "$GAMES games + a game to ply 1000, $LOW" \
    "$(rate "$B200L_N" "$B200L_S")" "$B200L_N" "$B200L_S")"
row "$(printf '  %-50s %7.0f mails/s  (%d mails, %.1f s)' "$BIG_GAMES games, Argon2id $LOW" \
    "$(rate "$B2000_N" "$B2000_S")" "$B2000_N" "$B2000_S")"
row "$(printf '  %-50s %7.0f mails/s  (%d mails, %.1f s)' "$PROD_GAMES games, Argon2id $PROD" \
    "$(rate "$BPROD_N" "$BPROD_S")" "$BPROD_N" "$BPROD_S")"
row "$(printf '  %-50s %7.0f mails/s  (%d mails, %.1f s)' "then send: the replies of $GAMES games as files" \
    "$(rate "$SEND_N" "$SEND_S")" "$SEND_N" "$SEND_S")"

# --- instructions (steady where wall time is not) ------------------------------------------
if command -v valgrind >/dev/null && [ "${CALLGRIND:-1}" = 1 ]; then
    log "instruction counts under callgrind"
    ir() { # prints the instructions a command executed (stdin passed through)
        valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
            sed -n 's/.*refs: *//p' | tr -d ,
    }
    probe() { find "$WORK/$1/probe" -type f | sort | sed -n "$2p"; } # NAME N: the N-th probe
    # ir_move NAME [ARGS]: on a fresh copy of NAME.db, warmed by its first probe move (so the
    # WAL exists, as in steady use), the instructions of `ingest [ARGS]` of its second one.
    ir_move() {
        fresh "$1" "ir-$1"
        $(ingest_cmd "ir-$1") <"$(probe "$1" 1)" 2>/dev/null
        # shellcheck disable=SC2046
        ir $(ingest_cmd "ir-$1") "${@:2}" <"$(probe "$1" 2)"
    }
    IR_INGEST=$(ir_move g200p10)
    IR_PLY=$(ir_move g200p1000)
    IR_BIG=$(ir_move g2000p10)
    IR_NOSEND=$(ir_move g200p10 --no-send)
    # The floor as the move mails above: on a fresh copy, after one warming run (floor.db has
    # served every pipe-mode figure, and its WAL is wherever its cycle of checkpoints is).
    fresh g200p10 ir-floor
    "$EX/floor" "$WORK/ir-floor.db" <"$(probe g200p10 1)"
    IR_FLOOR=$(ir "$EX/floor" "$WORK/ir-floor.db" <"$(probe g200p10 2)")
    rm -rf "$WORK/irb" && cp -r "$WORK/prod" "$WORK/irb"
    mv "$WORK/irb/traffic/cur/"* "$WORK/irb/traffic/new/"
    mv "$WORK/irb/register/cur/"* "$WORK/irb/register/new/"
    rm -rf "$WORK/irb/confirm"
    confirm irb $LOW
    IRB_N=$(find "$WORK/irb/traffic/new" -type f | wc -l)
    IR_BATCH=$(ir "$BIN" --db "$WORK/irb.db" --password-cost $LOW ingest --no-send --maildir "$WORK/irb/traffic")
    row ""
    row "instructions (callgrind; steady on a busy machine)"
    row "$(printf '  %-50s %12s' "floor process" "$IR_FLOOR")"
    row "$(printf '  %-50s %12s  (%.2fx floor)' "ingest process, one move mail, with delivery" "$IR_INGEST" "$(echo "$IR_INGEST / $IR_FLOOR" | bc -l)")"
    row "$(printf '  %-50s %12s  (%.2fx floor)' "the same, game at ply 1000" "$IR_PLY" "$(echo "$IR_PLY / $IR_FLOOR" | bc -l)")"
    row "$(printf '  %-50s %12s  (%.2fx floor)' "the same, $BIG_GAMES games" "$IR_BIG" "$(echo "$IR_BIG / $IR_FLOOR" | bc -l)")"
    row "$(printf '  %-50s %12s  (%.2fx floor)' "ingest --no-send process, one move mail" "$IR_NOSEND" "$(echo "$IR_NOSEND / $IR_FLOOR" | bc -l)")"
    row "$(printf '  %-50s %12.0f  (%d mails of %d games, %s)' "batch, per mail" "$(echo "$IR_BATCH / $IRB_N" | bc -l)" "$IRB_N" "$PROD_GAMES" $LOW)"
fi

# --- rules -----------------------------------------------------------------------------------
log "rules: cargo bench -p stratego-rules"
row ""
row "rules (cargo bench -p stratego-rules)"
cargo bench --quiet -p stratego-rules 2>/dev/null | grep -E '^(perft|random)' | sed 's/^/  /' >>"$TABLE"

echo
echo "stratego-pbem mail benchmark, $(date -u +%F), $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) (at the start: $LOAD_START); wall times are only as steady as the machine"
echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores, $(free -h | awk '/^Mem:/ {print $2}') RAM"
echo
cat "$TABLE"
