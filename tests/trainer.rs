//! Tiny whole runs of the trainer: every phase and artifact, determinism, stop and resume.

use reincarnate::agent::{Arch, ReplayPlacement};
use reincarnate::config::TrainConfig;
use reincarnate::logging::tensorboard::read_scalars;
use reincarnate::protocol::{Phase, RunSummary, TrainerCommand, TrainerEvent};
use reincarnate::teacher::HubSettings;
use reincarnate::trainer::{spawn, TrainerHandle, TrainerOptions};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

mod support;

fn runs_dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("reincarnate-trainer-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

/// A run small enough for a test: a few hundred steps per phase, batch 4, Nature CNNs.
fn tiny(tag: &str) -> TrainConfig {
    TrainConfig {
        teacher: concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/parity/teacher.cleanrl_model"
        )
        .into(),
        env_id: "BreakoutNoFrameskip-v4".into(),
        student_arch: Arch::Nature,
        total_timesteps: 400,
        buffer_size: 2_000,
        batch_size: 4,
        learning_starts: 80,
        target_network_frequency: 50,
        teacher_eval_episodes: 1,
        teacher_steps: 300,
        offline_steps: 40,
        offline_eval_every: 20,
        eval_episodes: 1,
        final_eval_episodes: Some(1),
        checkpoint_every: 200,
        log_every: 10,
        runs_dir: runs_dir(tag).to_string_lossy().into_owned(),
        ..TrainConfig::demo()
    }
}

fn options() -> TrainerOptions {
    TrainerOptions {
        frames: false,
        resume: None,
        hub: HubSettings::offline(std::env::temp_dir().join("reincarnate-no-hub")),
        threads: None,
        cores: None,
        replay_share: None,
    }
}

/// Options of a run watched by an app: frames and Q-values are sent.
fn watched() -> TrainerOptions {
    TrainerOptions {
        frames: true,
        ..options()
    }
}

/// A DQN run long enough to be steered (or stopped) while it goes.
fn long_dqn(tag: &str) -> TrainConfig {
    TrainConfig {
        total_timesteps: 100_000,
        ..tiny(tag)
    }
    .dqn()
}

/// The one run directory a test's runs directory holds.
fn only_run_dir(runs_dir: &str) -> PathBuf {
    std::fs::read_dir(runs_dir)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path()
}

/// Collects every event until the run stops.
fn drain(handle: TrainerHandle) -> (Vec<TrainerEvent>, Result<RunSummary, String>) {
    let mut events = vec![];
    let mut outcome = Err("no Stopped event".to_string());
    for e in handle.events.iter() {
        if let TrainerEvent::Stopped(r) = &e {
            outcome = r.clone().map_err(|e| e.0);
        }
        events.push(e);
    }
    handle.join();
    (events, outcome)
}

/// The run's TensorBoard event file.
fn event_file(run_dir: &Path) -> PathBuf {
    std::fs::read_dir(run_dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| p.to_string_lossy().contains("tfevents"))
        .expect("an event file")
}

fn tags(run_dir: &Path) -> BTreeSet<String> {
    read_scalars(&event_file(run_dir))
        .unwrap()
        .into_iter()
        .map(|(t, _, _)| t)
        .collect()
}

#[test]
fn qdagger_run_goes_through_every_phase_and_writes_every_artifact() {
    let config = TrainConfig {
        online_eval_every: 150,
        teacher_eval_episodes: 2,
        eval_episodes: 2,
        final_eval_episodes: Some(3),
        keep_checkpoints: 20,
        ..tiny("qdagger")
    };
    let (events, outcome) = drain(spawn(config.clone(), options()));
    let summary = outcome.unwrap();
    assert!(summary.completed);
    assert_eq!(
        summary.global_step,
        config.offline_steps + config.total_timesteps
    );
    let phases: Vec<Phase> = events
        .iter()
        .filter_map(|e| match e {
            TrainerEvent::PhaseStarted { phase, .. } => Some(*phase),
            _ => None,
        })
        .collect();
    assert_eq!(
        phases,
        [
            Phase::LoadTeacher,
            Phase::TeacherEval,
            Phase::TeacherBuffer,
            Phase::Offline,
            Phase::Online,
            Phase::Done
        ]
    );
    let dir = &summary.run_dir;
    assert!(dir.join("config.toml").exists() && dir.join("scalars.csv").exists());
    let saved =
        TrainConfig::from_toml(&std::fs::read_to_string(dir.join("config.toml")).unwrap()).unwrap();
    assert_eq!(saved, config);
    let t = tags(dir);
    for tag in [
        "charts/teacher/avg_episodic_return",
        "charts/random/avg_episodic_return",
        "charts/offline/loss",
        "charts/offline/q_loss",
        "charts/offline/distill_loss",
        "charts/offline/q_values",
        "charts/offline/distill_coeff",
        "charts/offline/avg_episodic_return",
        "charts/episodic_return",
        "charts/episodic_length",
        "charts/epsilon",
        "charts/distill_coeff",
        "charts/SPS",
        "losses/loss",
        "losses/td_loss",
        "losses/distill_loss",
        "losses/q_values",
        "eval/episodic_return",
        "charts/online/avg_episodic_return",
    ] {
        assert!(t.contains(tag), "missing {tag}: {t:?}");
    }
    // An evaluation every 150 online steps, at the global step (offline steps first).
    let online_evals: Vec<u64> = events
        .iter()
        .filter_map(|e| match e {
            TrainerEvent::Evaluation {
                phase: Phase::Online,
                global_step,
                returns,
                ..
            } => {
                assert_eq!(returns.len(), config.eval_episodes);
                Some(*global_step)
            }
            _ => None,
        })
        .collect();
    assert_eq!(online_evals, [40 + 150, 40 + 300]);
    let logged: Vec<u64> = read_scalars(&event_file(dir))
        .unwrap()
        .into_iter()
        .filter(|(tag, _, _)| tag == "charts/online/avg_episodic_return")
        .map(|(_, step, _)| step)
        .collect();
    assert_eq!(logged, online_evals);
    every_evaluation_logs_each_game(dir, &events, &config);
    let checkpoints = reincarnate::trainer::checkpoint::list(dir).unwrap();
    eval_replays_the_final_evaluation(dir, checkpoints.last().unwrap(), &config);
    // The offline phase's end is a checkpoint: the online phase at its step 0.
    let offline_end = dir.join(format!("checkpoints/step_{:012}", config.offline_steps));
    let state = std::fs::read_to_string(offline_end.join("state.json")).unwrap();
    assert!(
        state.contains("\"phase\": \"Online\"") && state.contains("\"phase_step\": 0,"),
        "{state}"
    );
    assert!(!checkpoints.is_empty() && checkpoints.len() <= config.keep_checkpoints);
    // A checkpoint's student loads as a teacher.
    let student = checkpoints.last().unwrap().join("student.safetensors");
    let (net, _) = reincarnate::teacher::load_network(
        &student,
        Some((4, "Breakout")),
        &candle_core::Device::Cpu,
    )
    .unwrap();
    assert_eq!(net.arch(), Arch::Nature);
    std::fs::remove_dir_all(&config.runs_dir).unwrap();
}

