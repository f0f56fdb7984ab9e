#!/usr/bin/env bash
# A served run's online steps per second under abuse (scripts/lib/serve_abuse.py: 2,000 idle
# connections, a read-only command flood, a stalled viewer) against the same run unserved,
# alternated ROUNDS times in one sitting. DQN, demo preset, Pong.
#
#   bash scripts/bench/serve_abuse_sps.sh [ONLINE_STEPS] [ROUNDS]    (default 8000 steps, 2 rounds)
#
# ABUSER_NICE=19 runs the abuser at the lowest priority: an attacker elsewhere, whose CPU is
# not the trainer's (on a 2-core machine, any other busy process makes one of the trainer's
# two threads a straggler in every parallel step).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/lib/cpu_info.sh   # the machine these figures come from
STEPS="${1:-8000}"
ROUNDS="${2:-2}"
BIN="${BIN:-${CARGO_TARGET_DIR:-target}/release/reincarnate}"
OUT="${OUT:-/tmp/reincarnate-serve-abuse}"
PORT="${PORT:-7932}"
rm -rf "$OUT"; mkdir -p "$OUT"
ulimit -n 8192
sps() { grep -o 'online: [0-9]* steps in [0-9.]* s ([0-9.]* steps/s)' "$1" | grep -o '[0-9.]* steps/s'; }
for round in $(seq "$ROUNDS"); do
  "$BIN" dqn --preset demo --total-timesteps "$STEPS" --quiet --runs-dir "$OUT/plain$round" \
    > "$OUT/plain$round.log" 2>&1
  echo "round $round: unserved $(sps "$OUT/plain$round.log")"
  "$BIN" dqn --preset demo --total-timesteps "$STEPS" --quiet --serve "$PORT" \
    --runs-dir "$OUT/abused$round" > "$OUT/abused$round.log" 2>&1 &
  trainer=$!
  until grep -q "listening on" "$OUT/abused$round.log"; do sleep 0.2; done
  nice -n "${ABUSER_NICE:-0}" python3 scripts/lib/serve_abuse.py "$PORT" > "$OUT/abuse$round.log" 2>&1 &
  abuser=$!
  wait "$trainer"
  kill "$abuser" 2>/dev/null || true
  wait "$abuser" 2>/dev/null || true
  echo "round $round: served under abuse $(sps "$OUT/abused$round.log") ($(tail -1 "$OUT/abuse$round.log"))"
done
