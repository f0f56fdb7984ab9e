use super::*;
use crate::protocol::LossReport;
use crate::view::{policy, Series, SERIES_CAP};

#[test]
fn the_policy_is_softmax_of_q_over_the_temperature() {
    // torch.softmax(torch.tensor([1., 2., 3.]) / 0.5, 0)
    let p = policy(&[1.0, 2.0, 3.0], 0.5);
    for (got, want) in p.iter().zip([0.015_876_2, 0.117_310_4, 0.866_813_4]) {
        assert!((got - want).abs() < 1e-6, "{p:?}");
    }
    // Large Q-values do not overflow; a bad temperature falls back to 1.
    let p = policy(&[1000.0, 1000.0], 0.0);
    assert!((p[0] - 0.5).abs() < 1e-12 && (p[1] - 0.5).abs() < 1e-12);
}

#[test]
fn the_temperature_shown_is_the_configs_then_each_change() {
    let mut v = RunView::default();
    let config = crate::config::TrainConfig {
        temperature: 2.5,
        ..Default::default()
    };
    v.apply(TrainerEvent::Started {
        run_dir: "/r".into(),
        env_id: "PongNoFrameskip-v4".into(),
        action_meanings: vec![],
        device: "cpu".into(),
        teacher: None,
        config_toml: config.to_toml(),
        settings: config.run_settings(),
    });
    assert_eq!(v.temperature(), Some(2.5));
    v.apply(TrainerEvent::ParamChanged {
        global_step: 10,
        param: LiveParam::Temperature(0.5),
    });
    assert_eq!(v.temperature(), Some(0.5));
}

/// A DQN run's start on Pong.
fn started() -> TrainerEvent {
    TrainerEvent::Started {
        run_dir: "runs/x".into(),
        env_id: "Pong".into(),
        action_meanings: vec![],
        device: "cpu".into(),
        teacher: None,
        config_toml: String::new(),
        settings: Default::default(),
    }
}

#[test]
fn series_stay_capped_and_keep_the_newest_point() {
    let mut s = Series::default();
    for i in 0..(3 * SERIES_CAP) {
        s.push(i as f64, i as f64);
    }
    assert!(s.len() <= SERIES_CAP);
    assert_eq!(s.last(), Some((3 * SERIES_CAP - 1) as f64));
    assert_eq!(s.points()[0].x, 0.0, "the start of the run stays visible");
}

fn evaluation(actor: Actor, global_step: u64, returns: Vec<f64>) -> TrainerEvent {
    TrainerEvent::Evaluation {
        actor,
        phase: Phase::Offline,
        global_step,
        returns,
    }
}

/// Applies `event` and what the analysis finds in it, as the app does for its own runs.
fn analysed(v: &mut RunView, analyst: &mut crate::view::Analyst, event: TrainerEvent) {
    let found = analyst.observe(0, &event);
    v.apply(event);
    for (_, m) in found {
        v.apply(TrainerEvent::Milestone(m));
    }
}

#[test]
fn the_first_evaluation_at_or_past_halfway_is_kept() {
    let mut v = RunView::default();
    let a = &mut crate::view::Analyst::new(1);
    analysed(&mut v, a, evaluation(Actor::Evaluation, 0, vec![-21.0]));
    assert_eq!(v.halfway_level(), None, "no teacher or random policy yet");
    analysed(&mut v, a, evaluation(Actor::Teacher, 0, vec![19.0, 21.0]));
    analysed(&mut v, a, evaluation(Actor::Random, 0, vec![-21.0, -19.0]));
    assert_eq!(v.halfway_level(), Some(0.0));
    analysed(
        &mut v,
        a,
        evaluation(Actor::Evaluation, 500, vec![-5.0, 4.0]),
    );
    assert_eq!(v.halfway, None, "a mean of -0.5 is below halfway");
    analysed(
        &mut v,
        a,
        evaluation(Actor::Evaluation, 1000, vec![-2.0, 2.0]),
    );
    analysed(&mut v, a, evaluation(Actor::Evaluation, 1500, vec![10.0]));
    let h = v.halfway.expect("passed at step 1000");
    assert_eq!((h.global_step, h.mean), (1000, 0.0));
}