/// Each evaluation of the run in `dir` (teacher, random policy, offline, online) logged each
/// game at its step (`eval_games/{kind}/return`, `frames`, `truncated`), the games' mean being
/// the evaluation's `charts/{kind}/avg_episodic_return` and the games its event's returns;
/// the final evaluation logged `final_eval_episodes` games at their index.
fn every_evaluation_logs_each_game(dir: &Path, events: &[TrainerEvent], config: &TrainConfig) {
    let rows = reincarnate::logging::csv::read(&dir.join("scalars.csv"))
        .unwrap()
        .rows;
    let at = |tag: &str, step: u64| -> Vec<f64> {
        rows.iter()
            .filter(|(t, s, _)| t == tag && *s == step)
            .map(|r| r.2)
            .collect()
    };
    let mut evaluations = 0;
    for e in events {
        let TrainerEvent::Evaluation {
            actor,
            phase,
            global_step,
            returns,
        } = e
        else {
            continue;
        };
        let kind = match (actor, phase) {
            (reincarnate::protocol::Actor::Teacher, _) => "teacher",
            (reincarnate::protocol::Actor::Random, _) => "random",
            (_, Phase::Offline) => "offline",
            (_, Phase::Online) => "online",
            (_, Phase::Done) => continue,
            other => panic!("an evaluation of {other:?}"),
        };
        let games = if matches!(kind, "teacher" | "random") {
            config.teacher_eval_episodes
        } else {
            config.eval_episodes
        };
        let logged = at(&format!("eval_games/{kind}/return"), *global_step);
        assert_eq!(&logged, returns, "{kind} at {global_step}");
        assert_eq!(logged.len(), games, "{kind} at {global_step}");
        let mean = at(&format!("charts/{kind}/avg_episodic_return"), *global_step);
        assert_eq!(mean.len(), 1, "{kind} at {global_step}");
        assert!((mean[0] - logged.iter().sum::<f64>() / games as f64).abs() < 1e-9);
        let frames = at(&format!("eval_games/{kind}/frames"), *global_step);
        assert!(frames.len() == games && frames.iter().all(|&f| f >= 1.0 && f.fract() == 0.0));
        let cut = at(&format!("eval_games/{kind}/truncated"), *global_step);
        assert!(
            cut.len() == games && cut.iter().all(|&c| c == 0.0),
            "{cut:?}"
        );
        evaluations += 1;
    }
    // Teacher, random, offline at 0 and 20, online at 190 and 340.
    assert_eq!(evaluations, 6);
    let finals = TrainerEvent::Evaluation {
        actor: reincarnate::protocol::Actor::Evaluation,
        phase: Phase::Done,
        global_step: config.offline_steps + config.total_timesteps,
        returns: (0..3).map(|i| at("eval/episodic_return", i)[0]).collect(),
    };
    assert!(events.contains(&finals), "the final evaluation's games");
    for tag in [
        "eval/episodic_return",
        "eval/episodic_length",
        "eval/truncated",
    ] {
        let steps: Vec<u64> = rows.iter().filter(|r| r.0 == tag).map(|r| r.1).collect();
        assert_eq!(steps, [0, 1, 2], "{tag}");
    }
}

/// `reincarnate eval` on the run's last checkpoint with the final evaluation's seed (the run's
/// + 30,000) plays the games the run logged, printing each and the mean with its interval.
fn eval_replays_the_final_evaluation(dir: &Path, checkpoint: &Path, config: &TrainConfig) {
    let rows = reincarnate::logging::csv::read(&dir.join("scalars.csv"))
        .unwrap()
        .rows;
    let logged: Vec<(f64, f64)> = (0..3)
        .map(|i| {
            let value = |tag: &str| rows.iter().find(|r| r.0 == tag && r.1 == i).unwrap().2;
            (value("eval/episodic_return"), value("eval/episodic_length"))
        })
        .collect();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args(["eval", "--env-id", &config.env_id, "--episodes", "3"])
        .args(["--epsilon", &config.end_e.to_string()])
        .args(["--seed", &(config.seed + 30_000).to_string()])
        .arg("--model")
        .arg(checkpoint.join("student.safetensors"))
        .arg("--csv")
        .arg(dir.join("games.csv"))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let games: Vec<(f64, f64)> = stdout
        .lines()
        .filter_map(|l| {
            let rest = l.strip_prefix("game ")?.split_once(": return ")?.1;
            let (r, frames) = rest.split_once(" over ")?;
            let frames = frames.strip_suffix(" frames")?;
            Some((r.parse().ok()?, frames.parse().ok()?))
        })
        .collect();
    assert_eq!(games, logged, "{stdout}");
    // The same games in the CSV.
    let csv = std::fs::read_to_string(dir.join("games.csv")).unwrap();
    let expected: String = logged
        .iter()
        .enumerate()
        .map(|(k, (r, f))| format!("{},{r},{f},0\n", k + 1))
        .collect();
    assert_eq!(csv, format!("game,return,frames,truncated\n{expected}"));
    // "mean return M +/- S (standard deviation) over 3 games, 95% interval [L, U] (...)"
    let line = stdout
        .lines()
        .find(|l| l.starts_with("mean return "))
        .unwrap();
    let mean: f64 = line.split(' ').nth(2).unwrap().parse().unwrap();
    let interval = line.split_once("interval [").unwrap().1;
    let (lower, upper) = interval[..interval.find(']').unwrap()]
        .split_once(", ")
        .unwrap();
    let (lower, upper): (f64, f64) = (lower.parse().unwrap(), upper.parse().unwrap());
    let returns: Vec<f64> = games.iter().map(|g| g.0).collect();
    let exact = returns.iter().sum::<f64>() / 3.0;
    assert!((mean - exact).abs() < 0.006, "{line}");
    let (lo, hi) = returns
        .iter()
        .fold((f64::MAX, f64::MIN), |(a, b), &r| (a.min(r), b.max(r)));
    assert!(
        lo - 0.006 <= lower && lower <= mean && mean <= upper && upper <= hi + 0.006,
        "{line}"
    );
    assert!(line.contains("0 cut at the frame limit"), "{line}");
}

/// A random policy's games of a run (their returns) and its evaluation event's returns.
fn random_games(events: &[TrainerEvent]) -> (Vec<f64>, Option<Vec<f64>>) {
    use reincarnate::protocol::Actor;
    let games = events
        .iter()
        .filter_map(|e| match e {
            TrainerEvent::Episode {
                actor: Actor::Random,
                episodic_return,
                ..
            } => Some(*episodic_return),
            _ => None,
        })
        .collect();
    let evaluation = events.iter().find_map(|e| match e {
        TrainerEvent::Evaluation {
            actor: Actor::Random,
            returns,
            ..
        } => Some(returns.clone()),
        _ => None,
    });
    (games, evaluation)
}

