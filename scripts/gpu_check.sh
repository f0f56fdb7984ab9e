#!/usr/bin/env bash
# One run on a CUDA machine, with what scripts/gpu_prepare.sh put in .gpu/:
#   1. `reincarnate check-device --device cuda` for the IMPALA and the Nature student: Q-values,
#      losses, gradients and an Adam step against the CPU, and the update's time on both;
#   2. scripts/peer_qdagger_sps.sh with --device cuda: reincarnate's end-to-end steps per
#      second against CleanRL's qdagger_dqn_atari_impalacnn.py on the same GPU (when .gpu/ has
#      CleanRL and its wheels).
#
#   bash scripts/gpu_check.sh [ONLINE_STEPS] [LEARNING_STARTS]   (defaults 10000 and 1000)
#
# The CUDA libraries come from the machine's PyTorch wheels (nvidia/*/lib). Writes its logs
# to $OUT (default /tmp/gpu-check). Exits non-zero when a check fails. DEVICE (default cuda)
# lets the script be tried on a machine without a GPU, with a CPU build in .gpu/reincarnate.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/cpu_info.sh   # the machine these figures come from
out="${OUT:-/tmp/gpu-check}"
mkdir -p "$out"
steps="${1:-10000}"
starts="${2:-1000}"
bin="$PWD/.gpu/reincarnate"
device="${DEVICE:-cuda}"
if [ ! -x "$bin" ]; then
  python3 -c 'import lzma, shutil, sys; shutil.copyfileobj(lzma.open(sys.argv[1]), open(sys.argv[2], "wb"))' \
    .gpu/reincarnate.xz "$bin" && chmod +x "$bin"
fi
libs=$(python3 -c 'import glob, os, nvidia; print(":".join(d for p in nvidia.__path__ for d in sorted(glob.glob(os.path.join(p, "*", "lib")))))' 2>/dev/null)
export LD_LIBRARY_PATH="${libs}${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
nvidia-smi --query-gpu=name,driver_version,compute_cap,memory.total --format=csv 2>&1 | tee "$out/gpu.txt"
nproc | sed 's/^/CPU cores: /' | tee -a "$out/gpu.txt"
status=0
for arch in impala nature; do
  echo "== check-device, $arch student"
  "$bin" check-device --device "$device" --arch "$arch" --timed-updates 20 2>&1 | tee "$out/check_$arch.txt"
  [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
done
if [ -d .gpu/cleanrl ]; then
  site=/tmp/gpu-check-site
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
    --target "$site" .gpu/whl/*.whl && export PYTHONPATH="$site"
  BIN="$bin" DEVICE="$device" PEER_PYTHON=python3 PEER_LOG="$out/cleanrl.log" CLEANRL_DIR="$PWD/.gpu/cleanrl" \
    bash scripts/peer_qdagger_sps.sh "$steps" "$starts" 2>&1 | tee "$out/sps.txt"
  [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
else
  echo "== end to end, reincarnate only (no CleanRL in .gpu/)"
  "$bin" train --env-id BreakoutNoFrameskip-v4 --total-timesteps "$steps" \
    --learning-starts "$starts" --buffer-size 10000 --teacher-steps 5000 --offline-steps 1 \
    --teacher-eval-episodes 1 --teacher tests/fixtures/parity/teacher.cleanrl_model \
    --device "$device" --student-arch impala --eval-episodes 1 --final-eval-episodes 1 --quiet --runs-dir /tmp/gpu-check-runs \
    2>&1 | tee "$out/sps.txt"
  [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
fi
exit "$status"
