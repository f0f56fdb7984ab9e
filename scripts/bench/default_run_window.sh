#!/usr/bin/env bash
# The app's default run (QDagger demo on Pong) in the window, one seed after another, each for
# SECS seconds (xvfb-run, Mesa's llvmpipe), and when each passed halfway from the random policy
# to the teacher: the first student evaluation at or above (G_T + random) / 2, the run's own
# measurements, timed from the command's start. Prints one table row per seed.
#   bash scripts/bench/default_run_window.sh [seeds (1,2,3,4,5)] [seconds (300)] [reincarnate]
set -euo pipefail
bash "$(dirname "$0")/../lib/cpu_info.sh"   # the machine these figures come from
SEEDS="${1:-1,2,3,4,5}"
SECS="${2:-300}"
BIN="${3:-${CARGO_TARGET_DIR:-target}/release/reincarnate}"
# The app's own options exist only in a build with the window (the default features).
if ! "$BIN" --help 2>/dev/null | grep -q -- '--screenshot-after'; then
  echo "$BIN has no window (a --no-default-features build?): build it with \`cargo build --release\` or pass a GUI build as the third argument" >&2
  exit 2
fi
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
echo "| seed | G_T | random | halfway | offline phase | evaluations (step: return) | halfway passed |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
for seed in ${SEEDS//,/ }; do
  start=$(date +%s.%N)
  xvfb-run -a -s "-screen 0 1280x800x24" "$BIN" --seed "$seed" --runs-dir "$OUT/$seed" \
    --screenshot "$OUT/$seed.png" --screenshot-after "$SECS" >"$OUT/$seed.log" 2>&1 || true
  awk -F, -v start="$start" -v seed="$seed" '
    $1 == "charts/teacher/avg_episodic_return" { gt = $3 }
    $1 == "charts/random/avg_episodic_return" { rnd = $3 }
    $1 == "charts/offline/loss" { if (!o0) o0 = $4; o1 = $4 }
    $1 ~ /^charts\/(offline|online)\/avg_episodic_return$/ { n++; s[n] = $2; v[n] = $3; t[n] = $4 }
    END {
      half = (gt + rnd) / 2; passed = "not within the run"; evals = ""
      for (i = 1; i <= n; i++) {
        evals = evals sprintf("%s%d: %g", i > 1 ? ", " : "", s[i], v[i])
        if (v[i] >= half && passed == "not within the run")
          passed = sprintf("%dm%02ds (%g at step %d)", int((t[i] - start) / 60), int(t[i] - start) % 60, v[i], s[i])
      }
      printf "| %s | %.2f | %.2f | %.2f | %ds | %s | %s |\n", seed, gt, rnd, half, o1 - o0, evals, passed
    }' "$OUT/$seed"/*/scalars.csv
done
