#!/usr/bin/env bash
# The trainer's online steps per second while it serves: with no viewer, one stalled viewer
# (a `watch` stopped with SIGSTOP, so its socket fills), and three live viewers (`watch`),
# then no viewer again (the machine's drift). DQN, demo preset, Pong.
#
#   bash scripts/bench/serve_sps.sh [ONLINE_STEPS]    (default 8000)
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/lib/cpu_info.sh   # the machine these figures come from
STEPS="${1:-8000}"
BIN="${BIN:-${CARGO_TARGET_DIR:-target}/release/reincarnate}"
OUT="${OUT:-/tmp/reincarnate-serve-sps}"
PORT="${PORT:-7931}"
rm -rf "$OUT"; mkdir -p "$OUT"
run() { # name, number of viewers, stall (1/0)
  local name=$1 viewers=$2 stall=$3 log="$OUT/$1.log"
  "$BIN" dqn --preset demo --total-timesteps "$STEPS" --quiet --serve "$PORT" \
    --runs-dir "$OUT/$name" > "$log" 2>&1 &
  local trainer=$!
  until grep -q "listening on" "$log"; do sleep 0.2; done
  local pids=()
  for _ in $(seq "$viewers"); do
    "$BIN" watch "127.0.0.1:$PORT" --quiet > /dev/null 2>&1 &
    pids+=($!)
  done
  if [ "$stall" = 1 ]; then sleep 1; kill -STOP "${pids[@]}"; fi
  wait "$trainer"
  for p in "${pids[@]}"; do kill -CONT "$p" 2>/dev/null || true; kill "$p" 2>/dev/null || true; done
  echo "  $name: $(grep -o 'online: [0-9]* steps in [0-9.]* s ([0-9.]* steps/s)' "$log")"
}
echo "online steps/s of a serving DQN trainer ($STEPS steps):"
run none 0 0
run stalled 1 1
run live3 3 0
run none-again 0 0
