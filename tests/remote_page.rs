//! The browser side of a served run, on 127.0.0.1 only: the page's files over HTTP on the
//! serving port, and its WebSocket (JSON events, binary screens paced by the page, commands
//! under the token, origins checked), with raw sockets and a WebSocket client. Every wait is
//! bounded.

use reincarnate::protocol::{Phase, TrainerCommand, TrainerEvent};
use reincarnate::remote::server::Server;
use reincarnate::remote::wire::VERSION;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};
use tungstenite::client::IntoClientRequest;
use tungstenite::{Message, WebSocket};

mod support;
use support::remote::*;

/// One HTTP exchange on a fresh connection: the status code, the head and the body.
fn http(addr: &str, request: &str) -> (u16, String, Vec<u8>) {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    s.write_all(request.as_bytes()).unwrap();
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    let end = out
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a response head");
    let head = String::from_utf8_lossy(&out[..end]).to_string();
    let status = head[9..12].parse().unwrap();
    (status, head, out[end + 4..].to_vec())
}

fn get(addr: &str, path: &str) -> (u16, String, Vec<u8>) {
    http(
        addr,
        &format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n\r\n"),
    )
}

/// A page's WebSocket, and the JSON values of a text message not read yet (the server sends
/// several a message, one a line).
struct Page {
    ws: WebSocket<TcpStream>,
    lines: std::collections::VecDeque<serde_json::Value>,
    /// Text messages read, and the values they held.
    messages: usize,
    values: usize,
}

impl std::ops::Deref for Page {
    type Target = WebSocket<TcpStream>;
    fn deref(&self) -> &Self::Target {
        &self.ws
    }
}

impl std::ops::DerefMut for Page {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.ws
    }
}

/// A page's WebSocket to `addr`, sent with `origin`; `Err(status)` when the upgrade is
/// refused.
fn open(addr: &str, host: &str, origin: Option<&str>) -> Result<Page, u16> {
    open_path(addr, "/ws", host, origin)
}

/// [`open`] at `path` (`/ws?side=1`).
fn open_path(addr: &str, path: &str, host: &str, origin: Option<&str>) -> Result<Page, u16> {
    let mut request = format!("ws://{addr}{path}").into_client_request().unwrap();
    request.headers_mut().insert("host", host.parse().unwrap());
    if let Some(o) = origin {
        request.headers_mut().insert("origin", o.parse().unwrap());
    }
    let stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    match tungstenite::client(request, stream) {
        Ok((ws, _)) => Ok(Page {
            ws,
            lines: Default::default(),
            messages: 0,
            values: 0,
        }),
        Err(tungstenite::HandshakeError::Failure(tungstenite::Error::Http(r))) => {
            Err(r.status().as_u16())
        }
        Err(e) => panic!("{e}"),
    }
}

/// A page of this server's own origin that said hello (proving `token`, when given).
fn page(addr: &str, token: Option<&str>) -> Page {
    let mut ws = open(addr, addr, Some(&format!("http://{addr}"))).expect("upgraded");
    say_hello(&mut ws, token);
    ws
}

