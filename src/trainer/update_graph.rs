//! The update as a CUDA graph (the `update-graph` lever, docs/cuda.md). For each kind of step
//! and batch size, the whole update (the target's, teacher's and student's forwards, the loss,
//! its backward, Adam, and the losses kept for the log) reads its batch and its per-step
//! numbers from fixed buffers, so that it is captured once and then replayed with one launch.
//! Before each replay the batch is copied into the buffers and the step's numbers (the
//! distillation coefficient, `1 / temperature` and Adam's six) go to device memory in one
//! upload; after it the losses are copied out of the graph's output.
//!
//! The first update of a kind runs the work that is then captured, operation by operation:
//! that run is the step itself, and the warm-up that fills candle's upload cache and cuDNN's
//! plans; the capture follows without running anything. A capture that fails is noted once
//! (on the learner's `GpuNotes`: the trainer's warnings) and that kind of update runs
//! without a graph.
//!
//! [`step_in_buffers`], the captured work, runs on any device: its tests on the CPU hold it
//! to `Learner::update`'s results. The learner is seen through [`Stepped`], so that this
//! module does not depend on `learner.rs` (which holds an [`UpdateGraphs`]).

use crate::agent::adam::StepScalars;
use crate::agent::qdagger::{Factor, KlReduction, LossScales, QDaggerLoss, TdLoss};
use crate::agent::Adam;
use crate::agent::{
    capture_graph, with_upload_cache, BatchTensors, Captured, GraphCache, GraphNodes, DTYPE,
};
use candle_core::{Device, Result, Tensor, TensorId};

/// What a captured update needs of a learner.
pub trait Stepped {
    /// Its optimizer.
    fn adam(&mut self) -> &mut Adam;
    /// The losses on `batch` with `scales`, the teacher's term when `distil`
    /// (`Learner::losses_scaled`).
    fn losses_scaled(
        &self,
        batch: &BatchTensors,
        distil: bool,
        scales: &LossScales,
    ) -> Result<QDaggerLoss>;
    /// Whether it has a teacher.
    fn has_teacher(&self) -> bool;
    /// Where the run's GPU path notes what it could not do.
    fn gpu_notes(&self) -> &crate::agent::GpuNotes;
    /// The first parameter's tensor id of the student, the target and the teacher: the
    /// weights a graph reads.
    fn weights(&self) -> [Option<TensorId>; 3];
    /// The device the networks are on.
    fn device(&self) -> &Device;
    /// The loss's settings, which a graph holds as captured.
    fn loss_settings(&self) -> CapturedLossSettings;
}

/// The settings of the loss that a captured graph holds as they were at its capture: the
/// discount (a kernel argument) and the kinds of TD loss and KL reduction (its operations).
/// Other settings are another graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CapturedLossSettings {
    /// The discount's bits (`f64::to_bits`).
    pub gamma_bits: u64,
    /// The TD loss.
    pub td_loss: TdLoss,
    /// The KL reduction.
    pub reduction: KlReduction,
}

/// What a step computes, which decides the work a graph holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// QDagger with the teacher's forward in the step.
    TeacherForward,
    /// QDagger with the teacher's Q-values given with the batch (the offline phase's).
    TeacherGiven,
    /// DQN: a coefficient of 0 or no teacher, no distillation term.
    Dqn,
}

impl StepKind {
    /// The kind of an update of `learner` on `batch` with distillation `coefficient`, as
    /// `Learner::losses` decides it.
    pub fn of(learner: &impl Stepped, batch: &BatchTensors, coefficient: f64) -> Self {
        match (learner.has_teacher() && coefficient > 0.0, &batch.teacher_q) {
            (false, _) => Self::Dqn,
            (true, Some(_)) => Self::TeacherGiven,
            (true, None) => Self::TeacherForward,
        }
    }
}

/// The per-step numbers as the buffer holds them, in f32: the distillation coefficient,
/// `1 / temperature` (each rounded from f64 as the loss's factors round them), then Adam's six
/// in its kernel's order.
pub fn pack_numbers(coefficient: f64, temperature: f64, adam: &StepScalars) -> [f32; 8] {
    let a = adam.kernel_args();
    [
        coefficient as f32,
        (1.0 / temperature) as f32,
        a[0],
        a[1],
        a[2],
        a[3],
        a[4],
        a[5],
    ]
}

