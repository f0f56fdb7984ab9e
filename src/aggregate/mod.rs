//! `reincarnate compare --aggregate`: scores over games and seeds, as the QDagger paper's
//! authors report them with rliable (Agarwal et al., NeurIPS 2021). Each run's score (its
//! final evaluation, or its last training games) is normalised per game, by the teacher's
//! return or a human tester's, with a random policy at 0; then per game and across games:
//! the IQM, mean, median and optimality gap with 95% stratified bootstrap confidence
//! intervals, performance profiles, and the online steps each run needs to reach a share of
//! the teacher.

pub mod atari_scores;
pub mod bootstrap;
mod error;
pub use error::{AggregateError, DamagedRuns};
pub mod metrics;
pub mod mt19937;
pub mod report;
pub mod runs;

use crate::compare::steps_to_share;
use crate::env::Game;
use bootstrap::{interval_estimates, Estimate};
use metrics::{score_distribution, Metric, ScoreMatrix};
use std::collections::BTreeMap;

pub use runs::{
    check_damage, find_run_dirs, parse_run_name, read_run, RunScores, ScoreKind, EVAL_TAG,
};

/// How scores are made comparable across games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Normalization {
    /// `(score - random) / (teacher - random)`: 1 is the teacher (the QDagger paper's).
    Teacher,
    /// `(score - random) / (human - random)`: 1 is a human tester (Atari-57's table).
    Human,
    /// Raw returns (only meaningful for one game).
    Raw,
}

impl Normalization {
    /// Its name in titles and tables.
    pub fn describe(self) -> &'static str {
        match self {
            Normalization::Teacher => "teacher-normalised score",
            Normalization::Human => "human-normalised score",
            Normalization::Raw => "return",
        }
    }
}

/// How the aggregate is computed.
#[derive(Clone, Debug)]
pub struct AggregateOptions {
    /// What one run scores.
    pub score: ScoreKind,
    /// Games in a run's trailing mean (its `last` score, and the curve steps to reach are read
    /// from).
    pub window: usize,
    /// The normalisation.
    pub normalization: Normalization,
    /// Bootstrap resamples of the aggregate metrics and per-game means (rliable: 50,000).
    pub reps: usize,
    /// Bootstrap resamples of the performance profiles (rliable: 2,000).
    pub profile_reps: usize,
    /// The bootstrap generator's seed (NumPy's `np.random.seed`).
    pub seed: u32,
    /// The shares of the way from random to the teacher that steps are counted to.
    pub reach: Vec<f64>,
}

impl Default for AggregateOptions {
    fn default() -> Self {
        Self {
            score: ScoreKind::Eval,
            window: 20,
            normalization: Normalization::Teacher,
            reps: 50_000,
            profile_reps: 2_000,
            seed: 0,
            reach: vec![0.8],
        }
    }
}

/// One game's reference scores.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRefs {
    /// The game.
    pub game: Game,
    /// A random policy's return: Atari-57's table, else what QDagger runs measured.
    pub random: Option<f64>,
    /// The teacher's return: the mean of what the game's QDagger runs logged.
    pub teacher: Option<f64>,
    /// A human tester's score (Atari-57's table).
    pub human: Option<f64>,
}

impl GameRefs {
    /// The (0, 1) ends of the normalisation.
    pub fn ends(&self, n: Normalization) -> Result<(f64, f64), AggregateError> {
        let name = self.game.name();
        let random = || {
            self.random
                .ok_or_else(|| AggregateError::NoRandomScore(name.to_string()))
        };
        match n {
            Normalization::Raw => Ok((0.0, 1.0)),
            Normalization::Teacher => {
                let teacher = self
                    .teacher
                    .ok_or_else(|| AggregateError::NoTeacherReturn(name.to_string()))?;
                let r = random()?;
                if teacher <= r {
                    return Err(AggregateError::TeacherNotAboveRandom {
                        game: name.to_string(),
                        teacher,
                        random: r,
                    });
                }
                Ok((r, teacher))
            }
            Normalization::Human => {
                let human = self
                    .human
                    .ok_or_else(|| AggregateError::NoHumanScore(name.to_string()))?;
                Ok((random()?, human))
            }
        }
    }
}

