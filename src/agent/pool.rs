//! IMPALA's max-pool (3x3, stride 2, padding 1) on the CPU as a candle custom op with its own
//! backward, which routes each output's gradient to the first maximum of its window in
//! row-major order, as PyTorch's `max_pool2d` does. On a GPU with the `maxpool` lever on,
//! [`max_pool_3x3_s2_p1`] runs the same as two kernels of our own (`super::gpu`); elsewhere it
//! falls back to a composition of differentiable candle operations.

use super::fused::{contiguous_f32, on_cpu_f32, par_zeros};
use candle_core::{CpuStorage, CustomOp1, Layout, Result, Shape, Tensor};
use rayon::prelude::*;
use std::sync::{Arc, Mutex};

/// Output side for an input side `n`: `floor((n + 2 - 3) / 2) + 1`.
fn out_len(n: usize) -> usize {
    n.div_ceil(2)
}

/// The first maximum of one window (rows `y0..=y1`, columns `x0..=x1` of a plane `w` wide)
/// in row-major order, NaN winning as PyTorch lets it: `(index in the plane, value)`.
#[inline(always)]
fn window_max(
    x: &[f32],
    w: usize,
    (y0, y1): (usize, usize),
    (x0, x1): (usize, usize),
) -> (usize, f32) {
    let mut best = y0 * w + x0;
    let mut value = x[best];
    let mut nan = false;
    for y in y0..=y1 {
        let row = &x[y * w..y * w + x1 + 1];
        for (xx, &v) in row.iter().enumerate().skip(x0) {
            // Strictly greater: the first maximum wins. Written as selects, not branches:
            // the comparisons are data-dependent and would mispredict.
            let greater = v > value;
            value = if greater { v } else { value };
            best = if greater { y * w + xx } else { best };
            nan |= v.is_nan();
        }
    }
    if nan {
        // Rare: redo the window with PyTorch's rule that a NaN replaces any number.
        best = y0 * w + x0;
        value = x[best];
        for y in y0..=y1 {
            for xx in x0..=x1 {
                let v = x[y * w + xx];
                if v > value || v.is_nan() && !value.is_nan() {
                    value = v;
                    best = y * w + xx;
                }
            }
        }
    }
    (best, value)
}

