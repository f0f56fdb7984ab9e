//! The local executor of a sweep: its runs as child processes of this program, a few at
//! once, each with its log and progress bar; the first stop signal passed on to every run
//! (each writes a checkpoint), and a summary of what finished, stopped or failed.

use super::{set_aside, status, RunStatus, Sweep, SweepRun};
use crate::platform::signals;
use indicatif::{MultiProgress, ProgressBar, ProgressStyle};
use std::io::{BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::sync::Arc;
use std::time::Duration;

/// Why a sweep could not go on here.
#[derive(Debug, thiserror::Error)]
pub enum LocalError {
    /// The program cannot find its own path, to start its runs.
    #[error("cannot find this program's path: {0}")]
    Exe(std::io::Error),
    /// A file or folder of the sweep.
    #[error("{path}: {source}")]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// A run's state in the runs directory could not be read or set aside.
    #[error(transparent)]
    Sweep(Box<super::SweepError>),
    /// The stop signals could not be watched.
    #[error("cannot watch the stop signals: {0}")]
    Signals(std::io::Error),
    /// A run's process could not be started.
    #[error("cannot start {run}: {source}")]
    Start {
        /// The run.
        run: String,
        /// Why.
        source: std::io::Error,
    },
    /// A run's process could not be waited for.
    #[error("cannot wait for a run: {0}")]
    Wait(std::io::Error),
    /// Some runs failed; the others ran.
    #[error(
        "{failed} of {total} runs failed: {list}; fix the cause and run `reincarnate sweep \
         --runs-dir {}` to continue (finished runs are skipped)",
        runs_dir.display()
    )]
    Failed {
        /// How many failed.
        failed: usize,
        /// How many the sweep has.
        total: usize,
        /// Each failed run and its log.
        list: String,
        /// The runs directory.
        runs_dir: PathBuf,
    },
}

impl From<super::SweepError> for LocalError {
    fn from(e: super::SweepError) -> Self {
        Self::Sweep(Box::new(e))
    }
}

fn io(path: &Path, source: std::io::Error) -> LocalError {
    LocalError::Io {
        path: path.to_path_buf(),
        source,
    }
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

/// Runs the sweep's unfinished runs here: at most `workers` at once, each a child process of
/// this program with `threads` threads, in its own process group (Ctrl-C reaches it once,
/// from here). Each run's output goes to `RUNS_DIR/logs/`; its progress to a bar on a
/// terminal, or to lines elsewhere.
pub fn run(
    sweep: &Sweep,
    runs: &[SweepRun],
    runs_dir: &Path,
    workers: usize,
    threads: usize,
) -> Result<(), LocalError> {
    let exe = std::env::current_exe().map_err(LocalError::Exe)?;
    let logs = runs_dir.join("logs");
    std::fs::create_dir_all(&logs).map_err(|e| io(&logs, e))?;
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
        match status(runs_dir, run)? {
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
    signals::install(|_| {}).map_err(LocalError::Signals)?;
    let mut active: Vec<Active> = Vec::new();
    let mut failed: Vec<(SweepRun, String)> = Vec::new();
    let mut stopped_runs = 0;
    let mut forwarded = false;
    loop {
        let stopping = signals::received();
        if let (Some(signal), false) = (stopping, forwarded) {
            forwarded = true;
            say(format!(
                "sweep: {}: stopping, each run writes a checkpoint (Ctrl-C again to quit at \
                 once)",
                signals::name(signal)
            ));
            for a in &active {
                // A run that has just ended is no longer there to stop.
                let _ = signals::send(a.child.id(), signal);
            }
        }
        let stopping = stopping.is_some();
        while !stopping && active.len() < workers {
            let Some((run, st)) = queue.pop_front() else {
                break;
            };
            if let RunStatus::Restart(dir) = &st {
                let moved = set_aside(runs_dir, dir)?;
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
                .map_err(|e| io(&log_path, e))?;
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
            let mut child = command.spawn().map_err(|source| LocalError::Start {
                run: run.label(),
                source,
            })?;
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
            match a.child.try_wait().map_err(LocalError::Wait)? {
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
                    let stopped = code.success() || signals::stopped_by_signal(code);
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
        return Err(LocalError::Failed {
            failed: failed.len(),
            total: runs.len(),
            list: list.join(", "),
            runs_dir: runs_dir.to_path_buf(),
        });
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
