#!/usr/bin/env bash
# What the window's lower frame rate in the offline phase gives the training, measured inside
# one run of the app: on a software renderer the window draws 2 frames a second while every
# run is in its offline phase and it has had no input for 3 s, and 5 while it is used. Every
# PERIOD seconds of the offline phase this script switches between moving the pointer over the
# window twice a second (xdotool: "used", 5 frames a second) and leaving it alone ("alone", 2),
# and compares the offline steps per second of each "alone" stretch with the "used" stretches
# on either side (scripts/lib/paired_rate.py, which cancels the run's drift). It also prints the
# renderer's CPU (% of one core) in each kind of stretch.
#
#   xvfb-run -a -s "-screen 0 1280x800x24" bash scripts/bench/window_input_paired.sh [OFFLINE_STEPS] [PERIOD]
#
# Default 6000 steps, 20 s. The run: the demo preset (QDagger on Pong, the bundled teacher, a
# 2,000-step teacher buffer), OFFLINE_STEPS offline steps, no evaluations in between. Needs a
# display (DISPLAY, e.g. from xvfb-run), xdotool (apt install xdotool) and python3.
# Environment: BIN (default target/release/reincarnate), SKIP (4: the seconds a switch takes to
# settle, the 3 s the window keeps its full rate after the last input and a frame),
# OUT (/tmp/reincarnate-window-input-paired).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib/renderer_ticks.sh
source scripts/lib/offline_stretches.sh
bash scripts/lib/cpu_info.sh   # the machine these figures come from
OFFLINE="${1:-6000}"
PERIOD="${2:-20}"
SKIP="${SKIP:-4}"
BIN="${BIN:-${CARGO_TARGET_DIR:-target}/release/reincarnate}"
OUT="${OUT:-/tmp/reincarnate-window-input-paired}"
[ -x "$BIN" ] || { echo "window_input_paired: no binary at $BIN (set BIN)" >&2; exit 2; }
[ -n "${DISPLAY:-}" ] || { echo "window_input_paired: no DISPLAY: run it under xvfb-run" >&2; exit 2; }
command -v xdotool >/dev/null || { echo "window_input_paired: needs xdotool (apt install xdotool)" >&2; exit 2; }
rm -rf "$OUT"; mkdir -p "$OUT"
hz=$(getconf CLK_TCK)
secs=$((40 + OFFLINE / 10))
"$BIN" app \
  --preset demo --teacher bundled --teacher-eval-episodes 1 --teacher-steps 2000 \
  --offline-steps "$OFFLINE" --offline-eval-every 1000000 --total-timesteps 1 \
  --runs-dir "$OUT/runs" --screenshot "$OUT/end.png" --screenshot-after "$secs" > "$OUT/app.log" 2>&1 &
app=$!
mover=
trap 'kill $app ${mover:-} 2>/dev/null || true' EXIT
csv=
until [ -n "$csv" ] && grep -q '^charts/offline/loss,' "$csv"; do
  kill -0 "$app" 2>/dev/null || { echo "window_input_paired: the app ended early:" >&2; tail -5 "$OUT/app.log" >&2; exit 1; }
  sleep 0.5; csv=$(ls "$OUT"/runs/*/scalars.csv 2>/dev/null | head -1 || true)
done
ticks() { renderer_ticks "$app"; }   # the renderer's CPU ticks so far
move() { # the pointer to and fro over the window's lower left corner, twice a second
  local x=20
  while true; do xdotool mousemove "$x" 780 >/dev/null 2>&1 || true; x=$((60 - x)); sleep 0.5; done
}
echo "alternating $PERIOD s used (the pointer moving) / $PERIOD s alone through the offline phase ($OFFLINE steps)"
: > "$OUT/stretches"
label=used
while kill -0 "$app" 2>/dev/null; do
  if [ "$label" = used ]; then move & mover=$!; fi
  t0=$(date +%s.%N); c0=$(ticks)
  sleep "$PERIOD"
  t1=$(date +%s.%N); c1=$(ticks)
  if [ -n "$mover" ]; then kill "$mover" 2>/dev/null || true; wait "$mover" 2>/dev/null || true; mover=; fi
  [ -d "/proc/$app" ] || break   # the app closed during the stretch: not a stretch
  echo "$label $t0 $t1" >> "$OUT/stretches"
  echo "$label $((c1 - c0)) $t0 $t1" >> "$OUT/renderer_ticks"
  offline_phase_over "$csv" && break
  if [ "$label" = used ]; then label=alone; else label=used; fi
done
kill "$app" 2>/dev/null || true   # the offline phase is over: the rest is not measured
wait "$app" || true
keep_inside_phase "$OUT/stretches" "$OUT/renderer_ticks"
awk -v hz="$hz" '{ ticks[$1] += $2; secs[$1] += $4 - $3 }
  END { for (l in ticks) printf "renderer CPU while %s: %.0f%% of one core\n", l, 100 * ticks[l] / (secs[l] * hz) }' "$OUT/renderer_ticks"
python3 scripts/lib/paired_rate.py "$csv" charts/offline/loss "$OUT/stretches" "$SKIP" used alone
echo "(logs in $OUT)"
