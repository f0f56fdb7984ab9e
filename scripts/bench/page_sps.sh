#!/usr/bin/env bash
# A served run's online steps per second with three tabs of the browser page open against
# none, alternated ROUNDS times in one sitting. DQN, demo preset, Pong (serve_sps.sh's run).
# The requirement: with three tabs, at least 95% of the steps per second with none (the
# overall ratio: the sum of steps/s with tabs over the sum without).
#
#   bash scripts/bench/page_sps.sh [ONLINE_STEPS] [ROUNDS]    (default 8000 steps, 2 rounds)
#
# Each round: the run served with no page open, then the same run with TABS (3) tabs of the
# page in one headless Chromium (web/test/tabs.mjs: /usr/bin/chromium or CHROMIUM, each tab
# 1280x800 in a window of its own, visible and drawing, opened with the token so that the
# controls render, kept open until the trainer exits), once per mode in MODES:
#   sockets the browser on the viewer's machine (the usual case: a laptop watching a server):
#           web/test/pages.mjs opens TABS page sockets as the page does, reads every message
#           as it does and says "Drawn" for each screen as a page drawing 15 a second does,
#           so the trainer does all it does for TABS open tabs while the drawing's CPU is not
#           on its cores
#   normal  the real browser on the trainer's cores at the trainer's priority: what a viewer
#           pays who opens the page on the training machine itself
#   idle    the same under SCHED_IDLE (chrt --idle 0), on the CPU time the trainer leaves
# The browser starts first; the trainer starts once it is up, and the tabs load the page as
# soon as the trainer listens. Printed per run: the trainer's own "online: N steps in T s
# (X steps/s)", its CPU seconds (from /proc), the screens each tab drew and Chromium's CPU
# seconds over the run (web/test/tabs.mjs, from /proc: every Chromium process, from the
# tabs' first load to the trainer's exit); then a table and the ratio per mode.
# Needs node and web/node_modules (npm ci in web/, done here when missing). Environment: BIN
# (the binary; default target/release/reincarnate, whose embedded web/dist is the page
# measured), TABS (3), MODES ("sockets normal"), PORT (7933), OUT (the logs;
# /tmp/reincarnate-page-sps).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/lib/cpu_info.sh   # the machine these figures come from
STEPS="${1:-8000}"
ROUNDS="${2:-2}"
TABS="${TABS:-3}"
MODES="${MODES:-sockets normal}"
for mode in $MODES; do
  case "$mode" in sockets|idle|normal) ;; *) echo "page_sps: MODES holds sockets, normal and idle, not $mode" >&2; exit 2 ;; esac
done
BIN="${BIN:-${CARGO_TARGET_DIR:-target}/release/reincarnate}"
OUT="${OUT:-/tmp/reincarnate-page-sps}"
PORT="${PORT:-7933}"
command -v node >/dev/null || { echo "page_sps: node is needed (Node 18 or newer)" >&2; exit 2; }
[ -x "$BIN" ] || { echo "page_sps: no binary at $BIN (set BIN)" >&2; exit 2; }
if [[ ! -f web/node_modules/.package-lock.json || web/package-lock.json -nt web/node_modules/.package-lock.json ]]; then
  echo "page_sps: npm ci in web/" >&2
  (cd web && npm ci --no-audit --no-fund --loglevel=error >&2)
fi
rm -rf "$OUT"; mkdir -p "$OUT"

# One token for every run, so the tabs' address is known before the trainer starts.
token=$(od -An -tx1 -N16 /dev/urandom | tr -d ' \n')
(umask 077; echo "$token" > "$OUT/token")
url="http://127.0.0.1:$PORT/#token=$token"

# Whatever this script started is stopped on any exit (by PID).
live=()
cleanup() { for p in "${live[@]}"; do kill "$p" 2>/dev/null || true; done; }
forget() { local keep=() p; for p in "${live[@]}"; do [ "$p" = "$1" ] || keep+=("$p"); done; live=("${keep[@]}"); }
trap cleanup EXIT
trap 'exit 130' INT TERM

