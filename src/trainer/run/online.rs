//! Phase 5, online (all of a DQN run): the student acts epsilon-greedy into its own buffer
//! D_S and learns every `train_frequency` steps after `learning_starts`, with the
//! distillation coefficient from its recent returns (QDagger) or none (DQN).

use super::pacing::Meter;
use super::saliency::Behind;
use super::screen::Shown;
use super::transitions::{add_transition, start_streams};
use super::{Control, Run};
use crate::agent::qdagger::linear_schedule;
use crate::agent::{ReplayBuffer, ReplaySpec};
use crate::config::Algorithm;
use crate::env::EnvPool;
use crate::protocol::{Actor, Phase, TrainerEvent};
use crate::trainer::acting::{epsilon_greedy, q_values};
use crate::trainer::cores::on_cores;
use crate::trainer::learner::Learner;
use crate::trainer::teacher_q::TeacherQCache;
use crate::trainer::TrainError;

impl Run<'_> {
    /// Phase 5 (all of DQN): the student acts into its own buffer and learns. On Stop it
    /// writes the stop's checkpoint itself (with the buffer, when the run keeps it).
    pub(super) fn online(&mut self, learner: &mut Learner) -> Result<Control, TrainError> {
        let qdagger = self.config.algorithm == Algorithm::Qdagger;
        // CleanRL's online loop counts on from the offline phase's last step.
        let offset = if qdagger {
            self.config.offline_steps
        } else {
            0
        };
        let total = self.config.total_timesteps;
        let first = if self.state.phase == Phase::Online {
            self.state.phase_step
        } else {
            0
        };
        self.enter(Phase::Online, total);
        self.state.phase_step = first;
        let n = self.config.num_envs;
        let (mut rb, restored_buffer) = self.student_buffer(first > 0)?;
        let env_seed = self
            .config
            .seed
            .wrapping_add(self.state.resumes * 1_000_003);
        let mut pool = EnvPool::new(&self.env, n, env_seed, None)?;
        start_streams(&mut rb, pool.obs(), n);
        let mut actions = Vec::with_capacity(n);
        let mut batches = self.batches(&rb)?;
        // The teacher's Q-values, once per transition (src/trainer/teacher_q.rs). On a GPU the
        // teacher's forward pass stays in the update, where it costs little.
        let mut teacher_table = match &learner.teacher {
            Some(t) if qdagger && self.device.is_cpu() => {
                Some(TeacherQCache::new(&rb, t.num_actions()))
            }
            _ => None,
        };
        let mut meter = Meter::new(first);
        let mut episode_returns = vec![0.0f64; n];
        let mut last_checkpoint = first;
        let exploration = self.config.exploration_fraction * total as f64;
        // A resumed run's buffer starts empty unless the checkpoint kept it: it refills to
        // `learning_starts` transitions (at most the buffer) before learning resumes,
        // instead of fitting a few dozen.
        let refill = if first > 0 && !restored_buffer {
            (self.config.learning_starts as usize).min(self.config.buffer_size)
        } else {
            0
        };
        let mut t = first;
        while t < total {
            let global_step = offset + t;
            self.state.global_step = global_step;
            self.state.phase_step = t;
            if self.poll(Some(learner), Some(&rb))? == Control::Stop {
                // The stop's checkpoint, here where the buffer is.
                self.checkpoint_with(learner, Some(&rb))?;
                return Ok(Control::Stop);
            }
            // The evaluation after `t` steps comes before the next step, after any
            // checkpoint at `t`: a run resumed from that checkpoint evaluates again, and
            // everything logged at a step is logged after the checkpoints of that step.
            if self.online_eval(learner, t)? == Control::Stop {
                self.checkpoint_with(learner, Some(&rb))?;
                return Ok(Control::Stop);
            }
            let live = self.state.live;
            let epsilon = live.epsilon_override.unwrap_or_else(|| {
                linear_schedule(
                    self.config.start_e,
                    self.config.end_e,
                    exploration,
                    global_step as f64,
                )
            });
            let obs = pool.obs().to_vec();
            let q0 = epsilon_greedy(
                &learner.student,
                &obs,
                n,
                epsilon,
                &mut self.state.rng,
                &mut actions,
            )?;
            let q0 = self.q_for_screen(q0, &learner.student, &obs, n)?;
            let teacher_q0 = match (
                &learner.teacher,
                self.options.frames && self.sink.wants_frame(),
            ) {
                (Some(teacher), true) => {
                    q_values(teacher, &obs[..obs.len() / n], 1, &self.device)?.pop()
                }
                _ => None,
            };
            self.send_frame(
                &mut pool,
                Shown {
                    actor: Actor::Student,
                    action: actions[0],
                    student_q: q0,
                    teacher_q: teacher_q0,
                    global_step,
                    episode_return: episode_returns[0],
                    behind: Behind {
                        obs: &obs[..obs.len() / n],
                        student: Some(&learner.student),
                        teacher: learner.teacher.as_ref(),
                    },
                },
            );
            let s = pool.step(&actions)?;
            self.pacer.pace(self.state.live.natural_speed);
            for (i, &action) in actions.iter().enumerate() {
                episode_returns[i] = if s.terminated[i] || s.truncated[i] {
                    0.0
                } else {
                    episode_returns[i] + s.rewards[i] as f64
                };
                add_transition(&mut rb, i, action, &s)?;
                if let Some(e) = s.episodes[i] {
                    self.student_game(e.episode_return, e.length, global_step, epsilon);
                }
            }
            for k in 0..n as u64 {
                let g = global_step + k;
                if g <= self.config.learning_starts {
                    continue;
                }
                if g % live.train_frequency == 0 && rb.len() >= self.config.batch_size.max(refill) {
                    let coefficient = if qdagger {
                        self.distill_coefficient(live.distill_threshold)
                    } else {
                        0.0
                    };
                    let mut tensors = batches.next(&mut rb, self.config.batch_size)?;
                    self.say_if_alone();
                    self.pass_on_gpu_notes();
                    let (table, batch, device) = (&mut teacher_table, &batches.batch, &self.device);
                    let pending = on_cores(self.options.cores.as_ref(), || {
                        if let (Some(table), Some(teacher)) = (table, &learner.teacher) {
                            if coefficient > 0.0 {
                                tensors.teacher_q =
                                    Some(table.values(teacher, &rb, batch, device)?);
                            }
                        }
                        learner.update(&tensors, coefficient, live.temperature, live.learning_rate)
                    })?;
                    self.state.adam_steps = learner.adam.steps();
                    if g % self.config.log_every == 0 {
                        let report = pending.read()?;
                        let sps =
                            (g as f64 / meter.start.elapsed().as_secs_f64().max(1e-9)).floor();
                        // One write per file for the step's rows.
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
                    }
                }
                if g % self.config.target_network_frequency == 0 {
                    learner.sync_target(self.config.tau)?;
                }
            }
            t += n as u64;
            self.state.phase_step = t;
            self.state.global_step = offset + t;
            if self.config.checkpoint_every > 0
                && t - last_checkpoint >= self.config.checkpoint_every
            {
                last_checkpoint = t;
                self.checkpoint_with(learner, Some(&rb))?;
            }
            if meter.due() {
                self.sink
                    .progress(Phase::Online, t, total, offset + t, meter.sps(t), epsilon);
            }
        }
        self.state.phase_step = total;
        self.state.global_step = offset + total;
        if self.online_eval(learner, total)? == Control::Stop {
            self.checkpoint_with(learner, Some(&rb))?;
            return Ok(Control::Stop);
        }
        self.sink.progress(
            Phase::Online,
            total,
            total,
            offset + total,
            meter.sps(total),
            self.config.end_e,
        );
        Ok(Control::Go)
    }

    /// The evaluation every `online_eval_every` steps, when `t` steps (of `num_envs` each)
    /// crossed a multiple of it.
    fn online_eval(&mut self, learner: &Learner, t: u64) -> Result<Control, TrainError> {
        let (every, n) = (self.config.online_eval_every, self.config.num_envs as u64);
        if every == 0 || t < n || t / every == (t - n) / every {
            return Ok(Control::Go);
        }
        let offset = if self.config.algorithm == Algorithm::Qdagger {
            self.config.offline_steps
        } else {
            0
        };
        self.student_eval(
            learner,
            Phase::Online,
            offset + t,
            ("charts/online/avg_episodic_return", "online"),
        )
    }

    /// A student game ended: its return joins the last 10 that lambda reads, and is logged
    /// under CleanRL's tags.
    fn student_game(&mut self, episodic_return: f64, length: u64, global_step: u64, epsilon: f64) {
        self.state.recent_returns.push(episodic_return);
        let len = self.state.recent_returns.len();
        if len > 10 {
            self.state.recent_returns.drain(..len - 10);
        }
        self.state.episodes += 1;
        // A game's rows in one write: a killed process never logs half a game.
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

    /// QDagger's distillation coefficient for the next gradient step: lambda from the
    /// student's last 10 returns against G_T (or normalised against a random policy's),
    /// weaned for good below `threshold`, times `distill_scale`.
    fn distill_coefficient(&mut self, threshold: f64) -> f64 {
        let g_t = self.state.teacher_return.unwrap_or(0.0);
        let baseline = if self.normalised_scores() {
            self.state.random_return
        } else {
            None
        };
        let lambda =
            self.state
                .weaning
                .coefficient(&self.state.recent_returns, g_t, baseline, threshold);
        lambda * self.config.distill_scale
    }

    /// The student's buffer D_S: the one saved with the checkpoint a resumed run started
    /// from (`checkpoint_buffer`), checked against the run, else a new empty one. Says
    /// whether it was restored.
    fn student_buffer(&mut self, resumed: bool) -> Result<(ReplayBuffer, bool), TrainError> {
        if let Some(path) = self.saved_replay.take().filter(|_| resumed) {
            let spec = ReplaySpec {
                env_id: self.config.env_id.clone(),
                capacity: self.config.buffer_size,
                num_envs: self.config.num_envs,
                stack: 4,
            };
            let rb = ReplayBuffer::load(&path, &spec)?;
            self.sink.send(TrainerEvent::Warning(format!(
                "the student's replay buffer holds {} transitions from the checkpoint (digest \
                 {:016x}); learning goes on without refilling it",
                rb.len(),
                rb.digest()
            )));
            return Ok((rb, true));
        }
        let rb = ReplayBuffer::new(
            self.config.buffer_size,
            self.config.num_envs,
            4,
            self.config.seed.wrapping_add(2 + self.state.resumes),
        )?;
        Ok((rb, false))
    }
}
