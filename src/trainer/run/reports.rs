//! What the acting and learning phases log and tell viewers: the losses of a gradient step
//! (under CleanRL's tags, plus what the window plots), each game that ended.

use super::Run;
use crate::protocol::{Actor, Phase, TrainerEvent};
use crate::trainer::learner::PendingLosses;
use crate::trainer::TrainError;

impl Run<'_> {
    /// The offline phase's losses at `step`: CleanRL's `charts/offline/*` tags.
    pub(super) fn log_offline_losses(
        &mut self,
        step: u64,
        losses: PendingLosses,
    ) -> Result<(), TrainError> {
        let report = losses.read()?;
        self.scalars(&[
            ("charts/offline/loss", report.loss, step),
            ("charts/offline/q_loss", report.td_loss, step),
            ("charts/offline/distill_loss", report.distill_loss, step),
            // Not in CleanRL: what the window and the page plot live, so that a resumed
            // run's history has them too.
            ("charts/offline/q_values", report.q_values, step),
            ("charts/offline/distill_coeff", report.distill_coeff, step),
        ]);
        self.sink.losses(Phase::Offline, step, report);
        Ok(())
    }

    /// The online phase's losses at global step `g`: CleanRL's `losses/*`,
    /// `charts/distill_coeff` (QDagger) and `charts/SPS`, in one write per file.
    pub(super) fn log_online_losses(
        &mut self,
        g: u64,
        losses: PendingLosses,
        coefficient: f64,
        sps: f64,
        qdagger: bool,
    ) -> Result<(), TrainError> {
        let report = losses.read()?;
        let mut rows = vec![
            ("losses/loss", report.loss, g),
            ("losses/td_loss", report.td_loss, g),
            ("losses/q_values", report.q_values, g),
        ];
        if qdagger {
            rows.push(("losses/distill_loss", report.distill_loss, g));
            rows.push(("charts/distill_coeff", coefficient, g));
        }
        rows.push(("charts/SPS", sps, g));
        self.scalars(&rows);
        self.sink.losses(Phase::Online, g, report);
        Ok(())
    }

    /// A student game that ended, under CleanRL's tags (all in one write: a killed process
    /// never logs half a game), and told to viewers.
    pub(super) fn log_student_game(
        &mut self,
        episodic_return: f64,
        length: u64,
        global_step: u64,
        epsilon: f64,
    ) {
        self.scalars(&[
            ("charts/episodic_return", episodic_return, global_step),
            ("charts/episodic_length", length as f64, global_step),
            ("charts/epsilon", epsilon, global_step),
        ]);
        self.sink.send(TrainerEvent::Episode {
            actor: Actor::Student,
            global_step,
            episodic_return,
            length,
        });
    }

    /// A teacher game that ended while it filled its buffer, told to viewers (CleanRL logs
    /// none).
    pub(super) fn teacher_game(&mut self, episodic_return: f64, length: u64, step: u64) {
        self.sink.send(TrainerEvent::Episode {
            actor: Actor::Teacher,
            global_step: step,
            episodic_return,
            length,
        });
    }
}
