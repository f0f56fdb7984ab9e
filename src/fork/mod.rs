//! Forking a run: from a step of its online phase, two arms, **control** (the settings as
//! they were) and **tweak** (the live settings the user changes), each starting from the
//! same whole state (networks, Adam, counters, every random stream, the student's buffer and
//! every environment mid-game), and consuming the same random streams. A fork without a tweak
//! gives two arms identical bit for bit, so whatever differs between the arms of a fork is
//! caused by the tweak. Paired repeats (`--pairs K`) run K pairs from the same state, each
//! pair on its own stream seed, and the verdict's interval is a bootstrap over the pairs'
//! differences. docs/fork.md tells the whole story.
//!
//! | file | what |
//! | --- | --- |
//! | `tweak.rs` | `--set NAME=VALUE`, checked against the live settings' table |
//! | `arms.rs` | the arms' run directories from a whole checkpoint |
//! | `running.rs` | the arms of each pair trained side by side |
//! | `report.rs` | the paired differences, their interval and the verdict |

mod arms;
mod curve;
mod report;
mod running;
mod tweak;

pub use arms::{prepare, read_record, whole_checkpoint, ForkRecord, ARMS};
pub use curve::{difference_curve, DifferencePoint};
pub use report::{
    paired_interval, paired_report, paired_summary, summary_of, tweaks_in_words, ArmResult,
    PairedReport, LAST_GAMES,
};
pub use running::{run_pairs, ArmEvent};
pub use tweak::{
    describe, describe_change, live_names, live_setting, parse_tweak, parse_tweaks, TweakError,
};

use crate::config::LiveParam;
use std::path::PathBuf;

/// The fork's record in its directory.
pub const FORK_FILE: &str = "fork.json";
/// The paired report in the fork's directory.
pub const REPORT_FILE: &str = "report.json";

/// What to fork, and how.
#[derive(Clone, Debug, PartialEq)]
pub struct ForkPlan {
    /// The run directory; its newest checkpoint is the fork's starting state.
    pub run_dir: PathBuf,
    /// The tweak arm's changes (none: two controls, which must stay identical).
    pub tweaks: Vec<LiveParam>,
    /// Online steps the arms run (`None`: to the run's end).
    pub steps: Option<u64>,
    /// Pairs of arms.
    pub pairs: usize,
}

/// Why a fork cannot be made.
#[derive(Debug, thiserror::Error)]
pub enum ForkError {
    /// Not a run directory.
    #[error("{} is not a run directory (no config.toml: {source})", dir.display())]
    NotARun {
        /// The directory.
        dir: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// No checkpoint.
    #[error(
        "{} has no checkpoint to fork from: a run writes them every --checkpoint-every steps \
         (with --checkpoint-buffer, so that a fork starts from its whole state)",
        .0.display()
    )]
    NoCheckpoint(PathBuf),
    /// The newest checkpoint is not in the online phase.
    #[error(
        "{} is in the {phase} phase: a fork starts in the online phase, where the controls \
         change what the student does (let the run reach it, then fork)",
        dir.display()
    )]
    NotOnline {
        /// The checkpoint.
        dir: PathBuf,
        /// Its phase.
        phase: String,
    },
    /// The run is over.
    #[error(
        "{} is the checkpoint of a finished run: there is nothing left to fork (start a run \
         from it with --init-from)",
        .0.display()
    )]
    Finished(PathBuf),
    /// The arms' budget ends where the checkpoint is.
    #[error(
        "{} is at the run's last online step: the arms would have no step to run (a larger \
         --total-timesteps needs a new run)",
        .0.display()
    )]
    AtTheEnd(PathBuf),
    /// No replay buffer in the checkpoint.
    #[error(
        "{} has no replay buffer: a fork starts from the run's whole state, which a run keeps \
         in its checkpoints with --checkpoint-buffer (resume it with --checkpoint-buffer, or \
         start it with the flag, and fork a later checkpoint)",
        .0.display()
    )]
    NoBuffer(PathBuf),
    /// No environments in the checkpoint (an older version's).
    #[error(
        "{} has the replay buffer but not the environments' states (a checkpoint of an older \
         version): resume the run with this version and fork its next checkpoint",
        .0.display()
    )]
    NoEnvs(PathBuf),
    /// Not a fork directory.
    #[error(
        "{} is not a fork directory (no {FORK_FILE} of this version: {why}); a fork's \
         directory is RUN/forks/step_N__TIME, as `reincarnate fork` prints it",
        dir.display()
    )]
    NotAFork {
        /// The directory.
        dir: PathBuf,
        /// Why.
        why: String,
    },
    /// Settings.
    #[error("{0}")]
    Config(String),
    /// A tweak.
    #[error(transparent)]
    Tweak(#[from] TweakError),
    /// The checkpoints.
    #[error(transparent)]
    Checkpoint(#[from] crate::trainer::checkpoint::CheckpointError),
    /// Files.
    #[error("{}: {source}", path.display())]
    Io {
        /// The path.
        path: PathBuf,
        /// The error.
        source: std::io::Error,
    },
}
