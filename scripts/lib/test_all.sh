#!/usr/bin/env bash
# The whole test suite, as `bash scripts/dev test` runs it without arguments: builds every
# test, then runs the CPU tests with cargo-nextest (each test in a process of its own, tests of
# every binary side by side: most wait on sockets, whole games, Slurm and sleeps) while the
# CUDA binary builds beside them, then the window's test (alone: it counts what the window
# redraws), the CUDA binary's test on what that build made, and the doc tests. scripts/dev
# calls it under Xvfb. .config/nextest.toml says how nextest schedules the tests.
set -euo pipefail
cd "$(dirname "$0")/../.."

# vendor/ is the crates.io releases with the patches of vendor/patches/, nothing else.
bash scripts/build/vendor.sh --check

target="${CARGO_TARGET_DIR:-$PWD/target}"
export CARGO_TARGET_DIR="$target"
built="$(mktemp)"
cargo test --release --no-run --message-format=json-render-diagnostics >"$built"
# The window's test has its own main (harness = false), which nextest cannot list: it runs on
# its own, from the binary this build made.
app_window="$(grep '"name":"app_window"' "$built" | grep -o '"executable":"[^"]*"' | cut -d'"' -f4 | tail -1)"
rm -f "$built"

# The CUDA build into the same target folder, as tests/cuda_binary.rs would make it (its
# dependencies are the CPU build's). It starts once nextest's cargo has checked the build and
# let go of the folder's lock; cargo blocks on the lock, never fails, if the order differs.
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
cargo nextest run --release -E 'not binary(cuda_binary) and not binary(app_window)'
echo "==> tests/app_window.rs"
if [ -n "$app_window" ]; then
  "$app_window"
else
  echo "the build named no app_window test binary" >&2
  exit 1
fi
cargo test --release --test cuda_binary
cargo test --release --doc
