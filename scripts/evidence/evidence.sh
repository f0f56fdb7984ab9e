#!/usr/bin/env bash
# The evidence (docs/evidence.md): QDagger from the bundled teacher against DQN from scratch on Pong,
# seeds 1-5, the same budget each, as one resumable sweep; then the aggregate (teacher-
# normalised IQM and mean with 95% stratified bootstrap intervals, performance profiles,
# steps to 50% and 80% of the way from random to the teacher per seed, curves with the
# seeds' range shaded) into docs/evidence/.
#
#   bash scripts/evidence/evidence.sh [ONLINE_STEPS]        (default: 50000)
#
# Every run: Nature CNN student, 100,000-transition buffer, learning from step 10,000,
# epsilon over the first 10% of the online steps, target network every 1,000 steps, lambda
# from normalised scores; QDagger first plays 50,000 teacher steps (TEACHER_STEPS) and takes
# 20,000 offline gradient steps (OFFLINE_STEPS) on them. Every run evaluates itself every
# 5,000 online steps (10 games) and at its end (10 games), and keeps a checkpoint with its
# replay buffer every 10,000 steps, all of them kept (for re-evaluation).
#
# A second, small sweep runs the app's demo preset (QDagger, headless) with seeds 1-5: the
# online steps each seed needs to pass halfway from random to the teacher, which is what the
# demo's promise rests on (docs/evidence/demo/).
#
# Runs go to RUNS (default runs/evidence): main/ and demo/. Running the script again
# continues both sweeps where they stopped (each run from its last checkpoint). WORKERS
# (default 2) runs at once, each with the cores divided among them. BIN=path uses that
# binary instead of building one.
set -euo pipefail
cd "$(dirname "$0")/../.."
STEPS="${1:-50000}"
RUNS="${RUNS:-runs/evidence}"
WORKERS="${WORKERS:-2}"
TEACHER_STEPS="${TEACHER_STEPS:-50000}"
OFFLINE_STEPS="${OFFLINE_STEPS:-20000}"
if [ -z "${BIN:-}" ]; then
  cargo build --release --no-default-features
  BIN="${CARGO_TARGET_DIR:-target}/release/reincarnate"
fi
SEEDS=1,2,3,4,5

# sweep_or_continue DIR FLAGS...: start the sweep, or continue the one DIR holds.
sweep_or_continue() {
  local dir=$1
  shift
  if [ -f "$dir/sweep.toml" ]; then
    "$BIN" sweep --runs-dir "$dir" --workers "$WORKERS"
  else
    "$BIN" sweep --runs-dir "$dir" --workers "$WORKERS" "$@"
  fi
}

sweep_or_continue "$RUNS/main" --games Pong --seeds "$SEEDS" --algos qdagger,dqn \
  --teacher Pong=bundled -- \
  --total-timesteps "$STEPS" --student-arch nature --buffer-size 100000 \
  --learning-starts 10000 --exploration-fraction 0.1 --target-network-frequency 1000 \
  --teacher-steps "$TEACHER_STEPS" --offline-steps "$OFFLINE_STEPS" \
  --offline-eval-every $((OFFLINE_STEPS / 2)) --online-eval-every 5000 \
  --lambda-scores normalized --eval-episodes 10 \
  --checkpoint-every 10000 --keep-checkpoints 100 --checkpoint-buffer

sweep_or_continue "$RUNS/demo" --games Pong --seeds "$SEEDS" --algos qdagger \
  --teacher Pong=bundled -- --preset demo

mkdir -p docs/evidence
"$BIN" compare --aggregate "$RUNS/main" --out-dir docs/evidence --smooth 20 --reach 0.5,0.8
"$BIN" compare --aggregate "$RUNS/demo" --out-dir docs/evidence/demo --smooth 10 --reach 0.5
