//! What the window is shown while the pool plays: environment 0's screen and the Q-values
//! behind its action, only when the app has taken the previous frame.

use super::saliency::Behind;
use super::Run;
use crate::agent::QNetwork;
use crate::env::{EnvPool, PoolStep};
use crate::protocol::{Actor, FrameMessage, TrainerEvent};
use crate::trainer::acting::q_values;
use crate::trainer::TrainError;

/// A step of an acting phase, as the window may be shown it: environment 0's action, the
/// Q-values of the acting network's greedy choice when it made one, and the networks that
/// can say theirs.
pub(super) struct Acting<'a> {
    actor: Actor,
    /// The pool's observations (`n` environments).
    obs: &'a [u8],
    n: usize,
    action: usize,
    /// The acting network's Q-values of environment 0, when it chose greedily.
    q: Option<Vec<f32>>,
    global_step: u64,
    episode_return: f64,
    student: Option<&'a QNetwork>,
    teacher: Option<&'a QNetwork>,
}

impl<'a> Acting<'a> {
    /// `actor` chose `action` for environment 0 of the pool's `obs` at `global_step`, with
    /// Q-values `q` if it chose greedily; its game's score so far is `episode_return`.
    pub(super) fn new(
        actor: Actor,
        obs: &'a [u8],
        n: usize,
        action: usize,
        q: Option<Vec<f32>>,
        global_step: u64,
        episode_return: f64,
    ) -> Self {
        Self {
            actor,
            obs,
            n,
            action,
            q,
            global_step,
            episode_return,
            student: None,
            teacher: None,
        }
    }

    /// With the networks whose Q-values and saliency maps are shown.
    pub(super) fn with(self, student: Option<&'a QNetwork>, teacher: Option<&'a QNetwork>) -> Self {
        Self {
            student,
            teacher,
            ..self
        }
    }
}

/// Environment 0's score so far after step `s`, from `before`: 0 when its game ended.
pub(super) fn shown_return(before: f64, s: &PoolStep<'_>) -> f64 {
    if s.terminated[0] || s.truncated[0] {
        0.0
    } else {
        before + s.rewards[0] as f64
    }
}

impl Run<'_> {
    /// Shows environment 0's screen with the Q-values behind its action: the acting
    /// network's from its greedy choice, the others' (and the acting one's after a random
    /// choice) computed only when the app waits for a frame.
    pub(super) fn show(&mut self, pool: &mut EnvPool, a: Acting<'_>) -> Result<(), TrainError> {
        let one = &a.obs[..a.obs.len() / a.n];
        let (mut student_q, mut teacher_q) = match a.actor {
            Actor::Student => (a.q, None),
            Actor::Teacher => (None, a.q),
            _ => (None, None),
        };
        if self.options.frames && self.sink.wants_frame() {
            for (net, q) in [(a.student, &mut student_q), (a.teacher, &mut teacher_q)] {
                if let (Some(net), None) = (net, q.as_ref()) {
                    *q = q_values(net, one, 1, &self.device)?.pop();
                }
            }
        }
        self.send_frame(
            pool,
            Shown {
                actor: a.actor,
                action: a.action,
                student_q,
                teacher_q,
                global_step: a.global_step,
                episode_return: a.episode_return,
                behind: Behind {
                    obs: one,
                    student: a.student,
                    teacher: a.teacher,
                },
            },
        );
        Ok(())
    }

    fn send_frame(&mut self, pool: &mut EnvPool, shown: Shown<'_>) {
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

/// What the app is shown with a frame.
struct Shown<'a> {
    actor: Actor,
    action: usize,
    student_q: Option<Vec<f32>>,
    teacher_q: Option<Vec<f32>>,
    global_step: u64,
    episode_return: f64,
    /// The observation and networks behind the screen, for its saliency maps.
    behind: Behind<'a>,
}
