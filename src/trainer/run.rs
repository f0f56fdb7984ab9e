//! One run, phase by phase, as CleanRL's `qdagger_dqn_atari_impalacnn.py` (or `dqn_atari.py`)
//! reads top to bottom.

use super::acting::{argmax, epsilon_greedy, q_values};
use super::checkpoint::{self, RunState};
use super::evaluate::{evaluate, EvalHooks, EvalSpec};
use super::learner::Learner;
use super::{Sink, TrainError, TrainerOptions};
use crate::agent::qdagger::{linear_schedule, LambdaScores, Weaning};
use crate::agent::{device, device_name, Batch, QNetwork, ReplayBuffer};
use crate::config::{Algorithm, LiveParams, TrainConfig};
use crate::env::frame::FRAME_LEN;
use crate::env::{AtariEnv, EnvConfig, EnvPool, Game};
use crate::logging::ScalarLog;
use crate::protocol::{
    Actor, FrameMessage, LiveParam, LossReport, Phase, RunSummary, TrainerCommand, TrainerEvent,
};
use crate::teacher::{load_teacher, TeacherSource};
use crate::video::Recorder;
use candle_core::Device;
use crossbeam_channel::{Receiver, RecvTimeoutError, TryRecvError};
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// Keeps stepping at the game's natural speed when asked: 60 frames a second, so one agent
/// step (4 frames) every 1/15 s.
#[derive(Default)]
struct Pacer {
    last: Option<Instant>,
}

impl Pacer {
    const STEP: Duration = Duration::from_micros(1_000_000 / 15);

    fn pace(&mut self, natural: bool) {
        if natural {
            if let Some(last) = self.last {
                let next = last + Self::STEP;
                let now = Instant::now();
                if next > now {
                    std::thread::sleep(next - now);
                }
            }
            self.last = Some(Instant::now());
        } else {
            self.last = None;
        }
    }
}

/// What an evaluation inside a run reports as it plays: each game, progress, screens; it
/// ends early on Stop and keeps every other command for after the games.
struct GameHooks<'s> {
    sink: &'s mut Sink,
    commands: &'s Receiver<TrainerCommand>,
    actor: Actor,
    phase: Phase,
    episodes: u64,
    global_step: u64,
    epsilon: f64,
    done: u64,
    stop: bool,
    frames: bool,
    natural: bool,
    pacer: Pacer,
    deferred: Vec<TrainerCommand>,
    /// `--capture-video`: environment 0's first game, until it ends.
    video: Option<Recorder>,
    video_open: bool,
}

impl EvalHooks for GameHooks<'_> {
    fn env_game(&mut self, env: usize, episodic_return: f64, length: u64) {
        if env == 0 {
            self.video_open = false;
        }
        self.game(episodic_return, length)
    }

    fn game(&mut self, episodic_return: f64, length: u64) {
        self.done += 1;
        self.sink.send(TrainerEvent::Episode {
            actor: self.actor,
            global_step: self.global_step,
            episodic_return,
            length,
        });
        if self.phase == Phase::TeacherEval {
            self.sink.send(TrainerEvent::Progress {
                phase: self.phase,
                done: self.done,
                total: self.episodes,
                global_step: self.global_step,
                sps: 0.0,
                epsilon: self.epsilon,
            });
        }
    }

    fn keep_going(&mut self) -> bool {
        while let Ok(command) = self.commands.try_recv() {
            match command {
                TrainerCommand::Stop => self.stop = true,
                TrainerCommand::Set(LiveParam::NaturalSpeed(on)) => {
                    self.natural = on;
                    self.deferred.push(command);
                }
                other => self.deferred.push(other),
            }
        }
        self.pacer.pace(self.natural);
        !self.stop
    }

    fn wants_frame(&self) -> bool {
        (self.frames && self.sink.wants_frame()) || (self.video.is_some() && self.video_open)
    }

    fn frame(&mut self, rgb: &[u8], action: usize) {
        if let (Some(video), true) = (&self.video, self.video_open) {
            // Every frame, as CleanRL's videos hold: the encoder is ours, not the window, so
            // waiting for it never blocks on the UI. If it stopped, finishing the video says
            // why.
            if video
                .push_wait(crate::video::compose(rgb, 1, None), None)
                .is_err()
            {
                self.video_open = false;
            }
        }
        if !(self.frames && self.sink.wants_frame()) {
            return;
        }
        self.sink.frame(FrameMessage {
            rgb: rgb.to_vec(),
            actor: self.actor,
            episode_return: 0.0,
            action,
            global_step: self.global_step,
        });
    }
}

