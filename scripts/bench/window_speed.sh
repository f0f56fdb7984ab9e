#!/usr/bin/env bash
# Training steps per second with the app's window open (at several frame limits) against the
# same run headless: a DQN demo run of 6,000 steps on Pong. Needs a display (xvfb-run).
#   bash scripts/bench/window_speed.sh [path/to/reincarnate] [frame limits...]
set -euo pipefail
bash "$(dirname "$0")/../lib/cpu_info.sh"   # the machine these figures come from
BIN="${1:-${CARGO_TARGET_DIR:-target}/release/reincarnate}"
shift || true
LIMITS=("${@:-0 10 4}")
OUT="$(mktemp -d)"
last_sps() { grep "^charts/SPS," "$1"/*/scalars.csv | tail -1 | cut -d, -f3; }
"$BIN" dqn --preset demo --total-timesteps 6000 --quiet --runs-dir "$OUT/headless" >/dev/null
echo "headless: $(last_sps "$OUT/headless") steps/s"
for fps in ${LIMITS[@]}; do
  xvfb-run -a -s "-screen 0 1280x800x24" "$BIN" app --dqn --total-timesteps 6000 \
    --runs-dir "$OUT/w$fps" --max-fps "$fps" \
    --screenshot "$OUT/w$fps.png" --screenshot-after 100 >"$OUT/w$fps.log" 2>&1
  echo "window, --max-fps $fps: $(last_sps "$OUT/w$fps") steps/s; $(grep 'ms a frame' "$OUT/w$fps.log")"
done
rm -rf "$OUT"
