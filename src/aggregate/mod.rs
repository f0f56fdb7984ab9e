//! `reincarnate compare --aggregate`: scores over games and seeds, as the QDagger paper's
//! authors report them with rliable (Agarwal et al., NeurIPS 2021). Each run's score (its
//! final evaluation, or its last training games) is normalised per game, by the teacher's
//! return or a human tester's, with a random policy at 0; then per game and across games:
//! the IQM, mean, median and optimality gap with 95% stratified bootstrap confidence
//! intervals, performance profiles, and the online steps each run needs to reach a share of
//! the teacher.

pub mod atari_scores;
pub mod bootstrap;
pub mod metrics;
pub mod mt19937;
pub mod report;

use crate::compare::{curve_of, read_log, steps_to_share, RETURN_TAG};
use crate::env::Game;
use bootstrap::{interval_estimates, Estimate};
use metrics::{score_distribution, Metric, ScoreMatrix};
use std::collections::BTreeMap;
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
pub fn find_run_dirs(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    for p in paths {
        if !p.is_dir() {
            return Err(format!(
                "{}: not a directory; pass run directories or a sweep's --runs-dir",
                p.display()
            ));
        }
        if is_run_dir(p) {
            out.push(p.clone());
            continue;
        }
        let mut children: Vec<PathBuf> = std::fs::read_dir(p)
            .map_err(|e| format!("{}: {e}", p.display()))?
            .flatten()
            .map(|e| e.path())
            .filter(|c| c.is_dir() && is_run_dir(c))
            .collect();
        if children.is_empty() {
            return Err(format!(
                "{} holds no runs (directories with scalars.csv or TensorBoard event files)",
                p.display()
            ));
        }
        children.sort();
        out.extend(children);
    }
    Ok(out)
}

