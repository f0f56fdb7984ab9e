#!/usr/bin/env bash
# What the window's software renderer costs the offline phase at normal priority against
# idle priority, measured inside one run of the app: every PERIOD seconds of the offline
# phase the renderer's threads (llvmpipe-*) are switched between SCHED_IDLE and SCHED_OTHER
# (chrt, as root), and the offline steps per second of each "idle" stretch are compared with
# the "normal" stretches on either side (scripts/lib/paired_rate.py). It also prints the
# renderer's CPU (% of one core) in each kind of stretch and the app's frames per second over
# the run. (The app itself leaves the renderer at normal priority: see docs/performance.md,
# "The offline phase in the window".)
#
#   bash scripts/bench/window_idle_paired.sh [OFFLINE_STEPS] [PERIOD]   (default 5000, 20 s)
#
# The run: the demo preset (QDagger on Pong, the bundled teacher, a 2,000-step teacher
# buffer), OFFLINE_STEPS offline steps, no evaluations in between, under Xvfb (1280x800).
# Needs root (chrt on another process's threads), xvfb-run and python3. Environment: BIN
# (default target/release/reincarnate), SKIP (2), OUT (/tmp/reincarnate-window-idle-paired).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib/renderer_ticks.sh
source scripts/lib/offline_stretches.sh
bash scripts/lib/cpu_info.sh   # the machine these figures come from
OFFLINE="${1:-5000}"
PERIOD="${2:-20}"
SKIP="${SKIP:-2}"
BIN="${BIN:-${CARGO_TARGET_DIR:-target}/release/reincarnate}"
OUT="${OUT:-/tmp/reincarnate-window-idle-paired}"
[ -x "$BIN" ] || { echo "window_idle_paired: no binary at $BIN (set BIN)" >&2; exit 2; }
[ "$(id -u)" -eq 0 ] || { echo "window_idle_paired: run as root (chrt on the app's threads)" >&2; exit 2; }
rm -rf "$OUT"; mkdir -p "$OUT"
hz=$(getconf CLK_TCK)
# The window closes at its screenshot, after the offline phase (at 10 or more steps a second).
secs=$((40 + OFFLINE / 10))
xvfb-run -a -s "-screen 0 1280x800x24" "$BIN" app \
  --preset demo --teacher bundled --teacher-eval-episodes 1 --teacher-steps 2000 \
  --offline-steps "$OFFLINE" --offline-eval-every 1000000 --total-timesteps 1 \
  --runs-dir "$OUT/runs" --screenshot "$OUT/end.png" --screenshot-after "$secs" > "$OUT/app.log" 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
pid=
until [ -n "$pid" ]; do sleep 0.5; pid=$(pgrep -n -x "$(basename "$BIN" | cut -c1-15)" || true); done
csv=
until [ -n "$csv" ] && grep -q '^charts/offline/loss,' "$csv"; do
  kill -0 "$xvfb" 2>/dev/null || { echo "window_idle_paired: the app ended early:" >&2; tail -5 "$OUT/app.log" >&2; exit 1; }
  sleep 0.5; csv=$(ls "$OUT"/runs/*/scalars.csv 2>/dev/null | head -1 || true)
done
renderer() { # the renderer's threads: their IDs
  local task
  for task in /proc/"$pid"/task/*; do
    case "$(cat "$task/comm" 2>/dev/null)" in llvmpipe*) basename "$task" ;; esac
  done
}
ticks() { renderer_ticks "$pid"; }   # the renderer's CPU ticks so far
set_policy() { local t; for t in $(renderer); do chrt "$1" -p 0 "$t" 2>/dev/null || true; done; }
echo "renderer threads: $(renderer | wc -l); alternating $PERIOD s at normal / $PERIOD s at idle priority through the offline phase ($OFFLINE steps)"
: > "$OUT/stretches"
label=normal
while kill -0 "$xvfb" 2>/dev/null; do
  if [ "$label" = idle ]; then set_policy --idle; else set_policy --other; fi
  t0=$(date +%s.%N); c0=$(ticks)
  sleep "$PERIOD"
  t1=$(date +%s.%N); c1=$(ticks)
  [ -d "/proc/$pid" ] || break   # the app closed during the stretch: not a stretch
  echo "$label $t0 $t1" >> "$OUT/stretches"
  echo "$label $((c1 - c0)) $t0 $t1" >> "$OUT/renderer_ticks"
  offline_phase_over "$csv" && { over=1; break; }
  if [ "$label" = idle ]; then label=normal; else label=idle; fi
done
wait "$xvfb" || true
[ -n "${over:-}" ] && keep_inside_phase "$OUT/stretches" "$OUT/renderer_ticks"
awk -v hz="$hz" '{ ticks[$1] += $2; secs[$1] += $4 - $3 }
  END { for (l in ticks) printf "renderer CPU at %s priority: %.0f%% of one core\n", l, 100 * ticks[l] / (secs[l] * hz) }' "$OUT/renderer_ticks"
grep 'ms a frame' "$OUT/app.log" || true
python3 scripts/lib/paired_rate.py "$csv" charts/offline/loss "$OUT/stretches" "$SKIP" normal idle
echo "(logs in $OUT)"
