#!/usr/bin/env bash
# Builds reincarnate with the `cuda` feature on a machine without a CUDA toolkit (a GPU is not
# needed to build): the compiler and the libraries to link against come from NVIDIA's PyPI
# wheels, installed in a virtual environment next to the build outputs.
#
#   bash scripts/build/build_cuda.sh [CARGO ARGS...]
#
# Extra arguments go to `cargo build --release --features cuda` (for a headless binary without
# the desktop app: `--no-default-features`). The binary is
# $CARGO_TARGET_DIR/release/reincarnate (default target folder: target-cuda/ in the clone).
#
# Settings (environment):
#   CUDA_PIP_VERSION  the CUDA release of the wheels (default 13.0.88). Pick one no newer than
#                     the CUDA version your driver reports (`nvidia-smi`, top right): candle's
#                     kernels are PTX, and a driver cannot load PTX from a newer compiler.
#   CUDA_COMPUTE_CAP  the GPU's compute capability without the dot (default: what nvidia-smi
#                     reports, else 90 for H100/H200). `nvidia-smi --query-gpu=compute_cap
#                     --format=csv` tells it; 80 for A100, 89 for L4/RTX 40xx, 86 for RTX 30xx.
#   CUDA_VENV         where the wheels go (default ~/.cache/reincarnate/cuda-$CUDA_PIP_VERSION).
#
# The binary links no CUDA library: it loads the NVIDIA driver (libcuda.so.1) and CUDA's
# libraries (cuBLAS, cuBLASLt, cuRAND; NVRTC when there) when a GPU is asked for. So it starts
# anywhere, a machine without a driver included (`--device auto`, its default, then runs on the
# CPU and says why). It finds the libraries without LD_LIBRARY_PATH: in the system's library
# paths, in the wheels this script installed (their folder is compiled in), in the default
# folder of these wheels, in the active Python environment's or the user's NVIDIA wheels
# (PyTorch's CUDA 13 wheels bring the same ones), or in a CUDA toolkit; REINCARNATE_CUDA_LIBS
# names more folders. `reincarnate check-device` says what it found.
set -euo pipefail
cd "$(dirname "$0")/../.."

version="${CUDA_PIP_VERSION:-13.0.88}"
venv="${CUDA_VENV:-$HOME/.cache/reincarnate/cuda-$version}"
major="${version%%.*}"
minor="${version#*.}"
minor="${minor%%.*}"

if [ ! -x "$venv/bin/python" ]; then
  echo "==> creating $venv"
  python3 -m venv "$venv"
fi
echo "==> NVIDIA's CUDA $version wheels (compiler, headers, runtime, cuBLAS, cuRAND, NVRTC)"
"$venv/bin/pip" install -q --disable-pip-version-check \
  "nvidia-cuda-nvcc==$version" "nvidia-nvvm==$version" "nvidia-cuda-crt==$version" \
  "nvidia-cuda-runtime==$version" "nvidia-cuda-nvrtc==$version" \
  "nvidia-cuda-cccl==$major.$minor.*" "nvidia-cublas==$major.*" "nvidia-curand"
root="$venv/lib/python3*/site-packages/nvidia/cu$major"
# shellcheck disable=SC2086
root="$(cd $root && pwd)"

if [ -z "${CUDA_COMPUTE_CAP:-}" ]; then
  if command -v nvidia-smi >/dev/null 2>&1; then
    CUDA_COMPUTE_CAP="$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader | head -1 | tr -d .)"
  else
    CUDA_COMPUTE_CAP=90
  fi
fi
export CUDA_COMPUTE_CAP
export CUDA_HOME="$root" NVCC="$root/bin/nvcc" PATH="$root/bin:$PATH"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target-cuda}"
# Where the binary looks for CUDA's libraries after the system's own search.
export REINCARNATE_CUDA_LIB_DIR="$root/lib"
# `reincarnate`, unless the arguments name a binary (the test suite builds `reincarnate-cuda`,
# the same program, beside the CPU build's `reincarnate`).
bin=
args=("$@")
for ((i = 0; i < ${#args[@]}; i++)); do
  case "${args[i]}" in
    --bin) bin="${args[i + 1]:-}" ;;
    --bin=*) bin="${args[i]#--bin=}" ;;
  esac
done
if [ -z "$bin" ]; then
  bin=reincarnate
  set -- --bin reincarnate "$@"
fi
echo "==> cargo build --release --features cuda $* (CUDA $version, compute capability $CUDA_COMPUTE_CAP)"
cargo build --release --features cuda "$@"
echo "==> built $CARGO_TARGET_DIR/release/$bin (CUDA's libraries: $root/lib, found by itself)"
