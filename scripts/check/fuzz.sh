#!/usr/bin/env bash
# Coverage-guided fuzzing (cargo-fuzz, libFuzzer, AddressSanitizer) of every loader of outside
# data, seeded with the real fixtures: teacher files made by torch, safetensors and flax (and
# the hostile pickles), the pickles inside them, a checkpoint's state.json and a run's
# config.toml, a TensorBoard file written by torch's SummaryWriter, and the served-run
# protocol in both directions (wire: framed messages from a viewer and from a trainer, a
# browser's HTTP request head and WebSocket upgrade, a page's hello and answer).
#
#   bash scripts/check/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]
#       (default: 300 s each for model_file pickle run_files event_file wire)
#
# Installs the nightly toolchain and cargo-fuzz when they are missing. Every single allocation
# above 1 GiB, every input slower than 10 s and every panic is a crash: libFuzzer writes it to
# fuzz/artifacts/TARGET/ and this script stops with its path. Keep it as a regression: copy it
# into tests/fixtures/fuzz_regressions/ named after its loader (model-*, state-*, config-*,
# events-*), where the stable fuzz test (tests/fuzz_loaders.rs) replays it in CI.
set -euo pipefail
cd "$(dirname "$0")/../.."
SECS="${1:-300}"
shift || true
if [ $# -gt 0 ]; then TARGETS=("$@"); else TARGETS=(model_file pickle run_files event_file wire); fi
rustup toolchain list | grep -q '^nightly' || rustup toolchain install nightly --profile minimal
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked

F=tests/fixtures
SEEDS=fuzz/target/seeds
rm -rf "$SEEDS"
mkdir -p "$SEEDS"/{model_file,run_files,event_file}
cp "$F"/fuzz_seeds/*.cleanrl_model "$F"/fuzz_seeds/*.safetensors "$F"/hostile/* "$SEEDS"/model_file/
cp "$F"/fuzz_seeds/state.json "$F"/fuzz_seeds/config.toml "$SEEDS"/run_files/
cp "$F"/cleanrl_run/*/events.out.tfevents.* "$SEEDS"/event_file/
declare -A SEED_DIR=([model_file]="$SEEDS/model_file" [pickle]=fuzz/seeds/pickle
  [run_files]="$SEEDS/run_files" [event_file]="$SEEDS/event_file" [wire]=fuzz/seeds/wire)

cd fuzz
cargo +nightly fuzz build --release
for t in "${TARGETS[@]}"; do
  mkdir -p "corpus/$t"
  echo "== $t: ${SECS} s"
  cargo +nightly fuzz run --release "$t" "corpus/$t" "../${SEED_DIR[$t]}" -- \
    -max_total_time="$SECS" -timeout=10 -malloc_limit_mb=1024 -rss_limit_mb=4096 \
    -max_len=1048576 -print_final_stats=1 2>&1 | tee "target/$t.log" |
    grep -E '^(#[0-9]+[[:space:]]+(INITED|DONE)|stat::number_of_executed_units|stat::peak_rss_mb|==[0-9]+==ERROR|SUMMARY|.*Test unit written)' || true
  if ls "artifacts/$t"/* >/dev/null 2>&1; then
    echo "crashes of $t: $(ls "artifacts/$t")"
    exit 1
  fi
done
