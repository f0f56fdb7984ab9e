//! `reincarnate sweep`: games x seeds x algorithms, each run a child process here (at most
//! `--workers` at once) or a task of a Slurm job array (`--slurm`).

use super::{Cli, Command as Sub};
use anyhow::{anyhow, bail, Context, Result};
use clap::Parser;
use reincarnate::sweep::slurm::{self, shell_quote, ScriptValues};
use reincarnate::sweep::{set_aside, status, RunStatus, Sweep, SweepAlgo, SweepRun, MANIFEST};
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct SweepArgs {
    /// Games, comma-separated (Pong,Breakout or CleanRL ids such as PongNoFrameskip-v4).
    #[arg(long, value_delimiter = ',')]
    games: Vec<String>,
    /// Seeds, comma-separated.
    #[arg(long, value_delimiter = ',')]
    seeds: Vec<u64>,
    /// Algorithms, comma-separated: qdagger (`train`), dqn.
    #[arg(long, value_delimiter = ',', value_enum)]
    algos: Vec<SweepAlgo>,
    /// The sweep's directory: its plan (sweep.toml), its runs, logs/ and slurm/. Given alone,
    /// continues the sweep it holds.
    #[arg(long)]
    runs_dir: PathBuf,
    /// The teacher of one game's QDagger runs, GAME=SOURCE (bundled, a local file or
    /// directory, hf:owner/name); repeat for each game. Default: CleanRL's Hub teacher.
    #[arg(long = "teacher", value_name = "GAME=SOURCE")]
    teachers: Vec<String>,
    /// Runs at once, each a child process (local executor; default 1). With --slurm: at most
    /// this many array tasks at once (Slurm's %N; default: no limit).
    #[arg(long)]
    workers: Option<usize>,
    /// Worker threads of each run (default: the cores divided among the workers; with
    /// --slurm, 2 CPUs per task).
    #[arg(long)]
    threads: Option<usize>,
    /// Submit the sweep to Slurm as a job array (one task per run) instead of running it here.
    #[arg(long)]
    slurm: bool,
    /// With --slurm: the batch script's template (default: `--slurm --dry-run` prints ours;
    /// placeholders {{job_name}}, {{array}}, {{tasks}}, {{threads}}, {{log_dir}},
    /// {{runs_dir}}, {{signal_seconds}}, {{command}}).
    #[arg(long, requires = "slurm")]
    slurm_template: Option<PathBuf>,
    /// With --slurm: seconds before a task's time limit that Slurm sends it SIGTERM
    /// (`--signal=B:TERM@N`): its run writes a checkpoint and the task requeues itself. Leave
    /// the time a checkpoint takes (docs/training.md: with --checkpoint-buffer, the buffer's write).
    #[arg(long, default_value_t = 300, requires = "slurm")]
    slurm_signal_seconds: u64,
    /// Print what would run (each run's state and command, or the batch script) and change
    /// nothing.
    #[arg(long)]
    dry_run: bool,
    /// Run only the sweep's run number N (from 0; what each Slurm array task runs): start it,
    /// resume it, or skip it if it finished.
    #[arg(long, value_name = "N", conflicts_with_all = ["slurm", "dry_run"])]
    task: Option<usize>,
    /// Flags for every run, after `--` (`reincarnate train` / `dqn` flags, e.g.
    /// `-- --total-timesteps 100000 --student-arch nature`).
    #[arg(last = true, value_name = "TRAIN_FLAGS")]
    train_flags: Vec<String>,
}

fn parse_teacher(s: &str) -> Result<(String, String)> {
    match s.split_once('=') {
        Some((g, t)) if !g.is_empty() && !t.is_empty() => Ok((g.to_string(), t.to_string())),
        _ => bail!("--teacher {s}: expected GAME=SOURCE, e.g. --teacher Pong=bundled"),
    }
}

/// Checks the train flags as `train` / `dqn` would read them, before any run starts.
fn check_train_flags(sweep: &Sweep) -> Result<()> {
    for &algo in &sweep.algos {
        let mut argv = vec!["reincarnate".to_string(), algo.subcommand().to_string()];
        argv.extend(sweep.train_flags.iter().cloned());
        argv.extend(["--env-id".into(), sweep.games[0].clone()]);
        let cli = Cli::try_parse_from(&argv).map_err(|e| {
            anyhow!(
                "the train flags after -- are not {}'s: {}",
                algo.subcommand(),
                e.render().to_string().trim()
            )
        })?;
        let (args, dqn) = match cli.command {
            Some(Sub::Train(a)) => (a, false),
            Some(Sub::Dqn(a)) => (a, true),
            _ => bail!("the train flags after -- are not train flags"),
        };
        super::train::config_from(&args.train, dqn)
            .validate()
            .map_err(|e| anyhow!("the train flags after --: {e}"))?;
    }
    Ok(())
}

