//! 2-D convolution on the CPU as im2col + GEMM, forward and backward, as a candle custom op.
//!
//! candle's own CPU convolution backward runs direct loops (and computes the input gradient of
//! the first layer, which nobody needs); this op runs every pass on the `gemm` crate's
//! kernels, skips the input gradient of a tensor that tracks no variable, and reuses its
//! scratch buffers between calls. The images of a batch run in parallel on rayon's threads.
//!
//! [`conv2d_bias`] also folds the layer's bias and, optionally, a ReLU of its input into the
//! same passes (`conv(relu(x)) + b`, the shape of every IMPALA residual convolution): the
//! ReLU is applied while unfolding, the bias is the GEMM's starting value, and the backward
//! masks the input gradient with `x > 0` (PyTorch's ReLU gradient) while folding it back. Each
//! fused step saves a pass over the activations and one node (with its gradient buffers) in
//! candle's backprop graph.
//!
//! On other devices both fall back to candle's operations.

use candle_core::{CpuStorage, CustomOp1, CustomOp2, CustomOp3, Layout, Result, Shape, Tensor};
use gemm::Parallelism;
use rayon::prelude::*;
use std::cell::RefCell;

/// Sizes of one convolution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Geometry {
    batch: usize,
    cin: usize,
    h: usize,
    w: usize,
    cout: usize,
    k: usize,
    stride: usize,
    pad: usize,
    oh: usize,
    ow: usize,
}

impl Geometry {
    fn new(x: &[usize], w: &[usize], stride: usize, pad: usize) -> Result<Self> {
        let four = |d: &[usize], what: &str| -> Result<[usize; 4]> {
            d.try_into()
                .map_err(|_| candle_core::Error::Msg(format!("conv {what} must be 4-D, got {d:?}")))
        };
        let [batch, cin, h, wd] = four(x, "input")?;
        let [cout, cin2, k, k2] = four(w, "kernel")?;
        if cin != cin2 || k != k2 || h + 2 * pad < k || wd + 2 * pad < k || stride == 0 {
            candle_core::bail!(
                "conv2d: input {x:?} does not fit kernel {w:?} (stride {stride}, pad {pad})"
            );
        }
        Ok(Self {
            batch,
            cin,
            h,
            w: wd,
            cout,
            k,
            stride,
            pad,
            oh: (h + 2 * pad - k) / stride + 1,
            ow: (wd + 2 * pad - k) / stride + 1,
        })
    }

    /// Rows of the column matrix: `cin * k * k`.
    fn ckk(&self) -> usize {
        self.cin * self.k * self.k
    }

    /// Output pixels per image.
    fn p(&self) -> usize {
        self.oh * self.ow
    }

    fn image_len(&self) -> usize {
        self.cin * self.h * self.w
    }
}

thread_local! {
    static SCRATCH: RefCell<Vec<f32>> = const { RefCell::new(Vec::new()) };
}

/// Runs `f` with this thread's scratch buffer of at least `len` floats.
fn with_scratch<R>(len: usize, f: impl FnOnce(&mut [f32]) -> R) -> R {
    SCRATCH.with(|s| {
        let mut s = s.borrow_mut();
        if s.len() < len {
            s.resize(len, 0.0);
        }
        f(&mut s[..len])
    })
}

/// For stride 1: the output columns `lo..hi` whose input column `ox + kj - pad` lies inside
/// the image.
fn valid_range(g: &Geometry, kj: usize) -> (usize, usize) {
    let lo = g.pad.saturating_sub(kj).min(g.ow);
    let hi = (g.w + g.pad).saturating_sub(kj).min(g.ow).max(lo);
    (lo, hi)
}

thread_local! {
    static RELU_SCRATCH: RefCell<Vec<f32>> = const { RefCell::new(Vec::new()) };
}

