#!/usr/bin/env bash
# A served run's online steps per second with three tabs of the browser page open against
# none, alternated ROUNDS times in one sitting. DQN, demo preset, Pong (serve_sps.sh's run).
# The requirement: with three tabs, at least 95% of the steps per second with none (the
# overall ratio: the sum of steps/s with tabs over the sum without).
#
#   bash scripts/page_sps.sh [ONLINE_STEPS] [ROUNDS]    (default 8000 steps, 2 rounds)
#
# Each round: the run served with no page open, then the same run with TABS (3) tabs of the
# page in one headless Chromium (web/test/tabs.mjs: /usr/bin/chromium or CHROMIUM, each tab
# 1280x800 and visible, opened with the token so that the controls render, kept open until
# the trainer exits). The browser starts first; the trainer starts once it is up, and the
# tabs load the page as soon as the trainer listens. Printed per run: the trainer's own
# "online: N steps in T s (X steps/s)", its CPU seconds (from /proc), the screens each tab
# drew and Chromium's CPU seconds over the run (web/test/tabs.mjs, from /proc: every Chromium
# process, from the tabs' first load to the trainer's exit); then a table and the ratio.
# Needs node and web/node_modules (npm ci in web/, done here when missing). Environment: BIN
# (the binary; default target/release/reincarnate, whose embedded web/dist is the page
# measured), TABS (3), PORT (7933), OUT (the logs; /tmp/reincarnate-page-sps).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/cpu_info.sh   # the machine these figures come from
STEPS="${1:-8000}"
ROUNDS="${2:-2}"
TABS="${TABS:-3}"
BIN="${BIN:-target/release/reincarnate}"
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

echo "online steps/s of a served DQN run ($STEPS steps), no page open against $TABS tabs of it:"
rows=()
for round in $(seq "$ROUNDS"); do
  trainer "none$round"
  wait_for "$OUT/none$round.log" "listening on" 120
  finish "none$round"
  a=$(sps "$OUT/none$round.log")
  echo "round $round: no tabs: $a steps/s (trainer $trainer_cpu CPU s)"

  node web/test/tabs.mjs "$url" "$TABS" > "$OUT/browser$round.log" 2>&1 &
  tabs=$!
  live+=("$tabs")
  wait_for "$OUT/browser$round.log" "tabs: browser ready" 120
  trainer "tabs$round"
  wait_for "$OUT/browser$round.log" "tabs: $TABS tabs open" 120
  finish "tabs$round"
  kill -TERM "$tabs"
  wait "$tabs" || true
  forget "$tabs"
  b=$(sps "$OUT/tabs$round.log")
  screens=$(grep -o 'tab [0-9]*: [0-9]* screens' "$OUT/browser$round.log" | grep -o '[0-9]* screens$' | grep -o '^[0-9]*' | paste -sd/ -)
  chrome=$(grep -o '[0-9.]* CPU s since the tabs began to load' "$OUT/browser$round.log" | grep -o '^[0-9.]*' || echo "?")
  echo "round $round: $TABS tabs: $b steps/s (trainer $trainer_cpu CPU s; chromium $chrome CPU s; screens drawn per tab: $screens)"
  grep 'tabs: page\|not every tab' "$OUT/browser$round.log" | sed 's/^/  /' || true
  rows+=("$round $a $b $chrome $screens")
done

echo
printf '%-6s %14s %14s %7s %12s  %s\n' round "no tabs" "$TABS tabs" ratio "chromium s" "screens per tab"
for r in "${rows[@]}"; do
  read -r round a b chrome screens <<<"$r"
  printf '%-6s %14s %14s %7s %12s  %s\n' "$round" "$a" "$b" "$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.3f", b / a }')" "$chrome" "$screens"
done
printf '%s\n' "${rows[@]}" | awk -v tabs="$TABS" '{ a += $2; b += $3 } END {
  r = b / a
  printf "overall: %.3f (sum of steps/s with %d tabs over the sum with none); at least 0.95: %s\n", r, tabs, (r >= 0.95 ? "yes" : "NO")
}'
echo "(logs in $OUT; \"chromium s\": CPU seconds of every Chromium process from the tabs' first load to the trainer's exit)"
