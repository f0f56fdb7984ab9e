#!/usr/bin/env bash
# Prepares, on this machine, what scripts/gpu_check.sh needs on a CUDA machine that cannot
# reach the network: a headless `cuda` build of reincarnate (compressed), the wheels of
# CleanRL's Python packages for that machine's Python, and a CleanRL checkout. All of it goes
# into .gpu/ (ignored by git through .git/info/exclude).
#
#   CLEANRL_DIR=/path/to/cleanrl bash scripts/gpu_prepare.sh
#
# Settings (environment): CUDA_COMPUTE_CAP (default 90: H100/H200), CUDA_PIP_VERSION (see
# scripts/build/build_cuda.sh), PEER_PYTHON_VERSION (the CUDA machine's Python, default 3.12).
# Without CLEANRL_DIR the CleanRL side of gpu_check.sh is skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .git/info
grep -qx '/.gpu/' .git/info/exclude 2>/dev/null || echo '/.gpu/' >>.git/info/exclude
mkdir -p .gpu
export CUDA_COMPUTE_CAP="${CUDA_COMPUTE_CAP:-90}"
# The test suite's target folder: its `reincarnate-cuda` (the same program, built by
# tests/cuda_binary.rs for compute capability 90 too) is then ready, or a short build away.
target="${CARGO_TARGET_DIR:-$HOME/.cache/reincarnate/target}"
CARGO_TARGET_DIR="$target" bash scripts/build/build_cuda.sh --no-default-features --bin reincarnate-cuda
echo "==> compressing the binary into .gpu/reincarnate.xz"
strip -o .gpu/reincarnate "$target/release/reincarnate-cuda"
xz -T0 -6 -f .gpu/reincarnate

if [ -n "${CLEANRL_DIR:-}" ]; then
  echo "==> CleanRL's packages for Python ${PEER_PYTHON_VERSION:-3.12} into .gpu/whl"
  rm -rf .gpu/whl .gpu/cleanrl
  python3 -m pip download -q --no-deps --only-binary=:all: \
    --python-version "${PEER_PYTHON_VERSION:-3.12}" --implementation cp \
    --platform manylinux_2_28_x86_64 --platform manylinux_2_27_x86_64 \
    --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64 \
    --platform manylinux1_x86_64 -d .gpu/whl \
    gymnasium==0.29.1 farama-notifications ale-py==0.9.0 stable-baselines3==2.3.2 \
    tyro docstring-parser shtab typeguard
  mkdir -p .gpu/cleanrl
  cp -r "$CLEANRL_DIR/cleanrl" "$CLEANRL_DIR/cleanrl_utils" .gpu/cleanrl/
fi
du -sh .gpu
echo "==> ready: run 'bash scripts/gpu_check.sh' on the CUDA machine with .gpu/ beside it"
