//! The layers of CleanRL's networks as plain tensor functions over `Var`s, with PyTorch's
//! default initialisation and weight names.

use candle_core::{Result, Tensor, Var, D};
use rand::Rng;
use rand_pcg::Pcg64Mcg;

use super::device::DTYPE;

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

    /// `conv2d(x) + bias`.
    pub fn forward(&self, x: &Tensor) -> Result<Tensor> {
        let y = super::conv::conv2d(x, &self.weight, self.stride, self.padding)?;
        let c = self.bias.dim(0)?;
        y.broadcast_add(&self.bias.reshape((1, c, 1, 1))?)
    }

    /// The weight and bias under `prefix` (`network.0` -> `network.0.weight`, `.bias`).
    pub fn params(&self, prefix: &str, out: &mut Vec<Param>) {
        out.push(Param {
            name: format!("{prefix}.weight"),
            var: self.weight.clone(),
        });
        out.push(Param {
            name: format!("{prefix}.bias"),
            var: self.bias.clone(),
        });
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
        x.matmul(&self.weight.t()?)?.broadcast_add(&self.bias)
    }

    /// The weight and bias under `prefix`.
    pub fn params(&self, prefix: &str, out: &mut Vec<Param>) {
        out.push(Param {
            name: format!("{prefix}.weight"),
            var: self.weight.clone(),
        });
        out.push(Param {
            name: format!("{prefix}.bias"),
            var: self.bias.clone(),
        });
    }
}

/// PyTorch's `max_pool2d(x, kernel_size=3, stride=2, padding=1)` on `[B, C, H, W]`, built from
/// differentiable operations (candle's own max-pool has no backward for overlapping windows).
///
/// Padding replicates the edge, which gives the same maxima as PyTorch's `-inf` padding (a
/// window always holds the replicated pixel itself). Then each output row is the maximum of
/// three shifted, stride-2 views, and likewise for columns. Where several inputs tie for a
/// maximum, the gradient is shared among them (PyTorch gives it all to the first).
pub fn max_pool_3x3_s2_p1(x: &Tensor) -> Result<Tensor> {
    let x = pool_dim(x, 2)?;
    pool_dim(&x, 3)
}

/// The 3-wide, stride-2, pad-1 max along one spatial dimension.
fn pool_dim(x: &Tensor, dim: usize) -> Result<Tensor> {
    let n = x.dim(dim)?;
    let out = n.div_ceil(2); // floor((n + 2 - 3) / 2) + 1
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

/// `relu`.
pub fn relu(x: &Tensor) -> Result<Tensor> {
    x.relu()
}

/// Flattens `[B, ...]` to `[B, rest]`.
pub fn flatten(x: &Tensor) -> Result<Tensor> {
    x.flatten_from(1)
}

/// The greedy action of each row of `q` (`[B, A]`).
pub fn argmax_rows(q: &Tensor) -> Result<Vec<u32>> {
    q.argmax(D::Minus1)?.to_vec1::<u32>()
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::Device;

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
    fn pool_equals_the_definition_on_even_and_odd_sizes() {
        let mut rng = rand_pcg::Pcg64Mcg::new(5);
        for (h, w) in [(84, 84), (42, 42), (21, 21), (5, 8), (1, 3)] {
            let x: Vec<f32> = (0..h * w).map(|_| rng.random_range(-1.0..1.0)).collect();
            let t = Tensor::from_vec(x.clone(), (1, 1, h, w), &Device::Cpu).unwrap();
            let got = max_pool_3x3_s2_p1(&t).unwrap();
            assert_eq!(got.dims(), &[1, 1, h.div_ceil(2), w.div_ceil(2)]);
            let got = got.flatten_all().unwrap().to_vec1::<f32>().unwrap();
            assert_eq!(got, naive_pool(&x, h, w), "{h}x{w}");
        }
    }

    #[test]
    fn pool_gradient_goes_to_the_window_maxima() {
        // 1x1x3x3 -> one output (the max of the 2x2 top-left window) and three more.
        let x = Var::new(
            &[[[[1f32, 5., 2.], [0., 3., 9.], [4., 1., 1.]]]],
            &Device::Cpu,
        )
        .unwrap();
        let y = max_pool_3x3_s2_p1(&x).unwrap();
        let grads = y.sum_all().unwrap().backward().unwrap();
        let g = grads
            .get(&x)
            .unwrap()
            .flatten_all()
            .unwrap()
            .to_vec1::<f32>()
            .unwrap();
        // Outputs: max(1,5,0,3)=5, max(5,2,3,9)=9, max(0,3,4,1)=4, max(3,9,1,1)=9.
        assert_eq!(g, [0., 1., 0., 0., 0., 2., 1., 0., 0.]);
    }
}
