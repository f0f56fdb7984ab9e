//! One browser page's WebSocket on the trainer's side: the upgrade (checked: a page of another
//! site, or a name that could be rebound to this machine, may neither read nor steer the
//! run), the page's hello within the connection's deadline, a seat like any viewer's, then one
//! thread that sends the history and the live events as JSON and the newest screen when the
//! page has drawn the last, and reads the page's commands between.
//!
//! The limits are the binary protocol's ([`super::limits`]): the same seats, queue, deadline,
//! token and refusals; a page's message is at most [`MAX_CLIENT_MESSAGE`] bytes.

use super::admission::{admission, take_seat, CommandGate, Seat, Verdict};
use super::budget::Budget;
use super::handshake::Challenge;
use super::limits::{HELLO_DEADLINE, WRITE_TIMEOUT};
use super::log::log;
use super::message::Bytes;
use super::request::{refuse, Request};
use super::shared::{HandshakeSlot, Shared};
use super::upgrade::check_upgrade;
use crate::remote::wire::page::{parse_page_message, welcome, PageForm, PageMessage};
use crate::remote::wire::{ServerMessage, MAX_CLIENT_MESSAGE, VERSION};
use std::io::{Read, Write};
use std::net::{Shutdown, TcpStream};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tungstenite::protocol::{Role, WebSocketConfig};
use tungstenite::{Message, WebSocket};

/// How long a read of the page waits before the thread looks at its queue again.
const POLL: Duration = Duration::from_millis(30);
/// A batch of text messages is sent once it holds this many bytes (or at once, when the
/// queue is empty).
const BATCH_BYTES: usize = 64 << 10;

/// The socket under the WebSocket: reads end at `deadline` while the page says hello (however
/// it spaces its bytes), then wait at most [`POLL`].
struct Socket {
    stream: TcpStream,
    deadline: Option<Instant>,
}

impl Read for Socket {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if let Some(deadline) = self.deadline {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(std::io::Error::new(
                    std::io::ErrorKind::TimedOut,
                    "its time to say hello ran out",
                ));
            }
            self.stream.set_read_timeout(Some(left))?;
        }
        self.stream.read(buf)
    }
}

impl Write for Socket {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.stream.write(buf)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.stream.flush()
    }
}

fn timed_out(e: &tungstenite::Error) -> bool {
    matches!(e, tungstenite::Error::Io(io) if matches!(
        io.kind(),
        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
    ))
}

