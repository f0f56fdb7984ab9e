//! Adam exactly as PyTorch's `torch.optim.Adam` computes it (no weight decay, no amsgrad),
//! with its state open for checkpoints.

use super::fused::{contiguous_f32, on_cpu_f32, worth_splitting, CHUNK};
use super::layers::Param;
use candle_core::{
    backprop::GradStore, CpuStorage, InplaceOp2, InplaceOp3, Layout, Result, Tensor,
};
use rayon::prelude::*;

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
    /// The CUDA levers (`adam`: one kernel per parameter on a GPU).
    pub levers: crate::platform::cuda_levers::CudaLevers,
}

impl Adam {
    /// Adam over `params` with zeroed moments.
    pub fn new(params: Vec<Param>, config: AdamConfig) -> Result<Self> {
        let exp_avg = params
            .iter()
            .map(|p| p.var.zeros_like())
            .collect::<Result<Vec<_>>>()?;
        // Distinct buffers: the moments are updated in place.
        let exp_avg_sq = params
            .iter()
            .map(|p| p.var.zeros_like())
            .collect::<Result<Vec<_>>>()?;
        Ok(Self {
            config,
            params,
            exp_avg,
            exp_avg_sq,
            step: 0,
            levers: Default::default(),
        })
    }

    /// Steps taken so far.
    pub fn steps(&self) -> u64 {
        self.step
    }

    /// One update with the gradients in `grads` (a parameter without a gradient is left as
    /// it is, its moments too, as PyTorch does for `grad is None`).
    pub fn step(&mut self, grads: &GradStore) -> Result<()> {
        let scalars = self.count_step();
        self.apply(grads, &scalars, None)
    }

    /// The id of the first moment's first tensor: it names the moments' buffers for as long
    /// as they live (steps write them in place; [`Adam::load_state`] replaces them).
    pub fn moments_id(&self) -> Option<candle_core::TensorId> {
        self.exp_avg.first().map(Tensor::id)
    }

    /// Counts one more step and returns its numbers, without applying it: what a captured
    /// update (the `update-graph` lever) writes to device memory before each replay.
    pub fn count_step(&mut self) -> StepScalars {
        self.step += 1;
        StepScalars::new(&self.config, self.step)
    }

    /// Whether every parameter and moment is on a GPU in f32 with Adam's kernel lever on:
    /// then [`Adam::apply`] changes them in place, one kernel each, and can read its numbers
    /// from device memory.
    pub fn runs_as_kernels(&self) -> bool {
        self.params.iter().enumerate().all(|(i, p)| {
            super::gpu::adam_kernel_applies(
                self.levers,
                &[p.var.as_tensor(), &self.exp_avg[i], &self.exp_avg_sq[i]],
            )
        })
    }

