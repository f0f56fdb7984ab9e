//! `reincarnate fork RUN_DIR --set NAME=VALUE...`: the run's newest whole checkpoint forked
//! into a control arm and a tweak arm (K pairs with `--pairs`), trained side by side on
//! the terminal, then the paired verdict (src/fork/, docs/fork.md).

/// A line to stdout, if stdout is still there.
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write;
        let _ = writeln!(std::io::stdout(), $($arg)*);
    }};
}

use super::progress::Progress;
use anyhow::{bail, Result};
use reincarnate::fork::{self, ForkPlan, ARMS};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

#[derive(clap::Args, Debug)]
pub struct ForkArgs {
    /// The run to fork (its newest checkpoint, written with --checkpoint-buffer); with
    /// --resume, a fork directory (RUN_DIR/forks/step_N__TIME) whose arms go on.
    pub dir: PathBuf,
    /// A live setting the tweak arm changes, as NAME=VALUE (epsilon=0.05, distill-threshold=0.2,
    /// temperature=2, learning-rate=3e-4, train-frequency=8; epsilon=off follows the
    /// schedule). Repeat for several; none: two controls, which stay identical.
    #[arg(long = "set", value_name = "NAME=VALUE")]
    pub set: Vec<String>,
    /// Online steps each arm runs (default: to the run's end).
    #[arg(long)]
    pub steps: Option<u64>,
    /// Pairs of arms from the same state, each pair on its own random streams after the
    /// fork; two or more give the verdict an interval.
    #[arg(long, default_value_t = 1)]
    pub pairs: usize,
    /// Worker threads of each arm (default: half the cores each, at least one). Both arms
    /// get the same number, so that they compute alike.
    #[arg(long)]
    pub threads_per_arm: Option<usize>,
    /// Go on with the arms of the fork directory DIR (after Ctrl-C).
    #[arg(long)]
    pub resume: bool,
    /// One line per event instead of progress bars.
    #[arg(long)]
    pub quiet: bool,
}

pub fn fork(args: &ForkArgs) -> Result<()> {
    if args.threads_per_arm == Some(0) {
        bail!("--threads-per-arm must be at least 1");
    }
    let (dir, record) = if args.resume {
        if !args.set.is_empty() || args.steps.is_some() || args.pairs != 1 {
            bail!(
                "--resume goes on with the fork as it was made: leave out --set, --steps and \
                 --pairs"
            );
        }
        let record = fork::read_record(&args.dir)?;
        (args.dir.clone(), record)
    } else {
        let (_, _, config) = fork::whole_checkpoint(&args.dir)?;
        let plan = ForkPlan {
            run_dir: args.dir.clone(),
            tweaks: fork::parse_tweaks(&args.set, config.algorithm)?,
            steps: args.steps,
            pairs: args.pairs,
        };
        let record = fork::prepare(&plan)?;
        let dir = record.pairs[0][0]
            .parent()
            .and_then(|p| p.parent())
            .map(PathBuf::from)
            .unwrap_or_default();
        (dir, record)
    };
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads = args
        .threads_per_arm
        .unwrap_or_else(|| reincarnate::trainer::race::threads_per_side(cores));
    out!("fork directory: {}", dir.display());
    let what = if record.described.is_empty() {
        "no tweak: two controls, which stay identical".to_string()
    } else {
        record.described.join(", ")
    };
    out!(
        "from {} at global step {} (online step {}), to online step {}: {what}",
        record.checkpoint.display(),
        record.global_step,
        record.online_step,
        record.end_step
    );
    out!(
        "{} pair(s), the two arms of a pair side by side on {threads} thread(s) each ({cores} \
         cores here: each arm has its share of them, and runs slower than a lone run on all of \
         them)",
        record.pairs.len()
    );

    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    reincarnate::platform::signals::install(move |signal| {
        flag.store(true, Ordering::Relaxed);
        reincarnate::platform::signals::say(&format!(
            "\n{}: stopping the arms, writing their checkpoints (Ctrl-C again to quit at once)",
            reincarnate::platform::signals::name(signal)
        ));
    })?;
    let multi = indicatif::MultiProgress::new();
    let mut progress: Vec<[Progress; 2]> = Vec::new();
    let mut current = usize::MAX;
    let hub = reincarnate::teacher::HubSettings::from_env();
    let outcomes = fork::run_pairs(&record, threads, hub, &stop, |e| {
        if e.pair != current {
            current = e.pair;
            for p in progress.iter_mut().flatten() {
                p.finish();
            }
            out!("pair {} of {}", e.pair + 1, record.pairs.len());
            progress.push(ARMS.map(|arm| Progress::labelled(args.quiet, arm, &multi)));
        }
        if let Some(p) = progress.last_mut() {
            p[e.arm].show(e.event);
        }
    });
    for p in progress.iter_mut().flatten() {
        p.finish();
    }
    let mut failed = vec![];
    let mut stopped = stop.load(Ordering::Relaxed) || outcomes.len() < record.pairs.len();
    for (k, pair) in outcomes.iter().enumerate() {
        for (arm, outcome) in ARMS.iter().zip(pair) {
            match outcome {
                Ok(s) if !s.completed => stopped = true,
                Ok(_) => {}
                Err(e) => failed.push(format!("pair {k} {arm}: {e}")),
            }
        }
    }
    if !failed.is_empty() {
        bail!("{}", failed.join("; "));
    }
    if stopped {
        out!(
            "stopped; go on with: reincarnate fork --resume {}",
            dir.display()
        );
        return Ok(());
    }
    let report = fork::paired_report(&dir, &record)?;
    if let Some(step) = report.first_difference {
        out!("the arms' games first differ {step} online steps after the fork");
    }
    out!("{}", report.verdict);
    out!(
        "report: {}; curves: reincarnate compare {}/pair_*/*",
        dir.join(fork::REPORT_FILE).display(),
        dir.display()
    );
    Ok(())
}