/// The sweep of `args`: given on the command line (checked, and kept in the runs directory),
/// or the one the runs directory holds.
fn plan(args: &SweepArgs) -> Result<Sweep> {
    let saved = Sweep::load(&args.runs_dir)?;
    let given = !(args.games.is_empty()
        && args.seeds.is_empty()
        && args.algos.is_empty()
        && args.teachers.is_empty()
        && args.train_flags.is_empty());
    if args.task.is_some() || !given {
        return saved.ok_or_else(|| {
            anyhow!(
                "{} holds no sweep ({MANIFEST}): start one with --games, --seeds and --algos",
                args.runs_dir.display()
            )
        });
    }
    let sweep = Sweep {
        games: args.games.clone(),
        seeds: args.seeds.clone(),
        algos: args.algos.clone(),
        train_flags: args.train_flags.clone(),
        teachers: args
            .teachers
            .iter()
            .map(|t| {
                // A local teacher by absolute path: runs (and Slurm tasks) may start elsewhere.
                let (game, source) = parse_teacher(t)?;
                let local = Path::new(&source);
                let source = if !source.starts_with("hf:") && local.exists() {
                    absolute(local)?.display().to_string()
                } else {
                    source
                };
                Ok((game, source))
            })
            .collect::<Result<_>>()?,
    };
    sweep.validate()?;
    check_train_flags(&sweep)?;
    match saved {
        Some(s) if s != sweep => bail!(
            "{} holds another sweep ({MANIFEST}: {} games, seeds {:?}, {:?}); continue it with \
             `reincarnate sweep --runs-dir {}` alone, or give this one another --runs-dir",
            args.runs_dir.display(),
            s.games.join(","),
            s.seeds,
            s.algos.iter().map(|a| a.name()).collect::<Vec<_>>(),
            args.runs_dir.display()
        ),
        Some(_) => {}
        None if args.dry_run => {}
        None => sweep.save(&args.runs_dir)?,
    }
    Ok(sweep)
}

fn absolute(p: &Path) -> Result<PathBuf> {
    std::path::absolute(p).with_context(|| format!("{}", p.display()))
}

pub fn sweep(args: &SweepArgs) -> Result<()> {
    if args.workers == Some(0) || args.threads == Some(0) {
        bail!("--workers and --threads must be at least 1");
    }
    let sweep = plan(args)?;
    let runs_dir = absolute(&args.runs_dir)?;
    let runs = sweep.runs();
    if let Some(n) = args.task {
        let run = runs.get(n).ok_or_else(|| {
            anyhow!(
                "the sweep has runs 0 to {}: there is no run {n}",
                runs.len() - 1
            )
        })?;
        return task(&sweep, run, &runs_dir, args.threads);
    }
    if args.slurm {
        return submit(args, &runs_dir, runs.len());
    }
    let workers = args.workers.unwrap_or(1);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads = args.threads.unwrap_or((cores / workers).max(1));
    if args.dry_run {
        for run in &runs {
            let st = status(&runs_dir, run)?;
            let what = match &st {
                RunStatus::Pending => "start".to_string(),
                RunStatus::Restart(d) => format!("start again (no checkpoint in {})", d.display()),
                RunStatus::Interrupted(d) => format!("resume {}", d.display()),
                RunStatus::Finished(d) => format!("finished, skip ({})", d.display()),
            };
            println!("[{}] {}: {what}", run.index, run.label());
            if let Some(cmd) = sweep.command(run, &st, &runs_dir, threads) {
                println!(
                    "    reincarnate {}",
                    cmd.iter()
                        .map(|a| shell_quote(a))
                        .collect::<Vec<_>>()
                        .join(" ")
                );
            }
        }
        return Ok(());
    }
    Ok(reincarnate::sweep::local::run(
        &sweep, &runs, &runs_dir, workers, threads,
    )?)
}

