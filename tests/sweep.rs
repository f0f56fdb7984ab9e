//! `reincarnate sweep`: a tiny sweep run here (two at once), stopped with Ctrl-C and
//! continued; bad plans refused before any run starts; and the same sweep as a job array on
//! a real single-node Slurm (munge, slurmctld and slurmd started by scripts/check/slurm_local.sh,
//! stopped after).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

mod support;
use support::slurm::{job_id, local_slurm, queue};
use support::{teacher, tiny};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_reincarnate"))
}

/// Runs `cmd`, which must succeed; its stdout.
fn succeeds(cmd: &mut Command) -> String {
    let out = cmd.output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

fn root(tag: &str) -> PathBuf {
    let p = std::env::temp_dir().join(format!("reincarnate-sweep-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&p);
    p
}

fn sweep_args(dir: &Path) -> Vec<String> {
    let mut a: Vec<String> = [
        "sweep",
        "--games",
        "Breakout",
        "--seeds",
        "1,2",
        "--algos",
        "qdagger,dqn",
        "--runs-dir",
    ]
    .map(String::from)
    .to_vec();
    a.push(dir.display().to_string());
    a.push("--teacher".into());
    a.push(format!("Breakout={}", teacher()));
    a
}

/// The runs of `dir` whose newest checkpoint says the run finished (its final evaluation
/// logged).
fn finished_runs(dir: &Path) -> Vec<String> {
    let mut out: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .filter(|e| {
            reincarnate::trainer::checkpoint::latest_state(&e.path())
                .ok()
                .flatten()
                .is_some_and(|s| s.finished())
        })
        .map(|e| e.file_name().to_string_lossy().to_string())
        .collect();
    out.sort();
    out
}

#[test]
fn a_local_sweep_runs_everything_stops_on_ctrl_c_and_continues() {
    let dir = root("local");
    let mut args = sweep_args(&dir);
    args.extend(["--workers".into(), "2".into(), "--".into()]);
    args.extend(tiny(3000));
    let mut child = bin()
        .args(&args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Once a run has written a checkpoint, Ctrl-C the sweep: each run stops at a checkpoint.
    let deadline = Instant::now() + Duration::from_secs(120);
    let has_checkpoint = || {
        std::fs::read_dir(&dir)
            .into_iter()
            .flatten()
            .flatten()
            .any(|e| {
                std::fs::read_dir(e.path().join("checkpoints"))
                    .map(|mut d| d.next().is_some())
                    .unwrap_or(false)
            })
    };
    while !has_checkpoint() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("no checkpoint within 120 s");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    support::interrupt(&child);
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    // Stopped (every run at a checkpoint) by Ctrl-C: 128 + SIGINT, not a failure's 1.
    assert_eq!(
        out.status.code(),
        Some(130),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains(": stopping, each run writes a checkpoint"),
        "{stdout}"
    );
    assert!(
        stdout.contains("sweep stopped") && stdout.contains("continue with"),
        "{stdout}"
    );
    assert!(
        finished_runs(&dir).len() < 4,
        "stopped before the end: {stdout}"
    );
    // The plan is kept: the runs directory alone continues it (two at once again).
    let stdout = succeeds(
        bin()
            .args(["sweep", "--workers", "2", "--runs-dir"])
            .arg(&dir),
    );
    assert!(stdout.contains("sweep: resuming Breakout"), "{stdout}");
    assert!(stdout.contains("sweep finished: 4 runs"), "{stdout}");
    let finished = finished_runs(&dir);
    assert_eq!(finished.len(), 4, "{finished:?}");
    for (alg, seed) in [("qdagger", 1), ("qdagger", 2), ("dqn", 1), ("dqn", 2)] {
        let prefix = format!("BreakoutNoFrameskip-v4__{alg}__{seed}__");
        assert!(
            finished.iter().any(|f| f.starts_with(&prefix)),
            "{prefix}: {finished:?}"
        );
        let log = dir
            .join("logs")
            .join(format!("Breakout__{alg}__{seed}.log"));
        let log = std::fs::read_to_string(&log).unwrap();
        assert!(log.contains("== reincarnate"), "{log}");
    }
    // Each run went on from its checkpoint: one directory per run, no run started twice.
    let run_dirs = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with("Breakout"))
        .count();
    assert_eq!(run_dirs, 4);
    // Again: nothing to do.
    let out = bin()
        .args(["sweep", "--runs-dir"])
        .arg(&dir)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("(4 finished already)"), "{stdout}");
    let out = bin()
        .args(["sweep", "--dry-run", "--runs-dir"])
        .arg(&dir)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(stdout.matches("finished, skip").count(), 4, "{stdout}");
    // The aggregate reads the sweep.
    let out = bin()
        .args([
            "compare",
            "--aggregate",
            "--reps",
            "100",
            "--profile-reps",
            "20",
        ])
        .arg(&dir)
        .arg("--out-dir")
        .arg(dir.join("aggregate"))
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("| qdagger | 2 |"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The pids of `pid`'s children.
fn children(pid: u32) -> Vec<i32> {
    std::fs::read_to_string(format!("/proc/{pid}/task/{pid}/children"))
        .unwrap_or_default()
        .split_whitespace()
        .filter_map(|p| p.parse().ok())
        .collect()
}

#[test]
fn a_sweep_task_killed_under_the_local_executor_resumes_and_its_logs_are_whole() {
    let dir = root("killed");
    let args = support::one_run_sweep(&dir, &["--workers", "1"], 2000);
    let mut sweep = bin()
        .args(&args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The run's process, killed with SIGKILL (the machine ran out of memory, say) once it
    // has checkpointed and logged on after its checkpoint.
    let run = || {
        std::fs::read_dir(&dir)
            .ok()?
            .flatten()
            .map(|e| e.path())
            .find(|p| p.join("config.toml").is_file())
    };
    let deadline = Instant::now() + Duration::from_secs(180);
    let checkpointed = || {
        run().is_some_and(|r| {
            reincarnate::trainer::checkpoint::latest_state(&r)
                .ok()
                .flatten()
                .is_some_and(|s| s.global_step >= 400)
        })
    };
    while !checkpointed() {
        if Instant::now() > deadline {
            let _ = sweep.kill();
            panic!("no checkpoint within 180 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(700));
    let task = children(sweep.id());
    assert_eq!(task.len(), 1, "the sweep's run processes: {task:?}");
    // SAFETY: kill(2) on the sweep's child; no memory is touched.
    unsafe {
        libc::kill(task[0], libc::SIGKILL);
    }
    let out = sweep.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(!out.status.success(), "{stdout}");
    assert!(stdout.contains("failed"), "{stdout}");
    // The sweep again: the run resumes from its checkpoint and finishes.
    let stdout = succeeds(bin().args(["sweep", "--runs-dir"]).arg(&dir));
    assert!(stdout.contains("sweep: resuming Breakout"), "{stdout}");
    assert!(stdout.contains("sweep finished: 1 runs"), "{stdout}");
    let run = run().unwrap();
    let whole = support::logs::assert_logs_whole(&run);
    assert!(whole.cuts >= 1, "nothing was logged after the checkpoint");
    println!(
        "killed sweep task resumed: {} rows, {} games, {} cut",
        whole.rows, whole.games, whole.cuts
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn bad_sweeps_are_refused_before_any_run() {
    let dir = root("bad");
    let refused = |extra: &[&str], want: &str| {
        let out = bin()
            .args(["sweep", "--seeds", "1", "--algos", "dqn", "--runs-dir"])
            .arg(&dir)
            .args(extra)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{extra:?} ran");
        assert!(err.contains(want), "{extra:?}: {err}");
        assert!(!dir.join("sweep.toml").exists(), "{extra:?} wrote a plan");
    };
    refused(&["--games", "Tetris"], "unknown game 'Tetris'");
    refused(
        &["--games", "Pong", "--", "--total-timestep", "5"],
        "--total-timestep",
    );
    refused(
        &["--games", "Pong", "--", "--seed", "5"],
        "--seed is set by the sweep",
    );
    refused(
        &["--games", "Pong", "--", "--learning-rate=-1"],
        "--learning-rate must be in [1e-6, 0.1], got -1",
    );
    refused(
        &["--games", "Pong", "--teacher", "Pong"],
        "expected GAME=SOURCE",
    );
    refused(
        &["--games", "Pong", "--slurm", "--task", "1"],
        "cannot be used with",
    );
    // A directory holding another sweep is not reused for a new one.
    let out = bin()
        .args([
            "sweep",
            "--dry-run",
            "--games",
            "Pong",
            "--seeds",
            "1",
            "--algos",
            "dqn",
        ])
        .arg("--runs-dir")
        .arg(&dir)
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("[0] Pong dqn seed 1: start"));
    assert!(!dir.join("sweep.toml").exists(), "a dry run writes nothing");
    // A teacher named by a relative path is passed on by its absolute path.
    let out = bin()
        .args([
            "sweep",
            "--dry-run",
            "--games",
            "Breakout",
            "--seeds",
            "1",
            "--algos",
            "qdagger",
        ])
        .args([
            "--teacher",
            "Breakout=tests/fixtures/parity/teacher.cleanrl_model",
        ])
        .arg("--runs-dir")
        .arg(&dir)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains(&format!("--teacher {}", teacher())),
        "{stdout}"
    );
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("sweep.toml"),
        "games = [\"Breakout\"]\nseeds = [1]\nalgos = [\"dqn\"]\n",
    )
    .unwrap();
    let out = bin()
        .args([
            "sweep",
            "--games",
            "Pong",
            "--seeds",
            "1",
            "--algos",
            "dqn",
            "--runs-dir",
        ])
        .arg(&dir)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("holds another sweep"), "{err}");
    let out = bin()
        .args(["sweep", "--task", "7", "--runs-dir"])
        .arg(&dir)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("there is no run 7"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_sweep_runs_as_a_slurm_job_array() {
    let dir = root("slurm");
    // The batch script is printed without Slurm, from our template or the user's.
    let mut args = sweep_args(&dir.join("runs"));
    args.extend(["--slurm", "--dry-run", "--threads", "1", "--"].map(String::from));
    args.extend(tiny(400));
    let script = succeeds(bin().args(&args));
    assert!(script.contains("#SBATCH --array=0-3\n"), "{script}");
    assert!(
        script.contains("--task \"$SLURM_ARRAY_TASK_ID\""),
        "{script}"
    );
    std::fs::create_dir_all(&dir).unwrap();
    let template = dir.join("template.sh");
    std::fs::write(
        &template,
        "#!/bin/bash\n#SBATCH --array={{array}}\n#SBATCH --cpus-per-task={{threads}}\n\
         #SBATCH --output={{log_dir}}/%A_%a.out\n#SBATCH --comment=reincarnate-test\n\
         export RAYON_NUM_THREADS={{threads}}\nexec {{command}} --task \"$SLURM_ARRAY_TASK_ID\"\n",
    )
    .unwrap();

    let Some((guard, conf)) = local_slurm(&dir, "a_sweep_runs_as_a_slurm_job_array") else {
        return;
    };
    let runs = dir.join("runs");
    let mut args = sweep_args(&runs);
    args.extend(["--slurm", "--threads", "1", "--slurm-template"].map(String::from));
    args.push(template.display().to_string());
    args.push("--".into());
    args.extend(tiny(400));
    let id = job_id(&succeeds(bin().args(&args).env("SLURM_CONF", &conf)));
    let written = std::fs::read_to_string(runs.join("sweep.sbatch")).unwrap();
    assert!(written.contains("#SBATCH --comment=reincarnate-test"));
    // Every array task finishes its run.
    let deadline = Instant::now() + Duration::from_secs(300);
    while finished_runs(&runs).len() < 4 {
        if Instant::now() > deadline {
            let queue = Command::new("squeue")
                .env("SLURM_CONF", &conf)
                .output()
                .unwrap();
            panic!(
                "the job array did not finish within 300 s: {}\n{:?}",
                String::from_utf8_lossy(&queue.stdout),
                std::fs::read_dir(runs.join("slurm")).map(|d| d.count())
            );
        }
        std::thread::sleep(Duration::from_millis(500));
    }
    // One log per task, each naming its run.
    for task in 0..4 {
        let log = runs.join("slurm").join(format!("{id}_{task}.out"));
        let deadline = Instant::now() + Duration::from_secs(30);
        let mut text = String::new();
        while Instant::now() < deadline {
            text = std::fs::read_to_string(&log).unwrap_or_default();
            if text.contains("run finished") {
                break;
            }
            std::thread::sleep(Duration::from_millis(200));
        }
        assert!(
            text.contains(&format!("sweep: run {task} (")),
            "{}: {text}",
            log.display()
        );
        assert!(text.contains("run finished"), "{}: {text}", log.display());
    }
    // A task submitted again skips its finished run.
    let out = bin()
        .args(["sweep", "--task", "0", "--runs-dir"])
        .arg(&runs)
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("finished already"));
    let _ = writeln!(
        std::io::stderr(),
        "a_sweep_runs_as_a_slurm_job_array: job array {id}: 4 tasks finished on the local Slurm"
    );
    drop(guard);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_sweep_whose_output_is_gone_still_runs_everything() {
    // Its stdout's reader is gone at once (a closed terminal, a dead `tee`): the sweep must
    // not die of a broken pipe but go on supervising its runs.
    let dir = root("no-output");
    let mut args: Vec<String> = [
        "sweep", "--games", "Breakout", "--seeds", "1,2", "--algos", "dqn",
    ]
    .map(String::from)
    .to_vec();
    args.extend(["--workers".into(), "2".into(), "--runs-dir".into()]);
    args.push(dir.display().to_string());
    args.push("--".into());
    args.extend(tiny(400));
    let mut child = bin()
        .args(&args)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let deadline = Instant::now() + Duration::from_secs(120);
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("the sweep did not end within 120 s");
        }
        std::thread::sleep(Duration::from_millis(200));
    };
    assert!(status.success(), "{status}");
    assert_eq!(finished_runs(&dir).len(), 2);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Submits the one-run sweep of `runs` with `template` and `flags`: planned first (a DQN run
/// of Breakout, seed 1, `total` steps) when `total` is given, else as planned before.
/// Returns the job id.
fn submit(runs: &Path, conf: &Path, template: &Path, flags: &[&str], total: Option<u64>) -> String {
    let mut args: Vec<String> = ["sweep", "--runs-dir"].map(String::from).to_vec();
    args.push(runs.display().to_string());
    if total.is_some() {
        args.extend(["--games", "Breakout", "--seeds", "1", "--algos", "dqn"].map(String::from));
    }
    args.extend(["--slurm", "--threads", "1", "--slurm-template"].map(String::from));
    args.push(template.display().to_string());
    args.extend(flags.iter().map(|s| s.to_string()));
    if let Some(total) = total {
        args.push("--".into());
        args.extend(tiny(total));
    }
    job_id(&succeeds(bin().args(&args).env("SLURM_CONF", conf)))
}

/// The single run of `runs`, once it exists.
fn single_run(runs: &Path) -> Option<PathBuf> {
    std::fs::read_dir(runs)
        .ok()?
        .flatten()
        .map(|e| e.path())
        .find(|p| p.join("config.toml").is_file())
}

#[test]
fn a_slurm_task_cancelled_or_out_of_time_checkpoints_and_its_run_resumes() {
    let test = "a_slurm_task_cancelled_or_out_of_time_checkpoints_and_its_run_resumes";
    let dir = root("slurm-stop");
    std::fs::create_dir_all(&dir).unwrap();
    let Some((guard, conf)) = local_slurm(&dir, test) else {
        return;
    };
    // The two cases side by side on the one-node cluster (a CPU each): most of their time is
    // Slurm's and the runs' waiting, not work.
    let (stopped, resumes) = std::thread::scope(|s| {
        let cancelled = s.spawn(|| cancelled_task_resumes(&dir, &conf));
        let timed = s.spawn(|| timed_out_task_is_requeued(&dir, &conf));
        let joined = |h: std::thread::ScopedJoinHandle<'_, u64>| {
            h.join().unwrap_or_else(|p| std::panic::resume_unwind(p))
        };
        (joined(cancelled), joined(timed))
    });
    let _ = writeln!(
        std::io::stderr(),
        "{test}: scancel stopped the run at step {stopped}; the time-limited run was requeued \
         {resumes} times"
    );
    drop(guard);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A task cancelled with `scancel` (SIGTERM to the task and the run) writes its checkpoint, and
/// the sweep submitted again resumes the run to its end. Returns the step it stopped at.
fn cancelled_task_resumes(dir: &Path, conf: &Path) -> u64 {
    // 1. scancel: SIGTERM to the task (and the run); the run writes its checkpoint.
    let template = dir.join("template.sh");
    std::fs::write(
        &template,
        "#!/bin/bash\n#SBATCH --array={{array}}\n#SBATCH --cpus-per-task={{threads}}\n\
         #SBATCH --output={{log_dir}}/%A_%a.out\n#SBATCH --open-mode=append\n\
         export RAYON_NUM_THREADS={{threads}}\nexec {{command}} --task \"$SLURM_ARRAY_TASK_ID\"\n",
    )
    .unwrap();
    let runs = dir.join("cancelled");
    let id = submit(&runs, conf, &template, &[], Some(6000));
    let log = runs.join("slurm").join(format!("{id}_0.out"));
    let deadline = Instant::now() + Duration::from_secs(120);
    while !std::fs::read_to_string(&log)
        .unwrap_or_default()
        .contains("phase: online")
    {
        assert!(
            Instant::now() < deadline,
            "the task never reached its online phase"
        );
        std::thread::sleep(Duration::from_millis(200));
    }
    std::thread::sleep(Duration::from_secs(3));
    let cancel = Command::new("scancel")
        .arg(&id)
        .env("SLURM_CONF", conf)
        .status()
        .unwrap();
    assert!(cancel.success());
    let deadline = Instant::now() + Duration::from_secs(90);
    while !queue(conf, &id).is_empty() {
        assert!(Instant::now() < deadline, "{}", queue(conf, &id));
        std::thread::sleep(Duration::from_millis(500));
    }
    let text = std::fs::read_to_string(&log).unwrap();
    assert!(
        text.contains("SIGTERM: stopping, writing a checkpoint"),
        "{text}"
    );
    assert!(
        text.contains("stopped at a checkpoint; submit the sweep again"),
        "{text}"
    );
    assert!(!text.contains("requeued"), "{text}");
    let run = single_run(&runs).unwrap();
    let stopped = reincarnate::trainer::checkpoint::latest_state(&run)
        .unwrap()
        .expect("the stop's checkpoint");
    assert!(stopped.global_step > 0 && !stopped.finished());
    // Submitted again: the run resumes from that checkpoint and finishes.
    let again = submit(&runs, conf, &template, &[], None);
    // A bound on a hang, not a timing: under the suite's load (the fork tests' arms beside
    // it) the rest of the 6,000 steps took over 180 s.
    let deadline = Instant::now() + Duration::from_secs(600);
    while finished_runs(&runs).is_empty() {
        assert!(Instant::now() < deadline, "{}", queue(conf, &again));
        std::thread::sleep(Duration::from_millis(500));
    }
    let text = std::fs::read_to_string(runs.join("slurm").join(format!("{again}_0.out"))).unwrap();
    assert!(text.contains("--resume"), "{text}");
    let done = reincarnate::trainer::checkpoint::latest_state(&run)
        .unwrap()
        .unwrap();
    assert_eq!((done.global_step, done.resumes), (6000, 1));
    support::logs::assert_logs_whole(&run);

    stopped.global_step
}

/// A task with a time limit shorter than its run: SIGTERM 30 s before the limit, a checkpoint, a
/// requeue, and the run resumed to its end. Returns how often it was requeued.
fn timed_out_task_is_requeued(dir: &Path, conf: &Path) -> u64 {
    // 2. A time limit shorter than the run: SIGTERM 30 s before it, a checkpoint, a requeue
    // (Slurm holds a requeued job back for a while; the test lets it start at once).
    let timed = dir.join("timed.sh");
    std::fs::write(
        &timed,
        "#!/bin/bash\n#SBATCH --array={{array}}\n#SBATCH --cpus-per-task={{threads}}\n\
         #SBATCH --output={{log_dir}}/%A_%a.out\n#SBATCH --open-mode=append\n#SBATCH --time=1\n\
         #SBATCH --signal=B:TERM@{{signal_seconds}}\n#SBATCH --requeue\n\
         export RAYON_NUM_THREADS={{threads}}\n\
         export REINCARNATE_SIGNAL_SECONDS={{signal_seconds}}\n\
         exec {{command}} --task \"$SLURM_ARRAY_TASK_ID\"\n",
    )
    .unwrap();
    let runs = dir.join("timed");
    let id = submit(
        &runs,
        conf,
        &timed,
        &["--slurm-signal-seconds", "30"],
        Some(8_000),
    );
    let deadline = Instant::now() + Duration::from_secs(600);
    let mut pending_since: Option<Instant> = None;
    while finished_runs(&runs).is_empty() {
        let q = queue(conf, &id);
        assert!(Instant::now() < deadline, "{q}");
        let scontrol = |args: &[&str]| {
            let _ = Command::new("scontrol")
                .args(args)
                .env("SLURM_CONF", conf)
                .output();
        };
        match q.split_whitespace().collect::<Vec<_>>().as_slice() {
            // Requeued: held back by Slurm for two minutes or so; once the old task is
            // surely gone (slurmd refuses to start a job it is still killing), at once.
            [job, "PENDING", "BeginTime"] => {
                let since = *pending_since.get_or_insert_with(Instant::now);
                if since.elapsed() > Duration::from_secs(15) {
                    scontrol(&["update", &format!("jobid={job}"), "starttime=now"]);
                    pending_since = None;
                }
            }
            [job, "PENDING", reason] if reason.contains("held") || reason.contains("Held") => {
                scontrol(&["release", job]);
            }
            _ => pending_since = None,
        }
        std::thread::sleep(Duration::from_millis(500));
    }
    let text = std::fs::read_to_string(runs.join("slurm").join(format!("{id}_0.out"))).unwrap();
    assert!(
        text.contains("stopped at a checkpoint before the time limit; job")
            && text.contains("requeued, it resumes the run"),
        "{text}"
    );
    let run = single_run(&runs).unwrap();
    let done = reincarnate::trainer::checkpoint::latest_state(&run)
        .unwrap()
        .unwrap();
    assert_eq!(done.global_step, 8_000);
    assert!(done.resumes >= 1, "never requeued: {text}");
    support::logs::assert_logs_whole(&run);
    done.resumes
}