#[test]
fn normalised_lambda_measures_a_random_policy_once_and_raw_lambda_does_not() {
    use reincarnate::agent::qdagger::LambdaScores;
    // Normalised (the demo preset's default): as many random games as teacher games, in the
    // teacher-evaluation phase, their mean kept in every checkpoint.
    let config = TrainConfig {
        teacher_eval_episodes: 2,
        total_timesteps: 100,
        ..tiny("normalised")
    };
    assert_eq!(config.lambda_scores, LambdaScores::Normalized);
    let (events, outcome) = drain(spawn(config.clone(), options()));
    let summary = outcome.unwrap();
    let (games, evaluation) = random_games(&events);
    assert_eq!(games.len(), 2, "{games:?}");
    assert_eq!(evaluation.as_deref(), Some(&games[..]));
    let teacher_eval_total = events.iter().find_map(|e| match e {
        TrainerEvent::PhaseStarted {
            phase: Phase::TeacherEval,
            total,
            ..
        } => Some(*total),
        _ => None,
    });
    assert_eq!(
        teacher_eval_total,
        Some(4),
        "teacher games and random games"
    );
    let last = reincarnate::trainer::checkpoint::list(&summary.run_dir)
        .unwrap()
        .pop()
        .unwrap();
    let state: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(last.join("state.json")).unwrap()).unwrap();
    let kept = state["random_return"]
        .as_f64()
        .expect("random_return in state.json");
    assert!((kept - games.iter().sum::<f64>() / 2.0).abs() < 1e-9);
    std::fs::remove_dir_all(&config.runs_dir).unwrap();

    // Raw (CleanRL): no random games, nothing kept.
    let config = TrainConfig {
        lambda_scores: LambdaScores::Raw,
        total_timesteps: 100,
        ..tiny("raw")
    };
    let (events, outcome) = drain(spawn(config.clone(), options()));
    let summary = outcome.unwrap();
    let (games, evaluation) = random_games(&events);
    assert!(games.is_empty() && evaluation.is_none());
    assert!(!tags(&summary.run_dir).contains("charts/random/avg_episodic_return"));
    std::fs::remove_dir_all(&config.runs_dir).unwrap();
}

#[test]
fn dqn_run_writes_its_artifacts_and_its_model_can_teach() {
    let config = TrainConfig {
        total_timesteps: 300,
        ..tiny("dqn")
    }
    .dqn();
    let (events, outcome) = drain(spawn(config.clone(), options()));
    let summary = outcome.unwrap();
    assert!(summary.completed && summary.teacher_return.is_none());
    assert!(!events.iter().any(|e| matches!(
        e,
        TrainerEvent::PhaseStarted {
            phase: Phase::Offline,
            ..
        }
    )));
    let t = tags(&summary.run_dir);
    assert!(
        t.contains("losses/td_loss") && t.contains("charts/episodic_return"),
        "{t:?}"
    );
    assert!(!t.contains("losses/distill_loss"));
    let last = reincarnate::trainer::checkpoint::list(&summary.run_dir)
        .unwrap()
        .pop()
        .unwrap();
    let mut qdagger = tiny("dqn-teaches");
    qdagger.teacher = last
        .join("student.safetensors")
        .to_string_lossy()
        .into_owned();
    qdagger.total_timesteps = 100;
    let (_, outcome) = drain(spawn(qdagger.clone(), options()));
    assert!(outcome.unwrap().teacher_return.is_some());
    std::fs::remove_dir_all(&config.runs_dir).unwrap();
    std::fs::remove_dir_all(&qdagger.runs_dir).unwrap();
}

#[test]
fn same_seed_gives_the_same_losses_with_batches_from_the_host_or_the_device() {
    let losses = |tag: &str, replay_on_device: ReplayPlacement| {
        let config = TrainConfig {
            offline_steps: 200,
            log_every: 1,
            total_timesteps: 240,
            replay_on_device,
            ..tiny(tag)
        };
        let (events, outcome) = drain(spawn(config.clone(), options()));
        outcome.unwrap();
        std::fs::remove_dir_all(&config.runs_dir).unwrap();
        events
            .into_iter()
            .filter_map(|e| match e {
                TrainerEvent::Losses { report, .. } => Some(report.loss),
                _ => None,
            })
            .collect::<Vec<f64>>()
    };
    let a = losses("det-a", ReplayPlacement::Off);
    // 200 offline updates, then one every 4 steps after step 80 of the online phase.
    assert!(a.len() >= 230, "{} losses", a.len());
    assert_eq!(a, losses("det-b", ReplayPlacement::Off));
    // The frames' copy on the device (here the CPU) draws and gathers the same batches.
    assert_eq!(a, losses("det-c", ReplayPlacement::On));
}

/// Runs `config`, sends `command` once when the online phase has done `at` steps, and
/// returns the run directory and the outcome.
fn run_sending_online(
    config: &TrainConfig,
    at: u64,
    command: TrainerCommand,
) -> (PathBuf, Result<RunSummary, String>) {
    let handle = spawn(config.clone(), options());
    let (mut run_dir, mut outcome, mut command) = (None, None, Some(command));
    for e in handle.events.iter() {
        match &e {
            TrainerEvent::Started { run_dir: d, .. } => run_dir = Some(d.clone()),
            TrainerEvent::Progress {
                phase: Phase::Online,
                done,
                ..
            } if *done >= at => {
                if let Some(c) = command.take() {
                    let _ = handle.commands.send(c);
                }
            }
            TrainerEvent::Stopped(r) => outcome = Some(r.clone().map_err(|e| e.0)),
            _ => {}
        }
    }
    handle.join();
    (run_dir.unwrap(), outcome.expect("a Stopped event"))
}

#[test]
fn a_listener_that_leaves_stops_a_local_run_as_stop_does() {
    let config = TrainConfig {
        total_timesteps: 1_000,
        ..tiny("leave")
    };
    let (run_dir, outcome) = run_sending_online(&config, 300, TrainerCommand::Leave);
    let stopped = outcome.unwrap();
    assert!(!stopped.completed, "stopped early");
    let state = reincarnate::trainer::checkpoint::latest_state(&run_dir)
        .unwrap()
        .expect("a final checkpoint");
    assert_eq!(state.global_step, stopped.global_step);
}

