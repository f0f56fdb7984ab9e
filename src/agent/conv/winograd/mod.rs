//! The 3x3 stride-1 "same" convolutions (every IMPALA layer past the first) by Winograd's
//! F(2x2, 3x3): forward, input gradient and weight gradient, without a column matrix.
//!
//! Each 2x2 block of outputs (a tile) comes from a 4x4 patch of the input: transformed
//! (`V = B^T d B`), multiplied position by position with the transformed kernel
//! (`U = G g G^T`) and summed over the input channels, transformed back (`Y = A^T M A`).
//! The sums over channels are 16 small matrix products per group of tiles, with 16 products
//! per tile and channel pair instead of the direct convolution's 36: 2.25 times fewer
//! multiplications. The input gradient is the same convolution of the output's gradient with
//! the kernel turned by 180 degrees and its channels swapped; the weight gradient is
//! `G^T (sum over tiles of (A dY A^T) * V) G`, the forward's products read the other way.
//!
//! The work goes in chunks of whole tile rows of one image (about 64 tiles: every matrix of a
//! chunk stays in a core's L2 cache), and the chunks of the whole batch are shared between
//! rayon's threads, so that any thread count, and a batch of one (acting), keeps every core
//! busy. Outputs are written once, with the bias and without zero-filling first; the ReLU of
//! the input is taken as each input row is read.
//!
//! Rounding: the transforms add and subtract up to 9 values and halve, so the results differ
//! from a direct convolution's in the last bits; the error against an f64 reference stays
//! within twice the im2col path's (docs/learning-core.md has the table, the tests check it).

mod gemm;
mod transform;

use super::geometry::{with_scratch, Geometry};
use crate::agent::fused::{relu_backward, threads};
use rayon::prelude::*;
use transform::Rows;

/// Tiles per chunk, about: the chunk's transformed inputs and products (16 x channels x
/// tiles each) take 72-300 KB with 16-32 channels, inside a core's L2 cache.
const CHUNK_TILES: usize = 72;

/// Tiles per chunk of the weight gradient, about: its products are dot products over a
/// chunk's tiles, each ending in a sum across a vector's lanes, so longer chunks pay that
/// less often (at 72 tiles the weight gradient ran slower than im2col's); each position's
/// operands (64 KB with 32 channels) still stay in the cache.
const WEIGHT_CHUNK_TILES: usize = 216;

/// Channels at least, in and out: the products' inner size. The first IMPALA layer (4 input
/// channels) keeps im2col.
const MIN_CHANNELS: usize = 16;

/// Whether `g` runs here: a 3x3 kernel, stride 1, padding 1, channel counts of at least
/// [`MIN_CHANNELS`] and multiples of the products' register blocks.
pub(super) fn applies(g: &Geometry) -> bool {
    g.k == 3
        && g.stride == 1
        && g.pad == 1
        && g.cin >= MIN_CHANNELS
        && g.cout >= MIN_CHANNELS
        && g.cin.is_multiple_of(gemm::ROWS)
        && g.cout.is_multiple_of(gemm::ROWS)
}

/// The chunks of one image: tile rows per chunk, the tile grid.
#[derive(Clone, Copy)]
struct Plan {
    th: usize,
    tw: usize,
    rows: usize,
    per_image: usize,
}

impl Plan {
    fn new(g: &Geometry, tiles: usize) -> Self {
        let (th, tw) = (g.h.div_ceil(2), g.w.div_ceil(2));
        let rows = (tiles / (tw + 1)).clamp(1, th);
        Self {
            th,
            tw,
            rows,
            per_image: th.div_ceil(rows),
        }
    }

    /// Chunk `i` of the batch: its image and its tile rows.
    fn chunk(&self, g: &Geometry, i: usize) -> (usize, Rows) {
        let (b, k) = (i / self.per_image, i % self.per_image);
        let ty0 = k * self.rows;
        let rows = self.rows.min(self.th - ty0);
        let tp = (rows * (self.tw + 1)).next_multiple_of(gemm::LANES);
        let r = Rows {
            h: g.h,
            w: g.w,
            tw: self.tw,
            ty0,
            rows,
            tp,
        };
        (b, r)
    }

    /// Scratch floats a chunk needs: its transformed inputs (`cin` channels) and products
    /// or transformed gradients (`cout`), and the transforms' own.
    fn scratch(&self, g: &Geometry) -> usize {
        let (_, widest) = self.chunk(g, 0);
        16 * widest.tp * (g.cin + g.cout) + widest.input_scratch().max(4 * widest.tp)
    }
}

/// The transformed kernels `U [16, cout, cin]` of `w [cout, cin, 3, 3]`.
fn transformed_kernels(g: &Geometry, w: &[f32]) -> Vec<f32> {
    let (cout, cin) = (g.cout, g.cin);
    let mut u = vec![0f32; 16 * cout * cin];
    let mut one = [0f32; 16];
    for (oc, kernels) in w.chunks_exact(cin * 9).enumerate() {
        for (ic, g3) in kernels.chunks_exact(9).enumerate() {
            transform::kernel(g3, &mut one);
            for (xi, &v) in one.iter().enumerate() {
                u[(xi * cout + oc) * cin + ic] = v;
            }
        }
    }
    u
}

