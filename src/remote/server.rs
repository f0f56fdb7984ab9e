//! The trainer's side: a listener on its own thread, and per viewer a writer thread (the
//! run's history, then live events and the newest screen) and a reader thread (commands).
//! Publishing only queues bytes, so a slow, stalled or vanished viewer never slows the
//! trainer: frames are dropped for a viewer that is behind (it keeps only the newest), events
//! are not (a viewer [`MAX_PENDING`] events behind has its socket closed instead).
//!
//! Limits that hold under abuse: at most [`MAX_HANDSHAKES`] connections still saying hello
//! ([`MAX_HANDSHAKES_PER_PEER`] from one address; more are closed at once), each with
//! [`HELLO_DEADLINE`] for its whole hello; [`MAX_VIEWERS`] viewers a run (a race serves two), of which read-only ones
//! may hold [`MAX_READ_ONLY`], so the token's holder always has a seat; a read-only viewer
//! that keeps sending commands is closed after [`MAX_REFUSED`]; the history is capped
//! ([`super::backlog`]). So the process never runs more than about
//! `MAX_HANDSHAKES + 2 * MAX_VIEWERS` threads a run for its viewers, whatever arrives.
//!
//! When the run ends ([`Server::finish`], or dropping the server), every viewer is sent the
//! events up to the last one (the run's `Stopped`), then `Bye`, within [`FINISH_WAIT`]: a
//! viewer that does not take them by then has its socket closed, and the trainer exits.

