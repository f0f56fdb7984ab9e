//! One viewer's connection on the trainer's side: its hello (within a deadline for the whole
//! message), its seat, then a writer (history, live events, the newest screen; at the run's
//! end everything queued and `Bye`) and a reader (commands, refused or forwarded).

use super::backlog::Bytes;
use super::server::{
    log, HandshakeSlot, Shared, Viewer, HELLO_DEADLINE, MAX_PENDING, MAX_READ_ONLY, MAX_REFUSED,
    MAX_VIEWERS, WRITE_TIMEOUT,
};
use super::token::token_matches;
use super::wire::{
    read_message_up_to, ClientMessage, Deadline, RemoteCommand, ServerMessage, WireError,
    MAX_CLIENT_MESSAGE, VERSION,
};
use crossbeam_channel::{bounded, Receiver, RecvTimeoutError, Sender, TrySendError};
use std::io::Write;
use std::net::{Shutdown, TcpStream};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn say(stream: &mut TcpStream, message: &ServerMessage) {
    let _ = super::wire::write_message(stream, message);
}

/// Refuses a connection with a reason it is told and the log records.
fn turn_away(stream: &mut TcpStream, peer: &str, why: String) {
    log(format!("viewer {peer}: refused: {why}"));
    say(stream, &ServerMessage::Bye(why));
    let _ = stream.shutdown(Shutdown::Both);
}

/// One connection, from its hello to its end.
pub(super) fn serve(mut stream: TcpStream, peer: String, shared: Arc<Shared>, slot: HandshakeSlot) {
    let _ = stream.set_nonblocking(false);
    let _ = stream.set_nodelay(true);
    let _ = stream.set_write_timeout(Some(WRITE_TIMEOUT));
    let deadline = Instant::now() + HELLO_DEADLINE;
    // A browser's request and the app's hello share the port: an HTTP request line has no
    // zero byte, and a hello's length prefix (at most 4 KiB) has two.
    if starts_like_http(&stream, deadline) {
        return super::http::serve(stream, peer, shared, slot, deadline);
    }
    let hello = read_message_up_to::<ClientMessage>(
        &mut Deadline::new(&stream, deadline),
        MAX_CLIENT_MESSAGE,
    );
    drop(slot);
    let token_holder = match hello {
        Ok(ClientMessage::Hello { version, token }) if version == VERSION => token
            .as_deref()
            .is_some_and(|t| token_matches(t, &shared.access.token)),
        Ok(ClientMessage::Hello { version, .. }) => {
            let why = format!("protocol version {version}, this trainer speaks {VERSION}");
            return turn_away(&mut stream, &peer, why);
        }
        Ok(ClientMessage::Command(_)) => {
            return turn_away(&mut stream, &peer, "a command before its hello".into());
        }
        Err(e) => {
            let why = match &e {
                WireError::Io(io)
                    if matches!(
                        io.kind(),
                        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                    ) =>
                {
                    format!("no hello within {} s", HELLO_DEADLINE.as_secs())
                }
                _ => e.to_string(),
            };
            log(format!("viewer {peer}: closed: {why}"));
            let _ = stream.shutdown(Shutdown::Both);
            return;
        }
    };
    let read_only = match admission(&shared, token_holder) {
        Ok(read_only) => read_only,
        Err(why) => return turn_away(&mut stream, &peer, why),
    };
    let Ok(socket) = stream.try_clone() else {
        return;
    };
    let Seat {
        id,
        history,
        queue,
        rx,
        frame,
    } = match take_seat(&shared, 0, &peer, read_only, socket) {
        Ok(seat) => seat,
        Err(why) => return turn_away(&mut stream, &peer, why),
    };
    log(format!(
        "viewer {peer}: connected{}",
        if read_only { " (read-only)" } else { "" }
    ));
    let reader = stream.try_clone().map(|r| {
        let s = Arc::clone(&shared);
        let p = peer.clone();
        std::thread::spawn(move || read_commands(r, p, s, queue, read_only, id))
    });
    let welcome = ServerMessage::Welcome {
        version: VERSION,
        read_only,
        uptime_ms: shared.uptime_ms(),
    };
    match write_all(&mut stream, welcome, history, &rx, &frame, &shared) {
        Ok(Some(why)) => {
            say(&mut stream, &ServerMessage::Bye(why.clone()));
            log(format!("viewer {peer}: closed: {why}"));
        }
        Ok(None) => {}
        Err(e)
            if matches!(
                e.kind(),
                std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
            ) =>
        {
            log(format!(
                "viewer {peer}: closed: it stopped reading (a write waited {} s)",
                WRITE_TIMEOUT.as_secs()
            ))
        }
        // Closed by the server (behind, refused too often) or by the viewer: said already.
        Err(_) => {}
    }
    shared.remove(id);
    let _ = stream.shutdown(Shutdown::Both);
    shared.writers.fetch_sub(1, Ordering::SeqCst);
    if let Ok(r) = reader {
        let _ = r.join();
    }
}

