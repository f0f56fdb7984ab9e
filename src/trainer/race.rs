//! A race: a QDagger student (with the teacher) and a DQN student from scratch, on the same
//! game with the same seed and the same online budget, each a trainer on its own thread
//! with its own share of the cores.
//!
//! Both runs go into one race directory, `{runs_dir}/race__{env_id}__{seed}__{unix time}`,
//! each a normal run directory (`compare` and `--resume` take either). The DQN side is the
//! QDagger side's settings with the algorithm changed: the same student network, so that
//! the teacher is the only difference (CleanRL's `dqn_atari.py` would use the Nature CNN
//! whatever the QDagger student is).

use super::{spawn, TrainerHandle, TrainerOptions};
use crate::config::{Algorithm, TrainConfig};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

/// The two sides of a race, in the order their trainers run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The QDagger student, taught by the teacher.
    Qdagger,
    /// The DQN student, from scratch.
    Dqn,
}

impl Side {
    /// Both sides, QDagger first.
    pub const BOTH: [Side; 2] = [Side::Qdagger, Side::Dqn];

    /// How the window and the logs name it.
    pub fn label(self) -> &'static str {
        match self {
            Side::Qdagger => "QDagger (teacher)",
            Side::Dqn => "DQN (from scratch)",
        }
    }

    /// Its short name (command-line lines and bars).
    pub fn short(self) -> &'static str {
        match self {
            Side::Qdagger => "qdagger",
            Side::Dqn => "dqn",
        }
    }

    /// Its index in [`Race::sides`].
    pub fn index(self) -> usize {
        match self {
            Side::Qdagger => 0,
            Side::Dqn => 1,
        }
    }
}

/// The settings of both sides from the QDagger side's: the DQN side has the same game, seed,
/// online budget, network and hyperparameters, and no teacher.
pub fn race_configs(config: &TrainConfig, race_dir: &Path) -> [TrainConfig; 2] {
    let runs_dir = race_dir.to_string_lossy().into_owned();
    let qdagger = TrainConfig {
        algorithm: Algorithm::Qdagger,
        runs_dir: runs_dir.clone(),
        ..config.clone()
    };
    let dqn = TrainConfig {
        algorithm: Algorithm::Dqn,
        exp_name: "dqn_atari".into(),
        runs_dir,
        ..config.clone()
    };
    [qdagger, dqn]
}

/// `{runs_dir}/race__{env_id}__{seed}__{unix time}` (a suffix when it exists already).
pub fn new_race_dir(config: &TrainConfig) -> PathBuf {
    let time = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let base = Path::new(&config.runs_dir).join(format!(
        "race__{}__{}__{time}",
        config.env_id.replace('/', "-"),
        config.seed
    ));
    super::run::unused_dir(&base)
}

/// Games in the trailing mean whose crossing counts as reaching a share of the teacher.
pub const REACH_WINDOW: usize = 10;

/// The shares of the way from a random policy to the teacher that a race marks: 50% and 80%.
pub const REACH_SHARES: [f64; 2] = [0.5, 0.8];

/// The step at which the trailing mean of [`REACH_WINDOW`] games of `games` (step, return)
/// first reaches each of [`REACH_SHARES`] of the way from `random` to `teacher`.
pub fn steps_to_reach(games: &[(u64, f64)], random: f64, teacher: f64) -> [Option<u64>; 2] {
    REACH_SHARES
        .map(|share| crate::compare::steps_to_share(games, random, teacher, share, REACH_WINDOW))
}

/// Threads for each side's pool on a machine with `cores` cores: half each, at least one.
pub fn threads_per_side(cores: usize) -> usize {
    (cores / 2).max(1)
}

/// Why a race cannot start or resume.
#[derive(Debug, thiserror::Error)]
pub enum RaceError {
    /// The race directory cannot be read.
    #[error("cannot read the race directory {}: {source}", dir.display())]
    Unreadable {
        /// The directory.
        dir: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The directory lacks one of the two runs.
    #[error(
        "{} is not a race directory: it needs a QDagger run and a DQN run, each with its \
         config.toml",
        .0.display()
    )]
    NotARace(PathBuf),
    /// The race directory cannot be made.
    #[error("cannot create the race directory {}: {source}", dir.display())]
    Uncreatable {
        /// The directory.
        dir: PathBuf,
        /// Why.
        source: std::io::Error,
    },
}

/// The run directories of a race directory: the QDagger run and the DQN run, found by the
/// algorithm in each run's `config.toml`.
pub fn race_runs(race_dir: &Path) -> Result<[PathBuf; 2], RaceError> {
    let entries = std::fs::read_dir(race_dir).map_err(|source| RaceError::Unreadable {
        dir: race_dir.to_path_buf(),
        source,
    })?;
    let mut found: [Option<PathBuf>; 2] = [None, None];
    for entry in entries.flatten() {
        let dir = entry.path();
        let Ok(text) = std::fs::read_to_string(dir.join("config.toml")) else {
            continue;
        };
        let Ok(config) = TrainConfig::from_toml(&text) else {
            continue;
        };
        let side = match config.algorithm {
            Algorithm::Qdagger => Side::Qdagger,
            Algorithm::Dqn => Side::Dqn,
        };
        found[side.index()] = Some(dir);
    }
    match found {
        [Some(q), Some(d)] => Ok([q, d]),
        _ => Err(RaceError::NotARace(race_dir.to_path_buf())),
    }
}

