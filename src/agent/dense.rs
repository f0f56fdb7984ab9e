//! A fully connected layer, `act(x) W^T + b`, forward and backward, as one candle custom op on
//! the CPU, `act` the ReLU if asked (the IMPALA and Nature heads take the ReLU of their input).
//!
//! Fusing the ReLU and the bias saves passes over the activations and, in the backward, the
//! nodes candle would add (with a zero-filled buffer each); the weight gradient comes out in
//! PyTorch's `[out, in]` layout without the transposed copy a `matmul(w.t())` leaves behind.
//! Up to 16 rows (acting, the teacher over an environment pool) the forward takes dot products
//! of the weight rows instead of a GEMM. On other devices [`linear`] falls back to candle's
//! operations.

use super::conv::BiasGradOp;
use super::fused::{contiguous_f32, matmul, on_cpu_f32, par_zeros, relu_backward, threads};
use candle_core::{CpuStorage, CustomOp2, CustomOp3, Layout, Result, Shape, Tensor};
use dot::{dot, rows_dot};
use gemm::Parallelism;
use rayon::prelude::*;

mod dot;

/// `[B, in]` and `[out, in]` sizes.
fn sizes(x: &Layout, w: &Layout) -> Result<(usize, usize, usize)> {
    let (batch, input) = x.shape().dims2()?;
    let (out, input2) = w.shape().dims2()?;
    if input != input2 {
        candle_core::bail!(
            "linear: input {:?} does not fit weight {:?}",
            x.dims(),
            w.dims()
        );
    }
    Ok((batch, input, out))
}

/// `x`, or its ReLU in a new buffer.
fn activated(x: &[f32], relu: bool) -> std::borrow::Cow<'_, [f32]> {
    if relu {
        x.iter().map(|v| v.max(0.0)).collect::<Vec<_>>().into()
    } else {
        x.into()
    }
}

fn parallelism() -> Parallelism {
    match threads() {
        1 => Parallelism::None,
        n => Parallelism::Rayon(n),
    }
}

/// Up to this many rows (acting, and the teacher's forward over an environment pool), the
/// forward reads each weight row once for all rows of `x`, in place of a GEMM: the GEMM would
/// first copy (pack) the whole weight matrix (6.4 MB for the Nature CNN's hidden layer) to use
/// it a few times.
const SMALL_BATCH: usize = 16;

/// `y[b, o] = bias[o] + x[b] . w[o]` for a few rows `b`, in parallel over chunks of `o`.
fn small_batch_forward(
    x: &[f32],
    w: &[f32],
    bias: &[f32],
    batch: usize,
    input: usize,
    out: usize,
) -> Vec<f32> {
    // Outputs per task: enough work per task to outweigh handing it to another thread.
    let per = (out / (4 * threads())).clamp(8, 64);
    let mut yt = vec![0f32; out * batch];
    let task = |c: usize, chunk: &mut [f32]| {
        if batch == 1 {
            let o0 = c * per;
            rows_dot(x, &w[o0 * input..(o0 + chunk.len()) * input], chunk);
            for (y, b) in chunk.iter_mut().zip(&bias[o0..]) {
                *y += b;
            }
            return;
        }
        for (j, ys) in chunk.chunks_exact_mut(batch).enumerate() {
            let o = c * per + j;
            let row = &w[o * input..(o + 1) * input];
            for (bi, y) in ys.iter_mut().enumerate() {
                *y = bias[o] + dot(&x[bi * input..(bi + 1) * input], row);
            }
        }
    };
    if threads() > 1 && out * input >= 1 << 16 {
        yt.par_chunks_mut(per * batch)
            .enumerate()
            .for_each(|(c, chunk)| task(c, chunk));
    } else {
        yt.chunks_mut(per * batch)
            .enumerate()
            .for_each(|(c, chunk)| task(c, chunk));
    }
    let mut y = vec![0f32; batch * out];
    for (o, ys) in yt.chunks_exact(batch).enumerate() {
        for (bi, &v) in ys.iter().enumerate() {
            y[bi * out + o] = v;
        }
    }
    y
}

/// Whether a GEMM of the layer takes the batch as its rows (see [`batch_rows_forward`]):
/// for more rows than [`SMALL_BATCH`]. A batch of a few rows would fill a fraction of each
/// micro-kernel's lanes; those take the outputs (or inputs) as rows.
fn batch_as_rows(batch: usize) -> bool {
    batch > SMALL_BATCH
}

