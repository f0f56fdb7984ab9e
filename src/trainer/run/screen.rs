//! What the window is shown while the pool plays: environment 0's screen and the Q-values
//! behind its action, only when the app has taken the previous frame.

use super::saliency::Behind;
use super::Run;
use crate::agent::QNetwork;
use crate::env::EnvPool;
use crate::protocol::{Actor, FrameMessage, TrainerEvent};
use crate::trainer::acting::q_values;
use crate::trainer::TrainError;

/// What the app is shown with a frame.
pub(super) struct Shown<'a> {
    pub(super) actor: Actor,
    pub(super) action: usize,
    pub(super) student_q: Option<Vec<f32>>,
    pub(super) teacher_q: Option<Vec<f32>>,
    pub(super) global_step: u64,
    pub(super) episode_return: f64,
    /// The observation and networks behind the screen, for its saliency maps.
    pub(super) behind: Behind<'a>,
}

impl Run<'_> {
    /// The Q-values of environment 0 for the screen: those of the greedy choice when there
    /// was one, else computed now, but only when the app is waiting for a frame.
    pub(super) fn q_for_screen(
        &self,
        q0: Option<Vec<f32>>,
        net: &QNetwork,
        obs: &[u8],
        n: usize,
    ) -> Result<Option<Vec<f32>>, TrainError> {
        if q0.is_some() || !(self.options.frames && self.sink.wants_frame()) {
            return Ok(q0);
        }
        Ok(q_values(net, &obs[..obs.len() / n], 1, &self.device)?.pop())
    }

    pub(super) fn send_frame(&mut self, pool: &mut EnvPool, shown: Shown<'_>) {
        if !self.options.frames {
            return;
        }
        pool.watch(Some(0));
        if !self.sink.wants_frame() {
            return;
        }
        if let Some((_, rgb)) = pool.screen() {
            self.sink.frame(FrameMessage {
                rgb: rgb.to_vec(),
                actor: shown.actor,
                episode_return: shown.episode_return,
                action: shown.action,
                global_step: shown.global_step,
            });
            self.offer_maps(rgb, shown.actor, shown.global_step, shown.behind);
        }
        if shown.student_q.is_some() || shown.teacher_q.is_some() {
            self.sink.send(TrainerEvent::QValues {
                student: shown.student_q,
                teacher: shown.teacher_q,
                action: shown.action,
            });
        }
    }
}
