#!/usr/bin/env bash
# How long a run takes from SIGTERM to its exit (the figure to pick a Slurm warning time
# from): a DQN run of the demo preset fills a replay buffer of BUFFER transitions without
# learning (--learning-starts above it, so the buffer fills fast), gets SIGTERM once the
# buffer is full, and the seconds to its exit are printed, with and without
# --checkpoint-buffer.
#
#   bash scripts/bench/stop_time.sh [BUFFER]      (default 100000)
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/lib/cpu_info.sh   # the machine these figures come from
buffer="${1:-100000}"
bin="${CARGO_TARGET_DIR:-target}/release/reincarnate"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
for keep in "" "--checkpoint-buffer"; do
  runs="$tmp/runs$keep"
  "$bin" dqn --preset demo --env-id PongNoFrameskip-v4 --quiet --num-envs 4 \
    --buffer-size "$buffer" --learning-starts $((buffer * 2)) --total-timesteps $((buffer * 4)) \
    --checkpoint-every 100000000 --runs-dir "$runs" $keep >"$tmp/out" 2>&1 &
  pid=$!
  # Full once the progress line says so.
  until grep -qE "progress: online ([0-9]+)" "$tmp/out" &&
    [ "$(grep -oE 'progress: online [0-9]+' "$tmp/out" | tail -1 | awk '{print $3}')" -ge "$buffer" ]; do
    sleep 1
  done
  start=$(date +%s.%N)
  kill -TERM "$pid"
  wait "$pid" || true
  end=$(date +%s.%N)
  size=$(du -sh "$runs"/*/checkpoints/step_* | tail -1 | cut -f1)
  echo "${keep:-without --checkpoint-buffer}: SIGTERM to exit $(echo "$end - $start" | bc) s (checkpoint $size)"
done