#[test]
fn a_run_stopped_online_resumes_and_reaches_the_end() {
    let config = TrainConfig {
        total_timesteps: 1_000,
        ..tiny("resume")
    };
    let (run_dir, outcome) = run_sending_online(&config, 300, TrainerCommand::Stop);
    let stopped = outcome.unwrap();
    assert!(!stopped.completed, "stopped early");
    assert!(
        stopped.global_step > config.offline_steps
            && stopped.global_step < config.offline_steps + 1_000
    );
    let resumed = TrainerOptions {
        resume: Some(run_dir.clone()),
        ..options()
    };
    let (events, outcome) = drain(spawn(config.clone(), resumed));
    let summary = outcome.unwrap();
    assert!(summary.completed, "{events:?}");
    assert_eq!(summary.global_step, config.offline_steps + 1_000);
    // Its buffer refilled to learning_starts transitions before it learned again.
    let first_update = events.iter().find_map(|e| match e {
        TrainerEvent::Losses {
            phase: Phase::Online,
            global_step,
            ..
        } => Some(*global_step),
        _ => None,
    });
    assert!(
        first_update.unwrap() >= stopped.global_step + config.learning_starts - 5,
        "learned at {first_update:?}, resumed at {}",
        stopped.global_step
    );
    // The resumed run went straight to the online phase, saying where in it it began.
    assert!(!events.iter().any(|e| matches!(
        e,
        TrainerEvent::PhaseStarted {
            phase: Phase::TeacherBuffer,
            ..
        }
    )));
    let from = events.iter().find_map(|e| match e {
        TrainerEvent::PhaseStarted {
            phase: Phase::Online,
            from,
            ..
        } => Some(*from),
        _ => None,
    });
    assert_eq!(from, Some(stopped.global_step - config.offline_steps));

    // Resuming the finished run does nothing: no phase runs again, no checkpoint is
    // written over or pushed out, and it reports the run as finished.
    let list = || reincarnate::trainer::checkpoint::list(&run_dir).unwrap();
    let before = list();
    let scalars = std::fs::read_to_string(run_dir.join("scalars.csv")).unwrap();
    let again = TrainerOptions {
        resume: Some(run_dir.clone()),
        ..options()
    };
    let (events, outcome) = drain(spawn(config.clone(), again));
    let summary = outcome.unwrap();
    assert!(summary.completed);
    assert_eq!(
        summary.global_step,
        config.offline_steps + config.total_timesteps
    );
    // (The teacher is loaded before the checkpoint is read; nothing runs after it.)
    assert!(!events.iter().any(|e| matches!(e,
        TrainerEvent::PhaseStarted { phase, .. } if *phase != Phase::LoadTeacher)));
    assert!(events.iter().any(|e| matches!(e,
        TrainerEvent::Warning(w) if w.contains("finished") && w.contains("nothing to resume"))));
    assert_eq!(list(), before);
    assert_eq!(
        std::fs::read_to_string(run_dir.join("scalars.csv")).unwrap(),
        scalars
    );
    std::fs::remove_dir_all(&config.runs_dir).unwrap();
}

#[test]
fn a_panic_in_a_step_ends_the_run_with_its_error_and_keeps_the_run_directory() {
    let config = TrainConfig {
        total_timesteps: 2_000,
        ..tiny("panic")
    };
    let (run_dir, outcome) = run_sending_online(&config, 200, TrainerCommand::FailForTest);
    let err = outcome.unwrap_err();
    assert!(
        err.contains("internal error") && err.contains("injected by a test"),
        "{err}"
    );
    // What was written before the panic is all there and usable.
    let saved =
        TrainConfig::from_toml(&std::fs::read_to_string(run_dir.join("config.toml")).unwrap())
            .unwrap();
    assert_eq!(saved, config);
    let csv = std::fs::read_to_string(run_dir.join("scalars.csv")).unwrap();
    assert!(csv.contains("charts/offline/loss"), "{csv}");
    assert!(tags(&run_dir).contains("charts/teacher/avg_episodic_return"));
    let loaded =
        reincarnate::trainer::checkpoint::load_latest(&run_dir, &candle_core::Device::Cpu).unwrap();
    assert!(loaded.state.global_step >= config.offline_steps);
    // And the run continues from it.
    let resumed = TrainerOptions {
        resume: Some(run_dir.clone()),
        ..options()
    };
    let (_, outcome) = drain(spawn(config.clone(), resumed));
    assert!(outcome.unwrap().completed);
    std::fs::remove_dir_all(&config.runs_dir).unwrap();
}

#[test]
fn live_parameters_pause_and_single_step_reach_the_running_trainer() {
    use reincarnate::protocol::LiveParam;
    let config = long_dqn("live");
    let handle = spawn(config.clone(), watched());
    let mut changed = vec![];
    let mut paused_at = None;
    let mut sent = false;
    let mut frames = 0;
    let mut stepped = false;
    for e in handle.events.iter() {
        if handle.frames.try_recv().is_ok() {
            frames += 1;
        }
        match &e {
            TrainerEvent::Progress {
                phase: Phase::Online,
                global_step,
                ..
            } if !sent && *global_step > 200 => {
                sent = true;
                for p in [
                    LiveParam::EpsilonOverride(Some(0.5)),
                    LiveParam::DistillThreshold(0.3),
                    LiveParam::Temperature(2.0),
                    LiveParam::LearningRate(3e-4),
                    LiveParam::TrainFrequency(8),
                    LiveParam::Temperature(-1.0),
                ] {
                    handle.commands.send(TrainerCommand::Set(p)).unwrap();
                }
                handle.commands.send(TrainerCommand::Pause).unwrap();
            }
            TrainerEvent::ParamChanged { param, .. } => changed.push(*param),
            TrainerEvent::Paused(true) if paused_at.is_none() => {
                paused_at = Some(std::time::Instant::now());
                handle.commands.send(TrainerCommand::Step).unwrap();
            }
            TrainerEvent::Paused(true) if !stepped => {
                // Paused again after the single step: save, then stop.
                stepped = true;
                handle
                    .commands
                    .send(TrainerCommand::SaveCheckpoint)
                    .unwrap();
                handle.commands.send(TrainerCommand::Stop).unwrap();
            }
            _ => {}
        }
    }
    handle.join();
    assert_eq!(
        changed.len(),
        5,
        "the negative temperature is refused: {changed:?}"
    );
    assert!(changed.contains(&LiveParam::TrainFrequency(8)));
    assert!(stepped, "paused, stepped once, paused again");
    assert!(frames > 0, "frames reach the listener");
    let run_dir = only_run_dir(&config.runs_dir);
    let state = std::fs::read_to_string(
        reincarnate::trainer::checkpoint::list(&run_dir)
            .unwrap()
            .pop()
            .unwrap()
            .join("state.json"),
    )
    .unwrap();
    assert!(
        state.contains("\"train_frequency\": 8") && state.contains("\"epsilon_override\": 0.5"),
        "{state}"
    );
    std::fs::remove_dir_all(&config.runs_dir).unwrap();
}

#[test]
fn ctrl_c_on_the_command_line_writes_a_checkpoint_and_says_how_to_resume() {
    let config = tiny("ctrl-c");
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args([
            "dqn",
            "--preset",
            "demo",
            "--quiet",
            "--total-timesteps",
            "1000000",
            "--batch-size",
            "4",
        ])
        .args(["--learning-starts", "50", "--runs-dir", &config.runs_dir])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Wait until the online phase runs, then interrupt.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    loop {
        std::thread::sleep(std::time::Duration::from_millis(200));
        let csv = std::fs::read_dir(&config.runs_dir)
            .ok()
            .and_then(|mut d| d.next())
            .and_then(|e| e.ok())
            .map(|e| e.path().join("scalars.csv"));
        if csv
            .and_then(|p| std::fs::read_to_string(p).ok())
            .is_some_and(|t| t.contains("losses/td_loss"))
        {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the run did not start learning"
        );
    }
    let status = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    // Stopped at a checkpoint by Ctrl-C: 128 + SIGINT, as a shell reports it.
    assert_eq!(
        out.status.code(),
        Some(130),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("continue it with: reincarnate dqn --resume"),
        "{stdout}"
    );
    let run_dir = only_run_dir(&config.runs_dir);
    assert!(!reincarnate::trainer::checkpoint::list(&run_dir)
        .unwrap()
        .is_empty());
    std::fs::remove_dir_all(&config.runs_dir).unwrap();
}

