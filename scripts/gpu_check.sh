#!/usr/bin/env bash
# One run on a CUDA machine, with what scripts/gpu_prepare.sh put in .gpu/ (about 5 minutes
# on an H200 with the defaults, so that it can be run again within a 15-minute loan):
#   1. `reincarnate check-device --device cuda` for the IMPALA and the Nature student: Q-values,
#      losses, gradients and an Adam step against the CPU, and the update's time on both, in
#      parts (forward and losses, backward, Adam);
#   2. the same for the IMPALA student with every FP32 CUDA lever on (--cuda-levers,
#      docs/cuda.md; cuDNN, for the cudnn lever, from the machine's NVIDIA wheels);
#   3. PyTorch's own update on the same GPU (scripts/bench/peer_update_bench.py --device cuda: its
#      update time and the GPU operations one update launches), when PyTorch is there;
#   4. scripts/bench/peer_qdagger_sps.sh with --device cuda: reincarnate's end-to-end steps per
#      second against CleanRL's qdagger_dqn_atari_impalacnn.py on the same GPU (when .gpu/ has
#      CleanRL and its wheels), then reincarnate's online phase again with every FP32 lever on,
#      and with them and the replay buffer's frames on the GPU (--replay-on-device on);
#   5. check-device for the IMPALA student with each lever on its own, then all (tf32 too):
#      agreement and update time of each, in one table with steps 1 and 2.
# The figures that matter most come first, so that a loan that ends early still has them.
# The GPU's memory and utilisation are read every second throughout ($OUT/gpu_memory.csv;
# the peak is printed at the end).
#
#   bash scripts/gpu_check.sh [ONLINE_STEPS] [LEARNING_STARTS]   (defaults 10000 and 1000)
#
# The CUDA libraries come from the machine's PyTorch wheels (nvidia/*/lib). Writes its logs
# to $OUT (default /tmp/gpu-check). Exits non-zero when a check fails. DEVICE (default cuda)
# lets the script be tried on a machine without a GPU, with a CPU build in .gpu/reincarnate;
# TIMED (default 20) is check-device's --timed-updates.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/lib/cpu_info.sh   # the machine these figures come from
out="${OUT:-/tmp/gpu-check}"
mkdir -p "$out"
steps="${1:-10000}"
starts="${2:-1000}"
timed="${TIMED:-20}"
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
nvidia-smi --query-gpu=timestamp,memory.used,utilization.gpu --format=csv,noheader -l 1 \
  >"$out/gpu_memory.csv" 2>/dev/null &
smi=$!
trap 'kill "$smi" 2>/dev/null' EXIT
status=0
for arch in impala nature; do
  echo "== check-device, $arch student (no lever)"
  "$bin" check-device --device "$device" --arch "$arch" --timed-updates "$timed" 2>&1 | tee "$out/check_$arch.txt"
  [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
done
# Every lever that keeps FP32 arithmetic (tf32 trades precision for speed: its runs are
# reported, their differences beyond check-device's FP32 tolerances are not failures).
fp32=events,pool,stream,htod,lazy,adam,maxpool,cudnn,graphs,update-graph
# check-device for the IMPALA student with --cuda-levers $1, into its own file.
levered() {
  "$bin" check-device --device "$device" --arch impala --cuda-levers "$1" \
    --timed-updates "$timed" >"$out/check_impala_$1.txt" 2>&1 ||
    case "$1" in *tf32* | all) ;; *) status=1 ;; esac
}
# The figures that matter most come first (every FP32 lever, PyTorch's update, the online
# phase against CleanRL's), each lever on its own last: a loan that ends early keeps them.
echo "== check-device, IMPALA student, every FP32 lever (--cuda-levers $fp32)"
levered "$fp32"
grep -E 'agrees with|differs|DIFFERS|QDagger update, median|: forward|CUDA graph|note:' \
  "$out/check_impala_$fp32.txt"
if python3 -c 'import torch; assert torch.cuda.is_available()' 2>/dev/null; then
  echo "== PyTorch's update on the same GPU (scripts/bench/peer_update_bench.py --device cuda)"
  python3 scripts/bench/peer_update_bench.py --device cuda --repeats 50 2>&1 | tee "$out/peer_update.txt"
else
  echo "== no PyTorch with CUDA here: PyTorch's own update not measured"
fi
# reincarnate's end-to-end run (the same flags as peer_qdagger_sps.sh's) into runs dir $1,
# its whole output into $2, with the flags after them.
ours() {
  "$bin" train --env-id BreakoutNoFrameskip-v4 --total-timesteps "$steps" \
    --learning-starts "$starts" --buffer-size 10000 --teacher-steps 5000 --offline-steps 1 \
    --teacher-eval-episodes 1 --teacher tests/fixtures/parity/teacher.cleanrl_model \
    --device "$device" --student-arch impala --eval-episodes 1 --final-eval-episodes 1 --quiet \
    --runs-dir "$1" "${@:3}" 2>&1 | tee "$2"
  [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
}
if [ -d .gpu/cleanrl ]; then
  site=/tmp/gpu-check-site
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
    --target "$site" .gpu/whl/*.whl && export PYTHONPATH="$site"
  BIN="$bin" DEVICE="$device" PEER_PYTHON=python3 PEER_LOG="$out/cleanrl.log" CLEANRL_DIR="$PWD/.gpu/cleanrl" \
    bash scripts/bench/peer_qdagger_sps.sh "$steps" "$starts" 2>&1 | tee "$out/sps.txt"
  [ "${PIPESTATUS[0]}" -eq 0 ] || status=1
  echo "== reincarnate again, every FP32 CUDA lever on (--cuda-levers $fp32)"
  ours /tmp/gpu-check-runs-levers "$out/sps_levers.txt" --cuda-levers "$fp32" >/dev/null
  grep -E '^(teacher buffer|offline|online):' "$out/sps_levers.txt"
  echo "== and with the replay buffer's frames on the GPU (--replay-on-device on)"
  ours /tmp/gpu-check-runs-replay "$out/sps_replay.txt" --cuda-levers "$fp32" \
    --replay-on-device on >/dev/null
  grep -E '^(teacher buffer|offline|online):' "$out/sps_replay.txt"
else
  echo "== end to end, reincarnate only (no CleanRL in .gpu/)"
  ours /tmp/gpu-check-runs "$out/sps.txt"
fi
echo "== check-device, IMPALA student, each CUDA lever (--cuda-levers)"
for levers in events pool stream stream,htod stream,lazy adam maxpool adam,maxpool cudnn \
  cudnn,adam,maxpool tf32 graphs update-graph update-graph,cudnn,maxpool all; do
  levered "$levers"
done
for f in "$out/check_impala.txt" "$out"/check_impala_*.txt; do
  levers="${f##*/check_impala}"; levers="${levers#_}"; levers="${levers%.txt}"
  printf '  %-28s %-9s %s | %s\n' "${levers:-none}" \
    "$(grep -q ' agrees with ' "$f" && echo agrees || echo DIFFERS)" \
    "$(grep -m1 'QDagger update, median' "$f" | sed 's/^ *//')" \
    "$(grep -m1 -E '^    [^ ]+: forward' "$f" | sed 's/^ *//')"
  grep -E 'as a CUDA graph|one replay of' "$f" | sed 's/^ */                               /'
done | tee "$out/levers.txt"
kill "$smi" 2>/dev/null
awk -F', ' '{ m = $2 + 0; if (m > peak) peak = m } END { if (NR) print "GPU memory: peak " peak " MiB over " NR " readings" }' \
  "$out/gpu_memory.csv" | tee -a "$out/gpu.txt"
exit "$status"
