//! Helpers the integration tests share.

#![allow(dead_code)]

pub mod logs;
pub mod remote;
pub mod slurm;

use std::io::BufRead;
use std::process::{Child, ChildStdout};

/// A child process killed when the test ends, passed or failed, so that no trainer is left
/// behind holding a port or a pipe.
pub struct Kill(pub Child);

impl Drop for Kill {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// What a served run prints: where it listens (`serve: listening on ADDR`), and the token
/// file it names (`... need the token in FILE`: with stdout not a terminal, the trainer never
/// prints the token itself), with the token read from it at once (a file the trainer made goes
/// when it ends).
pub struct Served {
    /// HOST:PORT.
    pub addr: String,
    /// The token file.
    pub token_file: std::path::PathBuf,
    /// The token in it.
    pub token: String,
}

impl Drop for Served {
    /// A token file the trainer made is deleted when it ends; a test kills its trainer, so
    /// the test deletes it (a file given with --token-file is the test's own to keep).
    fn drop(&mut self) {
        if self
            .token_file
            .starts_with(reincarnate::remote::access::served_token::served_token_dir())
        {
            let _ = std::fs::remove_file(&self.token_file);
        }
    }
}

/// What a served run prints ([`Served`]); the rest of its output is read on and dropped, so
/// that it never blocks on a full pipe.
pub fn served_address(stdout: ChildStdout) -> Served {
    let mut lines = std::io::BufReader::new(stdout).lines();
    let mut addr = None;
    let token_file = loop {
        let line = lines
            .next()
            .expect("the server's address and token file")
            .unwrap();
        assert!(!line.contains("token for"), "the token was printed: {line}");
        if let Some(a) = line.strip_prefix("serve: listening on ") {
            addr = Some(a.to_string());
        }
        if let Some((_, rest)) = line.split_once("need the token in ") {
            break std::path::PathBuf::from(rest.split(' ').next().unwrap());
        }
    };
    let token = std::fs::read_to_string(&token_file)
        .expect("the token file")
        .trim()
        .to_string();
    std::thread::spawn(move || for _ in lines {});
    Served {
        addr: addr.expect("the address before the token"),
        token_file,
        token,
    }
}

/// Sends SIGINT (Ctrl-C) to a child.
pub fn interrupt(child: &Child) {
    // SAFETY: kill(2) on our child's pid; no memory is touched.
    unsafe {
        libc::kill(child.id() as libc::pid_t, libc::SIGINT);
    }
}

/// The CleanRL-shaped Nature teacher the tests use (`tests/fixtures/parity`).
pub fn teacher() -> String {
    concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/parity/teacher.cleanrl_model"
    )
    .into()
}

/// A small QDagger run of Breakout (Nature student, batch 4, a 3,000-transition buffer, 40
/// offline steps) that would go on for long, into `runs_dir`, keeping whole checkpoints every
/// 400 steps: a run to stop and fork.
pub fn forkable(runs_dir: &std::path::Path) -> reincarnate::config::TrainConfig {
    reincarnate::config::TrainConfig {
        algorithm: reincarnate::config::Algorithm::Qdagger,
        teacher: teacher(),
        env_id: "BreakoutNoFrameskip-v4".into(),
        student_arch: reincarnate::agent::Arch::Nature,
        total_timesteps: 1_000_000,
        buffer_size: 3_000,
        batch_size: 4,
        learning_starts: 200,
        target_network_frequency: 100,
        teacher_eval_episodes: 1,
        teacher_steps: 300,
        offline_steps: 40,
        offline_eval_every: 20,
        eval_episodes: 1,
        online_eval_every: 1_000,
        final_eval_episodes: Some(1),
        checkpoint_every: 400,
        checkpoint_buffer: true,
        log_every: 20,
        runs_dir: runs_dir.to_string_lossy().into_owned(),
        ..reincarnate::config::TrainConfig::demo()
    }
}

/// A run's scalars from step `from` on (tag, step, value), as `scalars.csv` holds them, the
/// clock's steps/s left out.
pub fn scalars_from(run: &std::path::Path, from: u64) -> Vec<(String, u64, String)> {
    let text = std::fs::read_to_string(run.join("scalars.csv")).unwrap();
    text.lines()
        .skip(1)
        .filter_map(|l| {
            let mut f = l.split(',');
            let (tag, step, value) = (f.next()?, f.next()?.parse().ok()?, f.next()?);
            (step >= from && tag != "charts/SPS").then(|| (tag.into(), step, value.into()))
        })
        .collect()
}

/// `sweep` of one tiny DQN run (Breakout, seed 1) into `runs`, with `flags` (how it runs:
/// `--workers 1`, `--slurm ...`) and [`tiny`]`(total)` for the run.
pub fn one_run_sweep(runs: &std::path::Path, flags: &[&str], total: u64) -> Vec<String> {
    let mut args: Vec<String> = [
        "sweep", "--games", "Breakout", "--seeds", "1", "--algos", "dqn",
    ]
    .iter()
    .chain(flags)
    .map(|s| s.to_string())
    .collect();
    args.extend(["--runs-dir".into(), runs.display().to_string(), "--".into()]);
    args.extend(tiny(total));
    args
}

/// Flags of a run that takes seconds, `total` online steps.
pub fn tiny(total: u64) -> Vec<String> {
    format!(
        "--preset demo --total-timesteps {total} --buffer-size 2000 --batch-size 4 \
         --learning-starts 80 --target-network-frequency 50 --teacher-eval-episodes 1 \
         --teacher-steps 300 --offline-steps 40 --offline-eval-every 20 --eval-episodes 1 \
         --final-eval-episodes 1 --checkpoint-every 200 --log-every 10 --student-arch nature"
    )
    .split_whitespace()
    .map(String::from)
    .collect()
}

/// The names (Linux's `comm`, 15 bytes at most) of process `pid`'s threads; none once it is gone.
pub fn thread_names(pid: u32) -> Vec<String> {
    std::fs::read_dir(format!("/proc/{pid}/task"))
        .map(|tasks| {
            tasks
                .flatten()
                .filter_map(|t| std::fs::read_to_string(t.path().join("comm")).ok())
                .map(|c| c.trim_end().to_string())
                .collect()
        })
        .unwrap_or_default()
}