/// Pools one plane: each output pixel's value, and the index (in the plane) of its window's
/// first maximum in row-major order.
///
/// With AVX2 (chosen at run time) in two passes that the compiler vectorises, one output row
/// at a time: the maximum of each column over the window's rows, then of three neighbouring
/// columns ([`pool_plane_lanes`]). Elsewhere one window at a time ([`pool_plane_scalar`]):
/// with SSE2 alone the two passes were no faster (IMPALA QDagger update, 2 threads: scalar
/// windows 95-99 ms, two passes with SSE2 100-104, with AVX2 86-89).
fn pool_plane(x: &[f32], h: usize, w: usize, out: &mut [f32], argmax: &mut [u32]) {
    #[cfg(target_arch = "x86_64")]
    {
        if std::is_x86_feature_detected!("avx2") {
            // SAFETY: the processor has the features this function is compiled for.
            return unsafe { pool_plane_avx2(x, h, w, out, argmax) };
        }
    }
    pool_plane_scalar(x, h, w, out, argmax)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn pool_plane_avx2(x: &[f32], h: usize, w: usize, out: &mut [f32], argmax: &mut [u32]) {
    pool_plane_lanes(x, h, w, out, argmax)
}

/// The widest plane [`pool_plane_lanes`] takes (its column buffers live on the stack); wider
/// planes take the window scan.
const MAX_LANES_WIDTH: usize = 256;

/// [`pool_plane`] in two vectorisable passes. The first maximum in row-major order is the
/// largest value with the smallest index in the plane (a smaller row always has a smaller
/// index), so each pass keeps `(value, index)` and breaks ties by the index; the horizontal
/// pass reads padded column maxima whose pads never win. A plane with a NaN is pooled again
/// by [`pool_plane_scalar`] (PyTorch lets a NaN win its window).
#[inline(always)]
fn pool_plane_lanes(x: &[f32], h: usize, w: usize, out: &mut [f32], argmax: &mut [u32]) {
    if w > MAX_LANES_WIDTH {
        return pool_plane_scalar(x, h, w, out, argmax);
    }
    let (oh, ow) = (out_len(h), out_len(w));
    let x = &x[..h * w];
    // Column maxima of one output row. Entry 0 is column -1 and entry w + 1 column w: pads
    // that lose to every value, NEG_INFINITY included, by their index.
    let mut values = [f32::NEG_INFINITY; MAX_LANES_WIDTH + 2];
    let mut indices = [u32::MAX; MAX_LANES_WIDTH + 2];
    // Every row but the first is checked as it joins a window below.
    let mut nan = x[..w].iter().any(|v| v.is_nan());
    for oy in 0..oh {
        let top = (2 * oy).saturating_sub(1);
        let bottom = (2 * oy + 1).min(h - 1);
        let (vals, idxs) = (&mut values[1..w + 1], &mut indices[1..w + 1]);
        vals.copy_from_slice(&x[top * w..(top + 1) * w]);
        for (xx, i) in idxs.iter_mut().enumerate() {
            *i = (top * w + xx) as u32;
        }
        for y in top + 1..=bottom {
            let row = &x[y * w..(y + 1) * w];
            let base = (y * w) as u32;
            let mut row_nan = false;
            for (xx, ((v, i), &r)) in vals.iter_mut().zip(idxs.iter_mut()).zip(row).enumerate() {
                // Strictly greater: the earlier row keeps a tie.
                let greater = r > *v;
                *v = if greater { r } else { *v };
                *i = if greater { base + xx as u32 } else { *i };
                row_nan |= r.is_nan();
            }
            nan |= row_nan;
        }
        let out = &mut out[oy * ow..(oy + 1) * ow];
        let argmax = &mut argmax[oy * ow..(oy + 1) * ow];
        // Output column ox reads padded entries 2ox, 2ox + 1, 2ox + 2 (columns 2ox - 1 to
        // 2ox + 1): the pairs (2ox, 2ox + 1) and the first entry of the next pair.
        let (vals, idxs) = (&values[..2 * ow + 2], &indices[..2 * ow + 2]);
        let pairs = vals.chunks_exact(2).zip(idxs.chunks_exact(2));
        let next = vals[2..].chunks_exact(2).zip(idxs[2..].chunks_exact(2));
        for ((o, a), ((pv, pi), (nv, ni))) in
            out.iter_mut().zip(argmax.iter_mut()).zip(pairs.zip(next))
        {
            let (mut v, mut i) = (pv[0], pi[0]);
            for (cv, ci) in [(pv[1], pi[1]), (nv[0], ni[0])] {
                let better = cv > v || (cv == v && ci < i);
                v = if better { cv } else { v };
                i = if better { ci } else { i };
            }
            *o = v;
            *a = i;
        }
    }
    if nan {
        pool_plane_scalar(x, h, w, out, argmax);
    }
}

/// [`pool_plane`] one window at a time, with PyTorch's NaN rule.
fn pool_plane_scalar(x: &[f32], h: usize, w: usize, out: &mut [f32], argmax: &mut [u32]) {
    let (oh, ow) = (out_len(h), out_len(w));
    for oy in 0..oh {
        let rows = ((2 * oy).saturating_sub(1), (2 * oy + 1).min(h - 1));
        let out = &mut out[oy * ow..(oy + 1) * ow];
        let argmax = &mut argmax[oy * ow..(oy + 1) * ow];
        for (ox, (o, a)) in out.iter_mut().zip(argmax.iter_mut()).enumerate() {
            let cols = ((2 * ox).saturating_sub(1), (2 * ox + 1).min(w - 1));
            let (at, v) = window_max(x, w, rows, cols);
            *o = v;
            *a = at as u32;
        }
    }
}

/// The pool; remembers where each maximum was for its backward.
struct MaxPool {
    argmax: Mutex<Arc<Vec<u32>>>,
}

/// The backward: each output's gradient added at its maximum (argument: output gradient).
struct MaxPoolGrad {
    argmax: Arc<Vec<u32>>,
    input: [usize; 4],
}

impl CustomOp1 for MaxPool {
    fn name(&self) -> &'static str {
        "max-pool-3x3-s2-p1"
    }

    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> Result<(CpuStorage, Shape)> {
        let (b, c, h, w) = l.shape().dims4()?;
        if u32::try_from(h * w).is_err() {
            candle_core::bail!("max-pool: a {h}x{w} plane is too large");
        }
        let x = contiguous_f32(s, l, "max-pool input")?;
        let (oh, ow) = (out_len(h), out_len(w));
        let mut out = par_zeros(b * c * oh * ow);
        let mut argmax = par_zeros(b * c * oh * ow);
        out.par_chunks_mut(oh * ow)
            .zip(argmax.par_chunks_mut(oh * ow))
            .zip(x.par_chunks(h * w))
            .for_each(|((o, a), plane)| pool_plane(plane, h, w, o, a));
        *self.argmax.lock().unwrap_or_else(|e| e.into_inner()) = Arc::new(argmax);
        Ok((CpuStorage::F32(out), Shape::from((b, c, oh, ow))))
    }

    fn bwd(&self, arg: &Tensor, _res: &Tensor, grad: &Tensor) -> Result<Option<Tensor>> {
        let argmax = self
            .argmax
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone();
        Ok(Some(grad.contiguous()?.apply_op1_no_bwd(&MaxPoolGrad {
            argmax,
            input: arg.dims4()?.into(),
        })?))
    }
}

