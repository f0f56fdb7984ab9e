//! `reincarnate sweep`: every combination of games, seeds and algorithms, each one run of
//! `reincarnate train` (QDagger) or `reincarnate dqn`, in one runs directory. The plan is
//! kept in the directory (`sweep.toml`), so a sweep run again (or a Slurm array task) knows
//! each run: finished runs are skipped, interrupted ones resumed from their newest checkpoint,
//! and ones that stopped before their first checkpoint are moved to `.abandoned/` and
//! started again. Runs go one by one to child processes ([`crate::sweep`]'s local executor in
//! the binary) or to a Slurm job array ([`slurm`]).

pub mod local;
pub mod slurm;

use crate::env::{Game, GameError};
use crate::trainer::checkpoint;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The plan's file in the runs directory.
pub const MANIFEST: &str = "sweep.toml";
/// Where runs that stopped before their first checkpoint are moved before starting again.
pub const ABANDONED: &str = ".abandoned";

/// An algorithm of a sweep.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum SweepAlgo {
    /// QDagger from a teacher (`reincarnate train`).
    Qdagger,
    /// DQN from scratch (`reincarnate dqn`).
    Dqn,
}

impl SweepAlgo {
    /// Its name: the runs' experiment name.
    pub fn name(self) -> &'static str {
        match self {
            SweepAlgo::Qdagger => "qdagger",
            SweepAlgo::Dqn => "dqn",
        }
    }

    /// The subcommand that runs it.
    pub fn subcommand(self) -> &'static str {
        match self {
            SweepAlgo::Qdagger => "train",
            SweepAlgo::Dqn => "dqn",
        }
    }
}

/// Train flags a sweep sets for each run itself.
pub const OWN_FLAGS: &[&str] = &[
    "--env-id",
    "--seed",
    "--exp-name",
    "--runs-dir",
    "--resume",
    "--serve",
    "--token-file",
    "--public-read",
    "--threads",
    "--quiet",
];

/// A sweep's plan, as `sweep.toml` keeps it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sweep {
    /// Game ids, as given.
    pub games: Vec<String>,
    /// Seeds.
    pub seeds: Vec<u64>,
    /// Algorithms.
    pub algos: Vec<SweepAlgo>,
    /// Flags every run gets (`reincarnate train` / `dqn` flags).
    #[serde(default)]
    pub train_flags: Vec<String>,
    /// The teacher of each game's QDagger runs, `(game id, source)`; games without one use
    /// the runs' default (CleanRL's Hub teacher).
    #[serde(default)]
    pub teachers: Vec<(String, String)>,
}

/// One run of a sweep.
#[derive(Clone, Debug, PartialEq)]
pub struct SweepRun {
    /// Its place in the sweep (the Slurm array task id).
    pub index: usize,
    /// The game id, as given.
    pub env_id: String,
    /// The game.
    pub game: Game,
    /// The algorithm.
    pub algo: SweepAlgo,
    /// The seed.
    pub seed: u64,
}

impl SweepRun {
    /// `Pong qdagger seed 1`.
    pub fn label(&self) -> String {
        format!(
            "{} {} seed {}",
            self.game.name(),
            self.algo.name(),
            self.seed
        )
    }

    /// The log file's name in `logs/`.
    pub fn log_name(&self) -> String {
        format!(
            "{}__{}__{}.log",
            self.game.name(),
            self.algo.name(),
            self.seed
        )
    }
}

/// Where a run of the sweep stands.
#[derive(Clone, Debug, PartialEq)]
pub enum RunStatus {
    /// Not started.
    Pending,
    /// Started, but stopped before its first checkpoint: moved aside and started again.
    Restart(PathBuf),
    /// Stopped after a checkpoint: resumed.
    Interrupted(PathBuf),
    /// Finished: skipped.
    Finished(PathBuf),
}

