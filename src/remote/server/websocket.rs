//! One browser page's WebSocket on the trainer's side: the upgrade (checked: a page of another
//! site, or a name that could be rebound to this machine, may neither read nor steer the
//! run), the page's hello within the connection's deadline, a seat like any viewer's, then one
//! thread that sends the history and the live events as JSON and the newest screen when the
//! page has drawn the last, and reads the page's commands between.
//!
//! The limits are the binary protocol's ([`super::limits`]): the same seats, queue, deadline,
//! token and refusals; a page's message is at most [`MAX_CLIENT_MESSAGE`] bytes.

use super::admission::{admission, take_seat, CommandGate, Seat, Verdict};
use super::limits::{HELLO_DEADLINE, WRITE_TIMEOUT};
use super::log::log;
use super::request::{refuse, Refusal, Request};
use super::shared::{HandshakeSlot, Shared};
use crate::remote::access::token::token_matches;
use crate::remote::wire::page::{
    page_form_of_encoded, parse_page_message, welcome, PageForm, PageMessage,
};
use crate::remote::wire::{ServerMessage, MAX_CLIENT_MESSAGE, VERSION};
use std::io::{Read, Write};
use std::net::{IpAddr, Shutdown, TcpStream};
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

/// Whether a WebSocket request may go on. Its `Host` must name this machine as no other site
/// can (an IP address, or `localhost`), unless the server listens beyond loopback (where the
/// token guards reading); its `Origin`, which browsers always send, must be the page's own.
/// A request without `Origin` comes from a program, not a page, and may go on (it could use
/// the binary protocol as well).
pub fn check_origin(request: &Request, beyond_loopback: bool) -> Result<(), Refusal> {
    let host = request
        .header("host")
        .ok_or_else(|| Refusal::new(400, "a request without one Host header"))?
        .to_ascii_lowercase();
    let name = host_name(&host);
    let local_name =
        name.parse::<IpAddr>().is_ok() || name == "localhost" || name.ends_with(".localhost");
    if !beyond_loopback && !local_name {
        return Err(Refusal::new(
            403,
            format!(
                "Host {host}: this trainer serves on loopback; open it as \
                 http://localhost:PORT or http://127.0.0.1:PORT"
            ),
        ));
    }
    match request.header("origin").map(str::to_ascii_lowercase) {
        None => Ok(()),
        Some(origin)
            if origin == format!("http://{host}") || origin == format!("https://{host}") =>
        {
            Ok(())
        }
        Some(origin) => Err(Refusal::new(
            403,
            format!(
                "a page from {origin} may not watch or steer this run (it is served as {host})"
            ),
        )),
    }
}

/// The name in a `Host` value, without its port (`[::1]:7878` gives `::1`).
fn host_name(host: &str) -> &str {
    if let Some(rest) = host.strip_prefix('[') {
        return rest.split(']').next().unwrap_or("");
    }
    match host.rsplit_once(':') {
        Some((name, port)) if port.bytes().all(|b| b.is_ascii_digit()) => name,
        _ => host,
    }
}