/// The offline phase's preview game.
struct Preview {
    env: AtariEnv,
    obs: Vec<u8>,
    screen: Vec<u8>,
    episode_return: f64,
    rng: Pcg64Mcg,
}

/// Which games [`Run::play_games`] plays.
struct Games {
    actor: Actor,
    phase: Phase,
    episodes: usize,
    seed: u64,
}

impl Games {
    fn new(actor: Actor, phase: Phase, episodes: usize, seed: u64) -> Self {
        Self {
            actor,
            phase,
            episodes,
            seed,
        }
    }
}

/// What the command loop decided.
#[derive(PartialEq)]
enum Control {
    Go,
    Stop,
}

/// Throttles progress events to a few per second and measures steps per second.
struct Meter {
    start: Instant,
    last_sent: Instant,
    start_step: u64,
}

impl Meter {
    fn new(step: u64) -> Self {
        let now = Instant::now();
        Self {
            start: now,
            last_sent: now - Duration::from_secs(1),
            start_step: step,
        }
    }

    fn sps(&self, step: u64) -> f64 {
        let secs = self.start.elapsed().as_secs_f64().max(1e-9);
        step.saturating_sub(self.start_step) as f64 / secs
    }

    fn due(&mut self) -> bool {
        if self.last_sent.elapsed() >= Duration::from_millis(200) {
            self.last_sent = Instant::now();
            true
        } else {
            false
        }
    }
}

/// What the app is shown with a frame.
struct Shown {
    actor: Actor,
    action: usize,
    student_q: Option<Vec<f32>>,
    teacher_q: Option<Vec<f32>>,
    global_step: u64,
    episode_return: f64,
}

pub(super) struct Run<'a> {
    config: TrainConfig,
    options: TrainerOptions,
    sink: &'a mut Sink,
    commands: Receiver<TrainerCommand>,
    device: Device,
    run_dir: PathBuf,
    env: EnvConfig,
    log: ScalarLog,
    state: RunState,
    paused: bool,
    step_once: bool,
    save_requested: bool,
    num_actions: usize,
    /// Commands received during an evaluation, handled at the next poll.
    pending: std::collections::VecDeque<TrainerCommand>,
    pacer: Pacer,
}

fn io_err(path: &Path) -> impl FnOnce(std::io::Error) -> TrainError + '_ {
    move |source| TrainError::Io {
        path: path.to_path_buf(),
        source,
    }
}

impl<'a> Run<'a> {
    /// Sets the run up (directory, logs, teacher) and runs every phase.
    pub(super) fn start(
        config: TrainConfig,
        options: TrainerOptions,
        sink: &'a mut Sink,
        commands: Receiver<TrainerCommand>,
    ) -> Result<RunSummary, TrainError> {
        let (config, run_dir, resumed) = match &options.resume {
            Some(dir) => {
                let p = dir.join("config.toml");
                let text = std::fs::read_to_string(&p).map_err(io_err(&p))?;
                let config = TrainConfig::from_toml(&text)
                    .map_err(|e| TrainError::Config(format!("{}: {e}", p.display())))?;
                (config, dir.clone(), true)
            }
            None => {
                let dir = new_run_dir(&config);
                (config, dir, false)
            }
        };
        config.validate().map_err(TrainError::Config)?;
        let device = device(&config.device)?;
        std::fs::create_dir_all(&run_dir).map_err(io_err(&run_dir))?;
        if !resumed {
            let p = run_dir.join("config.toml");
            std::fs::write(&p, config.to_toml()).map_err(io_err(&p))?;
        }
        let log = ScalarLog::open(&run_dir).map_err(io_err(&run_dir))?;
        let env = config.env_config();
        let spec = Game::parse(&config.env_id).map_err(crate::env::EnvError::from)?;
        // One environment tells the action set (and checks the game starts).
        let probe = crate::env::AtariEnv::new(&env, config.seed)?;
        let num_actions = probe.num_actions();
        let action_meanings = probe
            .action_meanings()
            .iter()
            .map(|s| s.to_string())
            .collect();
        drop(probe);
        let state = RunState {
            phase: Phase::LoadTeacher,
            phase_step: 0,
            global_step: 0,
            adam_steps: 0,
            teacher_return: None,
            random_return: None,
            weaning: Weaning::default(),
            recent_returns: vec![],
            live: LiveParams::from_config(&config),
            rng: Pcg64Mcg::seed_from_u64(config.seed),
            resumes: 0,
        };
        let teacher_label =
            (config.algorithm == Algorithm::Qdagger).then(|| teacher_source(&config).to_string());
        sink.send(TrainerEvent::Started {
            run_dir: run_dir.clone(),
            env_id: if config.env_id == spec.game.cleanrl_id() {
                config.env_id.clone()
            } else {
                format!("{} ({})", config.env_id, spec.game.cleanrl_id())
            },
            action_meanings,
            device: device_name(&device),
            teacher: teacher_label,
            config_toml: config.to_toml(),
        });
        let mut run = Run {
            config,
            options,
            sink,
            commands,
            device,
            run_dir,
            env,
            log,
            state,
            paused: false,
            step_once: false,
            save_requested: false,
            num_actions,
            pending: Default::default(),
            pacer: Pacer::default(),
        };
        let result = run.phases();
        let _ = run.log.flush();
        result
    }

