//! Why runs cannot be aggregated; each message says what to do.

use std::path::PathBuf;

/// Why runs cannot be found, read, or scored together.
#[derive(Debug, thiserror::Error)]
pub enum AggregateError {
    /// A path that is no directory.
    #[error("{}: not a directory; pass run directories or a sweep's --runs-dir", .0.display())]
    NotADirectory(PathBuf),
    /// A directory that could not be listed.
    #[error("{}: {source}", path.display())]
    Unlisted {
        /// The directory.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A directory with no run in it.
    #[error(
        "{} holds no runs (directories with scalars.csv or TensorBoard event files)",
        .0.display()
    )]
    NoRuns(PathBuf),
    /// A run directory whose name does not say what it ran.
    #[error(
        "{}: cannot tell the run's game, algorithm and seed from its name; the aggregate reads \
         names of the form GAME__ALGORITHM__SEED__TIME, as runs and sweeps make them",
        .0.display()
    )]
    UnnamedRun(PathBuf),
    /// A run of a game we do not know.
    #[error("{}: {source}", dir.display())]
    Game {
        /// The run.
        dir: PathBuf,
        /// Why.
        source: crate::env::GameError,
    },
    /// A run's log that could not be read.
    #[error(transparent)]
    Log(#[from] crate::compare::CompareError),
    /// Runs whose logs are damaged.
    #[error("{0}")]
    Damaged(DamagedRuns),
    /// No random policy's score for a game.
    #[error(
        "{0}: no random policy's score (not an Atari-57 game, and no QDagger run with \
         --lambda-scores normalized measured one)"
    )]
    NoRandomScore(String),
    /// No teacher's return for a game.
    #[error(
        "{0}: no teacher's return (no QDagger run of the game logged one); use --normalize \
         human or raw"
    )]
    NoTeacherReturn(String),
    /// A teacher no better than a random policy.
    #[error(
        "{game}: the teacher's return {teacher:.2} is not above a random policy's {random:.2}; \
         teacher-normalised scores are meaningless then"
    )]
    TeacherNotAboveRandom {
        /// The game.
        game: String,
        /// The teacher's return.
        teacher: f64,
        /// The random policy's.
        random: f64,
    },
    /// No human score for a game.
    #[error("{0}: not an Atari-57 game, no human score; use --normalize teacher")]
    NoHumanScore(String),
    /// Nothing to aggregate.
    #[error("no runs to aggregate")]
    Empty,
    /// Algorithms not run on the same games.
    #[error("the aggregate compares algorithms over the same games, but there are no runs of {0}")]
    Missing(String),
    /// A run without its final evaluation.
    #[error(
        "{} has no final evaluation ({}): finish it (a sweep resumes it), or score runs by their \
         last games with --score last",
        .0.display(),
        super::EVAL_TAG
    )]
    NoEvaluation(PathBuf),
    /// A run without finished training games.
    #[error("{} has no finished training games", .0.display())]
    NoGames(PathBuf),
    /// Two runs of one seed.
    #[error("{algorithm} on {game} has two runs of seed {seed}: keep one ({dirs})")]
    SeedTwice {
        /// The algorithm.
        algorithm: String,
        /// The game.
        game: String,
        /// The seed.
        seed: u64,
        /// The two runs.
        dirs: String,
    },
    /// Different numbers of runs on different games.
    #[error(
        "{algorithm} has different numbers of runs per game ({counts}): the stratified \
         bootstrap needs the same seeds on every game; finish or remove runs"
    )]
    Uneven {
        /// The algorithm.
        algorithm: String,
        /// Each game's count.
        counts: String,
    },
    /// A score matrix without games.
    #[error("no games")]
    NoColumns,
    /// A score matrix whose games have different numbers of runs.
    #[error("every game needs the same number of runs (seeds), at least one: got {0:?}")]
    Ragged(Vec<usize>),
}

/// The runs whose logs could not be read whole (one line each), said as a refusal that tells
/// how to score them anyway.
#[derive(Debug)]
pub struct DamagedRuns(pub Vec<String>);

impl std::fmt::Display for DamagedRuns {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let one = self.0.len() == 1;
        write!(
            f,
            "{} run{} could not be read whole, so {} score{} would come from part of the run:\n  \
             {}\nrepair or rerun {}, or pass --allow-damaged to score what could be read",
            self.0.len(),
            if one { "'s log" } else { "s' logs" },
            if one { "its" } else { "their" },
            if one { "" } else { "s" },
            self.0.join("\n  "),
            if one { "it" } else { "them" },
        )
    }
}
