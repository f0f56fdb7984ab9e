#!/usr/bin/env bash
# The evidence sweep's final networks under both evaluation protocols, without retraining:
# CleanRL's (PongNoFrameskip-v4: no sticky actions) and the paper's (ALE/Pong-v5: sticky
# actions with probability 0.25, the same minimal action set), GAMES games each at epsilon
# 0.01, on one environment with the seed the run's final evaluation used (its seed + 30,000).
#
#   bash scripts/evidence/evidence_protocols.sh [SWEEP_DIR] [GAMES]   (defaults: runs/evidence/main, 30)
#
# Writes SWEEP_DIR/protocols.csv (run,algorithm,seed,protocol,game,return,frames,truncated)
# and prints each run's mean with its 95% interval under each protocol, then a table per
# algorithm and protocol (python3, for the bootstrap over seeds and games). BIN=path uses that
# binary instead of building one. Runs without a finished final checkpoint are skipped.
# Running it again keeps what protocols.csv holds and evaluates only what is missing (a run
# and protocol whose games are all there), so it can go on while the sweep finishes runs.
set -euo pipefail
cd "$(dirname "$0")/../.."
SWEEP="${1:-runs/evidence/main}"
GAMES="${2:-30}"
if [ -z "${BIN:-}" ]; then
  cargo build --release --no-default-features
  BIN="${CARGO_TARGET_DIR:-target}/release/reincarnate"
fi
out="$SWEEP/protocols.csv"
header="run,algorithm,seed,protocol,game,return,frames,truncated"
if [ ! -f "$out" ] || [ "$(head -1 "$out")" != "$header" ]; then
  echo "$header" >"$out"
fi
for run in "$SWEEP"/*__*__*__*/; do
  run="${run%/}"
  name="$(basename "$run")"
  algo="$(awk -F__ '{print $2}' <<<"$name")"
  seed="$(awk -F__ '{print $3}' <<<"$name")"
  last="$(ls -d "$run"/checkpoints/step_* 2>/dev/null | tail -1 || true)"
  if [ -z "$last" ] || ! grep -q '"phase": *"Done"\|"phase":"Done"' "$last/state.json" 2>/dev/null; then
    echo "$name: no final checkpoint yet, skipped"
    continue
  fi
  for protocol in PongNoFrameskip-v4 ALE/Pong-v5; do
    if [ "$(grep -c "^$name,$algo,$seed,$protocol," "$out" || true)" -ge "$GAMES" ]; then
      echo "$name $protocol: evaluated already"
      continue
    fi
    # A run and protocol cut short last time: its partial rows go.
    grep -v "^$name,$algo,$seed,$protocol," "$out" >"$out.keep" || true
    mv "$out.keep" "$out"
    text="$("$BIN" eval --model "$last/student.safetensors" --env-id "$protocol" \
      --episodes "$GAMES" --seed $((seed + 30000)) --epsilon 0.01 --csv "$out.games")"
    tail -n +2 "$out.games" | sed "s#^#$name,$algo,$seed,$protocol,#" >>"$out"
    rm -f "$out.games"
    echo "$name $protocol: $(grep '^mean return' <<<"$text")"
  done
done
echo "wrote $out"

# Per algorithm and protocol: each seed's mean, their mean, and a 95% interval from a
# two-level bootstrap (seeds resampled, then each seed's games), 10,000 resamples, seed 0.
python3 - "$out" <<'PY'
import csv, random, statistics as st, sys
from collections import defaultdict
games = defaultdict(list)
for r in csv.DictReader(open(sys.argv[1])):
    games[(r["algorithm"], r["protocol"], int(r["seed"]))].append(float(r["return"]))
random.seed(0)
print("| algorithm | protocol | seeds | games each | per seed | mean [95% interval] |")
print("| --- | --- | --- | --- | --- | --- |")
for algo in sorted({k[0] for k in games}, reverse=True):
    for prot in sorted({k[1] for k in games}, reverse=True):
        seeds = sorted(s for (a, p, s) in games if a == algo and p == prot)
        if not seeds:
            continue
        per = [st.mean(games[(algo, prot, s)]) for s in seeds]
        boot = sorted(
            st.mean(st.mean(random.choices(games[(algo, prot, s)], k=len(games[(algo, prot, s)])))
                    for s in random.choices(seeds, k=len(seeds)))
            for _ in range(10000))
        n = sorted({len(games[(algo, prot, s)]) for s in seeds})
        print(f"| {algo} | {prot} | {len(seeds)} | {'/'.join(map(str, n))} | "
              f"{', '.join(f'{x:.2f}' for x in per)} | {st.mean(per):.2f} "
              f"[{boot[249]:.2f}, {boot[9749]:.2f}] |")
PY
