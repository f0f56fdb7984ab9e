//! One run, phase by phase, as CleanRL's `qdagger_dqn_atari_impalacnn.py` (or `dqn_atari.py`)
//! reads top to bottom: [`Run::start`] sets the run up and `phases` calls each phase in
//! order. Each phase has its own file:
//!
//! | phase | file |
//! | --- | --- |
//! | 1. load the teacher (and a student's starting weights) | `networks.rs` |
//! | 2. teacher evaluation (G_T, and a random policy's return with normalised scores) | `teacher_eval.rs` |
//! | 3. the teacher's buffer D_T | `teacher_buffer.rs` |
//! | 4. offline gradient steps on D_T | `offline.rs` |
//! | 5. online: the student's buffer D_S, epsilon-greedy acting and learning | `online.rs` |
//! | student evaluations and the game player they share | `evaluation.rs` |
//!
//! Shared by every phase: the run's state ([`Run`] here, with the checkpointed part in
//! [`RunState`]), the commands between steps (`commands.rs`), the screen sent to the window
//! (`screen.rs`), pool steps into replay transitions (`transitions.rs`), batches from the
//! host or the device (`batches.rs`), checkpoints and resume (`saving.rs`) and the clocks
//! (`pacing.rs`). Events leave through the trainer's [`Sink`]; scalars go to the run's logs
//! through [`Run::scalar`].

mod batches;
mod commands;
mod evaluation;
mod networks;
mod offline;
mod online;
mod pacing;
mod saliency;
mod saving;
mod screen;
mod teacher_buffer;
mod teacher_eval;
mod transitions;

use super::checkpoint::{self, RunState};
use super::learner::Learner;
use super::{Sink, TrainError, TrainerOptions};
use crate::agent::qdagger::Weaning;
use crate::agent::{device_name, open_device, QNetwork};
use crate::config::{Algorithm, LiveParams, TrainConfig};
use crate::env::{EnvConfig, Game};
use crate::logging::ScalarLog;
use crate::protocol::{Phase, RunSummary, TrainerCommand, TrainerEvent};
use crate::teacher::TeacherSource;
use candle_core::Device;
use crossbeam_channel::Receiver;
use pacing::Pacer;
use rand::SeedableRng;
use rand_pcg::Pcg64Mcg;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

/// What the command loop decided.
#[derive(PartialEq)]
enum Control {
    Go,
    Stop,
}

/// A run in progress: what every phase reads and writes.
pub(super) struct Run<'a> {
    /// The run's settings (its `config.toml`).
    config: TrainConfig,
    /// How it is run: frames for a window, resume, the Hub.
    options: TrainerOptions,
    /// Where events and frames go.
    sink: &'a mut Sink,
    /// Commands from the app or the command line.
    commands: Receiver<TrainerCommand>,
    /// Where the networks run.
    device: Device,
    /// The CUDA levers applied to `device` (docs/cuda.md).
    levers: crate::agent::CudaLevers,
    /// The run directory (logs, checkpoints, videos).
    run_dir: PathBuf,
    /// The environment's preprocessing.
    env: EnvConfig,
    /// TensorBoard and CSV scalars.
    log: ScalarLog,
    /// What a checkpoint keeps: phase, steps, G_T, recent returns, live parameters, RNG.
    state: RunState,
    /// Paused by a command.
    paused: bool,
    /// Pause again after the next step.
    step_once: bool,
    /// Whether the run has said that it works on every core (the other side of its race
    /// ended).
    said_alone: bool,
    /// A checkpoint was asked for and is written at the next poll that has the learner.
    save_requested: bool,
    /// The game's action count.
    num_actions: usize,
    /// Commands received during an evaluation, handled at the next poll.
    pending: std::collections::VecDeque<TrainerCommand>,
    /// Natural-speed pacing of the acting phases.
    pacer: Pacer,
    /// The student's replay buffer in the checkpoint a resumed run started from.
    saved_replay: Option<PathBuf>,
    /// The live saliency maps of the screens sent (off until a viewer turns them on).
    maps: crate::trainer::maps::MapMaker,
}

fn io_err(path: &Path) -> impl FnOnce(std::io::Error) -> TrainError + '_ {
    move |source| TrainError::Io {
        path: path.to_path_buf(),
        source,
    }
}

impl<'a> Run<'a> {
    /// Says once, when the run's race partner has ended, that the run now works on every
    /// core (called before each update).
    fn say_if_alone(&mut self) {
        if self.said_alone {
            return;
        }
        if let Some(share) = self.options.cores.as_ref().filter(|s| s.alone()) {
            self.said_alone = true;
            let cores = share.cores();
            self.sink.send(TrainerEvent::Warning(format!(
                "the other side of the race has ended: this side now works on all {cores} \
                 threads"
            )));
        }
    }

