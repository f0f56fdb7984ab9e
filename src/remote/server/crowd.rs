//! The places a connection holds before it is seated: one among those saying hello
//! ([`MAX_HANDSHAKES`]) and, for a request of the page's files, one among the answers being
//! written ([`MAX_RESPONSES`]). Each is counted against **who** holds it ([`Who`]): another
//! user of this host for a loopback peer of theirs (the kernel names the user of the peer's
//! socket, so another user connecting from all of 127.0.0.0/8 and ::1 is still one), else
//! its address (IPv4, or an IPv6 /64; the trainer's own user's connections are counted by
//! address too). When one holds its share, its own oldest place makes room for its new
//! connection; when every place is taken, the oldest of whoever holds the most does. So a
//! crowd, from one address or many, never shuts out someone who connects a few times, such
//! as the run's owner loading the page.

use super::limits::{
    MAX_HANDSHAKES, MAX_HANDSHAKES_PER_PEER, MAX_RESPONSES, MAX_RESPONSES_PER_PEER,
};
use crate::platform::peer_user::{own_user, peer_user};
use std::collections::{BTreeMap, HashMap};
use std::net::{IpAddr, Shutdown, SocketAddr, TcpStream};
use std::time::Instant;

/// Whom a connection's places are counted against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Who {
    /// A user of this host, by id: a loopback peer whose socket the kernel names.
    User(u32),
    /// An address: IPv4 alone, IPv6 by its /64 ([`peer_key`]).
    Place(IpAddr),
}

impl std::fmt::Display for Who {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Who::User(uid) => write!(f, "user {uid}"),
            Who::Place(ip) => write!(f, "{ip}"),
        }
    }
}

/// Who holds the connection from `peer` to this server's `local` address: another user of
/// this host, or an address.
pub(super) fn who(local: SocketAddr, peer: SocketAddr) -> Who {
    if peer.ip().is_loopback() {
        if let Some(uid) = peer_user(local, peer).filter(|&uid| Some(uid) != own_user()) {
            return Who::User(uid);
        }
    }
    Who::Place(peer_key(peer.ip()))
}

/// How places from one address are counted: an IPv4 address alone, an IPv6 address by its
/// /64 (one host is usually given a whole /64), an IPv4-mapped IPv6 address as its IPv4.
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

/// One place held.
struct Held {
    who: Who,
    /// A handle on its socket, to close it when the place is taken from it.
    socket: Option<TcpStream>,
}

/// Places of one kind, oldest first (ids grow).
#[derive(Default)]
pub(super) struct Places {
    next: u64,
    held: BTreeMap<u64, Held>,
}

impl Places {
    /// Takes a place for `who`'s `socket`, closing others' to make room (see the module's
    /// rule, with `share` places each and `total` in all); its id and how many were closed.
    fn take(&mut self, who: Who, socket: &TcpStream, share: usize, total: usize) -> (u64, u64) {
        let mut closed = 0;
        while let Some(id) = self.to_close(who, share, total) {
            if let Some(Held {
                socket: Some(s), ..
            }) = self.held.remove(&id)
            {
                let _ = s.shutdown(Shutdown::Both);
            }
            closed += 1;
        }
        let id = self.next;
        self.next += 1;
        self.held.insert(
            id,
            Held {
                who,
                socket: socket.try_clone().ok(),
            },
        );
        (id, closed)
    }

    /// The oldest place to close to make room for one of `who`'s: its own oldest when it
    /// holds its `share`, else, when `total` are held, the oldest of whoever holds the most.
    fn to_close(&self, who: Who, share: usize, total: usize) -> Option<u64> {
        let mut counts: HashMap<Who, usize> = HashMap::new();
        for h in self.held.values() {
            *counts.entry(h.who).or_default() += 1;
        }
        let victim = if counts.get(&who).copied().unwrap_or(0) >= share {
            who
        } else if self.held.len() >= total {
            // The most places; among equals, the one with the oldest.
            let most = counts.values().copied().max().unwrap_or(0);
            self.held.values().find(|h| counts[&h.who] == most)?.who
        } else {
            return None;
        };
        self.held
            .iter()
            .find(|(_, h)| h.who == victim)
            .map(|(id, _)| *id)
    }

    /// Gives place `id` back (nothing when it was closed to make room already).
    pub fn give_back(&mut self, id: u64) {
        self.held.remove(&id);
    }

    /// Places held now.
    pub fn len(&self) -> usize {
        self.held.len()
    }

