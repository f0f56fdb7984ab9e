//! The app's bridge in a headless Bevy `App` (no window): injected trainer events update the
//! app's state and the screen image (a race's two runs, each its own pane); keys send the
//! right commands, to both sides of a race.

#![cfg(feature = "gui")]

use bevy::prelude::*;
use crossbeam_channel::bounded;
use reincarnate::app::{AppState, ReincarnatePlugin};
use reincarnate::config::TrainConfig;
use reincarnate::protocol::{Actor, FrameMessage, Phase, TrainerCommand, TrainerEvent};
use reincarnate::trainer::TrainerHandle;

mod support;

/// A headless app bridged to channels the test holds: it sends events and frames as a
/// trainer would and reads the commands the app sends back.
fn headless_app() -> (
    App,
    crossbeam_channel::Sender<TrainerEvent>,
    crossbeam_channel::Sender<FrameMessage>,
    crossbeam_channel::Receiver<TrainerCommand>,
) {
    let (events, event_rx) = bounded(100);
    let (frames, frame_rx) = bounded(1);
    let (command_tx, commands) = bounded(100);
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, AssetPlugin::default()))
        .init_asset::<Image>()
        .init_resource::<ButtonInput<KeyCode>>();
    app.add_plugins(ReincarnatePlugin::headless(
        vec![TrainerHandle::from_channels(event_rx, frame_rx, command_tx)],
        &TrainConfig::demo(),
    ));
    app.update();
    (app, events, frames, commands)
}

#[test]
fn events_update_the_state_and_the_screen_and_keys_send_commands() {
    let (mut app, events, frames, commands) = headless_app();

    events
        .send(TrainerEvent::PhaseStarted {
            phase: Phase::Online,
            total: 100,
            from: 0,
        })
        .unwrap();
    events
        .send(TrainerEvent::Episode {
            actor: Actor::Student,
            global_step: 7,
            episodic_return: 3.0,
            length: 900,
        })
        .unwrap();
    let mut rgb = vec![0u8; 210 * 160 * 3];
    rgb[..3].copy_from_slice(&[10, 20, 30]);
    frames
        .send(FrameMessage {
            rgb,
            actor: Actor::Student,
            episode_return: 1.0,
            action: 2,
            global_step: 7,
        })
        .unwrap();
    app.update();

    let state = app.world().resource::<AppState>();
    assert_eq!(state.view().phase, Some((Phase::Online, 100)));
    assert_eq!(state.view().student_returns.last(), Some(3.0));
    assert_eq!(state.view().frame.as_ref().map(|f| f.action), Some(2));
    let handle = state.screens[0].clone();
    let image = app
        .world()
        .resource::<Assets<Image>>()
        .get(&handle)
        .expect("the image");
    let data = image.data.as_ref().expect("pixels");
    assert_eq!(&data[..4], &[10, 20, 30, 255], "the first pixel, as RGBA");
    assert_eq!(data.len(), 160 * 210 * 4);

    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::Space);
    app.update();
    assert_eq!(commands.try_recv(), Ok(TrainerCommand::Pause));
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .clear();
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .release(KeyCode::Space);
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::KeyC);
    app.update();
    assert_eq!(commands.try_recv(), Ok(TrainerCommand::SaveCheckpoint));

    // Closing the app stops the trainer: the bridge sends Leave when it is dropped (a local
    // trainer stops on it; a remote viewer's client only disconnects).
    drop(events);
    drop(frames);
    drop(app);
    assert_eq!(commands.try_iter().last(), Some(TrainerCommand::Leave));
}

#[test]
fn a_headless_app_carries_out_what_is_asked_of_it_as_the_window_would() {
    use reincarnate::app::ui::Addressed;
    use reincarnate::app::UiAction;
    let (mut app, _events, _frames, commands) = headless_app();
    // What a button of the UI (or `--maps`) writes, with no UI drawn.
    app.world_mut().write_message(UiAction::Command(Addressed {
        side: None,
        command: TrainerCommand::Step,
    }));
    app.update();
    assert_eq!(commands.try_recv(), Ok(TrainerCommand::Step));
    // A window of the UI, opened by its key and closed by Esc, through the same actions.
    let press = |app: &mut App, key: KeyCode| {
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.reset_all();
        keys.press(key);
        app.update();
    };
    press(&mut app, KeyCode::KeyH);
    assert!(app.world().resource::<AppState>().controls().help_open);
    press(&mut app, KeyCode::KeyN);
    assert!(app.world().resource::<AppState>().controls().new_run.open);
    press(&mut app, KeyCode::Escape);
    let controls = app.world().resource::<AppState>().controls();
    assert!(!controls.help_open && !controls.new_run.open);
    // None of them was a command.
    assert!(commands.try_recv().is_err());
}

