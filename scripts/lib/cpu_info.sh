#!/usr/bin/env bash
# One line naming the machine a benchmark ran on, printed by every benchmark script with its
# figures: the CPU's model, its cores and the vector extensions our kernels can use there
# (AVX-512 where the CPU has it, else AVX2 with FMA). The benchmarks in benches/ and
# `reincarnate check-device` print the same line from the binary.
#
#   bash scripts/lib/cpu_info.sh
set -euo pipefail
model=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs || echo "unknown CPU")
flags=$(grep -m1 '^flags' /proc/cpuinfo || true)
ext=()
grep -qw avx512f <<<"$flags" && ext+=(AVX-512)
grep -qw avx2 <<<"$flags" && ext+=(AVX2)
grep -qw fma <<<"$flags" && ext+=(FMA)
wide=""
grep -qw avx512f <<<"$flags" || wide=" (no AVX-512)"
echo "cpu: $model, $(nproc) cores, ${ext[*]:-no vector extensions detected}$wide"
