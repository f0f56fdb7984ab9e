#!/usr/bin/env bash
# What a long run's history costs the window to draw. A served run (the demo preset with a
# batch of 4 and a loss report every step, so that its offline phase logs fast) trains until
# its log holds POINTS offline loss reports, that is POINTS points in each of the losses
# plots' series. Then, ROUNDS times, each binary given in turn opens its window on that run
# (`app --connect`, in a 1280x800 Xvfb of its own), takes its history, and with the trainer
# stopped (SIGSTOP: a quiet machine and nearly the same history for every binary) the script reads
# over PERIOD seconds the CPU of the app's threads, llvmpipe's among them, and of Xvfb (% of
# one core), and the frames a second the app drew over its whole life (at most 5 on a
# software renderer); the app then saves a screenshot (window-ROUND-BIN.png) and closes. The
# trainer runs only for the 3 s each window connects in, so the history grows by a few
# hundred points a window; the binaries alternate. The app keeps at most 20,000 points a
# series (state::SERIES_CAP): past that it keeps every other one.
#
#   bash scripts/bench/window_history_cost.sh ROUNDS POINTS PERIOD BIN...
#   e.g. bash scripts/bench/window_history_cost.sh 3 20000 20 /tmp/reincarnate-old /tmp/reincarnate-new
#
# Needs Xvfb (apt install xvfb). OUT: where logs go (/tmp/reincarnate-window-history).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib/own_xvfb.sh
bash scripts/lib/cpu_info.sh   # the machine these figures come from
ROUNDS="${1:?rounds}"; POINTS="${2:?points}"; PERIOD="${3:?period}"; shift 3
[ $# -gt 0 ] || { echo "window_history_cost: give one or more binaries" >&2; exit 2; }
for bin in "$@"; do [ -x "$bin" ] || { echo "window_history_cost: no binary at $bin" >&2; exit 2; }; done
command -v Xvfb >/dev/null || { echo "window_history_cost: needs Xvfb (apt install xvfb)" >&2; exit 2; }
OUT="${OUT:-/tmp/reincarnate-window-history}"
rm -rf "$OUT"; mkdir -p "$OUT"
hz=$(getconf CLK_TCK)
port=$((20000 + RANDOM % 20000))
server= xvfb= app=
cleanup() {
  [ -n "$server" ] && kill -CONT "$server" 2>/dev/null || true
  kill ${app:-} ${xvfb:-} ${server:-} 2>/dev/null || true
}
trap cleanup EXIT
"$1" train --preset demo --teacher bundled --teacher-eval-episodes 1 --teacher-steps 2000 \
  --batch-size 4 --log-every 1 --offline-steps 10000000 --offline-eval-every 100000000 \
  --runs-dir "$OUT/runs" --serve "127.0.0.1:$port" > "$OUT/server.log" 2>&1 &
server=$!
csv=
rows() { local n; n=$(grep -c '^charts/offline/loss,' "$csv" 2>/dev/null) || true; echo "${n:-0}"; }
until [ -n "$csv" ] && [ "$(rows)" -ge "$POINTS" ]; do
  kill -0 "$server" 2>/dev/null || { echo "window_history_cost: the served run ended:" >&2; tail -5 "$OUT/server.log" >&2; exit 1; }
  sleep 1; csv=$(ls "$OUT"/runs/*/scalars.csv 2>/dev/null | head -1 || true)
done
kill -STOP "$server"
start_own_xvfb window_history_cost "$OUT/xvfb.log"
task_ticks() { sed 's/^.*) //' "$1/stat" 2>/dev/null | awk '{ print $12 + $13 }' || echo 0; }
ticks() { # the app's threads, llvmpipe's among them, Xvfb
  local task t all=0 lp=0
  for task in /proc/"$app"/task/*; do
    t=$(task_ticks "$task"); t=${t:-0}; all=$((all + t))
    case "$(cat "$task/comm" 2>/dev/null)" in llvmpipe*) lp=$((lp + t)) ;; esac
  done
  echo "$all $lp $(task_ticks "/proc/$xvfb")"
}
echo "binary | points a series | app's threads | llvmpipe | Xvfb | frames a second (whole life)"
for round in $(seq "$ROUNDS"); do
  for bin in "$@"; do
    shot="$OUT/window-$round-$(basename "$bin").png"
    DISPLAY="$display" "$bin" app --connect "127.0.0.1:$port" \
      --screenshot "$shot" --screenshot-after $((PERIOD + 19)) > "$OUT/app.log" 2>&1 &
    app=$!
    # The trainer runs for 3 s while the window connects and is sent the history, then
    # stops; the window draws what it got.
    sleep 3; kill -CONT "$server"; sleep 3; kill -STOP "$server"
    sleep 11
    points=$(rows)
    t0=$(date +%s.%N); read -r a0 l0 x0 < <(ticks)
    sleep "$PERIOD"
    t1=$(date +%s.%N); read -r a1 l1 x1 < <(ticks)
    wait "$app" 2>/dev/null || true
    frames=$(grep -o 'app: [0-9]* frames in [0-9.]* s' "$OUT/app.log" | awk '{ print $2 / $5 }' || true)
    awk -v b="$(basename "$bin")" -v n="$points" -v t0="$t0" -v t1="$t1" -v hz="$hz" \
      -v a="$((a1 - a0))" -v l="$((l1 - l0))" -v x="$((x1 - x0))" -v f="${frames:-?}" \
      'BEGIN { s = t1 - t0; printf "%s | %d | %.0f%% | %.0f%% | %.0f%% | %s\n", b, n, 100 * a / (s * hz), 100 * l / (s * hz), 100 * x / (s * hz), f }'
    cp "$OUT/app.log" "$OUT/app-$round-$(basename "$bin").log"
  done
done
echo "(logs in $OUT)"