/// Reads one run: its name gives the game, algorithm and seed.
pub fn read_run(dir: &Path) -> Result<RunScores, String> {
    let (env, algorithm, seed) = parse_run_name(dir).ok_or_else(|| {
        format!(
            "{}: cannot tell the run's game, algorithm and seed from its name; the aggregate \
             reads names of the form GAME__ALGORITHM__SEED__TIME, as runs and sweeps make them",
            dir.display()
        )
    })?;
    // Run directories spell `ALE/Pong-v5` as `ALE-Pong-v5`.
    let env = match env.strip_prefix("ALE-") {
        Some(rest) => format!("ALE/{rest}"),
        None => env,
    };
    let game = Game::parse(&env)
        .map_err(|e| format!("{}: {e}", dir.display()))?
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
pub fn check_damage(runs: &[RunScores], allow_damaged: bool) -> Result<Vec<String>, String> {
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
    Err(format!(
        "{} run{} could not be read whole, so {} score{} would come from part of the run:\n  \
         {}\nrepair or rerun {}, or pass --allow-damaged to score what could be read",
        damaged.len(),
        if damaged.len() == 1 {
            "'s log"
        } else {
            "s' logs"
        },
        if damaged.len() == 1 { "its" } else { "their" },
        if damaged.len() == 1 { "" } else { "s" },
        damaged.join("\n  "),
        if damaged.len() == 1 { "it" } else { "them" },
    ))
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
    pub fn ends(&self, n: Normalization) -> Result<(f64, f64), String> {
        let name = self.game.name();
        let random = || {
            self.random.ok_or_else(|| {
                format!(
                    "{name}: no random policy's score (not an Atari-57 game, and no QDagger run \
                     with --lambda-scores normalized measured one)"
                )
            })
        };
        match n {
            Normalization::Raw => Ok((0.0, 1.0)),
            Normalization::Teacher => {
                let teacher = self.teacher.ok_or_else(|| {
                    format!(
                        "{name}: no teacher's return (no QDagger run of the game logged one); use \
                         --normalize human or raw"
                    )
                })?;
                let r = random()?;
                if teacher <= r {
                    return Err(format!(
                        "{name}: the teacher's return {teacher:.2} is not above a random \
                         policy's {r:.2}; teacher-normalised scores are meaningless then"
                    ));
                }
                Ok((r, teacher))
            }
            Normalization::Human => {
                let human = self.human.ok_or_else(|| {
                    format!("{name}: not an Atari-57 game, no human score; use --normalize teacher")
                })?;
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
pub fn aggregate(runs: &[RunScores], options: &AggregateOptions) -> Result<Aggregate, String> {
    if runs.is_empty() {
        return Err("no runs to aggregate".into());
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
        return Err(format!(
            "the aggregate compares algorithms over the same games, but there are no runs of {}",
            missing.join(", ")
        ));
    }
    let score_of = |r: &RunScores| -> Result<f64, String> {
        match options.score {
            ScoreKind::Eval => r.eval_mean.ok_or_else(|| {
                format!(
                    "{} has no final evaluation ({EVAL_TAG}): finish it (a sweep resumes it), or \
                     score runs by their last games with --score last",
                    r.dir.display()
                )
            }),
            ScoreKind::Last => {
                let n = options.window.max(1).min(r.returns.len());
                if n == 0 {
                    return Err(format!(
                        "{} has no finished training games",
                        r.dir.display()
                    ));
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
            return Err(format!(
                "{} on {} has two runs of seed {}: keep one ({})",
                algorithms[a],
                games[g].name(),
                w[0],
                cell.iter()
                    .filter(|r| r.seed == w[0])
                    .map(|r| r.dir.display().to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
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
            return Err(format!(
                "{} has different numbers of runs per game ({}): the stratified bootstrap needs \
                 the same seeds on every game; finish or remove runs",
                algorithms[a],
                detail.join(", ")
            ));
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
mod tests {
    use super::*;

    fn run(alg: &str, game: &str, seed: u64, eval: f64) -> RunScores {
        RunScores {
            algorithm: alg.into(),
            game: Game::parse(game).unwrap().game,
            seed,
            dir: PathBuf::from(format!("{game}__{alg}__{seed}__1")),
            eval_mean: Some(eval),
            returns: vec![(1000, -21.0), (2000, 0.0), (3000, eval)],
            teacher_return: (alg == "qdagger").then_some(20.0),
            random_return: None,
            damage: None,
        }
    }

    #[test]
    fn runs_with_damaged_logs_are_refused_by_name_unless_allowed() {
        let mut runs = vec![run("dqn", "Pong", 1, 1.0), run("dqn", "Pong", 2, 2.0)];
        assert_eq!(check_damage(&runs, false), Ok(vec![]));
        runs[1].damage = Some("r2/scalars.csv: skipped 1 damaged line (line 9)".into());
        let refused = check_damage(&runs, false).unwrap_err();
        assert!(
            refused.starts_with("1 run's log could not be read whole")
                && refused.contains("r2/scalars.csv: skipped 1 damaged line (line 9)")
                && refused.contains("--allow-damaged"),
            "{refused}"
        );
        let allowed = check_damage(&runs, true).unwrap();
        assert_eq!(
            allowed,
            ["warning: scored from a damaged log: r2/scalars.csv: skipped 1 damaged line (line 9)"]
        );
    }

    #[test]
    fn run_names_give_game_algorithm_and_seed() {
        assert_eq!(
            parse_run_name(Path::new("runs/PongNoFrameskip-v4__qdagger__3__1796")),
            Some(("PongNoFrameskip-v4".into(), "qdagger".into(), 3))
        );
        assert_eq!(parse_run_name(Path::new("runs/mine")), None);
        assert_eq!(parse_run_name(Path::new("a__b__x__1")), None);
    }

    #[test]
    fn teacher_normalised_scores_per_game_and_across() {
        let runs = vec![
            run("dqn", "Pong", 1, -20.7),
            run("dqn", "Pong", 2, -20.7),
            run("qdagger", "Pong", 1, 20.0),
            run("qdagger", "Pong", 2, -0.35),
        ];
        let options = AggregateOptions {
            reps: 200,
            profile_reps: 50,
            window: 1,
            ..Default::default()
        };
        let a = aggregate(&runs, &options).unwrap();
        assert_eq!(a.algorithms, ["qdagger", "dqn"], "QDagger first");
        assert_eq!(a.games[0].random, Some(-20.7), "Atari-57's random score");
        assert_eq!(a.games[0].teacher, Some(20.0));
        let q = &a
            .per_game
            .iter()
            .find(|g| g.algorithm == "qdagger")
            .unwrap();
        assert_eq!(q.raw, [20.0, -0.35]);
        // (20 + 20.7) / 40.7 = 1 and (-0.35 + 20.7) / 40.7 = 0.5: mean 0.75.
        assert!((q.normalized_mean.point - 0.75).abs() < 1e-12);
        assert!(q.normalized_mean.lower >= 0.5 - 1e-12 && q.normalized_mean.upper <= 1.0 + 1e-12);
        // 80% of the way from -20.7 to 20 is 11.86: seed 1's third game (20) reaches it, seed
        // 2's (-0.35) does not.
        assert_eq!(q.steps_to_reach, [[Some(3000), None]]);
        let d = &a.per_game.iter().find(|g| g.algorithm == "dqn").unwrap();
        assert_eq!(d.normalized_mean.point, 0.0);
        assert_eq!(a.runs, [2, 2]);
        // IQM of one game's two runs is their mean.
        assert!((a.metrics[0][0].point - 0.75).abs() < 1e-12);
        assert_eq!(
            a.profiles[1][0].point, 0.0,
            "no DQN run above the lowest tau"
        );
    }

    #[test]
    fn incomplete_sweeps_are_explained() {
        let runs = vec![
            run("qdagger", "Pong", 1, 20.0),
            run("dqn", "Pong", 1, -20.0),
            run("dqn", "Breakout", 1, 2.0),
        ];
        let options = AggregateOptions {
            reps: 10,
            profile_reps: 10,
            normalization: Normalization::Human,
            ..Default::default()
        };
        let e = aggregate(&runs, &options).unwrap_err();
        assert!(e.contains("no runs of qdagger on Breakout"), "{e}");
        let e = aggregate(&runs[1..], &options.clone()).map(|_| ()).err();
        assert_eq!(
            e, None,
            "DQN alone on two games (human-normalised) aggregates"
        );
        let teacher = AggregateOptions {
            normalization: Normalization::Teacher,
            ..options.clone()
        };
        let e = aggregate(&runs[1..], &teacher).unwrap_err();
        assert!(e.contains("no teacher's return"), "{e}");
        let mut unfinished = runs[..2].to_vec();
        unfinished[0].eval_mean = None;
        let e = aggregate(&unfinished, &options).unwrap_err();
        assert!(
            e.contains("no final evaluation") && e.contains("--score last"),
            "{e}"
        );
        let uneven = vec![
            run("dqn", "Pong", 1, -20.0),
            run("dqn", "Pong", 2, -20.0),
            run("dqn", "Breakout", 1, 2.0),
        ];
        let e = aggregate(&uneven, &options).unwrap_err();
        assert!(e.contains("Breakout 1, Pong 2"), "{e}");
    }
}