/// What is wrong with a sweep's plan, or with its runs directory.
#[derive(Debug, thiserror::Error)]
pub enum SweepError {
    /// A list of the plan is empty.
    #[error("a sweep needs --games, --seeds and --algos (each a comma-separated list)")]
    Empty,
    /// A game of `--games` is not known.
    #[error(transparent)]
    Game(#[from] GameError),
    /// A list names something twice.
    #[error("--{list} names {name} twice")]
    Twice {
        /// The flag of the list (`games`, `seeds`, `algos`).
        list: &'static str,
        /// What it names twice.
        name: String,
    },
    /// A train flag that the sweep sets for each run.
    #[error(
        "{0} is set by the sweep for each run; leave it out of the train flags (use --games, \
         --seeds and --runs-dir)"
    )]
    OwnFlag(String),
    /// `--teacher GAME=...` names an unknown game.
    #[error("--teacher {game}=...: {source}")]
    TeacherGame {
        /// The game as given.
        game: String,
        /// Why it is unknown.
        source: GameError,
    },
    /// `--teacher` names a game the sweep does not run.
    #[error("--teacher names {0}, which is not among --games")]
    TeacherNotSwept(String),
    /// The runs directory's `sweep.toml` is not a plan.
    #[error("{}: not a sweep plan ({source})", path.display())]
    NotAPlan {
        /// The file.
        path: PathBuf,
        /// What the TOML reader said.
        source: toml::de::Error,
    },
    /// A file or folder could not be read or made.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// The plan could not be written.
    #[error("cannot write {}: {source}", path.display())]
    Write {
        /// The plan's file.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// The plan could not be turned into TOML.
    #[error("{0}")]
    Encode(#[from] toml::ser::Error),
    /// A run that stopped before its first checkpoint could not be set aside.
    #[error("cannot move {} to {}: {source}", from.display(), to.display())]
    Move {
        /// The run's directory.
        from: PathBuf,
        /// Where it was to go.
        to: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// A run's checkpoints could not be read.
    #[error(transparent)]
    Checkpoint(#[from] checkpoint::CheckpointError),
}

impl Sweep {
    /// Checks the plan: known games, at least one of each list, no repeats, no flags the
    /// sweep sets itself, teachers only for the sweep's games.
    pub fn validate(&self) -> Result<(), SweepError> {
        if self.games.is_empty() || self.seeds.is_empty() || self.algos.is_empty() {
            return Err(SweepError::Empty);
        }
        let mut games = Vec::new();
        for g in &self.games {
            let game = Game::parse(g)?.game;
            if games.contains(&game) {
                return Err(SweepError::Twice {
                    list: "games",
                    name: game.name().to_string(),
                });
            }
            games.push(game);
        }
        for (i, s) in self.seeds.iter().enumerate() {
            if self.seeds[..i].contains(s) {
                return Err(SweepError::Twice {
                    list: "seeds",
                    name: s.to_string(),
                });
            }
        }
        for (i, a) in self.algos.iter().enumerate() {
            if self.algos[..i].contains(a) {
                return Err(SweepError::Twice {
                    list: "algos",
                    name: a.name().to_string(),
                });
            }
        }
        for f in &self.train_flags {
            let name = f.split('=').next().unwrap_or(f);
            if OWN_FLAGS.contains(&name) {
                return Err(SweepError::OwnFlag(name.to_string()));
            }
        }
        for (g, _) in &self.teachers {
            let game = Game::parse(g)
                .map_err(|source| SweepError::TeacherGame {
                    game: g.clone(),
                    source,
                })?
                .game;
            if !games.contains(&game) {
                return Err(SweepError::TeacherNotSwept(game.name().to_string()));
            }
        }
        Ok(())
    }

    /// Every run, seed by seed (so that the first results cover every game and algorithm),
    /// then game, then algorithm.
    pub fn runs(&self) -> Vec<SweepRun> {
        let mut out = Vec::new();
        for &seed in &self.seeds {
            for env_id in &self.games {
                let Ok(spec) = Game::parse(env_id) else {
                    continue;
                };
                // CleanRL's ids for v4 games, as CleanRL names its runs.
                let env_id = match spec.flavour {
                    crate::env::IdFlavour::V4 => spec.game.cleanrl_id(),
                    crate::env::IdFlavour::V5 => format!("ALE/{}-v5", spec.game.name()),
                };
                for &algo in &self.algos {
                    out.push(SweepRun {
                        index: out.len(),
                        env_id: env_id.clone(),
                        game: spec.game,
                        algo,
                        seed,
                    });
                }
            }
        }
        out
    }

    /// The teacher source of a game's QDagger runs, when the sweep names one.
    pub fn teacher_of(&self, game: Game) -> Option<&str> {
        self.teachers
            .iter()
            .find(|(g, _)| Game::parse(g).is_ok_and(|s| s.game == game))
            .map(|(_, t)| t.as_str())
    }

    /// Reads the plan of a runs directory, if it has one.
    pub fn load(runs_dir: &Path) -> Result<Option<Self>, SweepError> {
        let p = runs_dir.join(MANIFEST);
        match std::fs::read_to_string(&p) {
            Ok(text) => toml::from_str(&text)
                .map(Some)
                .map_err(|source| SweepError::NotAPlan { path: p, source }),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(source) => Err(SweepError::Io { path: p, source }),
        }
    }

    /// Writes the plan into the runs directory (through a temporary file: never half a plan).
    pub fn save(&self, runs_dir: &Path) -> Result<(), SweepError> {
        std::fs::create_dir_all(runs_dir).map_err(|source| SweepError::Io {
            path: runs_dir.to_path_buf(),
            source,
        })?;
        let text = toml::to_string(self)?;
        let p = runs_dir.join(MANIFEST);
        let tmp = runs_dir.join(format!("{MANIFEST}.tmp"));
        std::fs::write(&tmp, text)
            .and_then(|_| std::fs::rename(&tmp, &p))
            .map_err(|source| SweepError::Write { path: p, source })
    }

    /// The arguments (after the binary) that start or continue `run`, given its status;
    /// `None` for a finished run. Each run writes only its progress lines (`--quiet`) and
    /// uses `threads` worker threads.
    pub fn command(
        &self,
        run: &SweepRun,
        status: &RunStatus,
        runs_dir: &Path,
        threads: usize,
    ) -> Option<Vec<String>> {
        let common = [
            "--quiet".to_string(),
            "--threads".into(),
            threads.to_string(),
        ];
        match status {
            RunStatus::Finished(_) => None,
            RunStatus::Interrupted(dir) => Some(
                [
                    run.algo.subcommand().to_string(),
                    "--resume".into(),
                    dir.display().to_string(),
                ]
                .into_iter()
                .chain(common)
                .collect(),
            ),
            RunStatus::Pending | RunStatus::Restart(_) => {
                let mut args = vec![
                    run.algo.subcommand().to_string(),
                    "--env-id".into(),
                    run.env_id.clone(),
                    "--seed".into(),
                    run.seed.to_string(),
                    "--exp-name".into(),
                    run.algo.name().into(),
                    "--runs-dir".into(),
                    runs_dir.display().to_string(),
                ];
                args.extend(common);
                if run.algo == SweepAlgo::Qdagger {
                    if let Some(t) = self.teacher_of(run.game) {
                        args.extend(["--teacher".into(), t.to_string()]);
                    }
                }
                args.extend(self.train_flags.iter().cloned());
                Some(args)
            }
        }
    }
}

/// The directory of `run` in `runs_dir` (`{env}__{algo}__{seed}__{time}`), the newest if
/// there are several.
pub fn find_run_dir(runs_dir: &Path, run: &SweepRun) -> Option<PathBuf> {
    let prefix = format!(
        "{}__{}__{}__",
        run.env_id.replace('/', "-"),
        run.algo.name(),
        run.seed
    );
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(runs_dir)
        .ok()?
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with(&prefix))
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    dirs.sort();
    dirs.pop()
}

/// Where `run` stands in `runs_dir`.
pub fn status(runs_dir: &Path, run: &SweepRun) -> Result<RunStatus, SweepError> {
    let Some(dir) = find_run_dir(runs_dir, run) else {
        return Ok(RunStatus::Pending);
    };
    match checkpoint::latest_state(&dir)? {
        None => Ok(RunStatus::Restart(dir)),
        Some(s) if s.finished() => Ok(RunStatus::Finished(dir)),
        Some(_) => Ok(RunStatus::Interrupted(dir)),
    }
}

/// Moves a run that stopped before its first checkpoint into `.abandoned/` (its logs are
/// kept there), so that it can start again. Returns where it went.
pub fn set_aside(runs_dir: &Path, dir: &Path) -> Result<PathBuf, SweepError> {
    let target_root = runs_dir.join(ABANDONED);
    std::fs::create_dir_all(&target_root).map_err(|source| SweepError::Io {
        path: target_root.clone(),
        source,
    })?;
    let name = dir
        .file_name()
        .map(|n| n.to_os_string())
        .unwrap_or_default();
    let base = target_root.join(name);
    let target = crate::trainer::unused_dir(&base);
    std::fs::rename(dir, &target).map_err(|source| SweepError::Move {
        from: dir.to_path_buf(),
        to: target.clone(),
        source,
    })?;
    Ok(target)
}

#[cfg(test)]
mod tests;
