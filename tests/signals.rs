//! SIGTERM and SIGHUP stop a run as Ctrl-C does: `dqn`, `train`, `race` and `sweep` each get
//! a signal mid-run and must write their checkpoint, say how to continue, and exit with
//! 128 + the signal (a stopped run, not a failed one).

use reincarnate::trainer::checkpoint;
use std::io::BufRead;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

mod support;
use support::teacher;

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_reincarnate"))
}

fn root(tag: &str) -> PathBuf {
    let p = std::env::temp_dir().join(format!("reincarnate-signal-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&p);
    p
}

/// A tiny run's flags: checkpoints only on request (and the QDagger offline phase's first).
fn tiny(runs: &Path) -> Vec<String> {
    format!(
        "--preset demo --env-id BreakoutNoFrameskip-v4 --quiet --total-timesteps 200000 \
         --learning-starts 40 --batch-size 4 --checkpoint-every 1000000 --teacher-steps 200 \
         --offline-steps 50 --offline-eval-every 1000 --teacher-eval-episodes 1 \
         --eval-episodes 1 --final-eval-episodes 1 --student-arch nature --runs-dir {}",
        runs.display()
    )
    .split_whitespace()
    .map(String::from)
    .collect()
}

/// Starts `args`; its stdout lines arrive on the receiver.
fn start(args: &[String]) -> (support::Kill, mpsc::Receiver<String>) {
    let mut child = bin()
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (tx, rx) = mpsc::channel();
    let out = child.stdout.take().unwrap();
    let err = child.stderr.take().unwrap();
    for pipe in [
        Box::new(out) as Box<dyn std::io::Read + Send>,
        Box::new(err),
    ] {
        let tx = tx.clone();
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(pipe).lines().map_while(Result::ok) {
                let _ = tx.send(line);
            }
        });
    }
    (support::Kill(child), rx)
}

/// Waits (at most 120 s) for a line containing `marker`; returns every line seen.
fn wait_for(rx: &mpsc::Receiver<String>, marker: &str, seen: &mut Vec<String>) {
    let deadline = std::time::Instant::now() + Duration::from_secs(120);
    while std::time::Instant::now() < deadline {
        if let Ok(line) = rx.recv_timeout(Duration::from_millis(200)) {
            let hit = line.contains(marker);
            seen.push(line);
            if hit {
                return;
            }
        }
    }
    panic!("no line with {marker:?} within 120 s:\n{}", seen.join("\n"));
}

/// Sends `signal`, waits for the exit, and returns its code and every line.
fn signal_and_wait(
    child: &mut Child,
    rx: &mpsc::Receiver<String>,
    signal: i32,
    mut seen: Vec<String>,
) -> (Option<i32>, String) {
    // SAFETY: kill(2) on our child's pid; no memory is touched.
    unsafe {
        libc::kill(child.id() as libc::pid_t, signal);
    }
    let status = child.wait().unwrap();
    // The pipes' readers end with the process.
    while let Ok(line) = rx.recv_timeout(Duration::from_secs(5)) {
        seen.push(line);
    }
    (status.code(), seen.join("\n"))
}

/// The global step of the newest checkpoint of `run`.
fn checkpoint_step(run: &Path) -> u64 {
    checkpoint::latest_state(run)
        .unwrap()
        .expect("a checkpoint")
        .global_step
}

/// `run stopped at global step N: DIR` lines: (N, DIR).
fn stopped_runs(out: &str) -> Vec<(u64, PathBuf)> {
    out.lines()
        .filter_map(|l| {
            let rest = l.split("run stopped at global step ").nth(1)?;
            let (step, dir) = rest.split_once(": ")?;
            Some((step.parse().ok()?, PathBuf::from(dir)))
        })
        .collect()
}

fn stops_at_a_checkpoint(cmd: &str, signal: i32, extra: &[String], tag: &str) {
    let runs = root(tag);
    let mut args = vec![cmd.to_string()];
    args.extend(tiny(&runs));
    args.extend_from_slice(extra);
    let (mut child, rx) = start(&args);
    let mut seen = Vec::new();
    // Into the online phase (where a DQN run spends all its time).
    wait_for(&rx, "phase: online", &mut seen);
    std::thread::sleep(Duration::from_millis(1500));
    let (code, out) = signal_and_wait(&mut child.0, &rx, signal, seen);
    assert_eq!(code, Some(128 + signal), "{out}");
    let stopped = stopped_runs(&out);
    assert_eq!(stopped.len(), 1, "{out}");
    let (step, dir) = &stopped[0];
    assert!(*step > 0, "{out}");
    // The stop's checkpoint: the only one of the online phase.
    assert_eq!(checkpoint_step(dir), *step, "{out}");
    assert!(
        out.contains(&format!("continue it with: reincarnate {cmd} --resume")),
        "{out}"
    );
    assert!(!out.contains("panicked"), "{out}");
    std::fs::remove_dir_all(&runs).unwrap();
}