#[test]
fn events_build_the_view() {
    let mut v = RunView::default();
    v.apply(TrainerEvent::PhaseStarted {
        phase: Phase::Online,
        total: 100,
        from: 0,
    });
    for r in 0..12 {
        v.apply(TrainerEvent::Episode {
            actor: Actor::Student,
            global_step: r * 10,
            episodic_return: r as f64,
            length: 100,
        });
    }
    assert_eq!(v.student_returns.len(), 12);
    // Moving average of the last 10: 2..=11.
    assert_eq!(v.student_average.last(), Some(6.5));
    // An offline update's coefficient is plotted as lambda; there is no epsilon offline.
    v.apply(TrainerEvent::Losses {
        phase: Phase::Offline,
        global_step: 40,
        report: LossReport {
            distill_coeff: 1.0,
            ..Default::default()
        },
    });
    assert_eq!(
        v.lambda.points().to_vec(),
        vec![crate::view::Point::new(40.0, 1.0)]
    );
    assert!(v.epsilon_series.points().is_empty());
    v.apply(TrainerEvent::Losses {
        phase: Phase::Online,
        global_step: 50,
        report: LossReport {
            distill_coeff: 0.4,
            ..Default::default()
        },
    });
    assert_eq!(v.lambda.last(), Some(0.4));
    v.apply(TrainerEvent::Progress {
        phase: Phase::Online,
        done: 25,
        total: 100,
        global_step: 25,
        sps: 10.0,
        epsilon: 0.5,
    });
    assert_eq!(v.phase_fraction(), 0.25);
    // The next phase has no rate until it reports one (no ETA from the last phase's).
    v.apply(TrainerEvent::PhaseStarted {
        phase: Phase::Done,
        total: 0,
        from: 0,
    });
    assert_eq!((v.sps, v.phase_done), (0.0, 0));
    assert_eq!(v.elapsed(), None, "not started");
    v.apply(started());
    std::thread::sleep(Duration::from_millis(20));
    v.apply(TrainerEvent::Stopped(Err("teacher file broken".into())));
    assert!(v.messages.back().unwrap().contains("teacher file broken"));
    // The clock stops with the run.
    let at_stop = v.elapsed().unwrap();
    assert!(at_stop >= Duration::from_millis(20));
    std::thread::sleep(Duration::from_millis(20));
    assert_eq!(v.elapsed(), Some(at_stop));
}

#[test]
fn a_remote_history_keeps_the_runs_times_not_the_connections() {
    use crate::protocol::RemoteStatus;
    let mut v = RunView::default();
    v.apply(TrainerEvent::Remote(RemoteStatus::Connected {
        address: "127.0.0.1:7878".into(),
        read_only: true,
    }));
    // The run started 90 s before this viewer connected; its offline phase 30 s later.
    v.apply(TrainerEvent::Remote(RemoteStatus::Behind { ms: 90_000 }));
    v.apply(started());
    v.apply(TrainerEvent::PhaseStarted {
        phase: Phase::TeacherEval,
        total: 1,
        from: 0,
    });
    v.apply(TrainerEvent::Remote(RemoteStatus::Behind { ms: 60_000 }));
    v.apply(TrainerEvent::PhaseStarted {
        phase: Phase::Offline,
        total: 1,
        from: 0,
    });
    v.apply(TrainerEvent::Remote(RemoteStatus::Behind { ms: 0 }));
    let elapsed = v.elapsed().unwrap();
    assert!(
        elapsed >= Duration::from_secs(90) && elapsed < Duration::from_secs(91),
        "{elapsed:?}"
    );
    let first = v.phase_times[0].duration();
    assert!(
        first >= Duration::from_secs(30) && first < Duration::from_secs(31),
        "{first:?}"
    );
    assert!(v.phase_times[1].duration() >= Duration::from_secs(60));
    // The run ended: a closed connection then is its end, not a cue to reconnect.
    v.apply(TrainerEvent::Stopped(Ok(RunSummary {
        run_dir: "runs/x".into(),
        global_step: 9,
        completed: true,
        teacher_return: None,
        recent_student_return: None,
    })));
    v.apply(TrainerEvent::Remote(RemoteStatus::Disconnected {
        address: "127.0.0.1:7878".into(),
        reason: "the run ended".into(),
    }));
    assert!(!v.messages.back().unwrap().contains("reconnecting"));
}

