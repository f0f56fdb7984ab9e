//! Checks a device against a reference: the same networks (student, target, teacher), the
//! same batch, then the Q-values, the QDagger losses, the student's gradients and one Adam
//! step compared to float tolerance, and the update timed on both.
//!
//! A GPU is checked against the CPU. The CPU is checked against itself with candle's own
//! operations in place of our fused kernels (the path every other device takes), so the
//! fused kernels are checked over a whole update too.
//!
//! The checks that `reincarnate check-device` runs (`src/cli/check_device.rs`), each in its
//! own file beside this one: the update's parts against the reference here, acting's
//! forward replayed as a CUDA graph (`graphs.rs`), batches gathered on the device
//! (`replay.rs`) and the whole update replayed as a CUDA graph (`update_graph.rs`). The
//! trainer's files are about the algorithm alone.

pub mod graphs;
pub mod replay;
pub mod update_graph;

use crate::agent::qdagger::{KlReduction, TdLoss};
use crate::agent::with_candle_ops;
use crate::agent::{device_name, Arch, Batch, CudaLevers, QNetwork};
use crate::env::frame::FRAME_LEN;
use crate::trainer::learner::Learner;
use candle_core::{Device, Result, Tensor};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::collections::HashMap;
use std::time::Instant;

/// What to check.
#[derive(Clone, Copy, Debug)]
pub struct CheckSpec {
    /// The student's network (the teacher is a Nature CNN, as CleanRL's).
    pub arch: Arch,
    /// Batch size.
    pub batch: usize,
    /// Number of actions.
    pub actions: usize,
    /// Seed of the weights and the batch.
    pub seed: u64,
    /// Updates timed on each side (after two untimed ones); 0 times nothing.
    pub timed_updates: usize,
    /// The CUDA levers the checked side's updates use (a GPU's only).
    pub levers: CudaLevers,
}

impl Default for CheckSpec {
    /// CleanRL's QDagger update: IMPALA student, batch 32; 4 actions (Breakout).
    fn default() -> Self {
        Self {
            arch: Arch::Impala,
            batch: 32,
            actions: 4,
            seed: 0,
            timed_updates: 10,
            levers: CudaLevers::default(),
        }
    }
}

/// One quantity compared between the two sides.
#[derive(Clone, Debug)]
pub struct Comparison {
    /// What was compared.
    pub what: &'static str,
    /// The largest difference, relative to `scale` (for the Adam step: the mean difference
    /// in units of the learning rate).
    pub error: f64,
    /// What the difference is measured against.
    pub scale: f64,
    /// The largest `error` that passes.
    pub tolerance: f64,
}

impl Comparison {
    /// Whether the two sides agree.
    pub fn passed(&self) -> bool {
        self.error <= self.tolerance
    }
}

/// The outcome of a check.
#[derive(Clone, Debug)]
pub struct CheckReport {
    /// The reference side (`cpu, candle's ops` or `cpu`).
    pub reference: String,
    /// The checked side.
    pub checked: String,
    /// The comparisons, in the order computed.
    pub comparisons: Vec<Comparison>,
    /// Median update time on the reference side, ms (`None` when nothing was timed).
    pub reference_ms: Option<f64>,
    /// Median update time on the checked side, ms.
    pub checked_ms: Option<f64>,
    /// Where the reference side's update time goes (`None` when nothing was timed).
    pub reference_parts: Option<UpdateParts>,
    /// Where the checked side's update time goes.
    pub checked_parts: Option<UpdateParts>,
}

/// The parts of an update, each the median over the timed updates, in ms, the device
/// synchronised after each: the forward passes and the loss (target, teacher, student), the
/// backward, and Adam's step.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct UpdateParts {
    /// The forward passes and the losses.
    pub forward_ms: f64,
    /// The backward (the forward and backward together, less the forward).
    pub backward_ms: f64,
    /// Adam's step.
    pub adam_ms: f64,
    /// The candle operations of each part (forward and losses, backward, Adam): tensors
    /// computed, counted by candle ([`candle_core::tensors_created`]); on a GPU each is at
    /// least one kernel launch or copy.
    pub ops: [u64; 3],
}

impl UpdateParts {
    /// The candle operations of a whole update.
    pub fn total_ops(&self) -> u64 {
        self.ops.iter().sum()
    }
}

impl CheckReport {
    /// Whether every comparison passed.
    pub fn passed(&self) -> bool {
        self.comparisons.iter().all(Comparison::passed)
    }
}

/// Relative tolerance of values computed in f32 in a different order.
const RELATIVE: f64 = 1e-3;
/// Relative tolerance of a gradient tensor: backprop sums many terms that cancel, so its
/// smaller entries carry the rounding of the larger ones.
const GRADIENT: f64 = 1e-2;
/// Tolerance of the mean Adam-step difference, in learning rates.
const STEP: f64 = 1e-2;
const LR: f64 = 1e-4;
const COEFFICIENT: f64 = 1.0;
const TEMPERATURE: f64 = 1.0;