/// Unfolds one image `[cin, h, w]` into `col` `[cin*k*k, oh*ow]`, with the ReLU of each
/// value if `relu` (taken once per value into a scratch image, not once per kernel tap).
fn im2col(g: &Geometry, img: &[f32], col: &mut [f32], relu: bool) {
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

/// [`im2col`] without the ReLU: every row of `col` is copies of image rows and zeros.
fn unfold(g: &Geometry, img: &[f32], col: &mut [f32]) {
    let p = g.p();
    if g.pad == 0 {
        // No padding (the Nature CNN): every read is inside the image, rows are strided
        // copies without bounds tests.
        for ci in 0..g.cin {
            for ki in 0..g.k {
                for kj in 0..g.k {
                    let row = &mut col[((ci * g.k + ki) * g.k + kj) * p..][..p];
                    for (oy, out) in row.chunks_exact_mut(g.ow).enumerate() {
                        let start = (ci * g.h + oy * g.stride + ki) * g.w + kj;
                        let src = &img[start..start + (g.ow - 1) * g.stride + 1];
                        if g.stride == 1 {
                            out.copy_from_slice(src);
                        } else {
                            for (o, v) in out.iter_mut().zip(src.iter().step_by(g.stride)) {
                                *o = *v;
                            }
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
                        out[lo..hi].copy_from_slice(&src[start..start + hi - lo]);
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

/// Folds `col` `[cin*k*k, oh*ow]` back onto one image, adding overlapping contributions to
/// what `img` holds (zeros, from its caller).
fn col2im(g: &Geometry, col: &[f32], img: &mut [f32]) {
    let p = g.p();
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

/// `dst[m, n] (+)= sum_k lhs[m, k] rhs[k, n]` with explicit strides (row stride, column
/// stride) for each matrix.
#[allow(clippy::too_many_arguments)]
pub(super) fn matmul(
    (m, n, k): (usize, usize, usize),
    dst: &mut [f32],
    (dst_rs, dst_cs): (usize, usize),
    accumulate: bool,
    lhs: &[f32],
    (lhs_rs, lhs_cs): (usize, usize),
    rhs: &[f32],
    (rhs_rs, rhs_cs): (usize, usize),
    parallelism: Parallelism,
) {
    // Bounds of every access, checked once: the kernel reads lhs/rhs and writes dst within
    // these extents.
    let extent =
        |rows: usize, cols: usize, rs: usize, cs: usize| (rows - 1) * rs + (cols - 1) * cs + 1;
    assert!(m > 0 && n > 0 && k > 0, "empty matmul");
    assert!(dst.len() >= extent(m, n, dst_rs, dst_cs), "dst too small");
    assert!(lhs.len() >= extent(m, k, lhs_rs, lhs_cs), "lhs too small");
    assert!(rhs.len() >= extent(k, n, rhs_rs, rhs_cs), "rhs too small");
    // SAFETY: the pointers are valid for the extents asserted above, dst does not alias the
    // inputs (distinct slices), and f32 is a type gemm supports.
    unsafe {
        gemm::gemm(
            m,
            n,
            k,
            dst.as_mut_ptr(),
            dst_cs as isize,
            dst_rs as isize,
            accumulate,
            lhs.as_ptr(),
            lhs_cs as isize,
            lhs_rs as isize,
            rhs.as_ptr(),
            rhs_cs as isize,
            rhs_rs as isize,
            if accumulate { 1.0 } else { 0.0 },
            1.0,
            false,
            false,
            false,
            parallelism,
        )
    }
}

/// `n` zeros, written by the rayon pool when `n` is large: one thread clearing the large
/// buffers of a batch would leave the other cores idle (a profile of the update showed the
/// calling thread's zeroing as its largest serial cost).
pub(super) fn par_zeros<T: Copy + Default + Send + Sync>(n: usize) -> Vec<T> {
    const CHUNK: usize = 1 << 15;
    if n < 2 * CHUNK || threads() == 1 {
        return vec![T::default(); n];
    }
    let mut v = Vec::with_capacity(n);
    v.spare_capacity_mut()[..n]
        .par_chunks_mut(CHUNK)
        .for_each(|c| {
            for x in c {
                x.write(T::default());
            }
        });
    // SAFETY: the capacity is at least n and the first n elements were all written above.
    unsafe { v.set_len(n) };
    v
}

pub(super) fn threads() -> usize {
    rayon::current_num_threads().max(1)
}

/// Forward: `out[b] = bias + W [cout, ckk] x im2col(act(x[b]))`, `act` the ReLU if `relu`.
fn forward(g: &Geometry, x: &[f32], w: &[f32], bias: Option<&[f32]>, relu: bool) -> Vec<f32> {
    let (ckk, p) = (g.ckk(), g.p());
    let mut out = par_zeros(g.batch * g.cout * p);
    let one = |img: &[f32], dst: &mut [f32], par: Parallelism| {
        if let Some(bias) = bias {
            for (row, &b) in dst.chunks_exact_mut(p).zip(bias) {
                row.fill(b);
            }
        }
        with_scratch(ckk * p, |col| {
            im2col(g, img, col, relu);
            matmul(
                (g.cout, p, ckk),
                dst,
                (p, 1),
                bias.is_some(),
                w,
                (ckk, 1),
                col,
                (p, 1),
                par,
            );
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

/// Bias gradient: the output gradient summed over the batch and the pixels, per channel.
fn bias_grad(g: &Geometry, dy: &[f32]) -> Vec<f32> {
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
fn sum(v: &[f32]) -> f32 {
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
fn weight_grad(g: &Geometry, x: &[f32], dy: &[f32], relu: bool) -> Vec<f32> {
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
                // dst[m = out channel, n = row] at row * cout + channel;
                // rhs[k = pixel, n = row] = col[row * p + pixel]
                matmul(
                    (g.cout, ckk, p),
                    &mut dwt,
                    (1, g.cout),
                    i > 0,
                    dyb,
                    (p, 1),
                    col,
                    (1, p),
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
fn input_grad(g: &Geometry, w: &[f32], dy: &[f32], relu_of: Option<&[f32]>) -> Vec<f32> {
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
                    (p, 1),
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
                let xb = &x[b * g.image_len()..(b + 1) * g.image_len()];
                for (d, &v) in img.iter_mut().zip(xb) {
                    if v <= 0.0 {
                        *d = 0.0;
                    }
                }
            }
        });
    dx
}

/// The f32 data of a contiguous CPU tensor argument of a custom op.
pub(crate) fn contiguous_f32<'a>(s: &'a CpuStorage, l: &Layout, what: &str) -> Result<&'a [f32]> {
    let data = s.as_slice::<f32>()?;
    match l.contiguous_offsets() {
        Some((a, b)) => Ok(&data[a..b]),
        None => candle_core::bail!("{what} must be contiguous"),
    }
}

/// The convolution itself (arguments: input, kernel), no bias.
struct Conv2dOp {
    stride: usize,
    pad: usize,
}

/// `conv(act(x), w) + b` (arguments: input, kernel, bias), `act` the ReLU if `relu`.
struct ConvBiasOp {
    stride: usize,
    pad: usize,
    relu: bool,
}

/// The weight gradient (arguments: input, output gradient), no backward of its own.
struct WeightGradOp {
    stride: usize,
    pad: usize,
    kernel: [usize; 4],
    relu: bool,
}

/// The input gradient (arguments: output gradient, kernel, input), no backward of its own;
/// the input is read only to mask the gradient if the forward took its ReLU.
struct InputGradOp {
    stride: usize,
    pad: usize,
    relu: bool,
}

/// The bias gradient (argument: output gradient `[B, C, H, W]` or `[B, C]`), no backward of
/// its own.
pub(super) struct BiasGradOp;

/// The weight gradient, and the input gradient unless `x` tracks no variable.
fn conv_grads(
    x: &Tensor,
    w: &Tensor,
    grad: &Tensor,
    (stride, pad, relu): (usize, usize, bool),
) -> Result<(Option<Tensor>, Tensor)> {
    let kernel: [usize; 4] = w.dims4()?.into();
    let dw = x.apply_op2_no_bwd(
        grad,
        &WeightGradOp {
            stride,
            pad,
            kernel,
            relu,
        },
    )?;
    // The input of the first layer tracks no variable: its gradient is never needed.
    let dx = if x.track_op() {
        Some(grad.apply_op3_no_bwd(w, x, &InputGradOp { stride, pad, relu })?)
    } else {
        None
    };
    Ok((dx, dw))
}

impl CustomOp2 for Conv2dOp {
    fn name(&self) -> &'static str {
        "conv2d-im2col"
    }

    fn cpu_fwd(
        &self,
        s1: &CpuStorage,
        l1: &Layout,
        s2: &CpuStorage,
        l2: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let g = Geometry::new(l1.dims(), l2.dims(), self.stride, self.pad)?;
        let out = forward(
            &g,
            contiguous_f32(s1, l1, "conv2d input")?,
            contiguous_f32(s2, l2, "conv2d kernel")?,
            None,
            false,
        );
        Ok((
            CpuStorage::F32(out),
            Shape::from((g.batch, g.cout, g.oh, g.ow)),
        ))
    }

    fn bwd(
        &self,
        x: &Tensor,
        w: &Tensor,
        _res: &Tensor,
        grad: &Tensor,
    ) -> Result<(Option<Tensor>, Option<Tensor>)> {
        let (dx, dw) = conv_grads(x, w, &grad.contiguous()?, (self.stride, self.pad, false))?;
        Ok((dx, Some(dw)))
    }
}

impl CustomOp3 for ConvBiasOp {
    fn name(&self) -> &'static str {
        "conv2d-im2col-bias"
    }

    fn cpu_fwd(
        &self,
        s1: &CpuStorage,
        l1: &Layout,
        s2: &CpuStorage,
        l2: &Layout,
        s3: &CpuStorage,
        l3: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let g = Geometry::new(l1.dims(), l2.dims(), self.stride, self.pad)?;
        if l3.dims() != [g.cout] {
            candle_core::bail!("conv2d: bias {:?} for {} channels", l3.dims(), g.cout);
        }
        let out = forward(
            &g,
            contiguous_f32(s1, l1, "conv2d input")?,
            contiguous_f32(s2, l2, "conv2d kernel")?,
            Some(contiguous_f32(s3, l3, "conv2d bias")?),
            self.relu,
        );
        Ok((
            CpuStorage::F32(out),
            Shape::from((g.batch, g.cout, g.oh, g.ow)),
        ))
    }

    fn bwd(
        &self,
        x: &Tensor,
        w: &Tensor,
        _b: &Tensor,
        _res: &Tensor,
        grad: &Tensor,
    ) -> Result<(Option<Tensor>, Option<Tensor>, Option<Tensor>)> {
        let grad = grad.contiguous()?;
        let (dx, dw) = conv_grads(x, w, &grad, (self.stride, self.pad, self.relu))?;
        let db = grad.apply_op1_no_bwd(&BiasGradOp)?;
        Ok((dx, Some(dw), Some(db)))
    }
}

impl CustomOp2 for WeightGradOp {
    fn name(&self) -> &'static str {
        "conv2d-im2col-weight-grad"
    }

    fn cpu_fwd(
        &self,
        s1: &CpuStorage,
        l1: &Layout,
        s2: &CpuStorage,
        l2: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let g = Geometry::new(l1.dims(), &self.kernel, self.stride, self.pad)?;
        if l2.dims() != [g.batch, g.cout, g.oh, g.ow] {
            candle_core::bail!("conv2d backward: gradient shape {:?}", l2.dims());
        }
        let dw = weight_grad(
            &g,
            contiguous_f32(s1, l1, "conv2d input")?,
            contiguous_f32(s2, l2, "conv2d gradient")?,
            self.relu,
        );
        Ok((CpuStorage::F32(dw), Shape::from(self.kernel.to_vec())))
    }
}

impl CustomOp3 for InputGradOp {
    fn name(&self) -> &'static str {
        "conv2d-im2col-input-grad"
    }

    fn cpu_fwd(
        &self,
        s1: &CpuStorage,
        l1: &Layout,
        s2: &CpuStorage,
        l2: &Layout,
        s3: &CpuStorage,
        l3: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let g = Geometry::new(l3.dims(), l2.dims(), self.stride, self.pad)?;
        if l1.dims() != [g.batch, g.cout, g.oh, g.ow] {
            candle_core::bail!("conv2d backward: gradient shape {:?}", l1.dims());
        }
        let x = if self.relu {
            Some(contiguous_f32(s3, l3, "conv2d input")?)
        } else {
            None
        };
        let dx = input_grad(
            &g,
            contiguous_f32(s2, l2, "conv2d kernel")?,
            contiguous_f32(s1, l1, "conv2d gradient")?,
            x,
        );
        Ok((CpuStorage::F32(dx), Shape::from(l3.dims())))
    }
}

impl CustomOp1 for BiasGradOp {
    fn name(&self) -> &'static str {
        "conv2d-im2col-bias-grad"
    }

    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> Result<(CpuStorage, Shape)> {
        let (batch, cout, oh, ow) = match l.dims() {
            &[b, c] => (b, c, 1, 1),
            _ => l.shape().dims4()?,
        };
        let g = Geometry {
            batch,
            cin: 0,
            h: 0,
            w: 0,
            cout,
            k: 0,
            stride: 1,
            pad: 0,
            oh,
            ow,
        };
        let db = bias_grad(&g, contiguous_f32(s, l, "conv2d gradient")?);
        Ok((CpuStorage::F32(db), Shape::from(cout)))
    }
}

thread_local! {
    static FUSED_OFF: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` with this thread's fused CPU ops (convolutions, linear layers, max-pool, Adam)
/// replaced by candle's own operations, the path every other device takes. The two paths
/// compute the same function; `reincarnate check-device --device cpu` compares them.
pub fn with_candle_ops<R>(f: impl FnOnce() -> R) -> R {
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            FUSED_OFF.with(|c| c.set(self.0));
        }
    }
    let _restore = Restore(FUSED_OFF.with(|c| c.replace(true)));
    f()
}

/// Whether the fused CPU path applies to these tensors.
pub(super) fn on_cpu_f32(ts: &[&Tensor]) -> bool {
    !FUSED_OFF.with(|c| c.get())
        && ts
            .iter()
            .all(|t| t.device().is_cpu() && t.dtype() == candle_core::DType::F32)
}

/// `conv2d(x, w)` (no bias) with `stride` and zero `padding`: im2col + GEMM on the CPU for
/// f32, candle's convolution elsewhere.
pub fn conv2d(x: &Tensor, w: &Tensor, stride: usize, padding: usize) -> Result<Tensor> {
    if on_cpu_f32(&[x, w]) {
        x.contiguous()?.apply_op2(
            &w.contiguous()?,
            Conv2dOp {
                stride,
                pad: padding,
            },
        )
    } else {
        x.conv2d(w, padding, stride, 1, 1)
    }
}

/// `conv2d(relu(x), w) + b` if `relu_input`, else `conv2d(x, w) + b`, with `stride` and zero
/// `padding`; `b` is `[cout]`. One fused op on the CPU for f32, candle's operations elsewhere.
pub fn conv2d_bias(
    x: &Tensor,
    w: &Tensor,
    b: &Tensor,
    stride: usize,
    padding: usize,
    relu_input: bool,
) -> Result<Tensor> {
    if on_cpu_f32(&[x, w, b]) {
        x.contiguous()?.apply_op3(
            &w.contiguous()?,
            &b.contiguous()?,
            ConvBiasOp {
                stride,
                pad: padding,
                relu: relu_input,
            },
        )
    } else {
        let x = if relu_input { x.relu()? } else { x.clone() };
        let c = b.dim(0)?;
        x.conv2d(w, padding, stride, 1, 1)?
            .broadcast_add(&b.reshape((1, c, 1, 1))?)
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use candle_core::{Device, Var};

    /// A tensor of `shape` with values in [-0.5, 0.5) drawn from `seed`.
    pub(in crate::agent) fn rand(shape: &[usize], seed: u64) -> Tensor {
        let n: usize = shape.iter().product();
        let mut s = seed;
        let v: Vec<f32> = (0..n)
            .map(|_| {
                s = s
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                ((s >> 40) as f32 / (1u64 << 24) as f32) - 0.5
            })
            .collect();
        Tensor::from_vec(v, shape, &Device::Cpu).unwrap()
    }

    /// The largest absolute difference between two tensors.
    pub(in crate::agent) fn max_diff(a: &Tensor, b: &Tensor) -> f32 {
        (a - b)
            .unwrap()
            .abs()
            .unwrap()
            .flatten_all()
            .unwrap()
            .max(0)
            .unwrap()
            .to_scalar()
            .unwrap()
    }

    #[test]
    fn forward_and_gradients_equal_candles_convolution() {
        // (batch, cin, size, cout, k, stride, pad): the shapes of both networks' layers.
        for (b, cin, hw, cout, k, s, p) in [
            (3, 4, 84, 32, 8, 4, 0),
            (2, 32, 20, 64, 4, 2, 0),
            (2, 64, 9, 64, 3, 1, 0),
            (3, 4, 84, 16, 3, 1, 1),
            (2, 16, 21, 32, 3, 1, 1),
            (1, 32, 11, 32, 3, 1, 1),
        ] {
            let x = Var::from_tensor(&rand(&[b, cin, hw, hw], 1)).unwrap();
            let w = Var::from_tensor(&rand(&[cout, cin, k, k], 2)).unwrap();
            let ours = conv2d(&x, &w, s, p).unwrap();
            let theirs = x.conv2d(&w, p, s, 1, 1).unwrap();
            assert!(max_diff(&ours, &theirs) < 1e-4, "forward {cin}x{hw} k{k}");
            // A loss that weighs each output differently.
            let weights = rand(ours.dims(), 3);
            let g1 = (ours * &weights)
                .unwrap()
                .sum_all()
                .unwrap()
                .backward()
                .unwrap();
            let g2 = (theirs * &weights)
                .unwrap()
                .sum_all()
                .unwrap()
                .backward()
                .unwrap();
            let (dw1, dw2) = (g1.get(&w).unwrap(), g2.get(&w).unwrap());
            let scale = dw2
                .abs()
                .unwrap()
                .flatten_all()
                .unwrap()
                .max(0)
                .unwrap()
                .to_scalar::<f32>()
                .unwrap();
            assert!(
                max_diff(dw1, dw2) < 1e-4 * scale.max(1.0),
                "weight grad {cin}x{hw} k{k}"
            );
            let (dx1, dx2) = (g1.get(&x).unwrap(), g2.get(&x).unwrap());
            assert!(max_diff(dx1, dx2) < 1e-4, "input grad {cin}x{hw} k{k}");
        }
    }

    #[test]
    fn fused_bias_and_input_relu_equal_candles_operations() {
        for (b, cin, hw, cout, k, s, p, relu) in [
            (3, 4, 84, 16, 3, 1, 1, false),
            (2, 16, 42, 16, 3, 1, 1, true),
            (2, 32, 11, 32, 3, 1, 1, true),
            (2, 32, 20, 64, 4, 2, 0, true),
            (2, 4, 36, 8, 8, 4, 0, false),
        ] {
            let x = Var::from_tensor(&rand(&[b, cin, hw, hw], 1)).unwrap();
            let w = Var::from_tensor(&rand(&[cout, cin, k, k], 2)).unwrap();
            let bias = Var::from_tensor(&rand(&[cout], 4)).unwrap();
            let ours = conv2d_bias(&x, &w, &bias, s, p, relu).unwrap();
            let input = if relu {
                x.relu().unwrap()
            } else {
                x.as_tensor().clone()
            };
            let theirs = input
                .conv2d(&w, p, s, 1, 1)
                .unwrap()
                .broadcast_add(&bias.reshape((1, cout, 1, 1)).unwrap())
                .unwrap();
            assert!(
                max_diff(&ours, &theirs) < 1e-4,
                "forward {cin}x{hw} relu {relu}"
            );
            let weights = rand(ours.dims(), 3);
            let loss = |y: Tensor| (y * &weights).unwrap().sum_all().unwrap();
            let g1 = loss(ours).backward().unwrap();
            let g2 = loss(theirs).backward().unwrap();
            for (what, v) in [("x", &x), ("w", &w), ("bias", &bias)] {
                let (a, b) = (g1.get(v).unwrap(), g2.get(v).unwrap());
                let scale = b
                    .abs()
                    .unwrap()
                    .flatten_all()
                    .unwrap()
                    .max(0)
                    .unwrap()
                    .to_scalar::<f32>()
                    .unwrap();
                assert!(
                    max_diff(a, b) < 1e-4 * scale.max(1.0),
                    "{what} grad {cin}x{hw} k{k} relu {relu}"
                );
            }
        }
    }

    #[test]
    fn the_input_relu_passes_no_gradient_at_zero_like_pytorch() {
        // PyTorch's ReLU gradient is 0 where the input is 0 (candle's passes it).
        let x = Var::from_tensor(
            &Tensor::zeros((1, 1, 3, 3), candle_core::DType::F32, &Device::Cpu).unwrap(),
        )
        .unwrap();
        let w = Var::from_tensor(&rand(&[1, 1, 3, 3], 2)).unwrap();
        let bias = Var::from_tensor(&rand(&[1], 4)).unwrap();
        let g = conv2d_bias(&x, &w, &bias, 1, 1, true)
            .unwrap()
            .sum_all()
            .unwrap()
            .backward()
            .unwrap();
        let dx = g
            .get(&x)
            .unwrap()
            .flatten_all()
            .unwrap()
            .to_vec1::<f32>()
            .unwrap();
        assert_eq!(dx, vec![0.0; 9]);
        let db = g.get(&bias).unwrap().to_vec1::<f32>().unwrap();
        assert_eq!(db, vec![9.0]);
    }

    #[test]
    fn no_input_gradient_for_a_constant_input() {
        let x = rand(&[2, 4, 84, 84], 1);
        let w = Var::from_tensor(&rand(&[8, 4, 8, 8], 2)).unwrap();
        let g = conv2d(&x, &w, 4, 0)
            .unwrap()
            .sum_all()
            .unwrap()
            .backward()
            .unwrap();
        assert!(g.get(&w).is_some());
        assert!(g.get(&x).is_none());
    }
}