/// One algorithm on one game.
#[derive(Clone, Debug)]
pub struct GameResult {
    /// The algorithm.
    pub algorithm: String,
    /// The game.
    pub game: Game,
    /// Its runs' seeds, in order.
    pub seeds: Vec<u64>,
    /// Each run's raw score, seed by seed.
    pub raw: Vec<f64>,
    /// The mean raw score with its 95% bootstrap interval over runs.
    pub raw_mean: Estimate,
    /// The mean normalised score with its interval.
    pub normalized_mean: Estimate,
    /// Online steps to reach each share of [`AggregateOptions::reach`] of the teacher (of
    /// the human, without a teacher), share by share, then seed by seed; `None`: not reached.
    pub steps_to_reach: Vec<Vec<Option<u64>>>,
}

/// The aggregate of a sweep.
#[derive(Clone, Debug)]
pub struct Aggregate {
    /// How it was computed.
    pub options: AggregateOptions,
    /// The algorithms, in report order.
    pub algorithms: Vec<String>,
    /// The games, in report order, with their reference scores.
    pub games: Vec<GameRefs>,
    /// Per algorithm and game.
    pub per_game: Vec<GameResult>,
    /// Per algorithm, each of [`Metric::ALL`] across games.
    pub metrics: Vec<Vec<Estimate>>,
    /// The performance profiles' thresholds.
    pub taus: Vec<f64>,
    /// Per algorithm, the share of runs above each tau, with intervals.
    pub profiles: Vec<Vec<Estimate>>,
    /// Runs per algorithm (seeds x games).
    pub runs: Vec<usize>,
}

/// Orders algorithms as users expect to read them: QDagger first, then by name.
fn algorithm_order(a: &str, b: &str) -> std::cmp::Ordering {
    let key = |s: &str| (!s.starts_with("qdagger"), s.to_string());
    key(a).cmp(&key(b))
}

/// The performance profile's thresholds: 41 from 0 (or the lowest score) to 1.25 (or the
/// highest).
fn default_taus(all: &[f64]) -> Vec<f64> {
    let lo = all.iter().copied().fold(0.0f64, f64::min);
    let hi = all.iter().copied().fold(1.25f64, f64::max);
    (0..41).map(|i| lo + (hi - lo) * i as f64 / 40.0).collect()
}

