#!/usr/bin/env bash
# The mailbox benchmark: `mailbox --once` (IMAP) against `ingest --maildir` on the same mails.
#
#   benches/mailbox.sh         # about 2 minutes on 2 cores after the release build; prints one
#                              # table. Run as root (for Dovecot).
#
# Builds release, generates traffic with examples/traffic.rs (GAMES games: challenges, deploys,
# moves, chat and deliberate errors; the players registered and confirmed before it, as in
# benches/mail.sh), starts a private Dovecot 2.3 (plain IMAP on 127.0.0.1, a free port, its
# own directory; installs dovecot-imapd if missing) and APPENDs the traffic into its INBOX in
# the Maildir's order. Then, turn about on fresh copies of the database (the players
# confirmed, none of the traffic applied: every run handles every mail anew), ROUNDS rounds
# of each of:
#   A. `mailbox --once --imap imap://stratego@127.0.0.1:PORT/INBOX`, the folder's marks
#      (\Seen StrategoHandled StrategoFailed) removed before each run (untimed);
#   B. `ingest --maildir` of a fresh copy of the traffic's Maildir (all in new/);
# with the replies delivered as files (each run into an outbox of its own) and with
# --no-send. The order of A and B swaps every round. Each run is checked: its summary line
# counts every mail, A marked every message StrategoHandled and none StrategoFailed, and
# A and B left as many replies (files and outbox rows) and games.
#
# Times are of whole processes: wall, and CPU (user + system) of the command itself; for A,
# beside it, the CPU Dovecot spent meanwhile (its master and every process under it, those
# that ended included: the imap process of A's login ends at its logout and is reaped by the
# master). The issue's target: a batch through `mailbox` costs at most 2x the same batch
# through `ingest --maildir`. Last, the IMAP side alone: the commands `mailbox` sends for one
# pass (SEARCH, then per 100 messages UID FETCH of the sizes, of the bodies, and UID STORE
# of the marks) from a small Python client, timed (benches/imap_append.py fetch); and, if
# strace is installed, the system calls of one untimed run of each (--no-send).
#
# Disk: the work directory grows to about 700 MB (each run keeps its database and outbox).
# Nothing is deleted before the end: removing many files just before a timed run makes ext4
# slow at creating files for minutes after (see part 6 of benches/mail.sh).
#
# Settings (environment): CARGO_TARGET_DIR (default ./target), GAMES (6, about 600 mails;
# the traffic must hold at least 300), ROUNDS (5), BENCH_DIR (work directory, default a
# fresh temporary one, removed at the end unless KEEP=1; Dovecot is stopped in any case).
set -euo pipefail
cd "$(dirname "$0")/.."

TARGET=${CARGO_TARGET_DIR:-$PWD/target}
PYTHON=${PYTHON:-python3}
GAMES=${GAMES:-6}
ROUNDS=${ROUNDS:-5}
LOW=8,1,1
WORK=${BENCH_DIR:-$(mktemp -d /tmp/stratego-mailbox-bench.XXXXXX)}
mkdir -p "$WORK"
# Dovecot's users (dovecot, mail) must reach its files.
chmod 755 "$WORK"
DV=$WORK/dovecot
DVCONF=$DV/dovecot.conf
stop_dovecot() { # ours only: the master of $DVCONF, by its pid file
    local pid
    if [ -f "$DV/run/master.pid" ]; then
        pid=$(cat "$DV/run/master.pid")
        doveadm -c "$DVCONF" stop 2>/dev/null || true
        for _ in $(seq 50); do
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.1
        done
    fi
}
if [ "${KEEP:-0}" != 1 ]; then
    trap 'stop_dovecot; rm -rf "$WORK"' EXIT
else
    trap 'stop_dovecot' EXIT
fi
trap 'exit 130' INT TERM

log() { echo "[$(date +%T)] $*" >&2; }

if [ "$(id -u)" != 0 ]; then
    echo "benches/mailbox.sh runs Dovecot as root (its processes change to the mail user)" >&2
    exit 1