/// `yt[o, b] = x[b] . w[o]` for the outputs `o` of `w`'s rows (the transposed output, a
/// batch of values per output), as one GEMM.
///
/// The batch is the GEMM's row dimension, the one its micro-kernels hold in vector lanes
/// (16 or 32 rows): a batch of 32 fills whole kernels. The other way round (outputs as rows,
/// the batch as columns) the kernels take 6 columns at a time and a batch of 32 leaves an
/// edge of 2, which ran at a fraction of their speed: one thread, AVX2, the Nature CNN's
/// hidden layer took 1.44 ms that way and 0.99 ms this way, transposition included.
fn batch_rows_forward(
    x: &[f32],
    w: &[f32],
    batch: usize,
    input: usize,
    par: Parallelism,
) -> Vec<f32> {
    let outputs = w.len() / input;
    let mut yt = vec![0f32; outputs * batch];
    // yt[m = b, n = o] at o * batch + b; x[m = b, k = i]; w[k = i, n = o] at o * input + i.
    matmul(
        (batch, outputs, input),
        &mut yt,
        (1, batch),
        false,
        x,
        (input, 1),
        w,
        (1, input),
        par,
    );
    yt
}

/// `y[b, o0 + j] = bias[o0 + j] + yt[j, b]` for the `yt.len() / batch` outputs from `o0`.
fn scatter_outputs(yt: &[f32], y: &mut [f32], bias: &[f32], batch: usize, o0: usize) {
    let out = y.len() / batch;
    for (j, ys) in yt.chunks_exact(batch).enumerate() {
        let (o, b) = (o0 + j, bias[o0 + j]);
        for (bi, &v) in ys.iter().enumerate() {
            y[bi * out + o] = v + b;
        }
    }
}

/// `y[b, o] = bias[o] + x[b] . w[o]` as one GEMM per thread, each over its own block of
/// outputs (`o`). One GEMM over all outputs copies (packs) the whole weight matrix into its
/// layout on the calling thread before it computes in parallel: for the Nature CNN's hidden
/// layer (6.4 MB) that copy ran with the other core idle, 5% of the two-thread update. Split,
/// each thread packs its own rows.
fn split_forward(
    x: &[f32],
    w: &[f32],
    bias: &[f32],
    batch: usize,
    input: usize,
    out: usize,
) -> Vec<f32> {
    let per = out.div_ceil(threads());
    let blocks: Vec<Vec<f32>> = (0..out.div_ceil(per))
        .into_par_iter()
        .map(|c| {
            let (o0, o1) = (c * per, ((c + 1) * per).min(out));
            let rows = &w[o0 * input..o1 * input];
            if batch_as_rows(batch) {
                return batch_rows_forward(x, rows, batch, input, Parallelism::None);
            }
            // One row (acting without a vector `rows_dot`): the outputs as the GEMM's rows,
            // written where `batch_rows_forward` puts them, yt[m = o, n = b] at o * batch + b.
            let mut yt = vec![0f32; (o1 - o0) * batch];
            matmul(
                (o1 - o0, batch, input),
                &mut yt,
                (batch, 1),
                false,
                rows,
                (input, 1),
                x,
                (1, input),
                Parallelism::None,
            );
            yt
        })
        .collect();
    let mut y = vec![0f32; batch * out];
    for (c, block) in blocks.iter().enumerate() {
        scatter_outputs(block, &mut y, bias, batch, c * per);
    }
    y
}

/// `act(x) W^T + b` (arguments: input, weight, bias).
struct LinearOp {
    relu: bool,
}

/// `dW = dY^T act(x)` (arguments: input, output gradient).
struct WeightGradOp {
    relu: bool,
    out: usize,
}

/// `dX = dY W`, zeroed where `x <= 0` if the forward took the ReLU (arguments: output
/// gradient, weight, input).
struct InputGradOp {
    relu: bool,
}

impl CustomOp3 for LinearOp {
    fn name(&self) -> &'static str {
        "linear-gemm"
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
        let (batch, input, out) = sizes(l1, l2)?;
        if l3.dims() != [out] {
            candle_core::bail!("linear: bias {:?} for {out} outputs", l3.dims());
        }
        let x = activated(contiguous_f32(s1, l1, "linear input")?, self.relu);
        let w = contiguous_f32(s2, l2, "linear weight")?;
        let b = contiguous_f32(s3, l3, "linear bias")?;
        if (2..=SMALL_BATCH).contains(&batch) || (batch == 1 && dot::rows_dot_is_fast()) {
            let y = small_batch_forward(&x, w, b, batch, input, out);
            return Ok((CpuStorage::F32(y), Shape::from((batch, out))));
        }
        if threads() > 1 && out >= 2 * threads() && out * input >= 1 << 16 {
            let y = split_forward(&x, w, b, batch, input, out);
            return Ok((CpuStorage::F32(y), Shape::from((batch, out))));
        }
        let mut y = vec![0f32; batch * out];
        if batch_as_rows(batch) {
            let yt = batch_rows_forward(&x, w, batch, input, parallelism());
            scatter_outputs(&yt, &mut y, b, batch, 0);
        } else {
            // One row (acting without a vector `rows_dot`): y[b, o] = bias[o] + sum_i x[b, i]
            // w[o, i], the outputs as the GEMM's rows.
            for row in y.chunks_exact_mut(out) {
                row.copy_from_slice(b);
            }
            matmul(
                (batch, out, input),
                &mut y,
                (out, 1),
                true,
                &x,
                (input, 1),
                w,
                (1, input),
                parallelism(),
            );
        }
        Ok((CpuStorage::F32(y), Shape::from((batch, out))))
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
        let dw = x.apply_op2_no_bwd(
            &grad,
            &WeightGradOp {
                relu: self.relu,
                out: w.dim(0)?,
            },
        )?;
        let db = grad.apply_op1_no_bwd(&BiasGradOp)?;
        let dx = if x.track_op() {
            Some(grad.apply_op3_no_bwd(w, x, &InputGradOp { relu: self.relu })?)
        } else {
            None
        };
        Ok((dx, Some(dw), Some(db)))
    }
}

