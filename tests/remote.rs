//! Watching a run over TCP, on 127.0.0.1 only: a server fed as a trainer feeds it, viewers
//! through the client and through raw sockets. Every loop is bounded by a deadline.

use crossbeam_channel::bounded;
use reincarnate::protocol::{
    Actor, Milestone, Phase, Reached, RemoteStatus, TrainerCommand, TrainerEvent,
};
use reincarnate::remote::client::connect;
use reincarnate::remote::server::Server;
use reincarnate::remote::wire::{self, ClientMessage, ServerMessage, VERSION};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

mod support;
use support::remote::*;
use support::{interrupt, served_address, Kill};

#[test]
fn a_viewer_gets_the_history_then_live_events_and_frames_and_its_commands_reach_the_trainer() {
    let (server, commands) = server();
    let addr = server.local_addr().to_string();
    server.publish(&TrainerEvent::PhaseStarted {
        phase: Phase::Online,
        total: 100,
        from: 0,
    });
    for s in 0..5 {
        server.publish(&episode(s));
    }
    let viewer = connect(addr.clone(), Some(TOKEN.into()));
    assert_eq!(
        next(&viewer.events, 10),
        TrainerEvent::Remote(RemoteStatus::Connected {
            address: addr.clone(),
            read_only: false
        })
    );
    assert!(matches!(
        next(&viewer.events, 5),
        TrainerEvent::PhaseStarted { .. }
    ));
    for s in 0..5 {
        assert_eq!(next(&viewer.events, 5), episode(s), "the history, in order");
    }
    until(5, "registered", || server.viewers() == 1);
    server.publish(&episode(99));
    assert_eq!(next(&viewer.events, 5), episode(99), "then live");
    let frame = screen(3);
    server.publish_frame(&frame);
    assert_eq!(
        viewer.frames.recv_timeout(Duration::from_secs(5)).unwrap(),
        frame
    );
    // With the token, commands reach the trainer, a deliberate Stop too; what a test
    // injects never leaves this machine; Leave (a window that closes) ends the viewer's
    // connection, not the run.
    viewer.commands.send(TrainerCommand::Pause).unwrap();
    assert_eq!(
        commands.recv_timeout(Duration::from_secs(5)),
        Ok(TrainerCommand::Pause)
    );
    viewer.commands.send(TrainerCommand::Stop).unwrap();
    assert_eq!(
        commands.recv_timeout(Duration::from_secs(5)),
        Ok(TrainerCommand::Stop)
    );
    viewer.commands.send(TrainerCommand::FailForTest).unwrap();
    let said = next(&viewer.events, 5);
    assert!(
        matches!(&said, TrainerEvent::Warning(w) if w.contains("not sent")),
        "{said:?}"
    );
    viewer.commands.send(TrainerCommand::Leave).unwrap();
    until(5, "the viewer left", || server.viewers() == 0);
    assert!(
        commands.try_recv().is_err(),
        "only Pause and Stop were forwarded"
    );
    // Its channel ends, as a local trainer's does.
    until(5, "the events end", || {
        matches!(
            viewer.events.try_recv(),
            Err(crossbeam_channel::TryRecvError::Disconnected)
        )
    });
}