#[test]
fn natural_speed_paces_the_run() {
    use reincarnate::protocol::LiveParam;
    let config = long_dqn("pace");
    let handle = spawn(config.clone(), watched());
    // (when the command was sent, the first measurement after pacing settled)
    let mut sent_at: Option<std::time::Instant> = None;
    let mut baseline: Option<(std::time::Instant, u64)> = None;
    let mut rate = None;
    for e in handle.events.iter() {
        let _ = handle.frames.try_recv();
        let TrainerEvent::Progress {
            phase: Phase::Online,
            done,
            ..
        } = e
        else {
            continue;
        };
        let now = std::time::Instant::now();
        match (sent_at, baseline) {
            (None, _) if done > 100 => {
                handle
                    .commands
                    .send(TrainerCommand::Set(LiveParam::NaturalSpeed(true)))
                    .unwrap();
                sent_at = Some(now);
            }
            (Some(t), None) if now.duration_since(t).as_secs_f64() > 1.0 => {
                baseline = Some((now, done))
            }
            (_, Some((t, d))) if rate.is_none() && now.duration_since(t).as_secs_f64() > 3.0 => {
                rate = Some((done - d) as f64 / now.duration_since(t).as_secs_f64());
                handle.commands.send(TrainerCommand::Stop).unwrap();
            }
            _ => {}
        }
    }
    handle.join();
    let rate = rate.expect("measured a paced rate");
    eprintln!("paced at {rate:.2} agent steps/s");
    // 60 frames a second with a frame skip of 4: 15 agent steps a second (progress events
    // come every 200 ms, so a measurement over 3 s is within about a step a second).
    assert!((12.0..=16.5).contains(&rate), "{rate} steps/s");
    std::fs::remove_dir_all(&config.runs_dir).unwrap();
}

#[test]
fn natural_speed_asked_for_during_an_evaluation_is_confirmed_at_once() {
    use reincarnate::protocol::LiveParam;
    // A long teacher evaluation: at the game's speed its games would take many minutes, and
    // a viewer's box waited for all of them before the trainer confirmed it.
    let config = TrainConfig {
        teacher_eval_episodes: 50,
        ..tiny("natural-eval")
    };
    let handle = spawn(config.clone(), watched());
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    let (mut sent, mut confirmed_in) = (false, None);
    while std::time::Instant::now() < deadline {
        let _ = handle.frames.try_recv();
        let Ok(e) = handle
            .events
            .recv_timeout(std::time::Duration::from_millis(100))
        else {
            continue;
        };
        match e {
            TrainerEvent::Progress {
                phase: Phase::TeacherEval,
                ..
            } if !sent => {
                handle
                    .commands
                    .send(TrainerCommand::Set(LiveParam::NaturalSpeed(true)))
                    .unwrap();
                sent = true;
            }
            TrainerEvent::PhaseStarted { phase, .. } if sent && phase != Phase::TeacherEval => {
                break;
            }
            TrainerEvent::ParamChanged {
                param: LiveParam::NaturalSpeed(true),
                ..
            } => {
                confirmed_in = Some(Phase::TeacherEval);
                break;
            }
            _ => {}
        }
    }
    handle.commands.send(TrainerCommand::Stop).unwrap();
    for _ in handle.events.iter() {
        let _ = handle.frames.try_recv();
    }
    handle.join();
    assert!(sent, "the teacher's evaluation reported no progress");
    assert_eq!(
        confirmed_in,
        Some(Phase::TeacherEval),
        "natural speed was not confirmed during the evaluation"
    );
    std::fs::remove_dir_all(&config.runs_dir).unwrap();
}

#[test]
fn the_screen_shows_teacher_student_evaluation_and_preview_games() {
    use reincarnate::protocol::Actor;
    let config = TrainConfig {
        total_timesteps: 200,
        ..tiny("frames")
    };
    let handle = spawn(config.clone(), watched());
    let mut actors = BTreeSet::new();
    for _ in handle.events.iter() {
        if let Ok(f) = handle.frames.try_recv() {
            assert_eq!(f.rgb.len(), 210 * 160 * 3);
            actors.insert(format!("{:?}", f.actor));
        }
    }
    handle.join();
    // Preview: the offline phase's own game, between its evaluations.
    for a in [
        Actor::Teacher,
        Actor::Evaluation,
        Actor::Preview,
        Actor::Student,
    ] {
        assert!(
            actors.contains(&format!("{a:?}")),
            "{a:?} frames: {actors:?}"
        );
    }
    std::fs::remove_dir_all(&config.runs_dir).unwrap();
}

#[test]
fn a_dqn_run_exports_as_a_teacher_that_a_qdagger_run_can_use() {
    use reincarnate::teacher::{load_teacher, BundledTeacher, TeacherSource};
    let config = TrainConfig {
        total_timesteps: 300,
        checkpoint_buffer: true,
        ..tiny("export")
    }
    .dqn();
    let (_, outcome) = drain(spawn(config.clone(), options()));
    assert!(outcome.unwrap().completed);
    let run_dir = only_run_dir(&config.runs_dir);
    let out = Path::new(&config.runs_dir).join("teacher");
    let result = std::process::Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args(["export-teacher", "--run"])
        .arg(&run_dir)
        .arg("--out")
        .arg(&out)
        .args([
            "--episodes",
            "2",
            "--epsilon",
            "1.0",
            "--agreement-steps",
            "50",
        ])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&result.stdout);
    assert!(
        result.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&result.stderr)
    );
    let teacher = BundledTeacher::open(&out).unwrap();
    let meta = &teacher.meta;
    assert_eq!(meta.game, "BreakoutNoFrameskip-v4");
    assert_eq!((meta.network.as_str(), meta.actions), ("nature", 4));
    assert_eq!((meta.dtype.as_str(), meta.eval_episodes), ("f16", 2));
    assert_eq!(meta.steps_trained, 300);
    assert!((0.9..=1.0).contains(&meta.action_agreement), "{meta:?}");
    // The command names what differs from the demo preset's DQN.
    assert!(
        meta.command.starts_with("reincarnate dqn --preset demo"),
        "{}",
        meta.command
    );
    assert!(
        meta.command.contains("--total-timesteps 300"),
        "{}",
        meta.command
    );
    assert!(
        meta.command.contains("--env-id BreakoutNoFrameskip-v4"),
        "{}",
        meta.command
    );
    // A switch is a bare flag, as it is typed.
    assert!(
        meta.command.ends_with(" --checkpoint-buffer")
            || meta.command.contains(" --checkpoint-buffer --"),
        "{}",
        meta.command
    );
    assert!(!meta.command.contains("true"), "{}", meta.command);
    assert!(out.join("training.csv").is_file());
    // The weights are half the f32 checkpoint's size and load as a teacher.
    let f32_size = std::fs::metadata(
        reincarnate::trainer::checkpoint::list(&run_dir)
            .unwrap()
            .pop()
            .unwrap()
            .join("student.safetensors"),
    )
    .unwrap()
    .len();
    let f16_size = std::fs::metadata(teacher.weights()).unwrap().len();
    assert!(f16_size * 2 < f32_size + 4096, "{f16_size} vs {f32_size}");
    let t = load_teacher(
        &TeacherSource::Bundled(out.clone()),
        "Breakout",
        4,
        &candle_core::Device::Cpu,
        &options().hub,
    )
    .unwrap();
    assert_eq!(t.network.num_actions(), 4);

    // A bad run directory is an error that names it.
    let bad = std::process::Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args(["export-teacher", "--run", "/nonexistent-run", "--out"])
        .arg(&out)
        .output()
        .unwrap();
    assert!(!bad.status.success());
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(
        err.contains("no checkpoint to export in /nonexistent-run"),
        "{err}"
    );
    std::fs::remove_dir_all(&config.runs_dir).unwrap();
}

