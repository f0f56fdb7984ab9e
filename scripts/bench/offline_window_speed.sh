#!/usr/bin/env bash
# The offline phase's gradient steps per second in the app's window against the same run
# headless: the demo preset (QDagger on Pong, the bundled teacher) with a short teacher buffer
# and OFFLINE offline steps. Each round runs it headless once, then in the window with each
# binary given (to compare builds in one sitting, alternating). The rate comes from the run's
# scalars.csv: the wall times of the logged offline losses, from the second to the last. For
# the window it also prints the CPU its threads used over 30 s of the offline phase, in % of
# one core: the renderer's threads (llvmpipe), the trainer's, the app's own (the rest) and the
# X server's (Xvfb); headless, the whole process's.
# Needs a display (xvfb-run).
# The CPU figures need the phase to outlast the samples: 3,000 offline steps (the demo's) or
# more where it runs at 40 steps/s.
#   bash scripts/bench/offline_window_speed.sh [rounds] [offline steps] [reincarnate binaries...]
set -euo pipefail
bash "$(dirname "$0")/../lib/cpu_info.sh"   # the machine these figures come from
ROUNDS="${1:-2}"
OFFLINE="${2:-1000}"
shift 2 || shift $#
BINS=("${@:-${CARGO_TARGET_DIR:-target}/release/reincarnate}")
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
FLAGS=(--preset demo --teacher bundled --teacher-eval-episodes 1 --teacher-steps 2000
  --offline-steps "$OFFLINE" --offline-eval-every 100000 --total-timesteps 1)
rate() {
  awk -F, '$1 == "charts/offline/loss" { n++; if (n == 2) { s0 = $2; t0 = $4 } s = $2; t = $4 }
    END { if (n > 2) printf "%.1f", (s - s0) / (t - t0); else print "n/a" }' "$1"/*/scalars.csv
}
# CPU clock ticks (user + system) in the /proc stat file $1 so far; 0 once it is gone.
stat_ticks() {
  local stat
  stat=$(cat "$1" 2>/dev/null) || { echo 0; return; }
  echo "${stat##*) }" | awk '{ print $12 + $13 }'
}
# CPU clock ticks of process $1's threads so far: "renderer trainer app".
ticks() {
  local r=0 t=0 a=0 task name n
  for task in /proc/"$1"/task/*; do
    name=$(cat "$task/comm" 2>/dev/null) || continue
    n=$(stat_ticks "$task/stat")
    case "$name" in llvmpipe*) r=$((r + n)) ;; trainer*) t=$((t + n)) ;; *) a=$((a + n)) ;; esac
  done
  echo "$r $t $a"
}
# CPU clock ticks of process $1 (all its threads) so far.
proc_ticks() { stat_ticks "/proc/$1/stat"; }
hz=$(getconf CLK_TCK)
# CPU in % of one core over the 30 s between tick counts $1 and $2.
pct() { echo $(( ($2 - $1) * 100 / (30 * hz) )); }
for r in $(seq "$ROUNDS"); do
  "${BINS[0]}" train "${FLAGS[@]}" --quiet --runs-dir "$OUT/h$r" >/dev/null &
  sleep 25
  hpid=$(pgrep -n -x "$(basename "${BINS[0]}" | cut -c1-15)" || true)
  h0=$(proc_ticks "$hpid")
  sleep 30
  h1=$(proc_ticks "$hpid")
  wait
  echo "round $r, headless: $(rate "$OUT/h$r") offline steps/s; CPU: $(pct "$h0" "$h1")%"
  for b in "${!BINS[@]}"; do
    # The window closes at its screenshot, after the offline phase where it runs at 30 steps/s
    # or more (the rate is read from the losses logged, so a slower phase cut short is still
    # measured); the CPU is sampled from 25 s to 55 s, inside the phase for 1,500 steps or more.
    secs=$((30 + OFFLINE / 30))
    xvfb-run -a -s "-screen 0 1280x800x24" "${BINS[$b]}" app "${FLAGS[@]}" \
      --runs-dir "$OUT/w$r-$b" --screenshot "$OUT/w$r-$b.png" --screenshot-after "$secs" \
      >"$OUT/w$r-$b.log" 2>&1 &
    sleep 25   # the teacher's game and buffer are behind by then
    pid=$(pgrep -n -x "$(basename "${BINS[$b]}" | cut -c1-15)")
    xpid=$(pgrep -n -x Xvfb || true)
    read -r r0 t0 a0 < <(ticks "$pid")
    x0=$(proc_ticks "$xpid")
    sleep 30
    read -r r1 t1 a1 < <(ticks "$pid")
    x1=$(proc_ticks "$xpid")
    wait
    echo "round $r, window ${BINS[$b]}: $(rate "$OUT/w$r-$b") offline steps/s;" \
      "CPU: renderer $(pct "$r0" "$r1")%, trainer $(pct "$t0" "$t1")%, app $(pct "$a0" "$a1")%, Xvfb $(pct "$x0" "$x1")%;" \
      "$(grep 'ms a frame' "$OUT/w$r-$b.log" || true)"
  done
done
