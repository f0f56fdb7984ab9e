#!/usr/bin/env bash
# The learner's side-by-side table: `cargo bench --bench learner` against the same operations
# in PyTorch (scripts/peer_update_bench.py), with 1 and 2 threads, in one sitting. Prints a
# Markdown table (medians). Needs PyTorch (`pip install torch`); stop other work first.
#
#   bash scripts/learner_side_by_side.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/cpu_info.sh   # the machine these figures come from
PYTHON=${PYTHON:-python3}
declare -A ours theirs
rows=(
  "update_batch32/qdagger_impala_student|qdagger update, impala student|QDagger update, IMPALA student (student fwd+bwd, target fwd, teacher fwd, Adam)"
  "update_batch32/dqn_impala|dqn update, impala|DQN update, IMPALA"
  "update_batch32/qdagger_nature_student|qdagger update, nature student|QDagger update, Nature student"
  "update_batch32/dqn_nature|dqn update, nature|DQN update, Nature"
  "act_forward_batch1/nature|forward batch 1, nature|forward, batch 1, Nature"
  "act_forward_batch1/impala|forward batch 1, impala|forward, batch 1, IMPALA"
)
median_ms() { # criterion's median of a benchmark, in ms
  "$PYTHON" -c 'import json,sys; print(json.load(open(sys.argv[1]))["median"]["point_estimate"] / 1e6)' \
    "${CARGO_TARGET_DIR:-target}/criterion/$1/new/estimates.json"
}
fmt() { "$PYTHON" -c 'import sys; v=float(sys.argv[1]); print(f"{v:.2f} ms" if v < 10 else f"{v:.0f} ms")' "$1"; }
for threads in 1 2; do
  RAYON_NUM_THREADS=$threads cargo bench --no-default-features --bench learner -- \
    'update_batch32|act_forward_batch1' >/dev/null 2>&1
  peer=$("$PYTHON" scripts/peer_update_bench.py --threads "$threads")
  for row in "${rows[@]}"; do
    IFS='|' read -r bench label _ <<<"$row"
    ours[$bench,$threads]=$(fmt "$(median_ms "$bench")")
    theirs[$bench,$threads]=$(fmt "$(echo "$peer" | grep "^$label:" | sed 's/.*: //; s/ ms//')")
  done
  torch=$(echo "$peer" | tail -1)
done
echo "| operation | ours, 1 thread | PyTorch, 1 thread | ours, 2 threads | PyTorch, 2 threads |"
echo "| --- | --- | --- | --- | --- |"
for row in "${rows[@]}"; do
  IFS='|' read -r bench _ title <<<"$row"
  echo "| $title | ${ours[$bench,1]} | ${theirs[$bench,1]} | ${ours[$bench,2]} | ${theirs[$bench,2]} |"
done
echo
echo "($torch; $(nproc) cores: $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //'))"