#[test]
fn capture_video_records_each_evaluation_into_the_run_directory() {
    let config = TrainConfig {
        capture_video: true,
        ..tiny("video")
    };
    let (events, outcome) = drain(spawn(config.clone(), options()));
    assert!(outcome.unwrap().completed);
    let saved: Vec<(PathBuf, u64, u64)> = events
        .iter()
        .filter_map(|e| match e {
            TrainerEvent::VideoSaved {
                path,
                frames,
                dropped,
            } => Some((path.clone(), *frames, *dropped)),
            _ => None,
        })
        .collect();
    let names: BTreeSet<String> = saved
        .iter()
        .map(|(p, _, _)| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    // The teacher's evaluation, the offline evaluations (every 20 of 40 steps) and the
    // final one.
    assert!(names.contains("teacher.mp4"), "{names:?}");
    assert!(
        names.iter().any(|n| n.starts_with("eval-step")),
        "{names:?}"
    );
    assert!(
        names.iter().any(|n| n.starts_with("final-step")),
        "{names:?}"
    );
    let run_dir = only_run_dir(&config.runs_dir);
    for (path, frames, dropped) in &saved {
        assert!(path.starts_with(run_dir.join("videos")), "{path:?}");
        assert!(*frames > 10, "{path:?}: {frames} frames");
        assert_eq!(*dropped, 0);
        let bytes = std::fs::read(path).unwrap();
        assert_eq!(&bytes[4..8], b"ftyp", "{path:?} is an MP4");
    }
    std::fs::remove_dir_all(&config.runs_dir).unwrap();
}

/// The last `charts/SPS` a run logged.
fn last_sps(run_dir: &Path) -> f64 {
    std::fs::read_to_string(run_dir.join("scalars.csv"))
        .unwrap()
        .lines()
        .rfind(|l| l.starts_with("charts/SPS,"))
        .and_then(|l| l.split(',').nth(2)?.parse().ok())
        .unwrap()
}

#[test]
fn a_listener_that_stops_draining_does_not_hold_the_trainer_back() {
    let config = TrainConfig {
        total_timesteps: 1_500,
        log_every: 1,
        ..long_dqn("undrained")
    };
    // Nobody reads events or frames while the run goes: it must still finish.
    let handle = spawn(config.clone(), watched());
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(300);
    let run_dir = loop {
        let done = std::fs::read_dir(&config.runs_dir)
            .ok()
            .and_then(|mut d| d.next())
            .and_then(|e| e.ok())
            .map(|e| e.path())
            .filter(|r| {
                reincarnate::trainer::checkpoint::list(r)
                    .unwrap_or_default()
                    .iter()
                    .any(|c| c.ends_with("step_000000001500"))
            });
        if let Some(r) = done {
            break r;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the trainer waited for its listener"
        );
        std::thread::sleep(std::time::Duration::from_millis(100));
    };
    // The events waited in the channel (bounded: at most EVENT_CAPACITY of them, beyond
    // which they are counted as dropped), the run's end among them.
    let events: Vec<TrainerEvent> = handle.events.iter().collect();
    handle.join();
    assert!(matches!(events.last(), Some(TrainerEvent::Stopped(Ok(_)))));
    let dropped: u64 = events
        .iter()
        .filter_map(|e| match e {
            TrainerEvent::Dropped(n) => Some(*n),
            _ => None,
        })
        .sum();
    let undrained = last_sps(&run_dir);
    std::fs::remove_dir_all(&config.runs_dir).unwrap();

    // The same run, drained as it goes, for the record.
    let (_, outcome) = drain(spawn(config.clone(), watched()));
    assert!(outcome.unwrap().completed);
    let drained = last_sps(&only_run_dir(&config.runs_dir));
    println!("steps/s: {undrained} undrained, {drained} drained; {dropped} events dropped");
    std::fs::remove_dir_all(&config.runs_dir).unwrap();
}

#[test]
fn init_from_starts_the_student_from_the_given_weights_and_refuses_another_network() {
    use reincarnate::teacher::{load_teacher, TeacherSource};
    let fixture = tiny("init").teacher;
    // No gradient step (learning starts after the run): the checkpoint holds the start.
    let config = TrainConfig {
        init_from: fixture.clone(),
        total_timesteps: 60,
        learning_starts: 1_000,
        ..tiny("init")
    }
    .dqn();
    let (events, outcome) = drain(spawn(config.clone(), options()));
    assert!(outcome.unwrap().completed);
    assert!(events.iter().any(|e| matches!(e,
        TrainerEvent::Warning(w) if w.contains("the student starts from the weights of")
            && w.contains("teacher.cleanrl_model"))));
    let run_dir = only_run_dir(&config.runs_dir);
    let ckpt = reincarnate::trainer::checkpoint::list(&run_dir)
        .unwrap()
        .pop()
        .unwrap();
    let cpu = candle_core::Device::Cpu;
    let saved = candle_core::safetensors::load(ckpt.join("student.safetensors"), &cpu).unwrap();
    let source = TeacherSource::parse(&fixture);
    let given = load_teacher(&source, "Breakout", 4, &cpu, &options().hub)
        .unwrap()
        .network
        .state_dict()
        .unwrap();
    assert_eq!(saved.len(), given.len());
    let max_diff = |a: &candle_core::Tensor, b: &candle_core::Tensor| -> f32 {
        let d = (a - b).unwrap().abs().unwrap().flatten_all().unwrap();
        d.max(0).unwrap().to_scalar::<f32>().unwrap()
    };
    for (name, t) in &given {
        assert_eq!(max_diff(t, &saved[name]), 0.0, "{name}");
    }
    // A random start differs from it.
    let random = reincarnate::agent::QNetwork::new(Arch::Nature, 4, 1, &cpu)
        .unwrap()
        .state_dict()
        .unwrap();
    let w = "network.0.weight";
    assert!(max_diff(&random[w], &saved[w]) > 0.0);

    // The fixture is a Nature CNN: an IMPALA student cannot start from it.
    let impala = TrainConfig {
        init_from: fixture,
        student_arch: Arch::Impala,
        ..tiny("init-impala")
    };
    let (_, outcome) = drain(spawn(impala.clone(), options()));
    let err = outcome.unwrap_err();
    assert!(
        err.contains("that network is nature but the student is impala")
            && err.contains("--student-arch nature"),
        "{err}"
    );
    std::fs::remove_dir_all(&config.runs_dir).unwrap();
    let _ = std::fs::remove_dir_all(&impala.runs_dir);
}

#[test]
fn race_writes_a_qdagger_run_and_a_dqn_run_with_cleanrls_tags_and_their_steps_to_reach() {
    use reincarnate::trainer::race::race_runs;
    let c = tiny("race");
    let flag = |name: &str, v: String| [format!("--{name}"), v];
    let args: Vec<String> = [
        flag("env-id", c.env_id.clone()),
        flag("teacher", c.teacher.clone()),
        flag("total-timesteps", c.total_timesteps.to_string()),
        flag("buffer-size", c.buffer_size.to_string()),
        flag("batch-size", c.batch_size.to_string()),
        flag("learning-starts", c.learning_starts.to_string()),
        flag(
            "target-network-frequency",
            c.target_network_frequency.to_string(),
        ),
        flag("teacher-eval-episodes", "1".into()),
        flag("teacher-steps", c.teacher_steps.to_string()),
        flag("offline-steps", c.offline_steps.to_string()),
        flag("offline-eval-every", c.offline_eval_every.to_string()),
        flag("eval-episodes", "1".into()),
        flag("final-eval-episodes", "1".into()),
        flag("checkpoint-every", c.checkpoint_every.to_string()),
        flag("log-every", c.log_every.to_string()),
        flag("runs-dir", c.runs_dir.clone()),
        flag("threads-per-side", "1".into()),
    ]
    .concat();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args(["race", "--headless", "--preset", "demo", "--quiet"])
        .args(&args)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // One race directory with both runs in it.
    let race_dir = only_run_dir(&c.runs_dir);
    assert!(
        race_dir
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("race__BreakoutNoFrameskip-v4__1__"),
        "{race_dir:?}"
    );
    assert!(stdout.contains(&format!("race directory: {}", race_dir.display())));
    let [q, d] = race_runs(&race_dir).unwrap();
    let config = |dir: &Path| {
        TrainConfig::from_toml(&std::fs::read_to_string(dir.join("config.toml")).unwrap()).unwrap()
    };
    let (qc, dc) = (config(&q), config(&d));
    assert_eq!((qc.seed, qc.total_timesteps), (dc.seed, dc.total_timesteps));
    assert_eq!(qc.student_arch, dc.student_arch);
    assert_eq!(dc.exp_name, "dqn_atari");
    // CleanRL's tags on each side; the teacher's only on QDagger's.
    let (qt, dt) = (tags(&q), tags(&d));
    for tag in [
        "charts/episodic_return",
        "charts/episodic_length",
        "charts/epsilon",
        "charts/SPS",
        "losses/td_loss",
        "losses/q_values",
        "eval/episodic_return",
    ] {
        assert!(
            qt.contains(tag) && dt.contains(tag),
            "missing {tag}: {qt:?} {dt:?}"
        );
    }
    for tag in [
        "charts/teacher/avg_episodic_return",
        "charts/offline/avg_episodic_return",
        "losses/distill_loss",
    ] {
        assert!(
            qt.contains(tag) && !dt.contains(tag),
            "{tag}: {qt:?} {dt:?}"
        );
    }
    for dir in [&q, &d] {
        assert!(!reincarnate::trainer::checkpoint::list(dir)
            .unwrap()
            .is_empty());
    }
    // Each side's lines are labelled, and the steps to 50% and 80% are printed for both.
    assert!(
        stdout
            .lines()
            .any(|l| l.starts_with("[qdagger] phase: offline")),
        "{stdout}"
    );
    assert!(
        stdout.lines().any(|l| l.starts_with("[dqn] phase: online")),
        "{stdout}"
    );
    assert!(
        stdout.contains("steps to 50% and 80% of the way from random"),
        "{stdout}"
    );
    for label in ["QDagger (teacher)", "DQN (from scratch)"] {
        assert!(
            stdout
                .lines()
                .any(|l| l.trim_start().starts_with(label) && l.contains("80%: ")),
            "{label}: {stdout}"
        );
    }
    std::fs::remove_dir_all(&c.runs_dir).unwrap();
}

/// A run killed after its offline phase but before the online phase's first checkpoint
/// resumes from the offline phase's end: straight into the online phase at its step 0,
/// without building the teacher's buffer or taking offline steps again.
#[test]
fn a_run_resumed_from_the_offline_phases_end_goes_straight_online() {
    let config = TrainConfig {
        keep_checkpoints: 20,
        ..tiny("offline-end")
    };
    let (_, outcome) = drain(spawn(config.clone(), options()));
    let run_dir = outcome.unwrap().run_dir;
    let offline_end = format!("step_{:012}", config.offline_steps);
    // As if killed there: the later checkpoints never were.
    for dir in reincarnate::trainer::checkpoint::list(&run_dir).unwrap() {
        if dir.file_name().unwrap().to_string_lossy().as_ref() > offline_end.as_str() {
            std::fs::remove_dir_all(dir).unwrap();
        }
    }
    let resumed = TrainerOptions {
        resume: Some(run_dir.clone()),
        ..options()
    };
    let (events, outcome) = drain(spawn(config.clone(), resumed));
    let summary = outcome.unwrap();
    assert!(summary.completed);
    assert_eq!(
        summary.global_step,
        config.offline_steps + config.total_timesteps
    );
    let phases: Vec<(Phase, u64)> = events
        .iter()
        .filter_map(|e| match e {
            TrainerEvent::PhaseStarted { phase, from, .. } => Some((*phase, *from)),
            _ => None,
        })
        .collect();
    assert!(
        !phases
            .iter()
            .any(|(p, _)| matches!(p, Phase::TeacherBuffer | Phase::Offline)),
        "{phases:?}"
    );
    assert!(phases.contains(&(Phase::Online, 0)), "{phases:?}");
    std::fs::remove_dir_all(&config.runs_dir).unwrap();
}

#[test]
fn a_race_side_whose_partner_has_ended_works_on_every_core_and_says_so_once() {
    use reincarnate::trainer::cores::CoreShare;
    use std::sync::Arc;
    let config = TrainConfig {
        total_timesteps: 300,
        ..tiny("alone")
    }
    .dqn();
    // A one-thread run sharing 3 threads with a partner: what it said about working alone.
    let said_alone = |share: &Arc<CoreShare>| -> Vec<String> {
        let sharing = TrainerOptions {
            threads: Some(1),
            cores: Some(share.clone()),
            ..options()
        };
        let (events, outcome) = drain(spawn(config.clone(), sharing));
        assert!(outcome.unwrap().completed);
        events
            .into_iter()
            .filter_map(|e| match e {
                TrainerEvent::Warning(w) if w.contains("now works on all") => Some(w),
                _ => None,
            })
            .collect()
    };
    // The partner has already ended: this run is alone from its first update on.
    let share = CoreShare::new(2, 3);
    share.ended();
    let said = said_alone(&share);
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].contains("all 3 threads"), "{}", said[0]);
    // A run whose partner still runs keeps to its own threads and says nothing...
    let share = CoreShare::new(2, 3);
    assert_eq!(said_alone(&share), Vec::<String>::new());
    // ...and its end leaves the partner alone.
    assert!(share.alone());
    std::fs::remove_dir_all(&config.runs_dir).unwrap();
}

