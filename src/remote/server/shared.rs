//! What the server's threads share: who may do what ([`Access`]), each side's history and
//! viewers, the count of connections still saying hello, and the run's end.

use super::backlog::{Backlog, Bytes};
use super::limits::{
    HELLO_DEADLINE, HELLO_DEADLINE_CROWDED, MAX_HANDSHAKES, MAX_HANDSHAKES_PER_PEER, MAX_RESPONSES,
};
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
}

/// One run's side of the server (a race has two: QDagger, then DQN): its trainer's commands,
/// and its history and viewers.
pub(super) struct Side {
    pub commands: Sender<TrainerCommand>,
    pub state: Mutex<State>,
}

/// One connection saying hello.
struct Hello {
    /// Its address as counted: an IPv4 address, or an IPv6 /64 ([`peer_key`]).
    key: IpAddr,
    /// A handle on its socket, to close it when it is evicted.
    socket: Option<TcpStream>,
}

/// The connections still saying hello, oldest first (ids grow), and what was done to make
/// room since the last report.
#[derive(Default)]
struct Handshakes {
    next: u64,
    open: std::collections::BTreeMap<u64, Hello>,
    evicted: u64,
    last_report: Option<Instant>,
    /// Responses (files of the page) being written.
    responses: usize,
    /// Connections closed because [`MAX_RESPONSES`] were being written.
    busy: u64,
}

impl Handshakes {
    /// The oldest hello to close to make room for one from `key`: its own oldest when it
    /// holds [`MAX_HANDSHAKES_PER_PEER`], else, when [`MAX_HANDSHAKES`] are open, the oldest
    /// of the address that holds the most (so one that holds few, as an owner connecting
    /// once does, is the last to go).
    fn to_evict(&self, key: IpAddr) -> Option<u64> {
        let mut counts: HashMap<IpAddr, usize> = HashMap::new();
        for h in self.open.values() {
            *counts.entry(h.key).or_default() += 1;
        }
        let victim = if counts.get(&key).copied().unwrap_or(0) >= MAX_HANDSHAKES_PER_PEER {
            key
        } else if self.open.len() >= MAX_HANDSHAKES {
            // The most hellos; among equals, the one with the oldest.
            let most = counts.values().copied().max().unwrap_or(0);
            self.open.values().find(|h| counts[&h.key] == most)?.key
        } else {
            return None;
        };
        self.open
            .iter()
            .find(|(_, h)| h.key == victim)
            .map(|(id, _)| *id)
    }
}