#[test]
fn a_viewer_that_connects_later_gets_a_progress_report_a_second_and_the_newest() {
    let (server, _commands) = server();
    let addr = server.local_addr().to_string();
    let progress = |global_step: u64| TrainerEvent::Progress {
        phase: Phase::Online,
        done: global_step,
        total: 1000,
        global_step,
        sps: global_step as f64,
        epsilon: 1.0 - global_step as f64 / 1000.0,
    };
    server.publish(&TrainerEvent::PhaseStarted {
        phase: Phase::Online,
        total: 1000,
        from: 0,
    });
    // Five a second, as the trainer sends them, for 2.4 s.
    for step in 1..=12 {
        server.publish(&progress(step * 10));
        std::thread::sleep(Duration::from_millis(200));
    }
    let viewer = connect(addr, Some(TOKEN.into()));
    assert!(matches!(
        next(&viewer.events, 10),
        TrainerEvent::Remote(RemoteStatus::Connected { .. })
    ));
    assert!(matches!(
        next(&viewer.events, 5),
        TrainerEvent::PhaseStarted { .. }
    ));
    let mut steps = Vec::new();
    while let Ok(e) = viewer.events.recv_timeout(Duration::from_millis(500)) {
        match e {
            TrainerEvent::Progress { global_step, .. } => steps.push(global_step),
            // The client's own word on how far behind the run it is.
            TrainerEvent::Remote(_) => {}
            other => panic!("only progress reports were published: {other:?}"),
        }
    }
    // About one a second (the first, then each a second or more after the last kept one),
    // and the newest last, once.
    assert_eq!(steps.first(), Some(&10), "{steps:?}");
    assert_eq!(steps.last(), Some(&120), "{steps:?}");
    assert!((3..=5).contains(&steps.len()), "{steps:?}");
    assert!(steps.windows(2).all(|w| w[0] < w[1]), "{steps:?}");

    // A resumed run's earlier history comes all at once: its reports are all kept.
    let (resumed, _commands) = support::remote::server();
    let addr = resumed.local_addr().to_string();
    for step in 1..=6 {
        resumed.publish_history_on(0, &progress(step * 10));
    }
    resumed.publish(&progress(70));
    let viewer = connect(addr, Some(TOKEN.into()));
    let mut steps = Vec::new();
    while let Ok(e) = viewer.events.recv_timeout(Duration::from_millis(500)) {
        if let TrainerEvent::Progress { global_step, .. } = e {
            steps.push(global_step);
        }
    }
    assert_eq!(steps, [10, 20, 30, 40, 50, 60, 70]);
}

#[test]
fn a_viewer_without_the_token_is_read_only_and_its_commands_are_refused() {
    let (server, commands) = server();
    let addr = server.local_addr().to_string();
    // A wrong token is not tried on the server: the server does not prove it holds it, and
    // the viewer stops there.
    let viewer = connect(addr.clone(), Some("a-wrong-token-of-some-length".into()));
    match next(&viewer.events, 10) {
        TrainerEvent::Remote(RemoteStatus::Refused { reason, .. }) => {
            assert!(
                reason.contains("does not prove") && reason.contains("--token-file"),
                "{reason}"
            )
        }
        other => panic!("{other:?}"),
    }
    let viewer = connect(addr.clone(), None);
    assert_eq!(
        next(&viewer.events, 10),
        TrainerEvent::Remote(RemoteStatus::Connected {
            address: addr.clone(),
            read_only: true
        })
    );
    viewer
        .commands
        .send(TrainerCommand::Set(
            reincarnate::protocol::LiveParam::LearningRate(1.0e-3),
        ))
        .unwrap();
    let said = next(&viewer.events, 5);
    assert!(
        matches!(&said, TrainerEvent::Warning(w) if w.contains("read-only")),
        "{said:?}"
    );
    assert!(
        commands.try_recv().is_err(),
        "a read-only command got through"
    );
}

#[test]
fn malformed_oversized_and_unknown_messages_close_that_connection_and_nothing_else() {
    let (server, commands) = server();
    let addr = server.local_addr().to_string();
    let watcher = connect(addr.clone(), Some(TOKEN.into()));
    assert!(matches!(
        next(&watcher.events, 10),
        TrainerEvent::Remote(RemoteStatus::Connected { .. })
    ));
    let bad: Vec<Vec<u8>> = vec![
        // An oversized length.
        u32::MAX.to_le_bytes().to_vec(),
        // An unknown message (variant 7).
        vec![1, 0, 0, 0, 7],
        // Garbage inside a message of the right length.
        vec![4, 0, 0, 0, 1, 0xff, 0xff, 0xff],
    ];
    for (k, bytes) in bad.iter().enumerate() {
        let mut s = raw_viewer(&addr);
        s.write_all(bytes).unwrap();
        assert!(
            closed(&mut s),
            "bad message {k} did not close its connection"
        );
    }
    // A connection that never says hello is closed too (after the hello timeout).
    let mut silent = TcpStream::connect(&addr).unwrap();
    silent
        .set_read_timeout(Some(Duration::from_secs(8)))
        .unwrap();
    let mut buf = [0u8; 16];
    assert!(matches!(silent.read(&mut buf), Ok(0) | Err(_)));
    // The good viewer saw nothing of it, and still works.
    server.publish(&episode(1));
    assert_eq!(next(&watcher.events, 5), episode(1));
    watcher.commands.send(TrainerCommand::Resume).unwrap();
    assert_eq!(
        commands.recv_timeout(Duration::from_secs(5)),
        Ok(TrainerCommand::Resume)
    );
}

