//! IMPALA's max-pool (3x3, stride 2, padding 1) on the CPU as a candle custom op with its own
//! backward, which routes each output's gradient to the first maximum of its window in
//! row-major order, as PyTorch's `max_pool2d` does. On other devices [`max_pool_3x3_s2_p1`]
//! falls back to a composition of differentiable candle operations.

use super::conv::{contiguous_f32, on_cpu_f32, par_zeros};
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
/// first maximum.
fn pool_plane(x: &[f32], h: usize, w: usize, out: &mut [f32], argmax: &mut [u32]) {
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

/// PyTorch's `max_pool2d(x, kernel_size=3, stride=2, padding=1)` on `[B, C, H, W]`.
pub fn max_pool_3x3_s2_p1(x: &Tensor) -> Result<Tensor> {
    if on_cpu_f32(&[x]) {
        x.contiguous()?.apply_op1(MaxPool {
            argmax: Mutex::new(Arc::new(Vec::new())),
        })
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
            for got in [max_pool_3x3_s2_p1(&t).unwrap(), composed(&t).unwrap()] {
                assert_eq!(got.dims(), &[2, 1, h.div_ceil(2), w.div_ceil(2)]);
                assert_eq!(
                    got.flatten_all().unwrap().to_vec1::<f32>().unwrap(),
                    want,
                    "{h}x{w}"
                );
            }
        }
    }

    /// The gradient of the sum of the pooled values with respect to `x`, flattened.
    fn input_gradient(x: &Var) -> Vec<f32> {
        let grads = max_pool_3x3_s2_p1(x)
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
        let y = max_pool_3x3_s2_p1(&x).unwrap();
        assert!(y.flatten_all().unwrap().to_vec1::<f32>().unwrap()[0].is_nan());
        let g = input_gradient(&x);
        assert_eq!(g, [0., 1., 0., 0.]);
        // A tie: PyTorch gives the gradient to the first maximum only.
        let x = Var::new(&[[[[7f32, 7.], [7., 7.]]]], &Device::Cpu).unwrap();
        let g = input_gradient(&x);
        assert_eq!(g, [1., 0., 0., 0.]);
    }
}