impl CustomOp1 for MaxPoolGrad {
    fn name(&self) -> &'static str {
        "max-pool-3x3-s2-p1-grad"
    }

    fn cpu_fwd(&self, s: &CpuStorage, l: &Layout) -> Result<(CpuStorage, Shape)> {
        let [b, c, h, w] = self.input;
        let p = out_len(h) * out_len(w);
        if l.dims() != [b, c, out_len(h), out_len(w)] || self.argmax.len() != b * c * p {
            candle_core::bail!("max-pool backward: gradient shape {:?}", l.dims());
        }
        let g = contiguous_f32(s, l, "max-pool gradient")?;
        let mut dx = par_zeros(b * c * h * w);
        dx.par_chunks_mut(h * w)
            .zip(g.par_chunks(p).zip(self.argmax.par_chunks(p)))
            .for_each(|(d, (gp, ap))| {
                for (&gi, &at) in gp.iter().zip(ap) {
                    d[at as usize] += gi;
                }
            });
        Ok((CpuStorage::F32(dx), Shape::from((b, c, h, w))))
    }
}

/// PyTorch's `max_pool2d(x, kernel_size=3, stride=2, padding=1)` on `[B, C, H, W]`: one op
/// on the CPU for f32; on a GPU our kernels (the `maxpool` lever of `levers`) or candle's
/// operations.
pub fn max_pool_3x3_s2_p1(
    x: &Tensor,
    levers: crate::platform::cuda_levers::CudaLevers,
) -> Result<Tensor> {
    if on_cpu_f32(&[x]) {
        x.contiguous()?.apply_op1(MaxPool {
            argmax: Mutex::new(Arc::new(Vec::new())),
        })
    } else if super::gpu::pool_kernel_applies(levers, x) {
        super::gpu::max_pool(x)
    } else {
        composed(x)
    }
}

/// The same from differentiable operations (for devices without the custom op): padding by
/// edge replication gives the same maxima as `-inf` padding (a window always holds the
/// replicated pixel itself); each output row is the maximum of three shifted stride-2 views,
/// and likewise for columns. Ties share the gradient.
pub fn composed(x: &Tensor) -> Result<Tensor> {
    let x = pool_dim(x, 2)?;
    pool_dim(&x, 3)
}