#[test]
fn a_stalled_or_killed_viewer_never_slows_publishing_and_frames_are_dropped_for_it() {
    let (server, _commands) = server();
    let addr = server.local_addr().to_string();
    // Stalled: connected, never reads. Killed: gone without a word.
    let stalled = raw_viewer(&addr);
    drop(raw_viewer(&addr));
    let live = connect(addr.clone(), None);
    assert!(matches!(
        next(&live.events, 10),
        TrainerEvent::Remote(RemoteStatus::Connected { .. })
    ));
    let frame = screen(9);
    // 2,000 screens (200 MB if each were sent) and 20,000 events: publishing stays quick.
    let start = Instant::now();
    for s in 0..20_000u64 {
        server.publish(&episode(s));
        if s % 10 == 0 {
            server.publish_frame(&frame);
        }
    }
    let took = start.elapsed();
    assert!(
        took < Duration::from_secs(10),
        "publishing took {took:?} with a stalled viewer"
    );
    // The live viewer gets every event, in order (frames may be dropped, events are not).
    let mut seen = 0u64;
    while seen < 20_000 {
        match next(&live.events, 20) {
            e @ TrainerEvent::Episode { .. } => {
                assert_eq!(e, episode(seen));
                seen += 1;
            }
            other => panic!("{other:?}"),
        }
        while live.frames.try_recv().is_ok() {}
    }
    drop(stalled);
}

#[test]
fn a_viewer_whose_trainer_went_away_does_not_watch_the_next_run_on_its_port() {
    let (server, _c) = server();
    let addr = server.local_addr();
    let viewer = connect(addr.to_string(), Some(TOKEN.into()));
    assert!(matches!(
        next(&viewer.events, 10),
        TrainerEvent::Remote(RemoteStatus::Connected { .. })
    ));
    drop(server);
    match next(&viewer.events, 10) {
        TrainerEvent::Remote(RemoteStatus::Disconnected { reason, .. }) => {
            assert!(reason.contains("the run has ended"), "{reason}")
        }
        other => panic!("{other:?}"),
    }
    // Another run (same token) takes the port: the viewer, which followed the first, is
    // refused by its own rule and stops, rather than being seated in a run it never chose
    // (had a relay held the port, it would have seated the relay there).
    let (tx, _rx) = bounded(10);
    let again = Server::start(addr, TOKEN.into(), tx).unwrap();
    again.publish(&episode(7));
    let reason = loop {
        match next(&viewer.events, 15) {
            TrainerEvent::Remote(RemoteStatus::Refused { reason, .. }) => break reason,
            // Failed attempts while the port was closed say so once.
            TrainerEvent::Remote(RemoteStatus::Disconnected { .. }) => {}
            other => panic!("{other:?}"),
        }
    };
    assert!(reason.contains("now serves another run"), "{reason}");
    assert!(matches!(
        viewer.events.recv_timeout(Duration::from_secs(3)),
        Err(crossbeam_channel::RecvTimeoutError::Disconnected)
    ));
    until(5, "no viewer seated in the other run", || {
        again.viewers() == 0
    });
    // A new viewer watches the new run.
    let fresh = connect(addr.to_string(), Some(TOKEN.into()));
    assert!(matches!(
        next(&fresh.events, 10),
        TrainerEvent::Remote(RemoteStatus::Connected {
            read_only: false,
            ..
        })
    ));
    assert_eq!(next(&fresh.events, 5), episode(7), "the new run's history");
}

