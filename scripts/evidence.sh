#!/usr/bin/env bash
# Reincarnation against learning from scratch on Pong, with the same budget and seeds:
# QDagger from the bundled teacher (lambda from normalised scores) and DQN from scratch, both
# with the Nature CNN student, then one PNG of both learning curves against online steps with
# the teacher's return as a line, and the steps each needs to reach 80% of the way from a
# random policy (its return measured by the QDagger run, about -20.7) to the teacher.
#
#   bash scripts/evidence.sh [ONLINE_STEPS] [SEEDS...]     (defaults: 100000, seed 1)
#
# QDagger also gets TEACHER_STEPS of the teacher's play (default 50000) and OFFLINE_STEPS
# gradient steps on them (default 20000) before its online steps. Runs go to runs/evidence/;
# a stopped script continues where it was with --resume (run it again). BIN=path uses that
# binary instead of building one; BASELINE=R sets the random policy's return for the plot
# (default: the one a QDagger run measured). On a 2-core CPU, 100,000 online steps take about
# 8 (DQN) to 12 (QDagger) minutes, QDagger's offline phase about 8 more.
set -euo pipefail
cd "$(dirname "$0")/.."
STEPS="${1:-100000}"
shift || true
SEEDS=("${@:-1}")
TEACHER_STEPS="${TEACHER_STEPS:-50000}"
OFFLINE_STEPS="${OFFLINE_STEPS:-20000}"
if [ -z "${BIN:-}" ]; then
  cargo build --release --no-default-features
  BIN=target/release/reincarnate
fi
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
    --teacher bundled --lambda-scores normalized --teacher-steps "$TEACHER_STEPS" \
    --offline-steps "$OFFLINE_STEPS" --offline-eval-every $((OFFLINE_STEPS / 2)) "${COMMON[@]}"
  run_or_resume "dqn_s$seed" dqn --exp-name "dqn_s$seed" --seed "$seed" "${COMMON[@]}"
done
# The teacher's line is its 30-game evaluation from teacher.toml (each QDagger run measures it
# again over only 10 games).
TEACHER_RETURN=$(sed -n 's/^eval_return_mean *= *//p' assets/teachers/pong/teacher.toml)
"$BIN" compare "$OUT"/* --online-steps --smooth 20 --out docs/evidence.png \
  --teacher-return "$TEACHER_RETURN" ${BASELINE:+--baseline "$BASELINE"} \
  --title "Pong: QDagger from the bundled teacher vs DQN from scratch ($STEPS online steps)"