/// A race in progress: one trainer per side.
pub struct Race {
    /// The race directory.
    pub dir: PathBuf,
    /// The trainers, QDagger first ([`Side::index`]).
    pub sides: [TrainerHandle; 2],
}

/// Starts a race of `config` (or resumes the race in `resume`), each side with `threads`
/// worker threads (default: [`threads_per_side`] of this machine's cores).
pub fn spawn_race(
    config: &TrainConfig,
    options: TrainerOptions,
    resume: Option<&Path>,
) -> Result<Race, RaceError> {
    let threads = options.threads.unwrap_or_else(|| {
        threads_per_side(std::thread::available_parallelism().map_or(2, |n| n.get()))
    });
    let (dir, resumes) = match resume {
        // Each side's settings come from its own config.toml when it resumes.
        Some(dir) => (dir.to_path_buf(), race_runs(dir)?.map(Some)),
        None => {
            let dir = new_race_dir(config);
            std::fs::create_dir_all(&dir).map_err(|source| RaceError::Uncreatable {
                dir: dir.clone(),
                source,
            })?;
            (dir, [None, None])
        }
    };
    let [q, d] = race_configs(config, &dir);
    let [rq, rd] = resumes;
    // Half the cores each while both run; all of them for the side left.
    let share = super::cores::CoreShare::new(2, 2 * threads);
    let side = |config: TrainConfig, resume: Option<PathBuf>| {
        spawn(
            config,
            TrainerOptions {
                resume,
                threads: Some(threads),
                cores: Some(share.clone()),
                ..options.clone()
            },
        )
    };
    Ok(Race {
        sides: [side(q, rq), side(d, rd)],
        dir,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_dqn_side_differs_from_the_qdagger_side_only_in_its_algorithm_and_name() {
        let config = TrainConfig {
            seed: 7,
            total_timesteps: 1234,
            ..TrainConfig::demo()
        };
        let [q, d] = race_configs(&config, Path::new("/tmp/race"));
        assert_eq!(q.algorithm, Algorithm::Qdagger);
        assert_eq!(d.algorithm, Algorithm::Dqn);
        assert_eq!(d.exp_name, "dqn_atari");
        assert_eq!(q.exp_name, config.exp_name);
        for c in [&q, &d] {
            assert_eq!(c.runs_dir, "/tmp/race");
            assert_eq!((c.seed, c.total_timesteps), (7, 1234));
            assert_eq!(c.env_id, config.env_id);
            assert_eq!(c.student_arch, config.student_arch);
        }
        // Everything else is equal.
        let same = TrainConfig {
            algorithm: q.algorithm,
            exp_name: q.exp_name.clone(),
            ..d.clone()
        };
        assert_eq!(same.to_toml(), q.to_toml());
    }

    #[test]
    fn reach_is_the_first_crossing_of_the_trailing_mean_of_ten_games() {
        // Ten games at -20, then ten at +20: the mean of the last ten climbs by 4 a game.
        let games: Vec<(u64, f64)> = (0..20)
            .map(|i| (100 * i, if i < 10 { -20.0 } else { 20.0 }))
            .collect();
        // 50% of -20..20 is 0 (the fifth win: mean 0), 80% is 12 (the eighth: mean 12).
        assert_eq!(
            steps_to_reach(&games, -20.0, 20.0),
            [Some(1400), Some(1700)]
        );
        assert_eq!(
            steps_to_reach(&games[..15], -20.0, 20.0),
            [Some(1400), None]
        );
    }

    #[test]
    fn each_side_gets_half_the_cores_and_at_least_one() {
        assert_eq!(threads_per_side(1), 1);
        assert_eq!(threads_per_side(2), 1);
        assert_eq!(threads_per_side(16), 8);
        assert_eq!(threads_per_side(3), 1);
    }

    #[test]
    fn a_directory_without_both_runs_is_not_a_race() {
        let dir = std::env::temp_dir().join(format!("reincarnate-race-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let run = dir.join("one");
        std::fs::create_dir_all(&run).unwrap();
        std::fs::write(run.join("config.toml"), TrainConfig::demo().to_toml()).unwrap();
        let err = race_runs(&dir).unwrap_err().to_string();
        assert!(err.contains("is not a race directory"), "{err}");
        let other = dir.join("two");
        std::fs::create_dir_all(&other).unwrap();
        std::fs::write(
            other.join("config.toml"),
            TrainConfig::demo().dqn().to_toml(),
        )
        .unwrap();
        let [q, d] = race_runs(&dir).unwrap();
        assert_eq!((q, d), (run, other));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