use super::backlog::{Backlog, Bytes};
use super::wire::ServerMessage;
use crate::protocol::{FrameMessage, TrainerCommand, TrainerEvent};
use crossbeam_channel::{Sender, TrySendError};
use std::collections::HashMap;
use std::net::{IpAddr, Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// Events a viewer may have queued before its socket is closed as too far behind.
pub const MAX_PENDING: usize = 100_000;
/// Viewers of a run at once (a race's page watches each side on its own socket).
pub const MAX_VIEWERS: usize = 16;
/// Read-only viewers at once: the other seats are kept for the token's holders.
pub const MAX_READ_ONLY: usize = 12;
/// Connections still saying hello, at once.
pub const MAX_HANDSHAKES: usize = 32;
/// Connections still saying hello from one address, at once.
pub const MAX_HANDSHAKES_PER_PEER: usize = 8;
/// How long a new connection has, in all, to say hello.
pub const HELLO_DEADLINE: Duration = Duration::from_secs(5);
/// Commands refused to a read-only viewer before it is closed.
pub const MAX_REFUSED: usize = 64;

/// The least time between two progress reports the history keeps, ms.
pub const PROGRESS_HISTORY_MS: u64 = 1000;
/// How long the end of a run waits for its viewers to take its last events.
pub const FINISH_WAIT: Duration = Duration::from_secs(5);
/// How long a write to a viewer may block before the viewer is closed.
pub(super) const WRITE_TIMEOUT: Duration = Duration::from_secs(10);

/// Who may do what on this server.
#[derive(Clone, Debug)]
pub struct Access {
    /// The token that allows commands (and, with `token_to_watch`, watching).
    pub token: String,
    /// Viewers without the token are turned away (a server reachable off loopback, unless
    /// `--public-read`).
    pub token_to_watch: bool,
}

impl Access {
    /// Anyone may watch; the token's holders may steer.
    pub fn watch_freely(token: String) -> Self {
        Self {
            token,
            token_to_watch: false,
        }
    }
}

pub(super) struct Viewer {
    pub id: u64,
    pub peer: String,
    pub read_only: bool,
    pub queue: Sender<Bytes>,
    pub frame: Arc<Mutex<Option<Bytes>>>,
    /// A handle on the socket, to close it from outside its threads.
    pub socket: TcpStream,
}

impl Viewer {
    fn close(&self, why: &str) {
        log(format!("viewer {}: closed: {why}", self.peer));
        let _ = self.socket.shutdown(Shutdown::Both);
    }
}

#[derive(Default)]
pub(super) struct State {
    /// Encoded events for new viewers, in order.
    pub backlog: Backlog,
    /// The newest progress report when the history did not keep it, replayed after the
    /// history.
    pub progress: Option<Bytes>,
    /// When the history last kept a progress report (ms of the run's time).
    pub progress_kept_ms: Option<u64>,
    pub viewers: Vec<Viewer>,
}

/// One run's side of the server (a race has two: QDagger, then DQN): its trainer's commands,
/// and its history and viewers.
pub(super) struct Side {
    pub commands: Sender<TrainerCommand>,
    pub state: Mutex<State>,
}

/// Connections still saying hello, in all and per address.
#[derive(Default)]
struct Handshakes {
    total: usize,
    per_peer: HashMap<IpAddr, usize>,
    refused: u64,
    last_report: Option<Instant>,
}

pub(super) struct Shared {
    pub access: Access,
    /// The runs served: one, or a race's two.
    pub sides: Vec<Side>,
    /// The next viewer's id.
    pub next_id: AtomicU64,
    /// The run has ended: writers send what is queued, then `Bye`.
    pub closing: AtomicBool,
    /// Stop accepting.
    stop: AtomicBool,
    /// When the server started: events are dated from it.
    pub started: Instant,
    /// Writer threads still running.
    pub writers: AtomicUsize,
    handshakes: Mutex<Handshakes>,
    /// The address it listens on.
    local: SocketAddr,
}

impl Shared {
    pub fn remove(&self, id: u64) {
        for side in &self.sides {
            if let Ok(mut s) = side.state.lock() {
                s.viewers.retain(|v| v.id != id);
            }
        }
    }

    pub fn uptime_ms(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }

    /// Whether other machines can reach the server.
    pub fn beyond_loopback(&self) -> bool {
        !super::addr::is_loopback(&self.local)
    }
}

/// A connection's place among those saying hello, given back when it is dropped.
pub(super) struct HandshakeSlot {
    shared: Arc<Shared>,
    ip: IpAddr,
}

impl Drop for HandshakeSlot {
    fn drop(&mut self) {
        if let Ok(mut h) = self.shared.handshakes.lock() {
            h.total = h.total.saturating_sub(1);
            if let Some(n) = h.per_peer.get_mut(&self.ip) {
                *n -= 1;
                if *n == 0 {
                    h.per_peer.remove(&self.ip);
                }
            }
        }
    }
}

/// A serving trainer's listener. Dropping it (or [`Server::finish`]) ends the run for its
/// viewers: each gets the events published so far, then `Bye`.
pub struct Server {
    shared: Arc<Shared>,
    addr: SocketAddr,
    accept: Option<JoinHandle<()>>,
}

pub(super) fn log(line: String) {
    eprintln!("serve: {line}");
}

impl Server {
    /// Listens on `addr`; anyone may watch, viewers that say hello with `token` may send
    /// commands.
    pub fn start(
        addr: SocketAddr,
        token: String,
        commands: Sender<TrainerCommand>,
    ) -> std::io::Result<Self> {
        Self::start_on(
            TcpListener::bind(addr)?,
            Access::watch_freely(token),
            commands,
        )
    }

    /// Serves on a listener already bound (so that a port in use is found before a run
    /// starts).
    pub fn start_on(
        listener: TcpListener,
        access: Access,
        commands: Sender<TrainerCommand>,
    ) -> std::io::Result<Self> {
        Self::start_sides(listener, access, vec![commands])
    }

    /// Serves several runs on one listener (a race: QDagger, then DQN), each with its
    /// trainer's commands: the app and `watch` see the first, a browser page all of them.
    pub fn start_sides(
        listener: TcpListener,
        access: Access,
        commands: Vec<Sender<TrainerCommand>>,
    ) -> std::io::Result<Self> {
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let shared = Arc::new(Shared {
            access,
            sides: commands
                .into_iter()
                .map(|commands| Side {
                    commands,
                    state: Mutex::new(State::default()),
                })
                .collect(),
            next_id: AtomicU64::new(0),
            closing: AtomicBool::new(false),
            stop: AtomicBool::new(false),
            started: Instant::now(),
            writers: AtomicUsize::new(0),
            handshakes: Mutex::new(Handshakes::default()),
            local: addr,
        });
        let s = Arc::clone(&shared);
        let accept = std::thread::Builder::new()
            .name("serve-accept".into())
            .spawn(move || accept_loop(listener, s))?;
        Ok(Self {
            shared,
            addr,
            accept: Some(accept),
        })
    }

    /// The address it listens on (the port chosen when 0 was asked).
    pub fn local_addr(&self) -> SocketAddr {
        self.addr
    }

    /// Viewers connected now, of every side.
    pub fn viewers(&self) -> usize {
        self.shared
            .sides
            .iter()
            .map(|side| side.state.lock().map_or(0, |s| s.viewers.len()))
            .sum()
    }

    /// Sends `event` to every viewer and keeps it for later ones. Never blocks on a viewer.
    pub fn publish(&self, event: &TrainerEvent) {
        self.publish_on(0, event)
    }

    /// Offers `frame` to every viewer: each keeps only the newest it has not sent yet.
    pub fn publish_frame(&self, frame: &FrameMessage) {
        self.publish_frame_on(0, frame)
    }

    /// [`Server::publish`] for side `side` (a race's: 0 QDagger, 1 DQN).
    pub fn publish_on(&self, side: usize, event: &TrainerEvent) {
        self.publish_as(side, event, false)
    }

    /// [`Server::publish_on`] for an event of a resumed run's earlier history (see
    /// [`super::history`]), which comes all at once: its progress reports are all kept, as
    /// they stand for the run's earlier stretch, not for this moment.
    pub fn publish_history_on(&self, side: usize, event: &TrainerEvent) {
        self.publish_as(side, event, true)
    }

    fn publish_as(&self, side: usize, event: &TrainerEvent, history: bool) {
        let Some(side) = self.shared.sides.get(side) else {
            return;
        };
        let at_ms = self.shared.uptime_ms();
        let message = ServerMessage::Event {
            at_ms,
            event: event.clone(),
        };
        let bytes: Bytes = Arc::new(super::wire::encode(&message));
        let Ok(mut s) = side.state.lock() else {
            return;
        };
        match event {
            // Five a second live; one a second in the history, where the steps per second and
            // epsilon of a viewer that connects later come from.
            TrainerEvent::Progress { .. } if history => s.backlog.push(event, Arc::clone(&bytes)),
            TrainerEvent::Progress { .. } => {
                if s.progress_kept_ms
                    .is_none_or(|t| at_ms >= t + PROGRESS_HISTORY_MS)
                {
                    s.progress_kept_ms = Some(at_ms);
                    s.backlog.push(event, Arc::clone(&bytes));
                    s.progress = None;
                } else {
                    s.progress = Some(Arc::clone(&bytes));
                }
            }
            // Screen-by-screen detail and the local channel's own bookkeeping: live only.
            TrainerEvent::QValues { .. } | TrainerEvent::Dropped(_) => {}
            _ => s.backlog.push(event, Arc::clone(&bytes)),
        }
        s.viewers
            .retain(|v| match v.queue.try_send(Arc::clone(&bytes)) {
                Ok(()) => true,
                Err(TrySendError::Full(_)) => {
                    v.close(&format!("more than {MAX_PENDING} events behind"));
                    false
                }
                Err(TrySendError::Disconnected(_)) => {
                    let _ = v.socket.shutdown(Shutdown::Both);
                    false
                }
            });
    }

    /// Whether a viewer of side `side` would take a screen now: one has sent (a page: drawn)
    /// the last it was offered. Screens are copied from the game only then, so a run watched
    /// by pages that draw 15 screens a second copies about 15, not the pump's cap.
    pub fn wants_frame_on(&self, side: usize) -> bool {
        let Some(side) = self.shared.sides.get(side) else {
            return false;
        };
        let Ok(s) = side.state.lock() else {
            return false;
        };
        s.viewers
            .iter()
            .any(|v| v.frame.lock().is_ok_and(|slot| slot.is_none()))
    }

    /// [`Server::publish_frame`] for side `side`.
    pub fn publish_frame_on(&self, side: usize, frame: &FrameMessage) {
        let Some(side) = self.shared.sides.get(side) else {
            return;
        };
        let Ok(s) = side.state.lock() else {
            return;
        };
        if s.viewers.is_empty() {
            return;
        }
        let bytes: Bytes = Arc::new(super::wire::encode(&ServerMessage::Frame(frame.clone())));
        for v in &s.viewers {
            if let Ok(mut slot) = v.frame.lock() {
                *slot = Some(Arc::clone(&bytes));
            }
        }
    }

    /// Ends serving: stops accepting, sends every viewer what was published (the run's last
    /// events), then `Bye`, and waits for them at most [`FINISH_WAIT`]; a viewer still
    /// behind then has its socket closed. Returns how many viewers got everything.
    pub fn finish(mut self) -> usize {
        self.end()
    }

    fn end(&mut self) -> usize {
        let Some(accept) = self.accept.take() else {
            return 0;
        };
        self.shared.stop.store(true, Ordering::SeqCst);
        let _ = accept.join();
        let viewers = self.viewers();
        self.shared.closing.store(true, Ordering::SeqCst);
        let deadline = Instant::now() + FINISH_WAIT;
        while self.shared.writers.load(Ordering::SeqCst) > 0 && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(10));
        }
        let mut late = 0;
        for side in &self.shared.sides {
            let Ok(mut s) = side.state.lock() else {
                continue;
            };
            late += s.viewers.len();
            for v in s.viewers.drain(..) {
                v.close(&format!(
                    "it did not take the run's last events within {} s",
                    FINISH_WAIT.as_secs()
                ));
            }
        }
        viewers.saturating_sub(late)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.end();
    }
}

