//! The layers of CleanRL's networks as plain tensor functions over `Var`s, with PyTorch's
//! default initialisation and weight names.

use candle_core::{Result, Tensor, Var, D};
use rand::Rng;
use rand_pcg::Pcg64Mcg;

use super::DTYPE;
use crate::platform::cuda_levers::CudaLevers;

/// A named parameter in PyTorch's `named_parameters()` order.
#[derive(Clone, Debug)]
pub struct Param {
    /// The PyTorch state-dict key (`network.0.weight`).
    pub name: String,
    /// The trainable tensor.
    pub var: Var,
}

/// PyTorch's default init for `Conv2d` and `Linear` (`kaiming_uniform_(a=sqrt(5))` for the
/// weight, and the bias alike): uniform in +-1/sqrt(fan_in).
fn uniform(
    shape: &[usize],
    fan_in: usize,
    rng: &mut Pcg64Mcg,
    device: &candle_core::Device,
) -> Result<Var> {
    let bound = 1.0 / (fan_in as f32).sqrt();
    let n: usize = shape.iter().product();
    let values: Vec<f32> = (0..n).map(|_| rng.random_range(-bound..bound)).collect();
    Var::from_tensor(&Tensor::from_vec(values, shape, device)?.to_dtype(DTYPE)?)
}

/// Appends `{prefix}.weight` and `{prefix}.bias`.
fn push_weight_and_bias(prefix: &str, weight: &Var, bias: &Var, out: &mut Vec<Param>) {
    for (suffix, var) in [("weight", weight), ("bias", bias)] {
        out.push(Param {
            name: format!("{prefix}.{suffix}"),
            var: var.clone(),
        });
    }
}

/// A 2-D convolution with bias.
#[derive(Clone, Debug)]
pub struct Conv {
    /// `[out, in, k, k]`.
    pub weight: Var,
    /// `[out]`.
    pub bias: Var,
    /// Stride.
    pub stride: usize,
    /// Zero padding on each side.
    pub padding: usize,
}

impl Conv {
    /// A freshly initialised convolution.
    pub fn new(
        cin: usize,
        cout: usize,
        k: usize,
        stride: usize,
        padding: usize,
        rng: &mut Pcg64Mcg,
        device: &candle_core::Device,
    ) -> Result<Self> {
        let fan_in = cin * k * k;
        Ok(Self {
            weight: uniform(&[cout, cin, k, k], fan_in, rng, device)?,
            bias: uniform(&[cout], fan_in, rng, device)?,
            stride,
            padding,
        })
    }

    /// `conv2d(x) + bias` (on a GPU, cuDNN's with the `cudnn` lever of `levers`).
    pub fn forward(&self, x: &Tensor, levers: CudaLevers) -> Result<Tensor> {
        let (w, b) = (&self.weight, &self.bias);
        super::conv::conv2d_bias(x, w, b, self.stride, self.padding, false, levers)
    }

    /// `conv2d(relu(x)) + bias`, in one op on the CPU.
    pub fn forward_relu_input(&self, x: &Tensor, levers: CudaLevers) -> Result<Tensor> {
        let (w, b) = (&self.weight, &self.bias);
        super::conv::conv2d_bias(x, w, b, self.stride, self.padding, true, levers)
    }

    /// The weight and bias under `prefix` (`network.0` -> `network.0.weight`, `.bias`).
    pub fn params(&self, prefix: &str, out: &mut Vec<Param>) {
        push_weight_and_bias(prefix, &self.weight, &self.bias, out);
    }
}

/// A fully connected layer with bias.
#[derive(Clone, Debug)]
pub struct Dense {
    /// `[out, in]`, as PyTorch stores it.
    pub weight: Var,
    /// `[out]`.
    pub bias: Var,
}

impl Dense {
    /// A freshly initialised layer.
    pub fn new(
        input: usize,
        output: usize,
        rng: &mut Pcg64Mcg,
        device: &candle_core::Device,
    ) -> Result<Self> {
        Ok(Self {
            weight: uniform(&[output, input], input, rng, device)?,
            bias: uniform(&[output], input, rng, device)?,
        })
    }

    /// `x @ weight^T + bias`.
    pub fn forward(&self, x: &Tensor) -> Result<Tensor> {
        super::dense::linear(x, &self.weight, &self.bias, false)
    }

    /// `relu(x) @ weight^T + bias`, in one op on the CPU.
    pub fn forward_relu_input(&self, x: &Tensor) -> Result<Tensor> {
        super::dense::linear(x, &self.weight, &self.bias, true)
    }

    /// The weight and bias under `prefix`.
    pub fn params(&self, prefix: &str, out: &mut Vec<Param>) {
        push_weight_and_bias(prefix, &self.weight, &self.bias, out);
    }
}

pub use super::pool::max_pool_3x3_s2_p1;

/// Flattens `[B, ...]` to `[B, rest]`.
pub fn flatten(x: &Tensor) -> Result<Tensor> {
    x.flatten_from(1)
}

/// The greedy action of each row of `q` (`[B, A]`).
pub fn argmax_rows(q: &Tensor) -> Result<Vec<u32>> {
    q.argmax(D::Minus1)?.to_vec1::<u32>()
}
