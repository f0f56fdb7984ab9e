//! Phase 4, offline: gradient steps on the teacher's buffer with the distillation
//! coefficient 1 (times `distill_scale`), evaluations and checkpoints every
//! `offline_eval_every` steps, and a preview game so the window shows the student meanwhile.

use super::pacing::Meter;
use super::saliency::Behind;
use super::{Control, Run};
use crate::agent::ReplayBuffer;
use crate::env::AtariEnv;
use crate::protocol::{Actor, FrameMessage, Phase, TrainerEvent};
use crate::trainer::acting::{argmax, q_values};
use crate::trainer::cores::on_cores;
use crate::trainer::learner::Learner;
use crate::trainer::teacher_q::TeacherQCache;
use crate::trainer::TrainError;
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

/// The offline phase's preview game.
struct Preview {
    env: AtariEnv,
    obs: Vec<u8>,
    screen: Vec<u8>,
    episode_return: f64,
    rng: Pcg64Mcg,
}

impl Run<'_> {
    /// Phase 4: gradient steps on the teacher's buffer with lambda = 1 (times the scale),
    /// from step `first` (a resumed run's checkpoint).
    pub(super) fn offline(
        &mut self,
        learner: &mut Learner,
        rb: &mut ReplayBuffer,
        first: u64,
    ) -> Result<Control, TrainError> {
        let total = self.config.offline_steps;
        self.enter(Phase::Offline, total);
        self.state.phase_step = first;
        let mut batches = self.batches(rb)?;
        let mut meter = Meter::new(first);
        let mut preview: Option<Preview> = None;
        let draws = (total - first.min(total)) * self.config.batch_size as u64;
        let cache = match &learner.teacher {
            Some(t) if TeacherQCache::worthwhile(draws, rb.len()) => {
                Some(TeacherQCache::build(t, rb, &self.device)?)
            }
            _ => None,
        };
        for s in first..total {
            self.state.global_step = s;
            self.state.phase_step = s;
            if self.poll(Some(learner), None)? == Control::Stop {
                return Ok(Control::Stop);
            }
            if self.options.frames && self.sink.wants_frame() {
                self.preview_step(&mut preview, learner, s)?;
            }
            let mut tensors = batches.next(rb, self.config.batch_size)?;
            if let Some(cache) = &cache {
                tensors.teacher_q = cache.gather(rb, &batches.batch, &self.device)?;
            }
            let live = self.state.live;
            self.say_if_alone();
            self.pass_on_gpu_notes();
            let pending = on_cores(self.options.cores.as_ref(), || {
                learner.update(
                    &tensors,
                    self.config.distill_scale,
                    live.temperature,
                    live.learning_rate,
                )
            })?;
            self.state.adam_steps = learner.adam.steps();
            if s % self.config.target_network_frequency == 0 {
                learner.sync_target(self.config.tau)?;
            }
            if s % self.config.log_every == 0 {
                let report = pending.read()?;
                self.scalars(&[
                    ("charts/offline/loss", report.loss, s),
                    ("charts/offline/q_loss", report.td_loss, s),
                    ("charts/offline/distill_loss", report.distill_loss, s),
                    // Not in CleanRL: what the window and the page plot live, so that a
                    // resumed run's history has them too.
                    ("charts/offline/q_values", report.q_values, s),
                    ("charts/offline/distill_coeff", report.distill_coeff, s),
                ]);
                self.sink.losses(Phase::Offline, s, report);
            }
            if s % self.config.offline_eval_every == 0 {
                // Evaluated, then checkpointed with the evaluation logged (a stop during the
                // evaluation gets its checkpoint from the caller).
                self.state.phase_step = s + 1;
                if self.student_eval(
                    learner,
                    Phase::Offline,
                    s,
                    ("charts/offline/avg_episodic_return", "offline"),
                )? == Control::Stop
                {
                    return Ok(Control::Stop);
                }
                self.checkpoint(learner)?;
            }
            if meter.due() {
                self.sink
                    .progress(Phase::Offline, s + 1, total, s, meter.sps(s + 1), 0.0);
            }
        }
        self.state.phase_step = total;
        self.sink
            .progress(Phase::Offline, total, total, total, meter.sps(total), 0.0);
        Ok(Control::Go)
    }

    /// One step of the offline phase's preview game, shown in the window: the student plays
    /// greedily (at `end_e`) on an environment of its own, so the screen is never dead while
    /// it learns from the teacher's buffer.
    fn preview_step(
        &mut self,
        preview: &mut Option<Preview>,
        learner: &Learner,
        global_step: u64,
    ) -> Result<(), TrainError> {
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