    /// Who holds each place, oldest first.
    #[cfg(test)]
    pub fn holders(&self) -> Vec<Who> {
        self.held.values().map(|h| h.who).collect()
    }
}

/// Both kinds of places, and what was closed to make room since the last report.
#[derive(Default)]
pub(super) struct Crowd {
    pub hellos: Places,
    pub answers: Places,
    /// Hellos closed unfinished to make room.
    pub evicted: u64,
    /// Answers closed unfinished to make room.
    pub cut: u64,
    pub last_report: Option<Instant>,
}

impl Crowd {
    /// A place among the hellos for `who`'s `socket`; its id.
    pub fn hello(&mut self, who: Who, socket: &TcpStream) -> u64 {
        let (id, closed) = self
            .hellos
            .take(who, socket, MAX_HANDSHAKES_PER_PEER, MAX_HANDSHAKES);
        self.evicted += closed;
        id
    }

    /// A place among the answers being written for `who`'s `socket`; its id.
    pub fn answer(&mut self, who: Who, socket: &TcpStream) -> u64 {
        let (id, closed) = self
            .answers
            .take(who, socket, MAX_RESPONSES_PER_PEER, MAX_RESPONSES);
        self.cut += closed;
        id
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

    #[test]
    fn the_trainers_own_user_and_a_lan_peer_are_counted_by_address() {
        // (Another user's connection is counted as that user: tests/remote_users.rs.)
        let listener = std::net::TcpListener::bind("127.0.0.2:0").unwrap();
        let _client = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
        let (server, peer) = listener.accept().unwrap();
        let local = server.local_addr().unwrap();
        assert_eq!(who(local, peer), Who::Place(peer.ip()));
        // No such socket here: counted by its address.
        let lan: SocketAddr = "192.0.2.7:40000".parse().unwrap();
        assert_eq!(who(local, lan), Who::Place(lan.ip()));
    }

    #[test]
    fn a_full_house_closes_the_oldest_place_of_whoever_holds_the_most() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let socket = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
        let at = |i: u8| Who::Place(IpAddr::from([127, 0, 0, i]));
        let count = |c: &Crowd, w: Who| c.hellos.holders().iter().filter(|h| **h == w).count();
        let mut c = Crowd::default();
        // Four addresses fill the house, eight hellos each.
        for i in 0..MAX_HANDSHAKES {
            c.hello(at(2 + (i / 8) as u8), &socket);
        }
        assert_eq!(c.hellos.len(), MAX_HANDSHAKES);
        // The owner gets in: the first address's oldest hello goes.
        let owner = c.hello(Who::User(1000), &socket);
        assert_eq!(c.hellos.len(), MAX_HANDSHAKES);
        assert_eq!(count(&c, at(2)), 7);
        assert_eq!(c.evicted, 1);
        // Crowds keep coming: each new hello takes the place of the crowd's, never the
        // owner's.
        for round in 0..100 {
            c.hello(at(2 + (round % 5) as u8), &socket);
            assert_eq!(count(&c, Who::User(1000)), 1, "{round}");
        }
        // Another user from any loopback address is one: its flood closes its own.
        for _ in 0..50 {
            c.hello(Who::User(1001), &socket);
            assert!(count(&c, Who::User(1001)) <= MAX_HANDSHAKES_PER_PEER);
            assert_eq!(count(&c, Who::User(1000)), 1);
        }
        c.hellos.give_back(owner);
        assert_eq!(count(&c, Who::User(1000)), 0);
        // Given back twice (closed to make room, then dropped): nothing more.
        c.hellos.give_back(owner);
        assert_eq!(c.hellos.len(), MAX_HANDSHAKES - 1);
    }

    #[test]
    fn answers_are_shared_fairly_and_a_slow_crowd_cannot_hold_them_all() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let socket = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
        let at = |i: u8| Who::Place(IpAddr::from([127, 0, 0, i]));
        let mut c = Crowd::default();
        // Five addresses of readers that never read: at most their share each.
        for i in 0..40u8 {
            c.answer(at(2 + i % 5), &socket);
        }
        let holders = c.answers.holders();
        assert_eq!(holders.len(), MAX_RESPONSES);
        for i in 0..5 {
            assert!(holders.iter().filter(|h| **h == at(2 + i)).count() <= MAX_RESPONSES_PER_PEER);
        }
        // The owner's page (three files at once) gets its answers.
        for _ in 0..3 {
            c.answer(Who::User(1000), &socket);
        }
        let holders = c.answers.holders();
        assert_eq!(holders.iter().filter(|h| **h == Who::User(1000)).count(), 3);
        assert!(c.cut > 0);
    }
}