    fn phases(&mut self) -> Result<RunSummary, TrainError> {
        let student = QNetwork::new(
            self.config.student_arch,
            self.num_actions,
            self.config.seed,
            &self.device,
        )?;
        let teacher = match self.config.algorithm {
            Algorithm::Qdagger => Some(self.load_teacher()?),
            Algorithm::Dqn => None,
        };
        let mut learner = Learner::new(
            student,
            teacher,
            self.config.learning_rate,
            self.config.gamma,
            self.config.td_loss,
            self.config.kl_reduction,
        )?;
        if self.options.resume.is_some() {
            self.restore(&mut learner)?;
        }
        let stopped = |run: &mut Self, learner: &Learner| -> Result<RunSummary, TrainError> {
            run.checkpoint(learner)?;
            Ok(run.summary(false))
        };

        if self.config.algorithm == Algorithm::Qdagger {
            let resume_phase = self.state.phase;
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
            if matches!(resume_phase, Phase::Online) {
                // The teacher's buffer is only needed offline.
            } else {
                let Some(mut teacher_rb) = self.teacher_buffer(&learner)? else {
                    return Ok(self.summary(false));
                };
                if self.offline(&mut learner, &mut teacher_rb)? == Control::Stop {
                    return stopped(self, &learner);
                }
            }
        }
        if self.online(&mut learner)? == Control::Stop {
            return stopped(self, &learner);
        }
        self.state.phase = Phase::Done;
        self.checkpoint(&learner)?;
        self.final_eval(&learner)?;
        self.sink.send(TrainerEvent::PhaseStarted {
            phase: Phase::Done,
            total: 0,
            from: 0,
        });
        Ok(self.summary(true))
    }

    fn summary(&self, completed: bool) -> RunSummary {
        let r = &self.state.recent_returns;
        RunSummary {
            run_dir: self.run_dir.clone(),
            global_step: self.state.global_step,
            completed,
            teacher_return: self.state.teacher_return,
            recent_student_return: (!r.is_empty()).then(|| r.iter().sum::<f64>() / r.len() as f64),
        }
    }

    fn load_teacher(&mut self) -> Result<QNetwork, TrainError> {
        self.sink.send(TrainerEvent::PhaseStarted {
            phase: Phase::LoadTeacher,
            total: 1,
            from: 0,
        });
        let source = teacher_source(&self.config);
        let t = load_teacher(
            &source,
            &self.config.env_id,
            self.num_actions,
            &self.device,
            &self.options.hub,
        )?;
        if let Some(why) = t.fallback {
            self.sink.send(TrainerEvent::Warning(why));
        }
        self.sink.send(TrainerEvent::TeacherLoaded {
            source: t.source.to_string(),
            network: t.network.arch().to_string(),
        });
        Ok(t.network)
    }

    fn restore(&mut self, learner: &mut Learner) -> Result<(), TrainError> {
        let loaded = checkpoint::load_latest(&self.run_dir, &self.device)?;
        learner.student.load(&loaded.student)?;
        learner.target.load(&loaded.target)?;
        learner
            .adam
            .load_state(&loaded.adam, loaded.state.adam_steps)?;
        self.state = loaded.state;
        self.state.resumes += 1;
        self.sink.send(TrainerEvent::Warning(format!(
            "resumed from {} at global step {} ({} phase); replay buffers start empty",
            loaded.dir.display(),
            self.state.global_step,
            self.state.phase.label()
        )));
        Ok(())
    }

