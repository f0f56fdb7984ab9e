//! The runs an aggregate scores: run directories found among the paths given (a run, or a
//! sweep's runs directory), each read into its game, algorithm, seed and scores, and the
//! refusal to score runs whose logs could not be read whole.

use super::AggregateError;
use crate::compare::{curve_of, read_log, RETURN_TAG};
use crate::env::Game;
use std::path::{Path, PathBuf};

/// The tag of the final evaluation's games.
pub const EVAL_TAG: &str = "eval/episodic_return";

/// What one run scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ScoreKind {
    /// The mean return of its final evaluation (`eval/episodic_return`).
    Eval,
    /// The mean return of its last training games (as many as `--smooth`).
    Last,
}

/// One run of a sweep, read from its directory.
#[derive(Clone, Debug)]
pub struct RunScores {
    /// The algorithm: the experiment name in the run's directory name.
    pub algorithm: String,
    /// The game.
    pub game: Game,
    /// The seed.
    pub seed: u64,
    /// The run's directory.
    pub dir: PathBuf,
    /// The mean of its final evaluation's games, once it has one.
    pub eval_mean: Option<f64>,
    /// Training game returns against online steps.
    pub returns: Vec<(u64, f64)>,
    /// The teacher's return it logged (QDagger runs).
    pub teacher_return: Option<f64>,
    /// The random policy's return it logged (QDagger runs with normalised lambda).
    pub random_return: Option<f64>,
    /// What of its log could not be read, if anything: its score may then come from part
    /// of the run.
    pub damage: Option<String>,
}

/// `{env}__{exp}__{seed}__{time}` (ours and CleanRL's run names): env, exp and seed.
pub fn parse_run_name(dir: &Path) -> Option<(String, String, u64)> {
    let name = dir.file_name()?.to_str()?;
    let parts: Vec<&str> = name.split("__").collect();
    match parts.as_slice() {
        [env, exp, seed, _time] => Some((env.to_string(), exp.to_string(), seed.parse().ok()?)),
        _ => None,
    }
}

fn is_run_dir(dir: &Path) -> bool {
    dir.join("scalars.csv").is_file()
        || std::fs::read_dir(dir).is_ok_and(|entries| {
            entries
                .flatten()
                .any(|e| e.file_name().to_string_lossy().contains("tfevents"))
        })
}

/// The run directories among `paths`: each path is a run, or a directory of runs (a sweep's
/// `--runs-dir`), searched one level deep.
pub fn find_run_dirs(paths: &[PathBuf]) -> Result<Vec<PathBuf>, AggregateError> {
    let mut out = Vec::new();
    for p in paths {
        if !p.is_dir() {
            return Err(AggregateError::NotADirectory(p.clone()));
        }
        if is_run_dir(p) {
            out.push(p.clone());
            continue;
        }
        let mut children: Vec<PathBuf> = std::fs::read_dir(p)
            .map_err(|source| AggregateError::Unlisted {
                path: p.clone(),
                source,
            })?
            .flatten()
            .map(|e| e.path())
            .filter(|c| c.is_dir() && is_run_dir(c))
            .collect();
        if children.is_empty() {
            return Err(AggregateError::NoRuns(p.clone()));
        }
        children.sort();
        out.extend(children);
    }
    Ok(out)
}

/// Reads one run: its name gives the game, algorithm and seed.
pub fn read_run(dir: &Path) -> Result<RunScores, AggregateError> {
    let (env, algorithm, seed) =
        parse_run_name(dir).ok_or_else(|| AggregateError::UnnamedRun(dir.to_path_buf()))?;
    // Run directories spell `ALE/Pong-v5` as `ALE-Pong-v5`.
    let env = match env.strip_prefix("ALE-") {
        Some(rest) => format!("ALE/{rest}"),
        None => env,
    };
    let game = Game::parse(&env)
        .map_err(|source| AggregateError::Game {
            dir: dir.to_path_buf(),
            source,
        })?
        .game;
    let log = read_log(dir)?;
    let curve = curve_of(&log, dir, RETURN_TAG).online();
    let eval = curve_of(&log, dir, EVAL_TAG);
    let eval_mean = (!eval.points.is_empty())
        .then(|| eval.points.iter().map(|p| p.1).sum::<f64>() / eval.points.len() as f64);
    Ok(RunScores {
        algorithm,
        game,
        seed,
        dir: dir.to_path_buf(),
        eval_mean,
        returns: curve.points,
        teacher_return: curve.teacher_return,
        random_return: curve.random_return,
        damage: log.damage.map(|d| format!("{}: {d}", log.source.display())),
    })
}

/// Refuses to score runs whose logs could not be read whole, unless `allow_damaged`: the
/// message names each of them. Allowed, it returns one warning line per run.
pub fn check_damage(
    runs: &[RunScores],
    allow_damaged: bool,
) -> Result<Vec<String>, AggregateError> {
    let damaged: Vec<&str> = runs.iter().filter_map(|r| r.damage.as_deref()).collect();
    if damaged.is_empty() {
        return Ok(vec![]);
    }
    if allow_damaged {
        return Ok(damaged
            .iter()
            .map(|d| format!("warning: scored from a damaged log: {d}"))
            .collect());
    }
    Err(AggregateError::Damaged(super::error::DamagedRuns(
        damaged.iter().map(|d| d.to_string()).collect(),
    )))
}
