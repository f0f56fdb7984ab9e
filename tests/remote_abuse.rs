//! A served run under abuse, on loopback only (127.0.0.1, 127.0.0.2, ::1): the end of a run
//! reaches every viewer; only the controls' commands pass; idle, trickling, flooding,
//! stalled and crowding peers hit their limits while the token's holder still gets in; a
//! fake server cannot crash a viewer. Every wait is bounded.

use reincarnate::protocol::{LiveParam, RemoteStatus, TrainerCommand, TrainerEvent};
use reincarnate::remote::client::{connect, MAX_HISTORY_EVENTS};
use reincarnate::remote::server::{
    Access, FINISH_WAIT, HELLO_DEADLINE, MAX_HANDSHAKES, MAX_READ_ONLY, MAX_VIEWERS, MESSAGE_BURST,
    READ_ONLY_MESSAGES_PER_SECOND,
};
use reincarnate::remote::wire::{self, ClientMessage, RemoteCommand, ServerMessage, VERSION};
use std::io::Write;
use std::net::{Ipv4Addr, TcpListener, TcpStream};
use std::time::{Duration, Instant};

mod support;
use support::remote::*;

/// The tests measure the process's threads and memory: one at a time.
static SERIAL: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn serial() -> std::sync::MutexGuard<'static, ()> {
    SERIAL.lock().unwrap_or_else(|e| e.into_inner())
}

fn connected(events: &crossbeam_channel::Receiver<TrainerEvent>) -> bool {
    matches!(
        next(events, 15),
        TrainerEvent::Remote(RemoteStatus::Connected { .. })
    )
}

fn stopped() -> TrainerEvent {
    TrainerEvent::Stopped(Err("the last event".into()))
}

#[test]
fn the_end_of_a_run_reaches_every_viewer_and_a_stalled_one_cannot_hold_the_exit() {
    let _serial = serial();
    let (server, _commands) = server();
    let addr = server.local_addr().to_string();
    let viewers: Vec<_> = (0..3).map(|_| connect(addr.clone(), None)).collect();
    for v in &viewers {
        assert!(connected(&v.events));
    }
    // Stalled: it never reads, and the run's notices (64 KiB each) fill its socket.
    let stalled = raw_viewer(&addr);
    until(5, "4 viewers", || server.viewers() == 4);
    let big = TrainerEvent::Warning("x".repeat(64 << 10));
    for _ in 0..300 {
        server.publish(&big);
    }
    for s in 0..1000 {
        server.publish(&episode(s));
    }
    server.publish(&stopped());
    let start = Instant::now();
    // The trainer's exit: bounded although one viewer takes nothing.
    let finishing = std::thread::spawn(move || server.finish());
    for v in &viewers {
        let mut games = 0;
        loop {
            match next(&v.events, 30) {
                TrainerEvent::Warning(_) => {}
                TrainerEvent::Episode { .. } => games += 1,
                e @ TrainerEvent::Stopped(_) => {
                    assert_eq!(e, stopped());
                    break;
                }
                other => panic!("{other:?}"),
            }
        }
        assert_eq!(games, 1000, "every game before the end");
        match next(&v.events, 10) {
            TrainerEvent::Remote(RemoteStatus::Disconnected { reason, .. }) => {
                assert!(reason.contains("the run ended"), "{reason}")
            }
            other => panic!("{other:?}"),
        }
    }
    let complete = finishing.join().unwrap();
    let took = start.elapsed();
    assert!(
        took < FINISH_WAIT + Duration::from_secs(2),
        "finishing took {took:?}"
    );
    assert_eq!(
        complete, 3,
        "three viewers took everything; the stalled one was cut off"
    );
    drop(stalled);
}

/// The bytes of a `ClientMessage::Command` whose command is `body` (postcard), framed.
fn forged_command(body: &[u8]) -> Vec<u8> {
    let mut message = vec![1u8]; // ClientMessage::Command
    message.extend_from_slice(body);
    let mut out = (message.len() as u32).to_le_bytes().to_vec();
    out.extend_from_slice(&message);
    out
}