/// The fixed buffers a captured update reads and writes.
#[derive(Debug)]
pub struct StepBuffers {
    /// The batch's copy (`teacher_q` only for [`StepKind::TeacherGiven`]).
    batch: BatchTensors,
    /// `[8]` f32, [`pack_numbers`]'s layout.
    numbers: Tensor,
    /// `[4]` f32: the total loss, the TD loss, the distillation loss, the mean `Q(s, a)`.
    losses: Tensor,
}

impl StepBuffers {
    /// Buffers shaped as `batch`, on its device.
    pub fn like(batch: &BatchTensors, kind: StepKind) -> Result<Self> {
        let zeros = |t: &Tensor| Tensor::zeros(t.dims(), t.dtype(), t.device());
        let device = batch.obs.device();
        Ok(Self {
            batch: BatchTensors {
                obs: zeros(&batch.obs)?,
                next_obs: zeros(&batch.next_obs)?,
                actions: zeros(&batch.actions)?,
                rewards: zeros(&batch.rewards)?,
                dones: zeros(&batch.dones)?,
                teacher_q: match (kind, &batch.teacher_q) {
                    (StepKind::TeacherGiven, Some(q)) => Some(zeros(q)?),
                    (StepKind::TeacherGiven, None) => {
                        candle_core::bail!("a step with given teacher Q-values needs them")
                    }
                    _ => None,
                },
            },
            numbers: Tensor::zeros(8, DTYPE, device)?,
            losses: Tensor::zeros(4, DTYPE, device)?,
        })
    }

    /// Copies `batch` and `numbers` in (queued on the device's stream, before a replay).
    pub fn fill(&self, batch: &BatchTensors, numbers: &[f32; 8]) -> Result<()> {
        let b = &self.batch;
        b.obs.slice_set(&batch.obs, 0, 0)?;
        b.next_obs.slice_set(&batch.next_obs, 0, 0)?;
        b.actions.slice_set(&batch.actions, 0, 0)?;
        b.rewards.slice_set(&batch.rewards, 0, 0)?;
        b.dones.slice_set(&batch.dones, 0, 0)?;
        if let (Some(mine), Some(q)) = (&b.teacher_q, &batch.teacher_q) {
            mine.slice_set(q, 0, 0)?;
        }
        let n = Tensor::from_slice(numbers, 8, self.numbers.device())?;
        self.numbers.slice_set(&n, 0, 0)
    }

    /// A copy of the losses the last step wrote (the buffer itself is the next step's).
    pub fn losses(&self) -> Result<Tensor> {
        self.losses.copy()
    }
}

/// The update of `learner` with everything it reads in `b` (the step's Adam numbers `adam`
/// are used where Adam runs on the CPU; on a GPU its kernel reads them from `b`), its losses
/// written to `b`. Adam's step must have been counted before ([`crate::agent::Adam`]'s
/// `count_step`). Every tensor it makes is dropped before it returns, so that it can be
/// captured.
pub fn step_in_buffers(
    learner: &mut impl Stepped,
    b: &StepBuffers,
    kind: StepKind,
    adam: &StepScalars,
) -> Result<()> {
    let (loss, grads) = gradients_in_buffers(learner, b, kind)?;
    let adam_numbers = b.numbers.narrow(0, 2, 6)?;
    learner.adam().apply(&grads, adam, Some(&adam_numbers))?;
    let all = Tensor::stack(
        &[&loss.total, &loss.td, &loss.distill, &loss.q_taken_mean],
        0,
    )?;
    b.losses.slice_set(&all, 0, 0)
}

/// The losses of `learner` on the batch in `b`, with the coefficient and temperature read
/// from `b`, and the gradients of the total: [`step_in_buffers`] before Adam.
fn gradients_in_buffers(
    learner: &impl Stepped,
    b: &StepBuffers,
    kind: StepKind,
) -> Result<(QDaggerLoss, candle_core::backprop::GradStore)> {
    let scales = LossScales {
        coefficient: Factor::Device(b.numbers.get(0)?),
        inverse_temperature: Factor::Device(b.numbers.get(1)?),
    };
    let loss = learner.losses_scaled(&b.batch, kind != StepKind::Dqn, &scales)?;
    let grads = loss.total.backward()?;
    Ok((loss, grads))
}

