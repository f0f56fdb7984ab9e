//! The messages between the trainer and whoever watches it (the app, the headless
//! progress bars): [`TrainerEvent`]s flow out, [`TrainerCommand`]s flow in, each on its own
//! channel. No Bevy or candle types: plain data.

use serde::{Deserialize, Serialize};
use std::path::PathBuf;

mod saliency;
pub use crate::config::{LiveParam, LiveParams, RunSettings};
pub use saliency::{Agreement, SaliencyFrame, SaliencyMethod, SaliencySettings, TOP_SHARE};

/// Paths cross to viewers as text: one that is not UTF-8 has its bad bytes replaced (U+FFFD)
/// rather than failing its whole event (a viewer would miss a `Started` or `Stopped`).
mod lossy_path {
    pub fn serialize<S: serde::Serializer>(
        path: &std::path::Path,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        s.serialize_str(&path.to_string_lossy())
    }
}

/// The phases of a run, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum Phase {
    /// Resolving and loading the teacher.
    LoadTeacher,
    /// Playing games with the teacher to measure G_T.
    TeacherEval,
    /// The teacher acting into its replay buffer.
    TeacherBuffer,
    /// Gradient steps on the teacher's buffer.
    Offline,
    /// The student acting and learning (all of a DQN run).
    Online,
    /// Finished.
    Done,
}

impl Phase {
    /// A short human name.
    pub fn label(self) -> &'static str {
        match self {
            Phase::LoadTeacher => "loading teacher",
            Phase::TeacherEval => "teacher evaluation",
            Phase::TeacherBuffer => "teacher buffer",
            Phase::Offline => "offline",
            Phase::Online => "online",
            Phase::Done => "done",
        }
    }
}

/// Who is playing the episode being shown or reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum Actor {
    /// The teacher (evaluation or filling its buffer).
    Teacher,
    /// The student learning online.
    Student,
    /// The student in an evaluation.
    Evaluation,
    /// The student playing a preview game for the window during the offline phase (one step
    /// per gradient step; nothing it plays is learned from).
    Preview,
    /// A random policy, measuring the baseline of normalised scores.
    Random,
}

/// What the trainer is told.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum TrainerCommand {
    /// Change a live parameter at the next step.
    Set(LiveParam),
    /// Stop stepping until `Resume` or `Step`.
    Pause,
    /// Go on.
    Resume,
    /// While paused: one step, then pause again.
    Step,
    /// Write a checkpoint now.
    SaveCheckpoint,
    /// Write a final checkpoint and end the run.
    Stop,
    /// End the run with a whole checkpoint (the student's replay buffer and every
    /// environment mid-game, whatever `--checkpoint-buffer` says), the state a fork's arms
    /// start from (the app's fork). Outside the online phase the run says why it cannot and
    /// goes on.
    StopForFork,
    /// The listener is going away (its window closed): a local trainer stops as for `Stop`,
    /// with its final checkpoint; a remote viewer's client closes its connection and the run
    /// it watches goes on.
    Leave,
    /// Panics in the trainer's next step, as a bug would: for tests of the failure path
    /// (the error reaches the listener, the run directory stays intact). No UI sends it.
    #[doc(hidden)]
    FailForTest,
    /// Saliency maps of the screens sent to viewers, made off the training thread with
    /// these settings (`None`: no maps, the default).
    Saliency(Option<SaliencySettings>),
}

/// Loss values of one gradient step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct LossReport {
    /// `td + lambda * distill`.
    pub loss: f64,
    /// The TD loss.
    pub td_loss: f64,
    /// The distillation loss (before lambda).
    pub distill_loss: f64,
    /// Mean Q(s, a) of the batch's actions.
    pub q_values: f64,
    /// The distillation coefficient lambda used.
    pub distill_coeff: f64,
}

/// How a run ended.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct RunSummary {
    /// The run directory.
    #[serde(serialize_with = "lossy_path::serialize")]
    pub run_dir: PathBuf,
    /// The last global step.
    pub global_step: u64,
    /// Whether every phase completed (false: stopped early).
    pub completed: bool,
    /// The teacher's G_T, when there was a teacher.
    pub teacher_return: Option<f64>,
    /// The mean of the last 10 student games.
    pub recent_student_return: Option<f64>,
}

