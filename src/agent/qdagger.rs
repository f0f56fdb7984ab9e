//! The maths of DQN and QDagger as small pure functions, each tested against numbers from
//! the reference implementation (CleanRL's `qdagger_dqn_atari_impalacnn.py`, PyTorch).

use crate::choice::UnknownChoice;
use candle_core::{Result, Tensor, D};
use candle_nn::ops::{log_softmax, softmax_last_dim};
use std::result::Result as StdResult;

/// How the distillation KL is reduced over the batch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum KlReduction {
    /// Summed over the batch and the actions: CleanRL's PyTorch version
    /// (`torch.mean(torch.sum(...))` of a scalar is the sum), about `batch_size` times the
    /// JAX version.
    #[default]
    Sum,
    /// Summed over the actions, averaged over the batch: CleanRL's JAX version.
    Mean,
}

/// The TD loss.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TdLoss {
    /// Mean squared error (CleanRL).
    #[default]
    Mse,
    /// Huber loss with delta 1 (Dopamine and the paper's code).
    Huber,
}

impl std::str::FromStr for KlReduction {
    type Err = UnknownChoice;
    fn from_str(s: &str) -> StdResult<Self, UnknownChoice> {
        match s {
            "sum" => Ok(Self::Sum),
            "mean" => Ok(Self::Mean),
            _ => Err(UnknownChoice::new("KL reduction", s, "sum or mean")),
        }
    }
}

impl std::str::FromStr for TdLoss {
    type Err = UnknownChoice;
    fn from_str(s: &str) -> StdResult<Self, UnknownChoice> {
        match s {
            "mse" => Ok(Self::Mse),
            "huber" => Ok(Self::Huber),
            _ => Err(UnknownChoice::new("TD loss", s, "mse or huber")),
        }
    }
}

/// The one-step TD target `r + gamma * (1 - done) * max_a Q_target(s', a)`.
///
/// `rewards`, `dones`: `[B]`; `next_q_target`: `[B, A]`.
pub fn td_target(
    rewards: &Tensor,
    dones: &Tensor,
    next_q_target: &Tensor,
    gamma: f64,
) -> Result<Tensor> {
    let next_max = next_q_target.max(D::Minus1)?;
    let not_done = dones.affine(-1.0, 1.0)?;
    rewards + (next_max * not_done)?.affine(gamma, 0.0)?
}

/// `Q(s, a)` for the taken actions: `q` `[B, A]`, `actions` `[B]` (u32) -> `[B]`.
pub fn q_taken(q: &Tensor, actions: &Tensor) -> Result<Tensor> {
    q.gather(&actions.unsqueeze(1)?, 1)?.squeeze(1)
}

/// The TD loss between predictions and targets, averaged over the batch.
pub fn td_loss(pred: &Tensor, target: &Tensor, kind: TdLoss) -> Result<Tensor> {
    let diff = (pred - target)?;
    match kind {
        TdLoss::Mse => diff.sqr()?.mean_all(),
        TdLoss::Huber => {
            // 0.5 d^2 where |d| <= 1, |d| - 0.5 elsewhere: 0.5 min(|d|, 1)^2 + max(|d| - 1, 0),
            // with min(|d|, 1) as |d| - max(|d| - 1, 0) (exact below 2^24), so that no
            // constant is uploaded (a CUDA graph of the update holds no upload).
            let abs = diff.abs()?;
            let lin = abs.affine(1.0, -1.0)?.relu()?;
            let quad = (&abs - &lin)?;
            ((quad.sqr()? * 0.5)? + lin)?.mean_all()
        }
    }
}

/// The distillation loss `KL(teacher || student)` of Q-values turned into policies with
/// `softmax(Q / temperature)`: `sum_a p_T (log p_T - log p_S)`, reduced over the batch as
/// `reduction` says. `teacher_q` carries no gradient; `student_q` does.
pub fn distill_kl(
    teacher_q: &Tensor,
    student_q: &Tensor,
    temperature: f64,
    reduction: KlReduction,
) -> Result<Tensor> {
    // `q / temperature` is candle's `q * (1 / temperature)`.
    distill_kl_scaled(
        teacher_q,
        student_q,
        &Factor::Host(1.0 / temperature),
        reduction,
    )
}

