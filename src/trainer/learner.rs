//! The networks of a run and their gradient step: the student (the agent, for DQN), its
//! target network, the teacher when there is one, and Adam.

use super::update_graph::{CapturedLossSettings, Stepped, UpdateGraphs};
use crate::agent::qdagger::{
    qdagger_loss_scaled, td_target, Factor, KlReduction, LossScales, QDaggerLoss, TdLoss,
};
use crate::agent::{with_upload_cache, Adam, AdamConfig, BatchTensors, CudaLevers, QNetwork};
use crate::protocol::LossReport;
use candle_core::{backprop::GradStore, Device, Result, Tensor};

/// The student, its target, the teacher, the optimizer.
pub struct Learner {
    /// The network being trained.
    pub student: QNetwork,
    /// The target network.
    pub target: QNetwork,
    /// The teacher (QDagger only).
    pub teacher: Option<QNetwork>,
    /// The optimizer of the student.
    pub adam: Adam,
    /// Discount factor.
    pub gamma: f64,
    /// TD loss kind.
    pub td_loss: TdLoss,
    /// KL reduction.
    pub reduction: KlReduction,
    /// The CUDA levers of the device the networks are on (none: each update waits for the
    /// device at its end, as reading its losses back used to); [`Learner::set_levers`] passes
    /// them to the networks and the optimiser.
    levers: CudaLevers,
    /// The update's CUDA graphs (the `update-graph` lever).
    graphs: UpdateGraphs,
}

/// An update's losses, still where they were computed: reading them back waits for the
/// device, so the trainer reads them only when it logs them.
#[derive(Debug)]
pub struct PendingLosses {
    losses: Losses,
    coefficient: f64,
}

/// Where pending losses are.
#[derive(Debug)]
enum Losses {
    /// The loss's own tensors.
    Apart(QDaggerLoss),
    /// One `[4]` tensor: total, TD, distillation, mean `Q(s, a)` (a captured update's).
    Packed(Tensor),
}

impl PendingLosses {
    /// Losses packed in one `[4]` tensor (total, TD, distillation, mean `Q(s, a)`), of an
    /// update with distillation `coefficient`.
    pub fn packed(losses: Tensor, coefficient: f64) -> Self {
        Self {
            losses: Losses::Packed(losses),
            coefficient,
        }
    }

    /// The losses on the host.
    pub fn read(&self) -> Result<LossReport> {
        let scalar = |t: &Tensor| -> Result<f64> { Ok(t.to_scalar::<f32>()? as f64) };
        let [loss, td_loss, distill_loss, q_values] = match &self.losses {
            Losses::Apart(l) => [
                scalar(&l.total)?,
                scalar(&l.td)?,
                scalar(&l.distill)?,
                scalar(&l.q_taken_mean)?,
            ],
            Losses::Packed(t) => {
                let v = t.to_vec1::<f32>()?;
                let [a, b, c, d] = v[..] else {
                    candle_core::bail!("packed losses: {} values, not 4", v.len());
                };
                [a, b, c, d].map(f64::from)
            }
        };
        Ok(LossReport {
            loss,
            td_loss,
            distill_loss,
            q_values,
            distill_coeff: self.coefficient,
        })
    }
}

impl Learner {
    /// A learner whose target starts as a copy of `student` (CleanRL's
    /// `target_network.load_state_dict(q_network.state_dict())`).
    pub fn new(
        student: QNetwork,
        mut teacher: Option<QNetwork>,
        lr: f64,
        gamma: f64,
        td_loss: TdLoss,
        reduction: KlReduction,
    ) -> Result<Self> {
        let target = student.clone_detached()?;
        // One place for the run's GPU notes: the student's, shared by its target and teacher.
        if let Some(t) = &mut teacher {
            t.set_gpu_notes(student.gpu_notes().clone());
        }
        let adam = Adam::new(
            student.params(),
            AdamConfig {
                lr,
                ..Default::default()
            },
        )?;
        Ok(Self {
            student,
            target,
            teacher,
            adam,
            gamma,
            td_loss,
            reduction,
            levers: CudaLevers::default(),
            graphs: UpdateGraphs::default(),
        })
    }

    /// Where the run's GPU path notes what it could not do (its networks' and its update's
    /// shared [`crate::agent::GpuNotes`]).
    pub fn gpu_notes(&self) -> &crate::agent::GpuNotes {
        self.student.gpu_notes()
    }

    /// Uses `levers` from now on: the update's own (its graph, lazy losses, the upload
    /// cache), and the kernels of the networks (convolutions, max-pool, acting's graphs) and
    /// of Adam.
    pub fn set_levers(&mut self, levers: CudaLevers) {
        self.levers = levers;
        self.student.set_levers(levers);
        self.target.set_levers(levers);
        if let Some(t) = &mut self.teacher {
            t.set_levers(levers);
        }
        self.adam.levers = levers;
    }