    /// Passes on what the GPU path noted since the last call (a CUDA graph that could not
    /// be captured) as warnings (called before each update).
    fn pass_on_gpu_notes(&mut self) {
        for note in crate::agent::take_gpu_notes() {
            self.sink.send(TrainerEvent::Warning(note));
        }
    }

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
        config
            .validate()
            .map_err(|e| TrainError::Config(e.to_string()))?;
        let opened = open_device(&config.device, config.cuda_levers)?;
        let (device, levers) = (opened.device, opened.levers);
        std::fs::create_dir_all(&run_dir).map_err(io_err(&run_dir))?;
        if !resumed {
            let p = run_dir.join("config.toml");
            std::fs::write(&p, config.to_toml()).map_err(io_err(&p))?;
        }
        // A resumed run's logs go back to its checkpoint before anything is logged.
        let at_checkpoint = if resumed {
            checkpoint::latest_state(&run_dir)?
        } else {
            None
        };
        let (log, cut) = match &at_checkpoint {
            Some(at) => ScalarLog::resume(&run_dir, &at.resume_point()),
            None => ScalarLog::create(&run_dir).map(|log| (log, None)),
        }
        .map_err(io_err(&run_dir))?;
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
            episodes: 0,
            logs: None,
            final_evaluated: None,
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
            settings: config.run_settings(),
        });
        if let Some(why) = opened.fallback {
            sink.send(TrainerEvent::Warning(format!(
                "--device {}: running on the CPU: {why}",
                config.device
            )));
        }
        for note in opened.notes {
            sink.send(TrainerEvent::Warning(note));
        }
        if let Some(cut) = cut {
            sink.send(TrainerEvent::Warning(cut.to_string()));
        }
        let mut run = Run {
            config,
            options,
            sink,
            commands,
            device,
            levers,
            run_dir,
            env,
            log,
            state,
            paused: false,
            step_once: false,
            said_alone: false,
            save_requested: false,
            num_actions,
            pending: Default::default(),
            pacer: Pacer::default(),
            saved_replay: None,
            maps: Default::default(),
        };
        let result = run.phases();
        let _ = run.log.sync();
        result
    }

    fn phases(&mut self) -> Result<RunSummary, TrainError> {
        let student = match self.initial_weights()? {
            Some(network) => network,
            None => QNetwork::new(
                self.config.student_arch,
                self.num_actions,
                self.config.seed,
                &self.device,
            )?,
        };
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
        learner.set_levers(self.levers);
        if self.options.resume.is_some() {
            self.restore(&mut learner)?;
            if self.state.phase == Phase::Done && !self.state.finished() {
                // Stopped during its final evaluation: that evaluation, again.
                return self.finish(&learner);
            }
            if self.state.phase == Phase::Done {
                // Running the phases again would write over the finished run's checkpoints.
                self.sink.send(TrainerEvent::Warning(format!(
                    "{} finished at global step {}: nothing to resume (start a new run, or \
                     one that starts from its checkpoint with --init-from)",
                    self.run_dir.display(),
                    self.state.global_step
                )));
                return Ok(self.summary(true));
            }
        }
        let stopped = |run: &mut Self, learner: &Learner| -> Result<RunSummary, TrainError> {
            run.checkpoint(learner)?;
            Ok(run.summary(false))
        };

        if self.config.algorithm == Algorithm::Qdagger {
            let resume_phase = self.state.phase;
            // The teacher's buffer is rebuilt first (it enters its own phase): a run resumed
            // in the offline phase goes on from its checkpoint's step after it.
            let offline_from = if resume_phase == Phase::Offline {
                self.state.phase_step
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
            if matches!(resume_phase, Phase::Online) {
                // The teacher's buffer is only needed offline.
            } else {
                let Some(mut teacher_rb) = self.teacher_buffer(&learner)? else {
                    return Ok(self.summary(false));
                };
                if self.offline(&mut learner, &mut teacher_rb, offline_from)? == Control::Stop {
                    return stopped(self, &learner);
                }
                // The offline phase's end: a run stopped or killed before the online phase's
                // first checkpoint resumes from here, without building the teacher's buffer
                // and taking offline steps again.
                self.state.phase = Phase::Online;
                self.state.phase_step = 0;
                self.state.global_step = self.config.offline_steps;
                self.checkpoint(&learner)?;
            }
        }
        if self.online(&mut learner)? == Control::Stop {
            // The online phase wrote the stop's checkpoint (with its buffer).
            return Ok(self.summary(false));
        }
        self.state.phase = Phase::Done;
        self.state.final_evaluated = Some(false);
        self.checkpoint(&learner)?;
        self.finish(&learner)
    }

    /// The final evaluation of a finished run (its checkpoint written), then the end.
    fn finish(&mut self, learner: &Learner) -> Result<RunSummary, TrainError> {
        self.final_eval(learner)?;
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

    /// Logs several scalars in one write per file; a failing disk becomes a warning, the
    /// run goes on.
    fn scalars(&mut self, rows: &[(&str, f64, u64)]) {
        if let Err(e) = self.log.scalars(rows) {
            self.sink.send(TrainerEvent::Warning(format!(
                "could not write {} to the logs in {}: {e}",
                rows.first().map_or("", |r| r.0),
                self.run_dir.display()
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
    unused_dir(&base)
}

/// `base`, or `base-1`, `base-2`, ... : the first that does not exist.
pub(crate) fn unused_dir(base: &Path) -> PathBuf {
    let mut dir = base.to_path_buf();
    let mut k = 1;
    while dir.exists() {
        dir = PathBuf::from(format!("{}-{k}", base.display()));
        k += 1;
    }
    dir
}
