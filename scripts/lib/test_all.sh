#!/usr/bin/env bash
# The whole test suite, as `bash scripts/dev test` runs it without arguments: builds every
# test, then runs the CPU tests while the CUDA binary builds beside them (most CPU tests wait
# on sockets, Slurm and sleeps, so the build's minutes overlap them), then the CUDA binary's
# test on what that build made. scripts/dev calls it under Xvfb.
set -euo pipefail
cd "$(dirname "$0")/../.."

# vendor/ is the crates.io releases with the patches of vendor/patches/, nothing else.
bash scripts/build/vendor.sh --check

target="${CARGO_TARGET_DIR:-$PWD/target}"
export CARGO_TARGET_DIR="$target"
cargo test --release --no-run

# The CUDA build into the same target folder, as tests/cuda_binary.rs would make it (its
# dependencies are the CPU build's). It starts once the CPU tests' cargo has checked the build
# and let go of the folder's lock; cargo blocks on the lock, never fails, if the order differs.
state="$(mktemp -d)"
set -m
(
  sleep 15
  started=$(date +%s)
  rc=0
  bash scripts/build/build_cuda.sh --bin reincarnate-cuda >"$state/log" 2>&1 || rc=$?
  echo $(($(date +%s) - started)) >"$state/seconds"
  echo "$rc" >"$state/rc"
) &
builder=$!
set +m
trap 'if [ ! -f "$state/rc" ]; then kill -- "-$builder" 2>/dev/null || true; fi' EXIT

export REINCARNATE_CUDA_BUILD_WAIT="$state"
cargo test --release -- --skip the_cuda_binary_starts_and_runs_everything_here
cargo test --release --test cuda_binary
