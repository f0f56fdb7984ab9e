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
            // 0.5 d^2 where |d| <= 1, |d| - 0.5 elsewhere.
            let abs = diff.abs()?;
            let quad = abs.minimum(1.0)?;
            let lin = (abs - &quad)?;
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
    let t = (teacher_q / temperature)?;
    let s = (student_q / temperature)?;
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
    let taken = q_taken(student_q, actions)?;
    let td = td_loss(&taken, target, settings.td_loss)?;
    let q_taken_mean = taken.mean_all()?.detach();
    let distill = match teacher_q {
        Some(t) => distill_kl(t, student_q, settings.temperature, settings.reduction)?,
        None => Tensor::zeros((), student_q.dtype(), student_q.device())?,
    };
    let total = if settings.coefficient == 0.0 || teacher_q.is_none() {
        td.clone()
    } else {
        (&td + distill.affine(settings.coefficient, 0.0)?)?
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
mod tests {
    use super::*;
    use candle_core::Device;

    fn t1(v: &[f32]) -> Tensor {
        Tensor::new(v, &Device::Cpu).unwrap()
    }

    fn scalar(t: &Tensor) -> f32 {
        t.to_scalar::<f32>().unwrap()
    }

    #[test]
    fn td_target_masks_terminal_states() {
        let next_q = Tensor::new(&[[1f32, 3.0], [2.0, -1.0]], &Device::Cpu).unwrap();
        let y = td_target(&t1(&[1.0, 0.5]), &t1(&[0.0, 1.0]), &next_q, 0.99).unwrap();
        assert_eq!(y.to_vec1::<f32>().unwrap(), [1.0 + 0.99 * 3.0, 0.5]);
    }

    #[test]
    fn kl_matches_pytorch() {
        // torch: t = [[1, 2, 0.5], [0, 0, 3]], s = [[0.3, -1, 2], [1, 1, 1]], tau = 2
        // F.softmax(t/2) * (F.log_softmax(t/2) - F.log_softmax(s/2)), summed = 0.6892931
        let t = Tensor::new(&[[1f32, 2.0, 0.5], [0.0, 0.0, 3.0]], &Device::Cpu).unwrap();
        let s = Tensor::new(&[[0.3f32, -1.0, 2.0], [1.0, 1.0, 1.0]], &Device::Cpu).unwrap();
        let sum = scalar(&distill_kl(&t, &s, 2.0, KlReduction::Sum).unwrap());
        let mean = scalar(&distill_kl(&t, &s, 2.0, KlReduction::Mean).unwrap());
        assert!((sum - 0.689_293_1).abs() < 1e-6, "{sum}");
        assert!((mean - sum / 2.0).abs() < 1e-7);
        let same = scalar(&distill_kl(&t, &t, 1.0, KlReduction::Sum).unwrap());
        assert!(same.abs() < 1e-6);
    }

    #[test]
    fn huber_is_quadratic_then_linear() {
        let l = td_loss(&t1(&[0.0, 0.0]), &t1(&[0.5, 3.0]), TdLoss::Huber).unwrap();
        assert!((scalar(&l) - (0.125 + 2.5) / 2.0).abs() < 1e-6);
        let l = td_loss(&t1(&[0.0, 0.0]), &t1(&[0.5, 3.0]), TdLoss::Mse).unwrap();
        assert!((scalar(&l) - (0.25 + 9.0) / 2.0).abs() < 1e-6);
    }

    #[test]
    fn linear_schedule_as_cleanrl() {
        assert_eq!(linear_schedule(1.0, 0.01, 1000.0, 0.0), 1.0);
        assert!((linear_schedule(1.0, 0.01, 1000.0, 500.0) - 0.505).abs() < 1e-12);
        assert_eq!(linear_schedule(1.0, 0.01, 1000.0, 5000.0), 0.01);
        // The online phase starts at step offline_steps: epsilon starts near 0.5.
        let e = linear_schedule(1.0, 0.01, 0.1 * 10_000_000.0, 500_000.0);
        assert!((e - 0.505).abs() < 1e-12);
    }

    #[test]
    fn coefficient_and_weaning() {
        let nine = [5.0; 9];
        assert_eq!(distill_coefficient(&nine, 10.0, None), 1.0);
        let ten = [5.0; 10];
        assert_eq!(distill_coefficient(&ten, 10.0, None), 0.5);
        assert_eq!(distill_coefficient(&[20.0; 10], 10.0, None), 0.0);
        let mut w = Weaning::default();
        assert_eq!(w.coefficient(&ten, 10.0, None, 0.2), 0.5);
        assert_eq!(w.coefficient(&[9.0; 10], 10.0, None, 0.2), 0.0);
        assert!(w.weaned);
        assert_eq!(
            w.coefficient(&[0.0; 10], 10.0, None, 0.2),
            0.0,
            "stays weaned"
        );
        let mut never = Weaning::default();
        assert_eq!(never.coefficient(&[20.0; 10], 10.0, None, 0.0), 0.0);
        assert_eq!(
            never.coefficient(&[0.0; 10], 10.0, None, 0.0),
            1.0,
            "rises again"
        );
    }

    #[test]
    fn raw_scores_follow_cleanrl_even_with_negative_returns() {
        // Pong: a teacher at -8 and a student at -20. CleanRL's 1 - G_S / G_T = 1 - 2.5 < 0,
        // so lambda is 0 although the student is far worse than the teacher.
        assert_eq!(distill_coefficient(&[-20.0; 10], -8.0, None), 0.0);
        // A student between 0 and a positive teacher, the usual case.
        assert!((distill_coefficient(&[3.0; 10], 12.0, None) - 0.75).abs() < 1e-12);
        // A negative student under a positive teacher: above 1, as in CleanRL.
        assert!((distill_coefficient(&[-6.0; 10], 12.0, None) - 1.5).abs() < 1e-12);
        // Only the last 10 games count.
        let mut r = vec![100.0; 5];
        r.extend([6.0; 10]);
        assert!((distill_coefficient(&r, 12.0, None) - 0.5).abs() < 1e-12);
    }

    #[test]
    fn normalised_scores_measure_progress_from_random_to_teacher() {
        // Pong with a random policy at -20.7: a student at -20 has covered
        // 0.7 / 12.7 of the way to a teacher at -8.
        let l = distill_coefficient(&[-20.0; 10], -8.0, Some(-20.7));
        assert!((l - (1.0 - 0.7 / 12.7)).abs() < 1e-12, "{l}");
        // Halfway.
        let half = distill_coefficient(&[-14.35; 10], -8.0, Some(-20.7));
        assert!((half - 0.5).abs() < 1e-12, "{half}");
        // At or past the teacher: 0.
        assert_eq!(distill_coefficient(&[-8.0; 10], -8.0, Some(-20.7)), 0.0);
        assert_eq!(distill_coefficient(&[5.0; 10], -8.0, Some(-20.7)), 0.0);
        // Worse than random: above 1.
        assert!(distill_coefficient(&[-21.0; 10], -8.0, Some(-20.7)) > 1.0);
        // With a zero baseline it is CleanRL's formula.
        assert_eq!(
            distill_coefficient(&[3.0; 10], 12.0, Some(0.0)),
            distill_coefficient(&[3.0; 10], 12.0, None)
        );
    }

    #[test]
    fn a_teacher_no_better_than_the_baseline_gives_a_finite_zero() {
        // CleanRL would divide by zero here.
        assert_eq!(distill_coefficient(&[-3.0; 10], 0.0, None), 0.0);
        assert_eq!(distill_coefficient(&[3.0; 10], 0.0, None), 0.0);
        // Normalised: a teacher at or below random teaches nothing.
        assert_eq!(distill_coefficient(&[-21.0; 10], -20.7, Some(-20.7)), 0.0);
        assert_eq!(distill_coefficient(&[-21.0; 10], -21.0, Some(-20.7)), 0.0);
        // Fewer than 10 games: still 1, whatever the scores.
        assert_eq!(distill_coefficient(&[-21.0; 9], -21.0, Some(-20.7)), 1.0);
    }
}