impl CustomOp2 for WeightGradOp {
    fn name(&self) -> &'static str {
        "linear-gemm-weight-grad"
    }

    fn cpu_fwd(
        &self,
        s1: &CpuStorage,
        l1: &Layout,
        s2: &CpuStorage,
        l2: &Layout,
    ) -> Result<(CpuStorage, Shape)> {
        let (batch, input) = l1.shape().dims2()?;
        if l2.dims() != [batch, self.out] {
            candle_core::bail!("linear backward: gradient shape {:?}", l2.dims());
        }
        let x = activated(contiguous_f32(s1, l1, "linear input")?, self.relu);
        let dy = contiguous_f32(s2, l2, "linear gradient")?;
        let mut dw = par_zeros(self.out * input);
        // dw[o, i] = sum_b dy[b, o] x[b, i]
        matmul(
            (self.out, input, batch),
            &mut dw,
            (input, 1),
            false,
            dy,
            (1, self.out),
            &x,
            (input, 1),
            parallelism(),
        );
        Ok((CpuStorage::F32(dw), Shape::from((self.out, input))))
    }
}

impl CustomOp3 for InputGradOp {
    fn name(&self) -> &'static str {
        "linear-gemm-input-grad"
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
        let (batch, input, out) = sizes(l3, l2)?;
        if l1.dims() != [batch, out] {
            candle_core::bail!("linear backward: gradient shape {:?}", l1.dims());
        }
        let dy = contiguous_f32(s1, l1, "linear gradient")?;
        let w = contiguous_f32(s2, l2, "linear weight")?;
        let mut dx = vec![0f32; batch * input];
        if !batch_as_rows(batch) {
            // dx[b, i] = sum_o dy[b, o] w[o, i]
            matmul(
                (batch, input, out),
                &mut dx,
                (input, 1),
                false,
                dy,
                (out, 1),
                w,
                (input, 1),
                parallelism(),
            );
            if self.relu {
                relu_backward(&mut dx, contiguous_f32(s3, l3, "linear input")?);
            }
            return Ok((CpuStorage::F32(dx), Shape::from((batch, input))));
        }
        // dxt[i, b] = sum_o dy[b, o] w[o, i]: the batch as the GEMM's rows, as in the forward
        // (the Nature CNN's hidden layer, one thread, AVX2: 1.34 ms with the inputs as rows
        // and the batch as columns, 1.15 ms this way, transposition included).
        let mut dxt = vec![0f32; input * batch];
        matmul(
            (batch, input, out),
            &mut dxt,
            (1, batch),
            false,
            dy,
            (out, 1),
            w,
            (input, 1),
            parallelism(),
        );
        for (i, col) in dxt.chunks_exact(batch).enumerate() {
            for (bi, &v) in col.iter().enumerate() {
                dx[bi * input + i] = v;
            }
        }
        if self.relu {
            relu_backward(&mut dx, contiguous_f32(s3, l3, "linear input")?);
        }
        Ok((CpuStorage::F32(dx), Shape::from((batch, input))))
    }
}

/// `relu(x) W^T + b` if `relu_input`, else `x W^T + b`: `x` `[B, in]`, `w` `[out, in]`
/// (PyTorch's layout), `b` `[out]`.
pub fn linear(x: &Tensor, w: &Tensor, b: &Tensor, relu_input: bool) -> Result<Tensor> {
    if on_cpu_f32(&[x, w, b]) {
        x.contiguous()?.apply_op3(
            &w.contiguous()?,
            &b.contiguous()?,
            LinearOp { relu: relu_input },
        )
    } else {
        let x = if relu_input { x.relu()? } else { x.clone() };
        x.matmul(&w.t()?)?.broadcast_add(b)
    }
}

#[cfg(test)]
mod tests;