#[test]
fn only_the_controls_commands_pass_the_network_even_with_the_token() {
    let _serial = serial();
    let (server, commands) = server();
    let addr = server.local_addr().to_string();
    // A local command that has no network form, sent in its local encoding (what a peer
    // that knows the trainer's enum would send): the connection closes, nothing reaches
    // the trainer.
    for local in [TrainerCommand::FailForTest, TrainerCommand::Leave] {
        let mut s = raw_viewer_with(&addr, Some(TOKEN));
        let body = postcard::to_allocvec(&local).unwrap();
        s.write_all(&forged_command(&body)).unwrap();
        assert!(closed(&mut s), "{local:?} did not close its connection");
    }
    // A parameter out of range is refused with a reason; the controls' commands pass.
    let mut s = raw_viewer_with(&addr, Some(TOKEN));
    let send = |s: &mut TcpStream, c: RemoteCommand| {
        wire::write_message(s, &ClientMessage::Command(c)).unwrap()
    };
    send(&mut s, RemoteCommand::Set(LiveParam::LearningRate(5.0)));
    match wire::read_message::<ServerMessage>(&mut s).unwrap() {
        ServerMessage::Refused(why) => assert!(why.contains("out of range"), "{why}"),
        other => panic!("{other:?}"),
    }
    send(&mut s, RemoteCommand::Pause);
    send(&mut s, RemoteCommand::StopRun);
    let got: Vec<_> = (0..2)
        .map(|_| commands.recv_timeout(Duration::from_secs(5)).unwrap())
        .collect();
    assert_eq!(got, vec![TrainerCommand::Pause, TrainerCommand::Stop]);
    std::thread::sleep(Duration::from_millis(200));
    assert!(
        commands.try_recv().is_err(),
        "nothing else reached the trainer"
    );
}

#[test]
fn the_server_holds_a_token_holder_to_the_sliders_ranges() {
    let _serial = serial();
    let (server, commands) = server();
    let addr = server.local_addr().to_string();
    let mut s = raw_viewer_with(&addr, Some(TOKEN));
    let send = |s: &mut TcpStream, c: RemoteCommand| {
        wire::write_message(s, &ClientMessage::Command(c)).unwrap()
    };
    // Values no slider offers, each of which a trainer would take and diverge on.
    for p in [
        LiveParam::Temperature(500.0),
        LiveParam::Temperature(1e-9),
        LiveParam::LearningRate(0.5),
        LiveParam::TrainFrequency(u64::MAX),
        LiveParam::EpsilonOverride(Some(f64::NAN)),
    ] {
        send(&mut s, RemoteCommand::Set(p));
        match wire::read_message::<ServerMessage>(&mut s).unwrap() {
            ServerMessage::Refused(why) => assert!(why.contains("out of range"), "{why}"),
            other => panic!("{p:?}: {other:?}"),
        }
    }
    // The ends of each slider pass.
    let end = |name: &str, at: fn((f64, f64)) -> f64| {
        let s = reincarnate::config::LiveSetting::named(name).unwrap();
        (s.make)(Some(at(s.range)))
    };
    let ends = [
        end("Temperature", |r| r.1),
        end("LearningRate", |r| r.0),
        end("TrainFrequency", |r| r.1),
    ];
    for p in ends {
        send(&mut s, RemoteCommand::Set(p));
    }
    let got: Vec<_> = (0..3)
        .map(|_| commands.recv_timeout(Duration::from_secs(5)).unwrap())
        .collect();
    assert_eq!(got, ends.map(TrainerCommand::Set).to_vec());
    std::thread::sleep(Duration::from_millis(200));
    assert!(
        commands.try_recv().is_err(),
        "nothing else reached the trainer"
    );
}

#[test]
fn ipv6_loopback_is_served_and_watched() {
    let _serial = serial();
    if TcpListener::bind("[::1]:0").is_err() {
        eprintln!("SKIPPED: this machine has no IPv6 loopback");
        return;
    }
    let addr = reincarnate::remote::parse_serve_addr("[::1]:0").unwrap();
    assert!(reincarnate::remote::is_loopback(&addr));
    let (server, _c) = server_with(Access::watch_freely(TOKEN.into()), &addr.to_string());
    let at = server.local_addr();
    assert!(at.is_ipv6(), "{at}");
    let viewer = connect(at.to_string(), None);
    assert!(connected(&viewer.events));
    server.publish(&episode(4));
    assert_eq!(next(&viewer.events, 5), episode(4));
}