/// The 3-wide, stride-2, pad-1 max along one spatial dimension.
fn pool_dim(x: &Tensor, dim: usize) -> Result<Tensor> {
    let n = x.dim(dim)?;
    let out = out_len(n);
    // Views start at 0, 1, 2 and take 2*out rows, so the padded length must be 2*out + 2.
    let padded = x.pad_with_same(dim, 1, 2 * out + 1 - n)?;
    let mut best: Option<Tensor> = None;
    for offset in 0..3 {
        let view = padded.narrow(dim, offset, 2 * out)?;
        let mut shape = view.dims().to_vec();
        shape[dim] = out;
        shape.insert(dim + 1, 2);
        let strided = view
            .reshape(shape)?
            .narrow(dim + 1, 0, 1)?
            .squeeze(dim + 1)?;
        best = Some(match best {
            None => strided,
            Some(b) => b.maximum(&strided)?,
        });
    }
    best.ok_or_else(|| candle_core::Error::Msg("empty pool".into()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::{Device, Var};
    use rand::{Rng, SeedableRng};

    /// The plain definition: max over each clipped 3x3 window.
    fn naive_pool(x: &[f32], h: usize, w: usize) -> Vec<f32> {
        let (oh, ow) = (h.div_ceil(2), w.div_ceil(2));
        let mut out = vec![f32::NEG_INFINITY; oh * ow];
        for i in 0..oh {
            for j in 0..ow {
                for di in 0..3 {
                    for dj in 0..3 {
                        let (r, c) = ((2 * i + di) as isize - 1, (2 * j + dj) as isize - 1);
                        if r >= 0 && c >= 0 && (r as usize) < h && (c as usize) < w {
                            let v = x[r as usize * w + c as usize];
                            out[i * ow + j] = out[i * ow + j].max(v);
                        }
                    }
                }
            }
        }
        out
    }

    #[test]
    fn both_pools_equal_the_definition_on_even_and_odd_sizes() {
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(5);
        for (h, w) in [(84, 84), (42, 42), (21, 21), (5, 8), (1, 3)] {
            let x: Vec<f32> = (0..2 * h * w)
                .map(|_| rng.random_range(-1.0..1.0))
                .collect();
            let t = Tensor::from_vec(x.clone(), (2, 1, h, w), &Device::Cpu).unwrap();
            let want: Vec<f32> = x.chunks(h * w).flat_map(|p| naive_pool(p, h, w)).collect();
            for got in [
                max_pool_3x3_s2_p1(&t, Default::default()).unwrap(),
                composed(&t).unwrap(),
            ] {
                assert_eq!(got.dims(), &[2, 1, h.div_ceil(2), w.div_ceil(2)]);
                assert_eq!(
                    got.flatten_all().unwrap().to_vec1::<f32>().unwrap(),
                    want,
                    "{h}x{w}"
                );
            }
        }
    }

    #[test]
    fn vectorised_plane_picks_the_same_first_maximum_as_the_window_scan() {
        // Values from a handful of levels, so most windows hold ties; -inf included (the
        // pads must still lose to it).
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(11);
        let levels = [f32::NEG_INFINITY, -1.0, 0.0, 0.0, 2.0, 3.0];
        for (h, w) in [
            (84, 84),
            (21, 21),
            (1, 1),
            (1, 6),
            (7, 1),
            (2, 2),
            (5, 8),
            (8, 5),
        ] {
            for _ in 0..20 {
                let x: Vec<f32> = (0..h * w)
                    .map(|_| levels[rng.random_range(0..levels.len())])
                    .collect();
                let n = out_len(h) * out_len(w);
                let (mut out, mut at) = (vec![0f32; n], vec![0u32; n]);
                let (mut want, mut want_at) = (vec![0f32; n], vec![0u32; n]);
                pool_plane(&x, h, w, &mut out, &mut at);
                pool_plane_scalar(&x, h, w, &mut want, &mut want_at);
                assert_eq!(out, want, "{h}x{w}");
                assert_eq!(at, want_at, "{h}x{w}");
                // The two passes themselves, whichever path this processor takes.
                pool_plane_lanes(&x, h, w, &mut out, &mut at);
                assert_eq!((&out, &at), (&want, &want_at), "{h}x{w}");
            }
        }
        // A NaN anywhere, the first row included, wins its windows.
        for (at_index, windows) in [(0, 1), (5, 1), (7, 4)] {
            let mut x = vec![1f32; 36];
            x[at_index] = f32::NAN;
            let (mut out, mut at) = (vec![0f32; 9], vec![0u32; 9]);
            let (mut want, mut want_at) = (vec![0f32; 9], vec![0u32; 9]);
            pool_plane(&x, 6, 6, &mut out, &mut at);
            pool_plane_scalar(&x, 6, 6, &mut want, &mut want_at);
            assert_eq!(at, want_at);
            assert_eq!(out.iter().filter(|v| v.is_nan()).count(), windows);
            let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
            assert_eq!(bits(&out), bits(&want));
        }
    }

    /// The gradient of the sum of the pooled values with respect to `x`, flattened.
    fn input_gradient(x: &Var) -> Vec<f32> {
        let grads = max_pool_3x3_s2_p1(x, Default::default())
            .unwrap()
            .sum_all()
            .unwrap()
            .backward()
            .unwrap();
        grads
            .get(x)
            .unwrap()
            .flatten_all()
            .unwrap()
            .to_vec1::<f32>()
            .unwrap()
    }

    #[test]
    fn the_gpu_kernels_source_pools_and_routes_gradients_as_the_cpu_bit_for_bit() {
        // update.cu's forward and backward, run on the host, against this file's CPU op with
        // its backward through candle's backprop: values from a few levels (most windows hold
        // ties) with NaN and infinities, on IMPALA's sizes and odd, thin ones.
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(9);
        let levels = [
            -1.0,
            0.0,
            0.5,
            2.0,
            f32::INFINITY,
            f32::NEG_INFINITY,
            f32::NAN,
        ];
        for (planes, h, w) in [
            (6usize, 84usize, 84usize),
            (4, 42, 42),
            (3, 21, 21),
            (2, 11, 11),
            (2, 5, 8),
            (1, 1, 3),
            (1, 2, 1),
        ] {
            let x: Vec<f32> = (0..planes * h * w)
                .map(|_| {
                    let l = rng.random_range(0..levels.len() + 3);
                    // NaN and the infinities rarer than the numbers.
                    levels[if l >= levels.len() { l % 4 } else { l }]
                })
                .collect();
            let (oh, ow) = (h.div_ceil(2), w.div_ceil(2));
            let grad_out: Vec<f32> = (0..planes * oh * ow)
                .map(|_| rng.random_range(-1.0..1.0))
                .collect();
            let var = Var::from_vec(x.clone(), (planes, 1, h, w), &Device::Cpu).unwrap();
            let y = max_pool_3x3_s2_p1(&var, Default::default()).unwrap();
            let gy = Tensor::from_vec(grad_out.clone(), (planes, 1, oh, ow), &Device::Cpu).unwrap();
            let grads = (&y * &gy).unwrap().sum_all().unwrap().backward().unwrap();
            let cpu_y = y.flatten_all().unwrap().to_vec1::<f32>().unwrap();
            let cpu_dx = grads
                .get(&var)
                .unwrap()
                .flatten_all()
                .unwrap()
                .to_vec1::<f32>()
                .unwrap();
            let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
            let kernel_y = super::super::gpu::host::max_pool(&x, planes, h, w);
            assert_eq!(bits(&kernel_y), bits(&cpu_y), "forward, {planes}x{h}x{w}");
            let kernel_dx = super::super::gpu::host::max_pool_backward(&x, &grad_out, planes, h, w);
            assert_eq!(
                bits(&kernel_dx),
                bits(&cpu_dx),
                "backward, {planes}x{h}x{w}"
            );
            if h * w > 9 {
                assert!(cpu_dx.iter().any(|&d| d != 0.0) && cpu_dx.contains(&0.0));
            }
        }
    }

    #[test]
    fn gradient_goes_to_the_first_maximum_of_each_window() {
        // Outputs: max(1,5,0,3)=5, max(5,2,3,9)=9, max(0,3,4,1)=4, max(3,9,1,1)=9 (tie of the
        // two 1s never matters here); the 9 collects two gradients.
        let x = Var::new(
            &[[[[1f32, 5., 2.], [0., 3., 9.], [4., 1., 1.]]]],
            &Device::Cpu,
        )
        .unwrap();
        let g = input_gradient(&x);
        assert_eq!(g, [0., 1., 0., 0., 0., 2., 1., 0., 0.]);
        // A NaN wins its window and takes its gradient, as in PyTorch.
        let x = Var::new(&[[[[1f32, f32::NAN], [9., f32::NAN]]]], &Device::Cpu).unwrap();
        let y = max_pool_3x3_s2_p1(&x, Default::default()).unwrap();
        assert!(y.flatten_all().unwrap().to_vec1::<f32>().unwrap()[0].is_nan());
        let g = input_gradient(&x);
        assert_eq!(g, [0., 1., 0., 0.]);
        // A tie: PyTorch gives the gradient to the first maximum only.
        let x = Var::new(&[[[[7f32, 7.], [7., 7.]]]], &Device::Cpu).unwrap();
        let g = input_gradient(&x);
        assert_eq!(g, [1., 0., 0., 0.]);
    }
}
