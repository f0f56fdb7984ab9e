//! One viewer's connection over the binary protocol on the trainer's side: its hello (within
//! a deadline for the whole message), its seat, then a writer (history, live events, the
//! newest screen; at the run's end everything queued and `Bye`) and a reader (commands,
//! refused or forwarded).

use super::admission::{admission, take_seat, CommandGate, Seat, Verdict};
use super::backlog::Bytes;
use super::budget::Budget;
use super::handshake::Challenge;
use super::limits::{HELLO_DEADLINE, WRITE_TIMEOUT};
use super::log::log;
use super::message::Encoded;
use super::shared::{HandshakeSlot, Shared};
use crate::remote::wire::{
    read_message_up_to, write_message, ClientMessage, Deadline, ServerMessage, WireError,
    MAX_CLIENT_MESSAGE, VERSION,
};
use crossbeam_channel::{Receiver, RecvTimeoutError, Sender, TrySendError};
use std::io::{BufReader, Write};
use std::net::{Shutdown, TcpStream};
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn say(stream: &mut TcpStream, message: &ServerMessage) {
    let _ = write_message(stream, message);
}

/// Refuses a connection with a reason it is told and the log records (once per address and
/// window).
fn turn_away(shared: &Shared, stream: &mut TcpStream, peer: &str, why: String) {
    shared.refused(peer, format!("viewer {peer}: refused: {why}"));
    say(stream, &ServerMessage::Bye(why));
    let _ = stream.shutdown(Shutdown::Both);
}

/// Closes a connection whose hello (or answer) did not come whole and well-formed in time.
fn closed_unheard(shared: &Shared, stream: &mut TcpStream, peer: &str, e: &WireError) {
    let why = match e {
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
    shared.refused(peer, format!("viewer {peer}: closed: {why}"));
    let _ = stream.shutdown(Shutdown::Both);
}

/// A binary-protocol connection, from its hello and the answer to its challenge (both due
/// by `deadline`) to its end.
pub(super) fn serve(
    mut stream: TcpStream,
    peer: String,
    shared: Arc<Shared>,
    slot: HandshakeSlot,
    deadline: Instant,
) {
    let hello = read_message_up_to::<ClientMessage>(
        &mut Deadline::new(&stream, deadline),
        MAX_CLIENT_MESSAGE,
    );
    let viewer_nonce = match hello {
        Ok(ClientMessage::Hello { version, nonce }) if version == VERSION => nonce,
        Ok(ClientMessage::Hello { version, .. }) => {
            let why = format!(
                "protocol version {version}, this trainer speaks {VERSION}: use a viewer of \
                 the trainer's version"
            );
            return turn_away(&shared, &mut stream, &peer, why);
        }
        Ok(_) => {
            let why = "a message before its hello".to_string();
            return turn_away(&shared, &mut stream, &peer, why);
        }
        Err(e) => return closed_unheard(&shared, &mut stream, &peer, &e),
    };
    let challenge = match Challenge::new(viewer_nonce) {
        Ok(challenge) => challenge,
        Err(why) => return turn_away(&shared, &mut stream, &peer, why.to_string()),
    };
    if write_message(&mut stream, &challenge.message(&shared)).is_err() {
        return;
    }
    let answer = read_message_up_to::<ClientMessage>(
        &mut Deadline::new(&stream, deadline),
        MAX_CLIENT_MESSAGE,
    );
    drop(slot);
    let (token_holder, answered) = match answer {
        Ok(ClientMessage::Answer { mac }) => (
            challenge.token_holder(&shared, mac.as_deref()),
            mac.is_some(),
        ),
        Ok(_) => {
            let why = "a message other than the answer to its challenge".to_string();
            return turn_away(&shared, &mut stream, &peer, why);
        }
        Err(e) => return closed_unheard(&shared, &mut stream, &peer, &e),
    };
    let read_only = match admission(&shared, token_holder, answered) {
        Ok(read_only) => read_only,
        Err(why) => return turn_away(&shared, &mut stream, &peer, why.to_string()),
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
        maps,
    } = match take_seat(&shared, 0, &peer, read_only, socket) {
        Ok(seat) => seat,
        Err(why) => return turn_away(&shared, &mut stream, &peer, why.to_string()),
    };
    shared.comes_or_goes(
        &peer,
        read_only,
        format!(
            "viewer {peer}: connected{}",
            if read_only { " (read-only)" } else { "" }
        ),
    );
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
    match write_all(&mut stream, welcome, history, &rx, [&frame, &maps], &shared) {
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
    super::maps::leave(&shared, id);
    let _ = stream.shutdown(Shutdown::Both);
    shared.writers.fetch_sub(1, Ordering::SeqCst);
    if let Ok(r) = reader {
        let _ = r.join();
    }
}

/// Writes the welcome, the history and then live messages; `Ok(Some(why))` when the server
/// ends it (after everything queued), `Ok(None)` when the viewer left.
fn write_all(
    stream: &mut TcpStream,
    welcome: ServerMessage,
    history: Vec<Bytes>,
    rx: &Receiver<Bytes>,
    slots: [&Mutex<Option<Bytes>>; 2],
    shared: &Shared,
) -> std::io::Result<Option<String>> {
    let mut w = std::io::BufWriter::with_capacity(1 << 16, stream.try_clone()?);
    write_message(&mut w, &welcome)?;
    for bytes in history {
        w.write_all(&bytes)?;
    }
    write_message(&mut w, &ServerMessage::Live)?;
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
        // The newest screen, and the newest saliency maps when it asked for them.
        for slot in slots {
            let newest = slot.lock().ok().and_then(|mut f| f.take());
            if let Some(bytes) = newest {
                w.write_all(&bytes)?;
            }
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
    stream: TcpStream,
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
        id,
        peer: &peer,
        read_only,
        refused: 0,
    };
    let reply = |why: String| {
        let Ok(bytes) = Encoded::of(&ServerMessage::Refused(why)) else {
            return true;
        };
        !matches!(queue.try_send(bytes), Err(TrySendError::Full(_)))
    };
    let mut budget = Budget::new(Instant::now(), read_only);
    // Buffered: a burst of small messages costs one read of the socket, not two a message.
    let mut messages = BufReader::with_capacity(4096, &stream);
    let why = loop {
        let read = read_message_up_to::<ClientMessage>(&mut messages, MAX_CLIENT_MESSAGE);
        // Every message counts against the seat's budget: a viewer over it is read no faster.
        if read.is_ok() {
            shared.messages.fetch_add(1, Ordering::Relaxed);
            budget.pace();
        }
        let command = match read {
            Ok(ClientMessage::Command(command)) => command,
            Ok(ClientMessage::Maps(wish)) => {
                gate.maps(wish);
                continue;
            }
            Ok(ClientMessage::Hello { .. } | ClientMessage::Answer { .. }) => {
                break Some("a second hello".to_string())
            }
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
    super::maps::leave(&shared, id);
    drop(queue);
    let _ = stream.shutdown(Shutdown::Both);
}
