//! `reincarnate sweep`: games x seeds x algorithms, each run a child process here (at most
//! `--workers` at once) or a task of a Slurm job array (`--slurm`).

use super::{Cli, Command as Sub};
use anyhow::{anyhow, bail, Context, Result};
use clap::Parser;
use indicatif::{MultiProgress, ProgressBar, ProgressStyle};
use reincarnate::sweep::slurm::{self, shell_quote, ScriptValues};
use reincarnate::sweep::{set_aside, status, RunStatus, Sweep, SweepAlgo, SweepRun, MANIFEST};
use std::io::{BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::sync::Arc;
use std::time::Duration;

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
    let saved = Sweep::load(&args.runs_dir).map_err(anyhow::Error::msg)?;
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
    sweep.validate().map_err(anyhow::Error::msg)?;
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
        None => sweep.save(&args.runs_dir).map_err(anyhow::Error::msg)?,
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
            let st = status(&runs_dir, run).map_err(anyhow::Error::msg)?;
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
    local(&sweep, &runs, &runs_dir, workers, threads)
}

/// One run in the foreground (a Slurm array task): started, resumed, or skipped.
fn task(sweep: &Sweep, run: &SweepRun, runs_dir: &Path, threads: Option<usize>) -> Result<()> {
    let threads = threads
        .or_else(|| std::env::var("RAYON_NUM_THREADS").ok()?.parse().ok())
        .or_else(|| std::env::var("SLURM_CPUS_PER_TASK").ok()?.parse().ok())
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1);
    let st = status(runs_dir, run).map_err(anyhow::Error::msg)?;
    if let RunStatus::Restart(dir) = &st {
        let moved = set_aside(runs_dir, dir).map_err(anyhow::Error::msg)?;
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
    let pid = child.id() as libc::pid_t;
    super::signals::install(move |signal| {
        super::signals::say(&format!(
            "sweep: {}: passing it to the run, which writes a checkpoint",
            super::signals::name(signal)
        ));
        // SIGTERM whatever came: the run may have had the signal itself too (Slurm signals
        // the whole job; a terminal's Ctrl-C reaches the whole process group), and a second
        // SIGTERM never makes it quit before its checkpoint, where a second Ctrl-C would.
        // SAFETY: kill(2) on our child's pid; no memory is touched.
        unsafe {
            libc::kill(pid, libc::SIGTERM);
        }
    })?;
    let code = child.wait().context("cannot wait for the run")?;
    if super::signals::stopped_by_signal(code) {
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
    let script = slurm::render(&template, &values).map_err(anyhow::Error::msg)?;
    if args.dry_run {
        print!("{script}");
        return Ok(());
    }
    std::fs::create_dir_all(&log_dir).with_context(|| format!("{}", log_dir.display()))?;
    let path = runs_dir.join("sweep.sbatch");
    std::fs::write(&path, &script).with_context(|| format!("cannot write {}", path.display()))?;
    let id = slurm::submit(&path).map_err(anyhow::Error::msg)?;
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

/// A run in a child process.
struct Active {
    run: SweepRun,
    child: Child,
    bar: ProgressBar,
    lines: crossbeam_channel::Receiver<String>,
    readers: Vec<std::thread::JoinHandle<()>>,
}

/// Copies a child's output into its log, and its lines to `tx`.
fn pump(
    from: impl std::io::Read + Send + 'static,
    log: Arc<std::sync::Mutex<std::fs::File>>,
    tx: crossbeam_channel::Sender<String>,
) -> std::thread::JoinHandle<()> {
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(from).lines().map_while(Result::ok) {
            if let Ok(mut f) = log.lock() {
                let _ = writeln!(f, "{line}");
            }
            let _ = tx.send(line);
        }
    })
}

/// `progress: PHASE DONE/TOTAL (MESSAGE)` of a run's quiet output.
fn parse_progress(line: &str) -> Option<(String, u64, u64, String)> {
    let rest = line.strip_prefix("progress: ")?;
    let (head, message) = rest.split_once(" (")?;
    let (phase, counts) = head.rsplit_once(' ')?;
    let (done, total) = counts.split_once('/')?;
    Some((
        phase.to_string(),
        done.parse().ok()?,
        total.parse().ok()?,
        message.trim_end_matches(')').to_string(),
    ))
}

