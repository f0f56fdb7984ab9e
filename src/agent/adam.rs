//! Adam exactly as PyTorch's `torch.optim.Adam` computes it (no weight decay, no amsgrad),
//! with its state open for checkpoints.

use super::layers::Param;
use candle_core::{backprop::GradStore, Result, Tensor};

/// Adam's hyperparameters.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct AdamConfig {
    /// Learning rate.
    pub lr: f64,
    /// First-moment decay.
    pub beta1: f64,
    /// Second-moment decay.
    pub beta2: f64,
    /// Added to the denominator.
    pub eps: f64,
}

impl Default for AdamConfig {
    /// PyTorch's defaults with CleanRL's learning rate (1e-4).
    fn default() -> Self {
        Self {
            lr: 1e-4,
            beta1: 0.9,
            beta2: 0.999,
            eps: 1e-8,
        }
    }
}

/// Adam over a fixed list of parameters.
#[derive(Debug)]
pub struct Adam {
    /// Hyperparameters; `lr` may change between steps.
    pub config: AdamConfig,
    params: Vec<Param>,
    /// First moments, one per parameter.
    exp_avg: Vec<Tensor>,
    /// Second moments, one per parameter.
    exp_avg_sq: Vec<Tensor>,
    /// Steps taken.
    step: u64,
}

impl Adam {
    /// Adam over `params` with zeroed moments.
    pub fn new(params: Vec<Param>, config: AdamConfig) -> Result<Self> {
        let exp_avg = params
            .iter()
            .map(|p| p.var.zeros_like())
            .collect::<Result<Vec<_>>>()?;
        let exp_avg_sq = exp_avg.clone();
        Ok(Self {
            config,
            params,
            exp_avg,
            exp_avg_sq,
            step: 0,
        })
    }

    /// Steps taken so far.
    pub fn steps(&self) -> u64 {
        self.step
    }

    /// One update with the gradients in `grads` (a parameter without a gradient is left as
    /// it is, its moments too, as PyTorch does for `grad is None`).
    pub fn step(&mut self, grads: &GradStore) -> Result<()> {
        self.step += 1;
        let AdamConfig {
            lr,
            beta1,
            beta2,
            eps,
        } = self.config;
        let bias1 = 1.0 - beta1.powi(self.step as i32);
        let bias2_sqrt = (1.0 - beta2.powi(self.step as i32)).sqrt();
        let step_size = lr / bias1;
        for (i, p) in self.params.iter().enumerate() {
            let Some(g) = grads.get(&p.var) else {
                continue;
            };
            let m = ((&self.exp_avg[i] * beta1)? + (g * (1.0 - beta1))?)?;
            let v = ((&self.exp_avg_sq[i] * beta2)? + (g.sqr()? * (1.0 - beta2))?)?;
            // PyTorch: denom = sqrt(v) / sqrt(1 - beta2^t) + eps; p -= lr / (1 - beta1^t) * m / denom
            let denom = ((v.sqrt()? / bias2_sqrt)? + eps)?;
            let update = ((&m / &denom)? * step_size)?;
            p.var.set(&(p.var.as_tensor() - update)?)?;
            self.exp_avg[i] = m;
            self.exp_avg_sq[i] = v;
        }
        Ok(())
    }

    /// The optimizer state as named tensors (`exp_avg.{param}`, `exp_avg_sq.{param}`) and the
    /// step count, for checkpoints.
    pub fn state(&self) -> (Vec<(String, Tensor)>, u64) {
        let mut out = Vec::with_capacity(2 * self.params.len());
        for (i, p) in self.params.iter().enumerate() {
            out.push((format!("exp_avg.{}", p.name), self.exp_avg[i].clone()));
            out.push((format!("exp_avg_sq.{}", p.name), self.exp_avg_sq[i].clone()));
        }
        (out, self.step)
    }

    /// Restores the state saved by [`Adam::state`].
    pub fn load_state(
        &mut self,
        tensors: &std::collections::HashMap<String, Tensor>,
        step: u64,
    ) -> Result<()> {
        for (i, p) in self.params.iter().enumerate() {
            for (prefix, slot) in [
                ("exp_avg", &mut self.exp_avg[i]),
                ("exp_avg_sq", &mut self.exp_avg_sq[i]),
            ] {
                let key = format!("{prefix}.{}", p.name);
                let t = tensors.get(&key).ok_or_else(|| {
                    candle_core::Error::Msg(format!("optimizer state lacks {key}"))
                })?;
                if t.dims() != p.var.dims() {
                    candle_core::bail!(
                        "optimizer state {key} has shape {:?}, expected {:?}",
                        t.dims(),
                        p.var.dims()
                    );
                }
                *slot = t.to_device(p.var.device())?.to_dtype(p.var.dtype())?;
            }
        }
        self.step = step;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::{Device, Var};

    #[test]
    #[allow(clippy::excessive_precision)]
    fn three_steps_match_pytorch() {
        // torch.optim.Adam([p], lr=1e-3) with these gradients, printed by PyTorch 2.15.
        let var = Var::new(&[1.0f32, -2.0, 0.5, 0.0], &Device::Cpu).unwrap();
        let params = vec![Param {
            name: "p".into(),
            var: var.clone(),
        }];
        let config = AdamConfig {
            lr: 1e-3,
            ..Default::default()
        };
        let mut adam = Adam::new(params, config).unwrap();
        let steps: [([f32; 4], [f32; 4]); 3] = [
            (
                [0.1, -0.2, 0.3, 1e-9],
                [0.999000013, -1.998999953, 0.499000013, -0.000090909],
            ),
            (
                [0.05, 0.4, -0.3, 0.0],
                [0.998067856, -1.999366045, 0.499052644, -0.000135150],
            ),
            (
                [1.0, 1.0, 1.0, 1.0],
                [0.997353017, -2.000064850, 0.498480380, -0.000773964],
            ),
        ];
        for (g, want) in steps {
            // d/dp sum(p * g) = g
            let g = Tensor::new(&g, &Device::Cpu).unwrap();
            let grads = (var.as_tensor() * g)
                .unwrap()
                .sum_all()
                .unwrap()
                .backward()
                .unwrap();
            adam.step(&grads).unwrap();
            let got = var.as_tensor().to_vec1::<f32>().unwrap();
            for (a, b) in got.iter().zip(want) {
                assert!((a - b).abs() < 2e-7, "{got:?} vs {want:?}");
            }
        }
        let (state, step) = adam.state();
        assert_eq!((state.len(), step), (2, 3));
    }
}
