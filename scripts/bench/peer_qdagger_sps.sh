#!/usr/bin/env bash
# End-to-end speed of the online phase, side by side: CleanRL's qdagger_dqn_atari_impalacnn.py
# (PyTorch on this CPU) and `reincarnate train`, with the same hyperparameters, game, teacher
# file and sizes. CleanRL's script needs a checkout of CleanRL (for cleanrl/ and
# cleanrl_utils/); the Python packages go into a virtual environment (a measurement tool,
# never a dependency of reincarnate).
#
#   CLEANRL_DIR=/path/to/cleanrl bash scripts/bench/peer_qdagger_sps.sh [ONLINE_STEPS] [LEARNING_STARTS]
#       (defaults: 2000 and 1000: 250 gradient steps of the IMPALA student)
#
# The teacher is tests/fixtures/parity/teacher.cleanrl_model (a CleanRL-shaped Nature CNN for
# Breakout), served to CleanRL's hf_hub_download from a pre-filled offline cache. Prints each
# side's online steps, seconds and steps per second, and the teacher-buffer fill rate.
#
# Settings (environment): BIN, a reincarnate binary to use instead of building one; DEVICE,
# reincarnate's --device (default cpu; CleanRL takes the GPU whenever PyTorch sees one);
# PEER_PYTHON, a Python that already has CleanRL's packages (no virtual environment is made);
# PEER_LOG, a file for CleanRL's whole output (only its phase lines are printed).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/lib/cpu_info.sh   # the machine these figures come from
ROOT=$PWD
STEPS="${1:-2000}"
STARTS="${2:-1000}"
TEACHER_STEPS="${TEACHER_STEPS:-5000}"
: "${CLEANRL_DIR:?set CLEANRL_DIR to a checkout of https://github.com/vwxyzjn/cleanrl}"
DEVICE="${DEVICE:-cpu}"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

if [ -n "${PEER_PYTHON:-}" ]; then
  PY="$PEER_PYTHON"
else
  VENV="${PEER_VENV:-$HOME/.cache/reincarnate/cleanrl-venv}"
  if [ ! -x "$VENV/bin/python" ]; then
    python3 -m venv --system-site-packages "$VENV"
    "$VENV/bin/pip" install -q "gymnasium==0.29.1" "ale-py==0.9.0" "stable-baselines3==2.3.2" \
      "moviepy==1.0.3" tyro rich tensorboard huggingface_hub opencv-python-headless
  fi
  "$VENV/bin/python" -c "import torch" 2>/dev/null || "$VENV/bin/pip" install -q torch
  PY="$VENV/bin/python"
fi

# CleanRL's hf_hub_download finds the teacher in an offline cache.
REPO="$WORK/hf/hub/models--cleanrl--BreakoutNoFrameskip-v4-dqn_atari-seed1"
REV=0000000000000000000000000000000000000000
mkdir -p "$REPO/snapshots/$REV" "$REPO/refs"
printf %s "$REV" > "$REPO/refs/main"
cp tests/fixtures/parity/teacher.cleanrl_model "$REPO/snapshots/$REV/dqn_atari.cleanrl_model"
# ale-py 0.9 registers its games with Gymnasium 0.29 when imported.
mkdir -p "$WORK/py"
echo "import ale_py  # noqa: F401" > "$WORK/py/sitecustomize.py"

if [ -z "${BIN:-}" ]; then
  cargo build --release --no-default-features
  BIN=${CARGO_TARGET_DIR:-$ROOT/target}/release/reincarnate
fi
COMMON=(--env-id BreakoutNoFrameskip-v4 --total-timesteps "$STEPS" --learning-starts "$STARTS"
  --buffer-size 10000 --teacher-steps "$TEACHER_STEPS" --offline-steps 1 --teacher-eval-episodes 1)

echo "== CleanRL (PyTorch $("$PY" -c 'import torch; print(torch.__version__, torch.get_num_threads(), "threads,", "cuda" if torch.cuda.is_available() else "cpu")'))"
(cd "$WORK" && HF_HOME="$WORK/hf" HF_HUB_OFFLINE=1 PYTHONPATH="$WORK/py:$CLEANRL_DIR:${PYTHONPATH:-}" \
  "$PY" - "${COMMON[@]}" <<PY
import runpy, sys, time
import rich.progress
# Time each phase of the unmodified script by wrapping the progress bars it loops through.
_track = rich.progress.track
def track(seq, description="", **kw):
    t0 = time.time(); n = 0
    for x in _track(seq, description=description, **kw):
        n += 1
        yield x
    dt = time.time() - t0
    print(f"PHASE {description}: {n} steps in {dt:.2f} s ({n / dt:.1f} steps/s)", flush=True)
rich.progress.track = track
try:
    import moviepy  # noqa: F401
except ImportError:
    # Without moviepy (a GPU machine that cannot install it), the script's evaluations, which
    # run outside the timed phases, record no video instead of failing.
    import cleanrl_utils.evals.dqn_eval as dqn_eval
    _evaluate = dqn_eval.evaluate
    def evaluate(*args, **kwargs):
        kwargs["capture_video"] = False
        return _evaluate(*args, **kwargs)
    dqn_eval.evaluate = evaluate
    print("PHASE note: no moviepy, so CleanRL's evaluations (not timed) record no video", flush=True)
sys.argv = ["qdagger_dqn_atari_impalacnn.py"] + sys.argv[1:]
runpy.run_path("$CLEANRL_DIR/cleanrl/qdagger_dqn_atari_impalacnn.py", run_name="__main__")
PY
) 2>&1 | tee "${PEER_LOG:-/dev/null}" | grep '^PHASE'

echo "== reincarnate (--device $DEVICE)"
"$BIN" train "${COMMON[@]}" --teacher tests/fixtures/parity/teacher.cleanrl_model \
  --device "$DEVICE" --student-arch impala --eval-episodes 1 --final-eval-episodes 1 --quiet --runs-dir "$WORK/runs" 2>&1 |
  grep -E '^(teacher buffer|offline|online):'
