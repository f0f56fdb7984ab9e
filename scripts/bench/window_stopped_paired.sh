#!/usr/bin/env bash
# What the whole window costs the offline phase, measured inside one run of the app: every
# PERIOD seconds of the offline phase this script stops the X server (SIGSTOP on its own Xvfb)
# or lets it go on (SIGCONT). While the X server is stopped the app can present no frame, so
# its renderer and its main loop wait and the trainer has the machine to itself, as headless;
# while it runs the window draws as it would (2 frames a second in the offline phase while
# left alone, on a software renderer). The offline steps per second of each "drawn" stretch
# are compared with the "stopped" stretches on either side (scripts/lib/paired_rate.py, which
# cancels the run's drift), so a ratio of 1 means the window costs the phase nothing. It also
# prints the CPU (% of one core) of the window's threads (everything in the app but the
# trainer's threads: `trainer*`, `env-worker*`), of llvmpipe's among them, and of Xvfb in each
# kind of stretch, and the trainer's.
#
#   bash scripts/bench/window_stopped_paired.sh [OFFLINE_STEPS] [PERIOD]   (default 6000, 20 s)
#
# The run: the demo preset (QDagger on Pong, the bundled teacher, a 2,000-step teacher
# buffer), OFFLINE_STEPS offline steps, no evaluations in between, in a 1280x800 Xvfb of its
# own. Needs Xvfb (apt install xvfb) and python3. Environment: BIN (default
# target/release/reincarnate), SKIP (3: the seconds a switch takes to settle), APP_ARGS (more
# flags for the app, e.g. --max-fps 1), OUT (/tmp/reincarnate-window-stopped-paired).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib/offline_stretches.sh
source scripts/lib/own_xvfb.sh
bash scripts/lib/cpu_info.sh   # the machine these figures come from
OFFLINE="${1:-6000}"
PERIOD="${2:-20}"
SKIP="${SKIP:-3}"
BIN="${BIN:-${CARGO_TARGET_DIR:-target}/release/reincarnate}"
OUT="${OUT:-/tmp/reincarnate-window-stopped-paired}"
[ -x "$BIN" ] || { echo "window_stopped_paired: no binary at $BIN (set BIN)" >&2; exit 2; }
command -v Xvfb >/dev/null || { echo "window_stopped_paired: needs Xvfb (apt install xvfb)" >&2; exit 2; }
rm -rf "$OUT"; mkdir -p "$OUT"
hz=$(getconf CLK_TCK)
app=
trap 'kill -CONT ${xvfb:-} 2>/dev/null || true; kill ${app:-} ${xvfb:-} 2>/dev/null || true' EXIT
start_own_xvfb window_stopped_paired "$OUT/xvfb.log"
# shellcheck disable=SC2086
DISPLAY="$display" "$BIN" app \
  --preset demo --teacher bundled --teacher-eval-episodes 1 --teacher-steps 2000 \
  --offline-steps "$OFFLINE" --offline-eval-every 1000000 --total-timesteps 1 ${APP_ARGS:-} \
  --runs-dir "$OUT/runs" > "$OUT/app.log" 2>&1 &
app=$!
csv=
until [ -n "$csv" ] && grep -q '^charts/offline/loss,' "$csv"; do
  kill -0 "$app" 2>/dev/null || { echo "window_stopped_paired: the app ended early:" >&2; tail -5 "$OUT/app.log" >&2; exit 1; }
  sleep 0.5; csv=$(ls "$OUT"/runs/*/scalars.csv 2>/dev/null | head -1 || true)
done
task_ticks() { sed 's/^.*) //' "$1/stat" 2>/dev/null | awk '{ print $12 + $13 }' || echo 0; }
preempted() { awk '/^nonvoluntary_ctxt_switches/ { print $2 }' "$1/status" 2>/dev/null || echo 0; }
ticks() { # CPU ticks so far: the window's threads, llvmpipe's among them, the trainer's, Xvfb;
  # and the times the trainer's threads were preempted
  local task comm t p win=0 lp=0 tr=0 pre=0
  for task in /proc/"$app"/task/*; do
    comm=$(cat "$task/comm" 2>/dev/null) || continue
    t=$(task_ticks "$task"); t=${t:-0}
    case "$comm" in
      trainer*|env-worker*) tr=$((tr + t)); p=$(preempted "$task"); pre=$((pre + ${p:-0})) ;;
      llvmpipe*) lp=$((lp + t)); win=$((win + t)) ;;
      *) win=$((win + t)) ;;
    esac
  done
  echo "$win $lp $tr $(task_ticks "/proc/$xvfb") $pre"
}
echo "alternating $PERIOD s drawn / $PERIOD s with the X server stopped through the offline phase ($OFFLINE steps)"
: > "$OUT/stretches"
label=drawn
while kill -0 "$app" 2>/dev/null; do
  if [ "$label" = stopped ]; then kill -STOP "$xvfb"; else kill -CONT "$xvfb"; fi
  t0=$(date +%s.%N); read -r w0 l0 r0 x0 p0 < <(ticks)
  sleep "$PERIOD"
  t1=$(date +%s.%N); read -r w1 l1 r1 x1 p1 < <(ticks)
  [ -d "/proc/$app" ] || break
  echo "$label $t0 $t1" >> "$OUT/stretches"
  echo "$label $t0 $t1 $((w1 - w0)) $((l1 - l0)) $((r1 - r0)) $((x1 - x0)) $((p1 - p0))" >> "$OUT/cpu"
  offline_phase_over "$csv" && break
  if [ "$label" = stopped ]; then label=drawn; else label=stopped; fi
done
kill -CONT "$xvfb" 2>/dev/null || true
kill "$app" 2>/dev/null || true   # the offline phase is over: the rest is not measured
wait "$app" 2>/dev/null || true
keep_inside_phase "$OUT/stretches" "$OUT/cpu"
awk -v hz="$hz" '{ s[$1] += $3 - $2; w[$1] += $4; l[$1] += $5; r[$1] += $6; x[$1] += $7; p[$1] += $8 }
  END { for (k in s) printf "%s: window threads %.0f%% of one core (llvmpipe %.0f%%), Xvfb %.0f%%, trainer %.0f%%, its threads preempted %.0f times a second\n",
    k, 100 * w[k] / (s[k] * hz), 100 * l[k] / (s[k] * hz), 100 * x[k] / (s[k] * hz), 100 * r[k] / (s[k] * hz), p[k] / s[k] }' "$OUT/cpu"
python3 scripts/lib/paired_rate.py "$csv" charts/offline/loss "$OUT/stretches" "$SKIP" stopped drawn
echo "(logs in $OUT)"