/// Says a page's hello on `ws`: its nonce, then the answer to the server's challenge (a MAC
/// under `token`, after checking the server's proof of it, or none).
fn say_hello(ws: &mut Page, token: Option<&str>) {
    use reincarnate::remote::access::challenge::{mac, mac_matches, new_nonce, Binding, Role};
    let nonce = new_nonce();
    ws.send(Message::text(format!(
        r#"{{"Hello":{{"version":{VERSION},"nonce":"{nonce}"}}}}"#
    )))
    .unwrap();
    let challenge = next_json(ws);
    let Some(theirs) = challenge["Challenge"]["nonce"].as_str() else {
        // Turned away at once (a Bye): the caller reads it.
        ws.lines.push_front(challenge);
        return;
    };
    let run = challenge["Challenge"]["run"].as_str().unwrap();
    let at = Binding {
        run,
        port: ws.get_ref().peer_addr().unwrap().port(),
    };
    let answer = match token {
        Some(t) => {
            let proof = challenge["Challenge"]["proof"].as_str().unwrap();
            if t == TOKEN {
                assert!(mac_matches(Role::Server, t, at, &nonce, theirs, proof));
            }
            format!("\"{}\"", mac(Role::Viewer, t, at, &nonce, theirs))
        }
        None => "null".into(),
    };
    ws.send(Message::text(format!(r#"{{"Answer":{{"mac":{answer}}}}}"#)))
        .unwrap();
}

/// The next JSON value of the text messages (screens skipped unless asked for).
fn next_json(ws: &mut Page) -> serde_json::Value {
    loop {
        if let Some(v) = ws.lines.pop_front() {
            return v;
        }
        match ws.ws.read().expect("a message in time") {
            Message::Text(t) => {
                ws.messages += 1;
                for line in t.as_str().split('\n') {
                    ws.lines.push_back(serde_json::from_str(line).unwrap());
                    ws.values += 1;
                }
            }
            Message::Binary(_) => continue,
            _ => continue,
        }
    }
}

/// Reads until `Live`, returning the history's events.
fn history(ws: &mut Page) -> (serde_json::Value, Vec<serde_json::Value>) {
    let welcome = next_json(ws);
    let mut events = vec![];
    loop {
        let m = next_json(ws);
        if m == "Live" {
            return (welcome, events);
        }
        events.push(m["Event"]["event"].clone());
    }
}

#[test]
fn the_page_is_served_on_the_runs_port_with_its_policy_and_nothing_else_is() {
    let (server, _commands) = server();
    let addr = server.local_addr().to_string();
    let (status, head, body) = get(&addr, "/");
    assert_eq!(status, 200, "{head}");
    let head = head.to_ascii_lowercase();
    assert!(head.contains("content-type: text/html"), "{head}");
    assert!(
        head.contains("content-security-policy: default-src 'none'; script-src 'self'"),
        "{head}"
    );
    assert!(head.contains("x-content-type-options: nosniff"));
    assert!(String::from_utf8_lossy(&body).contains("app.js"));
    let (status, head, body) = get(&addr, "/app.js");
    assert_eq!(status, 200);
    assert!(head.to_ascii_lowercase().contains("text/javascript"));
    assert!(body.len() > 1000, "the bundle");
    // HEAD: the head alone.
    let (status, _, body) = http(&addr, "HEAD /app.css HTTP/1.1\r\nHost: x\r\n\r\n");
    assert_eq!((status, body.len()), (200, 0));
    // No path reaches the filesystem, nothing else is served, nothing is listed.
    for path in [
        "/../Cargo.toml",
        "/web/dist/app.js",
        "/etc/passwd",
        "/dist/",
        "/%2e%2e/x",
    ] {
        assert_eq!(get(&addr, path).0, 404, "{path}");
    }
    let (status, head, _) = http(
        &addr,
        "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n",
    );
    assert_eq!(status, 405);
    assert!(head.contains("Allow: GET, HEAD"));
    // A head over 8 KiB is refused; so is one that is not HTTP.
    let big = format!("GET / HTTP/1.1\r\nX: {}\r\n\r\n", "a".repeat(9000));
    assert_eq!(http(&addr, &big).0, 431);
    assert_eq!(
        http(&addr, "GET / HTTP/1.1\r\nNo colon here\r\n\r\n").0,
        400
    );
    // /ws is for the page's script, not a browser's address bar.
    assert_eq!(get(&addr, "/ws").0, 426);
    // And the app's binary protocol still works on the same port.
    let mut s = raw_viewer_with(&addr, Some(TOKEN));
    assert!(!closed_within(&mut s, Duration::from_millis(300)));
}

#[test]
fn a_request_trickled_a_byte_at_a_time_is_closed_at_the_deadline() {
    let (server, _commands) = server();
    let addr = server.local_addr().to_string();
    let mut s = TcpStream::connect(&addr).unwrap();
    let start = Instant::now();
    s.write_all(b"GET / HT").unwrap();
    let mut closed_at = None;
    for b in b"TP/1.1\r\nHost: x\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" {
        std::thread::sleep(Duration::from_millis(400));
        if s.write_all(&[*b]).is_err() {
            closed_at = Some(start.elapsed());
            break;
        }
        let mut buf = [0u8; 512];
        s.set_read_timeout(Some(Duration::from_millis(1))).unwrap();
        if let Ok(n) = s.read(&mut buf) {
            let text = String::from_utf8_lossy(&buf[..n]).to_string();
            assert!(n == 0 || text.starts_with("HTTP/1.1 408"), "{text}");
            closed_at = Some(start.elapsed());
            break;
        }
    }
    let at = closed_at.expect("closed before the trickle ended");
    assert!(
        at >= Duration::from_secs(4) && at < Duration::from_secs(8),
        "closed after {at:?}"
    );
}

#[test]
fn pages_of_other_sites_and_names_rebound_to_this_machine_are_refused() {
    let (server, _commands) = server();
    let addr = server.local_addr().to_string();
    let port = server.local_addr().port();
    assert_eq!(
        open(&addr, &addr, Some("http://evil.example")).err(),
        Some(403)
    );
    assert_eq!(open(&addr, &addr, Some("null")).err(), Some(403));
    let rebound = format!("evil.example:{port}");
    assert_eq!(
        open(&addr, &rebound, Some(&format!("http://{rebound}"))).err(),
        Some(403)
    );
    // The page's own origin, and localhost through a tunnel on another port.
    assert!(open(&addr, &addr, Some(&format!("http://{addr}"))).is_ok());
    assert!(open(&addr, "localhost:9999", Some("http://localhost:9999")).is_ok());
}

#[test]
fn a_long_history_reaches_a_page_in_order_as_a_few_messages() {
    let (server, _commands) = server();
    let addr = server.local_addr().to_string();
    for s in 0..3000 {
        server.publish(&episode(s));
    }
    let mut ws = page(&addr, None);
    let (welcome, events) = history(&mut ws);
    assert_eq!(welcome["Welcome"]["read_only"], true);
    let steps: Vec<u64> = events
        .iter()
        .map(|e| e["Episode"]["global_step"].as_u64().unwrap())
        .collect();
    assert_eq!(steps, (0..3000).collect::<Vec<_>>());
    // 3,003 values (the challenge, the welcome, the games, Live): a message each would be
    // 3,003 messages for the browser to dispatch one by one.
    assert_eq!(ws.values, 3003);
    assert!(ws.messages <= 12, "{} messages", ws.messages);
    // Live events that arrive together are batched too, and keep their order.
    until(5, "seated", || server.viewers() == 1);
    let before = ws.messages;
    for s in 5000..5200 {
        server.publish(&episode(s));
    }
    for s in 5000..5200 {
        assert_eq!(
            next_json(&mut ws)["Event"]["event"]["Episode"]["global_step"],
            s
        );
    }
    assert!(
        ws.messages - before <= 100,
        "{} messages",
        ws.messages - before
    );
}

#[test]
fn a_page_gets_the_history_as_json_then_live_events_and_screens_no_faster_than_it_draws() {
    let (server, commands) = server();
    let addr = server.local_addr().to_string();
    server.publish(&TrainerEvent::PhaseStarted {
        phase: Phase::Online,
        total: 100,
        from: 0,
    });
    for s in 0..3 {
        server.publish(&episode(s));
    }
    let mut ws = page(&addr, Some(TOKEN));
    let (welcome, events) = history(&mut ws);
    assert_eq!(welcome["Welcome"]["read_only"], false, "{welcome}");
    assert_eq!(welcome["Welcome"]["sides"], 1);
    assert_eq!(events.len(), 4, "{events:?}");
    assert_eq!(events[0]["PhaseStarted"]["phase"], "Online");
    assert_eq!(events[3]["Episode"]["global_step"], 2);
    until(5, "seated", || server.viewers() == 1);
    server.publish(&episode(7));
    assert_eq!(
        next_json(&mut ws)["Event"]["event"]["Episode"]["global_step"],
        7
    );
    // Screens: one, then none until the page says it drew it, however many are offered.
    let screens = |ws: &mut Page, wait: Duration| {
        ws.get_mut()
            .set_read_timeout(Some(Duration::from_millis(50)))
            .unwrap();
        let mut got = vec![];
        let end = Instant::now() + wait;
        while Instant::now() < end {
            match ws.read() {
                Ok(Message::Binary(b)) => got.push(b.to_vec()),
                Ok(_) => {}
                Err(tungstenite::Error::Io(e))
                    if matches!(
                        e.kind(),
                        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                    ) => {}
                Err(e) => panic!("{e}"),
            }
        }
        got
    };
    for fill in 1..=5 {
        server.publish_frame(&screen(fill));
        std::thread::sleep(Duration::from_millis(60));
    }
    let got = screens(&mut ws, Duration::from_millis(500));
    assert_eq!(got.len(), 1, "one screen until it is drawn");
    assert_eq!(got[0].len(), 32 + 210 * 160 * 3);
    assert_eq!(&got[0][0..8], &[160, 0, 0, 0, 210, 0, 0, 0]);
    assert_eq!(got[0][32], 1);
    ws.send(Message::text(r#""Drawn""#)).unwrap();
    let got = screens(&mut ws, Duration::from_millis(300));
    assert_eq!(got.len(), 1, "the newest screen, once drawn");
    assert_eq!(got[0][32], 5);
    // The trainer is asked for a screen only when a page may be sent one: not while the
    // one offered waits for the page to draw the last.
    assert!(
        server.wants_frame_on(0),
        "nothing waits: a screen is wanted"
    );
    server.publish_frame(&screen(6));
    assert!(!server.wants_frame_on(0), "a screen waits for the page");
    std::thread::sleep(Duration::from_millis(200));
    assert!(!server.wants_frame_on(0), "still not drawn: still waiting");
    ws.send(Message::text(r#""Drawn""#)).unwrap();
    until(5, "the waiting screen sent", || server.wants_frame_on(0));
    let got = screens(&mut ws, Duration::from_millis(300));
    assert_eq!((got.len(), got[0][32]), (1, 6));
    assert!(!server.wants_frame_on(1), "no side 1 in a single run");
    // Commands with the token reach the trainer; out-of-range ones are refused.
    ws.send(Message::text(
        r#"{"Command":{"Set":{"EpsilonOverride":0.5}}}"#,
    ))
    .unwrap();
    assert_eq!(
        commands.recv_timeout(Duration::from_secs(5)),
        Ok(TrainerCommand::Set(
            reincarnate::protocol::LiveParam::EpsilonOverride(Some(0.5))
        ))
    );
    ws.send(Message::text(r#"{"Command":{"Set":{"Temperature":-1.0}}}"#))
        .unwrap();
    ws.get_mut()
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    let refused = next_json(&mut ws);
    assert!(
        refused["Refused"]
            .as_str()
            .unwrap()
            .contains("out of range"),
        "{refused}"
    );
    // The run's end reaches the page: its last event, then Bye.
    server.publish(&TrainerEvent::Stopped(Err("the end".into())));
    let ended = std::thread::spawn(move || server.finish());
    assert_eq!(
        next_json(&mut ws)["Event"]["event"]["Stopped"]["Err"],
        "the end"
    );
    assert!(next_json(&mut ws)["Bye"]
        .as_str()
        .unwrap()
        .contains("ended"));
    assert_eq!(ended.join().unwrap(), 1, "the page got everything");
}

#[test]
fn readers_that_never_read_the_page_pin_at_most_the_answers_limit_of_threads() {
    use reincarnate::remote::server::{MAX_RESPONSES_PER_PEER, RESPONSE_DEADLINE};
    let (server, _commands) = server();
    let at = server.local_addr();
    let addr = at.to_string();
    let viewers = || threads_named("serve-viewer");
    let before = viewers();
    // Sixty requests for the page's script (117 KiB) from readers that never read.
    let mut stalled = Vec::new();
    for _ in 0..60 {
        let mut s = connect_with_small_window(at).unwrap();
        s.write_all(format!("GET /app.js HTTP/1.1\r\nHost: {addr}\r\n\r\n").as_bytes())
            .unwrap();
        stalled.push(s);
    }
    std::thread::sleep(Duration::from_secs(1));
    let during = viewers();
    // One address holds its share of the answers at most (each new one cut its own
    // oldest short).
    assert!(
        during <= before + MAX_RESPONSES_PER_PEER + 2,
        "{during} connection threads with 60 stalled readers (before: {before})"
    );
    // Their answers were begun, not all refused: the stalled readers hold what they may.
    assert!(
        during >= before + MAX_RESPONSES_PER_PEER / 2,
        "{during} threads: no answer stalled"
    );
    // The token's holder still gets in, and the page still loads for others.
    let mut ws = page(&addr, Some(TOKEN));
    let (welcome, _) = history(&mut ws);
    assert_eq!(welcome["Welcome"]["read_only"], false);
    // Each stalled answer is given up at its deadline, however the reader trickles.
    until(
        RESPONSE_DEADLINE.as_secs() + 5,
        "the stalled answers are given up",
        || viewers() <= before + 1,
    );
    drop(stalled);
}

#[test]
fn a_page_without_the_token_is_read_only_and_a_malformed_message_closes_it() {
    let (server, commands) = server();
    let addr = server.local_addr().to_string();
    for token in [None, Some("a-wrong-token-of-some-length")] {
        let mut ws = page(&addr, token);
        let (welcome, _) = history(&mut ws);
        assert_eq!(welcome["Welcome"]["read_only"], true);
        ws.send(Message::text(r#"{"Command":"Pause"}"#)).unwrap();
        let refused = next_json(&mut ws);
        assert!(
            refused["Refused"].as_str().unwrap().contains("read-only"),
            "{refused}"
        );
    }
    assert!(commands.try_recv().is_err(), "nothing reached the trainer");
    // What a page may not say closes its socket with the reason.
    for bad in [
        r#"{"Command":"FailForTest"}"#,
        "not json",
        r#"{"Hello":{"version":2,"token":null}}"#,
    ] {
        let mut ws = page(&addr, Some(TOKEN));
        history(&mut ws);
        ws.send(Message::text(bad)).unwrap();
        let bye = next_json(&mut ws);
        assert!(bye["Bye"].is_string(), "{bad}: {bye}");
    }
    assert!(commands.try_recv().is_err());
    // A message over 4 KiB closes it too.
    let mut ws = page(&addr, Some(TOKEN));
    history(&mut ws);
    let _ = ws.send(Message::text("x".repeat(5000)));
    let end = Instant::now() + Duration::from_secs(5);
    loop {
        match ws.read() {
            Ok(Message::Text(_)) | Ok(Message::Binary(_)) | Ok(Message::Ping(_)) => {}
            Ok(_) | Err(_) => break,
        }
        assert!(Instant::now() < end, "not closed");
    }
    until(5, "no page left", || server.viewers() == 0);
}

#[test]
fn a_page_needs_the_token_to_watch_by_default() {
    let access = reincarnate::remote::server::Access::private(TOKEN.into());
    let (server, _commands): (Server, _) = server_with(access, "127.0.0.1:0");
    let addr = server.local_addr().to_string();
    let mut ws = page(&addr, None);
    let bye = next_json(&mut ws);
    assert!(bye["Bye"].as_str().unwrap().contains("token"), "{bye}");
    let mut ws = page(&addr, Some(TOKEN));
    let (welcome, _) = history(&mut ws);
    assert_eq!(welcome["Welcome"]["read_only"], false);
}

#[test]
fn a_served_race_shows_each_side_on_its_own_socket_and_only_those_sides() {
    let runs = std::env::temp_dir().join(format!("reincarnate-race-page-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&runs);
    let teacher = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/parity/teacher.cleanrl_model"
    );
    let args = format!(
        "race --headless --preset demo --env-id BreakoutNoFrameskip-v4 --quiet \
         --total-timesteps 200000 --learning-starts 40 --batch-size 4 --teacher-steps 200 \
         --offline-steps 50 --offline-eval-every 1000 --teacher-eval-episodes 1 \
         --eval-episodes 1 --student-arch nature --threads-per-side 1 --teacher {teacher} \
         --serve 127.0.0.1:0 --runs-dir {}",
        runs.display()
    );
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_reincarnate"))
        .args(args.split_whitespace())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let _child = support::Kill(child);
    let served = support::served_address(stdout);
    let addr = served.addr.clone();
    // Each side's page socket: its own run (QDagger has a teacher, DQN none), both live.
    let origin = format!("http://{addr}");
    for (side, teacher) in [(0, true), (1, false)] {
        let path = format!("/ws?side={side}");
        let mut ws = open_path(&addr, &path, &addr, Some(&origin)).expect("upgraded");
        ws.get_mut()
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        say_hello(&mut ws, Some(&served.token));
        let welcome = next_json(&mut ws);
        assert_eq!(welcome["Welcome"]["sides"], 2, "{welcome}");
        assert_eq!(welcome["Welcome"]["side"], side, "{welcome}");
        let end = Instant::now() + Duration::from_secs(60);
        let started = loop {
            let m = next_json(&mut ws);
            if let Some(s) = m["Event"]["event"].get("Started") {
                break s.clone();
            }
            assert!(Instant::now() < end, "no Started on side {side}");
        };
        assert_eq!(started["teacher"].is_string(), teacher, "{started}");
    }
    assert_eq!(
        open_path(&addr, "/ws?side=2", &addr, Some(&origin)).err(),
        Some(404),
        "a race has two sides"
    );
    drop(_child);
    let _ = std::fs::remove_dir_all(&runs);
}

/// A served DQN run whose stderr (the owner's terminal) the test reads, line by line.
fn served_with_stderr(name: &str) -> (support::Kill, String, std::sync::mpsc::Receiver<Vec<u8>>) {
    let runs = std::env::temp_dir().join(format!("reincarnate-{name}-{}", std::process::id()));
    let mut child = served_dqn_command(100_000, &["--runs-dir", runs.to_str().unwrap()])
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let stderr = child.stderr.take().unwrap();
    let child = support::Kill(child);
    let addr = support::served_address(stdout).addr.clone();
    let (lines_tx, lines) = std::sync::mpsc::channel::<Vec<u8>>();
    std::thread::spawn(move || {
        use std::io::BufRead;
        let mut r = std::io::BufReader::new(stderr);
        let mut line = Vec::new();
        while r.read_until(b'\n', &mut line).unwrap_or(0) > 0 {
            let _ = lines_tx.send(std::mem::take(&mut line));
        }
    });
    (child, addr, lines)
}

#[test]
fn a_hostile_hello_reaches_the_owners_terminal_escaped_and_cut() {
    let (child, addr, lines) = served_with_stderr("hostile");
    // A first message whose variant is an OSC 52 sequence and a forged line, then 2.7 KB of
    // colour codes, in JSON escapes: serde's error on it quotes the decoded text, ESC and all.
    let evil = format!(
        r"\u001b]52;c;cm0gLXJmIH4=\u0007\u001b[2K\rserve: forged{}",
        r"\u001b[31m".repeat(300)
    );
    let mut ws = open(&addr, &addr, Some(&format!("http://{addr}"))).expect("upgraded");
    ws.send(Message::text(format!(r#"{{"{evil}":1}}"#)))
        .unwrap();
    let bye = next_json(&mut ws);
    assert!(bye["Bye"].is_string(), "{bye}");
    // The server's line on it: no control character but its newline, and cut.
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let line = lines
            .recv_timeout(left)
            .expect("the server logged the closed page");
        let text = String::from_utf8_lossy(&line);
        if !text.contains("closed") {
            continue;
        }
        assert!(
            !line[..line.len() - 1].iter().any(|b| b.is_ascii_control()),
            "a control byte reached the terminal: {text:?}"
        );
        assert!(text.contains("\\u{1b}]52"), "{text}");
        assert!(text.len() < 1000, "{} bytes", text.len());
        break;
    }
    drop(child);
}

#[test]
fn a_page_looping_requests_at_the_port_is_said_once_per_address_and_window() {
    let (child, addr, lines) = served_with_stderr("flood");
    // What a web page looping fetch() at the port does: 300 requests for no page.
    for _ in 0..300 {
        let mut s = TcpStream::connect(&addr).unwrap();
        s.write_all(b"GET /nope HTTP/1.1\r\nHost: x\r\n\r\n")
            .unwrap();
        let mut answer = Vec::new();
        let _ = s.read_to_end(&mut answer);
        assert!(
            answer.starts_with(b"HTTP/1.1 404"),
            "{}",
            String::from_utf8_lossy(&answer)
        );
    }
    // One line an address and window (the flood takes a few seconds: two or three windows),
    // then how many more it refused in each.
    let (mut said, mut counted) = (0, 0);
    let deadline = Instant::now() + Duration::from_secs(30);
    while said + counted < 300 {
        let left = deadline.saturating_duration_since(Instant::now());
        let Ok(line) = lines.recv_timeout(left) else {
            break;
        };
        let text = String::from_utf8_lossy(&line);
        if text.contains("refused (404") {
            said += 1;
        } else if let Some(n) = text
            .split(": ")
            .nth(2)
            .and_then(|t| t.strip_suffix(" more refused or coming and going in 5 s\n"))
        {
            counted += n.parse::<u64>().unwrap();
        }
    }
    assert!((1..=4).contains(&said), "{said} lines for 300 refusals");
    assert_eq!(said + counted, 300, "every refusal said or counted");
    drop(child);
}

#[test]
fn refusals_from_two_hundred_addresses_are_said_in_a_few_lines() {
    let (child, addr, lines) = served_with_stderr("many");
    let to: std::net::SocketAddr = addr.parse().unwrap();
    // 200 requests for no page, each from an address of its own, and 200 pages' sockets
    // closed before their hello.
    for i in 0..200u32 {
        let from = std::net::Ipv4Addr::new(127, 0, 2, (i % 200) as u8 + 1);
        let mut s = connect_from(from, to).unwrap();
        s.write_all(b"GET /nope HTTP/1.1\r\nHost: x\r\n\r\n")
            .unwrap();
        let _ = s.read_to_end(&mut Vec::new());
        let from = std::net::Ipv4Addr::new(127, 0, 3, (i % 200) as u8 + 1);
        let mut s = connect_from(from, to).unwrap();
        let _ = write!(
            s,
            "GET /ws HTTP/1.1\r\nHost: {addr}\r\nOrigin: http://{addr}\r\nUpgrade: websocket\r\n\
             Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n\
             Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"
        );
        let mut head = [0u8; 256];
        let _ = s.read(&mut head);
    }
    // Every refusal said or counted, in a few lines: at most 16 addresses' first lines a
    // window, the rest counted together (the 400 take one or two windows).
    let mut all = Vec::new();
    let deadline = Instant::now() + Duration::from_secs(20);
    let mut total = 0u64;
    while total < 400 {
        let left = deadline.saturating_duration_since(Instant::now());
        let Ok(line) = lines.recv_timeout(left) else {
            break;
        };
        let text = String::from_utf8_lossy(&line).to_string();
        if text.contains("refused (404") || text.contains(": closed: ") {
            total += 1;
        } else if let Some(n) = text
            .strip_prefix("serve: ")
            .and_then(|t| t.strip_suffix(" more refused or coming and going, of other addresses\n"))
        {
            total += n.parse::<u64>().unwrap();
        }
        all.push(text);
    }
    assert_eq!(total, 400, "every refusal said or counted: {all:?}");
    let said = all.iter().filter(|l| !l.contains("more refused")).count();
    assert!(said <= 3 * 16, "{said} lines for 400 refusals: {all:?}");
    drop(child);
}

#[test]
fn a_served_run_holds_both_loopback_addresses_and_refuses_a_taken_one() {
    // No IPv6 loopback on this machine: nobody can squat it, and nothing here to test.
    let Ok(probe) = std::net::TcpListener::bind("[::1]:0") else {
        eprintln!("SKIPPED: no IPv6 loopback address here");
        return;
    };
    drop(probe);
    // Served on 127.0.0.1: its port on ::1 is the run's too, so a browser that opens
    // localhost and tries ::1 first reaches the run, not another program.
    let (_child, served) = served_dqn(100_000, &[]);
    let port = served.addr.rsplit_once(':').unwrap().1.to_string();
    let v6 = format!("[::1]:{port}");
    let (status, _, body) = get(&v6, "/");
    assert_eq!(status, 200, "{v6}");
    let (_, _, on_v4) = get(&served.addr, "/");
    assert_eq!(body, on_v4, "the same page on both addresses");
    // A program that took [::1]:PORT first: serving on 127.0.0.1:PORT is refused, saying
    // which address is taken, and no run starts.
    let squatter = std::net::TcpListener::bind("[::1]:0").unwrap();
    let port = squatter.local_addr().unwrap().port();
    let runs = std::env::temp_dir().join(format!("reincarnate-twin-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&runs);
    let serve = format!("127.0.0.1:{port}");
    let out = dqn_served_on(&serve, 200, &["--runs-dir", runs.to_str().unwrap()])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert!(stderr.contains(&format!("[::1]:{port}")), "{stderr}");
    assert!(stderr.contains("other loopback address"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(!runs.exists(), "a run started");
    drop(squatter);
}
