#!/usr/bin/env bash
# A served run's online steps per second with read-only viewers flooding it
# (scripts/lib/serve_readers_flood.py: VIEWERS binary viewers sending map wishes and VIEWERS
# pages sending "Drawn", as fast as their sockets take them, reading everything) against the
# same served run without viewers, alternated ROUNDS times in one sitting. DQN, demo preset,
# Pong, --public-read.
#
#   bash scripts/bench/serve_readers_sps.sh [ONLINE_STEPS] [ROUNDS] [VIEWERS]   (8000, 2, 11)
#
# ABUSER_NICE (default 19) is the flood's priority: an attacker elsewhere, whose CPU is not the
# trainer's (on a 2-core machine any other busy process slows the trainer's threads, whatever
# the server does).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/lib/cpu_info.sh   # the machine these figures come from
STEPS="${1:-8000}"
ROUNDS="${2:-2}"
VIEWERS="${3:-11}"
BIN="${BIN:-${CARGO_TARGET_DIR:-target}/release/reincarnate}"
OUT="${OUT:-/tmp/reincarnate-serve-readers}"
PORT="${PORT:-7933}"
rm -rf "$OUT"; mkdir -p "$OUT"
sps() { grep -o 'online: [0-9]* steps in [0-9.]* s ([0-9.]* steps/s)' "$1" | grep -o '[0-9.]* steps/s'; }
served() { # NAME: a served run; with FLOOD=1, flooded once it listens
  "$BIN" dqn --preset demo --total-timesteps "$STEPS" --quiet --serve "$PORT" --public-read \
    --runs-dir "$OUT/$1" > "$OUT/$1.log" 2>&1 &
  local trainer=$!
  until grep -q "listening on" "$OUT/$1.log"; do sleep 0.2; done
  local flood=""
  if [[ "${FLOOD:-0}" == 1 ]]; then
    nice -n "${ABUSER_NICE:-19}" python3 scripts/lib/serve_readers_flood.py "$PORT" "$VIEWERS" \
      > "$OUT/$1.flood.log" 2>&1 &
    flood=$!
  fi
  wait "$trainer"
  if [[ -n "$flood" ]]; then kill "$flood" 2>/dev/null || true; wait "$flood" 2>/dev/null || true; fi
}
for round in $(seq "$ROUNDS"); do
  FLOOD=0 served "quiet$round"
  echo "round $round: served, no viewer $(sps "$OUT/quiet$round.log")"
  FLOOD=1 served "flooded$round"
  echo "round $round: served, $VIEWERS + $VIEWERS read-only viewers flooding $(sps "$OUT/flooded$round.log") ($(tail -1 "$OUT/flooded$round.flood.log"))"
done