    /// Applies the step counted last, whose numbers are `scalars`, with the gradients in
    /// `grads`. `on_device`: the same numbers in device memory (a `[6]` f32 tensor in the
    /// kernel's order, [`StepScalars::kernel_args`]), which the GPU's kernel then reads
    /// instead of taking them as arguments.
    pub fn apply(
        &mut self,
        grads: &GradStore,
        scalars: &StepScalars,
        on_device: Option<&Tensor>,
    ) -> Result<()> {
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
            let (m, v) = (&self.exp_avg[i], &self.exp_avg_sq[i]);
            if on_cpu_f32(&[p.var.as_tensor(), g, m, v]) {
                // In place, one pass per buffer, nothing allocated.
                let g = g.contiguous()?;
                m.inplace_op2(&g, &Moment::First(scalars.beta1))?;
                v.inplace_op2(&g, &Moment::Second(scalars.beta2))?;
                p.var.inplace_op3(
                    m,
                    v,
                    &Step {
                        step_size: scalars.step_size,
                        bias2_sqrt: scalars.bias2_sqrt,
                        eps: scalars.eps,
                    },
                )?;
                continue;
            }
            // The gradient of a parameter can still hold the graph of the step (candle
            // detaches only the gradients of intermediate values): moments built from it would
            // chain every step's activations together, all of them kept alive.
            let g = g.detach();
            if super::gpu::adam_kernel_applies(self.levers, &[p.var.as_tensor(), &g, m, v]) {
                // One kernel, in place, the same arithmetic as the CPU's passes.
                let g = g.contiguous()?;
                let args = match on_device {
                    Some(t) => super::gpu::AdamArgs::InMemory(t),
                    None => super::gpu::AdamArgs::Values(scalars.kernel_args()),
                };
                super::gpu::adam_step(p.var.as_tensor(), m, v, &g, args)?;
                continue;
            }
            if on_device.is_some() {
                candle_core::bail!(
                    "Adam: numbers in device memory need Adam's GPU kernel (the adam lever)"
                );
            }
            let m = ((m * beta1)? + (&g * (1.0 - beta1))?)?;
            let v = ((v * beta2)? + (g.sqr()? * (1.0 - beta2))?)?;
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
    /// step count, for checkpoints: copies, since the moments change in place.
    pub fn state(&self) -> Result<(Vec<(String, Tensor)>, u64)> {
        let mut out = Vec::with_capacity(2 * self.params.len());
        for (i, p) in self.params.iter().enumerate() {
            out.push((format!("exp_avg.{}", p.name), self.exp_avg[i].copy()?));
            out.push((format!("exp_avg_sq.{}", p.name), self.exp_avg_sq[i].copy()?));
        }
        Ok((out, self.step))
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
                // A copy of its own: the moments change in place.
                *slot = t
                    .to_device(p.var.device())?
                    .to_dtype(p.var.dtype())?
                    .copy()?;
            }
        }
        self.step = step;
        Ok(())
    }
}

/// The f32 numbers of one Adam step that every parameter shares, as the CPU's passes and the
/// GPU's kernel (src/agent/gpu/update.cu) both take them: the bias corrections computed in
/// f64, like the step itself, then rounded.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StepScalars {
    /// The first moment's decay.
    pub beta1: f32,
    /// The second moment's decay.
    pub beta2: f32,
    /// `lr / (1 - beta1^t)`.
    pub step_size: f32,
    /// `sqrt(1 - beta2^t)`.
    pub bias2_sqrt: f32,
    /// Added to the denominator.
    pub eps: f32,
}

impl StepScalars {
    /// The numbers of step `t` (1 for the first) under `config`.
    pub fn new(config: &AdamConfig, t: u64) -> Self {
        let t = t.min(i32::MAX as u64) as i32;
        let (beta1, beta2) = (config.beta1 as f32, config.beta2 as f32);
        Self {
            beta1,
            beta2,
            step_size: (config.lr / (1.0 - config.beta1.powi(t))) as f32,
            bias2_sqrt: (1.0 - config.beta2.powi(t)).sqrt() as f32,
            eps: config.eps as f32,
        }
    }

    /// `1 - beta1` in f32, the first moment's weight of the gradient, as the CPU's pass
    /// computes it.
    pub fn w1(&self) -> f32 {
        1.0 - self.beta1
    }

    /// `1 - beta2` in f32, the second moment's weight of the squared gradient.
    pub fn w2(&self) -> f32 {
        1.0 - self.beta2
    }

    /// The last six arguments of the GPU's `adam_step_f32`, in its order: `w1, beta2, w2,
    /// step_size, bias2_sqrt, eps`.
    pub fn kernel_args(&self) -> [f32; 6] {
        [
            self.w1(),
            self.beta2,
            self.w2(),
            self.step_size,
            self.bias2_sqrt,
            self.eps,
        ]
    }
}