/// A pointer to the output, shared by the chunks, which write disjoint rows of it.
#[derive(Clone, Copy)]
struct Out(*mut f32);
// SAFETY: the chunks write disjoint parts of the buffer (see `forward`), which outlives them.
unsafe impl Send for Out {}
unsafe impl Sync for Out {}

impl Out {
    /// The pointer (a method, so that closures capture the `Sync` wrapper, not the field).
    fn at(self, offset: usize) -> *mut f32 {
        self.0.wrapping_add(offset)
    }
}

/// One chunk of the forward: its tiles' transformed inputs, the 16 products, the outputs.
struct ForwardChunk<'a> {
    g: &'a Geometry,
    c: Rows,
    b: usize,
    img: &'a [f32],
    u: &'a [f32],
    bias: Option<&'a [f32]>,
    relu: bool,
    dst: Out,
}

impl ForwardChunk<'_> {
    /// [`Self::run`] compiled for AVX2 and FMA: the transforms' loops, inlined into it, use
    /// 8-lane vectors instead of the baseline's 4.
    ///
    /// # Safety
    /// The CPU must have AVX2 and FMA.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,fma")]
    unsafe fn run_avx2(&self, s: &mut [f32]) {
        self.run(s)
    }

    #[inline(always)]
    fn run(&self, s: &mut [f32]) {
        let (g, c, plane) = (self.g, self.c, self.g.h * self.g.w);
        let (v, rest) = s.split_at_mut(16 * g.cin * c.tp);
        let (m, rest) = rest.split_at_mut(16 * g.cout * c.tp);
        for ci in 0..g.cin {
            let src = &self.img[ci * plane..(ci + 1) * plane];
            transform::input(&c, src, self.relu, &mut v[ci * c.tp..], g.cin * c.tp, rest);
        }
        for xi in 0..16 {
            gemm::product(
                &self.u[xi * g.cout * g.cin..(xi + 1) * g.cout * g.cin],
                &v[xi * g.cin * c.tp..(xi + 1) * g.cin * c.tp],
                &mut m[xi * g.cout * c.tp..(xi + 1) * g.cout * c.tp],
                (g.cout, g.cin, c.tp),
            );
        }
        let y0 = 2 * c.ty0;
        let y1 = (2 * (c.ty0 + c.rows)).min(g.h);
        // The output transform indexes rows from the chunk's first, so it sees the plane
        // from row y0 on.
        let c0 = Rows {
            h: y1 - y0,
            ty0: 0,
            ..c
        };
        for co in 0..g.cout {
            // SAFETY: chunk (b, rows ty0..ty0 + rows) writes rows y0..y1 of channel co of
            // image b, a range no other chunk writes; all of it lies inside the output's
            // capacity of batch * cout * h * w floats.
            let rows = unsafe {
                std::slice::from_raw_parts_mut(
                    self.dst.at((self.b * g.cout + co) * plane + y0 * g.w),
                    (y1 - y0) * g.w,
                )
            };
            let bias = self.bias.map_or(0.0, |b| b[co]);
            transform::output(&c0, &m[co * c.tp..], g.cout * c.tp, bias, rows, rest);
        }
    }
}

/// Forward: `out[b] = bias + conv3x3(act(x[b]), w)`, `act` the ReLU if `relu`.
pub(super) fn forward(
    g: &Geometry,
    x: &[f32],
    w: &[f32],
    bias: Option<&[f32]>,
    relu: bool,
) -> Vec<f32> {
    let plan = Plan::new(g, CHUNK_TILES);
    let u = transformed_kernels(g, w);
    let plane = g.h * g.w;
    let n = g.batch * g.cout * plane;
    let mut out: Vec<f32> = Vec::with_capacity(n);
    let dst = Out(out.as_mut_ptr());
    let scratch = plan.scratch(g);
    (0..g.batch * plan.per_image).into_par_iter().for_each(|i| {
        let (b, c) = plan.chunk(g, i);
        let img = &x[b * g.image_len()..(b + 1) * g.image_len()];
        with_scratch(scratch, |s| {
            let job = ForwardChunk {
                g,
                c,
                b,
                img,
                u: &u,
                bias,
                relu,
                dst,
            };
            #[cfg(target_arch = "x86_64")]
            if gemm::avx2_fma() {
                // SAFETY: the CPU has AVX2 and FMA (checked above).
                return unsafe { job.run_avx2(s) };
            }
            job.run(s)
        });
    });
    // SAFETY: the chunks cover every tile row of every image, and each writes all the
    // columns of its rows for every channel, so all n floats were written above.
    unsafe { out.set_len(n) };
    out
}