#[test]
fn the_decoders_take_any_bytes_without_panicking() {
    use rand::{Rng, SeedableRng};
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let good = [
        wire::encode(&ServerMessage::Event {
            at_ms: 5,
            event: episode(3),
        })
        .unwrap(),
        wire::encode(&ClientMessage::Hello {
            version: VERSION,
            nonce: Some(reincarnate::remote::access::challenge::new_nonce()),
        })
        .unwrap(),
        wire::encode(&ServerMessage::Event {
            at_ms: 9,
            event: TrainerEvent::Stopped(Err("x".into())),
        })
        .unwrap(),
        // What a browser sends: an upgrade's head, a page's hello and answer.
        include_bytes!("../fuzz/seeds/wire/browser_upgrade_head").to_vec(),
        include_bytes!("../fuzz/seeds/wire/page_hello").to_vec(),
        include_bytes!("../fuzz/seeds/wire/page_answer").to_vec(),
    ];
    let names = reincarnate::remote::server::HostNames {
        any: false,
        machine: vec!["gpu-node".into()],
    };
    for i in 0..20_000 {
        let mut bytes = if i % 2 == 0 {
            let n = rng.random_range(0..64);
            (0..n).map(|_| rng.random::<u8>()).collect::<Vec<u8>>()
        } else {
            // A real message, cut short or with bytes flipped.
            let mut b = good[i % good.len()].clone();
            let cut = rng.random_range(0..=b.len());
            b.truncate(cut);
            for _ in 0..rng.random_range(0..4) {
                if !b.is_empty() {
                    let k = rng.random_range(0..b.len());
                    b[k] ^= rng.random::<u8>();
                }
            }
            b
        };
        bytes.truncate(wire::MAX_MESSAGE);
        let _ = wire::read_message::<ServerMessage>(&mut bytes.as_slice());
        let _ = wire::read_message::<ClientMessage>(&mut bytes.as_slice());
        if let Ok(request) = reincarnate::remote::server::parse_request(&bytes) {
            let _ = reincarnate::remote::server::check_origin(&request, &names);
        }
        let _ = wire::page::parse_page_message(&String::from_utf8_lossy(&bytes));
    }
}

