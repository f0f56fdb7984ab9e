#!/usr/bin/env bash
# Online steps per second of each side of a race, alone and racing: QDagger (`train`) and
# DQN (`dqn`) each alone with every core, then `race` with half the cores each. Demo preset,
# a short offline phase; run it on a quiet machine.
#   bash scripts/bench/race_sps.sh [ONLINE_STEPS]    (default 10000)
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/lib/cpu_info.sh   # the machine these figures come from
BIN=${BIN:-${CARGO_TARGET_DIR:-target}/release/reincarnate}
OUT=${OUT:-/tmp/reincarnate-race-sps}
STEPS=${1:-10000}
FLAGS=(--preset demo --offline-steps 500 --teacher-steps 5000 --total-timesteps "$STEPS"
       --quiet --runs-dir "$OUT")
rm -rf "$OUT"
# "[side] online: N steps in T s (R steps/s)" -> R
rate() { sed -nE 's/^(\[[a-z]+\] )?online: .*\(([0-9.]+) steps\/s\)$/\2/p'; }
alone_q=$("$BIN" train "${FLAGS[@]}" | rate)
alone_d=$("$BIN" dqn "${FLAGS[@]}" | rate)
race=$("$BIN" race --headless "${FLAGS[@]}")
race_q=$(grep '^\[qdagger\]' <<<"$race" | rate)
race_d=$(grep '^\[dqn\]' <<<"$race" | rate)
echo "online steps/s over $STEPS steps ($(nproc) cores):"
echo "  QDagger: alone $alone_q, in the race $race_q"
echo "  DQN:     alone $alone_d, in the race $race_d"
grep -A3 '^steps to 50%' <<<"$race" || true