/// What the trainer reports.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum TrainerEvent {
    /// The run began.
    Started {
        /// Where its files go.
        #[serde(serialize_with = "lossy_path::serialize")]
        run_dir: PathBuf,
        /// The game.
        env_id: String,
        /// Action names in index order.
        action_meanings: Vec<String>,
        /// The device's name.
        device: String,
        /// The teacher's source (QDagger) or `None` (DQN).
        teacher: Option<String>,
        /// The resolved config as TOML, to show.
        config_toml: String,
        /// What viewers read of the config, read from it once here.
        settings: RunSettings,
    },
    /// The teacher is loaded.
    TeacherLoaded {
        /// Where it came from (the Hub, a file, the bundled teacher).
        source: String,
        /// Its network.
        network: String,
    },
    /// A phase began; `total` is its length in its own steps.
    PhaseStarted {
        /// The phase.
        phase: Phase,
        /// Steps (or games) it will take.
        total: u64,
        /// Steps of it already done before this process (a resumed run); 0 otherwise.
        from: u64,
    },
    /// Progress within the current phase (sent a few times a second at most).
    Progress {
        /// The phase.
        phase: Phase,
        /// Steps done in the phase.
        done: u64,
        /// The phase's length.
        total: u64,
        /// The global step (CleanRL's `global_step`).
        global_step: u64,
        /// Steps per second in this phase.
        sps: f64,
        /// Exploration epsilon now.
        epsilon: f64,
    },
    /// A whole game ended.
    Episode {
        /// Who played it.
        actor: Actor,
        /// The global step.
        global_step: u64,
        /// Full-game, unclipped return.
        episodic_return: f64,
        /// Length in emulator frames.
        length: u64,
    },
    /// Losses of a gradient step (every `log_every` steps).
    Losses {
        /// The phase.
        phase: Phase,
        /// The global step.
        global_step: u64,
        /// The values.
        report: LossReport,
    },
    /// An evaluation finished.
    Evaluation {
        /// Who was evaluated.
        actor: Actor,
        /// The phase.
        phase: Phase,
        /// The global step.
        global_step: u64,
        /// Each game's return.
        returns: Vec<f64>,
    },
    /// Q-values of the frame just acted on (sent with frames only).
    QValues {
        /// The student's (none while the teacher fills its buffer).
        student: Option<Vec<f32>>,
        /// The teacher's, when there is one.
        teacher: Option<Vec<f32>>,
        /// The action taken.
        action: usize,
    },
    /// A live parameter changed.
    ParamChanged {
        /// The global step it applies from.
        global_step: u64,
        /// The new value.
        param: LiveParam,
    },
    /// Paused (true) or running again (false).
    Paused(bool),
    /// A checkpoint was written.
    Checkpoint {
        /// The global step.
        global_step: u64,
        /// Its directory.
        #[serde(serialize_with = "lossy_path::serialize")]
        path: PathBuf,
        /// The replay buffer saved with it (`checkpoint_buffer`): transitions and bytes on
        /// disk.
        replay: Option<(usize, u64)>,
    },
    /// A video was written (`--capture-video`).
    VideoSaved {
        /// The file.
        #[serde(serialize_with = "lossy_path::serialize")]
        path: PathBuf,
        /// Frames in it.
        frames: u64,
        /// Frames left out because the encoder was behind.
        dropped: u64,
    },
    /// Events were dropped because the receiver did not keep up (this many).
    Dropped(u64),
    /// A warning that does not stop the run.
    Warning(String),
    /// The run ended: its summary, or the error that ended it.
    Stopped(Result<RunSummary, RunFailure>),
    /// What the analysis of the run's events found (`view::analysis`). Never sent
    /// by a trainer: whoever relays its events adds them (the app for the runs it trains,
    /// the server for its viewers), so that every viewer shows the same figures, computed
    /// once, and derives none of them.
    Milestone(Milestone),
    /// A remote viewer's link to the trainer it watches (`reincarnate app --connect`):
    /// never sent by a trainer, only by the viewer's client.
    Remote(RemoteStatus),
    /// Where the student and the teacher look on a recent screen (while maps are on, see
    /// [`TrainerCommand::Saliency`]): live only, never kept for later viewers.
    Saliency(Box<SaliencyFrame>),
}

/// A finding of the analysis both viewers show. Each is sent when it changes and says the
/// whole finding, so that a viewer only keeps the latest.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum Milestone {
    /// Halfway from the random policy's mean return to the teacher's G_T, once both are
    /// measured (in a race, the QDagger side's measures, for both sides), and the first
    /// student evaluation at or past it.
    Halfway {
        /// (random + G_T) / 2.
        level: f64,
        /// The first student evaluation at or past `level`, once there is one.
        reached: Option<Reached>,
    },
    /// Where a race side's mean of its last 10 games (`REACH_WINDOW`) first reached `share`
    /// of the way from the random policy to the teacher (the QDagger side's measures of
    /// both, for both sides).
    Reach {
        /// The share of the way: 0.5 or 0.8 (`REACH_SHARES`).
        share: f64,
        /// random + share * (G_T - random).
        level: f64,
        /// The online step of the game that reached it; `None`: not yet.
        online_step: Option<u64>,
    },
}

/// A student evaluation that reached a level.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Reached {
    /// The evaluation's global step.
    pub global_step: u64,
    /// Its mean return.
    pub mean: f64,
}

/// The error that ended a run, as the trainer said it. It crosses the wire as a string, so a
/// viewer shows what the trainer said whatever version made it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(transparent)]
#[error("{0}")]
pub struct RunFailure(pub String);

impl From<String> for RunFailure {
    fn from(message: String) -> Self {
        Self(message)
    }
}

impl From<&str> for RunFailure {
    fn from(message: &str) -> Self {
        Self(message.to_string())
    }
}

/// How a remote viewer stands with the trainer it watches.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub enum RemoteStatus {
    /// Connected: the run's history follows, then its live events. Without the token the
    /// viewer is read-only: the trainer refuses its commands.
    Connected {
        /// The server's address.
        address: String,
        /// Commands are refused.
        read_only: bool,
    },
    /// The connection is gone (the trainer stopped, the network failed); the client tries
    /// again every second, unless the run has ended (then this is its last word: whoever
    /// holds the port next is not this run).
    Disconnected {
        /// The server's address.
        address: String,
        /// What happened.
        reason: String,
    },
    /// The trainer will not let this viewer in as it is (it needs the token, the token is
    /// not the server's, another version, or the port now serves another run than the one
    /// the client followed): the client has stopped trying.
    Refused {
        /// The server's address.
        address: String,
        /// Why, and what to do.
        reason: String,
    },
    /// The events that follow happened this many milliseconds before they arrived (a
    /// history being replayed; 0 once live), so that a viewer's times are the run's.
    Behind {
        /// Milliseconds.
        ms: u64,
    },
}

/// One screen for the app (lossy channel: the newest wins).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FrameMessage {
    /// RGB, 210 x 160 x 3.
    pub rgb: Vec<u8>,
    /// Who is playing.
    pub actor: Actor,
    /// The (clipped) return of the training episode so far.
    pub episode_return: f64,
    /// The action just taken.
    pub action: usize,
    /// The global step.
    pub global_step: u64,
}