#[test]
fn a_remote_view_starts_afresh_on_each_connection_and_says_when_it_is_lost() {
    use crate::protocol::RemoteStatus;
    let mut v = RunView::default();
    let connected = RemoteStatus::Connected {
        address: "127.0.0.1:7878".into(),
        read_only: true,
    };
    v.apply(TrainerEvent::Remote(connected.clone()));
    v.apply(TrainerEvent::Episode {
        actor: Actor::Student,
        global_step: 5,
        episodic_return: 1.0,
        length: 9,
    });
    v.apply(TrainerEvent::Remote(RemoteStatus::Disconnected {
        address: "127.0.0.1:7878".into(),
        reason: "the trainer stopped".into(),
    }));
    assert!(v
        .messages
        .back()
        .unwrap()
        .contains("disconnected from 127.0.0.1:7878"));
    assert_eq!(v.student_returns.len(), 1, "kept while disconnected");
    // Reconnected: the history comes again, into an empty view.
    v.apply(TrainerEvent::Remote(connected.clone()));
    assert!(v.student_returns.is_empty() && v.messages.is_empty());
    assert_eq!(v.remote, Some(connected));
}

#[test]
fn each_phase_keeps_its_time_until_the_next_starts() {
    let mut v = RunView::default();
    let start = |v: &mut RunView, phase| {
        v.apply(TrainerEvent::PhaseStarted {
            phase,
            total: 10,
            from: 0,
        })
    };
    start(&mut v, Phase::TeacherEval);
    std::thread::sleep(Duration::from_millis(5));
    start(&mut v, Phase::TeacherBuffer);
    start(&mut v, Phase::TeacherBuffer);
    start(&mut v, Phase::Offline);
    let phases: Vec<Phase> = v.phase_times.iter().map(|t| t.phase).collect();
    assert_eq!(
        phases,
        [Phase::TeacherEval, Phase::TeacherBuffer, Phase::Offline]
    );
    let t = &v.phase_times;
    assert_eq!(t[0].ended, Some(t[1].started));
    assert_eq!(t[1].ended, Some(t[2].started));
    assert!(t[0].duration() >= Duration::from_millis(5));
    assert_eq!(t[2].ended, None, "the offline phase runs");
    // Done ends the last phase without a time of its own; so does a stop.
    start(&mut v, Phase::Done);
    assert_eq!(v.phase_times.len(), 3);
    let ended = v.phase_times[2].ended.expect("ended at Done");
    v.apply(TrainerEvent::Stopped(Err("stopped".into())));
    assert_eq!(v.phase_times[2].ended, Some(ended));
}

#[test]
fn a_server_cannot_make_the_view_show_more_q_bars_than_the_game_has_actions() {
    let mut v = RunView::default();
    let hostile = || TrainerEvent::QValues {
        student: Some(vec![1.0; 100_000]),
        teacher: Some(vec![2.0; 100_000]),
        action: 99_999,
    };
    // Before the game is known: ALE's full action set at most.
    v.apply(hostile());
    let (s, t, _) = v.q_values.clone().unwrap();
    assert_eq!(
        (s.unwrap().len(), t.unwrap().len()),
        (MAX_ACTIONS, MAX_ACTIONS)
    );
    let config = crate::config::TrainConfig::default();
    v.apply(TrainerEvent::Started {
        run_dir: "/r".into(),
        env_id: "PongNoFrameskip-v4".into(),
        action_meanings: ["NOOP", "FIRE", "RIGHT", "LEFT", "RIGHTFIRE", "LEFTFIRE"]
            .map(String::from)
            .to_vec(),
        device: "cpu".into(),
        teacher: None,
        config_toml: config.to_toml(),
        settings: config.run_settings(),
    });
    v.apply(hostile());
    let (s, t, _) = v.q_values.clone().unwrap();
    assert_eq!((s.unwrap().len(), t.unwrap().len()), (6, 6));
    v.apply(TrainerEvent::Dropped(u64::MAX));
    v.apply(TrainerEvent::Dropped(u64::MAX));
    assert_eq!(v.dropped, u64::MAX, "counts saturate");
}