/// One Adam step of one parameter on the CPU, in place, with the passes [`Adam::step`] runs
/// on the CPU: the reference the GPU's kernel is tested against.
#[cfg(test)]
pub(crate) fn step_on_cpu(p: &mut [f32], m: &mut [f32], v: &mut [f32], g: &[f32], s: &StepScalars) {
    first_moment_wide(m, g, s.beta1);
    second_moment_wide(v, g, s.beta2);
    step_wide(p, m, v, s.step_size, s.bias2_sqrt, s.eps);
}

/// Whether a buffer of `len` values is updated on all of rayon's threads: the Nature CNN's
/// hidden layer (1.6 million weights) is most of Adam's work, and one thread over it left the
/// other core idle for about 6% of the two-thread update. Each value's arithmetic is the same
/// either way.
fn parallel(len: usize) -> bool {
    worth_splitting(len)
}

/// The f32 data of a contiguous CPU tensor an in-place op writes.
fn contiguous_f32_mut<'a>(s: &'a mut CpuStorage, l: &Layout) -> Result<&'a mut [f32]> {
    let (a, b) = l
        .contiguous_offsets()
        .ok_or_else(|| candle_core::Error::Msg("Adam's state must be contiguous".into()))?;
    match s {
        CpuStorage::F32(data) => Ok(&mut data[a..b]),
        _ => candle_core::bail!("Adam's state must be f32"),
    }
}

/// `m += (1 - beta1) (g - m)`, PyTorch's `m.lerp_(g, 1 - beta1)`.
#[inline(always)]
fn first_moment(m: &mut [f32], g: &[f32], beta1: f32) {
    let w = 1.0 - beta1;
    for (m, &g) in m.iter_mut().zip(g) {
        *m += w * (g - *m);
    }
}

/// `v = beta2 v + (1 - beta2) g g`, PyTorch's `v.mul_(beta2).addcmul_(g, g, 1 - beta2)`.
#[inline(always)]
fn second_moment(v: &mut [f32], g: &[f32], beta2: f32) {
    let w = 1.0 - beta2;
    for (v, &g) in v.iter_mut().zip(g) {
        *v = *v * beta2 + w * g * g;
    }
}

/// `p -= step_size m / (sqrt(v) / bias2_sqrt + eps)`.
#[inline(always)]
fn step(p: &mut [f32], m: &[f32], v: &[f32], step_size: f32, bias2_sqrt: f32, eps: f32) {
    for ((p, &m), &v) in p.iter_mut().zip(m).zip(v) {
        *p -= step_size * m / (v.sqrt() / bias2_sqrt + eps);
    }
}

/// Which vectors the element-wise passes run on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
enum Width {
    /// The crate's baseline (SSE2 on x86-64), or another architecture's.
    Baseline,
    /// AVX2.
    Avx2,
    /// AVX-512 (where the build keeps AVX-512 kernels, see [`crate::platform::cpu::avx512_kernels`]).
    Avx512,
}

/// The widest vectors this CPU offers the passes, looked up once.
fn width() -> Width {
    static WIDTH: std::sync::OnceLock<Width> = std::sync::OnceLock::new();
    *WIDTH.get_or_init(|| {
        #[cfg(target_arch = "x86_64")]
        {
            if crate::platform::cpu::avx512_kernels() {
                return Width::Avx512;
            }
            if std::arch::is_x86_feature_detected!("avx2") {
                return Width::Avx2;
            }
        }
        Width::Baseline
    })
}

