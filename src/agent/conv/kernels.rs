//! The convolution's passes on plain slices: im2col (with the input's ReLU), the forward
//! GEMM, and the weight, bias and input gradients (col2im), images of a batch in parallel.
//! Strided layers that fit `shifted` (stride 4 or more, dividing the kernel and the image)
//! run there instead, and 3x3 stride-1 layers of 16 channels and more in `winograd`.

use super::geometry::{with_scratch, Geometry};
use super::shifted;
use super::winograd;
use crate::agent::fused::{matmul, par_zeros, relu_backward, threads, transposed, with_switch_on};
use gemm::Parallelism;
use rayon::prelude::*;
use std::cell::RefCell;

/// For stride 1: the output columns `lo..hi` whose input column `ox + kj - pad` lies inside
/// the image.
pub(super) fn valid_range(g: &Geometry, kj: usize) -> (usize, usize) {
    let lo = g.pad.saturating_sub(kj).min(g.ow);
    let hi = (g.w + g.pad).saturating_sub(kj).min(g.ow).max(lo);
    (lo, hi)
}

thread_local! {
    static IM2COL_ONLY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` with this thread's convolutions on im2col and GEMM also where Winograd's
/// F(2x2, 3x3) applies: the path before it, kept to measure the two side by side and to
/// check Winograd's rounding against it.
pub fn with_im2col<R>(f: impl FnOnce() -> R) -> R {
    with_switch_on(&IM2COL_ONLY, f)
}

/// Whether `g` runs on Winograd's F(2x2, 3x3) on this thread: where it applies, except one
/// image on one thread (acting on one core), where im2col measured faster (IMPALA batch-1
/// forward, Zen 3: 5.7-5.8 ms against 6.0-7.0; with two threads Winograd's chunks split the
/// image between the cores, 5.1 against 6.0-6.3 ms).
fn by_winograd(g: &Geometry) -> bool {
    !IM2COL_ONLY.with(|c| c.get()) && winograd::applies(g) && (g.batch > 1 || threads() > 1)
}

thread_local! {
    static RELU_SCRATCH: RefCell<Vec<f32>> = const { RefCell::new(Vec::new()) };
}

/// Unfolds one image `[cin, h, w]` into `col` `[cin*k*k, oh*ow]`, with the ReLU of each
/// value if `relu` (taken once per value into a scratch image, not once per kernel tap).
pub(super) fn im2col(g: &Geometry, img: &[f32], col: &mut [f32], relu: bool) {
    if !relu {
        return unfold(g, img, col);
    }
    RELU_SCRATCH.with(|s| {
        let mut s = s.borrow_mut();
        s.clear();
        s.extend(img.iter().map(|v| v.max(0.0)));
        unfold(g, &s, col);
    })
}

/// [`im2col`] without the ReLU: every row of `col` is copies of image rows and zeros (laid out
/// as [`Geometry::col_strides`] says).
pub(super) fn unfold(g: &Geometry, img: &[f32], col: &mut [f32]) {
    if g.by_pixel() {
        return match g.k {
            8 => unfold_by_pixel::<8>(g, img, col),
            4 => unfold_by_pixel::<4>(g, img, col),
            _ => unfold_by_pixel::<0>(g, img, col),
        };
    }
    let p = g.p();
    if g.pad == 0 && g.stride == 1 {
        // No padding (the Nature CNN's last layer): every read is inside the image, rows are
        // copies without bounds tests.
        for ci in 0..g.cin {
            for ki in 0..g.k {
                for kj in 0..g.k {
                    let row = &mut col[((ci * g.k + ki) * g.k + kj) * p..][..p];
                    for (oy, out) in row.chunks_exact_mut(g.ow).enumerate() {
                        let start = (ci * g.h + oy + ki) * g.w + kj;
                        copy_run(out, &img[start..start + g.ow]);
                    }
                }
            }
        }
        return;
    }
    for ci in 0..g.cin {
        for ki in 0..g.k {
            for kj in 0..g.k {
                let row = &mut col[((ci * g.k + ki) * g.k + kj) * p..][..p];
                // For stride 1: zeros where the kernel hangs over the edge, a copy between.
                let (lo, hi) = valid_range(g, kj);
                for oy in 0..g.oh {
                    let iy = (oy * g.stride + ki) as isize - g.pad as isize;
                    let out = &mut row[oy * g.ow..(oy + 1) * g.ow];
                    if iy < 0 || iy >= g.h as isize {
                        out.fill(0.0);
                        continue;
                    }
                    let src = &img[(ci * g.h + iy as usize) * g.w..][..g.w];
                    if g.stride == 1 {
                        out[..lo].fill(0.0);
                        out[hi..].fill(0.0);
                        let start = lo + kj - g.pad;
                        copy_run(&mut out[lo..hi], &src[start..start + hi - lo]);
                        continue;
                    }
                    for (ox, o) in out.iter_mut().enumerate() {
                        let ix = (ox * g.stride + kj) as isize - g.pad as isize;
                        *o = if ix < 0 || ix >= g.w as isize {
                            0.0
                        } else {
                            src[ix as usize]
                        };
                    }
                }
            }
        }
    }
}

/// `dst = src` for the runs of an unfold. Runs of 4 to 16 floats (7 in the Nature CNN's 3x3
/// layer) are two overlapping fixed-size copies, a few vector moves; `copy_from_slice` calls
/// `memmove` for a length known only at run time, whose dispatch cost more than the copy.
#[inline(always)]
fn copy_run(dst: &mut [f32], src: &[f32]) {
    let n = dst.len();
    assert_eq!(n, src.len(), "copy_run: lengths differ");
    match n {
        4..=8 => {
            dst[..4].copy_from_slice(&src[..4]);
            dst[n - 4..].copy_from_slice(&src[n - 4..]);
        }
        9..=16 => {
            dst[..8].copy_from_slice(&src[..8]);
            dst[n - 8..].copy_from_slice(&src[n - 8..]);
        }
        _ => dst.copy_from_slice(src),
    }
}

/// The input offset of output pixel `(oy, ox)`'s first tap (no padding): its taps
/// `(ci, ki, 0..k)` start [`run_offsets`]`[ci * k + ki]` floats further.
fn pixel_base(g: &Geometry, q: usize) -> usize {
    (q / g.ow * g.w + q % g.ow) * g.stride
}

/// Where each kernel row `(ci, ki)` of a pixel starts in the input, from the pixel's
/// [`pixel_base`]: the same for every pixel, so computed once per image instead of once per
/// run (the multiplications per run took most of the 4x4 layer's unfold).
fn run_offsets(g: &Geometry) -> Vec<usize> {
    (0..g.cin * g.k)
        .map(|r| ((r / g.k) * g.h + r % g.k) * g.w)
        .collect()
}

/// [`unfold`] by pixel: each kernel row of a pixel is one copy of `k` adjacent floats. `K` is
/// the kernel's width when known at compile time (a fixed-size copy the compiler turns into
/// vector moves), 0 for any width.
fn unfold_by_pixel<const K: usize>(g: &Geometry, img: &[f32], col: &mut [f32]) {
    let k = if K == 0 { g.k } else { K };
    let offsets = run_offsets(g);
    for (q, taps) in col.chunks_exact_mut(g.ckk()).take(g.p()).enumerate() {
        let src = &img[pixel_base(g, q)..];
        for (run, &at) in taps.chunks_exact_mut(k).zip(&offsets) {
            run.copy_from_slice(&src[at..at + k]);
        }
    }
}

/// [`col2im`] by pixel: adds each pixel's kernel rows onto the image's adjacent floats. `K`
/// as for [`unfold_by_pixel`].
fn fold_by_pixel<const K: usize>(g: &Geometry, col: &[f32], img: &mut [f32]) {
    let k = if K == 0 { g.k } else { K };
    let offsets = run_offsets(g);
    for (q, taps) in col.chunks_exact(g.ckk()).take(g.p()).enumerate() {
        let dst = &mut img[pixel_base(g, q)..];
        for (run, &at) in taps.chunks_exact(k).zip(&offsets) {
            for (d, v) in dst[at..at + k].iter_mut().zip(run) {
                *d += v;
            }
        }
    }
}

/// Folds `col` (laid out as [`Geometry::col_strides`] says) back onto one image, adding
/// overlapping contributions to what `img` holds (zeros, from its caller).
pub(super) fn col2im(g: &Geometry, col: &[f32], img: &mut [f32]) {
    if g.by_pixel() {
        return match g.k {
            8 => fold_by_pixel::<8>(g, col, img),
            4 => fold_by_pixel::<4>(g, col, img),
            _ => fold_by_pixel::<0>(g, col, img),
        };
    }
    let p = g.p();
    if g.pad == 0 && g.stride == 1 {
        // As in `unfold`: every run lies inside the image, no bounds to test.
        for ci in 0..g.cin {
            for ki in 0..g.k {
                for kj in 0..g.k {
                    let row = &col[((ci * g.k + ki) * g.k + kj) * p..][..p];
                    for (oy, src) in row.chunks_exact(g.ow).enumerate() {
                        let start = (ci * g.h + oy + ki) * g.w + kj;
                        for (d, &v) in img[start..start + g.ow].iter_mut().zip(src) {
                            *d += v;
                        }
                    }
                }
            }
        }
        return;
    }
    for ci in 0..g.cin {
        for ki in 0..g.k {
            for kj in 0..g.k {
                let row = &col[((ci * g.k + ki) * g.k + kj) * p..][..p];
                for oy in 0..g.oh {
                    let iy = (oy * g.stride + ki) as isize - g.pad as isize;
                    if iy < 0 || iy >= g.h as isize {
                        continue;
                    }
                    let dst = &mut img[(ci * g.h + iy as usize) * g.w..][..g.w];
                    let src = &row[oy * g.ow..(oy + 1) * g.ow];
                    if g.stride == 1 {
                        let (lo, hi) = valid_range(g, kj);
                        if lo < hi {
                            let start = lo + kj - g.pad;
                            for (d, &v) in dst[start..start + hi - lo].iter_mut().zip(&src[lo..hi])
                            {
                                *d += v;
                            }
                        }
                        continue;
                    }
                    for (ox, &v) in src.iter().enumerate() {
                        let ix = (ox * g.stride + kj) as isize - g.pad as isize;
                        if ix >= 0 && (ix as usize) < g.w {
                            dst[ix as usize] += v;
                        }
                    }
                }
            }
        }
    }
}

/// Forward: `out[b] = bias + W [cout, ckk] x im2col(act(x[b]))`, `act` the ReLU if `relu`.
pub(super) fn forward(
    g: &Geometry,
    x: &[f32],
    w: &[f32],
    bias: Option<&[f32]>,
    relu: bool,
) -> Vec<f32> {
    if by_winograd(g) {
        return winograd::forward(g, x, w, bias, relu);
    }
    let _unpacked = UnpackedLhs::new();
    if shifted::applies(g) {
        return shifted::forward(g, x, w, bias, relu);
    }
    let (ckk, p) = (g.ckk(), g.p());
    let mut out = par_zeros(g.batch * g.cout * p);
    // The weights column-major, `[ckk, cout]`, once per call: the GEMM can read them in place.
    let wt = transposed(w, g.cout, ckk);
    let one = |img: &[f32], dst: &mut [f32], par: Parallelism| {
        with_scratch(ckk * p + g.cout * p, |scratch| {
            let (col, tmp) = scratch.split_at_mut(ckk * p);
            im2col(g, img, col, relu);
            // The GEMM writes the output pixel by pixel, `[p, cout]` (a column-major
            // destination to it), so that it reads the columns where they lie and the weights
            // as its left operand. Writing `[cout, p]` directly would make it transpose the
            // problem and copy the whole column matrix into its own layout first (a quarter of
            // the Nature update's time with AVX-512); the transposed copy below is far smaller.
            matmul(
                (g.cout, p, ckk),
                tmp,
                (1, g.cout),
                false,
                &wt,
                (1, g.cout),
                col,
                g.col_strides(),
                par,
            );
            transpose_add_bias(tmp, dst, g.cout, p, bias);
        })
    };
    // Images in parallel. One image (acting) stays on this thread: splitting its small GEMMs
    // between threads cost more than it saved (IMPALA batch-1 forward, 2 threads: 1.80 ms
    // split, 1.53 ms not).
    if g.batch >= 2 && threads() > 1 {
        out.par_chunks_mut(g.cout * p)
            .zip(x.par_chunks(g.image_len()))
            .for_each(|(dst, img)| one(img, dst, Parallelism::None));
    } else {
        for (dst, img) in out.chunks_mut(g.cout * p).zip(x.chunks(g.image_len())) {
            one(img, dst, Parallelism::None);
        }
    }
    out
}

/// While it lives, the GEMM reads a column-major left operand in place instead of copying it
/// into its own layout for every block of the output (gemm packs it once the output is wider
/// than 8 of its micro-kernels, a threshold global to the process). The convolution forward's
/// left operand is its weights: a few thousand floats that stay in the cache, and packing them
/// again for every image and block of pixels took a tenth of the Nature update. Packing or not
/// changes where the GEMM reads its operand, not the sums it computes. The defaults come back
/// on drop; two forwards at once (a race's two trainers) may see them back early, which
/// changes only their speed.
struct UnpackedLhs;

impl UnpackedLhs {
    fn new() -> Self {
        gemm::set_lhs_packing_threshold_single_thread(usize::MAX / 64);
        gemm::set_lhs_packing_threshold_multi_thread(usize::MAX / 64);
        Self
    }
}

impl Drop for UnpackedLhs {
    fn drop(&mut self) {
        gemm::set_lhs_packing_threshold_single_thread(
            gemm::DEFAULT_LHS_PACKING_THRESHOLD_SINGLE_THREAD,
        );
        gemm::set_lhs_packing_threshold_multi_thread(
            gemm::DEFAULT_LHS_PACKING_THRESHOLD_MULTI_THREAD,
        );
    }
}

/// `dst[c, q] = tmp[q, c] + bias[c]` for `c < cout`, `q < p`, in blocks of pixels that stay in
/// the cache.
fn transpose_add_bias(tmp: &[f32], dst: &mut [f32], cout: usize, p: usize, bias: Option<&[f32]>) {
    const BLOCK: usize = 16;
    for q0 in (0..p).step_by(BLOCK) {
        let q1 = (q0 + BLOCK).min(p);
        for c in 0..cout {
            let b = bias.map_or(0.0, |b| b[c]);
            let row = &mut dst[c * p + q0..c * p + q1];
            for (d, q) in row.iter_mut().zip(q0..q1) {
                *d = tmp[q * cout + c] + b;
            }
        }
    }
}

/// Bias gradient: the output gradient summed over the batch and the pixels, per channel.
pub(super) fn bias_grad(g: &Geometry, dy: &[f32]) -> Vec<f32> {
    let p = g.p();
    let mut db = vec![0f32; g.cout];
    for image in dy.chunks_exact(g.cout * p) {
        for (d, row) in db.iter_mut().zip(image.chunks_exact(p)) {
            *d += sum(row);
        }
    }
    db
}

/// The sum of `v` over 16 lanes (which the compiler vectorises; a plain fold would add one
/// value at a time, since float addition does not reassociate).
pub(super) fn sum(v: &[f32]) -> f32 {
    let mut lanes = [0f32; 16];
    let chunks = v.chunks_exact(16);
    let tail: f32 = chunks.remainder().iter().sum();
    for c in chunks {
        for (l, x) in lanes.iter_mut().zip(c) {
            *l += x;
        }
    }
    lanes.iter().sum::<f32>() + tail
}

/// Weight gradient: `dW = sum_b dY[b] [cout, p] x im2col(act(x[b]))^T`.
///
/// Accumulated transposed (`[ckk, cout]`, a column-major destination for the gemm crate),
/// so that the GEMM copies the small `dY[b]` into its panels, not the unfolded image, which
/// is `k * k * cin / cout` times larger; transposed back at the end.
pub(super) fn weight_grad(g: &Geometry, x: &[f32], dy: &[f32], relu: bool) -> Vec<f32> {
    if by_winograd(g) {
        return winograd::weight_grad(g, x, dy, relu);
    }
    if shifted::applies(g) {
        return shifted::weight_grad(g, x, dy, relu);
    }
    let (ckk, p) = (g.ckk(), g.p());
    let chunks = threads().min(g.batch).max(1);
    let per = g.batch.div_ceil(chunks);
    let partial = |c: usize| -> Vec<f32> {
        let mut dwt = vec![0f32; g.cout * ckk];
        let start = c * per;
        let end = (start + per).min(g.batch);
        for (i, b) in (start..end).enumerate() {
            let img = &x[b * g.image_len()..(b + 1) * g.image_len()];
            let dyb = &dy[b * g.cout * p..(b + 1) * g.cout * p];
            with_scratch(ckk * p, |col| {
                im2col(g, img, col, relu);
                // dst[m = out channel, n = tap] at tap * cout + channel;
                // rhs[k = pixel, n = tap] = col[tap * tap_stride + pixel * pixel_stride]
                let (tap, pixel) = g.col_strides();
                matmul(
                    (g.cout, ckk, p),
                    &mut dwt,
                    (1, g.cout),
                    i > 0,
                    dyb,
                    (p, 1),
                    col,
                    (pixel, tap),
                    Parallelism::None,
                );
            });
        }
        dwt
    };
    let parts: Vec<Vec<f32>> = (0..chunks).into_par_iter().map(partial).collect();
    let mut parts = parts.into_iter();
    let mut dwt = parts.next().unwrap_or_else(|| vec![0f32; g.cout * ckk]);
    for part in parts {
        for (a, b) in dwt.iter_mut().zip(part) {
            *a += b;
        }
    }
    let mut dw = vec![0f32; g.cout * ckk];
    for (row, r) in dwt.chunks_exact(g.cout).enumerate() {
        for (o, &v) in r.iter().enumerate() {
            dw[o * ckk + row] = v;
        }
    }
    dw
}

/// Input gradient: `dX[b] = col2im(W^T [ckk, cout] x dY[b])`, zeroed where `x <= 0` if the
/// forward took the ReLU of `x` (`relu_of`).
pub(super) fn input_grad(g: &Geometry, w: &[f32], dy: &[f32], relu_of: Option<&[f32]>) -> Vec<f32> {
    if by_winograd(g) {
        return winograd::input_grad(g, w, dy, relu_of);
    }
    if shifted::applies(g) {
        return shifted::input_grad(g, w, dy, relu_of);
    }
    let (ckk, p) = (g.ckk(), g.p());
    let mut dx = par_zeros(g.batch * g.image_len());
    dx.par_chunks_mut(g.image_len())
        .zip(dy.par_chunks(g.cout * p))
        .enumerate()
        .for_each(|(b, (img, dyb))| {
            with_scratch(ckk * p, |dcol| {
                // lhs[m = row, k = out channel] = w[o * ckk + row]
                matmul(
                    (ckk, p, g.cout),
                    dcol,
                    g.col_strides(),
                    false,
                    w,
                    (1, ckk),
                    dyb,
                    (p, 1),
                    Parallelism::None,
                );
                col2im(g, dcol, img);
            });
            if let Some(x) = relu_of {
                relu_backward(img, &x[b * g.image_len()..(b + 1) * g.image_len()]);
            }
        });
    dx
}

#[cfg(test)]
mod tests {
    use super::copy_run;

    #[test]
    fn a_run_of_any_length_is_copied_exactly() {
        let src: Vec<f32> = (0..40).map(|i| i as f32 + 0.5).collect();
        for n in 0..=40 {
            let mut dst = vec![-1f32; n];
            copy_run(&mut dst, &src[..n]);
            assert_eq!(dst, src[..n], "length {n}");
        }
    }
}
