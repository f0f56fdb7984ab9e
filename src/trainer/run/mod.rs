//! One run: [`Run::start`] sets it up (directory, logs, device, the run's state) and calls
//! [`Run::phases`], the algorithm itself, phase after phase as CleanRL's
//! `qdagger_dqn_atari_impalacnn.py` (or `dqn_atari.py`) reads top to bottom: `qdagger.rs`.
//! What the algorithm calls out to has a file each:
//!
//! | file | what |
//! | --- | --- |
//! | `qdagger.rs` | the algorithm: teacher evaluation, teacher buffer, offline, online |
//! | `networks.rs` | the teacher (phase 1) and a student's starting weights |
//! | `scores.rs` | G_T's checks and logs, a random policy's return (normalised scores) |
//! | `evaluation.rs` | student evaluations and the game player they share |
//! | `buffers.rs` | the student's buffer D_S (new or from a checkpoint) and its pool |
//! | `transitions.rs` | pool steps into replay transitions |
//! | `batches.rs` | batches from the host or the device |
//! | `updates.rs` | a gradient step on the run's cores, the teacher's Q-value table |
//! | `reports.rs` | the losses and games a step logs and tells viewers |
//! | `screen.rs`, `preview.rs`, `saliency.rs` | what the window is shown |
//! | `commands.rs` | the commands between steps (live settings, pause, stop) |
//! | `saving.rs` | checkpoints and resume |
//! | `pacing.rs` | natural speed, steps per second and progress |
//!
//! The run's state is [`Run`] here, with the checkpointed part in [`RunState`]. Events leave
//! through the trainer's [`Sink`]; scalars go to the run's logs through [`Run::scalars`].

mod batches;
mod buffers;
mod commands;
#[cfg(test)]
mod doc_tests;
mod evaluation;
mod networks;
mod pacing;
mod preview;
mod qdagger;
mod reports;
mod saliency;
mod saving;
mod scores;
mod screen;
mod transitions;
mod updates;

use super::checkpoint::{self, RunState};
use super::learner::Learner;
use super::{Sink, TrainError, TrainerOptions};
use crate::agent::qdagger::Weaning;
use crate::agent::{device_name, open_device};
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

/// The online phase's buffer and environments, which a checkpoint that resumes exactly keeps
/// with the networks (`checkpoint_buffer`).
#[derive(Clone, Copy)]
struct Online<'r> {
    /// The student's buffer D_S.
    rb: &'r crate::agent::ReplayBuffer,
    /// The environments the student acts on.
    envs: &'r crate::env::EnvPool,
    /// The teacher's Q-values of the buffer's transitions (a QDagger run on the CPU).
    teacher_q: Option<&'r crate::trainer::teacher_q::TeacherQCache>,
}

impl<'r> Online<'r> {
    /// The online phase's parts as its loop holds them.
    fn of(
        rb: &'r crate::agent::ReplayBuffer,
        envs: &'r crate::env::EnvPool,
        teacher_q: &'r Option<crate::trainer::teacher_q::TeacherQCache>,
    ) -> Self {
        Self {
            rb,
            envs,
            teacher_q: teacher_q.as_ref(),
        }
    }
}

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
    /// The stop's checkpoint keeps the buffer and the environments whatever
    /// `checkpoint_buffer` says (a fork's starting state).
    whole_on_stop: bool,
    /// The game's action count.
    num_actions: usize,
    /// Commands received during an evaluation, handled at the next poll.
    pending: std::collections::VecDeque<TrainerCommand>,
    /// Natural-speed pacing of the acting phases.
    pacer: Pacer,
    /// The student's replay buffer in the checkpoint a resumed run started from.
    saved_replay: Option<PathBuf>,
    /// The environments in that checkpoint (with the buffer: the run resumes exactly).
    saved_envs: Option<PathBuf>,
    /// The teacher's Q table in that checkpoint.
    saved_teacher_q: Option<PathBuf>,
    /// A fork's pair seed, for the buffer's and the environments' streams (see
    /// [`RunState::reseed`]).
    reseed: Option<u64>,
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

    /// Passes on what the run's GPU path noted since the last call (a CUDA graph that could
    /// not be captured) as warnings (called before each update).
    fn pass_on_gpu_notes(&mut self, learner: &Learner) {
        for note in learner.gpu_notes().take() {
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
            reseed: None,
            offline_sampler: None,
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
            whole_on_stop: false,
            num_actions,
            pending: Default::default(),
            pacer: Pacer::default(),
            saved_replay: None,
            saved_envs: None,
            saved_teacher_q: None,
            reseed: None,
            maps: Default::default(),
        };
        let result = run.phases();
        let _ = run.log.sync();
        result
    }

    /// The final evaluation of a finished run (its checkpoint written), then the end.
    pub(super) fn finish(&mut self, learner: &Learner) -> Result<RunSummary, TrainError> {
        self.final_eval(learner)?;
        self.sink.send(TrainerEvent::PhaseStarted {
            phase: Phase::Done,
            total: 0,
            from: 0,
        });
        Ok(self.summary(true))
    }

    pub(super) fn summary(&self, completed: bool) -> RunSummary {
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
