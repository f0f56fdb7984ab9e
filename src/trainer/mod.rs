//! The trainer: a QDagger or DQN run on its own thread. It takes [`TrainerCommand`]s between
//! steps and reports [`TrainerEvent`]s; it never waits for whoever listens (frames are
//! dropped when the listener is behind, other events are counted and reported as
//! `Dropped` when the channel is full).
//!
//! ```no_run
//! use reincarnate::config::TrainConfig;
//! use reincarnate::trainer::{spawn, TrainerOptions};
//! let handle = spawn(TrainConfig::demo(), TrainerOptions::default());
//! for event in handle.events.iter() {
//!     println!("{event:?}");
//! }
//! ```

pub mod acting;
pub mod checkpoint;
pub mod cores;
pub mod evaluate;
pub mod learner;
pub mod maps;
pub mod race;
mod run;
pub(crate) use run::unused_dir;
mod sink;
pub mod teacher_q;
pub mod update_graph;

use crate::config::TrainConfig;
use crate::protocol::{FrameMessage, TrainerCommand, TrainerEvent};
use crate::teacher::HubSettings;
use crossbeam_channel::{bounded, Receiver, Sender};
use sink::Sink;
use std::path::PathBuf;
use std::thread::JoinHandle;

/// Events kept for a slow listener before they are counted as dropped.
pub const EVENT_CAPACITY: usize = 65_536;

/// Why a run failed.
#[derive(Debug, thiserror::Error)]
pub enum TrainError {
    /// Bad settings.
    #[error("invalid settings: {0}")]
    Config(String),
    /// The environment.
    #[error(transparent)]
    Env(#[from] crate::env::EnvError),
    /// The environment pool.
    #[error(transparent)]
    Pool(#[from] crate::env::pool::PoolError),
    /// The teacher.
    #[error(transparent)]
    Teacher(#[from] crate::teacher::TeacherError),
    /// The device.
    #[error(transparent)]
    Device(#[from] crate::agent::DeviceError),
    /// A tensor operation.
    #[error("tensor operation failed: {0}")]
    Candle(#[from] candle_core::Error),
    /// The replay buffer.
    #[error(transparent)]
    Replay(#[from] crate::agent::ReplayError),
    /// The replay buffer saved with a checkpoint.
    #[error(transparent)]
    ReplayFile(#[from] crate::agent::ReplayFileError),
    /// The environments saved with a checkpoint.
    #[error(transparent)]
    EnvsFile(#[from] crate::env::state_file::StateFileError),
    /// Writing or reading a checkpoint.
    #[error(transparent)]
    Checkpoint(#[from] checkpoint::CheckpointError),
    /// Network weights that do not fit.
    #[error(transparent)]
    Weights(#[from] crate::agent::WeightsError),
    /// The run's thread pool could not be started.
    #[error("could not start the run's worker threads: {0}")]
    Threads(String),
    /// Files of the run directory.
    #[error("{path}: {source}")]
    Io {
        /// The path.
        path: PathBuf,
        /// The error.
        source: std::io::Error,
    },
}

/// How the trainer is run.
#[derive(Clone, Debug)]
pub struct TrainerOptions {
    /// Send screens and Q-values for the app (costs a screen copy per step).
    pub frames: bool,
    /// Continue the run in this directory from its newest checkpoint.
    pub resume: Option<PathBuf>,
    /// How to reach the Hub.
    pub hub: HubSettings,
    /// Threads of the run's own pool for its convolutions and matrix products; `None`: one
    /// per core (or `RAYON_NUM_THREADS`). Two runs in one process (a race) each get their
    /// share, so that neither starves the other.
    pub threads: Option<usize>,
    /// The cores this run shares with the other runs of the process (a race): with it, the
    /// run works on every core once the others have ended.
    pub cores: Option<std::sync::Arc<cores::CoreShare>>,
    /// The replay buffer a resumed run shares with the others resuming from the same file (a
    /// fork's arms): loaded once, its frames shared copy-on-write.
    pub replay_share: Option<crate::agent::ReplayShare>,
}

impl Default for TrainerOptions {
    fn default() -> Self {
        Self {
            frames: false,
            resume: None,
            hub: HubSettings::from_env(),
            threads: None,
            cores: None,
            replay_share: None,
        }
    }
}

/// The listener's side of a running trainer.
pub struct TrainerHandle {
    /// Everything the trainer reports, in order.
    pub events: Receiver<TrainerEvent>,
    /// Screens (only with `frames`), newest only.
    pub frames: Receiver<FrameMessage>,
    /// Commands to the trainer.
    pub commands: Sender<TrainerCommand>,
    /// The events already carry the analysis's [`Milestone`]s (a served run's, relayed by
    /// its server): whoever shows them must not analyse them again.
    ///
    /// [`Milestone`]: crate::protocol::Milestone
    pub analysed: bool,
    join: Option<JoinHandle<()>>,
}

impl TrainerHandle {
    /// A handle over channels that no trainer thread serves: for tests and tools that play
    /// the trainer's part themselves.
    pub fn from_channels(
        events: Receiver<TrainerEvent>,
        frames: Receiver<FrameMessage>,
        commands: Sender<TrainerCommand>,
    ) -> Self {
        Self {
            events,
            frames,
            commands,
            analysed: false,
            join: None,
        }
    }

    /// Whether the trainer thread has ended (a handle over bare channels: always).
    pub fn is_finished(&self) -> bool {
        self.join.as_ref().is_none_or(|j| j.is_finished())
    }

    /// Waits for the trainer thread to end.
    pub fn join(mut self) {
        if let Some(j) = self.join.take() {
            let _ = j.join();
        }
    }
}

/// Tells a run's [`cores::CoreShare`] when the run's thread is done with it.
struct EndsWithRun(std::sync::Arc<cores::CoreShare>);

impl Drop for EndsWithRun {
    fn drop(&mut self) {
        self.0.ended();
    }
}

/// Starts a run of `config` on a new thread.
pub fn spawn(config: TrainConfig, options: TrainerOptions) -> TrainerHandle {
    crate::platform::alloc::keep_large_allocations();
    let (event_tx, events) = bounded(EVENT_CAPACITY);
    let (frame_tx, frames) = bounded(1);
    let (commands, command_rx) = bounded(1024);
    let join = std::thread::Builder::new()
        .name("trainer".into())
        .spawn(move || {
            let mut sink = Sink::new(event_tx, frame_tx);
            // The run's share of the cores goes back however it ends.
            let _share = options.cores.clone().map(EndsWithRun);
            // The whole run works inside a pool of its own (one thread per core unless told).
            let pool = crate::platform::threads::own_pool("trainer-worker", options.threads);
            let asked = options.threads.is_some();
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                let start = || run::Run::start(config, options, &mut sink, command_rx);
                match pool {
                    Ok(pool) => pool.install(start),
                    Err(e) if asked => Err(TrainError::Threads(e.to_string())),
                    // No thread count was asked for: the process's shared pool will do.
                    Err(_) => start(),
                }
            }));
            let outcome = match result {
                Ok(Ok(summary)) => Ok(summary),
                Ok(Err(e)) => Err(e.to_string().into()),
                Err(panic) => {
                    let msg =
                        crate::platform::panics::panic_message(&*panic).unwrap_or("unknown panic");
                    Err(format!("the trainer stopped on an internal error: {msg}").into())
                }
            };
            sink.send_final(TrainerEvent::Stopped(outcome));
        })
        .expect("the OS refused to start the trainer thread");
    TrainerHandle {
        events,
        frames,
        commands,
        analysed: false,
        join: Some(join),
    }
}