/// Defines `$name`, which runs the `#[inline(always)]` pass `$pass` compiled for the widest
/// vectors the CPU has (AVX-512, else AVX2, chosen at run time as the GEMM's kernels are).
/// The crate is built for the baseline x86-64, four floats a vector: there Adam took 5.3% of
/// the Nature DQN update (one thread, AVX2 machine code for the GEMM), and 4.2% compiled wide.
/// Every value's arithmetic is the same at each width (Rust fuses no multiply-adds of its
/// own), so the results are too.
macro_rules! dispatch {
    ($name:ident, $pass:ident, ($($arg:ident: $ty:ty),*)) => {
        fn $name($($arg: $ty),*) {
            #[cfg(target_arch = "x86_64")]
            {
                #[target_feature(enable = "avx512f")]
                fn avx512($($arg: $ty),*) {
                    $pass($($arg),*)
                }
                #[target_feature(enable = "avx2")]
                fn avx2($($arg: $ty),*) {
                    $pass($($arg),*)
                }
                match width() {
                    // SAFETY: `width` found the features these are compiled for.
                    Width::Avx512 => return unsafe { avx512($($arg),*) },
                    Width::Avx2 => return unsafe { avx2($($arg),*) },
                    Width::Baseline => {}
                }
            }
            $pass($($arg),*)
        }
    };
}

dispatch!(first_moment_wide, first_moment, (m: &mut [f32], g: &[f32], beta1: f32));
dispatch!(second_moment_wide, second_moment, (v: &mut [f32], g: &[f32], beta2: f32));
dispatch!(
    step_wide,
    step,
    (p: &mut [f32], m: &[f32], v: &[f32], step_size: f32, bias2_sqrt: f32, eps: f32)
);

/// A moment's update in place, as PyTorch computes it: the first `m.lerp_(g, 1 - beta1)`, the
/// second `v.mul_(beta2).addcmul_(g, g, 1 - beta2)`.
enum Moment {
    First(f32),
    Second(f32),
}

impl InplaceOp2 for Moment {
    fn name(&self) -> &'static str {
        "adam-moment"
    }

    fn cpu_fwd(
        &self,
        s1: &mut CpuStorage,
        l1: &Layout,
        s2: &CpuStorage,
        l2: &Layout,
    ) -> Result<()> {
        let g = contiguous_f32(s2, l2, "gradient")?;
        let m = contiguous_f32_mut(s1, l1)?;
        if m.len() != g.len() {
            candle_core::bail!("Adam: {} moments for {} gradients", m.len(), g.len());
        }
        let update = |m: &mut [f32], g: &[f32]| match *self {
            Moment::First(beta1) => first_moment_wide(m, g, beta1),
            Moment::Second(beta2) => second_moment_wide(m, g, beta2),
        };
        if parallel(m.len()) {
            m.par_chunks_mut(CHUNK)
                .zip(g.par_chunks(CHUNK))
                .for_each(|(m, g)| update(m, g));
        } else {
            update(m, g);
        }
        Ok(())
    }
}

/// `p -= step_size * m / (sqrt(v) / bias2_sqrt + eps)` in place.
struct Step {
    step_size: f32,
    bias2_sqrt: f32,
    eps: f32,
}

impl InplaceOp3 for Step {
    fn name(&self) -> &'static str {
        "adam-step"
    }

    fn cpu_fwd(
        &self,
        s1: &mut CpuStorage,
        l1: &Layout,
        s2: &CpuStorage,
        l2: &Layout,
        s3: &CpuStorage,
        l3: &Layout,
    ) -> Result<()> {
        let m = contiguous_f32(s2, l2, "first moment")?;
        let v = contiguous_f32(s3, l3, "second moment")?;
        let p = contiguous_f32_mut(s1, l1)?;
        if p.len() != m.len() || p.len() != v.len() {
            candle_core::bail!("Adam: parameter and moments differ in size");
        }
        let (step_size, bias2_sqrt, eps) = (self.step_size, self.bias2_sqrt, self.eps);
        let update =
            |p: &mut [f32], m: &[f32], v: &[f32]| step_wide(p, m, v, step_size, bias2_sqrt, eps);
        if parallel(p.len()) {
            p.par_chunks_mut(CHUNK)
                .zip(m.par_chunks(CHUNK).zip(v.par_chunks(CHUNK)))
                .for_each(|(p, (m, v))| update(p, m, v));
        } else {
            update(p, m, v);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
