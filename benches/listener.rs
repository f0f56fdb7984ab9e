//! A listener that stops draining (the app's window minimised or frozen) against one that
//! drains as it goes: the same small DQN run (Breakout, Nature CNN, frames and Q-values sent
//! as to a window), alternated, timed from start to the trainer's end, with the process's
//! resident memory sampled every 50 ms. Prints each run and the medians.
//!
//! `cargo bench --no-default-features --bench listener [-- ROUNDS]` (default 3 rounds)

use reincarnate::agent::Arch;
use reincarnate::config::TrainConfig;
use reincarnate::protocol::TrainerEvent;
use reincarnate::teacher::HubSettings;
use reincarnate::trainer::{spawn, TrainerOptions};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

const STEPS: u64 = 2_000;

fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

fn config(runs_dir: &std::path::Path) -> TrainConfig {
    TrainConfig {
        env_id: "BreakoutNoFrameskip-v4".into(),
        student_arch: Arch::Nature,
        total_timesteps: STEPS,
        buffer_size: 10_000,
        learning_starts: 500,
        checkpoint_every: 0,
        log_every: 10,
        runs_dir: runs_dir.to_string_lossy().into_owned(),
        ..TrainConfig::demo()
    }
    .dqn()
}

/// One run: seconds from start to the trainer thread's end, peak RSS growth in KiB, and the
/// events dropped for want of a reader.
fn run(drained: bool, runs_dir: &std::path::Path) -> (f64, u64, u64) {
    let options = TrainerOptions {
        frames: true,
        resume: None,
        hub: HubSettings::offline(std::env::temp_dir().join("reincarnate-no-hub")),
        threads: None,
        cores: None,
        replay_share: None,
    };
    let base = rss_kib();
    let peak = Arc::new(AtomicU64::new(base));
    let done = Arc::new(AtomicBool::new(false));
    let sampler = {
        let (peak, done) = (peak.clone(), done.clone());
        std::thread::spawn(move || {
            while !done.load(Ordering::Relaxed) {
                peak.fetch_max(rss_kib(), Ordering::Relaxed);
                std::thread::sleep(Duration::from_millis(50));
            }
        })
    };
    let start = Instant::now();
    let handle = spawn(config(runs_dir), options);
    let (events, frames) = (handle.events.clone(), handle.frames.clone());
    let reader = drained.then(|| {
        let (events, frames) = (events.clone(), frames.clone());
        std::thread::spawn(move || loop {
            while frames.try_recv().is_ok() {}
            match events.recv_timeout(Duration::from_millis(30)) {
                Ok(TrainerEvent::Stopped(_)) => break,
                Ok(_) => {}
                Err(crossbeam_channel::RecvTimeoutError::Timeout) => {}
                Err(_) => break,
            }
        })
    });
    handle.join();
    let seconds = start.elapsed().as_secs_f64();
    if let Some(r) = reader {
        r.join().unwrap();
    }
    done.store(true, Ordering::Relaxed);
    sampler.join().unwrap();
    let dropped = events
        .try_iter()
        .filter_map(|e| match e {
            TrainerEvent::Dropped(n) => Some(n),
            _ => None,
        })
        .sum();
    drop((events, frames));
    let _ = std::fs::remove_dir_all(runs_dir);
    (seconds, peak.load(Ordering::Relaxed) - base, dropped)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    println!("{}", reincarnate::platform::cpu::summary());
    reincarnate::platform::threads::short_spin();
    let rounds: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(3);
    let dir = std::env::temp_dir().join(format!("reincarnate-listener-{}", std::process::id()));
    let (mut drained, mut undrained) = (vec![], vec![]);
    for round in 0..rounds {
        for d in [true, false] {
            let (s, grew, dropped) = run(d, &dir);
            let sps = STEPS as f64 / s;
            println!(
                "round {round} {:<9} {STEPS} steps in {s:.2} s = {sps:.1} steps/s; \
                 peak RSS +{} MiB; {dropped} events dropped",
                if d { "drained" } else { "undrained" },
                grew / 1024
            );
            if d { &mut drained } else { &mut undrained }.push(sps);
        }
    }
    let (d, u) = (median(drained), median(undrained));
    println!(
        "median steps/s: drained {d:.1}, undrained {u:.1}: undrained/drained = {:.3}",
        u / d
    );
}