/// Input gradient: the output gradient convolved with the kernel turned by 180 degrees and
/// its channels swapped, zeroed where `x <= 0` if the forward took the ReLU of `x` (`relu_of`).
pub(super) fn input_grad(g: &Geometry, w: &[f32], dy: &[f32], relu_of: Option<&[f32]>) -> Vec<f32> {
    let mut turned = vec![0f32; w.len()];
    for co in 0..g.cout {
        for ci in 0..g.cin {
            for t in 0..9 {
                turned[(ci * g.cout + co) * 9 + 8 - t] = w[(co * g.cin + ci) * 9 + t];
            }
        }
    }
    let back = Geometry {
        cin: g.cout,
        cout: g.cin,
        ..*g
    };
    let mut dx = forward(&back, dy, &turned, None, false);
    if let Some(x) = relu_of {
        dx.par_chunks_mut(g.image_len())
            .zip(x.par_chunks(g.image_len()))
            .for_each(|(d, x)| relu_backward(d, x));
    }
    dx
}

/// One chunk of the weight gradient: its tiles' transformed inputs and output gradients,
/// their 16 products added to `du`.
struct WeightChunk<'a> {
    g: &'a Geometry,
    c: Rows,
    img: &'a [f32],
    grad: &'a [f32],
    relu: bool,
}

impl WeightChunk<'_> {
    /// [`Self::run`] compiled for AVX2 and FMA.
    ///
    /// # Safety
    /// The CPU must have AVX2 and FMA.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,fma")]
    unsafe fn run_avx2(&self, s: &mut [f32], du: &mut [f32]) {
        self.run(s, du)
    }

    #[inline(always)]
    fn run(&self, s: &mut [f32], du: &mut [f32]) {
        let (g, c, plane) = (self.g, self.c, self.g.h * self.g.w);
        let (v, rest) = s.split_at_mut(16 * g.cin * c.tp);
        let (mg, rest) = rest.split_at_mut(16 * g.cout * c.tp);
        for ci in 0..g.cin {
            let src = &self.img[ci * plane..(ci + 1) * plane];
            transform::input(&c, src, self.relu, &mut v[ci * c.tp..], g.cin * c.tp, rest);
        }
        for co in 0..g.cout {
            let src = &self.grad[co * plane..(co + 1) * plane];
            transform::output_grad(&c, src, &mut mg[co * c.tp..], g.cout * c.tp, rest);
        }
        for xi in 0..16 {
            gemm::accumulate_products(
                &mg[xi * g.cout * c.tp..(xi + 1) * g.cout * c.tp],
                &v[xi * g.cin * c.tp..(xi + 1) * g.cin * c.tp],
                &mut du[xi * g.cout * g.cin..(xi + 1) * g.cout * g.cin],
                (g.cout, g.cin, c.tp),
            );
        }
    }
}

/// Weight gradient: `dW[co, ci] = G^T (sum over tiles of M'[co] * V[ci]) G`, with `M' = A dY
/// A^T` and `V` the forward's transformed input (of `act(x)`, the ReLU if `relu`).
///
/// The chunks are split into one contiguous range per thread, each summed in order into its
/// own transformed gradient, and the ranges' sums are added in order: the result depends on
/// the thread count, not on the scheduling.
pub(super) fn weight_grad(g: &Geometry, x: &[f32], dy: &[f32], relu: bool) -> Vec<f32> {
    let plan = Plan::new(g, WEIGHT_CHUNK_TILES);
    let chunks = g.batch * plan.per_image;
    let parts = threads().min(chunks).max(1);
    let per = chunks.div_ceil(parts);
    let plane = g.h * g.w;
    let scratch = plan.scratch(g);
    let part = |p: usize| -> Vec<f32> {
        let mut du = vec![0f32; 16 * g.cout * g.cin];
        for i in p * per..((p + 1) * per).min(chunks) {
            let (b, c) = plan.chunk(g, i);
            let img = &x[b * g.image_len()..(b + 1) * g.image_len()];
            let grad = &dy[b * g.cout * plane..(b + 1) * g.cout * plane];
            with_scratch(scratch, |s| {
                let job = WeightChunk {
                    g,
                    c,
                    img,
                    grad,
                    relu,
                };
                #[cfg(target_arch = "x86_64")]
                if gemm::avx2_fma() {
                    // SAFETY: the CPU has AVX2 and FMA (checked above).
                    return unsafe { job.run_avx2(s, &mut du) };
                }
                job.run(s, &mut du)
            });
        }
        du
    };
    let sums: Vec<Vec<f32>> = (0..parts).into_par_iter().map(part).collect();
    let mut sums = sums.into_iter();
    let mut du = sums
        .next()
        .unwrap_or_else(|| vec![0f32; 16 * g.cout * g.cin]);
    for s in sums {
        for (a, b) in du.iter_mut().zip(s) {
            *a += b;
        }
    }
    let mut dw = vec![0f32; g.cout * g.cin * 9];
    let mut one = [0f32; 16];
    for co in 0..g.cout {
        for ci in 0..g.cin {
            for (xi, v) in one.iter_mut().enumerate() {
                *v = du[(xi * g.cout + co) * g.cin + ci];
            }
            transform::kernel_grad(&one, &mut dw[(co * g.cin + ci) * 9..][..9]);
        }
    }
    dw
}

#[cfg(test)]
mod tests;
