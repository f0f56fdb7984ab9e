//! What the fused CPU ops (convolutions, linear layers, max-pool, Adam) share: the GEMM
//! call, zeroed buffers cleared by the rayon pool, the f32 data of a custom op's arguments,
//! and the switch that replaces them all by candle's own operations.

use candle_core::{CpuStorage, Layout, Result, Tensor};
use gemm::Parallelism;
use rayon::prelude::*;

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

/// Values per task when a buffer is processed on rayon's threads.
pub(super) const CHUNK: usize = 1 << 15;

/// Whether a pass over `len` values is worth splitting between rayon's threads.
pub(super) fn worth_splitting(len: usize) -> bool {
    len >= 2 * CHUNK && threads() > 1
}

/// The ReLU's backward in place: `grad` zeroed where the ReLU's input `x` is `<= 0`
/// (PyTorch's `threshold_backward`, which keeps the gradient where `x` is NaN).
///
/// Written as a select of every value rather than a store under an `if`: the compiler turns
/// the select into vector compares and masks, where the `if` became a branch per value, which
/// the signs of activations (about half of them negative, in no order) mispredict half the
/// time. Branching, the masks took 7% of the Nature CNN's 3x3 layer's forward and backward.
pub(super) fn relu_backward(grad: &mut [f32], x: &[f32]) {
    for (d, &v) in grad.iter_mut().zip(x) {
        *d = if v <= 0.0 { 0.0 } else { *d };
    }
}

/// `n` zeros, written by the rayon pool when `n` is large: one thread clearing the large
/// buffers of a batch would leave the other cores idle (a profile of the update showed the
/// calling thread's zeroing as its largest serial cost).
pub(super) fn par_zeros<T: Copy + Default + Send + Sync>(n: usize) -> Vec<T> {
    if !worth_splitting(n) {
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

/// The threads of the rayon pool the ops run on.
pub(super) fn threads() -> usize {
    rayon::current_num_threads().max(1)
}

/// The f32 data of a contiguous CPU tensor argument of a custom op.
pub(crate) fn contiguous_f32<'a>(s: &'a CpuStorage, l: &Layout, what: &str) -> Result<&'a [f32]> {
    let data = s.as_slice::<f32>()?;
    match l.contiguous_offsets() {
        Some((a, b)) => Ok(&data[a..b]),
        None => candle_core::bail!("{what} must be contiguous"),
    }
}

thread_local! {
    static FUSED_OFF: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` with this thread's fused CPU ops (convolutions, linear layers, max-pool, Adam)
/// replaced by candle's own operations, the path every other device takes. The two paths
/// compute the same function; `reincarnate check-device --device cpu` compares them.
pub fn with_candle_ops<R>(f: impl FnOnce() -> R) -> R {
    with_switch_on(&FUSED_OFF, f)
}

/// Runs `f` with this thread's `switch` on, then puts back what it was (also if `f` panics).
pub(super) fn with_switch_on<R>(
    switch: &'static std::thread::LocalKey<std::cell::Cell<bool>>,
    f: impl FnOnce() -> R,
) -> R {
    struct Restore(&'static std::thread::LocalKey<std::cell::Cell<bool>>, bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            self.0.with(|c| c.set(self.1));
        }
    }
    let _restore = Restore(switch, switch.with(|c| c.replace(true)));
    f()
}

/// Whether the fused CPU path applies to these tensors.
pub(super) fn on_cpu_f32(ts: &[&Tensor]) -> bool {
    !FUSED_OFF.with(|c| c.get())
        && ts
            .iter()
            .all(|t| t.device().is_cpu() && t.dtype() == candle_core::DType::F32)
}

/// `m [rows, cols]` (row-major) transposed, `[cols, rows]`, in blocks of 16 columns: each
/// block reads one cache line of every row and writes whole rows of the result. Element by
/// element, the writes `rows` floats apart took a sixth of the Nature CNN's batch-1 forward
/// (a convolution's weights are transposed at every call).
pub(crate) fn transposed(m: &[f32], rows: usize, cols: usize) -> Vec<f32> {
    const BLOCK: usize = 16;
    let mut out = vec![0f32; m.len()];
    for t0 in (0..cols).step_by(BLOCK) {
        let t1 = (t0 + BLOCK).min(cols);
        for (r, row) in m.chunks_exact(cols).enumerate() {
            for (t, &v) in (t0..t1).zip(&row[t0..t1]) {
                out[t * rows + r] = v;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::relu_backward;

    #[test]
    fn the_relu_backward_keeps_the_gradient_where_the_input_is_positive_or_nan() {
        // PyTorch: threshold_backward(grad, x, 0) = x <= 0 ? 0 : grad.
        let x = [
            1.0f32,
            -1.0,
            0.0,
            -0.0,
            f32::NAN,
            1e-30,
            -1e-30,
            f32::INFINITY,
            2.0,
        ];
        let mut grad = [3.0f32, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, -4.0];
        let upstream = grad;
        relu_backward(&mut grad, &x);
        assert_eq!(grad, [3.0, 0.0, 0.0, 0.0, 3.0, 3.0, 0.0, 3.0, -4.0]);
        // candle's own ReLU backward (a GPU's path, vendored candle) keeps the same values.
        let dev = candle_core::Device::Cpu;
        let xv = candle_core::Var::new(&x, &dev).unwrap();
        let up = candle_core::Tensor::new(&upstream, &dev).unwrap();
        let loss = (xv.relu().unwrap() * &up).unwrap().sum_all().unwrap();
        let grads = loss.backward().unwrap();
        let got = grads.get(&xv).unwrap().to_vec1::<f32>().unwrap();
        assert_eq!(
            got.iter().map(|v| v.to_bits()).collect::<Vec<_>>(),
            grad.iter().map(|v| v.to_bits()).collect::<Vec<_>>(),
            "{got:?} against {grad:?}"
        );
    }

    #[test]
    fn transposed_moves_every_element_for_any_shape() {
        for (rows, cols) in [(1, 1), (3, 5), (32, 100), (64, 576), (17, 16), (16, 33)] {
            let m: Vec<f32> = (0..rows * cols).map(|i| i as f32).collect();
            let t = super::transposed(&m, rows, cols);
            for r in 0..rows {
                for c in 0..cols {
                    assert_eq!(
                        t[c * rows + r],
                        m[r * cols + c],
                        "{rows}x{cols} at ({r}, {c})"
                    );
                }
            }
        }
    }
}