/// How hellos from one place are counted: an IPv4 address alone, an IPv6 address by its /64
/// (one host is usually given a whole /64), an IPv4-mapped IPv6 address as its IPv4.
pub(super) fn peer_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let s = v6.segments();
                IpAddr::V6(std::net::Ipv6Addr::new(s[0], s[1], s[2], s[3], 0, 0, 0, 0))
            }
        },
    }
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
    handshakes: Mutex<Handshakes>,
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
            handshakes: Mutex::new(Handshakes::default()),
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

    /// A place among the connections saying hello for `socket`, from `ip`. When
    /// [`MAX_HANDSHAKES`] are open, or [`MAX_HANDSHAKES_PER_PEER`] from its address (an IPv6
    /// /64 counts as one), the oldest hello of the address that holds the most is closed to
    /// make room, so that crowds of idle hellos cannot shut anyone else out; once half the
    /// places are taken a new hello has [`HELLO_DEADLINE_CROWDED`] instead of
    /// [`HELLO_DEADLINE`]. `None` only when the state is poisoned.
    pub fn handshake_slot(
        self: &Arc<Self>,
        ip: IpAddr,
        socket: &TcpStream,
    ) -> Option<HandshakeSlot> {
        let mut h = self.handshakes.lock().ok()?;
        let key = peer_key(ip);
        while let Some(id) = h.to_evict(key) {
            if let Some(Hello {
                socket: Some(s), ..
            }) = h.open.remove(&id)
            {
                let _ = s.shutdown(Shutdown::Both);
            }
            h.evicted += 1;
        }
        let id = h.next;
        h.next += 1;
        h.open.insert(
            id,
            Hello {
                key,
                socket: socket.try_clone().ok(),
            },
        );
        let crowded = h.open.len() > MAX_HANDSHAKES / 2;
        let deadline = Instant::now()
            + if crowded {
                HELLO_DEADLINE_CROWDED
            } else {
                HELLO_DEADLINE
            };
        Some(HandshakeSlot {
            shared: Arc::clone(self),
            id,
            deadline,
        })
    }

    /// A place among the responses being written ([`MAX_RESPONSES`]); `None` (and the
    /// connection counted) when they are all taken.
    pub fn response_slot(self: &Arc<Self>) -> Option<ResponseSlot> {
        let mut h = self.handshakes.lock().ok()?;
        if h.responses >= MAX_RESPONSES {
            h.busy += 1;
            return None;
        }
        h.responses += 1;
        Some(ResponseSlot {
            shared: Arc::clone(self),
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
        if (h.evicted > 0 || h.busy > 0) && due {
            if h.evicted > 0 {
                log(format!(
                    "{} hellos closed unfinished to make room: {MAX_HANDSHAKES} were open \
                     ({MAX_HANDSHAKES_PER_PEER} from one address at most; the oldest of \
                     the address with the most goes)",
                    h.evicted
                ));
            }
            if h.busy > 0 {
                log(format!(
                    "{} requests closed unanswered: {MAX_RESPONSES} answers were being \
                     written",
                    h.busy
                ));
            }
            h.evicted = 0;
            h.busy = 0;
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
/// was evicted, which gave it back already).
pub(super) struct HandshakeSlot {
    shared: Arc<Shared>,
    id: u64,
    /// When its hello (and the answer to its challenge) must be in.
    pub deadline: Instant,
}

impl Drop for HandshakeSlot {
    fn drop(&mut self) {
        if let Ok(mut h) = self.shared.handshakes.lock() {
            h.open.remove(&self.id);
        }
    }
}

/// A place among the responses being written, given back when it is dropped.
pub(super) struct ResponseSlot {
    shared: Arc<Shared>,
}

impl Drop for ResponseSlot {
    fn drop(&mut self) {
        if let Ok(mut h) = self.shared.handshakes.lock() {
            h.responses = h.responses.saturating_sub(1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ipv6_peers_count_by_their_64_and_mapped_ones_as_ipv4() {
        let key = |s: &str| peer_key(s.parse().unwrap()).to_string();
        assert_eq!(key("2001:db8:1:2:aaaa::1"), "2001:db8:1:2::");
        assert_eq!(key("2001:db8:1:2:bbbb:cc::9"), "2001:db8:1:2::");
        assert_ne!(key("2001:db8:1:3::1"), key("2001:db8:1:2::1"));
        assert_eq!(key("::ffff:127.0.0.3"), "127.0.0.3");
        assert_eq!(key("127.0.0.2"), "127.0.0.2");
        assert_eq!(key("::1"), "::");
    }

    fn shared() -> Arc<Shared> {
        Arc::new(Shared::new(
            Access::private("0123456789abcdef".into()),
            "127.0.0.1:1".parse().unwrap(),
            vec![],
        ))
    }

    fn open_keys(s: &Shared) -> Vec<String> {
        let h = s.handshakes.lock().unwrap();
        h.open.values().map(|h| h.key.to_string()).collect()
    }

    #[test]
    fn a_full_house_evicts_the_oldest_hello_of_the_address_with_the_most() {
        let s = shared();
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let socket = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
        let ip = |i: u8| IpAddr::from([127, 0, 0, i]);
        let mut slots = Vec::new();
        // Four addresses fill the house, eight hellos each.
        for i in 0..MAX_HANDSHAKES {
            slots.push(s.handshake_slot(ip(2 + (i / 8) as u8), &socket).unwrap());
        }
        assert_eq!(open_keys(&s).len(), MAX_HANDSHAKES);
        // The owner gets in: the first address's oldest hello goes.
        let owner = s.handshake_slot(ip(1), &socket).unwrap();
        let keys = open_keys(&s);
        assert_eq!(keys.len(), MAX_HANDSHAKES);
        assert!(keys.contains(&"127.0.0.1".to_string()));
        assert_eq!(keys.iter().filter(|k| *k == "127.0.0.2").count(), 7);
        // Crowds keep coming: each new hello takes the place of the crowd's, never the
        // owner's.
        for round in 0..100 {
            slots.push(
                s.handshake_slot(ip(2 + (round % 5) as u8), &socket)
                    .unwrap(),
            );
            assert!(open_keys(&s).contains(&"127.0.0.1".to_string()), "{round}");
        }
        // One address past its own cap evicts its own oldest.
        let before = open_keys(&s);
        let from_6 = before.iter().filter(|k| *k == "127.0.0.6").count();
        assert!(from_6 <= MAX_HANDSHAKES_PER_PEER);
        // Under pressure the deadline is shorter.
        assert!(owner.deadline <= Instant::now() + HELLO_DEADLINE_CROWDED);
        drop(owner);
        assert!(!open_keys(&s).contains(&"127.0.0.1".to_string()));
        // An evicted slot's drop gives back nothing more.
        drop(slots);
        assert!(open_keys(&s).is_empty());
        let fresh = s.handshake_slot(ip(9), &socket).unwrap();
        assert!(fresh.deadline > Instant::now() + HELLO_DEADLINE_CROWDED);
    }
}
