#!/usr/bin/env bash
# Builds reincarnate with the `cuda` feature on a machine without a CUDA toolkit (a GPU is not
# needed to build): the compiler and the libraries to link against come from NVIDIA's PyPI
# wheels, installed in a virtual environment next to the build outputs.
#
#   bash scripts/build_cuda.sh [CARGO ARGS...]
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
# At run time the binary needs the NVIDIA driver (libcuda.so.1) and the CUDA 13 libraries
# cuBLAS, cuRAND, NVRTC and the runtime: a CUDA toolkit, or the same wheels (PyTorch's CUDA 13
# wheels bring them) with their folder in LD_LIBRARY_PATH. This script prints that folder.
set -euo pipefail
cd "$(dirname "$0")/.."

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

# The wheels hold only versioned libraries (libcublas.so.13); the linker looks for
# libcublas.so. The driver's libcuda.so comes with the driver, not with the wheels: where no
# driver is installed, link against a stub that names every driver function candle's
# bindings declare (the program then loads the real libcuda.so.1 when it runs).
for lib in "$root"/lib/lib*.so.*; do
  base="${lib%%.so.*}.so"
  [ -e "$base" ] || ln -s "$(basename "$lib")" "$base"
done
if ! ldconfig -p | grep -q 'libcuda\.so\b' && [ ! -e "$root/lib/stubs/libcuda.so" ]; then
  echo "==> no NVIDIA driver here: linking against a stub libcuda.so"
  cargo fetch -q
  sys="$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/cudarc-0.19.*/src/driver/sys/mod.rs | tail -1)"
  mkdir -p "$root/lib/stubs"
  grep -oP '^\s+fn \Kcu\w+(?=\()' "$sys" | sort -u | sed 's/.*/void &(void) {}/' >"$root/lib/stubs/cuda_stub.c"
  cc -shared -fPIC -Wl,-soname,libcuda.so.1 -o "$root/lib/stubs/libcuda.so" "$root/lib/stubs/cuda_stub.c"
fi

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
echo "==> cargo build --release --features cuda $* (CUDA $version, compute capability $CUDA_COMPUTE_CAP)"
cargo build --release --features cuda "$@"
echo "==> built $CARGO_TARGET_DIR/release/reincarnate"
echo "    run it with the CUDA libraries in reach, e.g. LD_LIBRARY_PATH=$root/lib"