/// A captured update and its buffers.
struct Graphed {
    buffers: StepBuffers,
    graph: Captured,
}

/// What names a graph: the kind of step, the batch size, the buffers it was captured with
/// (the networks' parameters and Adam's moments, changed in place by every update; other
/// ones, as after loading a checkpoint's optimizer state, are another graph) and the loss's
/// settings.
#[derive(Clone, Debug, PartialEq)]
struct Key {
    kind: StepKind,
    batch: usize,
    networks: [Option<TensorId>; 3],
    moments: Option<TensorId>,
    settings: CapturedLossSettings,
}

impl Key {
    /// The graph an update of `learner` on `batch` with distillation `coefficient` replays.
    fn of(learner: &mut impl Stepped, batch: &BatchTensors, coefficient: f64) -> Self {
        Self {
            kind: StepKind::of(learner, batch, coefficient),
            batch: batch.actions.elem_count(),
            networks: learner.weights(),
            moments: learner.adam().moments_id(),
            settings: learner.loss_settings(),
        }
    }
}

/// The update graphs of one learner.
pub struct UpdateGraphs {
    cache: GraphCache<Key, Graphed>,
    replays: u64,
    nodes: Option<GraphNodes>,
}

impl Default for UpdateGraphs {
    fn default() -> Self {
        Self {
            cache: GraphCache::new(4),
            replays: 0,
            nodes: None,
        }
    }
}

impl UpdateGraphs {
    /// Updates replayed from a graph so far.
    pub fn replays(&self) -> u64 {
        self.replays
    }

    /// The nodes of the graph captured last (what one replay runs), when one was.
    pub fn nodes(&self) -> Option<GraphNodes> {
        self.nodes
    }

    /// One update of `learner` (as `Learner::update`) through its graph, captured on the
    /// first update of its kind: its losses, packed in one `[4]` tensor (total, TD,
    /// distillation, mean `Q(s, a)`). `None` when it is not replayed as a graph (Adam not on
    /// its kernels, or the capture of this kind failed), and the caller updates without one.
    pub fn update(
        &mut self,
        learner: &mut impl Stepped,
        batch: &BatchTensors,
        (coefficient, temperature, lr): (f64, f64, f64),
    ) -> Result<Option<Tensor>> {
        if !learner.adam().runs_as_kernels() {
            return Ok(None);
        }
        let key = Key::of(learner, batch, coefficient);
        let kind = key.kind;
        let replay = match self.cache.lookup(&key) {
            Some(None) => return Ok(None),
            Some(Some(g)) => Some(g),
            None => None,
        };
        let adam = learner.adam();
        adam.config.lr = lr;
        // The next step's numbers; the step is counted once it has been queued.
        let scalars = StepScalars::new(&adam.config, adam.steps() + 1);
        let numbers = pack_numbers(coefficient, temperature, &scalars);
        if let Some(g) = replay {
            g.buffers.fill(batch, &numbers)?;
            g.graph.launch()?;
            learner.adam().count_step();
            self.replays += 1;
            return g.buffers.losses().map(Some);
        }
        learner.adam().count_step();
        // The first of its kind: the step itself, operation by operation, its uploads kept.
        let buffers = StepBuffers::like(batch, kind)?;
        buffers.fill(batch, &numbers)?;
        let device = learner.device().clone();
        with_upload_cache(&device, || {
            step_in_buffers(learner, &buffers, kind, &scalars)
        })?;
        let losses = buffers.losses()?;
        device.synchronize()?;
        let (_, failed) = self.cache.get_or_make(&key, || {
            let captured = capture_graph(&device, || {
                step_in_buffers(learner, &buffers, kind, &scalars)
            });
            match captured {
                Ok(Some(graph)) => {
                    self.nodes = graph.nodes().ok();
                    Ok(Graphed { buffers, graph })
                }
                Ok(None) => Err(candle_core::Error::Msg("not a GPU".into())),
                Err(e) => Err(e),
            }
        });
        if let Some(e) = failed {
            learner.gpu_notes().note(format!(
                "--cuda-levers update-graph: the {kind:?} update of batch {} could \
                 not be captured as a CUDA graph ({e}); it runs without one",
                key.batch
            ));
        }
        Ok(Some(losses))
    }
}

#[cfg(test)]
#[path = "update_graph_tests.rs"]
mod tests;
