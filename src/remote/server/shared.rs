//! What the server's threads share: who may do what ([`Access`]), each side's history and
//! viewers, the count of connections still saying hello, and the run's end.

use super::backlog::{Backlog, Bytes};
use super::crowd::{Crowd, Who};
use super::limits::{
    HELLO_DEADLINE, HELLO_DEADLINE_CROWDED, MAX_HANDSHAKES, MAX_HANDSHAKES_PER_PEER, MAX_RESPONSES,
    MAX_RESPONSES_PER_PEER,
};
use super::log::{host_of, log, RefusalLog};
use crate::protocol::TrainerCommand;
use crate::remote::access::addr::is_loopback;
use crossbeam_channel::Sender;
use std::net::{Shutdown, SocketAddr, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Who may do what on this server.
#[derive(Clone, Debug)]
pub struct Access {
    /// The token that allows commands (and, with `token_to_watch`, watching).
    pub token: String,
    /// Viewers without the token are turned away (the default; `--public-read` lets them
    /// watch).
    pub token_to_watch: bool,
}

impl Access {
    /// Only the token's holders may watch and steer (the default).
    pub fn private(token: String) -> Self {
        Self {
            token,
            token_to_watch: true,
        }
    }

    /// Anyone who can reach the server may watch (`--public-read`); the token's holders may
    /// steer.
    pub fn watch_freely(token: String) -> Self {
        Self {
            token,
            token_to_watch: false,
        }
    }
}

/// Which names a page may open the server by (its `Host`).
#[derive(Clone, Debug, Default)]
pub struct HostNames {
    /// Any name: the server is beyond loopback and the token guards reading, so a name
    /// rebound to it gains a page nothing.
    pub any: bool,
    /// This machine's names, whole (`gpu-node`, and the names `/etc/hosts` gives it, such as
    /// `gpu-node.lab.example`), besides IP addresses and `localhost`: a server beyond
    /// loopback that anyone may watch (`--public-read`). Empty on loopback.
    pub machine: Vec<String>,
}

pub(super) struct Viewer {
    pub id: u64,
    pub peer: String,
    pub read_only: bool,
    pub queue: Sender<Bytes>,
    pub frame: Arc<Mutex<Option<Bytes>>>,
    /// The newest saliency maps not sent yet (only while it wants maps).
    pub maps: Arc<Mutex<Option<Bytes>>>,
    /// The maps it asked for (`None`: it wants none).
    pub maps_wanted: Option<crate::protocol::SaliencySettings>,
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
    /// The saliency maps the trainer was last told to make (see the maps module).
    pub maps_asked: Option<crate::protocol::SaliencySettings>,
    /// The read-only viewers' share of the screens.
    pub screens: super::screens::ReadOnlyScreens,
}

/// One run's side of the server (a race has two: QDagger, then DQN): its trainer's commands,
/// and its history and viewers.
pub(super) struct Side {
    pub commands: Sender<TrainerCommand>,
    pub state: Mutex<State>,
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
    /// Messages read from seated viewers since the start.
    pub messages: AtomicU64,
    crowd: Mutex<Crowd>,
    /// The refusals said on stderr, per address and window.
    refusals: Mutex<RefusalLog>,
    /// The address it listens on.
    local: SocketAddr,
    /// The id of this serving of the run, which the challenge's MACs bind.
    pub run: String,
    /// This machine's names, as pages beyond loopback may use them.
    machine: Vec<String>,
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
            messages: AtomicU64::new(0),
            crowd: Mutex::new(Crowd::default()),
            refusals: Mutex::new(RefusalLog::default()),
            local,
            run: crate::remote::access::challenge::new_run_id(),
            machine: machine_names(
                &std::fs::read_to_string("/proc/sys/kernel/hostname").unwrap_or_default(),
                &std::fs::read_to_string("/etc/hosts").unwrap_or_default(),
            ),
        }
    }

    /// What this server's MACs are bound to: its run's id and its port.
    pub fn binding(&self) -> crate::remote::access::challenge::Binding<'_> {
        crate::remote::access::challenge::Binding {
            run: &self.run,
            port: self.local.port(),
        }
    }

    /// A place among the connections saying hello for `socket`, held by `who` (see
    /// [`super::crowd`] for who makes room when they are full); once half the places are
    /// taken a new hello has [`HELLO_DEADLINE_CROWDED`] instead of [`HELLO_DEADLINE`]. `None`
    /// only when the state is poisoned.
    pub fn handshake_slot(self: &Arc<Self>, who: Who, socket: &TcpStream) -> Option<HandshakeSlot> {
        let mut c = self.crowd.lock().ok()?;
        let id = c.hello(who, socket);
        let crowded = c.hellos.len() > MAX_HANDSHAKES / 2;
        let deadline = Instant::now()
            + if crowded {
                HELLO_DEADLINE_CROWDED
            } else {
                HELLO_DEADLINE
            };
        Some(HandshakeSlot {
            shared: Arc::clone(self),
            id,
            who,
            deadline,
        })
    }

    /// A place among the answers being written ([`MAX_RESPONSES`], a share of
    /// [`MAX_RESPONSES_PER_PEER`] each) for `who`'s `socket`; `None` only when the state is
    /// poisoned.
    pub fn response_slot(self: &Arc<Self>, who: Who, socket: &TcpStream) -> Option<ResponseSlot> {
        let id = self.crowd.lock().ok()?.answer(who, socket);
        Some(ResponseSlot {
            shared: Arc::clone(self),
            id,
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

    /// Says that a viewer came or went: always for a token's holder; for a read-only
    /// viewer (which anyone may be, as often as they like, under `--public-read`) once per
    /// address and window, as refusals are.
    pub fn comes_or_goes(&self, peer: &str, read_only: bool, line: String) {
        if read_only {
            self.refused(peer, line);
        } else {
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
        let Ok(mut h) = self.crowd.lock() else {
            return;
        };
        let due = now
            || h.last_report
                .is_none_or(|t| t.elapsed() >= Duration::from_secs(5));
        if (h.evicted > 0 || h.cut > 0) && due {
            if h.evicted > 0 {
                log(format!(
                    "{} hellos closed unfinished to make room: {MAX_HANDSHAKES} were open \
                     ({MAX_HANDSHAKES_PER_PEER} from one user or address at most; the oldest \
                     of whoever holds the most goes)",
                    h.evicted
                ));
            }
            if h.cut > 0 {
                log(format!(
                    "{} answers cut short to make room: {MAX_RESPONSES} were being written \
                     ({MAX_RESPONSES_PER_PEER} to one user or address at most)",
                    h.cut
                ));
            }
            h.evicted = 0;
            h.cut = 0;
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

    /// The names a page may open the server by: any where the token guards reading and the
    /// server is beyond loopback; else only those of this machine (a name rebound to it by
    /// another site is not).
    pub fn host_names(&self) -> HostNames {
        let beyond = !is_loopback(&self.local);
        HostNames {
            any: beyond && self.access.token_to_watch,
            machine: if beyond { self.machine.clone() } else { vec![] },
        }
    }
}

/// The names of a machine called `host` (its `/proc/sys/kernel/hostname`), lower case: that
/// name, and every name of the `/etc/hosts` lines (`etc_hosts`) that give it. A page's `Host`
/// must be one of them whole: `gpu-node.attacker.example` is not `gpu-node`.
pub(super) fn machine_names(host: &str, etc_hosts: &str) -> Vec<String> {
    let host = host.trim().to_ascii_lowercase();
    if host.is_empty() {
        return vec![];
    }
    let mut names = vec![host.clone()];
    for line in etc_hosts.lines() {
        let line = line.split('#').next().unwrap_or("");
        let listed: Vec<String> = line
            .split_whitespace()
            .skip(1)
            .map(str::to_ascii_lowercase)
            .collect();
        if listed.contains(&host) {
            for name in listed {
                if !names.contains(&name) {
                    names.push(name);
                }
            }
        }
    }
    names
}

/// A connection's place among those saying hello, given back when it is dropped (unless it
/// was closed to make room, which gave it back already).
pub(super) struct HandshakeSlot {
    shared: Arc<Shared>,
    id: u64,
    /// Whom it is counted against (its answer's place, if any, is too).
    pub who: Who,
    /// When its hello (and the answer to its challenge) must be in.
    pub deadline: Instant,
}

impl Drop for HandshakeSlot {
    fn drop(&mut self) {
        if let Ok(mut c) = self.shared.crowd.lock() {
            c.hellos.give_back(self.id);
        }
    }
}

/// A place among the answers being written, given back when it is dropped.
pub(super) struct ResponseSlot {
    shared: Arc<Shared>,
    id: u64,
}

impl Drop for ResponseSlot {
    fn drop(&mut self) {
        if let Ok(mut c) = self.shared.crowd.lock() {
            c.answers.give_back(self.id);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::IpAddr;

    #[test]
    fn a_crowded_house_gives_a_new_hello_the_shorter_deadline() {
        let s = Arc::new(Shared::new(
            Access::private("0123456789abcdef".into()),
            "127.0.0.1:1".parse().unwrap(),
            vec![],
        ));
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let socket = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
        let at = |i: u8| Who::Place(IpAddr::from([127, 0, 0, i]));
        let first = s.handshake_slot(at(1), &socket).unwrap();
        assert!(first.deadline > Instant::now() + HELLO_DEADLINE_CROWDED);
        let slots: Vec<_> = (0..MAX_HANDSHAKES)
            .map(|i| s.handshake_slot(at(2 + (i / 8) as u8), &socket).unwrap())
            .collect();
        let late = s.handshake_slot(at(9), &socket).unwrap();
        assert!(late.deadline <= Instant::now() + HELLO_DEADLINE_CROWDED);
        // Dropped, every place is given back once (those closed to make room included).
        drop((first, slots, late));
        assert_eq!(s.crowd.lock().unwrap().hellos.len(), 0);
    }
}