#[test]
fn watching_needs_the_token_by_default_and_a_viewer_without_it_is_told_how_to_get_it() {
    let _serial = serial();
    // The default rule (no --public-read), on loopback as anywhere.
    let (server, _c) = server_with(Access::private(TOKEN.into()), "127.0.0.1:0");
    let addr = server.local_addr().to_string();
    // No answer is told how to get the token; a wrong one, that it is not this run's.
    for (token, said) in [
        (None, "needs its token"),
        (Some("0123456789abcdeX"), "does not prove this run's token"),
    ] {
        let mut s = TcpStream::connect(&addr).unwrap();
        let why = hello(&mut s, token).unwrap_err();
        assert!(why.contains(said), "{why}");
        assert!(closed(&mut s));
    }
    let mut owner = TcpStream::connect(&addr).unwrap();
    assert_eq!(
        hello(&mut owner, Some(TOKEN)),
        Ok(false),
        "the owner watches and steers"
    );
    // The app's and `watch`'s client without the token stops at once, saying how to get it.
    let viewer = connect(addr, None);
    let why = loop {
        match viewer
            .events
            .recv_timeout(Duration::from_secs(10))
            .expect("a word")
        {
            TrainerEvent::Remote(RemoteStatus::Refused { reason, .. }) => break reason,
            TrainerEvent::Remote(RemoteStatus::Connected { .. }) => panic!("it watches"),
            _ => {}
        }
    };
    assert!(
        why.contains("needs its token") && why.contains("--token-file"),
        "{why}"
    );
}

#[test]
fn five_addresses_crowding_the_hellos_never_lock_the_owner_out() {
    use std::sync::atomic::{AtomicBool, Ordering::SeqCst};
    let _serial = serial();
    let (server, _c) = server_with(Access::private(TOKEN.into()), "127.0.0.1:0");
    let at = server.local_addr();
    let stop = std::sync::Arc::new(AtomicBool::new(false));
    // Five addresses (as five users of the host could have, or one IPv6 host), each keeping
    // a dozen idle hellos open and opening more as the server closes them.
    let crowd: Vec<_> = (2..=6u8)
        .map(|i| {
            let stop = std::sync::Arc::clone(&stop);
            std::thread::spawn(move || {
                let mut held = std::collections::VecDeque::new();
                let mut opened = 0u64;
                while !stop.load(SeqCst) {
                    if let Ok(s) = connect_from(Ipv4Addr::new(127, 0, 0, i), at) {
                        held.push_back(s);
                        opened += 1;
                    }
                    if held.len() > 12 {
                        held.pop_front();
                    }
                    std::thread::sleep(Duration::from_millis(4));
                }
                opened
            })
        })
        .collect();
    std::thread::sleep(Duration::from_millis(500));
    for round in 0..20 {
        let t = Instant::now();
        let mut owner = TcpStream::connect(at).unwrap();
        assert_eq!(hello(&mut owner, Some(TOKEN)), Ok(false), "round {round}");
        assert!(
            t.elapsed() < Duration::from_secs(2),
            "round {round}: the owner waited {:?}",
            t.elapsed()
        );
    }
    stop.store(true, SeqCst);
    let opened: u64 = crowd.into_iter().map(|c| c.join().unwrap()).sum();
    assert!(
        opened > 2 * MAX_HANDSHAKES as u64,
        "the crowd opened only {opened} connections"
    );
}