#[test]
fn saliency_maps_come_while_asked_for_with_their_agreement_logged_and_stop_when_turned_off() {
    use reincarnate::protocol::{Actor, SaliencyMethod, SaliencySettings};
    let config = TrainConfig {
        total_timesteps: 1_500,
        ..tiny("maps")
    };
    let handle = spawn(config.clone(), watched());
    // A viewer that takes every frame at once (as a window does, but faster).
    let frames = handle.frames.clone();
    let viewer = std::thread::spawn(move || while frames.recv().is_ok() {});
    let on = SaliencySettings {
        method: SaliencyMethod::Gradient,
        per_second: 10.0,
    };
    handle
        .commands
        .send(TrainerCommand::Saliency(Some(on)))
        .unwrap();
    let (mut teacher_only, mut both, mut after_off, mut evaluating) = (0, 0, 0, 0);
    let mut off = false;
    let mut warnings = vec![];
    let mut outcome = None;
    for e in handle.events.iter() {
        match e {
            TrainerEvent::Saliency(f) => {
                assert_eq!(f.rgb.len(), 210 * 160 * 3);
                for m in [&f.student, &f.teacher].into_iter().flatten() {
                    assert_eq!(m.len(), 84 * 84);
                    assert_eq!(m.iter().max(), Some(&255), "scaled to its maximum");
                }
                assert_eq!(f.method, SaliencyMethod::Gradient);
                if off {
                    after_off += 1;
                    continue;
                }
                match (&f.student, &f.teacher, f.actor) {
                    // The teacher's evaluation and buffer: the teacher plays alone.
                    (None, Some(_), Actor::Teacher) => teacher_only += 1,
                    // A student evaluation: the student's map alone.
                    (Some(_), None, Actor::Evaluation) => evaluating += 1,
                    (Some(_), Some(_), Actor::Student | Actor::Preview) => {
                        let a = f.agreement.expect("both maps: their agreement");
                        assert!((0.0..=1.0).contains(&a.top_overlap), "{a:?}");
                        assert!(
                            a.rank_correlation.is_nan()
                                || (-1.0..=1.0).contains(&a.rank_correlation),
                            "{a:?}"
                        );
                        both += 1;
                        if both == 3 {
                            handle
                                .commands
                                .send(TrainerCommand::Saliency(None))
                                .unwrap();
                            off = true;
                        }
                    }
                    (s, t, actor) => panic!(
                        "maps of student {} and teacher {} while {actor:?} played",
                        s.is_some(),
                        t.is_some()
                    ),
                }
            }
            TrainerEvent::Warning(w) => warnings.push(w),
            TrainerEvent::Stopped(r) => outcome = Some(r),
            _ => {}
        }
    }
    handle.join();
    viewer.join().unwrap();
    assert!(outcome.expect("a Stopped event").is_ok());
    assert!(
        both >= 3,
        "{both} maps of both networks ({teacher_only} of the teacher alone, {evaluating} in \
         evaluations)"
    );
    eprintln!("maps: {both} of both, {teacher_only} of the teacher alone, {evaluating} in evaluations, {after_off} after off");
    // What the worker had made before the command arrived may still come; no more.
    assert!(
        after_off <= 2,
        "{after_off} maps after they were turned off"
    );
    assert!(
        !warnings.iter().any(|w| w.contains("saliency")),
        "{warnings:?}"
    );
    // Their agreement is logged with the run's other scalars.
    let run_dir = only_run_dir(&config.runs_dir);
    assert!(tags(&run_dir).contains("saliency/top_overlap"));
    let csv = std::fs::read_to_string(run_dir.join("scalars.csv")).unwrap();
    assert!(csv.contains("saliency/top_overlap,"), "not in scalars.csv");
    std::fs::remove_dir_all(&config.runs_dir).unwrap();
}

