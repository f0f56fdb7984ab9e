#!/usr/bin/env bash
# What a fork from a checkpoint on disk costs, on a run whose replay buffer holds BUFFER
# transitions:
#   - the checkpoint on disk (its buffer file) and the fork's directory (the arms' files are
#     hard links to the checkpoint's, so the fork adds its logs and configs only);
#   - the parent's stop with its whole checkpoint (SIGTERM to exit: what the window's fork
#     waits for before its arms load);
#   - the time from `reincarnate fork` to its directory written ("prepared"), and to each arm
#     training (its process start, the checkpoint's networks, buffer and games loaded);
#   - the fork's peak memory (both arms of a pair in one process; pairs run one after the
#     other) against a lone run resumed from the same checkpoint;
#   - each arm's online steps per second (the two arms side by side, THREADS_PER_ARM threads
#     each) against the lone run on all the cores, over the same steps.
#
#   bash scripts/bench/fork_cost.sh [BUFFER] [ARM_STEPS] [PAIRS]   (100000, 3000, 2)
#
# The parent: DQN, demo preset, Pong, --checkpoint-buffer; learning starts at BUFFER, so the
# steps that fill the buffer only act (quick), and the arms learn from the full buffer. It is
# stopped with SIGTERM once past BUFFER steps (a whole checkpoint). Environment: BIN (default
# target/release/reincarnate), OUT (/tmp/reincarnate-fork-cost), THREADS_PER_ARM (default:
# the fork's, half the cores).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/lib/cpu_info.sh   # the machine these figures come from
BUFFER="${1:-100000}"
STEPS="${2:-3000}"
PAIRS="${3:-2}"
BIN="${BIN:-${CARGO_TARGET_DIR:-target}/release/reincarnate}"
OUT="${OUT:-/tmp/reincarnate-fork-cost}"
[ -x "$BIN" ] || { echo "fork_cost: no binary at $BIN (set BIN)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "fork_cost: /usr/bin/time is needed (apt-get install -y time)" >&2; exit 2; }
rm -rf "$OUT"; mkdir -p "$OUT"
now() { date +%s.%N; }
stamp() { while IFS= read -r line; do echo "$(now) $line"; done; }
since() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.2f}')" "$1" "$2"; }

echo "parent: filling a $BUFFER-transition buffer (acting only), then SIGTERM"
"$BIN" dqn --preset demo --env-id PongNoFrameskip-v4 --buffer-size "$BUFFER" \
  --learning-starts "$BUFFER" --total-timesteps $((BUFFER * 10)) --checkpoint-buffer \
  --checkpoint-every 0 --online-eval-every 0 --quiet --runs-dir "$OUT/runs" > "$OUT/parent.log" 2>&1 &
parent=$!
until step=$(grep -o 'progress: online [0-9]*' "$OUT/parent.log" | tail -1 | grep -o '[0-9]*$') \
  && [ "${step:-0}" -ge "$BUFFER" ]; do
  kill -0 "$parent" 2>/dev/null || { echo "fork_cost: the parent ended early:" >&2; tail -5 "$OUT/parent.log" >&2; exit 1; }
  sleep 1
done
ts=$(now)
kill -TERM "$parent"; wait "$parent" || true
te=$(now)
run=$(ls -d "$OUT"/runs/*/ | head -1); run=${run%/}
ckpt=$(ls -d "$run"/checkpoints/step_* | tail -1)
echo "checkpoint: $(basename "$ckpt"), $(du -sk "$ckpt" | cut -f1) KiB on disk, replay.zst $(stat -c %s "$ckpt/replay.zst") bytes"
# What the window's fork waits for before its arms load: the run's stop with its whole
# checkpoint (StopForFork writes the same one SIGTERM does here).
echo "  the parent's stop with its whole checkpoint: $(since "$ts" "$te") s"

before=$(du -sk "$run" | cut -f1)
echo "fork: --set epsilon=0.05 --steps $STEPS --pairs $PAIRS${THREADS_PER_ARM:+ --threads-per-arm $THREADS_PER_ARM}"
t0=$(now)
/usr/bin/time -f "%M" -o "$OUT/fork.rss" "$BIN" fork "$run" --set epsilon=0.05 --steps "$STEPS" \
  --pairs "$PAIRS" ${THREADS_PER_ARM:+--threads-per-arm "$THREADS_PER_ARM"} --quiet 2>&1 | stamp > "$OUT/fork.log"
t1=$(now)
fork_dir=$(grep -o 'fork directory: .*' "$OUT/fork.log" | head -1 | cut -d' ' -f3-)
prepared=$(grep -m1 'fork directory:' "$OUT/fork.log" | cut -d' ' -f1)
echo "  prepared in $(since "$t0" "$prepared") s"
for arm in control tweak; do
  training=$(grep -m1 "\[$arm\] phase: online" "$OUT/fork.log" | cut -d' ' -f1)
  echo "  pair 1's $arm training $(since "$t0" "$training") s after the command"
done
grep -o '\[[a-z]*\] online: .*' "$OUT/fork.log" | sed 's/^/  /'
echo "  whole fork: $(since "$t0" "$t1") s, peak RSS $(cat "$OUT/fork.rss") KiB; the run's directory $before KiB before the fork, $(du -sk "$run" | cut -f1) KiB with it (the arms' checkpoint files are hard links to the run's until the arms write their own)"
grep 'mean of the last' "$OUT/fork.log" | cut -d' ' -f2- | sed 's/^/  /'

# The lone run: a copy of the parent ending where the arms end, resumed on all the cores.
end=$(python3 -c "import json,sys; r=json.load(open(sys.argv[1])); print(r['end_step'])" "$fork_dir/fork.json")
cp -r "$run" "$OUT/lone"; rm -rf "$OUT/lone/forks"
if grep -q '^stop_at = ' "$OUT/lone/config.toml"; then
  sed -i "s/^stop_at = .*/stop_at = $end/" "$OUT/lone/config.toml"
else
  sed -i "0,/^total_timesteps = .*/s//&\nstop_at = $end/" "$OUT/lone/config.toml"
fi
t0=$(now)
/usr/bin/time -f "%M" -o "$OUT/lone.rss" "$BIN" dqn --resume "$OUT/lone" --quiet 2>&1 | stamp > "$OUT/lone.log"
t1=$(now)
training=$(grep -m1 "phase: online" "$OUT/lone.log" | cut -d' ' -f1)
echo "lone run resumed from the same checkpoint to the same step, all cores: training $(since "$t0" "$training") s after the command"
grep -o 'online: .*' "$OUT/lone.log" | sed 's/^/  /'
echo "  whole run: $(since "$t0" "$t1") s, peak RSS $(cat "$OUT/lone.rss") KiB"
echo "(logs in $OUT)"