#[test]
fn idle_connections_cannot_crowd_out_the_owner_nor_grow_the_trainers_threads() {
    let _serial = serial();
    let (server, _c) = server();
    let addr = server.local_addr();
    let before = threads_and_rss();
    // 2,000 connections from another address that never say a word.
    let attacker = Ipv4Addr::new(127, 0, 0, 2);
    let mut idle = Vec::new();
    for _ in 0..2000 {
        match connect_from(attacker, addr) {
            Ok(s) => idle.push(s),
            Err(e) => panic!("connection {} failed: {e}", idle.len()),
        }
    }
    std::thread::sleep(Duration::from_millis(500));
    let (threads, rss) = threads_and_rss();
    assert!(
        threads <= before.0 + MAX_HANDSHAKES + 4,
        "{threads} threads with 2,000 idle connections (before: {})",
        before.0
    );
    assert!(
        rss < before.1 + 64 * 1024,
        "{rss} KiB resident (before: {})",
        before.1
    );
    // The owner, from its own address, gets in at once and gets live events.
    let t = Instant::now();
    let owner = connect(addr.to_string(), Some(TOKEN.into()));
    assert!(connected(&owner.events));
    assert!(
        t.elapsed() < Duration::from_secs(3),
        "the owner waited {:?}",
        t.elapsed()
    );
    server.publish(&episode(11));
    assert_eq!(next(&owner.events, 5), episode(11));
    // The idle ones are closed: the few let in at their hello's deadline, the rest at once.
    let deadline = Instant::now() + HELLO_DEADLINE + Duration::from_secs(5);
    for s in &mut idle {
        let left = deadline.saturating_duration_since(Instant::now());
        assert!(closed_within(s, left), "an idle connection is still open");
    }
    drop(idle);
    // Counted by name: the test harness starts a thread for the next test at any moment.
    let viewers = || threads_named("serve-viewer");
    until(10, "the handshake threads are gone", || viewers() <= 2);
    assert!(
        viewers() >= 1,
        "the owner's connection has no thread named serve-viewer: the count above saw nothing"
    );
}

#[test]
fn a_hello_trickled_a_byte_at_a_time_is_closed_at_its_deadline() {
    let _serial = serial();
    let (server, _c) = server();
    let addr = server.local_addr().to_string();
    let hello = wire::encode(&ClientMessage::Hello {
        version: VERSION,
        nonce: Some(reincarnate::remote::access::challenge::new_nonce()),
    })
    .unwrap();
    let mut s = TcpStream::connect(&addr).unwrap();
    let start = Instant::now();
    let mut sent = 0;
    // One byte every 400 ms: each read is quick, the whole hello is not.
    for b in &hello {
        if s.write_all(&[*b]).is_err() {
            break;
        }
        sent += 1;
        std::thread::sleep(Duration::from_millis(400));
        if start.elapsed() > HELLO_DEADLINE + Duration::from_secs(3) {
            break;
        }
    }
    assert!(sent < hello.len(), "the whole hello went through");
    assert!(closed(&mut s));
    let took = start.elapsed();
    assert!(
        took >= HELLO_DEADLINE && took < HELLO_DEADLINE + Duration::from_secs(3),
        "closed after {took:?}"
    );
}

#[test]
fn a_read_only_command_flood_keeps_memory_flat_and_is_closed() {
    let _serial = serial();
    let (server, commands) = server();
    let addr = server.local_addr().to_string();
    let mut flood = raw_viewer(&addr);
    let before = threads_and_rss().1;
    let command = wire::encode(&ClientMessage::Command(RemoteCommand::Set(
        LiveParam::Temperature(0.5),
    )))
    .unwrap();
    let burst: Vec<u8> = command.repeat(1000);
    let mut sent = 0usize;
    // Sends until the server closes it; never reads a reply.
    while sent < 100_000 {
        if flood.write_all(&burst).is_err() {
            break;
        }
        sent += 1000;
    }
    assert!(closed(&mut flood), "the flooding viewer is still connected");
    let after = threads_and_rss().1;
    assert!(
        after < before + 16 * 1024,
        "resident memory grew from {before} to {after} KiB"
    );
    assert!(
        commands.try_recv().is_err(),
        "a read-only command got through"
    );
    // The server goes on for others.
    let owner = connect(addr, Some(TOKEN.into()));
    assert!(connected(&owner.events));
}