    /// Phase 2: G_T, the teacher's mean return over whole games at epsilon = end_e.
    fn teacher_eval(&mut self, learner: &Learner) -> Result<Control, TrainError> {
        let teacher = learner
            .teacher
            .as_ref()
            .ok_or_else(|| TrainError::Config("QDagger needs a teacher".into()))?;
        let episodes = self.config.teacher_eval_episodes;
        self.enter(Phase::TeacherEval, self.teacher_eval_games());
        let seed = self.config.seed.wrapping_add(10_000);
        let Some(returns) = self.play_games(
            teacher,
            Games::new(Actor::Teacher, Phase::TeacherEval, episodes, seed),
        )?
        else {
            return Ok(Control::Stop);
        };
        let g_t = mean(&returns);
        if g_t <= 0.0 && !self.normalised_scores() {
            self.sink.send(TrainerEvent::Warning(format!(
                "the teacher's mean return G_T is {g_t}: CleanRL's distillation coefficient \
                 1 - G_S / G_T is not meaningful for a teacher that does not score above 0; \
                 --lambda-scores normalized compares scores from a random policy's instead"
            )));
        }
        self.state.teacher_return = Some(g_t);
        self.scalar("charts/teacher/avg_episodic_return", g_t, 0);
        self.sink.send(TrainerEvent::Evaluation {
            actor: Actor::Teacher,
            phase: Phase::TeacherEval,
            global_step: 0,
            returns,
        });
        Ok(Control::Go)
    }

    /// The baseline of normalised scores: a random policy's mean return over as many games
    /// as the teacher's evaluation (the teacher's network is passed but never asked).
    fn random_eval(&mut self, learner: &Learner) -> Result<Control, TrainError> {
        let net = learner.teacher.as_ref().unwrap_or(&learner.student);
        let episodes = self.config.teacher_eval_episodes;
        let seed = self.config.seed.wrapping_add(40_000);
        let Some(returns) = self.play_games(
            net,
            Games::new(Actor::Random, Phase::TeacherEval, episodes, seed),
        )?
        else {
            return Ok(Control::Stop);
        };
        let r = mean(&returns);
        self.state.random_return = Some(r);
        self.scalar("charts/random/avg_episodic_return", r, 0);
        if let Some(g_t) = self.state.teacher_return {
            if g_t <= r {
                self.sink.send(TrainerEvent::Warning(format!(
                    "the teacher's mean return G_T = {g_t} is no better than a random \
                     policy's ({r}): online distillation is off (lambda 0); use a better \
                     teacher"
                )));
            }
        }
        self.sink.send(TrainerEvent::Evaluation {
            actor: Actor::Random,
            phase: Phase::TeacherEval,
            global_step: 0,
            returns,
        });
        Ok(Control::Go)
    }

    /// Games of the teacher-evaluation phase: the teacher's, then as many of a random policy
    /// with normalised scores.
    fn teacher_eval_games(&self) -> u64 {
        let games = self.config.teacher_eval_episodes as u64;
        if self.normalised_scores() {
            2 * games
        } else {
            games
        }
    }

    /// Whether lambda compares normalised scores (and so needs a random policy's return).
    fn normalised_scores(&self) -> bool {
        self.config.lambda_scores == LambdaScores::Normalized
    }

