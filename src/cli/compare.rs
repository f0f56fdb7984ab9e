//! `reincarnate compare RUN...`: learning curves in one PNG, and the steps to reach a share
//! of the teacher's return.

use anyhow::{bail, Result};
use reincarnate::aggregate::{
    check_damage, find_run_dirs, read_run, AggregateOptions, Normalization, ScoreKind,
};
use reincarnate::compare::chart::{tick_label, HLine, LineChart, LineSeries, Marker, PALETTE};
use reincarnate::compare::{first_reaching, read_curve, smooth, RETURN_TAG};
use std::path::PathBuf;

use super::compare_paired::{paired, PairedChart};

/// Games in the moving average by default.
const SMOOTH: usize = 20;

#[derive(clap::Args, Debug)]
pub struct CompareArgs {
    /// Run directories (ours or CleanRL's TensorBoard runs) or event / scalars.csv files.
    #[arg(required = true)]
    runs: Vec<PathBuf>,
    /// The PNG to write.
    #[arg(long, default_value = "compare.png")]
    out: PathBuf,
    /// The scalar to plot.
    #[arg(long, default_value = RETURN_TAG)]
    tag: String,
    /// Games in the moving average (default 20; with --paired, 10: the fork's verdict).
    #[arg(long)]
    smooth: Option<usize>,
    /// The teacher's return (default: the G_T a QDagger run among RUNS logged).
    #[arg(long, allow_hyphen_values = true)]
    teacher_return: Option<f64>,
    /// The return counted as 0% (a random policy's; Pong: about -20.7): a run reaches the
    /// share `--reach` of the teacher at baseline + reach x (teacher - baseline). Default:
    /// the random policy's return a QDagger run among RUNS measured, else 0.
    #[arg(long, allow_hyphen_values = true)]
    baseline: Option<f64>,
    /// Plot against online steps: our QDagger runs' offline gradient steps, which their
    /// global step counts first (as CleanRL's does), are taken off.
    #[arg(long)]
    online_steps: bool,
    /// The shares of the way from the baseline to the teacher's return to report the steps
    /// to, comma-separated (e.g. 0.5,0.8); the plot marks the first.
    #[arg(long, value_delimiter = ',', default_value = "0.8")]
    reach: Vec<f64>,
    /// Chart title.
    #[arg(long, default_value = "")]
    title: String,
    /// The vertical axis's label.
    #[arg(long, default_value = "return")]
    y_label: String,
    /// Image width and height in pixels.
    #[arg(long, default_value_t = 1000)]
    width: usize,
    #[arg(long, default_value_t = 560)]
    height: usize,
    /// The paired difference of forks instead (RUNS: fork directories, RUN/forks/step_N__TIME,
    /// as `reincarnate fork` prints them): each pair's scores and the verdict, and the tweak's
    /// difference from the control over the steps since the fork, the mean over the pairs
    /// with its 95% interval, written to --out.
    #[arg(long, conflicts_with = "aggregate")]
    paired: bool,
    /// Aggregate over games and seeds instead (RUNS: run directories or a sweep's
    /// --runs-dir): normalised scores per game and across games, IQM, mean, median and
    /// optimality gap with 95% stratified bootstrap intervals (rliable's), performance
    /// profiles and steps to --reach, written to --out-dir.
    #[arg(long)]
    aggregate: bool,
    /// With --aggregate: where aggregate.png, profiles.png, curves_GAME.png, aggregate.md and
    /// aggregate.csv go.
    #[arg(long, default_value = "aggregate")]
    out_dir: PathBuf,
    /// With --aggregate: a run's score, its final evaluation (eval) or the mean of its last
    /// --smooth training games (last).
    #[arg(long, value_enum, default_value_t = ScoreKind::Eval)]
    score: ScoreKind,
    /// With --aggregate: 1 is the teacher's return (teacher; the QDagger paper's), a human
    /// tester's (human; Atari-57's table), or raw returns (raw); 0 is a random policy's.
    #[arg(long, value_enum, default_value_t = Normalization::Teacher)]
    normalize: Normalization,
    /// With --aggregate: bootstrap resamples of the metrics (rliable's default).
    #[arg(long, default_value_t = 50_000)]
    reps: usize,
    /// With --aggregate: bootstrap resamples of the performance profiles.
    #[arg(long, default_value_t = 2_000)]
    profile_reps: usize,
    /// With --aggregate: the bootstrap's seed (as np.random.seed gives rliable).
    #[arg(long, default_value_t = 0)]
    bootstrap_seed: u32,
    /// With --aggregate: score runs whose logs have damaged lines or unreadable records
    /// from what can be read (refused by default, naming the runs).
    #[arg(long)]
    allow_damaged: bool,
}

