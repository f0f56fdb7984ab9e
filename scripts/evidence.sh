#!/usr/bin/env bash
# Reincarnation against learning from scratch on Pong, with the same budget and seeds:
# QDagger from the bundled teacher and DQN from scratch, both with the Nature CNN student,
# then one PNG of both learning curves with the teacher's return as a line, and the steps
# each needs to reach 80% of the teacher's return (from a random policy's -20.7).
#
#   bash scripts/evidence.sh [ONLINE_STEPS] [SEEDS...]     (defaults: 200000, seed 1)
#
# Runs go to runs/evidence/; a stopped script continues where it was with --resume (run it
# again). On a 2-core CPU, 200,000 online steps take several hours per run.
set -euo pipefail
cd "$(dirname "$0")/.."
STEPS="${1:-200000}"
shift || true
SEEDS=("${@:-1}")
BIN=target/release/reincarnate
cargo build --release --no-default-features
OUT=runs/evidence
mkdir -p "$OUT"
# Smaller buffers and an exploration over 10% of the budget, as the bundled teacher's own run.
COMMON=(--env-id PongNoFrameskip-v4 --total-timesteps "$STEPS" --buffer-size 100000
  --learning-starts 10000 --exploration-fraction 0.1 --target-network-frequency 1000
  --student-arch nature --quiet --runs-dir "$OUT")

run_or_resume() { # name, then the command's arguments
  local name=$1; shift
  local dir
  dir=$(ls -d "$OUT"/*__"$name"__* 2>/dev/null | head -1 || true)
  if [ -n "$dir" ] && [ -d "$dir/checkpoints" ]; then
    "$BIN" "$1" --resume "$dir"
  else
    "$BIN" "$@"
  fi
}

for seed in "${SEEDS[@]}"; do
  run_or_resume "qdagger_s$seed" train --exp-name "qdagger_s$seed" --seed "$seed" \
    --teacher bundled --teacher-steps 100000 --offline-steps 50000 --offline-eval-every 25000 "${COMMON[@]}"
  run_or_resume "dqn_s$seed" dqn --exp-name "dqn_s$seed" --seed "$seed" "${COMMON[@]}"
done
"$BIN" compare "$OUT"/* --baseline -20.7 --smooth 20 --out docs/evidence.png \
  --title "Pong: QDagger from the bundled teacher vs DQN from scratch ($STEPS online steps)"
