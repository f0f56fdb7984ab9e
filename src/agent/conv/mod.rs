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

mod geometry;
mod kernels;
mod shifted;
mod winograd;

use super::fused::{contiguous_f32, on_cpu_f32};
use candle_core::{CpuStorage, CustomOp1, CustomOp2, CustomOp3, Layout, Result, Shape, Tensor};
use geometry::Geometry;
pub use kernels::with_im2col;
use kernels::{bias_grad, forward, input_grad, weight_grad};

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
/// `padding`; `b` is `[cout]`. One fused op on the CPU for f32; on a GPU cuDNN's (the `cudnn`
/// lever of `levers`) or candle's operations.
pub fn conv2d_bias(
    x: &Tensor,
    w: &Tensor,
    b: &Tensor,
    stride: usize,
    padding: usize,
    relu_input: bool,
    levers: crate::platform::cuda_levers::CudaLevers,
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
        if let Some(y) = super::gpu::cudnn_conv2d_bias(levers, &x, w, b, stride, padding)? {
            return Ok(y);
        }
        let c = b.dim(0)?;
        x.conv2d(w, padding, stride, 1, 1)?
            .broadcast_add(&b.reshape((1, c, 1, 1))?)
    }
}

#[cfg(test)]
pub(crate) mod tests;
