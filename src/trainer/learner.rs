//! The networks of a run and their gradient step: the student (the agent, for DQN), its
//! target network, the teacher when there is one, and Adam.

use crate::agent::qdagger::{
    qdagger_loss, td_target, KlReduction, LossSettings, QDaggerLoss, TdLoss,
};
use crate::agent::{Adam, AdamConfig, BatchTensors, QNetwork};
use crate::protocol::LossReport;
use candle_core::{backprop::GradStore, Result, Tensor};

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
}

impl Learner {
    /// A learner whose target starts as a copy of `student` (CleanRL's
    /// `target_network.load_state_dict(q_network.state_dict())`).
    pub fn new(
        student: QNetwork,
        teacher: Option<QNetwork>,
        lr: f64,
        gamma: f64,
        td_loss: TdLoss,
        reduction: KlReduction,
    ) -> Result<Self> {
        let target = student.clone_detached()?;
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
        })
    }

    /// One gradient step on `batch` with distillation coefficient `coefficient` (0: plain
    /// DQN, the teacher is not even run) at `temperature` and learning rate `lr`.
    pub fn update(
        &mut self,
        batch: &BatchTensors,
        coefficient: f64,
        temperature: f64,
        lr: f64,
    ) -> Result<LossReport> {
        let (l, grads) = self.gradients(batch, coefficient, temperature)?;
        self.adam.config.lr = lr;
        self.adam.step(&grads)?;
        let scalar = |t: &Tensor| -> Result<f64> { Ok(t.to_scalar::<f32>()? as f64) };
        Ok(LossReport {
            loss: scalar(&l.total)?,
            td_loss: scalar(&l.td)?,
            distill_loss: scalar(&l.distill)?,
            q_values: scalar(&l.q_taken_mean)?,
            distill_coeff: coefficient,
        })
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
        let next_q = self.target.forward(&batch.next_obs)?.detach();
        let y = td_target(&batch.rewards, &batch.dones, &next_q, self.gamma)?;
        let teacher_q = match (&self.teacher, coefficient > 0.0, &batch.teacher_q) {
            (Some(_), true, Some(q)) => Some(q.clone()),
            (Some(t), true, None) => Some(t.forward(&batch.obs)?.detach()),
            _ => None,
        };
        let q = self.student.forward(&batch.obs)?;
        let settings = LossSettings {
            temperature,
            coefficient,
            reduction: self.reduction,
            td_loss: self.td_loss,
        };
        qdagger_loss(&q, &batch.actions, &y, teacher_q.as_ref(), settings)
    }

    /// CleanRL's target update: `target = tau * student + (1 - tau) * target`.
    pub fn sync_target(&self, tau: f64) -> Result<()> {
        self.target.soft_update_from(&self.student, tau)
    }
}
