#!/usr/bin/env bash
# The small sweep of docs/sweeps.md: QDagger against DQN from scratch on Pong and Breakout, 2 seeds,
# a short budget, then the aggregate into docs/sweep/.
#
#   bash scripts/evidence/sweep_example.sh
#
# Pong's teacher is the bundled one. Breakout's is one of our own: DQN from scratch for
# 150,000 steps (epsilon over the first 40,000, as in a 400,000-step run with CleanRL's 10%),
# exported with export-teacher into runs/breakout_teacher/teacher (about 45 minutes on one
# core; skipped when that directory exists, or TEACHER=DIR uses another). Runs go to runs/sweep/;
# running the script again continues where it stopped. BIN=path uses that binary instead of
# building one; WORKERS (default 2) runs at once.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -z "${BIN:-}" ]; then
  cargo build --release --no-default-features
  BIN=${CARGO_TARGET_DIR:-target}/release/reincarnate
fi
WORKERS="${WORKERS:-2}"
TEACHER="${TEACHER:-runs/breakout_teacher/teacher}"
if [ ! -f "$TEACHER/teacher.toml" ]; then
  dir=$(ls -d runs/breakout_teacher/BreakoutNoFrameskip-v4__breakout_teacher__1__* 2>/dev/null | head -1 || true)
  if [ -n "$dir" ] && [ -d "$dir/checkpoints" ]; then
    "$BIN" dqn --resume "$dir" --quiet
  else
    "$BIN" dqn --env-id BreakoutNoFrameskip-v4 --exp-name breakout_teacher --seed 1 \
      --total-timesteps 150000 --exploration-fraction 0.26666667 --buffer-size 100000 \
      --learning-starts 10000 --target-network-frequency 1000 --student-arch nature \
      --checkpoint-every 50000 --quiet --runs-dir runs/breakout_teacher
    dir=$(ls -d runs/breakout_teacher/BreakoutNoFrameskip-v4__breakout_teacher__1__* | head -1)
  fi
  "$BIN" export-teacher --run "$dir" --out "$TEACHER" --episodes 30
fi
"$BIN" sweep --games Pong,Breakout --seeds 1,2 --algos qdagger,dqn --runs-dir runs/sweep \
  --teacher Pong=bundled --teacher "Breakout=$TEACHER" --workers "$WORKERS" -- \
  --total-timesteps 20000 --student-arch nature --buffer-size 20000 --learning-starts 5000 \
  --exploration-fraction 0.1 --target-network-frequency 1000 --teacher-eval-episodes 5 \
  --teacher-steps 10000 --offline-steps 3000 --offline-eval-every 1500 \
  --lambda-scores normalized --eval-episodes 5 --checkpoint-every 5000 --checkpoint-buffer
"$BIN" compare --aggregate runs/sweep --out-dir docs/sweep --score eval --smooth 10
