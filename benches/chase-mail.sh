#!/bin/bash
# Instruction count of one move mail (ply 10 of the small-board chase of tests/game/chase.rs,
# whose board mail to the chaser carries the notice) with the more-squares rule on and off.
# Needs valgrind and `cargo build --release`. Figures in docs/PERFORMANCE.md.
set -e
BIN=${BIN:-$(cd "$(dirname "$0")/.." && pwd)/target/release/stratego-pbem}
measure() {
  local opt="$1" dir; dir=$(mktemp -d)
  export STRATEGO_DB=$dir/db STRATEGO_TRANSPORT=file:$dir/outbox STRATEGO_FROM=stratego@pbem.example \
    STRATEGO_PASSWORD_COST=8,1,1 STRATEGO_NOW=1795000000 STRATEGO_REPLY_LIMIT=100000
  n=0
  mail() { n=$((n+1)); printf 'From: %s@example.org\r\nTo: stratego@pbem.example\r\nSubject: %s\r\nDate: Fri, 20 Nov 2026 12:00:00 +0000\r\nMessage-ID: <m-%s-%s@x>\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n%s\r\n' "$1" "$2" "$RANDOM$RANDOM$RANDOM" "${opt:-on}" "$3"; }
  cd $dir
  mail alice "stratego register alice pw-alice" | $BIN ingest >/dev/null 2>&1
  mail bob "stratego register bob pw-bob" | $BIN ingest >/dev/null 2>&1
  mail alice "stratego challenge alice bob -small $opt" | $BIN ingest >/dev/null 2>&1
  mail alice "stratego deploy 1 alice pw-alice" "$(printf '29477499\r\n5S793785\r\n8B8BFB8B')" | $BIN ingest >/dev/null 2>&1
  mail bob "stratego deploy 1 bob pw-bob" "$(printf '78425979\r\n34577899\r\n8BFBSB8B')" | $BIN ingest >/dev/null 2>&1
  i=0
  for mv in a3-a4 b6-b5 a4-b4 b5-a5 b4-b5 a5-a4 b5-a5 a4-b4 a5-a4; do
    u=alice; [ $((i%2)) = 1 ] && u=bob; i=$((i+1))
    mail $u "stratego move 1 $u pw-$u $mv" | $BIN ingest >/dev/null 2>&1
  done
  mail bob "stratego move 1 bob pw-bob b4-b5" > $dir/last.eml
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null $BIN ingest < $dir/last.eml 2>&1 | grep -E "I *refs" | sed "s/^/chase $opt: /"
  grep -l "More-squares" $dir/outbox/* 2>/dev/null | wc -l | sed "s/^/  mails with the notice: /"
  rm -rf $dir
}
measure ""
measure "-chase=off"
