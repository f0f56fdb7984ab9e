//! QDagger (and DQN), phase after phase, as CleanRL's `qdagger_dqn_atari_impalacnn.py` reads
//! top to bottom. The comments `CleanRL n-m` name the lines of that 466-line script that each
//! part does; what is not the algorithm (the window's screen, the
//! logs' rows, checkpoints, commands between steps, the cores a step runs on) is one call
//! out to the other files of `src/trainer/run/`. docs/qdagger.md walks through this file.

use super::pacing::Meter;
use super::screen::{shown_return, Acting};
use super::transitions::{add_transition, start_streams};
use super::{mean, Control, Online, Run};
use crate::agent::qdagger::linear_schedule;
use crate::agent::ReplayBuffer;
use crate::config::Algorithm;
use crate::env::EnvPool;
use crate::protocol::{Actor, Phase, RunSummary};
use crate::trainer::acting::epsilon_greedy;
use crate::trainer::evaluate::returns;
use crate::trainer::learner::Learner;
use crate::trainer::TrainError;
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;

impl Run<'_> {
    /// The whole run: networks, then (QDagger) the teacher's evaluation, its buffer and the
    /// offline phase, then the online phase and the final evaluation. A resumed run starts at
    /// its checkpoint's phase.
    pub(super) fn phases(&mut self) -> Result<RunSummary, TrainError> {
        // CleanRL 236-247: the student, its target and Adam; the teacher.
        let mut learner = self.networks()?;
        if self.options.resume.is_some() {
            if let Some(ended) = self.resume(&mut learner)? {
                return Ok(ended);
            }
        }
        if self.config.algorithm == Algorithm::Qdagger {
            // A run resumed offline goes on from its checkpoint's step.
            let (resumed_in, step) = (self.state.phase, self.state.phase_step);
            let first = if resumed_in == Phase::Offline {
                step
            } else {
                0
            };
            if self.state.teacher_return.is_none() && self.teacher_eval(&learner)? == Control::Stop
            {
                return Ok(self.summary(false));
            }
            if self.normalised_scores()
                && self.state.random_return.is_none()
                && self.random_eval(&learner)? == Control::Stop
            {
                return Ok(self.summary(false));
            }
            // The teacher's buffer is only needed offline; a run resumed offline rebuilds it
            // (the same buffer: its fill has its own seed).
            if resumed_in != Phase::Online {
                let Some(mut teacher_rb) = self.teacher_buffer(&learner)? else {
                    return Ok(self.summary(false));
                };
                if self.offline(&mut learner, &mut teacher_rb, first)? == Control::Stop {
                    self.checkpoint(&learner)?;
                    return Ok(self.summary(false));
                }
                self.offline_done(&learner)?;
            }
        }
        if self.online(&mut learner)? == Control::Stop {
            return Ok(self.summary(false));
        }
        self.state.phase = Phase::Done;
        self.state.final_evaluated = Some(false);
        self.checkpoint(&learner)?;
        // CleanRL 439-456: `eval/episodic_return` of 10 games after training.
        self.finish(&learner)
    }

    /// CleanRL 250-260: G_T, the teacher's mean return over whole games at epsilon = end_e.
    fn teacher_eval(&mut self, learner: &Learner) -> Result<Control, TrainError> {
        let teacher = learner.qdagger_teacher()?;
        self.enter(Phase::TeacherEval, self.teacher_eval_games());
        let Some(played) = self.play_games(teacher, self.teacher_games())? else {
            return Ok(Control::Stop);
        };
        let g_t = mean(&returns(&played));
        self.state.teacher_return = Some(g_t);
        self.teacher_evaluated(g_t, &played);
        Ok(Control::Go)
    }

    /// CleanRL 262-288: the teacher's buffer D_T, the teacher acting epsilon-greedy with
    /// epsilon falling from start_e to end_e over `teacher_steps`. `None` if stopped.
    fn teacher_buffer(&mut self, learner: &Learner) -> Result<Option<ReplayBuffer>, TrainError> {
        let total = self.config.teacher_steps;
        self.enter(Phase::TeacherBuffer, total);
        let teacher = learner.qdagger_teacher()?;
        let (n, seed) = (self.config.num_envs, self.config.seed);
        let mut teacher_rb = ReplayBuffer::new(self.config.buffer_size, n, 4, seed)?;
        let mut envs = EnvPool::new(&self.env, n, seed, None)?;
        // Its own generator, so that a resumed run rebuilds the same buffer.
        let mut rng = Pcg64Mcg::seed_from_u64(seed.wrapping_add(1));
        start_streams(&mut teacher_rb, envs.obs(), n);
        let (mut actions, mut meter) = (Vec::with_capacity(n), Meter::new(0));
        let (mut step, mut shown) = (0u64, 0.0);
        while step < total {
            if self.poll(None, None)? == Control::Stop {
                return Ok(None);
            }
            let (start_e, end_e) = (self.config.start_e, self.config.end_e);
            let epsilon = linear_schedule(start_e, end_e, total as f64, step as f64);
            let obs = envs.obs().to_vec();
            let q = epsilon_greedy(teacher, &obs, n, epsilon, &mut rng, &mut actions)?;
            let acting = Acting::new(Actor::Teacher, &obs, n, actions[0], q, step, shown);
            self.show(&mut envs, acting.with(None, Some(teacher)))?;
            let s = envs.step(&actions)?;
            self.pacer.pace(self.state.live.natural_speed);
            shown = shown_return(shown, &s);
            for (i, &action) in actions.iter().enumerate() {
                add_transition(&mut teacher_rb, i, action, &s)?;
                if let Some(e) = s.episodes[i] {
                    self.teacher_game(e.episode_return, e.length, step);
                }
            }
            step += n as u64;
            self.state.phase_step = step;
            meter.report(self.sink, Phase::TeacherBuffer, step, total, step, epsilon);
        }
        meter.finish(
            self.sink,
            Phase::TeacherBuffer,
            total,
            total,
            self.config.end_e,
        );
        Ok(Some(teacher_rb))
    }

    /// CleanRL 290-339: offline gradient steps on the teacher's buffer with lambda = 1 (times
    /// `distill_scale`), from step `first` (a resumed run's checkpoint).
    fn offline(
        &mut self,
        learner: &mut Learner,
        teacher_rb: &mut ReplayBuffer,
        first: u64,
    ) -> Result<Control, TrainError> {
        let total = self.config.offline_steps;
        self.enter(Phase::Offline, total);
        self.state.phase_step = first;
        let mut batches = self.batches(teacher_rb)?;
        // A run resumed offline: the rebuilt buffer samples on from where the checkpoint
        // left its generator (an older checkpoint kept none: other batches from here on).
        if let Some(sampler) = self.state.offline_sampler.take().filter(|_| first > 0) {
            teacher_rb.set_sampler(sampler);
        }
        self.state.offline_sampler = Some(teacher_rb.sampler().clone());
        let mut meter = Meter::new(first);
        let mut preview = None;
        let teacher_q = self.offline_teacher_q(learner, teacher_rb, total - first.min(total))?;
        for global_step in first..total {
            self.state.global_step = global_step;
            self.state.phase_step = global_step;
            if self.poll(Some(learner), None)? == Control::Stop {
                return Ok(Control::Stop);
            }
            self.preview_step(&mut preview, learner, global_step)?;
            // CleanRL 292-310: a batch of D_T and a gradient step of the QDagger loss.
            let mut data = batches.next(teacher_rb, self.config.batch_size)?;
            self.state.offline_sampler = Some(teacher_rb.sampler().clone());
            if let Some(cache) = &teacher_q {
                data.teacher_q = cache.gather(teacher_rb, &batches.batch, &self.device)?;
            }
            let losses = self.gradient_step(learner, data, self.config.distill_scale, None)?;
            // CleanRL 313-320: the target's sync, the losses' log.
            if global_step % self.config.target_network_frequency == 0 {
                learner.sync_target(self.config.tau)?;
            }
            if global_step % self.config.log_every == 0 {
                self.log_offline_losses(global_step, losses)?;
            }
            // CleanRL 322-339: an evaluation (then a checkpoint, with it logged).
            if global_step % self.config.offline_eval_every == 0 {
                self.state.phase_step = global_step + 1;
                let tags = ("charts/offline/avg_episodic_return", "offline");
                if self.student_eval(learner, Phase::Offline, global_step, tags)? == Control::Stop {
                    return Ok(Control::Stop);
                }
                self.checkpoint(learner)?;
            }
            let done = global_step + 1;
            meter.report(self.sink, Phase::Offline, done, total, global_step, 0.0);
        }
        self.state.phase_step = total;
        meter.finish(self.sink, Phase::Offline, total, total, 0.0);
        Ok(Control::Go)
    }

    /// CleanRL 341-437 (all of `dqn_atari.py`): the student acts epsilon-greedy into its own
    /// buffer D_S and learns every `train_frequency` steps after `learning_starts`, with the
    /// distillation coefficient from its last 10 returns (QDagger) or 0 (DQN). On Stop it
    /// writes the stop's checkpoint itself, with the buffer when the run keeps it.
    fn online(&mut self, learner: &mut Learner) -> Result<Control, TrainError> {
        let qdagger = self.config.algorithm == Algorithm::Qdagger;
        // CleanRL 359: the step counter goes on from the offline phase's last step.
        let offset = if qdagger {
            self.config.offline_steps
        } else {
            0
        };
        // Epsilon's schedule runs over `total`; the phase ends at `end` (`--stop-at`).
        let (total, end) = (self.config.total_timesteps, self.config.online_end());
        let first = if self.state.phase == Phase::Online {
            self.state.phase_step
        } else {
            0
        };
        self.enter(Phase::Online, end);
        self.state.phase_step = first;
        let n = self.config.num_envs;
        let (mut rb, mut envs, learns_from) = self.online_start(first)?;
        let mut batches = self.batches(&rb)?;
        let mut teacher_q = self.online_teacher_q(learner, &rb, qdagger);
        let (mut actions, mut meter) = (Vec::with_capacity(n), Meter::new(first));
        let mut shown = 0.0;
        let (mut last_checkpoint, mut t) = (first, first);
        let exploration = self.config.exploration_fraction * total as f64;
        while t < end {
            let global_step = offset + t;
            self.state.global_step = global_step;
            self.state.phase_step = t;
            if self.poll(Some(learner), Some(Online::of(&rb, &envs, &teacher_q)))? == Control::Stop
                || self.online_eval(learner, t)? == Control::Stop
            {
                self.checkpoint_with(learner, Some(Online::of(&rb, &envs, &teacher_q)))?;
                return Ok(Control::Stop);
            }
            // CleanRL 361-366: epsilon-greedy (a slider may override the schedule).
            let live = self.state.live;
            let (start_e, end_e) = (self.config.start_e, self.config.end_e);
            let epsilon = live.epsilon_override.unwrap_or_else(|| {
                linear_schedule(start_e, end_e, exploration, global_step as f64)
            });
            let obs = envs.obs().to_vec();
            let student = &learner.student;
            let q = epsilon_greedy(student, &obs, n, epsilon, &mut self.state.rng, &mut actions)?;
            let acting = Acting::new(Actor::Student, &obs, n, actions[0], q, global_step, shown);
            self.show(
                &mut envs,
                acting.with(Some(student), learner.teacher.as_ref()),
            )?;
            // CleanRL 369-392: step, log each game that ended, store the transitions.
            let s = envs.step(&actions)?;
            self.pacer.pace(self.state.live.natural_speed);
            shown = shown_return(shown, &s);
            for (i, &action) in actions.iter().enumerate() {
                add_transition(&mut rb, i, action, &s)?;
                if let Some(e) = s.episodes[i] {
                    self.student_game(e.episode_return, e.length, global_step, epsilon);
                }
            }
            // CleanRL 394-437: a gradient step every `train_frequency` steps, a target sync
            // every `target_network_frequency`, for each environment's step.
            for g in global_step..global_step + n as u64 {
                if g <= self.config.learning_starts {
                    continue;
                }
                if g % live.train_frequency == 0 && rb.len() >= learns_from {
                    let coefficient = if qdagger {
                        self.distill_coefficient(live.distill_threshold)
                    } else {
                        0.0
                    };
                    let data = batches.next(&mut rb, self.config.batch_size)?;
                    let table = teacher_q.as_mut().map(|q| (q, &rb, &batches.batch));
                    let losses = self.gradient_step(learner, data, coefficient, table)?;
                    if g % self.config.log_every == 0 {
                        let sps = (g as f64 / meter.seconds()).floor();
                        self.log_online_losses(g, losses, coefficient, sps, qdagger)?;
                    }
                }
                if g % self.config.target_network_frequency == 0 {
                    learner.sync_target(self.config.tau)?;
                }
            }
            t += n as u64;
            self.state.phase_step = t;
            self.state.global_step = offset + t;
            // At every multiple of the period the step passes, counted from the phase's
            // start, so that a resumed run checkpoints where the run would have had it gone
            // on (and a fork's stopped arm where its twin does).
            let every = self.config.checkpoint_every;
            if every > 0 && t / every > last_checkpoint / every {
                last_checkpoint = t;
                self.checkpoint_with(learner, Some(Online::of(&rb, &envs, &teacher_q)))?;
            }
            meter.report(self.sink, Phase::Online, t, end, offset + t, epsilon);
        }
        self.state.phase_step = end;
        self.state.global_step = offset + end;
        if self.online_eval(learner, end)? == Control::Stop {
            self.checkpoint_with(learner, Some(Online::of(&rb, &envs, &teacher_q)))?;
            return Ok(Control::Stop);
        }
        meter.finish(
            self.sink,
            Phase::Online,
            end,
            offset + end,
            self.config.end_e,
        );
        Ok(Control::Go)
    }

    /// CleanRL 372-382: a student game ended: its return joins the last 10 (CleanRL's
    /// `episodic_returns` deque) and is logged under CleanRL's tags.
    fn student_game(&mut self, episodic_return: f64, length: u64, global_step: u64, epsilon: f64) {
        let recent = &mut self.state.recent_returns;
        recent.push(episodic_return);
        if recent.len() > 10 {
            recent.drain(..recent.len() - 10);
        }
        self.state.episodes += 1;
        self.log_student_game(episodic_return, length, global_step, epsilon);
    }

    /// CleanRL 399-402: the distillation coefficient of the next gradient step: 1 until 10
    /// games ended, then max(1 - G_S / G_T, 0) of the last 10 returns (or the paper's
    /// normalised scores against a random policy's), weaned for good below `threshold`
    /// (src/agent/qdagger.rs), times `distill_scale`.
    fn distill_coefficient(&mut self, threshold: f64) -> f64 {
        let g_t = self.state.teacher_return.unwrap_or(0.0);
        let baseline = self
            .state
            .random_return
            .filter(|_| self.normalised_scores());
        let recent = &self.state.recent_returns;
        let lambda = self
            .state
            .weaning
            .coefficient(recent, g_t, baseline, threshold);
        lambda * self.config.distill_scale
    }
}