#[test]
fn sigterm_stops_a_dqn_run_at_a_checkpoint() {
    stops_at_a_checkpoint("dqn", libc::SIGTERM, &[], "dqn-term");
}

#[test]
fn sighup_stops_a_dqn_run_at_a_checkpoint() {
    stops_at_a_checkpoint("dqn", libc::SIGHUP, &[], "dqn-hup");
}

#[test]
fn sigterm_stops_a_qdagger_run_at_a_checkpoint() {
    stops_at_a_checkpoint(
        "train",
        libc::SIGTERM,
        &["--teacher".into(), teacher()],
        "train-term",
    );
}

#[test]
fn sighup_stops_both_sides_of_a_race_at_their_checkpoints() {
    let runs = root("race-hup");
    let mut args = vec!["race".to_string(), "--headless".into()];
    args.extend(tiny(&runs));
    args.extend(["--teacher".into(), teacher()]);
    let (mut child, rx) = start(&args);
    let mut seen = Vec::new();
    // Both sides online (the QDagger side after its offline phase).
    wait_for(&rx, "phase: online", &mut seen);
    wait_for(&rx, "phase: online", &mut seen);
    std::thread::sleep(Duration::from_millis(1500));
    let (code, out) = signal_and_wait(&mut child.0, &rx, libc::SIGHUP, seen);
    assert_eq!(code, Some(128 + libc::SIGHUP), "{out}");
    let stopped = stopped_runs(&out);
    assert_eq!(stopped.len(), 2, "{out}");
    for (step, dir) in &stopped {
        assert_eq!(checkpoint_step(dir), *step, "{out}");
    }
    assert!(
        out.contains("continue it with: reincarnate race --resume"),
        "{out}"
    );
    std::fs::remove_dir_all(&runs).unwrap();
}

#[test]
fn sigterm_stops_a_local_sweep_and_each_of_its_runs_at_a_checkpoint() {
    let dir = root("sweep-term");
    let mut args: Vec<String> = "sweep --games Breakout --seeds 1,2 --algos dqn --workers 2 \
         --runs-dir"
        .split_whitespace()
        .map(String::from)
        .collect();
    args.push(dir.display().to_string());
    args.push("--".into());
    let flags: Vec<String> = tiny(&dir).into_iter().filter(|f| f != "--quiet").collect();
    // The sweep sets the runs directory, the game and the seed.
    let mut keep = Vec::new();
    let mut skip = false;
    for f in flags {
        if skip {
            skip = false;
            continue;
        }
        if f == "--runs-dir" || f == "--env-id" {
            skip = true;
            continue;
        }
        keep.push(f);
    }
    args.extend(keep);
    let (mut child, rx) = start(&args);
    let mut seen = Vec::new();
    wait_for(&rx, "sweep: starting Breakout dqn seed 2", &mut seen);
    // Both runs well into their online phase.
    std::thread::sleep(Duration::from_secs(8));
    let (code, out) = signal_and_wait(&mut child.0, &rx, libc::SIGTERM, seen);
    assert_eq!(code, Some(128 + libc::SIGTERM), "{out}");
    assert!(out.contains("sweep: SIGTERM: stopping"), "{out}");
    assert!(
        out.contains("sweep stopped (2 runs at a checkpoint"),
        "{out}"
    );
    let runs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("config.toml").is_file())
        .collect();
    assert_eq!(runs.len(), 2, "{runs:?}");
    for run in &runs {
        let state = checkpoint::latest_state(run)
            .unwrap()
            .expect("a checkpoint");
        assert!(state.global_step > 0 && !state.finished(), "{run:?}");
        // Each run's log says it was stopped by the signal the sweep passed on.
        let name = run.file_name().unwrap().to_string_lossy().to_string();
        let seed = name.split("__").nth(2).unwrap();
        let log =
            std::fs::read_to_string(dir.join(format!("logs/Breakout__dqn__{seed}.log"))).unwrap();
        assert!(
            log.contains("SIGTERM: stopping, writing a checkpoint"),
            "{log}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