/// `compare --aggregate`.
fn aggregate(args: &CompareArgs) -> Result<()> {
    if args.reps == 0 || args.profile_reps == 0 {
        bail!("--reps and --profile-reps must be at least 1");
    }
    let dirs = find_run_dirs(&args.runs)?;
    let runs = dirs
        .iter()
        .map(|d| read_run(d))
        .collect::<Result<Vec<_>, _>>()?;
    for warning in check_damage(&runs, args.allow_damaged)? {
        eprintln!("{warning}");
    }
    let options = AggregateOptions {
        score: args.score,
        window: args.smooth.unwrap_or(SMOOTH).max(1),
        normalization: args.normalize,
        reps: args.reps,
        profile_reps: args.profile_reps,
        seed: args.bootstrap_seed,
        reach: args.reach.clone(),
    };
    let result = reincarnate::aggregate::aggregate(&runs, &options)?;
    std::fs::create_dir_all(&args.out_dir)
        .map_err(|e| anyhow::anyhow!("cannot create {}: {e}", args.out_dir.display()))?;
    let write = |name: &str, text: &str| -> Result<()> {
        let p = args.out_dir.join(name);
        std::fs::write(&p, text).map_err(|e| anyhow::anyhow!("cannot write {}: {e}", p.display()))
    };
    let markdown = result.markdown();
    write("aggregate.md", &markdown)?;
    write("aggregate.csv", &result.csv())?;
    let panels = result.interval_chart();
    let width = args.width.max(240 * panels.panels.len());
    let height = (120 + 44 * result.algorithms.len()).max(240);
    panels.save_png(&args.out_dir.join("aggregate.png"), width, height)?;
    result
        .profile_chart()
        .save_png(&args.out_dir.join("profiles.png"), args.width, args.height)?;
    let mut curves = Vec::new();
    for g in &result.games {
        let name = format!("curves_{}.png", g.game.name());
        result.curves_chart(g.game, &runs).save_png(
            &args.out_dir.join(&name),
            args.width,
            args.height,
        )?;
        curves.push(name);
    }
    print!("{markdown}");
    println!(
        "\nwrote aggregate.png, profiles.png, {}, aggregate.md and aggregate.csv in {}",
        curves.join(", "),
        args.out_dir.display()
    );
    Ok(())
}