/// Aggregates `runs`: every algorithm must have run every game, with the same number of
/// seeds on each game.
pub fn aggregate(
    runs: &[RunScores],
    options: &AggregateOptions,
) -> Result<Aggregate, AggregateError> {
    if runs.is_empty() {
        return Err(AggregateError::Empty);
    }
    let mut algorithms: Vec<String> = runs.iter().map(|r| r.algorithm.clone()).collect();
    algorithms.sort_by(|a, b| algorithm_order(a, b));
    algorithms.dedup();
    let mut games: Vec<Game> = runs.iter().map(|r| r.game).collect();
    games.sort_by_key(|g| g.name());
    games.dedup();

    // Reference scores per game.
    let mean_of = |v: Vec<f64>| (!v.is_empty()).then(|| v.iter().sum::<f64>() / v.len() as f64);
    let refs: Vec<GameRefs> = games
        .iter()
        .map(|&game| {
            let of_game = runs.iter().filter(|r| r.game == game);
            let table = atari_scores::random_and_human(game);
            GameRefs {
                game,
                random: table
                    .map(|t| t.0)
                    .or_else(|| mean_of(of_game.clone().filter_map(|r| r.random_return).collect())),
                teacher: mean_of(of_game.filter_map(|r| r.teacher_return).collect()),
                human: table.map(|t| t.1),
            }
        })
        .collect();

    // Raw scores per (algorithm, game), seed order.
    let mut cells: BTreeMap<(usize, usize), Vec<&RunScores>> = BTreeMap::new();
    for r in runs {
        let a = algorithms
            .iter()
            .position(|x| *x == r.algorithm)
            .unwrap_or(0);
        let g = games.iter().position(|x| *x == r.game).unwrap_or(0);
        cells.entry((a, g)).or_default().push(r);
    }
    let mut missing = Vec::new();
    for (a, alg) in algorithms.iter().enumerate() {
        for (g, game) in games.iter().enumerate() {
            if !cells.contains_key(&(a, g)) {
                missing.push(format!("{alg} on {}", game.name()));
            }
        }
    }
    if !missing.is_empty() {
        return Err(AggregateError::Missing(missing.join(", ")));
    }
    let score_of = |r: &RunScores| -> Result<f64, AggregateError> {
        match options.score {
            ScoreKind::Eval => r
                .eval_mean
                .ok_or_else(|| AggregateError::NoEvaluation(r.dir.clone())),
            ScoreKind::Last => {
                let n = options.window.max(1).min(r.returns.len());
                if n == 0 {
                    return Err(AggregateError::NoGames(r.dir.clone()));
                }
                let tail = &r.returns[r.returns.len() - n..];
                Ok(tail.iter().map(|p| p.1).sum::<f64>() / n as f64)
            }
        }
    };

    let mut per_game = Vec::new();
    let mut columns: Vec<Vec<Vec<f64>>> = vec![Vec::new(); algorithms.len()];
    for ((a, g), mut cell) in cells {
        cell.sort_by_key(|r| r.seed);
        let seeds: Vec<u64> = cell.iter().map(|r| r.seed).collect();
        if let Some(w) = seeds.windows(2).find(|w| w[0] == w[1]) {
            return Err(AggregateError::SeedTwice {
                algorithm: algorithms[a].clone(),
                game: games[g].name().to_string(),
                seed: w[0],
                dirs: cell
                    .iter()
                    .filter(|r| r.seed == w[0])
                    .map(|r| r.dir.display().to_string())
                    .collect::<Vec<_>>()
                    .join(", "),
            });
        }
        let raw = cell
            .iter()
            .map(|r| score_of(r))
            .collect::<Result<Vec<_>, _>>()?;
        let (zero, one) = refs[g].ends(options.normalization)?;
        let normalized: Vec<f64> = raw.iter().map(|s| (s - zero) / (one - zero)).collect();
        let (r0, target) = (
            refs[g].random.unwrap_or(0.0),
            refs[g].teacher.or(refs[g].human),
        );
        let steps_to_reach = options
            .reach
            .iter()
            .map(|&share| {
                cell.iter()
                    .map(|r| {
                        target
                            .and_then(|t| steps_to_share(&r.returns, r0, t, share, options.window))
                    })
                    .collect()
            })
            .collect();
        let one_game = |v: &[f64]| ScoreMatrix::from_columns(&[v.to_vec()]);
        let raw_m = one_game(&raw)?;
        let norm_m = one_game(&normalized)?;
        let stat = |m: &ScoreMatrix| vec![metrics::mean(m)];
        let est = interval_estimates(&[&raw_m, &norm_m], &stat, options.reps, 0.95, options.seed);
        columns[a].push(normalized);
        per_game.push(GameResult {
            algorithm: algorithms[a].clone(),
            game: games[g],
            seeds,
            raw,
            raw_mean: est[0][0],
            normalized_mean: est[1][0],
            steps_to_reach,
        });
    }
    // Tables read game by game.
    per_game.sort_by_key(|r| {
        let a = algorithms.iter().position(|x| *x == r.algorithm);
        (r.game.name(), a)
    });
    let mut matrices = Vec::new();
    for (a, cols) in columns.iter().enumerate() {
        let counts: Vec<usize> = cols.iter().map(Vec::len).collect();
        if counts.iter().any(|&c| c != counts[0]) {
            let detail: Vec<String> = games
                .iter()
                .zip(&counts)
                .map(|(g, c)| format!("{} {c}", g.name()))
                .collect();
            return Err(AggregateError::Uneven {
                algorithm: algorithms[a].clone(),
                counts: detail.join(", "),
            });
        }
        matrices.push(ScoreMatrix::from_columns(cols)?);
    }
    let refs_m: Vec<&ScoreMatrix> = matrices.iter().collect();
    // One bootstrap per metric over every algorithm, from the seed each time (as calling
    // rliable's get_interval_estimates once per metric after np.random.seed).
    let by_metric: Vec<Vec<Estimate>> = Metric::ALL
        .iter()
        .map(|&metric| {
            let stat = move |m: &ScoreMatrix| vec![metric.of(m)];
            interval_estimates(&refs_m, &stat, options.reps, 0.95, options.seed)
                .into_iter()
                .map(|v| v[0])
                .collect()
        })
        .collect();
    let metrics_per_alg = (0..algorithms.len())
        .map(|a| by_metric.iter().map(|m| m[a]).collect())
        .collect();
    let all: Vec<f64> = matrices.iter().flat_map(|m| m.values().to_vec()).collect();
    let taus = default_taus(&all);
    let taus_c = taus.clone();
    let profile_stat = move |m: &ScoreMatrix| score_distribution(m, &taus_c);
    let profiles = interval_estimates(
        &refs_m,
        &profile_stat,
        options.profile_reps,
        0.95,
        options.seed,
    );
    Ok(Aggregate {
        options: options.clone(),
        runs: matrices.iter().map(|m| m.runs() * m.games()).collect(),
        algorithms,
        games: refs,
        per_game,
        metrics: metrics_per_alg,
        taus,
        profiles,
    })
}

#[cfg(test)]
mod tests;