#[test]
fn a_served_training_run_is_watched_and_steered_end_to_end() {
    let runs = std::env::temp_dir().join(format!("reincarnate-serve-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&runs);
    let token_file = runs.join("token");
    std::fs::create_dir_all(&runs).unwrap();
    let (mut child, served) = served_dqn(
        3000,
        &[
            "--token-file",
            token_file.to_str().unwrap(),
            "--runs-dir",
            runs.join("r").to_str().unwrap(),
        ],
    );
    let token = std::fs::read_to_string(&token_file)
        .unwrap()
        .trim()
        .to_string();
    assert_eq!((&served.token_file, &served.token), (&token_file, &token));
    let viewer = connect(served.addr.clone(), Some(token));
    let (mut started, mut paused, mut resumed, mut stopped) = (false, false, false, false);
    let mut frames = 0;
    let deadline = Instant::now() + Duration::from_secs(120);
    while !stopped {
        assert!(Instant::now() < deadline, "the run did not end");
        frames += viewer.frames.try_iter().count();
        let Ok(event) = viewer.events.recv_timeout(Duration::from_secs(30)) else {
            continue;
        };
        match event {
            TrainerEvent::Started { env_id, .. } => {
                assert_eq!(env_id, "BreakoutNoFrameskip-v4");
                started = true;
            }
            TrainerEvent::Progress { done, .. } if done > 500 && !paused => {
                viewer.commands.send(TrainerCommand::Pause).unwrap();
            }
            TrainerEvent::Paused(true) => {
                paused = true;
                viewer.commands.send(TrainerCommand::Resume).unwrap();
            }
            TrainerEvent::Paused(false) => resumed = true,
            TrainerEvent::Stopped(r) => {
                assert!(r.unwrap().completed);
                stopped = true;
            }
            _ => {}
        }
    }
    assert!(frames > 0, "no screens reached the viewer");
    assert!(resumed, "Resume reached the run");
    assert!(
        started && paused,
        "the history began with Started and Pause reached the run"
    );
    assert!(child.0.wait().unwrap().success());
    std::fs::remove_dir_all(&runs).unwrap();
}

#[test]
fn a_port_in_use_is_a_clear_error_before_any_run_starts() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port();
    let runs = std::env::temp_dir().join(format!("reincarnate-serve-busy-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&runs);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args(["dqn", "--preset", "demo", "--total-timesteps", "100"])
        .args(["--serve", &port.to_string()])
        .args(["--runs-dir", runs.to_str().unwrap()])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr.contains(&format!("cannot serve on 127.0.0.1:{port}"))
            && stderr.contains("pick another port"),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(!runs.exists(), "a run directory was made");
}

#[test]
fn a_viewer_of_a_resumed_run_gets_the_history_of_the_process_before() {
    let runs =
        std::env::temp_dir().join(format!("reincarnate-serve-resume-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&runs);
    let bin = env!("CARGO_BIN_EXE_reincarnate");
    let tiny = |cmd: &mut std::process::Command| {
        cmd.args(["--total-timesteps", "3000", "--learning-starts", "100"])
            .args(["--batch-size", "4", "--quiet", "--checkpoint-every", "1000"])
            .args(["--runs-dir", runs.to_str().unwrap()]);
    };
    // A first process, stopped with Ctrl-C after its first checkpoint.
    let mut first = std::process::Command::new(bin);
    first.args([
        "dqn",
        "--preset",
        "demo",
        "--env-id",
        "BreakoutNoFrameskip-v4",
    ]);
    tiny(&mut first);
    let child = first.stdout(std::process::Stdio::null()).spawn().unwrap();
    let mut child = Kill(child);
    let run_dir = || {
        std::fs::read_dir(&runs)
            .ok()?
            .flatten()
            .map(|e| e.path())
            .find(|p| p.is_dir())
    };
    until(120, "a first checkpoint", || {
        run_dir().is_some_and(|d| d.join("checkpoints/step_000000001000").is_dir())
    });
    interrupt(&child.0);
    // Stopped at a checkpoint by Ctrl-C: 128 + SIGINT.
    assert_eq!(child.0.wait().unwrap().code(), Some(130));
    let dir = run_dir().unwrap();
    let state = reincarnate::trainer::checkpoint::latest_state(&dir)
        .unwrap()
        .unwrap();
    let csv = std::fs::read_to_string(dir.join("scalars.csv")).unwrap();
    let games_before: Vec<u64> = csv
        .lines()
        .filter(|l| l.starts_with("charts/episodic_return,"))
        .map(|l| l.split(',').nth(1).unwrap().parse().unwrap())
        .filter(|&s| s <= state.global_step)
        .collect();
    assert!(!games_before.is_empty(), "no games before the stop: {csv}");

    // Resumed and served: a viewer's history holds the first process's games.
    let mut resumed = std::process::Command::new(bin)
        .args(["dqn", "--resume", dir.to_str().unwrap(), "--quiet"])
        .args(["--serve", "127.0.0.1:0"])
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = resumed.stdout.take().unwrap();
    let _resumed = Kill(resumed);
    let served = served_address(stdout);
    let viewer = connect(served.addr.clone(), Some(served.token.clone()));
    let mut seen = Vec::new();
    let mut started = false;
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        assert!(Instant::now() < deadline, "no live progress within 60 s");
        let Ok(event) = viewer.events.recv_timeout(Duration::from_secs(30)) else {
            continue;
        };
        match event {
            TrainerEvent::Started { .. } => started = true,
            // The student's training games (the resumed process's first evaluation, of the
            // checkpoint's step, is its own).
            TrainerEvent::Episode {
                actor: reincarnate::protocol::Actor::Student,
                global_step,
                ..
            } if global_step <= state.global_step => {
                assert!(started, "history after Started");
                seen.push(global_step);
            }
            TrainerEvent::Progress { global_step, .. } if global_step > state.global_step => break,
            _ => {}
        }
    }
    assert_eq!(seen, games_before, "the first process's games, in order");
    std::fs::remove_dir_all(&runs).unwrap();
}

#[test]
fn watch_until_stopped_leaves_with_success_when_a_served_run_ends_on_its_own() {
    let runs = std::env::temp_dir().join(format!("reincarnate-serve-end-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&runs);
    let bin = env!("CARGO_BIN_EXE_reincarnate");
    let (mut trainer, served) = served_dqn(1500, &["--runs-dir", runs.to_str().unwrap()]);
    // Without the token, `watch` is turned away at once, told how to get it.
    let out = std::process::Command::new(bin)
        .args(["watch", &served.addr, "--until-stopped", "--quiet"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success()
            && stderr.contains("needs its token")
            && stderr.contains("--token-file"),
        "{stderr}"
    );
    let watcher = std::process::Command::new(bin)
        .args(["watch", &served.addr, "--until-stopped", "--quiet"])
        .arg("--token-file")
        .arg(&served.token_file)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut watcher = Kill(watcher);
    let deadline = Instant::now() + Duration::from_secs(180);
    let status = loop {
        if let Some(status) = watcher.0.try_wait().unwrap() {
            break status;
        }
        assert!(
            Instant::now() < deadline,
            "watch --until-stopped never left"
        );
        std::thread::sleep(Duration::from_millis(100));
    };
    let mut out = String::new();
    watcher
        .0
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    assert!(status.success(), "{status}: {out}");
    assert!(
        out.contains("the run finished at global step 1500"),
        "{out}"
    );
    assert!(!out.contains("reconnecting"), "{out}");
    assert!(trainer.0.wait().unwrap().success());
    // The token file the trainer made (its output is a pipe, not a terminal) went with it.
    assert!(
        !served.token_file.exists(),
        "{} is left behind",
        served.token_file.display()
    );
    std::fs::remove_dir_all(&runs).unwrap();
}

#[test]
fn token_files_that_are_missing_open_or_short_are_clear_errors() {
    let dir = std::env::temp_dir().join(format!("reincarnate-tokens-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let bin = env!("CARGO_BIN_EXE_reincarnate");
    let missing = dir.join("missing");
    let out = std::process::Command::new(bin)
        .args([
            "watch",
            "127.0.0.1:9",
            "--token-file",
            missing.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success() && stderr.contains("cannot read the token file"),
        "{stderr}"
    );
    assert!(!missing.exists(), "watch made a token");
    let open = dir.join("open");
    std::fs::write(&open, "0123456789abcdef0123\n").unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&open, std::fs::Permissions::from_mode(0o644)).unwrap();
    let runs = dir.join("runs");
    let out = std::process::Command::new(bin)
        .args(["dqn", "--preset", "demo", "--total-timesteps", "100"])
        .args([
            "--serve",
            "127.0.0.1:0",
            "--token-file",
            open.to_str().unwrap(),
        ])
        .args(["--runs-dir", runs.to_str().unwrap()])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success() && stderr.contains("chmod 600"),
        "{stderr}"
    );
    assert!(!runs.exists(), "a run started");
    let out = std::process::Command::new(bin)
        .args(["dqn", "--preset", "demo", "--public-read"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success() && stderr.contains("--serve"),
        "{stderr}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_served_qdagger_run_sends_its_viewers_the_analysiss_halfway() {
    let runs =
        std::env::temp_dir().join(format!("reincarnate-serve-halfway-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&runs);
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args(["train", "--quiet", "--env-id", "Breakout", "--teacher"])
        .arg(support::teacher())
        .args(support::tiny(300))
        .arg("--runs-dir")
        .arg(&runs)
        .args(["--serve", "127.0.0.1:0"])
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let mut child = Kill(child);
    let served = served_address(stdout);
    let viewer = connect(served.addr.clone(), Some(served.token.clone()));
    let (mut teacher, mut random) = (None, None);
    let mut evaluations = Vec::new();
    let mut said = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        assert!(Instant::now() < deadline, "the run did not end");
        let Ok(event) = viewer.events.recv_timeout(Duration::from_secs(30)) else {
            continue;
        };
        match event {
            TrainerEvent::Evaluation {
                actor,
                global_step,
                returns,
                ..
            } => {
                let mean = returns.iter().sum::<f64>() / returns.len() as f64;
                match actor {
                    Actor::Teacher => teacher = Some(mean),
                    Actor::Random => random = Some(mean),
                    _ => evaluations.push((global_step, mean)),
                }
            }
            TrainerEvent::Milestone(m) => said.push((m, teacher, random, evaluations.len())),
            TrainerEvent::Stopped(r) => {
                assert!(r.unwrap().completed);
                break;
            }
            _ => {}
        }
    }
    assert!(child.0.wait().unwrap().success());
    let level = (teacher.unwrap() + random.unwrap()) / 2.0;
    let first = said.first().expect("the server said halfway");
    // Said as soon as both ends were measured, before any student evaluation.
    assert_eq!(
        (first.1, first.2, first.3),
        (teacher, random, 0),
        "{said:?}"
    );
    let Milestone::Halfway {
        level: last,
        reached,
    } = said.last().unwrap().0
    else {
        panic!("a single run has no race milestones: {said:?}");
    };
    assert_eq!(last, level);
    let want = evaluations
        .iter()
        .find(|(_, mean)| *mean >= level)
        .map(|&(global_step, mean)| Reached { global_step, mean });
    assert_eq!(reached, want, "evaluations {evaluations:?}");
    std::fs::remove_dir_all(&runs).unwrap();
}

#[test]
fn a_path_that_is_not_utf8_reaches_viewers_lossily_instead_of_as_an_empty_frame() {
    use std::os::unix::ffi::OsStrExt;
    let (server, _commands) = server();
    let addr = server.local_addr().to_string();
    let run_dir = std::path::PathBuf::from(std::ffi::OsStr::from_bytes(b"/runs/caf\xe9"));
    let stopped = TrainerEvent::Stopped(Ok(reincarnate::protocol::RunSummary {
        run_dir,
        global_step: 9,
        completed: true,
        teacher_return: None,
        recent_student_return: None,
    }));
    server.publish(&stopped);
    server.publish(&episode(10));
    let viewer = connect(addr, Some(TOKEN.into()));
    assert!(matches!(
        next(&viewer.events, 10),
        TrainerEvent::Remote(RemoteStatus::Connected { .. })
    ));
    match next(&viewer.events, 5) {
        TrainerEvent::Stopped(Ok(s)) => {
            assert_eq!(s.run_dir, std::path::PathBuf::from("/runs/caf\u{fffd}"))
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        next(&viewer.events, 5),
        episode(10),
        "and the stream goes on"
    );
}

#[test]
fn a_viewer_of_the_last_protocol_is_told_the_versions_and_its_token_is_never_believed() {
    #[derive(serde::Serialize)]
    enum Version3Hello {
        Hello { version: u32, token: Option<String> },
    }
    let (server, commands) = server();
    let addr = server.local_addr().to_string();
    let mut s = TcpStream::connect(&addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    let old = Version3Hello::Hello {
        version: 3,
        token: Some(TOKEN.into()),
    };
    wire::write_message(&mut s, &old).unwrap();
    match wire::read_message::<ServerMessage>(&mut s) {
        Ok(ServerMessage::Bye(why)) => {
            assert!(
                why.contains("version 3") && why.contains(&format!("speaks {VERSION}")),
                "{why}"
            )
        }
        other => panic!("{other:?}"),
    }
    assert!(closed(&mut s));
    assert!(commands.try_recv().is_err());
}

#[test]
fn saliency_maps_reach_only_the_viewers_that_ask_and_only_a_token_holder_starts_them() {
    use reincarnate::protocol::{SaliencyFrame, SaliencyMethod, SaliencySettings};
    let (server, commands) = server();
    let addr = server.local_addr().to_string();
    let asker = connect(addr.clone(), Some(TOKEN.into()));
    let other = connect(addr.clone(), Some(TOKEN.into()));
    let reader = connect(addr.clone(), None);
    for (v, read_only) in [(&asker, false), (&other, false), (&reader, true)] {
        assert_eq!(
            next(&v.events, 10),
            TrainerEvent::Remote(RemoteStatus::Connected {
                address: addr.clone(),
                read_only
            })
        );
    }
    until(5, "registered", || server.viewers() == 3);
    let maps = |step: u64| {
        TrainerEvent::Saliency(Box::new(SaliencyFrame {
            global_step: step,
            actor: Actor::Student,
            method: SaliencyMethod::Perturbation,
            rgb: vec![5; 210 * 160 * 3],
            student: Some(vec![7; 84 * 84]),
            teacher: None,
            agreement: None,
            ms: 3.0,
        }))
    };
    // Whether `v` is sent the maps of `step` before the episode published after them.
    let sent_maps = |v: &reincarnate::trainer::TrainerHandle, step: u64| {
        let (mut got, mut marker) = (false, false);
        let deadline = Instant::now() + Duration::from_secs(5);
        while !(got && marker) && Instant::now() < deadline {
            match v.events.recv_timeout(Duration::from_millis(200)) {
                Ok(e) if e == maps(step) => got = true,
                Ok(e) if e == episode(step) => marker = true,
                Ok(TrainerEvent::Saliency(f)) => panic!("maps of step {}", f.global_step),
                _ => {}
            }
        }
        assert!(marker, "the episode after the maps never came");
        if !got {
            // Maps come through their own slot: give them a moment after the episode.
            got = v
                .events
                .recv_timeout(Duration::from_millis(500))
                .is_ok_and(|e| e == maps(step));
        }
        got
    };
    // A read-only viewer's wish starts nothing on the trainer.
    reader
        .commands
        .send(TrainerCommand::Saliency(Some(SaliencySettings::default())))
        .unwrap();
    std::thread::sleep(Duration::from_millis(500));
    assert!(
        commands.try_recv().is_err(),
        "a read-only viewer made the trainer make maps"
    );
    // A token holder's does, as it chose them (the rate brought into its range).
    let wish = SaliencySettings {
        method: SaliencyMethod::Perturbation,
        per_second: 50.0,
    };
    asker
        .commands
        .send(TrainerCommand::Saliency(Some(wish)))
        .unwrap();
    assert_eq!(
        commands.recv_timeout(Duration::from_secs(5)),
        Ok(TrainerCommand::Saliency(Some(SaliencySettings {
            per_second: 10.0,
            ..wish
        })))
    );
    // The maps go to both viewers that asked for them, and not to the one that did not.
    server.publish(&maps(1));
    server.publish(&episode(1));
    assert!(sent_maps(&asker, 1), "the token holder that asked");
    assert!(sent_maps(&reader, 1), "the read-only viewer that asked");
    assert!(!sent_maps(&other, 1), "a viewer that did not ask");
    // The asker has had enough: the trainer stops (the reader's wish keeps nothing going),
    // and the asker is sent no more.
    asker.commands.send(TrainerCommand::Saliency(None)).unwrap();
    assert_eq!(
        commands.recv_timeout(Duration::from_secs(5)),
        Ok(TrainerCommand::Saliency(None))
    );
    std::thread::sleep(Duration::from_millis(300));
    server.publish(&maps(2));
    server.publish(&episode(2));
    assert!(!sent_maps(&asker, 2));
    assert!(sent_maps(&reader, 2));
    // A token holder that leaves with maps on takes them with it.
    other
        .commands
        .send(TrainerCommand::Saliency(Some(SaliencySettings::default())))
        .unwrap();
    assert_eq!(
        commands.recv_timeout(Duration::from_secs(5)),
        Ok(TrainerCommand::Saliency(Some(SaliencySettings::default())))
    );
    other.commands.send(TrainerCommand::Leave).unwrap();
    assert_eq!(
        commands.recv_timeout(Duration::from_secs(5)),
        Ok(TrainerCommand::Saliency(None))
    );
}