/// One run in the foreground (a Slurm array task): started, resumed, or skipped.
fn task(sweep: &Sweep, run: &SweepRun, runs_dir: &Path, threads: Option<usize>) -> Result<()> {
    let threads = threads
        .or_else(|| std::env::var("RAYON_NUM_THREADS").ok()?.parse().ok())
        .or_else(|| std::env::var("SLURM_CPUS_PER_TASK").ok()?.parse().ok())
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1);
    let st = status(runs_dir, run)?;
    if let RunStatus::Restart(dir) = &st {
        let moved = set_aside(runs_dir, dir)?;
        println!(
            "sweep: {} had no checkpoint; moved to {}",
            run.label(),
            moved.display()
        );
    }
    let Some(cmd) = sweep.command(run, &st, runs_dir, threads) else {
        println!("sweep: {} finished already: nothing to do", run.label());
        return Ok(());
    };
    println!(
        "sweep: run {} ({}): reincarnate {}",
        run.index,
        run.label(),
        cmd.join(" ")
    );
    let exe = std::env::current_exe().context("cannot find this program's path")?;
    let mut child = std::process::Command::new(exe)
        .args(&cmd)
        .env("RAYON_NUM_THREADS", threads.to_string())
        .spawn()
        .context("cannot start the run")?;
    // A stop signal (scancel, the time limit's warning, preemption, Ctrl-C) goes on to the
    // run, whose checkpoint this task waits for.
    let pid = child.id();
    reincarnate::platform::signals::install(move |signal| {
        reincarnate::platform::signals::say(&format!(
            "sweep: {}: passing it to the run, which writes a checkpoint",
            reincarnate::platform::signals::name(signal)
        ));
        // SIGTERM whatever came: the run may have had the signal itself too (Slurm signals
        // the whole job; a terminal's Ctrl-C reaches the whole process group), and a second
        // SIGTERM never makes it quit before its checkpoint, where a second Ctrl-C would.
        let _ = reincarnate::platform::signals::send(pid, libc::SIGTERM);
    })?;
    let code = child.wait().context("cannot wait for the run")?;
    if reincarnate::platform::signals::stopped_by_signal(code) {
        // Under Slurm, a stop by the time limit's warning puts the task back in the queue,
        // where it resumes the run; scancel and preemption do not (Slurm requeues a
        // preempted task itself).
        let job = std::env::var("SLURM_JOB_ID").ok();
        let warning = std::env::var("REINCARNATE_SIGNAL_SECONDS")
            .ok()
            .and_then(|s| s.parse().ok());
        if let (Some(job), Some(warning)) = (job, warning) {
            if slurm::out_of_time(slurm::time_left(&job), warning) {
                match slurm::requeue(&job) {
                    Ok(()) => println!(
                        "sweep: {} stopped at a checkpoint before the time limit; job {job} \
                         requeued, it resumes the run",
                        run.label()
                    ),
                    Err(e) => println!(
                        "sweep: {} stopped at a checkpoint before the time limit; could not \
                         requeue: {e}. Unless `squeue -j {job}` lists the job as pending, \
                         submit the sweep again to resume it",
                        run.label()
                    ),
                }
                return Ok(());
            }
        }
        println!(
            "sweep: {} stopped at a checkpoint; submit the sweep again to resume it",
            run.label()
        );
        return Ok(());
    }
    if !code.success() {
        bail!("{} failed ({code})", run.label());
    }
    Ok(())
}

/// Writes the batch script and submits it (or prints it, with --dry-run).
fn submit(args: &SweepArgs, runs_dir: &Path, tasks: usize) -> Result<()> {
    let template = match &args.slurm_template {
        Some(p) => std::fs::read_to_string(p)
            .with_context(|| format!("cannot read the template {}", p.display()))?,
        None => slurm::DEFAULT_TEMPLATE.to_string(),
    };
    let exe = std::env::current_exe().context("cannot find this program's path")?;
    let log_dir = runs_dir.join("slurm");
    let values = ScriptValues {
        job_name: format!(
            "reincarnate-{}",
            runs_dir
                .file_name()
                .map_or("sweep".into(), |n| n.to_string_lossy().to_string())
        ),
        tasks,
        max_running: args.workers,
        threads: args.threads.unwrap_or(2),
        log_dir: shell_quote(&log_dir.display().to_string()),
        runs_dir: shell_quote(&runs_dir.display().to_string()),
        signal_seconds: args.slurm_signal_seconds,
        command: format!(
            "{} sweep --runs-dir {}",
            shell_quote(&exe.display().to_string()),
            shell_quote(&runs_dir.display().to_string())
        ),
    };
    let script = slurm::render(&template, &values)?;
    if args.dry_run {
        print!("{script}");
        return Ok(());
    }
    std::fs::create_dir_all(&log_dir).with_context(|| format!("{}", log_dir.display()))?;
    let path = runs_dir.join("sweep.sbatch");
    std::fs::write(&path, &script).with_context(|| format!("cannot write {}", path.display()))?;
    let id = slurm::submit(&path)?;
    println!(
        "submitted job array {id}: {tasks} tasks ({})",
        path.display()
    );
    println!(
        "logs: {}/{id}_N.out; watch with: squeue -j {id}",
        log_dir.display()
    );
    println!(
        "when it is done: reincarnate compare --aggregate {}",
        runs_dir.display()
    );
    Ok(())
}