    /// Phase 3: the teacher acts epsilon-greedy (epsilon from start_e to end_e over the
    /// phase) into its own replay buffer. `None` if stopped.
    fn teacher_buffer(&mut self, learner: &Learner) -> Result<Option<ReplayBuffer>, TrainError> {
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
            if self.poll(None)? == Control::Stop {
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
                self.progress(
                    Phase::TeacherBuffer,
                    step,
                    total,
                    step,
                    meter.sps(step),
                    epsilon,
                );
            }
        }
        self.progress(
            Phase::TeacherBuffer,
            total,
            total,
            total,
            meter.sps(total),
            self.config.end_e,
        );
        Ok(Some(rb))
    }

    /// Phase 4: gradient steps on the teacher's buffer with lambda = 1 (times the scale).
    fn offline(
        &mut self,
        learner: &mut Learner,
        rb: &mut ReplayBuffer,
    ) -> Result<Control, TrainError> {
        let total = self.config.offline_steps;
        let first = if self.state.phase == Phase::Offline {
            self.state.phase_step
        } else {
            0
        };
        self.enter(Phase::Offline, total);
        self.state.phase_step = first;
        let mut batch = Batch::default();
        let mut meter = Meter::new(first);
        let mut preview: Option<Preview> = None;
        for s in first..total {
            self.state.global_step = s;
            self.state.phase_step = s;
            if self.poll(Some(learner))? == Control::Stop {
                return Ok(Control::Stop);
            }
            if self.options.frames && self.sink.wants_frame() {
                self.preview_step(&mut preview, learner, s)?;
            }
            rb.sample_into(self.config.batch_size, &mut batch)?;
            let tensors = batch.to_tensors(4, &self.device)?;
            let live = self.state.live.clone();
            let report = learner.update(
                &tensors,
                self.config.distill_scale,
                live.temperature,
                live.learning_rate,
            )?;
            self.state.adam_steps = learner.adam.steps();
            if s % self.config.target_network_frequency == 0 {
                learner.sync_target(self.config.tau)?;
            }
            if s % self.config.log_every == 0 {
                self.scalar("charts/offline/loss", report.loss, s);
                self.scalar("charts/offline/q_loss", report.td_loss, s);
                self.scalar("charts/offline/distill_loss", report.distill_loss, s);
                self.losses(Phase::Offline, s, report);
            }
            if s % self.config.offline_eval_every == 0 {
                self.state.phase_step = s + 1;
                self.checkpoint(learner)?;
                if self.student_eval(
                    learner,
                    Phase::Offline,
                    s,
                    "charts/offline/avg_episodic_return",
                )? == Control::Stop
                {
                    return Ok(Control::Stop);
                }
            }
            if meter.due() {
                self.progress(Phase::Offline, s + 1, total, s, meter.sps(s + 1), 0.0);
            }
        }
        self.state.phase_step = total;
        self.progress(Phase::Offline, total, total, total, meter.sps(total), 0.0);
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
        if step.episode.is_some() {
            p.episode_return = 0.0;
        }
        if step.terminated || step.truncated {
            p.env.reset();
        }
        Ok(())
    }

    /// Phase 5 (all of DQN): the student acts into its own buffer and learns.
    fn online(&mut self, learner: &mut Learner) -> Result<Control, TrainError> {
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
        let mut rb = ReplayBuffer::new(
            self.config.buffer_size,
            n,
            4,
            self.config.seed.wrapping_add(2 + self.state.resumes),
        )?;
        let env_seed = self
            .config
            .seed
            .wrapping_add(self.state.resumes * 1_000_003);
        let mut pool = EnvPool::new(&self.env, n, env_seed, None)?;
        start_streams(&mut rb, pool.obs(), n);
        let mut actions = Vec::with_capacity(n);
        let mut batch = Batch::default();
        let mut meter = Meter::new(first);
        let mut episode_returns = vec![0.0f64; n];
        let mut last_checkpoint = first;
        let exploration = self.config.exploration_fraction * total as f64;
        // A resumed run's buffer starts empty: it refills to `learning_starts` transitions
        // (at most the buffer) before learning resumes, instead of fitting a few dozen.
        let refill = if first > 0 {
            (self.config.learning_starts as usize).min(self.config.buffer_size)
        } else {
            0
        };
        let mut t = first;
        while t < total {
            let global_step = offset + t;
            self.state.global_step = global_step;
            self.state.phase_step = t;
            if self.poll(Some(learner))? == Control::Stop {
                return Ok(Control::Stop);
            }
            let live = self.state.live.clone();
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
                    self.state.recent_returns.push(e.episode_return);
                    let len = self.state.recent_returns.len();
                    if len > 10 {
                        self.state.recent_returns.drain(..len - 10);
                    }
                    self.scalar("charts/episodic_return", e.episode_return, global_step);
                    self.scalar("charts/episodic_length", e.length as f64, global_step);
                    self.scalar("charts/epsilon", epsilon, global_step);
                    self.sink.send(TrainerEvent::Episode {
                        actor: Actor::Student,
                        global_step,
                        episodic_return: e.episode_return,
                        length: e.length,
                    });
                }
            }
            for k in 0..n as u64 {
                let g = global_step + k;
                if g <= self.config.learning_starts {
                    continue;
                }
                if g % live.train_frequency == 0 && rb.len() >= self.config.batch_size.max(refill) {
                    let coefficient = if qdagger {
                        let g_t = self.state.teacher_return.unwrap_or(0.0);
                        let baseline = if self.normalised_scores() {
                            self.state.random_return
                        } else {
                            None
                        };
                        let lambda = self.state.weaning.coefficient(
                            &self.state.recent_returns,
                            g_t,
                            baseline,
                            live.distill_threshold,
                        );
                        lambda * self.config.distill_scale
                    } else {
                        0.0
                    };
                    rb.sample_into(self.config.batch_size, &mut batch)?;
                    let tensors = batch.to_tensors(4, &self.device)?;
                    let report = learner.update(
                        &tensors,
                        coefficient,
                        live.temperature,
                        live.learning_rate,
                    )?;
                    self.state.adam_steps = learner.adam.steps();
                    if g % self.config.log_every == 0 {
                        self.scalar("losses/loss", report.loss, g);
                        self.scalar("losses/td_loss", report.td_loss, g);
                        self.scalar("losses/q_values", report.q_values, g);
                        if qdagger {
                            self.scalar("losses/distill_loss", report.distill_loss, g);
                            self.scalar("charts/distill_coeff", coefficient, g);
                        }
                        let sps =
                            (g as f64 / meter.start.elapsed().as_secs_f64().max(1e-9)).floor();
                        self.scalar("charts/SPS", sps, g);
                        self.losses(Phase::Online, g, report);
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
                self.checkpoint(learner)?;
            }
            if meter.due() {
                self.progress(Phase::Online, t, total, offset + t, meter.sps(t), epsilon);
            }
        }
        self.state.phase_step = total;
        self.progress(
            Phase::Online,
            total,
            total,
            offset + total,
            meter.sps(total),
            self.config.end_e,
        );
        Ok(Control::Go)
    }

    /// Plays `eval_episodes` games with the student at epsilon = end_e and logs their mean.
    fn student_eval(
        &mut self,
        learner: &Learner,
        phase: Phase,
        global_step: u64,
        tag: &str,
    ) -> Result<Control, TrainError> {
        let (episodes, seed) = (
            self.config.eval_episodes,
            self.config.seed.wrapping_add(20_000 + global_step),
        );
        let Some(returns) = self.play_games(
            &learner.student,
            Games::new(Actor::Evaluation, phase, episodes, seed),
        )?
        else {
            return Ok(Control::Stop);
        };
        self.scalar(tag, mean(&returns), global_step);
        self.sink.send(TrainerEvent::Evaluation {
            actor: Actor::Evaluation,
            phase,
            global_step,
            returns,
        });
        Ok(Control::Go)
    }

    /// CleanRL's evaluation after training: `eval/episodic_return` per game.
    fn final_eval(&mut self, learner: &Learner) -> Result<(), TrainError> {
        let (episodes, seed) = (
            self.config.eval_episodes,
            self.config.seed.wrapping_add(30_000),
        );
        let Some(returns) = self.play_games(
            &learner.student,
            Games::new(Actor::Evaluation, Phase::Done, episodes, seed),
        )?
        else {
            return Ok(());
        };
        for (i, r) in returns.iter().enumerate() {
            self.scalar("eval/episodic_return", *r, i as u64);
        }
        self.sink.send(TrainerEvent::Evaluation {
            actor: Actor::Evaluation,
            phase: Phase::Done,
            global_step: self.state.global_step,
            returns,
        });
        Ok(())
    }

    /// Plays `episodes` whole games with `net` at epsilon = end_e, reporting each game and the
    /// phase's progress; `None` if a Stop command came meanwhile.
    fn play_games(&mut self, net: &QNetwork, games: Games) -> Result<Option<Vec<f64>>, TrainError> {
        let Games {
            actor,
            phase,
            episodes,
            seed,
        } = games;
        // A random policy's games: epsilon 1 never asks the network.
        // The teacher-evaluation phase counts the random policy's games after the teacher's.
        let (epsilon, done, of) = match (actor, phase) {
            (Actor::Random, _) => (1.0, episodes as u64, self.teacher_eval_games()),
            (_, Phase::TeacherEval) => (self.config.end_e, 0, self.teacher_eval_games()),
            _ => (self.config.end_e, 0, episodes as u64),
        };
        let spec = EvalSpec {
            episodes,
            epsilon,
            seed,
            num_envs: self.config.num_envs,
        };
        let mut hooks = GameHooks {
            sink: &mut *self.sink,
            commands: &self.commands,
            actor,
            phase,
            episodes: of,
            global_step: self.state.global_step,
            epsilon: spec.epsilon,
            done,
            stop: false,
            frames: self.options.frames,
            natural: self.state.live.natural_speed,
            pacer: Pacer::default(),
            deferred: Vec::new(),
            video: None,
            video_open: true,
        };
        if self.config.capture_video && actor != Actor::Random {
            let name = match phase {
                Phase::TeacherEval => "teacher".to_string(),
                Phase::Done => format!("final-step{}", self.state.global_step),
                _ => format!("eval-step{}", self.state.global_step),
            };
            let path = self.run_dir.join("videos").join(format!("{name}.mp4"));
            let (w, h) = crate::video::compose::frame_size(1, false);
            match Recorder::start(&path, w, h, crate::video::GAME_FPS) {
                Ok(r) => hooks.video = Some(r),
                Err(e) => hooks.sink.send(TrainerEvent::Warning(format!(
                    "no video of this evaluation: {e}"
                ))),
            }
        }
        let returns = evaluate(net, &self.env, spec, &mut hooks);
        if let Some(video) = hooks.video.take() {
            let event = match video.finish() {
                Ok(r) => TrainerEvent::VideoSaved {
                    path: r.path,
                    frames: r.frames,
                    dropped: r.dropped,
                },
                Err(e) => TrainerEvent::Warning(format!("the evaluation video failed: {e}")),
            };
            hooks.sink.send(event);
        }
        let returns = returns?;
        let (stop, deferred) = (hooks.stop, hooks.deferred);
        // Commands that came during the games apply now, in order.
        self.pending.extend(deferred);
        Ok((!stop).then_some(returns))
    }

    fn enter(&mut self, phase: Phase, total: u64) {
        if self.state.phase != phase {
            self.state.phase_step = 0;
        }
        self.state.phase = phase;
        self.sink.send(TrainerEvent::PhaseStarted {
            phase,
            total,
            from: self.state.phase_step,
        });
    }

    fn progress(
        &mut self,
        phase: Phase,
        done: u64,
        total: u64,
        global_step: u64,
        sps: f64,
        epsilon: f64,
    ) {
        self.sink.send(TrainerEvent::Progress {
            phase,
            done,
            total,
            global_step,
            sps,
            epsilon,
        });
    }

    fn losses(&mut self, phase: Phase, global_step: u64, report: LossReport) {
        self.sink.send(TrainerEvent::Losses {
            phase,
            global_step,
            report,
        });
    }

    /// Logs a scalar; a failing disk becomes a warning once, the run goes on.
    fn scalar(&mut self, tag: &str, value: f64, step: u64) {
        if let Err(e) = self.log.scalar(tag, value, step) {
            self.sink.send(TrainerEvent::Warning(format!(
                "could not write {tag} to the logs in {}: {e}",
                self.run_dir.display()
            )));
        }
    }

    fn checkpoint(&mut self, learner: &Learner) -> Result<(), TrainError> {
        self.state.adam_steps = learner.adam.steps();
        let _ = self.log.flush();
        let dir = checkpoint::save(
            &self.run_dir,
            &self.config,
            learner,
            &self.state,
            self.config.keep_checkpoints,
        )?;
        self.sink.send(TrainerEvent::Checkpoint {
            global_step: self.state.global_step,
            path: dir,
        });
        Ok(())
    }

    /// The Q-values of environment 0 for the screen: those of the greedy choice when there
    /// was one, else computed now, but only when the app is waiting for a frame.
    fn q_for_screen(
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

    fn send_frame(&mut self, pool: &mut EnvPool, shown: Shown) {
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
        }
        if shown.student_q.is_some() || shown.teacher_q.is_some() {
            self.sink.send(TrainerEvent::QValues {
                student: shown.student_q,
                teacher: shown.teacher_q,
                action: shown.action,
            });
        }
    }

    /// Handles the commands waiting; while paused, waits for one. `learner` is there when a
    /// checkpoint can be written.
    fn poll(&mut self, learner: Option<&Learner>) -> Result<Control, TrainError> {
        if self.step_once {
            self.step_once = false;
            self.paused = true;
            self.sink.send(TrainerEvent::Paused(true));
        }
        loop {
            let cmd = if let Some(c) = self.pending.pop_front() {
                c
            } else if self.paused {
                match self.commands.recv_timeout(Duration::from_millis(100)) {
                    Ok(c) => c,
                    Err(RecvTimeoutError::Timeout) => continue,
                    Err(RecvTimeoutError::Disconnected) => return Ok(Control::Stop),
                }
            } else {
                match self.commands.try_recv() {
                    Ok(c) => c,
                    Err(TryRecvError::Empty) => break,
                    // Nobody can steer or stop us any more: finish the run.
                    Err(TryRecvError::Disconnected) => break,
                }
            };
            match cmd {
                TrainerCommand::Set(param) => self.set(param),
                TrainerCommand::Pause => {
                    self.paused = true;
                    self.sink.send(TrainerEvent::Paused(true));
                }
                TrainerCommand::Resume => {
                    self.paused = false;
                    self.sink.send(TrainerEvent::Paused(false));
                }
                TrainerCommand::Step => {
                    self.paused = false;
                    self.step_once = true;
                    self.sink.send(TrainerEvent::Paused(false));
                    break;
                }
                TrainerCommand::SaveCheckpoint => self.save_requested = true,
                TrainerCommand::Stop => return Ok(Control::Stop),
                TrainerCommand::FailForTest => {
                    panic!("a step failed (injected by a test of the failure path)")
                }
            }
            if self.save_requested {
                if let Some(l) = learner {
                    self.save_requested = false;
                    self.checkpoint(l)?;
                }
            }
            if !self.paused {
                break;
            }
        }
        Ok(Control::Go)
    }

    fn set(&mut self, param: LiveParam) {
        let live = &mut self.state.live;
        let accepted = param.in_range();
        if accepted {
            match param {
                LiveParam::EpsilonOverride(e) => live.epsilon_override = e,
                LiveParam::DistillThreshold(v) => live.distill_threshold = v,
                LiveParam::Temperature(v) => live.temperature = v,
                LiveParam::LearningRate(v) => live.learning_rate = v,
                LiveParam::TrainFrequency(v) => live.train_frequency = v,
                LiveParam::NaturalSpeed(on) => live.natural_speed = on,
            }
        }
        if accepted {
            let step = self.state.global_step;
            self.sink.send(TrainerEvent::ParamChanged {
                global_step: step,
                param,
            });
        } else {
            self.sink.send(TrainerEvent::Warning(format!(
                "ignored an out-of-range setting: {param:?}"
            )));
        }
    }
}