/// Whether the connection's first four bytes (waited for until `deadline`) are text, as an
/// HTTP request's are, rather than a hello's length prefix.
fn starts_like_http(stream: &TcpStream, deadline: Instant) -> bool {
    let mut head = [0u8; 4];
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() || stream.set_read_timeout(Some(left)).is_err() {
            return false;
        }
        match stream.peek(&mut head) {
            // Closed before four bytes: the hello's read says so.
            Ok(0) | Err(_) => return false,
            Ok(4) => return head[2] != 0 && head[3] != 0,
            // Fewer bytes so far: wait for the rest (peek returns at once while any is there).
            Ok(_) => std::thread::sleep(Duration::from_millis(5)),
        }
    }
}

/// A viewer's place: its id, the history to send it first, its queue of live events (the
/// server holds the sending end; a clone answers its commands) and its newest-screen slot.
pub(super) struct Seat {
    pub id: u64,
    pub history: Vec<Bytes>,
    pub queue: Sender<Bytes>,
    pub rx: Receiver<Bytes>,
    pub frame: Arc<Mutex<Option<Bytes>>>,
}

/// Whether a viewer that said hello is read-only (`Ok(true)`), a token holder (`Ok(false)`),
/// or turned away: a server that needs the token to watch turns away those without it.
pub(super) fn admission(shared: &Shared, token_holder: bool) -> Result<bool, String> {
    let read_only = !token_holder;
    if read_only && shared.access.token_to_watch {
        return Err(
            "this trainer serves beyond loopback: watching needs its token \
                    (--token-file), or a trainer started with --public-read"
                .to_string(),
        );
    }
    Ok(read_only)
}

/// Seats a viewer: the history and the seat under one lock, so that no event is missed or
/// sent twice. Refused when the run has ended or the seats are taken (read-only viewers may
/// hold [`MAX_READ_ONLY`] of them). A seated viewer counts as a writer until it ends.
pub(super) fn take_seat(
    shared: &Shared,
    side: usize,
    peer: &str,
    read_only: bool,
    socket: TcpStream,
) -> Result<Seat, String> {
    let (queue, rx) = bounded::<Bytes>(MAX_PENDING);
    let frame = Arc::new(Mutex::new(None));
    let Some(Ok(mut s)) = shared.sides.get(side).map(|side| side.state.lock()) else {
        return Err("the server failed".into());
    };
    let readers = s.viewers.iter().filter(|v| v.read_only).count();
    if shared.closing.load(Ordering::SeqCst) {
        return Err("the run has ended".to_string());
    } else if s.viewers.len() >= MAX_VIEWERS {
        return Err(format!("{MAX_VIEWERS} viewers already"));
    } else if read_only && readers >= MAX_READ_ONLY {
        return Err(format!(
            "{MAX_READ_ONLY} read-only viewers already (the other seats are kept for the \
             token's holders)"
        ));
    }
    let id = shared.next_id.fetch_add(1, Ordering::SeqCst);
    let mut history = s.backlog.snapshot();
    history.extend(s.progress.clone());
    s.viewers.push(Viewer {
        id,
        peer: peer.to_string(),
        read_only,
        queue: queue.clone(),
        frame: Arc::clone(&frame),
        socket,
    });
    shared.writers.fetch_add(1, Ordering::SeqCst);
    Ok(Seat {
        id,
        history,
        queue,
        rx,
        frame,
    })
}

/// What becomes of a viewer's command.
pub(super) enum Verdict {
    /// Sent to the trainer.
    Forwarded,
    /// Refused: the viewer is told why.
    Refused(String),
    /// The connection closes, for this reason.
    Close(String),
}

/// Judges a viewer's commands: a token holder's go to the trainer unless out of range; a
/// read-only viewer's are refused (logged once), and it is closed after [`MAX_REFUSED`].
pub(super) struct CommandGate<'a> {
    pub shared: &'a Shared,
    /// The side whose trainer its commands go to.
    pub side: usize,
    pub peer: &'a str,
    pub read_only: bool,
    pub refused: usize,
}

