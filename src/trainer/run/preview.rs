//! The offline phase's preview game: while the student learns from the teacher's buffer, it
//! plays greedily (at `end_e`) on an environment of its own, so the window's screen is never
//! dead. Nothing is learned from it, and it has its own generator: watching never changes
//! what the run does.

use super::saliency::Behind;
use super::Run;
use crate::env::AtariEnv;
use crate::protocol::{Actor, FrameMessage, TrainerEvent};
use crate::trainer::acting::{argmax, q_values};
use crate::trainer::learner::Learner;
use crate::trainer::TrainError;
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

/// The offline phase's preview game.
pub(super) struct Preview {
    env: AtariEnv,
    obs: Vec<u8>,
    screen: Vec<u8>,
    episode_return: f64,
    rng: Pcg64Mcg,
}

impl Run<'_> {
    /// One step of the preview game when the window waits for a frame (started at the
    /// first).
    pub(super) fn preview_step(
        &mut self,
        preview: &mut Option<Preview>,
        learner: &Learner,
        global_step: u64,
    ) -> Result<(), TrainError> {
        if !(self.options.frames && self.sink.wants_frame()) {
            return Ok(());
        }
        if preview.is_none() {
            let mut env = AtariEnv::new(&self.env, self.config.seed.wrapping_add(30_000))?;
            env.reset();
            *preview = Some(Preview {
                obs: vec![0; self.env.obs_len()],
                screen: vec![0; 210 * 160 * 3],
                env,
                episode_return: 0.0,
                // Its own generator: watching never changes what the run does.
                rng: Pcg64Mcg::seed_from_u64(self.config.seed ^ 0x9e3d),
            });
        }
        let Some(p) = preview.as_mut() else {
            return Ok(());
        };
        p.env.write_obs(&mut p.obs);
        let student = q_values(&learner.student, &p.obs, 1, &self.device)?.pop();
        let teacher = match &learner.teacher {
            Some(t) => q_values(t, &p.obs, 1, &self.device)?.pop(),
            None => None,
        };
        let greedy = student.as_deref().map_or(0, argmax);
        let action = if rand::Rng::random::<f64>(&mut p.rng) < self.config.end_e {
            rand::Rng::random_range(&mut p.rng, 0..p.env.num_actions())
        } else {
            greedy
        };
        let step = p.env.step(action);
        p.episode_return += step.reward as f64;
        p.env.raw_screen(&mut p.screen);
        self.sink.send(TrainerEvent::QValues {
            student,
            teacher,
            action,
        });
        self.sink.frame(FrameMessage {
            rgb: p.screen.clone(),
            actor: Actor::Preview,
            episode_return: p.episode_return,
            action,
            global_step,
        });
        // Maps of the observation that ends with the screen shown.
        if self.maps.due() {
            let mut obs = vec![0; p.obs.len()];
            p.env.write_obs(&mut obs);
            self.offer_maps(
                &p.screen,
                Actor::Preview,
                global_step,
                Behind {
                    obs: &obs,
                    student: Some(&learner.student),
                    teacher: learner.teacher.as_ref(),
                },
            );
        }
        if step.episode.is_some() {
            p.episode_return = 0.0;
        }
        if step.terminated || step.truncated {
            p.env.reset();
        }
        Ok(())
    }
}
