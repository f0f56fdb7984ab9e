#!/usr/bin/env bash
# The learner's side-by-side table: `cargo bench --bench learner` against the same operations
# in PyTorch (scripts/bench/peer_update_bench.py), with 1 and 2 threads, in one sitting. Prints a
# Markdown table (medians). Needs PyTorch and what
# scripts/fixtures/make_parity_fixtures.py imports (`pip install torch safetensors flax`); stop other work
# first.
#
# With --avx2-only, both sides keep to AVX2 with FMA on an AVX-512 CPU: ours built with
# RUSTFLAGS="--cfg reincarnate_avx2_only" (in its own target directory, "<target>-avx2"),
# PyTorch told so by ATEN_CPU_CAPABILITY, DNNL_MAX_CPU_ISA and MKL_ENABLE_INSTRUCTIONS. That
# measures the code paths an AVX2-only CPU (Zen 3, older Intel) runs, not that CPU itself.
#
#   bash scripts/bench/learner_side_by_side.sh [--avx2-only]
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/lib/cpu_info.sh   # the machine these figures come from
PYTHON=${PYTHON:-python3}
if [ "${1:-}" = --avx2-only ]; then
  export RUSTFLAGS="${RUSTFLAGS:-} --cfg reincarnate_avx2_only"
  export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target}-avx2"
  export ATEN_CPU_CAPABILITY=avx2 DNNL_MAX_CPU_ISA=AVX2 MKL_ENABLE_INSTRUCTIONS=AVX2
  echo "both sides on their AVX2 paths (--avx2-only)"
elif [ -n "${1:-}" ]; then
  echo "unknown option $1 (the one option is --avx2-only)" >&2
  exit 2
fi
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
  ours_log=$(RAYON_NUM_THREADS=$threads cargo bench --no-default-features --bench learner -- \
    'update_batch32|act_forward_batch1' 2>&1) || { echo "$ours_log" >&2; exit 1; }
  [ "$threads" = 1 ] && grep -m1 '^cpu:' <<<"$ours_log" | sed 's/^/ours: /'   # what ours used
  peer=$("$PYTHON" scripts/bench/peer_update_bench.py --threads "$threads")
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
