//! Crash safety: the trainer process killed with SIGKILL at random moments (many of them
//! while a checkpoint is being written), of a DQN run and of a QDagger run in each of its
//! learning phases; each time the newest checkpoint loads and `--resume` goes on, until the
//! run ends, and then its logs read as one run that never stopped.

use reincarnate::protocol::Phase;
use reincarnate::trainer::checkpoint;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

mod support;

fn start(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// A DQN run of Breakout small enough for these tests: learning from step 40, batch 4.
const TINY_DQN: &[&str] = &[
    "dqn",
    "--preset",
    "demo",
    "--env-id",
    "BreakoutNoFrameskip-v4",
    "--quiet",
    "--learning-starts",
    "40",
    "--batch-size",
    "4",
];

fn csv_rows(run: &Path) -> usize {
    reincarnate::logging::csv::read(&run.join("scalars.csv"))
        .map(|log| log.rows.len())
        .unwrap_or(0)
}

/// The kill moments: a fixed seed, so the test is the same every time.
struct Moments(u64);

impl Moments {
    fn next_ms(&mut self, lo: u64, hi: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        lo + self.0 % (hi - lo)
    }
}

/// Waits (at most 180 s) until `ready`, killing `child` and failing when it does not come.
fn wait_for(child: &mut Child, what: &str, ready: impl Fn() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(180);
    while !ready() {
        if let Ok(Some(status)) = child.try_wait() {
            panic!("the run ended ({status}) before {what}");
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("no {what} within 180 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The only run directory in `runs`, once it exists.
fn the_run(runs: &Path) -> Option<PathBuf> {
    std::fs::read_dir(runs)
        .ok()?
        .flatten()
        .map(|e| e.path())
        .find(|p| p.join("config.toml").is_file())
}

/// The newest checkpoint's phase and step, if the run has one.
fn newest(run: &Path) -> Option<(Phase, u64)> {
    checkpoint::latest_state(run)
        .ok()
        .flatten()
        .map(|s| (s.phase, s.global_step))
}

#[test]
fn sigkill_at_random_moments_never_loses_a_checkpoint_and_leaves_the_logs_whole() {
    let runs = std::env::temp_dir().join(format!("reincarnate-crash-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&runs);
    let runs_dir = runs.to_string_lossy().into_owned();
    // Checkpoints every 40 steps: a checkpoint write is in progress much of the time.
    let mut child = start(
        &[
            TINY_DQN,
            &[
                "--total-timesteps",
                "2500",
                "--checkpoint-every",
                "40",
                "--keep-checkpoints",
                "2",
                "--eval-episodes",
                "1",
                "--final-eval-episodes",
                "1",
                "--runs-dir",
                &runs_dir,
            ],
        ]
        .concat(),
    );
    // Wait for the first checkpoint, so that there is something to resume.
    wait_for(&mut child, "first checkpoint", || {
        the_run(&runs).is_some_and(|r| newest(&r).is_some())
    });
    let run = the_run(&runs).unwrap();
    let resume = ["dqn", "--quiet", "--resume", run.to_str().unwrap()];
    let mut moments = Moments(0x9e37_79b9_7f4a_7c15);
    let mut last_step = 0;
    for kill in 0..20 {
        std::thread::sleep(Duration::from_millis(moments.next_ms(150, 1350)));
        let _ = child.kill(); // SIGKILL
        let _ = child.wait();

        let loaded = checkpoint::load_latest(&run, &candle_core::Device::Cpu)
            .unwrap_or_else(|e| panic!("kill {kill}: the newest checkpoint does not load: {e}"));
        assert!(
            loaded.state.global_step >= last_step,
            "kill {kill}: went back from step {last_step} to {}",
            loaded.state.global_step
        );
        last_step = loaded.state.global_step;
        assert!(run.join("config.toml").is_file());
        child = start(&resume);
    }
    // The last resume runs to the end.
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let loaded = checkpoint::load_latest(&run, &candle_core::Device::Cpu).unwrap();
    assert_eq!(loaded.state.global_step, 2500);
    // Temporary checkpoint directories of killed writes are gone or ignored.
    assert!(checkpoint::list(&run).unwrap().len() <= 2);
    let whole = support::logs::assert_logs_whole(&run);
    assert!(
        whole.cuts >= 1,
        "no kill left rows after a checkpoint to cut"
    );
    println!(
        "20 kills; the run ended at step 2500 after resuming from step {last_step}; {} rows, \
         {} games, {} cuts kept beside the log",
        whole.rows, whole.games, whole.cuts
    );
    std::fs::remove_dir_all(&runs).unwrap();
}

#[test]
fn a_qdagger_run_killed_in_its_offline_and_online_phases_keeps_its_logs_whole() {
    let runs = std::env::temp_dir().join(format!("reincarnate-crash-qd-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&runs);
    let teacher = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/parity/teacher.cleanrl_model"
    );
    let flags = format!(
        "train --preset demo --env-id BreakoutNoFrameskip-v4 --quiet --teacher {teacher} \
         --total-timesteps 1500 --buffer-size 2000 --batch-size 4 --learning-starts 80 \
         --target-network-frequency 50 --teacher-eval-episodes 1 --teacher-steps 300 \
         --offline-steps 1000 --offline-eval-every 100 --eval-episodes 1 \
         --final-eval-episodes 1 --checkpoint-every 200 --log-every 10 --student-arch nature \
         --online-eval-every 500 --runs-dir {}",
        runs.display()
    );
    let args: Vec<&str> = flags.split_whitespace().collect();
    let mut child = start(&args);
    wait_for(&mut child, "first checkpoint", || {
        the_run(&runs).is_some_and(|r| newest(&r).is_some())
    });
    let run = the_run(&runs).unwrap();
    let resume = ["train", "--quiet", "--resume", run.to_str().unwrap()];
    let mut moments = Moments(0x2545_f491_4f6c_dd1d);
    let mut killed_in = Vec::new();
    for phase in [Phase::Offline, Phase::Online] {
        for _ in 0..4 {
            // In the phase: its checkpoint written, and this process logging after it.
            let rows = csv_rows(&run);
            wait_for(&mut child, &format!("the {} phase", phase.label()), || {
                newest(&run).is_some_and(|(p, _)| p == phase) && csv_rows(&run) > rows
            });
            std::thread::sleep(Duration::from_millis(moments.next_ms(50, 1500)));
            let _ = child.kill();
            let _ = child.wait();
            killed_in.push(newest(&run).unwrap());
            child = start(&resume);
        }
    }
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let offline = killed_in.iter().filter(|k| k.0 == Phase::Offline).count();
    let online = killed_in.iter().filter(|k| k.0 == Phase::Online).count();
    assert_eq!((offline, online), (4, 4), "{killed_in:?}");
    let whole = support::logs::assert_logs_whole(&run);
    let csv = reincarnate::logging::csv::read(&run.join("scalars.csv")).unwrap();
    let count = |tag: &str| csv.rows.iter().filter(|r| r.0 == tag).count();
    // Every offline evaluation (steps 0, 100, ..., 900) and online one (500, 1000, 1500)
    // exactly once, and the teacher's once.
    assert_eq!(count("charts/offline/avg_episodic_return"), 10);
    assert_eq!(count("charts/online/avg_episodic_return"), 3);
    assert_eq!(count("charts/teacher/avg_episodic_return"), 1);
    println!(
        "killed at (phase, checkpoint step) {killed_in:?}; {} rows, {} games, {} cuts",
        whole.rows, whole.games, whole.cuts
    );
    std::fs::remove_dir_all(&runs).unwrap();
}

/// Mounts a tmpfs of `size` at `dir` (needs root); `false` where mounting is not allowed.
fn mount_tmpfs(dir: &Path, size: &str) -> bool {
    std::fs::create_dir_all(dir).unwrap();
    Command::new("mount")
        .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
        .arg(dir)
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn a_full_disk_is_a_clear_error_that_keeps_the_last_checkpoint_and_the_logs() {
    let disk = std::env::temp_dir().join(format!("reincarnate-full-{}", std::process::id()));
    if !mount_tmpfs(&disk, "40m") {
        println!("skipped: cannot mount a tmpfs here (needs root)");
        return;
    }
    // One checkpoint of a Nature CNN run (network, target, Adam's moments) takes ~27 MB: the
    // first fits in 40 MB, the second does not.
    let out = Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args(TINY_DQN)
        .args(["--total-timesteps", "2000"])
        .args(["--checkpoint-every", "200", "--keep-checkpoints", "3"])
        .args(["--runs-dir", disk.to_str().unwrap()])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    let run = std::fs::read_dir(&disk)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    // Unmount even when a check fails.
    let result = std::panic::catch_unwind(|| {
        assert!(
            !out.status.success(),
            "the run should fail on the full disk"
        );
        assert!(stderr.contains("the disk is full"), "{stderr}");
        assert!(
            stderr.contains("Free some space and continue with --resume"),
            "{stderr}"
        );
        assert!(!stderr.contains("panicked"), "{stderr}");
        let kept = checkpoint::list(&run).unwrap();
        assert_eq!(kept.len(), 1, "{kept:?}");
        let loaded = checkpoint::load_latest(&run, &candle_core::Device::Cpu).unwrap();
        assert_eq!(loaded.state.global_step, 200);
        // No half-written checkpoint is left taking the space.
        let leftovers: Vec<_> = std::fs::read_dir(run.join("checkpoints"))
            .unwrap()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .collect();
        assert!(leftovers.is_empty(), "{leftovers:?}");
        assert!(csv_rows(&run) > 10, "the logs are kept");
        assert!(run.join("config.toml").is_file());
    });
    let _ = Command::new("umount").arg(&disk).status();
    let _ = std::fs::remove_dir_all(&disk);
    if let Err(panic) = result {
        std::panic::resume_unwind(panic);
    }
}