#[test]
fn read_only_viewers_cannot_take_the_owners_seat() {
    let _serial = serial();
    let (server, _c) = server();
    let addr = server.local_addr().to_string();
    let mut seated = Vec::new();
    let mut turned_away = 0;
    for _ in 0..17 {
        let mut s = TcpStream::connect(&addr).unwrap();
        match hello(&mut s, None) {
            Ok(true) => seated.push(s),
            Ok(false) => panic!("a viewer without the token may steer"),
            Err(why) => {
                assert!(why.contains("read-only viewers already"), "{why}");
                turned_away += 1;
            }
        }
    }
    assert_eq!(
        (seated.len(), turned_away),
        (MAX_READ_ONLY, 17 - MAX_READ_ONLY)
    );
    // Every seat left is the token's: the owner and three more get in, and no one after.
    let mut owners = Vec::new();
    for _ in 0..MAX_VIEWERS - MAX_READ_ONLY {
        let mut s = TcpStream::connect(&addr).unwrap();
        assert_eq!(hello(&mut s, Some(TOKEN)), Ok(false));
        owners.push(s);
    }
    until(5, "all seated", || server.viewers() == MAX_VIEWERS);
    let mut s = TcpStream::connect(&addr).unwrap();
    let why = hello(&mut s, Some(TOKEN)).unwrap_err();
    assert!(why.contains("viewers already"), "{why}");
}

#[test]
fn a_viewer_that_falls_behind_has_its_socket_closed() {
    let _serial = serial();
    let (server, _c) = server();
    let addr = server.local_addr().to_string();
    let mut behind = raw_viewer(&addr);
    let live = connect(addr.clone(), None);
    assert!(connected(&live.events));
    until(5, "2 viewers", || server.viewers() == 2);
    // 120,000 notices of 512 bytes: far more than a socket holds, more than a viewer may
    // have queued.
    let notice = TrainerEvent::Warning("y".repeat(512));
    let received = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let counter = std::sync::Arc::clone(&received);
    let drain = std::thread::spawn(move || {
        while counter.load(std::sync::atomic::Ordering::SeqCst) < 120_000 {
            match next(&live.events, 30) {
                TrainerEvent::Warning(_) => {
                    counter.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                }
                other => panic!("{other:?}"),
            }
        }
    });
    // Paced for the live viewer, which is never more than 20,000 events behind.
    for k in 0..120_000usize {
        while k > received.load(std::sync::atomic::Ordering::SeqCst) + 20_000 {
            std::thread::sleep(Duration::from_millis(1));
        }
        server.publish(&notice);
    }
    until(10, "the one behind is let go", || server.viewers() == 1);
    assert!(
        closed_within(&mut behind, Duration::from_secs(20)),
        "its socket is still open"
    );
    drain.join().unwrap();
    assert_eq!(
        received.load(std::sync::atomic::Ordering::SeqCst),
        120_000,
        "the live viewer got every event"
    );
}

/// A fake server on 127.0.0.1 that welcomes one viewer and then sends `then`.
fn fake_server(then: impl FnOnce(&mut TcpStream) + Send + 'static) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    std::thread::spawn(move || {
        let (mut s, _) = listener.accept().unwrap();
        let _ = wire::read_message::<ClientMessage>(&mut s);
        let challenge = ServerMessage::Challenge {
            nonce: reincarnate::remote::access::challenge::new_nonce(),
            run: reincarnate::remote::access::challenge::new_run_id(),
            proof: None,
            token_needed: false,
        };
        wire::write_message(&mut s, &challenge).unwrap();
        let _ = wire::read_message::<ClientMessage>(&mut s);
        let welcome = ServerMessage::Welcome {
            version: VERSION,
            read_only: true,
            // The run's clock as a hostile server would have it: the viewer must not
            // overflow adding to it.
            uptime_ms: u64::MAX,
        };
        wire::write_message(&mut s, &welcome).unwrap();
        then(&mut s);
        // Keep the connection until the viewer leaves.
        let _ = std::io::Read::read(&mut s, &mut [0u8; 1]);
    });
    addr
}

/// The reason the viewer gives for leaving `addr`.
fn why_the_viewer_left(addr: String) -> String {
    let viewer = connect(addr, None);
    assert!(connected(&viewer.events));
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        assert!(Instant::now() < deadline, "the viewer never left");
        let Ok(e) = viewer.events.recv_timeout(Duration::from_secs(30)) else {
            continue;
        };
        if let TrainerEvent::Remote(RemoteStatus::Disconnected { reason, .. }) = e {
            while viewer.frames.try_recv().is_ok() {}
            return reason;
        }
    }
}