fi
if ! command -v dovecot >/dev/null || [ ! -x /usr/lib/dovecot/imap ]; then
    log "installing dovecot-imapd"
    DEBIAN_FRONTEND=noninteractive apt-get install -y dovecot-imapd >/dev/null
    # The package starts the system's Dovecot on 143; this benchmark never uses it.
fi

LOAD_START=$(cut -d' ' -f1-3 /proc/loadavg)
log "building release..."
nice -n 10 cargo build --release --quiet --bin stratego-pbem --example traffic
BIN=$TARGET/release/stratego-pbem
EX=$TARGET/release/examples

# --- traffic and the confirmed players ------------------------------------------------------
log "generating the traffic: $GAMES games"
"$EX/traffic" --games "$GAMES" --out "$WORK/t" --seed 1 2>&1 | sed 's/^/  /' >&2
N=$(find "$WORK/t/traffic/new" -type f | wc -l)
if [ "$N" -lt 300 ]; then
    echo "the traffic holds $N mails, fewer than 300: raise GAMES" >&2
    exit 1
fi
sqlite_checkpoint() {
    "$PYTHON" -c 'import sqlite3, sys; sqlite3.connect(sys.argv[1]).execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()' "$1"
}
count() { "$PYTHON" -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute(sys.argv[2]).fetchone()[0])' "$@"; }
# The players register (t/register) and reply to their confirmation mails (their codes are
# random: read from the Reply-To of each), into an empty base.db. Not timed. As in
# benches/mail.sh: the codes are random, so the replies cannot be part of the traffic.
log "registering and confirming the players"
benches/confirm-players.sh "$BIN" "$WORK/base.db" "$LOW" "$WORK/t/register" "$WORK/t"
sqlite_checkpoint "$WORK/base.db"
PLAYERS=$(count "$WORK/base.db" "SELECT count(*) FROM users")

# --- Dovecot ---------------------------------------------------------------------------------
PORT=$("$PYTHON" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
mkdir -p "$DV/run" "$DV/state" "$DV/mail"
chown mail:mail "$DV/mail"
echo 'stratego:{PLAIN}pw' >"$DV/passwd"
cat >"$DVCONF" <<EOF
base_dir = $DV/run
state_dir = $DV/state
listen = 127.0.0.1
protocols = imap
first_valid_uid = 1
first_valid_gid = 1
ssl = no
disable_plaintext_auth = no
log_path = $DV/dovecot.log
mail_location = maildir:$DV/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u $DV/passwd
}
userdb {
  driver = static
  args = uid=mail gid=mail home=$DV/mail/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = $PORT
  }
  inet_listener imaps {
    port = 0
  }
}
EOF
log "starting Dovecot on 127.0.0.1:$PORT"
dovecot -c "$DVCONF"
for _ in $(seq 50); do
    [ -s "$DV/run/master.pid" ] && "$PYTHON" -c 'import socket, sys; socket.create_connection(("127.0.0.1", int(sys.argv[1])), 1).close()' "$PORT" 2>/dev/null && break
    sleep 0.1
done
DV_PID=$(cat "$DV/run/master.pid")
DOVECOT_VERSION=$(dovecot --version | cut -d' ' -f1)
export STRATEGO_IMAP_PASSWORD=pw
IMAP() { "$PYTHON" benches/imap_append.py "$PORT" "$@"; }
log "appending the $N mails into the INBOX"
APPENDED=$(IMAP append "$WORK/t/traffic")
[ "$APPENDED" = "$N" ] || { echo "appended $APPENDED of $N" >&2; exit 1; }