/// What one side computed.
struct Side {
    student_q: Vec<f32>,
    teacher_q: Vec<f32>,
    losses: [f64; 3],
    grads: Vec<Vec<f32>>,
    params_after: Vec<Vec<f32>>,
    update_ms: Option<f64>,
    parts: Option<UpdateParts>,
}

/// The median of `v` (which it sorts).
pub(super) fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
}

/// Times the parts of `timed` updates of `learner` on `tensors` (after two untimed ones).
fn time_parts(
    learner: &mut Learner,
    tensors: &crate::agent::BatchTensors,
    device: &Device,
    timed: usize,
) -> Result<UpdateParts> {
    let ms = |t: Instant| t.elapsed().as_secs_f64() * 1e3;
    let (mut forward, mut both, mut adam) = (Vec::new(), Vec::new(), Vec::new());
    let mut ops = [0; 3];
    let created = candle_core::tensors_created;
    for i in 0..timed.max(1) + 2 {
        let (start, ops0) = (Instant::now(), created());
        let l = learner.losses(tensors, COEFFICIENT, TEMPERATURE)?;
        device.synchronize()?;
        let (f, ops1) = (ms(start), created());
        drop(l);
        let start = Instant::now();
        let (_, grads) = learner.gradients(tensors, COEFFICIENT, TEMPERATURE)?;
        device.synchronize()?;
        let (g, ops2) = (ms(start), created());
        let start = Instant::now();
        learner.adam.step(&grads)?;
        device.synchronize()?;
        let (a, ops3) = (ms(start), created());
        // The gradients' forward is the losses' again: the backward is the rest.
        ops = [
            ops1 - ops0,
            (ops2 - ops1).saturating_sub(ops1 - ops0),
            ops3 - ops2,
        ];
        if i >= 2 {
            forward.push(f);
            both.push(g);
            adam.push(a);
        }
    }
    let forward_ms = median(&mut forward);
    Ok(UpdateParts {
        forward_ms,
        backward_ms: (median(&mut both) - forward_ms).max(0.0),
        adam_ms: median(&mut adam),
        ops,
    })
}

fn host(t: &Tensor) -> Result<Vec<f32>> {
    t.flatten_all()?.to_vec1::<f32>()
}

/// Runs the networks held in `weights` on `device`, all in this thread.
fn run_side(
    spec: &CheckSpec,
    device: &Device,
    weights: &[HashMap<String, Tensor>; 2],
    batch: &Batch,
) -> Result<Side> {
    let on = |w: &HashMap<String, Tensor>| -> Result<HashMap<String, Tensor>> {
        w.iter()
            .map(|(k, t)| Ok((k.clone(), t.to_device(device)?)))
            .collect()
    };
    let load = |arch, w| -> Result<QNetwork> {
        let net = QNetwork::new(arch, spec.actions, spec.seed, device)?;
        net.load(&on(w)?)
            .map_err(|e| candle_core::Error::Msg(e.to_string()))?;
        Ok(net)
    };
    let student = load(spec.arch, &weights[0])?;
    let teacher = load(Arch::Nature, &weights[1])?;
    let tensors = batch.to_tensors(4, device)?;
    let student_q = host(&student.forward(&tensors.obs)?)?;
    let teacher_q = host(&teacher.forward(&tensors.obs)?)?;
    let mut learner = Learner::new(
        student,
        Some(teacher),
        LR,
        0.99,
        TdLoss::Mse,
        KlReduction::Sum,
    )?;
    if device.is_cuda() {
        learner.set_levers(spec.levers);
    }
    let (loss, grads) = learner.gradients(&tensors, COEFFICIENT, TEMPERATURE)?;
    let losses = [
        loss.total.to_scalar::<f32>()? as f64,
        loss.td.to_scalar::<f32>()? as f64,
        loss.distill.to_scalar::<f32>()? as f64,
    ];
    let params = learner.student.params();
    let grad_values = params
        .iter()
        .map(|p| match grads.get(&p.var) {
            Some(g) => host(g),
            None => Ok(Vec::new()),
        })
        .collect::<Result<Vec<_>>>()?;
    learner.adam.step(&grads)?;
    let params_after = params
        .iter()
        .map(|p| host(p.var.as_tensor()))
        .collect::<Result<Vec<_>>>()?;
    let update_ms = if spec.timed_updates == 0 {
        None
    } else {
        let mut times = Vec::with_capacity(spec.timed_updates);
        for i in 0..spec.timed_updates + 2 {
            let start = Instant::now();
            // Finished on the device, its losses not read back (as between two logged
            // updates).
            learner.update(&tensors, COEFFICIENT, TEMPERATURE, LR)?;
            device.synchronize()?;
            if i >= 2 {
                times.push(start.elapsed().as_secs_f64() * 1e3);
            }
        }
        Some(median(&mut times))
    };
    let parts = if spec.timed_updates == 0 {
        None
    } else {
        Some(time_parts(
            &mut learner,
            &tensors,
            device,
            spec.timed_updates,
        )?)
    };
    Ok(Side {
        student_q,
        teacher_q,
        losses,
        grads: grad_values,
        params_after,
        update_ms,
        parts,
    })
}

