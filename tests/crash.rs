//! Crash safety: the trainer process killed with SIGKILL at random moments (many of them
//! while a checkpoint is being written) 20 times; each time the newest checkpoint loads,
//! the logs written so far are still there, and `--resume` goes on, until the run ends.

use reincarnate::trainer::checkpoint;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

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
    std::fs::read_to_string(run.join("scalars.csv"))
        .map(|t| t.lines().filter(|l| l.split(',').count() == 4).count())
        .unwrap_or(0)
}

#[test]
fn sigkill_at_random_moments_never_loses_a_checkpoint_or_a_log() {
    let runs = std::env::temp_dir().join(format!("reincarnate-crash-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&runs);
    let runs_dir = runs.to_string_lossy().into_owned();
    // Checkpoints every 40 steps: a checkpoint write is in progress much of the time.
    let first = start(
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
                "--runs-dir",
                &runs_dir,
            ],
        ]
        .concat(),
    );
    // Wait for the first checkpoint, so that there is something to resume.
    let deadline = Instant::now() + Duration::from_secs(120);
    let run: PathBuf = loop {
        let found = std::fs::read_dir(&runs)
            .ok()
            .and_then(|mut d| d.next())
            .and_then(|e| e.ok())
            .map(|e| e.path())
            .filter(|r| !checkpoint::list(r).unwrap_or_default().is_empty());
        if let Some(r) = found {
            break r;
        }
        assert!(Instant::now() < deadline, "no first checkpoint");
        std::thread::sleep(Duration::from_millis(50));
    };
    let resume = ["dqn", "--quiet", "--resume", run.to_str().unwrap()];
    let mut child = first;
    // A fixed seed for the moments: the test is the same every time.
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut last_step = 0;
    let mut rows = 0;
    for kill in 0..20 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let wait = Duration::from_millis(150 + x % 1200);
        std::thread::sleep(wait);
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
        let now = csv_rows(&run);
        assert!(
            now >= rows,
            "kill {kill}: the CSV lost rows ({rows} -> {now})"
        );
        rows = now;
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
    assert!(csv_rows(&run) >= rows);
    // Temporary checkpoint directories of killed writes are gone or ignored.
    assert!(checkpoint::list(&run).unwrap().len() <= 2);
    println!("20 kills; the run ended at step 2500 after resuming from step {last_step}");
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