/// A number a loss multiplies a tensor by: known on the host (a kernel argument), or held in
/// device memory as a one-value f32 tensor, so that a captured CUDA graph reads the value of
/// each replay. Both multiply in f32 by the same rounded number, so they give the same values.
#[derive(Clone, Debug)]
pub enum Factor {
    /// The number itself.
    Host(f64),
    /// A tensor of shape `[]` holding it (in the loss's dtype).
    Device(Tensor),
}

impl Factor {
    /// `x` times the factor.
    pub fn times(&self, x: &Tensor) -> Result<Tensor> {
        match self {
            Factor::Host(f) => x.affine(*f, 0.0),
            Factor::Device(f) => x.broadcast_mul(f),
        }
    }

    /// Whether it is known to be zero (a factor in device memory never is).
    fn is_zero(&self) -> bool {
        matches!(self, Factor::Host(f) if *f == 0.0)
    }
}

/// [`distill_kl`] with the Q-values multiplied by `inverse_temperature` (`1 / temperature`).
pub fn distill_kl_scaled(
    teacher_q: &Tensor,
    student_q: &Tensor,
    inverse_temperature: &Factor,
    reduction: KlReduction,
) -> Result<Tensor> {
    let t = inverse_temperature.times(teacher_q)?;
    let s = inverse_temperature.times(student_q)?;
    let p_t = softmax_last_dim(&t)?;
    let log_t = log_softmax(&t, D::Minus1)?;
    let log_s = log_softmax(&s, D::Minus1)?;
    let kl = (p_t * (log_t - log_s)?)?.sum_all()?;
    match reduction {
        KlReduction::Sum => Ok(kl),
        KlReduction::Mean => kl / teacher_q.dim(0)? as f64,
    }
}

/// CleanRL's linear schedule: from `start` to `end` over `duration` steps, then `end`.
pub fn linear_schedule(start: f64, end: f64, duration: f64, t: f64) -> f64 {
    if duration <= 0.0 {
        return end;
    }
    let slope = (end - start) / duration;
    let v = slope * t + start;
    if start >= end {
        v.max(end)
    } else {
        v.min(end)
    }
}

/// Which scores the online distillation coefficient compares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LambdaScores {
    /// CleanRL's raw returns: `1 - G_S / G_T`. On a game with negative returns (Pong) a
    /// student worse than the teacher gets lambda 0, so distillation stops after 10 games.
    #[default]
    Raw,
    /// The paper's normalised scores: `1 - (G_S - R) / (G_T - R)` with `R` a random
    /// policy's mean return, measured by the run.
    Normalized,
}

impl std::str::FromStr for LambdaScores {
    type Err = UnknownChoice;
    fn from_str(s: &str) -> StdResult<Self, UnknownChoice> {
        match s {
            "raw" => Ok(Self::Raw),
            "normalized" | "normalised" => Ok(Self::Normalized),
            _ => Err(UnknownChoice::new(
                "lambda scores",
                s,
                "raw (CleanRL) or normalized (the paper)",
            )),
        }
    }
}

/// The distillation coefficient lambda of the online phase: 1 until 10 student games have
/// ended, then `max(1 - (G_S - R) / (G_T - R), 0)` with `G_S` the mean of the last 10
/// returns. `baseline` is `R`: `None` for CleanRL's raw returns (`R = 0`, `1 - G_S / G_T`,
/// whatever the signs), `Some(random_return)` for the paper's normalised scores, where a
/// teacher no better than random (`G_T <= R`) gives 0. A zero denominator gives 0 (there is
/// nothing to distil from a teacher that scores like the baseline), never an infinity.
pub fn distill_coefficient(
    last_returns: &[f64],
    teacher_return: f64,
    baseline: Option<f64>,
) -> f64 {
    if last_returns.len() < 10 {
        return 1.0;
    }
    let recent = &last_returns[last_returns.len() - 10..];
    let mean = recent.iter().sum::<f64>() / recent.len() as f64;
    let r = baseline.unwrap_or(0.0);
    let span = teacher_return - r;
    if span == 0.0 || !span.is_finite() || (baseline.is_some() && span < 0.0) {
        return 0.0;
    }
    let lambda = 1.0 - (mean - r) / span;
    if lambda.is_finite() {
        lambda.max(0.0)
    } else {
        0.0
    }
}

/// Lambda with the distillation threshold: once lambda falls below the threshold the student
/// is weaned and lambda stays 0 for the rest of the run. A threshold of 0 never weans (as
/// CleanRL, which recomputes lambda every step and lets it rise again).
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Weaning {
    /// Weaned for good.
    pub weaned: bool,
}

