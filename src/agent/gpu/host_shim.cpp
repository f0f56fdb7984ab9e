// Runs the kernels of update.cu on the host, for tests on machines without a GPU: CUDA's
// thread indices become globals, and each launch loops over its blocks and threads in turn.
// The kernels are grid-stride loops, so a launch covers every element whatever its size.
//
//   host_shim adam N W1 BETA2 W2 STEP_SIZE BIAS2_SQRT EPS IN OUT   (IN: p, m, v, g; OUT: p, m, v)
//   host_shim adam_in_memory N IN OUT                               (IN: the six numbers, p, m, v, g; OUT: p, m, v)
//   host_shim pool PLANES H W IN OUT                               (IN: x; OUT: the pooled x)
//   host_shim pool_backward PLANES H W IN OUT                      (IN: x, grad_out; OUT: grad_in)
//
// IN and OUT are raw little-endian f32 files. Compiled with -ffp-contract=off: no fused
// multiply-add, as on the GPU (-fmad=false) and in the CPU's Rust.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

struct Index3 {
  unsigned int x, y, z;
};
static Index3 threadIdx, blockIdx, blockDim, gridDim;

#define REINCARNATE_HOST_SHIM
#include "update.cu"

// A launch of `blocks` blocks of `threads` threads, one after another.
template <typename F> static void launch(unsigned int blocks, unsigned int threads, F kernel) {
  gridDim = {blocks, 1, 1};
  blockDim = {threads, 1, 1};
  for (unsigned int b = 0; b < blocks; ++b) {
    for (unsigned int t = 0; t < threads; ++t) {
      blockIdx = {b, 0, 0};
      threadIdx = {t, 0, 0};
      kernel();
    }
  }
}

static std::vector<float> read_floats(const char *path) {
  FILE *f = std::fopen(path, "rb");
  if (!f) {
    std::perror(path);
    std::exit(2);
  }
  std::vector<float> out;
  float buf[1024];
  size_t got;
  while ((got = std::fread(buf, sizeof(float), 1024, f)) > 0) out.insert(out.end(), buf, buf + got);
  std::fclose(f);
  return out;
}

static void write_floats(const char *path, const std::vector<float> &v) {
  FILE *f = std::fopen(path, "wb");
  if (!f || std::fwrite(v.data(), sizeof(float), v.size(), f) != v.size()) {
    std::perror(path);
    std::exit(2);
  }
  std::fclose(f);
}

static unsigned int blocks_for(size_t n) { return n == 0 ? 1 : (unsigned int)((n + 255) / 256); }

int main(int argc, char **argv) {
  if (argc == 11 && !std::strcmp(argv[1], "adam")) {
    unsigned int n = (unsigned int)std::strtoul(argv[2], nullptr, 10);
    float h[6];
    for (int i = 0; i < 6; ++i) h[i] = std::strtof(argv[3 + i], nullptr);
    std::vector<float> in = read_floats(argv[9]);
    if (in.size() != 4 * (size_t)n) return 3;
    float *p = in.data(), *m = p + n, *v = m + n, *g = v + n;
    // Fewer threads than elements: the grid-stride loop runs more than once per thread.
    launch(blocks_for(n / 3 + 1), 256, [&] { adam_step_f32(p, m, v, g, n, h[0], h[1], h[2], h[3], h[4], h[5]); });
    in.resize(3 * (size_t)n);
    write_floats(argv[10], in);
    return 0;
  }
  if (argc == 5 && !std::strcmp(argv[1], "adam_in_memory")) {
    unsigned int n = (unsigned int)std::strtoul(argv[2], nullptr, 10);
    std::vector<float> in = read_floats(argv[3]);
    if (in.size() != 6 + 4 * (size_t)n) return 3;
    const float *args = in.data();
    float *p = in.data() + 6, *m = p + n, *v = m + n, *g = v + n;
    launch(blocks_for(n / 3 + 1), 256, [&] { adam_step_f32_in_memory(p, m, v, g, n, args); });
    std::vector<float> out(in.begin() + 6, in.begin() + 6 + 3 * (size_t)n);
    write_floats(argv[4], out);
    return 0;
  }
  if (argc == 7 && (!std::strcmp(argv[1], "pool") || !std::strcmp(argv[1], "pool_backward"))) {
    unsigned int planes = (unsigned int)std::strtoul(argv[2], nullptr, 10);
    unsigned int h = (unsigned int)std::strtoul(argv[3], nullptr, 10);
    unsigned int w = (unsigned int)std::strtoul(argv[4], nullptr, 10);
    std::vector<float> in = read_floats(argv[5]);
    size_t plane_in = (size_t)h * w, plane_out = (size_t)pool_out_len(h) * pool_out_len(w);
    if (!std::strcmp(argv[1], "pool")) {
      if (in.size() != planes * plane_in) return 3;
      std::vector<float> out(planes * plane_out);
      launch(blocks_for(out.size()), 256, [&] { max_pool_3x3_s2_p1_f32(in.data(), out.data(), planes, h, w); });
      write_floats(argv[6], out);
    } else {
      if (in.size() != planes * (plane_in + plane_out)) return 3;
      std::vector<float> out(planes * plane_in);
      const float *x = in.data(), *grad_out = x + planes * plane_in;
      launch(blocks_for(out.size() / 2 + 1), 128, [&] {
        max_pool_3x3_s2_p1_backward_f32(x, grad_out, out.data(), planes, h, w);
      });
      write_floats(argv[6], out);
    }
    return 0;
  }
  std::fprintf(stderr, "usage: host_shim adam|adam_in_memory|pool|pool_backward ... (see the file's head)\n");
  return 1;
}