# --- timed runs ------------------------------------------------------------------------------
# timed ERRFILE COMMAND...: runs it (its stdout thrown away, its stderr into ERRFILE), prints
# "WALL CPU DOVECOT_CPU" in seconds: CPU the user + system time of the command; DOVECOT_CPU
# that of Dovecot's processes (its master and all under it, ended ones included) over the
# run, read after their imap process has ended.
timed() {
    "$PYTHON" - "$DV_PID" "$@" <<'EOF'
import os, subprocess, sys, time
master, err, cmd = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
tick = os.sysconf("SC_CLK_TCK")

def tree():
    """CPU seconds of master and its descendants, and whether an imap process is among them."""
    stats = {}
    for pid in os.listdir("/proc"):
        if pid.isdigit():
            try:
                raw = open(f"/proc/{pid}/stat").read()
            except OSError:
                continue
            comm = raw[raw.index("(") + 1:raw.rindex(")")]
            f = raw[raw.rindex(")") + 2:].split()
            # f[1] ppid; f[11..14] utime stime cutime cstime
            stats[int(pid)] = (int(f[1]), comm, sum(int(x) for x in f[11:15]))
    keep, todo = set(), [master]
    while todo:
        p = todo.pop()
        keep.add(p)
        todo.extend(c for c, s in stats.items() if s[0] == p and c not in keep)
    return (sum(stats[p][2] for p in keep if p in stats) / tick,
            any(stats[p][1] == "imap" for p in keep if p in stats))

d0, _ = tree()
t, c = time.monotonic(), os.times()
with open(err, "w") as e:
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=e, check=True)
wall = time.monotonic() - t
d = os.times()
for _ in range(50):  # the imap process of the login ends after the logout
    d1, busy = tree()
    if not busy:
        break
    time.sleep(0.1)
time.sleep(0.2)
d1, _ = tree()
print(f"{wall:.3f} {d.children_user - c.children_user + d.children_system - c.children_system:.3f} {d1 - d0:.3f}")
EOF
}
median() { sort -g | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }
minmax() { sort -g | awk 'NR == 1 {lo = $1} {hi = $1} END {printf "%.2f-%.2fx", lo, hi}'; }
div() { echo "$1 / $2" | bc -l; }
fail() { echo "CHECK FAILED: $*" >&2; exit 1; }
fresh_db() { # NAME: a copy of base.db
    rm -f "$WORK/$1.db" "$WORK/$1.db-wal" "$WORK/$1.db-shm"
    cp "$WORK/base.db" "$WORK/$1.db"
}

TABLE=$WORK/table.txt
: >"$TABLE"
row() { echo "$*" >>"$TABLE"; }

# run_a NAME SEND_FLAG / run_b NAME SEND_FLAG: one timed run; prints "WALL CPU DOVECOT_CPU".
run_a() {
    fresh_db "$1"
    IMAP reset
    [ "$(IMAP count)" = "$N 0 0 0" ] || fail "$1: the folder's marks were not reset: $(IMAP count)"
    sync
    # shellcheck disable=SC2086
    timed "$WORK/$1.err" "$BIN" --db "$WORK/$1.db" --transport "file:$WORK/$1.outbox" \
        --password-cost $LOW mailbox --once $2 --imap "imap://stratego@127.0.0.1:$PORT/INBOX"
    grep -q "^stratego-pbem: mailbox: $N mails: " "$WORK/$1.err" ||
        fail "$1: mailbox did not handle all $N mails: $(tail -n 3 "$WORK/$1.err")"
    [ "$(IMAP count)" = "$N $N 0 $N" ] || fail "$1: not every message marked handled: $(IMAP count)"
}
run_b() {
    fresh_db "$1"
    cp -r "$WORK/t/traffic" "$WORK/$1.md"
    sync
    # shellcheck disable=SC2086
    timed "$WORK/$1.err" "$BIN" --db "$WORK/$1.db" --transport "file:$WORK/$1.outbox" \
        --password-cost $LOW ingest $2 --maildir "$WORK/$1.md"
    grep -q "^stratego-pbem: $N mails: " "$WORK/$1.err" ||
        fail "$1: ingest did not handle all $N mails: $(tail -n 3 "$WORK/$1.err")"
}
files() { # NAME: the reply files in NAME's outbox (none made: 0)
    if [ -d "$WORK/$1.outbox" ]; then find "$WORK/$1.outbox" -type f -name '*.eml' | wc -l; else echo 0; fi
}
# same A B: the two runs left as many reply files, outbox rows and games, and the same summary.
same() {
    local a b q
    [ "$(files "$1")" = "$(files "$2")" ] || fail "$1 and $2 differ in reply files: $(files "$1") and $(files "$2")"
    for q in "SELECT count(*) FROM outbox" "SELECT count(*) FROM games"; do
        a=$(count "$WORK/$1.db" "$q") b=$(count "$WORK/$2.db" "$q")
        [ "$a" = "$b" ] || fail "$1 and $2 differ in $q: $a and $b"
    done
    a=$(sed -n 's/^stratego-pbem: mailbox: \([0-9]* mails: \)/\1/p' "$WORK/$1.err")
    b=$(sed -n 's/^stratego-pbem: \([0-9]* mails: \)/\1/p' "$WORK/$2.err")
    [ "$a" = "$b" ] || fail "$1 and $2 differ in their summaries: $a / $b"
}