impl Weaning {
    /// The coefficient for this step, latching at 0 below `threshold`.
    pub fn coefficient(
        &mut self,
        last_returns: &[f64],
        teacher_return: f64,
        baseline: Option<f64>,
        threshold: f64,
    ) -> f64 {
        if self.weaned {
            return 0.0;
        }
        let lambda = distill_coefficient(last_returns, teacher_return, baseline);
        if lambda < threshold {
            self.weaned = true;
            return 0.0;
        }
        lambda
    }
}

/// The parts of one QDagger loss.
#[derive(Debug)]
pub struct QDaggerLoss {
    /// `td + coefficient * distill`, the tensor to differentiate.
    pub total: Tensor,
    /// The TD loss.
    pub td: Tensor,
    /// The distillation loss (before the coefficient).
    pub distill: Tensor,
    /// The mean `Q(s, a)` of the taken actions (CleanRL's `losses/q_values`).
    pub q_taken_mean: Tensor,
}

/// Settings of the QDagger loss.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LossSettings {
    /// Softmax temperature of the distillation.
    pub temperature: f64,
    /// Weight of the distillation term (lambda).
    pub coefficient: f64,
    /// Batch reduction of the KL.
    pub reduction: KlReduction,
    /// TD loss kind.
    pub td_loss: TdLoss,
}

/// The QDagger loss of a batch: `td_loss(Q(s, a), y) + lambda * KL(teacher || student)`.
/// With `teacher_q` `None` (or lambda 0) it is the plain DQN loss.
pub fn qdagger_loss(
    student_q: &Tensor,
    actions: &Tensor,
    target: &Tensor,
    teacher_q: Option<&Tensor>,
    settings: LossSettings,
) -> Result<QDaggerLoss> {
    let scales = LossScales {
        inverse_temperature: Factor::Host(1.0 / settings.temperature),
        coefficient: Factor::Host(settings.coefficient),
    };
    qdagger_loss_scaled(
        student_q,
        actions,
        target,
        teacher_q,
        &scales,
        (settings.reduction, settings.td_loss),
    )
}

/// The numbers of a QDagger loss that may change at every step, as [`Factor`]s.
#[derive(Clone, Debug)]
pub struct LossScales {
    /// `1 / temperature`.
    pub inverse_temperature: Factor,
    /// The distillation coefficient lambda.
    pub coefficient: Factor,
}

/// [`qdagger_loss`] with the temperature and coefficient as [`LossScales`] (the KL's
/// reduction and the TD loss's kind as they are): the same values, whichever way the
/// numbers are held. A coefficient in device memory is never taken for zero, so the
/// distillation term is always added.
pub fn qdagger_loss_scaled(
    student_q: &Tensor,
    actions: &Tensor,
    target: &Tensor,
    teacher_q: Option<&Tensor>,
    scales: &LossScales,
    (reduction, kind): (KlReduction, TdLoss),
) -> Result<QDaggerLoss> {
    let taken = q_taken(student_q, actions)?;
    let td = td_loss(&taken, target, kind)?;
    let q_taken_mean = taken.mean_all()?.detach();
    let distill = match teacher_q {
        Some(t) => distill_kl_scaled(t, student_q, &scales.inverse_temperature, reduction)?,
        None => Tensor::zeros((), student_q.dtype(), student_q.device())?,
    };
    let total = if scales.coefficient.is_zero() || teacher_q.is_none() {
        td.clone()
    } else {
        (&td + scales.coefficient.times(&distill)?)?
    };
    Ok(QDaggerLoss {
        total,
        td,
        distill,
        q_taken_mean,
    })
}

/// The policy distillation compares for Q-values `q`: softmax(Q / temperature), computed
/// stably (the largest Q subtracted first). The student's and the teacher's Q-values live on
/// different scales, their policies on one.
pub fn policy(q: &[f32], temperature: f64) -> Vec<f64> {
    let t = if temperature > 0.0 && temperature.is_finite() {
        temperature
    } else {
        1.0
    };
    let max = q.iter().fold(f64::NEG_INFINITY, |m, &v| m.max(v as f64));
    let exp: Vec<f64> = q.iter().map(|&v| ((v as f64 - max) / t).exp()).collect();
    let sum: f64 = exp.iter().sum();
    exp.iter().map(|e| e / sum).collect()
}

#[cfg(test)]
#[path = "qdagger_tests.rs"]
mod tests;
