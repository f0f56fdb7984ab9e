// Kernels of reincarnate's update on a GPU: Adam as one kernel per parameter, and IMPALA's
// max-pool (3x3, stride 2, padding 1) forward and backward. Each computes exactly what the
// CPU's fused path computes (src/agent/adam.rs, src/agent/pool.rs), in the same order of
// operations: build.rs compiles this file to PTX with `-fmad=false` (no multiply-add
// contraction), and IEEE division and square root (nvcc's defaults), so a GPU's results equal
// the CPU's bit for bit on the same inputs.
//
// The file also compiles as plain C++ on the host (src/agent/gpu/host_shim.cpp stands in for
// CUDA's thread indices), so that its tests run it on a machine without a GPU.
//
// Every kernel is a grid-stride loop over its elements: any launch configuration is correct.

#ifndef REINCARNATE_HOST_SHIM
#define KERNEL extern "C" __global__
#define DEVICE __device__ __forceinline__
#define IS_NAN(x) isnan(x)
#else
#define KERNEL extern "C"
#define DEVICE static inline
#define IS_NAN(x) std::isnan(x)
#endif

// The element this thread starts at, and the stride of its loop.
#define GRID_START (blockIdx.x * blockDim.x + threadIdx.x)
#define GRID_STRIDE (gridDim.x * blockDim.x)

// One Adam step of a parameter of n values, in place, as PyTorch's torch.optim.Adam
// computes it (no weight decay, no amsgrad):
//   m = m + w1 (g - m)                    (m.lerp_(g, 1 - beta1); w1 = 1 - beta1)
//   v = v beta2 + w2 g g                  (v.mul_(beta2).addcmul_(g, g, 1 - beta2))
//   p = p - step_size m / (sqrt(v) / bias2_sqrt + eps)
// with step_size = lr / (1 - beta1^t) and bias2_sqrt = sqrt(1 - beta2^t), computed on the
// host in f64 and rounded to f32, as the CPU path does.
DEVICE void adam_step(float *p, float *m, float *v, const float *g, unsigned int n, float w1,
                      float beta2, float w2, float step_size, float bias2_sqrt, float eps) {
  for (unsigned int i = GRID_START; i < n; i += GRID_STRIDE) {
    float gi = g[i];
    float mi = m[i] + w1 * (gi - m[i]);
    float vi = v[i] * beta2 + w2 * gi * gi;
    m[i] = mi;
    v[i] = vi;
    p[i] = p[i] - step_size * mi / (sqrtf(vi) / bias2_sqrt + eps);
  }
}

KERNEL void adam_step_f32(float *p, float *m, float *v, const float *g, unsigned int n,
                          float w1, float beta2, float w2, float step_size, float bias2_sqrt,
                          float eps) {
  adam_step(p, m, v, g, n, w1, beta2, w2, step_size, bias2_sqrt, eps);
}

// The same step with its six numbers read from device memory (`args`, in adam_step_f32's
// order: w1, beta2, w2, step_size, bias2_sqrt, eps), so that a CUDA graph that captured the
// launch takes each replay's numbers from there.
KERNEL void adam_step_f32_in_memory(float *p, float *m, float *v, const float *g,
                                    unsigned int n, const float *args) {
  adam_step(p, m, v, g, n, args[0], args[1], args[2], args[3], args[4], args[5]);
}

// An output side of the pool for an input side n: floor((n + 2 - 3) / 2) + 1.
DEVICE unsigned int pool_out_len(unsigned int n) { return (n + 1) / 2; }

// The first maximum, in row-major order, of output (oy, ox)'s window in a plane h x w: its
// index in the plane. A NaN replaces any number and then holds (PyTorch's rule); among
// numbers only a strictly greater value replaces the one held, so the first maximum wins.
DEVICE unsigned int pool_window_max(const float *plane, unsigned int h, unsigned int w,
                                    unsigned int oy, unsigned int ox, float *value) {
  unsigned int y0 = oy == 0 ? 0 : 2 * oy - 1;
  unsigned int y1 = 2 * oy + 1 < h ? 2 * oy + 1 : h - 1;
  unsigned int x0 = ox == 0 ? 0 : 2 * ox - 1;
  unsigned int x1 = 2 * ox + 1 < w ? 2 * ox + 1 : w - 1;
  unsigned int best = y0 * w + x0;
  float held = plane[best];
  for (unsigned int y = y0; y <= y1; ++y) {
    for (unsigned int x = x0; x <= x1; ++x) {
      float v = plane[y * w + x];
      if (v > held || (IS_NAN(v) && !IS_NAN(held))) {
        held = v;
        best = y * w + x;
      }
    }
  }
  *value = held;
  return best;
}

// The pool's forward over `planes` planes of h x w (batch times channels, contiguous): each
// output is its window's maximum.
KERNEL void max_pool_3x3_s2_p1_f32(const float *x, float *out, unsigned int planes,
                                   unsigned int h, unsigned int w) {
  unsigned int oh = pool_out_len(h), ow = pool_out_len(w);
  unsigned int n = planes * oh * ow;
  for (unsigned int i = GRID_START; i < n; i += GRID_STRIDE) {
    unsigned int plane = i / (oh * ow), at = i % (oh * ow);
    float value;
    pool_window_max(x + (size_t)plane * h * w, h, w, at / ow, at % ow, &value);
    out[i] = value;
  }
}

// The pool's backward: each input's gradient is the sum, in row-major order of the outputs,
// of the gradients of the outputs whose window's first maximum it is (0 where it is none's).
// One thread per input finds the (at most 2 x 2) windows that hold it and their maxima again:
// no atomics, and the same sums in the same order as the CPU's scatter.
KERNEL void max_pool_3x3_s2_p1_backward_f32(const float *x, const float *grad_out,
                                            float *grad_in, unsigned int planes,
                                            unsigned int h, unsigned int w) {
  unsigned int oh = pool_out_len(h), ow = pool_out_len(w);
  unsigned int n = planes * h * w;
  for (unsigned int i = GRID_START; i < n; i += GRID_STRIDE) {
    unsigned int plane = i / (h * w), at = i % (h * w);
    unsigned int y = at / w, xx = at % w;
    const float *px = x + (size_t)plane * h * w;
    const float *pg = grad_out + (size_t)plane * oh * ow;
    // Windows oy with 2 oy - 1 <= y <= 2 oy + 1, likewise for columns.
    unsigned int oy0 = y / 2, oy1 = (y + 1) / 2 < oh ? (y + 1) / 2 : oh - 1;
    unsigned int ox0 = xx / 2, ox1 = (xx + 1) / 2 < ow ? (xx + 1) / 2 : ow - 1;
    float sum = 0.0f;
    for (unsigned int oy = oy0; oy <= oy1; ++oy) {
      for (unsigned int ox = ox0; ox <= ox1; ++ox) {
        float value;
        if (pool_window_max(px, h, w, oy, ox, &value) == at) {
          sum += pg[oy * ow + ox];
        }
      }
    }
    grad_in[i] = sum;
  }
}
