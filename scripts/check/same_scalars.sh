#!/usr/bin/env bash
# Checks that two builds of reincarnate train the same way: a short QDagger run through every
# phase (teacher and random-policy evaluation, teacher buffer, offline steps with evaluations,
# online steps with checkpoints, final evaluation) and a short DQN run, same seed, with each
# binary; then compares every logged scalar but the wall-clock SPS. For refactors of the
# trainer: the same scalars.csv means no behaviour changed.
#
#   bash scripts/check/same_scalars.sh BIN_BEFORE BIN_AFTER [WORK_DIR]
#
# About 3 minutes per binary on 2 cores. Exit 0 if every scalar matches, 1 otherwise.
set -euo pipefail
before=${1:?usage: same_scalars.sh BIN_BEFORE BIN_AFTER [WORK_DIR]}
after=${2:?usage: same_scalars.sh BIN_BEFORE BIN_AFTER [WORK_DIR]}
work=${3:-$(mktemp -d)}

train() {
  local bin=$1 out=$2
  mkdir -p "$out"
  local common=(--seed 7 --env-id PongNoFrameskip-v4 --eval-episodes 1 --final-eval-episodes 1 --log-every 1
    --runs-dir "$out" --quiet)
  "$bin" train --preset demo "${common[@]}" --exp-name q --teacher-steps 3000 \
    --offline-steps 400 --offline-eval-every 200 --total-timesteps 5000 \
    --learning-starts 1500 --teacher-eval-episodes 1 --lambda-scores normalized \
    --checkpoint-every 2000 > "$out/q.log" 2>&1
  "$bin" dqn --preset demo "${common[@]}" --exp-name d --total-timesteps 5000 \
    --learning-starts 1500 > "$out/d.log" 2>&1
}

train "$before" "$work/before"
train "$after" "$work/after"
python3 - "$work" <<'PY'
import glob, sys
work = sys.argv[1]
def rows(side, exp):
    (path,) = glob.glob(f"{work}/{side}/*__{exp}__7__*/scalars.csv")
    with open(path) as f:
        next(f)
        return [tuple(l.rstrip("\n").split(",")[:3]) for l in f if not l.startswith("charts/SPS,")]
ok = True
for exp in ("q", "d"):
    a, b = rows("before", exp), rows("after", exp)
    tags = sorted({t for t, _, _ in a})
    same = a == b
    ok &= same
    print(f"{exp}: {len(a)} and {len(b)} scalars over {len(tags)} tags: {'identical' if same else 'DIFFERENT'}")
    if not same:
        for x, y in zip(a, b):
            if x != y:
                print(f"  first difference: {x} vs {y}")
                break
sys.exit(0 if ok else 1)
PY
