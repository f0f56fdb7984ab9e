//! Forks of a run (src/fork/): the snapshot is whole, so a fork without a tweak gives two
//! arms identical bit for bit (logs, weights, Adam, buffer, environments) for thousands of
//! steps, Nature and IMPALA students; a repeated pair has streams of its own; a tweak
//! diverges; bad requests are refused with what to do.

use reincarnate::agent::Arch;
use reincarnate::config::{Algorithm, LiveParam, TrainConfig};
use reincarnate::fork::{self, ForkPlan, ForkRecord};
use reincarnate::protocol::{Phase, TrainerCommand, TrainerEvent};
use reincarnate::teacher::HubSettings;
use reincarnate::trainer::checkpoint::{self, RunState};
use reincarnate::trainer::{spawn, TrainerOptions};
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

mod support;
use support::scalars_from;

fn runs_dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("reincarnate-fork-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

fn hub() -> HubSettings {
    HubSettings::offline(std::env::temp_dir().join("reincarnate-no-hub"))
}

/// A run on one thread, as each arm of a fork on 2 cores.
fn one_thread() -> TrainerOptions {
    TrainerOptions {
        frames: false,
        resume: None,
        hub: hub(),
        threads: Some(1),
        cores: None,
        replay_share: None,
    }
}

/// A small run on Breakout that would go on for long ([`support::forkable`]); stopped (by
/// the Stop command, which writes its checkpoint) once it has written a whole checkpoint.
fn config(tag: &str, algorithm: Algorithm, arch: Arch) -> TrainConfig {
    TrainConfig {
        algorithm,
        student_arch: arch,
        ..support::forkable(&runs_dir(tag))
    }
}

/// Runs `config` until it has written a checkpoint of the online phase (with its buffer when
/// the run keeps it), then stops it; the run directory.
fn parent(config: TrainConfig) -> PathBuf {
    let keeps = config.checkpoint_buffer;
    let h = spawn(config, one_thread());
    let mut dir = None;
    let mut stopping = false;
    for event in h.events.iter() {
        match event {
            TrainerEvent::Started { run_dir, .. } => dir = Some(run_dir),
            TrainerEvent::Checkpoint { replay, .. }
                if !stopping && (replay.is_some() || !keeps) =>
            {
                stopping = true;
                h.commands.send(TrainerCommand::Stop).unwrap();
            }
            TrainerEvent::Stopped(outcome) => {
                outcome.unwrap();
                break;
            }
            _ => {}
        }
    }
    h.join();
    dir.unwrap()
}

/// The files of the newest checkpoint with a buffer (a finished run's last one keeps the
/// networks only) that must be equal between identical arms, and its state without the
/// logs' byte counts (wall times differ in length now and then).
fn newest(run: &Path) -> (Vec<(String, Vec<u8>)>, RunState) {
    let dir = checkpoint::list(run)
        .unwrap()
        .into_iter()
        .rev()
        .find(|d| d.join("replay.zst").is_file())
        .unwrap();
    let files = [
        "student.safetensors",
        "state.safetensors",
        "replay.zst",
        "envs.bin",
    ]
    .iter()
    .filter(|n| dir.join(n).is_file())
    .map(|n| (n.to_string(), std::fs::read(dir.join(n)).unwrap()))
    .collect();
    let text = std::fs::read_to_string(dir.join("state.json")).unwrap();
    let mut state: RunState = serde_json::from_str(&text).unwrap();
    state.logs = None;
    (files, state)
}

fn run_fork(plan: &ForkPlan) -> (PathBuf, ForkRecord) {
    let record = fork::prepare(plan).unwrap();
    let dir = record.pairs[0][0]
        .parent()
        .unwrap()
        .parent()
        .unwrap()
        .to_path_buf();
    let outcomes = fork::run_pairs(&record, 1, hub(), &AtomicBool::new(false), |_| {});
    for pair in outcomes {
        for arm in pair {
            assert!(arm.unwrap().completed, "every arm runs to its end");
        }
    }
    (dir, record)
}

fn assert_identical_arms(record: &ForkRecord, what: &str) {
    for (k, [control, tweak]) in record.pairs.iter().enumerate() {
        let (a, b) = (
            scalars_from(control, record.global_step),
            scalars_from(tweak, record.global_step),
        );
        assert!(
            a.iter().any(|r| r.0 == "losses/td_loss")
                && a.iter().any(|r| r.0 == "charts/episodic_return"),
            "{what}: pair {k} learned and finished games after the fork"
        );
        assert!(a == b, "{what}: pair {k}'s arms logged the same values");
        let (fa, sa) = newest(control);
        let (fb, sb) = newest(tweak);
        assert_eq!(fa.len(), 4, "{what}: the arms' last checkpoints are whole");
        for ((name, x), (_, y)) in fa.iter().zip(&fb) {
            assert!(x == y, "{what}: pair {k}'s arms wrote the same {name}");
        }
        assert_eq!(sa, sb, "{what}: pair {k}'s arms ended in the same state");
        assert!(
            sa.phase_step > record.online_step && sa.phase_step + 400 >= record.end_step,
            "{what}: the last whole checkpoint at online step {}",
            sa.phase_step
        );
        // The finished runs' last checkpoints (the networks after the last step) too.
        let last = |run: &Path| {
            let dir = checkpoint::list(run).unwrap().pop().unwrap();
            std::fs::read(dir.join("student.safetensors")).unwrap()
        };
        assert!(
            last(control) == last(tweak),
            "{what}: pair {k}'s final networks"
        );
    }
}

#[test]
fn a_fork_without_a_tweak_gives_arms_identical_to_each_other_and_to_the_run_never_stopped() {
    // QDagger with a Nature student (the teacher's Q-values in every update), 5,000 steps.
    let run = parent(config("nature", Algorithm::Qdagger, Arch::Nature));
    let plan = ForkPlan {
        run_dir: run,
        tweaks: vec![],
        steps: Some(5_000),
        pairs: 1,
    };
    let (_, record) = run_fork(&plan);
    assert!(record.online_step > 0 && record.end_step == record.online_step + 5_000);
    assert_identical_arms(&record, "Nature QDagger");
    // The snapshot is whole: the arms are the run as it would have gone on had it never
    // stopped (the same run from its start, uninterrupted, to the arms' end).
    let uninterrupted = TrainConfig {
        stop_at: record.end_step,
        ..config("nature-through", Algorithm::Qdagger, Arch::Nature)
    };
    let h = spawn(uninterrupted, one_thread());
    let mut through = None;
    for event in h.events.iter() {
        if let TrainerEvent::Stopped(outcome) = event {
            through = Some(outcome.unwrap().run_dir);
            break;
        }
    }
    h.join();
    let through = through.unwrap();
    let control = &record.pairs[0][0];
    let (a, b) = (
        scalars_from(&through, record.global_step),
        scalars_from(control, record.global_step),
    );
    let first = a.iter().zip(&b).position(|(x, y)| x != y);
    assert!(
        a == b,
        "the fork's arm logged what the uninterrupted run logged after the fork's step {}: \
         {} and {} rows, first difference {:?}",
        record.global_step,
        a.len(),
        b.len(),
        first.map(|i| (&a[i], &b[i]))
    );
    // Both end with the networks and Adam's moments of the same step.
    let last = |run: &Path, name: &str| {
        let dir = checkpoint::list(run).unwrap().pop().unwrap();
        let end = record.global_step - record.online_step + record.end_step;
        assert!(
            dir.ends_with(format!("step_{end:012}")),
            "{}",
            dir.display()
        );
        std::fs::read(dir.join(name)).unwrap()
    };
    for name in ["student.safetensors", "state.safetensors"] {
        assert!(
            last(&through, name) == last(control, name),
            "the arm and the uninterrupted run end with the same {name}"
        );
    }
}

#[test]
fn two_pairs_from_one_state_are_each_identical_within_and_draw_streams_of_their_own() {
    let run = parent(config("pairs", Algorithm::Qdagger, Arch::Nature));
    let plan = ForkPlan {
        run_dir: run,
        tweaks: vec![],
        steps: Some(2_000),
        pairs: 2,
    };
    let (dir, record) = run_fork(&plan);
    assert_identical_arms(&record, "Nature QDagger, two pairs");
    let (p0, p1) = (&record.pairs[0][0], &record.pairs[1][0]);
    assert!(
        scalars_from(p0, record.global_step) != scalars_from(p1, record.global_step),
        "pair 1 has streams of its own"
    );
    let report = fork::paired_report(&dir, &record).unwrap();
    assert_eq!(report.differences, vec![0.0, 0.0]);
    assert_eq!(report.interval, Some((0.0, 0.0)));
    assert_eq!(report.first_difference, None);
    assert!(report.verdict.contains("no tweak"), "{}", report.verdict);
    assert!(dir.join(fork::REPORT_FILE).is_file());
}

#[test]
fn an_impala_students_fork_without_a_tweak_stays_identical() {
    let run = parent(TrainConfig {
        train_frequency: 16,
        ..config("impala", Algorithm::Dqn, Arch::Impala)
    });
    let plan = ForkPlan {
        run_dir: run,
        tweaks: vec![],
        steps: Some(5_000),
        pairs: 1,
    };
    let (_, record) = run_fork(&plan);
    assert_identical_arms(&record, "IMPALA DQN");
}

#[test]
fn a_tweak_of_epsilon_to_one_diverges_and_the_verdict_names_it() {
    let run = parent(config("epsilon", Algorithm::Dqn, Arch::Nature));
    let plan = ForkPlan {
        run_dir: run,
        tweaks: vec![LiveParam::EpsilonOverride(Some(1.0))],
        steps: Some(2_000),
        pairs: 1,
    };
    let (dir, record) = run_fork(&plan);
    let [control, tweak] = &record.pairs[0];
    assert_eq!(
        newest(tweak).1.live.epsilon_override,
        Some(1.0),
        "the tweak arm runs with its setting"
    );
    assert_eq!(newest(control).1.live.epsilon_override, None);
    assert!(
        newest(control).0[0].1 != newest(tweak).0[0].1,
        "the arms learned differently"
    );
    let report = fork::paired_report(&dir, &record).unwrap();
    assert!(report.first_difference.is_some());
    assert!(
        report
            .verdict
            .starts_with("epsilon off -> 1.00: mean of the last 10 games"),
        "{}",
        report.verdict
    );
}

fn cli(args: &[&str]) -> (bool, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args(args)
        .output()
        .unwrap();
    let text =
        String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
    assert!(!text.contains("panicked"), "{text}");
    (out.status.success(), text)
}

#[test]
fn bad_forks_are_refused_with_what_to_do() {
    // A run whose checkpoints lack the buffer.
    let bare = parent(TrainConfig {
        checkpoint_buffer: false,
        ..config("bare", Algorithm::Dqn, Arch::Nature)
    });
    let bare = bare.to_str().unwrap();
    let (ok, text) = cli(&["fork", bare, "--set", "epsilon=0.05"]);
    assert!(!ok && text.contains("--checkpoint-buffer"), "{text}");
    let whole = parent(config("refusals", Algorithm::Dqn, Arch::Nature));
    let whole = whole.to_str().unwrap();
    for (set, says) in [
        ("batch_size=64", "not a live setting"),
        ("epsilon=1.5", "from 0.00 to 1.00"),
        ("wobble=1", "no setting has that name"),
        ("temperature=2", "DQN run has no teacher"),
        ("epsilon", "NAME=VALUE"),
    ] {
        let (ok, text) = cli(&["fork", whole, "--set", set]);
        assert!(!ok && text.contains(says), "--set {set}: {text}");
    }
    let (ok, text) = cli(&["fork", whole, "--pairs", "0"]);
    assert!(!ok && text.contains("--pairs"), "{text}");
    let missing = runs_dir("missing");
    let (ok, text) = cli(&["fork", missing.to_str().unwrap()]);
    assert!(!ok && text.contains("not a run directory"), "{text}");
    // No fork directory was left behind by a refusal.
    assert!(!Path::new(whole).join("forks").exists());
}

/// Mounts a tmpfs of `size` at `dir` (needs root); `false` where mounting is not allowed.
fn mount_tmpfs(dir: &Path, size: &str) -> bool {
    std::fs::create_dir_all(dir).unwrap();
    std::process::Command::new("mount")
        .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
        .arg(dir)
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn a_fork_on_a_full_disk_is_a_clear_error_that_leaves_no_torn_arm() {
    let disk = runs_dir("full");
    if !mount_tmpfs(&disk, "200m") {
        println!("skipped: cannot mount a tmpfs here (needs root)");
        return;
    }
    let run = parent(TrainConfig {
        runs_dir: disk.join("runs").to_string_lossy().into_owned(),
        keep_checkpoints: 1,
        ..config("full", Algorithm::Dqn, Arch::Nature)
    });
    let before = newest(&run);
    // Fill the disk.
    let filler = disk.join("filler");
    let mut f = std::fs::File::create(&filler).unwrap();
    let block = vec![7u8; 1 << 20];
    while std::io::Write::write_all(&mut f, &block).is_ok() {}
    drop(f);
    let (ok, text) = cli(&["fork", run.to_str().unwrap(), "--set", "epsilon=0.05"]);
    let unmount = || {
        let _ = std::process::Command::new("umount").arg(&disk).status();
    };
    let forks: Vec<_> = std::fs::read_dir(run.join("forks"))
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    let after = newest(&run);
    unmount();
    assert!(!ok && text.contains("No space left"), "{text}");
    assert!(forks.is_empty(), "no torn fork is left: {forks:?}");
    assert!(before == after, "the run's checkpoint is untouched");
}

/// The newest whole checkpoint's global step of an arm (0 when it has none of its own yet).
fn newest_step(run: &Path) -> u64 {
    checkpoint::list(run)
        .unwrap_or_default()
        .last()
        .and_then(|d| d.file_name()?.to_str()?.strip_prefix("step_")?.parse().ok())
        .unwrap_or(0)
}

#[test]
fn ctrl_c_during_a_fork_checkpoints_both_arms_and_resume_ends_them_as_an_unstopped_fork() {
    let run = parent(config("sigint", Algorithm::Dqn, Arch::Nature));
    let steps = 3_000u64;
    // The fork on the command line, as a user runs it: two pairs, one thread an arm.
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args(["fork", run.to_str().unwrap(), "--steps", &steps.to_string()])
        .args(["--pairs", "2", "--threads-per-arm", "1", "--quiet"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Ctrl-C once the first pair's control arm has logged a third of its steps.
    let forks = run.join("forks");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(600);
    let dir = loop {
        assert!(
            std::time::Instant::now() < deadline,
            "the fork made no progress"
        );
        assert!(child.try_wait().unwrap().is_none(), "the fork ended early");
        let found = std::fs::read_dir(&forks)
            .ok()
            .and_then(|d| d.flatten().map(|e| e.path()).next());
        if let Some(dir) = found {
            let record: Option<ForkRecord> = std::fs::read_to_string(dir.join(fork::FORK_FILE))
                .ok()
                .and_then(|t| serde_json::from_str(&t).ok());
            if let Some(r) = record {
                let logged = std::fs::read_to_string(r.pairs[0][0].join("scalars.csv"))
                    .unwrap_or_default()
                    .lines()
                    .filter_map(|l| l.split(',').nth(1)?.parse::<u64>().ok())
                    .max()
                    .unwrap_or(0);
                if logged >= r.global_step + steps / 3 {
                    break dir;
                }
            }
        }
        std::thread::sleep(std::time::Duration::from_millis(200));
    };
    // SAFETY: kill has no memory preconditions; the pid is our child's.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let out = child.wait_with_output().unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    // Stopped by a signal: the shell's exit status for it (128 + SIGINT).
    assert_eq!(out.status.code(), Some(130), "{text}");
    assert!(
        text.contains(&format!(
            "stopped; go on with: reincarnate fork --resume {}",
            dir.display()
        )),
        "{text}"
    );
    let record: ForkRecord =
        serde_json::from_str(&std::fs::read_to_string(dir.join(fork::FORK_FILE)).unwrap()).unwrap();
    // Both arms of the first pair wrote a whole checkpoint of their own past the fork (each
    // where the stop found it); the second pair has not started.
    for arm in &record.pairs[0] {
        let at = newest_step(arm);
        assert!(
            at > record.global_step && newest(arm).0.len() == 4,
            "{}: a whole checkpoint past the fork's step {} (newest at {at})",
            arm.display(),
            record.global_step
        );
    }
    assert!(
        !text.contains("mean of the last 10 games"),
        "no verdict yet: {text}"
    );
    // --resume goes on with both pairs to their end, and gives the verdict.
    let (ok, text) = cli(&[
        "fork",
        "--resume",
        dir.to_str().unwrap(),
        "--threads-per-arm",
        "1",
        "--quiet",
    ]);
    assert!(
        ok && text.contains("no tweak (two controls): mean of the last 10 games +0.00"),
        "{text}"
    );
    assert_identical_arms(&record, "stopped and resumed");
    // And they are what a fork never stopped gives from the same checkpoint.
    let plan = ForkPlan {
        run_dir: run.clone(),
        tweaks: vec![],
        steps: Some(steps),
        pairs: 2,
    };
    let (_, unstopped) = run_fork(&plan);
    assert_eq!(unstopped.seeds, record.seeds, "the same pairs' streams");
    for (k, (a, b)) in record.pairs.iter().zip(&unstopped.pairs).enumerate() {
        assert!(
            scalars_from(&a[0], record.global_step) == scalars_from(&b[0], record.global_step),
            "pair {k}: the resumed control logged what the unstopped one did"
        );
        let last = |run: &Path| {
            let dir = checkpoint::list(run).unwrap().pop().unwrap();
            std::fs::read(dir.join("student.safetensors")).unwrap()
        };
        assert!(
            last(&a[0]) == last(&b[0]),
            "pair {k}: the same final network"
        );
    }
}

#[test]
fn the_apps_fork_command_stops_a_run_without_checkpoint_buffer_with_a_whole_checkpoint() {
    // The app's fork: the run keeps no buffer in its checkpoints, and stops with a whole one.
    let config = TrainConfig {
        checkpoint_buffer: false,
        ..config("stop-for-fork", Algorithm::Qdagger, Arch::Nature)
    };
    let h = spawn(config, one_thread());
    let (mut run, mut refused, mut asked) = (None, false, false);
    let mut replays = Vec::new();
    for event in h.events.iter() {
        match event {
            TrainerEvent::Started { run_dir, .. } => run = Some(run_dir),
            // Asked in the offline phase: refused with why, and the run goes on.
            TrainerEvent::Progress { phase, .. } if phase == Phase::Offline && !refused => {
                refused = true;
                h.commands.send(TrainerCommand::StopForFork).unwrap();
            }
            TrainerEvent::Warning(w) if w.starts_with("cannot fork in the") => {
                assert!(w.contains("online phase"), "{w}");
                refused = true;
            }
            TrainerEvent::Progress { phase, done, .. }
                if phase == Phase::Online && done >= 600 && !asked =>
            {
                asked = true;
                h.commands.send(TrainerCommand::StopForFork).unwrap();
            }
            TrainerEvent::Checkpoint { replay, .. } => replays.push(replay.is_some()),
            TrainerEvent::Stopped(outcome) => {
                assert!(!outcome.unwrap().completed, "the run stopped where it was");
                break;
            }
            _ => {}
        }
    }
    h.join();
    assert!(refused && asked);
    assert_eq!(
        replays.last(),
        Some(&true),
        "the stop's checkpoint keeps the buffer"
    );
    assert!(
        replays[..replays.len() - 1].iter().all(|r| !r),
        "the run's own checkpoints kept none: {replays:?}"
    );
    // It is a fork's starting state: two arms without a tweak stay identical.
    let plan = ForkPlan {
        run_dir: run.unwrap(),
        tweaks: vec![],
        steps: Some(1_500),
        pairs: 1,
    };
    let (_, record) = run_fork(&plan);
    assert!(record.online_step >= 600);
    assert_identical_arms(&record, "a fork of a run stopped for it");
}