#[test]
fn a_new_run_replaces_the_old_one_which_stops_first() {
    use reincarnate::app::{start_run, Bridge, RunKind};
    let (mut app, events, _frames, commands) = headless_app();
    events
        .send(TrainerEvent::Warning("from the old run".into()))
        .unwrap();
    app.update();
    assert_eq!(app.world().resource::<AppState>().view().messages.len(), 1);

    // A tiny DQN run of Breakout in a fresh runs directory.
    let runs = std::env::temp_dir().join(format!("reincarnate-newrun-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&runs);
    let config = TrainConfig {
        env_id: "BreakoutNoFrameskip-v4".into(),
        total_timesteps: 200,
        learning_starts: 50,
        batch_size: 4,
        runs_dir: runs.to_string_lossy().into_owned(),
        ..TrainConfig::demo()
    }
    .dqn();
    // The old trainer answers Stop by ending its event stream, as a real one does.
    let old = std::thread::spawn(move || {
        let first = commands.recv().unwrap();
        drop(events);
        first
    });
    app.world_mut()
        .resource_scope(|world, mut bridge: Mut<Bridge>| {
            world.resource_scope(|world, mut state: Mut<AppState>| {
                let mut images = world.resource_mut::<Assets<Image>>();
                start_run(
                    &mut bridge,
                    &mut state,
                    &mut images,
                    config.clone(),
                    RunKind::Single,
                );
            })
        });
    assert_eq!(old.join().unwrap(), TrainerCommand::Leave);
    {
        let state = app.world().resource::<AppState>();
        assert!(state.view().messages.is_empty(), "the view starts afresh");
    }
    // The new run's events reach the view, to its end.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    loop {
        app.update();
        let view = app.world().resource::<AppState>().view();
        if let Some(outcome) = &view.stopped {
            assert_eq!(view.env_id, "BreakoutNoFrameskip-v4");
            assert!(outcome.as_ref().unwrap().completed);
            assert_eq!(view.teacher, None, "a DQN run has no teacher");
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the new run did not end"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    drop(app);
    assert!(std::fs::read_dir(&runs).unwrap().count() == 1);
    std::fs::remove_dir_all(&runs).unwrap();
}

#[test]
fn the_app_records_the_game_screen_it_shows() {
    use reincarnate::app::record::{AppRecorder, RecordSettings};
    use reincarnate::view::RunView;
    let dir = std::env::temp_dir().join(format!("reincarnate-apprec-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut rec = AppRecorder::default();
    let path = rec
        .start(RecordSettings::default(), dir.clone(), (1280, 800), 1)
        .unwrap();
    assert!(rec
        .indicator()
        .unwrap()
        .starts_with("REC 0:00 (game screen 3x"));
    let mut view = RunView::default();
    view.action_meanings = ["NOOP", "FIRE", "RIGHT", "LEFT"].map(String::from).to_vec();
    view.q_values = Some((
        Some(vec![0.1, 0.5, -0.2, 0.0]),
        Some(vec![1.0, 2.0, 0.5, 0.1]),
        0,
    ));
    for k in 0..12u8 {
        view.frame = Some(FrameMessage {
            rgb: vec![k * 20; 210 * 160 * 3],
            actor: Actor::Student,
            episode_return: k as f64,
            action: 0,
            global_step: k as u64,
        });
        rec.game_frame(&[&view]);
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    rec.stop();
    assert!(!rec.is_recording());
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    let done = loop {
        if let Some(r) = rec.poll().pop() {
            break r.unwrap();
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the video was not finished"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    assert_eq!(done.path, path);
    assert_eq!((done.frames, done.dropped), (12, 0));
    let bytes = std::fs::read(&path).unwrap();
    assert_eq!(&bytes[4..8], b"ftyp");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_race_shows_each_runs_events_in_its_own_pane_and_addresses_its_commands() {
    use reincarnate::app::Bridge;
    let mut sides = vec![];
    let mut handles = vec![];
    for _ in 0..2 {
        let (events, event_rx) = bounded(100);
        let (frames, frame_rx) = bounded(1);
        let (command_tx, commands) = bounded(100);
        handles.push(TrainerHandle::from_channels(event_rx, frame_rx, command_tx));
        sides.push((events, frames, commands));
    }
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, AssetPlugin::default()))
        .init_asset::<Image>()
        .init_resource::<ButtonInput<KeyCode>>();
    app.add_plugins(ReincarnatePlugin::headless(handles, &TrainConfig::demo()));
    app.update();
    // Each side its own events and its own screen.
    for (i, (events, frames, _)) in sides.iter().enumerate() {
        events
            .send(TrainerEvent::Episode {
                actor: Actor::Student,
                global_step: 10 + i as u64,
                episodic_return: -(i as f64) - 1.0,
                length: 900,
            })
            .unwrap();
        frames
            .send(FrameMessage {
                rgb: vec![40 * (i as u8 + 1); 210 * 160 * 3],
                actor: Actor::Student,
                episode_return: 0.0,
                action: i,
                global_step: 10,
            })
            .unwrap();
    }
    app.update();
    let state = app.world().resource::<AppState>();
    assert!(state.is_race());
    assert_eq!(state.panes.len(), 2);
    assert_eq!(state.screens.len(), 2, "a screen image per side");
    for i in 0..2 {
        let view = &state.panes[i].view;
        assert_eq!(view.student_returns.last(), Some(-(i as f64) - 1.0));
        assert_eq!(
            view.student_returns.len(),
            1,
            "side {i} got only its own game"
        );
        assert_eq!(view.frame.as_ref().map(|f| f.action), Some(i));
        let image = app
            .world()
            .resource::<Assets<Image>>()
            .get(&state.screens[i])
            .unwrap();
        let px = 40 * (i as u8 + 1);
        assert_eq!(&image.data.as_ref().unwrap()[..4], &[px, px, px, 255]);
    }
    // Space pauses both sides; a live parameter goes to the side chosen, or both.
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(KeyCode::Space);
    app.update();
    for (_, _, commands) in &sides {
        assert_eq!(commands.try_recv(), Ok(TrainerCommand::Pause));
    }
    let set = TrainerCommand::Set(reincarnate::protocol::LiveParam::LearningRate(1e-3));
    let bridge = app.world().resource::<Bridge>();
    for (side, gets) in [(Some(1), [false, true]), (None, [true, true])] {
        bridge.send(side, set.clone());
        for (k, (_, _, commands)) in sides.iter().enumerate() {
            assert_eq!(
                commands.try_recv().ok(),
                gets[k].then(|| set.clone()),
                "{side:?}"
            );
        }
    }
    // Closing stops both (the trainers end their streams as they stop).
    let commands: Vec<_> = sides.into_iter().map(|(_, _, c)| c).collect();
    drop(app);
    for commands in commands {
        assert_eq!(commands.try_iter().last(), Some(TrainerCommand::Leave));
    }
}

#[test]
fn a_race_records_both_screens_side_by_side_in_one_video() {
    use reincarnate::app::record::{side_by_side_size, AppRecorder, RecordSettings};
    use reincarnate::view::RunView;
    let dir = std::env::temp_dir().join(format!("reincarnate-racerec-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut rec = AppRecorder::default();
    let settings = RecordSettings::default();
    let path = rec
        .start(settings.clone(), dir.clone(), (1280, 800), 2)
        .unwrap();
    let (one_w, h) = side_by_side_size(settings.scale, settings.overlay, 1);
    let (w, h2) = side_by_side_size(settings.scale, settings.overlay, 2);
    assert_eq!((w, h2), (2 * one_w + 8, h));
    let mut views = [RunView::default(), RunView::default()];
    // Frames reach the video while only one side has a screen, and then from both.
    for k in 0..10u8 {
        for (i, view) in views.iter_mut().enumerate() {
            if i == 1 && k < 3 {
                continue;
            }
            view.frame = Some(FrameMessage {
                rgb: vec![k * 20 + i as u8; 210 * 160 * 3],
                actor: Actor::Student,
                episode_return: k as f64,
                action: 0,
                global_step: k as u64,
            });
        }
        rec.game_frame(&[&views[0], &views[1]]);
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    rec.stop();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    let done = loop {
        if let Some(r) = rec.poll().pop() {
            break r.unwrap();
        }
        assert!(std::time::Instant::now() < deadline, "not finished");
        std::thread::sleep(std::time::Duration::from_millis(20));
    };
    assert_eq!((done.path.clone(), done.frames), (path.clone(), 10));
    let probe = std::process::Command::new("ffprobe")
        .args(["-v", "error", "-select_streams", "v:0"])
        .args(["-show_entries", "stream=width,height", "-of", "csv=p=0"])
        .arg(&path)
        .output()
        .expect("ffprobe (Debian's ffmpeg package; scripts/dev test installs it)");
    assert_eq!(
        String::from_utf8_lossy(&probe.stdout).trim(),
        format!("{w},{h}"),
        "one video as wide as both screens"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A headless app over `n` handles (the first `analysed` ones marked as relayed by a server);
/// returns the app and each side's event sender.
fn app_of(n: usize, analysed: usize) -> (App, Vec<crossbeam_channel::Sender<TrainerEvent>>) {
    let mut senders = vec![];
    let mut handles = vec![];
    for i in 0..n {
        let (events, event_rx) = bounded(1000);
        let (_frames, frame_rx) = bounded(1);
        let (command_tx, _commands) = bounded(100);
        let mut h = TrainerHandle::from_channels(event_rx, frame_rx, command_tx);
        h.analysed = i < analysed;
        handles.push(h);
        senders.push(events);
    }
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, AssetPlugin::default()))
        .init_asset::<Image>()
        .init_resource::<ButtonInput<KeyCode>>();
    app.add_plugins(ReincarnatePlugin::headless(handles, &TrainConfig::demo()));
    app.update();
    (app, senders)
}

fn evaluation(actor: Actor, global_step: u64, mean: f64) -> TrainerEvent {
    TrainerEvent::Evaluation {
        actor,
        phase: Phase::Online,
        global_step,
        returns: vec![mean],
    }
}

#[test]
fn the_app_shows_the_analysis_of_its_own_runs_and_a_servers_for_a_served_one() {
    // A race trained here: the app analyses it. The DQN side is measured against the
    // QDagger side's teacher and random policy.
    let (mut app, sides) = app_of(2, 0);
    sides[0].send(evaluation(Actor::Teacher, 0, 20.0)).unwrap();
    sides[0].send(evaluation(Actor::Random, 0, -20.0)).unwrap();
    for (i, ret) in [-20.0, -10.0, 10.0, 21.0, 21.0, 21.0]
        .into_iter()
        .enumerate()
    {
        sides[1]
            .send(TrainerEvent::Episode {
                actor: Actor::Student,
                global_step: 100 * (i as u64 + 1),
                episodic_return: ret,
                length: 900,
            })
            .unwrap();
    }
    sides[1]
        .send(evaluation(Actor::Evaluation, 600, 1.0))
        .unwrap();
    app.update();
    let state = app.world().resource::<AppState>();
    let dqn = &state.panes[1].view;
    assert_eq!(dqn.halfway_level(), Some(0.0));
    assert_eq!(dqn.halfway.map(|h| h.global_step), Some(600));
    // Trailing means of 10: -20, -15, -6.7, 0.25 (50% at 400), 4.4, 7.2, ... not yet 12 (80%).
    assert_eq!(dqn.reach, [Some(400), None]);
    assert_eq!(
        state.panes[0].view.reach,
        [None, None],
        "no games on that side"
    );

    // A served run: its events come with the server's milestones, and the app derives none.
    let (mut app, sides) = app_of(1, 1);
    sides[0].send(evaluation(Actor::Teacher, 0, 20.0)).unwrap();
    sides[0].send(evaluation(Actor::Random, 0, -20.0)).unwrap();
    sides[0]
        .send(evaluation(Actor::Evaluation, 600, 1.0))
        .unwrap();
    app.update();
    let view = app.world().resource::<AppState>().view();
    assert_eq!((view.halfway_level(), view.halfway), (None, None));
    sides[0]
        .send(TrainerEvent::Milestone(
            reincarnate::protocol::Milestone::Halfway {
                level: 0.0,
                reached: Some(reincarnate::protocol::Reached {
                    global_step: 600,
                    mean: 1.0,
                }),
            },
        ))
        .unwrap();
    app.update();
    let view = app.world().resource::<AppState>().view();
    assert_eq!(view.halfway_level(), Some(0.0));
    assert_eq!(view.halfway.map(|h| h.global_step), Some(600));
}

/// A run to fork ([`support::forkable`]) keeping no buffer in its checkpoints, as the app's
/// default run: the app's fork must stop it with a whole one.
fn forkable_run(runs: &std::path::Path) -> TrainConfig {
    TrainConfig {
        online_eval_every: 1_000_000,
        checkpoint_every: 0,
        checkpoint_buffer: false,
        ..support::forkable(runs)
    }
}

#[test]
fn the_apps_fork_stops_the_run_whole_and_races_each_pairs_identical_arms_to_a_verdict() {
    use reincarnate::app::ui::ForkAsk;
    use reincarnate::app::UiAction;
    use reincarnate::trainer::{spawn, TrainerOptions};
    use std::time::{Duration, Instant};
    let runs = std::env::temp_dir().join(format!("reincarnate-appfork-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&runs);
    let options = TrainerOptions {
        frames: true,
        threads: Some(1),
        ..TrainerOptions::default()
    };
    let handle = spawn(forkable_run(&runs), options);
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, AssetPlugin::default()))
        .init_asset::<Image>()
        .init_resource::<ButtonInput<KeyCode>>();
    app.add_plugins(ReincarnatePlugin::headless(
        vec![handle],
        &TrainConfig::demo(),
    ));
    let deadline = Instant::now() + Duration::from_secs(600);
    let wait = |app: &mut App, what: &str, done: &dyn Fn(&AppState) -> bool| {
        while !done(app.world().resource::<AppState>()) {
            assert!(Instant::now() < deadline, "waited too long for {what}");
            app.update();
            std::thread::sleep(Duration::from_millis(10));
        }
    };
    // Asked before the online phase: the window refuses, and the run goes on.
    wait(&mut app, "the run's start", &|s| s.view().phase.is_some());
    let ask = ForkAsk {
        tweaks: vec![],
        steps: Some(1_500),
        pairs: 2,
    };
    app.world_mut().write_message(UiAction::Fork(ask.clone()));
    app.update();
    let refused = app
        .world()
        .resource::<AppState>()
        .view()
        .messages
        .back()
        .cloned();
    assert!(
        refused
            .as_deref()
            .is_some_and(|m| m.starts_with("cannot fork")),
        "{refused:?}"
    );
    wait(&mut app, "the online phase", &|s| {
        s.view().phase.is_some_and(|(p, _)| p == Phase::Online) && s.view().global_step >= 600
    });
    app.world_mut().write_message(UiAction::Fork(ask));
    wait(&mut app, "the fork's arms", &|s| s.fork().is_some());
    {
        let state = app.world().resource::<AppState>();
        assert_eq!(state.panes.len(), 2, "control and tweak side by side");
        assert!(!state.is_race());
        let shown = state.fork().unwrap();
        assert_eq!((shown.pair, shown.pairs), (0, 2));
        assert!(shown.online_step >= 600 - 40, "forked where the run was");
        assert_eq!(shown.end_step, shown.online_step + 1_500);
    }
    wait(&mut app, "the second pair", &|s| {
        s.fork().is_some_and(|f| f.pair == 1)
    });
    // The first pair as the window saw it, while the second runs.
    wait(&mut app, "the second pair's report", &|s| {
        s.fork()
            .and_then(|f| f.report.as_ref())
            .is_some_and(|r| r.pairs.len() == 2)
    });
    let seen = app
        .world()
        .resource::<AppState>()
        .fork()
        .unwrap()
        .report
        .clone();
    let seen = seen.unwrap().pairs[0].clone();
    wait(&mut app, "the verdict", &|s| {
        s.fork().is_some_and(|f| f.ended)
    });
    let state = app.world().resource::<AppState>();
    let shown = state.fork().unwrap();
    assert_eq!(
        seen,
        shown.report.as_ref().unwrap().pairs[0],
        "the window's games of a pair are those its arms logged"
    );
    assert!(!shown.curve.is_empty(), "the difference over time is drawn");
    assert!(shown.curve.iter().all(|d| d.mean == 0.0));
    for pane in &state.panes {
        let summary = pane.view.stopped.as_ref().unwrap().as_ref().unwrap();
        assert!(summary.completed, "each arm ran to its end");
    }
    let report = shown.report.as_ref().unwrap();
    assert_eq!(report.pairs.len(), 2);
    for [control, tweak] in &report.pairs {
        assert!(control.games > 0, "the arms finished games after the fork");
        assert_eq!(control.returns, tweak.returns, "untweaked arms play alike");
    }
    assert_eq!(report.first_difference, None);
    assert_eq!(report.differences, [0.0, 0.0]);
    assert!(
        report.verdict.starts_with("no tweak (two controls)"),
        "{}",
        report.verdict
    );
    assert!(
        shown.dir.join("report.json").is_file(),
        "the report is kept"
    );
    assert!(shown.dir.starts_with(&runs));
    drop(app);
    std::fs::remove_dir_all(&runs).unwrap();
}
