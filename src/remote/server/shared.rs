//! What the server's threads share: who may do what ([`Access`]), each side's history and
//! viewers, the count of connections still saying hello, and the run's end.

use super::backlog::{Backlog, Bytes};
use super::limits::{MAX_HANDSHAKES, MAX_HANDSHAKES_PER_PEER};
use super::log::{host_of, log, RefusalLog};
use crate::protocol::TrainerCommand;
use crate::remote::access::addr::is_loopback;
use crossbeam_channel::Sender;
use std::collections::HashMap;
use std::net::{IpAddr, Shutdown, SocketAddr, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

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
    pub(super) fn close(&self, why: &str) {
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
    pub stop: AtomicBool,
    /// When the server started: events are dated from it.
    pub started: Instant,
    /// Writer threads still running.
    pub writers: AtomicUsize,
    handshakes: Mutex<Handshakes>,
    /// The refusals said on stderr, per address and window.
    refusals: Mutex<RefusalLog>,
    /// The address it listens on.
    local: SocketAddr,
}

impl Shared {
    /// The shared state of a server for `access`, listening on `local`, serving one side per
    /// trainer's `commands`.
    pub fn new(access: Access, local: SocketAddr, commands: Vec<Sender<TrainerCommand>>) -> Self {
        Self {
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
            refusals: Mutex::new(RefusalLog::default()),
            local,
        }
    }

    /// A place among the connections saying hello for one from `ip`, when there is room
    /// ([`MAX_HANDSHAKES`] in all, [`MAX_HANDSHAKES_PER_PEER`] from one address); `None` (and
    /// the connection counted as refused) otherwise.
    pub fn handshake_slot(self: &Arc<Self>, ip: IpAddr) -> Option<HandshakeSlot> {
        let mut h = self.handshakes.lock().ok()?;
        let from_peer = h.per_peer.get(&ip).copied().unwrap_or(0);
        if h.total >= MAX_HANDSHAKES || from_peer >= MAX_HANDSHAKES_PER_PEER {
            h.refused += 1;
            return None;
        }
        h.total += 1;
        *h.per_peer.entry(ip).or_insert(0) += 1;
        Some(HandshakeSlot {
            shared: Arc::clone(self),
            ip,
        })
    }

    /// Says `line` about a refusal of `peer` (a 404, a 403, a bad hello, no seat), unless
    /// its address was refused in the last 5 s: then it is counted, and said with the others
    /// when the window ends ([`Shared::report_refused`]).
    pub fn refused(&self, peer: &str, line: String) {
        let say = self
            .refusals
            .lock()
            .map_or(true, |mut r| r.first(host_of(peer), Instant::now()));
        if say {
            log(line);
        }
    }

    /// Says how many connections were closed unheard since the last report, at most every
    /// 5 s (or `now`), and how many refusals each address had that were counted, not said.
    pub fn report_refused(&self, now: bool) {
        let counted = self
            .refusals
            .lock()
            .map(|mut r| r.ended(Instant::now(), now))
            .unwrap_or_default();
        for line in counted {
            log(line);
        }
        let Ok(mut h) = self.handshakes.lock() else {
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

    /// Forgets viewer `id` on every side.
    pub fn remove(&self, id: u64) {
        for side in &self.sides {
            if let Ok(mut s) = side.state.lock() {
                s.viewers.retain(|v| v.id != id);
            }
        }
    }

    /// Milliseconds since the server started.
    pub fn uptime_ms(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }

    /// Whether other machines can reach the server.
    pub fn beyond_loopback(&self) -> bool {
        !is_loopback(&self.local)
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
