#!/usr/bin/env bash
# Every checkpoint of a run evaluated the same way: GAMES games at EPSILON on one environment
# with the seed of the run's final evaluation (the run's seed + 30,000), so that the snapshots
# differ only in their weights. Shows whether a final evaluation far from the run's last
# games is one weak snapshot or the policy itself.
#
#   bash scripts/evidence/evaluate_snapshots.sh RUN_DIR [GAMES] [EPSILON] [ENV_ID]
#       (defaults: 10 games, 0.01, the run's game)
#
# Prints one line per checkpoint (step, mean, 95% interval, games cut at the frame limit) and
# writes RUN_DIR/snapshots-{EPSILON}-{ENV}.csv (step,game,return,frames,truncated). BIN=path
# uses that binary instead of building one.
set -euo pipefail
cd "$(dirname "$0")/../.."
RUN="${1:?usage: evaluate_snapshots.sh RUN_DIR [GAMES] [EPSILON] [ENV_ID]}"
GAMES="${2:-10}"
EPSILON="${3:-0.01}"
ENV_ID="${4:-$(sed -n 's/^env_id *= *"\(.*\)"/\1/p' "$RUN/config.toml")}"
SEED="$(sed -n 's/^seed *= *//p' "$RUN/config.toml")"
if [ -z "${BIN:-}" ]; then
  cargo build --release --no-default-features
  BIN="${CARGO_TARGET_DIR:-target}/release/reincarnate"
fi
out="$RUN/snapshots-$EPSILON-${ENV_ID//\//_}.csv"
echo "step,game,return,frames,truncated" >"$out"
for ckpt in "$RUN"/checkpoints/step_*; do
  step=$((10#${ckpt##*step_}))
  text="$("$BIN" eval --model "$ckpt/student.safetensors" --env-id "$ENV_ID" \
    --episodes "$GAMES" --epsilon "$EPSILON" --seed $((SEED + 30000)) --csv "$out.games")"
  tail -n +2 "$out.games" | sed "s#^#$step,#" >>"$out"
  rm "$out.games"
  echo "step $step: $(grep '^mean return' <<<"$text")"
done
echo "wrote $out"