/// A page's connection, from its upgrade request to its end.
pub(super) fn serve(
    mut stream: TcpStream,
    peer: String,
    shared: Arc<Shared>,
    slot: HandshakeSlot,
    deadline: Instant,
    request: Request,
    rest: Vec<u8>,
) {
    let (accept, side) = match check_upgrade(&request, &shared.host_names(), shared.sides.len()) {
        Ok(checked) => checked,
        Err(refusal) => return refuse(&shared, &mut stream, &peer, &refusal),
    };
    let answer = format!(
        "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Accept: {accept}\r\n\r\n"
    );
    if stream.write_all(answer.as_bytes()).is_err() {
        return;
    }
    let Ok(socket) = stream.try_clone() else {
        return;
    };
    let config = WebSocketConfig::default()
        .max_message_size(Some(MAX_CLIENT_MESSAGE))
        .max_frame_size(Some(MAX_CLIENT_MESSAGE))
        .read_buffer_size(16 << 10)
        .max_write_buffer_size(4 << 20);
    let mut ws = WebSocket::from_partially_read(
        Socket {
            stream: socket,
            deadline: Some(deadline),
        },
        rest,
        Role::Server,
        Some(config),
    );
    // A page turned away, or one that left before its hello, is said once per address and
    // window (a peer can make either as often as it likes).
    let bye = |ws: &mut WebSocket<Socket>, why: String| {
        shared.refused(&peer, format!("browser {peer}: closed: {why}"));
        let text = serde_json::to_string(&ServerMessage::Bye(why)).unwrap_or_default();
        let _ = ws.send(Message::text(text));
        let _ = ws.close(None);
        let _ = ws.flush();
        let _ = stream.shutdown(Shutdown::Both);
    };
    let challenge = match read_hello(&mut ws).and_then(|nonce| Ok(Challenge::new(nonce)?)) {
        Ok(challenge) => challenge,
        Err(why) => return bye(&mut ws, why.to_string()),
    };
    let said = serde_json::to_string(&challenge.message(&shared)).unwrap_or_default();
    if ws.send(Message::text(said)).is_err() {
        return;
    }
    let answer = read_answer(&mut ws);
    drop(slot);
    let (token_holder, answered) = match answer {
        Ok(mac) => (
            challenge.token_holder(&shared, mac.as_deref()),
            mac.is_some(),
        ),
        Err(why) => return bye(&mut ws, why.to_string()),
    };
    let read_only = match admission(&shared, token_holder, answered) {
        Ok(read_only) => read_only,
        Err(why) => return bye(&mut ws, why.to_string()),
    };
    let Ok(handle) = stream.try_clone() else {
        return;
    };
    let seat = match take_seat(&shared, side, &peer, read_only, handle) {
        Ok(seat) => seat,
        Err(why) => return bye(&mut ws, why.to_string()),
    };
    let id = seat.id;
    shared.comes_or_goes(
        &peer,
        read_only,
        format!(
            "browser {peer}: connected{}",
            if read_only { " (read-only)" } else { "" }
        ),
    );
    ws.get_mut().deadline = None;
    let _ = stream.set_read_timeout(Some(POLL));
    let _ = stream.set_write_timeout(Some(WRITE_TIMEOUT));
    let mut gate = CommandGate {
        shared: &shared,
        side,
        id,
        peer: &peer,
        read_only,
        refused: 0,
    };
    match session(&mut ws, seat, &mut gate) {
        Ok(Some(why)) => bye(&mut ws, why),
        Ok(None) => shared.comes_or_goes(&peer, read_only, format!("browser {peer}: left")),
        Err(e) if timed_out(&e) => log(format!(
            "browser {peer}: closed: it stopped reading (a write waited {} s)",
            WRITE_TIMEOUT.as_secs()
        )),
        Err(e) => bye(&mut ws, e.to_string()),
    }
    super::maps::leave(&shared, id);
    let _ = stream.shutdown(Shutdown::Both);
    shared.writers.fetch_sub(1, Ordering::SeqCst);
}

/// Why a socket closed that a page closed before its hello.
const LEFT_BEFORE_HELLO: &str = "it left before its hello";

