#!/usr/bin/env bash
# The players of a generated traffic (examples/traffic.rs writes their registrations into a
# Maildir of their own) register into a database and reply to their confirmation mails,
# whose codes are random (read from the Reply-To of each), so that the database holds
# confirmed players before the traffic. The benchmarks call it before what they time.
#
#   benches/confirm-players.sh BIN DB PASSWORD_COST REGISTER_MAILDIR WORK_DIR
#
# WORK_DIR receives the confirmation mails (removed at the end) and the replies (kept).
set -euo pipefail
bin=$1 db=$2 cost=$3 register=$4 work=$5
out=$work/confirm-outbox dir=$work/confirm
"$bin" --db "$db" --transport "file:$out" --password-cost "$cost" \
    ingest --maildir "$register" 2>/dev/null
mkdir -p "$dir/new" "$dir/cur" "$dir/tmp"
for f in "$out"/*.eml; do
    to=$(tr -d '\r' <"$f" | sed -n 's/^To: //p' | head -n 1)
    code=$(tr -d '\r' <"$f" | sed -n 's/^Reply-To: .*<stratego+\([a-z0-9]*\)@.*$/\1/p')
    printf 'From: %s\r\nTo: stratego+%s@localhost\r\nSubject: Re: Stratego: registered\r\nMessage-ID: <confirm-%s@players.example>\r\n\r\nyes\r\n' \
        "$to" "$code" "$code" >"$dir/new/$code.eml"
done
"$bin" --db "$db" --transport "file:$out" --password-cost "$cost" \
    ingest --maildir "$dir" 2>/dev/null
rm -rf "$out"