fn max_abs(v: &[f32]) -> f64 {
    v.iter().fold(0.0f64, |m, x| m.max(x.abs() as f64))
}

fn max_abs_diff(a: &[f32], b: &[f32]) -> f64 {
    if a.len() != b.len() {
        return f64::INFINITY;
    }
    a.iter()
        .zip(b)
        .fold(0.0f64, |m, (x, y)| m.max((x - y).abs() as f64))
}

/// `max |a - b| / max |a|` (an absolute difference where `a` is all zeros).
fn relative(what: &'static str, a: &[f32], b: &[f32]) -> Comparison {
    let scale = max_abs(a);
    Comparison {
        what,
        error: max_abs_diff(a, b) / scale.max(1e-30),
        scale,
        tolerance: RELATIVE,
    }
}

fn compare(r: &Side, c: &Side) -> Vec<Comparison> {
    let mut out = vec![
        relative("student Q-values", &r.student_q, &c.student_q),
        relative("teacher Q-values", &r.teacher_q, &c.teacher_q),
    ];
    for (what, i) in [("total loss", 0), ("TD loss", 1), ("distillation loss", 2)] {
        out.push(relative(what, &[r.losses[i] as f32], &[c.losses[i] as f32]));
    }
    // The worst gradient tensor, each relative to its own largest entry.
    let worst = r
        .grads
        .iter()
        .zip(&c.grads)
        .map(|(a, b)| Comparison {
            tolerance: GRADIENT,
            ..relative("student gradients (worst tensor)", a, b)
        })
        .max_by(|a, b| a.error.total_cmp(&b.error));
    if let Some(w) = worst {
        out.push(w);
    }
    // Adam divides by the gradient's running magnitude, so a near-zero gradient that
    // differs in sign moves by up to 2 lr: the mean difference is the measure.
    let (sum, n) = r
        .params_after
        .iter()
        .zip(&c.params_after)
        .flat_map(|(a, b)| a.iter().zip(b))
        .fold((0.0f64, 0usize), |(s, n), (x, y)| {
            (s + (x - y).abs() as f64, n + 1)
        });
    let same_len = r
        .params_after
        .iter()
        .zip(&c.params_after)
        .all(|(a, b)| a.len() == b.len());
    out.push(Comparison {
        what: "parameters after one Adam step (mean, in lr)",
        error: if same_len && n > 0 {
            sum / n as f64 / LR
        } else {
            f64::INFINITY
        },
        scale: LR,
        tolerance: STEP,
    });
    out
}

/// A batch of random screens, actions, rewards and a few terminal transitions.
fn random_batch(spec: &CheckSpec) -> Batch {
    let mut rng = Pcg64Mcg::seed_from_u64(spec.seed ^ 0x5eed);
    let n = spec.batch * 4 * FRAME_LEN;
    Batch {
        obs: (0..n).map(|_| rng.random()).collect(),
        next_obs: (0..n).map(|_| rng.random()).collect(),
        actions: (0..spec.batch)
            .map(|_| rng.random_range(0..spec.actions as u32))
            .collect(),
        rewards: (0..spec.batch)
            .map(|_| [-1.0, 0.0, 0.0, 1.0][rng.random_range(0..4)])
            .collect(),
        dones: (0..spec.batch)
            .map(|_| f32::from(rng.random_range(0..8) == 0))
            .collect(),
        entries: vec![],
        slots: vec![],
    }
}

/// Checks `device` as described in the module's documentation.
pub fn check_device(device: &Device, spec: &CheckSpec) -> Result<CheckReport> {
    if spec.batch == 0 || spec.actions == 0 {
        candle_core::bail!("the batch size and the number of actions must be at least 1");
    }
    let weights = [
        QNetwork::new(spec.arch, spec.actions, spec.seed, &Device::Cpu)?.state_dict()?,
        QNetwork::new(Arch::Nature, spec.actions, spec.seed + 1, &Device::Cpu)?.state_dict()?,
    ];
    let batch = random_batch(spec);
    let (reference_name, reference, checked) = if device.is_cpu() {
        (
            "cpu, candle's ops".to_string(),
            with_candle_ops(|| run_side(spec, &Device::Cpu, &weights, &batch))?,
            run_side(spec, device, &weights, &batch)?,
        )
    } else {
        (
            "cpu".to_string(),
            run_side(spec, &Device::Cpu, &weights, &batch)?,
            run_side(spec, device, &weights, &batch)?,
        )
    };
    Ok(CheckReport {
        reference: reference_name,
        checked: device_name(device),
        comparisons: compare(&reference, &checked),
        reference_ms: reference.update_ms,
        checked_ms: checked.update_ms,
        reference_parts: reference.parts,
        checked_parts: checked.parts,
    })
}

#[cfg(test)]
mod tests;