fn run_style() -> ProgressStyle {
    ProgressStyle::with_template("{prefix:>32} [{bar:24}] {pos}/{len} | {msg}")
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .progress_chars("=> ")
}

/// The local executor: at most `workers` runs at once, each a child process of this program
/// with `threads` threads, in its own process group (Ctrl-C reaches it once, from here).
fn local(
    sweep: &Sweep,
    runs: &[SweepRun],
    runs_dir: &Path,
    workers: usize,
    threads: usize,
) -> Result<()> {
    let exe = std::env::current_exe().context("cannot find this program's path")?;
    let logs = runs_dir.join("logs");
    std::fs::create_dir_all(&logs).with_context(|| format!("{}", logs.display()))?;
    let tty = std::io::stdout().is_terminal();
    let multi = MultiProgress::new();
    // A sweep outlives its terminal (a closed SSH session, a pipe whose reader died): what it
    // cannot print is dropped, and it goes on supervising its runs.
    let say = |line: String| {
        if tty {
            let _ = multi.println(line);
        } else {
            let _ = writeln!(std::io::stdout(), "{line}");
        }
    };
    // The work: runs not finished yet.
    let mut queue = std::collections::VecDeque::new();
    let mut skipped = 0;
    for run in runs {
        match status(runs_dir, run).map_err(anyhow::Error::msg)? {
            RunStatus::Finished(_) => skipped += 1,
            st => queue.push_back((run.clone(), st)),
        }
    }
    let total_bar = if tty {
        multi.add(ProgressBar::new(runs.len() as u64))
    } else {
        ProgressBar::hidden()
    };
    total_bar.set_style(
        ProgressStyle::with_template("{prefix:>32} [{bar:24}] {pos}/{len} runs | {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    total_bar.set_prefix("sweep");
    total_bar.set_position(skipped as u64);
    say(format!(
        "sweep: {} runs in {} ({skipped} finished already), {workers} at once with {threads} \
         thread{} each; logs in {}",
        runs.len(),
        runs_dir.display(),
        if threads == 1 { "" } else { "s" },
        logs.display()
    ));

    // The first stop signal is passed on to every run below; a second quits at once.
    super::signals::install(|_| {})?;
    let mut active: Vec<Active> = Vec::new();
    let mut failed: Vec<(SweepRun, String)> = Vec::new();
    let mut stopped_runs = 0;
    let mut forwarded = false;
    loop {
        let stopping = super::signals::received();
        if let (Some(signal), false) = (stopping, forwarded) {
            forwarded = true;
            say(format!(
                "sweep: {}: stopping, each run writes a checkpoint (Ctrl-C again to quit at \
                 once)",
                super::signals::name(signal)
            ));
            for a in &active {
                // SAFETY: kill(2) on a child's pid; no memory is touched.
                unsafe {
                    libc::kill(a.child.id() as libc::pid_t, signal);
                }
            }
        }
        let stopping = stopping.is_some();
        while !stopping && active.len() < workers {
            let Some((run, st)) = queue.pop_front() else {
                break;
            };
            if let RunStatus::Restart(dir) = &st {
                let moved = set_aside(runs_dir, dir).map_err(anyhow::Error::msg)?;
                say(format!(
                    "sweep: {} had no checkpoint; moved to {}",
                    run.label(),
                    moved.display()
                ));
            }
            let Some(cmd) = sweep.command(&run, &st, runs_dir, threads) else {
                continue;
            };
            let log_path = logs.join(run.log_name());
            let log = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(&log_path)
                .with_context(|| format!("cannot open {}", log_path.display()))?;
            let log = Arc::new(std::sync::Mutex::new(log));
            if let Ok(mut f) = log.lock() {
                let _ = writeln!(f, "== reincarnate {}", cmd.join(" "));
            }
            let mut command = std::process::Command::new(&exe);
            command
                .args(&cmd)
                .env("RAYON_NUM_THREADS", threads.to_string())
                .stdin(Stdio::null())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped());
            std::os::unix::process::CommandExt::process_group(&mut command, 0);
            let mut child = command
                .spawn()
                .with_context(|| format!("cannot start {}", run.label()))?;
            let (tx, rx) = crossbeam_channel::unbounded();
            let mut readers = Vec::new();
            if let Some(out) = child.stdout.take() {
                readers.push(pump(out, Arc::clone(&log), tx.clone()));
            }
            if let Some(err) = child.stderr.take() {
                readers.push(pump(err, Arc::clone(&log), tx));
            }
            let bar = if tty {
                multi.add(ProgressBar::new(1))
            } else {
                ProgressBar::hidden()
            };
            bar.set_style(run_style());
            bar.set_prefix(run.label());
            bar.set_message("starting");
            say(format!(
                "sweep: {} {}",
                match st {
                    RunStatus::Interrupted(_) => "resuming",
                    _ => "starting",
                },
                run.label()
            ));
            active.push(Active {
                run,
                child,
                bar,
                lines: rx,
                readers,
            });
        }
        if active.is_empty() {
            break;
        }
        std::thread::sleep(Duration::from_millis(200));
        let mut i = 0;
        while i < active.len() {
            let a = &mut active[i];
            for line in a.lines.try_iter() {
                if let Some((phase, done, total, msg)) = parse_progress(&line) {
                    a.bar.set_length(total.max(1));
                    a.bar.set_position(done);
                    a.bar.set_message(format!("{phase} | {msg}"));
                } else if let Some(p) = line.strip_prefix("phase: ") {
                    a.bar.set_message(p.to_string());
                } else if line.contains("evaluation (") || line.starts_with("warning:") {
                    let label = a.run.label();
                    say(format!("[{label}] {line}"));
                }
            }
            match a.child.try_wait()? {
                None => i += 1,
                Some(code) => {
                    let a = active.remove(i);
                    for r in a.readers {
                        let _ = r.join();
                    }
                    a.bar.finish_and_clear();
                    let label = a.run.label();
                    let log = logs.join(a.run.log_name());
                    let finished = matches!(status(runs_dir, &a.run), Ok(RunStatus::Finished(_)));
                    let stopped = code.success() || super::signals::stopped_by_signal(code);
                    if !stopped {
                        say(format!(
                            "sweep: {label} failed ({code}): see {}",
                            log.display()
                        ));
                        failed.push((a.run, log.display().to_string()));
                    } else if finished {
                        total_bar.inc(1);
                        say(format!("sweep: {label} finished"));
                    } else {
                        stopped_runs += 1;
                        say(format!("sweep: {label} stopped at a checkpoint"));
                    }
                }
            }
        }
        total_bar.set_message(format!("{} running, {} queued", active.len(), queue.len()));
    }
    total_bar.finish_and_clear();
    let unstarted = queue.len();
    if !failed.is_empty() {
        let list: Vec<String> = failed
            .iter()
            .map(|(r, log)| format!("{} ({log})", r.label()))
            .collect();
        bail!(
            "{} of {} runs failed: {}; fix the cause and run `reincarnate sweep --runs-dir {}` \
             to continue (finished runs are skipped)",
            failed.len(),
            runs.len(),
            list.join(", "),
            runs_dir.display()
        );
    }
    if stopped_runs > 0 || unstarted > 0 {
        say(format!(
            "sweep stopped ({stopped_runs} runs at a checkpoint, {unstarted} not started): \
             continue with `reincarnate sweep --runs-dir {}`",
            runs_dir.display()
        ));
    } else {
        say(format!(
            "sweep finished: {} runs in {}; aggregate them with `reincarnate compare --aggregate {}`",
            runs.len(),
            runs_dir.display(),
            runs_dir.display()
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::parse_progress;

    #[test]
    fn progress_lines_are_read() {
        assert_eq!(
            parse_progress("progress: teacher buffer 1200/50000 (430 steps/s | last return -)"),
            Some((
                "teacher buffer".into(),
                1200,
                50000,
                "430 steps/s | last return -".into()
            ))
        );
        assert_eq!(parse_progress("phase: online (100)"), None);
    }
}