tck=$(getconf CLK_TCK 2>/dev/null || echo 100)
sps() { grep -o 'online: [0-9]* steps in [0-9.]* s ([0-9.]* steps/s)' "$1" | grep -o '[0-9.]* steps/s' | grep -o '^[0-9.]*'; }
# Waits (at most $3 s) for a line matching $2 in file $1.
wait_for() {
  local end=$((SECONDS + $3))
  until grep -q "$2" "$1" 2>/dev/null; do
    [ $SECONDS -lt $end ] || { echo "page_sps: no \"$2\" in $1 within $3 s:" >&2; tail -5 "$1" >&2; exit 1; }
    sleep 0.2
  done
}
trainer() { # name: a served run in the background; sets $trainer_pid
  local name=$1
  "$BIN" dqn --preset demo --total-timesteps "$STEPS" --quiet --serve "$PORT" \
    --token-file "$OUT/token" --runs-dir "$OUT/$name" > "$OUT/$name.log" 2>&1 &
  trainer_pid=$!
  live+=("$trainer_pid")
}
finish() { # name: waits for the trainer (its CPU seconds, read from /proc until it ends, in $trainer_cpu)
  local name=$1 ticks
  trainer_cpu=0
  while ticks=$(awk '{ sub(/.*\) /, ""); print $12 + $13 }' "/proc/$trainer_pid/stat" 2>/dev/null); do
    [ -n "$ticks" ] && trainer_cpu=$(awk -v t="$ticks" -v hz="$tck" 'BEGIN { printf "%.1f", t / hz }')
    sleep 0.2
  done
  wait "$trainer_pid" || { echo "page_sps: the $name run failed:" >&2; tail -5 "$OUT/$name.log" >&2; exit 1; }
  forget "$trainer_pid"
  [ -n "$(sps "$OUT/$name.log")" ] || { echo "page_sps: no online line in $OUT/$name.log" >&2; exit 1; }
}

echo "online steps/s of a served DQN run ($STEPS steps), no page open against $TABS tabs of it ($MODES):"
rows=()
for round in $(seq "$ROUNDS"); do
  trainer "none$round"
  wait_for "$OUT/none$round.log" "listening on" 120
  finish "none$round"
  a=$(sps "$OUT/none$round.log")
  echo "round $round: no tabs: $a steps/s (trainer $trainer_cpu CPU s)"

  for mode in $MODES; do
    name="$mode$round"
    if [ "$mode" = sockets ]; then
      node web/test/pages.mjs "$url" "$TABS" > "$OUT/browser-$name.log" 2>&1 &
      ready="pages: ready"; opened="pages: $TABS pages open"
    else
      prio=()
      [ "$mode" = idle ] && prio=(chrt --idle 0)
      "${prio[@]}" node web/test/tabs.mjs "$url" "$TABS" > "$OUT/browser-$name.log" 2>&1 &
      ready="tabs: browser ready"; opened="tabs: $TABS tabs open"
    fi
    tabs=$!
    live+=("$tabs")
    wait_for "$OUT/browser-$name.log" "$ready" 120
    trainer "tabs-$name"
    wait_for "$OUT/browser-$name.log" "$opened" 120
    finish "tabs-$name"
    kill -TERM "$tabs"
    wait "$tabs" || true
    forget "$tabs"
    b=$(sps "$OUT/tabs-$name.log")
    if [ "$mode" = sockets ]; then
      screens=$(grep -o 'page [0-9]*: [0-9]* screens' "$OUT/browser-$name.log" | grep -o '[0-9]* screens$' | grep -o '^[0-9]*' | paste -sd/ -)
      chrome=$(grep -o '[0-9.]* CPU s in this process' "$OUT/browser-$name.log" | grep -o '^[0-9.]*' || echo "?")
    else
      screens=$(grep -o 'tab [0-9]*: [0-9]* screens' "$OUT/browser-$name.log" | grep -o '[0-9]* screens$' | grep -o '^[0-9]*' | paste -sd/ -)
      chrome=$(grep -o '[0-9.]* CPU s since the tabs began to load' "$OUT/browser-$name.log" | grep -o '^[0-9.]*' || echo "?")
    fi
    echo "round $round: $TABS tabs, $mode: $b steps/s (trainer $trainer_cpu CPU s; viewer $chrome CPU s; screens per tab: $screens)"
    grep 'tabs: page\|not every tab' "$OUT/browser-$name.log" | sed 's/^/  /' || true
    rows+=("$round $mode $a $b $chrome $screens")
  done
done

echo
printf '%-6s %-8s %14s %14s %7s %12s  %s\n' round mode "no tabs" "$TABS tabs" ratio "viewer CPU s" "screens per tab"
for r in "${rows[@]}"; do
  read -r round mode a b chrome screens <<<"$r"
  printf '%-6s %-8s %14s %14s %7s %12s  %s\n' "$round" "$mode" "$a" "$b" "$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.3f", b / a }')" "$chrome" "$screens"
done
for mode in $MODES; do
  printf '%s\n' "${rows[@]}" | awk -v tabs="$TABS" -v mode="$mode" '$2 == mode { a += $3; b += $4 } END {
    r = b / a
    printf "overall, %s: %.3f (sum of steps/s with %d tabs over the sum with none); at least 0.95: %s\n", mode, r, tabs, (r >= 0.95 ? "yes" : "NO")
  }'
done
echo "(logs in $OUT; \"viewer CPU s\": normal, idle: every Chromium process's CPU seconds from the tabs' first load to the trainer's exit; sockets: web/test/pages.mjs's own)"