    /// The CUDA levers in use.
    pub fn levers(&self) -> CudaLevers {
        self.levers
    }

    /// One gradient step on `batch` with distillation coefficient `coefficient` (0: plain
    /// DQN, the teacher is not even run) at `temperature` and learning rate `lr`. On a GPU
    /// the step has finished when this returns unless the `lazy` lever is on (then the
    /// device's one stream orders it before whatever comes next). With the `update-graph`
    /// lever on a GPU the step is replayed from a CUDA graph (`update_graph.rs`).
    pub fn update(
        &mut self,
        batch: &BatchTensors,
        coefficient: f64,
        temperature: f64,
        lr: f64,
    ) -> Result<PendingLosses> {
        let device = self.student.device().clone();
        if self.levers.update_graph && device.is_cuda() {
            let mut graphs = std::mem::take(&mut self.graphs);
            let graphed = graphs.update(self, batch, (coefficient, temperature, lr));
            self.graphs = graphs;
            if let Some(losses) = graphed? {
                if !self.levers.lazy_losses {
                    device.synchronize()?;
                }
                return Ok(PendingLosses::packed(losses, coefficient));
            }
        }
        let cache_uploads = self.levers.htod_cache;
        let mut step = || {
            let (loss, grads) = self.gradients(batch, coefficient, temperature)?;
            self.adam.config.lr = lr;
            self.adam.step(&grads).map(|()| loss)
        };
        // With the `htod` lever, candle keeps the small uploads (dims and strides) the
        // update's compute makes, the same every update (the batch was uploaded before).
        let loss = if cache_uploads {
            with_upload_cache(&device, step)?
        } else {
            step()?
        };
        if device.is_cuda() && !self.levers.lazy_losses {
            device.synchronize()?;
        }
        Ok(PendingLosses {
            losses: Losses::Apart(loss),
            coefficient,
        })
    }

    /// Updates replayed from a CUDA graph so far (the `update-graph` lever).
    pub fn graph_replays(&self) -> u64 {
        self.graphs.replays()
    }

    /// The nodes of the update's CUDA graph captured last (the `update-graph` lever).
    pub fn graph_nodes(&self) -> Option<crate::agent::GraphNodes> {
        self.graphs.nodes()
    }

    /// The losses on `batch` and the student's gradients of the total, without a step.
    pub fn gradients(
        &self,
        batch: &BatchTensors,
        coefficient: f64,
        temperature: f64,
    ) -> Result<(QDaggerLoss, GradStore)> {
        let l = self.losses(batch, coefficient, temperature)?;
        let grads = l.total.backward()?;
        Ok((l, grads))
    }

    /// The losses on `batch`: the forward passes of the target, the teacher (unless its
    /// Q-values came with the batch) and the student, and the loss, without the backward.
    pub fn losses(
        &self,
        batch: &BatchTensors,
        coefficient: f64,
        temperature: f64,
    ) -> Result<QDaggerLoss> {
        let scales = LossScales {
            inverse_temperature: Factor::Host(1.0 / temperature),
            coefficient: Factor::Host(coefficient),
        };
        self.losses_scaled(batch, coefficient > 0.0, &scales)
    }

    /// [`Learner::losses`] with the coefficient and temperature as [`LossScales`] (numbers or
    /// tensors, as a captured update reads them), the teacher run (or its Q-values taken
    /// from the batch) when `distil` and there is a teacher.
    pub fn losses_scaled(
        &self,
        batch: &BatchTensors,
        distil: bool,
        scales: &LossScales,
    ) -> Result<QDaggerLoss> {
        let next_q = self.target.forward(&batch.next_obs)?.detach();
        let y = td_target(&batch.rewards, &batch.dones, &next_q, self.gamma)?;
        let teacher_q = match (&self.teacher, distil, &batch.teacher_q) {
            // Detached like the teacher's own forward: given values carry no gradient.
            (Some(_), true, Some(q)) => Some(q.detach()),
            (Some(t), true, None) => Some(t.forward(&batch.obs)?.detach()),
            _ => None,
        };
        let q = self.student.forward(&batch.obs)?;
        qdagger_loss_scaled(
            &q,
            &batch.actions,
            &y,
            teacher_q.as_ref(),
            scales,
            (self.reduction, self.td_loss),
        )
    }

    /// CleanRL's target update: `target = tau * student + (1 - tau) * target`.
    pub fn sync_target(&self, tau: f64) -> Result<()> {
        self.target.soft_update_from(&self.student, tau)
    }
}