/// Checks the upgrade and returns the `Sec-WebSocket-Accept` for its key, and the side it
/// asks for (`?side=N`, of `sides`; 0 when not said).
fn check_upgrade(
    request: &Request,
    beyond_loopback: bool,
    sides: usize,
) -> Result<(String, usize), Refusal> {
    if request.method != "GET" {
        return Err(Refusal::new(405, "a WebSocket opens with GET"));
    }
    if !request.header_lists("upgrade", "websocket")
        || !request.header_lists("connection", "upgrade")
    {
        return Err(Refusal::new(
            426,
            "/ws is the page's WebSocket: open http://HOST:PORT/ in a browser instead",
        ));
    }
    if request.header("sec-websocket-version") != Some("13") {
        return Err(Refusal::new(426, "WebSocket version 13 only"));
    }
    let key = request
        .header("sec-websocket-key")
        .filter(|k| !k.is_empty() && k.len() <= 64)
        .ok_or_else(|| Refusal::new(400, "a WebSocket request without its key"))?;
    check_origin(request, beyond_loopback)?;
    let side = match request.query_value("side") {
        None => 0,
        Some(side) => match side.parse::<usize>() {
            Ok(i) if i < sides => i,
            _ => return Err(Refusal::new(404, format!("no side {side} in this run"))),
        },
    };
    Ok((
        tungstenite::handshake::derive_accept_key(key.as_bytes()),
        side,
    ))
}

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
    let (accept, side) = match check_upgrade(&request, shared.beyond_loopback(), shared.sides.len())
    {
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
    // A page turned away is a refusal, said once per address and window; one that left
    // before its hello is said as such.
    let bye = |ws: &mut WebSocket<Socket>, why: String| {
        let line = format!("browser {peer}: closed: {why}");
        if why == LEFT_BEFORE_HELLO {
            log(line);
        } else {
            shared.refused(&peer, line);
        }
        let text = serde_json::to_string(&ServerMessage::Bye(why)).unwrap_or_default();
        let _ = ws.send(Message::text(text));
        let _ = ws.close(None);
        let _ = ws.flush();
        let _ = stream.shutdown(Shutdown::Both);
    };
    let token = match read_hello(&mut ws) {
        Ok(token) => token,
        Err(why) => return bye(&mut ws, why.to_string()),
    };
    drop(slot);
    let token_holder = token
        .as_deref()
        .is_some_and(|t| token_matches(t, &shared.access.token));
    let read_only = match admission(&shared, token_holder) {
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
    log(format!(
        "browser {peer}: connected{}",
        if read_only { " (read-only)" } else { "" }
    ));
    ws.get_mut().deadline = None;
    let _ = stream.set_read_timeout(Some(POLL));
    let _ = stream.set_write_timeout(Some(WRITE_TIMEOUT));
    let mut gate = CommandGate {
        shared: &shared,
        side,
        peer: &peer,
        read_only,
        refused: 0,
    };
    match session(&mut ws, seat, &mut gate) {
        Ok(Some(why)) => bye(&mut ws, why),
        Ok(None) => log(format!("browser {peer}: left")),
        Err(e) if timed_out(&e) => log(format!(
            "browser {peer}: closed: it stopped reading (a write waited {} s)",
            WRITE_TIMEOUT.as_secs()
        )),
        Err(e) => bye(&mut ws, e.to_string()),
    }
    shared.remove(id);
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

/// The page's hello: its token, if it has one; an error says why it is turned away.
fn read_hello(ws: &mut WebSocket<Socket>) -> Result<Option<String>, HelloError> {
    loop {
        match ws.read() {
            Ok(Message::Text(text)) => {
                return match parse_page_message(text.as_str())? {
                    PageMessage::Hello { version, token } if version == VERSION => Ok(token),
                    PageMessage::Hello { version, .. } => Err(HelloError::Version(version)),
                    _ => Err(HelloError::NotHello),
                };
            }
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
        history, rx, frame, ..
    } = seat;
    let mut batch = Batch::default();
    let send = |ws: &mut WebSocket<Socket>, batch: &mut Batch, bytes: &[u8]| {
        match page_form_of_encoded(bytes) {
            Ok(PageForm::Text(text)) => batch.push(ws, &text),
            // Events first: the page sees them in the order they were published.
            Ok(PageForm::Screen(pixels)) => {
                batch.flush(ws)?;
                ws.write(Message::binary(pixels))
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
    loop {
        // Read before the queue is drained: whatever was published before the end is sent.
        let closing = shared.closing.load(Ordering::SeqCst);
        match ws.read() {
            Ok(Message::Text(text)) => match parse_page_message(text.as_str()) {
                Ok(PageMessage::Drawn) => drawn = true,
                Ok(PageMessage::Command(command)) => match gate.judge(command) {
                    Verdict::Forwarded => {}
                    Verdict::Refused(why) => {
                        let text =
                            serde_json::to_string(&ServerMessage::Refused(why)).unwrap_or_default();
                        batch.push(ws, &text)?;
                    }
                    Verdict::Close(why) => return Ok(Some(why)),
                },
                Ok(PageMessage::Hello { .. }) => return Ok(Some("a second hello".into())),
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
    use crate::remote::server::request::parse_request;

    fn request(host: &str, origin: Option<&str>) -> Request {
        let origin = origin.map_or(String::new(), |o| format!("Origin: {o}\r\n"));
        parse_request(format!("GET /ws HTTP/1.1\r\nHost: {host}\r\n{origin}\r\n").as_bytes())
            .unwrap()
    }

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
        let hello = format!(r#"{{"Hello":{{"version":{VERSION},"token":"abc"}}}}"#);
        client.send(Message::text(hello)).unwrap();
        assert_eq!(said(read_hello(&mut server)), Ok(Some("abc".to_string())));
    }

    #[test]
    fn only_the_pages_own_origin_on_a_local_name_may_connect() {
        for (host, origin) in [
            ("127.0.0.1:7878", Some("http://127.0.0.1:7878")),
            ("localhost:9000", Some("http://localhost:9000")),
            ("[::1]:7878", Some("http://[::1]:7878")),
            ("LOCALHOST:7878", Some("http://localhost:7878")),
            ("127.0.0.1:7878", None),
        ] {
            assert_eq!(
                check_origin(&request(host, origin), false),
                Ok(()),
                "{host}"
            );
        }
        for (host, origin) in [
            // Another site's page in the user's browser.
            ("127.0.0.1:7878", Some("http://evil.example")),
            ("127.0.0.1:7878", Some("null")),
            ("127.0.0.1:7878", Some("http://127.0.0.1:7879")),
            // A name rebound to 127.0.0.1 (DNS rebinding): same origin, but not a local name.
            ("evil.example:7878", Some("http://evil.example:7878")),
            ("evil.example:7878", None),
        ] {
            let refused = check_origin(&request(host, origin), false).unwrap_err();
            assert_eq!(refused.status, 403, "{host} {origin:?}");
        }
        // Beyond loopback any name may be used (the token guards reading); the origin still
        // has to be the page's.
        assert_eq!(
            check_origin(
                &request("gpu-node:7878", Some("http://gpu-node:7878")),
                true
            ),
            Ok(())
        );
        assert!(
            check_origin(&request("gpu-node:7878", Some("http://evil.example")), true).is_err()
        );
    }
}