fn mean(values: &[f64]) -> f64 {
    values.iter().sum::<f64>() / values.len().max(1) as f64
}

/// The teacher source of `config`: CleanRL's Hub teacher of the game when empty.
pub(crate) fn teacher_source(config: &TrainConfig) -> TeacherSource {
    TeacherSource::resolve(
        &config.teacher,
        &config.env_id,
        &config.teacher_model_exp_name,
    )
}

/// `runs/{env_id}__{exp_name}__{seed}__{unix time}`, as CleanRL names runs.
fn new_run_dir(config: &TrainConfig) -> PathBuf {
    let time = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let env = config.env_id.replace('/', "-");
    let base = Path::new(&config.runs_dir).join(format!(
        "{env}__{}__{}__{time}",
        config.exp_name, config.seed
    ));
    // Two runs started in the same second get distinct directories.
    let mut dir = base.clone();
    let mut k = 1;
    while dir.exists() {
        dir = PathBuf::from(format!("{}-{k}", base.display()));
        k += 1;
    }
    dir
}

fn newest_frame(obs: &[u8], env: usize, obs_len: usize) -> &[u8] {
    &obs[(env + 1) * obs_len - FRAME_LEN..(env + 1) * obs_len]
}

fn start_streams(rb: &mut ReplayBuffer, obs: &[u8], n: usize) {
    let obs_len = obs.len() / n;
    for i in 0..n {
        rb.start(i, newest_frame(obs, i, obs_len));
    }
}

fn add_transition(
    rb: &mut ReplayBuffer,
    env: usize,
    action: usize,
    s: &crate::env::PoolStep<'_>,
) -> Result<(), TrainError> {
    let obs_len = s.obs.len() / s.rewards.len();
    let done = s.terminated[env] || s.truncated[env];
    let final_frame = done.then(|| newest_frame(s.final_obs, env, obs_len));
    rb.add(
        env,
        action,
        s.rewards[env],
        s.terminated[env],
        s.truncated[env],
        newest_frame(s.obs, env, obs_len),
        final_frame,
    )?;
    Ok(())
}
