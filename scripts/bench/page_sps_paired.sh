#!/usr/bin/env bash
# The cost of three open browser pages to a served run, measured inside one run: the pages
# are opened and closed in turn every PERIOD seconds, and the run's own steps per second in
# each "open" stretch are compared with the stretches just before and after it (closed).
# Neighbouring stretches of one run share the machine's state, so its drift from run to run
# (10-20% between neighbouring runs on a noisy 2-core VM, more than the effect measured)
# cancels; scripts/bench/page_sps.sh alternates whole runs instead.
#
#   bash scripts/bench/page_sps_paired.sh [ONLINE_STEPS] [PERIOD]   (default 50000 steps, 20 s)
#
# The run: DQN, demo preset, Pong, no evaluations during the run (`--online-eval-every 0`), so
# every stretch trains alike; served on 127.0.0.1:PORT with a token. The pages: TABS (3)
# page sockets of web/test/pages.mjs (the browser on the viewer's own machine, as in
# page_sps.sh's mode `sockets`: every message read as the page reads it, "Drawn" for each
# screen as a page drawing 15 a second says it; each opening loads the run's history again).
# Steps over time come from the run's scalars.csv (the loss rows' step and wall_time), read
# by linear interpolation at each stretch's ends; the first SKIP (2) seconds of a stretch
# are left out (the pages connecting or closing). Stretches start once the learner does.
#
# Printed (scripts/lib/paired_rate.py): the machine, each triple (closed, open, closed: steps/s
# and the open one over the mean of its neighbours), then the overall ratio (the open
# stretches' steps over their time against the closed ones'), the mean and median of the
# triples' ratios and a bootstrap 95% interval of the mean ratio over the triples. Needs node, python3 and web/node_modules (npm ci in
# web/ when missing). Environment: BIN (default target/release/reincarnate), TABS (3), SKIP
# (2), PORT (7934), OUT (/tmp/reincarnate-page-sps-paired).
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=scripts/lib/served_stretches.sh
source scripts/lib/served_stretches.sh
NAME=page_sps_paired
bash scripts/lib/cpu_info.sh   # the machine these figures come from
STEPS="${1:-50000}"
PERIOD="${2:-20}"
TABS="${TABS:-3}"
SKIP="${SKIP:-2}"
BIN="${BIN:-${CARGO_TARGET_DIR:-target}/release/reincarnate}"
OUT="${OUT:-/tmp/reincarnate-page-sps-paired}"
PORT="${PORT:-7934}"
command -v node >/dev/null || { echo "page_sps_paired: node is needed (Node 18 or newer)" >&2; exit 2; }
command -v python3 >/dev/null || { echo "page_sps_paired: python3 is needed for the analysis" >&2; exit 2; }
[ -x "$BIN" ] || { echo "page_sps_paired: no binary at $BIN (set BIN)" >&2; exit 2; }
if [[ ! -f web/node_modules/.package-lock.json || web/package-lock.json -nt web/node_modules/.package-lock.json ]]; then
  echo "page_sps_paired: npm ci in web/" >&2
  (cd web && npm ci --no-audit --no-fund --loglevel=error >&2)
fi
rm -rf "$OUT"; mkdir -p "$OUT"
token=$(od -An -tx1 -N16 /dev/urandom | tr -d ' \n')
(umask 077; echo "$token" > "$OUT/token")
url="http://127.0.0.1:$PORT/#token=$token"

live=()
cleanup() { for p in "${live[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT
trap 'exit 130' INT TERM

"$BIN" dqn --preset demo --total-timesteps "$STEPS" --online-eval-every 0 --quiet \
  --serve "$PORT" --token-file "$OUT/token" --runs-dir "$OUT/runs" > "$OUT/trainer.log" 2>&1 &
trainer=$!
live+=("$trainer")
start_treatment() {
  node web/test/pages.mjs "$url" "$TABS" > "$OUT/pages-$1.log" 2>&1 &
  treatment=$!
}
# The stretches start once the learner does (the first loss row in scalars.csv).
wait_for_learner
echo "alternating $PERIOD s closed / $PERIOD s with $TABS page sockets open, until the run ($STEPS online steps) ends"
alternate closed open
grep -ho '[0-9]* screens,' "$OUT"/pages-*.log | awk '{ s += $1; n++ } END { if (n) printf "screens per page and opening: %.0f (%d page openings)\n", s / n, n }'

python3 scripts/lib/paired_rate.py "$csv" losses/loss "$OUT/stretches" "$SKIP" closed open
echo "(logs in $OUT)"