#[test]
fn a_fake_server_cannot_crash_a_viewer() {
    let _serial = serial();
    // A screen of the wrong size.
    let addr = fake_server(|s| {
        let mut f = screen(1);
        f.rgb.truncate(1000);
        wire::write_message(s, &ServerMessage::Live).unwrap();
        wire::write_message(s, &ServerMessage::Frame(f)).unwrap();
    });
    let why = why_the_viewer_left(addr);
    assert!(why.contains("a screen of 1000 bytes"), "{why}");
    // An oversized message.
    let addr = fake_server(|s| {
        s.write_all(&u32::MAX.to_le_bytes()).unwrap();
    });
    let why = why_the_viewer_left(addr);
    assert!(why.contains("limit"), "{why}");
    // A history that never ends.
    let addr = fake_server(|s| {
        let bytes = wire::encode(&ServerMessage::Event {
            at_ms: 0,
            event: episode(1),
        })
        .unwrap();
        let batch = bytes.repeat(10_000);
        let mut w = std::io::BufWriter::new(s);
        for _ in 0..MAX_HISTORY_EVENTS / 10_000 + 2 {
            if w.write_all(&batch).is_err() {
                return;
            }
        }
    });
    let why = why_the_viewer_left(addr);
    assert!(why.contains("history did not end"), "{why}");
    // An event far larger than any a trainer sends.
    let addr = fake_server(|s| {
        let huge = TrainerEvent::Warning("w".repeat(200_000));
        let message = ServerMessage::Event {
            at_ms: 0,
            event: huge,
        };
        let _ = wire::write_message(s, &message);
    });
    let why = why_the_viewer_left(addr);
    assert!(why.contains("131072-byte limit"), "{why}");
    // A reason with escape sequences for the viewer's terminal.
    let addr = fake_server(|s| {
        let bye = ServerMessage::Bye("bye\x1b]52;c;aGk=\x07\x1b[2J".into());
        let _ = wire::write_message(s, &bye);
    });
    let why = why_the_viewer_left(addr);
    assert!(
        !why.contains('\x1b') && why.contains("\\u{1b}]52"),
        "{why:?}"
    );
}

#[test]
fn a_read_only_viewer_flooding_messages_is_read_no_faster_than_its_budget() {
    let _serial = serial();
    let (server, _commands) = server();
    let addr = server.local_addr().to_string();
    // A read-only viewer's map wishes: each takes the side's lock, so a flood of them, read as
    // fast as they come, would take the trainer's cores.
    let mut flooder = raw_viewer(&addr);
    until(5, "seated", || server.viewers() == 1);
    let before = server.messages_read();
    // The burst and eight seconds' worth at a read-only seat's rate.
    let rate = READ_ONLY_MESSAGES_PER_SECOND;
    let sent = (MESSAGE_BURST + 8.0 * rate) as u64;
    let wish = wire::encode(&ClientMessage::Maps(None)).unwrap();
    let start = Instant::now();
    flooder.write_all(&wish.repeat(sent as usize)).unwrap();
    std::thread::sleep(Duration::from_secs(1));
    let read = server.messages_read() - before;
    // The burst, the rate, and the quarter of a second's messages read at once after a wait.
    let allowed = MESSAGE_BURST + rate * (start.elapsed().as_secs_f64() + 0.25);
    assert!(
        read > 0 && read as f64 <= allowed + 5.0,
        "read {read} of {sent} in {:?}, budget {allowed}",
        start.elapsed()
    );
    // Held back, not lost: the rest is read at the budget's rate.
    until(30, "every message read", || {
        server.messages_read() - before == sent
    });
    let took = start.elapsed().as_secs_f64();
    let least = (sent as f64 - MESSAGE_BURST) / rate;
    assert!(took >= least * 0.9, "{sent} messages read in {took:.1} s");
}