pub fn compare(args: &CompareArgs) -> Result<()> {
    if !(100..=8000).contains(&args.width) || !(100..=8000).contains(&args.height) {
        bail!("--width and --height must be between 100 and 8000 pixels");
    }
    if args.reach.is_empty() || args.reach.iter().any(|r| !(*r > 0.0 && *r <= 1.0)) {
        bail!("--reach must be one or more shares in (0, 1], e.g. 0.5,0.8");
    }
    if args.aggregate {
        return aggregate(args);
    }
    if args.paired {
        return paired(&PairedChart {
            forks: &args.runs,
            out: &args.out,
            window: args.smooth.unwrap_or(reincarnate::fork::LAST_GAMES).max(1),
            title: &args.title,
            width: args.width,
            height: args.height,
        });
    }
    let window = args.smooth.unwrap_or(SMOOTH);
    let mut curves = Vec::new();
    for run in &args.runs {
        let curve = read_curve(run, &args.tag)?;
        if let Some(d) = &curve.damage {
            eprintln!("warning: {}: {d}", curve.source.display());
        }
        if curve.points.is_empty() {
            bail!("{} has no {} scalars", curve.source.display(), args.tag);
        }
        curves.push(if args.online_steps {
            curve.online()
        } else {
            curve
        });
    }
    let teacher = args
        .teacher_return
        .or_else(|| curves.iter().find_map(|c| c.teacher_return));
    let known_baseline = args
        .baseline
        .or_else(|| curves.iter().find_map(|c| c.random_return));
    let baseline = known_baseline.unwrap_or(0.0);
    let thresholds: Vec<Option<f64>> = args
        .reach
        .iter()
        .map(|r| teacher.map(|t| baseline + r * (t - baseline)))
        .collect();

    let mut series = Vec::new();
    let mut markers = Vec::new();
    let mut header = format!(
        "{:<40} {:>8} {:>12}",
        "run",
        "games",
        format!("last {window}")
    );
    for (share, threshold) in args.reach.iter().zip(&thresholds) {
        let column = threshold.map_or("steps to -".into(), |t| {
            format!("steps to {:.0}% ({t:.1})", share * 100.0)
        });
        header += &format!(" {column:>22}");
    }
    println!("{header}");
    for (i, c) in curves.iter().enumerate() {
        let smoothed = smooth(&c.points, window);
        let reached: Vec<Option<u64>> = thresholds
            .iter()
            .map(|t| t.and_then(|t| first_reaching(&smoothed, t)))
            .collect();
        let mut line = format!(
            "{:<40} {:>8} {:>12.2}",
            c.label,
            c.points.len(),
            smoothed.last().map_or(f64::NAN, |p| p.1)
        );
        for (threshold, reached) in thresholds.iter().zip(&reached) {
            let cell = match (threshold, reached) {
                (None, _) => "-".to_string(),
                (Some(_), Some(s)) => s.to_string(),
                (Some(_), None) => "not reached".to_string(),
            };
            line += &format!(" {cell:>22}");
        }
        println!("{line}");
        let color = PALETTE[i % PALETTE.len()];
        if let (Some(t), Some(step)) = (thresholds[0], reached[0]) {
            let value = smoothed.iter().find(|p| p.0 == step).map_or(t, |p| p.1);
            markers.push(Marker {
                text: format!(
                    "{:.0}% ({t:.1}) at {}",
                    args.reach[0] * 100.0,
                    tick_label(step as f64)
                ),
                color,
                at: (step as f64, value),
            });
        }
        series.push(LineSeries {
            label: c.label.clone(),
            color,
            points: smoothed.iter().map(|&(s, v)| (s as f64, v)).collect(),
        });
    }
    let mut hlines = Vec::new();
    if let Some(t) = teacher {
        hlines.push(HLine {
            label: format!("teacher ({t:.1})"),
            color: [255, 140, 0],
            y: t,
        });
    }
    if let Some(r) = known_baseline {
        hlines.push(HLine {
            label: format!("random policy ({r:.1})"),
            color: [130, 130, 130],
            y: r,
        });
    }
    let chart = LineChart {
        title: if args.title.is_empty() {
            format!("{} (mean of the last {window} games)", args.tag)
        } else {
            args.title.clone()
        },
        x_label: if args.online_steps {
            "online steps (a QDagger run's offline gradient steps taken off)".into()
        } else {
            "global step".into()
        },
        y_label: args.y_label.clone(),
        series,
        hlines,
        markers,
        bands: vec![],
        y_range: None,
    };
    chart.save_png(&args.out, args.width, args.height)?;
    println!("wrote {}", args.out.display());
    Ok(())
}