/// Why a page's socket ends before its hello was taken.
#[derive(Debug, thiserror::Error)]
enum HelloError {
    /// Its first message is no message of a page.
    #[error(transparent)]
    Malformed(#[from] crate::remote::wire::page::PageError),
    /// Another version of the protocol.
    #[error("protocol version {0}, this trainer speaks {VERSION} (reload the page)")]
    Version(u32),
    /// A message of a page, but not a hello.
    #[error("a message before its hello")]
    NotHello,
    /// A message of a page, but not the answer to the challenge.
    #[error("a message other than the answer to its challenge")]
    NotAnswer,
    /// A hello the server turns away (a nonce that is not one).
    #[error(transparent)]
    TurnedAway(#[from] super::admission::TurnedAway),
    /// A binary message.
    #[error("a binary message before its hello")]
    Binary,
    /// The page closed its socket (a tab shut at once): it left, nothing broke.
    #[error("{LEFT_BEFORE_HELLO}")]
    Left,
    /// No hello in time.
    #[error("no hello within {} s", HELLO_DEADLINE.as_secs())]
    Late,
    /// The socket failed.
    #[error(transparent)]
    Socket(#[from] tungstenite::Error),
}

/// The page's hello: its nonce, if it sent one; an error says why it is turned away.
fn read_hello(ws: &mut WebSocket<Socket>) -> Result<Option<String>, HelloError> {
    match read_first(ws)? {
        PageMessage::Hello { version, nonce } if version == VERSION => Ok(nonce),
        PageMessage::Hello { version, .. } => Err(HelloError::Version(version)),
        _ => Err(HelloError::NotHello),
    }
}

/// The page's answer to the challenge: its MAC, if it has the token.
fn read_answer(ws: &mut WebSocket<Socket>) -> Result<Option<String>, HelloError> {
    match read_first(ws)? {
        PageMessage::Answer { mac } => Ok(mac),
        _ => Err(HelloError::NotAnswer),
    }
}

/// The page's next message, while it says hello.
fn read_first(ws: &mut WebSocket<Socket>) -> Result<PageMessage, HelloError> {
    loop {
        match ws.read() {
            Ok(Message::Text(text)) => return Ok(parse_page_message(text.as_str())?),
            Ok(Message::Binary(_)) => return Err(HelloError::Binary),
            Ok(Message::Close(_))
            | Err(tungstenite::Error::ConnectionClosed | tungstenite::Error::AlreadyClosed) => {
                return Err(HelloError::Left)
            }
            Ok(_) => continue,
            Err(e) if timed_out(&e) => return Err(HelloError::Late),
            Err(e) => return Err(e.into()),
        }
    }
}

/// Sends the welcome, the history and the live events, reading the page's messages between;
/// `Ok(Some(why))` when the server ends it (the run ended, or the page broke a rule),
/// `Ok(None)` when the page left.
fn session(
    ws: &mut WebSocket<Socket>,
    seat: Seat,
    gate: &mut CommandGate,
) -> tungstenite::Result<Option<String>> {
    let (shared, peer) = (gate.shared, gate.peer);
    let Seat {
        history,
        rx,
        frame,
        maps,
        ..
    } = seat;
    let mut batch = Batch::default();
    let send = |ws: &mut WebSocket<Socket>, batch: &mut Batch, bytes: &Bytes| {
        match bytes.page() {
            Ok(PageForm::Text(text)) => batch.push(ws, text),
            // Events first: the page sees them in the order they were published.
            Ok(PageForm::Screen(pixels) | PageForm::Maps(pixels)) => {
                batch.flush(ws)?;
                ws.write(Message::binary(pixels.clone()))
            }
            // An event the page cannot be sent (a path that is not UTF-8): left out.
            Err(why) => {
                log(format!("browser {peer}: an event left out: {why}"));
                Ok(())
            }
        }
    };
    ws.write(Message::text(welcome(
        VERSION,
        gate.read_only,
        shared.uptime_ms(),
        gate.side,
        shared.sides.len(),
    )))?;
    for bytes in history {
        send(ws, &mut batch, &bytes)?;
    }
    batch.push(
        ws,
        &serde_json::to_string(&ServerMessage::Live).unwrap_or_default(),
    )?;
    batch.flush(ws)?;
    ws.flush()?;
    let mut drawn = true;
    let mut budget = Budget::new(Instant::now(), gate.read_only);
    loop {
        // Read before the queue is drained: whatever was published before the end is sent.
        let closing = shared.closing.load(Ordering::SeqCst);
        let read = ws.read();
        // Every message counts against the seat's budget (pings too): a page over it is read
        // no faster.
        if matches!(&read, Ok(m) if !m.is_close()) {
            shared.messages.fetch_add(1, Ordering::Relaxed);
            budget.pace();
        }
        match read {
            Ok(Message::Text(text)) => match parse_page_message(text.as_str()) {
                Ok(PageMessage::Drawn) => drawn = true,
                Ok(PageMessage::Maps(wish)) => gate.maps(wish),
                Ok(PageMessage::Command(command)) => match gate.judge(command) {
                    Verdict::Forwarded => {}
                    Verdict::Refused(why) => {
                        let text =
                            serde_json::to_string(&ServerMessage::Refused(why)).unwrap_or_default();
                        batch.push(ws, &text)?;
                    }
                    Verdict::Close(why) => return Ok(Some(why)),
                },
                Ok(PageMessage::Hello { .. } | PageMessage::Answer { .. }) => {
                    return Ok(Some("a second hello".into()))
                }
                Err(why) => return Ok(Some(why.to_string())),
            },
            Ok(Message::Binary(_)) => return Ok(Some("a binary message from the page".into())),
            Ok(Message::Close(_)) => return Ok(None),
            Ok(_) => {}
            Err(e) if timed_out(&e) => {}
            Err(tungstenite::Error::ConnectionClosed | tungstenite::Error::AlreadyClosed) => {
                return Ok(None)
            }
            Err(e) => return Err(e),
        }
        loop {
            match rx.try_recv() {
                Ok(bytes) => send(ws, &mut batch, &bytes)?,
                Err(crossbeam_channel::TryRecvError::Empty) => break,
                // The server let it go (too far behind: its socket is closed already).
                Err(crossbeam_channel::TryRecvError::Disconnected) => return Ok(None),
            }
        }
        if drawn {
            if let Some(bytes) = frame.lock().ok().and_then(|mut f| f.take()) {
                send(ws, &mut batch, &bytes)?;
                drawn = false;
            }
        }
        // The newest saliency maps, when the page asked for them (a few a second at most).
        if let Some(bytes) = maps.lock().ok().and_then(|mut f| f.take()) {
            send(ws, &mut batch, &bytes)?;
        }
        batch.flush(ws)?;
        ws.flush()?;
        if closing {
            for bytes in rx.try_iter() {
                send(ws, &mut batch, &bytes)?;
            }
            batch.flush(ws)?;
            return Ok(Some("the run has ended".into()));
        }
    }
}

/// Text messages gathered into one WebSocket message, one JSON value a line (JSON text never
/// holds a raw newline): a page handles a burst of events, or a long run's history, as a few
/// messages rather than one each (each message costs the browser an IPC hop and a task).
#[derive(Default)]
struct Batch {
    text: String,
}

impl Batch {
    /// Adds `json`; sends the batch once it holds [`BATCH_BYTES`].
    fn push(&mut self, ws: &mut WebSocket<Socket>, json: &str) -> tungstenite::Result<()> {
        if !self.text.is_empty() {
            self.text.push('\n');
        }
        self.text.push_str(json);
        if self.text.len() >= BATCH_BYTES {
            self.flush(ws)?;
        }
        Ok(())
    }

    /// Sends what it holds, if anything, as one message.
    fn flush(&mut self, ws: &mut WebSocket<Socket>) -> tungstenite::Result<()> {
        if self.text.is_empty() {
            return Ok(());
        }
        ws.write(Message::text(std::mem::take(&mut self.text)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A server-side socket and the client side of the same connection, on 127.0.0.1.
    fn socket_pair() -> (WebSocket<Socket>, WebSocket<TcpStream>) {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let client = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
        let (stream, _) = listener.accept().unwrap();
        let deadline = Some(Instant::now() + Duration::from_secs(5));
        (
            WebSocket::from_raw_socket(Socket { stream, deadline }, Role::Server, None),
            WebSocket::from_raw_socket(client, Role::Client, None),
        )
    }

    #[test]
    fn a_page_that_closes_before_its_hello_left_and_one_that_says_hello_gives_its_token() {
        let (mut server, mut client) = socket_pair();
        client.close(None).unwrap();
        client.flush().unwrap();
        let said = |r: Result<Option<String>, HelloError>| r.map_err(|e| e.to_string());
        assert_eq!(
            said(read_hello(&mut server)),
            Err(LEFT_BEFORE_HELLO.to_string())
        );
        // The same without a closing handshake (the TCP connection just ends) is not a
        // page leaving by the rules, and says what happened.
        let (mut server, client) = socket_pair();
        drop(client);
        let why = read_hello(&mut server).unwrap_err().to_string();
        assert_ne!(why, LEFT_BEFORE_HELLO, "{why}");
        let (mut server, mut client) = socket_pair();
        let hello = format!(r#"{{"Hello":{{"version":{VERSION},"nonce":"abc"}}}}"#);
        client.send(Message::text(hello)).unwrap();
        assert_eq!(said(read_hello(&mut server)), Ok(Some("abc".to_string())));
        // A page of the last version (which sent its token) is told to reload.
        let (mut server, mut client) = socket_pair();
        let old = r#"{"Hello":{"version":3,"token":"0123456789abcdef"}}"#;
        client.send(Message::text(old)).unwrap();
        let why = said(read_hello(&mut server)).unwrap_err();
        assert!(why.contains("version 3") && why.contains("reload"), "{why}");
    }
}
