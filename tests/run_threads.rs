//! The threads a run works on. A run without a thread count works inside a pool of its own, one
//! thread per core, so that the thread that hands out each parallel step takes part in it;
//! outside it, that thread would sleep and wake again for every step, a third thread taking a
//! core from the two workers on a two-core machine. `eval` plays its games the same way. The
//! run's test is the only one here that runs in this process: it counts the process's threads.

use reincarnate::agent::Arch;
use reincarnate::config::TrainConfig;
use reincarnate::protocol::{Phase, TrainerCommand, TrainerEvent};
use reincarnate::teacher::HubSettings;
use reincarnate::trainer::{spawn, TrainerOptions};

mod support;
use support::remote::threads_named;
use support::thread_names;

/// The threads rayon starts when none is asked for.
fn cores() -> usize {
    std::env::var("RAYON_NUM_THREADS")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|&n: &usize| n > 0)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

#[test]
fn a_run_without_a_thread_count_works_on_one_pool_thread_per_core_and_no_more() {
    let runs_dir =
        std::env::temp_dir().join(format!("reincarnate-run-threads-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&runs_dir);
    let config = TrainConfig {
        teacher: support::teacher(),
        env_id: "BreakoutNoFrameskip-v4".into(),
        student_arch: Arch::Nature,
        total_timesteps: 100_000,
        buffer_size: 2_000,
        batch_size: 4,
        learning_starts: 80,
        log_every: 10,
        runs_dir: runs_dir.to_string_lossy().into_owned(),
        ..TrainConfig::demo()
    }
    .dqn();
    let options = TrainerOptions {
        frames: false,
        resume: None,
        hub: HubSettings::offline(std::env::temp_dir().join("reincarnate-no-hub")),
        threads: None,
        cores: None,
        replay_share: None,
    };
    assert_eq!(threads_named("trainer-worker-"), 0);
    let handle = spawn(config, options);
    // Counted once the run is learning: past `learning_starts`, every step updates the network
    // on the run's pool.
    let mut counted = None;
    for event in handle.events.iter() {
        match event {
            TrainerEvent::Progress {
                phase: Phase::Online,
                global_step,
                ..
            } if global_step > 200 && counted.is_none() => {
                counted = Some((threads_named("trainer-worker-"), threads_named("trainer")));
                handle.commands.send(TrainerCommand::Stop).unwrap();
            }
            TrainerEvent::Stopped(outcome) => {
                outcome.expect("the run stops cleanly");
            }
            _ => {}
        }
    }
    handle.join();
    let (workers, trainer) = counted.expect("the run reached its online updates");
    assert_eq!(workers, cores(), "the run's pool: one thread per core");
    // The run's own thread waits for the pool; no other pool (rayon's global one would start
    // its threads from the run's thread, under its name) was started.
    assert_eq!(trainer, 1, "threads named `trainer`");
    let _ = std::fs::remove_dir_all(&runs_dir);
}

#[test]
fn eval_plays_its_games_on_one_pool_thread_per_core_and_no_more() {
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args(["eval", "--model", &support::teacher()])
        .args(["--env-id", "BreakoutNoFrameskip-v4", "--episodes", "1000"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut child = support::Kill(child);
    let pid = child.0.id();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while !thread_names(pid)
        .iter()
        .any(|n| n.starts_with("eval-worker-"))
    {
        assert!(
            child.0.try_wait().unwrap().is_none(),
            "eval ended before its pool started"
        );
        assert!(
            std::time::Instant::now() < deadline,
            "no eval-worker thread within 60 s"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    // Well into its games: every forward so far ran on the pool.
    std::thread::sleep(std::time::Duration::from_secs(2));
    let names = thread_names(pid);
    assert!(child.0.try_wait().unwrap().is_none(), "eval still plays");
    let workers = names
        .iter()
        .filter(|n| n.starts_with("eval-worker-"))
        .count();
    assert_eq!(workers, cores(), "{names:?}");
    // The main thread waits for the pool; rayon's shared pool (its threads would carry the
    // main thread's name) never started.
    let main = names.iter().filter(|n| *n == "reincarnate").count();
    assert_eq!(main, 1, "{names:?}");
}