row "mailbox: \`mailbox --once\` over IMAP (Dovecot $DOVECOT_VERSION, 127.0.0.1) against \`ingest --maildir\`,"
row "  $N mails ($GAMES games of $PLAYERS confirmed players; Argon2id $LOW), $ROUNDS rounds turn about on fresh copies;"
row "  CPU: user + system of the command; +dv: Dovecot's processes over the same run"
SUMMARY=""
for mode in files nosend; do
    if [ $mode = files ]; then flag=""; label="replies delivered as files"; else flag="--no-send"; label="--no-send"; fi
    ratios="" cpu_ratios="" all_ratios="" wa="" wb="" ca="" cb="" cd=""
    row ""
    row "  $label"
    # One untimed run of each first: the first runs after the setup read slower (the binary,
    # the copies and Dovecot's files not yet in the page cache, Dovecot's index not yet built).
    log "$label, warming up"
    run_a "a-$mode-warm" "$flag" >/dev/null
    run_b "b-$mode-warm" "$flag" >/dev/null
    same "a-$mode-warm" "b-$mode-warm"
    for r in $(seq "$ROUNDS"); do
        log "$label, round $r of $ROUNDS"
        if [ $((r % 2)) = 1 ]; then
            read -r a_wall a_cpu a_dv < <(run_a "a-$mode-$r" "$flag")
            read -r b_wall b_cpu _ < <(run_b "b-$mode-$r" "$flag")
            order="A first"
        else
            read -r b_wall b_cpu _ < <(run_b "b-$mode-$r" "$flag")
            read -r a_wall a_cpu a_dv < <(run_a "a-$mode-$r" "$flag")
            order="B first"
        fi
        [ -n "${a_wall:-}" ] && [ -n "${b_wall:-}" ] || fail "round $r ($mode) did not run"
        same "a-$mode-$r" "b-$mode-$r"
        [ $mode = files ] || [ "$(files "a-$mode-$r")" = 0 ] || fail "--no-send delivered replies"
        replies=$(files "a-$mode-$r")
        ratios+="$(div "$a_wall" "$b_wall")"$'\n'
        cpu_ratios+="$(div "$a_cpu" "$b_cpu")"$'\n'
        all_ratios+="$(div "($a_cpu + $a_dv)" "$b_cpu")"$'\n'
        wa+="$a_wall"$'\n' wb+="$b_wall"$'\n' ca+="$a_cpu"$'\n' cb+="$b_cpu"$'\n' cd+="$a_dv"$'\n'
        row "$(printf '    round %d (%s): ingest %5.2f s (%4.0f mails/s, CPU %5.2f s); mailbox %5.2f s (%4.0f mails/s, CPU %5.2f s +dv %4.2f s): %.2fx  (CPU %.2fx, +dv %.2fx)%s' \
            "$r" "$order" "$b_wall" "$(div "$N" "$b_wall")" "$b_cpu" "$a_wall" "$(div "$N" "$a_wall")" "$a_cpu" "$a_dv" \
            "$(div "$a_wall" "$b_wall")" "$(div "$a_cpu" "$b_cpu")" "$(div "($a_cpu + $a_dv)" "$b_cpu")" \
            "$([ $mode = files ] && echo "; $replies replies each")")"
    done
    mwa=$(printf '%s' "$wa" | median) mwb=$(printf '%s' "$wb" | median)
    row "$(printf '    median: ingest %5.2f s (%4.0f mails/s, CPU %5.2f s); mailbox %5.2f s (%4.0f mails/s, CPU %5.2f s +dv %4.2f s)' \
        "$mwb" "$(div "$N" "$mwb")" "$(printf '%s' "$cb" | median)" \
        "$mwa" "$(div "$N" "$mwa")" "$(printf '%s' "$ca" | median)" "$(printf '%s' "$cd" | median)")"
    line=$(printf '    %-40s %5.2fx  (rounds %s; CPU %.2fx, rounds %s; +dv %.2fx; target: at most 2x)' \
        "mailbox / ingest --maildir, $label" \
        "$(printf '%s' "$ratios" | median)" "$(printf '%s' "$ratios" | minmax)" \
        "$(printf '%s' "$cpu_ratios" | median)" "$(printf '%s' "$cpu_ratios" | minmax)" \
        "$(printf '%s' "$all_ratios" | median)")
    row "$line"
    SUMMARY+="$line"$'\n'