fn accept_loop(listener: TcpListener, shared: Arc<Shared>) {
    while !shared.stop.load(Ordering::SeqCst) {
        match listener.accept() {
            Ok((stream, peer)) => admit(stream, peer, &shared),
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                report_refused(&shared, false);
                std::thread::sleep(Duration::from_millis(20));
            }
            Err(e) => {
                log(format!("accept failed: {e}"));
                std::thread::sleep(Duration::from_millis(200));
            }
        }
    }
    report_refused(&shared, true);
}

/// A new connection gets a thread for its hello when there is room; otherwise it is closed
/// at once (and counted, not logged one by one).
fn admit(stream: TcpStream, peer: SocketAddr, shared: &Arc<Shared>) {
    let ip = peer.ip();
    {
        let Ok(mut h) = shared.handshakes.lock() else {
            return;
        };
        let from_peer = h.per_peer.get(&ip).copied().unwrap_or(0);
        if h.total >= MAX_HANDSHAKES || from_peer >= MAX_HANDSHAKES_PER_PEER {
            h.refused += 1;
            drop(h);
            let _ = stream.shutdown(Shutdown::Both);
            return;
        }
        h.total += 1;
        *h.per_peer.entry(ip).or_insert(0) += 1;
    }
    let slot = HandshakeSlot {
        shared: Arc::clone(shared),
        ip,
    };
    let s = Arc::clone(shared);
    let spawned = std::thread::Builder::new()
        .name("serve-viewer".into())
        .spawn(move || super::viewer::serve(stream, peer.to_string(), s, slot));
    if let Err(e) = spawned {
        log(format!("viewer {peer}: closed: no thread for it ({e})"));
    }
}

/// Says how many connections were closed unheard since the last report, at most every 5 s.
fn report_refused(shared: &Shared, now: bool) {
    let Ok(mut h) = shared.handshakes.lock() else {
        return;
    };
    let due = now
        || h.last_report
            .is_none_or(|t| t.elapsed() >= Duration::from_secs(5));
    if h.refused > 0 && due {
        log(format!(
            "{} connections closed unheard: {MAX_HANDSHAKES} were already saying hello \
             ({MAX_HANDSHAKES_PER_PEER} from one address at most)",
            h.refused
        ));
        h.refused = 0;
        h.last_report = Some(Instant::now());
    }
}