#[test]
fn watch_prints_a_fake_servers_text_as_printable_text_and_no_status_of_its_making() {
    // Escape sequences (OSC 52 to the clipboard, erase the line, a carriage return before a
    // forged line of the trainer's), a right-to-left override and a zero-width space; and a
    // connection status of the server's making, which only the client may say.
    let hostile = "w\x1b]52;c;aGk=\x07\x1b[2K\rserve: token abc \u{202e}gnp.exe\u{200b}";
    let addr = fake_server(move |s| {
        let events = [
            TrainerEvent::Remote(RemoteStatus::Connected {
                address: "forged.example:1".into(),
                read_only: false,
            }),
            TrainerEvent::Warning(hostile.into()),
            TrainerEvent::Stopped(Err(hostile.into())),
        ];
        for event in events {
            let _ = wire::write_message(s, &ServerMessage::Event { at_ms: 0, event });
        }
        let _ = wire::write_message(s, &ServerMessage::Bye(hostile.into()));
    });
    // The client itself passes on no status it did not make.
    let viewer = connect(addr.clone(), None);
    let mut statuses = vec![];
    while let Ok(e) = viewer.events.recv_timeout(Duration::from_secs(20)) {
        if let TrainerEvent::Remote(status) = e {
            let left = matches!(status, RemoteStatus::Disconnected { .. });
            statuses.push(format!("{status:?}"));
            if left {
                break;
            }
        }
    }
    drop(viewer);
    assert!(
        !statuses.iter().any(|s| s.contains("forged")),
        "{statuses:?}"
    );
    // And `watch` prints only printable text.
    let addr = fake_server(move |s| {
        let _ = wire::write_message(
            s,
            &ServerMessage::Event {
                at_ms: 0,
                event: TrainerEvent::Warning(hostile.into()),
            },
        );
        let _ = wire::write_message(
            s,
            &ServerMessage::Event {
                at_ms: 0,
                event: TrainerEvent::Stopped(Err(hostile.into())),
            },
        );
        let _ = wire::write_message(s, &ServerMessage::Bye("the run ended".into()));
    });
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args(["watch", &addr, "--until-stopped", "--quiet"])
        .output()
        .unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    for raw in ['\x1b', '\x07', '\r', '\u{202e}', '\u{200b}'] {
        assert!(
            !text.contains(raw),
            "{raw:?} reached the terminal: {text:?}"
        );
    }
    assert!(text.contains("warning: w\\u{1b}]52;c;"), "{text}");
    assert!(text.contains("\\u{202e}gnp.exe"), "{text}");
    assert!(text.contains("the run failed: w\\u{1b}"), "{text}");
    assert!(!text.contains("forged"), "{text}");
}

#[test]
fn a_server_that_does_not_hold_the_token_gets_no_answer_and_never_the_token() {
    let _serial = serial();
    // Whoever binds the port after the run: it speaks the protocol, but knows no token.
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    let squatter = std::thread::spawn(move || {
        let (mut s, _) = listener.accept().unwrap();
        let hello = wire::read_message::<ClientMessage>(&mut s).unwrap();
        let ClientMessage::Hello { nonce: Some(n), .. } = hello else {
            panic!("{hello:?}")
        };
        use reincarnate::remote::access::challenge::{mac, new_run_id, Binding, Role};
        let run = new_run_id();
        let port = s.local_addr().unwrap().port();
        let at = Binding { run: &run, port };
        let forged = mac(Role::Server, "a-guess-of-the-token", at, &n, "00");
        let challenge = ServerMessage::Challenge {
            nonce: "00".into(),
            run,
            proof: Some(forged),
            token_needed: true,
        };
        wire::write_message(&mut s, &challenge).unwrap();
        // Everything else the viewer sends.
        let mut rest = Vec::new();
        s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
        let _ = std::io::Read::read_to_end(&mut s, &mut rest);
        rest
    });
    let viewer = connect(addr, Some(TOKEN.into()));
    let refused = loop {
        match viewer
            .events
            .recv_timeout(Duration::from_secs(20))
            .expect("a word")
        {
            TrainerEvent::Remote(RemoteStatus::Refused { reason, .. }) => break reason,
            TrainerEvent::Remote(RemoteStatus::Disconnected { reason, .. }) => {
                panic!("it would try again: {reason}")
            }
            _ => {}
        }
    };
    assert!(refused.contains("does not prove"), "{refused}");
    // The client stopped: it does not try again.
    assert!(matches!(
        viewer.events.recv_timeout(Duration::from_secs(3)),
        Err(crossbeam_channel::RecvTimeoutError::Disconnected)
    ));
    let rest = squatter.join().unwrap();
    assert!(
        rest.is_empty(),
        "the viewer answered a server without the token: {rest:?}"
    );
}
