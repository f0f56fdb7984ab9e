//! Phase 3, the teacher's buffer D_T: the teacher acts epsilon-greedy on the environment
//! pool, epsilon falling from start_e to end_e over the phase.

use super::pacing::Meter;
use super::saliency::Behind;
use super::screen::Shown;
use super::transitions::{add_transition, start_streams};
use super::{Control, Run};
use crate::agent::qdagger::linear_schedule;
use crate::agent::ReplayBuffer;
use crate::env::EnvPool;
use crate::protocol::{Actor, Phase, TrainerEvent};
use crate::trainer::acting::epsilon_greedy;
use crate::trainer::learner::Learner;
use crate::trainer::TrainError;
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

impl Run<'_> {
    /// phase) into its own replay buffer. `None` if stopped.
    pub(super) fn teacher_buffer(
        &mut self,
        learner: &Learner,
    ) -> Result<Option<ReplayBuffer>, TrainError> {
        let total = self.config.teacher_steps;
        self.enter(Phase::TeacherBuffer, total);
        let teacher = learner
            .teacher
            .as_ref()
            .ok_or_else(|| TrainError::Config("QDagger needs a teacher".into()))?;
        let n = self.config.num_envs;
        let mut rb = ReplayBuffer::new(self.config.buffer_size, n, 4, self.config.seed)?;
        let mut pool = EnvPool::new(&self.env, n, self.config.seed, None)?;
        // The fill is seeded on its own, so a resumed run rebuilds the same buffer.
        let mut rng = Pcg64Mcg::seed_from_u64(self.config.seed.wrapping_add(1));
        start_streams(&mut rb, pool.obs(), n);
        let mut actions = Vec::with_capacity(n);
        let mut meter = Meter::new(0);
        let mut step = 0u64;
        // The shown game's (clipped) score so far.
        let mut clipped_return = 0.0;
        while step < total {
            if self.poll(None, None)? == Control::Stop {
                return Ok(None);
            }
            let epsilon = linear_schedule(
                self.config.start_e,
                self.config.end_e,
                total as f64,
                step as f64,
            );
            let obs = pool.obs().to_vec();
            let q0 = epsilon_greedy(teacher, &obs, n, epsilon, &mut rng, &mut actions)?;
            let q0 = self.q_for_screen(q0, teacher, &obs, n)?;
            self.send_frame(
                &mut pool,
                Shown {
                    actor: Actor::Teacher,
                    action: actions[0],
                    student_q: None,
                    teacher_q: q0,
                    global_step: step,
                    episode_return: clipped_return,
                    behind: Behind {
                        obs: &obs[..obs.len() / n],
                        student: None,
                        teacher: Some(teacher),
                    },
                },
            );
            let s = pool.step(&actions)?;
            self.pacer.pace(self.state.live.natural_speed);
            clipped_return = if s.terminated[0] || s.truncated[0] {
                0.0
            } else {
                clipped_return + s.rewards[0] as f64
            };
            for (i, &action) in actions.iter().enumerate() {
                add_transition(&mut rb, i, action, &s)?;
                if let Some(e) = s.episodes[i] {
                    self.sink.send(TrainerEvent::Episode {
                        actor: Actor::Teacher,
                        global_step: step,
                        episodic_return: e.episode_return,
                        length: e.length,
                    });
                }
            }
            step += n as u64;
            self.state.phase_step = step;
            if meter.due() {
                self.sink.progress(
                    Phase::TeacherBuffer,
                    step,
                    total,
                    step,
                    meter.sps(step),
                    epsilon,
                );
            }
        }
        self.sink.progress(
            Phase::TeacherBuffer,
            total,
            total,
            total,
            meter.sps(total),
            self.config.end_e,
        );
        Ok(Some(rb))
    }
}