impl CommandGate<'_> {
    /// What to do with `command`.
    pub fn judge(&mut self, command: RemoteCommand) -> Verdict {
        if self.read_only {
            self.refused += 1;
            if self.refused == 1 {
                log(format!(
                    "viewer {}: refused {command:?}: read-only",
                    self.peer
                ));
            }
            if self.refused >= MAX_REFUSED {
                return Verdict::Close(format!(
                    "{} commands refused: it is read-only",
                    self.refused
                ));
            }
            return Verdict::Refused(format!(
                "{command:?}: this viewer is read-only (connect with the trainer's token, \
                 --token-file)"
            ));
        }
        if let Some(why) = refusal(&command) {
            return Verdict::Refused(why);
        }
        let sent = self
            .shared
            .sides
            .get(self.side)
            .map(|side| side.commands.try_send(command.to_trainer()));
        if !matches!(sent, Some(Ok(()))) {
            return Verdict::Refused(
                "the trainer is not taking commands (stopped or far behind)".into(),
            );
        }
        Verdict::Forwarded
    }
}

/// Writes the welcome, the history and then live messages; `Ok(Some(why))` when the server
/// ends it (after everything queued), `Ok(None)` when the viewer left.
fn write_all(
    stream: &mut TcpStream,
    welcome: ServerMessage,
    history: Vec<Bytes>,
    rx: &Receiver<Bytes>,
    frame: &Mutex<Option<Bytes>>,
    shared: &Shared,
) -> std::io::Result<Option<String>> {
    let mut w = std::io::BufWriter::with_capacity(1 << 16, stream.try_clone()?);
    super::wire::write_message(&mut w, &welcome)?;
    for bytes in history {
        w.write_all(&bytes)?;
    }
    super::wire::write_message(&mut w, &ServerMessage::Live)?;
    w.flush()?;
    loop {
        // Read before the queue is drained: whatever was published before the end is sent.
        let closing = shared.closing.load(Ordering::SeqCst);
        match rx.recv_timeout(Duration::from_millis(30)) {
            Ok(bytes) => {
                w.write_all(&bytes)?;
                for more in rx.try_iter().take(256) {
                    w.write_all(&more)?;
                }
            }
            Err(RecvTimeoutError::Timeout) => {}
            // Dropped by the server and by its reader (it left).
            Err(RecvTimeoutError::Disconnected) => return Ok(None),
        }
        let newest = frame.lock().ok().and_then(|mut f| f.take());
        if let Some(bytes) = newest {
            w.write_all(&bytes)?;
        }
        if closing {
            for more in rx.try_iter() {
                w.write_all(&more)?;
            }
            w.flush()?;
            return Ok(Some("the run has ended".into()));
        }
        w.flush()?;
    }
}

/// A viewer's commands: forwarded to the trainer when the viewer has the token, refused
/// otherwise (logged once; closed after [`MAX_REFUSED`]). A malformed, oversized or unknown
/// message closes the connection. Replies go on the viewer's bounded queue: a viewer that
/// sends and never reads is closed when it fills.
fn read_commands(
    mut stream: TcpStream,
    peer: String,
    shared: Arc<Shared>,
    queue: Sender<Bytes>,
    read_only: bool,
    id: u64,
) {
    let _ = stream.set_read_timeout(None);
    let mut gate = CommandGate {
        shared: &shared,
        side: 0,
        peer: &peer,
        read_only,
        refused: 0,
    };
    let reply = |why: String| {
        let bytes = Arc::new(super::wire::encode(&ServerMessage::Refused(why)));
        !matches!(queue.try_send(bytes), Err(TrySendError::Full(_)))
    };
    let why = loop {
        let command = match read_message_up_to::<ClientMessage>(&mut stream, MAX_CLIENT_MESSAGE) {
            Ok(ClientMessage::Command(command)) => command,
            Ok(ClientMessage::Hello { .. }) => break Some("a second hello".to_string()),
            // It left, or the server closed the socket.
            Err(WireError::Io(_)) => break None,
            Err(e) => break Some(e.to_string()),
        };
        match gate.judge(command) {
            Verdict::Forwarded => {}
            Verdict::Refused(why) => {
                if !reply(why) {
                    break Some("it sends but does not read".into());
                }
            }
            Verdict::Close(why) => break Some(why),
        }
    };
    if let Some(why) = why {
        log(format!("viewer {peer}: closed: {why}"));
    }
    shared.remove(id);
    drop(queue);
    let _ = stream.shutdown(Shutdown::Both);
}

/// Why the trainer would refuse `command` from a token holder, if it would.
fn refusal(command: &RemoteCommand) -> Option<String> {
    match command {
        RemoteCommand::Set(p) if !p.in_range() => Some(format!("{p:?} is out of range")),
        _ => None,
    }
}