done

# --- the IMAP side alone ---------------------------------------------------------------------
log "the IMAP side alone (Python client)"
row ""
row "  the IMAP side alone: what \`mailbox\` asks of Dovecot for one pass, from a Python client (imaplib)"
for r in $(seq "$ROUNDS"); do
    IMAP reset
    sync
    read -r m bytes t_search t_size t_body t_store < <(IMAP fetch 100)
    [ "$m" = "$N" ] || fail "the Python client found $m of $N messages"
    row "$(printf '    round %d: %d messages, %.0f KiB: SEARCH %.3f s, FETCH sizes %.3f s, FETCH bodies %.3f s, STORE marks %.3f s; total %.3f s' \
        "$r" "$m" "$(div "$bytes" 1024)" "$t_search" "$t_size" "$t_body" "$t_store" \
        "$(echo "$t_search + $t_size + $t_body + $t_store" | bc -l)")"
done

# --- syscalls --------------------------------------------------------------------------------
# One untimed run of each under strace -f -c (--no-send): all system calls, and the syncs.
if command -v strace >/dev/null; then
    log "system calls (strace -c -f)"
    row ""
    row "  system calls of one run (--no-send, strace -f -c; untimed): total, syncs, and the most frequent"
    # strace_row LABEL NAME: the summary of NAME.strace as one row.
    strace_row() {
        row "$(awk -v label="$1" '
            $1 ~ /^[0-9.]+$/ && $NF != "total" { calls[$NF] = $4 }
            $NF == "total" { total = $4 }
            END {
                syncs = calls["fsync"] + calls["fdatasync"] + calls["syncfs"] + calls["sync_file_range"]
                top = ""; k = 0
                while (k < 5) {
                    best = ""; for (c in calls) if (best == "" || calls[c] > calls[best]) best = c
                    if (best == "") break
                    top = top sprintf("%s%s %d", (k ? ", " : ""), best, calls[best]); delete calls[best]; k++
                }
                printf "    %-8s %6d calls, %3d syncs; %s", label, total, syncs, top
            }' "$WORK/$2.strace")"
    }
    fresh_db s-a
    IMAP reset
    strace -f -c -o "$WORK/s-a.strace" "$BIN" --db "$WORK/s-a.db" --password-cost $LOW \
        mailbox --once --no-send --imap "imap://stratego@127.0.0.1:$PORT/INBOX" 2>"$WORK/s-a.err"
    grep -q "^stratego-pbem: mailbox: $N mails: " "$WORK/s-a.err" || fail "s-a: not every mail handled"
    fresh_db s-b
    cp -r "$WORK/t/traffic" "$WORK/s-b.md"
    strace -f -c -o "$WORK/s-b.strace" "$BIN" --db "$WORK/s-b.db" --password-cost $LOW \
        ingest --no-send --maildir "$WORK/s-b.md" 2>"$WORK/s-b.err"
    grep -q "^stratego-pbem: $N mails: " "$WORK/s-b.err" || fail "s-b: not every mail handled"
    strace_row mailbox s-a
    strace_row ingest s-b
fi

echo
echo "stratego-pbem mailbox benchmark, $(date -u +%F), $(git rev-parse --short HEAD 2>/dev/null || echo '?')$(git diff --quiet HEAD -- src 2>/dev/null || echo ' (src/ changed since)')"
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) (at the start: $LOAD_START); wall times are only as steady as the machine"
echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores, $(free -h | awk '/^Mem:/ {print $2}') RAM"
echo
cat "$TABLE"
