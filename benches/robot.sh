#!/usr/bin/env bash
# The robot's strength benchmark (docs/ROBOT.md): the robot (src/robot/) against the computer
# players of the UCC 2012 Stratego competition, each an external program that speaks the
# competition's protocol, refereed by examples/ucc_arena/. Not a test: it takes a while.
#
#   benches/robot.sh OPPONENTS_DIR [GAMES] [MAX_PLIES]
#   UCC_OPPONENTS=DIR benches/robot.sh
#
# The robot plays by mail, as a player meets it: the program's army and moves are mailed to
# the release binary (`stratego-pbem ingest`, a SQLite file and an .eml outbox in a scratch
# directory) as replies, and the robot's moves are read from the answers. ROBOT_BENCH_DIRECT=1
# calls robot::decide in the referee instead (the same moves, no mail; for tuning).
#
# OPPONENTS_DIR holds the built programs (basic_cpp, basic_python, celsius, peternlewis,
# ramen), as the competition's build.sh makes them; they are not part of this repository.
# GAMES per opponent (default 100, half with each colour), MAX_PLIES a game may last before
# it is called a draw (default 2000). Prints one table row per opponent, and keeps each
# game's line in target/robot-bench/OPPONENT.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-${UCC_OPPONENTS:-}}
games=${2:-100}
plies=${3:-2000}
if [ -z "$dir" ] || [ ! -d "$dir" ]; then
  echo "usage: benches/robot.sh OPPONENTS_DIR [GAMES] [MAX_PLIES] (or set UCC_OPPONENTS)" >&2
  exit 2
fi
cargo build --release --locked --bin stratego-pbem --example ucc_arena >&2
target=${CARGO_TARGET_DIR:-target}
out=$target/robot-bench
mkdir -p "$out"
mail=(--by-mail "$target/release/stratego-pbem")
if [ -n "${ROBOT_BENCH_DIRECT:-}" ]; then
  mail=()
fi
echo "| opponent | games | won | lost | drawn | faults | robot CPU per move: median | max | mail: median | max |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
for p in basic_cpp basic_python celsius peternlewis ramen; do
  if [ ! -x "$dir/$p" ]; then
    echo "$p: not found in $dir, skipped" >&2
    continue
  fi
  "$target"/release/examples/ucc_arena "${mail[@]}" "$dir/$p" "$games" 1 "$plies" > "$out/$p.txt"
  # SUMMARY name won W lost L drawn D faults F robot_cpu_ms median M max X moves N
  #   [mail_ms median M max X mail_cpu_ms median M max X mails N]
  awk -v g="$games" '/^SUMMARY/ {
    m = ($18 == "" ? "-" : $20 " ms"); x = ($18 == "" ? "-" : $22 " ms")
    printf "| %s | %d | %d | %d | %d | %d | %s ms | %s ms | %s | %s |\n", $2, g, $4, $6, $8, $10, $13, $15, m, x
  }' "$out/$p.txt"
done
