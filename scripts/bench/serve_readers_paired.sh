#!/usr/bin/env bash
# The cost of read-only viewers flooding a served run (`--public-read`), measured inside one
# run: scripts/lib/serve_readers_flood.py (VIEWERS binary viewers sending map wishes and VIEWERS
# pages sending "Drawn" as fast as their sockets take them, all reading everything, at nice
# ABUSER_NICE) is started and stopped in turn every PERIOD seconds, and the run's own steps per
# second in each "flooded" stretch are compared with the stretches just before and after it
# ("quiet"). Neighbouring stretches of one run share the machine's state, so its drift from run
# to run (10-20% between neighbouring runs on a noisy 2-core VM) cancels;
# scripts/bench/serve_readers_sps.sh alternates whole runs instead.
#
#   bash scripts/bench/serve_readers_paired.sh [ONLINE_STEPS] [PERIOD]   (default 30000 steps, 30 s)
#
# The run: DQN, demo preset, Pong, no evaluations during the run (`--online-eval-every 0`), so
# every stretch trains alike, served on 127.0.0.1:PORT with --public-read. Steps over time come
# from the run's scalars.csv (the loss rows), read by linear interpolation at each stretch's
# ends; the first SKIP (3) seconds of a stretch are left out (the viewers connecting or
# leaving). Printed (scripts/lib/paired_rate.py): the machine, each triple (quiet, flooded,
# quiet), the overall ratio, the mean and median of the triples' ratios and a bootstrap 95%
# interval of the mean. Environment: BIN (default target/release/reincarnate), VIEWERS (6),
# ABUSER_NICE (19), SKIP (3), PORT (7935), OUT (/tmp/reincarnate-serve-readers-paired).
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=scripts/lib/served_stretches.sh
source scripts/lib/served_stretches.sh
NAME=serve_readers_paired
bash scripts/lib/cpu_info.sh   # the machine these figures come from
STEPS="${1:-30000}"
PERIOD="${2:-30}"
VIEWERS="${VIEWERS:-6}"
SKIP="${SKIP:-3}"
BIN="${BIN:-${CARGO_TARGET_DIR:-target}/release/reincarnate}"
OUT="${OUT:-/tmp/reincarnate-serve-readers-paired}"
PORT="${PORT:-7935}"
command -v python3 >/dev/null || { echo "serve_readers_paired: python3 is needed" >&2; exit 2; }
[ -x "$BIN" ] || { echo "serve_readers_paired: no binary at $BIN (set BIN)" >&2; exit 2; }
rm -rf "$OUT"; mkdir -p "$OUT"

live=()
cleanup() { for p in "${live[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT
trap 'exit 130' INT TERM

"$BIN" dqn --preset demo --total-timesteps "$STEPS" --online-eval-every 0 --quiet \
  --serve "$PORT" --public-read --runs-dir "$OUT/runs" > "$OUT/trainer.log" 2>&1 &
trainer=$!
live+=("$trainer")
start_treatment() {
  nice -n "${ABUSER_NICE:-19}" python3 scripts/lib/serve_readers_flood.py "$PORT" "$VIEWERS" > "$OUT/flood-$1.log" 2>&1 &
  treatment=$!
}
# The stretches start once the learner does (the first loss row in scalars.csv).
wait_for_learner
echo "alternating $PERIOD s quiet / $PERIOD s with $VIEWERS + $VIEWERS read-only viewers flooding, until the run ($STEPS online steps) ends"
alternate quiet flooded
echo "$i flooded stretches; the last one's flood: $(tail -1 "$OUT/flood-$i.log")"
python3 scripts/lib/paired_rate.py "$csv" losses/loss "$OUT/stretches" "$SKIP" quiet flooded
echo "(logs in $OUT)"