impl Stepped for Learner {
    fn adam(&mut self) -> &mut Adam {
        &mut self.adam
    }

    fn losses_scaled(
        &self,
        batch: &BatchTensors,
        distil: bool,
        scales: &LossScales,
    ) -> Result<QDaggerLoss> {
        Learner::losses_scaled(self, batch, distil, scales)
    }

    fn loss_settings(&self) -> CapturedLossSettings {
        CapturedLossSettings {
            gamma_bits: self.gamma.to_bits(),
            td_loss: self.td_loss,
            reduction: self.reduction,
        }
    }

    fn has_teacher(&self) -> bool {
        self.teacher.is_some()
    }

    fn gpu_notes(&self) -> &crate::agent::GpuNotes {
        self.student.gpu_notes()
    }

    fn weights(&self) -> [Option<candle_core::TensorId>; 3] {
        [
            Some(self.student.first_param_id()),
            Some(self.target.first_param_id()),
            self.teacher.as_ref().map(QNetwork::first_param_id),
        ]
    }

    fn device(&self) -> &Device {
        self.student.device()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agent::{Arch, Batch};
    use crate::env::frame::FRAME_LEN;
    use candle_core::Device;

    fn learner(seed: u64) -> Learner {
        let dev = Device::Cpu;
        Learner::new(
            QNetwork::new(Arch::Nature, 3, seed, &dev).unwrap(),
            Some(QNetwork::new(Arch::Nature, 3, seed + 1, &dev).unwrap()),
            1e-3,
            0.99,
            TdLoss::Mse,
            KlReduction::Sum,
        )
        .unwrap()
    }

    #[test]
    fn the_levers_reach_every_network_and_the_optimiser() {
        let mut l = learner(3);
        let levers = CudaLevers::parse("cudnn,maxpool,adam,graphs").unwrap();
        l.set_levers(levers);
        assert_eq!(l.levers(), levers);
        assert_eq!(l.student.levers(), levers);
        assert_eq!(l.target.levers(), levers);
        assert_eq!(l.teacher.as_ref().map(QNetwork::levers), Some(levers));
        assert_eq!(l.adam.levers, levers);
        // A copy of a network keeps them (the target is made as one).
        assert_eq!(l.student.clone_detached().unwrap().levers(), levers);
        // On the CPU they change nothing: the same losses with and without.
        let (with, _) = l.gradients(&batch(), 0.5, 1.0).unwrap();
        let mut plain = learner(3);
        plain.set_levers(CudaLevers::default());
        let (without, _) = plain.gradients(&batch(), 0.5, 1.0).unwrap();
        let total = |l: &QDaggerLoss| l.total.to_scalar::<f32>().unwrap();
        assert_eq!(total(&with), total(&without));
    }

    fn batch() -> BatchTensors {
        let n = 2 * 4 * FRAME_LEN;
        Batch {
            obs: (0..n).map(|i| (i * 7 % 251) as u8).collect(),
            next_obs: (0..n).map(|i| (i * 13 % 253) as u8).collect(),
            actions: vec![0, 2],
            rewards: vec![1.0, -1.0],
            dones: vec![0.0, 1.0],
            entries: vec![],
            slots: vec![],
        }
        .to_tensors(4, &Device::Cpu)
        .unwrap()
    }

    /// The pending losses read back are the losses of the batch before the step (each in
    /// its own field), and the step is taken as without them.
    #[test]
    fn pending_losses_read_back_the_step_s_losses() {
        let b = batch();
        let mut stepped = learner(3);
        let reference = learner(3);
        let before = reference.losses(&b, 0.5, 2.0).unwrap();
        let pending = stepped.update(&b, 0.5, 2.0, 1e-3).unwrap();
        let got = pending.read().unwrap();
        let scalar = |t: &Tensor| t.to_scalar::<f32>().unwrap() as f64;
        assert_eq!(got.loss, scalar(&before.total));
        assert_eq!(got.td_loss, scalar(&before.td));
        assert_eq!(got.distill_loss, scalar(&before.distill));
        assert_eq!(got.q_values, scalar(&before.q_taken_mean));
        assert_eq!(got.distill_coeff, 0.5);
        assert!(got.td_loss != got.distill_loss && got.loss != got.td_loss);
        // Read twice, the same; and the student moved.
        assert_eq!(pending.read().unwrap().loss, got.loss);
        assert_eq!(stepped.adam.steps(), 1);
        let after = stepped.losses(&b, 0.5, 2.0).unwrap();
        assert_ne!(scalar(&after.total), got.loss);
    }
}