/// A run killed in its offline phase resumes from its last offline checkpoint exactly: it
/// rebuilds the same teacher's buffer, draws the batches the run would have drawn, and logs
/// what the run never stopped logged, to its end.
#[test]
fn a_run_resumed_in_its_offline_phase_goes_on_exactly_as_the_run_never_stopped() {
    let config = TrainConfig {
        keep_checkpoints: 20,
        offline_steps: 90,
        offline_eval_every: 30,
        ..tiny("offline-exact")
    };
    let (_, outcome) = drain(spawn(config.clone(), options()));
    let through = outcome.unwrap().run_dir;
    // A copy killed after its offline checkpoint at step 30 (evaluated, it goes on at 31):
    // the later ones never were.
    let killed = through.with_file_name("killed");
    let copied = std::process::Command::new("cp")
        .arg("-r")
        .arg(&through)
        .arg(&killed)
        .status()
        .unwrap();
    assert!(copied.success());
    let mid = "step_000000000030";
    let checkpoints = reincarnate::trainer::checkpoint::list(&killed).unwrap();
    assert!(
        checkpoints.iter().any(|d| d.ends_with(mid)),
        "{checkpoints:?}"
    );
    for dir in checkpoints {
        if dir.file_name().unwrap().to_string_lossy().as_ref() > mid {
            std::fs::remove_dir_all(dir).unwrap();
        }
    }
    let resumed = TrainerOptions {
        resume: Some(killed.clone()),
        ..options()
    };
    let (events, outcome) = drain(spawn(config.clone(), resumed));
    assert!(outcome.unwrap().completed);
    assert!(
        events.iter().any(|e| matches!(
            e,
            TrainerEvent::Warning(w) if w.contains("at global step 30 (offline phase)")
        )),
        "resumed in the offline phase"
    );
    let (a, b) = (
        support::scalars_from(&through, 0),
        support::scalars_from(&killed, 0),
    );
    assert!(a.iter().any(|r| r.0 == "losses/td_loss" && r.1 > 31));
    let first = a.iter().zip(&b).position(|(x, y)| x != y);
    assert!(
        a == b,
        "the resumed run logged what the run never stopped logged: {} and {} rows, first \
         difference {:?}",
        a.len(),
        b.len(),
        first.map(|i| (&a[i], &b[i]))
    );
    std::fs::remove_dir_all(&config.runs_dir).unwrap();
}
